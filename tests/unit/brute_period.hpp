// The smallest period of a prefix of values, found by brute force: for the
// tests that check the window criterion (periodicity_test.cpp) and the periods
// of subtraction games (subtraction_test.cpp) against it.
#pragma once

#include <cstddef>
#include <optional>
#include <vector>

#include "grundy/nimber.hpp"
#include "grundy/periodicity.hpp"

namespace grundy::testing {

// The smallest p, and for it the smallest n0, such that the prefix satisfies
// G(n) = G(n+p) for n0 <= n < N - p, accepted only when the repeating part is
// long enough to hold two periods and a window of `memory` values (then it is
// a real period of a rule with that memory, and the true smallest pair is
// accepted once N is at least preperiod + 2 * length + memory). Written
// without windows or hashes.
inline std::optional<Period> brute_smallest_period(const std::vector<Nimber>& values,
                                                   std::size_t memory) {
  const std::size_t size = values.size();
  for (std::size_t p = 1; p < size; ++p) {
    std::size_t n0 = size - p;  // scan down while G(n) = G(n+p)
    while (n0 > 0 && values[n0 - 1] == values[n0 - 1 + p]) --n0;
    if (size - n0 >= 2 * p + memory) return Period{n0, p};
  }
  return std::nullopt;
}

}  // namespace grundy::testing

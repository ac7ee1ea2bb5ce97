#include "grundy/nimber.hpp"

#include <bit>
#include <vector>

namespace grundy {

Nimber mex(std::span<const Nimber> values) {
  // The mex of n values is at most n, so only values below n need marking.
  std::vector<bool> present(values.size() + 1, false);
  for (Nimber value : values) {
    if (value < present.size()) present[value] = true;
  }
  Nimber result = 0;
  while (present[result]) ++result;
  return result;
}

int highest_bit(Nimber value) noexcept { return std::bit_width(value) - 1; }

}  // namespace grundy

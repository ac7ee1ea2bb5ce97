// What every fuzz target shares: the rule that nothing but the library's typed
// errors (grundy::Error and its subclasses, errors.hpp) may escape, checks
// that stop the run with a message, and the small compute limits that keep
// each input quick.
#pragma once

#include <cstdint>
#include <cstdio>
#include <exception>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "grundy/compute_limits.hpp"
#include "grundy/errors.hpp"
#include "grundy/integers.hpp"

namespace grundy::fuzz {

// A broken invariant: say which, then trap so that libFuzzer keeps the input.
[[noreturn]] inline void fail(const std::string& what) {
  std::fprintf(stderr, "fuzz invariant broken: %s\n", what.c_str());
  std::fflush(stderr);
  __builtin_trap();
}

inline void check(bool condition, const std::string& what) {
  if (!condition) fail(what);
}

// Runs `body`; a grundy::Error is an answer (the input was refused on
// purpose), any other exception is a bug.
template <typename Body>
void only_library_errors(Body&& body) {
  try {
    body();
  } catch (const Error&) {
    // refused with a typed error: what the library promises
  } catch (const std::exception& error) {
    fail(std::string("an exception other than grundy::Error escaped: ") + error.what());
  } catch (...) {
    fail("an exception of unknown type escaped");
  }
}

// The compute limits (compute_limits.hpp) of the expression and API targets:
// every input, large numbers included, is answered or refused with
// LimitError within a fraction of a second under the sanitizers, and every
// small position (expected_answer.hpp) is answered in full. The command's
// limits let an octal game compute 2^22 values, a subtraction game search 10^7
// and Moore's Nim 10^7 moves: seconds each under AddressSanitizer.
inline ComputeLimits fuzz_compute_limits() {
  ComputeLimits limits;
  // Codes that split into three compute a heap of n in about n^2/12 steps a
  // digit, so values are computed up to 256 only; a period is looked for
  // within 1024 values (octal(0.44) proves its period with 512).
  limits.take_and_break.period_search = 1024;
  limits.take_and_break.max_computed = 256;
  // S within {1, ..., 12} proves its period within 200 values.
  limits.subtraction.max_element = 4096;
  limits.subtraction.max_values = 100'000;
  limits.subtraction.max_steps = 1'000'000;
  // Small Moore positions need at most kSmallMooreMoves (10^4); a search of
  // 30,000 moves takes about a second under the sanitizers.
  limits.moore.search_moves = 30'000;
  limits.moore.subsets = 100'000;
  limits.moore.listed_moves = 100'000;
  limits.moore.sorted_moves = 10'000;
  // A table of 256 x 256 values, built once per process.
  limits.wythoff_value_heap = 255;
  // Games on graphs and boards: a table of 1 MiB (cram(4x4) fits, cram(8x8)
  // is refused at once rather than searched for minutes).
  limits.search_memory = MemoryBudget(std::uint64_t{1} << 20);
  return limits;
}

// The whitespace-separated decimal numbers of `text` (0 to 2^63-1), read the
// plainest way, as the readers under test must read them; nullopt when a
// token is not such a number.
inline std::optional<std::vector<std::uint64_t>> reference_numbers(std::string_view text) {
  const auto is_space = [](char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
  };
  std::vector<std::uint64_t> numbers;
  std::size_t i = 0;
  while (i < text.size()) {
    if (is_space(text[i])) {
      ++i;
      continue;
    }
    const std::size_t start = i;
    while (i < text.size() && !is_space(text[i])) ++i;
    unsigned __int128 value = 0;
    for (const char c : text.substr(start, i - start)) {
      if (c < '0' || c > '9') return std::nullopt;
      value = value * 10 + static_cast<unsigned>(c - '0');
      if (value > kMaxNumber) return std::nullopt;
    }
    numbers.push_back(static_cast<std::uint64_t>(value));
  }
  return numbers;
}

}  // namespace grundy::fuzz

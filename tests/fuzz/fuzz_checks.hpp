// What every fuzz target shares: the rule that nothing but the library's typed
// errors (grundy::Error and its subclasses, errors.hpp) may escape, checks
// that stop the run with a message, and the guard against positions whose
// answer legitimately takes seconds.
#pragma once

#include <cstdint>
#include <cstdio>
#include <exception>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "grundy/errors.hpp"
#include "grundy/expression.hpp"
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

// Whether a game expression is cheap enough to build and analyse thousands of
// times a second. The library answers big heaps of most families by computing
// their Grundy sequence up to the heap (an octal game without a proven period
// is computed up to heaps of 2^22, by design, which takes seconds under
// AddressSanitizer), so numbers above 999 are left to Nim, whose value is a
// closed form at any size, and Moore's Nim is kept to heaps of 15. Everything is still parsed; only the slow answers
// are skipped. Text that does not split is cheap (it fails at once).
inline bool cheap_expression(std::string_view text) {
  try {
    for (const ComponentText& component : split_expression(text)) {
      if (component.name.text == "nim") continue;
      auto small = [](const Token& token) { return token.text.size() <= 3; };
      for (const Token& number : component.numbers) {
        if (!small(number)) return false;
        // Moore's Nim is valued by a search of up to 10^7 moves (moore.hpp):
        // seconds for three heaps of a few hundred, by design.
        if (component.name.text == "moore" && (number.text.size() > 2 || number.text > "15")) return false;
      }
      if (component.parameters) {
        for (const Token& parameter : *component.parameters) {
          // Octal and hexadecimal codes are digits after "0."; a long code
          // only makes more moves, so allow codes but no big numbers.
          if (parameter.text.size() > 3 && parameter.text.rfind("0.", 0) != 0) return false;
        }
      }
    }
  } catch (const Error&) {
  }
  return true;
}

// Whether a position is cheap to play under misère play, where sums are
// searched whole: Nim alone (decided by its rule), or at most four numbers,
// each up to 12.
inline bool cheap_misere_expression(std::string_view text) {
  try {
    bool only_nim = true;
    bool small = true;
    std::size_t count = 0;
    for (const ComponentText& component : split_expression(text)) {
      only_nim = only_nim && component.name.text == "nim";
      for (const Token& number : component.numbers) {
        small = small && (number.text.size() < 2 || (number.text.size() == 2 && number.text <= "12"));
        ++count;
      }
    }
    return only_nim || (small && count <= 4);
  } catch (const Error&) {
    return true;
  }
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

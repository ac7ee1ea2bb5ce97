// A check for the unsigned numeric options (--upto, --max, --games, --seed):
// CLI11 reads "-1" into a std::uint64_t as 2^64 - 1, and a number past 2^64 - 1
// as 2^64 - 1 too, so a negative or too large number would otherwise be
// answered as the largest one.
#pragma once

#include <CLI/CLI.hpp>

#include <charconv>
#include <cstdint>
#include <string>

#include "grundy/translate.hpp"

namespace grundy::cli {

inline CLI::Validator non_negative_number() {
  return CLI::Validator(
      [](std::string& text) -> std::string {
        const std::size_t first = text.find_first_not_of(" \t");
        if (first != std::string::npos && text[first] == '-') {
          return format_translated("{} is negative: give a number from 0", text);
        }
        if (first == std::string::npos) return {};
        const std::size_t last = text.find_last_not_of(" \t");
        std::uint64_t value = 0;
        const char* end = text.data() + last + 1;
        const auto [stop, error] = std::from_chars(text.data() + first, end, value);
        if (error == std::errc::result_out_of_range && stop == end) {
          return format_translated("{} is too large: the largest is {}",
                                   text.substr(first, last + 1 - first), UINT64_MAX);
        }
        return {};
      },
      "", "non-negative");
}

}  // namespace grundy::cli

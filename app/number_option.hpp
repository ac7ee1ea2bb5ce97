// A check for the unsigned numeric options (--upto, --max, --games, --seed):
// CLI11 reads "-1" into a std::uint64_t as 2^64 - 1, so a negative number
// would otherwise be answered as a huge one.
#pragma once

#include <CLI/CLI.hpp>

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
        return {};
      },
      "", "non-negative");
}

}  // namespace grundy::cli

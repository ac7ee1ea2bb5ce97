// The ParseError a position raises, for the tests of a family's texts.
#pragma once

#include <gtest/gtest.h>

#include <cstddef>
#include <string>
#include <utility>
#include <vector>

#include "grundy/errors.hpp"
#include "grundy/expression.hpp"

namespace grundy::testing {

// The message of the ParseError that `text` raises, and its column; a test
// failure when it raises none.
inline std::pair<std::string, std::size_t> parse_error_and_column(const std::string& text) {
  try {
    parse_expression(text);
  } catch (const ParseError& error) {
    return {error.what(), error.column()};
  }
  ADD_FAILURE() << "no ParseError for '" << text << "'";
  return {"", 0};
}

// A position the parser refuses: the column its error names, and words the
// message must contain.
struct BadPosition {
  std::string text;
  std::size_t column;
  std::vector<std::string> mentions;
};

// Each position raises a ParseError at its column, naming its words.
inline void expect_parse_errors(const std::vector<BadPosition>& cases) {
  for (const BadPosition& c : cases) {
    const auto [message, column] = parse_error_and_column(c.text);
    EXPECT_EQ(column, c.column) << c.text << ": " << message;
    for (const std::string& part : c.mentions) {
      EXPECT_NE(message.find(part), std::string::npos)
          << "'" << part << "' missing from: " << message;
    }
  }
}

}  // namespace grundy::testing

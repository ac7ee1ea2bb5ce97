// The ParseError a position raises, for the tests of the families' texts
// (staircase_test.cpp, welter_test.cpp).
#pragma once

#include <gtest/gtest.h>

#include <cstddef>
#include <string>
#include <utility>

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

}  // namespace grundy::testing

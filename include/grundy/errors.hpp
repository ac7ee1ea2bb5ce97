// The typed exceptions of the library. Front ends turn each of them into one
// `error: ...` line and exit status 2; nothing else should escape.
#pragma once

#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>

namespace grundy {

// Base of every error the library reports on purpose.
class Error : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Text that does not follow the grammar of a game expression or an input file.
// The message names the offending token and where it is.
class ParseError : public Error {
 public:
  ParseError(const std::string& message, std::size_t column)
      : Error(message), column_(column) {}
  // Column of the offending token, counted from 1 (0 when not known).
  std::size_t column() const noexcept { return column_; }

 private:
  std::size_t column_;
};

// A well-formed request that breaks a rule of the game (a duplicate monk, an
// empty subtraction set, an illegal move).
class RuleError : public Error {
 public:
  using Error::Error;
};

// A number that does not fit the library's exact integer types.
class OverflowError : public Error {
 public:
  using Error::Error;
};

// A request that would need more memory or time than the documented limits.
class LimitError : public Error {
 public:
  using Error::Error;
};

// A file that cannot be read.
class InputError : public Error {
 public:
  using Error::Error;
};

}  // namespace grundy

namespace grundy {

// A token as it may appear inside an error message: control characters (a NUL
// byte, a terminal escape) are written as \xNN and a long token is cut to
// `max_length` characters followed by "...", so that one bad byte of input
// cannot garble or cut short the one line a user reads.
std::string printable_token(std::string_view token, std::size_t max_length = 40);

}  // namespace grundy

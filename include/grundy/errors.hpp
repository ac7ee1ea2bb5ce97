// The typed exceptions of the library. Front ends turn each of them into one
// `error: ...` line and exit status 2; nothing else should escape.
#pragma once

#include <cstddef>
#include <stdexcept>
#include <string>

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

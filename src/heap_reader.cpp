#include "grundy/heap_reader.hpp"

#include <fmt/format.h>

#include <string>

#include "grundy/errors.hpp"
#include "grundy/integers.hpp"

namespace grundy {
namespace {

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }

[[noreturn]] void reject(std::string_view source, std::uint64_t line, std::uint64_t column,
                         const std::string& token) {
  const ParsedNumber parsed = parse_number(token);
  std::string why;
  switch (parsed.status) {
    case NumberStatus::negative:
      why = fmt::format("'{}' is negative: heap sizes are 0 or more", token);
      break;
    case NumberStatus::too_large:
      why = fmt::format("'{}' is too large: heap sizes are at most 2^63-1 = {}", token, kMaxNumber);
      break;
    default:
      why = fmt::format("'{}' is not a number", token.size() > 40 ? token.substr(0, 40) + "..." : token);
  }
  throw ParseError(fmt::format("{}: line {}, column {}: {}", source, line, column, why),
                   static_cast<std::size_t>(column));
}

}  // namespace

// Digits are folded into the value as they stream past, so a number split
// across two reads needs no copying; only a bad token is kept for the message.
std::vector<std::uint64_t> read_heap_list(std::istream& in, std::string_view source_name) {
  std::vector<std::uint64_t> heaps;
  std::string buffer(1 << 20, '\0');
  std::uint64_t line = 1;
  std::uint64_t column = 0;        // column of the last character read
  std::uint64_t token_line = 0;    // where the current token started
  std::uint64_t token_column = 0;
  std::uint64_t value = 0;
  bool in_token = false;
  int digits = 0;                  // digits folded into value so far
  bool bad = false;                // the current token is not a plain number in range
  std::string token;               // the current token's text, kept only once it is bad

  auto finish_token = [&] {
    if (bad) reject(source_name, token_line, token_column, token);
    heaps.push_back(value);
    in_token = false;
  };

  while (in) {
    in.read(buffer.data(), static_cast<std::streamsize>(buffer.size()));
    const auto got = static_cast<std::size_t>(in.gcount());
    if (got == 0) break;
    for (std::size_t i = 0; i < got; ++i) {
      const char c = buffer[i];
      ++column;
      if (is_space(c)) {
        if (in_token) finish_token();
        if (c == '\n') {
          ++line;
          column = 0;
        }
        continue;
      }
      if (!in_token) {
        in_token = true;
        bad = false;
        value = 0;
        digits = 0;
        token_line = line;
        token_column = column;
      }
      if (!bad && c >= '0' && c <= '9') {
        const auto digit = static_cast<std::uint64_t>(c - '0');
        if (value <= (kMaxNumber - digit) / 10) {
          value = value * 10 + digit;
          ++digits;
          continue;
        }
      }
      if (!bad) {
        bad = true;
        token = digits > 0 ? fmt::format("{:0{}}", value, digits) : std::string();
      }
      if (token.size() < 64) token += c;
    }
  }
  if (in.bad()) throw InputError(fmt::format("{}: read error", source_name));
  if (in_token) finish_token();
  return heaps;
}

}  // namespace grundy

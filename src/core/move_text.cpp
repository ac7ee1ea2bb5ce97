#include "move_text.hpp"

#include <fmt/format.h>

#include "grundy/errors.hpp"
#include "grundy/integers.hpp"
#include "grundy/translate.hpp"

namespace grundy::move_text {
namespace {

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v'; }

// Whether a space next to position `i` of `out`/`text` touches a separator.
bool is_separator_end(const std::string& out) {
  return !out.empty() && (out.back() == ':' || out.back() == '+' || out.back() == ',' ||
                          (out.size() >= 2 && out.compare(out.size() - 2, 2, "->") == 0));
}

bool starts_separator(std::string_view rest) {
  return !rest.empty() && (rest[0] == ':' || rest[0] == '+' || rest[0] == ',' || rest.substr(0, 2) == "->");
}

}  // namespace

std::string squeeze(std::string_view text) {
  std::string out;
  std::size_t i = 0;
  while (i < text.size()) {
    if (is_space(text[i])) {
      while (i < text.size() && is_space(text[i])) ++i;
      // A space survives only between two words.
      if (!out.empty() && i < text.size() && !is_separator_end(out) && !starts_separator(text.substr(i))) out += ' ';
      continue;
    }
    out += text[i++];
  }
  return out;
}

std::vector<std::string_view> split(std::string_view text, std::string_view separator) {
  std::vector<std::string_view> pieces;
  std::size_t start = 0;
  for (;;) {
    const std::size_t found = text.find(separator, start);
    if (found == std::string_view::npos) {
      pieces.push_back(text.substr(start));
      return pieces;
    }
    pieces.push_back(text.substr(start, found - start));
    start = found + separator.size();
  }
}

std::uint64_t number(std::string_view token, std::string_view what) {
  const ParsedNumber parsed = parse_number(token);
  switch (parsed.status) {
    case NumberStatus::ok:
      return parsed.value;
    case NumberStatus::negative:
      throw ParseError(format_translated("'{}' is negative: {} is 0 or more", printable_token(token), what), 0);
    case NumberStatus::too_large:
      throw ParseError(format_translated("'{}' is too large: {} is at most 2^63-1", printable_token(token), what), 0);
    case NumberStatus::not_a_number:
      break;
  }
  if (token.empty()) throw ParseError(format_translated("{} is missing", what), 0);
  throw ParseError(format_translated("'{}' is not a number ({} expected)", printable_token(token), what), 0);
}

std::size_t piece_index(std::string_view token, std::size_t count) {
  const std::uint64_t number_given = number(token, translate("a heap number"));
  if (number_given == 0 || number_given > count) {
    throw RuleError(count == 1 ? format_translated("there is no heap {}: the only heap is heap 1", number_given)
                               : format_translated("there is no heap {}: the heaps are numbered 1 to {}",
                                                   number_given, count));
  }
  return static_cast<std::size_t>(number_given - 1);
}

}  // namespace grundy::move_text

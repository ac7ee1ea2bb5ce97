#include "grundy/octal_pattern.hpp"

#include <algorithm>
#include <string>

#include "grundy/errors.hpp"
#include "grundy/translate.hpp"

namespace grundy {

OctalPattern OctalPattern::parse(std::string_view text) {
  // Messages quote the pattern as a person can read it, however it was typed.
  const std::string shown = printable_token(text, 60);
  // Columns count from 1, in the text as given.
  std::size_t start = 0;
  std::string_view body = text;
  if (body.starts_with("octal(")) {
    if (!body.ends_with(")")) {
      throw ParseError(format_translated("pattern '{}' needs a ')' at its end", shown),
                       text.size());
    }
    start = 6;
    body = body.substr(6, body.size() - 7);
  }
  const std::size_t point = body.find('.');
  if (point == std::string_view::npos) {
    throw ParseError(
        format_translated("pattern '{}' needs a point, e.g. 'octal(0.??)'", shown), start + 1);
  }
  if (point > 1) {
    throw ParseError(format_translated("pattern '{}': only one digit may stand before the point "
                                       "(column {})",
                                       shown, start + 1),
                     start + 1);
  }
  OctalPattern pattern;
  pattern.text_ = point == 0 ? "0" : std::string(1, body[0]);
  if (pattern.text_[0] != '0' && pattern.text_[0] != '4' && pattern.text_[0] != '?') {
    throw ParseError(format_translated("pattern '{}': the digit before the point at column {} must "
                                       "be 0, 4 or '?'",
                                       shown, start + 1),
                     start + 1);
  }
  const std::string_view digits = body.substr(point + 1);
  if (digits.empty()) {
    throw ParseError(format_translated("pattern '{}' needs digits or '?' after the point", shown),
                     start + point + 2);
  }
  if (digits.size() > kMaxDigits) {
    throw ParseError(format_translated("pattern '{}' has {} digits after the point; at most {}",
                                       shown, digits.size(), kMaxDigits),
                     start + point + 2 + kMaxDigits);
  }
  pattern.text_ += '.';
  for (std::size_t i = 0; i < digits.size(); ++i) {
    const char c = digits[i];
    if ((c < '0' || c > '7') && c != '?') {
      const std::size_t column = start + point + 2 + i;
      throw ParseError(format_translated("pattern '{}': '{}' at column {} is not an octal digit "
                                         "(0-7) or '?'",
                                         shown, printable_token(std::string_view(&c, 1)), column),
                       column);
    }
    pattern.text_ += c;
  }
  return pattern;
}

std::uint64_t OctalPattern::size() const noexcept {
  std::uint64_t count = text_[0] == '?' ? 2 : 1;
  for (char c : std::string_view(text_).substr(2)) {
    if (c == '?') count *= 8;
  }
  return count;
}

std::vector<std::string> OctalPattern::codes() const {
  std::vector<std::string> codes;
  codes.reserve(size());
  std::string code = text_;
  // Fills the places from the left, each '?' with its choices in order, so
  // that the codes come out sorted.
  const auto fill = [&](auto&& self, std::size_t place) -> void {
    if (place == text_.size()) {
      codes.push_back(code);
      return;
    }
    if (place == 1 || text_[place] != '?') {
      self(self, place + 1);
      return;
    }
    const std::string_view choices = place == 0 ? "04" : "01234567";
    for (char digit : choices) {
      code[place] = digit;
      self(self, place + 1);
    }
  };
  fill(fill, 0);
  return codes;
}

}  // namespace grundy

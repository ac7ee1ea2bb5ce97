#include "grundy/take_and_break.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "grundy/errors.hpp"
#include "grundy/translate.hpp"

namespace grundy {
namespace {

// Longest code accepted: removing up to this many tokens. Codes are typed by
// people; a longer one is a typo.
constexpr std::size_t kMaxCodeDigits = 64;

int digit_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

char digit_char(int value) { return "0123456789abcdef"[value]; }

}  // namespace

TakeAndBreakRule TakeAndBreakRule::octal(std::string_view code, std::size_t column) {
  return parse(code, column, 8);
}

TakeAndBreakRule TakeAndBreakRule::hexadecimal(std::string_view code, std::size_t column) {
  return parse(code, column, 16);
}

TakeAndBreakRule TakeAndBreakRule::parse(std::string_view code, std::size_t column, int base) {
  const char* kind = base == 8 ? translate("octal") : translate("take-and-break");
  const std::size_t point = code.find('.');
  auto where = [&](std::size_t offset) { return column == 0 ? 0 : column + offset; };
  if (point == std::string_view::npos) {
    throw ParseError(format_translated("{} code '{}' at column {} needs a point, e.g. '0.07'", kind, code, column),
                     column);
  }
  if (point > 1) {
    throw ParseError(format_translated("{} code '{}' at column {}: only one digit may stand before the point",
                                 kind, code, column),
                     column);
  }
  TakeAndBreakRule rule;
  rule.digits_.push_back(0);
  if (point == 1) {
    const int d0 = digit_value(code[0]);
    // Taking nothing can only split: bits 1 and 2 make no sense before the point.
    if (d0 < 0 || d0 >= base || (d0 & 3) != 0) {
      throw ParseError(format_translated("{} code '{}': digit '{}' at column {} before the point must be {}",
                                   kind, code, code[0], where(0), base == 8 ? translate("0 or 4") : translate("0, 4, 8 or c")),
                       where(0));
    }
    rule.digits_[0] = static_cast<std::uint8_t>(d0);
  }
  if (code.size() == point + 1) {
    throw ParseError(format_translated("{} code '{}' at column {} needs digits after the point", kind, code, column),
                     column);
  }
  if (code.size() - point - 1 > kMaxCodeDigits) {
    throw ParseError(format_translated("{} code '{}' at column {} is too long (at most {} digits after the point)",
                                 kind, code, column, kMaxCodeDigits),
                     column);
  }
  for (std::size_t i = point + 1; i < code.size(); ++i) {
    const int d = digit_value(code[i]);
    if (d < 0 || d >= base) {
      throw ParseError(format_translated("{} code '{}': '{}' at column {} is not {} digit", kind, code, code[i],
                                   where(i), base == 8 ? translate("an octal") : translate("a hexadecimal")),
                       where(i));
    }
    rule.digits_.push_back(static_cast<std::uint8_t>(d));
  }
  while (rule.digits_.size() > 1 && rule.digits_.back() == 0) rule.digits_.pop_back();
  rule.code_ = std::string(1, digit_char(rule.digits_[0])) + ".";
  for (std::size_t k = 1; k < rule.digits_.size(); ++k) rule.code_ += digit_char(rule.digits_[k]);
  if (rule.digits_.size() == 1) rule.code_ += '0';
  return rule;
}

TakeAndBreakRule TakeAndBreakRule::grundys_game() {
  TakeAndBreakRule rule;
  rule.code_ = "grundy";
  rule.digits_ = {kLeaveTwo};
  rule.unequal_split_ = true;
  return rule;
}

TakeAndBreakRule TakeAndBreakRule::subtraction(const std::vector<std::uint64_t>& set) {
  TakeAndBreakRule rule;
  rule.code_ = fmt::format("subtraction({})", fmt::join(set, ","));
  rule.digits_.assign(set.empty() ? 1 : set.back() + 1, 0);
  for (std::uint64_t s : set) rule.digits_.at(s) = kLeaveNothing | kLeaveOne;
  return rule;
}

bool TakeAndBreakRule::is_octal() const noexcept {
  return std::all_of(digits_.begin(), digits_.end(), [](std::uint8_t d) { return d < 8; });
}

bool TakeAndBreakRule::splits() const noexcept {
  return std::any_of(digits_.begin(), digits_.end(),
                     [](std::uint8_t d) { return (d & (kLeaveTwo | kLeaveThree)) != 0; });
}

bool TakeAndBreakRule::splits_into_three() const noexcept {
  return std::any_of(digits_.begin(), digits_.end(), [](std::uint8_t d) { return (d & kLeaveThree) != 0; });
}

void TakeAndBreakRule::moves(std::uint64_t size, const PartsVisitor& visit) const {
  std::vector<std::uint64_t> parts;
  for (std::uint64_t k = 0; k < digits_.size() && k <= size; ++k) {
    const std::uint8_t d = digits_[k];
    const std::uint64_t rest = size - k;
    if (k > 0 && (d & kLeaveNothing) && rest == 0 && !visit(k, {})) return;
    if (k > 0 && (d & kLeaveOne) && rest >= 1 && !visit(k, {rest})) return;
    if ((d & kLeaveTwo) && rest >= 2) {
      for (std::uint64_t a = 1; a <= rest / 2; ++a) {
        if (unequal_split_ && a == rest - a) continue;
        parts = {a, rest - a};
        if (!visit(k, parts)) return;
      }
    }
    if ((d & kLeaveThree) && rest >= 3) {
      for (std::uint64_t a = 1; a <= rest / 3; ++a) {
        for (std::uint64_t b = a; b <= (rest - a) / 2; ++b) {
          parts = {a, b, rest - a - b};
          if (!visit(k, parts)) return;
        }
      }
    }
  }
}

}  // namespace grundy

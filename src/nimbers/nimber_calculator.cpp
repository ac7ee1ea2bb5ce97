#include "grundy/nimber_calculator.hpp"

#include <fmt/format.h>

#include <bit>
#include <cctype>
#include <optional>

#include "grundy/errors.hpp"
#include "grundy/nim_field.hpp"
#include "grundy/translate.hpp"

namespace grundy {

namespace {

// The powers of 2 of a number, highest first, joined by ⊕: "4 ⊕ 2 ⊕ 1".
std::string powers_of_two(Nimber n) {
  std::string text;
  for (int bit = 63; bit >= 0; --bit) {
    if (((n >> bit) & 1) != 0)
      text += (text.empty() ? "" : " ⊕ ") + std::to_string(Nimber{1} << bit);
  }
  return text.empty() ? "0" : text;
}

// 2^i as the product of its Fermat 2-powers 2^(2^b), b the bits of i: "16 × 2".
std::string fermat_factors(unsigned i) {
  std::string text;
  for (int b = 5; b >= 0; --b) {
    if (((i >> b) & 1U) != 0)
      text += (text.empty() ? "" : " × ") + std::to_string(Nimber{1} << (1U << b));
  }
  return text.empty() ? "1" : text;
}

// One line for 2^i ⊗ 2^j.
std::string power_product_line(unsigned i, unsigned j) {
  const Nimber x = Nimber{1} << i, y = Nimber{1} << j;
  const Nimber product = nim_product(x, y);
  const unsigned common = i & j;
  if (common == 0) {
    if (x == 1 || y == 1) return fmt::format("{} × {} = {}", x, y, product);
    return format_translated(
        "{} × {} = {}: no Fermat 2-power in common ({} and {}), so the ordinary product", x, y,
        product, fermat_factors(i), fermat_factors(j));
  }
  if (i == j && std::has_single_bit(i)) {
    return format_translated("{} × {} = {}: {} is a Fermat 2-power F, and F × F = 3F/2", x, y,
                             product, x);
  }
  // Each Fermat 2-power they share appears twice: F × F = 3F/2; the others
  // are distinct and multiply as ordinary numbers.
  std::string squares;
  std::string factors;
  for (int b = 5; b >= 0; --b) {
    if (((common >> b) & 1U) == 0) continue;
    const Nimber fermat = Nimber{1} << (1U << b);
    squares +=
        (squares.empty() ? "" : ", ") + fmt::format("{} × {} = {}", fermat, fermat, fermat / 2 * 3);
    factors += (factors.empty() ? "" : " ⊗ ") + std::to_string(fermat / 2 * 3);
  }
  if (const Nimber rest = Nimber{1} << (i ^ j); rest > 1) factors += " ⊗ " + std::to_string(rest);
  return format_translated(
      "{} × {} = {}: as Fermat 2-powers {} = {} and {} = {}; each one they share gives F × F = "
      "3F/2 ({}), the "
      "others multiply as ordinary numbers: {} = {}",
      x, y, product, x, fermat_factors(i), y, fermat_factors(j), squares, factors, product);
}

class Calculator {
 public:
  // Parentheses nest at most this deep (the parser recurses once a level).
  static constexpr std::size_t kMaxNesting = 256;

  Calculator(std::string_view text, bool explain) : text_(text), explain_(explain) {}

  NimberEvaluation run() {
    skip_spaces();
    if (at_end()) throw ParseError(translate("an empty expression: write e.g. '*5 * *7'"), 1);
    const Nimber value = sum();
    skip_spaces();
    if (!at_end()) fail(format_translated("unexpected '{}'", current_symbol()));
    return {value, std::move(steps_)};
  }

 private:
  Nimber sum() {
    Nimber value = product();
    for (;;) {
      skip_spaces();
      if (!take("+") && !take("-") && !take("⊕")) return value;
      const Nimber right = product();
      if (explain_)
        steps_.push_back(
            format_translated("{} ⊕ {} = {} (nim-sum: XOR)", value, right, value ^ right));
      value ^= right;
    }
  }

  Nimber product() {
    Nimber value = power();
    for (;;) {
      skip_spaces();
      bool divide = false;
      if (take("/")) {
        divide = true;
      } else if (!take("*") && !take("×") && !take("⊗") && !take_word("x")) {
        return value;
      }
      skip_spaces();
      const std::size_t column = position_ + 1;  // of the divisor, for its message
      const Nimber right = power();
      if (divide) {
        if (right == 0)
          throw RuleError(
              format_translated("division by 0 at column {}: 0 has no inverse", column));
        const Nimber inverse = nim_inverse(right);
        const Nimber result = nim_product(value, inverse);
        if (explain_) {
          steps_.push_back(
              format_translated("{} / {} = {} ⊗ {}⁻¹ = {} ⊗ {} = {} (check: {} ⊗ {} = 1)", value,
                                right, value, right, value, inverse, result, right, inverse));
        }
        value = result;
      } else {
        if (explain_) {
          for (std::string& line : explain_product(value, right)) steps_.push_back(std::move(line));
        }
        value = nim_product(value, right);
      }
    }
  }

  Nimber power() {
    const Nimber base = operand();
    skip_spaces();
    if (!take("^")) return base;
    const std::uint64_t exponent = number(translate("an exponent (an ordinary number)"));
    const Nimber result = nim_power(base, exponent);
    if (explain_) {
      steps_.push_back(
          format_translated("{}^{} = {} (the product of {} factors {}, by repeated squaring)", base,
                            exponent, result, exponent, base));
    }
    return result;
  }

  Nimber operand() {
    skip_spaces();
    if (take("(")) {
      const Nesting nested(*this);
      const Nimber value = sum();
      skip_spaces();
      if (!take(")")) fail(translate("')' expected"));
      return value;
    }
    for (const char* function : {"sqrt", "inv", "order"}) {
      const std::size_t column = position_ + 1;
      if (!take_word(function)) continue;
      skip_spaces();
      if (!take("(")) fail(format_translated("'(' expected after '{}'", function));
      const Nesting nested(*this);
      const Nimber argument = sum();
      skip_spaces();
      if (!take(")")) fail(translate("')' expected"));
      return apply(function, argument, column);
    }
    take("*");  // the star of *5 is optional
    return number(translate("a number"));
  }

  Nimber apply(std::string_view function, Nimber a, std::size_t column) {
    if (function == "sqrt") {
      const Nimber root = nim_sqrt(a);
      if (explain_) {
        steps_.push_back(
            format_translated("sqrt({}) = {}: {} ⊗ {} = {} (squaring is one-to-one in "
                              "characteristic 2, so the root is unique)",
                              a, root, root, root, a));
      }
      return root;
    }
    if (a == 0) {
      throw RuleError(
          function == "inv"
              ? format_translated("the inverse of 0 at column {}: 0 has no inverse", column)
              : format_translated("the order of 0 at column {}: 0 has none", column));
    }
    if (function == "inv") {
      const Nimber inverse = nim_inverse(a);
      if (explain_)
        steps_.push_back(format_translated("inv({}) = {}: {} ⊗ {} = 1", a, inverse, a, inverse));
      return inverse;
    }
    const std::uint64_t order = nim_order(a);
    if (explain_) {
      steps_.push_back(
          format_translated("order({}) = {}: the least n with {}^n = 1 (a divisor of 2^64 - 1 = 3 "
                            "· 5 · 17 · 257 · 641 · 65537 · "
                            "6700417)",
                            a, order, a));
    }
    return order;
  }

  // A decimal or 0x hexadecimal number below 2^64.
  std::uint64_t number(const std::string& what) {
    skip_spaces();
    const std::size_t start = position_;
    // Decimal digits, or 0x and hexadecimal digits (a letter after a decimal
    // number is the next symbol: the x of "5x7").
    const bool hexadecimal = take("0x") || take("0X");
    while (!at_end() &&
           (hexadecimal ? std::isxdigit(static_cast<unsigned char>(text_[position_]))
                        : std::isdigit(static_cast<unsigned char>(text_[position_]))) != 0)
      ++position_;
    const std::string_view token = text_.substr(start, position_ - start);
    if (token.empty()) {
      position_ = start;
      fail(format_translated("{} expected", what));
    }
    if (hexadecimal) {
      if (token.size() == 2) bad_number(token, start);
      std::uint64_t value = 0;
      for (const char c : token.substr(2)) {
        const int digit = std::isdigit(static_cast<unsigned char>(c)) != 0
                              ? c - '0'
                              : std::tolower(static_cast<unsigned char>(c)) - 'a' + 10;
        if (value >> 60 != 0) too_large(token, start);
        value = value << 4 | static_cast<std::uint64_t>(digit);
      }
      return value;
    }
    // Every 64-bit number is a nimber (parse_number stops at 2^63 - 1).
    std::uint64_t value = 0;
    for (const char c : token) {
      const auto digit = static_cast<std::uint64_t>(c - '0');
      if (value > (~std::uint64_t{0} - digit) / 10) too_large(token, start);
      value = value * 10 + digit;
    }
    return value;
  }

  [[noreturn]] void too_large(std::string_view token, std::size_t start) const {
    throw LimitError(
        format_translated("{} at column {} is beyond 2^64 - 1, the largest number here",
                          printable_token(token, 40), start + 1));
  }
  [[noreturn]] void bad_number(std::string_view token, std::size_t start) const {
    throw ParseError(format_translated("'{}' at column {} is not a number",
                                       printable_token(token, 40), start + 1),
                     start + 1);
  }
  [[noreturn]] void fail(const std::string& why) const {
    throw ParseError(format_translated("{} at column {}", why, position_ + 1), position_ + 1);
  }

  std::string current_symbol() const {
    std::size_t length = 1;
    // A whole UTF-8 character.
    while (position_ + length < text_.size() &&
           (static_cast<unsigned char>(text_[position_ + length]) & 0xC0) == 0x80)
      ++length;
    return printable_token(text_.substr(position_, length), 8);
  }

  bool at_end() const { return position_ >= text_.size(); }
  void skip_spaces() {
    while (!at_end() && std::isspace(static_cast<unsigned char>(text_[position_])) != 0)
      ++position_;
  }
  bool take(std::string_view symbol) {
    if (text_.substr(position_, symbol.size()) != symbol) return false;
    position_ += symbol.size();
    return true;
  }
  // A word not followed by a letter or digit ("x" of "5 x 7", not of "0x1f").
  bool take_word(std::string_view word) {
    if (text_.substr(position_, word.size()) != word) return false;
    const std::size_t end = position_ + word.size();
    if (end < text_.size() && std::isalnum(static_cast<unsigned char>(text_[end])) != 0) {
      // "x7": the operator x and the number 7, but "sqrt2" is no word.
      if (word != "x" || std::isdigit(static_cast<unsigned char>(text_[end])) == 0) return false;
    }
    position_ = end;
    return true;
  }

  // One level of parentheses while it lives.
  class Nesting {
   public:
    explicit Nesting(Calculator& calculator) : calculator_(calculator) {
      if (++calculator_.depth_ > kMaxNesting) {
        // The column of the '(' one too deep, just taken.
        const std::size_t column = calculator_.position_;
        throw ParseError(format_translated("parentheses nested more than {} deep at column {}",
                                           kMaxNesting, column),
                         column);
      }
    }
    ~Nesting() { --calculator_.depth_; }
    Nesting(const Nesting&) = delete;
    Nesting& operator=(const Nesting&) = delete;

   private:
    Calculator& calculator_;
  };

  std::string_view text_;
  bool explain_;
  std::size_t depth_ = 0;
  std::size_t position_ = 0;
  std::vector<std::string> steps_;
};

}  // namespace

std::vector<std::string> explain_product(Nimber a, Nimber b, std::size_t max_pairs) {
  std::vector<std::string> lines;
  const Nimber product = nim_product(a, b);
  lines.push_back(fmt::format("{} × {} = {}", a, b, product));
  if (a == 0 || b == 0) {
    lines.push_back(std::string("  ") + translate("a product with 0 is 0"));
    return lines;
  }
  const std::size_t pairs =
      static_cast<std::size_t>(std::popcount(a)) * static_cast<std::size_t>(std::popcount(b));
  if (pairs == 1) {  // two powers of 2: their line says it all
    lines.back() = power_product_line(static_cast<unsigned>(std::countr_zero(a)),
                                      static_cast<unsigned>(std::countr_zero(b)));
    return lines;
  }
  lines.push_back(
      "  " +
      format_translated("{} = {} and {} = {}: the product is the nim-sum of the {} products of "
                        "their powers of 2",
                        a, powers_of_two(a), b, powers_of_two(b), pairs));
  std::string terms;
  std::size_t listed = 0;
  for (int i = 63; i >= 0; --i) {
    if (((a >> i) & 1) == 0) continue;
    for (int j = 63; j >= 0; --j) {
      if (((b >> j) & 1) == 0) continue;
      if (listed < max_pairs) lines.push_back("  " + power_product_line(i, j));
      ++listed;
      terms += (terms.empty() ? "" : " ⊕ ") +
               std::to_string(nim_product(Nimber{1} << i, Nimber{1} << j));
    }
  }
  if (listed > max_pairs)
    lines.push_back("  " + format_translated("... and {} more", listed - max_pairs));
  if (listed > max_pairs) terms = translate("their nim-sum");
  lines.push_back("  " + fmt::format("{} = {}", terms, product));
  return lines;
}

NimberEvaluation evaluate_nimbers(std::string_view text, bool explain) {
  return Calculator(text, explain).run();
}

}  // namespace grundy

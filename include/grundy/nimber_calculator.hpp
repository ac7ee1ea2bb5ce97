// A calculator over the nimbers (nim_field.hpp): an expression such as
// "*5 * *7", "5 x 7", "1 / 3", "sqrt(8)" or "2 ^ 10" and its value, with the
// steps that explain it when asked.
//
//   a + b, a - b       nim-sum (XOR); in characteristic 2, minus is plus
//   a * b, a x b       nim-product (also × and ⊗)
//   a / b              a ⊗ b⁻¹
//   a ^ n              a ⊗ a ⊗ ... (n times); n is an ordinary number
//   sqrt(a) inv(a) order(a)   the square root, the inverse, the multiplicative order
//   *5 or 5            a nimber (the star is optional); 0x1f in hexadecimal
//
// ^ binds tightest, then * x / (left to right), then + - (left to right);
// parentheses group.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "grundy/nimber.hpp"

namespace grundy {

struct NimberEvaluation {
  Nimber value = 0;
  std::vector<std::string> steps;  // each operation and why, when asked for
};

// Throws ParseError naming the column for malformed text, LimitError for a
// number beyond 2^64 - 1, RuleError for a division by 0 (or the inverse or
// order of 0).
NimberEvaluation evaluate_nimbers(std::string_view text, bool explain = false);

// Why a ⊗ b is what it is, line by line: the powers of 2 of each, their
// products by the two rules (distinct Fermat 2-powers multiply as ordinary
// numbers; F × F = 3F/2), and their nim-sum. At most `max_pairs` products of
// powers of 2 are listed.
std::vector<std::string> explain_product(Nimber a, Nimber b, std::size_t max_pairs = 16);

}  // namespace grundy

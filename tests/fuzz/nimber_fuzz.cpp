// Fuzzes the nimber calculator (nimber_calculator.hpp): `grundy nimber EXPR`.
//
// Invariants: only grundy::Error escapes (deep parentheses included); the
// value does not depend on whether the steps are asked for; and a plain
// "A * B" or "A + B" of two decimal numbers below 2^64 gives the product or
// XOR computed here by an independent recursive nim-product. A number that
// begins with "0x" is hexadecimal, so "0x4" is 4 and not 0 x 4.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <regex>
#include <string>

#include "fuzz_checks.hpp"
#include "grundy/nimber_calculator.hpp"

namespace {

using grundy::fuzz::check;

// The nim-product of two numbers below 2^width (width a power of 2): split
// each into halves a1·F ⊕ a0 with F = 2^(width/2), and use F ⊗ F = F ⊕ F/2.
std::uint64_t reference_product(std::uint64_t a, std::uint64_t b, unsigned width = 64) {
  if (a <= 1 || b <= 1) return a * b;
  const unsigned half = width / 2;
  if ((a >> half) == 0 && (b >> half) == 0) return reference_product(a, b, half);
  const std::uint64_t mask = (std::uint64_t{1} << half) - 1;
  const std::uint64_t a1 = a >> half, a0 = a & mask, b1 = b >> half, b0 = b & mask;
  const std::uint64_t high = reference_product(a1, b1, half);
  const std::uint64_t low = reference_product(a0, b0, half);
  const std::uint64_t middle = reference_product(a1 ^ a0, b1 ^ b0, half) ^ low;
  return (middle << half) ^ low ^ reference_product(high, std::uint64_t{1} << (half - 1), half);
}

std::optional<std::uint64_t> decimal(const std::string& digits) {
  if (digits.size() > 20) return std::nullopt;
  std::uint64_t value = 0;
  for (const char c : digits) {
    const auto digit = static_cast<std::uint64_t>(c - '0');
    if (value > (~std::uint64_t{0} - digit) / 10) return std::nullopt;
    value = value * 10 + digit;
  }
  return value;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  grundy::fuzz::only_library_errors([&] {
    const grundy::NimberEvaluation plain = grundy::evaluate_nimbers(text, false);
    const grundy::NimberEvaluation explained = grundy::evaluate_nimbers(text, true);
    check(plain.value == explained.value, "the steps changed the value");
    static const std::regex binary(R"(\s*\*?([0-9]+)\s*([*x+])\s*\*?([0-9]+)\s*)");
    std::smatch match;
    if (!std::regex_match(text, match, binary)) return;
    static const std::regex hexadecimal(R"((^|[^0-9])0[xX])");
    if (std::regex_search(text, hexadecimal)) return;
    const std::optional<std::uint64_t> a = decimal(match[1]), b = decimal(match[3]);
    if (!a || !b) return;
    const std::uint64_t expected = match[2] == "+" ? (*a ^ *b) : reference_product(*a, *b);
    check(plain.value == expected, "not the nim-product (or nim-sum) of the reference: " + text);
  });
  return 0;
}

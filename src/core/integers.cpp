#include "grundy/integers.hpp"

namespace grundy {

ParsedNumber parse_number(std::string_view token) noexcept {
  bool negative = false;
  if (!token.empty() && token.front() == '-') {
    negative = true;
    token.remove_prefix(1);
  }
  if (token.empty()) return {NumberStatus::not_a_number, 0};
  std::uint64_t value = 0;
  bool too_large = false;
  for (char c : token) {
    if (c < '0' || c > '9') return {NumberStatus::not_a_number, 0};
    const auto digit = static_cast<std::uint64_t>(c - '0');
    if (value > (kMaxNumber - digit) / 10) too_large = true;  // keep scanning: "9x" is not a number
    if (!too_large) value = value * 10 + digit;
  }
  if (negative) return {NumberStatus::negative, 0};  // even "-0": a sign is a typo here
  if (too_large) return {NumberStatus::too_large, 0};
  return {NumberStatus::ok, value};
}

std::optional<std::uint64_t> checked_add(std::uint64_t a, std::uint64_t b) noexcept {
  if (a > kMaxNumber || b > kMaxNumber - a) return std::nullopt;
  return a + b;
}

std::optional<std::uint64_t> checked_mul(std::uint64_t a, std::uint64_t b) noexcept {
  if (a != 0 && b > kMaxNumber / a) return std::nullopt;
  return a * b;
}

}  // namespace grundy

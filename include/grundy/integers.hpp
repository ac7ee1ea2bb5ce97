// Exact integer helpers: heap sizes are 0 .. 2^63-1 and arithmetic on them is
// checked, never wrapped.
#pragma once

#include <cstdint>
#include <limits>
#include <optional>
#include <string_view>

namespace grundy {

// The largest heap size (and any other count in a position): 2^63 - 1.
inline constexpr std::uint64_t kMaxNumber =
    static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max());

enum class NumberStatus { ok, not_a_number, negative, too_large };

struct ParsedNumber {
  NumberStatus status = NumberStatus::not_a_number;
  std::uint64_t value = 0;
};

// Reads a whole token as a decimal number in 0 .. kMaxNumber. A leading '+'
// is not accepted; a leading '-' followed by digits is reported as negative.
ParsedNumber parse_number(std::string_view token) noexcept;

// a + b, or nullopt when the result would exceed kMaxNumber.
std::optional<std::uint64_t> checked_add(std::uint64_t a, std::uint64_t b) noexcept;

// a + b, or 2^64-1 when that does not fit: for counts (of moves) that may be
// astronomically large, where "at least 2^64-1" is the honest answer.
constexpr std::uint64_t saturating_add(std::uint64_t a, std::uint64_t b) noexcept {
  return b > ~std::uint64_t{0} - a ? ~std::uint64_t{0} : a + b;
}
inline constexpr std::uint64_t kSaturatedCount = ~std::uint64_t{0};

// a * b, or nullopt when the result would exceed kMaxNumber.
std::optional<std::uint64_t> checked_mul(std::uint64_t a, std::uint64_t b) noexcept;

}  // namespace grundy

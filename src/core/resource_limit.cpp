#include "grundy/resource_limit.hpp"

#include <fmt/format.h>

#include <array>
#include <cctype>

#include "grundy/errors.hpp"
#include "grundy/integers.hpp"

namespace grundy {

std::string format_bytes(std::uint64_t bytes) {
  static constexpr std::array<const char*, 7> kUnits = {"B", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};
  if (bytes < 1024) return fmt::format("{} B", bytes);
  std::size_t unit = 0;
  auto scaled = static_cast<double>(bytes);
  while (scaled >= 1024 && unit + 1 < kUnits.size()) {
    scaled /= 1024;
    ++unit;
  }
  // Three significant digits, without trailing zeros: 1.5, 4, 1.82, 512.
  std::string number = fmt::format("{:.{}f}", scaled, scaled >= 100 ? 0 : scaled >= 10 ? 1 : 2);
  if (number.find('.') != std::string::npos) {
    while (number.back() == '0') number.pop_back();
    if (number.back() == '.') number.pop_back();
  }
  return fmt::format("{} {}", number, kUnits[unit]);
}

MemoryBudget MemoryBudget::parse(std::string_view text) {
  const std::string shown = printable_token(text);
  const auto fail = [&](std::string_view why) {
    throw ParseError(fmt::format("'{}' is not a memory size: {}", shown, why), 0);
  };
  std::size_t digits = 0;
  while (digits < text.size() && std::isdigit(static_cast<unsigned char>(text[digits])) != 0) ++digits;
  if (!text.empty() && text.front() == '-') fail("a size cannot be negative");
  if (digits == 0) fail("give a whole number of bytes with an optional unit, e.g. 512M or 4G");
  const ParsedNumber number = parse_number(text.substr(0, digits));
  std::string unit;
  for (const char c : text.substr(digits)) unit += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  if (unit.size() == 3 && unit.ends_with("IB")) unit.resize(1);  // KiB
  if (unit.size() == 2 && unit.ends_with("B")) unit.resize(1);    // KB
  std::uint64_t multiplier = 1;
  if (!unit.empty() && unit != "B") {
    static constexpr std::string_view kPrefixes = "KMGTP";
    const std::size_t power = unit.size() == 1 ? kPrefixes.find(unit.front()) : std::string_view::npos;
    if (power == std::string_view::npos) fail("the unit must be K, M, G, T or P (powers of 1024)");
    multiplier = std::uint64_t{1} << (10 * (power + 1));
  }
  const std::optional<std::uint64_t> bytes =
      number.status == NumberStatus::ok ? checked_mul(number.value, multiplier) : std::nullopt;
  if (!bytes) fail(fmt::format("the largest size is {} bytes", kMaxNumber));
  if (*bytes == 0) fail("the limit must be more than 0 bytes");
  return MemoryBudget(*bytes);
}

void MemoryBudget::check(std::uint64_t estimated_bytes, std::string_view what) const {
  if (estimated_bytes <= bytes_) return;
  const std::string need =
      estimated_bytes == ~std::uint64_t{0} ? "more than 16 EiB" : "about " + format_bytes(estimated_bytes);
  throw LimitError(fmt::format("{} would need {} of memory; the limit is {} (--max-memory)", what, need,
                               format_bytes(bytes_)));
}

std::uint64_t MemoryBudget::items_that_fit(std::uint64_t bytes_each, std::uint64_t fixed) const noexcept {
  if (fixed > bytes_) return 0;
  return bytes_each == 0 ? ~std::uint64_t{0} : (bytes_ - fixed) / bytes_each;
}

}  // namespace grundy

// A memory budget: commands that could need much memory estimate what a
// request needs before they allocate anything, and refuse it above the
// budget with a LimitError that says how much it would need and what the
// limit is. The budget is a value passed down with a command's options; there
// is no global setting.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace grundy {

// The budget when none is given: 4 GiB, a sixth of the 24 GiB machine the
// project is built on, and more than any ordinary request needs.
inline constexpr std::uint64_t kDefaultMemoryBudget = std::uint64_t{4} << 30;

// count * bytes_each + fixed, saturating at 2^64-1: an estimate of a huge
// request stays huge rather than wrap to a small number.
constexpr std::uint64_t estimate_bytes(std::uint64_t count, std::uint64_t bytes_each,
                                       std::uint64_t fixed = 0) noexcept {
  constexpr std::uint64_t kAll = ~std::uint64_t{0};
  if (bytes_each != 0 && count > kAll / bytes_each) return kAll;
  const std::uint64_t product = count * bytes_each;
  return fixed > kAll - product ? kAll : product + fixed;
}

// The memory a GrundySequence of `length` values needs (grundy_sequence.hpp):
// 2 bytes a value, reserved at once (1 while every value is below 256; a
// store that widens holds the values so far in both widths for a moment, 3
// bytes a value computed so far, as reserved memory is used only as it is
// written: above the estimate only when a run widens in its last third); the
// sparse method's rare positions, 6 bytes each, allowed for up to one value
// in twelve (measured: about 1,600 in 2 million values for Grundy's game and
// 0.6); and 16 MiB of fixed working memory (the threads' marks, the program itself).
constexpr std::uint64_t sequence_bytes(std::uint64_t length) noexcept {
  return estimate_bytes(length, 2, estimate_bytes(length / 2, 1, std::uint64_t{16} << 20));
}

// Bytes as a person reads them, in binary units with three significant
// digits: "512 B", "1.5 KiB", "4 GiB", "1.82 TiB".
std::string format_bytes(std::uint64_t bytes);

class MemoryBudget {
 public:
  constexpr MemoryBudget() noexcept = default;
  constexpr explicit MemoryBudget(std::uint64_t bytes) noexcept : bytes_(bytes) {}

  // Reads a size: a whole number of bytes, optionally followed by a binary
  // unit K, M, G, T or P (also written KiB, KB, k, ...; K = 1024): "1024",
  // "512M", "2G", "4GiB". Throws ParseError for anything else, for 0 and for
  // sizes above 2^63-1 bytes, naming the offending text.
  static MemoryBudget parse(std::string_view text);

  std::uint64_t bytes() const noexcept { return bytes_; }

  // Throws LimitError when `estimated_bytes` exceeds the budget, e.g.
  // "seq --upto 1000000000000 would need about 1.82 TiB of memory; the limit
  // is 4 GiB (--max-memory)". `what` names the request.
  void check(std::uint64_t estimated_bytes, std::string_view what) const;

  // How many items of `bytes_each` bytes fit next to `fixed` bytes (0 when
  // not even `fixed` fits).
  std::uint64_t items_that_fit(std::uint64_t bytes_each, std::uint64_t fixed = 0) const noexcept;

  friend constexpr bool operator==(const MemoryBudget&, const MemoryBudget&) noexcept = default;

 private:
  std::uint64_t bytes_ = kDefaultMemoryBudget;
};

}  // namespace grundy

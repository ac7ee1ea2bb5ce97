// The rules of take-and-break heap games, in the code notation of Winning
// Ways (chapter 4): octal games such as Kayles (0.77) and Dawson's Kayles
// (0.07), their hexadecimal generalisation, and Grundy's game.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace grundy {

// Receives the heaps one move leaves (0 to 3 of them) and the tokens it took.
using PartsVisitor = std::function<bool(std::uint64_t taken, const std::vector<std::uint64_t>& parts)>;

class TakeAndBreakRule {
 public:
  // Bits of a code digit d_k: removing k tokens may leave ...
  static constexpr std::uint8_t kLeaveNothing = 1;  // ... no heap (k is the whole heap)
  static constexpr std::uint8_t kLeaveOne = 2;      // ... one non-empty heap
  static constexpr std::uint8_t kLeaveTwo = 4;      // ... two non-empty heaps
  static constexpr std::uint8_t kLeaveThree = 8;    // ... three non-empty heaps (hexadecimal codes)

  // An octal code "d0.d1d2...": digits 0-7, d0 only 0 or 4 (with k = 0 nothing
  // is taken, so only splitting is possible). Throws ParseError naming the
  // character; `column` is where the code starts in the expression.
  static TakeAndBreakRule octal(std::string_view code, std::size_t column = 0);
  // The same with hexadecimal digits 0-f, whose bit 8 allows three heaps.
  static TakeAndBreakRule hexadecimal(std::string_view code, std::size_t column = 0);
  // Grundy's game: split one heap into two heaps of different sizes.
  static TakeAndBreakRule grundys_game();
  // The subtraction game S (take exactly s in S from a heap) is the code with
  // digit 3 (leave nothing or one heap) at each s. `set` ascending, no 0.
  static TakeAndBreakRule subtraction(const std::vector<std::uint64_t>& set);

  // The code as written canonically ("0.07"; "grundy" for Grundy's game).
  const std::string& code() const noexcept { return code_; }
  const std::vector<std::uint8_t>& digits() const noexcept { return digits_; }
  bool is_grundys_game() const noexcept { return unequal_split_; }
  bool is_octal() const noexcept;

  // The largest number of tokens one move removes (t in the Guy–Smith theorem).
  std::uint64_t max_taken() const noexcept { return digits_.empty() ? 0 : digits_.size() - 1; }
  // Whether some move splits a heap into two or three.
  bool splits() const noexcept;
  bool splits_into_three() const noexcept;

  // Every move from a heap of `size`, ordered by tokens taken, then by the
  // parts (each list of parts once, in non-decreasing order).
  void moves(std::uint64_t size, const PartsVisitor& visit) const;

 private:
  static TakeAndBreakRule parse(std::string_view code, std::size_t column, int base);

  std::string code_;
  std::vector<std::uint8_t> digits_;  // digits_[k] for removing k tokens
  bool unequal_split_ = false;        // Grundy's game
};

}  // namespace grundy

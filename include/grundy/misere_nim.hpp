// Misère Nim: whoever takes the last token loses (C. L. Bouton, "Nim, a game
// with a complete mathematical theory", Annals of Math. 3 (1902)).
//
// Play as in normal Nim, except when the move would leave only heaps of size
// 0 or 1: then leave an odd number of heaps of 1. So a position with a heap of
// two or more is lost exactly when its nim-sum is 0, and a position of heaps
// of 1 only is lost exactly when their number is odd. Conway's misère Grundy
// value G⁻ follows: the nim-sum when some heap holds two or more, otherwise 1
// for an even number of 1s and 0 for an odd number.
#pragma once

#include <cstdint>
#include <optional>

#include "grundy/generalized_value.hpp"
#include "grundy/nimber.hpp"

namespace grundy {

class MisereNim {
 public:
  // Counts one more heap of `size` tokens into the position.
  void add(std::uint64_t size) noexcept;
  // Takes one heap of `size` out again (one that was added): with add, the
  // position after a move, without counting every heap again.
  void remove(std::uint64_t size) noexcept;

  Outcome outcome() const noexcept;
  Nimber misere_value() const noexcept;

  // The size a heap of `size` (one of the heaps added) must be left at for
  // the player moving there to win, or nullopt when no move of this heap
  // wins. A Nim heap has at most one winning move, so the winning moves of
  // the position are these, one per heap, and they are counted heap by heap.
  std::optional<std::uint64_t> winning_target(std::uint64_t size) const noexcept;

  std::uint64_t heaps_of_one() const noexcept { return ones_; }
  std::uint64_t heaps_of_two_or_more() const noexcept { return big_; }
  Nimber nim_sum() const noexcept { return nim_sum_; }

 private:
  Nimber nim_sum_ = 0;
  std::uint64_t ones_ = 0;
  std::uint64_t big_ = 0;
};

}  // namespace grundy

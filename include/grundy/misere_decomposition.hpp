// Daisies (octal 4.7) and thirty-seven games of its kind in misère play,
// decided at every heap size by a decomposition of the sort Sibert and
// Conway found for misère Kayles and Plambeck (1992) carried to Daisies and
// to the octal games of three code digits whose normal-play values are 1, 2,
// 1, 2, ...: who wins depends on the number of heaps, on whether any heap is
// big, and on one integer, the margin.
//
// The odd heaps up to s (3, or 5 for 0.355 and 0.357) are small; every
// other heap is big and has a weight, in one of two scales:
//   - linear: 1 for a big heap below s, h − s for a heap of h above it;
//   - thirds (the games where a move may take three tokens and leave one
//     heap): 3 for a big heap below s; above it, with u = h − s + 3, the
//     heaps of u = 3j − 1, 3j + 1 and 3j + 3 weigh 3j.
// With N heaps, k of them big, B the largest big heap and S the weight of
// the other big heaps (a second heap as large as B among them), the margin
// is M = B − c − S, and the player to move loses exactly when
//   - N is odd and every heap is small, or
//   - N is even, some heap is big, the big heaps are not a lone exception,
//     and M is odd and at least L, or even and at most −2 (L = 1, or 3 in
//     the thirds scale, where a move changes M by 3).
// The games (docs/misere.md proves each by induction over the moves; the
// tests hold them against a search of every position of up to 36 tokens):
//   4.7 (Daisies; take one and leave 0, 1 or 2 heaps, or split a heap
//       without taking any): linear, s = 3, c = 7, a lone 5;
//   0.754 (take one and leave 0, 1 or 2 heaps, two and leave 0 or 2, three
//       and leave 2): linear, s = 3, c = 9, a lone 5 or 7;
//   0.355 (take one and leave 0 or 1 heap, two or three and leave 0 or 2):
//       linear, s = 5, c = 13, a lone 7, 9 or 11;
//   0.756 (take one and leave 0, 1 or 2, two and leave 0 or 2, three and
//       leave 1 or 2): thirds, s = 3, c = 7, a lone 5;
//   0.357 (take one and leave 0 or 1, two and leave 0 or 2, three and leave
//       0, 1 or 2): thirds, s = 5, c = 11, a lone 7 or 9;
//   4.702 (Daisies, and take three leaving one heap): thirds, s = 3, c = 5,
//       no exception;
//   4.305 (split without taking, take one leaving 0 or 1 heap, take three
//       leaving 0 or 2): linear, s = 5, c = 11, a lone 7 or 9;
//   4.307 (as 4.305, and take three leaving one heap): thirds, s = 5,
//       c = 9, a lone 7;
// and 4.71, 0.755 and 0.757 add one move each to 4.7, 0.754 and 0.756 (a
// heap of 2, of 3, of 3 taken whole) that no lost position can use to reach
// a lost one, so the same theorems decide them; so do twenty-one four-digit
// codes (4.315 to 4.757) that add moves changing the number of heaps by one,
// and six (4.345, 4.347, 4.744 to 4.747) that also split a 2 into 1 + 1
// where their three-digit kin take it whole.
//
// Winning moves are found without trying each one: the splits of a heap
// fall into a few runs of the smaller part (every part, or every third in
// the thirds scale) over which the margin after the split is constant or
// falls at each step, so that a heap of 10^18 tokens is answered (its
// winning moves counted and listed from the first) in constant time.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "grundy/move.hpp"

namespace grundy {

class TakeAndBreakRule;  // take_and_break.hpp

// The margin: large heaps of many tokens, each weighing up to 2^63, add up
// beyond 64 bits.
__extension__ using DecompositionMargin = __int128;

// What decides a position in misère play.
struct DecompositionShape {
  std::uint64_t heaps = 0;                 // N
  std::uint64_t small_heaps = 0;           // of 1 or 3 tokens
  std::uint64_t big_heaps = 0;             // k
  std::uint64_t largest = 0;               // B, the largest big heap (0 without one)
  DecompositionMargin others_weight = 0;   // S, the weight of every big heap but one B
  std::uint64_t offset = 7;                // c: M = B − c − S
  std::uint64_t lone_exceptions = 1 << 5;  // bit h: a lone big heap of h is won
  std::uint64_t largest_small = 3;         // s: the odd heaps up to it are small
  std::uint64_t least_odd_lost = 1;        // L: the least odd margin that loses

  // Which clause of the theorem decides the position.
  enum class Case {
    odd_all_small,        // N odd, every heap small: lost
    odd_with_big,         // N odd, a big heap: won
    even_all_small,       // N even, every heap small (or none): won
    even_lone_exception,  // N even, the one big heap an exception (a 5): won
    even_margin,          // N even otherwise: the margin decides
  };
  Case deciding_case() const noexcept;
  DecompositionMargin margin() const noexcept {
    return static_cast<DecompositionMargin>(largest) - static_cast<DecompositionMargin>(offset) -
           others_weight;
  }
  // Whether the player to move loses.
  bool lost() const noexcept;
};

// The scale of the big heaps' weights.
enum class DecompositionWeights { linear, thirds };

// Whether a heap of `tokens` is small: odd and at most `largest_small`.
bool decomposition_small(std::uint64_t tokens, std::uint64_t largest_small) noexcept;
// The weight of a heap of `tokens` in `scale`: 0 when small (and for 0
// tokens), as the comment at the top says when big.
std::uint64_t decomposition_weight(std::uint64_t tokens, std::uint64_t largest_small,
                                   DecompositionWeights scale) noexcept;

class MisereDecomposition {
 public:
  // A game decided here: its code, the theorem's offset and exceptions, and
  // the game it adds one move to (a heap taken whole), if any.
  struct Theorem {
    std::vector<std::uint8_t> digits;
    std::string code;                 // "4.7"
    std::uint64_t offset = 7;         // c
    std::uint64_t lone_exceptions;    // bit h: a lone big heap of h is won
    std::string extends;              // "4.7" for 4.71, "" for Daisies
    std::uint64_t whole_heap = 0;     // the heap taken whole in the one extra move (0: moves)
    std::uint64_t largest_small = 3;  // s
    DecompositionWeights scale = DecompositionWeights::linear;
    std::uint64_t least_odd_lost = 1;  // L
    // Has every move of `extends` but taking a 2 whole, and splits a 2
    // into 1 + 1 instead (what taking it leaves, and two 1s more).
    bool splits_a_two = false;
  };
  // 4.7, 4.71, 0.754, 0.755, 0.355, 0.756, 0.757, 0.357, 4.702, 4.305,
  // 4.307, and the twenty-seven four-digit codes that extend them.
  static const std::vector<Theorem>& theorems();
  // The theorem of `rule`, or nullptr when none decides it.
  static const Theorem* theorem_of(const TakeAndBreakRule& rule) noexcept;
  static bool covers(const TakeAndBreakRule& rule) noexcept { return theorem_of(rule) != nullptr; }

  // The position of these heaps of `rule` (one it covers), by component.
  MisereDecomposition(const TakeAndBreakRule& rule,
                      std::vector<std::vector<std::uint64_t>> components);

  const Theorem& theorem() const noexcept { return *theorem_; }

  const DecompositionShape& shape() const noexcept { return shape_; }
  bool lost() const noexcept { return shape_.lost(); }
  // The shape after `move` (heap `move.heap` of component `move.component`
  // replaced by `move.result`; the move is taken to be legal).
  DecompositionShape shape_after(const Move& move) const;
  bool move_wins(const Move& move) const { return shape_after(move).lost(); }

  // Every move after which the player to move loses, by component, heap,
  // tokens taken, then the smaller part of a split, as the family lists its
  // moves; nothing in a lost position.
  void winning_moves(const MoveVisitor& visit) const;
  // How many (saturating at 2^64-1).
  std::uint64_t count_winning_moves() const;

 private:
  // A run of smaller parts a = first, first + step, ..., last of splits of
  // one heap into a and `rest` − a (rest the tokens left), every one winning.
  struct SplitRun {
    std::uint64_t first = 0;
    std::uint64_t last = 0;
    std::uint64_t step = 1;
    std::uint64_t count() const noexcept { return (last - first) / step + 1; }
  };
  // In the thirds scale runs of every third part interleave: they are
  // listed by their first parts, and visited merged (winning_moves).
  std::vector<SplitRun> winning_splits(std::size_t component, std::size_t heap,
                                       std::uint64_t taken) const;
  // The winning moves of one heap that take `taken` tokens: the one leaving
  // nothing or one heap, or the runs of splits.
  struct WinningMoves {
    std::uint64_t taken = 0;
    bool splits = false;
    std::vector<SplitRun> runs;  // when splits
  };
  // Of one heap, as the family lists its moves.
  std::vector<WinningMoves> heap_winning_moves(std::size_t component, std::size_t heap) const;
  // The move taking `taken` tokens from a heap and leaving the rest whole.
  Move whole_move(std::size_t component, std::size_t heap, std::uint64_t taken) const;
  bool small(std::uint64_t tokens) const noexcept {
    return decomposition_small(tokens, shape_.largest_small);
  }
  std::uint64_t weight(std::uint64_t tokens) const noexcept {
    return decomposition_weight(tokens, shape_.largest_small, theorem_->scale);
  }

  const Theorem* theorem_;
  std::vector<std::uint8_t> digits_;
  std::vector<std::vector<std::uint64_t>> components_;
  DecompositionShape shape_;
  DecompositionMargin weight_ = 0;   // of every big heap
  std::uint64_t largest_count_ = 0;  // heaps of size shape_.largest
  std::uint64_t second_ = 0;         // the largest big heap smaller than it (0: none)
};

}  // namespace grundy

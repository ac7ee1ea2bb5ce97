// Misère play of sums by memoised search over multisets of pieces.
//
// Under misère play (the last player to move loses) a sum's outcome is not a
// function of its components' values, so the search runs over whole sums. A
// position is a multiset of pieces, each a small id: a heap of a heap game,
// or a component that does not split into heaps. What the search relies on,
// all exact in both conventions:
//   - a sum does not depend on the order of its terms: positions are sorted;
//   - adding a game without moves changes nothing (G + 0 is G, move for
//     move): pieces without moves are dropped;
//   - equal pieces have equal options: each distinct piece is moved once.
// Equal pieces do not cancel (in misère play G + G is not 0 in general: two
// heaps of 2 are lost for the player to move, no heaps at all are won).
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "grundy/nimber.hpp"
#include "grundy/search.hpp"

namespace grundy {

// Memory of one sum kept by the search, generously: its pieces (a vector of
// 4-byte ids on the heap), its value and the hash table's node. Commands turn
// a memory budget into a number of sums with it.
inline constexpr std::uint64_t kBytesPerSearchedSum = 200;

using PieceId = std::uint32_t;
// Sorted, without pieces that have no moves.
using PieceMultiset = std::vector<PieceId>;

// The pieces a search plays with: the options of each one, each a multiset.
class PieceRules {
 public:
  virtual ~PieceRules() = default;
  // The options of a lone `piece`. A piece without options is never put in a
  // position. The reference stays valid until the rules are destroyed.
  virtual const std::vector<PieceMultiset>& piece_options(PieceId piece) = 0;
};

// `position` with its piece at `index` replaced by the pieces `replacement`.
PieceMultiset replace_piece(const PieceMultiset& position, std::size_t index,
                            const PieceMultiset& replacement);

// Both multisets together.
PieceMultiset join_pieces(const PieceMultiset& first, const PieceMultiset& second);

class MisereSearch {
 public:
  // `rules` must outlive the search. Throws LimitError from misere_value when
  // more than `max_positions` positions would be kept.
  MisereSearch(PieceRules& rules, std::size_t max_positions);

  // Conway's misère Grundy value G⁻ of the sum (1 without moves, else the mex
  // of the options' values); the player to move loses exactly when it is 0.
  Nimber misere_value(const PieceMultiset& position);

  // Every option of `position`, each distinct piece moved once.
  std::vector<PieceMultiset> options(const PieceMultiset& position) const;

  std::size_t positions_known() const noexcept { return search_.positions_known(); }
  void set_max_positions(std::size_t max_positions) noexcept {
    search_.set_max_positions(max_positions);
  }

 private:
  struct SumRules {
    using Position = PieceMultiset;
    PieceRules* pieces;
    std::vector<PieceMultiset> options(const PieceMultiset& position) const;
  };
  GrundySearch<SumRules, NumberListHash> search_;
};

}  // namespace grundy

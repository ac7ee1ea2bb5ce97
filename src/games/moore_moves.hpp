// Moves of Moore's Nim that moore.cpp and moore_loss_moves.cpp share,
// private to src/games.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "grundy/move.hpp"

namespace grundy::moore {

// Exact sums of several 63-bit numbers (tokens taken from up to k heaps).
__extension__ using Uint128 = unsigned __int128;
using Heaps = std::vector<std::uint64_t>;
// Heaps are at most 2^63-1: binary columns 0 .. 62.
constexpr int kColumns = 63;

// How many heaps have a 1 in each binary column, and the highest column
// that has one (-1: no tokens); Moore's theorem counts them modulo k+1.
struct ColumnOnes {
  std::array<std::uint64_t, kColumns> ones{};
  int highest = -1;
};
ColumnOnes column_ones(const Heaps& heaps);

// The move that changes heaps `changed` to the sizes `left`, taking `taken`
// tokens in all (saturated in Move::taken).
Move make_move(const std::vector<std::size_t>& changed, const Heaps& left, Uint128 taken);

// Every move to a position where each binary column holds a multiple of k+1
// ones (Moore's theorem: exactly the positions lost for the player to move),
// counted or listed without a search (moore_loss_moves.cpp). Throws
// LimitError, naming `position`, when more than `max_subsets` choices of
// heaps would be examined.
class LossMoves {
 public:
  LossMoves(std::uint64_t k, const Heaps& heaps, const std::string& position,
            std::uint64_t max_subsets);
  ~LossMoves();
  LossMoves(const LossMoves&) = delete;
  LossMoves& operator=(const LossMoves&) = delete;

  std::uint64_t count();
  void list(const MoveVisitor& visit);

 private:
  class Walk;
  std::unique_ptr<Walk> walk_;
};

}  // namespace grundy::moore

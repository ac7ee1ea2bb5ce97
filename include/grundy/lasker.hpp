// Lasker's Nim: a move either takes one or more tokens from one heap, or
// splits one heap into two non-empty heaps (taking nothing).
//
// Closed form (Lasker, Brettspiele der Völker, 1931; Berlekamp, Conway, Guy,
// Winning Ways, ch. 4; Ferguson, Game Theory, Part I, §3.4): G(0) = 0 and, for
// k >= 0,
//   G(4k+1) = 4k+1,  G(4k+2) = 4k+2,  G(4k+3) = 4k+4,  G(4k+4) = 4k+3.
// So G(n) = n + delta(n mod 4) with delta = 0, 0, +1, -1 for residues 1, 2,
// 3, 0, and G is a bijection of the numbers onto themselves that keeps
// residues 1 and 2 and swaps 3 and 0.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "grundy/heap_game.hpp"

namespace grundy {

// The Grundy value of a Lasker heap of `size` tokens (the closed form above).
// A heap of 2^63-1 has value 2^63, which still fits a Nimber.
constexpr Nimber lasker_value(std::uint64_t size) noexcept {
  switch (size % 4) {
    case 3:
      return size + 1;
    case 0:
      return size == 0 ? 0 : size - 1;
    default:
      return size;
  }
}

// The heap size whose value is `value` (G is a bijection), or nullopt when
// that size would exceed 2^63-1.
std::optional<std::uint64_t> lasker_heap_of_value(Nimber value) noexcept;

// The splits of a heap of `size` into parts a <= b (a + b = size, a >= 1)
// with G(a) XOR G(b) = target, ordered by a ascending. The visitor returns
// false to stop; so does this function then (true: every split was visited).
// Time is proportional to the splits visited (see lasker.cpp).
using SplitVisitor = std::function<bool(std::uint64_t a, std::uint64_t b)>;
bool lasker_splits_to_value(std::uint64_t size, Nimber target, const SplitVisitor& visit);

// How many splits lasker_splits_to_value would visit, without visiting them,
// in O(64) time. A heap near 2^63 can have more than 2^60 splits of one
// value: they are counted exactly and listed only as far as the visitor asks.
std::uint64_t lasker_split_count(std::uint64_t size, Nimber target) noexcept;

class LaskerNim final : public HeapGame {
 public:
  // Heaps in the order given; heaps of 0 are kept so that heap numbers do not
  // shift during play.
  explicit LaskerNim(std::vector<std::uint64_t> heaps);

  std::string family() const override { return "lasker"; }
  // Matches to take, and the gaps between them to split a heap.
  std::optional<Board> drawn_board() const override {
    return heap_board(HeapsBoard::Click::takes_to_end, {}, true);
  }
  Nimber heap_value(std::uint64_t size) const override { return lasker_value(size); }
  std::string heap_value_rule(std::uint64_t size) const override;
  std::string rule_title() const override;
  std::vector<std::string> heap_rule_statement() const override;
  std::string heap_value_step(std::uint64_t size) const override;

 protected:
  std::string prefix() const override { return "lasker"; }
  // Splits first (taken 0, smaller part ascending), then removals by tokens
  // taken; taking a whole heap leaves a heap of 0, as in Nim.
  void heap_moves(std::uint64_t size, const HeapMoveVisitor& visit) const override;
  void heap_moves_to_value(std::uint64_t size, Nimber target,
                           const HeapMoveVisitor& visit) const override;
  std::uint64_t heap_move_count_to_value(std::uint64_t size, Nimber target) const override;
  std::shared_ptr<const HeapGame> with_heaps(std::vector<std::uint64_t> heaps) const override;
  std::string illegal_heap_move(std::uint64_t size, const std::vector<std::uint64_t>& left) const override;
};

struct Family;
// The `lasker` entry of the family registry.
Family lasker_family();

}  // namespace grundy

// Nim: take any number of tokens from one heap. Bouton (1901): a position is
// lost for the player to move exactly when the XOR of the heaps is 0.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "grundy/heap_game.hpp"

namespace grundy {

class Nim final : public HeapGame {
 public:
  // Heaps in the order given; heaps of 0 are kept so that heap numbers do not
  // shift during play.
  explicit Nim(std::vector<std::uint64_t> heaps);

  std::string family() const override { return "nim"; }
  // Matches: a click takes a match and every one to its right.
  std::optional<Board> drawn_board() const override {
    return heap_board(HeapsBoard::Click::takes_to_end, {}, false);
  }
  Nimber grundy_value() const override { return value_; }
  Nimber heap_value(std::uint64_t size) const override { return size; }
  std::string heap_value_rule(std::uint64_t size) const override;
  std::string rule_title() const override;
  // Several heaps: none, the pairing table is Nim's own reason (Bouton).
  FamilyReason family_reason() const override {
    return heaps().size() > 1 ? FamilyReason{} : HeapGame::family_reason();
  }
  std::uint64_t count_moves_to_value(Nimber own_value, Nimber target) const override;

 protected:
  std::string prefix() const override { return "nim"; }
  void heap_moves(std::uint64_t size, const HeapMoveVisitor& visit) const override;
  void heap_moves_to_value(std::uint64_t size, Nimber target,
                           const HeapMoveVisitor& visit) const override;
  std::shared_ptr<const HeapGame> with_heaps(std::vector<std::uint64_t> heaps) const override;
  std::string illegal_heap_move(std::uint64_t size, const std::vector<std::uint64_t>& left) const override;

 private:
  Nimber value_;
};

}  // namespace grundy

namespace grundy {
struct Family;
// The `nim` entry of the family registry.
Family nim_family();
}  // namespace grundy

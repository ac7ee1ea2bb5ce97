#include "grundy/nim.hpp"

#include "grundy/translate.hpp"

namespace grundy {

Nim::Nim(std::vector<std::uint64_t> heaps) : HeapGame(std::move(heaps)), value_(0) {
  for (std::uint64_t heap : this->heaps()) value_ ^= heap;
}

void Nim::heap_moves(std::uint64_t size, const HeapMoveVisitor& visit) const {
  for (std::uint64_t taken = 1; taken <= size; ++taken) {
    if (!visit(taken, {size - taken})) return;
  }
}

// A Nim heap of size h has value h, and its options are exactly the heaps
// below it: the only move to value t is to leave t tokens, possible when t < h.
void Nim::heap_moves_to_value(std::uint64_t size, Nimber target, const HeapMoveVisitor& visit) const {
  if (target < size) visit(size - target, {target});
}

// Heap h can move to h XOR d (d = own XOR target) exactly when that is
// smaller, i.e. when h has a 1 in d's highest column.
std::uint64_t Nim::count_moves_to_value(Nimber own_value, Nimber target) const {
  const Nimber change = own_value ^ target;
  if (change == 0) return 0;
  const Nimber top = Nimber{1} << highest_bit(change);
  std::uint64_t count = 0;
  for (std::uint64_t heap : heaps()) count += (heap & top) != 0;
  return count;
}

// A Nim move leaves one smaller heap (the caller has checked "smaller").
std::string Nim::illegal_heap_move(std::uint64_t, const std::vector<std::uint64_t>& left) const {
  if (left.size() == 1) return {};
  return translate("in Nim a move leaves one heap, smaller than before: it never splits a heap");
}

std::shared_ptr<const HeapGame> Nim::with_heaps(std::vector<std::uint64_t> heaps) const {
  return std::make_shared<Nim>(std::move(heaps));
}

}  // namespace grundy

#include "grundy/family.hpp"

namespace grundy {

Family nim_family() {
  Family family{
      "nim",
      "Nim: take any number of tokens from one heap",
      "nim H1 H2 ...   Nim on heaps of H1, H2, ... tokens (each 0 to 2^63-1).\n"
      "A move takes one or more tokens from a single heap; whoever takes the\n"
      "last token wins. The player to move loses exactly when the XOR (nim-sum)\n"
      "of the heaps is 0: every column of the heaps in binary holds its 1s in pairs.\n"
      "Moves are written HEAP:FROM->TO, heaps numbered from 1: 4:8->4 leaves 4\n"
      "tokens in heap 4.\n"
      "Example: grundy solve nim 5 6 7 8",
      [](const ComponentText& text) -> ComponentPtr {
        forbid_parameters(text);
        require_numbers(text, "at least one heap, e.g. 'nim 1 2 3'");
        return std::make_shared<Nim>(read_numbers(text));
      },
      "nim 1 2 3",
  };
  // Misère Nim has its own theory, which `grundy verify --misere` checks by itself.
  family.small_positions = [] {
    PositionSet heaps{"nim A B, nim A B C (0..15)", with_prefix("nim", number_lists(2, 15))};
    for (std::string& position : with_prefix("nim", number_lists(3, 15)))
      heaps.positions.push_back(std::move(position));
    return SmallPositions{{std::move(heaps)}, {}};
  };
  return family;
}

std::string Nim::rule_title() const { return translate("Nim heaps"); }

std::string Nim::heap_value_rule(std::uint64_t size) const {
  if (size == 0) return translate("an empty heap has no move, so G = 0");
  return format_translated(
      "G({}) = {}: a Nim heap can be left at any smaller size, 0 to {}, and those are their own "
      "values",
      size, size, size - 1);
}

}  // namespace grundy

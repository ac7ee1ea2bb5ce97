// Subtraction games: take s tokens from one heap, for s in a finite set S of
// positive integers. The Bash game is the subtraction game S = {1, ..., m}.
//
// A heap's Grundy value is G(n) = mex{G(n-s) : s in S, s <= n}. For n >= max S
// this is one fixed function of the last max S values, so the sequence is
// eventually periodic. The values are those of the take-and-break code with
// digit 3 at each s in S (TakeAndBreakRule::subtraction), computed and proven
// by the one sequence engine (GrundySequence, with the window criterion of
// period_proof.hpp; Winning Ways, ch. 4). A game is therefore kept as its
// preperiod and one period, and answers heaps up to 2^63-1 exactly.
//
// A heap that is emptied stays in the row as a heap of 0, as in Nim, so that
// heap numbers do not shift during play: every move leaves exactly one heap.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "grundy/heap_game.hpp"
#include "grundy/periodicity.hpp"

namespace grundy {

// What the period search may spend. The window holds max S values, and
// finding the period computes values one by one, each from |S| earlier ones.
struct SubtractionLimits {
  std::uint64_t max_element = 1'000'000;    // the largest allowed max S
  std::uint64_t max_values = 10'000'000;    // values G(0), G(1), ... computed in the search
  std::uint64_t max_steps = 1'000'000'000;  // look-ups: values computed times |S|
};

// S sorted ascending without repeats. Throws RuleError when S is empty or
// holds 0, LimitError when max S is above limits.max_element.
std::vector<std::uint64_t> normalised_subtraction_set(std::vector<std::uint64_t> set,
                                                      const SubtractionLimits& limits = {});

// The Grundy sequence of the subtraction game S (normalised as above), with
// its smallest preperiod and period. Throws LimitError when the period is not
// proven within the limits.
PeriodicSequence subtraction_sequence(const std::vector<std::uint64_t>& set,
                                      const SubtractionLimits& limits = {});

class Subtraction final : public HeapGame {
 public:
  // `set` in any order, repeats allowed; heaps in the order given.
  Subtraction(std::vector<std::uint64_t> set, std::vector<std::uint64_t> heaps,
              const SubtractionLimits& limits = {});

  std::string family() const override { return "subtraction"; }
  // Matches: a click takes a match and every one to its right.
  std::optional<Board> drawn_board() const override {
    return heap_board(HeapsBoard::Click::takes_to_end, {}, false);
  }
  Nimber grundy_value() const override { return value_; }
  Nimber heap_value(std::uint64_t size) const override { return rules_->sequence.value_at(size); }
  std::string heap_value_rule(std::uint64_t size) const override;
  std::string rule_title() const override;
  std::vector<std::string> heap_rule_statement() const override;

  // S, sorted ascending without repeats.
  const std::vector<std::uint64_t>& subtraction_set() const noexcept { return rules_->set; }
  const PeriodicSequence& sequence() const noexcept { return rules_->sequence; }

 protected:
  std::string prefix() const override;
  void heap_moves(std::uint64_t size, const HeapMoveVisitor& visit) const override;
  void heap_moves_to_value(std::uint64_t size, Nimber target,
                           const HeapMoveVisitor& visit) const override;
  std::shared_ptr<const HeapGame> with_heaps(std::vector<std::uint64_t> heaps) const override;
  std::string illegal_heap_move(std::uint64_t size,
                                const std::vector<std::uint64_t>& left) const override;

 private:
  struct Rules {
    std::vector<std::uint64_t> set;
    PeriodicSequence sequence;
  };
  struct SharedRules {};  // tag: keeps brace-initialised public calls unambiguous
  // Positions after a move share the rules (and their sequence).
  Subtraction(SharedRules, std::shared_ptr<const Rules> rules, std::vector<std::uint64_t> heaps);

  std::shared_ptr<const Rules> rules_;
  Nimber value_ = 0;
};

// The Bash game: take 1 to m tokens from one heap. G(n) = n mod (m+1), by
// induction on n: when n <= m the options are 0, ..., n-1, of values 0, ...,
// n-1, so the mex is n; when n > m they are n-m, ..., n-1, whose values are the
// m residues mod m+1 other than n mod (m+1), so the mex is n mod (m+1).
// Closed form, so m may be anything from 1 to 2^63-1.
class Bash final : public HeapGame {
 public:
  // Throws RuleError when `max_take` is 0.
  Bash(std::uint64_t max_take, std::vector<std::uint64_t> heaps);

  std::string family() const override { return "bash"; }
  // Matches: a click takes a match and every one to its right.
  std::optional<Board> drawn_board() const override {
    return heap_board(HeapsBoard::Click::takes_to_end, {}, false);
  }
  Nimber grundy_value() const override { return value_; }
  // m + 1 <= 2^63 fits in 64 bits: max_take is at most 2^63-1.
  Nimber heap_value(std::uint64_t size) const override { return size % (max_take_ + 1); }
  std::string heap_value_rule(std::uint64_t size) const override;
  std::string rule_title() const override;

  std::uint64_t max_take() const noexcept { return max_take_; }

 protected:
  std::string prefix() const override;
  void heap_moves(std::uint64_t size, const HeapMoveVisitor& visit) const override;
  void heap_moves_to_value(std::uint64_t size, Nimber target,
                           const HeapMoveVisitor& visit) const override;
  std::shared_ptr<const HeapGame> with_heaps(std::vector<std::uint64_t> heaps) const override;
  std::string illegal_heap_move(std::uint64_t size,
                                const std::vector<std::uint64_t>& left) const override;

 private:
  std::uint64_t max_take_;
  Nimber value_ = 0;
};

}  // namespace grundy

namespace grundy {
struct Family;
// The `subtraction` entry of the family registry: subtraction(1,3,4) 7 9;
// its games search for their period within `limits`.
Family subtraction_family(const SubtractionLimits& limits = {});
// The `bash` entry of the family registry: bash(3) 10.
Family bash_family();
}  // namespace grundy

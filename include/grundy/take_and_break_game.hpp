// Take-and-break heap games as components: octal games (`octal(0.07) 10`),
// hexadecimal codes (`tb(0.8) 9`), the named games Kayles, Dawson's Kayles,
// Dawson's chess and Treblecross, and Grundy's game.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "grundy/heap_game.hpp"
#include "grundy/period_proof.hpp"
#include "grundy/take_and_break.hpp"

namespace grundy {

struct Family;
class FamilyRegistry;
class HeapValuesCache;  // heap_values_cache.hpp

// The values of single heaps of one rule: a computed prefix, and the period
// when one is proven, so that any heap size is answered from memory of
// preperiod + period.
class HeapValues {
 public:
  // What answering a position may spend. The search for a period computes up
  // to `period_search` values; without a period, heaps up to `max_computed`
  // are answered by computing every value up to them (1 or 2 bytes each).
  struct Limits {
    std::uint64_t period_search = std::uint64_t{1} << 16;
    std::uint64_t max_computed = std::uint64_t{1} << 22;
    // Where values computed before are kept and found (the server shares
    // one between requests); nullptr: each position computes its own.
    std::shared_ptr<HeapValuesCache> cache;
  };

  // Values enough to answer heaps up to `largest_heap`. Throws LimitError,
  // saying what it would need, when no period is proven and the heap is above
  // limits.max_computed.
  static std::shared_ptr<const HeapValues> compute(const TakeAndBreakRule& rule,
                                                   std::uint64_t largest_heap,
                                                   const Limits& limits);

  Nimber value_at(std::uint64_t n) const;
  // Whether value_at answers every heap up to `largest_heap`.
  bool answers(std::uint64_t largest_heap) const noexcept;
  // The memory the values take.
  std::uint64_t memory_bytes() const noexcept;
  const std::optional<PeriodProof>& proof() const noexcept { return proof_; }
  // How many values the search for a period computed (all of them when it
  // found none: the reason of a position says how far it looked).
  std::uint64_t searched() const noexcept { return searched_; }

  // The period search goes at least this far, even for small heaps, so that
  // a position of Kayles or Dawson's Kayles is explained by its proven period
  // (both are proven within 256 values); 4096 values cost a millisecond.
  static constexpr std::uint64_t kLeastPeriodSearch = 4096;
  // The splits into three tried for the values of a code that allows them
  // (about N³/36 for the heaps up to N, each digit): some 20 seconds here,
  // heaps up to about 10,000 for one such digit.
  static constexpr std::uint64_t kMaxSplitsIntoThree = 30'000'000'000;

 private:
  static std::shared_ptr<const HeapValues> compute_anew(const TakeAndBreakRule& rule,
                                                        std::uint64_t largest_heap,
                                                        const Limits& limits);

  std::vector<std::uint16_t> prefix_;         // G(0..largest heap), without a period
  std::optional<PeriodicSequence> periodic_;  // with one
  std::optional<PeriodProof> proof_;
  std::uint64_t searched_ = 0;
};

class TakeAndBreakGame final : public HeapGame {
 public:
  // `name` is what the canonical form starts with: "kayles", "octal(0.6)".
  TakeAndBreakGame(std::string name, TakeAndBreakRule rule, std::vector<std::uint64_t> heaps,
                   const HeapValues::Limits& limits = {});

  std::string family() const override { return family_; }
  // Rows of pins knocked down by the counts the code allows (splitting a
  // row), gaps to split without taking (Grundy's game, a code with d0 = 4).
  std::optional<Board> drawn_board() const override;
  Nimber heap_value(std::uint64_t size) const override { return values_->value_at(size); }
  // The proven period, for heaps beyond the first period.
  std::string heap_value_rule(std::uint64_t size) const override;
  std::string rule_title() const override;
  // The proven period, its values and the theorem that proves it; without
  // one, how far the search looked.
  std::vector<std::string> heap_rule_statement() const override;
  // A heap that no period answers: its row of the sequence.
  std::string heap_value_step(std::uint64_t size) const override;
  const TakeAndBreakRule& rule() const noexcept { return *rule_; }
  const HeapValues& values() const noexcept { return *values_; }

 protected:
  std::string prefix() const override { return name_; }
  void heap_moves(std::uint64_t size, const HeapMoveVisitor& visit) const override;
  void heap_moves_to_value(std::uint64_t size, Nimber target,
                           const HeapMoveVisitor& visit) const override;
  std::uint64_t heap_move_count_to_value(std::uint64_t size, Nimber target) const override;
  std::shared_ptr<const HeapGame> with_heaps(std::vector<std::uint64_t> heaps) const override;
  // From the code's digit for the tokens taken, at any size.
  std::string illegal_heap_move(std::uint64_t size,
                                const std::vector<std::uint64_t>& left) const override;

 private:
  TakeAndBreakGame(const TakeAndBreakGame& other, std::vector<std::uint64_t> heaps);
  // Visits (or, with visit empty, counts) the splits of `rest` into two heaps
  // of total value `target`, by smaller part ascending.
  std::uint64_t splits_to_value(std::uint64_t rest, Nimber target, std::uint64_t taken,
                                const HeapMoveVisitor* visit) const;

  std::string name_;
  std::string family_;
  std::shared_ptr<const TakeAndBreakRule> rule_;
  std::shared_ptr<const HeapValues> values_;
};

// A heap rule named as in an expression but without heaps: "kayles",
// "octal(0.6)", "grundy-game", "subtraction(2,3,7)", "bash(3)".
struct NamedRule {
  std::string name;  // canonical: "kayles", "octal(0.6)", "subtraction(2,3,7)"
  TakeAndBreakRule rule;
  // The octal code a game's own name stands for ("0.77" for kayles), which
  // the name does not show; empty when the name shows its rule.
  std::string octal_code = {};
};
// Throws ParseError for other families, heaps given, or bad parameters.
NamedRule parse_heap_rule(std::string_view text);
// The same, with subtraction(S) and bash(m) read by `families` (a registry
// with smaller compute limits checks S within them).
NamedRule parse_heap_rule(std::string_view text, const FamilyRegistry& families);

// Registry entries: octal, tb, kayles, dawson, dawsons-chess, treblecross,
// grundy-game. Every game they make (and every position after its moves)
// computes within `limits`.
std::vector<Family> take_and_break_families(const HeapValues::Limits& limits = {});

}  // namespace grundy

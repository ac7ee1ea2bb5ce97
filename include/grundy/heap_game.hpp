// Games played on a row of heaps, where a move changes one heap: Nim, and
// (later) subtraction, octal and take-and-break games. Such a position is the
// sum of its heaps, so its value is the XOR of the heaps' values.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "grundy/component.hpp"
#include "grundy/drawing.hpp"
#include "grundy/periodicity.hpp"

namespace grundy {

// Receives the heaps left by one move in a single heap (empty: the heap is
// gone), with the tokens taken; returns false to stop.
using HeapMoveVisitor =
    std::function<bool(std::uint64_t taken, const std::vector<std::uint64_t>& left)>;

class HeapGame : public Component {
 public:
  const std::vector<std::uint64_t>& heaps() const noexcept { return heaps_; }

  std::string canonical() const override;
  std::string abbreviated(std::size_t max_numbers) const override;
  std::size_t number_count() const override { return heaps_.size(); }
  Nimber grundy_value() const override;
  void moves_to_value(Nimber own_value, Nimber target, const MoveVisitor& visit) const override;
  void all_moves(const MoveVisitor& visit) const override;
  std::string notation(const Move& move) const override;
  std::string describe(const Move& move) const override;
  std::shared_ptr<const Component> after(const Move& move) const override;
  std::vector<ValueRow> value_rows(std::size_t limit) const override;
  std::size_t value_row_count() const override { return heaps_.size(); }
  std::uint64_t count_moves_to_value(Nimber own_value, Nimber target) const override;

  // Rows of matches; "HEAP COUNT" where one heap loses tokens and stays one;
  // the heap's own value change, since heaps add by XOR.
  std::vector<std::string> picture() const override { return heap_rows(heaps_); }
  std::string short_notation(const Move& move) const override;
  std::string notation_help() const override;
  ValueChange value_change(const Move& move) const override;

  // "HEAP:FROM->LEFT" as notation() writes it (LEFT: the heaps left, joined
  // by '+'; "0" for an emptied heap, or for none), or "HEAP COUNT": take
  // COUNT tokens from heap HEAP and leave the rest as one heap.
  Move parse_move(std::string_view text) const override;
  // Finds the one heap that changed by comparing the rows of heaps; works at
  // any size.
  std::optional<Move> move_to(const Component& target) const override;
  void first_moves(std::uint64_t per_piece, const MoveVisitor& visit) const override;
  // One token from the last heap that has a move; where no move takes one,
  // the move taking the fewest, leaving the fewest heaps.
  std::optional<Move> naive_move() const override;

  // The Grundy value of a single heap of `size` tokens.
  virtual Nimber heap_value(std::uint64_t size) const = 0;

  // The closed-form rule for a heap of `size` (see Component::value_rule);
  // "" when its value is the mex of its options' values as computed.
  virtual std::string heap_value_rule(std::uint64_t size) const {
    (void)size;
    return {};
  }
  std::string rule_title() const override;
  // The rule stated once, before the heaps it gives the values of (Lasker's
  // four cases, the period and its proof), as sentences; none by default.
  virtual std::vector<std::string> heap_rule_statement() const { return {}; }
  // One heap's value by the stated rule ("7 = 4*1+3, so G = 8"); by default
  // heap_value_rule, which states the rule too.
  virtual std::string heap_value_step(std::uint64_t size) const { return heap_value_rule(size); }
  // Each heap's value by the rule, heap by heap (distinct sizes once), and
  // their nim-sum; empty when no heap has a rule (the mex explains them).
  FamilyReason family_reason() const override;
  // A lone heap's rule; a row of heaps is explained heap by heap.
  std::string value_rule() const override {
    return heaps_.size() == 1 ? heap_value_rule(heaps_[0]) : std::string{};
  }
  std::shared_ptr<const Component> row_alone(std::size_t row) const override {
    if (heaps_.size() < 2 || row >= heaps_.size()) return nullptr;
    return heap_alone(row);
  }

  // The same game on heap `index` alone (misère search splits a position
  // into its heaps).
  std::shared_ptr<const HeapGame> heap_alone(std::size_t index) const {
    return with_heaps({heaps_.at(index)});
  }

 protected:
  // "The values repeat with period 7 from heap 0: G(0..6) = 0 1 0 1 2 3 2",
  // the period's values listed up to a few dozen.
  std::string period_statement(const Period& period) const;

  explicit HeapGame(std::vector<std::uint64_t> heaps) : heaps_(std::move(heaps)) {}

  // What precedes the heap sizes in the canonical form, e.g. "nim".
  virtual std::string prefix() const = 0;

  // Every move in a single heap of `size`, ordered by tokens taken.
  virtual void heap_moves(std::uint64_t size, const HeapMoveVisitor& visit) const = 0;

  // Every move in a single heap of `size` to heaps of total value `target`.
  // The default filters heap_moves; families with a direct rule override it
  // so that huge heaps never have their moves enumerated.
  virtual void heap_moves_to_value(std::uint64_t size, Nimber target,
                                   const HeapMoveVisitor& visit) const;

  // How many moves heap_moves_to_value would visit; families that can count
  // without visiting (a periodic sequence of splits) override it.
  virtual std::uint64_t heap_move_count_to_value(std::uint64_t size, Nimber target) const;

  // Why a heap of `size` cannot become the heaps `left` in one move (a
  // sentence in the player's language), or "" when it can. Called only when
  // `left` is not {size} and holds at most `size` tokens in all. The default
  // looks for the move among heap_moves_to_value.
  virtual std::string illegal_heap_move(std::uint64_t size,
                                        const std::vector<std::uint64_t>& left) const;

  // The same game on other heaps.
  virtual std::shared_ptr<const HeapGame> with_heaps(std::vector<std::uint64_t> heaps) const = 0;

  // A row of these heaps whose clicks do `click` (and `splits` between
  // tokens); no board when a heap is larger than kMaxBoardSize.
  std::optional<Board> heap_board(HeapsBoard::Click click, std::vector<std::uint64_t> knock_counts,
                                  bool splits) const;

 private:
  // The move of heap `heap` to `left`, checked; throws RuleError saying why
  // it is not legal.
  Move checked_move(std::size_t heap, const std::vector<std::uint64_t>& left) const;

  std::vector<std::uint64_t> heaps_;
};

}  // namespace grundy

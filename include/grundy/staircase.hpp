// The monks' staircase (the judge problem 高僧斗法): monks stand on distinct
// steps of a staircase; a move takes one monk up any number of steps, never
// onto or past the next monk above; the highest monk cannot move; whoever
// cannot move loses.
//
// It is staircase Nim in disguise. With the gaps g_i = a_{i+1} - a_i - 1 between
// neighbouring monks (i = 1 .. n-1), moving monk i up by d takes d from g_i and
// adds d to g_{i-1} (g_0, the ground below monk 1, plays no part). So gap g_i is
// a pile on stair i, and chips move one stair down. Moving chips from an even
// stair to an odd one can be undone by moving them on from that odd stair, so
// only the odd stairs count: the Grundy value is the XOR of g_1, g_3, g_5, ...
// (the gaps above monks 1, 3, 5, ...). Every value below it is reached by
// lowering an odd gap as in Nim, and no move keeps it, since every move changes
// exactly one odd gap. (Sprague–Grundy; staircase Nim: Berlekamp, Conway, Guy,
// Winning Ways, ch. 15.)
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "grundy/component.hpp"

namespace grundy {

class Staircase final : public Component {
 public:
  // `steps` are the monks' steps, lowest first: strictly increasing, each in
  // 1 .. 2^63-1. Throws RuleError otherwise (the family's parser reports the
  // same mistakes as ParseError with the column).
  explicit Staircase(std::vector<std::uint64_t> steps);

  // The monks' steps, lowest first. Monk i (from 0) is `heap` i of a Move.
  const std::vector<std::uint64_t>& steps() const noexcept { return steps_; }

  std::string family() const override { return "staircase"; }
  std::optional<Board> drawn_board() const override;
  std::string canonical() const override;
  std::string abbreviated(std::size_t max_numbers) const override;
  std::size_t number_count() const override { return steps_.size(); }
  Nimber grundy_value() const override { return value_; }

  // At most one move per monk reaches a given value, so this is linear in
  // the number of monks whatever the step numbers are.
  void moves_to_value(Nimber own_value, Nimber target, const MoveVisitor& visit) const override;
  void all_moves(const MoveVisitor& visit) const override;

  // "A->B": the monk on step A moves up to step B.
  std::string notation(const Move& move) const override;
  // "move the monk on step A up to step B".
  std::string describe(const Move& move) const override;
  // Throws RuleError for a move this position does not allow.
  std::shared_ptr<const Component> after(const Move& move) const override;

  // One row per odd stair: the gap between monks 1 and 2, 3 and 4, ...,
  // labelled by their steps ("gap 1-5"). These are the Nim heaps.
  std::vector<ValueRow> value_rows(std::size_t limit) const override;
  std::size_t value_row_count() const override { return steps_.size() / 2; }

  // "A->B" as notation() writes it, or "A B" (the judge's format): the monk
  // on step A moves up to step B.
  Move parse_move(std::string_view text) const override;
  std::optional<Move> move_to(const Component& target) const override;
  // Each monk up by 1, 2, ... steps.
  void first_moves(std::uint64_t per_piece, const MoveVisitor& visit) const override;

  // Describing itself (component.hpp).
  std::vector<std::string> picture() const override;
  std::string short_notation(const Move& move) const override;
  std::string notation_help() const override;
  std::string winning_rule(const Move& move) const override;
  // The free steps above monks 1, 3, 5, ... as Nim heaps, with the steps
  // that bound them.
  FamilyReason family_reason() const override;
  // The free steps above monks 1, 3, 5, ... are Nim heaps.
  std::string value_rule() const override;

 private:
  // Free steps between monk `monk` (from 0) and the monk above it; the top
  // monk has none.
  std::uint64_t gap_above(std::size_t monk) const noexcept {
    return monk + 1 < steps_.size() ? steps_[monk + 1] - steps_[monk] - 1 : 0;
  }

  std::vector<std::uint64_t> steps_;
  Nimber value_ = 0;
};

struct Family;
// The `staircase` entry of the family registry.
Family staircase_family();

}  // namespace grundy

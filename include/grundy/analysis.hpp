// What the engine says about a position: its value, who wins, every winning
// move, and the pairing table that explains why.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "grundy/component.hpp"
#include "grundy/generalized_value.hpp"
#include "grundy/move.hpp"
#include "grundy/nimber.hpp"
#include "grundy/solution.hpp"
#include "grundy/sum.hpp"

namespace grundy {

// Outcome (N, P, and D for a draw) is declared in generalized_value.hpp.

// The binary picture of a position: one row per heap (or component value),
// and the columns whose count of 1s is odd.
struct PairingTable {
  std::vector<ValueRow> rows;   // at most the requested number of rows
  // parts[i]: the game rows[i] stands for alone, canonical; "" for a row of a
  // component that does not fall apart into games (a staircase's gap)
  std::vector<std::string> parts;
  // wins[i]: a move in rows[i] alone, to value XOR total, wins: every row
  // with a 1 in total's highest column (lowered, as in Nim), and a row whose
  // game has an option worth more (Lasker's heap of 4, worth 3, rises to 4
  // by 4 -> 3).
  std::vector<bool> wins;
  std::size_t hidden_rows = 0;  // rows left out by the limit
  Nimber total = 0;             // XOR of all rows: the odd columns
  int width = 1;                // binary digits of the widest value shown, and of total
};

// Normal play: the Sprague–Grundy theory, and Smith's for loopy games.
class Analysis final : public Solution {
 public:
  // Computes every component's Grundy value. A lone component whose value is
  // beyond the limits but whose outcome follows a rule is still answered
  // (value unknown); in a sum every value is needed, so LimitError escapes.
  explicit Analysis(Sum sum);

  PlayConvention convention() const noexcept override { return PlayConvention::normal; }
  const Sum& sum() const noexcept override { return sum_; }
  const std::vector<Nimber>& component_values() const noexcept { return values_; }

  // False for a lone component whose value could not be computed, and for a
  // position whose (generalized) value is infinite.
  bool value_known() const noexcept { return unknown_value_reason_.empty() && !value_infinite(); }
  // Why the value is unknown (empty when it is known or infinite).
  const std::string& unknown_value_reason() const noexcept override {
    return unknown_value_reason_;
  }
  // The Grundy value; throws LimitError when it is not known, RuleError when
  // it is infinite.
  Nimber grundy_value() const;

  Outcome outcome() const noexcept override { return outcome_; }
  std::optional<Nimber> value() const override;
  std::string_view method() const noexcept override;
  bool finished() const override;
  // why::SpragueGrundy when the value is known, why::Loopy when it is
  // infinite, why::GameRule otherwise.
  Explanation explanation() const override;

  // ----- Positions that can repeat (a component's can_repeat()).

  // Whether some component's play can return to a position.
  bool can_repeat() const noexcept { return can_repeat_; }
  // Whether the value is ∞: then the outcome is N or D (a draw).
  bool value_infinite() const noexcept { return !generalized_.is_finite(); }
  // The generalized value of the whole position (Smith's sum of the
  // components' values); finite and equal to grundy_value() when that is
  // known.
  const GeneralizedValue& generalized_value() const noexcept { return generalized_; }
  std::optional<GeneralizedValue> infinite_value() const override {
    if (value_infinite()) return generalized_;
    return std::nullopt;
  }
  // Each component's generalized value (finite ones equal component_values(),
  // where an infinite one is written 0).
  const std::vector<GeneralizedValue>& component_generalized_values() const noexcept {
    return generalized_values_;
  }

  // In a draw: every move that keeps the draw, i.e. leaves a position that is
  // a draw too (any other move lets the opponent win), ordered by component,
  // then as the family's all_moves lists them. At most kMaxMovesExamined
  // moves are looked at. Visits nothing when the outcome is not D.
  void drawing_moves(const MoveVisitor& visit) const override;
  MoveCount count_drawing_moves() const override;
  static constexpr std::uint64_t kMaxMovesExamined = 1'000'000;

  // The winning move a player should make, or nullopt in a position that is
  // not won: the first that winning_moves lists, except where positions can
  // repeat, where it is the one leaving the least Progress (at most
  // kMaxMovesExamined considered), so that winning play cannot go round a
  // cycle and does end in a win.
  std::optional<Move> best_winning_move() const override;

  // Sprague–Grundy: a move wins exactly when it leaves a sum of value 0, i.e.
  // when it moves some component c from G(c) to G(c) XOR total. Visits every
  // such move, ordered by component, then heap, then tokens taken.
  void winning_moves(const MoveVisitor& visit) const override;
  using Solution::winning_moves;  // all at once

  // How many winning moves there are, without keeping them; kSaturatedCount
  // (2^64-1) means at least that many.
  std::uint64_t count_winning_moves() const override;
  bool move_wins(const Move& move) const override;

  // The pairing table over at most `max_rows` rows (`total` always covers
  // every row).
  PairingTable pairing_table(std::size_t max_rows) const;

 private:
  Sum sum_;
  std::vector<Nimber> values_;
  Nimber total_ = 0;
  bool lost_ = false;
  std::string unknown_value_reason_;
  Outcome outcome_ = Outcome::next_player_wins;
  bool can_repeat_ = false;
  GeneralizedValue generalized_ = GeneralizedValue::finite(0);
  std::vector<GeneralizedValue> generalized_values_;
};

}  // namespace grundy

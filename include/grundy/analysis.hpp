// What the engine says about a position: its value, who wins, every winning
// move, and the pairing table that explains why.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "grundy/component.hpp"
#include "grundy/move.hpp"
#include "grundy/nimber.hpp"
#include "grundy/sum.hpp"

namespace grundy {

// N: the player to move wins. P: the player to move loses (the previous
// player wins).
enum class Outcome { next_player_wins, previous_player_wins };

// The binary picture of a position: one row per heap (or component value),
// and the columns whose count of 1s is odd.
struct PairingTable {
  std::vector<ValueRow> rows;     // at most the requested number of rows
  std::size_t hidden_rows = 0;    // rows left out by the limit
  Nimber total = 0;               // XOR of all rows: the odd columns
  int width = 1;                  // binary digits of the widest value shown, and of total
};

class Analysis {
 public:
  // Computes every component's Grundy value. A lone component whose value is
  // beyond the limits but whose outcome follows a rule is still answered
  // (value unknown); in a sum every value is needed, so LimitError escapes.
  explicit Analysis(Sum sum);

  const Sum& sum() const noexcept { return sum_; }
  const std::vector<Nimber>& component_values() const noexcept { return values_; }

  // False only for a lone component whose value could not be computed.
  bool value_known() const noexcept { return unknown_value_reason_.empty(); }
  // Why the value is unknown (empty when it is known).
  const std::string& unknown_value_reason() const noexcept { return unknown_value_reason_; }
  // The Grundy value; throws LimitError when it is not known.
  Nimber grundy_value() const;

  Outcome outcome() const noexcept {
    return lost_ ? Outcome::previous_player_wins : Outcome::next_player_wins;
  }

  // Sprague–Grundy: a move wins exactly when it leaves a sum of value 0, i.e.
  // when it moves some component c from G(c) to G(c) XOR total. Visits every
  // such move, ordered by component, then heap, then tokens taken.
  void winning_moves(const MoveVisitor& visit) const;

  // All winning moves at once (for small positions: tests, play).
  std::vector<Move> winning_moves() const;

  // How many winning moves there are, without keeping them; kSaturatedCount
  // (2^64-1) means at least that many.
  std::uint64_t count_winning_moves() const;

  // The pairing table over at most `max_rows` rows (`total` always covers
  // every row).
  PairingTable pairing_table(std::size_t max_rows) const;

 private:
  Sum sum_;
  std::vector<Nimber> values_;
  Nimber total_ = 0;
  bool lost_ = false;
  std::string unknown_value_reason_;
};

}  // namespace grundy

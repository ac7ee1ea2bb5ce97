// One component of a sum: a position of one game family.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "grundy/board.hpp"
#include "grundy/family_reason.hpp"
#include "grundy/generalized_value.hpp"
#include "grundy/move.hpp"
#include "grundy/nimber.hpp"

namespace grundy {

// A row of the pairing table that explains a position: one heap, or one
// component's Grundy value.
struct ValueRow {
  std::string label;   // "heap 3"
  std::string shown;   // what the row stands for, e.g. "7" or "kayles 9"
  Nimber value = 0;    // the Grundy value written in binary
};

// A position of one game family. Components are immutable values; a move
// yields a new component. Every family implements this interface and nothing
// in the engine knows which families exist.
class Component {
 public:
  virtual ~Component() = default;

  // The family's name as typed, e.g. "nim".
  virtual std::string family() const = 0;

  // Canonical text that parses again to the same position, e.g. "nim 5 6 7 8".
  virtual std::string canonical() const = 0;

  // The canonical form, shortened for display when it holds more than
  // `max_numbers` numbers (then it no longer parses).
  virtual std::string abbreviated(std::size_t max_numbers) const {
    (void)max_numbers;
    return canonical();
  }

  // How many numbers the position holds (heaps, monks, ...).
  virtual std::size_t number_count() const = 0;

  // The Grundy value. May throw LimitError when it cannot be computed within
  // the documented limits.
  virtual Nimber grundy_value() const = 0;

  // Visits every move to a position whose Grundy value is `target`, ordered by
  // heap, then by tokens taken. `own_value` is this component's Grundy value
  // (the caller has it already; recomputing it may cost a pass over the heaps).
  virtual void moves_to_value(Nimber own_value, Nimber target, const MoveVisitor& visit) const = 0;

  // How many moves moves_to_value would visit. Families override it when they
  // can count without visiting (Nim counts heaps with one bit set).
  virtual std::uint64_t count_moves_to_value(Nimber own_value, Nimber target) const {
    std::uint64_t count = 0;
    moves_to_value(own_value, target, [&](const Move&) {
      ++count;
      return true;
    });
    return count;
  }

  // Whether the player to move loses this component played alone. Families
  // whose values are expensive but whose losing positions follow a rule
  // (Wythoff's game, Moore's Nim) override this and moves_to_loss, so that a
  // lone component is answered at any size.
  virtual bool is_loss() const { return grundy_value() == 0; }

  // Visits every move to a position where the player to move loses.
  virtual void moves_to_loss(const MoveVisitor& visit) const {
    moves_to_value(grundy_value(), 0, visit);
  }

  // Visits every legal move, in the same order.
  virtual void all_moves(const MoveVisitor& visit) const = 0;

  // The move in the family's own notation, e.g. "4:8->4" for Nim.
  virtual std::string notation(const Move& move) const = 0;

  // The move in words, e.g. "take 4 from heap 4 (8 -> 4)".
  virtual std::string describe(const Move& move) const = 0;

  // The position after `move`, which must be one this component produced.
  virtual std::shared_ptr<const Component> after(const Move& move) const = 0;

  // The rows of the pairing table: each heap's Grundy value, or a single row
  // for a component that is not a sum of heaps. At most `limit` rows.
  virtual std::vector<ValueRow> value_rows(std::size_t limit) const = 0;

  // How many rows value_rows would give without a limit.
  virtual std::size_t value_row_count() const = 0;

  // ----- Play: reading a player's move, and choosing among bounded moves.

  // The move that `text` writes in the family's notation (as notation()
  // prints it, spacing free) or in a shorthand the family documents (Nim:
  // "HEAP COUNT"). Throws ParseError when the text is not a move at all, and
  // RuleError, saying why, when it is not a legal move here. The default
  // compares the text with the notation of each move, the first
  // kMaxMovesCompared of them.
  virtual Move parse_move(std::string_view text) const;

  // The move that leaves `target`, a position of the same game, or nullopt
  // when no single move does. The default compares canonical forms with the
  // first kMaxMovesCompared moves.
  virtual std::optional<Move> move_to(const Component& target) const;

  // Visits at most `per_piece` moves of each heap (or monk, or direction of
  // play): its first ones in the order of all_moves, those taking the fewest
  // tokens. Unlike all_moves, the work is bounded whatever the sizes, so that
  // a player can choose a move in a huge position. The default visits the
  // first per_piece * max(1, number_count()) moves of all_moves.
  virtual void first_moves(std::uint64_t per_piece, const MoveVisitor& visit) const;

  // The naive player's move, the gentleman's in the match girl's story: one
  // token from the last heap that allows a move, or the nearest thing the
  // family has; nullopt when there is no move at all. The default takes,
  // among first_moves, a move of the last piece that has one, taking the
  // fewest tokens (at least one where possible) and leaving the fewest heaps.
  virtual std::optional<Move> naive_move() const;

  // ----- Describing itself to a person (play, explanations). The defaults
  // suit any game; a family overrides what it can say better.

  // Lines that draw the position in a terminal (without indent): rows of
  // matches for heaps, the steps of a staircase. The default is its text.
  virtual std::vector<std::string> picture() const { return {abbreviated(12)}; }

  // The board a front end draws of the position (board.hpp): a shape and
  // what is on it. The default is none (the moves are listed), as is a
  // position too large to draw.
  virtual std::optional<Board> drawn_board() const { return std::nullopt; }

  // The move as a player would most simply type it, e.g. "3 1" (take 1 from
  // heap 3) where notation() gives "3:4->3". The default is notation().
  virtual std::string short_notation(const Move& move) const { return notation(move); }

  // How moves of this family are typed, one or more lines each starting with
  // two spaces and ending in a newline; "" when notation() is all there is.
  // Families that share a notation return the same text.
  virtual std::string notation_help() const { return {}; }

  // Why `move` wins when this component is played alone, in the terms of the
  // family's own rule (Wythoff's pairs, Moore's rule, the staircase's gaps);
  // "" when the Grundy values are the explanation.
  virtual std::string winning_rule(const Move& move) const {
    (void)move;
    return {};
  }

  // The part that `move` changes and its Grundy value before and after: a
  // heap of a game whose heaps add by XOR, or the whole component (no heap).
  struct ValueChange {
    std::optional<std::size_t> heap;
    Nimber from = 0;
    Nimber to = 0;
  };
  virtual ValueChange value_change(const Move& move) const {
    return {std::nullopt, grundy_value(), after(move)->grundy_value()};
  }

  // ----- Why the value is what it is (value_explanation.hpp).

  // The closed-form rule that gives this component's value, in words (a Nim
  // heap's size, Bash's residue, a proven period, Wythoff's losing pairs), or
  // "" when the value is simply the mex of its options' values as computed.
  virtual std::string value_rule() const { return {}; }

  // Why this position has its value in the family's own terms, with its
  // numbers (family_reason.hpp); empty when the family has no rule of its
  // own beyond the mex. By default the value rule as a sentence, or for a
  // sum of rows (coins, heads) each row's rule and their nim-sum. May throw
  // LimitError like grundy_value.
  virtual FamilyReason family_reason() const;
  // The name of the rule that value_rule applies, as the reason's title
  // ("Lasker's rule", "the Tartan theorem").
  virtual std::string rule_title() const;

  // Row `row` of value_rows as a game alone (a heap alone, a token alone),
  // when the component is a sum of such parts, so that each row's value can
  // be explained by the mex of its own options; nullptr when the component is
  // one part.
  virtual std::shared_ptr<const Component> row_alone(std::size_t row) const {
    (void)row;
    return nullptr;
  }

  // ----- Games whose positions can repeat (game graphs with cycles).

  // Whether play can return to a position, so that the value may be
  // infinite and the game a draw (generalized_value.hpp). Analysis then asks
  // for generalized_value() instead of grundy_value().
  virtual bool can_repeat() const { return false; }

  // The generalized Sprague–Grundy value; the default is the ordinary value.
  // moves_to_value and moves_to_loss of a family that can repeat consider
  // finite values only (an infinite target is never asked for).
  virtual GeneralizedValue generalized_value() const { return GeneralizedValue::finite(grundy_value()); }

  // The parts whose generalized values add up to this component's (Smith),
  // each with a label for an explanation: a game graph's tokens. Empty when
  // the component is one part.
  struct ValuePart {
    std::string label;
    GeneralizedValue value;
  };
  virtual std::vector<ValuePart> value_parts() const { return {}; }

  // The Progress a winning player lowers (generalized_value.hpp): zero for
  // games that cannot repeat, where every move makes progress anyway.
  virtual Progress progress() const { return {}; }
};

// How many moves the default parse_move and move_to compare at most.
inline constexpr std::uint64_t kMaxMovesCompared = 1'000'000;

using ComponentPtr = std::shared_ptr<const Component>;

}  // namespace grundy

// One component of a sum: a position of one game family.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

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
};

using ComponentPtr = std::shared_ptr<const Component>;

}  // namespace grundy

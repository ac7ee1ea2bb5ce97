// Chomp (Gale 1974): a chocolate bar shaped as a Young
// diagram whose bottom-left square, row 1 column 1, is poisoned. A move takes
// a square other than the poisoned one together with every square above it
// and to its right (rows >= r and columns >= c). Whoever must take the
// poisoned square loses; equivalently the poison is never taken and the
// player who cannot move (only the poison left) loses: normal play on the
// diagram without its poisoned square. So chomp(1x1) is worth 0.
//
//   chomp(ROWSxCOLS)     a rectangle, e.g. chomp(6x7) (also 6X7)
//   chomp(a,b,c,...)     the row lengths from the bottom row up, non-increasing
//
// What is known: on a rectangle larger than 1x1 the first player wins (a
// strategy-stealing argument: if taking the top-right square lost, the
// winning reply to it would be a first move as good), but no winning move is
// known in general; on two rows (a, b) the player to move loses exactly when
// b = a - 1; an L-shape (a row and a column meeting at the poison) is two Nim
// heaps, its arms. Values come from a search (component_search.hpp) over the
// diagrams inside the given one, a diagram and its transpose (the same game)
// kept once. One search is shared by a position and every position played
// from it, so that listing moves and playing on reuse its table.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "grundy/component.hpp"
#include "grundy/resource_limit.hpp"

namespace grundy {

struct ComputeLimits;  // compute_limits.hpp
struct Family;         // family.hpp

class Chomp final : public Component {
 public:
  // A diagram has at most this many rows and this many columns.
  static constexpr std::uint64_t kMaxRows = 64;
  static constexpr std::uint64_t kMaxColumns = 64;

  // `row_lengths` from the bottom row up: at least one row, each positive,
  // none longer than the row below it (RuleError otherwise); at most kMaxRows
  // rows of at most kMaxColumns squares (LimitError otherwise). Throws
  // LimitError, before any search, when the diagrams inside this one would
  // need more than `search_memory` for the search's table.
  explicit Chomp(std::vector<std::uint64_t> row_lengths, MemoryBudget search_memory = {});

  // How many diagrams fit inside the one with these row lengths (the empty
  // one included): the non-increasing sequences bounded row by row, which
  // are the positions a search from it may meet. Saturates at 2^64-1.
  static std::uint64_t count_diagrams_inside(const std::vector<std::uint64_t>& row_lengths);

  const std::vector<std::uint64_t>& row_lengths() const noexcept { return rows_; }
  bool is_rectangle() const noexcept;

  std::string family() const override { return "chomp"; }
  // "chomp(6x7)" for a rectangle, else "chomp(5,4,4,2)".
  std::string canonical() const override;
  // The rows.
  std::size_t number_count() const override { return rows_.size(); }
  Nimber grundy_value() const override;
  // Move.heap: the row of the square taken, from 0 (the bottom row);
  // Move.result: {its column, from 0}; Move.taken: the squares taken. Ordered
  // by row, then by column.
  void moves_to_value(Nimber own_value, Nimber target, const MoveVisitor& visit) const override;
  void all_moves(const MoveVisitor& visit) const override;
  // Of each row, the per_piece squares furthest right (those taking fewest).
  void first_moves(std::uint64_t per_piece, const MoveVisitor& visit) const override;
  // "2,3": row 2, column 3, counted from 1 from the poisoned corner.
  std::string notation(const Move& move) const override;
  std::string describe(const Move& move) const override;
  // The new position shares this one's search.
  std::shared_ptr<const Component> after(const Move& move) const override;
  std::vector<ValueRow> value_rows(std::size_t limit) const override;
  std::size_t value_row_count() const override { return 1; }
  // "R,C" or "R C".
  Move parse_move(std::string_view text) const override;
  std::string notation_help() const override;
  // The diagram, top row first: '#' a square, 'x' the poisoned one.
  std::vector<std::string> picture() const override;
  // An L-shape's two Nim heaps, strategy stealing on a rectangle, the losing
  // two-row (or two-column) diagrams; "" otherwise.
  std::string value_rule() const override;
  std::string rule_title() const override;
  // The squares (CellsBoard), top row first: a click on one
  // takes it, the poisoned one (marked) excepted. Diagrams of more than
  // kMaxBoardSide rows or columns are not drawn.
  std::optional<Board> drawn_board() const override;

 private:
  struct Search;  // the shared ComponentSearch (chomp.cpp)

  Chomp(std::vector<std::uint64_t> row_lengths, std::shared_ptr<Search> search);
  // The move taking the square at (row, column), both from 0, checked:
  // RuleError saying why it is not one.
  Move checked_move(std::uint64_t row, std::uint64_t column) const;
  // The squares a move at (row, column) takes.
  std::uint64_t squares_taken(std::size_t row, std::uint64_t column) const;
  // The value of the diagram left by a move at (row, column).
  Nimber value_after(std::size_t row, std::uint64_t column) const;

  std::vector<std::uint64_t> rows_;
  // Shared with every position after() makes; mutable through the pointer
  // (its table fills as values are asked for). A component and the positions
  // played from it are used from one thread at a time.
  std::shared_ptr<Search> search_;
};

// The `chomp` entry of the family registry: chomp(6x7), chomp(5,4,4,2). The
// search's table is bounded by `limits.search_memory`.
Family chomp_family(const ComputeLimits& limits);

}  // namespace grundy

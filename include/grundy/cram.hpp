// Cram: a move covers two adjacent free cells of a board with a domino; the
// player who cannot place one loses (Winning Ways, ch. 22).
//
//   cram(5x6)               an empty board of 5 rows and 6 columns
//   cram(..#./..../....)    a board drawn row by row, top row first: '.' a free
//                           cell, '#' a blocked one (rows as separate
//                           parameters work too: cram(..#., ...., ....))
//
// Cells are named like a chessboard: a column letter and a row number, a1 at
// the top left. A move is the two cells, a1-b1. Boards have at most 64 cells.
// Values come from the component-splitting search (component_search.hpp):
// the parts of a board are its regions of free cells that touch side by
// side (no domino joins two regions), each valued once for all its
// rotations and reflections.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "grundy/component.hpp"
#include "grundy/component_search.hpp"
#include "grundy/family.hpp"

namespace grundy {

struct ComputeLimits;  // compute_limits.hpp

// A set of cells: bit r * columns + c for the cell in row r, column c.
using CellSet = std::uint64_t;

// The shape of a region, up to rotation and reflection: the least of its
// eight images, each drawn in its bounding box.
struct RegionShape {
  std::uint8_t rows = 0;
  std::uint8_t columns = 0;
  CellSet cells = 0;
  friend bool operator==(const RegionShape&, const RegionShape&) = default;
};

struct RegionShapeHash {
  std::size_t operator()(const RegionShape& shape) const noexcept {
    return std::hash<std::uint64_t>{}(shape.cells * 0x9e3779b97f4a7c15ULL + shape.rows * 131U +
                                      shape.columns);
  }
};

// The rules for the search: a position is the set of free cells.
class CramRules {
 public:
  using Position = CellSet;
  using Key = RegionShape;

  CramRules(std::size_t rows, std::size_t columns);

  // The regions of free cells, but not single cells, which are worth 0.
  std::vector<CellSet> split(CellSet free) const;
  RegionShape key(CellSet region) const;
  std::vector<CellSet> options(CellSet region) const;
  std::size_t entry_bytes(const RegionShape&) const {
    return sizeof(RegionShape) + kTableEntryOverhead;
  }

  std::size_t rows() const noexcept { return rows_; }
  std::size_t columns() const noexcept { return columns_; }
  // The cells whose right-hand neighbour is on the board.
  CellSet has_right() const noexcept { return has_right_; }

 private:
  std::size_t rows_;
  std::size_t columns_;
  CellSet has_right_ = 0;
  CellSet board_ = 0;
};

using CramSearch = ComponentSearch<CramRules, RegionShapeHash>;

class Cram final : public Component {
 public:
  static constexpr std::size_t kMaxCells = 64;

  // `free`: the free cells; `rectangle`: whether to write the position as
  // cram(RxC) (an empty board as given).
  Cram(std::shared_ptr<CramSearch> search, CellSet free, bool rectangle);

  CellSet free_cells() const noexcept { return free_; }
  std::size_t rows() const noexcept { return rules().rows(); }
  std::size_t columns() const noexcept { return rules().columns(); }

  std::string family() const override { return "cram"; }
  std::string canonical() const override;
  std::size_t number_count() const override;
  Nimber grundy_value() const override;
  // Move.heap: the first cell (top, or left); Move.result: {the second cell}.
  void moves_to_value(Nimber own_value, Nimber target, const MoveVisitor& visit) const override;
  void all_moves(const MoveVisitor& visit) const override;
  std::string notation(const Move& move) const override;
  std::string describe(const Move& move) const override;
  std::shared_ptr<const Component> after(const Move& move) const override;
  // One row for each region: the value is the nim-sum of theirs.
  std::vector<ValueRow> value_rows(std::size_t limit) const override;
  std::size_t value_row_count() const override;
  std::shared_ptr<const Component> row_alone(std::size_t row) const override;
  std::string value_rule() const override;
  std::string rule_title() const override;
  Move parse_move(std::string_view text) const override;
  std::string notation_help() const override;
  std::vector<std::string> picture() const override;
  // The board's free cells (CellsBoard), and every domino that
  // may be placed: a click on one cell, then on the other. Boards with more
  // than kMaxBoardSize rows or columns are not drawn.
  std::optional<Board> drawn_board() const override;

 private:
  const CramRules& rules() const { return search_->rules(); }
  std::string cell_name(std::size_t cell) const;
  std::optional<std::size_t> find_cell(std::string_view name) const;
  std::string drawn(CellSet free) const;
  Nimber value_of(CellSet free) const;
  void each_move(const MoveVisitor& visit) const;

  std::shared_ptr<CramSearch> search_;
  CellSet free_;
  bool rectangle_;
  mutable std::optional<Nimber> value_;
  std::vector<CellSet> regions_;
};

Family cram_family(const ComputeLimits& limits);

}  // namespace grundy

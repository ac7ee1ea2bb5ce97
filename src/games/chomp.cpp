#include "grundy/chomp.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <array>

#include "core/move_text.hpp"
#include "grundy/component_search.hpp"
#include "grundy/compute_limits.hpp"
#include "grundy/errors.hpp"
#include "grundy/family.hpp"
#include "grundy/integers.hpp"
#include "grundy/translate.hpp"

namespace grundy {

namespace {

static_assert(Chomp::kMaxRows == 64 && Chomp::kMaxColumns == 64,
              "DiagramCode packs a diagram's boundary of at most 64 + 64 steps in 128 bits");

// A diagram as the search handles it: row lengths from the bottom row up,
// non-increasing, rows from `height` on empty. Of fixed size, so that making
// an option allocates nothing.
struct Diagram {
  std::array<std::uint8_t, Chomp::kMaxRows> rows{};
  std::size_t height = 0;
};

// A diagram's boundary as a lattice path, one bit per step from bit 0 of
// `low` on into `high`: for each row from the bottom, a 0 for each column by
// which it is longer than the row above, then a 1 for the step up. At most
// 64 + 64 steps, and the last is a 1, so the highest bit set ends the path
// and no two diagrams share a code.
struct DiagramCode {
  std::uint64_t low = 0;
  std::uint64_t high = 0;

  friend bool operator==(const DiagramCode&, const DiagramCode&) = default;
  // Any order serves to pick one of a diagram and its transpose.
  friend bool operator<(const DiagramCode& a, const DiagramCode& b) {
    return a.high != b.high ? a.high < b.high : a.low < b.low;
  }
};

struct DiagramCodeHash {
  std::size_t operator()(const DiagramCode& code) const noexcept {
    // Both halves mixed so that diagrams differing only in their top rows
    // (the high bits) still spread over the buckets.
    std::uint64_t mixed = code.low ^ (code.high * 0x9E3779B97F4A7C15ULL);
    mixed ^= mixed >> 31;
    mixed *= 0xBF58476D1CE4E5B9ULL;
    mixed ^= mixed >> 29;
    return static_cast<std::size_t>(mixed);
  }
};

// What one position costs in the search's table; the estimate made before a
// search uses the same figure, so that a search that passed it stays within
// its budget.
constexpr std::size_t kBytesPerPosition = sizeof(DiagramCode) + kTableEntryOverhead;

DiagramCode encode(const Diagram& diagram) {
  DiagramCode code;
  unsigned step = 0;
  for (std::size_t row = 0; row < diagram.height; ++row) {
    const unsigned above = row + 1 < diagram.height ? diagram.rows[row + 1] : 0;
    step += diagram.rows[row] - above;
    if (step < 64) {
      code.low |= std::uint64_t{1} << step;
    } else {
      code.high |= std::uint64_t{1} << (step - 64);
    }
    ++step;
  }
  return code;
}

// The transpose: column j's height is the number of rows longer than j.
Diagram conjugate(const Diagram& diagram) {
  Diagram transposed;
  transposed.height = diagram.height == 0 ? 0 : diagram.rows[0];
  std::size_t taller = diagram.height;
  for (std::size_t column = 0; column < transposed.height; ++column) {
    while (taller > 0 && diagram.rows[taller - 1] <= column) --taller;
    transposed.rows[column] = static_cast<std::uint8_t>(taller);
  }
  return transposed;
}

// The diagram left by taking the square at (row, column) and all above and
// to its right: rows from `row` on are cut to `column` squares.
Diagram cut(const Diagram& diagram, std::size_t row, std::uint8_t column) {
  Diagram left = diagram;
  for (std::size_t above = row; above < left.height; ++above)
    left.rows[above] = std::min(left.rows[above], column);
  if (column == 0) left.height = row;
  return left;
}

// Only the poisoned square left: no move.
bool has_move(const Diagram& diagram) { return diagram.height > 1 || diagram.rows[0] > 1; }

// The rules for ComponentSearch. Chomp never falls apart into independent
// parts: a position is one part while it has a move, and worth 0 without.
struct ChompRules {
  using Position = Diagram;
  using Key = DiagramCode;

  std::vector<Diagram> split(const Diagram& diagram) const {
    if (has_move(diagram)) return {diagram};
    return {};
  }
  // A diagram and its transpose are the same game (swap rows and columns in
  // every move), so one entry serves both: the lesser code of the two.
  DiagramCode key(const Diagram& diagram) const {
    return std::min(encode(diagram), encode(conjugate(diagram)));
  }
  std::vector<Diagram> options(const Diagram& diagram) const {
    std::vector<Diagram> found;
    for (std::size_t row = 0; row < diagram.height; ++row) {
      for (std::uint8_t column = row == 0 ? 1 : 0; column < diagram.rows[row]; ++column)
        found.push_back(cut(diagram, row, column));
    }
    return found;
  }
  std::size_t entry_bytes(const DiagramCode&) const { return kBytesPerPosition; }
};

Diagram to_diagram(const std::vector<std::uint64_t>& rows) {
  Diagram diagram;
  diagram.height = rows.size();
  for (std::size_t row = 0; row < rows.size(); ++row)
    diagram.rows[row] = static_cast<std::uint8_t>(rows[row]);
  return diagram;
}

// One row: a Nim heap of its squares but the poison. An L-shape: two such
// heaps, the arm right of the poison and the arm above it.
bool is_hook(const std::vector<std::uint64_t>& rows) {
  return std::all_of(rows.begin() + 1, rows.end(),
                     [](std::uint64_t length) { return length == 1; });
}

}  // namespace

struct Chomp::Search {
  ComponentSearch<ChompRules, DiagramCodeHash> engine;
};

Chomp::Chomp(std::vector<std::uint64_t> row_lengths, MemoryBudget search_memory)
    : rows_(std::move(row_lengths)) {
  if (rows_.empty()) throw RuleError(translate("a Chomp diagram has at least one row"));
  if (rows_.size() > kMaxRows || rows_[0] > kMaxColumns) {
    throw LimitError(format_translated(
        "a Chomp diagram has at most {} rows and {} columns; this one has {} rows and {} columns",
        kMaxRows, kMaxColumns, rows_.size(), rows_[0]));
  }
  for (std::size_t row = 0; row < rows_.size(); ++row) {
    if (rows_[row] == 0)
      throw RuleError(format_translated("row {} of the Chomp diagram is empty", row + 1));
    if (row > 0 && rows_[row] > rows_[row - 1]) {
      throw RuleError(format_translated(
          "the rows of a Chomp diagram must not grow upwards: row {} has {} squares, row {} {}",
          row + 1, rows_[row], row, rows_[row - 1]));
    }
  }
  const std::uint64_t positions = count_diagrams_inside(rows_);
  const std::uint64_t bytes = estimate_bytes(positions, kBytesPerPosition);
  if (bytes > search_memory.bytes()) {
    const std::string count =
        positions == kSaturatedCount ? translate("at least 2^64-1") : std::to_string(positions);
    const std::string need = bytes == ~std::uint64_t{0}
                                 ? translate("more than 16 EiB")
                                 : format_translated("about {}", format_bytes(bytes));
    throw LimitError(format_translated(
        "{} has {} positions below it; its search would need {} of memory; the limit is {} "
        "(--max-memory)",
        canonical(), count, need, format_bytes(search_memory.bytes())));
  }
  search_ = std::make_shared<Search>(
      Search{ComponentSearch<ChompRules, DiagramCodeHash>(ChompRules{}, search_memory)});
}

Chomp::Chomp(std::vector<std::uint64_t> row_lengths, std::shared_ptr<Search> search)
    : rows_(std::move(row_lengths)), search_(std::move(search)) {}

std::uint64_t Chomp::count_diagrams_inside(const std::vector<std::uint64_t>& row_lengths) {
  if (row_lengths.empty()) return 1;
  // ending[v]: the diagrams of the rows so far whose last row has v squares.
  // A row above may have any length up to the one below it and its bound.
  std::vector<std::uint64_t> ending(row_lengths[0] + 1, 1);
  for (std::size_t row = 1; row < row_lengths.size(); ++row) {
    const std::uint64_t bound = std::min<std::uint64_t>(row_lengths[row], ending.size() - 1);
    std::vector<std::uint64_t> next(bound + 1, 0);
    std::uint64_t at_least = 0;  // diagrams whose last row has at least `length` squares
    for (std::size_t length = ending.size(); length-- > 0;) {
      at_least = saturating_add(at_least, ending[length]);
      if (length <= bound) next[length] = at_least;
    }
    ending = std::move(next);
  }
  std::uint64_t total = 0;
  for (const std::uint64_t count : ending) total = saturating_add(total, count);
  return total;
}

bool Chomp::is_rectangle() const noexcept { return rows_.front() == rows_.back(); }

std::string Chomp::canonical() const {
  if (is_rectangle()) return fmt::format("chomp({}x{})", rows_.size(), rows_[0]);
  return fmt::format("chomp({})", fmt::join(rows_, ","));
}

Nimber Chomp::grundy_value() const { return search_->engine.value(to_diagram(rows_)); }

std::uint64_t Chomp::squares_taken(std::size_t row, std::uint64_t column) const {
  std::uint64_t taken = 0;
  for (std::size_t above = row; above < rows_.size() && rows_[above] > column; ++above)
    taken += rows_[above] - column;
  return taken;
}

Nimber Chomp::value_after(std::size_t row, std::uint64_t column) const {
  return search_->engine.value(cut(to_diagram(rows_), row, static_cast<std::uint8_t>(column)));
}

void Chomp::all_moves(const MoveVisitor& visit) const {
  for (std::size_t row = 0; row < rows_.size(); ++row) {
    for (std::uint64_t column = row == 0 ? 1 : 0; column < rows_[row]; ++column) {
      if (!visit(Move{0, row, squares_taken(row, column), {column}})) return;
    }
  }
}

void Chomp::moves_to_value(Nimber own_value, Nimber target, const MoveVisitor& visit) const {
  (void)own_value;  // each option's value is looked up; the own value does not help
  for (std::size_t row = 0; row < rows_.size(); ++row) {
    for (std::uint64_t column = row == 0 ? 1 : 0; column < rows_[row]; ++column) {
      if (value_after(row, column) != target) continue;
      if (!visit(Move{0, row, squares_taken(row, column), {column}})) return;
    }
  }
}

void Chomp::first_moves(std::uint64_t per_piece, const MoveVisitor& visit) const {
  for (std::size_t row = 0; row < rows_.size(); ++row) {
    const std::uint64_t first_allowed = row == 0 ? 1 : 0;
    const std::uint64_t from =
        std::max(first_allowed, rows_[row] > per_piece ? rows_[row] - per_piece : 0);
    for (std::uint64_t column = from; column < rows_[row]; ++column) {
      if (!visit(Move{0, row, squares_taken(row, column), {column}})) return;
    }
  }
}

std::string Chomp::notation(const Move& move) const {
  return fmt::format("{},{}", move.heap + 1, move.result.at(0) + 1);
}

std::string Chomp::describe(const Move& move) const {
  const Move checked = checked_move(move.heap, move.result.at(0));
  const std::size_t row = checked.heap + 1;
  const std::uint64_t column = checked.result[0] + 1;
  switch (checked.taken) {
    case 1:
      return format_translated("take the square in row {}, column {}", row, column);
    case 2:
      return format_translated(
          "take the square in row {}, column {} and the square above or to its right", row, column);
    default:
      return format_translated(
          "take the square in row {}, column {} and the {} squares above and to its right", row,
          column, checked.taken - 1);
  }
}

Move Chomp::checked_move(std::uint64_t row, std::uint64_t column) const {
  if (row >= rows_.size()) {
    throw RuleError(format_translated_plural("there is no row {}: the diagram has {} row",
                                             "there is no row {}: the diagram has {} rows",
                                             rows_.size(), row + 1, rows_.size()));
  }
  if (column >= rows_[row]) {
    throw RuleError(
        format_translated_plural("there is no square in row {}, column {}: row {} has {} square",
                                 "there is no square in row {}, column {}: row {} has {} squares",
                                 rows_[row], row + 1, column + 1, row + 1, rows_[row]));
  }
  if (row == 0 && column == 0) {
    throw RuleError(translate(
        "row 1, column 1 is the poisoned square: it is never taken (whoever would have to "
        "take it has lost)"));
  }
  const auto index = static_cast<std::size_t>(row);
  return Move{0, index, squares_taken(index, column), {column}};
}

std::shared_ptr<const Component> Chomp::after(const Move& move) const {
  if (move.result.size() != 1)
    throw RuleError(translate("a move of Chomp names one square: its row and its column"));
  const Move checked = checked_move(move.heap, move.result[0]);
  const std::uint64_t column = checked.result[0];
  std::vector<std::uint64_t> rows = rows_;
  for (std::size_t above = checked.heap; above < rows.size(); ++above)
    rows[above] = std::min(rows[above], column);
  if (column == 0) rows.resize(checked.heap);
  // The private constructor: the new position shares the search (and has
  // passed its memory estimate, being inside this one).
  return std::shared_ptr<const Chomp>(new Chomp(std::move(rows), search_));
}

std::vector<ValueRow> Chomp::value_rows(std::size_t limit) const {
  if (limit == 0) return {};
  // One row for the whole diagram: its value is not a sum of heaps.
  return {{canonical(), "", grundy_value()}};
}

Move Chomp::parse_move(std::string_view raw) const {
  const std::string text = move_text::squeeze(raw);
  if (text.empty()) throw ParseError(translate("no move given"), 0);
  std::vector<std::string_view> parts = move_text::split(text, ",");
  if (parts.size() == 1) parts = move_text::split(text, " ");
  if (parts.size() != 2) {
    throw ParseError(format_translated("'{}' is not a move of Chomp: write ROW,COLUMN, e.g. "
                                       "'2,3' (row 1 is the bottom row, column 1 the left one)",
                                       printable_token(text)),
                     0);
  }
  const std::uint64_t row = move_text::number(parts[0], translate("a row"));
  const std::uint64_t column = move_text::number(parts[1], translate("a column"));
  if (row == 0 || column == 0) {
    throw RuleError(translate(
        "rows and columns are numbered from 1: row 1 is the bottom row, column 1 the left one"));
  }
  return checked_move(row - 1, column - 1);
}

std::string Chomp::notation_help() const {
  return translate(
      "  R,C or R C        take the square in row R, column C (row 1 at the bottom, column 1\n"
      "                    at the left) and every square above and to its right, e.g. '2,3'\n");
}

std::vector<std::string> Chomp::picture() const {
  std::vector<std::string> lines;
  for (std::size_t row = rows_.size(); row-- > 0;) {
    std::string line = fmt::format("{:>2} ", row + 1);
    line.append(rows_[row], '#');
    if (row == 0) line[3] = 'x';
    lines.push_back(std::move(line));
  }
  // The columns' last digits, so that a move can be read off the picture.
  std::string ruler = "   ";
  for (std::uint64_t column = 1; column <= rows_[0]; ++column)
    ruler += static_cast<char>('0' + column % 10);
  lines.push_back(std::move(ruler));
  return lines;
}

std::string Chomp::rule_title() const {
  if (is_hook(rows_)) return translate("Nim heaps");
  if (is_rectangle()) return translate("strategy stealing");
  return translate("the rule of the game");
}

std::string Chomp::value_rule() const {
  const std::size_t height = rows_.size();
  const std::uint64_t width = rows_[0];
  if (height * width == 1) return {};
  if (is_hook(rows_)) {
    // The arm right of the poison and the arm above it never interact: a
    // move shortens one of them, as it would take from a Nim heap.
    const std::uint64_t right = width - 1, up = height - 1;
    if (right == 0 || up == 0) {
      return format_translated(
          "a single row or column of {} squares is a Nim heap of {}: a move leaves any smaller "
          "number of squares besides the poisoned one",
          right + up + 1, right + up);
    }
    return format_translated(
        "an L-shape is two Nim heaps, its arms: {} squares right of the poisoned one and {} "
        "above it, so its value is {} ⊕ {} = {}, 0 exactly when the arms are equal",
        right, up, right, up, right ^ up);
  }
  if (is_rectangle()) {
    return format_translated(
        "on a rectangle larger than 1x1 the first player wins, by strategy stealing: if taking "
        "the top-right square lost, the winning reply to it would take the same squares as a "
        "first move. So the value is not 0, but the argument does not say which move wins: no "
        "short rule is known for that, and the search finds G = {}",
        grundy_value());
  }
  const std::vector<std::uint64_t> columns = [&] {
    std::vector<std::uint64_t> heights;
    for (std::uint64_t column = 0; column < width; ++column) {
      heights.push_back(static_cast<std::uint64_t>(std::count_if(
          rows_.begin(), rows_.end(), [column](std::uint64_t length) { return length > column; })));
    }
    return heights;
  }();
  // Two rows (a, a-1) are a loss: whatever is taken, the reply leaves two
  // rows (a', a'-1) again, or the poison alone (cut the top row to one less
  // than the bottom one, or the bottom row to one more than the top one).
  // The transpose, two columns, is the same game.
  if (height == 2 || columns.size() == 2) {
    const std::vector<std::uint64_t>& pair = height == 2 ? rows_ : columns;
    const char* lines = height == 2 ? translatable("rows") : translatable("columns");
    const Nimber value = grundy_value();
    return format_translated(
        "on two {} (a, b) the player to move loses exactly when b = a - 1; here ({}, {}), {}, "
        "and the search finds the value {}",
        translate(lines), pair[0], pair[1],
        pair[1] + 1 == pair[0] ? translate("a loss") : translate("a win"), value);
  }
  return {};
}

std::optional<Board> Chomp::drawn_board() const {
  const std::uint64_t height = rows_.size();
  const std::uint64_t width = rows_[0];
  if (height > kMaxBoardSide || width > kMaxBoardSide) return std::nullopt;
  CellsBoard board;
  board.columns = width;
  board.rows = height;
  for (std::uint64_t column = 1; column <= width; ++column)
    board.column_labels.push_back(std::to_string(column));
  for (std::uint64_t row = height; row >= 1; --row) board.row_labels.push_back(std::to_string(row));
  // Drawn from the top row down: row 1, with the poison, is at the bottom.
  for (std::size_t row = rows_.size(); row-- > 0;) {
    for (std::uint64_t column = 0; column < rows_[row]; ++column) {
      const Move move{0, row, squares_taken(row, column), {column}};
      const bool poisoned = row == 0 && column == 0;
      board.cells.push_back(
          {notation(move), column, height - 1 - row, poisoned ? "" : notation(move), poisoned});
    }
  }
  return board;
}

// ------------------------------------------------------------------ family --

namespace {

// A whole number of rows or squares, 1 .. 64, from `text` (a part of
// `token` starting `offset` characters into it), `what` naming it.
std::uint64_t read_size(const Token& token, std::string_view text, std::size_t offset,
                        std::string_view what, std::uint64_t most) {
  while (!text.empty() && text.front() == ' ') {
    text.remove_prefix(1);
    ++offset;
  }
  while (!text.empty() && text.back() == ' ') text.remove_suffix(1);
  const Token part{std::string(text), token.column + offset};
  const std::uint64_t number = read_number(part, what);
  if (number == 0) {
    throw ParseError(format_translated("'{}' at column {}: {} must be at least 1",
                                       printable_token(token.text), part.column, what),
                     part.column);
  }
  if (number > most) {
    throw LimitError(format_translated(
        "'{}' at column {}: a Chomp diagram has at most {} rows and {} columns",
        printable_token(token.text), part.column, Chomp::kMaxRows, Chomp::kMaxColumns));
  }
  return number;
}

// chomp(RxC) or chomp(a,b,c,...): the row lengths from the bottom up.
std::vector<std::uint64_t> read_diagram(const std::vector<Token>& parameters) {
  if (parameters.size() == 1) {
    const Token& only = parameters[0];
    const std::size_t cross = only.text.find_first_of("xX");
    if (cross != std::string::npos) {
      const std::string_view text = only.text;
      const std::uint64_t height = read_size(only, text.substr(0, cross), 0,
                                             translate("the number of rows"), Chomp::kMaxRows);
      const std::uint64_t width = read_size(only, text.substr(cross + 1), cross + 1,
                                            translate("the number of columns"), Chomp::kMaxColumns);
      return std::vector<std::uint64_t>(height, width);
    }
  }
  if (parameters.size() > Chomp::kMaxRows) {
    const Token& extra = parameters[Chomp::kMaxRows];
    throw LimitError(format_translated(
        "'{}' at column {} is row {}: a Chomp diagram has at most {} rows and {} columns",
        printable_token(extra.text), extra.column, Chomp::kMaxRows + 1, Chomp::kMaxRows,
        Chomp::kMaxColumns));
  }
  std::vector<std::uint64_t> rows;
  for (const Token& parameter : parameters) {
    const std::uint64_t length =
        read_size(parameter, parameter.text, 0, translate("a row length"), Chomp::kMaxColumns);
    if (!rows.empty() && length > rows.back()) {
      throw ParseError(
          format_translated("row lengths must not increase: {} after {} at column {} (give the "
                            "rows from the bottom up, e.g. chomp(5,4,4,2))",
                            length, rows.back(), parameter.column),
          parameter.column);
    }
    rows.push_back(length);
  }
  return rows;
}

}  // namespace

Family chomp_family(const ComputeLimits& limits) {
  const MemoryBudget budget = limits.search_memory;
  return {"chomp", "Chomp: take a square and all above and to its right; the poisoned corner loses",
          "chomp(RxC)          a rectangle of R rows and C columns, e.g. chomp(6x7)\n"
          "chomp(a,b,c,...)    a Young diagram: its row lengths from the bottom row up,\n"
          "                    non-increasing, e.g. chomp(5,4,4,2)\n"
          "At most 64 rows and 64 columns. The bottom-left square (row 1, column 1) is\n"
          "poisoned. A move takes another square together with every square above it and\n"
          "to its right. Whoever must take the poisoned square loses; so the poison is never\n"
          "taken, and the player who cannot move (only the poison left) loses: chomp(1x1)\n"
          "is worth 0. On a rectangle the first player wins (strategy stealing), though no\n"
          "winning move is known in general; on two rows (a, b) the player to move loses\n"
          "exactly when b = a - 1; an L-shape is two Nim heaps, its arms. Values come from\n"
          "a search of every diagram inside the given one (--max-memory bounds it).\n"
          "Moves are written ROW,COLUMN from 1, row 1 at the bottom: '2,3' takes the square\n"
          "in row 2, column 3 and all above and to its right ('2 3' also works).\n"
          "Example: grundy solve 'chomp(3x4)'",
          [budget](const ComponentText& text) -> ComponentPtr {
            const std::vector<Token>& parameters = require_parameters(text, "chomp(3x4)");
            forbid_numbers(text, "chomp(5,4,4,2)");
            return std::make_shared<Chomp>(read_diagram(parameters), budget);
          },
          "chomp(3x4)"};
}

}  // namespace grundy

#include "grundy/cram.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <bit>
#include <cctype>
#include <tuple>

#include "core/move_text.hpp"
#include "grundy/compute_limits.hpp"
#include "grundy/errors.hpp"
#include "grundy/simple_graph.hpp"
#include "grundy/translate.hpp"

namespace grundy {
namespace {

CellSet first_cells(std::size_t count) {
  return count == 64 ? ~CellSet{0} : (CellSet{1} << count) - 1;
}

}  // namespace

// ------------------------------------------------------------- CramRules --

CramRules::CramRules(std::size_t rows, std::size_t columns)
    : rows_(rows), columns_(columns), board_(first_cells(rows * columns)) {
  for (std::size_t r = 0; r < rows; ++r) {
    for (std::size_t c = 0; c + 1 < columns; ++c) has_right_ |= CellSet{1} << (r * columns + c);
  }
}

std::vector<CellSet> CramRules::split(CellSet free) const {
  std::vector<CellSet> regions;
  while (free != 0) {
    CellSet region = free & (~free + 1);
    CellSet frontier = region;
    while (frontier != 0) {
      const CellSet reached = ((frontier & has_right_) << 1) | ((frontier >> 1) & has_right_) |
                              ((frontier << columns_) & board_) | (frontier >> columns_);
      frontier = reached & free & ~region;
      region |= frontier;
    }
    if ((region & (region - 1)) != 0) regions.push_back(region);  // a single cell is worth 0
    free &= ~region;
  }
  return regions;
}

RegionShape CramRules::key(CellSet region) const {
  std::size_t top = rows_, left = columns_, bottom = 0, right = 0;
  for (CellSet cells = region; cells != 0; cells &= cells - 1) {
    const std::size_t cell = lowest_vertex(cells);
    top = std::min(top, cell / columns_);
    bottom = std::max(bottom, cell / columns_);
    left = std::min(left, cell % columns_);
    right = std::max(right, cell % columns_);
  }
  const std::size_t h = bottom - top + 1;
  const std::size_t w = right - left + 1;
  // The eight images of the box: each maps (r, c) to a cell of an h x w or
  // w x h box; the least (rows, columns, cells) is the shape.
  std::array<RegionShape, 8> images{};
  for (std::size_t i = 0; i < 8; ++i) {
    const bool transposed = i >= 4;
    images[i].rows = static_cast<std::uint8_t>(transposed ? w : h);
    images[i].columns = static_cast<std::uint8_t>(transposed ? h : w);
  }
  for (CellSet cells = region; cells != 0; cells &= cells - 1) {
    const std::size_t cell = lowest_vertex(cells);
    const std::size_t r = cell / columns_ - top;
    const std::size_t c = cell % columns_ - left;
    const std::array<std::pair<std::size_t, std::size_t>, 8> mapped = {{
        {r, c},
        {r, w - 1 - c},
        {h - 1 - r, c},
        {h - 1 - r, w - 1 - c},
        {c, r},
        {c, h - 1 - r},
        {w - 1 - c, r},
        {w - 1 - c, h - 1 - r},
    }};
    for (std::size_t i = 0; i < 8; ++i)
      images[i].cells |= CellSet{1} << (mapped[i].first * images[i].columns + mapped[i].second);
  }
  return *std::min_element(
      images.begin(), images.end(), [](const RegionShape& a, const RegionShape& b) {
        return std::tie(a.rows, a.columns, a.cells) < std::tie(b.rows, b.columns, b.cells);
      });
}

std::vector<CellSet> CramRules::options(CellSet region) const {
  std::vector<CellSet> found;
  const CellSet horizontal =
      region & has_right_ & (region >> 1);                 // cells whose right neighbour is free
  const CellSet vertical = region & (region >> columns_);  // cells whose lower neighbour is free
  for (CellSet cells = horizontal; cells != 0; cells &= cells - 1)
    found.push_back(region & ~(CellSet{3} << lowest_vertex(cells)));
  for (CellSet cells = vertical; cells != 0; cells &= cells - 1)
    found.push_back(region & ~((CellSet{1} | CellSet{1} << columns_) << lowest_vertex(cells)));
  return found;
}

// ------------------------------------------------------------------ Cram --

Cram::Cram(std::shared_ptr<CramSearch> search, CellSet free, bool rectangle)
    : search_(std::move(search)),
      free_(free),
      rectangle_(rectangle),
      regions_(search_->rules().split(free)) {}

std::string Cram::cell_name(std::size_t cell) const {
  return grid_cell_name(cell / columns(), cell % columns(), columns());
}

std::optional<std::size_t> Cram::find_cell(std::string_view name) const {
  for (std::size_t cell = 0; cell < rows() * columns(); ++cell) {
    if (cell_name(cell) == name) return cell;
  }
  return std::nullopt;
}

std::string Cram::drawn(CellSet free) const {
  std::string text;
  for (std::size_t r = 0; r < rows(); ++r) {
    if (r > 0) text += '/';
    for (std::size_t c = 0; c < columns(); ++c)
      text += (free >> (r * columns() + c) & 1) != 0 ? '.' : '#';
  }
  return text;
}

std::string Cram::canonical() const {
  if (rectangle_ && free_ == first_cells(rows() * columns()))
    return fmt::format("cram({}x{})", rows(), columns());
  return "cram(" + drawn(free_) + ")";
}

std::size_t Cram::number_count() const { return static_cast<std::size_t>(std::popcount(free_)); }

Nimber Cram::value_of(CellSet free) const {
  try {
    return search_->value(free);
  } catch (const LimitError& error) {
    throw LimitError(
        format_translated("cram on {} free cells: {}", std::popcount(free_), error.what()));
  }
}

Nimber Cram::grundy_value() const {
  if (!value_) value_ = value_of(free_);
  return *value_;
}

void Cram::each_move(const MoveVisitor& visit) const {
  const CellSet horizontal = free_ & rules().has_right() & (free_ >> 1);
  const CellSet vertical = free_ & (free_ >> columns());
  // Cell by cell from the top left, the horizontal domino before the vertical one.
  for (CellSet cells = horizontal | vertical; cells != 0; cells &= cells - 1) {
    const std::size_t cell = lowest_vertex(cells);
    if ((horizontal >> cell & 1) != 0 && !visit(Move{0, cell, 2, {cell + 1}})) return;
    if ((vertical >> cell & 1) != 0 && !visit(Move{0, cell, 2, {cell + columns()}})) return;
  }
}

void Cram::moves_to_value(Nimber own_value, Nimber target, const MoveVisitor& visit) const {
  (void)own_value;
  each_move([&](const Move& move) {
    const CellSet covered = CellSet{1} << move.heap | CellSet{1} << move.result.at(0);
    return value_of(free_ & ~covered) != target || visit(move);
  });
}

void Cram::all_moves(const MoveVisitor& visit) const { each_move(visit); }

std::string Cram::notation(const Move& move) const {
  return cell_name(move.heap) + "-" + cell_name(move.result.at(0));
}

std::string Cram::describe(const Move& move) const {
  return format_translated("cover {} and {}", cell_name(move.heap), cell_name(move.result.at(0)));
}

std::shared_ptr<const Component> Cram::after(const Move& move) const {
  const CellSet covered = CellSet{1} << move.heap | CellSet{1} << move.result.at(0);
  return std::make_shared<Cram>(search_, free_ & ~covered, false);
}

std::vector<ValueRow> Cram::value_rows(std::size_t limit) const {
  if (regions_.empty()) return {{translate("the board"), canonical(), 0}};
  std::vector<ValueRow> rows_found;
  for (std::size_t i = 0; i < regions_.size() && rows_found.size() < limit; ++i) {
    rows_found.push_back(
        {regions_.size() == 1 ? translate("the board") : format_translated("region {}", i + 1),
         "cram(" + drawn(regions_[i]) + ")", value_of(regions_[i])});
  }
  return rows_found;
}

std::size_t Cram::value_row_count() const { return std::max<std::size_t>(regions_.size(), 1); }

std::shared_ptr<const Component> Cram::row_alone(std::size_t row) const {
  if (regions_.size() < 2 || row >= regions_.size()) return nullptr;
  return std::make_shared<Cram>(search_, regions_[row], false);
}

std::string Cram::rule_title() const { return translate("the mirror strategy"); }

std::string Cram::value_rule() const {
  if (!rectangle_ || free_ != first_cells(rows() * columns())) return {};
  if (rows() % 2 == 0 && columns() % 2 == 0) {
    return translate(
        "both sides even: the second player answers each domino with its mirror image through the "
        "centre, so G = 0");
  }
  if (rows() % 2 == 0 || columns() % 2 == 0) {
    return translate(
        "one side even, one odd: the first player covers the two middle cells, then mirrors every "
        "domino through "
        "the centre, so the value is not 0");
  }
  return {};
}

Move Cram::parse_move(std::string_view text) const {
  std::string cleaned(text);
  std::replace(cleaned.begin(), cleaned.end(), '-', ' ');
  std::vector<std::string> words;
  std::size_t pos = 0;
  while (pos < cleaned.size()) {
    while (pos < cleaned.size() && std::isspace(static_cast<unsigned char>(cleaned[pos])) != 0)
      ++pos;
    const std::size_t start = pos;
    while (pos < cleaned.size() && std::isspace(static_cast<unsigned char>(cleaned[pos])) == 0)
      ++pos;
    if (pos > start) words.push_back(cleaned.substr(start, pos - start));
  }
  if (words.size() != 2) {
    throw ParseError(
        format_translated("'{}' is not a move: write the two cells a domino covers, e.g. a1-b1",
                          printable_token(text)),
        1);
  }
  std::array<std::size_t, 2> cells{};
  for (std::size_t i = 0; i < 2; ++i) {
    for (char& c : words[i]) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    const std::optional<std::size_t> cell = find_cell(words[i]);
    if (!cell)
      throw RuleError(
          format_translated("'{}' is not a cell of this board", printable_token(words[i])));
    if ((free_ >> *cell & 1) == 0)
      throw RuleError(format_translated("cell {} is not free", words[i]));
    cells[i] = *cell;
  }
  const std::size_t first = std::min(cells[0], cells[1]);
  const std::size_t second = std::max(cells[0], cells[1]);
  const bool side_by_side = second == first + 1 && first % columns() + 1 < columns();
  if (!side_by_side && second != first + columns()) {
    throw RuleError(format_translated("{} and {} are not next to each other", cell_name(cells[0]),
                                      cell_name(cells[1])));
  }
  return Move{0, first, 2, {second}};
}

std::string Cram::notation_help() const {
  return translate("  two cells side by side (a1-b1, a1-a2): a domino covers them\n");
}

std::vector<std::string> Cram::picture() const {
  std::vector<std::string> lines;
  std::string header = "   ";
  for (std::size_t c = 0; c < columns() && columns() <= 26; ++c)
    header += static_cast<char>('a' + c);
  lines.push_back(header);
  for (std::size_t r = 0; r < rows(); ++r) {
    std::string line = fmt::format("{:>2} ", r + 1);
    for (std::size_t c = 0; c < columns(); ++c)
      line += (free_ >> (r * columns() + c) & 1) != 0 ? '.' : '#';
    lines.push_back(line);
  }
  return lines;
}

std::optional<Board> Cram::drawn_board() const {
  if (rows() > kMaxBoardSize || columns() > kMaxBoardSize) return std::nullopt;
  CellsBoard board;
  board.columns = columns();
  board.rows = rows();
  // The names' parts: a column letter (a number past 26 columns), a row number.
  for (std::size_t c = 0; c < columns(); ++c)
    board.column_labels.push_back(columns() <= 26 ? std::string(1, static_cast<char>('a' + c))
                                                  : std::to_string(c + 1));
  for (std::size_t r = 0; r < rows(); ++r) board.row_labels.push_back(std::to_string(r + 1));
  std::vector<std::size_t> index(rows() * columns(), 0);  // cell -> its place on the board
  for (CellSet cells = free_; cells != 0; cells &= cells - 1) {
    const std::size_t cell = lowest_vertex(cells);
    index[cell] = board.cells.size();
    // A cell alone is no move: a domino is.
    board.cells.push_back({cell_name(cell), cell % columns(), cell / columns(), "", false});
  }
  each_move([&](const Move& move) {
    board.dominoes.push_back(
        {.first = index[move.heap], .second = index[move.result.at(0)], .move = notation(move)});
    return true;
  });
  return board;
}

// ---------------------------------------------------------------- family --

namespace {

struct TypedBoard {
  std::size_t rows = 0;
  std::size_t columns = 0;
  CellSet free = 0;
  bool rectangle = false;
};

// "5x6", or rows of '.' and '#' (one parameter with '/' between rows, or one
// parameter a row).
TypedBoard read_board(const std::vector<Token>& parameters) {
  TypedBoard board;
  const Token& first = parameters[0];
  const std::size_t times = first.text.find_first_of("xX");
  const bool digits_before =
      times != std::string::npos && times > 0 &&
      std::all_of(first.text.begin(), first.text.begin() + static_cast<std::ptrdiff_t>(times),
                  [](char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; });
  if (parameters.size() == 1 && digits_before) {
    board.rows =
        read_number(Token{first.text.substr(0, times), first.column}, "the number of rows");
    board.columns = read_number(Token{first.text.substr(times + 1), first.column + times + 1},
                                "the number of columns");
    if (board.rows == 0 || board.columns == 0 || board.rows > Cram::kMaxCells ||
        board.columns > Cram::kMaxCells || board.rows * board.columns > Cram::kMaxCells) {
      throw LimitError(format_translated("cram({}) at column {}: a board has 1 to {} cells",
                                         printable_token(first.text), first.column,
                                         Cram::kMaxCells));
    }
    board.free = first_cells(board.rows * board.columns);
    board.rectangle = true;
    return board;
  }
  std::vector<Token> rows;
  for (const Token& parameter : parameters) {
    std::size_t start = 0;
    while (true) {
      const std::size_t slash = parameter.text.find('/', start);
      rows.push_back({parameter.text.substr(start, slash - start), parameter.column + start});
      if (slash == std::string::npos) break;
      start = slash + 1;
    }
  }
  board.rows = rows.size();
  board.columns = rows[0].text.size();
  for (const Token& row : rows) {
    for (std::size_t i = 0; i < row.text.size(); ++i) {
      if (row.text[i] != '.' && row.text[i] != '#') {
        throw ParseError(
            format_translated(
                "unexpected '{}' at column {}: a board is ROWSxCOLUMNS, or rows of '.' "
                "(free) and '#' (blocked) separated by '/'",
                printable_token(row.text.substr(i, 1)), row.column + i),
            row.column + i);
      }
    }
    if (row.text.size() != board.columns || row.text.empty()) {
      throw ParseError(
          format_translated_plural(
              "the row '{}' at column {} has {} cell, the first row {}: every row must be as long",
              "the row '{}' at column {} has {} cells, the first row {}: every row must be as long",
              row.text.size(), printable_token(row.text), row.column, row.text.size(),
              board.columns),
          row.column);
    }
  }
  if (board.rows * board.columns > Cram::kMaxCells) {
    throw LimitError(format_translated("the board has {} cells; Cram boards have at most {}",
                                       board.rows * board.columns, Cram::kMaxCells));
  }
  for (std::size_t r = 0; r < board.rows; ++r) {
    for (std::size_t c = 0; c < board.columns; ++c) {
      if (rows[r].text[c] == '.') board.free |= CellSet{1} << (r * board.columns + c);
    }
  }
  return board;
}

}  // namespace

Family cram_family(const ComputeLimits& limits) {
  const MemoryBudget budget = limits.search_memory;
  return {
      "cram",
      "dominoes on a board: cover two adjacent free cells; who cannot, loses",
      "cram(RxC)             an empty board of R rows and C columns (at most 64 cells)\n"
      "cram(..#./..../....)  a board drawn row by row from the top: '.' free, '#' blocked\n"
      "A move covers two free cells side by side or one above the other. Cells are\n"
      "named a1 (top left), b1, ...; a move is written a1-b1. Regions that no domino\n"
      "joins are valued apart and their values added by XOR. On a 1 x n strip Cram is\n"
      "Dawson's Kayles (octal 0.07). Example: grundy solve 'cram(4x5)'",
      [budget](const ComponentText& text) -> ComponentPtr {
        const std::vector<Token>& parameters = require_parameters(text, "cram(4x5)");
        forbid_numbers(text, "cram(..#/...)");
        const TypedBoard board = read_board(parameters);
        auto search = std::make_shared<CramSearch>(CramRules(board.rows, board.columns), budget);
        return std::make_shared<Cram>(std::move(search), board.free, board.rectangle);
      },
      "cram(3x4)",
  };
}

}  // namespace grundy

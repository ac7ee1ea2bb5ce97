#include "board_rules.hpp"

#include <algorithm>
#include <memory>

#include "graph_rules.hpp"

namespace oracle {
namespace {

constexpr std::size_t kMostCells = 64;  // a position is one 64-bit set

std::uint64_t bit(std::size_t i) { return std::uint64_t{1} << i; }

bool is_digit(char c) { return c >= '0' && c <= '9'; }

std::size_t size_number(std::string text) {
  while (!text.empty() && text.front() == ' ') text.erase(0, 1);
  while (!text.empty() && text.back() == ' ') text.pop_back();
  if (text.empty() || !std::all_of(text.begin(), text.end(), is_digit))
    throw OracleError("oracle: not a size: '" + text + "'");
  if (text.size() > 6)
    throw OracleTooLarge("oracle: a size beyond what it searches: '" + text + "'");
  const std::size_t n = std::stoull(text);
  if (n == 0) throw OracleError("oracle: a board of no rows or no columns");
  return n;
}

void check_size(const Grid& grid) {
  if (grid.rows > kMostCells || grid.columns > kMostCells || grid.rows * grid.columns > kMostCells)
    throw OracleTooLarge("oracle: boards of more than 64 cells are not searched");
}

Grid cram_grid(const std::vector<std::string>& parameters) {
  Grid grid;
  const std::string& first = parameters[0];
  const std::size_t times = first.find_first_of("xX");
  if (parameters.size() == 1 && times != std::string::npos && times > 0 &&
      std::all_of(first.begin(), first.begin() + static_cast<std::ptrdiff_t>(times), is_digit)) {
    grid.rows = size_number(first.substr(0, times));
    grid.columns = size_number(first.substr(times + 1));
    check_size(grid);
    grid.rectangle = true;
    grid.start = grid.rows * grid.columns == kMostCells ? ~std::uint64_t{0}
                                                        : bit(grid.rows * grid.columns) - 1;
    return grid;
  }
  // Rows of '.' (free) and '#' (blocked): '/' between them, or one a parameter.
  std::vector<std::string> rows;
  for (const std::string& parameter : parameters) {
    std::string row;
    for (const char c : parameter + "/") {
      if (c == '/') {
        rows.push_back(row);
        row.clear();
      } else if (c == '.' || c == '#') {
        row += c;
      } else {
        throw OracleError("oracle: a Cram board is RxC or rows of '.' and '#'");
      }
    }
  }
  grid.rows = rows.size();
  grid.columns = rows[0].size();
  check_size(grid);
  for (std::size_t r = 0; r < grid.rows; ++r) {
    if (rows[r].size() != grid.columns || rows[r].empty())
      throw OracleError("oracle: the rows of a Cram board are equally long");
    for (std::size_t c = 0; c < grid.columns; ++c) {
      if (rows[r][c] == '.') grid.start |= bit(r * grid.columns + c);
    }
  }
  return grid;
}

Grid chomp_grid(const std::vector<std::string>& parameters) {
  std::vector<std::size_t> lengths;  // from the bottom row up
  const std::size_t cross = parameters[0].find_first_of("xX");
  if (parameters.size() == 1 && cross != std::string::npos) {
    lengths.assign(size_number(parameters[0].substr(0, cross)),
                   size_number(parameters[0].substr(cross + 1)));
  } else {
    for (const std::string& parameter : parameters) {
      lengths.push_back(size_number(parameter));
      if (lengths.size() > 1 && lengths.back() > lengths[lengths.size() - 2])
        throw OracleError("oracle: the rows of a Chomp diagram do not grow upwards");
    }
  }
  Grid grid;
  grid.rows = lengths.size();
  grid.columns = lengths[0];
  check_size(grid);
  for (std::size_t r = 0; r < grid.rows; ++r) {
    for (std::size_t c = 0; c < lengths[r]; ++c) grid.start |= bit(r * grid.columns + c);
  }
  return grid;
}

}  // namespace

Game board_game(const std::string& name, const std::string& parameters) {
  Game game;
  game.rules = name == "cram" ? Rules::cram : Rules::chomp;
  game.head = name;  // the text is board_text's
  const std::vector<std::string> tokens = split_parameters(parameters);
  game.grid = std::make_shared<Grid>(name == "cram" ? cram_grid(tokens) : chomp_grid(tokens));
  return game;
}

std::string board_text(const Part& part) {
  const Grid& grid = *part.game->grid;
  const std::uint64_t cells = part.numbers.at(0);
  const auto has = [&](std::size_t r, std::size_t c) {
    return (cells & bit(r * grid.columns + c)) != 0;
  };
  if (part.game->rules == Rules::cram) {
    if (grid.rectangle && cells == grid.start)
      return "cram(" + std::to_string(grid.rows) + "x" + std::to_string(grid.columns) + ")";
    std::string text = "cram(";
    for (std::size_t r = 0; r < grid.rows; ++r) {
      if (r > 0) text += '/';
      for (std::size_t c = 0; c < grid.columns; ++c) text += has(r, c) ? '.' : '#';
    }
    return text + ")";
  }
  // Chomp: the squares of each row, from the bottom; the poison always stays.
  std::vector<std::size_t> lengths;
  for (std::size_t r = 0; r < grid.rows && has(r, 0); ++r) {
    std::size_t length = 0;
    while (length < grid.columns && has(r, length)) ++length;
    lengths.push_back(length);
  }
  if (std::all_of(lengths.begin(), lengths.end(), [&](std::size_t n) { return n == lengths[0]; }))
    return "chomp(" + std::to_string(lengths.size()) + "x" + std::to_string(lengths[0]) + ")";
  std::string text = "chomp(";
  for (std::size_t r = 0; r < lengths.size(); ++r) {
    if (r > 0) text += ',';
    text += std::to_string(lengths[r]);
  }
  return text + ")";
}

std::vector<std::vector<std::uint64_t>> board_options(const Part& part) {
  const Grid& grid = *part.game->grid;
  const std::uint64_t cells = part.numbers.at(0);
  const auto has = [&](std::size_t r, std::size_t c) {
    return (cells & bit(r * grid.columns + c)) != 0;
  };
  std::vector<std::vector<std::uint64_t>> found;
  for (std::size_t r = 0; r < grid.rows; ++r) {
    for (std::size_t c = 0; c < grid.columns; ++c) {
      if (!has(r, c)) continue;
      const std::uint64_t here = bit(r * grid.columns + c);
      if (part.game->rules == Rules::cram) {
        // A domino on this cell and the one to its right, or the one below.
        if (c + 1 < grid.columns && has(r, c + 1)) found.push_back({cells & ~here & ~(here << 1)});
        if (r + 1 < grid.rows && has(r + 1, c))
          found.push_back({cells & ~here & ~(here << grid.columns)});
        continue;
      }
      // Chomp: take this square and all above and to its right; never the poison.
      if (r == 0 && c == 0) continue;
      std::uint64_t taken = 0;
      for (std::size_t above = r; above < grid.rows; ++above) {
        for (std::size_t right = c; right < grid.columns; ++right)
          taken |= bit(above * grid.columns + right);
      }
      found.push_back({cells & ~taken});
    }
  }
  return found;
}

}  // namespace oracle

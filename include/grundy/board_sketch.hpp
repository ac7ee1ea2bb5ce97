// What a board of a position shows, for front ends that draw one (the page):
// its shape, the numbers on it, and what a click on it does. The front end
// turns a click into the move's notation; the family still checks every
// move it is sent. A game describes its own board (Component::board_sketch),
// so that no front end needs to know the families.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace grundy {

// Boards with more tokens, steps, squares or vertices than this are not
// drawn (a front end lists the moves instead).
inline constexpr std::uint64_t kMaxBoardSize = 40;
// Pictures of graphs with more vertices or edges than these are not drawn
// (Node- and Arc-Kayles have at most 64 and always fit).
inline constexpr std::size_t kMaxBoardVertices = 64;
inline constexpr std::size_t kMaxBoardEdges = 128;
// Boards of squares where a click takes a corner (Chomp) are drawn up to
// this many rows and columns, so that a square stays large enough to click.
inline constexpr std::uint64_t kMaxBoardSide = 20;
// The distance between neighbouring vertices of a picture's layout
// (BoardSketch::points), in the layout's units.
inline constexpr std::uint64_t kLayoutStep = 100;

// Whether a board whose largest number (heap, step, square) is among
// `numbers` is small enough to draw.
inline bool fits_board(const std::vector<std::uint64_t>& numbers) {
  for (const std::uint64_t number : numbers) {
    if (number > kMaxBoardSize) return false;
  }
  return true;
}

// The corner opposite (0, 0) of the box holding `points`.
inline std::pair<std::uint64_t, std::uint64_t> layout_extent(
    const std::vector<std::pair<std::uint64_t, std::uint64_t>>& points) {
  std::pair<std::uint64_t, std::uint64_t> extent{0, 0};
  for (const auto& [x, y] : points) {
    if (x > extent.first) extent.first = x;
    if (y > extent.second) extent.second = y;
  }
  return extent;
}

struct BoardSketch {
  enum class Kind {
    none,       // no board: the moves are listed
    heaps,      // rows of tokens (matches or pins), `numbers` the heaps
    moore,      // heaps of matches, `numbers` the heaps; a move takes from up to `k` of them
    wythoff,    // a queen on a grid at (numbers[0], numbers[1]); `pairs` the cold squares
    staircase,  // steps with monks on `numbers`
    welter,     // a strip with coins on `numbers`
    graph,  // `names` the vertices, `layers` their rows, `pairs` the edges, `numbers` the tokens
    coins,  // a row of coins from coin `k`, heads on `numbers`; a move turns a head and
            // k - 1 coins to its left, k in `column_turns` (empty: a run ending at it)
    grid,   // coins on a grid from (numbers[0], numbers[1]), heads on `pairs`; a move turns a
            // turn of the columns (`column_turns`) times a turn of the rows (`row_turns`)
    undirected,  // an undirected graph: `names` the vertices drawn at `points`, `pairs` the
                 // edges (parallel edges and loops allowed); a click on a vertex makes its
                 // entry of `moves`, on an edge its entry of `pair_moves` ("": no move);
                 // `numbers` the ground (Hackenbush), drawn as a line at the bottom
    cells,       // a board of extent.first columns and extent.second rows: `names` the cells on it
                 // at `points` (column, row from the top left); a click on a cell makes its entry
                 // of `moves`, a click on each cell of one of `pairs` its entry of `pair_moves` (a
                 // domino); `numbers` the marked cells (a poisoned square); `labels` those of the
                 // columns, then those of the rows
  };
  // heaps: what a click on a token does.
  enum class Take {
    none,   // nothing (the gaps between tokens may still split)
    end,    // takes that token and every one to its right (matches)
    knock,  // knocks down `knock` adjacent pins from it (pins); a row may split
  };

  Kind kind = Kind::none;
  std::vector<std::uint64_t> numbers;
  Take take = Take::none;
  std::vector<std::uint64_t> knock;  // heaps with Take::knock: the counts one move may knock down
  bool split = false;                // heaps: a click between two tokens splits the heap there
  std::uint64_t k = 0;               // moore; coins: the first coin
  // coins and grid: how many coins a turn of a row (or column) may turn, the
  // head included; empty: a run of any length ending at the head.
  std::vector<std::uint64_t> column_turns;
  std::vector<std::uint64_t> row_turns;
  std::vector<std::pair<std::uint64_t, std::uint64_t>>
      pairs;                          // wythoff's cold squares; graph edges; grid heads
  std::vector<std::string> names;     // graph, undirected, cells
  std::vector<std::uint64_t> layers;  // graph
  // undirected: where each vertex is drawn, (x, y) with y downwards, inside
  // the box from (0, 0) to `extent`, neighbours about kLayoutStep apart; the
  // layout of the whole picture, so that it stays put as pieces go. cells:
  // each cell's column and row, inside `extent` columns and rows.
  std::vector<std::pair<std::uint64_t, std::uint64_t>> points;
  std::pair<std::uint64_t, std::uint64_t> extent{0, 0};
  std::vector<std::string> moves;       // undirected, cells: the move of each of `names`
  std::vector<std::string> pair_moves;  // undirected, cells: the move of each of `pairs`
  std::vector<std::string> labels;      // cells: the columns' labels, then the rows'
};

}  // namespace grundy

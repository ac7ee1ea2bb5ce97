// The board of a position, for front ends that draw one (the page): one of a
// few shapes, each saying what its numbers are and what a click on it does.
// A family picks the shape that its positions are and fills it
// (Component::drawn_board), so that no front end needs to know the
// families; two families of the same shape (the monks' staircase and
// Welter's strip) are drawn by the same code. The front end turns a click
// into the move's notation; the family still checks every move it is sent.
// report/ writes a board as JSON (board_json.hpp).
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <variant>
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
// (UndirectedGraphBoard), in the layout's units.
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

// A row of heaps of tokens (matches or pins): Nim, subtraction games,
// Lasker's Nim, Moore's Nim, octal games, Grundy's game.
struct HeapsBoard {
  enum class Click {
    nothing,       // a click on a token does nothing (the gaps may still split)
    takes_to_end,  // takes that token and every one to its right (matches)
    knocks_down,   // knocks down one of `knock_counts` adjacent pins from it; a row may split
  };
  std::vector<std::uint64_t> heaps;
  Click click = Click::nothing;
  std::vector<std::uint64_t> knock_counts;  // knocks_down: how many pins one move may knock down
  bool splits = false;                      // a click between two tokens splits the heap there
  // Moore's k: a move takes from up to this many heaps at once, chosen one
  // after the other before it is played.
  std::uint64_t heaps_per_move = 1;
};

// A strip of squares numbered from `first_square`, a token on each of
// `tokens` (lowest first, no two on one square); a move takes one token
// along the strip, up (towards higher numbers) or down, as far as the
// family's rule allows: the monks' staircase (monks on steps, up) and
// Welter's game (coins, down to an empty square).
struct StripBoard {
  enum class Direction { up, down };
  enum class Look {
    staircase,  // steps rising to the right, a monk on each occupied step
    squares,    // a row of squares, a coin on each occupied square
  };
  std::vector<std::uint64_t> tokens;
  std::uint64_t first_square = 0;
  Direction direction = Direction::up;
  Look look = Look::squares;
};

// Wythoff's queen on a quarter plane with its corner at (0, 0): she stands
// on (column, row) and moves left, down or diagonally towards the corner.
struct QueenBoard {
  std::uint64_t column = 0;
  std::uint64_t row = 0;
  // The cold squares (column, row) on the board up to the queen's: whoever
  // must move from one loses.
  std::vector<std::pair<std::uint64_t, std::uint64_t>> cold_squares;
};

// A directed graph with tokens on its vertices; a move slides one token
// along an arc. Only the vertices the tokens can reach are drawn, in layers
// by their distance from the tokens.
struct DirectedGraphBoard {
  struct Vertex {
    std::string name;
    std::uint64_t layer = 0;
  };
  std::vector<Vertex> vertices;
  std::vector<std::pair<std::size_t, std::size_t>> arcs;  // (from, to), indices of `vertices`
  std::vector<std::size_t> tokens;                        // the vertex of each token
};

// A row of coins numbered from `first_coin`, heads on `heads` (lowest
// first); a move turns a head to tails and coins to its left with it.
struct CoinRowBoard {
  std::uint64_t first_coin = 0;
  std::vector<std::uint64_t> heads;
  // How many coins a move may turn, the head included; empty: a run of any
  // length ending at the head.
  std::vector<std::uint64_t> coins_per_turn;
};

// Coins on a grid from (first_column, first_row), heads at (column, row): a
// move turns the coins of some columns times some rows, the far corner a
// head (a product of two coin-turning games).
struct CoinGridBoard {
  std::uint64_t first_column = 0;
  std::uint64_t first_row = 0;
  std::vector<std::pair<std::uint64_t, std::uint64_t>> heads;
  // How many columns (rows) a move turns, the head's included; empty: a run
  // of any length ending at the head's.
  std::vector<std::uint64_t> columns_per_turn;
  std::vector<std::uint64_t> rows_per_turn;
};

// An undirected graph laid out by the game (Node- and Arc-Kayles, Green
// Hackenbush): parallel edges and loops allowed. A click on a vertex or an
// edge makes its move ("": none).
struct UndirectedGraphBoard {
  struct Vertex {
    std::string name;
    // Where it is drawn, y downwards, inside the box from (0, 0) to (width,
    // height), neighbours about kLayoutStep apart: the layout of the whole
    // picture, so that it stays put as pieces go.
    std::uint64_t x = 0;
    std::uint64_t y = 0;
    std::string move;
  };
  struct Edge {
    std::size_t first = 0;  // its ends, indices of `vertices`
    std::size_t second = 0;
    std::string move;
  };
  std::vector<Vertex> vertices;
  std::vector<Edge> edges;
  std::uint64_t width = 0;
  std::uint64_t height = 0;
  std::optional<std::size_t> ground;  // Hackenbush: the vertex drawn as a line at the bottom
};

// A board of squares, `columns` wide and `rows` high (Cram, Chomp): the
// cells still on it, a click on a cell making its move, a click on each
// cell of a domino the domino's.
struct CellsBoard {
  struct Cell {
    std::string name;
    std::uint64_t column = 0;  // from the left
    std::uint64_t row = 0;     // from the top
    std::string move;          // "": a click on it alone is no move
    bool marked = false;       // crossed out (Chomp's poisoned square)
  };
  struct Domino {
    std::size_t first = 0;  // its cells, indices of `cells`
    std::size_t second = 0;
    std::string move;
  };
  std::uint64_t columns = 0;
  std::uint64_t rows = 0;
  std::vector<std::string> column_labels;  // left to right
  std::vector<std::string> row_labels;     // top to bottom
  std::vector<Cell> cells;
  std::vector<Domino> dominoes;
};

using Board = std::variant<HeapsBoard, StripBoard, QueenBoard, DirectedGraphBoard, CoinRowBoard,
                           CoinGridBoard, UndirectedGraphBoard, CellsBoard>;

}  // namespace grundy

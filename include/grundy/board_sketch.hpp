// What a board of a position shows, for front ends that draw one (the page):
// its shape, the numbers on it, and what a click on it does. The front end
// turns a click into the move's notation; the family still checks every
// move it is sent. A game describes its own board (Component::board_sketch),
// so that no front end needs to know the families.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace grundy {

// Boards with more tokens, steps, squares or vertices than this are not
// drawn (a front end lists the moves instead).
inline constexpr std::uint64_t kMaxBoardSize = 40;

// Whether a board whose largest number (heap, step, square) is among
// `numbers` is small enough to draw.
inline bool fits_board(const std::vector<std::uint64_t>& numbers) {
  for (const std::uint64_t number : numbers) {
    if (number > kMaxBoardSize) return false;
  }
  return true;
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
  std::vector<std::string> names;     // graph
  std::vector<std::uint64_t> layers;  // graph
};

}  // namespace grundy

// The reference rules of the games played on boards of squares, written again
// from their statement (see rules.hpp for what the oracle is):
// - Cram: a move covers two free cells side by side or one above the other
//   with a domino;
// - Chomp: a move takes a square and every square above it and to its right
//   (row 1 at the bottom, column 1 at the left). The poisoned square, row 1
//   column 1, is never taken: whoever would have to take it has lost, so the
//   player left with the poison alone cannot move and loses (grundy's
//   convention, `grundy games chomp`).
//
// A position is one number, a bit set of the cells of the board, row by row
// (bit row * columns + column): the free cells (Cram) or the squares left
// (Chomp, row 0 the bottom row). So the solver's sorting of a part's numbers
// (solver.cpp, normal_form) has nothing to reorder. Boards of at most 64
// cells are searched.
//
// Read and printed as grundy does (`grundy games cram`, `grundy games chomp`):
//   cram(4x5)              an empty board given as RxC, while nothing is covered
//   cram(..#./..../....)   otherwise: rows from the top, '.' free, '#' covered
//                          (also read with the rows as parameters, "..#., ....")
//   chomp(3x4)             a rectangle of R rows and C columns
//   chomp(5,4,4,2)         otherwise: the row lengths from the bottom up
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "rules.hpp"

namespace oracle {

// The board of a Cram or Chomp game.
struct Grid {
  std::size_t rows = 0;
  std::size_t columns = 0;
  bool rectangle = false;   // Cram: given as RxC, printed so while nothing is covered
  std::uint64_t start = 0;  // the position as given
};

// The game `name` (cram, chomp) on the board that `parameters` (the text
// inside its parentheses) describe.
Game board_game(const std::string& name, const std::string& parameters);

// The canonical text of a part of one of these games.
std::string board_text(const Part& part);

// The part's numbers after each move, one entry a move.
std::vector<std::vector<std::uint64_t>> board_options(const Part& part);

}  // namespace oracle

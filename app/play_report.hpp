// What `grundy play` shows: the position drawn to read at a glance, the
// value history, and how moves are typed (the engine's reason for each move
// is the library's: engine_reason.hpp).
#pragma once

#include <functional>
#include <ostream>
#include <string>

#include "grundy/game_play.hpp"
#include "grundy/sum.hpp"

namespace grundy::frontend {

// Heap games (Nim and the others): one row of matches per heap, with its
// count ("  2: ||||| (5)"; rows of more than kMaxMatchesDrawn matches are cut
// short, and at most kMaxHeapsDrawn rows are drawn). Wythoff's game: its two
// heaps as two rows. The staircase: the steps, monks as M, then each monk's
// free steps. A sum: each game under its number.
void write_position_picture(std::ostream& out, const Sum& position);

// The value history of a finished game, a compact table: for each move, the
// value of the position it was made from, who was winning there, the move,
// and the turning points, where the mover gave the win (or a draw) away.
// `name` gives the name of player 0 or 1.
void write_value_history(std::ostream& out, const GameInPlay& game,
                         const std::function<std::string(int)>& name);

// A move as a player would type it here, e.g. "3 1" (take 1 from heap 3).
std::string example_move_text(const Sum& position);

// How moves are typed in this position's games, a few lines.
std::string move_notation_help(const Sum& position);

}  // namespace grundy::frontend

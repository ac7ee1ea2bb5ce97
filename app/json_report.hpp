// The JSON contract of `grundy solve --json`, reused by the web API:
// {"position": string, "play": "normal", "grundy": integer, "outcome": "N" or "P",
//  "winning_moves": [{"component": integer, "move": string, "to": string}]}
// Where positions can repeat (game graphs with cycles) the value may be
// infinite: then "grundy" is null, "grundy_infinite": {"finite_options":
// [integers]} gives ∞(K), and the outcome may be "D" (a draw), when the
// object also has "drawing_moves" (the moves that keep the draw, listed like
// winning moves) and "drawing_move_count".
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <ostream>

#include "grundy/analysis.hpp"

namespace grundy::frontend {

// Positions with more numbers than this leave out each move's "to", so that
// the output stays linear in the input.
inline constexpr std::size_t kMaxNumbersWithResult = 10'000;

// Each move's "to" is also left out when the listed moves' results would hold
// more numbers than this in all: 10,000 winning moves in a position of 10,000
// heaps would otherwise print 10^8 numbers (600 MB) for 60 KB of input.
inline constexpr std::uint64_t kMaxResultNumbers = 10'000'000;

// At most this many winning moves are listed; beyond it the object says
// "winning_moves_truncated": true. "winning_move_count" always has the total
// (a heap of Kayles of 10^12 tokens has about 8*10^10 winning moves).
inline constexpr std::size_t kMaxListedMoves = 10'000'000;

// Streams [{"component", "move", "to"}, ...], at most `max_listed` of them
// (a caller that builds the answer in memory, such as the web API, may list
// fewer); returns how many were written. `count`: how many moves there are.
std::uint64_t write_moves_json(std::ostream& out, const Sum& sum, std::uint64_t count,
                               std::uint64_t max_result_numbers,
                               const std::function<void(const MoveVisitor&)>& moves,
                               std::uint64_t max_listed = kMaxListedMoves);

// Streams the object (one line) without building it in memory: a position of
// ten million heaps may have millions of winning moves.
void write_analysis_json(std::ostream& out, const Analysis& analysis,
                         std::uint64_t max_result_numbers = kMaxResultNumbers,
                         std::uint64_t max_listed = kMaxListedMoves);

}  // namespace grundy::frontend

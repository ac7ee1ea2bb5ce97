// The JSON answer for a solution, as `grundy solve --json`, the web API and
// the Python module give it (one object for both conventions):
//
//   {"position": string, "play": "normal" | "misere", "grundy": integer or null,
//    "outcome": "N" | "P" | "D",
//    "winning_moves": [{"component": integer, "move": string, "to": string}],
//    "winning_move_count": integer, "winning_moves_truncated": true (only then)}
//
// Normal play where positions can repeat (game graphs with cycles): the
// value may be infinite, then "grundy" is null and "grundy_infinite":
// {"finite_options": [integers]} gives ∞(K); in a draw (outcome "D") the
// object also has "drawing_moves", "drawing_move_count" (and
// "drawing_moves_truncated"). When asked for, "remoteness" is the number of moves the game
// lasts under perfect play (remoteness.hpp), null with "remoteness_beyond"
// saying why when the search is beyond its limits; when it is known, each
// winning move has its own "remoteness" too (that of the position it
// leaves). A normal-play position whose value is known
// ends with "explanation": {"parts": [...], "more_parts": bool}, why each
// part (a component, or one heap of it) has its value: {"component",
// "row" (when a heap of several), "position", "grundy", "rule" (when a
// closed form gives it), "options": {"count", "by_value": [{"grundy",
// "count", "example": {"move", "to"}}], "mex"} or null (too many to list)}
// (value_explanation.hpp). Misère play: "grundy" is G⁻, and "method"
// ("nim_rule", "tame_genus", "search") and "positions_searched" follow.
#pragma once

#include <cstddef>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <ostream>

#include "grundy/remoteness.hpp"
#include "grundy/solution.hpp"
#include "grundy/value_explanation.hpp"

namespace grundy::report {

// Positions with more numbers than this leave out each move's "to", so that
// the output stays linear in the input.
inline constexpr std::size_t kMaxNumbersWithResult = 10'000;

inline constexpr std::uint64_t kMaxResultNumbers = 10'000'000;
inline constexpr std::uint64_t kMaxListedMoves = 10'000'000;

struct JsonLimits {
  // Each move's "to" is also left out when the listed moves' results would
  // hold more numbers than this in all: 10,000 winning moves in a position of
  // 10,000 heaps would otherwise give 10^8 numbers (600 MB) for 60 KB of input.
  std::uint64_t max_result_numbers = kMaxResultNumbers;
  // At most this many moves are listed; beyond it the object says
  // "winning_moves_truncated": true, while "winning_move_count" has them all
  // (a Kayles row of 10^12 pins has about 8*10^10 winning moves).
  std::uint64_t max_listed = kMaxListedMoves;
  // The remoteness search (remoteness.hpp), asked for by `solve --remoteness`
  // and the API's "remoteness": true; max_positions 0 (the default) leaves
  // it out.
  RemotenessLimits remoteness = {0};
  // Its sentences (a value's rule, a mex explanation) in English, the same
  // in every language, as programs expect; false: in the language chosen
  // for this thread (the page's API answers in the page's language).
  bool in_english = true;
};

// The object, in the order of its keys above.
nlohmann::ordered_json solution_json(const Solution& solution, const JsonLimits& limits = {});

// The same object, byte for byte as solution_json(...).dump() and a newline,
// written as it is made: ten million listed moves would take gigabytes as a
// JSON value.
void write_solution_json(std::ostream& out, const Solution& solution,
                         const JsonLimits& limits = {});

// The "explanation" object above.
nlohmann::ordered_json explanation_json(const ValueExplanations& explanations);

// The pairing diagram that the page draws, for a normal-play solution whose
// value is known: {"rows": [{"label", "shown", "value", "part"}], "total",
// "width"}, where "part" is the game the row stands for, alone ("kayles 9"),
// over at most `max_rows` rows; null otherwise (misère values do not add by
// XOR, and an infinite or unknown value has no binary picture).
nlohmann::ordered_json picture_json(const Solution& solution, std::size_t max_rows);

}  // namespace grundy::report

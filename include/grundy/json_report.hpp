// The JSON answer for a solution, as `grundy solve --json`, the web API and
// the Python module give it (one object for both conventions):
//
//   {"position": string, "play": "normal" | "misere", "grundy": integer or null,
//    "outcome": "N" | "P" | "D",
//    "winning_moves": [{"component": integer, "move": string, "to": string}],
//    "winning_move_count": integer, "winning_moves_truncated": true and
//    "winning_moves_page": {"offset", "listed", "next_offset"} (only when the
//    list is one page of several: JsonLimits)}
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
#include <chrono>
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
// The moves listed in one page of a list when none is asked for: a person
// reads a hundred; the count says how many there are.
inline constexpr std::uint64_t kListedMoves = 100;
// max_listed for every move (`solve --all-moves`), written as they come.
inline constexpr std::uint64_t kAllMoves = UINT64_MAX;

struct JsonLimits {
  // Each move's "to" is also left out when the listed moves' results would
  // hold more numbers than this in all: 10,000 winning moves in a position of
  // 10,000 heaps would otherwise give 10^8 numbers (600 MB) for 60 KB of input.
  std::uint64_t max_result_numbers = kMaxResultNumbers;
  // The page of each move list: its moves from `offset` on (counted from 0,
  // in the list's order, which is the same on every call), at most
  // `max_listed` of them. When the page is not the whole list, the object
  // says "winning_moves_truncated": true and "winning_moves_page": {"offset",
  // "listed", "next_offset" (null after the last page)}, while
  // "winning_move_count" counts them all (a Kayles row of 10^12 pins has
  // about 8*10^10 winning moves). Skipping to an offset costs a visit of
  // each move skipped (within the request's deadline).
  std::uint64_t offset = 0;
  std::uint64_t max_listed = kListedMoves;
  // The remoteness search (remoteness.hpp), asked for by `solve --remoteness`
  // and the API's "remoteness": true; max_positions 0 (the default) leaves
  // it out.
  RemotenessLimits remoteness = {0};
  // The time optional work may take (the remoteness search, the
  // explanation), each on its own (deadline.hpp, run_within_budget): past
  // it, "remoteness_beyond" or the explanation's "beyond" says so. 0: no
  // budget (answers that do not depend on the machine's speed).
  std::chrono::milliseconds extras_budget{0};
  // Its sentences (a value's rule, a mex explanation) in English, the same
  // in every language, as programs expect; false: in the language chosen
  // for this thread (the page's API answers in the page's language).
  bool in_english = true;
  // Each listed move also has its "description" in words ("take 4 from
  // heap 4 (8 -> 4)"), in the thread's language: for people (the page)
  // rather than scripts.
  bool with_descriptions = false;
};

// Which list of moves a page is taken from.
enum class MoveListKind { winning, drawing, legal };

// Visits the moves of a list in its order (by component, then as the family
// lists its moves), each located in the sum; legal moves are every move.
void visit_moves(const Solution& solution, MoveListKind list, const MoveVisitor& visit);

// One page of a list of moves, for the API's "see more" (/api/moves) and the
// Python iterator: {"list": "winning" | "drawing" | "legal", "count",
// "count_exact" (false: "count" is a lower bound: legal moves are counted up
// to kMaxLegalMovesCounted), "offset", "moves": [{"component", "move",
// "description", "to" (as above), "winning" (legal moves only)}],
// "next_offset" (null after the last page)}. Descriptions are in the
// thread's language.
inline constexpr std::uint64_t kMaxLegalMovesCounted = 10'000;
nlohmann::ordered_json move_page_json(const Solution& solution, MoveListKind list,
                                      std::uint64_t offset, std::uint64_t max_listed,
                                      const JsonLimits& limits = {});

// How many legal moves `sum` has, counting at most `at_most` of them.
struct LegalMoveCount {
  std::uint64_t count = 0;
  bool exact = true;  // false: at least `count`
};
LegalMoveCount count_legal_moves(const Sum& sum, std::uint64_t at_most = kMaxLegalMovesCounted);

// The object, in the order of its keys above.
nlohmann::ordered_json solution_json(const Solution& solution, const JsonLimits& limits = {});

// The same object, byte for byte as solution_json(...).dump() and a newline,
// written as it is made: ten million listed moves would take gigabytes as a
// JSON value.
void write_solution_json(std::ostream& out, const Solution& solution,
                         const JsonLimits& limits = {});

// The "explanation" object above.
nlohmann::ordered_json explanation_json(const ValueExplanations& explanations);
// Each game's reason in its family's terms: {"component", "rule", "title",
// "lines"} and the reason's numbers under their names ("cold_positions":
// [[0,0],[1,2],...]).
nlohmann::ordered_json family_reasons_json(const FamilyReasons& reasons);

// The pairing diagram that the page draws, for a normal-play solution whose
// value is known: {"rows": [{"label", "shown", "value", "part"}], "total",
// "width", "row_count" (only when rows were left out)}, where "part" is the
// game the row stands for, alone ("kayles 9"), over at most `max_rows` rows; null otherwise (misère values do not add by
// XOR, and an infinite or unknown value has no binary picture).
nlohmann::ordered_json picture_json(const Solution& solution, std::size_t max_rows);

}  // namespace grundy::report

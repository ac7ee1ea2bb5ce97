// What the page shows for a position (the web API's /api/solve, beside the
// boards the server draws): the object of `grundy solve --json` with a page
// of its winning moves, and
//   "winning_move_descriptions": each listed winning move in words (taken out
//     of the moves, so that the moves are those of the command),
//   "picture": the pairing diagram (picture_json) or null,
//   "misere_reason": the reason in words, and "quotient_monoid" when the
//     misère quotient decided (misère play),
//   "legal_moves": the first `legal_limit` legal moves, each coloured
//     "winning" or not, with "legal_move_count" (and "legal_move_count_exact":
//     false when it is a lower bound).
// Sentences are in the thread's language.
#pragma once

#include <cstddef>
#include <cstdint>
#include <nlohmann/json.hpp>

#include "grundy/json_report.hpp"
#include "grundy/solution.hpp"

namespace grundy::report {

// The legal-move fields above, for a board that colours its moves.
nlohmann::ordered_json legal_moves_json(const Solution& solution, std::uint64_t legal_limit,
                                        const JsonLimits& limits);

// The whole object; `limits` pages the winning moves and bounds the optional
// work (the explanation of each value, the remoteness), `picture_rows` the
// rows of the pairing diagram.
nlohmann::ordered_json solution_page_json(const Solution& solution, const JsonLimits& limits,
                                          std::uint64_t legal_limit, std::size_t picture_rows);

}  // namespace grundy::report

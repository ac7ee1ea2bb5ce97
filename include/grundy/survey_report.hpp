// A survey of octal games (octal_survey.hpp) as people and programs read it:
// `grundy survey PATTERN` prints the text, `--json` one object a line, a
// game each, in the order of the codes:
//   {"game": "0.156", "status": "solved" | "open",
//    "preperiod", "period" (solved: the smallest period, with the smallest
//    preperiod, as `seq --until-period` gives them),
//    "computed" (values computed), "largest_value", "largest_at",
//    "rare_mask" (hexadecimal digits, "1b"), "rare_heap_parity",
//    "rare_count", "last_rare" (in the sparse-space regime: see RareStatistics),
//    "same_as", "offset", "same_as_proven", "same_as_compared" (when another
//    code of the survey has the same sequence: G(n) = G_same_as(n + offset)),
//    "proof" (solved: the theorem's statement), "stopped_by" ("proven",
//    "values", "time" or "limit"), "seconds"}
#pragma once

#include <nlohmann/json.hpp>
#include <ostream>
#include <string>
#include <vector>

#include "grundy/octal_survey.hpp"

namespace grundy::report {

nlohmann::ordered_json survey_json(const GameSurvey& game);

// The survey as tables: the solved games, then the open ones, each grouped
// by their classes of equal sequences, and a count of each.
void write_survey_text(std::ostream& out, const std::string& pattern,
                       const std::vector<GameSurvey>& games, const SurveyBudget& budget);

}  // namespace grundy::report

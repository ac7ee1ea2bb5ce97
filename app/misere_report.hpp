// `grundy solve --misere` as text and JSON: who wins when the last move
// loses, the misère Grundy value, every winning move, and how it was found.
#pragma once

#include <cstdint>
#include <ostream>
#include <string>

#include "grundy/game_play.hpp"
#include "grundy/misere.hpp"
#include "json_report.hpp"
#include "text_report.hpp"

namespace grundy::frontend {

void write_misere_text(std::ostream& out, const MisereAnalysis& analysis,
                       const TextReportOptions& options = {});

// The object of write_analysis_json with "play": "misere", "grundy" the
// misère Grundy value G⁻, and "method": "nim_rule", "tame_genus" or
// "search" with "positions_searched".
void write_misere_json(std::ostream& out, const MisereAnalysis& analysis,
                       std::uint64_t max_result_numbers = kMaxResultNumbers,
                       std::uint64_t max_listed = kMaxListedMoves);

// The reason in words (also for `explain` in play).
void write_misere_explanation(std::ostream& out, const MisereAnalysis& analysis);

// Why the engine made `choice` in `before` under misère play, in a sentence.
std::string explain_misere_engine_move(const Sum& before, const EngineMove& choice,
                                       const std::string& opponent);

}  // namespace grundy::frontend

// The JSON of a game played on the page, as the web API answers it:
//   a turn (played_turn.hpp), POST /api/move:
//     {"description", "reply": {"move", "component", "description", "why"} or
//      null, "position", "finished", "winner": "you" | "engine" | null,
//      "play": "normal" | "misere"}
//     ("why": the engine's reason as `grundy play` writes it,
//     engine_reason_text.hpp, said to "you")
//   the value history (game_play.hpp), POST /api/history:
//     {"history": [{"grundy": value or null, "outcome": "N" | "P" | "D",
//                   "turning_point": bool}, ...]}
// Sentences are in the thread's language (translate.hpp).
#pragma once

#include <nlohmann/json.hpp>
#include <vector>

#include "grundy/game_play.hpp"
#include "grundy/played_turn.hpp"

namespace grundy::report {

nlohmann::json played_turn_json(const PlayedTurn& turn);

nlohmann::json value_history_json(const std::vector<HistoryEntry>& history);

}  // namespace grundy::report

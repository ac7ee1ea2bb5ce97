#include "grundy/turn_json.hpp"

#include "grundy/engine_reason_text.hpp"
#include "grundy/generalized_value.hpp"
#include "grundy/translate.hpp"

namespace grundy::report {
namespace {

// The page's names of the two players.
const char* mover_name(Mover mover) { return mover == Mover::player ? "you" : "engine"; }

}  // namespace

nlohmann::json played_turn_json(const PlayedTurn& turn) {
  nlohmann::json answer = {{"description", turn.description}, {"reply", nullptr}};
  if (turn.reply) {
    answer["reply"] = {{"move", turn.reply->move},
                       {"component", turn.reply->component},
                       {"description", turn.reply->description},
                       {"why", engine_reason_text(turn.reply->reason, translate("you"))}};
  }
  answer["position"] = turn.position.canonical();
  answer["finished"] = turn.finished();
  const std::optional<Mover> winner = turn.winner();
  answer["winner"] = winner ? nlohmann::json(mover_name(*winner)) : nlohmann::json(nullptr);
  answer["play"] = turn.convention == PlayConvention::misere ? "misere" : "normal";
  return answer;
}

nlohmann::json value_history_json(const std::vector<HistoryEntry>& history) {
  nlohmann::json entries = nlohmann::json::array();
  for (const HistoryEntry& entry : history) {
    entries.push_back({{"grundy", entry.value ? nlohmann::json(*entry.value) : nlohmann::json()},
                       {"outcome", outcome_letter(entry.outcome)},
                       {"turning_point", entry.turning_point}});
  }
  return nlohmann::json{{"history", entries}};
}

}  // namespace grundy::report

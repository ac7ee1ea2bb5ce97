#include "api_request.hpp"

#include <fmt/format.h>

#include "grundy/errors.hpp"
#include "grundy/expression.hpp"
#include "grundy/game_play.hpp"
#include "grundy/integers.hpp"

namespace grundy::web {

std::string format_seconds(std::chrono::milliseconds limit) {
  std::string text = fmt::format("{:.3f}", static_cast<double>(limit.count()) / 1000.0);
  while (text.back() == '0') text.pop_back();
  if (text.back() == '.') text.pop_back();
  return text;
}

nlohmann::json parse_body(const std::string& body) {
  if (body.size() > kMaxBodyBytes)
    throw BadRequest(fmt::format("request body over {} bytes", kMaxBodyBytes));
  nlohmann::json parsed = nlohmann::json::parse(body, nullptr, /*allow_exceptions=*/false);
  if (parsed.is_discarded()) throw BadRequest("the request body is not valid JSON");
  if (!parsed.is_object()) throw BadRequest("the request body must be a JSON object");
  return parsed;
}

std::string string_field(const nlohmann::json& object, const char* name) {
  const auto found = object.find(name);
  if (found == object.end()) throw BadRequest(fmt::format("missing \"{}\"", name));
  if (!found->is_string()) throw BadRequest(fmt::format("\"{}\" must be a string", name));
  return found->get<std::string>();
}

bool misere_field(const nlohmann::json& object) {
  const auto found = object.find("misere");
  if (found == object.end()) return false;
  if (!found->is_boolean()) throw BadRequest("\"misere\" must be true or false");
  return found->get<bool>();
}

std::uint64_t count_field(const nlohmann::json& body, const char* name, std::uint64_t otherwise,
                          std::uint64_t most) {
  const auto found = body.find(name);
  if (found == body.end()) return otherwise;
  if (!found->is_number_unsigned() || found->get<std::uint64_t>() > most)
    throw BadRequest(fmt::format("\"{}\" must be a whole number from 0 to {}", name, most));
  return found->get<std::uint64_t>();
}

std::chrono::milliseconds extras_field(const nlohmann::json& body,
                                       std::chrono::milliseconds otherwise) {
  return std::chrono::milliseconds(count_field(
      body, "extras_ms", static_cast<std::uint64_t>(otherwise.count()), kMaxExtrasMilliseconds));
}

report::JsonLimits answer_limits(const nlohmann::json& body, const Budget& budget) {
  report::JsonLimits limits;
  limits.max_result_numbers = kMaxAnswerResultNumbers;
  limits.offset = count_field(body, "offset", 0, UINT64_MAX);
  limits.max_listed = count_field(body, "limit", kListedMoves, kMaxListedMoves);
  limits.extras_budget = extras_field(body, budget.limits.extras_budget);
  limits.in_english = false;  // answer() chose the language for this thread
  limits.with_descriptions = true;
  return limits;
}

RemotenessLimits remoteness_field(const nlohmann::json& body) {
  const auto field = body.find("remoteness");
  const bool wanted = field != body.end() && field->is_boolean() && field->get<bool>();
  return RemotenessLimits{wanted ? kMaxRemotenessPositions : 0};
}

PlayConvention convention_field(const nlohmann::json& body) {
  return misere_field(body) ? PlayConvention::misere : PlayConvention::normal;
}

Sum position_field(const nlohmann::json& body, const Budget& budget) {
  Sum sum = parse_expression(string_field(body, "position"), budget.families);
  if (sum.number_count() > kMaxPositionNumbers) {
    throw BadRequest(fmt::format("a position of {} numbers is over the page's limit of {}",
                                 sum.number_count(), kMaxPositionNumbers));
  }
  return sum;
}

Move move_field(const nlohmann::json& entry, const Sum& sum, const Budget& budget) {
  std::string text = string_field(entry, "move");
  if (const auto component = entry.find("component");
      component != entry.end() && sum.components().size() > 1) {
    if (!component->is_number_unsigned()) throw BadRequest("\"component\" must be a number from 0");
    text = fmt::format("game {}: {}", component->get<std::uint64_t>() + 1, text);
  }
  return read_move(sum, text, budget.families);
}

report::MoveListKind list_field(const nlohmann::json& body) {
  const std::string list = string_field(body, "list");
  if (list == "winning") return report::MoveListKind::winning;
  if (list == "drawing") return report::MoveListKind::drawing;
  if (list == "legal") return report::MoveListKind::legal;
  throw BadRequest("\"list\" must be \"winning\", \"drawing\" or \"legal\"");
}

GameInPlay game_field(const nlohmann::json& body, const Budget& budget) {
  const Sum start = position_field(body, budget);
  const auto moves = body.find("moves");
  if (moves == body.end() || !moves->is_array()) throw BadRequest("\"moves\" must be a list");
  if (moves->size() > kMaxHistoryMoves) {
    throw BadRequest(fmt::format("a history of {} moves is over the limit of {}", moves->size(),
                                 kMaxHistoryMoves));
  }
  GameInPlay game(start, convention_field(body));
  for (const nlohmann::json& entry : *moves) {
    if (!entry.is_object()) throw BadRequest("each move must be {\"component\", \"move\"}");
    game.play(move_field(entry, game.position(), budget));
  }
  return game;
}

std::uint64_t upto_query(const ApiRequest& request, const Budget& budget) {
  const auto found = request.query.find("upto");
  if (found == request.query.end()) return 100;
  const ParsedNumber parsed = parse_number(found->second);
  if (parsed.status != NumberStatus::ok || parsed.value > budget.limits.sequence_length) {
    throw BadRequest(
        fmt::format("upto must be a number from 0 to {}", budget.limits.sequence_length));
  }
  return parsed.value;
}

bool english_asked(const ApiRequest& request) {
  const auto lang = request.query.find("lang");
  if (lang == request.query.end() || lang->second == "en") return true;
  if (lang->second == "zh") return false;
  throw BadRequest(
      fmt::format("lang must be en or zh, not '{}'", printable_token(lang->second, 20)));
}

}  // namespace grundy::web

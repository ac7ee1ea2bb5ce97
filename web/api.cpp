#include "api.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <functional>
#include <nlohmann/json.hpp>
#include <optional>
#include <sstream>

#include "grundy/analysis.hpp"
#include "grundy/board_json.hpp"
#include "grundy/deadline.hpp"
#include "grundy/errors.hpp"
#include "grundy/expression.hpp"
#include "grundy/game_play.hpp"
#include "grundy/grundy_sequence.hpp"
#include "grundy/integers.hpp"
#include "grundy/json_report.hpp"
#include "grundy/period_proof.hpp"
#include "grundy/quotient_report.hpp"
#include "grundy/solution.hpp"
#include "grundy/take_and_break_game.hpp"
#include "grundy/text_report.hpp"
#include "grundy/translate.hpp"
#include "page_messages.hpp"

namespace grundy::web {
namespace {

// A request the client got wrong: answered with 400 and the message.
class BadRequest : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// What a request may use: the families (never those that read a file, such
// as graph(FILE): a browser must not make the server open one), made for the
// compute limits, and the API's own limits.
struct Budget {
  const FamilyRegistry& families;
  const ApiLimits& limits;
};

// The text of an answer. A message may quote bytes that are not UTF-8 (a
// query parameter or a path is not checked as JSON bodies are); they become
// U+FFFD rather than an exception from inside the error handling.
std::string json_text(const nlohmann::json& answer) {
  return answer.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

// "5", "0.5", "0.05": a time limit in seconds, as few digits as it needs.
std::string format_seconds(std::chrono::milliseconds limit) {
  std::string text = fmt::format("{:.3f}", static_cast<double>(limit.count()) / 1000.0);
  while (text.back() == '0') text.pop_back();
  if (text.back() == '.') text.pop_back();
  return text;
}

ApiResponse error_response(int status, const std::string& message) {
  return {status, json_text(nlohmann::json{{"error", message}})};
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

// "misere": true asks for misère play (the last move loses); absent is false.
bool misere_field(const nlohmann::json& object) {
  const auto found = object.find("misere");
  if (found == object.end()) return false;
  if (!found->is_boolean()) throw BadRequest("\"misere\" must be true or false");
  return found->get<bool>();
}

// A whole number field of the request from 0 to `most`, or `otherwise` when
// it is absent.
std::uint64_t count_field(const nlohmann::json& body, const char* name, std::uint64_t otherwise,
                          std::uint64_t most) {
  const auto found = body.find(name);
  if (found == body.end()) return otherwise;
  if (!found->is_number_unsigned() || found->get<std::uint64_t>() > most)
    throw BadRequest(fmt::format("\"{}\" must be a whole number from 0 to {}", name, most));
  return found->get<std::uint64_t>();
}

// "extras_ms": the time the request gives its optional work (the
// remoteness, the explanations, the engine's choice among losing moves), in
// place of the server's budget `otherwise`; 0: none of its own, the
// request's time limit alone. A client that would rather wait than miss a
// part asks for more; it never gets past the time limit.
std::chrono::milliseconds extras_field(const nlohmann::json& body,
                                       std::chrono::milliseconds otherwise) {
  return std::chrono::milliseconds(count_field(body, "extras_ms",
                                               static_cast<std::uint64_t>(otherwise.count()),
                                               kMaxExtrasMilliseconds));
}

// The JSON limits of the request's answer: its page of moves, in the
// request's language, within its budget of optional work.
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

// "remoteness": true asks for the remoteness (a search of its own, so only
// when asked, as `solve --json --remoteness`).
RemotenessLimits remoteness_field(const nlohmann::json& body) {
  const auto field = body.find("remoteness");
  const bool wanted = field != body.end() && field->is_boolean() && field->get<bool>();
  return RemotenessLimits{wanted ? kMaxRemotenessPositions : 0};
}

PlayConvention convention_field(const nlohmann::json& body) {
  return misere_field(body) ? PlayConvention::misere : PlayConvention::normal;
}

// The "position" of a request, within the page's limit.
Sum position_field(const nlohmann::json& body, const Budget& budget) {
  Sum sum = parse_expression(string_field(body, "position"), budget.families);
  if (sum.number_count() > kMaxPositionNumbers) {
    throw BadRequest(fmt::format("a position of {} numbers is over the page's limit of {}",
                                 sum.number_count(), kMaxPositionNumbers));
  }
  return sum;
}

// The move that `entry` names in `sum`: {"move"} in the family's notation,
// and {"component"} (from 0) in a sum of several games.
Move move_field(const nlohmann::json& entry, const Sum& sum, const Budget& budget) {
  std::string text = string_field(entry, "move");
  if (const auto component = entry.find("component");
      component != entry.end() && sum.components().size() > 1) {
    if (!component->is_number_unsigned()) throw BadRequest("\"component\" must be a number from 0");
    text = fmt::format("game {}: {}", component->get<std::uint64_t>() + 1, text);
  }
  return read_move(sum, text, budget.families);
}

// A player's move, and the engine's reply when asked for.
ApiResponse move(const ApiRequest& request, const Budget& budget) {
  const nlohmann::json body = parse_body(request.body);
  const Sum sum = position_field(body, budget);
  const Move chosen = move_field(body, sum, budget);
  const bool misere = misere_field(body);
  Sum position = sum.after(chosen);
  nlohmann::json answer = {{"description", sum.components()[chosen.component]->describe(chosen)},
                           {"reply", nullptr}};
  std::string last_mover = "you";
  const auto reply = body.find("reply");
  if (reply != body.end() && reply->is_boolean() && reply->get<bool>() && has_move(position)) {
    // Refuses a position too large to search, before playing.
    if (misere)
      (void)grundy::solve(position, PlayConvention::misere, SolveLimits{budget.limits.misere});
    const EngineMove engine =
        engine_move(position, misere ? PlayConvention::misere : PlayConvention::normal,
                    RemotenessLimits{kMaxRemotenessPositions},
                    extras_field(body, budget.limits.engine_budget));
    const Component& component = *position.components()[engine.move.component];
    const std::string why =
        engine.wins ? (misere ? "it leaves you a lost position: whoever takes the last token loses"
                              : "it leaves you a lost position: every column paired")
        : engine.remoteness
            ? fmt::format(
                  "every move loses against perfect play; this one makes the game last "
                  "longest: {} more moves",
                  *engine.remoteness)
            : std::string(
                  "every move loses against perfect play; this one leaves you the fewest "
                  "winning replies");
    answer["reply"] = {{"move", component.notation(engine.move)},
                       {"component", engine.move.component},
                       {"description", component.describe(engine.move)},
                       {"why", why}};
    position = position.after(engine.move);
    last_mover = "engine";
  }
  const bool finished = !has_move(position);
  answer["position"] = position.canonical();
  answer["finished"] = finished;
  // Normal play: whoever moved last wins; misère play: that one loses.
  const std::string other = last_mover == "you" ? "engine" : "you";
  answer["winner"] =
      finished ? nlohmann::json(misere ? other : last_mover) : nlohmann::json(nullptr);
  answer["play"] = misere ? "misere" : "normal";
  return {200, json_text(answer)};
}

// The answer of `grundy solve --json`, with a page of its winning moves,
// plus what the page shows: the moves described, the legal moves coloured
// (a page of them, for the board), the pairing diagram (normal play) or the
// reason in words (misère play, where values do not add by XOR), and the
// boards.
ApiResponse solve_position(const ApiRequest& request, const Budget& budget) {
  const nlohmann::json body = parse_body(request.body);
  const Sum sum = position_field(body, budget);
  const PlayConvention convention = convention_field(body);
  const std::unique_ptr<Solution> solution =
      grundy::solve(sum, convention, SolveLimits{budget.limits.misere});
  report::JsonLimits limits = answer_limits(body, budget);
  limits.remoteness = remoteness_field(body);
  nlohmann::json answer = nlohmann::json(report::solution_json(*solution, limits));
  answer["picture"] = nlohmann::json(report::picture_json(*solution, kPictureRows));
  // The page reads the moves' words beside them (the command's JSON has none).
  nlohmann::json descriptions = nlohmann::json::array();
  for (nlohmann::json& move : answer["winning_moves"]) {
    descriptions.push_back(std::move(move["description"]));
    move.erase("description");
  }
  answer["winning_move_descriptions"] = std::move(descriptions);
  if (convention == PlayConvention::misere) {
    std::ostringstream why;
    report::write_explanation(why, *solution, kPictureRows, limits.extras_budget);
    answer["misere_reason"] = why.str();
    // The monoid behind a decision by the misère quotient, for its table.
    if (auto monoid = report::quotient_monoid_json(*solution); !monoid.is_null()) {
      answer["quotient_monoid"] = std::move(monoid);
    }
  }
  const nlohmann::json legal = nlohmann::json(report::move_page_json(
      *solution, report::MoveListKind::legal, 0,
      count_field(body, "legal_limit", kListedMoves, kMaxListedMoves), limits));
  answer["legal_moves"] = legal["moves"];
  answer["legal_move_count"] = legal["count"];
  if (!legal["count_exact"].get<bool>()) answer["legal_move_count_exact"] = false;
  nlohmann::json boards = nlohmann::json::array();
  for (const ComponentPtr& component : sum.components()) {
    nlohmann::json board = report::board_json(*component);
    board["position"] = component->abbreviated(kMaxPositionNumbers);
    boards.push_back(std::move(board));
  }
  answer["boards"] = std::move(boards);
  return {200, json_text(answer)};
}

// One page of a list of moves: the page's "see more".
ApiResponse move_page(const ApiRequest& request, const Budget& budget) {
  const nlohmann::json body = parse_body(request.body);
  const Sum sum = position_field(body, budget);
  const std::string list = string_field(body, "list");
  const report::MoveListKind kind = list == "winning"   ? report::MoveListKind::winning
                                    : list == "drawing" ? report::MoveListKind::drawing
                                    : list == "legal"
                                        ? report::MoveListKind::legal
                                        : throw BadRequest(
                                              "\"list\" must be \"winning\", \"drawing\" or "
                                              "\"legal\"");
  const std::unique_ptr<Solution> solution =
      grundy::solve(sum, convention_field(body), SolveLimits{budget.limits.misere});
  const report::JsonLimits limits = answer_limits(body, budget);
  return {200, json_text(nlohmann::json(report::move_page_json(*solution, kind, limits.offset,
                                                               limits.max_listed, limits)))};
}

ApiResponse sequence(const ApiRequest& request, const Budget& budget) {
  const auto game = request.query.find("game");
  if (game == request.query.end()) throw BadRequest("missing the query parameter game");
  std::uint64_t upto = 100;
  if (const auto found = request.query.find("upto"); found != request.query.end()) {
    const ParsedNumber parsed = parse_number(found->second);
    if (parsed.status != NumberStatus::ok || parsed.value > budget.limits.sequence_length) {
      throw BadRequest(
          fmt::format("upto must be a number from 0 to {}", budget.limits.sequence_length));
    }
    upto = parsed.value;
  }
  const NamedRule named = parse_heap_rule(game->second, budget.families);
  GrundySequence values(named.rule);
  values.extend_to(upto);
  const std::optional<PeriodProof> proof = values.prove_now();
  nlohmann::json answer = {{"game", named.name},
                           {"values", values.values().copy(0, values.size())}};
  if (proof) {
    answer["period"] = {{"preperiod", proof->period.preperiod}, {"length", proof->period.length}};
    answer["proof"] = proof->statement();
  } else {
    answer["period"] = nullptr;
  }
  return {200, json_text(answer)};
}

// The value history of a game played on the page: the start, the moves in
// order (each {"component", "move"}), and for each position its value, who
// was winning, and whether the move made from it gave the win away.
ApiResponse history(const ApiRequest& request, const Budget& budget) {
  const nlohmann::json body = parse_body(request.body);
  const Sum start = position_field(body, budget);
  const auto moves = body.find("moves");
  if (moves == body.end() || !moves->is_array()) throw BadRequest("\"moves\" must be a list");
  if (moves->size() > kMaxHistoryMoves) {
    throw BadRequest(fmt::format("a history of {} moves is over the limit of {}", moves->size(),
                                 kMaxHistoryMoves));
  }
  const bool misere = misere_field(body);
  GameInPlay game(start, misere ? PlayConvention::misere : PlayConvention::normal);
  for (const nlohmann::json& entry : *moves) {
    if (!entry.is_object()) throw BadRequest("each move must be {\"component\", \"move\"}");
    game.play(move_field(entry, game.position(), budget));
  }
  nlohmann::json entries = nlohmann::json::array();
  for (const HistoryEntry& entry : value_history(game, SolveLimits{budget.limits.misere})) {
    entries.push_back({{"grundy", entry.value ? nlohmann::json(*entry.value) : nlohmann::json()},
                       {"outcome", outcome_letter(entry.outcome)},
                       {"turning_point", entry.turning_point}});
  }
  return {200, json_text(nlohmann::json{{"history", entries}})};
}

// The translations of the page's messages (page_messages.hpp) into the
// language of this request; English has none (its messages are their ids).
ApiResponse messages(bool english) {
  nlohmann::json translated = nlohmann::json::object();
  if (!english) {
    for (const std::string& message : page_messages()) {
      const char* translation = translate(message.c_str());
      if (message != translation) translated[message] = translation;
    }
  }
  return {200,
          json_text(nlohmann::json{{"lang", english ? "en" : "zh"}, {"messages", translated}})};
}

// ?lang=en (the default) or zh: the language of the answer's sentences.
bool english_asked(const ApiRequest& request) {
  const auto lang = request.query.find("lang");
  if (lang == request.query.end() || lang->second == "en") return true;
  if (lang->second == "zh") return false;
  throw BadRequest(
      fmt::format("lang must be en or zh, not '{}'", printable_token(lang->second, 20)));
}

// The endpoint the request names.
ApiResponse route(const ApiRequest& request, const Budget& budget) {
  if (request.path == "/api/solve") {
    if (request.method != "POST") return error_response(405, "use POST for /api/solve");
    return solve_position(request, budget);
  }
  if (request.path == "/api/moves") {
    if (request.method != "POST") return error_response(405, "use POST for /api/moves");
    return move_page(request, budget);
  }
  if (request.path == "/api/move") {
    if (request.method != "POST") return error_response(405, "use POST for /api/move");
    return move(request, budget);
  }
  if (request.path == "/api/history") {
    if (request.method != "POST") return error_response(405, "use POST for /api/history");
    return history(request, budget);
  }
  if (request.path == "/api/seq") {
    if (request.method != "GET") return error_response(405, "use GET for /api/seq");
    return sequence(request, budget);
  }
  return error_response(404, fmt::format("no API at {}", printable_token(request.path, 80)));
}

ApiResponse answer(const ApiRequest& request, const Budget& budget) {
  // Messages are in English unless the request asks for Chinese: the
  // server's catalogue is bound, and this thread chooses (translate.hpp).
  // Chosen outside the try block, since the handlers below write messages
  // too (a MemoryLimitError's is made when asked for).
  std::optional<EnglishOnly> english;
  try {
    if (english_asked(request)) english.emplace();
    if (request.path == "/api/messages") {
      if (request.method != "GET") return error_response(405, "use GET for /api/messages");
      return messages(english.has_value());
    }
    // The engine checks the deadline as it works (deadline.hpp), and
    // everything this request allocates from here on is charged to its
    // account (memory_account.hpp); nothing before this line is costly.
    std::optional<ScopedDeadline> deadline;
    const ApiLimits& limits = budget.limits;
    if (limits.on_long_request != nullptr) {
      // No time limit (0) is a limit of a century: the hook still runs.
      deadline.emplace(limits.request_timeout.count() > 0
                           ? std::chrono::steady_clock::duration(limits.request_timeout)
                           : std::chrono::hours(24 * 365 * 100),
                       limits.long_request, limits.on_long_request);
    } else if (limits.request_timeout.count() > 0) {
      deadline.emplace(limits.request_timeout);
    }
    std::optional<MemoryAccount> account;
    if (limits.request_memory > 0)
      account.emplace(limits.request_memory, "--request-memory", limits.memory_pool);
    const ScopedMemoryAccount charged(account ? &*account : nullptr);
    ApiResponse response = route(request, budget);
    // The answer's text is made within the time too.
    check_deadline_now();
    return response;
  } catch (const BadRequest& error) {
    return error_response(400, error.what());
  } catch (const TimeLimitError&) {
    // Not the client's fault, and it may succeed later (a sequence is
    // cached): 503, Service Unavailable.
    return error_response(
        503, fmt::format("{} took longer than the limit of {} s", printable_token(request.path, 80),
                         format_seconds(budget.limits.request_timeout)));
  } catch (const MemoryLimitError& error) {
    // The request's own limit: it would fail again (422, Unprocessable
    // Content). The server's total, taken by other requests: 503, and a
    // moment later it may fit.
    if (error.pool_exhausted()) {
      ApiResponse busy = error_response(503, error.message());
      busy.retry_after = 1;
      return busy;
    }
    return error_response(422, error.message());
  } catch (const Error& error) {
    return error_response(400, error.what());
  } catch (const nlohmann::json::exception& error) {
    return error_response(400, fmt::format("bad JSON: {}", error.what()));
  } catch (const std::bad_alloc&) {
    return error_response(503, "the server has no memory left for this request");
  }
}

}  // namespace

ApiResponse handle_api(const ApiRequest& request) {
  static const ApiLimits server_limits;
  static const FamilyRegistry families =
      FamilyRegistry::builtin_without_files(server_limits.compute);
  return answer(request, Budget{families, server_limits});
}

ApiResponse handle_api(const ApiRequest& request, const ApiLimits& limits) {
  const FamilyRegistry families = FamilyRegistry::builtin_without_files(limits.compute);
  return answer(request, Budget{families, limits});
}

ApiResponse handle_api(const ApiRequest& request, const ApiLimits& limits,
                       const FamilyRegistry& families) {
  return answer(request, Budget{families, limits});
}

}  // namespace grundy::web

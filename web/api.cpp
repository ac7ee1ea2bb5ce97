#include "api.hpp"

#include <fmt/format.h>

#include <nlohmann/json.hpp>
#include <optional>

#include "api_request.hpp"
#include "grundy/board_json.hpp"
#include "grundy/deadline.hpp"
#include "grundy/errors.hpp"
#include "grundy/game_play.hpp"
#include "grundy/grundy_sequence.hpp"
#include "grundy/played_turn.hpp"
#include "grundy/sequence_report.hpp"
#include "grundy/solution_page.hpp"
#include "grundy/take_and_break_game.hpp"
#include "grundy/translate.hpp"
#include "grundy/turn_json.hpp"
#include "page_messages.hpp"

namespace grundy::web {
namespace {

ApiResponse error_response(int status, const std::string& message) {
  return {status, json_text(nlohmann::json{{"error", message}})};
}

// A player's move, and the engine's reply when asked for.
ApiResponse move(const ApiRequest& request, const Budget& budget) {
  const nlohmann::json body = parse_body(request.body);
  const Sum sum = position_field(body, budget);
  const Move chosen = move_field(body, sum, budget);
  std::optional<ReplyLimits> reply;
  if (const auto asked = body.find("reply");
      asked != body.end() && asked->is_boolean() && asked->get<bool>()) {
    reply =
        ReplyLimits{SolveLimits{budget.limits.misere}, RemotenessLimits{kMaxRemotenessPositions},
                    extras_field(body, budget.limits.engine_budget)};
  }
  return {
      200,
      json_text(report::played_turn_json(play_turn(sum, chosen, convention_field(body), reply)))};
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
  nlohmann::json answer = nlohmann::json(report::solution_page_json(
      *solution, limits, count_field(body, "legal_limit", kListedMoves, kMaxListedMoves),
      kPictureRows));
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
  const report::MoveListKind kind = list_field(body);
  const std::unique_ptr<Solution> solution =
      grundy::solve(sum, convention_field(body), SolveLimits{budget.limits.misere});
  const report::JsonLimits limits = answer_limits(body, budget);
  return {200, json_text(nlohmann::json(report::move_page_json(*solution, kind, limits.offset,
                                                               limits.max_listed, limits)))};
}

ApiResponse sequence(const ApiRequest& request, const Budget& budget) {
  const auto game = request.query.find("game");
  if (game == request.query.end()) throw BadRequest("missing the query parameter game");
  const std::uint64_t upto = upto_query(request, budget);
  const NamedRule named = parse_heap_rule(game->second, budget.families);
  GrundySequence values(named.rule);
  values.extend_to(upto);
  const std::optional<PeriodProof> proof = values.prove_now();
  return {200, json_text(report::sequence_json(report::sequence_report(named, values, upto, proof),
                                               /*in_english=*/false))};
}

// The value history of a game played on the page: the start, the moves in
// order (each {"component", "move"}), and for each position its value, who
// was winning, and whether the move made from it gave the win away.
ApiResponse history(const ApiRequest& request, const Budget& budget) {
  const nlohmann::json body = parse_body(request.body);
  const GameInPlay game = game_field(body, budget);
  return {200, json_text(report::value_history_json(
                   value_history(game, SolveLimits{budget.limits.misere})))};
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

// The endpoint the request names, if the method is the endpoint's.
ApiResponse route(const ApiRequest& request, const Budget& budget) {
  using Handler = ApiResponse (*)(const ApiRequest&, const Budget&);
  static const struct {
    const char* path;
    const char* method;
    Handler handler;
  } endpoints[] = {{"/api/solve", "POST", solve_position},
                   {"/api/moves", "POST", move_page},
                   {"/api/move", "POST", move},
                   {"/api/history", "POST", history},
                   {"/api/seq", "GET", sequence}};
  for (const auto& endpoint : endpoints) {
    if (request.path != endpoint.path) continue;
    if (request.method != endpoint.method)
      return error_response(405, fmt::format("use {} for {}", endpoint.method, endpoint.path));
    return endpoint.handler(request, budget);
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

// Fuzzes the HTTP API as a function (web/api.hpp, handle_api), without a
// socket. The input is a request as text:
//
//   METHOD PATH[?name=value&...]
//   BODY
//
// (the query is split at '&' and '=', already "decoded", as the server hands
// it over). The API answers within small limits (fuzz_compute_limits, a small
// misère search and short sequences), so positions of every size are sent and
// answered or refused quickly.
//
// Invariants: handle_api never throws; the status is 200, 400, 404 or 405,
// never 5xx; the body is a JSON object, and an error's body has a string
// "error". For /api/solve and /api/move the position is judged from its text
// alone (expected_answer.hpp): an invalid position or a number above 2^63-1
// is answered with 400; /api/solve of a valid small position with 200, and
// then, within the oracle's reach (tests/oracle, which shares no code with
// the engine), with its value, outcome and the positions its winning moves
// leave ("to"), in normal play and, for tiny positions, in misère play. A
// position with a game on a graph or a board is compared the same way when
// the API answers it and the oracle reads it (oracle_check.hpp).
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "api.hpp"
#include "api_request.hpp"
#include "expected_answer.hpp"
#include "fuzz_checks.hpp"
#include "oracle_check.hpp"

namespace {

using grundy::fuzz::check;
using grundy::fuzz::Deserves;
using grundy::fuzz::read_request;

const grundy::web::ApiLimits& limits() {
  static const grundy::web::ApiLimits fuzz_limits = [] {
    grundy::web::ApiLimits chosen;
    chosen.compute = grundy::fuzz::fuzz_compute_limits();
    // A tiny position (oracle_check.hpp) keeps at most 500 sums, a piece of
    // it at most 500 moves; each sum of a search costs its moves.
    chosen.misere.max_positions = 1'000;
    chosen.misere.max_piece_moves = 500;
    chosen.misere.piece_memory = std::uint64_t{4} << 20;
    // The misère quotient within a few milliseconds of work.
    chosen.misere.quotient_work = 300'000;
    chosen.misere.quotient_memory = std::uint64_t{16} << 20;
    chosen.sequence_length = 500;
    // Optional work (explanations, remoteness, the engine's choice) within
    // the server's own budgets: without them the explanation of a misère
    // board (`misere chomp(5x5)`, a corpus seed) searches every option's
    // genus, 20 s under the sanitizers. The answers compared with the
    // oracle are not optional work.
    chosen.extras_budget = grundy::web::kDefaultExtrasBudget;
    chosen.engine_budget = grundy::web::kEngineMoveBudget;
    return chosen;
  }();
  return fuzz_limits;
}

// A POST of a body that the API reads as a position: a JSON object (within
// the body limit) with "position" a string and "misere", when present, a
// boolean.
struct PositionRequest {
  std::string position;
  bool misere = false;
};

std::optional<PositionRequest> position_request(const grundy::web::ApiRequest& request) {
  if (request.method != "POST" || request.body.size() > grundy::web::kMaxBodyBytes)
    return std::nullopt;
  const nlohmann::json body =
      nlohmann::json::parse(request.body, nullptr, /*allow_exceptions=*/false);
  if (!body.is_object()) return std::nullopt;
  const auto position = body.find("position");
  if (position == body.end() || !position->is_string()) return std::nullopt;
  // A page asked for ("offset", "limit", "legal_limit") is judged by more
  // than the position's text: its answer is checked as any other's.
  for (const char* page : {"offset", "limit", "legal_limit"}) {
    if (body.contains(page)) return std::nullopt;
  }
  PositionRequest found{position->get<std::string>()};
  if (const auto misere = body.find("misere"); misere != body.end()) {
    if (!misere->is_boolean()) return std::nullopt;
    found.misere = misere->get<bool>();
  }
  return found;
}

// The answer of /api/solve against the oracle's.
void check_solve_answer(const nlohmann::json& body, const oracle::Answer& reference,
                        oracle::Convention convention) {
  grundy::fuzz::EngineAnswer engine;
  engine.position = body.value("position", std::string());
  if (const auto value = body.find("grundy"); value != body.end() && value->is_number_unsigned()) {
    engine.value = value->get<std::uint64_t>();
  }
  const std::string outcome = body.value("outcome", std::string("?"));
  engine.outcome = outcome.size() == 1 ? outcome[0] : '?';
  const auto moves = body.find("winning_moves");
  check(moves != body.end() && moves->is_array(), "no winning_moves in " + body.dump());
  check(!body.value("winning_moves_truncated", false),
        "winning moves of a small position cut short: " + body.dump());
  for (const nlohmann::json& move : *moves) {
    const auto to = move.find("to");
    check(to != move.end() && to->is_string(), "a winning move without \"to\": " + body.dump());
    engine.moves.push_back(move.value("component", nlohmann::json()).dump() + ":" +
                           move.value("move", nlohmann::json()).dump());
    engine.winning.push_back(to->get<std::string>());
  }
  check(body.value("winning_move_count", std::uint64_t{0}) == engine.winning.size(),
        "winning_move_count is not the number of moves listed: " + body.dump());
  grundy::fuzz::check_against_oracle(
      engine, reference,
      convention == oracle::Convention::normal ? "/api/solve" : "/api/solve, misère");
  grundy::fuzz::count_comparison(reference, convention);
}

// What a request for a position deserves, from the position's text.
void check_position_answer(const grundy::web::ApiRequest& request,
                           const grundy::web::ApiResponse& response, const nlohmann::json& body) {
  const bool solve = request.path == "/api/solve";
  if (!solve && request.path != "/api/move") return;
  const std::optional<PositionRequest> asked = position_request(request);
  if (!asked) return;
  const grundy::fuzz::ExpectedAnswer expected = grundy::fuzz::expected_answer(asked->position);
  const std::string about = request.path + " of '" + asked->position + "'";
  if (expected.deserves == Deserves::refusal || expected.deserves == Deserves::parse_error ||
      expected.deserves == Deserves::parse_or_limit_error) {
    check(response.status == 400,
          about + " deserves " + grundy::fuzz::deserves_name(expected.deserves) + " (" +
              expected.why + "), but got status " + std::to_string(response.status));
    return;
  }
  const oracle::Convention convention =
      asked->misere ? oracle::Convention::misere : oracle::Convention::normal;
  if (solve && expected.pictures && response.status == 200) {
    // A game on a graph or a board: compared once the API has answered
    // (oracle_check.hpp, oracle_answer_read), the position as it printed it.
    const auto position = body.find("position");
    check(position != body.end() && position->is_string(), "no position in " + body.dump());
    if (const auto reference = grundy::fuzz::oracle_answer_read(
            expected, asked->position, position->get<std::string>(), convention))
      check_solve_answer(body, *reference, convention);
    return;
  }
  if (!solve || expected.deserves != Deserves::answer) return;
  const auto reference = grundy::fuzz::oracle_answer(expected, convention);
  // Normal play answers every small position; misère play those it can
  // search within the request's limit, certainly the tiny ones.
  if (!asked->misere || reference) {
    check(response.status == 200, about + " is a small position, but got " +
                                      std::to_string(response.status) + ": " + response.body);
  }
  if (reference && response.status == 200) check_solve_answer(body, *reference, convention);
}

}  // namespace

// A run over a corpus must compare answers with the oracle in both
// conventions, and expected_answer.hpp judges by the registry's families.
extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv) {
  grundy::fuzz::require_oracle_comparisons(*argc, *argv);
  grundy::fuzz::judge_registered_families(grundy::FamilyRegistry::builtin());
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const grundy::web::ApiRequest request =
      read_request(std::string_view(reinterpret_cast<const char*>(data), size));
  grundy::web::ApiResponse response;
  try {
    response = grundy::web::handle_api(request, limits());
  } catch (const std::exception& error) {
    grundy::fuzz::fail(std::string("handle_api threw: ") + error.what());
  } catch (...) {
    grundy::fuzz::fail("handle_api threw an exception of unknown type");
  }
  check(response.status == 200 || response.status == 400 || response.status == 404 ||
            response.status == 405,
        "status " + std::to_string(response.status));
  const nlohmann::json body =
      nlohmann::json::parse(response.body, nullptr, /*allow_exceptions=*/false);
  check(body.is_object(), "the response body is not a JSON object: " + response.body);
  if (response.status != 200) {
    const auto error = body.find("error");
    check(error != body.end() && error->is_string(),
          "an error without \"error\": " + response.body);
  }
  check_position_answer(request, response, body);
  return 0;
}

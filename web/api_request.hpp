// Reading a request of the web API (api.hpp): its body, its fields and
// their limits, each refused with a BadRequest that says what is wrong.
#pragma once

#include <chrono>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>

#include "api.hpp"
#include "grundy/family.hpp"
#include "grundy/game_play.hpp"
#include "grundy/json_report.hpp"
#include "grundy/move.hpp"
#include "grundy/remoteness.hpp"
#include "grundy/solution.hpp"
#include "grundy/sum.hpp"

namespace grundy::web {

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
template <class Json>
std::string json_text(const Json& answer) {
  return answer.dump(-1, ' ', false, Json::error_handler_t::replace);
}

// "5", "0.5", "0.05": a time limit in seconds, as few digits as it needs.
std::string format_seconds(std::chrono::milliseconds limit);

// The body: a JSON object of at most kMaxBodyBytes.
nlohmann::json parse_body(const std::string& body);

// A string field that must be there.
std::string string_field(const nlohmann::json& object, const char* name);

// "misere": true asks for misère play (the last move loses); absent is false.
bool misere_field(const nlohmann::json& object);
PlayConvention convention_field(const nlohmann::json& body);

// A whole number field of the request from 0 to `most`, or `otherwise` when
// it is absent.
std::uint64_t count_field(const nlohmann::json& body, const char* name, std::uint64_t otherwise,
                          std::uint64_t most);

// "extras_ms": the time the request gives its optional work (the
// remoteness, the explanations, the engine's choice among losing moves), in
// place of the server's budget `otherwise`; 0: none of its own, the
// request's time limit alone. A client that would rather wait than miss a
// part asks for more; it never gets past the time limit.
std::chrono::milliseconds extras_field(const nlohmann::json& body,
                                       std::chrono::milliseconds otherwise);

// The JSON limits of the request's answer: its page of moves, in the
// request's language, within its budget of optional work.
report::JsonLimits answer_limits(const nlohmann::json& body, const Budget& budget);

// "remoteness": true asks for the remoteness (a search of its own, so only
// when asked, as `solve --json --remoteness`).
RemotenessLimits remoteness_field(const nlohmann::json& body);

// The "position" of a request, within the page's limit.
Sum position_field(const nlohmann::json& body, const Budget& budget);

// The move that `entry` names in `sum`: {"move"} in the family's notation,
// and {"component"} (from 0) in a sum of several games.
Move move_field(const nlohmann::json& entry, const Sum& sum, const Budget& budget);

// "list": "winning", "drawing" or "legal" (/api/moves).
report::MoveListKind list_field(const nlohmann::json& body);

// The game of /api/history: the "position" it started from, and the
// "moves" played since (each {"component", "move"}, at most
// kMaxHistoryMoves), under "misere" or normal play.
GameInPlay game_field(const nlohmann::json& body, const Budget& budget);

// ?upto=N of /api/seq: from 0 to the budget's sequence length (100 when absent).
std::uint64_t upto_query(const ApiRequest& request, const Budget& budget);

// ?lang=en (the default) or zh: the language of the answer's sentences.
bool english_asked(const ApiRequest& request);

}  // namespace grundy::web

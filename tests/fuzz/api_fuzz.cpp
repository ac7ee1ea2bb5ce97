// Fuzzes the HTTP API as a function (web/api.hpp, handle_api), without a
// socket. The input is a request as text:
//
//   METHOD PATH[?name=value&...]
//   BODY
//
// (the query is split at '&' and '=', already "decoded", as the server hands
// it over). Invariants: handle_api never throws; the status is 200, 400, 404
// or 405, never 5xx; the body is a JSON object, and an error's body has a
// string "error".
//
// Like expression_fuzz.cpp, positions whose answer legitimately takes seconds
// (big heaps of computed families) and sequences beyond 2000 values are not
// sent: the limits the server applies to them are not what is tested here.
// Misère requests search whole sums (up to 200,000 of them, a third of a
// second in a release build, far more under the sanitizers), so they are sent
// only with numbers up to 12, or for Nim alone (the misère Nim rule).
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "api.hpp"
#include "fuzz_checks.hpp"
#include "grundy/integers.hpp"

namespace {

using grundy::fuzz::check;

grundy::web::ApiRequest read_request(std::string_view text) {
  grundy::web::ApiRequest request;
  const std::size_t line_end = std::min(text.find('\n'), text.size());
  const std::string_view line = text.substr(0, line_end);
  request.body = std::string(text.substr(std::min(line_end + 1, text.size())));
  const std::size_t space = std::min(line.find(' '), line.size());
  request.method = std::string(line.substr(0, space));
  std::string_view target = line.substr(std::min(space + 1, line.size()));
  const std::size_t question = std::min(target.find('?'), target.size());
  request.path = std::string(target.substr(0, question));
  std::string_view query = target.substr(std::min(question + 1, target.size()));
  while (!query.empty()) {
    const std::size_t amp = std::min(query.find('&'), query.size());
    const std::string_view pair = query.substr(0, amp);
    const std::size_t equals = std::min(pair.find('='), pair.size());
    request.query[std::string(pair.substr(0, equals))] = std::string(pair.substr(std::min(equals + 1, pair.size())));
    query.remove_prefix(std::min(amp + 1, query.size()));
  }
  return request;
}

bool cheap(const grundy::web::ApiRequest& request) {
  const nlohmann::json body = nlohmann::json::parse(request.body, nullptr, /*allow_exceptions=*/false);
  if (body.is_object()) {
    const auto position = body.find("position");
    if (position != body.end() && position->is_string() &&
        !grundy::fuzz::cheap_expression(position->get<std::string>())) {
      return false;
    }
    const auto misere = body.find("misere");
    if (position != body.end() && position->is_string() && misere != body.end() && *misere == true &&
        !grundy::fuzz::cheap_misere_expression(position->get<std::string>())) {
      return false;
    }
  }
  if (const auto upto = request.query.find("upto"); upto != request.query.end()) {
    const grundy::ParsedNumber parsed = grundy::parse_number(upto->second);
    if (parsed.status == grundy::NumberStatus::ok && parsed.value > 2000) return false;
  }
  if (const auto game = request.query.find("game"); game != request.query.end()) {
    if (!grundy::fuzz::cheap_expression(game->second + " 0")) return false;
  }
  return true;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const grundy::web::ApiRequest request = read_request(std::string_view(reinterpret_cast<const char*>(data), size));
  if (!cheap(request)) return 0;
  grundy::web::ApiResponse response;
  try {
    response = grundy::web::handle_api(request);
  } catch (const std::exception& error) {
    grundy::fuzz::fail(std::string("handle_api threw: ") + error.what());
  } catch (...) {
    grundy::fuzz::fail("handle_api threw an exception of unknown type");
  }
  check(response.status == 200 || response.status == 400 || response.status == 404 || response.status == 405,
        "status " + std::to_string(response.status));
  const nlohmann::json body = nlohmann::json::parse(response.body, nullptr, /*allow_exceptions=*/false);
  check(body.is_object(), "the response body is not a JSON object: " + response.body);
  if (response.status != 200) {
    const auto error = body.find("error");
    check(error != body.end() && error->is_string(), "an error without \"error\": " + response.body);
  }
  return 0;
}

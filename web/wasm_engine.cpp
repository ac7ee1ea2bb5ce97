// The page's engine without a server: the JSON API of `grundy serve`
// (api.hpp) compiled to WebAssembly with Emscripten (`make web-static`).
// web/static/engine.js asks it, in a Web Worker (engine-worker.js) or, where
// the browser allows no worker (a page opened from a folder), in the page
// itself, with the requests it would have sent to the server; the answers
// are the server's, byte for byte, since they are made by the same code
// with the same limits (one request at a time here: the worker is one thread).
#include <emscripten/bind.h>

#include <chrono>
#include <exception>
#include <nlohmann/json.hpp>
#include <string>

#include "api.hpp"
#include "grundy/translate.hpp"

namespace {

using grundy::web::ApiLimits;
using grundy::web::ApiRequest;
using grundy::web::ApiResponse;

// The server's limits, its time limit, memory and budgets included (a
// request that takes longer, or more, is answered as the server answers it,
// and the worker is free for the next). The memory is counted as the server
// counts it (allocation_hooks.cpp is linked in); there is no shared total,
// one request runs at a time.
const ApiLimits& engine_limits() {
  static const ApiLimits limits = [] {
    ApiLimits made;
    made.request_timeout = grundy::web::kDefaultRequestTimeout;
    made.request_memory = grundy::web::kDefaultRequestMemory;
    made.extras_budget = grundy::web::kDefaultExtrasBudget;
    made.engine_budget = grundy::web::kEngineMoveBudget;
    return made;
  }();
  return limits;
}

// The same without the budgets of optional work, which make an answer
// depend on the machine's speed (past 50 ms an explanation is left out):
// for the tests that compare this engine's answers with the command's byte
// for byte, as the command's own run with GRUNDY_EXTRAS_MS=0. They ask with
// the query parameter budgets=none, which only this engine reads: it runs
// on its user's machine, where nobody else waits for it.
const ApiLimits& limits_without_budgets() {
  static const ApiLimits limits = [] {
    ApiLimits made = engine_limits();
    made.extras_budget = std::chrono::milliseconds(0);
    made.engine_budget = std::chrono::milliseconds(0);
    return made;
  }();
  return limits;
}

const grundy::FamilyRegistry& engine_families() {
  static const grundy::FamilyRegistry families =
      grundy::FamilyRegistry::builtin_without_files(engine_limits().compute);
  return families;
}

// The Chinese messages: po/zh_CN.po compiled and embedded at
// /locale/zh_CN/LC_MESSAGES/grundy.mo (cmake/web_static.cmake). translate()
// answers from it, since Emscripten's gettext fails on reading it; a
// request that asks for English is answered in English by the API itself
// (EnglishOnly).
void bind_messages() { grundy::use_message_catalogue("/locale/zh_CN/LC_MESSAGES/grundy.mo"); }

// One request: its method, path ("/api/solve"), query parameters as a JSON
// object of strings ({"lang": "zh"}), and body. The answer is {"status",
// "body"} as the server would send them.
emscripten::val answer(const std::string& method, const std::string& path,
                       const std::string& query_json, const std::string& body) {
  static const bool bound = (bind_messages(), true);
  (void)bound;
  ApiRequest request{.method = method, .path = path, .query = {}, .body = body};
  ApiResponse response;
  const nlohmann::json query = nlohmann::json::parse(query_json, nullptr, false);
  if (!query.is_object()) {
    response = {400, R"({"error":"the query is not a JSON object"})"};
  } else {
    bool budgets = true;
    for (const auto& [key, value] : query.items()) {
      if (key == "budgets" && value == "none")
        budgets = false;
      else if (value.is_string())
        request.query[key] = value.get<std::string>();
    }
    response = grundy::web::handle_api(
        request, budgets ? engine_limits() : limits_without_budgets(), engine_families());
  }
  emscripten::val result = emscripten::val::object();
  result.set("status", response.status);
  result.set("body", response.body);
  return result;
}

// std::terminate (an exception out of a noexcept function, such as a
// destructor that allocates when the memory is exhausted: nlohmann::json
// frees a tree through a vector) stops the engine with a trap. Emscripten's
// own handler calls abort(), which throws a JavaScript exception; under
// WebAssembly exceptions the catch (...) inside libc++abi's terminate
// catches it and terminates again, and again: thousands of "Aborted()"
// lines, then "Maximum call stack size exceeded", and an engine whose
// request never ended (its deadline still set: every later answer was "took
// longer than the limit"). A trap is no exception: nothing catches it, and
// the page starts a new engine (engine-worker.js).
[[noreturn]] void stop_engine() { __builtin_trap(); }

}  // namespace

EMSCRIPTEN_BINDINGS(grundy_engine) {
  std::set_terminate(stop_engine);
  emscripten::function("answer", &answer);
}

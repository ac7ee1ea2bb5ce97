// The JSON API of `grundy serve`, as a pure function of the request, so that
// tests and fuzzers call it without a socket.
//
//   POST /api/solve  {"position": "nim 5 6 7 8", "offset": 0, "limit": 100,
//                     "legal_limit": 100, "extras_ms": 50}
//        -> the object of `grundy solve --json` with a page of its winning
//           moves ("limit" of them from "offset"; every count exact), plus
//           "picture": the rows of the pairing diagram ({"label", "shown",
//           "value"}, the first 100 of "row_count"), "total", "width";
//           "legal_moves": the first "legal_limit" legal moves with
//           "legal_move_count" (and "legal_move_count_exact": false when it
//           is a lower bound), and "boards"
//   POST /api/moves  {"position", "misere", "list": "winning" | "drawing" | "legal",
//                     "offset", "limit"}
//        -> one page of a list of moves (json_report.hpp, move_page_json)
//   "extras_ms" (solve, move): the milliseconds the request gives its
//   optional work (remoteness, explanations, the engine's choice among
//   losing moves) instead of the server's 50 (100 for the engine); 0: no
//   budget of its own, only the request's time limit.
//   POST /api/move   {"position": "nim 5 6 7 8", "move": "4:8->4", "reply": true,
//                     "component": 0 (in a sum)}
//        -> {"description", "reply": {"move", "component", "description", "why"}
//            or null, "position", "finished", "winner": "you" | "engine" | null}
//           (turn_json.hpp; "why": the engine's reason as `grundy play` gives it)
//   GET  /api/seq?game=kayles&upto=100
//        -> the object of `grundy seq --json` (sequence_report.hpp): {"game",
//           "values", "period": {"preperiod", "length"} or null, "computed", "proof"}
//   Sentences are in the language of ?lang=en (the default) or zh.
//
// Every failure is an ApiResponse with status 400 (or 404/405) and a body
// {"error": "..."}; nothing a client sends makes it throw. Past a request's
// memory (ApiLimits::request_memory) the answer is 422; past its time, or
// when the server's memory is taken by other requests, 503 (the latter with
// Retry-After).
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <map>
#include <string>

#include "grundy/compute_limits.hpp"
#include "grundy/family.hpp"
#include "grundy/json_report.hpp"
#include "grundy/memory_account.hpp"
#include "grundy/solution.hpp"

namespace grundy::web {

struct ApiRequest {
  std::string method;                        // "GET", "POST"
  std::string path;                          // "/api/solve"
  std::map<std::string, std::string> query;  // decoded query parameters
  std::string body;
};

struct ApiResponse {
  int status = 200;
  std::string body;     // JSON
  int retry_after = 0;  // seconds, for Retry-After (0: none)
};

// Limits that keep one request small and quick.
inline constexpr std::size_t kMaxBodyBytes = 64 * 1024;
inline constexpr std::size_t kMaxPositionNumbers = 10'000;
inline constexpr std::uint64_t kMaxSequenceLength = 100'000;
// At most this many numbers in all the winning moves' "to" positions of one
// answer (without it, 10,000 winning moves in a position of 10,000 heaps gave
// a 600 MB answer and 1.5 GB of memory for a 60 KB request).
inline constexpr std::uint64_t kMaxAnswerResultNumbers = 1'000'000;

// The moves of one page when the request names none ("limit"), and the most
// it may name: a person reads a hundred, and a thousand moves of a position
// of 10,000 numbers are still a bounded answer.
inline constexpr std::uint64_t kListedMoves = 100;
inline constexpr std::uint64_t kMaxListedMoves = 1000;

// The rows of the pairing diagram in an answer (the rest are counted).
inline constexpr std::size_t kPictureRows = 100;

// What one request may allocate by default (`grundy serve --request-memory`),
// and the server's total (`--max-memory`) (memory_account.hpp).
inline constexpr std::uint64_t kDefaultRequestMemory = std::uint64_t{256} << 20;
inline constexpr std::uint64_t kDefaultServerMemory = std::uint64_t{2} << 30;

// The time optional work may take in an answer (the remoteness search, the
// explanation of each value, the engine's choice among losing moves), each
// on its own: the page answers at once, and says what it left out.
inline constexpr std::chrono::milliseconds kDefaultExtrasBudget{50};

// The most a request may ask for its optional work ("extras_ms"): a minute,
// and never past the request's own time limit, which stops everything.
inline constexpr std::uint64_t kMaxExtrasMilliseconds = 60'000;

// The time the engine's reply may spend beyond finding who wins (its
// remoteness search, its choice among losing moves): about a tenth of a
// second, so that the page's game goes on at once (0: none, in the tests).
inline constexpr std::chrono::milliseconds kEngineMoveBudget{100};

// The most moves /api/history replays.
inline constexpr std::size_t kMaxHistoryMoves = 1000;

// The most positions the remoteness search of one request visits (the
// command's default is 100,000): about 0.1 s.
inline constexpr std::uint64_t kMaxRemotenessPositions = 20'000;

// The most sums a misère search keeps for one request ("misere": true):
// about 40 MB and a second or two, so that many requests can run at once.
inline constexpr std::size_t kMaxMiserePositions = 200'000;

// The pieces of that search and their options: 24 MiB, so that with the
// sums (about 40 MB) a misère request stays near the 64 MiB of a request.
inline constexpr std::uint64_t kMaxMiserePieceBytes = std::uint64_t{24} << 20;

// The table of values of one request's search on a graph or board
// (node-kayles, cram, ...): 32 MiB, within the 64 MiB a request may take.
inline constexpr std::uint64_t kMaxSearchBytes = std::uint64_t{32} << 20;

// The time one request may take by default (`grundy serve --request-timeout`):
// about twenty times the heaviest request a page makes (a misère search of
// the API's largest size takes about a quarter of a second).
inline constexpr std::chrono::milliseconds kDefaultRequestTimeout{5000};

// What one request may cost: the limits above and the families' work. The
// defaults are the server's; a caller that must stay quicker (the fuzzer)
// passes smaller ones, and a request beyond them is answered with 400 and
// the library's LimitError message.
struct ApiLimits {
  ComputeLimits compute = [] {  // compute_limits.hpp: its defaults, and the search's memory
    ComputeLimits limits;
    limits.search_memory = MemoryBudget(kMaxSearchBytes);
    return limits;
  }();
  // The misère search: at most kMaxMiserePositions sums and
  // kMaxMiserePieceBytes of pieces, the other options as MisereAnalysis has
  // them.
  MisereLimits misere{.max_positions = kMaxMiserePositions, .piece_memory = kMaxMiserePieceBytes};
  std::uint64_t sequence_length = kMaxSequenceLength;  // the largest upto of /api/seq
  // The memory one request may allocate, counted as it allocates where the
  // program counts allocations (memory_account.hpp: the server, the page's
  // engine, the tests); past it, 422. 0: no limit.
  std::uint64_t request_memory = kDefaultRequestMemory;
  // The total that every request's memory is drawn from (the server's
  // --max-memory), or nullptr; when it is taken, 503 with Retry-After.
  MemoryPool* memory_pool = nullptr;
  // The time budget of optional work (kDefaultExtrasBudget for the server
  // and the page's engine); 0: none, as for the tests that compare answers
  // byte for byte.
  std::chrono::milliseconds extras_budget{0};
  // The same for the engine's reply in /api/move (kEngineMoveBudget for the
  // server and the page's engine).
  std::chrono::milliseconds engine_budget{0};
  // The time a request may take; past it the engine stops (deadline.hpp)
  // and the answer is 503 with {"error": "... took longer than the limit of
  // N s"}. 0: none, as for a caller without a clock to answer to (the
  // tests, the fuzzers); the server sets kDefaultRequestTimeout.
  std::chrono::milliseconds request_timeout{0};
  // Called once on the request's thread when it has worked `long_request`
  // (the server lowers that thread's priority: heavy requests yield the
  // processor to quick ones); nullptr: nothing.
  void (*on_long_request)() = nullptr;
  std::chrono::milliseconds long_request{20};
};

// Answers within the server's limits, ApiLimits{}.
ApiResponse handle_api(const ApiRequest& request);
// Answers within `limits` (the families are made for limits.compute on each call).
ApiResponse handle_api(const ApiRequest& request, const ApiLimits& limits);
// The same with `families` made once for limits.compute (the server's).
ApiResponse handle_api(const ApiRequest& request, const ApiLimits& limits,
                       const FamilyRegistry& families);

}  // namespace grundy::web

// The API within limits of its caller's (ApiLimits): ApiLimits{} answers as
// the server does, smaller limits refuse past them with 400 and the message
// that says which limit, and a Moore position colours its legal moves from
// its own search.
#include <gtest/gtest.h>

#include <chrono>
#include <nlohmann/json.hpp>
#include <string>

#include "api.hpp"
#include "grundy/translate.hpp"

namespace grundy::web {
namespace {

ApiRequest solve(const std::string& position, bool misere = false) {
  return {
      "POST", "/api/solve", {}, nlohmann::json{{"position", position}, {"misere", misere}}.dump()};
}

ApiRequest sequence(const std::string& game, const std::string& upto) {
  return {"GET", "/api/seq", {{"game", game}, {"upto", upto}}, ""};
}

std::string bad_request_error_of(const ApiResponse& response) {
  EXPECT_EQ(response.status, 400) << response.body;
  return nlohmann::json::parse(response.body).value("error", "");
}

TEST(ApiLimits, TheDefaultsAreTheServers) {
  for (const ApiRequest& request :
       {solve("kayles 35 + nim 3 + wythoff 40 30"), solve("treblecross 300 + moore(2) 3 5 6"),
        solve("kayles 5 + nim 3", true), solve("wythoff 5000 1 + nim 1"),
        sequence("tb(0.8)", "300"), sequence("subtraction(5000)", "10"),
        sequence("kayles", "100001")}) {
    const ApiResponse server = handle_api(request);
    const ApiResponse limited = handle_api(request, ApiLimits{});
    EXPECT_EQ(limited.status, server.status) << request.body;
    EXPECT_EQ(limited.body, server.body) << request.body;
  }
}

TEST(ApiLimits, SmallerLimitsRefuseWhatIsPastThem) {
  ApiLimits limits;
  limits.compute.take_and_break.max_computed = 256;
  limits.compute.take_and_break.period_search = 256;
  limits.compute.subtraction.max_element = 4096;
  limits.misere.max_positions = 100;
  limits.sequence_length = 500;
  EXPECT_NE(bad_request_error_of(handle_api(solve("treblecross 300 + nim 1"), limits)).find("300"),
            std::string::npos);
  EXPECT_EQ(handle_api(solve("treblecross 256 + nim 1"), limits).status, 200);
  EXPECT_NE(
      bad_request_error_of(handle_api(solve("kayles 12 + nim 3 4 5", true), limits)).find("misère"),
      std::string::npos);
  EXPECT_EQ(handle_api(solve("kayles 12 + nim 3 4 5", true)).status, 200);
  EXPECT_EQ(bad_request_error_of(handle_api(sequence("kayles", "501"), limits)),
            "upto must be a number from 0 to 500");
  EXPECT_EQ(handle_api(sequence("kayles", "500"), limits).status, 200);
  EXPECT_NE(
      bad_request_error_of(handle_api(sequence("subtraction(5000)", "10"), limits)).find("5000"),
      std::string::npos);
  EXPECT_EQ(handle_api(sequence("subtraction(5000)", "10")).status, 200);
}

// A huge Kayles heap has about 10^17 winning moves: counted exactly, and
// listed a page at a time (100 unless the request asks for another page),
// with the next page's offset; the legal moves likewise, counted up to a
// bound. The answer stays small, and so does its memory.
TEST(ApiLimits, LongListsAreCountedAndAnsweredAPageAtATime) {
  const ApiResponse huge = handle_api(solve("kayles 1000000000000000000 + nim 3"));
  ASSERT_EQ(huge.status, 200) << huge.body;
  EXPECT_LT(huge.body.size(), 200'000U);
  const nlohmann::json answer = nlohmann::json::parse(huge.body);
  EXPECT_EQ(answer["winning_moves"].size(), kListedMoves);
  EXPECT_EQ(answer["winning_move_descriptions"].size(), kListedMoves);
  EXPECT_EQ(answer["winning_moves_truncated"], true);
  EXPECT_EQ(answer["winning_move_count"], 250000000000000001U);
  EXPECT_EQ(answer["winning_moves_page"],
            (nlohmann::json{{"offset", 0}, {"listed", 100}, {"next_offset", 100}}));
  EXPECT_EQ(answer["legal_moves"].size(), kListedMoves);
  EXPECT_EQ(answer["legal_move_count"], report::kMaxLegalMovesCounted);
  EXPECT_EQ(answer["legal_move_count_exact"], false);
  // The next page, of ten.
  const ApiRequest next = {
      "POST",
      "/api/solve",
      {},
      nlohmann::json{
          {"position", "kayles 1000000000000000000 + nim 3"}, {"offset", 100}, {"limit", 10}}
          .dump()};
  const nlohmann::json page = nlohmann::json::parse(handle_api(next).body);
  ASSERT_EQ(page["winning_moves"].size(), 10U);
  EXPECT_EQ(page["winning_moves_page"]["next_offset"], 110);
  // The same moves as /api/moves lists, with their words.
  const ApiRequest moves = {"POST",
                            "/api/moves",
                            {},
                            nlohmann::json{{"position", "kayles 1000000000000000000 + nim 3"},
                                           {"list", "winning"},
                                           {"offset", 100},
                                           {"limit", 10}}
                                .dump()};
  const ApiResponse listed = handle_api(moves);
  ASSERT_EQ(listed.status, 200) << listed.body;
  const nlohmann::json list = nlohmann::json::parse(listed.body);
  EXPECT_EQ(list["count"], 250000000000000001U);
  EXPECT_EQ(list["count_exact"], true);
  EXPECT_EQ(list["next_offset"], 110);
  ASSERT_EQ(list["moves"].size(), 10U);
  for (std::size_t i = 0; i < 10; ++i) {
    EXPECT_EQ(list["moves"][i]["move"], page["winning_moves"][i]["move"]);
    EXPECT_EQ(list["moves"][i]["description"], page["winning_move_descriptions"][i]);
  }
  // Bad pages are refused.
  for (const char* body :
       {R"({"position": "nim 3", "limit": 1001})", R"({"position": "nim 3", "offset": -1})",
        R"({"position": "nim 3", "limit": "ten"})"}) {
    EXPECT_NE(bad_request_error_of(handle_api({"POST", "/api/solve", {}, body}))
                  .find("must be a whole number"),
              std::string::npos)
        << body;
  }
  EXPECT_NE(
      bad_request_error_of(
          handle_api({"POST", "/api/moves", {}, R"({"position": "nim 3", "list": "losing"})"}))
          .find("\"list\" must be"),
      std::string::npos);
}

// Past its memory a request is refused with 422 and the limit named; when
// the memory that every request shares is taken, with 503 and Retry-After.
TEST(ApiLimits, ARequestPastItsMemoryIs422AndPastTheServersIs503) {
  ApiLimits limits;
  limits.request_memory = std::uint64_t{256} << 10;
  const ApiRequest many_moves = {
      "POST",
      "/api/solve",
      {},
      nlohmann::json{{"position", "kayles 4000000"}, {"limit", 1000}}.dump()};
  const ApiResponse over = handle_api(many_moves, limits);
  EXPECT_EQ(over.status, 422) << over.body.substr(0, 200);
  EXPECT_EQ(nlohmann::json::parse(over.body)["error"],
            "the answer needs more than 256 KiB of memory (the limit of --request-memory)");
  MemoryPool pool(std::uint64_t{1} << 20, "--max-memory");
  limits.request_memory = std::uint64_t{256} << 20;
  limits.memory_pool = &pool;
  const ApiResponse busy = handle_api(many_moves, limits);
  EXPECT_EQ(busy.status, 503) << busy.body.substr(0, 200);
  EXPECT_EQ(busy.retry_after, 1);
  EXPECT_NE(nlohmann::json::parse(busy.body)["error"].get<std::string>().find(
                "is taken by other requests"),
            std::string::npos);
  EXPECT_EQ(pool.taken(), 0U);
  // The same request within its memory.
  limits.memory_pool = nullptr;
  EXPECT_EQ(handle_api(many_moves, limits).status, 200);
}

// The message of a request past its memory is in the request's language,
// as every other: with the Chinese catalogue bound (as in the page's
// WebAssembly engine), a request in English got it in Chinese.
TEST(ApiLimits, TheMessagePastTheMemoryIsInTheLanguageAskedFor) {
  ApiLimits limits;
  limits.request_memory = std::uint64_t{256} << 10;
  // A thousand moves: the page's answer of a hundred fits in 256 KiB.
  ApiRequest many_moves = {"POST",
                           "/api/solve",
                           {},
                           nlohmann::json{{"position", "kayles 4000000"}, {"limit", 1000}}.dump()};
  use_message_catalogue(GRUNDY_MO_FILE);
  const ApiResponse english = handle_api(many_moves, limits);
  many_moves.query["lang"] = "zh";
  const ApiResponse chinese = handle_api(many_moves, limits);
  use_message_catalogue("");
  EXPECT_EQ(english.status, 422);
  EXPECT_EQ(nlohmann::json::parse(english.body)["error"],
            "the answer needs more than 256 KiB of memory (the limit of --request-memory)");
  EXPECT_EQ(chinese.status, 422);
  EXPECT_NE(nlohmann::json::parse(chinese.body)["error"].get<std::string>().find("内存"),
            std::string::npos)
      << chinese.body;
}

TEST(ApiLimits, MooreMovesAreColouredFromTheSearchBeforeTheMove) {
  // Every legal move's position is valued for its colour. After a move,
  // Moore's Nim looks its value up in the search of the position before the
  // move (one search, not one per move: 300 of them took minutes under the
  // sanitizers); each colour must be what a search of its own says.
  const ApiResponse response = handle_api(solve("moore(2) 4 4 5 + nim 1"));
  ASSERT_EQ(response.status, 200) << response.body;
  const nlohmann::json answer = nlohmann::json::parse(response.body);
  ASSERT_EQ(answer["legal_moves"].size(), 4U + 4 + 5 + 16 + 20 + 20 + 1);
  int winning = 0;
  for (const nlohmann::json& move : answer["legal_moves"]) {
    const ApiResponse alone = handle_api(solve(move["to"].get<std::string>()));
    ASSERT_EQ(alone.status, 200) << alone.body;
    EXPECT_EQ(move["winning"].get<bool>(), nlohmann::json::parse(alone.body)["outcome"] == "P")
        << move["to"];
    winning += move["winning"].get<bool>();
  }
  EXPECT_EQ(winning, answer["winning_move_count"].get<int>());
}

// A request past its time limit: 503 with the limit named, the engine
// stopped (deadline.hpp), and the next request answered as usual. The
// limit is so short that the heavy requests always pass it, whatever the
// machine: octal(0.6) to 4194303 tokens takes seconds, and the misère
// search of three rows of twelve hundreds of milliseconds.
TEST(ApiLimits, ARequestPastItsTimeLimitIs503AndTheNextIsAnswered) {
  ApiLimits limits;
  limits.request_timeout = std::chrono::milliseconds(1);
  for (const ApiRequest& heavy :
       {solve("octal(0.6) 4194303"), solve("kayles 12 + dawson 12 + grundy-game 12", true),
        sequence("grundy-game", "100000")}) {
    const ApiResponse late = handle_api(heavy, limits);
    EXPECT_EQ(late.status, 503) << late.body;
    EXPECT_NE(nlohmann::json::parse(late.body)
                  .value("error", "")
                  .find("took longer than the limit of 0.001 s"),
              std::string::npos)
        << late.body;
  }
  limits.request_timeout = std::chrono::seconds(60);
  const ApiResponse next = handle_api(solve("nim 1 2 3"), limits);
  EXPECT_EQ(next.status, 200) << next.body;
}

}  // namespace
}  // namespace grundy::web

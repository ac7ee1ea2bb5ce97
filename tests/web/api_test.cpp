// The JSON API as a function: the contract, and every kind of bad request.
#include "api.hpp"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "grundy/translate.hpp"

namespace grundy::web {
namespace {

ApiResponse post(const std::string& path, const std::string& body) {
  return handle_api({"POST", path, {}, body});
}

nlohmann::json ok(const ApiResponse& response) {
  EXPECT_EQ(response.status, 200) << response.body;
  return nlohmann::json::parse(response.body);
}

std::string error_of(const ApiResponse& response, int status = 400) {
  EXPECT_EQ(response.status, status) << response.body;
  const nlohmann::json body = nlohmann::json::parse(response.body);
  EXPECT_TRUE(body.contains("error")) << response.body;
  return body.value("error", "");
}

TEST(ApiSolve, SameObjectAsTheCommandPlusThePicture) {
  const nlohmann::json answer = ok(post("/api/solve", R"({"position": "nim 5 6 7 8"})"));
  EXPECT_EQ(answer["position"], "nim 5 6 7 8");
  EXPECT_EQ(answer["grundy"], 12);
  EXPECT_EQ(answer["outcome"], "N");
  ASSERT_EQ(answer["winning_moves"].size(), 1U);
  EXPECT_EQ(answer["winning_moves"][0]["move"], "4:8->4");
  EXPECT_EQ(answer["winning_moves"][0]["to"], "nim 5 6 7 4");
  EXPECT_EQ(answer["picture"]["total"], 12);
  ASSERT_EQ(answer["picture"]["rows"].size(), 4U);
  EXPECT_EQ(answer["picture"]["rows"][3]["value"], 8);
  EXPECT_EQ(answer["winning_move_descriptions"][0], "take 4 from heap 4 (8 -> 4)");
  // 5 + 6 + 7 + 8 legal moves, each marked winning or not.
  ASSERT_EQ(answer["legal_moves"].size(), 26U);
  int winning = 0;
  for (const auto& move : answer["legal_moves"]) winning += move["winning"].get<bool>();
  EXPECT_EQ(winning, 1);
}

TEST(ApiMove, AppliesTheMoveAndTheEngineReplies) {
  const nlohmann::json answer =
      ok(post("/api/move", R"({"position": "nim 1 2 3", "move": "3:3->0", "reply": true})"));
  EXPECT_EQ(answer["description"], "take all 3 from heap 3");
  ASSERT_TRUE(answer["reply"].is_object());
  // After 1 2 0 the engine pairs the columns again: 1 1 0.
  EXPECT_EQ(answer["position"], "nim 1 1 0");
  EXPECT_EQ(answer["finished"], false);
  const nlohmann::json last =
      ok(post("/api/move", R"({"position": "nim 0 0 1", "move": "3:1->0", "reply": true})"));
  EXPECT_EQ(last["finished"], true);
  EXPECT_EQ(last["winner"], "you");
  EXPECT_TRUE(last["reply"].is_null());
  const nlohmann::json in_sum = ok(
      post("/api/move",
           R"({"position": "nim 3 + nim 5 6", "component": 1, "move": "1:5->4", "reply": false})"));
  EXPECT_EQ(in_sum["position"], "nim 3 + nim 4 6");
}

// The engine's reason is the one `grundy play` gives, in the request's
// language: the page in Chinese explained the engine's moves in English.
TEST(ApiMove, TheEnginesReasonIsTheCommandsInTheLanguageAskedFor) {
  ApiRequest request = {
      "POST", "/api/move", {}, R"({"position": "nim 1 2 3", "move": "3:3->0", "reply": true})"};
  const nlohmann::json english = ok(handle_api(request));
  EXPECT_EQ(english["reply"]["why"],
            "columns 2 and 1 were unpaired; now every column holds its 1s in pairs");
  use_message_catalogue(GRUNDY_MO_FILE);
  request.query["lang"] = "zh";
  const nlohmann::json chinese = ok(handle_api(request));
  use_message_catalogue("");
  EXPECT_NE(chinese["reply"]["why"].get<std::string>().find("现在每一列的 1 都成对了"),
            std::string::npos)
      << chinese["reply"]["why"];
}

// The story's game, you first and the engine answering: 1 2 3 -> 1 2 2 ->
// 0 2 2 -> 0 1 2 -> 0 1 1 -> 0 0 1 -> 0 0 0, every position before your move
// lost (P, value 0), before the engine's won; no move gives a win away. A
// winning move thrown away is a turning point.
TEST(ApiHistory, ValuesOutcomesAndTurningPoints) {
  const nlohmann::json story = ok(post("/api/history", R"({"position": "nim 1 2 3", "moves": [
      {"component": 0, "move": "3 1"}, {"component": 0, "move": "1 1"},
      {"component": 0, "move": "2 1"}, {"component": 0, "move": "3 1"},
      {"component": 0, "move": "2 1"}, {"component": 0, "move": "3 1"}]})"));
  ASSERT_EQ(story["history"].size(), 7U) << story.dump();
  EXPECT_EQ(story["history"][0],
            nlohmann::json::parse(R"({"grundy":0,"outcome":"P","turning_point":false})"));
  EXPECT_EQ(story["history"][1]["outcome"], "N");
  EXPECT_EQ(story["history"][6]["outcome"], "P");
  // From 5 6 7 8 (won), 1 1 leaves 4 6 7 8 (won for the opponent).
  const nlohmann::json thrown = ok(post("/api/history", R"({"position": "nim 5 6 7 8", "moves": [
      {"component": 0, "move": "1 1"}]})"));
  EXPECT_TRUE(thrown["history"][0]["turning_point"].get<bool>()) << thrown.dump();
  EXPECT_EQ(thrown["history"][0]["grundy"], 12);
  // An illegal move, or no list, is a bad request.
  EXPECT_EQ(post("/api/history", R"({"position": "nim 1 2 3", "moves": [{"move": "4 1"}]})").status,
            400);
  EXPECT_EQ(post("/api/history", R"({"position": "nim 1 2 3"})").status, 400);
  EXPECT_EQ(post("/api/history", R"({"position": "nim 1 2 3", "moves": [3]})").status, 400);
}

TEST(ApiMisere, LongKaylesRowsAreDecidedByTheQuotient) {
  const nlohmann::json answer = ok(
      post("/api/solve",
           R"({"position": "kayles 1000 900 800 700 600 500 400 300 200 100", "misere": true})"));
  EXPECT_EQ(answer["method"], "quotient");
  EXPECT_TRUE(answer["grundy"].is_null());
  EXPECT_EQ(answer["outcome"], "N");
  EXPECT_FALSE(answer["winning_moves"].empty());
  EXPECT_EQ(answer["quotient"]["order"], 40);
  const nlohmann::json& monoid = answer["quotient_monoid"];
  EXPECT_EQ(monoid["order"], 40);
  EXPECT_EQ(monoid["table"].size(), 40U);
  EXPECT_EQ(monoid["p_portion"].size(), 9U);
  EXPECT_EQ(monoid["period"]["period"], 12);
  // Over a hundred legal moves: the first hundred, and how many in all.
  EXPECT_EQ(answer["legal_moves"].size(), kListedMoves);
  EXPECT_GT(answer["legal_move_count"].get<std::uint64_t>(), 300U);
  // With fewer moves, each legal move says whether it wins, by the quotient.
  const nlohmann::json rows =
      ok(post("/api/solve", R"({"position": "kayles 30 29 28", "misere": true})"));
  EXPECT_EQ(rows["method"], "quotient");
  int winning = 0;
  for (const auto& move : rows["legal_moves"]) winning += move["winning"].get<bool>() ? 1 : 0;
  EXPECT_EQ(winning, static_cast<int>(rows["winning_move_count"].get<std::uint64_t>()));
  // Small misère sums keep G⁻ and have no quotient.
  const nlohmann::json small =
      ok(post("/api/solve", R"({"position": "kayles 5 7", "misere": true})"));
  EXPECT_EQ(small["method"], "search");
  EXPECT_FALSE(small.contains("quotient_monoid"));
}

TEST(ApiMisere, SolveAndMoveUnderMiserePlay) {
  const nlohmann::json answer =
      ok(post("/api/solve", R"({"position": "nim 1 1 5", "misere": true})"));
  EXPECT_EQ(answer["play"], "misere");
  EXPECT_EQ(answer["method"], "nim_rule");
  ASSERT_EQ(answer["winning_moves"].size(), 1U);
  EXPECT_EQ(answer["winning_moves"][0]["move"], "3:5->1");
  EXPECT_TRUE(answer["picture"].is_null());
  EXPECT_NE(answer["misere_reason"].get<std::string>().find("misère Nim rule"), std::string::npos);
  int winning = 0;
  for (const auto& move : answer["legal_moves"]) winning += move["winning"].get<bool>() ? 1 : 0;
  EXPECT_EQ(winning, 1);
  // The same position in normal play is won by 5 -> 0.
  EXPECT_EQ(ok(post("/api/solve", R"({"position": "nim 1 1 5"})"))["winning_moves"][0]["move"],
            "3:5->0");

  // You leave 0 0 1 under misère play: the engine must take the last match.
  const nlohmann::json last =
      ok(post("/api/move",
              R"({"position": "nim 0 1 1", "move": "2:1->0", "reply": true, "misere": true})"));
  EXPECT_TRUE(last["finished"].get<bool>());
  EXPECT_EQ(last["winner"], "you");
  EXPECT_EQ(last["play"], "misere");
  EXPECT_NE(error_of(post("/api/solve", R"({"position": "nim 1", "misere": "yes"})"))
                .find("true or false"),
            std::string::npos);
  // A heap of a million has more moves than the misère search takes.
  EXPECT_NE(
      error_of(post("/api/solve", R"({"position": "nim 1000000 + kayles 5", "misere": true})"))
          .find("too large to search"),
      std::string::npos);
}

TEST(ApiSequence, ValuesAndTheProvenPeriod) {
  const nlohmann::json answer =
      ok(handle_api({"GET", "/api/seq", {{"game", "kayles"}, {"upto", "200"}}, ""}));
  EXPECT_EQ(answer["game"], "kayles");
  EXPECT_EQ(answer["values"].size(), 201U);
  EXPECT_EQ(answer["period"]["length"], 12);
  EXPECT_EQ(answer["period"]["preperiod"], 71);
  // The object of `grundy seq --json`, in its order, with "computed".
  const nlohmann::ordered_json ordered = nlohmann::ordered_json::parse(
      handle_api({"GET", "/api/seq", {{"game", "kayles"}, {"upto", "200"}}, ""}).body);
  std::vector<std::string> keys;
  for (const auto& item : ordered.items()) keys.push_back(item.key());
  EXPECT_EQ(keys, (std::vector<std::string>{"game", "values", "period", "computed", "proof"}));
  const nlohmann::json none =
      ok(handle_api({"GET", "/api/seq", {{"game", "grundy-game"}, {"upto", "50"}}, ""}));
  EXPECT_TRUE(none["period"].is_null());
}

// The proof is in the request's language, as the page shows it (the page in
// Chinese wrote the Guy-Smith theorem in English); the command's JSON keeps
// it in English.
TEST(ApiSequence, TheProofIsInTheLanguageAskedFor) {
  use_message_catalogue(GRUNDY_MO_FILE);
  const nlohmann::json chinese = ok(
      handle_api({"GET", "/api/seq", {{"game", "kayles"}, {"upto", "200"}, {"lang", "zh"}}, ""}));
  const nlohmann::json english =
      ok(handle_api({"GET", "/api/seq", {{"game", "kayles"}, {"upto", "200"}}, ""}));
  use_message_catalogue("");
  EXPECT_NE(chinese["proof"].get<std::string>().find("Guy-Smith 定理"), std::string::npos)
      << chinese["proof"];
  EXPECT_EQ(english["proof"].get<std::string>().rfind("Guy-Smith theorem", 0), 0U);
}

TEST(ApiErrors, EveryBadRequestIsA400WithAMessage) {
  EXPECT_NE(error_of(post("/api/solve", "{bad")).find("not valid JSON"), std::string::npos);
  EXPECT_NE(error_of(post("/api/solve", "[1, 2]")).find("JSON object"), std::string::npos);
  EXPECT_NE(error_of(post("/api/solve", "{}")).find("missing \"position\""), std::string::npos);
  EXPECT_NE(error_of(post("/api/solve", R"({"position": 5})")).find("must be a string"),
            std::string::npos);
  EXPECT_NE(error_of(post("/api/solve", R"({"position": "nimm 3"})")).find("unknown game 'nimm'"),
            std::string::npos);
  EXPECT_NE(
      error_of(post("/api/solve", R"({"position": "nim 99999999999999999999"})")).find("too large"),
      std::string::npos);
  EXPECT_NE(error_of(post("/api/solve", std::string(kMaxBodyBytes + 1, ' '))).find("over"),
            std::string::npos);
  std::string many = R"({"position": "nim)";
  for (int i = 0; i < 10'001; ++i) many += " 1";
  EXPECT_NE(error_of(post("/api/solve", many + "\"}")).find("limit"), std::string::npos);
  EXPECT_NE(error_of(post("/api/move", R"({"position": "nim 1 2 3", "move": "3:3->5"})"))
                .find("heap 3 has 3 tokens: a move cannot leave 5 in its place"),
            std::string::npos);
  EXPECT_NE(error_of(post("/api/move", R"({"position": "nim 1 2 3", "move": "banana"})"))
                .find("'banana' is not a move"),
            std::string::npos);
  EXPECT_NE(error_of(handle_api({"GET", "/api/seq", {{"game", "nim"}}, ""})).find("nim"),
            std::string::npos);
  EXPECT_NE(error_of(handle_api({"GET", "/api/seq", {{"game", "kayles"}, {"upto", "-1"}}, ""}))
                .find("upto must be a number from 0 to"),
            std::string::npos);
  EXPECT_NE(
      error_of(handle_api({"GET", "/api/seq", {{"game", "kayles"}, {"upto", "100000000"}}, ""}))
          .find("upto must be a number from 0 to"),
      std::string::npos);
  EXPECT_EQ(error_of(handle_api({"GET", "/api/seq", {}, ""})), "missing the query parameter game");
  // No request may make the server read a file.
  EXPECT_NE(error_of(post("/api/solve", R"({"position": "graph(/etc/passwd) root"})"))
                .find("unknown game 'graph'"),
            std::string::npos);
  error_of(handle_api({"GET", "/api/solve", {}, ""}), 405);
  error_of(handle_api({"GET", "/api/nothing", {}, ""}), 404);
}

}  // namespace
}  // namespace grundy::web

// Golden API answers: what handle_api answers, byte for byte, for every
// position of tests/data/golden/corpus.txt, a frozen copy of the oracle's corpus (POST /api/solve
// under its convention), a set of moves with and without the engine's reply, sequences and bad
// requests. Kept in tests/data/golden/api.jsonl and recorded before the redesign of issue 14, like
// the command's golden files (tests/e2e/golden_test.cpp); record again only for a deliberate
// change:
//
//   GRUNDY_RECORD_GOLDEN=1 build/tests/grundy_web_tests --gtest_filter='ApiGolden*'
#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "../golden_records.hpp"
#include "../reference/oracle_corpus.hpp"
#include "../sanitized.hpp"
#include "api.hpp"

namespace grundy::web {
namespace {

const std::string kData = GRUNDY_TEST_DATA;

ApiRequest api_post_request(const std::string& path, const nlohmann::json& body) {
  return {"POST", path, {}, body.dump()};
}

std::vector<ApiRequest> requests() {
  std::vector<ApiRequest> all;
  // Every position of the frozen corpus, DATA left as written (record_of
  // replaces it).
  for (const oracle_corpus::Line& line : oracle_corpus::read(kData + "/golden/corpus.txt")) {
    nlohmann::json body = {{"position", line.position}};
    if (line.misere) body["misere"] = true;
    all.push_back(api_post_request("/api/solve", body));
  }
  for (const char* position :
       {"kayles 1000000000000 7", "wythoff 3000 4000", "staircase 1 5 9 1000000000000000000",
        "moore(2) 100 100 101", "octal(0.6) 5000", "nim 9223372036854775807 1 2"}) {
    all.push_back(api_post_request("/api/solve", {{"position", position}}));
  }
  const std::vector<nlohmann::json> moves = {
      {{"position", "nim 5 6 7 8"}, {"move", "4:8->4"}, {"reply", true}},
      {{"position", "nim 5 6 7 8"}, {"move", "4:8->4"}, {"reply", false}},
      {{"position", "nim 1 2 3"}, {"move", "3:3->0"}, {"reply", true}},
      {{"position", "nim 1"}, {"move", "1:1->0"}, {"reply", true}},
      {{"position", "kayles 9 + nim 3"}, {"move", "1:9->1+6"}, {"component", 0}, {"reply", true}},
      {{"position", "kayles 9 + nim 3"}, {"move", "1:3->1"}, {"component", 1}, {"reply", true}},
      {{"position", "wythoff 4 6"}, {"move", "4 6->3 5"}, {"reply", true}},
      {{"position", "staircase 1 5 9"}, {"move", "1->4"}, {"reply", true}},
      {{"position", "staircase 1 5 9"}, {"move", "3:9->6"}, {"reply", true}},
      {{"position", "nim 1 1 5"}, {"move", "3:5->1"}, {"reply", true}, {"misere", true}},
      {{"position", "kayles 5 + nim 2"},
       {"move", "1:2->0"},
       {"component", 1},
       {"reply", true},
       {"misere", true}},
      {{"position", "nim 5 6 7 8"}, {"move", "4:9->4"}},
      {{"position", "nim 5 6 7 8"}, {"move", "banana"}},
  };
  for (const nlohmann::json& body : moves) all.push_back(api_post_request("/api/move", body));
  const std::vector<std::pair<std::string, std::string>> sequences = {
      {"kayles", "100"},     {"dawson", "50"},     {"subtraction(1,3,4)", "30"},
      {"grundy-game", "40"}, {"octal(0.6)", "60"}, {"tb(0.8)", "20"},
      {"kayles", "-1"},      {"nim", "5"},         {"kayles", "1000000000"}};
  for (const auto& [game, upto] : sequences)
    all.push_back({"GET", "/api/seq", {{"game", game}, {"upto", upto}}, ""});
  all.push_back({"GET", "/api/seq", {{"game", "kayles"}}, ""});
  for (const char* body : {"", "{", "[1, 2]", R"({"position": 5})", R"({"position": "nim 3 -4"})",
                           R"({"position": "nimm 3"})", R"({"position": "nim 3", "misere": "yes"})",
                           R"({"position": "grundy-game 100000000000"})"}) {
    all.push_back({"POST", "/api/solve", {}, body});
  }
  all.push_back({"GET", "/api/solve", {}, ""});
  all.push_back({"POST", "/api/nothing", {}, "{}"});
  return all;
}

// Sent as written, DATA and all: the API reads no file, so a position that
// names one is refused whatever the path, and the refusal, which quotes the
// start of the path, must not depend on where the source was checked out.
nlohmann::json record_of(const ApiRequest& request) {
  const ApiResponse response = handle_api(request);
  return {{"method", request.method}, {"path", request.path},      {"query", request.query},
          {"body", request.body},     {"status", response.status}, {"answer", response.body}};
}

// Under the sanitizers, a quarter of the requests (most are corpus
// positions, which the end-to-end and fuzz tests run there too).
TEST(ApiGolden, EveryAnswerIsAsRecorded) {
  const std::size_t stride = testing_build::sanitized() ? 4 : 1;
  const std::vector<ApiRequest> asked = requests();
  std::vector<nlohmann::json> found;
  for (std::size_t i = 0; i < asked.size(); i += stride) found.push_back(record_of(asked[i]));
  golden::check_records(
      kData + "/golden/api.jsonl", found, "body", {"status", "answer"},
      [](const nlohmann::json& record) {
        return record["method"].get<std::string>() + " " + record["path"].get<std::string>() + " " +
               record["query"].dump() + " " + record["body"].get<std::string>();
      },
      stride);
}

}  // namespace
}  // namespace grundy::web

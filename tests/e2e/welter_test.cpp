// Welter's game through the real binary: `grundy solve welter ...` as text
// and JSON under both conventions, `grundy games welter`, and bad input as
// one error line with exit status 2.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "checks.hpp"
#include "run_grundy.hpp"

namespace grundy::e2e {
namespace {

TEST(WelterSolve, ALostStripAndAWonOne) {
  // [1|4|6]: 4 and 6 are mates ((4 XOR 6) - 1 = 1), 1 is left over: 1 XOR 1 = 0.
  const std::string lost = solve_text({"welter", "1", "4", "6"});
  EXPECT_TRUE(contains(lost, "position: welter 1 4 6\n")) << lost;
  EXPECT_TRUE(contains(lost, "Grundy value: 0\n")) << lost;
  EXPECT_TRUE(contains(lost, "outcome: P")) << lost;

  const std::string won = solve_text({"welter 7 2 5"});  // any order, written sorted
  EXPECT_TRUE(contains(won, "position: welter 2 5 7\n")) << won;
  EXPECT_TRUE(contains(won, "Grundy value: 3\n")) << won;
  EXPECT_TRUE(contains(won, "winning moves (1):")) << won;
  EXPECT_TRUE(contains(won, "move the coin on square 7 down to square 4  leaves welter 2 4 5"))
      << won;
}

TEST(WelterSolve, JsonAloneAndInASumWithNim) {
  EXPECT_EQ(contract_keys(solve_json("welter 1 4 6")),
            nlohmann::json::parse(R"({"position":"welter 1 4 6","grundy":0,"outcome":"P",
              "winning_moves":[]})"));
  EXPECT_EQ(contract_keys(solve_json("welter 2 5 7")),
            nlohmann::json::parse(R"({"position":"welter 2 5 7","grundy":3,"outcome":"N",
              "winning_moves":[{"component":0,"move":"7->4","to":"welter 2 4 5"}]})"));
  // welter 1 4 6 (value 0) + nim 1: the one winning move empties the heap.
  const nlohmann::json sum = solve_json("welter 1 4 6 + nim 1");
  EXPECT_EQ(sum["outcome"], "N") << sum;
  EXPECT_EQ(sum["winning_moves"].size(), 1U) << sum;
}

// Misère play has no closed form here: the generic search answers, and the
// answers are those of the oracle (tests/oracle) for the same positions. The
// winning move differs from normal play's 7->4.
TEST(WelterSolve, MisereGoesThroughTheSearch) {
  const nlohmann::json lost =
      parse_json(run_grundy({"solve", "--misere", "--json", "welter 1 4 6"}));
  EXPECT_EQ(contract_keys(lost),
            nlohmann::json::parse(R"({"position":"welter 1 4 6","grundy":0,"outcome":"P",
              "winning_moves":[]})"));
  const nlohmann::json won =
      parse_json(run_grundy({"solve", "--misere", "--json", "welter 2 5 7"}));
  EXPECT_EQ(contract_keys(won),
            nlohmann::json::parse(R"({"position":"welter 2 5 7","grundy":3,"outcome":"N",
              "winning_moves":[{"component":0,"move":"7->1","to":"welter 1 2 5"}]})"));
  const std::string text = solve_text({"--misere", "welter 1 4 6"});
  EXPECT_TRUE(contains(text, "position: welter 1 4 6")) << text;
  EXPECT_TRUE(contains(text, "outcome: P")) << text;
}

TEST(WelterGames, RulesNotationAndExample) {
  const RunResult list = run_grundy({"games"});
  EXPECT_TRUE(contains(list.out, "  welter ")) << list;
  const RunResult result = run_grundy({"games", "welter"});
  EXPECT_EQ(result.status, 0) << result;
  EXPECT_EQ(result.err, "") << result;
  EXPECT_EQ(result.out.rfind("welter: ", 0), 0U) << result;
  EXPECT_TRUE(contains(result.out, "A->B")) << result;
  EXPECT_TRUE(contains(result.out, "Example: grundy solve welter 2 5 7")) << result;
}

TEST(WelterSolve, BadPositionsAreOneErrorLineWithTheColumn) {
  struct Case {
    std::vector<std::string> args;
    std::vector<std::string> mentions;
  };
  const std::vector<Case> cases = {
      {{"solve", "welter 1 4 4"}, {"'4'", "column 12", "second coin on square 4"}},
      {{"solve", "welter 1 -4"}, {"'-4'", "column 10", "negative"}},
      {{"solve", "welter 1 99999999999999999999"}, {"column 10", "too large"}},
      {{"solve", "welter"}, {"'welter'", "column 1"}},
  };
  for (const Case& c : cases) {
    const std::string line = expect_one_error_line(run_grundy(c.args));
    for (const std::string& part : c.mentions) {
      EXPECT_TRUE(contains(line, part)) << "'" << part << "' missing from: " << line;
    }
  }
}

}  // namespace
}  // namespace grundy::e2e

// `grundy solve wythoff ...` through the real binary: the report, the JSON,
// positions up to 2^63-1 answered without their Grundy value, sums, the
// family's help, and every kind of error.
//
// The expected moves for huge positions were worked out independently with
// Python's exact big integers, both by ⌊kφ⌋ = (k + isqrt(5k²)) // 2 with a
// bisection for the partner and by the Zeckendorf characterisation of the
// Wythoff pairs (the two agreed).
#include <gtest/gtest.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <string>
#include <utility>
#include <vector>

#include "checks.hpp"
#include "run_grundy.hpp"

namespace grundy::e2e {
namespace {

// The JSON winning moves of a lone Wythoff position, from "A B->A' B'" moves.
nlohmann::json lone_moves(const std::vector<std::pair<std::string, std::string>>& moves) {
  nlohmann::json list = nlohmann::json::array();
  for (const auto& [move, to] : moves)
    list.push_back({{"component", 0}, {"move", move}, {"to", to}});
  return list;
}

// ---------------------------------------------------------------- report --

TEST(WythoffSolve, LosingPairIsLostWithNoMoves) {
  const std::string out = solve_text({"wythoff", "3", "5"});
  const std::vector<std::string> lines = lines_of(out);
  ASSERT_GE(lines.size(), 3U) << out;
  EXPECT_EQ(lines[0], "position: wythoff 3 5");
  EXPECT_EQ(lines[1], "Grundy value: 0");
  EXPECT_EQ(lines[2], "outcome: P, the player to move loses (every move can be answered)");
  EXPECT_FALSE(contains(out, "winning moves")) << out;
}

TEST(WythoffSolve, WinningPositionGivesTheMoveInWordsAndWhatItLeaves) {
  const std::string out = solve_text({"wythoff 4 6"});
  const std::vector<std::string> lines = lines_of(out);
  ASSERT_GE(lines.size(), 6U) << out;
  EXPECT_EQ(lines[0], "position: wythoff 4 6");
  EXPECT_EQ(lines[1], "Grundy value: 9");  // row 4 of Wythoff's values: 4 5 3 2 7 6 9 0 ...
  EXPECT_EQ(lines[2], "outcome: N, the player to move wins");
  // Wythoff's own reason first: the cold positions, and the one the move reaches.
  EXPECT_EQ(lines[4], "why: Wythoff's cold positions");
  EXPECT_TRUE(contains(lines[5], "(0, 0) (1, 2) (3, 5) (4, 7) (6, 10).")) << out;
  EXPECT_EQ(lines[6],
            "  (4, 6) is not cold, so the player to move wins by moving to the cold position "
            "(3, 5), k = 2.");
  EXPECT_EQ(lines[8], "winning moves (1):");
  EXPECT_TRUE(contains(lines[9], "4 6->3 5")) << out;
  EXPECT_TRUE(contains(lines[9], "take 1 from both heaps (4 6 -> 3 5)")) << out;
  EXPECT_TRUE(contains(lines[9], "leaves wythoff 3 5")) << out;
  // One value pairs nothing: no pairing table.
  EXPECT_FALSE(contains(out, "keep every count in pairs")) << out;
}

TEST(WythoffSolve, OneHeapMovesAreDescribed) {
  const std::string out = solve_text({"wythoff 4 9"});
  EXPECT_TRUE(has_line(out, "winning moves (1):")) << out;
  EXPECT_TRUE(contains(out, "4 9->4 7")) << out;
  EXPECT_TRUE(contains(out, "take 2 from the second heap (9 -> 7)")) << out;
  const std::string swapped = solve_text({"wythoff 9 4"});
  EXPECT_TRUE(contains(swapped, "take 2 from the first heap (9 -> 7)")) << swapped;
}

TEST(WythoffSolve, PrintedPositionParsesAgainToTheSameReport) {
  for (const char* text :
       {"WYTHOFF 004 06", "wythoff 9223372036854775807 0", "wythoff 7 9+nim 2"}) {
    const std::string first = solve_text({std::string(text)});
    const std::string position = lines_of(first).at(0).substr(std::string("position: ").size());
    EXPECT_EQ(solve_text({position}), first) << text;
  }
}

TEST(WythoffSolve, HugeLonePositionSaysWhyItsValueIsNotComputed) {
  const std::string out = solve_text({"wythoff 9223372036854775807 9223372036854775807"});
  EXPECT_TRUE(contains(out, "Grundy value: not computed (")) << out;
  EXPECT_TRUE(contains(out, "4096")) << out;
  EXPECT_TRUE(has_line(out, "outcome: N, the player to move wins")) << out;
  EXPECT_TRUE(has_line(out, "winning moves (3):")) << out;
  EXPECT_TRUE(contains(out, "take 9223372036854775807 from both heaps")) << out;
  // No values, no pairing table; the cold positions say who wins.
  EXPECT_TRUE(has_line(out, "why: Wythoff's cold positions")) << out;
  EXPECT_FALSE(contains(out, "keep every count in pairs")) << out;
}

// ------------------------------------------------------------------ JSON --

TEST(WythoffJson, SmallPositionHasItsValueAndMoves) {
  const nlohmann::json json = solve_json("wythoff 4 6");
  EXPECT_EQ(json["position"], "wythoff 4 6");
  EXPECT_EQ(json["grundy"], 9);
  EXPECT_EQ(json["outcome"], "N");
  EXPECT_EQ(json["winning_moves"], lone_moves({{"4 6->3 5", "wythoff 3 5"}}));

  const nlohmann::json lost = solve_json("wythoff 10 6");
  EXPECT_EQ(lost["grundy"], 0);
  EXPECT_EQ(lost["outcome"], "P");
  EXPECT_EQ(lost["winning_moves"], nlohmann::json::array());
}

TEST(WythoffJson, InASumWithNimMovesGoToTheOtherValue) {
  // G(4, 6) = 9 and nim 3 has value 3, so the total is 10 and a winning move
  // takes the Wythoff game to value 3: G(4, 2) = G(2, 4) = 3.
  const nlohmann::json json = solve_json("wythoff 4 6 + nim 3");
  EXPECT_EQ(json["grundy"], 10);
  EXPECT_EQ(json["outcome"], "N");
  const nlohmann::json expected = {
      {{"component", 0}, {"move", "4 6->4 2"}, {"to", "wythoff 4 2 + nim 3"}},
      {{"component", 0}, {"move", "4 6->2 4"}, {"to", "wythoff 2 4 + nim 3"}}};
  EXPECT_EQ(json["winning_moves"], expected);

  // A lost Wythoff game plus nim 6: empty the heap, or move the Wythoff game
  // up to value 6, which (3, 3) has (row 3 of the values: 3 4 5 6 2 0 ...).
  const nlohmann::json other = solve_json("wythoff 3 5 + nim 6");
  EXPECT_EQ(other["grundy"], 6);
  const nlohmann::json both_ways = {
      {{"component", 0}, {"move", "3 5->3 3"}, {"to", "wythoff 3 3 + nim 6"}},
      {{"component", 1}, {"move", "1:6->0"}, {"to", "wythoff 3 5 + nim 0"}}};
  EXPECT_EQ(other["winning_moves"], both_ways);
}

TEST(WythoffJson, HugeLonePositionsHaveNoValueButEveryWinningMove) {
  {
    const nlohmann::json json = solve_json("wythoff 999999999999999999 1618033988749894847");
    EXPECT_TRUE(json["grundy"].is_null()) << json;
    EXPECT_EQ(json["outcome"], "P");
    EXPECT_EQ(json["winning_moves"], nlohmann::json::array());
  }
  {
    const nlohmann::json json = solve_json("wythoff 1000000000000000000 1618033988749894848");
    EXPECT_TRUE(json["grundy"].is_null()) << json;
    EXPECT_EQ(json["outcome"], "N");
    EXPECT_EQ(json["winning_moves"],
              lone_moves({{"1000000000000000000 1618033988749894848->1000000000000000000 "
                           "618033988749894848",
                           "wythoff 1000000000000000000 618033988749894848"},
                          {"1000000000000000000 1618033988749894848->999999999999999999 "
                           "1618033988749894847",
                           "wythoff 999999999999999999 1618033988749894847"}}));
  }
  {
    // 2^63-1 is itself an upper Wythoff number, partner 5700357409661599242.
    const nlohmann::json json = solve_json("wythoff 9223372036854775807 9223372036854775807");
    EXPECT_TRUE(json["grundy"].is_null()) << json;
    EXPECT_EQ(json["winning_moves"],
              lone_moves({{"9223372036854775807 9223372036854775807->5700357409661599242 "
                           "9223372036854775807",
                           "wythoff 5700357409661599242 9223372036854775807"},
                          {"9223372036854775807 9223372036854775807->9223372036854775807 "
                           "5700357409661599242",
                           "wythoff 9223372036854775807 5700357409661599242"},
                          {"9223372036854775807 9223372036854775807->0 0", "wythoff 0 0"}}));
  }
  {
    const nlohmann::json json = solve_json("wythoff 9223372036854775807 9223372036854775000");
    EXPECT_EQ(
        json["winning_moves"],
        lone_moves({{"9223372036854775807 9223372036854775000->9223372036854775807 "
                     "5700357409661599242",
                     "wythoff 9223372036854775807 5700357409661599242"},
                    {"9223372036854775807 9223372036854775000->2112 1305", "wythoff 2112 1305"}}));
  }
  {
    const nlohmann::json json = solve_json("wythoff 5700357409661599242 9223372036854775807");
    EXPECT_EQ(json["outcome"], "P");
  }
}

// ----------------------------------------------------------------- games --

TEST(WythoffGames, ShowsTheRulesTheNotationAndAnExampleThatWorks) {
  const RunResult result = run_grundy({"games", "wythoff"});
  EXPECT_EQ(result.status, 0) << result;
  EXPECT_EQ(result.err, "") << result;
  EXPECT_EQ(result.out.rfind("wythoff: ", 0), 0U) << result;
  EXPECT_TRUE(contains(result.out, "the same number of tokens")) << result;
  EXPECT_TRUE(contains(result.out, "A B->A' B'")) << result;
  EXPECT_TRUE(contains(result.out, "4096")) << result;
  EXPECT_TRUE(contains(result.out, "Example: grundy solve wythoff 4 6   (winning move 4 6->3 5)"))
      << result;
  EXPECT_TRUE(contains(solve_text({"wythoff", "4", "6"}), "4 6->3 5"));

  const RunResult list = run_grundy({"games"});
  EXPECT_TRUE(contains(list.out, "\n  wythoff ")) << list;
}

// ---------------------------------------------------------------- errors --

struct WythoffErrorCase {
  std::vector<std::string> args;
  std::string part;  // what the one error line must say
};

TEST(WythoffErrors, EachIsOneLineOnStandardErrorAndStatusTwo) {
  const std::vector<WythoffErrorCase> cases = {
      {{"solve", "wythoff"}, "'wythoff' at column 1 needs two heap sizes"},
      {{"solve", "wythoff 3"}, "only '3' at column 9"},
      {{"solve", "nim 1 + wythoff 3 5 8"}, "'8' at column 21 is a third heap size"},
      {{"solve", "wythoff(1) 3 5"}, "column 8"},
      {{"solve", "wythoff 3 -5"}, "negative number '-5' at column 11"},
      {{"solve", "wythoff 9223372036854775808 1"}, "at column 9 is too large"},
      {{"solve", "wythoff 3 five"}, "'five' at column 11 is not a number"},
      // A sum needs every value, and beyond the table there is none.
      {{"solve", "wythoff 5000 3 + nim 1"}, "tabulated for heaps up to 4096"},
      {{"solve", "--json", "nim 1 + wythoff 4097 0"}, "wythoff 4097 0 can be solved alone"},
  };
  for (const WythoffErrorCase& error : cases) {
    const RunResult result = run_grundy(error.args);
    EXPECT_EQ(result.status, 2) << result;
    EXPECT_EQ(result.out, "") << result;
    const std::vector<std::string> lines = lines_of(result.err);
    ASSERT_EQ(lines.size(), 1U) << result;
    EXPECT_EQ(lines[0].rfind("error: ", 0), 0U) << result;
    EXPECT_TRUE(contains(lines[0], error.part)) << "expected '" << error.part << "' in\n" << result;
  }
}

TEST(WythoffErrors, TheLimitItselfIsStillComputedInASum) {
  const nlohmann::json json = solve_json("wythoff 4096 0 + nim 4096");
  EXPECT_EQ(json["grundy"], 0);  // a lone heap is Nim: G(4096, 0) = 4096
  EXPECT_EQ(json["outcome"], "P");
}

}  // namespace
}  // namespace grundy::e2e

// Subtraction games and the Bash game through the real binary: `grundy solve`
// (report and JSON) alone and in sums with Nim, `grundy games`, and every class
// of error.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "checks.hpp"
#include "run_grundy.hpp"

namespace grundy::e2e {
namespace {

// G(n) of the subtraction game S, straight from the definition (small n).
std::vector<std::uint64_t> values_of(const std::vector<std::uint64_t>& set, std::size_t size) {
  std::vector<std::uint64_t> values;
  for (std::size_t n = 0; n < size; ++n) {
    std::vector<bool> seen(set.size() + 2, false);
    for (std::uint64_t s : set) {
      if (s <= n) seen[values[n - s]] = true;
    }
    std::uint64_t value = 0;
    while (seen[value]) ++value;
    values.push_back(value);
  }
  return values;
}

TEST(SubtractionSolve, ReportListsEveryWinningMoveInOrder) {
  const RunResult result = run_grundy({"solve", "subtraction(4,1,3,3) 7 10"});
  ASSERT_EQ(result.status, 0) << result;
  EXPECT_EQ(result.err, "");
  const std::vector<std::string> lines = lines_of(result.out);
  ASSERT_GE(lines.size(), 9U) << result;
  // S = {1,3,4}: 0 1 0 1 2 3 2 repeated, so G(7) = 0, G(10) = 1.
  EXPECT_EQ(lines[0], "position: subtraction(1,3,4) 7 10");
  EXPECT_EQ(lines[1], "Grundy value: 1");
  EXPECT_EQ(lines[2], "outcome: N, the player to move wins");
  // The family's reason comes first, then the moves.
  const std::size_t at = line_number(lines, "winning moves (3):");
  ASSERT_LT(at, lines.size()) << result;
  EXPECT_TRUE(contains(lines[at + 1], "1:7->3")) << lines[at + 1];
  EXPECT_TRUE(contains(lines[at + 1], "take 4 from heap 1 (7 -> 3)")) << lines[at + 1];
  EXPECT_TRUE(contains(lines[at + 1], "leaves subtraction(1,3,4) 3 10")) << lines[at + 1];
  EXPECT_TRUE(contains(lines[at + 2], "2:10->9")) << lines[at + 2];
  EXPECT_TRUE(contains(lines[at + 3], "2:10->7")) << lines[at + 3];
}

TEST(SubtractionSolve, LostPositionHasNoMoves) {
  const RunResult result = run_grundy({"solve", "subtraction(1,3,4) 7 9"});
  ASSERT_EQ(result.status, 0) << result;
  const std::vector<std::string> lines = lines_of(result.out);
  ASSERT_GE(lines.size(), 3U) << result;
  EXPECT_EQ(lines[1], "Grundy value: 0");
  EXPECT_TRUE(contains(lines[2], "outcome: P")) << result;
  EXPECT_FALSE(contains(result.out, "winning moves")) << result;
}

// The JSON of positions of two heaps up to 12 (a third of them, so that the
// test stays quick), against the definition: a move of heap i by s wins exactly
// when the values XOR to 0 afterwards.
TEST(SubtractionSolve, JsonAgreesWithTheDefinitionOnSmallPositions) {
  const std::vector<std::uint64_t> set = {2, 3, 7};
  const std::vector<std::uint64_t> g = values_of(set, 13);
  for (std::uint64_t a = 0; a <= 12; ++a) {
    for (std::uint64_t b = a % 3; b <= 12; b += 3) {
      const std::string position = fmt::format("subtraction(2,3,7) {} {}", a, b);
      SCOPED_TRACE(position);
      const nlohmann::json answer = solve_json(position);
      const std::uint64_t total = g[a] ^ g[b];
      EXPECT_EQ(answer.at("position"), position);
      EXPECT_EQ(answer.at("grundy"), total);
      EXPECT_EQ(answer.at("outcome"), total == 0 ? "P" : "N");
      nlohmann::json expected = nlohmann::json::array();
      const std::uint64_t heaps[2] = {a, b};
      for (int i = 0; i < 2; ++i) {
        for (std::uint64_t s : set) {
          if (s > heaps[i] || (g[heaps[i] - s] ^ g[heaps[1 - i]]) != 0) continue;
          const std::uint64_t left = heaps[i] - s;
          expected.push_back({{"component", 0},
                              {"move", fmt::format("{}:{}->{}", i + 1, heaps[i], left)},
                              {"to", fmt::format("subtraction(2,3,7) {} {}", i == 0 ? left : a,
                                                 i == 1 ? left : b)}});
        }
      }
      EXPECT_EQ(answer.at("winning_moves"), expected) << answer.dump();
    }
  }
}

TEST(SubtractionSolve, HugeHeapsInASumWithNim) {
  // 2^63-1 = 2 mod 5 and subtraction(2,3,7) repeats 0 0 1 1 2: value 1. With
  // nim 2 the total is 3: the subtraction heap must go to value 1 XOR 3 = 2,
  // i.e. to 4 mod 5: take 3; the Nim heap must go to 2 XOR 3 = 1.
  const nlohmann::json answer = solve_json("subtraction(2,3,7) 9223372036854775807 + nim 2");
  EXPECT_EQ(answer.at("grundy"), 3);
  const nlohmann::json expected = {
      {{"component", 0},
       {"move", fmt::format("1:{}->{}", kMaxHeap, kMaxHeap - 3)},
       {"to", fmt::format("subtraction(2,3,7) {} + nim 2", kMaxHeap - 3)}},
      {{"component", 1},
       {"move", "1:2->1"},
       {"to", fmt::format("subtraction(2,3,7) {} + nim 1", kMaxHeap)}},
  };
  EXPECT_EQ(answer.at("winning_moves"), expected) << answer.dump();
  for (const nlohmann::json& move : answer.at("winning_moves")) {
    const nlohmann::json reply = solve_json(move.at("to").get<std::string>());
    EXPECT_EQ(reply.at("grundy"), 0) << move.dump();
    EXPECT_EQ(reply.at("winning_moves"), nlohmann::json::array());
  }
}

TEST(BashSolve, ValueIsNModMPlusOneAndTheMoveLeavesAMultiple) {
  const nlohmann::json answer = solve_json("BASH(3) 10");
  EXPECT_EQ(answer.at("position"), "bash(3) 10");
  EXPECT_EQ(answer.at("grundy"), 2);
  EXPECT_EQ(answer.at("outcome"), "N");
  const nlohmann::json expected =
      nlohmann::json::parse(R"([{"component":0,"move":"1:10->8","to":"bash(3) 8"}])");
  EXPECT_EQ(answer.at("winning_moves"), expected) << answer.dump();

  // The largest m: every heap is its own value, as in Nim.
  const nlohmann::json huge = solve_json("bash(9223372036854775807) 9223372036854775807 + nim 5");
  EXPECT_EQ(huge.at("grundy").get<std::uint64_t>(), kMaxHeap ^ 5);
  ASSERT_EQ(huge.at("winning_moves").size(), 1U) << huge.dump();
  EXPECT_EQ(huge.at("winning_moves").at(0).at("move"), fmt::format("1:{}->5", kMaxHeap));
}

TEST(SubtractionSolve, PrintedPositionParsesBackToTheSameReport) {
  for (const char* text : {"subtraction(3, 1,4,1) 7 10", "bash( 3 ) 10 + subtraction(2,3,7) 9",
                           "nim 3 + Subtraction(7,3,2) 9223372036854775807"}) {
    const RunResult first = run_grundy({"solve", text});
    ASSERT_EQ(first.status, 0) << first;
    const std::string position = lines_of(first.out).at(0).substr(std::string("position: ").size());
    EXPECT_EQ(run_grundy({"solve", position}).out, first.out) << text;
  }
}

TEST(SubtractionGames, ListedAndExplained) {
  const RunResult list = run_grundy({"games"});
  EXPECT_EQ(list.status, 0) << list;
  EXPECT_TRUE(contains(list.out, "\n  subtraction    ")) << list;
  EXPECT_TRUE(contains(list.out, "\n  bash           ")) << list;

  const RunResult subtraction = run_grundy({"games", "subtraction"});
  EXPECT_EQ(subtraction.status, 0) << subtraction;
  EXPECT_EQ(subtraction.err, "");
  EXPECT_EQ(subtraction.out.rfind("subtraction: ", 0), 0U) << subtraction;
  EXPECT_TRUE(contains(subtraction.out, "HEAP:FROM->TO")) << subtraction;
  EXPECT_TRUE(contains(subtraction.out, "max S at most 1000000")) << subtraction;
  EXPECT_TRUE(contains(subtraction.out, "10000000 values")) << subtraction;
  EXPECT_TRUE(contains(subtraction.out, "Example: grundy solve 'subtraction(1,3,4) 7 10'"))
      << subtraction;

  const RunResult bash = run_grundy({"games", "bash"});
  EXPECT_EQ(bash.status, 0) << bash;
  EXPECT_EQ(bash.out.rfind("bash: ", 0), 0U) << bash;
  EXPECT_TRUE(contains(bash.out, "n mod (m+1)")) << bash;
  EXPECT_TRUE(contains(bash.out, "Example: grundy solve 'bash(3) 10'")) << bash;

  // The examples run.
  for (const char* example : {"subtraction(1,3,4) 7 10", "bash(3) 10"}) {
    const RunResult result = run_grundy({"solve", example});
    EXPECT_EQ(result.status, 0) << result;
    EXPECT_EQ(result.err, "") << result;
  }
}

TEST(SubtractionErrors, EachIsOneErrorLineAndStatusTwo) {
  struct Case {
    std::string position;
    std::string message;  // part of the error line
  };
  const std::vector<Case> cases = {
      // ParseError
      {"subtraction() 5", "empty parentheses at column 12"},
      {"subtraction 5", "'subtraction' at column 1 needs parameters in parentheses"},
      {"subtraction(1,x) 5", "'x' at column 15 is not a number"},
      {"subtraction(1,-3) 5", "negative number '-3' at column 15"},
      {"subtraction(1,3)", "needs at least one heap"},
      {"subtraction(1,3) 4 -5", "negative number '-5' at column 20"},
      {"bash(3,4) 5", "'bash' takes one parameter m"},
      {"bash 5", "'bash' at column 1 needs parameters"},
      {"bash(y) 5", "'y' at column 6 is not a number"},
      // RuleError
      {"subtraction(2,0) 5", "'0' at column 15: 0 is not allowed in a subtraction set"},
      {"bash(0) 5", "'0' at column 6: bash(0) allows no move"},
      // LimitError
      {"subtraction(1,1000001) 5",
       "'1000001' at column 15 is above the limit: max S must be at most 1000000"},
      {"nim 1 + subtraction(99999999999999999999) 5",
       "'99999999999999999999' at column 21 is above the limit"},
  };
  for (const Case& c : cases) {
    const RunResult result = run_grundy({"solve", c.position});
    EXPECT_EQ(result.status, 2) << c.position << "\n" << result;
    EXPECT_EQ(result.out, "") << c.position;
    EXPECT_EQ(result.err.rfind("error: ", 0), 0U) << c.position << "\n" << result;
    EXPECT_EQ(std::count(result.err.begin(), result.err.end(), '\n'), 1) << result;
    EXPECT_TRUE(contains(result.err, c.message)) << c.position << "\n" << result;
  }
}

}  // namespace
}  // namespace grundy::e2e

// Coin-turning games through the binary: solve, play and the errors a user
// meets. (Values and moves against brute force: tests/unit/coin_turning_test.)
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>

#include "checks.hpp"
#include "run_grundy.hpp"

namespace grundy::e2e {
namespace {

TEST(CoinTurningCommand, SolveNamesTheWinningTurnAndTheRule) {
  const RunResult result = run_grundy({"solve", "mock-turtles 1 4 5"});
  EXPECT_EQ(result.status, 0) << result;
  EXPECT_TRUE(contains(result.out, "Grundy value: 1")) << result;
  EXPECT_TRUE(
      contains(result.out, "5,4,1        turn the head on coin 5 to tails, and turn coins 4 and 1"))
      << result;
  EXPECT_TRUE(contains(result.out, "odious numbers")) << result;
  const nlohmann::json json =
      nlohmann::json::parse(run_grundy({"solve", "--json", "ruler 3 6 8"}).out);
  EXPECT_EQ(json["grundy"], 11);
  EXPECT_EQ(json["winning_moves"][0]["move"], "8,7,6");
  EXPECT_EQ(json["winning_moves"][0]["to"], "ruler 3 7");
}

TEST(CoinTurningCommand, PlayedToTheEndInASum) {
  const RunResult result =
      run_grundy({"play", "twins 2 5 6 + turning-turtles 3", "--players", "engine,engine"});
  EXPECT_EQ(result.status, 0) << result;
  // 2 XOR 5 XOR 6 XOR 3 = 2: the first player wins.
  EXPECT_TRUE(contains(result.out, "result: first player wins")) << result;
  const RunResult typed = run_grundy({"play", "turning-turtles 4 7"}, "7,3\n4\n");
  EXPECT_TRUE(contains(typed.out, "result: ")) << typed;
}

TEST(CoinTurningCommand, ErrorsNameTheCoin) {
  const RunResult twice = run_grundy({"solve", "mock-turtles 4 4"});
  EXPECT_EQ(twice.status, 2);
  EXPECT_EQ(twice.err, "error: '4' at column 16: give each head once, in increasing order\n");
  const RunResult zero = run_grundy({"solve", "ruler 0 3"});
  EXPECT_EQ(zero.status, 2);
  EXPECT_TRUE(contains(zero.err, "'0' at column 7 is not a coin: coins are numbered from 1"))
      << zero;
  const RunResult chinese = run_grundy({"solve", "--lang", "zh", "mock-turtles 1 4 5"});
  EXPECT_TRUE(contains(chinese.out, "把第 5 枚硬币由正面翻成反面")) << chinese;
}

TEST(CoinProductCommand, TurningCornersByTheTartanTheorem) {
  // 2 ⊗ 3 = 1 and 5 ⊗ 6 = 8: the value is 9. (As JSON: the text report's
  // remoteness search of this game tree takes seconds under the sanitizers.)
  const nlohmann::json answer =
      nlohmann::json::parse(run_grundy({"solve", "--json", "turning-corners 2,3 5,6"}).out);
  EXPECT_EQ(answer["grundy"], 9);
  EXPECT_EQ(answer["winning_moves"][0]["move"], "5,2x6,4");
  // 2 ⊗ 3 = 1 and 3 ⊗ 1 = 3.
  const RunResult result = run_grundy({"solve", "turning-corners 2,3 3,1"});
  EXPECT_EQ(result.status, 0) << result;
  EXPECT_TRUE(contains(result.out, "Grundy value: 2")) << result;
  EXPECT_TRUE(contains(result.out, "G(3, 1) = 3 ⊗ 1 = 3: by the Tartan theorem")) << result;
  const RunResult played = run_grundy({"play", "rugs 2,2 3,4", "--players", "engine,engine"});
  EXPECT_EQ(played.status, 0) << played;
  EXPECT_TRUE(contains(played.out, "result: first player wins")) << played;
  const RunResult bad = run_grundy({"solve", "product(nim, ruler) 1,1"});
  EXPECT_EQ(bad.status, 2);
  EXPECT_EQ(bad.err,
            "error: 'nim' at column 9: a factor of product(A, B) is turning-turtles, mock-turtles, "
            "ruler, twins or turning(RULE)\n");
}

}  // namespace
}  // namespace grundy::e2e

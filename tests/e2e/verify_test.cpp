// `grundy verify`: the seed's checker as a command. That its comparison can
// see a wrong answer is tested in tests/unit/game_play_test.cpp (TheoryCheck),
// with references that differ from the oracle on purpose.
#include <gtest/gtest.h>

#include <string>

#include "checks.hpp"
#include "run_grundy.hpp"

namespace grundy::e2e {
namespace {

TEST(Verify, TheoryAgreesWithBruteForceAndTheEngineNeverLosesAWonGame) {
  const RunResult result = run_grundy({"verify"});
  EXPECT_EQ(result.status, 0) << result;
  EXPECT_EQ(result.err, "") << result;
  EXPECT_TRUE(contains(result.out, "  nim A B, nim A B C (0..15)")) << result;
  EXPECT_TRUE(contains(result.out, "4352      4352\n")) << result;
  for (const char* family :
       {"lasker", "moore(2)", "staircase", "subtraction(1,3,4)", "bash(3)", "wythoff", "kayles",
        "dawson", "dawsons-chess", "treblecross", "grundy-game", "octal(0.6)", "tb(0.8)",
        "octal(4.7)", "tb(c.0f)", "welter", "kayles A + nim B", "nim A + kayles B + subtraction(1,3,4) C"}) {
    EXPECT_TRUE(contains(result.out, std::string("\n  ") + family)) << family << "\n" << result;
  }
  // Every position was compared: the total, and none left out.
  EXPECT_TRUE(contains(result.out, "  all ")) << result;
  EXPECT_TRUE(contains(result.out, "8042      8042\n")) << result;
  EXPECT_TRUE(contains(result.out, "engine against random play: 1001 games")) << result;
  EXPECT_FALSE(contains(result.out, "first failure")) << result;
  EXPECT_FALSE(contains(result.out, "first difference")) << result;
  const std::vector<std::string> lines = lines_of(result.out);
  ASSERT_FALSE(lines.empty());
  EXPECT_EQ(lines.back().rfind("verify: everything agrees: ", 0), 0U) << result;
}

TEST(Verify, GamesAndSeedAreOptions) {
  const RunResult result = run_grundy({"verify", "--games", "20", "--seed", "9"});
  EXPECT_EQ(result.status, 0) << result;
  EXPECT_TRUE(contains(result.out, "engine against random play: 20 games")) << result;
  EXPECT_TRUE(contains(result.out, "(seed 9)")) << result;
  EXPECT_EQ(result.out, run_grundy({"verify", "--games", "20", "--seed", "9"}).out);
  expect_one_error_line(run_grundy({"verify", "--games", "many"}));
}

}  // namespace
}  // namespace grundy::e2e

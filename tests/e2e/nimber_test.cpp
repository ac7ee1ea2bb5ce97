// `grundy nimber`: the calculator as a user types it, its table against the
// mex definition of nim-multiplication (computed here, from the definition
// alone), and its errors.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "checks.hpp"
#include "run_grundy.hpp"

namespace grundy::e2e {
namespace {

TEST(NimberCommand, ProductsInEveryNotation) {
  for (const std::vector<std::string>& args : {std::vector<std::string>{"nimber", "*5 * *7"},
                                               {"nimber", "5", "x", "7"},
                                               {"nimber", "5x7"}}) {
    const RunResult result = run_grundy(args);
    EXPECT_EQ(result.status, 0) << result;
    EXPECT_EQ(result.out, "13\n") << result;
    EXPECT_EQ(result.err, "");
  }
  EXPECT_EQ(run_grundy({"nimber", "1 / 3"}).out, "2\n");
  EXPECT_EQ(run_grundy({"nimber", "sqrt(8) * sqrt(8)"}).out, "8\n");
  EXPECT_EQ(run_grundy({"nimber", "0xffffffffffffffff * 0xffffffffffffffff"}).status, 0);
}

TEST(NimberCommand, ExplainNamesTheFermatRules) {
  const RunResult result = run_grundy({"nimber", "--explain", "5 x 7"});
  EXPECT_EQ(result.status, 0) << result;
  EXPECT_TRUE(contains(result.out, "4 × 4 = 6: 4 is a Fermat 2-power F, and F × F = 3F/2"))
      << result;
  EXPECT_TRUE(contains(result.out, "4 × 2 = 8: no Fermat 2-power in common")) << result;
  EXPECT_TRUE(contains(result.out, "result: 13")) << result;
  const RunResult chinese = run_grundy({"nimber", "--explain", "--lang", "zh", "8 x 8"});
  EXPECT_EQ(chinese.status, 0) << chinese;
  EXPECT_TRUE(contains(chinese.out, "13")) << chinese;
  EXPECT_FALSE(contains(chinese.out, "Fermat 2-power")) << chinese;
}

TEST(NimberCommand, TableIsTheMexDefinition) {
  const RunResult result = run_grundy({"nimber", "--table", "16", "--json"});
  ASSERT_EQ(result.status, 0) << result;
  const nlohmann::json table = nlohmann::json::parse(result.out)["table"];
  // a ⊗ b = mex{a' ⊗ b ⊕ a ⊗ b' ⊕ a' ⊗ b' : a' < a, b' < b}.
  std::vector<std::vector<unsigned>> mex(16, std::vector<unsigned>(16));
  for (unsigned a = 0; a < 16; ++a) {
    for (unsigned b = 0; b < 16; ++b) {
      std::vector<bool> seen(64, false);
      for (unsigned x = 0; x < a; ++x) {
        for (unsigned y = 0; y < b; ++y) seen[mex[x][b] ^ mex[a][y] ^ mex[x][y]] = true;
      }
      while (seen[mex[a][b]]) ++mex[a][b];
      ASSERT_EQ(table[a][b], mex[a][b]) << a << " x " << b;
    }
  }
  const RunResult text = run_grundy({"nimber", "--table", "4"});
  EXPECT_EQ(text.out,
            " × | 0 1 2 3\n------------\n 0 | 0 0 0 0\n 1 | 0 1 2 3\n 2 | 0 2 3 1\n 3 | 0 3 1 2\n")
      << text;
}

TEST(NimberCommand, ErrorsAreOneLineAndStatusTwo) {
  for (
      const auto& [args, message] : std::vector<std::pair<std::vector<std::string>, std::string>>{
          {{"nimber", "1 / 0"}, "error: division by 0 at column 5: 0 has no inverse\n"},
          {{"nimber", "18446744073709551616 x 2"},
           "error: 18446744073709551616 at column 1 is beyond 2^64 - 1, the largest number here\n"},
          {{"nimber", "5 +"}, "error: a number expected at column 4\n"},
          {{"nimber", "5 $ 7"}, "error: unexpected '$' at column 3\n"},
          {{"nimber"}, "error: no expression: write e.g. grundy nimber '*5 * *7', or --table 16\n"},
          {{"nimber", "--table", "1000"},
           "error: --table 1000 is too large: at most 256 rows and columns\n"},
          {{"nimber", "--table", "0"}, "error: --table 0 has no rows: give a size from 1 to 256\n"},
          {{"nimber", "--explain", "--table", "3"},
           "error: --explain explains an expression, not --table\n"},
          {{"nimber", "2 ^ 18446744073709551616"},
           "error: 18446744073709551616 at column 5 is beyond 2^64 - 1, the largest number here\n"},
      }) {
    const RunResult result = run_grundy(args);
    EXPECT_EQ(result.status, 2) << result;
    EXPECT_EQ(result.err, message) << result;
    EXPECT_EQ(result.out, "");
  }
}

}  // namespace
}  // namespace grundy::e2e

// The monks' staircase through the real binary: the judge's cases in
// tests/data/monks (input .in, expected output .out, compared byte for byte;
// this is the one driver of those files, see tests/data/README.md),
// a million monks near 10^18, `grundy solve staircase ...` as text and JSON,
// `grundy games staircase`, and every kind of bad input.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <random>
#include <string>
#include <vector>

#include "checks.hpp"
#include "run_grundy.hpp"

namespace grundy::e2e {
namespace {

RunResult monks(const std::string& input) { return run_grundy({"problem", "monks"}, input); }

TEST(MonksJudge, EveryCaseInTestDataMatchesTheExpectedOutputExactly) {
  const std::filesystem::path dir = std::filesystem::path(GRUNDY_TEST_DATA) / "monks";
  std::vector<std::filesystem::path> inputs;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    const std::filesystem::path& path = entry.path();
    if (path.extension() == ".in") inputs.push_back(path);
    // Every file is a case: an answer without its input, or anything else,
    // would be a case this driver silently skips.
    std::filesystem::path input = path;
    input.replace_extension(".in");
    EXPECT_TRUE(path.extension() == ".in" ||
                (path.extension() == ".out" && std::filesystem::exists(input)))
        << path << " is neither a case's input nor the answer to one";
  }
  std::sort(inputs.begin(), inputs.end());
  ASSERT_GE(inputs.size(), 29U) << dir;
  int samples = 0;
  for (const std::filesystem::path& input : inputs) {
    std::filesystem::path expected = input;
    expected.replace_extension(".out");
    ASSERT_TRUE(std::filesystem::exists(expected)) << expected;
    const RunResult result = monks(read_file(input));
    EXPECT_EQ(result.status, 0) << input << "\n" << result;
    EXPECT_EQ(result.err, "") << input << "\n" << result;
    EXPECT_EQ(result.out, read_file(expected)) << input;
    if (input.filename() == "sample1.in" || input.filename() == "sample2.in") ++samples;
  }
  EXPECT_EQ(samples, 2) << "the two samples of the problem statement";
}

TEST(MonksJudge, Samples) {
  EXPECT_EQ(monks("1 5 9\n").out, "1 4\n");
  EXPECT_EQ(monks("1 5 8 10\n").out, "1 3\n");
  EXPECT_EQ(monks("1 5 8 10").out, "1 3\n");  // no final newline
  EXPECT_EQ(monks("3 4\n").out, "-1\n");
}

// A lost board of `monks` monks from `base` up, with random gaps whose XOR
// over the odd stairs (gaps above monks 1, 3, 5, ...) is 0; then the first
// monk is lowered by `lowered`. Raising it back is a winning move of the
// lowest monk, so it is the judge's answer (or -1 when nothing was lowered).
struct ConstructedCase {
  std::string input;
  std::string answer;
};

ConstructedCase constructed_case(std::size_t monks, std::uint64_t base, std::uint64_t lowered) {
  std::mt19937_64 random(monks + lowered);
  std::uniform_int_distribution<std::uint64_t> gap(0, 1 << 20);
  std::vector<std::uint64_t> steps(monks);
  std::uint64_t odd_xor = 0;
  std::uint64_t step = base;
  for (std::size_t i = 0; i < monks; ++i) {
    steps[i] = step;
    std::uint64_t g = gap(random);
    const bool odd_stair = i % 2 == 0 && i + 1 < monks;
    const bool last_odd_stair = odd_stair && i + 3 >= monks;
    if (last_odd_stair) g = odd_xor;
    if (odd_stair) odd_xor ^= g;
    step += g + 1;
  }
  const std::uint64_t first = steps[0];
  steps[0] -= lowered;
  ConstructedCase made;
  made.input.reserve(monks * 20);
  for (std::size_t i = 0; i < monks; ++i) {
    made.input += fmt::format_int(steps[i]).c_str();
    made.input += i % 10 == 9 ? '\n' : ' ';  // the judge's line, or several
  }
  made.answer = lowered == 0 ? "-1\n" : fmt::format("{} {}\n", first - lowered, first);
  return made;
}

TEST(MonksJudge, AMillionMonksNear10To18) {
  const std::uint64_t base = 1'000'000'000'000'000'000ULL - 1'200'000'000'000ULL;
  for (std::uint64_t lowered : {0ULL, 77'777ULL}) {
    const ConstructedCase made = constructed_case(1'000'000, base, lowered);
    ASSERT_GT(made.input.size(), 18'000'000U);
    const RunResult result = monks(made.input);
    EXPECT_EQ(result.status, 0) << result;
    EXPECT_EQ(result.err, "") << result;
    EXPECT_EQ(result.out, made.answer);
  }
}

TEST(MonksJudge, BadInputIsOneErrorLineNamingTheLineAndColumn) {
  struct Case {
    std::string input;
    std::vector<std::string> mentions;
  };
  const std::vector<Case> cases = {
      {"1 5 x\n", {"line 1, column 5", "'x'", "not a number"}},
      {"1 5\n-2\n", {"line 2, column 1", "'-2'", "negative"}},
      {"0 1\n", {"line 1, column 1", "'0'", "numbered from 1"}},
      {"1 5 3\n", {"line 1, column 5", "'3'", "below the monk before it on step 5"}},
      {"1 5 5\n", {"line 1, column 5", "'5'", "second monk on step 5"}},
      {"1 9223372036854775808\n", {"line 1, column 3", "too large"}},
      {"", {"standard input", "no steps found"}},
      {"\n  \n", {"no steps found"}},
  };
  for (const Case& c : cases) {
    const std::string line = expect_one_error_line(monks(c.input));
    for (const std::string& part : c.mentions) {
      EXPECT_TRUE(contains(line, part)) << "'" << part << "' missing from: " << line;
    }
  }
}

TEST(MonksJudge, HelpExplainsTheFormatWithBothSamples) {
  const RunResult result = run_grundy({"problem", "monks", "--help"});
  EXPECT_EQ(result.status, 0) << result;
  EXPECT_EQ(result.err, "") << result;
  EXPECT_TRUE(contains(result.out, "Usage: grundy problem monks")) << result;
  EXPECT_TRUE(contains(result.out, "input 1 5 9       output 1 4")) << result;
  EXPECT_TRUE(contains(result.out, "input 1 5 8 10    output 1 3")) << result;
  EXPECT_TRUE(contains(result.out, "-1")) << result;
  const RunResult problem = run_grundy({"problem", "--help"});
  EXPECT_EQ(problem.status, 0) << problem;
  EXPECT_TRUE(contains(problem.out, "monks")) << problem;
  EXPECT_TRUE(contains(run_grundy({"--help"}).out, "\n  problem "))
      << "top-level help lists 'problem'";
}

TEST(MonksJudge, ProblemWithoutANameOrWithAnUnknownOneIsAnError) {
  EXPECT_TRUE(contains(expect_one_error_line(run_grundy({"problem"})), "monks"));
  EXPECT_TRUE(
      contains(expect_one_error_line(run_grundy({"problem", "knights"}, "1 2\n")), "knights"));
}

TEST(StaircaseSolve, ReportShowsTheMoveInWordsAndTheOddStairGaps) {
  const RunResult result = run_grundy({"solve", "staircase", "1", "5", "8", "10"});
  EXPECT_EQ(result.status, 0) << result;
  EXPECT_EQ(result.err, "") << result;
  EXPECT_TRUE(contains(result.out, "position: staircase 1 5 8 10\n")) << result;
  EXPECT_TRUE(contains(result.out, "Grundy value: 2\n")) << result;
  EXPECT_TRUE(contains(result.out, "outcome: N")) << result;
  EXPECT_TRUE(contains(result.out, "winning moves (1):")) << result;
  EXPECT_TRUE(contains(result.out, "1->3")) << result;
  EXPECT_TRUE(
      contains(result.out, "move the monk on step 1 up to step 3  leaves staircase 3 5 8 10"))
      << result;
  EXPECT_TRUE(contains(result.out, "gap 1-5")) << result;
  EXPECT_TRUE(contains(result.out, "gap 8-10")) << result;

  const RunResult lost = run_grundy({"solve", "staircase 1 2 3"});
  EXPECT_EQ(lost.status, 0) << lost;
  EXPECT_TRUE(contains(lost.out, "outcome: P")) << lost;
}

// The keys of the documented contract in what a run printed; other keys may
// join them.
nlohmann::json contract_keys_of(const RunResult& result) {
  EXPECT_EQ(result.status, 0) << result;
  EXPECT_TRUE(nlohmann::json::accept(result.out)) << result;
  if (!nlohmann::json::accept(result.out)) return nlohmann::json::object();
  return contract_keys(nlohmann::json::parse(result.out));
}

TEST(StaircaseSolve, JsonAloneAndInASumWithNim) {
  EXPECT_EQ(contract_keys_of(run_grundy({"solve", "--json", "staircase 1 5 9"})),
            nlohmann::json::parse(R"({"position":"staircase 1 5 9","grundy":3,"outcome":"N",
              "winning_moves":[{"component":0,"move":"1->4","to":"staircase 4 5 9"}]})"));

  // staircase 1 3 9 (value 1) + nim 3: total 2. Monk 2 widens the odd gap to 3;
  // the Nim heap goes to 1.
  EXPECT_EQ(contract_keys_of(run_grundy({"solve", "--json", "staircase 1 3 9 + nim 3"})),
            nlohmann::json::parse(R"({"position":"staircase 1 3 9 + nim 3","grundy":2,"outcome":"N",
              "winning_moves":[{"component":0,"move":"3->5","to":"staircase 1 5 9 + nim 3"},
                               {"component":1,"move":"1:3->1","to":"staircase 1 3 9 + nim 1"}]})"));

  EXPECT_EQ(contract_keys_of(run_grundy({"solve", "--json", "staircase 1 5 9 + nim 3"}))["outcome"],
            "P");
}

TEST(StaircaseGames, RulesNotationAndExample) {
  const RunResult list = run_grundy({"games"});
  EXPECT_TRUE(contains(list.out, "  staircase ")) << list;
  const RunResult result = run_grundy({"games", "staircase"});
  EXPECT_EQ(result.status, 0) << result;
  EXPECT_EQ(result.err, "") << result;
  EXPECT_EQ(result.out.rfind("staircase: ", 0), 0U) << result;
  EXPECT_TRUE(contains(result.out, "A->B")) << result;
  EXPECT_TRUE(contains(result.out, "Example: grundy solve staircase 1 5 9")) << result;
  const RunResult example = run_grundy({"solve", "staircase", "1", "5", "9"});
  EXPECT_TRUE(contains(example.out, "1->4")) << example;
}

TEST(StaircaseSolve, BadPositionsAreOneErrorLineWithTheColumn) {
  struct Case {
    std::vector<std::string> args;
    std::vector<std::string> mentions;
  };
  const std::vector<Case> cases = {
      {{"solve", "staircase 1 5 5"}, {"'5'", "column 15"}},
      {{"solve", "staircase 1 5 3"}, {"'3'", "column 15", "increasing"}},
      {{"solve", "staircase 0 3"}, {"'0'", "column 11"}},
      {{"solve", "staircase 3 -1"}, {"'-1'", "column 13"}},
      {{"solve", "staircase 3 q"}, {"'q'", "column 13"}},
      {{"solve", "staircase 1 99999999999999999999"}, {"column 13", "too large"}},
      {{"solve", "staircase"}, {"'staircase'", "column 1"}},
      {{"solve", "staircase(1) 2"}, {"column 10"}},
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

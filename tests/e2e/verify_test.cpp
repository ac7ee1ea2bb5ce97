// `grundy verify`: the seed's checker as a command. That its comparison can
// see a wrong answer is tested in tests/unit/game_play_test.cpp (TheoryCheck),
// with references that differ from the oracle on purpose. Here: everything
// agrees, and every position of the oracle's corpus was checked, counted by
// family, whatever families the corpus holds (nothing here lists them).
#include <gtest/gtest.h>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <set>
#include <string>
#include <vector>

#include "../reference/oracle_corpus.hpp"
#include "../sanitized.hpp"
#include "checks.hpp"
#include "run_grundy.hpp"

namespace grundy::e2e {
namespace {

const std::string kCorpus = std::string(GRUNDY_TEST_DATA) + "/oracle/corpus.txt";

void expect_every_corpus_position_checked(const nlohmann::json& found, const std::string& corpus) {
  const auto lines = oracle_corpus::read(corpus);
  EXPECT_EQ(found["corpus"]["file"], corpus);
  EXPECT_EQ(found["corpus"]["positions"], lines.size());
  std::size_t normal = 0;
  for (const oracle_corpus::Line& line : lines) normal += line.misere ? 0 : 1;
  std::size_t corpus_checks = 0;
  for (const nlohmann::json& check : found["checks"]) {
    EXPECT_EQ(check["checked"], check["agreed"]) << check;
    EXPECT_TRUE(check["first_difference"].is_null()) << check;
    const std::string label = check["positions"].get<std::string>();
    if (label == "corpus, normal play") {
      EXPECT_EQ(check["checked"], normal);
      ++corpus_checks;
    } else if (label == "corpus, misère play") {
      EXPECT_EQ(check["checked"], lines.size() - normal);
      ++corpus_checks;
    }
  }
  EXPECT_EQ(corpus_checks, 2U);
  // Every family of the corpus is counted, and agrees.
  for (const oracle_corpus::Line& line : lines) {
    for (const std::string& family : oracle_corpus::written_families(line.position)) {
      EXPECT_TRUE(found["families"].contains(family))
          << "line " << line.number << " (" << line.position << "): no count for " << family;
    }
  }
  for (const auto& [family, tally] : found["families"].items()) {
    EXPECT_GT(tally["checked"].get<std::uint64_t>(), 0U) << family;
    EXPECT_EQ(tally["checked"], tally["agreed"]) << family;
  }
}

TEST(Verify, TheoryAgreesWithBruteForceAndTheEngineNeverLosesAWonGame) {
  const std::string corpus = oracle_corpus_sample("verify-text");
  const RunResult result = run_grundy({"verify", "--corpus", corpus});
  EXPECT_EQ(result.status, 0) << result;
  EXPECT_EQ(result.err, "") << result;
  EXPECT_TRUE(contains(result.out, "  nim A B, nim A B C (0..15)")) << result;
  EXPECT_TRUE(contains(result.out, "4352      4352\n")) << result;
  for (const char* family : {"lasker",
                             "moore(2)",
                             "staircase",
                             "subtraction(1,3,4)",
                             "bash(3)",
                             "wythoff",
                             "kayles",
                             "dawson",
                             "dawsons-chess",
                             "treblecross",
                             "grundy-game",
                             "octal(0.6)",
                             "tb(0.8)",
                             "octal(4.7)",
                             "tb(c.0f)",
                             "welter",
                             "kayles A + nim B",
                             "nim A + kayles B + subtraction(1,3,4) C",
                             "corpus, normal play",
                             "corpus, misère play"}) {
    EXPECT_TRUE(contains(result.out, std::string("\n  ") + family)) << family << "\n" << result;
  }
  EXPECT_TRUE(contains(result.out, "the oracle's corpus: " + corpus)) << result;
  EXPECT_TRUE(contains(result.out, "\nby family (a sum counts for each of its families)"))
      << result;
  EXPECT_TRUE(contains(result.out, "  all ")) << result;
  EXPECT_TRUE(contains(result.out, "engine against random play: 1001 games")) << result;
  EXPECT_FALSE(contains(result.out, "first failure")) << result;
  EXPECT_FALSE(contains(result.out, "first difference")) << result;
  const std::vector<std::string> lines = lines_of(result.out);
  ASSERT_FALSE(lines.empty());
  EXPECT_EQ(lines.back().rfind("verify: everything agrees: ", 0), 0U) << result;
}

// The JSON object holds what the text shows: every check, every position of
// the corpus, and the count of each family. The whole corpus is checked once
// here (in the release build; each run checks every line under its own
// convention), the misère run and the sanitizer build take the sample.
TEST(Verify, TheJsonCountsEveryCorpusPositionByFamily) {
  const std::string sample = oracle_corpus_sample("verify-json");
  for (const bool misere : {false, true}) {
    SCOPED_TRACE(misere ? "misère" : "normal");
    const std::string corpus = misere || testing_build::sanitized() ? sample : kCorpus;
    std::vector<std::string> args = {"verify", "--json", "--games", "40", "--corpus", corpus};
    if (misere) args.push_back("--misere");
    const RunResult result = run_grundy(args);
    EXPECT_EQ(result.status, 0) << result;
    const nlohmann::json found = parse_json(result);
    EXPECT_EQ(found["play"], misere ? "misere" : "normal");
    EXPECT_EQ(found["everything_agrees"], true);
    EXPECT_EQ(found["checked"], found["agreed"]);
    std::uint64_t total = 0;
    for (const nlohmann::json& check : found["checks"])
      total += check["checked"].get<std::uint64_t>();
    EXPECT_EQ(found["checked"], total);
    EXPECT_EQ(found["games"]["games"], 40);
    EXPECT_EQ(found["games"]["won_should_win"], found["games"]["should_win"]);
    EXPECT_TRUE(found["games"]["first_failure"].is_null());
    expect_every_corpus_position_checked(found, corpus);
  }
}

// Another corpus: each of its lines is checked as typed, and a line that
// either side cannot read is a difference (exit status 1), not a skip.
TEST(Verify, AnotherCorpusIsReadLineByLine) {
  const std::string folder = own_temp_dir() + "verify-corpus";
  std::filesystem::create_directories(folder + "/oracle");
  const std::string file = folder + "/oracle/corpus.txt";
  std::ofstream(file) << "# two lines that agree, and one the oracle cannot read\n"
                         "Kayles 3+NIM 04\nmisere nim 1 1\n";
  const nlohmann::json agreed =
      parse_json(run_grundy({"verify", "--json", "--games", "2", "--corpus", file}));
  EXPECT_EQ(agreed["corpus"]["positions"], 2);
  EXPECT_EQ(agreed["everything_agrees"], true);
  std::ofstream(file, std::ios::app) << "octal(.6) 3\n";
  const RunResult differs = run_grundy({"verify", "--games", "2", "--corpus", file});
  EXPECT_EQ(differs.status, 1) << differs;
  EXPECT_TRUE(contains(differs.out, "first difference: octal(.6) 3: error: ")) << differs;
  EXPECT_TRUE(contains(differs.out, "verify: DISAGREEMENT")) << differs;
  expect_one_error_line(run_grundy({"verify", "--corpus", folder + "/none.txt"}));
}

TEST(Verify, GamesAndSeedAreOptions) {
  // A corpus of two lines: the whole one is the other tests' (it takes the
  // oracle seconds).
  const std::string folder = own_temp_dir() + "verify-seed";
  std::filesystem::create_directories(folder + "/oracle");
  const std::string file = folder + "/oracle/corpus.txt";
  std::ofstream(file) << "nim 1 2 3\nmisere kayles 4\n";
  const std::vector<std::string> args = {"verify", "--games",  "20", "--seed",
                                         "9",      "--corpus", file};
  const RunResult result = run_grundy(args);
  EXPECT_EQ(result.status, 0) << result;
  EXPECT_TRUE(contains(result.out, "engine against random play: 20 games")) << result;
  EXPECT_TRUE(contains(result.out, "(seed 9)")) << result;
  EXPECT_EQ(result.out, run_grundy(args).out);
  expect_one_error_line(run_grundy({"verify", "--games", "many"}));
}

// --family: what a contributor runs for the family being added. Only the
// positions whose every game is of the families named are checked (sums of
// other families left out), and a check left empty is not shown.
TEST(Verify, FamilyChecksOnlyThePositionsOfThoseFamilies) {
  const std::string corpus = std::string(GRUNDY_TEST_DATA) + "/golden/verify_corpus.txt";
  const nlohmann::json found = parse_json(run_grundy(
      {"verify", "--json", "--family", "kayles,nim", "--games", "0", "--corpus", corpus}));
  std::vector<std::string> labels;
  for (const nlohmann::json& check : found["checks"]) labels.push_back(check["positions"]);
  EXPECT_EQ(labels, (std::vector<std::string>{
                        "nim A B, nim A B C (0..15)", "kayles A (0..14), kayles A B (1..7)",
                        "kayles A + nim B (0..8, 0..7)", "corpus, normal play"}));
  std::vector<std::string> families;
  for (const auto& [family, tally] : found["families"].items()) families.push_back(family);
  EXPECT_EQ(families, (std::vector<std::string>{"kayles", "nim"}));
  EXPECT_EQ(found["everything_agrees"], true);

  const RunResult alone =
      run_grundy({"verify", "--misere", "--family", "wythoff", "--games", "0", "--corpus", corpus});
  EXPECT_EQ(alone.status, 0) << alone;
  EXPECT_TRUE(contains(alone.out, "misère wythoff A B (0..6)")) << alone;
  EXPECT_FALSE(contains(alone.out, "kayles")) << alone;
  EXPECT_FALSE(contains(alone.out, "games from random positions")) << alone;  // none asked
  EXPECT_TRUE(contains(alone.out, "verify: everything agrees: 50 positions\n")) << alone;

  const RunResult typo = run_grundy({"verify", "--family", "nim,kayels"});
  expect_one_error_line(typo);
  EXPECT_TRUE(contains(typo.err, "unknown family 'kayels' in --family; did you mean 'kayles'?"))
      << typo;
}

}  // namespace
}  // namespace grundy::e2e

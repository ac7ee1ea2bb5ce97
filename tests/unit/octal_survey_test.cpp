// The survey of octal games in the library: patterns, one game's
// classification, the classes of equal sequences, the parallel run and its
// checkpoint. (Against the literature's tables: tests/e2e/survey_test.cpp.)
#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <string>
#include <vector>

#include "grundy/errors.hpp"
#include "grundy/octal_pattern.hpp"
#include "grundy/octal_survey.hpp"
#include "grundy/survey_run.hpp"

namespace grundy {
namespace {

TEST(OctalPattern, ExpandsEachWildcardInOrder) {
  const OctalPattern two = OctalPattern::parse("octal(0.??)");
  EXPECT_EQ(two.text(), "0.??");
  EXPECT_EQ(two.size(), 64U);
  const std::vector<std::string> codes = two.codes();
  ASSERT_EQ(codes.size(), 64U);
  EXPECT_EQ(codes.front(), "0.00");
  EXPECT_EQ(codes[9], "0.11");
  EXPECT_EQ(codes.back(), "0.77");
  EXPECT_EQ(OctalPattern::parse("?.?").codes(),
            (std::vector<std::string>{"0.0", "0.1", "0.2", "0.3", "0.4", "0.5", "0.6", "0.7",
                                      "4.0", "4.1", "4.2", "4.3", "4.4", "4.5", "4.6", "4.7"}));
  EXPECT_EQ(OctalPattern::parse(".1?7").codes().at(3), "0.137");
  EXPECT_EQ(OctalPattern::parse("4.777").codes(), std::vector<std::string>{"4.777"});
  EXPECT_EQ(OctalPattern::parse("octal(?.??????????)").size(), 2ULL << 30);
}

TEST(OctalPattern, NamesWhatIsWrongAndWhere) {
  const auto column_of = [](const std::string& text) -> std::size_t {
    try {
      OctalPattern::parse(text);
    } catch (const ParseError& error) {
      return error.column();
    }
    ADD_FAILURE() << "no error for " << text;
    return 0;
  };
  EXPECT_EQ(column_of("octal(0.?8)"), 10U);
  EXPECT_EQ(column_of("0.1x"), 4U);
  EXPECT_EQ(column_of("octal(1.??)"), 7U);
  EXPECT_EQ(column_of("octal(0.)"), 9U);
  EXPECT_EQ(column_of("0??"), 1U);
  EXPECT_EQ(column_of("12.3"), 1U);
  EXPECT_GT(column_of("0." + std::string(11, '?')), 0U);
  EXPECT_GT(column_of("octal(0.??"), 0U);
}

TEST(OctalSurvey, KaylesIsSolvedWithItsLargestValue) {
  const GameSurvey kayles = survey_game("0.77", SurveyBudget{});
  ASSERT_TRUE(kayles.solved());
  EXPECT_EQ(kayles.proof->period, (Period{71, 12}));
  EXPECT_EQ(kayles.stopped_by, GameSurvey::Stop::proven);
  EXPECT_EQ(kayles.largest_value, 8);
  EXPECT_EQ(kayles.largest_at, 27U);  // G(27) = 8 is the first 8 of Kayles
  EXPECT_EQ(kayles.first_nonzero, 1U);
  EXPECT_EQ(kayles.kept.size(), 71U + 12U);
  EXPECT_EQ(kayles.value_at(1000), kayles.value_at(1000 - 12 * 70));
}

TEST(OctalSurvey, AGameOutOfBudgetIsOpenAndSaysWhy) {
  SurveyBudget values;
  values.max_values = 5000;
  const GameSurvey by_values = survey_game("0.6", values);
  EXPECT_FALSE(by_values.solved());
  EXPECT_EQ(by_values.stopped_by, GameSurvey::Stop::values);
  EXPECT_EQ(by_values.computed, 5000U);
  EXPECT_EQ(by_values.kept.size(), GameSurvey::kKeptValues);
  SurveyBudget time;
  time.per_game = std::chrono::milliseconds(1);  // 2^25 values of 0.6 take seconds anywhere
  const GameSurvey by_time = survey_game("0.6", time);
  EXPECT_FALSE(by_time.solved());
  EXPECT_EQ(by_time.stopped_by, GameSurvey::Stop::time);
  EXPECT_LT(by_time.computed, time.max_values);
}

TEST(OctalSurvey, ClassesAreFoundAndProvenWhenBothAreSolved) {
  SurveyBudget budget;
  budget.max_values = 4096;
  std::vector<GameSurvey> games;
  for (const char* code : {"0.07", "0.4", "0.161", "0.36", "0.6", "0.61", "0.137"})
    games.push_back(survey_game(code, budget));
  find_equivalences(games);
  // Dawson's Kayles is 0.4 shifted by one, and Dawson's chess by two.
  ASSERT_TRUE(games[0].same_as);
  EXPECT_EQ(games[0].same_as->game, "0.4");
  EXPECT_EQ(games[0].same_as->offset, 1U);
  EXPECT_TRUE(games[0].same_as->proven);
  ASSERT_TRUE(games[6].same_as);
  EXPECT_EQ(games[6].same_as->game, "0.4");
  EXPECT_EQ(games[6].same_as->offset, 2U);
  EXPECT_FALSE(games[1].same_as);
  // 0.161 and 0.36 agree up to heap 518 (the open project's finding), not after.
  EXPECT_FALSE(games[2].same_as);
  EXPECT_FALSE(games[3].same_as);
  // 0.61 is 0.6 as far as computed, which is not a proof.
  ASSERT_TRUE(games[5].same_as);
  EXPECT_EQ(games[5].same_as->game, "0.6");
  EXPECT_FALSE(games[5].same_as->proven);
  EXPECT_EQ(games[5].same_as->compared, 4096U - 2U);  // from G(2), the first nonzero
}

TEST(SurveyRun, RunsInParallelAndResumesFromItsCheckpoint) {
  const std::filesystem::path directory =
      std::filesystem::temp_directory_path() / "grundy-survey-run-test";
  std::filesystem::remove_all(directory);
  SurveyRunOptions options;
  options.budget.max_values = 2048;
  options.jobs = 2;
  options.checkpoint = directory;
  const std::vector<std::string> codes{"0.10", "0.11", "0.12", "0.13",
                                       "0.14", "0.15", "0.16", "0.17"};
  std::size_t computed = 0;
  const std::vector<GameSurvey> first =
      run_survey(codes, options, [&](const GameSurvey&, bool from_checkpoint) {
        EXPECT_FALSE(from_checkpoint);
        ++computed;
      });
  EXPECT_GE(computed, codes.size());
  std::size_t read = 0;
  const std::vector<GameSurvey> again =
      run_survey(codes, options, [&](const GameSurvey&, bool from_checkpoint) {
        EXPECT_TRUE(from_checkpoint);
        ++read;
      });
  EXPECT_EQ(read, codes.size());
  ASSERT_EQ(again.size(), first.size());
  for (std::size_t i = 0; i < codes.size(); ++i) {
    EXPECT_EQ(again[i].game, codes[i]);
    EXPECT_EQ(again[i].computed, first[i].computed) << codes[i];
    EXPECT_EQ(again[i].kept, first[i].kept) << codes[i];
    EXPECT_EQ(again[i].fingerprints, first[i].fingerprints) << codes[i];
    EXPECT_EQ(again[i].proof.has_value(), first[i].proof.has_value()) << codes[i];
    EXPECT_EQ(again[i].same_as.has_value(), first[i].same_as.has_value()) << codes[i];
  }
  // Another budget is another survey: nothing is read.
  SurveyBudget other = options.budget;
  other.max_values = 1024;
  EXPECT_FALSE(read_survey_record(directory, "0.16", other));
  std::filesystem::remove_all(directory);
}

}  // namespace
}  // namespace grundy

// Compute limits (compute_limits.hpp): a registry made with ComputeLimits{}
// answers exactly as the command's, and one made with smaller limits refuses
// with LimitError, naming the position, exactly the work past them, for each
// family that computes, in sums and after moves; two registries with
// different limits live side by side.
#include "grundy/compute_limits.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "grundy/analysis.hpp"
#include "grundy/errors.hpp"
#include "grundy/expression.hpp"
#include "grundy/family.hpp"
#include "grundy/take_and_break_game.hpp"

namespace grundy {
namespace {

// Everything a front end prints of a position, or the error it got.
struct Answer {
  std::string canonical;
  std::string value;  // "?" when unknown
  Outcome outcome = Outcome::next_player_wins;
  std::vector<std::string> winning;  // positions the first winning moves leave
  std::string error;                 // "LimitError: ..." and the like
  bool operator==(const Answer&) const = default;
};

Answer answer(const std::string& text, const FamilyRegistry& families) {
  Answer found;
  try {
    const Sum sum = parse_expression(text, families);
    const Analysis analysis(sum);
    found.canonical = sum.canonical();
    found.value = analysis.value_known() ? std::to_string(analysis.grundy_value()) : "?";
    found.outcome = analysis.outcome();
    analysis.winning_moves([&](const Move& move) {  // the first 100: huge heaps have 2^60
      found.winning.push_back(sum.after(move).canonical());
      return found.winning.size() < 100;
    });
  } catch (const LimitError& error) {
    found.error = std::string("LimitError: ") + error.what();
  } catch (const ParseError& error) {
    found.error = std::string("ParseError: ") + error.what();
  } catch (const Error& error) {
    found.error = std::string("Error: ") + error.what();
  }
  return found;
}

std::string limit_error(const std::string& text, const FamilyRegistry& families) {
  const Answer found = answer(text, families);
  EXPECT_EQ(found.error.rfind("LimitError: ", 0), 0U)
      << text << " gave " << found.canonical << " " << found.value;
  return found.error;
}

TEST(ComputeLimits, DefaultsAnswerAsTheCommand) {
  const FamilyRegistry defaults = FamilyRegistry::builtin(ComputeLimits{});
  const FamilyRegistry without_files = FamilyRegistry::builtin_without_files(ComputeLimits{});
  EXPECT_EQ(defaults.names(), FamilyRegistry::builtin().names());
  EXPECT_EQ(without_files.names(), FamilyRegistry::builtin_without_files().names());
  // Closed forms, proven periods, searches, and the edges of the default
  // limits on both sides.
  for (const std::string text :
       {"nim 5 6 7 8", "kayles 1000000000000000000 + nim 3",
        "dawson 9 + treblecross 20 + grundy-game 30",
        "octal(0.44) 300 + octal(0.44) 9000000000000000000", "tb(0.8) 40",
        "octal(0.14) 4194305 + nim 1", "subtraction(1,3,4) 123456789 + bash(3) 10",
        "subtraction(1000001) 5", "moore(2) 3 5 6 + nim 1", "moore(2) 100 100 100 + nim 1",
        "moore(3) 100 200 300 400", "wythoff 40 30 + nim 1", "wythoff 4097 1 + nim 1",
        "wythoff 1000000 1618034", "lasker 9223372036854775807 + staircase 1 5 9",
        "subtraction(18446744073709551616) 3"}) {
    EXPECT_EQ(answer(text, defaults), answer(text, FamilyRegistry::builtin())) << text;
  }
}

TEST(ComputeLimits, TakeAndBreakComputesUpToItsLimit) {
  ComputeLimits limits;
  limits.take_and_break.max_computed = 256;
  limits.take_and_break.period_search = 2048;
  const FamilyRegistry small = FamilyRegistry::builtin(limits);
  // Treblecross has no proven period: heaps up to the limit are computed.
  EXPECT_EQ(answer("treblecross 256 + nim 1", small),
            answer("treblecross 256 + nim 1", FamilyRegistry::builtin()));
  EXPECT_NE(limit_error("treblecross 257 + nim 1", small).find("257"), std::string::npos);
  EXPECT_NE(limit_error("tb(0.8) 300", small).find("300"), std::string::npos);
  EXPECT_EQ(answer("tb(0.8) 300", FamilyRegistry::builtin()).error, "");
  // octal(0.44) proves period 24 from 143 with 512 values: a heap above the
  // limit is answered by the period, the small ones as well as the huge.
  for (const std::string text :
       {"octal(0.44) 300", "octal(0.44) 9000000000000000000 + octal(0.44) 257"}) {
    const Answer found = answer(text, small);
    EXPECT_EQ(found.error, "") << text;
    EXPECT_EQ(found, answer(text, FamilyRegistry::builtin())) << text;
  }
  // No period of octal(0.14) within 2048 values.
  EXPECT_NE(limit_error("octal(0.14) 300", small).find("300"), std::string::npos);
}

TEST(ComputeLimits, SubtractionSearchesWithinItsLimit) {
  ComputeLimits limits;
  limits.subtraction.max_element = 10;
  const FamilyRegistry small = FamilyRegistry::builtin(limits);
  EXPECT_NE(limit_error("subtraction(1,11) 5", small).find("11"), std::string::npos);
  EXPECT_EQ(answer("subtraction(1,10) 5 + nim 2", small),
            answer("subtraction(1,10) 5 + nim 2", FamilyRegistry::builtin()));
  EXPECT_THROW((void)parse_heap_rule("subtraction(11)", small), LimitError);
  EXPECT_EQ(parse_heap_rule("subtraction(11)", FamilyRegistry::builtin()).name, "subtraction(11)");

  ComputeLimits few_values;
  few_values.subtraction.max_values = 100;  // {999, 1000} needs a window of 1000
  // The refusal names the game (in a sum, which part) and the limit.
  EXPECT_EQ(limit_error("nim 3 + subtraction(1000,999) 5", FamilyRegistry::builtin(few_values)),
            "LimitError: no period of subtraction(999,1000) found within 100 values (the limit of "
            "the period "
            "search)");
  ComputeLimits few_steps;
  few_steps.subtraction.max_steps = 1000;
  EXPECT_EQ(limit_error("subtraction(999,1000) 5", FamilyRegistry::builtin(few_steps)),
            "LimitError: no period of subtraction(999,1000) found within 1000 look-ups (values "
            "computed times "
            "|S|, the limit of the period search)");
}

TEST(ComputeLimits, MooreSearchesAndListsWithinItsLimits) {
  ComputeLimits limits;
  limits.moore.search_moves = 1'000;
  const FamilyRegistry small = FamilyRegistry::builtin(limits);
  EXPECT_NE(limit_error("moore(2) 5 5 5 + nim 1", small).find("moore(2) 5 5 5"), std::string::npos);
  EXPECT_EQ(answer("moore(2) 3 3 3 + nim 1", small),
            answer("moore(2) 3 3 3 + nim 1", FamilyRegistry::builtin()));
  // Alone, the outcome and the winning moves follow from Moore's theorem.
  const Answer alone = answer("moore(2) 5 5 5", small);
  EXPECT_EQ(alone.value, "?");
  EXPECT_EQ(alone.winning, answer("moore(2) 5 5 5", FamilyRegistry::builtin()).winning);
  // The position after a move keeps the limits.
  const Sum sum = parse_expression("moore(2) 6 6 7", small);
  const Sum after = sum.after(Analysis(sum).winning_moves().at(0));
  EXPECT_THROW(
      (void)Analysis(Sum({after.components()[0], parse_expression("nim 1").components()[0]})),
      LimitError);

  ComputeLimits few_subsets;
  few_subsets.moore.subsets = 10;  // 6 heaps: 6 + 15 choices of one or two
  EXPECT_NE(limit_error("moore(2) 1 2 3 4 5 7", FamilyRegistry::builtin(few_subsets))
                .find("moore(2) 1 2 3 4 5 7"),
            std::string::npos);
  ComputeLimits few_sorted;
  few_sorted.moore.sorted_moves = 10;
  const Sum small_moore = parse_expression("moore(2) 3 5 6", FamilyRegistry::builtin(few_sorted));
  EXPECT_THROW(small_moore.components()[0]->all_moves([](const Move&) { return true; }),
               LimitError);
}

TEST(ComputeLimits, WythoffTabulatesUpToItsLimit) {
  ComputeLimits limits;
  limits.wythoff_value_heap = 100;
  const FamilyRegistry small = FamilyRegistry::builtin(limits);
  EXPECT_EQ(answer("wythoff 100 3 + nim 1", small),
            answer("wythoff 100 3 + nim 1", FamilyRegistry::builtin()));
  EXPECT_NE(limit_error("wythoff 101 3 + nim 1", small).find("wythoff 101 3"), std::string::npos);
  // Alone, Wythoff's rule answers at any size, without the value.
  const Answer alone = answer("wythoff 1000 30", small);
  const Answer tabulated = answer("wythoff 1000 30", FamilyRegistry::builtin());
  EXPECT_EQ(alone.value, "?");
  EXPECT_EQ(alone.outcome, tabulated.outcome);
  EXPECT_EQ(alone.winning, tabulated.winning);
  // After a move the limit is kept.
  const Sum big = parse_expression("wythoff 150 140", small);
  const Move first_heap = big.components()[0]->parse_move("1 10");
  EXPECT_EQ(big.after(first_heap).canonical(), "wythoff 140 140");
  EXPECT_THROW((void)big.after(first_heap).components()[0]->grundy_value(), LimitError);
  // The table goes no further than kWythoffValueLimit whatever is asked.
  limits.wythoff_value_heap = kWythoffValueLimit * 2;
  EXPECT_NE(limit_error("wythoff 4097 1 + nim 1", FamilyRegistry::builtin(limits)).find("4097"),
            std::string::npos);
}

TEST(ComputeLimits, RegistriesWithDifferentLimitsLiveSideBySide) {
  ComputeLimits limits;
  limits.take_and_break.max_computed = 10;
  limits.take_and_break.period_search = 256;
  const FamilyRegistry small = FamilyRegistry::builtin_without_files(limits);
  EXPECT_EQ(small.find("graph"), nullptr);
  for (int round = 0; round < 2; ++round) {
    EXPECT_THROW((void)parse_expression("treblecross 11", small), LimitError);
    EXPECT_EQ(
        parse_expression("treblecross 11", FamilyRegistry::builtin_without_files()).canonical(),
        "treblecross 11");
  }
}

}  // namespace
}  // namespace grundy

// What the expression and API fuzz targets found (tests/fuzz, README
// "Fuzzing and sanitizers"), kept as plain tests so that it stays fixed
// without a fuzzer.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "grundy/analysis.hpp"
#include "grundy/compute_limits.hpp"
#include "grundy/errors.hpp"
#include "grundy/expression.hpp"
#include "grundy/family.hpp"
#include "grundy/misere.hpp"

namespace grundy {
namespace {

std::vector<std::string> misere_winning_results(const MisereAnalysis& analysis) {
  std::vector<std::string> results;
  analysis.winning_moves([&](const Move& move) {
    results.push_back(analysis.sum().after(move).canonical());
    return true;
  });
  return results;
}

// `nim 92233720368547758 3 5 + treblecross 14` under misère play: the sum is
// tame, and its winning moves were found by trying each move of each
// component, 9 * 10^16 of them for the big heap (the command never
// answered). A Nim heap in a tame sum plays as itself, so its winning move
// comes from the misère Nim rule.
TEST(FuzzFindings, MisereWinningMovesOfAHugeNimHeapInATameSum) {
  const MisereAnalysis huge(parse_expression("nim 92233720368547758 3 5 + treblecross 14"));
  ASSERT_EQ(huge.misere_method(), MisereMethod::tame_genus);
  ASSERT_NE(huge.misere_value(), 0U);
  const std::vector<Move> moves = huge.winning_moves();
  ASSERT_FALSE(moves.empty());
  for (const Move& move : moves) EXPECT_EQ(huge.misere_value_after(move), 0U);
  // The rule gives what trying every move gives, where that can be done.
  for (const std::string text : {"nim 9 3 5 + treblecross 14", "nim 1 1 + kayles 3",
                                 "nim 6 + dawson 5 + nim 1", "nim 2 + kayles 4 + nim 3 3"}) {
    MisereAnalysis::Options options;
    const MisereAnalysis tame(parse_expression(text), options);
    options.use_tame_genus = false;
    const MisereAnalysis searched(parse_expression(text), options);
    EXPECT_EQ(tame.misere_value(), searched.misere_value()) << text;
    EXPECT_EQ(misere_winning_results(tame), misere_winning_results(searched)) << text;
  }
}

// The values of Moore positions after moves, which now come from the search
// of the position before them, are those of searches of their own.
TEST(FuzzFindings, MooreValuesAfterMovesAreThoseOfTheirOwnSearch) {
  const Sum sum = parse_expression("moore(2) 4 5 6 + nim 1");
  const Analysis analysis(sum);
  sum.components()[0]->all_moves([&](const Move& move) {
    Move in_sum = move;
    in_sum.component = 0;
    const Sum after = sum.after(in_sum);
    const Sum fresh = parse_expression(after.canonical());
    EXPECT_EQ(Analysis(after).grundy_value(), Analysis(fresh).grundy_value()) << after.canonical();
    return true;
  });
}

// A subtraction set element above 2^63-1 was a LimitError (the element
// limit); like any number beyond 2^63-1 it is a ParseError, at its column.
TEST(FuzzFindings, AnOverflowingSubtractionElementIsAParseError) {
  ComputeLimits limits;
  limits.subtraction.max_element = 10;
  const FamilyRegistry small = FamilyRegistry::builtin(limits);
  for (const FamilyRegistry* families : {&FamilyRegistry::builtin(), &small}) {
    try {
      (void)parse_expression("subtraction(1, 99999999999999999999) 3", *families);
      ADD_FAILURE() << "an element above 2^63-1 was accepted";
    } catch (const ParseError& error) {
      EXPECT_EQ(error.column(), 16U);
      EXPECT_NE(std::string(error.what()).find("99999999999999999999"), std::string::npos);
    }
  }
}

}  // namespace
}  // namespace grundy

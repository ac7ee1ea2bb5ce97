// Solution::explanation: each theory that decides a position gives its own
// kind, holding what the reports read of it (which no longer cast to find
// out which class answered).
#include <gtest/gtest.h>

#include <cstdint>
#include <memory>
#include <string>
#include <variant>
#include <vector>

#include "grundy/analysis.hpp"
#include "grundy/expression.hpp"
#include "grundy/misere.hpp"
#include "grundy/misere_nim.hpp"
#include "grundy/misere_quotient.hpp"
#include "grundy/solution.hpp"

namespace grundy {
namespace {

std::unique_ptr<Solution> solved(const std::string& text, PlayConvention convention) {
  return solve(parse_expression(text), convention);
}

TEST(SolutionExplanation, NormalPlayByWhetherTheValueIsKnown) {
  const auto known = solved("kayles 5 + nim 3", PlayConvention::normal);
  const Explanation sprague_grundy = known->explanation();
  ASSERT_TRUE(std::holds_alternative<why::SpragueGrundy>(sprague_grundy));
  EXPECT_EQ(&std::get<why::SpragueGrundy>(sprague_grundy).analysis, known.get());
  // Moore's Nim beyond the limits: who wins by the rule, the value unknown.
  const auto by_rule = solved("moore(2) 100 100 100", PlayConvention::normal);
  const Explanation rule = by_rule->explanation();
  ASSERT_TRUE(std::holds_alternative<why::GameRule>(rule));
  EXPECT_FALSE(std::get<why::GameRule>(rule).analysis.value_known());
  const auto drawn =
      solved("graph(" + std::string(GRUNDY_TEST_DATA) + "/graphs/cycle.txt) a c + nim 3",
             PlayConvention::normal);
  const Explanation loopy = drawn->explanation();
  ASSERT_TRUE(std::holds_alternative<why::Loopy>(loopy));
  EXPECT_TRUE(std::get<why::Loopy>(loopy).analysis.value_infinite());
}

TEST(SolutionExplanation, MisereNimCountsTheHeaps) {
  const auto solution = solved("nim 1 1 1 4", PlayConvention::misere);
  const Explanation explanation = solution->explanation();
  ASSERT_TRUE(std::holds_alternative<why::MisereNimRule>(explanation));
  const MisereNim& nim = std::get<why::MisereNimRule>(explanation).nim;
  EXPECT_EQ(nim.heaps_of_one(), 3U);
  EXPECT_EQ(nim.heaps_of_two_or_more(), 1U);
}

TEST(SolutionExplanation, TameSumsPlayAsMisereNim) {
  const auto solution = solved("nim 9 3 5 + treblecross 14", PlayConvention::misere);
  const Explanation explanation = solution->explanation();
  ASSERT_TRUE(std::holds_alternative<why::TameGenus>(explanation));
  const why::TameGenus& tame = std::get<why::TameGenus>(explanation);
  EXPECT_FALSE(tame.nim_heaps.empty());
  EXPECT_EQ(tame.nim.misere_value(), solution->value());
}

TEST(SolutionExplanation, TheSearchSaysHowManySumsItKept) {
  const auto solution = solved("kayles 5 7", PlayConvention::misere);
  const Explanation explanation = solution->explanation();
  ASSERT_TRUE(std::holds_alternative<why::MisereSearch>(explanation));
  const why::MisereSearch& search = std::get<why::MisereSearch>(explanation);
  EXPECT_GT(search.positions_searched, 0U);
  EXPECT_EQ(search.positions_searched, solution->positions_searched());
}

TEST(SolutionExplanation, TheQuotientNamesEachHeapAndItsElement) {
  // The quotient forced on a small sum of two components.
  MisereAnalysis::Options quotient_only;
  quotient_only.use_tame_genus = false;
  quotient_only.small_search = 0;
  const MisereAnalysis analysis(parse_expression("kayles 14 20 9 + kayles 11"), quotient_only);
  const Explanation explanation = analysis.explanation();
  ASSERT_TRUE(std::holds_alternative<why::QuotientDecision>(explanation));
  const why::QuotientDecision& decision = std::get<why::QuotientDecision>(explanation);
  ASSERT_EQ(decision.heaps.size(), 2U);
  const std::vector<std::vector<std::uint64_t>> tokens = {{14, 20, 9}, {11}};
  BipartiteMonoid::Element product = BipartiteMonoid::kIdentity;
  for (std::size_t c = 0; c < tokens.size(); ++c) {
    ASSERT_EQ(decision.heaps[c].size(), tokens[c].size());
    for (std::size_t h = 0; h < tokens[c].size(); ++h) {
      EXPECT_EQ(decision.heaps[c][h].tokens, tokens[c][h]);
      EXPECT_EQ(decision.heaps[c][h].element, decision.quotient.pretending(tokens[c][h]));
      product = decision.quotient.monoid().product(product, decision.heaps[c][h].element);
    }
  }
  EXPECT_EQ(decision.product, product);
  EXPECT_EQ(decision.quotient.in_p_portion(decision.product),
            analysis.outcome() == Outcome::previous_player_wins);
}

}  // namespace
}  // namespace grundy

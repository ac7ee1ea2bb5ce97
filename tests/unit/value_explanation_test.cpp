// explain_values: which parts of a position are explained, and the limits on
// parts and options. Whether the groups are right is checked against the
// oracle through the binary (tests/e2e/oracle_test.cpp).
#include "grundy/value_explanation.hpp"

#include <gtest/gtest.h>

#include <set>
#include <string>

#include "grundy/expression.hpp"

namespace grundy {
namespace {

TEST(ValueExplanation, EachDistinctHeapOnceInTheOrderOfThePosition) {
  const Analysis analysis(parse_expression("kayles 4 4 5 + nim 3 + kayles 5"));
  const ValueExplanations explanations = explain_values(analysis);
  ASSERT_EQ(explanations.parts.size(), 3U);
  EXPECT_EQ(explanations.parts[0].part->canonical(), "kayles 4");
  EXPECT_EQ(explanations.parts[0].row, 0U);
  EXPECT_EQ(explanations.parts[1].part->canonical(), "kayles 5");
  EXPECT_EQ(explanations.parts[1].row, 2U);
  EXPECT_EQ(explanations.parts[2].part->canonical(), "nim 3");
  EXPECT_EQ(explanations.parts[2].component, 1U);
  EXPECT_FALSE(explanations.parts[2].row.has_value());  // a lone heap is the whole component
  EXPECT_FALSE(explanations.more_parts);
  for (const ValueExplanation& part : explanations.parts) {
    ASSERT_TRUE(part.options_listed);
    EXPECT_EQ(part.mex, part.value) << part.part->canonical();
  }
}

TEST(ValueExplanation, GroupsCountEveryOptionOnceAscending) {
  const Analysis analysis(parse_expression("kayles 9"));
  const ValueExplanations explanations = explain_values(analysis);
  const ValueExplanation& part = explanations.parts.at(0);
  EXPECT_EQ(part.value, 4U);
  EXPECT_EQ(part.option_count, 9U);
  std::uint64_t total = 0;
  Nimber previous = 0;
  for (std::size_t i = 0; i < part.groups.size(); ++i) {
    if (i > 0) {
      EXPECT_GT(part.groups[i].value, previous);
    }
    previous = part.groups[i].value;
    total += part.groups[i].count;
    EXPECT_EQ(part.part->after(part.groups[i].example)->grundy_value(), part.groups[i].value);
    // Every option of the value is listed, the example first.
    ASSERT_EQ(part.groups[i].moves.size(), part.groups[i].count);
    EXPECT_EQ(part.part->notation(part.groups[i].moves.front()),
              part.part->notation(part.groups[i].example));
    for (const Move& move : part.groups[i].moves)
      EXPECT_EQ(part.part->after(move)->grundy_value(), part.groups[i].value);
  }
  EXPECT_EQ(total, 9U);
  // The options listed are the distinct moves of the row, none twice.
  std::set<std::string> listed;
  for (const OptionGroup& group : part.groups) {
    for (const Move& move : group.moves) listed.insert(part.part->notation(move));
  }
  EXPECT_EQ(listed.size(), 9U);
}

TEST(ValueExplanation, LimitsOnPartsAndOptions) {
  const Analysis many(parse_expression("kayles 1 2 3 4 5 6 7 8 9 10"));
  ExplanationLimits limits;
  limits.max_parts = 4;
  const ValueExplanations first_four = explain_values(many, limits);
  EXPECT_EQ(first_four.parts.size(), 4U);
  EXPECT_TRUE(first_four.more_parts);

  // More options than the limit: the rule alone (here a proven period).
  limits.max_options = 100;
  const Analysis huge(parse_expression("kayles 1000000"));
  const ValueExplanations explanations = explain_values(huge, limits);
  const ValueExplanation& part = explanations.parts.at(0);
  EXPECT_FALSE(part.options_listed);
  EXPECT_TRUE(part.groups.empty());
  EXPECT_EQ(part.rule, "G(1000000) = G(76) = 1 by the period 12 from 71");
  EXPECT_FALSE(mex_check(*part.part, 100).has_value());
}

TEST(ValueExplanation, ClosedFormsOnlyWhereTheyHold) {
  EXPECT_EQ(explain_values(Analysis(parse_expression("kayles 70"))).parts.at(0).rule, "")
      << "within the first period the value is the computed mex";
  EXPECT_EQ(explain_values(Analysis(parse_expression("wythoff 3 4"))).parts.at(0).rule, "")
      << "a nonzero Wythoff value has no closed form";
  EXPECT_NE(explain_values(Analysis(parse_expression("wythoff 5 3"))).parts.at(0).rule, "");
}

}  // namespace
}  // namespace grundy

// What families say of themselves to a person (component.hpp: picture,
// short_notation, notation_help, winning_rule, value_change, value_parts),
// against texts written out by hand.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "grundy/expression.hpp"
#include "grundy/game_play.hpp"

namespace grundy {
namespace {

const Component& alone(const Sum& sum) { return *sum.components().at(0); }

TEST(ComponentDescription, HeapsAreRowsOfMatches) {
  const Sum sum = parse_expression("kayles 3 1");
  EXPECT_EQ(alone(sum).picture(), (std::vector<std::string>{"1: ||| (3)", "2: |   (1)"}));
}

TEST(ComponentDescription, MooreAddsItsRule) {
  const Sum sum = parse_expression("moore(2) 2 1");
  EXPECT_EQ(alone(sum).picture(),
            (std::vector<std::string>{"1: || (2)", "2: |  (1)",
                                      "(a move takes from 1 to 2 heaps at once)"}));
}

TEST(ComponentDescription, WythoffIsTwoLabelledHeaps) {
  const Sum sum = parse_expression("wythoff 2 4");
  EXPECT_EQ(alone(sum).picture(),
            (std::vector<std::string>{"first heap:  ||   (2)", "second heap: |||| (4)"}));
}

TEST(ComponentDescription, StaircaseShowsStepsAndGaps) {
  const Sum sum = parse_expression("staircase 1 3 4");
  EXPECT_EQ(alone(sum).picture(),
            (std::vector<std::string>{"steps 1 to 4, monks as M: M.MM",
                                      "monk 1 on step 1: 1 free step above it",
                                      "monk 2 on step 3: 0 free steps above it",
                                      "monk 3 on step 4: the highest, cannot move"}));
}

TEST(ComponentDescription, ShortNotationIsWhatAPlayerTypes) {
  const Sum nim = parse_expression("nim 5 6 7 8");
  EXPECT_EQ(alone(nim).short_notation(read_move(nim, "4:8->4")), "4 4");
  const Sum kayles = parse_expression("kayles 9");
  EXPECT_EQ(alone(kayles).short_notation(read_move(kayles, "1:9->1+6")),
            "1:9->1+6");  // a split stays
  const Sum wythoff = parse_expression("wythoff 4 6");
  EXPECT_EQ(alone(wythoff).short_notation(read_move(wythoff, "4 6->3 5")), "both 1");
  EXPECT_EQ(alone(wythoff).short_notation(read_move(wythoff, "4 6->4 2")), "2 4");
  const Sum staircase = parse_expression("staircase 1 5 9");
  EXPECT_EQ(alone(staircase).short_notation(read_move(staircase, "1->4")), "1 4");
}

TEST(ComponentDescription, HelpIsSharedByFamiliesWithOneNotation) {
  const std::string nim = alone(parse_expression("nim 3")).notation_help();
  EXPECT_NE(nim.find("HEAP COUNT"), std::string::npos);
  EXPECT_EQ(alone(parse_expression("kayles 3")).notation_help(), nim);
  EXPECT_NE(alone(parse_expression("wythoff 1 2")).notation_help().find("both N"),
            std::string::npos);
  // A graph from a file and one written in the position move alike.
  const std::string graph =
      alone(parse_expression("graph(" GRUNDY_TEST_DATA "/graphs/dag.txt) v")).notation_help();
  EXPECT_NE(graph.find("slide the token"), std::string::npos);
  EXPECT_EQ(alone(parse_expression("digraph(a->b) a")).notation_help(), graph);
}

TEST(ComponentDescription, RulesExplainTheirWinningMoves) {
  const Sum wythoff = parse_expression("wythoff 4 6");
  EXPECT_EQ(
      alone(wythoff).winning_rule(read_move(wythoff, "4 6->3 5")),
      "(3, 5) is one of Wythoff's losing pairs (⌊kφ⌋, ⌊kφ⌋+k): every move from it can be answered");
  // Gaps above monks 1 and 3: 3 and 0, so G = 3; monk 1 to step 4 closes it.
  const Sum staircase = parse_expression("staircase 1 5 9");
  EXPECT_EQ(
      alone(staircase).winning_rule(read_move(staircase, "1->4")),
      "the free steps above monks 1, 3, 5, ... are Nim heaps; those above monk 1 go from 3 to 0: "
      "columns 2 and 1 were unpaired; now every column holds its 1s in pairs");
  EXPECT_EQ(
      alone(parse_expression("nim 3")).winning_rule(read_move(parse_expression("nim 3"), "1 3")),
      "");
}

TEST(ComponentDescription, HeapGamesChangeOneHeapsValue) {
  // Kayles: G(9) = 4, G(1) = 1, G(6) = 3; taking 2 from the middle of 9 leaves 1 + 6.
  const Sum kayles = parse_expression("kayles 2 9");
  const Component::ValueChange change = alone(kayles).value_change(read_move(kayles, "2:9->1+6"));
  ASSERT_TRUE(change.heap.has_value());
  EXPECT_EQ(*change.heap, 1U);
  EXPECT_EQ(change.from, 4U);
  EXPECT_EQ(change.to, 1U ^ 3U);
  // Wythoff's game is one piece: G(4, 6) = 3 -> G(3, 5) = 0 (wythoff values table).
  const Sum wythoff = parse_expression("wythoff 4 6");
  const Component::ValueChange whole = alone(wythoff).value_change(read_move(wythoff, "4 6->3 5"));
  EXPECT_FALSE(whole.heap.has_value());
  EXPECT_EQ(whole.to, 0U);
}

TEST(ComponentDescription, GraphTokensArePartsOfTheValue) {
  const Sum one = parse_expression("graph(" GRUNDY_TEST_DATA "/graphs/dag.txt) v");
  EXPECT_TRUE(alone(one).value_parts().empty());
  const Sum two = parse_expression("graph(" GRUNDY_TEST_DATA "/graphs/dag.txt) v w");
  const std::vector<Component::ValuePart> parts = alone(two).value_parts();
  ASSERT_EQ(parts.size(), 2U);
  EXPECT_EQ(parts[0].label, "token 1 (on v)");
  EXPECT_EQ(parts[1].label, "token 2 (on w)");
}

}  // namespace
}  // namespace grundy

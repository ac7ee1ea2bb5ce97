// Why each value is what it is, as `grundy solve` prints it: the mex check of
// each part and the rule of each family that has one. The expected lines were
// worked out by hand from the rules (the option values from the values
// G(0), G(1), ... of each game, written beside each test); the JSON form is
// checked against the oracle on the whole corpus (oracle_test.cpp).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "checks.hpp"
#include "run_grundy.hpp"

namespace grundy::e2e {
namespace {

std::string report(const std::string& position) {
  const RunResult result = run_grundy({"solve", position});
  EXPECT_EQ(result.status, 0) << result.err;
  return result.out;
}

void expect_lines(const std::string& position, const std::vector<std::string>& lines) {
  const std::string text = report(position);
  for (const std::string& line : lines)
    EXPECT_NE(text.find(line), std::string::npos) << line << "\nin:\n" << text;
}

TEST(Explanation, KaylesNineHasNoOptionOfValueFour) {
  // Kayles G(0..8) = 0 1 2 3 1 4 3 2 1. A row of 9 loses one pin (the rest:
  // 8 = 0+8 1+7 2+6 3+5 4+4, values 1 3 1 7 0) or two (7 = 0+7 1+6 2+5 3+4,
  // values 2 2 6 2).
  expect_lines(
      "kayles 9",
      {"why each value: the smallest value that no option has (the mex)",
       "  kayles 9: its options have values 0 1 2 3 6 7; the smallest missing is 4, so G = 4",
       "    G=0: 1 option, 1:9->4+4 (leaves kayles 4 4)",
       "    G=1: 2 options, e.g. 1:9->8 (leaves kayles 8)",
       "    G=2: 3 options, e.g. 1:9->7 (leaves kayles 7)",
       "    G=7: 1 option, 1:9->3+5 (leaves kayles 3 5)"});
}

TEST(Explanation, AWinningMoveThatRaisesAValueIsNamedToo) {
  // kayles 9 + nim 3 5: values 4, 3 and 5 (Kayles G(9) = 4, see above), nim-sum
  // 2. Lowering the heap of 3 to 1 wins; so does raising Kayles from 4 to 6,
  // through its one option of value 6: 1:9->2+5 (G(2) XOR G(5) = 2 XOR 4).
  expect_lines("kayles 9 + nim 3 5",
               {"  game 2, heap 1: 3 XOR 2 = 1",
                "  value without a 1 in that column can rise to value XOR nim-sum instead:",
                "  game 1: 4 XOR 2 = 6, by 1:9->2+5"});
  // In Nim no heap can rise, and nothing is said of it, even where a move that
  // lowers a heap raises the nim-sum of its game's heaps (nim 3 5, worth 6,
  // goes to 7 by 3 -> 2, in nim 3 5 + kayles 15 whose nim-sum is 1).
  EXPECT_EQ(report("nim 3 5 + nim 4").find("rise"), std::string::npos);
  EXPECT_EQ(report("nim 3 5 + kayles 15").find("rise"), std::string::npos);  // 6 XOR 7 = 1
  // kayles 4 + nim 1 (values 1 and 1): the nim-sum is 0, so no move wins.
  EXPECT_EQ(report("kayles 4 + nim 1").find("rise"), std::string::npos);
}

TEST(Explanation, OctalAndGrundysGame) {
  // Dawson's Kayles (0.07), G(0..5) = 0 0 1 1 2 0: a row of 7 loses two pins
  // from an end (5: 0) or splits 5 into 1+4 (2) or 2+3 (0).
  expect_lines("dawson 7",
               {"  dawson 7: its options have values 0 2; the smallest missing is 1, so G = 1"});
  // Grundy's game, G(0..7) = 0 0 0 1 0 2 1 0: 8 splits into 1+7 (0), 2+6 (1),
  // 3+5 (3).
  expect_lines("grundy-game 8", {"  grundy-game 8: its options have values 0 1 3; the smallest "
                                 "missing is 2, so G = 2"});
  // 0.6 takes one token and leaves one heap or two (never none), G(0..4) =
  // 0 0 1 2 0: 5 -> 4 (0), 1+3 (2), 2+2 (0).
  expect_lines("octal(0.6) 5", {"  octal(0.6) 5: its options have values 0 2; the smallest "
                                "missing is 1, so G = 1"});
}

TEST(Explanation, AProvenPeriodGivesTheValueOfAHugeHeap) {
  // Kayles has period 12 from 71; 10^6 = 76 + 12 * 83327, and G(76) = 1.
  expect_lines("kayles 1000000", {"why: the period of the sequence",
                                  "  G(1000000) = G(76) = 1 by the period 12 from 71."});
  // Too many options to list, and no period known: the value is still the mex.
  expect_lines("octal(0.6) 5000",
               {"  octal(0.6) 5000: G = 33, the smallest value missing among its options' values "
                "(more than 256 options, too many to list)"});
}

TEST(Explanation, ClosedFormsNameTheirRule) {
  expect_lines("bash(3) 10", {"why: Bash's residues", "  G(10) = 10 mod 4 = 2",
                              "its options have values 0 1 3; the smallest missing is 2"});
  expect_lines("subtraction(1,3,4) 30", {"  G(30) = G(2) = 0 by the period 7 from 0."});
  // Lasker's Nim: 7 = 4*1+3, so G = 8; its options are 0..6 (values 0 1 2
  // 4 3 5 6) and the splits 1+6, 2+5, 3+4 (1^6, 2^5, 4^3: all 7).
  expect_lines("lasker 7", {"Lasker's rule", "7 = 4*1+3, so G = 8",
                            "its options have values 0 1 2 3 4 5 6 7; the smallest missing is 8",
                            "    G=7: 3 options, e.g. 1:7->1+6 (leaves lasker 1 6)"});
  // (3, 5) = (⌊2φ⌋, ⌊2φ⌋+2); its options have values 2..6 (hand: the
  // Wythoff table's row 3 and column 5 below, and the diagonal).
  expect_lines(
      "wythoff 3 5",
      {"  (3, 5) is the cold position k = 2: every move leaves a hot one, from which the opponent "
       "returns to a cold one, so G = 0.",
       "its options have values 2 3 4 5 6; the smallest missing is 0"});
  // The free steps above monk 1 (at 1, the next at 4) are 2: Nim heap 2.
  expect_lines("staircase 1 4 9",
               {"  Here the heaps are 2 between steps 1 and 4; their nim-sum is G = 2.",
                "its options have values 0 1 3 4 5 6; the smallest missing is 2"});
  // Squares 1 and 3 are mates ((1 XOR 3) - 1 = 1), 6 is alone: 1 XOR 6 = 7.
  expect_lines("welter 1 3 6",
               {"Welter's theorem: G is Welter's function of the squares, [1|3|6] = "
                "[1|3] XOR [6] = 1 XOR 6 = 7"});
}

TEST(Explanation, EachDistinctPartOnceAndNoneForNim) {
  const std::string text = report("nim 3 + kayles 4 4 5");
  EXPECT_EQ(text.find("  nim 3:"), std::string::npos) << text;
  // Kayles G(0..3) = 0 1 2 3: a row of 4 leaves 3 (3), 1+2 (3), 2 (2), 1+1 (0).
  EXPECT_NE(text.find("  kayles 4: its options have values 0 2 3; the smallest missing is 1"),
            std::string::npos)
      << text;
  EXPECT_EQ(text.find("  kayles 4:"), text.rfind("  kayles 4:")) << "explained twice:\n" << text;
  EXPECT_NE(text.find("  kayles 5: its options have values 0 1 2 3; the smallest missing is 4"),
            std::string::npos)
      << text;
  // A Nim position keeps the seeds' picture alone.
  EXPECT_EQ(report("nim 1 2 3").find("why each value"), std::string::npos);
  // No options at all.
  expect_lines("kayles 0", {"  kayles 0: it has no options, so G = mex{} = 0"});
}

TEST(Explanation, GameGraphTokensOneByOne) {
  const std::string graph = std::string(GRUNDY_TEST_DATA) + "/graphs/dag.txt";
  // dag.txt: z 0, y 1, x 2, w 1, v 0 (x -> y, z).
  const std::string text = report("graph(" + graph + ") v x");
  EXPECT_NE(text.find(") x: its options have values 0 1; the smallest missing is 2, so G = 2"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find(") v: its options have values 1 2; the smallest missing is 0, so G = 0"),
            std::string::npos)
      << text;
}

// Coin-turning games and their products: the rule of each head (computed
// by hand: Ruler's g(1..5) = 1 2 1 4 1, so the runs ending at 6 leave 0, 1,
// 4^1, 1^4^1, 2^1^4^1, 1^2^1^4^1; a product head by the nim-product).
TEST(Explanation, CoinsAndTheirProducts) {
  expect_lines("ruler 6",
               {"  G(6) = 2: the largest power of 2 that divides 6 (the ruler function).",
                "  ruler 6: its options have values 0 1 4 5 6 7; the smallest missing is 2, so "
                "G = 2"});
  expect_lines("twins 3 5", {"  twins 3: its options have values 0 1 2; the smallest missing "
                             "is 3, so G = 3"});
  // Rugs (2, 2): the rectangles with far corner (2, 2) leave nothing, one
  // head (1, 2) or (2, 1) worth 1 x 2 = 2, or three heads worth 1 + 2 + 2.
  expect_lines("rugs 2,2", {"G(2, 2) = 2 ⊗ 2 = 3: by the Tartan theorem",
                            "  rugs 2,2: its options have values 0 1 2; the smallest missing "
                            "is 3, so G = 3"});
  expect_lines("turning-corners 2,3", {"G(2, 3) = 2 ⊗ 3 = 1"});
  expect_lines("product(mock-turtles,ruler) 2,3", {"G(2, 3) = 4 ⊗ 1 = 4"});
  // Runs of one or two coins: g(1..4) = 1 2 1 2, so coin 5 reaches 0 and
  // g(4) = 2.
  expect_lines("turning(run,1,2) 5", {"  turning(run,1,2) 5: its options have values 0 2; the "
                                      "smallest missing is 1, so G = 1",
                                      "    G=2: 1 option, 5,4 (leaves turning(run,1,2) 4)"});
}

// Games on graphs and boards: the mex of each, and the rule that some have.
TEST(Explanation, GraphsAndBoards) {
  // Taking a vertex of a 5-cycle takes its neighbours too and leaves one
  // edge (worth 1), whichever vertex it is.
  expect_lines("node-kayles(cycle(5))",
               {"  node-kayles(cycle(5)): its options all have value 1; the smallest missing is "
                "0, so G = 0"});
  // The middle edge of a path of four takes every edge; an end edge leaves
  // one edge.
  expect_lines("arc-kayles(path(4))",
               {"  arc-kayles(path(4)): its options have values 0 1; the smallest missing is 2, "
                "so G = 2",
                "    G=0: 1 option, 2-3 (leaves arc-kayles(empty))"});
  expect_lines("cram(2x3)", {"One side even, one odd: the first player covers the two middle "
                             "cells, then mirrors every domino through the centre"});
  expect_lines("chomp(2x3)", {"On a rectangle larger than 1x1 the first player wins, by strategy "
                              "stealing"});
  // The cycle ground-a-b fuses to three loops (*1 each) and b-c stands on
  // the ground: 1 + 1 + 1 + 1 = 0.
  expect_lines("hackenbush(ground-a, a-b, b-ground, b-c)",
               {"The fusion principle fuses each cycle to one vertex", "value 0",
                "its options have values 1 3; the smallest missing is 0, so G = 0"});
}

// Moore's Nim: the rule says whether G is 0, also where G itself would take
// too long a search.
TEST(Explanation, MooresRuleColumnByColumn) {
  expect_lines(
      "moore(2) 3 3 3",
      {"  Moore's rule: in binary the heaps' columns, from 2^1 down to 2^0, hold 3 3 ones, "
       "each a multiple of 3, so the player to move loses (G = 0)."});
  // 100 = 0 0110 0100, 200 = 0 1100 1000, 300 = 1 0010 1100 in binary.
  expect_lines("moore(2) 100 200 300",
               {"why: Moore's rule",
                "hold 1 1 2 2 0 2 2 0 0 ones; column 2^8 holds 1, not a multiple of 3, so the "
                "player to move wins (G is not 0)"});
  const nlohmann::json answer = parse_json(run_grundy({"solve", "--json", "moore(2) 100 200 300"}));
  const nlohmann::json& part = answer["explanation"]["parts"].at(0);
  EXPECT_TRUE(part["grundy"].is_null());
  EXPECT_NE(part["rule"].get<std::string>().find("column 2^8 holds 1"), std::string::npos);
}

// A game graph with a cycle and a finite value: the options of infinite
// value are set aside, each with its move back to the value (Smith). Here t
// and r are ends (0), s -> r is worth 1, y has options s (1) and z (on the
// cycle z <-> w, infinite), so y is infinite; x has t (0) and y, which has
// a move back to 1 (y -> s): G(x) = 1.
TEST(Explanation, CyclesSetInfiniteOptionsAside) {
  const std::string position = "digraph(x->y, x->t, y->s, s->r, y->z, z->w, w->z) x";
  expect_lines(position,
               {"the finite values of its options are 0; the smallest missing is 1, so G = 1",
                "G=∞: 1 option of infinite value", "x->y (leaves",
                "answered by y->s back to "
                "value 1"});
  const nlohmann::json answer = parse_json(run_grundy({"solve", "--json", position}));
  const nlohmann::json& options = answer["explanation"]["parts"].at(0)["options"];
  EXPECT_EQ(options["mex"], 1);
  ASSERT_EQ(options["infinite"].size(), 1U);
  EXPECT_EQ(options["infinite"][0]["move"], "x->y");
  EXPECT_EQ(options["infinite"][0]["back"]["move"], "y->s");
}

TEST(Explanation, JsonHasTheExplanationObject) {
  const nlohmann::json answer = parse_json(run_grundy({"solve", "--json", "kayles 9 + nim 2"}));
  ASSERT_TRUE(answer.contains("explanation")) << answer.dump();
  const nlohmann::json& parts = answer["explanation"]["parts"];
  ASSERT_EQ(parts.size(), 2U) << answer.dump();
  EXPECT_EQ(parts[0]["position"], "kayles 9");
  EXPECT_EQ(parts[0]["grundy"], 4);
  EXPECT_EQ(parts[0]["options"]["mex"], 4);
  EXPECT_EQ(parts[0]["options"]["count"], 9);
  EXPECT_EQ(parts[1]["position"], "nim 2");
  EXPECT_EQ(parts[1]["rule"],
            "G(2) = 2: a Nim heap can be left at any smaller size, 0 to 1, and those are their own "
            "values");
  EXPECT_FALSE(answer["explanation"]["more_parts"].get<bool>());
  // Misère play explains the whole position, whose value is the mex of its
  // options' misère values.
  const nlohmann::json misere =
      parse_json(run_grundy({"solve", "--json", "--misere", "nim 1 1 5"}));
  ASSERT_EQ(misere["explanation"]["parts"].size(), 1U) << misere.dump();
  EXPECT_EQ(misere["explanation"]["parts"][0]["position"], "nim 1 1 5");
  EXPECT_EQ(misere["explanation"]["parts"][0]["options"]["mex"], 5);
}

TEST(Explanation, MiserePlayExplainsTheWholePosition) {
  // Misère Nim: 1 1 5 -> 1 1 1 (three heaps of 1: G⁻ 0), 1 1 0 (two: 1),
  // 1 1 2, 1 1 3 (one heap of 2 or more: the nim-sum, 2 and 3), and the three
  // moves to 0 1 5 or 1 0 5 or 1 1 4 (nim-sums 4).
  const RunResult result = run_grundy({"solve", "--misere", "nim 1 1 5"});
  EXPECT_TRUE(contains(result.out,
                       "  nim 1 1 5: its options have misère values 0 1 2 3 4; the "
                       "smallest missing is 5, so G⁻ = 5\n"))
      << result.out;
  EXPECT_TRUE(contains(result.out, "    G⁻=4: 3 options, e.g. 1:1->0 (leaves nim 0 1 5)\n"))
      << result.out;
}

TEST(Explanation, InChinese) {
  const RunResult result = run_grundy({"solve", "--lang", "zh", "kayles 9"});
  EXPECT_NE(result.out.find("G = 4"), std::string::npos) << result.out;
  EXPECT_EQ(result.out.find("smallest missing"), std::string::npos) << result.out;
}

// Each game's own reason in Chinese: the words in Chinese order (the gap's
// size last), and sentences that end with the Chinese full stop.
TEST(FamilyReasonText, InChinese) {
  const RunResult staircase = run_grundy({"solve", "--lang", "zh", "staircase 1 5 9 12 14"});
  EXPECT_TRUE(contains(staircase.out, "原因：阶梯 Nim")) << staircase;
  EXPECT_TRUE(
      contains(staircase.out, "第 1 级与第 5 级台阶之间有 3 级，第 9 级与第 12 级台阶之间有 2 级"))
      << staircase;
  const RunResult lasker = run_grundy({"solve", "--lang", "zh", "lasker 3 4"});
  EXPECT_TRUE(contains(lasker.out, "所以 G = 4。\n")) << lasker;
  EXPECT_FALSE(contains(lasker.out, "G = 4.\n")) << lasker;
}

}  // namespace
}  // namespace grundy::e2e

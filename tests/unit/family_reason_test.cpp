// Each family's own reason (family_reason.hpp) against checks written from
// the rules: Wythoff's cold positions by a plain search of the game, the
// staircase's gaps and Moore's column counts by hand, the heaps' values of
// Lasker's Nim by a search of its moves, rows of Kayles and Grundy's game
// from their rules; and the reports lead with it.
#include "grundy/family_reason.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <set>
#include <sstream>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "grundy/analysis.hpp"
#include "grundy/expression.hpp"
#include "grundy/text_report.hpp"
#include "grundy/value_explanation.hpp"

namespace grundy {
namespace {

using Pairs = std::vector<std::pair<std::uint64_t, std::uint64_t>>;

FamilyReason reason_of(const std::string& position) {
  const Sum sum = parse_expression(position);
  return sum.components().at(0)->family_reason();
}

template <class Value>
Value number(const FamilyReason& reason, const std::string& name) {
  for (const NamedReasonNumber& named : reason.numbers) {
    if (named.name == name) return std::get<Value>(named.value);
  }
  ADD_FAILURE() << "no number named " << name;
  return {};
}

// Wythoff's lost positions up to `size` by a search of the rules: take any
// number from one heap, or the same number from both.
std::vector<std::vector<bool>> wythoff_lost(std::uint64_t size) {
  std::vector<std::vector<bool>> lost(size + 1, std::vector<bool>(size + 1, false));
  for (std::uint64_t a = 0; a <= size; ++a) {
    for (std::uint64_t b = 0; b <= size; ++b) {
      bool reaches_lost = false;
      for (std::uint64_t t = 1; t <= a && !reaches_lost; ++t) reaches_lost = lost[a - t][b];
      for (std::uint64_t t = 1; t <= b && !reaches_lost; ++t) reaches_lost = lost[a][b - t];
      for (std::uint64_t t = 1; t <= std::min(a, b) && !reaches_lost; ++t)
        reaches_lost = lost[a - t][b - t];
      lost[a][b] = !reaches_lost;
    }
  }
  return lost;
}

TEST(FamilyReason, WythoffNamesTheColdPositionsAndTheOnesTheWinningMovesReach) {
  constexpr std::uint64_t kSize = 24;
  const auto lost = wythoff_lost(kSize);
  for (std::uint64_t a = 0; a <= kSize; ++a) {
    for (std::uint64_t b = 0; b <= kSize; ++b) {
      const FamilyReason reason =
          reason_of("wythoff " + std::to_string(a) + " " + std::to_string(b));
      ASSERT_EQ(reason.rule, "cold_positions");
      // The listed pairs are the first cold ones, from (0, 0) up.
      const Pairs cold = number<Pairs>(reason, "cold_positions");
      ASSERT_FALSE(cold.empty());
      Pairs first;
      for (std::uint64_t x = 0; x <= kSize && first.size() < cold.size(); ++x) {
        for (std::uint64_t y = x; y <= kSize; ++y) {
          if (lost[x][y]) first.emplace_back(x, y);
        }
      }
      EXPECT_EQ(cold, first);
      std::set<std::pair<std::uint64_t, std::uint64_t>> expected;
      if (!lost[a][b]) {
        for (std::uint64_t t = 1; t <= a; ++t)
          if (lost[a - t][b]) expected.emplace(a - t, b);
        for (std::uint64_t t = 1; t <= b; ++t)
          if (lost[a][b - t]) expected.emplace(a, b - t);
        for (std::uint64_t t = 1; t <= std::min(a, b); ++t)
          if (lost[a - t][b - t]) expected.emplace(a - t, b - t);
        const Pairs reached = number<Pairs>(reason, "reaches");
        EXPECT_EQ(std::set(reached.begin(), reached.end()), expected) << a << " " << b;
      } else {
        EXPECT_NE(reason.lines.back().find("is the cold position"), std::string::npos);
      }
    }
  }
}

TEST(FamilyReason, WythoffListsEveryColdPairBelowTheLargerHeapUpToEight) {
  const auto lost = wythoff_lost(40);
  Pairs expected;
  for (std::uint64_t x = 0; x <= 40 && expected.size() < 8; ++x) {
    for (std::uint64_t y = x; y <= 40; ++y) {
      if (lost[x][y]) expected.emplace_back(x, y);
    }
  }
  EXPECT_EQ(number<Pairs>(reason_of("wythoff 30 40"), "cold_positions"), expected);
  // A huge position lists the same first pairs and reaches its cold one.
  const FamilyReason huge = reason_of("wythoff 1000000000000 2000000000000");
  EXPECT_EQ(number<Pairs>(huge, "cold_positions"), expected);
  // Each move it names is a move of the rules: from one heap, or the same from both.
  const Pairs reached = number<Pairs>(huge, "reaches");
  ASSERT_FALSE(reached.empty());
  for (const auto& [a, b] : reached) {
    const std::uint64_t from_a = 1000000000000 - a, from_b = 2000000000000 - b;
    EXPECT_TRUE(from_a == 0 || from_b == 0 || from_a == from_b) << a << " " << b;
    EXPECT_LE(a, 1000000000000U);
    EXPECT_LE(b, 2000000000000U);
  }
}

TEST(FamilyReason, StaircaseGapsAreTheFreeStepsAboveTheOddMonks) {
  const FamilyReason reason = reason_of("staircase 1 5 9 12 14");
  EXPECT_EQ(reason.rule, "staircase_gaps");
  // Monks 1 and 2 on steps 1 and 5: steps 2, 3, 4 are free; monks 3 and 4 on 9 and 12: 10, 11.
  EXPECT_EQ(number<std::vector<std::uint64_t>>(reason, "gaps"), (std::vector<std::uint64_t>{3, 2}));
  EXPECT_EQ(number<Pairs>(reason, "gap_steps"), (Pairs{{1, 5}, {9, 12}}));
  EXPECT_NE(reason.lines.back().find("G = 1"), std::string::npos);  // 3 XOR 2
  EXPECT_NE(reason_of("staircase 7").lines.back().find("G = 0"), std::string::npos);
}

TEST(FamilyReason, MooreCountsTheOnesOfEachColumnModuloKPlusOne) {
  // 3 = 011, 5 = 101, 6 = 110: two ones in each of the three columns.
  const FamilyReason won = reason_of("moore(2) 3 5 6");
  EXPECT_EQ(number<std::vector<std::uint64_t>>(won, "column_counts"),
            (std::vector<std::uint64_t>{2, 2, 2}));
  EXPECT_EQ(number<std::uint64_t>(won, "modulus"), 3U);
  // 7 7 7: three ones in each column, a multiple of 3: lost.
  const FamilyReason lost = reason_of("moore(2) 7 7 7");
  EXPECT_EQ(number<std::vector<std::uint64_t>>(lost, "column_counts"),
            (std::vector<std::uint64_t>{3, 3, 3}));
  EXPECT_NE(lost.lines.back().find("loses"), std::string::npos);
}

// Lasker's Nim heap values by a search of its moves: take any number from
// the heap, or split it into two non-empty heaps.
std::vector<std::uint64_t> lasker_values(std::uint64_t size) {
  std::vector<std::uint64_t> values(size + 1, 0);
  for (std::uint64_t n = 1; n <= size; ++n) {
    std::set<std::uint64_t> options;
    for (std::uint64_t left = 0; left < n; ++left) options.insert(values[left]);
    for (std::uint64_t a = 1; a + a <= n; ++a) options.insert(values[a] ^ values[n - a]);
    while (options.count(values[n])) ++values[n];
  }
  return values;
}

TEST(FamilyReason, HeapGamesGiveEachHeapsValueByTheRuleAndTheirNimSum) {
  const std::vector<std::uint64_t> values = lasker_values(20);
  const FamilyReason reason = reason_of("lasker 3 4 17 3");
  EXPECT_EQ(reason.title, "Lasker's rule");
  EXPECT_EQ(number<std::vector<std::uint64_t>>(reason, "heap_values"),
            (std::vector<std::uint64_t>{values[3], values[4], values[17], values[3]}));
  // The rule once, then each heap (heap 4 repeats heap 1: explained once),
  // then the nim-sum.
  EXPECT_EQ(reason.lines.size(), 5U);
  EXPECT_EQ(reason.lines[1], "Heap 1 (3): 3 = 4*0+3, so G = 4.");
  EXPECT_NE(reason.lines.back().find(
                "G = " + std::to_string(values[3] ^ values[4] ^ values[17] ^ values[3])),
            std::string::npos);
  // Nim with several heaps: the pairing table is its reason.
  EXPECT_TRUE(reason_of("nim 3 5").empty());
  EXPECT_FALSE(reason_of("nim 5").empty());
}

// Values by the rules alone: a heap of n becomes two heaps a and b, with
// a + b = n - t for a count t taken (`takes`) and, when `unequal`, a != b
// and neither empty (Grundy's game takes nothing and splits unequally).
std::vector<std::uint64_t> split_values(std::uint64_t largest,
                                        const std::vector<std::uint64_t>& takes, bool unequal) {
  std::vector<std::uint64_t> values;
  for (std::uint64_t n = 0; n <= largest; ++n) {
    std::set<std::uint64_t> seen;
    for (std::uint64_t t : takes) {
      if (t > n) continue;
      for (std::uint64_t a = unequal ? 1 : 0; 2 * a <= n - t; ++a) {
        const std::uint64_t b = n - t - a;
        if (unequal && (a == b || b == 0)) continue;
        seen.insert(values[a] ^ values[b]);
      }
    }
    std::uint64_t mex = 0;
    while (seen.contains(mex)) ++mex;
    values.push_back(mex);
  }
  return values;
}

std::string row_of(const std::vector<std::uint64_t>& values, std::uint64_t first,
                   std::uint64_t last) {
  std::string row;
  for (std::uint64_t n = first; n <= last; ++n)
    row += (row.empty() ? "" : " ") + std::to_string(values[n]);
  return row;
}

// A heap below the proven period, or of a game with no proven period, is
// explained by its row of the sequence (the ten values that end at it).
TEST(FamilyReason, AHeapNoPeriodAnswersIsTheLastOfItsRowOfTheSequence) {
  const std::vector<std::uint64_t> kayles = split_values(12, {1, 2}, false);
  const FamilyReason small = reason_of("kayles 9");
  EXPECT_EQ(small.title, "the period of the sequence");  // proven, although heap 9 is before it
  ASSERT_EQ(small.lines.size(), 3U);
  EXPECT_TRUE(small.lines[0].starts_with("The values repeat with period 12 from heap 71"));
  EXPECT_EQ(small.lines[2],
            "G(9) = " + std::to_string(kayles[9]) +
                ", the last of the sequence's row G(0..9) = " + row_of(kayles, 0, 9) + ".");
  const FamilyReason two = reason_of("kayles 12 3");
  EXPECT_NE(
      std::find(two.lines.begin(), two.lines.end(),
                "Heap 1 (12): G(12) = " + std::to_string(kayles[12]) +
                    ", the last of the sequence's row G(3..12) = " + row_of(kayles, 3, 12) + "."),
      two.lines.end());

  const std::vector<std::uint64_t> grundys = split_values(20, {0}, true);
  const FamilyReason grundy = reason_of("grundy-game 20");
  EXPECT_EQ(grundy.title, "the values of the sequence");
  ASSERT_EQ(grundy.lines.size(), 2U);
  EXPECT_TRUE(grundy.lines[0].starts_with("No theorem proves a period")) << grundy.lines[0];
  EXPECT_EQ(grundy.lines[1],
            "G(20) = " + std::to_string(grundys[20]) +
                ", the last of the sequence's row G(11..20) = " + row_of(grundys, 11, 20) + ".");
  // 0.6 has a period theorem but no period is known: the search's length is named.
  const FamilyReason open = reason_of("octal(0.6) 20");
  ASSERT_FALSE(open.lines.empty());
  EXPECT_TRUE(open.lines[0].starts_with("No period is proven within the first ")) << open.lines[0];
}

// Node-Kayles on a graph of three connected parts: each part's value is
// that of the part alone (searched by hand: an edge is worth 1, a path of
// three 2, a lone vertex 1), and the whole is their nim-sum.
TEST(FamilyReason, AGraphThatFallsApartIsTheSumOfItsParts) {
  const FamilyReason reason = reason_of("node-kayles(a-b, c-d, d-e, f)");
  EXPECT_EQ(reason.rule, "parts");
  EXPECT_EQ(number<std::vector<std::uint64_t>>(reason, "part_values"),
            (std::vector<std::uint64_t>{1, 2, 1}));
  EXPECT_NE(reason.lines.back().find("G = 1 XOR 2 XOR 1 = 2."), std::string::npos);
}

// A connected graph: the values of the graphs its moves leave, one line a
// value. Searched by hand: on the path a-b-c-d, a and d leave an edge (worth
// 1), b and c a lone vertex (worth 1), so G = 0; every move on the Petersen
// graph leaves the 6-cycle of the vertices at distance 2 (girth 5, so no
// triangles), whose moves all leave a path of three (worth 2): G(C6) = 0,
// and the Petersen graph is worth 1.
TEST(FamilyReason, AConnectedGraphIsExplainedByTheValuesOfTheGraphsItsMovesLeave) {
  const FamilyReason path = reason_of("node-kayles(a-b, b-c, c-d)");
  EXPECT_EQ(path.rule, "graphs_left");
  EXPECT_EQ(number<Pairs>(path, "moves_by_value"), (Pairs{{1, 4}}));
  ASSERT_EQ(path.lines.size(), 3U);
  EXPECT_EQ(path.lines.front(),
            "Each of the 4 moves leaves a smaller graph, whose connected parts add by the nim-sum.");
  EXPECT_EQ(path.lines[1], "G = 1: 4 moves, e.g. a (2 vertices left in 1 part).");
  EXPECT_EQ(path.lines.back(),
            "G = 0, the smallest value that none of the graphs left has (the mex).");
  const FamilyReason petersen = reason_of("node-kayles(petersen)");
  EXPECT_EQ(number<Pairs>(petersen, "moves_by_value"), (Pairs{{0, 10}}));
  EXPECT_EQ(petersen.lines.back(),
            "G = 1, the smallest value that none of the graphs left has (the mex).");
  // Arc-Kayles counts edges: on the path of three edges a-b, b-c, c-d the
  // middle edge takes all, an end edge leaves one edge.
  const FamilyReason arcs = reason_of("arc-kayles(a-b, b-c, c-d)");
  EXPECT_EQ(number<Pairs>(arcs, "moves_by_value"), (Pairs{{0, 1}, {1, 2}}));
  EXPECT_EQ(arcs.lines[1], "G = 0: 1 move, b-c (nothing is left).");
  EXPECT_EQ(arcs.lines[2], "G = 1: 2 moves, e.g. a-b (1 edge left in 1 part).");
}

// A game graph without cycles: each token's vertex by the values of the
// vertices it leads to (by hand: d has no moves, 0; c leads to d, so 1; b
// to c only, so 0; a to b and c, so 2).
TEST(FamilyReason, AGameGraphGivesEachTokensVertexByTheVerticesItLeadsTo) {
  const FamilyReason one = reason_of("digraph(a->b, b->c, a->c, c->d) a");
  EXPECT_EQ(one.rule, "vertex_values");
  EXPECT_EQ(number<std::vector<std::uint64_t>>(one, "vertex_values"), (std::vector<std::uint64_t>{2}));
  ASSERT_EQ(one.lines.size(), 2U);
  EXPECT_EQ(one.lines[1], "The token on a can move to b (G = 0), c (G = 1), so G(a) = 2.");
  const FamilyReason two = reason_of("digraph(a->b, b->c, a->c, c->d) a d");
  EXPECT_EQ(number<std::vector<std::uint64_t>>(two, "vertex_values"), (std::vector<std::uint64_t>{2, 0}));
  EXPECT_EQ(two.lines[2], "Token 2 on d has no moves, so G(d) = 0.");
  EXPECT_EQ(two.lines.back(), "The tokens move alone, so their values add by the nim-sum: G = 2.");
  // With a cycle the values are Smith's: the mex section explains them.
  EXPECT_TRUE(reason_of("digraph(a->b, b->a, b->c) a").empty());
}

TEST(FamilyReason, EverySentenceStartsWithACapitalAndEndsWithAStop) {
  for (const char* position :
       {"wythoff 4 6", "staircase 1 5 9", "moore(2) 3 5 6", "lasker 3 4", "subtraction(1,3,4) 7 10",
        "bash(3) 10", "cram(4x5)", "chomp(3x4)", "welter 2 5 7", "fibonacci-nim 10", "nim 7"}) {
    const FamilyReason reason = reason_of(position);
    ASSERT_FALSE(reason.empty()) << position;
    for (const std::string& line : reason.lines) {
      EXPECT_FALSE(std::islower(static_cast<unsigned char>(line[0]))) << line;
      EXPECT_TRUE(line.ends_with(".")) << line;
    }
  }
  EXPECT_EQ(sentence_case("the rule"), "The rule.");
  EXPECT_EQ(sentence_case("规则"), "规则。");
}

TEST(FamilyReason, TheTextLeadsWithTheReasonAndPairsOnlyTwoRowsOrMore) {
  const auto text_of = [](const std::string& position) {
    const Sum sum = parse_expression(position);
    const Analysis analysis(sum);
    std::ostringstream out;
    report::write_solution_text(out, analysis);
    return out.str();
  };
  const std::string wythoff = text_of("wythoff 4 6");
  EXPECT_LT(wythoff.find("why: Wythoff's cold positions"), wythoff.find("winning moves"));
  EXPECT_EQ(wythoff.find("keep every count in pairs"), std::string::npos);  // one row
  const std::string sum = text_of("kayles 9 + lasker 3 5");
  EXPECT_NE(sum.find("why, game 2: Lasker's rule"), std::string::npos);
  EXPECT_NE(sum.find("keep every count in pairs"), std::string::npos);
  // Misère play: a family's rule does not decide the sum.
}

TEST(FamilyReason, FamilyReasonsOfASumAreBoundedAndSkipGamesWithout) {
  std::string position = "nim 3 5";
  for (int i = 0; i < 12; ++i) position += " + wythoff 4 " + std::to_string(6 + i);
  const FamilyReasons reasons = family_reasons(parse_expression(position), 8);
  ASSERT_EQ(reasons.parts.size(), 8U);
  EXPECT_EQ(reasons.parts.front().component, 1U);  // the pairing is Nim's reason
  EXPECT_TRUE(reasons.more_parts);
}

}  // namespace
}  // namespace grundy

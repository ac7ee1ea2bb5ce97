// What each family says of itself beyond its games (family.hpp): the rule of
// its heaps for sequences, its small positions for `grundy verify`, and its
// lines in the oracle's corpus, which are written by hand and so are checked
// to hold every family.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <set>
#include <string>
#include <vector>

#include "grundy/errors.hpp"
#include "grundy/expression.hpp"
#include "grundy/family.hpp"
#include "grundy/sum.hpp"
#include "grundy/take_and_break_game.hpp"

namespace grundy {
namespace {

// The name and parameters of a family's example, without its numbers:
// "octal(0.07)" of "octal(0.07) 10 12".
std::string rule_text(const Family& family) {
  const ComponentText example = split_expression(family.example).at(0);
  std::string text = example.name.text;
  if (example.parameters) {
    for (std::size_t k = 0; k < example.parameters->size(); ++k)
      text += (k == 0 ? "(" : ",") + (*example.parameters)[k].text;
    text += ")";
  }
  return text;
}

// A family's heap rule gives the values its games give a single heap: the
// sequence of `grundy seq` is the family's, not another rule's.
TEST(FamilyHooks, HeapRuleValuesAreThoseOfTheFamilysHeaps) {
  std::size_t with_rule = 0;
  for (const Family& family : FamilyRegistry::builtin().families()) {
    if (!family.heap_rule) continue;
    ++with_rule;
    const std::string rule = rule_text(family);
    SCOPED_TRACE(rule);
    const NamedRule named = parse_heap_rule(rule);
    // The examples write their rules canonically: the name is the text.
    EXPECT_EQ(named.name, rule);
    for (std::uint64_t n = 0; n <= 30; ++n) {
      const TakeAndBreakGame by_rule(named.name, named.rule, {n});
      const Sum heap = parse_expression(rule + " " + std::to_string(n));
      EXPECT_EQ(heap.components().at(0)->grundy_value(), by_rule.grundy_value()) << "heap " << n;
    }
  }
  // The take-and-break and subtraction families.
  EXPECT_EQ(with_rule, 10U);
}

TEST(FamilyHooks, FamiliesWithoutAHeapRuleAreNamedAsSuch) {
  try {
    (void)parse_heap_rule("wythoff");
    FAIL() << "wythoff has no heap rule";
  } catch (const ParseError& error) {
    const std::string message = error.what();
    EXPECT_NE(message.find("'wythoff' at column 1 has no heap sequence"), std::string::npos);
    // The families that have one, as their examples write them.
    EXPECT_NE(message.find("subtraction(1,3,4), bash(3), octal(0.07), tb(0.8), kayles"),
              std::string::npos)
        << message;
  }
  EXPECT_THROW((void)parse_heap_rule("kayle"), ParseError);
}

// Every small position a family names is a position of that family alone,
// read without error, and every set has a label of its own.
TEST(FamilyHooks, SmallPositionsAreTheFamilysAndLabelledOnce) {
  std::set<std::string> labels;
  for (const Family& family : FamilyRegistry::builtin().families()) {
    if (!family.small_positions) continue;
    const SmallPositions sets = family.small_positions();
    EXPECT_FALSE(sets.normal.empty()) << family.name;
    for (const std::vector<PositionSet>* convention : {&sets.normal, &sets.misere}) {
      for (const PositionSet& set : *convention) {
        EXPECT_TRUE(labels.insert((convention == &sets.misere ? "misère " : "") + set.label).second)
            << set.label;
        EXPECT_FALSE(set.positions.empty()) << set.label;
        for (const std::string& position : set.positions) {
          const Sum sum = parse_expression(position);
          ASSERT_EQ(sum.components().size(), 1U) << position;
          EXPECT_EQ(sum.components()[0]->family().substr(0, family.name.size()), family.name)
              << position;
        }
      }
    }
  }
}

TEST(SmallPositions, HelpersWriteEveryPositionOnce) {
  EXPECT_EQ(number_lists(2, 1), (std::vector<std::string>{"0 0", "0 1", "1 0", "1 1"}));
  const PositionSet lists = every_list("nim", 3, 2);
  EXPECT_EQ(lists.label, "nim A B C (0..2)");
  EXPECT_EQ(lists.positions.size(), 27U);
  EXPECT_EQ(lists.positions.front(), "nim 0 0 0");
  const PositionSet heaps = single_heaps_and_pairs("kayles", 3, 2);
  EXPECT_EQ(heaps.label, "kayles A (0..3), kayles A B (1..2)");
  EXPECT_EQ(heaps.positions,
            (std::vector<std::string>{"kayles 0", "kayles 1", "kayles 2", "kayles 3", "kayles 1 1",
                                      "kayles 1 2", "kayles 2 2"}));
  // Subsets of 1 to 2 of the places 0, 1, 2: 3 + 3.
  EXPECT_EQ(distinct_places("welter", 0, 3, 2),
            (std::vector<std::string>{"welter 0", "welter 1", "welter 0 1", "welter 2",
                                      "welter 0 2", "welter 1 2"}));
}

// The oracle's corpus is written by hand from the rules; every family must
// have lines there, alone and under misère play, so that a new family
// cannot be left out of every consumer of the corpus.
TEST(FamilyHooks, EveryFamilyHasLinesInTheOraclesCorpus) {
  std::ifstream in(std::string(GRUNDY_TEST_DATA) + "/oracle/corpus.txt");
  ASSERT_TRUE(in) << "no corpus";
  std::set<std::string> normal;
  std::set<std::string> misere;
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    const bool is_misere = line.rfind("misere ", 0) == 0;
    if (is_misere) line = line.substr(7);
    for (const ComponentText& part : split_expression(line))
      (is_misere ? misere : normal).insert(part.name.text);
  }
  for (const Family& family : FamilyRegistry::builtin().families()) {
    EXPECT_TRUE(normal.count(family.name)) << family.name << " has no line of normal play";
    EXPECT_TRUE(misere.count(family.name)) << family.name << " has no line of misère play";
  }
}

}  // namespace
}  // namespace grundy

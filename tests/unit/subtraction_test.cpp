// Subtraction games and the Bash game against a plain mex computation and the
// oracle (tests/oracle): values, periods (smallest, against a brute-force search),
// outcomes and the complete set of winning moves, sums with Nim, heaps up to
// 2^63-1, canonical forms and errors.
#include "grundy/subtraction.hpp"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "brute_period.hpp"
#include "grundy/analysis.hpp"
#include "grundy/errors.hpp"
#include "grundy/expression.hpp"
#include "grundy/integers.hpp"
#include "grundy/nim.hpp"
#include "oracle_agreement.hpp"

namespace grundy {
namespace {

using Heaps = std::vector<std::uint64_t>;
using Set = std::vector<std::uint64_t>;

// G(0), ..., G(size-1) straight from the definition, with a std::set for the
// options' values: no windows, no periods.
std::vector<Nimber> naive_values(const Set& set, std::size_t size) {
  std::vector<Nimber> values;
  for (std::size_t n = 0; n < size; ++n) {
    std::set<Nimber> options;
    for (std::uint64_t s : set) {
      if (s <= n) options.insert(values[n - s]);
    }
    Nimber value = 0;
    while (options.count(value) != 0) ++value;
    values.push_back(value);
  }
  return values;
}

std::vector<Set> all_subsets_of_one_to_six() {
  std::vector<Set> sets;
  for (unsigned mask = 1; mask < 64; ++mask) {
    Set set;
    for (std::uint64_t s = 1; s <= 6; ++s) {
      if ((mask >> (s - 1)) & 1U) set.push_back(s);
    }
    sets.push_back(set);
  }
  return sets;
}

std::vector<Set> random_sets(int count, std::uint64_t largest, unsigned seed) {
  std::mt19937_64 random(seed);
  std::vector<Set> sets;
  for (int i = 0; i < count; ++i) {
    Set set(1 + random() % 6);
    for (std::uint64_t& s : set) s = 1 + random() % largest;
    std::sort(set.begin(), set.end());
    set.erase(std::unique(set.begin(), set.end()), set.end());
    sets.push_back(set);
  }
  return sets;
}

// ----------------------------------------------------------------- values --

TEST(SubtractionValues, AgreeWithTheDefinitionForEverySubsetOfOneToSixAndRandomSets) {
  std::vector<Set> sets = all_subsets_of_one_to_six();
  const std::vector<Set> random = random_sets(300, 20, 11);
  sets.insert(sets.end(), random.begin(), random.end());
  for (const Set& set : sets) {
    SCOPED_TRACE(::testing::PrintToString(set));
    const std::vector<Nimber> expected = naive_values(set, 501);
    const Subtraction game(set, {0});
    for (std::uint64_t n = 0; n <= 500; ++n) {
      ASSERT_EQ(game.heap_value(n), expected[n]) << "n = " << n;
      ASSERT_EQ(game.sequence().value_at(n), expected[n]) << "n = " << n;
    }
  }
}

TEST(SubtractionValues, PeriodIsTheSmallestAgainstABruteForceSearch) {
  std::vector<Set> sets = all_subsets_of_one_to_six();
  const std::vector<Set> random = random_sets(300, 20, 12);
  sets.insert(sets.end(), random.begin(), random.end());
  std::uint64_t longest = 0;
  for (const Set& set : sets) {
    SCOPED_TRACE(::testing::PrintToString(set));
    const std::vector<Nimber> prefix = naive_values(set, 6000);
    const std::optional<Period> brute = testing::brute_smallest_period(prefix, set.back());
    ASSERT_TRUE(brute.has_value());
    // The prefix is long enough for the brute force to see the true pair.
    ASSERT_GE(prefix.size(), brute->preperiod + 2 * brute->length + set.back());
    const Period found = subtraction_sequence(set).period();
    EXPECT_EQ(found, *brute);
    longest = std::max(longest, found.preperiod + found.length);
  }
  EXPECT_GT(longest, 20U);  // the random sets include non-trivial periods
}

TEST(SubtractionValues, TwoThreeSevenHasPeriodFiveFromZero) {
  // Computed: 0 0 1 1 2 | 0 0 1 1 2 | ..., as for S = {2, 3}: the option 7 never
  // changes a value (G(n-7) = G(n-2), since 5 is a period).
  const PeriodicSequence sequence = subtraction_sequence({2, 3, 7});
  EXPECT_EQ(sequence.period(), (Period{0, 5}));
  EXPECT_EQ(std::vector<Nimber>(sequence.period_values().begin(), sequence.period_values().end()),
            (std::vector<Nimber>{0, 0, 1, 1, 2}));
  EXPECT_EQ(subtraction_sequence({2, 3}).period(), (Period{0, 5}));
}

TEST(SubtractionValues, KnownSequences) {
  // S = {1, 3, 4}: 0 1 0 1 2 3 2, period 7 (Winning Ways, ch. 4).
  const PeriodicSequence one_three_four = subtraction_sequence({1, 3, 4});
  EXPECT_EQ(one_three_four.period(), (Period{0, 7}));
  EXPECT_EQ(std::vector<Nimber>(one_three_four.period_values().begin(),
                                one_three_four.period_values().end()),
            (std::vector<Nimber>{0, 1, 0, 1, 2, 3, 2}));
  // S = {1, 2}: G(n) = n mod 3.
  const Subtraction one_two({1, 2}, {0});
  EXPECT_EQ(one_two.sequence().period(), (Period{0, 3}));
  for (std::uint64_t n = 0; n < 1000; ++n) EXPECT_EQ(one_two.heap_value(n), n % 3);
  EXPECT_EQ(one_two.heap_value(kMaxNumber), kMaxNumber % 3);
}

TEST(SubtractionValues, SomeSetsHaveAPreperiod) {
  // Computed, and checked by hand from G(n) = mex{G(n-2), G(n-4), G(n-7)}:
  // 0 0 1 1 2 2 0 3 | 1 0 2 | 1 0 2 | ...
  const PeriodicSequence two_four_seven = subtraction_sequence({2, 4, 7});
  EXPECT_EQ(two_four_seven.period(), (Period{8, 3}));
  EXPECT_EQ(std::vector<Nimber>(two_four_seven.preperiod_values().begin(),
                                two_four_seven.preperiod_values().end()),
            (std::vector<Nimber>{0, 0, 1, 1, 2, 2, 0, 3}));
  EXPECT_EQ(std::vector<Nimber>(two_four_seven.period_values().begin(),
                                two_four_seven.period_values().end()),
            (std::vector<Nimber>{1, 0, 2}));
  // Computed: a preperiod of 21 before a period of 11.
  EXPECT_EQ(subtraction_sequence({2, 8, 9}).period(), (Period{21, 11}));
}

TEST(SubtractionValues, TheLargestAllowedMaxSWorks) {
  // Computed: G(n) = 0 1 0 1 ... up to n = 999999, then 2 at n = 10^6 (options
  // of values 1 and 0); purely periodic with period 10^6 + 1.
  const Sum sum = parse_expression("subtraction(1000000,1) 5");
  EXPECT_EQ(sum.canonical(), "subtraction(1,1000000) 5");
  const PeriodicSequence& sequence =
      dynamic_cast<const Subtraction&>(*sum.components()[0]).sequence();
  EXPECT_EQ(sequence.period(), (Period{0, 1'000'001}));
  EXPECT_EQ(sequence.value_at(999'999), 1U);
  EXPECT_EQ(sequence.value_at(1'000'000), 2U);
  EXPECT_EQ(sequence.max_value(), 2U);
}

TEST(BashValues, AreNModMPlusOneAndAgreeWithTheSubtractionGame) {
  for (std::uint64_t m = 1; m <= 12; ++m) {
    Set one_to_m;
    for (std::uint64_t s = 1; s <= m; ++s) one_to_m.push_back(s);
    const Subtraction subtraction(one_to_m, {0});
    const Bash bash(m, {0});
    const std::vector<Nimber> expected = naive_values(one_to_m, 300);
    EXPECT_EQ(subtraction.sequence().period(), (Period{0, m + 1}));
    for (std::uint64_t n = 0; n < 300; ++n) {
      ASSERT_EQ(bash.heap_value(n), n % (m + 1));
      ASSERT_EQ(bash.heap_value(n), expected[n]);
      ASSERT_EQ(subtraction.heap_value(n), expected[n]);
    }
  }
}

// ---------------------------------------------- outcome and winning moves --

std::string set_text(const Set& set) {
  std::string text;
  for (const std::uint64_t s : set) text += (text.empty() ? "" : ",") + std::to_string(s);
  return text;
}

// Every position of two heaps of 0 to 20 against the oracle (tests/oracle):
// value, outcome and the positions every winning move leaves.
TEST(SubtractionMoves, OutcomeValueAndEveryWinningMoveAgreeWithTheOracle) {
  const std::vector<Set> sets = {{1, 3, 4}, {2, 3, 7},    {1, 2}, {3, 5, 7},
                                 {2, 5, 6}, {1, 4, 5, 9}, {4}};
  for (const Set& set : sets) {
    int positions = 0;
    for (std::uint64_t a = 0; a <= 20; ++a) {
      for (std::uint64_t b = 0; b <= 20; ++b) {
        ASSERT_TRUE(
            testing::agrees_with_oracle(fmt::format("subtraction({}) {} {}", set_text(set), a, b)));
        ++positions;
      }
    }
    EXPECT_EQ(positions, 441);
  }
}

// Every winning move is listed in order: by heap, then by tokens taken.
TEST(SubtractionMoves, WinningMovesAreOrderedByHeapThenTokens) {
  const Analysis analysis(parse_expression("subtraction(1,2,3,4,5,6,7,8) 9 13 6"));
  std::vector<std::pair<std::size_t, std::uint64_t>> in_order;
  for (const Move& move : analysis.winning_moves()) in_order.emplace_back(move.heap, move.taken);
  EXPECT_EQ(in_order.size(), 3U);
  EXPECT_TRUE(std::is_sorted(in_order.begin(), in_order.end()));
}

TEST(SubtractionMoves, MovesToEveryValueAgreeWithTheOracle) {
  // moves_to_value for every target, not only the winning one.
  for (std::uint64_t a = 0; a <= 20; ++a) {
    for (std::uint64_t b = 0; b <= 12; ++b) {
      const std::string game = fmt::format("subtraction(2,3,7) {} {}", a, b);
      for (Nimber target = 0; target <= 4; ++target) {
        EXPECT_EQ(testing::library_moves_to_value(game, target),
                  testing::oracle_moves_to_value(game, target))
            << game << " target " << target;
      }
    }
  }
}

TEST(BashMoves, EveryWinningMoveAndEveryMoveToAValueAgreeWithTheOracle) {
  for (std::uint64_t m = 1; m <= 5; ++m) {
    for (std::uint64_t a = 0; a <= 20; ++a) {
      for (std::uint64_t b = 0; b <= 20; ++b) {
        const std::string game = fmt::format("bash({}) {} {}", m, a, b);
        ASSERT_TRUE(testing::agrees_with_oracle(game));
        // And to every other value, through the direct rule.
        if (b % 4 != 0) continue;
        for (Nimber target = 1; target <= m + 1; ++target) {
          ASSERT_EQ(testing::library_moves_to_value(game, target),
                    testing::oracle_moves_to_value(game, target))
              << game << " target " << target;
        }
      }
    }
  }
}

TEST(SubtractionMoves, SumsWithNimAgreeWithTheOracle) {
  for (std::uint64_t a = 0; a <= 12; ++a) {
    for (std::uint64_t b = 0; b <= 12; ++b) {
      for (std::uint64_t c = 0; c <= 7; ++c) {
        ASSERT_TRUE(
            testing::agrees_with_oracle(fmt::format("subtraction(4,3,1) {} {} + nim {}", a, b, c)));
      }
    }
  }
}

// ------------------------------------------------------------ huge heaps --

// A heap's value from the definition alone, at any size: the values G(0..)
// computed plainly, and the smallest period that the brute-force search
// finds in them, both written in this file.
class DefinedValues {
 public:
  explicit DefinedValues(const Set& set) : values_(naive_values(set, 6000)) {
    const std::optional<Period> found = testing::brute_smallest_period(values_, set.back());
    EXPECT_TRUE(found.has_value());
    period_ = found.value_or(Period{0, 1});
  }
  Nimber at(std::uint64_t n) const {
    if (n < period_.preperiod + period_.length) return values_.at(n);
    return values_.at(period_.preperiod + (n - period_.preperiod) % period_.length);
  }

 private:
  std::vector<Nimber> values_;
  Period period_;
};

// Positions near 2^63-1, where no search reaches: the value and every winning
// move (heap, tokens taken) against the values by definition and
// Sprague–Grundy written out here, Nim heaps included.
TEST(SubtractionHuge, HeapsUpTo2To63AreExactWithEveryWinningMove) {
  struct Case {
    Set set;
    Heaps heaps;
    Heaps nim;
  };
  const std::vector<Case> cases = {
      {{2, 3, 7}, {kMaxNumber}, {}},
      {{2, 3, 7}, {kMaxNumber, kMaxNumber - 1}, {kMaxNumber}},
      {{1, 3, 4}, {kMaxNumber}, {1, 2}},
      {{5, 9, 17, 30}, {kMaxNumber, 9223372036854775000ULL}, {3}},
      {{5, 9, 17, 30}, {kMaxNumber - 3, kMaxNumber - 11, kMaxNumber - 40}, {}},
      {{1, 2, 3}, {kMaxNumber}, {2}},
  };
  for (const Case& c : cases) {
    const DefinedValues values(c.set);
    Nimber total = 0;
    for (const std::uint64_t h : c.heaps) total ^= values.at(h);
    for (const std::uint64_t h : c.nim) total ^= h;
    std::string text = fmt::format("subtraction({})", set_text(c.set));
    for (const std::uint64_t h : c.heaps) text += fmt::format(" {}", h);
    if (!c.nim.empty()) text += " + nim";
    for (const std::uint64_t h : c.nim) text += fmt::format(" {}", h);
    SCOPED_TRACE(text);
    std::set<std::pair<std::size_t, std::uint64_t>>
        expected;  // (heap, tokens taken) in the subtraction game
    for (std::size_t i = 0; i < c.heaps.size(); ++i) {
      for (const std::uint64_t s : c.set) {
        if (s <= c.heaps[i] && (total ^ values.at(c.heaps[i]) ^ values.at(c.heaps[i] - s)) == 0) {
          expected.insert({i, s});
        }
      }
    }
    std::size_t nim_moves = 0;
    for (const std::uint64_t h : c.nim) nim_moves += (h ^ total) < h ? 1 : 0;
    const Analysis analysis(parse_expression(text));
    EXPECT_EQ(analysis.grundy_value(), total);
    std::set<std::pair<std::size_t, std::uint64_t>> found;
    std::size_t found_nim = 0;
    for (const Move& move : analysis.winning_moves()) {
      if (move.component == 0) {
        found.insert({move.heap, move.taken});
      } else {
        ++found_nim;
      }
    }
    EXPECT_EQ(found, expected);
    EXPECT_EQ(found_nim, nim_moves);
  }
  // The Bash game: a heap of n is worth n mod (m+1), at the largest m too.
  EXPECT_EQ(Analysis(parse_expression("bash(3) 9223372036854775807 + nim 2")).grundy_value(),
            (kMaxNumber % 4) ^ 2);
  EXPECT_EQ(
      Analysis(parse_expression("bash(9223372036854775807) 9223372036854775807")).grundy_value(),
      kMaxNumber);
  const Analysis almost(parse_expression("bash(9223372036854775806) 9223372036854775807 + nim 1"));
  EXPECT_EQ(almost.grundy_value(), 1U);
  ASSERT_EQ(almost.winning_moves().size(), 2U);  // empty the Nim heap, or leave 1 token (worth 1)
}

TEST(SubtractionHuge, ValuesFollowThePeriodFromTheTop) {
  // 2^63-1 = 2 mod 5, and subtraction(2,3,7) repeats 0 0 1 1 2.
  EXPECT_EQ(Subtraction({2, 3, 7}, {kMaxNumber}).grundy_value(), 1U);
  // Near 2^63-1, against the definition at the same place in a later period.
  const Set set = {5, 9, 17, 30};
  const Subtraction game(set, {0});
  const Period period = game.sequence().period();
  const std::vector<Nimber> prefix = naive_values(set, period.preperiod + 2 * period.length);
  for (std::uint64_t n = kMaxNumber; n > kMaxNumber - 200; --n) {
    const std::uint64_t same_place =
        period.preperiod + period.length + (n - period.preperiod) % period.length;
    EXPECT_EQ(game.heap_value(n), prefix.at(same_place)) << n;
  }
  // Bash with the largest m: every heap is its own value.
  EXPECT_EQ(Bash(kMaxNumber, {kMaxNumber}).grundy_value(), kMaxNumber);
  EXPECT_EQ(Bash(kMaxNumber - 1, {kMaxNumber}).grundy_value(), 0U);
}

TEST(SubtractionHuge, AHugeHeapHasAtMostSizeOfSOptionsChecked) {
  const Subtraction game({1, 3, 4}, {kMaxNumber});
  std::size_t moves = 0;
  game.all_moves([&](const Move& move) {
    EXPECT_EQ(move.result, Heaps{kMaxNumber - move.taken});
    ++moves;
    return true;
  });
  EXPECT_EQ(moves, 3U);
}

// ------------------------------------------------------- notation, canonical --

TEST(SubtractionText, CanonicalFormSortsAndDropsRepeatsAndParsesBack) {
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"subtraction(1,3,4) 7 9", "subtraction(1,3,4) 7 9"},
      {"SUBTRACTION( 4 , 1,3 ,3,1 ) 007 9", "subtraction(1,3,4) 7 9"},
      {"subtraction(5) 0", "subtraction(5) 0"},
      {"Bash(3) 10", "bash(3) 10"},
      {"bash( 03 ) 10 + subtraction(2,1) 4", "bash(3) 10 + subtraction(1,2) 4"},
  };
  for (const auto& [text, canonical] : cases) {
    const Sum sum = parse_expression(text);
    EXPECT_EQ(sum.canonical(), canonical);
    EXPECT_EQ(parse_expression(sum.canonical()).canonical(), canonical);
  }
  EXPECT_EQ(parse_expression("bash(3) 10").components()[0]->family(), "bash");
  EXPECT_EQ(parse_expression("subtraction(1,2,3) 10").components()[0]->family(), "subtraction");
}

TEST(SubtractionText, MovesKeepEmptiedHeapsAndAreOrderedByHeapThenTaken) {
  const Sum sum = parse_expression("subtraction(1,3,4) 3 0 4");
  std::vector<std::pair<std::size_t, std::uint64_t>> seen;
  sum.components()[0]->all_moves([&](const Move& move) {
    seen.push_back({move.heap, move.taken});
    return true;
  });
  const std::vector<std::pair<std::size_t, std::uint64_t>> expected = {
      {0, 1}, {0, 3}, {2, 1}, {2, 3}, {2, 4}};
  EXPECT_EQ(seen, expected);

  const Move take_all{0, 2, 4, {0}};
  const ComponentPtr& game = sum.components()[0];
  EXPECT_EQ(sum.after(take_all).canonical(), "subtraction(1,3,4) 3 0 0");
  EXPECT_EQ(game->notation(take_all), "3:4->0");
  EXPECT_EQ(game->describe(take_all), "take all 4 from heap 3");
  const Move take_three{0, 2, 3, {1}};
  EXPECT_EQ(game->notation(take_three), "3:4->1");
  EXPECT_EQ(game->describe(take_three), "take 3 from heap 3 (4 -> 1)");
}

TEST(SubtractionText, PositionsAfterAMoveShareTheSequence) {
  const Sum sum = parse_expression("subtraction(2,3,7) 9 4");
  const Analysis analysis(sum);
  for (const Move& move : analysis.winning_moves()) {
    const Sum after = sum.after(move);
    const auto& before_game = dynamic_cast<const Subtraction&>(*sum.components()[0]);
    const auto& after_game = dynamic_cast<const Subtraction&>(*after.components()[0]);
    EXPECT_EQ(&before_game.sequence(), &after_game.sequence());
    EXPECT_EQ(after_game.subtraction_set(), (Set{2, 3, 7}));
  }
}

// ----------------------------------------------------------------- errors --

template <class Error>
std::string expected_error_of(const std::string& text) {
  try {
    parse_expression(text);
  } catch (const Error& error) {
    return error.what();
  } catch (const std::exception& error) {
    ADD_FAILURE() << text << ": wrong error type: " << error.what();
    return "";
  }
  ADD_FAILURE() << text << ": no error";
  return "";
}

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

TEST(SubtractionErrors, BadSetsNameTheTokenAndItsColumn) {
  EXPECT_TRUE(
      contains(expected_error_of<ParseError>("subtraction() 5"), "empty parentheses at column 12"));
  EXPECT_TRUE(contains(expected_error_of<ParseError>("subtraction 5"),
                       "'subtraction' at column 1 needs parameters"));
  EXPECT_TRUE(contains(expected_error_of<ParseError>("subtraction(1,,3) 5"),
                       "missing parameter at column 15"));
  EXPECT_EQ(expected_error_of<ParseError>("subtraction(1,x) 5"),
            "'x' at column 15 is not a number (an element of the subtraction set expected, e.g. "
            "'subtraction(1,3,4) 7 9')");
  EXPECT_TRUE(contains(expected_error_of<ParseError>("subtraction(1,-3) 5"),
                       "negative number '-3' at column 15"));
  EXPECT_EQ(expected_error_of<RuleError>("subtraction(2,0) 5"),
            "'0' at column 15: 0 is not allowed in a subtraction set, every move takes at least "
            "one token");
  EXPECT_TRUE(contains(expected_error_of<LimitError>("subtraction(1,1000001) 5"),
                       "'1000001' at column 15 is above the limit: max S must be at most 1000000"));
  // Above 2^63-1 an element is not a number grundy reads at all: a ParseError.
  EXPECT_TRUE(contains(expected_error_of<ParseError>("subtraction(99999999999999999999) 5"),
                       "'99999999999999999999' at column 13"));
  EXPECT_TRUE(
      contains(expected_error_of<ParseError>("subtraction(1,3)"), "needs at least one heap"));
  EXPECT_TRUE(contains(expected_error_of<ParseError>("subtraction(1,3) 4 -5"),
                       "negative number '-5' at column 20"));
  EXPECT_TRUE(contains(expected_error_of<ParseError>("subtraction(1,3) 4 x"),
                       "'x' at column 20 is not a number"));
  EXPECT_TRUE(
      contains(expected_error_of<ParseError>("subtraction(1,3) 9223372036854775808"), "too large"));
  // Repeats are fine.
  EXPECT_EQ(parse_expression("subtraction(3,3) 5").canonical(), "subtraction(3) 5");
  // The largest allowed element works: TheLargestAllowedMaxSWorks.
}

TEST(SubtractionErrors, TheLibraryChecksItsOwnArguments) {
  EXPECT_THROW(Subtraction({}, {1}), RuleError);
  EXPECT_THROW(Subtraction({0, 2}, {1}), RuleError);
  EXPECT_THROW(Subtraction({1'000'001}, {1}), LimitError);
  EXPECT_THROW(Bash(0, {1}), RuleError);
}

TEST(SubtractionErrors, ThePeriodSearchStopsAtItsLimits) {
  // {999, 1000} has period 1999 from heap 0. The window criterion of the
  // sequence engine compares windows of 1000 from heap 1 on, so the proof
  // reads G(0) .. G(1 + 1000 + 1999 - 1): 3000 values.
  SubtractionLimits few_values;
  few_values.max_values = 2999;
  EXPECT_THROW(subtraction_sequence({999, 1000}, few_values), LimitError);
  few_values.max_values = 3000;
  EXPECT_EQ(subtraction_sequence({999, 1000}, few_values).period(), (Period{0, 1999}));

  SubtractionLimits few_steps;
  few_steps.max_steps = 2 * 3000 - 1;
  EXPECT_THROW(subtraction_sequence({999, 1000}, few_steps), LimitError);
  few_steps.max_steps = 2 * 3000;
  EXPECT_EQ(subtraction_sequence({999, 1000}, few_steps).period(), (Period{0, 1999}));

  SubtractionLimits small_elements;
  small_elements.max_element = 10;
  EXPECT_THROW(Subtraction({3, 11}, {1}, small_elements), LimitError);
  try {
    subtraction_sequence({999, 1000}, SubtractionLimits{1'000'000, 100, 1'000'000'000});
    ADD_FAILURE() << "no error";
  } catch (const LimitError& error) {
    EXPECT_TRUE(contains(error.what(), "within 100 values")) << error.what();
  }
}

TEST(BashErrors, NameTheTokenAndItsColumn) {
  EXPECT_EQ(expected_error_of<RuleError>("bash(0) 5"),
            "'0' at column 6: bash(0) allows no move, m must be at least 1");
  EXPECT_EQ(
      expected_error_of<ParseError>("bash(3,4) 5"),
      "'bash' takes one parameter m (take 1 to m tokens), but 2 were given: '4' at column 8 is one "
      "too many");
  EXPECT_TRUE(
      contains(expected_error_of<ParseError>("bash 5"), "'bash' at column 1 needs parameters"));
  EXPECT_TRUE(contains(expected_error_of<ParseError>("bash() 5"), "empty parentheses at column 5"));
  EXPECT_TRUE(
      contains(expected_error_of<ParseError>("bash(x) 5"), "'x' at column 6 is not a number"));
  EXPECT_TRUE(
      contains(expected_error_of<ParseError>("bash(-2) 5"), "negative number '-2' at column 6"));
  EXPECT_TRUE(contains(expected_error_of<ParseError>("bash(9223372036854775808) 5"), "too large"));
  EXPECT_TRUE(contains(expected_error_of<ParseError>("bash(3)"), "needs at least one heap"));
  EXPECT_TRUE(
      contains(expected_error_of<ParseError>("bash(3) 1 y"), "'y' at column 11 is not a number"));
}

}  // namespace
}  // namespace grundy

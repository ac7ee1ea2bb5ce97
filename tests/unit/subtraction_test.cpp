// Subtraction games and the Bash game against a plain mex computation and the
// generic search: values, periods (smallest, against a brute-force search),
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

#include "grundy/analysis.hpp"
#include "grundy/errors.hpp"
#include "grundy/expression.hpp"
#include "grundy/integers.hpp"
#include "grundy/nim.hpp"
#include "grundy/search.hpp"

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

// The smallest p (and for it the smallest n0) with G(n) = G(n+p) for every
// n0 <= n < N - p, accepted once the repeating part holds two periods and a
// window of max S: then it is a real period of the game, and the true smallest
// pair is accepted when N >= preperiod + 2 * length + max S.
std::optional<Period> brute_smallest_period(const std::vector<Nimber>& values, std::size_t memory) {
  const std::size_t size = values.size();
  for (std::size_t p = 1; p < size; ++p) {
    std::size_t n0 = size - p;
    while (n0 > 0 && values[n0 - 1] == values[n0 - 1 + p]) --n0;
    if (size - n0 >= 2 * p + memory) return Period{n0, p};
  }
  return std::nullopt;
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
    const std::optional<Period> brute = brute_smallest_period(prefix, set.back());
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

// Two or three heaps of a subtraction game, for the generic search.
struct SubtractionRules {
  using Position = Heaps;
  Set set;
  std::vector<Heaps> options(const Heaps& heaps) const {
    std::vector<Heaps> result;
    for (std::size_t i = 0; i < heaps.size(); ++i) {
      for (std::uint64_t s : set) {
        if (s > heaps[i]) continue;
        Heaps next = heaps;
        next[i] -= s;
        result.push_back(next);
      }
    }
    return result;
  }
};

using MoveSet = std::set<std::pair<std::size_t, std::uint64_t>>;  // (heap, tokens taken)

MoveSet brute_winning_moves(GrundySearch<SubtractionRules, NumberListHash>& search,
                            const Heaps& heaps) {
  MoveSet moves;
  for (std::size_t i = 0; i < heaps.size(); ++i) {
    for (std::uint64_t s : search.rules().set) {
      if (s > heaps[i]) continue;
      Heaps next = heaps;
      next[i] -= s;
      if (search.grundy_value(next) == 0) moves.insert({i, s});
    }
  }
  return moves;
}

MoveSet engine_moves(const Analysis& analysis) {
  MoveSet moves;
  std::vector<std::pair<std::size_t, std::uint64_t>> in_order;
  for (const Move& move : analysis.winning_moves()) {
    EXPECT_EQ(move.result.size(), 1U);
    moves.insert({move.heap, move.taken});
    in_order.push_back({move.heap, move.taken});
  }
  // Ordered by heap, then by tokens taken.
  EXPECT_TRUE(std::is_sorted(in_order.begin(), in_order.end()));
  return moves;
}

TEST(SubtractionMoves, OutcomeValueAndEveryWinningMoveAgreeWithTheSearch) {
  const std::vector<Set> sets = {{1, 3, 4}, {2, 3, 7},    {1, 2}, {3, 5, 7},
                                 {2, 5, 6}, {1, 4, 5, 9}, {4}};
  for (const Set& set : sets) {
    SCOPED_TRACE(::testing::PrintToString(set));
    GrundySearch<SubtractionRules, NumberListHash> search(SubtractionRules{set});
    const auto game = std::make_shared<Subtraction>(set, Heaps{0, 0});
    int positions = 0;
    for (std::uint64_t a = 0; a <= 20; ++a) {
      for (std::uint64_t b = 0; b <= 20; ++b) {
        const Heaps heaps = {a, b};
        const Analysis analysis(Sum({std::make_shared<Subtraction>(set, heaps)}));
        ASSERT_EQ(analysis.grundy_value(), search.grundy_value(heaps)) << a << " " << b;
        ASSERT_EQ(analysis.outcome() == Outcome::previous_player_wins, search.is_loss(heaps));
        ASSERT_EQ(engine_moves(analysis), brute_winning_moves(search, heaps)) << a << " " << b;
        ++positions;
      }
    }
    EXPECT_EQ(positions, 441);
  }
}

TEST(SubtractionMoves, MovesToEveryValueAgreeWithTheSearch) {
  // moves_to_value for every target, not only the winning one.
  const Set set = {2, 3, 7};
  GrundySearch<SubtractionRules, NumberListHash> search(SubtractionRules{set});
  for (std::uint64_t a = 0; a <= 20; ++a) {
    for (std::uint64_t b = 0; b <= 12; ++b) {
      const Subtraction game(set, {a, b});
      for (Nimber target = 0; target <= 4; ++target) {
        MoveSet expected;
        for (const Heaps& option : search.options_of_value({a, b}, target)) {
          const std::size_t heap = option[0] != a ? 0 : 1;
          expected.insert({heap, (heap == 0 ? a : b) - option[heap]});
        }
        MoveSet found;
        game.moves_to_value(game.grundy_value(), target, [&](const Move& move) {
          found.insert({move.heap, move.taken});
          return true;
        });
        EXPECT_EQ(found, expected) << a << " " << b << " target " << target;
      }
    }
  }
}

TEST(BashMoves, EveryWinningMoveAgreesWithTheSearch) {
  for (std::uint64_t m = 1; m <= 5; ++m) {
    Set one_to_m;
    for (std::uint64_t s = 1; s <= m; ++s) one_to_m.push_back(s);
    GrundySearch<SubtractionRules, NumberListHash> search(SubtractionRules{one_to_m});
    for (std::uint64_t a = 0; a <= 20; ++a) {
      for (std::uint64_t b = 0; b <= 20; ++b) {
        const Heaps heaps = {a, b};
        const Analysis analysis(Sum({std::make_shared<Bash>(m, heaps)}));
        ASSERT_EQ(analysis.grundy_value(), search.grundy_value(heaps));
        ASSERT_EQ(engine_moves(analysis), brute_winning_moves(search, heaps))
            << m << ": " << a << " " << b;
        // And to every other value, through the direct rule.
        const Bash game(m, heaps);
        for (Nimber target = 0; target <= m + 1; ++target) {
          std::size_t expected = search.options_of_value(heaps, target).size();
          std::size_t found = 0;
          game.moves_to_value(game.grundy_value(), target, [&](const Move&) {
            ++found;
            return true;
          });
          ASSERT_EQ(found, expected) << m << ": " << a << " " << b << " target " << target;
        }
      }
    }
  }
}

// A subtraction game plus a Nim heap, against one search over both.
struct SubtractionPlusNim {
  using Position = Heaps;  // {subtraction heap, subtraction heap, nim heap}
  Set set;
  std::vector<Heaps> options(const Heaps& heaps) const {
    std::vector<Heaps> result;
    for (std::size_t i = 0; i < 2; ++i) {
      for (std::uint64_t s : set) {
        if (s > heaps[i]) continue;
        Heaps next = heaps;
        next[i] -= s;
        result.push_back(next);
      }
    }
    for (std::uint64_t left = 0; left < heaps[2]; ++left)
      result.push_back({heaps[0], heaps[1], left});
    return result;
  }
};

TEST(SubtractionMoves, SumsWithNimAgreeWithTheSearch) {
  const Set set = {1, 3, 4};
  GrundySearch<SubtractionPlusNim, NumberListHash> search(SubtractionPlusNim{set});
  for (std::uint64_t a = 0; a <= 12; ++a) {
    for (std::uint64_t b = 0; b <= 12; ++b) {
      for (std::uint64_t c = 0; c <= 7; ++c) {
        const Heaps position = {a, b, c};
        const Sum sum = parse_expression(fmt::format("subtraction(4,3,1) {} {} + nim {}", a, b, c));
        const Analysis analysis(sum);
        ASSERT_EQ(analysis.grundy_value(), search.grundy_value(position));
        std::set<Heaps> expected;
        for (const Heaps& option : search.options_of_value(position, 0)) expected.insert(option);
        std::set<Heaps> found;
        for (const Move& move : analysis.winning_moves()) {
          const Sum after = sum.after(move);
          const auto& first = dynamic_cast<const Subtraction&>(*after.components()[0]);
          const auto& second = dynamic_cast<const Nim&>(*after.components()[1]);
          found.insert({first.heaps()[0], first.heaps()[1], second.heaps()[0]});
        }
        ASSERT_EQ(found, expected) << a << " " << b << " " << c;
      }
    }
  }
}

// ------------------------------------------------------------ huge heaps --

TEST(SubtractionHuge, HeapsUpTo2To63AreExactAndTheirWinningMovesWin) {
  const std::vector<std::string> positions = {
      "subtraction(2,3,7) 9223372036854775807",
      "subtraction(2,3,7) 9223372036854775807 9223372036854775806 + nim 9223372036854775807",
      "subtraction(1,3,4) 9223372036854775807 + nim 1 2",
      "subtraction(5,9,17,30) 9223372036854775807 9223372036854775000 + nim 3",
      "bash(3) 9223372036854775807 + nim 2",
      "bash(9223372036854775807) 9223372036854775807",
      "bash(9223372036854775806) 9223372036854775807 + nim 1",
  };
  for (const std::string& text : positions) {
    SCOPED_TRACE(text);
    const Analysis analysis(parse_expression(text));
    std::size_t moves = 0;
    for (const Move& move : analysis.winning_moves()) {
      EXPECT_EQ(Analysis(analysis.sum().after(move)).grundy_value(), 0U);
      ++moves;
    }
    EXPECT_EQ(moves == 0, analysis.outcome() == Outcome::previous_player_wins);
  }
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
std::string error_of(const std::string& text) {
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
  EXPECT_TRUE(contains(error_of<ParseError>("subtraction() 5"), "empty parentheses at column 12"));
  EXPECT_TRUE(contains(error_of<ParseError>("subtraction 5"),
                       "'subtraction' at column 1 needs parameters"));
  EXPECT_TRUE(
      contains(error_of<ParseError>("subtraction(1,,3) 5"), "missing parameter at column 15"));
  EXPECT_EQ(error_of<ParseError>("subtraction(1,x) 5"),
            "'x' at column 15 is not a number (an element of the subtraction set expected, e.g. "
            "'subtraction(1,3,4) 7 9')");
  EXPECT_TRUE(
      contains(error_of<ParseError>("subtraction(1,-3) 5"), "negative number '-3' at column 15"));
  EXPECT_EQ(error_of<RuleError>("subtraction(2,0) 5"),
            "'0' at column 15: 0 is not allowed in a subtraction set, every move takes at least "
            "one token");
  EXPECT_TRUE(contains(error_of<LimitError>("subtraction(1,1000001) 5"),
                       "'1000001' at column 15 is above the limit: max S must be at most 1000000"));
  EXPECT_TRUE(contains(error_of<LimitError>("subtraction(99999999999999999999) 5"),
                       "'99999999999999999999' at column 13"));
  EXPECT_TRUE(contains(error_of<ParseError>("subtraction(1,3)"), "needs at least one heap"));
  EXPECT_TRUE(
      contains(error_of<ParseError>("subtraction(1,3) 4 -5"), "negative number '-5' at column 20"));
  EXPECT_TRUE(
      contains(error_of<ParseError>("subtraction(1,3) 4 x"), "'x' at column 20 is not a number"));
  EXPECT_TRUE(contains(error_of<ParseError>("subtraction(1,3) 9223372036854775808"), "too large"));
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
  // {999, 1000} has period 1999 and needs 1999 + 1000 values to prove it.
  SubtractionLimits few_values;
  few_values.max_values = 2998;
  EXPECT_THROW(subtraction_sequence({999, 1000}, few_values), LimitError);
  few_values.max_values = 2999;
  EXPECT_EQ(subtraction_sequence({999, 1000}, few_values).period(), (Period{0, 1999}));

  SubtractionLimits few_steps;
  few_steps.max_steps = 2 * 2998;
  EXPECT_THROW(subtraction_sequence({999, 1000}, few_steps), LimitError);
  few_steps.max_steps = 2 * 2999;
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
  EXPECT_EQ(error_of<RuleError>("bash(0) 5"),
            "'0' at column 6: bash(0) allows no move, m must be at least 1");
  EXPECT_EQ(
      error_of<ParseError>("bash(3,4) 5"),
      "'bash' takes one parameter m (take 1 to m tokens), but 2 were given: '4' at column 8 is one "
      "too many");
  EXPECT_TRUE(contains(error_of<ParseError>("bash 5"), "'bash' at column 1 needs parameters"));
  EXPECT_TRUE(contains(error_of<ParseError>("bash() 5"), "empty parentheses at column 5"));
  EXPECT_TRUE(contains(error_of<ParseError>("bash(x) 5"), "'x' at column 6 is not a number"));
  EXPECT_TRUE(contains(error_of<ParseError>("bash(-2) 5"), "negative number '-2' at column 6"));
  EXPECT_TRUE(contains(error_of<ParseError>("bash(9223372036854775808) 5"), "too large"));
  EXPECT_TRUE(contains(error_of<ParseError>("bash(3)"), "needs at least one heap"));
  EXPECT_TRUE(contains(error_of<ParseError>("bash(3) 1 y"), "'y' at column 11 is not a number"));
}

}  // namespace
}  // namespace grundy

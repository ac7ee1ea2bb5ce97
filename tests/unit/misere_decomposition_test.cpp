// The misère decompositions of Daisies and its kind (misere_decomposition.hpp)
// against searches that share nothing with them:
//   - a search written here from the rules of each octal code (Daisies,
//     4.7: take one token and leave 0, 1 or 2 heaps, or split a heap in
//     two; 4.71, 0.754, 0.755, 0.355, 0.756, 0.757, 0.357), over every
//     position of up to 36 tokens (26 under the sanitizers): who wins, and
//     every winning move of the positions of up to 18 tokens;
//   - the oracle of tests/oracle: every position it meets searching a few
//     positions of 30 tokens, and the winning moves that
//     MisereAnalysis gives through the decomposition (agrees_with_oracle_misere);
// then, at sizes no search reaches, that the runs of winning splits are the
// splits the theorem calls winning one by one, that the shape after a move
// is the shape of the position it leaves, and that the margin is exact
// beyond 64 bits.
#include "grundy/misere_decomposition.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <functional>
#include <map>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "../sanitized.hpp"
#include "grundy/expression.hpp"
#include "grundy/integers.hpp"
#include "grundy/misere.hpp"
#include "grundy/take_and_break.hpp"
#include "oracle_agreement.hpp"

namespace grundy {
namespace {

using Heaps = std::vector<std::uint64_t>;  // sorted, no heap of 0

Heaps sorted(Heaps heaps) {
  std::sort(heaps.begin(), heaps.end());
  return heaps;
}

// The positions one move away, from the rules of an octal code alone
// (digits[t], t tokens taken: bit 1 the heap may vanish, bit 2 leave one
// heap, bit 4 leave two; Daisies is {4, 7}: split without taking, or take
// one and leave 0, 1 or 2 heaps).
std::vector<Heaps> octal_options(const Heaps& position, const std::vector<int>& digits) {
  std::vector<Heaps> options;
  for (std::size_t i = 0; i < position.size(); ++i) {
    if (i > 0 && position[i] == position[i - 1]) continue;  // the same moves again
    Heaps rest = position;
    rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(i));
    const std::uint64_t h = position[i];
    const auto leave = [&](std::vector<std::uint64_t> parts) {
      Heaps next = rest;
      next.insert(next.end(), parts.begin(), parts.end());
      options.push_back(sorted(next));
    };
    for (std::uint64_t t = 0; t < digits.size() && t <= h; ++t) {
      const int d = digits[t];
      if (t > 0 && (d & 1) != 0 && h == t) leave({});
      if (t > 0 && (d & 2) != 0 && h > t) leave({h - t});
      if ((d & 4) != 0)
        for (std::uint64_t a = 1; 2 * a <= h - t; ++a) leave({a, h - t - a});
    }
  }
  return options;
}

// The digits of a code, one per character ("4.7" is {4, 7}: split without
// taking, and take one leaving 0, 1 or 2 heaps).
std::vector<int> digits_of(const std::string& code) {
  std::vector<int> digits;
  for (char c : code)
    if (c != '.') digits.push_back(c - '0');
  return digits;
}

// The number of positions of up to `most` tokens: the partitions of 0 ..
// most, counted by parts (p(n, k) = p(n, k - 1) + p(n - k, k)).
std::size_t partitions_up_to(std::uint64_t most) {
  std::vector<std::size_t> ways(most + 1, 0);
  ways[0] = 1;
  for (std::uint64_t part = 1; part <= most; ++part)
    for (std::uint64_t n = part; n <= most; ++n) ways[n] += ways[n - part];
  std::size_t all = 0;
  for (std::size_t w : ways) all += w;
  return all;
}

// Misère play: the player with no move has won.
class DaisiesSearch {
 public:
  explicit DaisiesSearch(std::vector<int> digits) : digits_(std::move(digits)) {}

  bool lost(const Heaps& position) {
    if (position.empty()) return false;
    if (auto found = known_.find(position); found != known_.end()) return found->second;
    bool is_lost = true;
    for (const Heaps& option : octal_options(position, digits_)) {
      if (lost(option)) {
        is_lost = false;
        break;
      }
    }
    known_.emplace(position, is_lost);
    return is_lost;
  }

 private:
  std::vector<int> digits_;
  std::map<Heaps, bool> known_;
};

const TakeAndBreakRule& daisies() {
  static const TakeAndBreakRule rule = TakeAndBreakRule::octal("4.7");
  return rule;
}

const TakeAndBreakRule& octal_355() {
  static const TakeAndBreakRule rule = TakeAndBreakRule::octal("0.355");
  return rule;
}

// Every multiset of positive heaps of exactly `tokens` tokens, each at most
// `largest`, increasing.
void each_position(std::uint64_t tokens, std::uint64_t largest, Heaps& prefix,
                   const std::function<void(const Heaps&)>& visit) {
  if (tokens == 0) {
    visit(sorted(prefix));
    return;
  }
  for (std::uint64_t h = std::min(tokens, largest); h >= 1; --h) {
    prefix.push_back(h);
    each_position(tokens - h, h, prefix, visit);
    prefix.pop_back();
  }
}

Heaps after_move(const Heaps& position, const Move& move) {
  Heaps next = position;
  next.erase(next.begin() + static_cast<std::ptrdiff_t>(move.heap));
  for (std::uint64_t part : move.result) next.push_back(part);
  return sorted(next);
}

std::string daisies_text(const Heaps& heaps, const std::string& code = "4.7") {
  std::string text = "octal(" + code + ")";
  for (std::uint64_t heap : heaps) text += " " + std::to_string(heap);
  if (heaps.empty()) text += " 0";
  return text;
}

TEST(MisereDecomposition, CoversItsThirtyEightGamesOnly) {
  EXPECT_TRUE(MisereDecomposition::covers(TakeAndBreakRule::octal("4.7")));
  EXPECT_TRUE(MisereDecomposition::covers(TakeAndBreakRule::hexadecimal("4.7")));
  EXPECT_TRUE(MisereDecomposition::covers(TakeAndBreakRule::octal("4.71")));
  EXPECT_TRUE(MisereDecomposition::covers(TakeAndBreakRule::octal("0.754")));
  EXPECT_TRUE(MisereDecomposition::covers(TakeAndBreakRule::octal("0.755")));
  EXPECT_TRUE(MisereDecomposition::covers(TakeAndBreakRule::octal("0.355")));
  EXPECT_TRUE(MisereDecomposition::covers(TakeAndBreakRule::octal("0.756")));
  EXPECT_TRUE(MisereDecomposition::covers(TakeAndBreakRule::octal("0.757")));
  EXPECT_TRUE(MisereDecomposition::covers(TakeAndBreakRule::octal("0.357")));
  EXPECT_FALSE(MisereDecomposition::covers(TakeAndBreakRule::octal("0.356")));
  EXPECT_FALSE(MisereDecomposition::covers(TakeAndBreakRule::octal("0.3571")));
  EXPECT_TRUE(MisereDecomposition::covers(TakeAndBreakRule::octal("4.705")));
  EXPECT_TRUE(MisereDecomposition::covers(TakeAndBreakRule::octal("4.357")));
  // Four-digit codes of the same values that no theorem here decides.
  EXPECT_TRUE(MisereDecomposition::covers(TakeAndBreakRule::octal("4.305")));
  EXPECT_TRUE(MisereDecomposition::covers(TakeAndBreakRule::octal("4.317")));
  EXPECT_TRUE(MisereDecomposition::covers(TakeAndBreakRule::octal("4.702")));
  EXPECT_TRUE(MisereDecomposition::covers(TakeAndBreakRule::octal("4.717")));
  EXPECT_FALSE(MisereDecomposition::covers(TakeAndBreakRule::octal("4.742")));
  EXPECT_TRUE(MisereDecomposition::covers(TakeAndBreakRule::octal("4.744")));
  EXPECT_TRUE(MisereDecomposition::covers(TakeAndBreakRule::octal("4.347")));
  EXPECT_FALSE(MisereDecomposition::covers(TakeAndBreakRule::octal("4.751")));
  EXPECT_FALSE(MisereDecomposition::covers(TakeAndBreakRule::octal("0.35")));
  EXPECT_FALSE(MisereDecomposition::covers(TakeAndBreakRule::octal("4.72")));
  EXPECT_FALSE(MisereDecomposition::covers(TakeAndBreakRule::octal("4.75")));
  EXPECT_FALSE(MisereDecomposition::covers(TakeAndBreakRule::octal("0.75")));
  EXPECT_FALSE(MisereDecomposition::covers(TakeAndBreakRule::octal("0.7")));
}

class AgreesWithASearchFromTheRules : public ::testing::TestWithParam<std::string> {};

TEST_P(AgreesWithASearchFromTheRules, EveryPositionAndEveryWinningMove) {
  const std::string code = GetParam();
  const TakeAndBreakRule rule = TakeAndBreakRule::octal(code);
  const std::vector<int> digits = digits_of(code);
  // The four-digit codes that add moves to a game tried to 36 tokens: 30 do.
  const bool four_digits =
      code[0] == '4' && code.size() == 5 && code != "4.702" && code != "4.305" && code != "4.307";
  const std::uint64_t most =
      testing_build::sanitized() ? (four_digits ? 20 : 26) : (four_digits ? 30 : 36);
  const std::uint64_t moves_to = 18;  // positions whose winning moves are compared too
  DaisiesSearch search(digits);
  std::size_t positions = 0;
  std::size_t lost = 0;
  for (std::uint64_t tokens = 0; tokens <= most; ++tokens) {
    Heaps prefix;
    each_position(tokens, tokens, prefix, [&](const Heaps& position) {
      ++positions;
      const MisereDecomposition decomposition(rule, {position});
      const bool searched = search.lost(position);
      lost += searched ? 1 : 0;
      ASSERT_EQ(decomposition.lost(), searched) << daisies_text(position, code);
      if (tokens > moves_to) return;
      std::vector<Heaps> winning;
      decomposition.winning_moves([&](const Move& move) {
        winning.push_back(after_move(position, move));
        return true;
      });
      EXPECT_EQ(winning.size(), decomposition.count_winning_moves())
          << daisies_text(position, code);
      std::vector<Heaps> expected;
      if (!searched) {
        // Each move of a heap once, as the family lists them (equal heaps
        // each have their own moves).
        for (std::size_t i = 0; i < position.size(); ++i) {
          for (const Heaps& option : octal_options({position[i]}, digits)) {
            Heaps next = position;
            next.erase(next.begin() + static_cast<std::ptrdiff_t>(i));
            next.insert(next.end(), option.begin(), option.end());
            if (search.lost(sorted(next))) expected.push_back(sorted(next));
          }
        }
      }
      std::sort(winning.begin(), winning.end());
      std::sort(expected.begin(), expected.end());
      EXPECT_EQ(winning, expected) << daisies_text(position, code);
    });
  }
  // Positions of up to 36 tokens: 99,133 in all (the partitions).
  EXPECT_EQ(positions, partitions_up_to(most));
  if (most == 36) {
    EXPECT_EQ(positions, 99133U);
  }
  EXPECT_GT(lost, positions / 10);
}

INSTANTIATE_TEST_SUITE_P(MisereDecomposition, AgreesWithASearchFromTheRules,
                         ::testing::Values("4.7", "4.71", "0.754", "0.755", "0.355", "0.756",
                                           "0.757", "0.357", "4.701", "4.704", "4.705", "4.711",
                                           "4.714", "4.715", "4.754", "4.755", "4.756", "4.757",
                                           "4.355", "4.357", "4.702", "4.703", "4.706", "4.707",
                                           "4.712", "4.713", "4.716", "4.717", "4.345", "4.347",
                                           "4.744", "4.745", "4.746", "4.747", "4.305", "4.315",
                                           "4.307", "4.317"),
                         [](const auto& info) {
                           std::string name = "Octal" + info.param;
                           name.erase(std::remove(name.begin(), name.end(), '.'), name.end());
                           return name;
                         });

TEST(MisereDecomposition, AgreesWithTheOracle) {
  // Every position the oracle meets from these, and its winning moves for
  // some, through MisereAnalysis made to use the decomposition (no genus,
  // no small search).
  MisereAnalysis::Options forced;
  forced.use_tame_genus = false;
  forced.small_search = 0;
  using Start = std::pair<std::string, Heaps>;  // the code, the heaps
  const std::vector<Start> starts =
      testing_build::sanitized()
          ? std::vector<Start>{{"4.7", {8, 14}},      {"4.71", {2, 5, 6, 9}}, {"0.754", {9, 13}},
                               {"0.355", {5, 7, 11}}, {"0.756", {4, 9, 12}},  {"0.357", {6, 7, 14}}}
          : std::vector<Start>{{"4.7", {10, 20}},
                               {"4.7", {1, 6, 9, 14}},
                               {"4.7", {2, 3, 5, 8, 12}},
                               {"4.71", {2, 2, 7, 17}},
                               {"0.754", {4, 11, 15}},
                               {"0.755", {3, 3, 10, 14}},
                               {"0.355", {2, 5, 9, 16}},
                               {"0.355", {4, 6, 7, 13}},
                               {"0.756", {3, 8, 19}},
                               {"0.756", {2, 5, 6, 17}},
                               {"0.757", {4, 10, 16}},
                               {"0.357", {7, 9, 14}},
                               {"0.357", {2, 3, 8, 10, 11}},
                               {"4.705", {3, 9, 16}},
                               {"4.756", {2, 7, 8, 11}},
                               {"4.702", {4, 9, 17}},
                               {"4.717", {1, 2, 6, 10, 11}},
                               {"4.744", {2, 2, 9, 15}},
                               {"4.347", {2, 8, 9, 13}},
                               {"4.305", {3, 8, 9, 12}},
                               {"4.307", {2, 7, 10, 13}}};
  std::size_t compared = 0;
  for (const auto& [code, start] : starts) {
    std::size_t moves_compared = 0;
    for (const auto& [text, outcome] :
         testing::oracle_reachable_outcomes(daisies_text(start, code), PlayConvention::misere)) {
      const Sum sum = parse_expression(text);
      const MisereAnalysis analysis(sum, forced);
      ++compared;
      if (text != daisies_text({}, code)) {
        ASSERT_EQ(analysis.method(), "decomposition") << text;
      }
      ASSERT_EQ(analysis.outcome() == Outcome::previous_player_wins ? 'P' : 'N', outcome) << text;
      // The winning moves of every 97th position, the oracle's own.
      if (compared % 97 == 0 && moves_compared < 40) {
        ++moves_compared;
        EXPECT_TRUE(testing::agrees_with_oracle_misere(text, forced));
      }
    }
  }
  EXPECT_GT(compared, testing_build::sanitized() ? 1000U : 20000U);
}

// A random position of `count` heaps, sizes mostly small or huge.
Heaps random_position(std::mt19937_64& random, std::size_t count) {
  Heaps heaps;
  for (std::size_t i = 0; i < count; ++i) {
    switch (random() % 4) {
      case 0:
        heaps.push_back(1 + random() % 8);
        break;
      case 1:
        heaps.push_back(1 + random() % 200);
        break;
      case 2:
        heaps.push_back(1 + random() % 1'000'000'000'000'000'000ULL);
        break;
      default:
        heaps.push_back(kMaxNumber - random() % 4);
    }
  }
  return heaps;
}

TEST(MisereDecomposition, ShapeAfterAMoveIsTheShapeOfThePositionLeft) {
  std::mt19937_64 random(2026);
  for (int trial = 0; trial < 3000; ++trial) {
    const Heaps position = random_position(random, 1 + random() % 6);
    // Daisies, 0.355 (whose heaps of 5 are small too) and 0.357 (weights
    // in the thirds scale).
    static const TakeAndBreakRule octal_357 = TakeAndBreakRule::octal("0.357");
    const TakeAndBreakRule& rule =
        trial % 3 == 0 ? daisies() : (trial % 3 == 1 ? octal_355() : octal_357);
    const MisereDecomposition decomposition(rule, {position});
    const std::size_t i = random() % position.size();
    const std::uint64_t h = position[i];
    Move move{0, i, random() % 2, {}};
    if (h == 1) move.taken = 1;
    const std::uint64_t rest = h - move.taken;
    if (rest >= 2 && random() % 3 != 0) {
      const std::uint64_t a = 1 + random() % (rest / 2);
      move.result = {a, rest - a};
    } else if (rest >= 1) {
      move.taken = h - rest;
      move.result = {rest};
      if (move.taken == 0) move.result = {h - 1}, move.taken = 1;
    }
    const DecompositionShape after = decomposition.shape_after(move);
    const DecompositionShape made = MisereDecomposition(rule, {after_move(position, move)}).shape();
    EXPECT_EQ(after.heaps, made.heaps);
    EXPECT_EQ(after.small_heaps, made.small_heaps);
    EXPECT_EQ(after.big_heaps, made.big_heaps);
    EXPECT_EQ(after.largest, made.largest);
    EXPECT_TRUE(after.others_weight == made.others_weight) << daisies_text(position);
  }
}

TEST(MisereDecomposition, RunsOfSplitsAreTheSplitsThatWinOneByOne) {
  // Heaps of up to 3000 beside others small and huge, in each game:
  // every move of the heap judged alone (move_wins) against the runs that
  // winning_moves lists, and count_winning_moves against the list when no
  // heap is huge.
  std::mt19937_64 random(7);
  const std::vector<TakeAndBreakRule> rules = {
      TakeAndBreakRule::octal("4.7"),   TakeAndBreakRule::octal("4.71"),
      TakeAndBreakRule::octal("0.754"), TakeAndBreakRule::octal("0.755"),
      TakeAndBreakRule::octal("0.355"), TakeAndBreakRule::octal("0.756"),
      TakeAndBreakRule::octal("0.757"), TakeAndBreakRule::octal("0.357"),
      TakeAndBreakRule::octal("4.715"), TakeAndBreakRule::octal("4.755"),
      TakeAndBreakRule::octal("4.757"), TakeAndBreakRule::octal("4.357"),
      TakeAndBreakRule::octal("4.702"), TakeAndBreakRule::octal("4.716"),
      TakeAndBreakRule::octal("4.345"), TakeAndBreakRule::octal("4.746"),
      TakeAndBreakRule::octal("4.305"), TakeAndBreakRule::octal("4.317")};
  const int trials = testing_build::sanitized() ? 40 : 300;
  for (int trial = 0; trial < trials; ++trial) {
    // The heap tried first: the listing stops at the next heap's moves
    // (a huge heap may have 10^17 of them).
    Heaps position{1 + random() % 3000};
    if (trial % 10 == 0) position[0] = 2;
    const Heaps others = random_position(random, random() % 4);
    position.insert(position.end(), others.begin(), others.end());
    const TakeAndBreakRule& rule = rules[trial % rules.size()];
    const MisereDecomposition decomposition(rule, {position});
    const std::size_t moved = 0;
    std::vector<Move> listed;
    decomposition.winning_moves([&](const Move& move) {
      if (move.heap != moved) return false;
      listed.push_back(move);
      return true;
    });
    // Every move of the heap, from the digits, in the family's order.
    std::vector<Move> one_by_one;
    if (!decomposition.lost()) {
      const std::uint64_t h = position[moved];
      const std::vector<std::uint8_t>& digits = rule.digits();
      for (std::uint64_t t = 0; t < digits.size() && t <= h; ++t) {
        std::vector<Move> moves;
        if (t > 0 && (digits[t] & 1) != 0 && h == t) moves.push_back({0, moved, t, {}});
        if (t > 0 && (digits[t] & 2) != 0 && h > t) moves.push_back({0, moved, t, {h - t}});
        if ((digits[t] & 4) != 0)
          for (std::uint64_t a = 1; 2 * a <= h - t; ++a)
            moves.push_back({0, moved, t, {a, h - t - a}});
        for (const Move& move : moves)
          if (decomposition.move_wins(move)) one_by_one.push_back(move);
      }
    }
    ASSERT_EQ(listed, one_by_one) << daisies_text(sorted(position));
    if (*std::max_element(position.begin(), position.end()) <= 3000) {
      std::uint64_t listed_in_all = 0;
      decomposition.winning_moves([&](const Move&) { return ++listed_in_all > 0; });
      EXPECT_EQ(decomposition.count_winning_moves(), listed_in_all);
    }
  }
}

TEST(MisereDecomposition, CountsAtEveryHeapSize) {
  // A heap of 10^18 beside a 5 and a 3: of its splits without taking, the
  // ones leaving a margin of -2, -4, -6 (parts differing by at most 4); of
  // those taking one, every split whose smaller part leaves an odd margin
  // of at least 1: 10^18 - 1 - 2a - 6 >= 1, a <= 5 * 10^17 - 4, and a = 1,
  // 2, 3 among them; the 5 split into 1 + 3 or 2 + 2 (margins 10^18 - 7 and
  // - 9), and the 3 split into 1 + 1 (margin 10^18 - 9).
  const MisereDecomposition decomposition(daisies(), {{1'000'000'000'000'000'000ULL, 5, 3}});
  EXPECT_FALSE(decomposition.lost());
  EXPECT_EQ(decomposition.count_winning_moves(), 3 + (500'000'000'000'000'000ULL - 4) + 2 + 1);
  std::vector<Move> first;
  decomposition.winning_moves([&](const Move& move) {
    first.push_back(move);
    return first.size() < 4;
  });
  ASSERT_EQ(first.size(), 4U);
  EXPECT_EQ(first[0].result, (Heaps{499'999'999'999'999'998ULL, 500'000'000'000'000'002ULL}));
  EXPECT_EQ(first[3].result, (Heaps{1, 999'999'999'999'999'998ULL}));
}

TEST(MisereDecomposition, MarginsBeyondSixtyFourBits) {
  // Four heaps near 2^63: the weight of the others passes 2^64 and the
  // margin is -2^63 exactly, even and at most -2: lost.
  const MisereDecomposition decomposition(daisies(), {{kMaxNumber, kMaxNumber, kMaxNumber - 1, 2}});
  const DecompositionShape& shape = decomposition.shape();
  EXPECT_EQ(shape.deciding_case(), DecompositionShape::Case::even_margin);
  EXPECT_TRUE(shape.others_weight == DecompositionMargin{kMaxNumber - 3} + (kMaxNumber - 4) + 1);
  EXPECT_TRUE(shape.margin() == -(DecompositionMargin{1} << 63));
  EXPECT_TRUE(decomposition.lost());
  EXPECT_EQ(decomposition.count_winning_moves(), 0U);
}

}  // namespace
}  // namespace grundy

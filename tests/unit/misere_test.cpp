// Misère play against brute force written here without the library's
// search: misère Nim on every position of 2 to 4 heaps up to 7, sums of two
// families, and single heaps of Kayles, Dawson's Kayles and Grundy's game.
#include "grundy/misere.hpp"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "grundy/errors.hpp"
#include "grundy/expression.hpp"
#include "grundy/misere_nim.hpp"
#include "grundy/misere_sequence.hpp"
#include "grundy/take_and_break.hpp"

namespace grundy {
namespace {

Nimber mex_of(std::vector<Nimber> values) {
  std::sort(values.begin(), values.end());
  Nimber m = 0;
  for (Nimber v : values) {
    if (v == m) ++m;
  }
  return m;
}

// G⁻ of a Nim position by the definition: 1 without moves, else the mex.
Nimber brute_misere_nim(std::vector<std::uint64_t> heaps,
                        std::map<std::vector<std::uint64_t>, Nimber>& memo) {
  std::sort(heaps.begin(), heaps.end());
  if (auto found = memo.find(heaps); found != memo.end()) return found->second;
  std::vector<Nimber> values;
  for (std::size_t i = 0; i < heaps.size(); ++i) {
    for (std::uint64_t left = 0; left < heaps[i]; ++left) {
      std::vector<std::uint64_t> next = heaps;
      next[i] = left;
      values.push_back(brute_misere_nim(next, memo));
    }
  }
  const Nimber value = values.empty() ? 1 : mex_of(values);
  memo[heaps] = value;
  return value;
}

std::string nim_text(const std::vector<std::uint64_t>& heaps) {
  std::string text = "nim";
  for (std::uint64_t h : heaps) text += " " + std::to_string(h);
  return text;
}

TEST(MisereNim, AgreesWithBruteForceOnEveryPositionOfTwoToFourHeapsUpToSeven) {
  std::map<std::vector<std::uint64_t>, Nimber> memo;
  std::size_t positions = 0;
  for (std::size_t count = 2; count <= 4; ++count) {
    std::vector<std::uint64_t> heaps(count, 0);
    while (true) {
      const MisereAnalysis analysis(parse_expression(nim_text(heaps)));
      ASSERT_EQ(analysis.method(), MisereMethod::nim_rule);
      const Nimber expected = brute_misere_nim(heaps, memo);
      ASSERT_EQ(analysis.misere_value(), expected) << nim_text(heaps);
      // Every winning move, exactly: the moves to a brute-force 0.
      std::vector<std::pair<std::size_t, std::uint64_t>> brute_wins;
      for (std::size_t i = 0; i < count; ++i) {
        for (std::uint64_t left = 0; left < heaps[i]; ++left) {
          std::vector<std::uint64_t> next = heaps;
          next[i] = left;
          if (brute_misere_nim(next, memo) == 0) brute_wins.emplace_back(i, left);
        }
      }
      std::vector<std::pair<std::size_t, std::uint64_t>> found;
      for (const Move& move : analysis.winning_moves())
        found.emplace_back(move.heap, move.result.at(0));
      ASSERT_EQ(found, brute_wins) << nim_text(heaps);
      ASSERT_EQ(analysis.count_winning_moves(), brute_wins.size());
      ++positions;
      std::size_t i = 0;
      while (i < count && heaps[i] == 7) heaps[i++] = 0;
      if (i == count) break;
      ++heaps[i];
    }
  }
  EXPECT_EQ(positions, 64U + 512U + 4096U);
}

TEST(MisereNim, TheRuleOfTheLastHeapsOfOne) {
  // 1 1 1: lost (the opponent takes the last but one, we take the last).
  EXPECT_EQ(MisereAnalysis(parse_expression("nim 1 1 1")).outcome(), Outcome::previous_player_wins);
  // A lone heap of 5: take 4, leave the last match to the opponent.
  const MisereAnalysis lone(parse_expression("nim 5"));
  ASSERT_EQ(lone.winning_moves().size(), 1U);
  EXPECT_EQ(lone.winning_moves()[0].result, (std::vector<std::uint64_t>{1}));
  // 1 1 5: the big heap goes to 1 (three 1s left), not to 4 as in normal play.
  const MisereAnalysis ones(parse_expression("nim 1 1 5"));
  ASSERT_EQ(ones.winning_moves().size(), 1U);
  EXPECT_EQ(ones.winning_moves()[0].result, (std::vector<std::uint64_t>{1}));
  // No heaps at all: the opponent took the last token; we have won already.
  const MisereAnalysis empty(parse_expression("nim 0 0"));
  EXPECT_TRUE(empty.finished());
  EXPECT_EQ(empty.outcome(), Outcome::next_player_wins);
  EXPECT_EQ(empty.count_winning_moves(), 0U);
}

TEST(MisereNim, WorksAtAnySize) {
  std::string text = "nim";
  for (int i = 0; i < 100'000; ++i) text += " 1000000000000000000";
  text += " 3 2";
  const MisereAnalysis analysis(parse_expression(text));
  EXPECT_EQ(analysis.misere_value(), 1U);  // 10^18 an even number of times, 3 XOR 2
  // Only the heap of 3 has the nim-sum's bit: 3 -> 2.
  ASSERT_EQ(analysis.count_winning_moves(), 1U);
  EXPECT_EQ(analysis.best_winning_move()->heap, 100'000U);
  EXPECT_EQ(analysis.best_winning_move()->result, (std::vector<std::uint64_t>{2}));
}

// A sum's misère value by the definition, over whole positions named by their
// canonical text: independent of the piece decomposition.
Nimber brute_misere_sum(const Sum& sum, std::map<std::string, Nimber>& memo) {
  const std::string key = sum.canonical();
  if (auto found = memo.find(key); found != memo.end()) return found->second;
  std::vector<Nimber> values;
  for (std::size_t c = 0; c < sum.components().size(); ++c) {
    sum.components()[c]->all_moves([&](const Move& move) {
      Move in_sum = move;
      in_sum.component = c;
      values.push_back(brute_misere_sum(sum.after(in_sum), memo));
      return true;
    });
  }
  const Nimber value = values.empty() ? 1 : mex_of(values);
  memo[key] = value;
  return value;
}

void expect_agrees_with_brute_force(const std::string& text, std::map<std::string, Nimber>& memo) {
  const Sum sum = parse_expression(text);
  const Nimber expected = brute_misere_sum(sum, memo);
  std::vector<Move> brute_wins;
  for (std::size_t c = 0; c < sum.components().size(); ++c) {
    sum.components()[c]->all_moves([&](const Move& move) {
      Move in_sum = move;
      in_sum.component = c;
      if (brute_misere_sum(sum.after(in_sum), memo) == 0) brute_wins.push_back(in_sum);
      return true;
    });
  }
  for (const bool tame : {true, false}) {
    MisereAnalysis::Options options;
    options.use_tame_genus = tame;
    const MisereAnalysis analysis(sum, options);
    ASSERT_EQ(analysis.misere_value(), expected) << text << (tame ? " (tame)" : " (search)");
    ASSERT_EQ(analysis.winning_moves(), brute_wins) << text << (tame ? " (tame)" : " (search)");
  }
}

TEST(MisereSums, TwoFamiliesAgreeWithBruteForce) {
  std::map<std::string, Nimber> memo;
  int tame_sums = 0;
  for (std::uint64_t a = 0; a <= 7; ++a) {
    for (std::uint64_t b = 0; b <= 7; ++b) {
      expect_agrees_with_brute_force(fmt::format("kayles {} + dawson {}", a, b), memo);
      expect_agrees_with_brute_force(fmt::format("kayles {} {} + nim {}", a, b / 2, b), memo);
      expect_agrees_with_brute_force(
          fmt::format("grundy-game {} + subtraction(1,2,3) {}", a + 3, b), memo);
      expect_agrees_with_brute_force(fmt::format("dawson {} + wythoff {} {}", a, b / 2, b / 3),
                                     memo);
      if (MisereAnalysis(parse_expression(fmt::format("kayles {} + dawson {}", a, b))).method() ==
          MisereMethod::tame_genus) {
        ++tame_sums;
      }
    }
  }
  EXPECT_GT(tame_sums, 0);  // the tame path was taken and checked
}

TEST(MisereSums, LongChainsOfFollowersNeedNoRecursion) {
  // Taking 1 or 2 under misère play: lost exactly when n mod 3 is 1. The
  // heap's followers form a chain of 30001 pieces, settled without recursion.
  const MisereAnalysis analysis(parse_expression("subtraction(1,2) 30001"));
  EXPECT_EQ(analysis.outcome(), Outcome::previous_player_wins);
  const MisereAnalysis won(parse_expression("subtraction(1,2) 30002 + nim 1"));
  EXPECT_EQ(won.outcome(), Outcome::next_player_wins);
}

TEST(MisereSums, RefusesWhatIsTooLargeToSearch) {
  MisereAnalysis::Options options;
  options.max_positions = 1000;
  options.use_tame_genus = false;
  try {
    MisereAnalysis(parse_expression("kayles 30 + dawson 30"), options);
    FAIL() << "expected LimitError";
  } catch (const LimitError& error) {
    EXPECT_NE(std::string(error.what()).find("too large to search under misère play"),
              std::string::npos);
  }
}

// G⁻ of a heap of a take-and-break game by the definition, over sorted lists
// of heaps, with `twos` extra Nim heaps of 2 and `ones` of 1 (for the genus).
struct NaiveMisere {
  TakeAndBreakRule rule;
  std::map<std::tuple<std::vector<std::uint64_t>, int, int>, Nimber> memo;

  Nimber value(std::vector<std::uint64_t> heaps, int twos, int ones) {
    std::sort(heaps.begin(), heaps.end());
    const auto key = std::make_tuple(heaps, twos, ones);
    if (auto found = memo.find(key); found != memo.end()) return found->second;
    std::vector<Nimber> values;
    for (std::size_t i = 0; i < heaps.size(); ++i) {
      rule.moves(heaps[i], [&](std::uint64_t, const std::vector<std::uint64_t>& parts) {
        std::vector<std::uint64_t> next = heaps;
        next.erase(next.begin() + static_cast<std::ptrdiff_t>(i));
        next.insert(next.end(), parts.begin(), parts.end());
        values.push_back(value(next, twos, ones));
        return true;
      });
    }
    if (twos > 0) {
      values.push_back(value(heaps, twos - 1, ones + 1));
      values.push_back(value(heaps, twos - 1, ones));
    }
    if (ones > 0) values.push_back(value(heaps, twos, ones - 1));
    const Nimber result = values.empty() ? 1 : mex_of(values);
    memo[key] = result;
    return result;
  }
};

void expect_heap_values_agree(const TakeAndBreakRule& rule, std::uint64_t last) {
  MisereSequence sequence(rule);
  sequence.extend_to(last);
  NaiveMisere naive{rule, {}};
  for (std::uint64_t n = 0; n <= last; ++n) {
    const Genus& genus = sequence.genus(n);
    ASSERT_EQ(sequence.misere_value(n), naive.value({n}, 0, 0)) << rule.code() << " heap " << n;
    for (std::size_t k = 0; k < genus.misere.size() && k < 4; ++k) {
      ASSERT_EQ(genus.misere[k], naive.value({n}, static_cast<int>(k), 0))
          << rule.code() << " heap " << n << " γ" << k;
    }
  }
}

TEST(MisereSequence, KaylesDawsonAndGrundysGameAgreeWithANaiveComputation) {
  expect_heap_values_agree(TakeAndBreakRule::octal("0.77"), 16);
  expect_heap_values_agree(TakeAndBreakRule::octal("0.07"), 18);
  expect_heap_values_agree(TakeAndBreakRule::grundys_game(), 18);
}

TEST(MisereSequence, NimLikeSubtractionHeapsAreTame) {
  // Taking 1 or 2: heaps behave like Nim heaps of value n mod 3.
  MisereSequence sequence(TakeAndBreakRule::subtraction({1, 2}));
  sequence.extend_to(30);
  EXPECT_EQ(sequence.genus(0).symbol(), "0^120");
  EXPECT_EQ(sequence.genus(1).symbol(), "1^031");
  EXPECT_EQ(sequence.genus(2).symbol(), "2^20");
}

TEST(Genus, SymbolsAreWrittenUpToTheRepeatingPair) {
  EXPECT_EQ((Genus{0, {1, 2, 0, 2, 0}, true}).symbol(), "0^120");
  EXPECT_EQ((Genus{2, {1, 4, 2, 0, 2, 0}, true}).symbol(), "2^1420");
  EXPECT_EQ((Genus{3, {3, 1, 3, 1}, true}).symbol(), "3^31");
  EXPECT_EQ((Genus{12, {12, 14, 12, 14}, true}).symbol(), "12^(12,14)");
  EXPECT_EQ((Genus{2, {1, 4, 5}, false}).symbol(), "2^145...");
  EXPECT_TRUE((Genus{0, {1, 2, 0, 2}, true}).tame_genus());
  EXPECT_TRUE((Genus{1, {0, 3, 1, 3}, true}).tame_genus());
  EXPECT_TRUE((Genus{0, {0, 2, 0, 2}, true}).tame_genus());
  EXPECT_TRUE((Genus{5, {5, 7, 5, 7}, true}).tame_genus());
  EXPECT_FALSE((Genus{2, {1, 4, 2, 0, 2, 0}, true}).tame_genus());
  EXPECT_FALSE((Genus{0, {1, 0, 2, 0}, true}).tame_genus());
}

}  // namespace
}  // namespace grundy

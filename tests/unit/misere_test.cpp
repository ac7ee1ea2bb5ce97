// Misère play against brute force that shares no code with the library:
// misère Nim on every position of 2 to 4 heaps up to 7 (a search written
// here), sums of two and three families and single heaps of Kayles, Dawson's
// Kayles and Grundy's game with their genus (the oracle, tests/oracle).
#include "grundy/misere.hpp"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "grundy/errors.hpp"
#include "grundy/expression.hpp"
#include "grundy/misere_nim.hpp"
#include "grundy/misere_sequence.hpp"
#include "grundy/take_and_break_game.hpp"
#include "oracle_agreement.hpp"

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
      ASSERT_EQ(analysis.misere_method(), MisereMethod::nim_rule);
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

// Against the oracle (tests/oracle), which searches the whole sum under
// misère play from the rules: with and without the tame-genus shortcut.
void expect_agrees_with_oracle(const std::string& text) {
  for (const bool tame : {true, false}) {
    MisereAnalysis::Options options;
    options.use_tame_genus = tame;
    ASSERT_TRUE(testing::agrees_with_oracle_misere(text, options))
        << (tame ? " (tame)" : " (search)");
  }
}

TEST(MisereSums, TwoAndThreeFamiliesAgreeWithTheOracle) {
  int tame_sums = 0;
  for (std::uint64_t a = 0; a <= 7; ++a) {
    for (std::uint64_t b = 0; b <= 7; ++b) {
      expect_agrees_with_oracle(fmt::format("kayles {} + dawson {}", a, b));
      expect_agrees_with_oracle(fmt::format("kayles {} {} + nim {}", a, b / 2, b));
      expect_agrees_with_oracle(fmt::format("grundy-game {} + subtraction(1,2,3) {}", a + 3, b));
      expect_agrees_with_oracle(fmt::format("dawson {} + wythoff {} {}", a, b / 2, b / 3));
      expect_agrees_with_oracle(
          fmt::format("lasker {} + staircase 1 {} + moore(2) {} 1", a / 2, b + 2, a % 3));
      if (MisereAnalysis(parse_expression(fmt::format("kayles {} + dawson {}", a, b)))
              .misere_method() == MisereMethod::tame_genus) {
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

// A game that does not split keeps every option of every position it meets
// (Ruler on 20 coins: a million positions with dozens of options each): the
// pieces' memory is bounded too, not only the number of sums.
TEST(MisereSums, ThePiecesOfAGameThatDoesNotSplitHaveAMemoryBound) {
  MisereAnalysis::Options options;
  options.piece_memory = std::uint64_t{4} << 20;
  for (const char* position : {"ruler 20", "mock-turtles 30", "nim 3 + mock-turtles 25"}) {
    try {
      MisereAnalysis(parse_expression(position), options);
      ADD_FAILURE() << "expected LimitError: " << position;
    } catch (const LimitError& error) {
      EXPECT_NE(std::string(error.what()).find("would need more than 4 MiB of memory"),
                std::string::npos)
          << error.what();
    }
  }
  // Within the bound the answer is that of a search written here: heads on
  // coins 1..8 as bits, a move turns a run ending at a head, G⁻ = 1 without
  // heads.
  std::map<std::uint32_t, Nimber> memo;
  const std::function<Nimber(std::uint32_t)> misere = [&](std::uint32_t heads) -> Nimber {
    if (heads == 0) return 1;
    if (const auto known = memo.find(heads); known != memo.end()) return known->second;
    std::set<Nimber> seen;
    for (unsigned top = 0; top < 8; ++top) {
      if ((heads >> top & 1U) == 0) continue;
      for (unsigned length = 1; length <= top + 1; ++length)
        seen.insert(misere(heads ^ (((1U << length) - 1) << (top + 1 - length))));
    }
    Nimber mex = 0;
    while (seen.count(mex) != 0) ++mex;
    return memo[heads] = mex;
  };
  options.piece_memory = std::uint64_t{64} << 20;
  for (const auto& [position, heads] : std::vector<std::pair<std::string, std::uint32_t>>{
           {"ruler 6", 1U << 5}, {"ruler 3 8", 1U << 2 | 1U << 7}, {"ruler 1 2 5 7", 0b1010011}}) {
    EXPECT_EQ(MisereAnalysis(parse_expression(position), options).misere_value(),
              std::optional<Nimber>(misere(heads)))
        << position;
  }
}

// Each heap's misère value and the first four values of its genus, γk being
// G⁻ of the heap beside k Nim heaps of 2, against the oracle's search of
// exactly those sums.
void expect_heap_values_agree(const std::string& game, std::uint64_t last) {
  MisereSequence sequence(parse_heap_rule(game).rule);
  sequence.extend_to(last);
  for (std::uint64_t n = 0; n <= last; ++n) {
    const Genus& genus = sequence.genus(n);
    std::string text = fmt::format("{} {}", game, n);
    ASSERT_EQ(std::optional<Nimber>(sequence.misere_value(n)),
              testing::oracle_verdict(text, PlayConvention::misere).value)
        << text;
    for (std::size_t k = 0; k < genus.misere.size() && k < 4; ++k) {
      ASSERT_EQ(std::optional<Nimber>(genus.misere[k]),
                testing::oracle_verdict(text, PlayConvention::misere).value)
          << text << " γ" << k;
      text += k == 0 ? " + nim 2" : " 2";
    }
  }
}

TEST(MisereSequence, KaylesDawsonAndGrundysGameAgreeWithTheOracle) {
  expect_heap_values_agree("kayles", 16);
  expect_heap_values_agree("dawson", 18);
  expect_heap_values_agree("grundy-game", 18);
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

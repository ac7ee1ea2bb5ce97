// Bouton's theorem against an independent brute-force search, and the cases
// from the seed stories.
#include "grundy/nim.hpp"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <bit>
#include <map>
#include <random>
#include <set>
#include <utility>
#include <vector>

#include "grundy/analysis.hpp"
#include "grundy/expression.hpp"
#include "grundy/integers.hpp"
#include "oracle_agreement.hpp"

namespace grundy {
namespace {

using Heaps = std::vector<std::uint64_t>;

// Plain game-tree search, written without any theory: a position is won when
// some move leads to a lost one.
class BruteForceNim {
 public:
  bool wins(const Heaps& heaps) {
    if (auto found = memo_.find(heaps); found != memo_.end()) return found->second;
    bool result = false;
    for (std::size_t i = 0; i < heaps.size() && !result; ++i) {
      for (std::uint64_t left = 0; left < heaps[i] && !result; ++left) {
        Heaps next = heaps;
        next[i] = left;
        result = !wins(next);
      }
    }
    memo_[heaps] = result;
    return result;
  }
  // Every winning move as (heap index, heap size left).
  std::set<std::pair<std::size_t, std::uint64_t>> winning_moves(const Heaps& heaps) {
    std::set<std::pair<std::size_t, std::uint64_t>> moves;
    for (std::size_t i = 0; i < heaps.size(); ++i) {
      for (std::uint64_t left = 0; left < heaps[i]; ++left) {
        Heaps next = heaps;
        next[i] = left;
        if (!wins(next)) moves.insert({i, left});
      }
    }
    return moves;
  }

 private:
  std::map<Heaps, bool> memo_;
};

Analysis analyse_nim(Heaps heaps) {
  return Analysis(Sum({std::make_shared<Nim>(std::move(heaps))}));
}

std::set<std::pair<std::size_t, std::uint64_t>> engine_moves(const Analysis& analysis) {
  std::set<std::pair<std::size_t, std::uint64_t>> moves;
  for (const Move& move : analysis.winning_moves()) {
    EXPECT_EQ(move.result.size(), 1U);
    moves.insert({move.heap, move.result.at(0)});
  }
  return moves;
}

TEST(NimTheorem, AgreesWithBruteForceOnEverySmallPosition) {
  BruteForceNim brute;
  std::size_t positions = 0;
  for (std::uint64_t a = 0; a <= 15; ++a) {
    for (std::uint64_t b = 0; b <= 15; ++b) {
      std::vector<Heaps> cases = {{a, b}};
      for (std::uint64_t c = 0; c <= 15; ++c) cases.push_back({a, b, c});
      for (const Heaps& heaps : cases) {
        ++positions;
        const Analysis analysis = analyse_nim(heaps);
        const bool won = analysis.outcome() == Outcome::next_player_wins;
        ASSERT_EQ(won, brute.wins(heaps)) << ::testing::PrintToString(heaps);
        ASSERT_EQ(engine_moves(analysis), brute.winning_moves(heaps))
            << ::testing::PrintToString(heaps);
      }
    }
  }
  EXPECT_EQ(positions, 4352U);  // the seed checker's count: 16^2 + 16^3
}

// The closed form in sums with other families, searched whole by the oracle
// (tests/oracle), under both conventions.
TEST(NimTheorem, AgreesWithTheOracleInSumsWithOtherFamilies) {
  for (std::uint64_t a = 0; a <= 7; ++a) {
    for (std::uint64_t b = 0; b <= 7; ++b) {
      for (std::uint64_t c = 0; c <= 7; ++c) {
        ASSERT_TRUE(testing::agrees_with_oracle(fmt::format("nim {} {} {}", a, b, c)));
        ASSERT_TRUE(testing::agrees_with_oracle(fmt::format("nim {} {} + kayles {}", a, b, c)));
        ASSERT_TRUE(testing::agrees_with_oracle(fmt::format("nim {} {} {}", a, b, c),
                                                PlayConvention::misere));
      }
    }
  }
}

TEST(NimSeeds, MatchGirlsOneTwoThreeIsLost) {
  const Analysis analysis = analyse_nim({1, 2, 3});
  EXPECT_EQ(analysis.grundy_value(), 0U);
  EXPECT_EQ(analysis.outcome(), Outcome::previous_player_wins);
  EXPECT_TRUE(analysis.winning_moves().empty());
}

TEST(NimSeeds, CherryBowlsHaveExactlyOneWinningMoveEightToFour) {
  const Analysis analysis = analyse_nim({5, 6, 7, 8});
  EXPECT_EQ(analysis.grundy_value(), 12U);
  const std::vector<Move> moves = analysis.winning_moves();
  ASSERT_EQ(moves.size(), 1U);
  EXPECT_EQ(moves[0].heap, 3U);
  EXPECT_EQ(moves[0].taken, 4U);
  EXPECT_EQ(analysis.sum().after(moves[0]).canonical(), "nim 5 6 7 4");
  EXPECT_EQ(analysis.sum().components()[0]->notation(moves[0]), "4:8->4");
  EXPECT_EQ(analysis.sum().components()[0]->describe(moves[0]), "take 4 from heap 4 (8 -> 4)");
}

TEST(NimSeeds, OneTwoFourIsWonByLeavingOneTwoThree) {
  const Analysis analysis = analyse_nim({1, 2, 4});
  ASSERT_EQ(analysis.outcome(), Outcome::next_player_wins);
  const std::vector<Move> moves = analysis.winning_moves();
  ASSERT_EQ(moves.size(), 1U);
  EXPECT_EQ(analysis.sum().after(moves[0]).canonical(), "nim 1 2 3");
}

TEST(NimSeeds, OneTwoFourSevenIsLost) {
  EXPECT_EQ(analyse_nim({1, 2, 4, 7}).outcome(), Outcome::previous_player_wins);
}

TEST(NimSeeds, ABAndTheirXorIsLostForRandomAAndB) {
  std::mt19937_64 random(20261129);
  std::uniform_int_distribution<std::uint64_t> size(0, kMaxNumber);
  for (int round = 0; round < 1000; ++round) {
    const std::uint64_t a = size(random);
    const std::uint64_t b = size(random);
    const Analysis analysis = analyse_nim({a, b, a ^ b});
    EXPECT_EQ(analysis.outcome(), Outcome::previous_player_wins) << a << " " << b;
    EXPECT_EQ(analysis.count_winning_moves(), 0U);
  }
}

TEST(NimMoves, CountEqualsHeapsWithTheHighestBitOfTheNimSum) {
  std::mt19937_64 random(7);
  for (int round = 0; round < 2000; ++round) {
    const std::uint64_t limit = round % 2 == 0 ? 31 : kMaxNumber;
    std::uniform_int_distribution<std::uint64_t> size(0, limit);
    Heaps heaps(1 + round % 9);
    for (auto& heap : heaps) heap = size(random);
    const Analysis analysis = analyse_nim(heaps);
    std::size_t expected = 0;
    if (analysis.grundy_value() != 0) {
      const int top = std::bit_width(analysis.grundy_value()) - 1;
      for (std::uint64_t heap : heaps) expected += (heap >> top) & 1U;
    }
    EXPECT_EQ(analysis.count_winning_moves(), expected);
    for (const Move& move : analysis.winning_moves()) {
      Heaps after = heaps;
      after.at(move.heap) = move.result.at(0);
      Nimber left = 0;
      for (const std::uint64_t heap : after) left ^= heap;  // Bouton: lost exactly at nim-sum 0
      EXPECT_EQ(left, 0U);
      EXPECT_LT(move.result.at(0), heaps.at(move.heap));
    }
  }
}

TEST(NimMoves, LargestHeapsWork) {
  const Analysis analysis = analyse_nim({kMaxNumber, 1});
  const std::vector<Move> moves = analysis.winning_moves();
  ASSERT_EQ(moves.size(), 1U);
  EXPECT_EQ(analysis.sum().after(moves[0]).canonical(), "nim 1 1");
}

TEST(NimMoves, AllMovesAreOrderedByHeapThenTaken) {
  std::vector<std::pair<std::size_t, std::uint64_t>> seen;
  Nim({2, 0, 3}).all_moves([&](const Move& move) {
    seen.push_back({move.heap, move.taken});
    return true;
  });
  const std::vector<std::pair<std::size_t, std::uint64_t>> expected = {
      {0, 1}, {0, 2}, {2, 1}, {2, 2}, {2, 3}};
  EXPECT_EQ(seen, expected);
}

TEST(NimMoves, TakingAHeapWhollyKeepsItsPlace) {
  const Sum sum = parse_expression("nim 1 2 3");
  Move take_all{0, 2, 3, {0}};
  EXPECT_EQ(sum.after(take_all).canonical(), "nim 1 2 0");
  EXPECT_EQ(sum.components()[0]->describe(take_all), "take all 3 from heap 3");
  // One token is not "all 1".
  EXPECT_EQ(sum.components()[0]->describe(Move{0, 0, 1, {0}}), "take the only token from heap 1");
}

}  // namespace
}  // namespace grundy

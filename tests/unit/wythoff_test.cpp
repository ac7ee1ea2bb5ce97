// Wythoff's game against independent checks: the losing pairs against the mex
// construction and (at every size up to 2^63-1) against the Fibonacci
// (Zeckendorf) characterisation; Grundy values against the oracle (tests/oracle);
// the complete set of winning moves against a plain game-tree search.
#include "grundy/wythoff.hpp"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <random>
#include <set>
#include <string>
#include <thread>
#include <tuple>
#include <vector>

#include "../sanitized.hpp"
#include "grundy/analysis.hpp"
#include "grundy/errors.hpp"
#include "grundy/expression.hpp"
#include "grundy/integers.hpp"
#include "oracle_agreement.hpp"

namespace grundy {
namespace {

__extension__ using Uint128 = unsigned __int128;

constexpr std::uint64_t kPow63 = std::uint64_t{1} << 63;

// ------------------------------------------------------------- oracles --

// The losing pairs by their definition as a greedy construction (Wythoff
// 1907): a_k is the least number not used by an earlier pair, b_k = a_k + k.
struct MexPairs {
  std::vector<std::uint64_t> lower;    // a_k
  std::vector<std::uint64_t> partner;  // partner[x] for every x the pairs cover
};

MexPairs mex_pairs(std::size_t count) {
  MexPairs pairs;
  std::vector<char> used(3 * count + 3, 0);
  pairs.partner.assign(used.size(), 0);
  std::uint64_t mex = 0;
  for (std::uint64_t k = 0; k < count; ++k) {
    while (used[mex]) ++mex;
    const std::uint64_t a = mex;
    const std::uint64_t b = a + k;
    used[a] = used[b] = 1;
    pairs.lower.push_back(a);
    pairs.partner[a] = b;
    pairs.partner[b] = a;
  }
  pairs.partner.resize(pairs.lower.back() + 1);  // every x up to here is in some pair
  return pairs;
}

// Fibonacci numbers F_0 = 0, F_1 = 1, ..., past 2^65, in 128 bits.
const std::vector<Uint128>& fibonacci() {
  static const std::vector<Uint128> numbers = [] {
    std::vector<Uint128> f = {0, 1};
    while (f.back() < (Uint128{1} << 66)) f.push_back(f[f.size() - 1] + f[f.size() - 2]);
    return f;
  }();
  return numbers;
}

// Zeckendorf: every positive integer is uniquely a sum of non-consecutive
// Fibonacci numbers F_i, i >= 2 (greedy). Indices, largest first.
std::vector<std::size_t> zeckendorf(Uint128 x) {
  const auto& f = fibonacci();
  std::vector<std::size_t> indices;
  for (std::size_t i = f.size() - 1; i >= 2 && x > 0; --i) {
    if (f[i] <= x) {
      indices.push_back(i);
      x -= f[i];
    }
  }
  return indices;
}

Uint128 shifted(const std::vector<std::size_t>& indices, int by) {
  Uint128 sum = 0;
  for (std::size_t i : indices) sum += fibonacci()[i + by];
  return sum;
}

// The Fibonacci characterisation (Fraenkel; see also Silber 1976): x >= 1 is
// a lower Wythoff number exactly when its Zeckendorf representation ends in an
// even number of zeros, i.e. its least index is even; its partner is then the
// representation shifted up by one index, and an upper number's partner is
// its representation shifted down.
bool oracle_is_lower(std::uint64_t x) { return zeckendorf(x).back() % 2 == 0; }

Uint128 oracle_partner(std::uint64_t x) {
  if (x == 0) return 0;
  const std::vector<std::size_t> z = zeckendorf(x);
  return shifted(z, z.back() % 2 == 0 ? 1 : -1);
}

// ⌊kφ⌋ is k's representation shifted up, less 1 when its least index is even.
Uint128 oracle_lower(std::uint64_t k) {
  if (k == 0) return 0;
  const std::vector<std::size_t> z = zeckendorf(k);
  return shifted(z, 1) - (z.back() % 2 == 0 ? 1 : 0);
}

// Plain game-tree search, no theory: lost[a][b] when no move reaches a lost
// position.
class BruteForceWythoff {
 public:
  explicit BruteForceWythoff(std::uint64_t size) : lost_(size + 1, std::vector<char>(size + 1, 0)) {
    for (std::uint64_t a = 0; a <= size; ++a) {
      for (std::uint64_t b = 0; b <= size; ++b) {
        bool won = false;
        for (const auto& [next, heap] : options(a, b)) won = won || lost(next.first, next.second);
        lost_[a][b] = !won;
      }
    }
  }
  bool lost(std::uint64_t a, std::uint64_t b) const { return lost_[a][b] != 0; }

  // Every option with the direction it was made in (0 first, 1 second, 2 both).
  static std::vector<std::pair<std::pair<std::uint64_t, std::uint64_t>, std::size_t>> options(
      std::uint64_t a, std::uint64_t b) {
    std::vector<std::pair<std::pair<std::uint64_t, std::uint64_t>, std::size_t>> result;
    for (std::uint64_t x = 0; x < a; ++x) result.push_back({{x, b}, 0});
    for (std::uint64_t y = 0; y < b; ++y) result.push_back({{a, y}, 1});
    for (std::uint64_t t = 1; t <= std::min(a, b); ++t) result.push_back({{a - t, b - t}, 2});
    return result;
  }

  // (direction, tokens taken, heaps left) of every winning move.
  std::set<std::tuple<std::size_t, std::uint64_t, std::uint64_t, std::uint64_t>> winning_moves(
      std::uint64_t a, std::uint64_t b) const {
    std::set<std::tuple<std::size_t, std::uint64_t, std::uint64_t, std::uint64_t>> moves;
    for (const auto& [next, heap] : options(a, b)) {
      if (lost(next.first, next.second)) {
        moves.insert({heap, a - next.first + b - next.second, next.first, next.second});
      }
    }
    return moves;
  }

 private:
  std::vector<std::vector<char>> lost_;
};

using MoveSet = std::set<std::tuple<std::size_t, std::uint64_t, std::uint64_t, std::uint64_t>>;

MoveSet move_set(const std::vector<Move>& moves) {
  MoveSet set;
  for (const Move& move : moves) {
    EXPECT_EQ(move.result.size(), 2U);
    set.insert({move.heap, move.taken, move.result.at(0), move.result.at(1)});
  }
  return set;
}

std::vector<Move> loss_moves(const Wythoff& game) {
  std::vector<Move> moves;
  game.moves_to_loss([&](const Move& move) {
    moves.push_back(move);
    return true;
  });
  return moves;
}

Analysis analyse_wythoff(std::uint64_t a, std::uint64_t b) {
  return Analysis(Sum({std::make_shared<Wythoff>(a, b)}));
}

bool ordered_by_heap_then_taken(const std::vector<Move>& moves) {
  return std::is_sorted(moves.begin(), moves.end(), [](const Move& x, const Move& y) {
    return std::tie(x.component, x.heap, x.taken) < std::tie(y.component, y.heap, y.taken);
  });
}

// The winning moves from (a, b) as the oracle sees them: a move reaches a
// losing pair exactly when it keeps one heap and lowers the other to its
// partner, or lowers both to the one losing pair with their difference.
MoveSet oracle_winning_moves(std::uint64_t a, std::uint64_t b) {
  MoveSet moves;
  if (const Uint128 p = oracle_partner(b); p < a) {
    moves.insert({0, a - static_cast<std::uint64_t>(p), static_cast<std::uint64_t>(p), b});
  }
  if (const Uint128 p = oracle_partner(a); p < b) {
    moves.insert({1, b - static_cast<std::uint64_t>(p), a, static_cast<std::uint64_t>(p)});
  }
  const std::uint64_t smaller = std::min(a, b);
  if (const Uint128 low = oracle_lower(std::max(a, b) - smaller); low < smaller) {
    const std::uint64_t t = smaller - static_cast<std::uint64_t>(low);
    moves.insert({2, 2 * t, a - t, b - t});
  }
  return moves;
}

// ------------------------------------------------------- losing pairs --

TEST(WythoffPairs, OraclesAgreeWithTheMexConstruction) {
  const MexPairs pairs = mex_pairs(100'000);
  for (std::uint64_t k = 0; k < pairs.lower.size(); ++k) {
    ASSERT_EQ(oracle_lower(k), pairs.lower[k]) << k;
  }
  for (std::uint64_t x = 1; x < pairs.partner.size(); ++x) {
    ASSERT_EQ(oracle_partner(x), pairs.partner[x]) << x;
    ASSERT_EQ(oracle_is_lower(x), pairs.partner[x] > x) << x;
  }
}

TEST(WythoffPairs, IntegerArithmeticAgreesWithTheMexConstruction) {
  const MexPairs pairs = mex_pairs(1'000'000);
  for (std::uint64_t k = 0; k < pairs.lower.size(); ++k) {
    ASSERT_EQ(lower_wythoff(k), pairs.lower[k]) << k;
    ASSERT_EQ(wythoff_partner(pairs.lower[k]), pairs.lower[k] + k) << k;
  }
  // Every number up to ⌊999999φ⌋ (about 1.6 million) is in exactly one pair.
  for (std::uint64_t x = 0; x < pairs.partner.size(); ++x) {
    ASSERT_EQ(wythoff_partner(x), pairs.partner[x]) << x;
  }
}

TEST(WythoffPairs, FloorOverPhiAgreesWithTheFibonacciOracle) {
  // ⌊x/φ⌋ = ⌊xφ⌋ - x.
  std::mt19937_64 random(1907);
  std::uniform_int_distribution<std::uint64_t> any(0, kPow63);
  std::vector<std::uint64_t> xs = {0, 1, 2, 3, 4, 5, kMaxNumber - 1, kMaxNumber, kPow63};
  for (int i = 0; i < 100'000; ++i) xs.push_back(any(random));
  for (std::uint64_t x : xs) {
    ASSERT_EQ(Uint128{floor_over_phi(x)}, oracle_lower(x) - x) << x;
    ASSERT_EQ(Uint128{lower_wythoff(x)}, oracle_lower(x)) << x;
  }
}

TEST(WythoffPairs, PartnersNearTenToTheEighteenAgreeWithTheFibonacciOracle) {
  constexpr std::uint64_t kCentre = 1'000'000'000'000'000'000ULL;
  for (std::uint64_t x = kCentre - 50'000; x <= kCentre + 50'000; ++x) {
    ASSERT_EQ(Uint128{wythoff_partner(x)}, oracle_partner(x)) << x;
  }
}

TEST(WythoffPairs, PartnersUpTo2To63Minus1AgreeWithTheFibonacciOracle) {
  for (std::uint64_t x = kMaxNumber - 100'000; x != kMaxNumber; ++x) {
    ASSERT_EQ(Uint128{wythoff_partner(x)}, oracle_partner(x)) << x;
  }
  EXPECT_EQ(Uint128{wythoff_partner(kMaxNumber)}, oracle_partner(kMaxNumber));
  // The partner of a lower number near 2^63 is beyond 2^63-1 but exact.
  EXPECT_GT(wythoff_partner(kMaxNumber - 1), kMaxNumber);

  std::mt19937_64 random(2026);
  std::uniform_int_distribution<std::uint64_t> any(1, kMaxNumber);
  for (int i = 0; i < 200'000; ++i) {
    const std::uint64_t x = any(random);
    ASSERT_EQ(Uint128{wythoff_partner(x)}, oracle_partner(x)) << x;
  }
}

TEST(WythoffPairs, LargestLosingPairsAreExact) {
  // The last k whose pair fits 2^63-1, and its neighbours, from both sides.
  std::uint64_t k = 0;  // the largest k with ⌊kφ⌋ + k <= 2^63-1, by bisection on the oracle
  for (std::uint64_t high = kMaxNumber / 2; k < high;) {
    const std::uint64_t middle = k + (high - k + 1) / 2;
    if (oracle_lower(middle) + middle <= kMaxNumber) {
      k = middle;
    } else {
      high = middle - 1;
    }
  }
  for (std::uint64_t j = k - 1000; j <= k; ++j) {
    const std::uint64_t a = static_cast<std::uint64_t>(oracle_lower(j));
    const std::uint64_t b = a + j;
    ASSERT_EQ(lower_wythoff(j), a) << j;
    ASSERT_EQ(wythoff_partner(a), b) << j;
    ASSERT_EQ(wythoff_partner(b), a) << j;
    ASSERT_TRUE(Wythoff(a, b).is_loss()) << j;
    ASSERT_TRUE(Wythoff(b, a).is_loss()) << j;
    ASSERT_FALSE(Wythoff(a, b - 1).is_loss()) << j;
    ASSERT_FALSE(Wythoff(a + 1, b).is_loss()) << j;
  }
}

// ---------------------------------------------------- values, outcome --

TEST(WythoffValues, TableAgreesWithTheOracleOnEverySmallPosition) {
  for (std::uint64_t a = 0; a <= 30; ++a) {
    for (std::uint64_t b = 0; b <= 30; ++b) {
      ASSERT_TRUE(testing::agrees_with_oracle(fmt::format("wythoff {} {}", a, b)));
    }
  }
}

TEST(WythoffValues, KnownValues) {
  // A heap alone is Nim; the first rows of Wythoff's values (OEIS A004481).
  EXPECT_EQ(wythoff_grundy_value(0, 37), 37U);
  EXPECT_EQ(wythoff_grundy_value(4095, 0), 4095U);
  const std::vector<std::vector<Nimber>> rows = {
      {0, 1, 2, 3, 4, 5}, {1, 2, 0, 4, 5, 3}, {2, 0, 1, 5, 3, 4}, {3, 4, 5, 6, 2, 0}};
  for (std::uint64_t a = 0; a < rows.size(); ++a) {
    for (std::uint64_t b = 0; b < rows[a].size(); ++b)
      EXPECT_EQ(wythoff_grundy_value(a, b), rows[a][b]);
  }
}

TEST(WythoffValues, LargestTableIsTheMexOfItsOwnOptionsAndZeroExactlyAtThePairs) {
  // Cells near the limit, checked by a plain mex over all their options.
  std::mt19937_64 random(4096);
  std::uniform_int_distribution<std::uint64_t> heap(3500, kWythoffValueLimit);
  for (int i = 0; i < 40; ++i) {
    const std::uint64_t a = i == 0 ? kWythoffValueLimit : heap(random);
    const std::uint64_t b = i < 2 ? kWythoffValueLimit : heap(random);
    std::vector<Nimber> values;
    for (const auto& [next, direction] : BruteForceWythoff::options(a, b)) {
      values.push_back(wythoff_grundy_value(next.first, next.second));
    }
    ASSERT_EQ(wythoff_grundy_value(a, b), mex(values)) << a << " " << b;
  }
  for (std::uint64_t a = 0; a <= kWythoffValueLimit; ++a) {
    for (std::uint64_t b = kWythoffValueLimit - 2; b <= kWythoffValueLimit; ++b) {
      ASSERT_EQ(wythoff_grundy_value(a, b) == 0, wythoff_partner(a) == b) << a << " " << b;
    }
  }
}

TEST(WythoffValues, BeyondTheLimitIsALimitErrorNamingIt) {
  EXPECT_NO_THROW(Wythoff(kWythoffValueLimit, kWythoffValueLimit).grundy_value());
  try {
    (void)Wythoff(3, kWythoffValueLimit + 1).grundy_value();
    FAIL() << "expected LimitError";
  } catch (const LimitError& error) {
    const std::string message = error.what();
    EXPECT_NE(message.find("4096"), std::string::npos) << message;
    EXPECT_NE(message.find("wythoff 3 4097"), std::string::npos) << message;
  }
  EXPECT_THROW((void)wythoff_grundy_value(kMaxNumber, 0), LimitError);
}

// Threads reading the table at once (the first to ask builds it) see the
// values of a plain mex table built here.
TEST(WythoffValues, TableIsSafeToShareBetweenThreads) {
  constexpr std::uint64_t kSide = 160;
  std::vector<std::vector<Nimber>> plain(kSide, std::vector<Nimber>(kSide));
  for (std::uint64_t a = 0; a < kSide; ++a) {
    for (std::uint64_t b = 0; b < kSide; ++b) {
      std::vector<Nimber> values;
      for (const auto& [next, direction] : BruteForceWythoff::options(a, b)) {
        values.push_back(plain[next.first][next.second]);
      }
      plain[a][b] = mex(values);
    }
  }
  std::vector<Nimber> found(4);
  std::vector<std::thread> threads;
  for (std::size_t i = 0; i < found.size(); ++i) {
    threads.emplace_back(
        [&found, i] { found[i] = wythoff_grundy_value(30 * (i + 1), 150 - 7 * i); });
  }
  for (std::thread& thread : threads) thread.join();
  for (std::size_t i = 0; i < found.size(); ++i)
    EXPECT_EQ(found[i], plain[30 * (i + 1)][150 - 7 * i]) << i;
}

// ------------------------------------------------------ winning moves --

TEST(WythoffMoves, OutcomeAndEveryWinningMoveAgreeWithBruteForce) {
  const BruteForceWythoff brute(40);
  std::size_t with_moves = 0;
  for (std::uint64_t a = 0; a <= 40; ++a) {
    for (std::uint64_t b = 0; b <= 40; ++b) {
      const Wythoff game(a, b);
      ASSERT_EQ(game.is_loss(), brute.lost(a, b)) << a << " " << b;
      const Analysis analysis = analyse_wythoff(a, b);
      ASSERT_TRUE(analysis.value_known());
      ASSERT_EQ(analysis.outcome() == Outcome::previous_player_wins, brute.lost(a, b));
      const std::vector<Move> moves = analysis.winning_moves();
      ASSERT_EQ(move_set(moves), brute.winning_moves(a, b)) << a << " " << b;
      ASSERT_EQ(move_set(moves).size(), moves.size()) << "duplicates from " << a << " " << b;
      ASSERT_TRUE(ordered_by_heap_then_taken(moves)) << a << " " << b;
      // The rule used for a lone position beyond the table gives the same.
      ASSERT_EQ(loss_moves(game), moves) << a << " " << b;
      with_moves += moves.size() > 1 ? 1 : 0;
    }
  }
  EXPECT_GT(with_moves, 100U);  // positions with two or three winning moves are covered
}

TEST(WythoffMoves, MovesToEveryValueAgreeWithTheOracle) {
  const std::uint64_t largest = testing_build::sanitized() ? 10 : 20;
  for (std::uint64_t a = 0; a <= largest; ++a) {
    for (std::uint64_t b = 0; b <= largest; ++b) {
      const Wythoff game(a, b);
      const std::string text = fmt::format("wythoff {} {}", a, b);
      for (Nimber target = 0; target <= a + b + 1; ++target) {
        std::vector<Move> moves;
        game.moves_to_value(game.grundy_value(), target, [&](const Move& move) {
          moves.push_back(move);
          return true;
        });
        ASSERT_EQ(testing::library_moves_to_value(text, target),
                  testing::oracle_moves_to_value(text, target))
            << text << " to " << target;
        ASSERT_TRUE(ordered_by_heap_then_taken(moves));
        ASSERT_LE(moves.size(), 3U);
      }
    }
  }
}

TEST(WythoffMoves, InASumWithNimAgreeWithTheOracle) {
  for (std::uint64_t a = 0; a <= 12; ++a) {
    for (std::uint64_t b = 0; b <= 12; ++b) {
      for (std::uint64_t c = 0; c <= 15; ++c) {
        const std::string text = fmt::format("wythoff {} {} + nim {}", a, b, c);
        ASSERT_TRUE(testing::agrees_with_oracle(text));
        ASSERT_TRUE(ordered_by_heap_then_taken(Analysis(parse_expression(text)).winning_moves()))
            << text;
      }
    }
  }
}

TEST(WythoffMoves, HugeLonePositionsAreSolvedWithoutTheirValue) {
  std::mt19937_64 random(618);
  std::uniform_int_distribution<std::uint64_t> any(0, kMaxNumber);
  std::uniform_int_distribution<std::uint64_t> near(0, 1000);
  constexpr std::uint64_t kCentre = 1'000'000'000'000'000'000ULL;
  for (int i = 0; i < 3000; ++i) {
    std::uint64_t a = 0;
    std::uint64_t b = 0;
    switch (i % 4) {
      case 0:  // anywhere
        a = any(random);
        b = any(random);
        break;
      case 1:  // near 10^18, close to a losing pair so that moves exist in every direction
        a = kCentre + near(random);
        b = static_cast<std::uint64_t>(oracle_partner(a)) + near(random) - 500;
        break;
      case 2:  // the top of the range
        a = kMaxNumber - near(random);
        b = kMaxNumber - near(random);
        break;
      default:  // a losing pair itself, either order
        a = any(random) / 2;
        b = static_cast<std::uint64_t>(oracle_partner(a));
        if (i % 8 == 7) std::swap(a, b);
        break;
    }
    const Analysis analysis = analyse_wythoff(a, b);
    ASSERT_FALSE(analysis.value_known()) << a << " " << b;
    EXPECT_THROW((void)analysis.grundy_value(), LimitError);
    const bool lost = oracle_partner(a) == b;
    ASSERT_EQ(analysis.outcome() == Outcome::previous_player_wins, lost) << a << " " << b;
    const std::vector<Move> moves = analysis.winning_moves();
    ASSERT_EQ(move_set(moves), oracle_winning_moves(a, b)) << a << " " << b;
    ASSERT_TRUE(ordered_by_heap_then_taken(moves));
    for (const Move& move : moves) {
      ASSERT_EQ(oracle_partner(move.result[0]), move.result[1]) << a << " " << b;
      ASSERT_TRUE(
          std::dynamic_pointer_cast<const Wythoff>(analysis.sum().after(move).components()[0])
              ->is_loss());
    }
  }
}

TEST(WythoffMoves, TwoAndThreeWinningMovesInOrder) {
  // (7, 9): the second heap to 4 leaves (7, 4), a losing pair in the other
  // order; 4 from both leaves (3, 5); 9's partner is 15, not below 7, so no
  // move in the first heap wins.
  const Analysis analysis = analyse_wythoff(7, 9);
  const std::vector<Move> moves = analysis.winning_moves();
  ASSERT_EQ(moves.size(), 2U);
  const Component& game = *analysis.sum().components()[0];
  EXPECT_EQ(game.notation(moves[0]), "7 9->7 4");
  EXPECT_EQ(game.describe(moves[0]), "take 5 from the second heap (9 -> 4)");
  EXPECT_EQ(moves[0].heap, Wythoff::kSecondHeap);
  EXPECT_EQ(moves[0].taken, 5U);
  EXPECT_EQ(game.notation(moves[1]), "7 9->3 5");
  EXPECT_EQ(game.describe(moves[1]), "take 4 from both heaps (7 9 -> 3 5)");
  EXPECT_EQ(moves[1].heap, Wythoff::kBothHeaps);
  EXPECT_EQ(moves[1].taken, 8U);
  EXPECT_EQ(analysis.sum().after(moves[1]).canonical(), "wythoff 3 5");

  // (2, 2) has one winning move of each kind: the first heap to 1 leaves
  // (1, 2), the second to 1 leaves (2, 1), both to 0
  // leaves (0, 0), in the order first heap, second heap, both.
  const Analysis three = analyse_wythoff(2, 2);
  const std::vector<Move> all = three.winning_moves();
  ASSERT_EQ(all.size(), 3U);
  EXPECT_EQ(all[0].heap, Wythoff::kFirstHeap);
  EXPECT_EQ(three.sum().after(all[0]).canonical(), "wythoff 1 2");
  EXPECT_EQ(all[1].heap, Wythoff::kSecondHeap);
  EXPECT_EQ(three.sum().after(all[1]).canonical(), "wythoff 2 1");
  EXPECT_EQ(all[2].heap, Wythoff::kBothHeaps);
  EXPECT_EQ(three.sum().after(all[2]).canonical(), "wythoff 0 0");
}

TEST(WythoffMoves, AllMovesAreOrderedByHeapThenTaken) {
  std::vector<std::tuple<std::size_t, std::uint64_t, std::uint64_t, std::uint64_t>> seen;
  Wythoff(2, 1).all_moves([&](const Move& move) {
    seen.push_back({move.heap, move.taken, move.result.at(0), move.result.at(1)});
    return true;
  });
  const std::vector<std::tuple<std::size_t, std::uint64_t, std::uint64_t, std::uint64_t>> expected =
      {{0, 1, 1, 1}, {0, 2, 0, 1}, {1, 1, 2, 0}, {2, 2, 1, 0}};
  EXPECT_EQ(seen, expected);
}

TEST(WythoffMoves, DescribeNotationAndAfter) {
  const Wythoff game(3, 5);
  const Move first{0, Wythoff::kFirstHeap, 2, {1, 5}};
  EXPECT_EQ(game.notation(first), "3 5->1 5");
  EXPECT_EQ(game.describe(first), "take 2 from the first heap (3 -> 1)");
  EXPECT_EQ(game.after(first)->canonical(), "wythoff 1 5");
  const Move both{0, Wythoff::kBothHeaps, 6, {0, 2}};
  EXPECT_EQ(game.describe(both), "take 3 from both heaps (3 5 -> 0 2)");
  EXPECT_EQ(game.after(both)->canonical(), "wythoff 0 2");

  EXPECT_THROW((void)game.after(Move{0, Wythoff::kBothHeaps, 2, {2, 3}}), RuleError);
  EXPECT_THROW((void)game.after(Move{0, Wythoff::kFirstHeap, 0, {3, 5}}), RuleError);
  EXPECT_THROW((void)game.after(Move{0, Wythoff::kSecondHeap, 1, {3, 6}}), RuleError);
  EXPECT_THROW((void)game.after(Move{0, 3, 1, {2, 5}}), RuleError);
  EXPECT_THROW((void)game.after(Move{0, Wythoff::kFirstHeap, 1, {2}}), RuleError);
}

TEST(WythoffMoves, ValueRowIsThePositionWithItsValue) {
  const std::vector<ValueRow> rows = Wythoff(4, 6).value_rows(5);
  ASSERT_EQ(rows.size(), 1U);
  EXPECT_EQ(rows[0].label, "wythoff 4 6");
  EXPECT_EQ(rows[0].value, wythoff_grundy_value(4, 6));
  EXPECT_TRUE(Wythoff(4, 6).value_rows(0).empty());
}

// --------------------------------------------------- parsing, errors --

std::string parse_error(const std::string& text, std::size_t* column = nullptr) {
  try {
    (void)parse_expression(text);
  } catch (const ParseError& error) {
    if (column != nullptr) *column = error.column();
    return error.what();
  }
  ADD_FAILURE() << "no ParseError for '" << text << "'";
  return "";
}

TEST(WythoffParse, CanonicalFormParsesBackToTheSamePosition) {
  EXPECT_EQ(parse_expression("WYTHOFF 003  5").canonical(), "wythoff 3 5");
  EXPECT_EQ(parse_expression("wythoff 9223372036854775807 0 + nim 1").canonical(),
            "wythoff 9223372036854775807 0 + nim 1");
  for (const char* text :
       {"wythoff 0 0", "wythoff 4 6", "wythoff 9223372036854775807 9223372036854775807"}) {
    const Sum sum = parse_expression(text);
    EXPECT_EQ(sum.canonical(), text);
    EXPECT_EQ(parse_expression(sum.canonical()).canonical(), text);
  }
}

TEST(WythoffParse, OtherCountsOfNumbersNameTheColumn) {
  std::size_t column = 0;
  std::string message = parse_error("wythoff", &column);
  EXPECT_EQ(column, 1U);
  EXPECT_NE(message.find("needs two heap sizes"), std::string::npos) << message;

  message = parse_error("nim 1 + wythoff 7", &column);
  EXPECT_EQ(column, 9U);
  EXPECT_NE(message.find("only '7' at column 17"), std::string::npos) << message;

  message = parse_error("wythoff 3 5 8", &column);
  EXPECT_EQ(column, 13U);
  EXPECT_NE(message.find("'8' at column 13 is a third heap size"), std::string::npos) << message;
}

TEST(WythoffParse, BadNumbersAndParametersAreParseErrors) {
  std::size_t column = 0;
  std::string message = parse_error("wythoff 3 -5", &column);
  EXPECT_EQ(column, 11U);
  EXPECT_NE(message.find("negative number '-5'"), std::string::npos) << message;
  message = parse_error("wythoff 9223372036854775808 1", &column);
  EXPECT_EQ(column, 9U);
  EXPECT_NE(message.find("too large"), std::string::npos) << message;
  message = parse_error("wythoff(2) 3 5", &column);
  EXPECT_EQ(column, 8U);
  EXPECT_NE(message.find("takes no parameters"), std::string::npos) << message;
  message = parse_error("wythoff x 5", &column);
  EXPECT_EQ(column, 9U);
  EXPECT_THROW(Wythoff(kMaxNumber + 1, 0), RuleError);
}

TEST(WythoffParse, ASumWithAHugeWythoffGameIsALimitError) {
  const Sum sum = parse_expression("wythoff 5000 3 + nim 1");
  try {
    const Analysis analysis(sum);
    FAIL() << "expected LimitError";
  } catch (const LimitError& error) {
    const std::string message = error.what();
    EXPECT_NE(message.find("wythoff 5000 3"), std::string::npos) << message;
    EXPECT_NE(message.find("not in a sum"), std::string::npos) << message;
  }
  // The same position alone is solved.
  const Analysis alone(parse_expression("wythoff 5000 3"));
  EXPECT_FALSE(alone.value_known());
  EXPECT_EQ(alone.outcome(), Outcome::next_player_wins);
  EXPECT_EQ(move_set(alone.winning_moves()), oracle_winning_moves(5000, 3));
}

}  // namespace
}  // namespace grundy

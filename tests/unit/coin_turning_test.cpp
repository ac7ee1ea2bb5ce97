// Coin-turning games and their products against a brute-force search written here from the
// rules alone: every position (a set of heads) on the first seven coins, its
// value by the mex over the moves the rule allows, and the positions the
// winning moves leave.
#include "grundy/coin_turning.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <chrono>
#include <cstdint>
#include <functional>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "grundy/analysis.hpp"
#include "grundy/deadline.hpp"
#include "grundy/errors.hpp"
#include "grundy/expression.hpp"
#include "grundy/nim_field.hpp"

namespace grundy {
namespace {

constexpr unsigned kCoins = 7;  // boards of coins first .. first + 6

// The sets of coins (bit i: coin first + i) that a move may turn when its
// rightmost coin is bit `top`: the rule, written out.
using Rule = std::function<std::vector<std::uint32_t>(unsigned top)>;

// `counts` coins anywhere left of the head, or, with a `window`, among the
// `window` coins ending at it.
Rule subsets(std::set<unsigned> counts, unsigned window = 0) {
  return [counts, window](unsigned top) {
    std::vector<std::uint32_t> turns;
    for (std::uint32_t below = 0; below < (1U << top); ++below) {
      const unsigned lowest = window == 0 || top + 1 <= window ? 0 : top + 1 - window;
      const bool near = (below & ((1U << lowest) - 1)) == 0;
      if (near && counts.count(static_cast<unsigned>(std::popcount(below)) + 1) != 0)
        turns.push_back(below | (1U << top));
    }
    return turns;
  };
}

// A run ending at the head, of a length in `lengths` (empty: any).
Rule runs(std::set<unsigned> lengths = {}) {
  return [lengths](unsigned top) {
    std::vector<std::uint32_t> turns;
    for (unsigned length = 1; length <= top + 1; ++length) {
      if (lengths.empty() || lengths.count(length) != 0)
        turns.push_back(((1U << length) - 1) << (top + 1 - length));
    }
    return turns;
  };
}

// The value by the mex over `brute.options`, memoised in `brute.memo`.
template <typename Brute>
unsigned mex_value(Brute& brute, std::uint32_t heads) {
  if (const auto known = brute.memo.find(heads); known != brute.memo.end()) return known->second;
  std::set<unsigned> seen;
  for (const std::uint32_t option : brute.options(heads)) seen.insert(mex_value(brute, option));
  unsigned mex = 0;
  while (seen.count(mex) != 0) ++mex;
  return brute.memo[heads] = mex;
}

struct Brute {
  Rule rule;
  std::map<std::uint32_t, unsigned> memo;

  std::vector<std::uint32_t> options(std::uint32_t heads) const {
    std::vector<std::uint32_t> found;
    for (unsigned top = 0; top < kCoins; ++top) {
      if ((heads >> top & 1U) == 0) continue;
      for (const std::uint32_t turn : rule(top)) found.push_back(heads ^ turn);
    }
    return found;
  }
  unsigned value(std::uint32_t heads) { return mex_value(*this, heads); }
};

std::string coins_text(const std::string& name, std::uint64_t first, std::uint32_t heads) {
  std::string text = name;
  for (unsigned i = 0; i < kCoins; ++i) {
    if ((heads >> i & 1U) != 0) {
      text += ' ';
      text += std::to_string(first + i);
    }
  }
  return text;
}

void check_family(const std::string& name, std::uint64_t first, const Rule& rule) {
  Brute brute{rule, {}};
  for (std::uint32_t heads = 0; heads < (1U << kCoins); ++heads) {
    const std::string text = coins_text(name, first, heads);
    const Sum sum = parse_expression(text);
    const Analysis analysis(sum);
    ASSERT_EQ(analysis.grundy_value(), brute.value(heads)) << text;
    // The moves: the same positions as the rule's.
    std::multiset<std::string> expected, found;
    for (const std::uint32_t option : brute.options(heads))
      expected.insert(coins_text(name, first, option));
    sum.components()[0]->all_moves([&](const Move& move) {
      found.insert(sum.components()[0]->after(move)->canonical());
      return true;
    });
    ASSERT_EQ(found, expected) << text;
    // The winning moves: exactly those to positions of value 0.
    std::multiset<std::string> winning, to_zero;
    for (const std::uint32_t option : brute.options(heads)) {
      if (brute.value(option) == 0) to_zero.insert(coins_text(name, first, option));
    }
    analysis.winning_moves([&](const Move& move) {
      winning.insert(sum.after(move).canonical());
      return true;
    });
    ASSERT_EQ(winning, to_zero) << text;
  }
}

TEST(CoinTurning, EveryFamilyAgreesWithBruteForce) {
  check_family("turning-turtles", 1, subsets({1, 2}));
  check_family("mock-turtles", 0, subsets({1, 2, 3}));
  check_family("ruler", 1, runs());
  check_family("twins", 0, subsets({2}));
  check_family("turning(1,3)", 1, subsets({1, 3}));
  check_family("turning(2,3)", 1, subsets({2, 3}));
  check_family("turning(3)", 1, subsets({3}));
  // Rules of one's own: a window, runs of some lengths.
  check_family("turning(1,2,within 3)", 1, subsets({1, 2}, 3));
  check_family("turning(2,3,within 4)", 1, subsets({2, 3}, 4));
  check_family("turning(1,3,within 2)", 1, subsets({1, 3}, 2));
  check_family("turning(run)", 1, runs());
  check_family("turning(run,1,2)", 1, runs({1, 2}));
  check_family("turning(run,2,3,5)", 1, runs({2, 3, 5}));
  check_family("turning(run,within 3)", 1, runs({1, 2, 3}));
  check_family("turning(run,1,3,within 2)", 1, runs({1}));
}

// The values of single heads far beyond the seven coins above, each by the
// mex over the XORs of the coins that the rule, written out, turns with it.
TEST(CoinTurning, RulesOfOnesOwnHaveTheMexValuesToCoin200) {
  struct Case {
    std::string name;
    std::function<bool(const std::vector<unsigned>& others, unsigned head)> allowed;
    unsigned most_others;  // at most this many other coins (a run is contiguous)
    bool run;
  };
  const std::vector<Case> cases = {
      {"turning(1,2,within 5)",
       [](const std::vector<unsigned>& o, unsigned h) {
         return o.size() <= 1 && (o.empty() || h - o[0] < 5);
       },
       1, false},
      {"turning(2,3,within 7)",
       [](const std::vector<unsigned>& o, unsigned h) {
         return !o.empty() &&
                std::all_of(o.begin(), o.end(), [h](unsigned c) { return h - c < 7; });
       },
       2, false},
      {"turning(run,1,4)",
       [](const std::vector<unsigned>& o, unsigned) { return o.empty() || o.size() == 3; }, 3,
       true},
      {"turning(run)", [](const std::vector<unsigned>&, unsigned) { return true; }, 200, true},
  };
  for (const Case& rule : cases) {
    SCOPED_TRACE(rule.name);
    std::vector<unsigned> g(201, 0);
    for (unsigned head = 1; head <= 200; ++head) {
      std::set<unsigned> seen;
      std::vector<unsigned> others;
      if (rule.allowed(others, head)) seen.insert(0);
      if (rule.run) {
        unsigned x = 0;
        for (unsigned c = head - 1; c >= 1 && others.size() < rule.most_others; --c) {
          others.push_back(c);
          x ^= g[c];
          if (rule.allowed(others, head)) seen.insert(x);
        }
      } else {
        for (unsigned b = 1; b < head; ++b) {
          if (rule.allowed({b}, head)) seen.insert(g[b]);
          if (rule.most_others < 2) continue;
          for (unsigned a = 1; a < b; ++a) {
            if (rule.allowed({b, a}, head)) seen.insert(g[b] ^ g[a]);
          }
        }
      }
      while (seen.count(g[head]) != 0) ++g[head];
      const Sum sum = parse_expression(rule.name + " " + std::to_string(head));
      ASSERT_EQ(Analysis(sum).grundy_value(), g[head]) << head;
    }
  }
  // turning(run) is Ruler.
  for (unsigned head = 1; head <= 300; ++head) {
    EXPECT_EQ(Analysis(parse_expression("turning(run) " + std::to_string(head))).grundy_value(),
              Analysis(parse_expression("ruler " + std::to_string(head))).grundy_value());
  }
}

// Products on a grid of W x H coins (bit x + W·y: coin (first_a + x,
// first_b + y)): a move is a turn of A times a turn of B, every coin of the
// product turned; the brute force knows nothing of the Tartan theorem.
constexpr unsigned kWidth = 4, kHeight = 3;

struct GridBrute {
  Rule a, b;
  std::map<std::uint32_t, unsigned> memo;

  std::vector<std::uint32_t> options(std::uint32_t heads) const {
    std::vector<std::uint32_t> found;
    for (unsigned y = 0; y < kHeight; ++y) {
      for (unsigned x = 0; x < kWidth; ++x) {
        if ((heads >> (x + kWidth * y) & 1U) == 0) continue;
        for (const std::uint32_t columns : a(x)) {
          for (const std::uint32_t rows : b(y)) {
            std::uint32_t turn = 0;
            for (unsigned i = 0; i < kWidth; ++i) {
              for (unsigned j = 0; j < kHeight; ++j) {
                if ((columns >> i & 1U) != 0 && (rows >> j & 1U) != 0)
                  turn |= 1U << (i + kWidth * j);
              }
            }
            found.push_back(heads ^ turn);
          }
        }
      }
    }
    return found;
  }
  unsigned value(std::uint32_t heads) { return mex_value(*this, heads); }
};

std::string grid_text(const std::string& name, std::uint64_t first_a, std::uint64_t first_b,
                      std::uint32_t heads) {
  std::vector<std::pair<std::uint64_t, std::uint64_t>> coins;
  for (unsigned bit = 0; bit < kWidth * kHeight; ++bit) {
    if ((heads >> bit & 1U) != 0)
      coins.emplace_back(first_a + bit % kWidth, first_b + bit / kWidth);
  }
  std::sort(coins.begin(), coins.end());
  std::string text = name;
  for (const auto& [x, y] : coins) {
    text += ' ';
    text += std::to_string(x) + "," + std::to_string(y);
  }
  return text;
}

void check_product(const std::string& name, std::uint64_t first_a, const Rule& a,
                   std::uint64_t first_b, const Rule& b) {
  GridBrute brute{a, b, {}};
  for (std::uint32_t heads = 0; heads < (1U << (kWidth * kHeight)); ++heads) {
    const std::string text = grid_text(name, first_a, first_b, heads);
    const Sum sum = parse_expression(text);
    const Analysis analysis(sum);
    ASSERT_EQ(analysis.grundy_value(), brute.value(heads)) << text;
    if (heads % 7 != 0) continue;  // moves on a seventh of the positions: enough, and quick
    std::multiset<std::string> expected, found, winning, to_zero;
    for (const std::uint32_t option : brute.options(heads)) {
      expected.insert(grid_text(name, first_a, first_b, option));
      if (brute.value(option) == 0) to_zero.insert(grid_text(name, first_a, first_b, option));
    }
    sum.components()[0]->all_moves([&](const Move& move) {
      found.insert(sum.components()[0]->after(move)->canonical());
      return true;
    });
    analysis.winning_moves([&](const Move& move) {
      winning.insert(sum.after(move).canonical());
      return true;
    });
    ASSERT_EQ(found, expected) << text;
    ASSERT_EQ(winning, to_zero) << text;
  }
}

TEST(CoinProduct, ProductsAgreeWithBruteForce) {
  check_product("turning-corners", 0, subsets({2}), 0, subsets({2}));
  check_product("rugs", 1, runs(), 1, runs());
  check_product("product(mock-turtles,ruler)", 0, subsets({1, 2, 3}), 1, runs());
  check_product("product(turning-turtles,twins)", 1, subsets({1, 2}), 0, subsets({2}));
  check_product("product(turning(1,2,within 2),turning(run,1,2))", 1, subsets({1, 2}, 2), 1,
                runs({1, 2}));
}

TEST(CoinProduct, TurningCornersIsTheNimProductOfTheCoordinates) {
  for (std::uint64_t x = 0; x < 16; ++x) {
    for (std::uint64_t y = 0; y < 16; ++y) {
      const Sum one =
          parse_expression("turning-corners " + std::to_string(x) + "," + std::to_string(y));
      ASSERT_EQ(one.components()[0]->grundy_value(), nim_product(x, y));
    }
  }
  const Sum sum = parse_expression("turning-corners 2,3 5,6");
  const Component& corners = *sum.components()[0];
  EXPECT_EQ(corners.notation(corners.parse_move("5,2 x 6,4")), "5,2x6,4");
  EXPECT_EQ(corners.after(corners.parse_move("5,2x6,4"))->canonical(),
            "turning-corners 2,3 2,4 2,6 5,4");
  EXPECT_THROW((void)corners.parse_move("5,2,1x6,4"), RuleError);  // twins turns two columns
  EXPECT_THROW((void)corners.parse_move("4,2x6,4"), RuleError);    // (4, 6) is tails
  EXPECT_THROW((void)parse_expression("turning-corners 3,3 1,1"), ParseError);
  EXPECT_THROW((void)parse_expression("product(nim, ruler) 1,1"), ParseError);
  EXPECT_THROW((void)parse_expression("rugs 0,1"), RuleError);  // ruler's coins start at 1
}

TEST(CoinTurning, ClosedFormsOfWinningWays) {
  // Mock Turtles: the odious numbers; Ruler: the largest power of 2 dividing n.
  const std::vector<Nimber> odious = {1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22, 25, 26, 28, 31};
  for (std::uint64_t n = 0; n < odious.size(); ++n)
    EXPECT_EQ(CoinRule::mock_turtles()->value(n), odious[n]) << n;
  for (std::uint64_t n = 1; n < 64; ++n) EXPECT_EQ(CoinRule::ruler()->value(n), n & (~n + 1)) << n;
  // turning(1,2,3) computed by the mex is Mock Turtles numbered from 1.
  const auto computed = CoinRule::turning({1, 2, 3});
  for (std::uint64_t n = 1; n <= 512; ++n)
    ASSERT_EQ(computed->value(n), CoinRule::mock_turtles()->value(n - 1));
  // Positions far along the row: winning moves still leave value 0.
  const Sum far = parse_expression("mock-turtles 3 100000 1048575");
  const Analysis analysis(far);
  EXPECT_NE(analysis.grundy_value(), 0U);
  std::size_t checked = 0;
  analysis.winning_moves([&](const Move& move) {
    EXPECT_EQ(Analysis(far.after(move)).grundy_value(), 0U);
    return ++checked < 20;
  });
  EXPECT_GT(checked, 0U);
}

TEST(CoinTurning, ReadingPositionsAndMoves) {
  EXPECT_EQ(parse_expression("mock-turtles THHTH").canonical(), "mock-turtles 1 2 4");
  EXPECT_EQ(parse_expression("ruler THHTH").canonical(), "ruler 2 3 5");
  EXPECT_EQ(parse_expression("twins").canonical(), "twins");
  EXPECT_THROW((void)parse_expression("mock-turtles 4 4"), ParseError);
  EXPECT_THROW((void)parse_expression("ruler 0"), ParseError);  // ruler's coins start at 1
  EXPECT_THROW((void)parse_expression("turning(4) 1"), ParseError);
  for (const char* rule : {"turning(run,run) 1", "turning(1,within 0) 1", "turning(within 3) 1",
                           "turning(2,1) 1", "turning(within 3,1) 1", "turning(1,run) 1",
                           "turning(1,within3) 1", "turning(1,within 2,within 3) 1",
                           "product(turning(1,2) 3,ruler) 1,1", "product(turning(9),ruler) 1,1"}) {
    EXPECT_THROW((void)parse_expression(rule), ParseError) << rule;
  }
  EXPECT_EQ(parse_expression("turning(1, 2, within 3) 4").canonical(), "turning(1,2,within 3) 4");
  EXPECT_EQ(parse_expression("turning( run ) 4").canonical(), "turning(run) 4");
  EXPECT_THROW((void)parse_expression("turning(1,3) 5000"), LimitError);
  const Sum sum = parse_expression("mock-turtles 1 4 5");
  const Component& coins = *sum.components()[0];
  EXPECT_EQ(coins.notation(coins.parse_move("5, 1 4")), "5,4,1");
  EXPECT_EQ(coins.after(coins.parse_move("5,4,1"))->canonical(), "mock-turtles");
  EXPECT_EQ(coins.after(coins.parse_move("4,3"))->canonical(), "mock-turtles 1 3 5");
  EXPECT_THROW((void)coins.parse_move("3"), RuleError);        // tails
  EXPECT_THROW((void)coins.parse_move("5,4,3,1"), RuleError);  // four coins
  EXPECT_THROW((void)coins.parse_move("4,6"), RuleError);      // right of the head
  const Sum ruler = parse_expression("ruler 6");
  EXPECT_THROW((void)ruler.components()[0]->parse_move("6,4"), RuleError);  // not a run
  EXPECT_EQ(ruler.components()[0]->after(ruler.components()[0]->parse_move("6,5,4"))->canonical(),
            "ruler 4 5");
}

// A move turns its coins in one merge with the heads: rugs 255,255 turns
// all 65,025 coins of the board, and turning them one at a time into the
// sorted heads made the second such move take seconds (and grundy serve's
// remoteness search of rugs 255,255 ran past its time limit).
TEST(CoinProduct, LargeMovesTurnEveryCoinAtOnce) {
  const auto run = [](std::uint64_t from) {
    std::string text;
    for (std::uint64_t coin = from; coin >= 1; --coin)
      text += std::to_string(coin) + (coin > 1 ? "," : "");
    return text;
  };
  const auto start = std::chrono::steady_clock::now();
  const Sum board = parse_expression("rugs 255,255");
  const ComponentPtr all = board.components()[0];
  const ComponentPtr turned = all->after(all->parse_move(run(255) + "x" + run(255)));
  const ComponentPtr border = turned->after(turned->parse_move(run(254) + "x" + run(254)));
  std::string expected = "rugs";
  for (std::uint64_t y = 1; y <= 254; ++y) expected += " " + std::to_string(y) + ",255";
  for (std::uint64_t y = 1; y <= 254; ++y) expected += " 255," + std::to_string(y);
  EXPECT_EQ(border->canonical(), expected);
  // Ruler: a run of a million coins beside 2000 heads leaves 2001 .. 999999.
  std::string heads = "ruler";
  for (std::uint64_t coin = 1; coin <= 2000; ++coin) heads += " " + std::to_string(coin);
  const Sum row = parse_expression(heads + " 1000000");
  const ComponentPtr after_run =
      row.components()[0]->after(row.components()[0]->parse_move(run(1000000)));
  EXPECT_EQ(after_run->number_count(), 999999U - 2000U);
  const std::string text = after_run->canonical();
  EXPECT_TRUE(text.starts_with("ruler 2001 2002 2003 ") && text.ends_with(" 999998 999999"));
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(5));
}

// Listing or counting the moves of heads near coin 2^20 is long (10^6 runs
// or pairs a head, 10^12 triples): the loops stop at a request's deadline
// (deadline.hpp), so that `grundy serve` answers in time. A deadline already
// passed stops the first check that reads the clock. (101 heads: an odd
// number of odious values is not 0, so there are winning moves to count.)
TEST(CoinTurning, MovesOfFarHeadsStopAtTheDeadline) {
  std::string far_coins;
  for (std::uint64_t coin = 1000000; coin <= 1000100; ++coin)
    far_coins += " " + std::to_string(coin);
  for (const std::string family : {"mock-turtles", "ruler"}) {
    const Analysis analysis(parse_expression(family + far_coins));
    const ScopedDeadline deadline(std::chrono::milliseconds(0));
    EXPECT_THROW((void)analysis.count_winning_moves(), TimeLimitError) << family;
    EXPECT_THROW(analysis.sum().components()[0]->all_moves([](const Move&) { return true; }),
                 TimeLimitError)
        << family;
  }
  const Sum triples = parse_expression("turning(1,2,3) 4000 4050 4090");
  {
    const ScopedDeadline deadline(std::chrono::milliseconds(0));
    EXPECT_THROW(triples.components()[0]->all_moves([](const Move&) { return true; }),
                 TimeLimitError);
  }
  const Analysis rugs(parse_expression("rugs 200,100 255,255"));
  const ScopedDeadline deadline(std::chrono::milliseconds(0));
  EXPECT_THROW((void)rugs.count_winning_moves(), TimeLimitError);
}

}  // namespace
}  // namespace grundy

// CustomGame: a user's rules in the engine, alone and in sums with the
// built-in families.
#include "grundy/custom_game.hpp"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "grundy/analysis.hpp"
#include "grundy/expression.hpp"
#include "oracle_agreement.hpp"

namespace grundy {
namespace {

// Take 1 or 2 tokens from one heap: G(n) = n mod 3.
struct Take12 {
  using Position = std::uint64_t;
  std::vector<Position> options(Position n) const {
    std::vector<Position> result;
    for (Position take = 1; take <= 2 && take <= n; ++take) result.push_back(n - take);
    return result;
  }
  std::string name() const { return "take12"; }
};

// A position without std::hash, hashed through a key.
struct Pair {
  int a;
  int b;
};
struct PairRules {
  using Position = Pair;
  static std::uint64_t key(const Pair& p) {
    return (static_cast<std::uint64_t>(p.a) << 32) | static_cast<std::uint32_t>(p.b);
  }
  // Take one from either coordinate: two independent heaps of take-one, G = (a + b) mod 2.
  std::vector<Pair> options(const Pair& p) const {
    std::vector<Pair> result;
    if (p.a > 0) result.push_back({p.a - 1, p.b});
    if (p.b > 0) result.push_back({p.a, p.b - 1});
    return result;
  }
  std::string text(const Pair& p) const { return std::to_string(p.a) + "," + std::to_string(p.b); }
};

struct Throwing {
  using Position = int;
  std::vector<int> options(int n) const {
    if (n == 3) throw std::runtime_error("three is not allowed");
    return n > 0 ? std::vector<int>{n - 1} : std::vector<int>{};
  }
};

struct Looping {
  using Position = int;
  std::vector<int> options(int n) const { return {(n + 1) % 4}; }
};

struct Endless {
  using Position = std::uint64_t;
  std::vector<Position> options(Position n) const { return {n + 1}; }
};

TEST(CustomGame, ValuesMovesAndText) {
  const CustomGame<Take12> game(7);
  EXPECT_EQ(game.grundy_value(), 1U);
  EXPECT_EQ(game.canonical(), "take12 7");
  EXPECT_EQ(game.family(), "take12");
  std::vector<std::string> moves;
  game.all_moves([&](const Move& move) {
    moves.push_back(game.notation(move) + " / " + game.describe(move));
    return true;
  });
  EXPECT_EQ(moves, (std::vector<std::string>{"6 / move to 6", "5 / move to 5"}));
  EXPECT_EQ(game.after(game.parse_move("6"))->canonical(), "take12 6");
  EXPECT_THROW((void)game.parse_move("4"), RuleError);
}

TEST(CustomGame, InASumWithBuiltInFamilies) {
  // take12 7 has value 1, nim 1 has value 1: the sum is lost.
  const auto mine = std::make_shared<CustomGame<Take12>>(7);
  const Sum lost({mine, parse_expression("nim 1").components()[0]});
  EXPECT_EQ(Analysis(lost).outcome(), Outcome::previous_player_wins);
  // With nim 3 (value 3, total 2), the winning moves: take12 7 -> 5? 5 has
  // value 2, 2 XOR 3 = 1: no; nim 3 -> 1 (1 XOR 1 = 0): yes.
  const Analysis won(Sum({mine, parse_expression("nim 3").components()[0]}));
  ASSERT_EQ(won.grundy_value(), 2U);
  const std::vector<Move> moves = won.winning_moves();
  ASSERT_EQ(moves.size(), 1U);
  EXPECT_EQ(won.sum().after(moves[0]).canonical(), "take12 7 + nim 1");
}

// An own game is compared with the oracle's version of the same rules (take
// 1 or 2 is subtraction(1,2); the pair of take-one heaps is subtraction(1)
// on two heaps), alone and in sums, under both conventions: value, outcome
// and the positions every winning move leaves, written as the oracle would.
std::string as_oracle_writes(const Sum& sum) {
  std::string text;
  for (const ComponentPtr& component : sum.components()) {
    std::string part = component->canonical();
    if (part.starts_with("take12 ")) part = "subtraction(1,2) " + part.substr(7);
    if (part.starts_with("custom ")) {
      const std::string pair = part.substr(7);
      part = "subtraction(1) " + pair.substr(0, pair.find(',')) + " " +
             pair.substr(pair.find(',') + 1);
    }
    text += (text.empty() ? "" : " + ") + part;
  }
  return text;
}

TEST(CustomGame, AgreesWithTheOraclesVersionOfItsRules) {
  for (std::uint64_t n = 0; n <= 12; ++n) {
    for (std::uint64_t m = 0; m <= 6; ++m) {
      const Sum alone({std::make_shared<CustomGame<Take12>>(n)});
      const Sum with_nim({std::make_shared<CustomGame<Take12>>(n),
                          parse_expression(fmt::format("nim {}", m)).components()[0]});
      const Sum with_pair({std::make_shared<CustomGame<PairRules>>(
                               Pair{static_cast<int>(n % 5), static_cast<int>(m)}),
                           parse_expression(fmt::format("kayles {}", n)).components()[0]});
      for (const PlayConvention convention : {PlayConvention::normal, PlayConvention::misere}) {
        ASSERT_TRUE(testing::agrees_with_oracle(alone, as_oracle_writes, convention));
        ASSERT_TRUE(testing::agrees_with_oracle(with_nim, as_oracle_writes, convention));
        ASSERT_TRUE(testing::agrees_with_oracle(with_pair, as_oracle_writes, convention));
      }
    }
  }
}

TEST(CustomGame, MovesShareOneMemo) {
  const auto game = std::make_shared<CustomGame<Take12>>(1000);
  EXPECT_EQ(game->grundy_value(), 1000U % 3);
  const std::size_t known = game->positions_known();
  EXPECT_EQ(known, 1001U);
  const auto next =
      std::dynamic_pointer_cast<const CustomGame<Take12>>(game->after(Move{0, 0, 1, {}}));
  ASSERT_NE(next, nullptr);
  EXPECT_EQ(next->grundy_value(), 999U % 3);
  EXPECT_EQ(next->positions_known(), known);  // nothing searched again
}

TEST(CustomGame, PositionsHashedByKey) {
  const CustomGame<PairRules> game(Pair{3, 4});
  EXPECT_EQ(game.grundy_value(), 1U);
  EXPECT_EQ(game.canonical(), "custom 3,4");
}

TEST(CustomGame, ErrorsAreClear) {
  try {
    (void)CustomGame<Throwing>(5).grundy_value();
    FAIL() << "no error";
  } catch (const RuleError& error) {
    EXPECT_EQ(std::string(error.what()),
              "the moves of the game 'custom' failed at or after position 5: three is not allowed");
  }
  EXPECT_THROW((void)CustomGame<Looping>(0).grundy_value(), RuleError);
  EXPECT_THROW((void)CustomGame<Endless>(0, {}, 1000).grundy_value(), LimitError);
  EXPECT_THROW((void)CustomGame<Take12>(5).after(Move{0, 0, 3, {}}), RuleError);
}

}  // namespace
}  // namespace grundy

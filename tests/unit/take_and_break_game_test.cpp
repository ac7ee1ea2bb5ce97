// Octal and take-and-break games as positions: values, outcomes and every
// winning move against the oracle (tests/oracle), huge heaps by the proven
// period, canonical forms and errors.
#include "grundy/take_and_break_game.hpp"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <utility>
#include <vector>

#include "../sanitized.hpp"
#include "grundy/analysis.hpp"
#include "grundy/errors.hpp"
#include "grundy/expression.hpp"
#include "grundy/grundy_sequence.hpp"
#include "grundy/heap_game.hpp"
#include "grundy/nimber.hpp"
#include "oracle_agreement.hpp"

namespace grundy {
namespace {

// Single heaps and pairs against the oracle (tests/oracle), which reads the
// code's digits itself and searches the row as one game: values, outcomes
// and the rows every winning move leaves, for heaps in either order.
TEST(TakeAndBreakGame, ValuesOutcomesAndEveryWinningMoveAgreeWithTheOracle) {
  for (const char* game : {"kayles", "dawson", "octal(0.6)", "octal(4.07)", "grundy-game",
                           "octal(0.15)", "tb(0.8)", "tb(c.0f)", "treblecross", "dawsons-chess"}) {
    for (std::uint64_t a = 0; a <= 24; ++a)
      ASSERT_TRUE(testing::agrees_with_oracle(fmt::format("{} {}", game, a)));
    // Pairs up to 8 under the sanitizers, which look for memory errors.
    const std::uint64_t largest_pair = testing_build::sanitized() ? 8 : 14;
    for (std::uint64_t a = 0; a <= largest_pair; ++a) {
      for (std::uint64_t b = a; b <= largest_pair; ++b) {
        ASSERT_TRUE(testing::agrees_with_oracle(fmt::format("{} {} {}", game, a, b)));
        ASSERT_TRUE(testing::agrees_with_oracle(fmt::format("{} {} {}", game, b, a)));
      }
    }
  }
}

// Kayles written out here: a row of n pins loses one pin or two adjacent
// ones, leaving rows a and b; values by mex up to 300, where the period of
// 12 from 71 on (Guy and Smith 1956) is seen to hold, and by it beyond.
class KaylesByHand {
 public:
  KaylesByHand() {
    for (std::uint64_t n = 0; n < 300; ++n) {
      std::vector<Nimber> options;
      for (const auto& [a, b] : rows_left(n)) options.push_back(values_[a] ^ values_[b]);
      values_.push_back(mex(options));
    }
    for (std::uint64_t n = 83; n < 300; ++n) EXPECT_EQ(values_[n], values_[n - 12]) << n;
  }
  Nimber value(std::uint64_t n) const {
    return n < 300 ? values_[n] : values_[240 + (n - 240) % 12];
  }
  // Every (a, b), a <= b, that one move leaves of a row of n.
  static std::set<std::pair<std::uint64_t, std::uint64_t>> rows_left(std::uint64_t n) {
    std::set<std::pair<std::uint64_t, std::uint64_t>> left;
    for (std::uint64_t knocked = 1; knocked <= 2 && knocked <= n; ++knocked) {
      for (std::uint64_t a = 0; a + knocked <= n; ++a) {
        const std::uint64_t b = n - knocked - a;
        left.insert({std::min(a, b), std::max(a, b)});
      }
    }
    return left;
  }

 private:
  std::vector<Nimber> values_;
};

// The heaps a row of Kayles holds after a move, as a sorted (a, b) with 0
// for a row that is gone.
std::pair<std::uint64_t, std::uint64_t> rows_after(const Sum& after) {
  std::vector<std::uint64_t> heaps = dynamic_cast<const HeapGame&>(*after.components()[0]).heaps();
  heaps.resize(2, 0);
  return {std::min(heaps[0], heaps[1]), std::max(heaps[0], heaps[1])};
}

TEST(TakeAndBreakGame, HugeHeapsUseTheProvenPeriod) {
  const KaylesByHand kayles;
  const Analysis analysis(parse_expression("kayles 1000000000000"));
  EXPECT_EQ(analysis.grundy_value(), kayles.value(1000000000000ULL));
  // Rows of a thousand pins beside a Nim heap: every winning move, exactly,
  // against the moves and values written out above.
  for (std::uint64_t heap : {1000ULL, 1001ULL, 1234ULL}) {
    const Analysis small(parse_expression(fmt::format("kayles {} + nim 3", heap)));
    const Nimber total = kayles.value(heap) ^ 3;
    std::set<std::pair<std::uint64_t, std::uint64_t>> expected;
    for (const auto& [a, b] : KaylesByHand::rows_left(heap)) {
      if ((kayles.value(a) ^ kayles.value(b) ^ 3) == 0) expected.insert({a, b});
    }
    std::set<std::pair<std::uint64_t, std::uint64_t>> found;
    std::size_t nim_moves = 0;
    for (const Move& move : small.winning_moves()) {
      if (move.component == 1) {
        ++nim_moves;
        continue;
      }
      EXPECT_TRUE(found.insert(rows_after(small.sum().after(move))).second) << heap;
    }
    EXPECT_EQ(found, expected) << heap;
    EXPECT_EQ(nim_moves, (3 ^ total) < 3 ? 1U : 0U) << heap;
    EXPECT_EQ(small.count_winning_moves(), expected.size() + nim_moves) << heap;
  }
  // The first winning moves of the huge row: legal, and worth 0 after.
  std::size_t checked = 0;
  analysis.winning_moves([&](const Move& move) {
    const auto [a, b] = rows_after(analysis.sum().after(move));
    EXPECT_TRUE(a + b == 1000000000000ULL - 1 || a + b == 1000000000000ULL - 2);
    EXPECT_EQ(kayles.value(a) ^ kayles.value(b), 0U) << a << " " << b;
    return ++checked < 30;
  });
  EXPECT_EQ(checked, 30U);
}

TEST(TakeAndBreakGame, WithoutAPeriodHugeHeapsAreAClearError) {
  try {
    parse_expression("grundy-game 100000000000");
    FAIL() << "expected LimitError";
  } catch (const LimitError& error) {
    EXPECT_NE(std::string(error.what()).find("needs every value up to it"), std::string::npos);
  }
}

TEST(TakeAndBreakGame, CanonicalFormsAndErrors) {
  EXPECT_EQ(parse_expression("octal( .07 ) 10 + KAYLES 3").canonical(),
            "octal(0.07) 10 + kayles 3");
  EXPECT_EQ(parse_expression("tb(0.8) 9").canonical(), "tb(0.8) 9");
  EXPECT_THROW(parse_expression("octal 10"), ParseError);
  EXPECT_THROW(parse_expression("octal(0.07,1) 10"), ParseError);
  EXPECT_THROW(parse_expression("octal(0.9) 10"), ParseError);
  EXPECT_THROW(parse_expression("kayles(3) 10"), ParseError);
  EXPECT_THROW(parse_expression("kayles"), ParseError);
  EXPECT_THROW(parse_heap_rule("kayles 3"), ParseError);
  EXPECT_THROW(parse_heap_rule("nim"), ParseError);
  EXPECT_EQ(parse_heap_rule("subtraction(7,3,2,3)").name, "subtraction(2,3,7)");
  EXPECT_EQ(parse_heap_rule("bash(3)").rule.code(), "subtraction(1,2,3)");
}

}  // namespace
}  // namespace grundy

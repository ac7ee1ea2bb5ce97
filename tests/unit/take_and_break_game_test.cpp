#include "grundy/take_and_break_game.hpp"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <vector>

#include "grundy/analysis.hpp"
#include "grundy/errors.hpp"
#include "grundy/expression.hpp"
#include "grundy/grundy_sequence.hpp"
#include "grundy/search.hpp"

namespace grundy {
namespace {

// Positions as sorted heap lists; options straight from the rule.
struct RuleMoves {
  using Position = std::vector<std::uint64_t>;
  TakeAndBreakRule rule = TakeAndBreakRule::octal("0.77");
  std::vector<Position> options(const Position& heaps) const {
    std::vector<Position> result;
    for (std::size_t i = 0; i < heaps.size(); ++i) {
      rule.moves(heaps[i], [&](std::uint64_t, const std::vector<std::uint64_t>& parts) {
        Position next = heaps;
        next.erase(next.begin() + static_cast<std::ptrdiff_t>(i));
        for (std::uint64_t part : parts) next.push_back(part);
        std::sort(next.begin(), next.end());
        result.push_back(next);
        return true;
      });
    }
    return result;
  }
};

TEST(TakeAndBreakGame, ValuesOutcomesAndEveryWinningMoveAgreeWithSearch) {
  for (const char* text : {"kayles", "dawson", "octal(0.6)", "octal(4.07)", "grundy-game", "octal(0.15)"}) {
    const NamedRule named = parse_heap_rule(text);
    GrundySearch<RuleMoves, NumberListHash> search(RuleMoves{named.rule});
    for (std::uint64_t a = 0; a <= 14; ++a) {
      for (std::uint64_t b = a; b <= 14; ++b) {
        const Analysis analysis(parse_expression(fmt::format("{} {} {}", named.name, a, b)));
        ASSERT_EQ(analysis.grundy_value(), search.grundy_value({a, b})) << text << " " << a << " " << b;
        std::set<std::vector<std::uint64_t>> engine;
        for (const Move& move : analysis.winning_moves()) {
          const Sum after = analysis.sum().after(move);
          const auto* game = dynamic_cast<const HeapGame*>(after.components()[0].get());
          std::vector<std::uint64_t> heaps = game->heaps();
          std::sort(heaps.begin(), heaps.end());
          engine.insert(heaps);
        }
        std::set<std::vector<std::uint64_t>> brute;
        for (const auto& option : search.options_of_value({a, b}, 0)) brute.insert(option);
        ASSERT_EQ(engine, brute) << text << " " << a << " " << b;
      }
    }
  }
}

TEST(TakeAndBreakGame, HugeHeapsUseTheProvenPeriod) {
  const Analysis analysis(parse_expression("kayles 1000000000000"));
  // 10^12 = 71 + 12k + r: G from the period.
  GrundySequence kayles(TakeAndBreakRule::octal("0.77"));
  kayles.extend_to(200);
  const std::uint64_t n = 1000000000000ULL;
  const std::uint64_t same = 71 + (n - 71) % 12;
  EXPECT_EQ(analysis.grundy_value(), kayles[same]);
  // Counting by arithmetic agrees with listing, for a heap where both are cheap.
  for (std::uint64_t heap : {1000ULL, 1001ULL, 1234ULL}) {
    const Analysis small(parse_expression(fmt::format("kayles {} + nim 3", heap)));
    EXPECT_EQ(small.count_winning_moves(), small.winning_moves().size()) << heap;
    for (const Move& move : small.winning_moves()) {
      ASSERT_EQ(Analysis(small.sum().after(move)).grundy_value(), 0U);
    }
  }
  // The first winning moves of the huge heap really win.
  std::size_t checked = 0;
  analysis.winning_moves([&](const Move& move) {
    EXPECT_EQ(Analysis(analysis.sum().after(move)).grundy_value(), 0U);
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
  EXPECT_EQ(parse_expression("octal( .07 ) 10 + KAYLES 3").canonical(), "octal(0.07) 10 + kayles 3");
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

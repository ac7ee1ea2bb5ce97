// Take-and-break codes: reading them, their errors, and the moves each digit
// allows against the oracle (tests/oracle), which reads the digits itself.
#include "grundy/take_and_break.hpp"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "grundy/errors.hpp"
#include "oracle_agreement.hpp"

namespace grundy {
namespace {

std::string rule_error_of(std::string_view code, int base = 8) {
  try {
    if (base == 8) {
      TakeAndBreakRule::octal(code, 7);
    } else {
      TakeAndBreakRule::hexadecimal(code, 7);
    }
  } catch (const ParseError& error) {
    return error.what();
  }
  return "";
}

TEST(TakeAndBreakRule, ReadsOctalCodes) {
  const TakeAndBreakRule kayles = TakeAndBreakRule::octal("0.77");
  EXPECT_EQ(kayles.code(), "0.77");
  EXPECT_EQ(kayles.digits(), (std::vector<std::uint8_t>{0, 7, 7}));
  EXPECT_EQ(kayles.max_taken(), 2U);
  EXPECT_TRUE(kayles.splits());
  EXPECT_EQ(TakeAndBreakRule::octal(".07").code(), "0.07");
  EXPECT_EQ(TakeAndBreakRule::octal("0.0700").code(), "0.07");
  EXPECT_EQ(TakeAndBreakRule::octal("4.07").digits()[0], 4);
  EXPECT_EQ(TakeAndBreakRule::octal("4.0").code(), "4.0");
  EXPECT_FALSE(TakeAndBreakRule::octal("0.33").splits());
  EXPECT_TRUE(TakeAndBreakRule::hexadecimal("0.f").splits_into_three());
}

TEST(TakeAndBreakRule, ErrorsNameTheCharacterAndColumn) {
  EXPECT_NE(rule_error_of("0.08").find("'8' at column 10 is not an octal digit"),
            std::string::npos);
  EXPECT_NE(rule_error_of("007").find("needs a point"), std::string::npos);
  EXPECT_NE(rule_error_of("1.07").find("before the point must be 0 or 4"), std::string::npos);
  EXPECT_NE(rule_error_of("12.7").find("only one digit"), std::string::npos);
  EXPECT_NE(rule_error_of("0.").find("needs digits after the point"), std::string::npos);
  EXPECT_NE(rule_error_of("0." + std::string(65, '7')).find("too long"), std::string::npos);
  EXPECT_EQ(rule_error_of("0.8", 16), "");
  EXPECT_NE(rule_error_of("0.g", 16).find("not a hexadecimal digit"), std::string::npos);
}

std::set<std::pair<std::uint64_t, std::vector<std::uint64_t>>> moves_of(
    const TakeAndBreakRule& rule, std::uint64_t n) {
  std::set<std::pair<std::uint64_t, std::vector<std::uint64_t>>> moves;
  rule.moves(n, [&](std::uint64_t taken, const std::vector<std::uint64_t>& parts) {
    EXPECT_TRUE(moves.insert({taken, parts}).second) << "listed twice";
    return true;
  });
  return moves;
}

TEST(TakeAndBreakRule, MovesFollowTheDigits) {
  // Dawson's Kayles 0.07: take exactly 2, leaving 0, 1 or 2 heaps.
  using Moves = std::set<std::pair<std::uint64_t, std::vector<std::uint64_t>>>;
  EXPECT_EQ(moves_of(TakeAndBreakRule::octal("0.07"), 2), (Moves{{2, {}}}));
  EXPECT_EQ(moves_of(TakeAndBreakRule::octal("0.07"), 6),
            (Moves{{2, {4}}, {2, {1, 3}}, {2, {2, 2}}}));
  // 0.4: take 1, and the rest must split into two non-empty heaps.
  EXPECT_EQ(moves_of(TakeAndBreakRule::octal("0.4"), 2), Moves{});
  EXPECT_EQ(moves_of(TakeAndBreakRule::octal("0.4"), 4), (Moves{{1, {1, 2}}}));
  // 4.0: split without taking.
  EXPECT_EQ(moves_of(TakeAndBreakRule::octal("4.0"), 4), (Moves{{0, {1, 3}}, {0, {2, 2}}}));
  // Grundy's game: unequal splits only.
  EXPECT_EQ(moves_of(TakeAndBreakRule::grundys_game(), 4), (Moves{{0, {1, 3}}}));
  EXPECT_EQ(moves_of(TakeAndBreakRule::grundys_game(), 2), Moves{});
  // Hexadecimal 0.8: take 1, leave exactly three heaps.
  EXPECT_EQ(moves_of(TakeAndBreakRule::hexadecimal("0.8"), 6),
            (Moves{{1, {1, 1, 3}}, {1, {1, 2, 2}}}));
}

// Every code of two or three digits after the point (and a few more), and
// every heap up to 16: the moves the rule lists are exactly the options the
// oracle (tests/oracle) reads from the digits itself, no move listed twice.
TEST(TakeAndBreakRule, MovesAgreeWithTheOracleForEveryShortCode) {
  const auto listed = [](const TakeAndBreakRule& rule, const std::string& typed, std::uint64_t n) {
    // The game as the oracle writes it ("octal(0.70)" is "octal(0.7)").
    std::string game = testing::oracle_text(typed + " 0");
    game.resize(game.size() - 2);
    std::vector<std::string> texts;
    rule.moves(n, [&](std::uint64_t, const std::vector<std::uint64_t>& parts) {
      std::string text = game;
      for (const std::uint64_t part : parts) text += " " + std::to_string(part);
      texts.push_back(parts.empty() ? game + " 0" : text);
      return true;
    });
    std::sort(texts.begin(), texts.end());
    EXPECT_EQ(std::adjacent_find(texts.begin(), texts.end()), texts.end())
        << game << " " << n << ": a move twice";
    return texts;
  };
  std::vector<std::string> codes;
  for (const char* d0 : {"0", "4"}) {
    for (int d1 = 0; d1 < 8; ++d1) {
      for (int d2 = 0; d2 < 8; ++d2) codes.push_back(fmt::format("{}.{}{}", d0, d1, d2));
    }
  }
  for (const char* code : {"0.007", "0.137", "0.1234567", "4.7777"}) codes.push_back(code);
  std::size_t moves = 0;
  for (const std::string& code : codes) {
    const TakeAndBreakRule rule = TakeAndBreakRule::octal(code);
    const std::string game = "octal(" + code + ")";
    for (std::uint64_t n = 0; n <= 16; ++n) {
      const std::vector<std::string> found = listed(rule, game, n);
      ASSERT_EQ(found, testing::oracle_options(fmt::format("{} {}", game, n))) << game << " " << n;
      moves += found.size();
    }
  }
  for (const char* code : {"0.8", "c.0f", "0.f", "8.0", "0.48c"}) {
    const TakeAndBreakRule rule = TakeAndBreakRule::hexadecimal(code);
    const std::string game = std::string("tb(") + code + ")";
    for (std::uint64_t n = 0; n <= 16; ++n) {
      ASSERT_EQ(listed(rule, game, n), testing::oracle_options(fmt::format("{} {}", game, n)))
          << game << n;
    }
  }
  for (std::uint64_t n = 0; n <= 16; ++n) {
    ASSERT_EQ(listed(TakeAndBreakRule::grundys_game(), "grundy-game", n),
              testing::oracle_options(fmt::format("grundy-game {}", n)));
  }
  EXPECT_GT(moves, 10000U);
}

TEST(TakeAndBreakRule, SubtractionIsDigitThreeAtEachElement) {
  const TakeAndBreakRule rule = TakeAndBreakRule::subtraction({2, 3, 7});
  EXPECT_EQ(rule.code(), "subtraction(2,3,7)");
  EXPECT_EQ(rule.max_taken(), 7U);
  EXPECT_FALSE(rule.splits());
  using Moves = std::set<std::pair<std::uint64_t, std::vector<std::uint64_t>>>;
  EXPECT_EQ(moves_of(rule, 3), (Moves{{2, {1}}, {3, {}}}));
}

}  // namespace
}  // namespace grundy

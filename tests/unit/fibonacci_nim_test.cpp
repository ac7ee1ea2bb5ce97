// Fibonacci Nim (fibonacci_nim.hpp) against a plain search written here from
// the rules alone (it asks the family nothing), and against the oracle
// (tests/oracle): every value of every heap up to 160 with every limit, the
// winning moves of every position up to 400, Zeckendorf's rule at sizes up
// to 2^63 - 1, normal and misère play alone and in sums, the text form and
// its errors.
#include "grundy/fibonacci_nim.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>
#include <random>
#include <string>
#include <vector>

#include "grundy/analysis.hpp"
#include "grundy/errors.hpp"
#include "grundy/expression.hpp"
#include "grundy/family.hpp"
#include "grundy/integers.hpp"
#include "oracle_agreement.hpp"
#include "parse_error.hpp"

namespace grundy {
namespace {

// ----------------------------------------------------- the test's own search
// G(n, k) by definition: the mex over t = 1 .. min(k, n) of G(n - t, min(2t,
// n - t)), filled by increasing n.
class SearchedValues {
 public:
  explicit SearchedValues(std::uint64_t largest) : values_(largest + 1) {
    for (std::uint64_t n = 0; n <= largest; ++n) {
      values_[n].resize(n + 1);
      for (std::uint64_t k = 0; k <= n; ++k) {
        std::vector<bool> seen(n + 2);
        for (std::uint64_t t = 1; t <= k; ++t) seen[at(n - t, 2 * t)] = true;
        Nimber mex = 0;
        while (seen[mex]) ++mex;
        values_[n][k] = mex;
      }
    }
  }
  Nimber at(std::uint64_t n, std::uint64_t k) const { return values_[n][std::min(k, n)]; }

 private:
  std::vector<std::vector<Nimber>> values_;
};

const SearchedValues& searched() {
  static const SearchedValues values(400);
  return values;
}

std::vector<std::uint64_t> taken_by(const FibonacciNim& game, Nimber target) {
  std::vector<std::uint64_t> taken;
  game.moves_to_value(game.is_loss() ? 0 : 1, target, [&](const Move& move) {
    taken.push_back(move.taken);
    return true;
  });
  return taken;
}

// The Fibonacci numbers 1, 2, 3, 5, ..., written here again.
std::vector<std::uint64_t> fibonacci_below(std::uint64_t bound) {
  std::vector<std::uint64_t> numbers{1, 2};
  while (numbers.back() < bound - numbers[numbers.size() - 2]) {
    numbers.push_back(numbers.back() + numbers[numbers.size() - 2]);
  }
  return numbers;
}

// ---------------------------------------------------------------- values

TEST(FibonacciNimValues, EveryValueUpTo160IsTheSearchedOne) {
  for (std::uint64_t n = 0; n <= 160; ++n) {
    for (std::uint64_t k = 0; k <= n; ++k) {
      ASSERT_EQ(FibonacciNim(n, k).grundy_value(), searched().at(n, k)) << n << "/" << k;
    }
  }
}

// Larsson and Rubinstein-Salzedo ("Grundy values of Fibonacci nim", 2016):
// with the Fibonacci numbers (value 0) left out, the values of the starting
// positions never decrease. Checked on the whole table, heaps 1 to 4096.
TEST(FibonacciNimValues, StartingValuesOffTheFibonacciNumbersNeverDecrease) {
  const std::vector<std::uint64_t> fibonacci = fibonacci_below(kMaxNumber);
  Nimber previous = 0;
  for (std::uint64_t n = 1; n <= kFibonacciNimValueLimit; ++n) {
    if (std::find(fibonacci.begin(), fibonacci.end(), n) != fibonacci.end()) continue;
    const Nimber value = FibonacciNim::start(n).grundy_value();
    ASSERT_GE(value, previous) << n;
    previous = value;
  }
  EXPECT_EQ(FibonacciNim::start(10).grundy_value(), 5U);
}

TEST(FibonacciNimValues, MovesToEveryValueAreTheSearchedOnes) {
  for (std::uint64_t n = 0; n <= 120; ++n) {
    for (std::uint64_t k = 0; k <= n; ++k) {
      const FibonacciNim game(n, k);
      for (Nimber target = 0; target <= 6; ++target) {
        std::vector<std::uint64_t> expected;
        for (std::uint64_t t = 1; t <= k; ++t) {
          if (searched().at(n - t, 2 * t) == target) expected.push_back(t);
        }
        ASSERT_EQ(taken_by(game, target), expected) << n << "/" << k << " to " << target;
      }
    }
  }
}

// ------------------------------------------------------- Zeckendorf's rule

TEST(FibonacciNimTheorem, LossesAndWinningMovesAreTheSearchedOnesUpTo400) {
  for (std::uint64_t n = 0; n <= 400; ++n) {
    for (std::uint64_t k = 0; k <= n; ++k) {
      const FibonacciNim game(n, k);
      ASSERT_EQ(game.is_loss(), searched().at(n, k) == 0) << n << "/" << k;
      std::vector<std::uint64_t> expected;
      for (std::uint64_t t = 1; t <= k; ++t) {
        if (searched().at(n - t, 2 * t) == 0) expected.push_back(t);
      }
      std::vector<std::uint64_t> found;
      game.moves_to_loss([&](const Move& move) {
        found.push_back(move.taken);
        return true;
      });
      ASSERT_EQ(found, expected) << n << "/" << k;
    }
  }
}

TEST(FibonacciNimTheorem, TheStartIsLostExactlyAtFibonacciNumbers) {
  const std::vector<std::uint64_t> fibonacci = fibonacci_below(kMaxNumber);
  EXPECT_EQ(fibonacci.size(), 91U);  // F(2) = 1 .. F(92) = 7540113804746346429
  EXPECT_EQ(fibonacci.back(), 7540113804746346429U);
  for (std::uint64_t n = 1; n <= 400; ++n) {
    const bool is_fibonacci = std::find(fibonacci.begin(), fibonacci.end(), n) != fibonacci.end();
    EXPECT_EQ(searched().at(n, n - 1) == 0, is_fibonacci) << n;
  }
  for (const std::uint64_t f : fibonacci) {
    EXPECT_TRUE(FibonacciNim::start(f).is_loss()) << f;
    EXPECT_EQ(FibonacciNim::start(f).grundy_value(), 0U) << f;  // at any size
    if (f > 3) {
      EXPECT_FALSE(FibonacciNim::start(f + 1).is_loss()) << f + 1;
    }
  }
}

TEST(FibonacciNimTheorem, ZeckendorfTermsAreFibonacciNumbersNeverNeighbours) {
  const std::vector<std::uint64_t> fibonacci = fibonacci_below(kMaxNumber);
  std::mt19937_64 random(20261204);
  std::vector<std::uint64_t> numbers(3000);
  std::iota(numbers.begin(), numbers.end(), 1);
  for (int i = 0; i < 3000; ++i) numbers.push_back(random() % kMaxNumber + 1);
  numbers.push_back(kMaxNumber);
  for (const std::uint64_t n : numbers) {
    const std::vector<std::uint64_t> terms = zeckendorf(n);
    ASSERT_FALSE(terms.empty());
    std::uint64_t sum = 0;
    std::size_t previous = fibonacci.size() + 1;
    for (const std::uint64_t term : terms) {
      const auto at = std::find(fibonacci.begin(), fibonacci.end(), term);
      ASSERT_NE(at, fibonacci.end()) << n << ": " << term;
      const auto index = static_cast<std::size_t>(at - fibonacci.begin());
      ASSERT_LT(index + 1, previous) << n << ": terms " << term << " are neighbours or unordered";
      previous = index;
      sum += term;
    }
    ASSERT_EQ(sum, n);
  }
}

TEST(FibonacciNimTheorem, WinningMovesAtEverySizeLeaveLostPositions) {
  std::mt19937_64 random(7);
  for (int i = 0; i < 2000; ++i) {
    const std::uint64_t n = random() % kMaxNumber + 1;
    const std::uint64_t k = i % 2 == 0 ? n - 1 : random() % n;
    const FibonacciNim game(n, k);
    const std::uint64_t smallest = zeckendorf(n).back();
    std::size_t winning = 0;
    bool takes_smallest = false;
    game.moves_to_loss([&](const Move& move) {
      ++winning;
      takes_smallest = takes_smallest || move.taken == smallest;
      EXPECT_TRUE(game.after(move)->is_loss()) << n << "/" << k << " takes " << move.taken;
      return true;
    });
    EXPECT_EQ(game.is_loss(), winning == 0) << n << "/" << k;
    EXPECT_EQ(takes_smallest, smallest <= k) << n << "/" << k;
    EXPECT_LE(winning, 46U);
  }
}

// ----------------------------------------------------------------- oracle

TEST(FibonacciNimOracle, AloneAndInSumsUnderBothConventions) {
  for (std::uint64_t n = 0; n <= 14; ++n) {
    const std::string start = "fibonacci-nim " + std::to_string(n);
    ASSERT_TRUE(testing::agrees_with_oracle(start));
    ASSERT_TRUE(testing::agrees_with_oracle(start, PlayConvention::misere));
    for (std::uint64_t k = 0; k <= n; k += 3) {
      const std::string limited = start + "/" + std::to_string(k);
      ASSERT_TRUE(testing::agrees_with_oracle(limited));
      ASSERT_TRUE(testing::agrees_with_oracle(limited, PlayConvention::misere));
    }
  }
  for (const char* sum : {"fibonacci-nim 10 + nim 3", "fibonacci-nim 7 + fibonacci-nim 9/4",
                          "fibonacci-nim 12/5 + kayles 5", "fibonacci-nim 6 + wythoff 1 2"}) {
    ASSERT_TRUE(testing::agrees_with_oracle(sum));
    ASSERT_TRUE(testing::agrees_with_oracle(sum, PlayConvention::misere));
  }
}

// ------------------------------------------------------------------- sums

TEST(FibonacciNimSums, ALostHeapOfAnySizeHasValueZeroAndAWonOneBeyondTheTableIsAnError) {
  const Sum lost =
      parse_expression("fibonacci-nim 7540113804746346429 + nim 3", FamilyRegistry::builtin());
  EXPECT_EQ(Analysis(lost).grundy_value(), 3U);
  const Sum won = parse_expression("fibonacci-nim 5000 + nim 3", FamilyRegistry::builtin());
  EXPECT_THROW(Analysis{won}, LimitError);
  // Alone, a won heap beyond the table is still answered, by Zeckendorf.
  const Sum alone =
      parse_expression("fibonacci-nim 1000000000000000000", FamilyRegistry::builtin());
  const Analysis analysis(alone);
  EXPECT_FALSE(analysis.value_known());
  EXPECT_EQ(analysis.outcome(), Outcome::next_player_wins);
}

// ------------------------------------------------------------------- text

TEST(FibonacciNimText, TheStartAndLimitedHeapsAreWrittenCanonically) {
  EXPECT_EQ(FibonacciNim::start(10).canonical(), "fibonacci-nim 10");
  EXPECT_EQ(FibonacciNim(10, 9).canonical(), "fibonacci-nim 10");
  EXPECT_EQ(FibonacciNim(10, 4).canonical(), "fibonacci-nim 10/4");
  EXPECT_EQ(FibonacciNim(10, 50).canonical(), "fibonacci-nim 10/10");
  EXPECT_EQ(FibonacciNim(0, 5).canonical(), "fibonacci-nim 0");
  const Sum sum =
      parse_expression("fibonacci-nim 20/7 + fibonacci-nim 8/99", FamilyRegistry::builtin());
  EXPECT_EQ(sum.canonical(), "fibonacci-nim 20/7 + fibonacci-nim 8/8");
}

TEST(FibonacciNimText, BadPositionsNameTheTokenAndItsColumn) {
  testing::expect_parse_errors({
      {"fibonacci-nim", 1, {"'fibonacci-nim'", "one heap"}},
      {"fibonacci-nim 3 5", 17, {"one heap", "+"}},
      {"fibonacci-nim -4", 15, {"'-4'", "column 15", "negative"}},
      {"fibonacci-nim 10/x", 18, {"'x'", "column 18", "not a number"}},
      {"fibonacci-nim 10/", 18, {"column 18"}},
      {"fibonacci-nim 9223372036854775808", 15, {"column 15", "too large"}},
      {"fibonacci-nim(2) 5", 14, {"no parameters"}},
  });
  EXPECT_THROW(FibonacciNim(kMaxNumber + 1, 1), RuleError);
}

TEST(FibonacciNimMoves, NotationShorthandAndBadMoves) {
  const FibonacciNim game(20, 7);
  const Move move = game.parse_move("20->18");
  EXPECT_EQ(move.taken, 2U);
  EXPECT_EQ(game.parse_move(" 2 "), move);
  EXPECT_EQ(game.notation(move), "1:20->18");  // the heap first, as in every heap game
  EXPECT_EQ(game.parse_move("1:20->18"), move);
  EXPECT_THROW(game.parse_move("2:20->18"), RuleError);  // one heap only
  EXPECT_EQ(game.short_notation(move), "2");
  EXPECT_EQ(game.after(move)->canonical(), "fibonacci-nim 18/4");
  EXPECT_EQ(game.move_to(*game.after(move)), move);
  EXPECT_EQ(game.describe(move), "take 2 of 20 (18 left; the next move may take up to 4)");
  EXPECT_THROW(game.parse_move("8"), RuleError);  // more than 7
  EXPECT_THROW(game.parse_move("0"), RuleError);
  EXPECT_THROW(game.parse_move("19->18"), RuleError);  // not the heap
  EXPECT_THROW(game.parse_move("20->20"), RuleError);
  EXPECT_THROW(game.parse_move("take two"), ParseError);
  EXPECT_THROW(FibonacciNim::start(1).parse_move("1"), RuleError);  // nothing may be taken
  EXPECT_THROW(game.after(Move{0, 0, 9, {11, 11}}), RuleError);
  EXPECT_THROW(game.after(Move{0, 0, 2, {18, 3}}), RuleError);
  const FibonacciNim last(3, 3);
  EXPECT_EQ(last.describe(last.parse_move("3")), "take all 3 tokens");
  const FibonacciNim one(1, 1);
  EXPECT_EQ(one.describe(one.parse_move("1")), "take the last token");
  EXPECT_EQ(FibonacciNim::start(5).naive_move()->taken, 1U);
  EXPECT_FALSE(FibonacciNim::start(1).naive_move().has_value());
}

TEST(FibonacciNimDescription, TheRuleOfZeckendorfIsWrittenWithThePositionsNumbers) {
  const FibonacciNim ten = FibonacciNim::start(10);
  EXPECT_EQ(ten.winning_rule(ten.parse_move("2")),
            "10 = 8 + 2 (Zeckendorf): taking 2 leaves 8 = 8, whose smallest term 8 is more than "
            "the 4 the next player may take");
  EXPECT_NE(FibonacciNim::start(13).value_rule().find("13 is a Fibonacci number"),
            std::string::npos);
  EXPECT_NE(FibonacciNim(20, 1).value_rule().find("20 = 13 + 5 + 2 (Zeckendorf): its smallest "
                                                  "term 2 is more than the 1"),
            std::string::npos);
  EXPECT_EQ(ten.value_rule(), "");  // a won position's value comes from the mex
  const Family* family = FamilyRegistry::builtin().find("fibonacci-nim");
  ASSERT_NE(family, nullptr);
  EXPECT_NE(family->help.find("Example: grundy solve fibonacci-nim 10"), std::string::npos);
  EXPECT_EQ(family->example, "fibonacci-nim 10");
}

}  // namespace
}  // namespace grundy

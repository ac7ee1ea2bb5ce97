// The nimber field against its definition: the nim-product is the mex of
// a'b ⊕ ab' ⊕ a'b' over a' < a, b' < b (Conway), computed here from scratch
// for every pair below 256; beyond, the field laws on random 64-bit nimbers.
#include "grundy/nim_field.hpp"

#include <gtest/gtest.h>

#include <bitset>
#include <random>
#include <vector>

#include "grundy/errors.hpp"
#include "grundy/nimber_calculator.hpp"

namespace grundy {
namespace {

// The table of a ⊗ b for a, b < n by the mex definition alone: each product
// is the least value not among a'⊗b ⊕ a⊗b' ⊕ a'⊗b' (a' < a, b' < b). Below
// 256 every value is below 256 (the numbers below 2^8 form a field).
std::vector<std::vector<unsigned>> mex_table(unsigned n) {
  std::vector<std::vector<unsigned>> table(n, std::vector<unsigned>(n, 0));
  for (unsigned a = 0; a < n; ++a) {
    for (unsigned b = 0; b <= a; ++b) {
      std::bitset<256> seen;
      for (unsigned x = 0; x < a; ++x) {
        const unsigned row = table[x][b];
        const std::vector<unsigned>& at_x = table[x];
        const std::vector<unsigned>& at_a = table[a];
        for (unsigned y = 0; y < b; ++y) seen.set(row ^ at_a[y] ^ at_x[y]);
      }
      unsigned mex = 0;
      while (seen.test(mex)) ++mex;
      table[a][b] = table[b][a] = mex;
    }
  }
  return table;
}

TEST(NimField, ProductsBelow256AreTheMexDefinition) {
  const std::vector<std::vector<unsigned>> table = mex_table(256);
  for (unsigned a = 0; a < 256; ++a) {
    for (unsigned b = 0; b < 256; ++b) {
      ASSERT_EQ(nim_product(a, b), table[a][b]) << a << " x " << b;
      ASSERT_EQ(nim_product_by_rules(a, b), table[a][b]) << a << " x " << b;
    }
  }
  // The cherry write-up's examples and the Fermat 2-powers: F x F = 3F/2.
  EXPECT_EQ(nim_product(5, 7), 13U);
  EXPECT_EQ(nim_product(8, 8), 13U);
  for (const Nimber fermat : {2ULL, 4ULL, 16ULL, 256ULL, 65536ULL, 4294967296ULL})
    EXPECT_EQ(nim_product(fermat, fermat), fermat / 2 * 3);
  // Distinct Fermat 2-powers multiply as ordinary numbers.
  EXPECT_EQ(nim_product(2, 4), 8U);
  EXPECT_EQ(nim_product(65536, 16), 1048576U);
  EXPECT_EQ(nim_product(4294967296ULL, 65536), 281474976710656ULL);
}

TEST(NimField, FieldLawsOnRandom64BitNimbers) {
  std::mt19937_64 random(20261201);
  for (int trial = 0; trial < 2000; ++trial) {
    const Nimber a = random(), b = random(), c = random();
    ASSERT_EQ(nim_product(a, b), nim_product(b, a));
    ASSERT_EQ(nim_product(nim_product(a, b), c), nim_product(a, nim_product(b, c)));
    ASSERT_EQ(nim_product(a, b ^ c), nim_product(a, b) ^ nim_product(a, c));
    ASSERT_EQ(nim_product(a, 1), a);
    ASSERT_EQ(nim_product(a, b), nim_product_by_rules(a, b));
    if (a != 0) {
      ASSERT_EQ(nim_product(a, nim_inverse(a)), 1U) << a;
      ASSERT_EQ(nim_divide(nim_product(a, b), a), b);
    }
    const Nimber root = nim_sqrt(a);
    ASSERT_EQ(nim_product(root, root), a);
    const std::uint64_t n = random() % 1000, m = random() % 1000;
    ASSERT_EQ(nim_power(a, n + m), nim_product(nim_power(a, n), nim_power(a, m)));
  }
  EXPECT_THROW((void)nim_divide(5, 0), RuleError);
}

TEST(NimField, SubfieldsAreClosed) {
  std::mt19937_64 random(7);
  for (const unsigned bits : {1U, 2U, 4U, 8U, 16U, 32U}) {
    const Nimber mask = (Nimber{1} << bits) - 1;
    for (int trial = 0; trial < 200; ++trial) {
      const Nimber a = random() & mask, b = random() & mask;
      ASSERT_LE(nim_product(a, b), mask);
      if (a != 0) {
        ASSERT_LE(nim_inverse(a), mask);
      }
    }
  }
}

TEST(NimField, OrderIsTheLeastPowerGivingOne) {
  constexpr std::uint64_t kGroup = ~std::uint64_t{0};
  // In the field of 4 elements 2 has order 3; in that of 16, 4 has order 15.
  EXPECT_EQ(nim_order(1), 1U);
  EXPECT_EQ(nim_order(2), 3U);
  EXPECT_EQ(nim_order(4), 15U);
  std::mt19937_64 random(11);
  for (int trial = 0; trial < 50; ++trial) {
    const Nimber a = random() | 1;
    const std::uint64_t order = nim_order(a);
    ASSERT_EQ(kGroup % order, 0U);
    ASSERT_EQ(nim_power(a, order), 1U);
    for (const std::uint64_t p : {3ULL, 5ULL, 17ULL, 257ULL, 641ULL, 65537ULL, 6700417ULL}) {
      if (order % p == 0) {
        ASSERT_NE(nim_power(a, order / p), 1U) << a;
      }
    }
  }
  EXPECT_THROW((void)nim_order(0), RuleError);
}

TEST(NimberCalculator, NotationsPrecedenceAndErrors) {
  EXPECT_EQ(evaluate_nimbers("*5 * *7").value, 13U);
  EXPECT_EQ(evaluate_nimbers("5 x 7").value, 13U);
  EXPECT_EQ(evaluate_nimbers("5x7").value, 13U);
  EXPECT_EQ(evaluate_nimbers("5 ⊗ 7 ⊕ 1").value, 12U);
  EXPECT_EQ(evaluate_nimbers("1 / 3").value, 2U);
  EXPECT_EQ(evaluate_nimbers("2 ^ 10").value, nim_power(2, 10));
  EXPECT_EQ(evaluate_nimbers("3 + 5 * 2").value, 3U ^ nim_product(5, 2));
  EXPECT_EQ(evaluate_nimbers("(3 + 5) * 2").value, nim_product(6, 2));
  EXPECT_EQ(evaluate_nimbers("2 * 3 ^ 2").value, nim_product(2, nim_product(3, 3)));
  EXPECT_EQ(evaluate_nimbers("sqrt(8) * sqrt(8)").value, 8U);
  EXPECT_EQ(evaluate_nimbers("inv(3)").value, 2U);
  EXPECT_EQ(evaluate_nimbers("order(4)").value, 15U);
  EXPECT_EQ(evaluate_nimbers("0xff - 0x0f").value, 0xf0U);
  EXPECT_EQ(evaluate_nimbers("18446744073709551615 * 1").value, ~Nimber{0});
  const auto error = [](const char* text) -> std::string {
    try {
      (void)evaluate_nimbers(text);
    } catch (const Error& e) {
      return e.what();
    }
    return "(no error)";
  };
  EXPECT_EQ(error("1 / 0"), "division by 0 at column 5: 0 has no inverse");
  EXPECT_EQ(error("18446744073709551616"),
            "18446744073709551616 at column 1 is beyond 2^64 - 1, the largest number here");
  EXPECT_EQ(error("5 +"), "a number expected at column 4");
  EXPECT_EQ(error("(5"), "')' expected at column 3");
  EXPECT_EQ(error("5 7"), "unexpected '7' at column 3");
  EXPECT_EQ(error("inv(0)"), "the inverse of 0 at column 1: 0 has no inverse");
  EXPECT_EQ(error(""), "an empty expression: write e.g. '*5 * *7'");
  EXPECT_THROW((void)evaluate_nimbers("0x"), ParseError);
  // Deep parentheses are refused, not a stack overflow.
  EXPECT_EQ(evaluate_nimbers(std::string(200, '(') + "5" + std::string(200, ')')).value, 5U);
  const std::string deep = std::string(100000, '(') + "5" + std::string(100000, ')');
  EXPECT_EQ(error(deep.c_str()), "parentheses nested more than 256 deep at column 257");
  EXPECT_THROW((void)evaluate_nimbers("0x10000000000000000"), LimitError);
}

TEST(NimberCalculator, ExplainsAProductByItsPowersOfTwo) {
  const NimberEvaluation five_seven = evaluate_nimbers("5 x 7", true);
  ASSERT_FALSE(five_seven.steps.empty());
  EXPECT_EQ(five_seven.steps.front(), "5 × 7 = 13");
  EXPECT_EQ(five_seven.steps.back(), "  6 ⊕ 8 ⊕ 4 ⊕ 4 ⊕ 2 ⊕ 1 = 13");
  const std::vector<std::string> square = explain_product(8, 8);
  ASSERT_EQ(square.size(), 1U);
  EXPECT_NE(square[0].find("4 × 4 = 6, 2 × 2 = 3"), std::string::npos) << square[0];
  EXPECT_NE(square[0].find("6 ⊗ 3 = 13"), std::string::npos) << square[0];
  // Many powers of 2: the list stops, the sum is still given.
  const std::vector<std::string> long_one = explain_product(~Nimber{0}, ~Nimber{0}, 4);
  EXPECT_EQ(long_one.size(), 1U + 1U + 4U + 1U + 1U);
}

}  // namespace
}  // namespace grundy

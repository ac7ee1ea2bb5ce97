// The naive and sparse-space methods against an independent computation
// written from the definition of the codes, on every octal code of one and
// two digits and a sample of three-digit codes.
#include "grundy/grundy_sequence.hpp"

#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

namespace grundy {
namespace {

// G(0..last) straight from the meaning of the digits: removing k tokens may
// leave no heap (bit 1), one heap (bit 2) or two heaps (bit 4).
std::vector<unsigned> independent_values(const std::vector<int>& digits, bool unequal, unsigned last) {
  std::vector<unsigned> g(last + 1, 0);
  for (unsigned n = 1; n <= last; ++n) {
    std::vector<bool> seen(2 * n + 64, false);
    for (unsigned k = 0; k < digits.size() && k <= n; ++k) {
      const unsigned rest = n - k;
      if (k > 0 && (digits[k] & 1) && rest == 0) seen[0] = true;
      if (k > 0 && (digits[k] & 2) && rest > 0) seen[g[rest]] = true;
      if (digits[k] & 4) {
        for (unsigned a = 1; a < rest; ++a) {
          if (unequal && 2 * a == rest) continue;
          const unsigned v = g[a] ^ g[rest - a];
          if (v < seen.size()) seen[v] = true;
        }
      }
    }
    unsigned mex = 0;
    while (seen[mex]) ++mex;
    g[n] = mex;
  }
  return g;
}

void expect_both_methods_agree(const std::string& code, unsigned last) {
  std::vector<int> digits = {code[0] - '0'};
  for (std::size_t i = 2; i < code.size(); ++i) digits.push_back(code[i] - '0');
  const std::vector<unsigned> expected = independent_values(digits, false, last);
  for (const auto method : {GrundySequence::Method::naive, GrundySequence::Method::sparse}) {
    GrundySequence sequence(TakeAndBreakRule::octal(code), method);
    sequence.extend_to(last);
    ASSERT_EQ(sequence.size(), last + 1U);
    for (unsigned n = 0; n <= last; ++n) {
      ASSERT_EQ(sequence[n], expected[n]) << code << " n=" << n << (method == GrundySequence::Method::naive ? " naive" : " sparse");
    }
  }
}

TEST(GrundySequence, EveryOneAndTwoDigitOctalCode) {
  for (const char d0 : {'0', '4'}) {
    for (int d1 = 0; d1 < 8; ++d1) {
      expect_both_methods_agree(std::string{d0, '.'} + std::to_string(d1), 600);
      for (int d2 = 0; d2 < 8; ++d2) {
        expect_both_methods_agree(std::string{d0, '.'} + std::to_string(d1) + std::to_string(d2), 600);
      }
    }
  }
}

TEST(GrundySequence, ASampleOfThreeDigitCodes) {
  std::mt19937 random(4);
  std::uniform_int_distribution<int> digit(0, 7);
  for (int i = 0; i < 24; ++i) {
    const std::string code = "0." + std::to_string(digit(random)) + std::to_string(digit(random)) +
                             std::to_string(1 + digit(random) % 7);
    expect_both_methods_agree(code, 1500);
  }
  for (const char* code : {"0.137", "0.007", "0.6", "0.77", "0.07", "4.07"}) expect_both_methods_agree(code, 3000);
}

TEST(GrundySequence, GrundysGameAgreesWithTheDefinition) {
  const std::vector<unsigned> expected = independent_values({4}, true, 2500);
  for (const auto method : {GrundySequence::Method::naive, GrundySequence::Method::sparse}) {
    GrundySequence sequence(TakeAndBreakRule::grundys_game(), method);
    sequence.extend_to(2500);
    for (unsigned n = 0; n <= 2500; ++n) ASSERT_EQ(sequence[n], expected[n]) << n;
  }
  // Known values (Winning Ways): G(0..10) = 0 0 0 1 0 2 1 0 2 1 0.
  GrundySequence sequence(TakeAndBreakRule::grundys_game());
  sequence.extend_to(10);
  const std::vector<std::uint16_t> known = {0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0};
  EXPECT_EQ(std::vector<std::uint16_t>(sequence.values().begin(), sequence.values().end()), known);
}

TEST(GrundySequence, SparseAndNaiveAgreeFarOut) {
  // Past the calibration point the automatic method switches to the sparse
  // space; the naive method is the reference.
  for (const char* code : {"0.6", "0.37"}) {
    GrundySequence automatic(TakeAndBreakRule::octal(code));
    GrundySequence naive(TakeAndBreakRule::octal(code), GrundySequence::Method::naive);
    automatic.extend_to(12000);
    naive.extend_to(12000);
    EXPECT_TRUE(automatic.uses_sparse_space());
    for (unsigned n = 0; n <= 12000; ++n) ASSERT_EQ(automatic[n], naive[n]) << code << " " << n;
  }
}

TEST(GrundySequence, ProgressIsReported) {
  GrundySequence sequence(TakeAndBreakRule::octal("0.77"));
  std::uint64_t last_seen = 0;
  sequence.extend_to(200000, [&](const SequenceProgress& progress) { last_seen = progress.computed; });
  EXPECT_EQ(last_seen, 200001U);
}

}  // namespace
}  // namespace grundy

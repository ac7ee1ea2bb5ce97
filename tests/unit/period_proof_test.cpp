#include "grundy/period_proof.hpp"

#include <gtest/gtest.h>

#include <random>
#include <vector>

#include "grundy/grundy_sequence.hpp"

namespace grundy {
namespace {

std::optional<PeriodProof> proof_after(const TakeAndBreakRule& rule, std::uint64_t count) {
  GrundySequence sequence(rule);
  sequence.extend_to(count - 1);
  return prove_period(sequence.values().to_vector(), *period_theorem(rule), rule.max_taken());
}

TEST(PeriodProof, KaylesHasPeriod12From71) {
  const auto proof = proof_after(TakeAndBreakRule::octal("0.77"), 1000);
  ASSERT_TRUE(proof);
  EXPECT_EQ(proof->period, (Period{71, 12}));
  EXPECT_EQ(proof->theorem, PeriodTheorem::guy_smith);
  // Guy–Smith needs n < 2*71 + 12 + 2, and n + 12 computed: 168 values.
  EXPECT_EQ(proof->values_used, 168U);
  EXPECT_FALSE(proof_after(TakeAndBreakRule::octal("0.77"), 167));
  EXPECT_TRUE(proof_after(TakeAndBreakRule::octal("0.77"), 168));
}

TEST(PeriodProof, DawsonsKaylesHasPeriod34From53) {
  const auto proof = proof_after(TakeAndBreakRule::octal("0.07"), 1000);
  ASSERT_TRUE(proof);
  EXPECT_EQ(proof->period, (Period{53, 34}));
  // Dawson's chess is Dawson's Kayles shifted by one heap.
  const auto chess = proof_after(TakeAndBreakRule::octal("0.137"), 1000);
  ASSERT_TRUE(chess);
  EXPECT_EQ(chess->period, (Period{52, 34}));
}

TEST(PeriodProof, SubtractionGamesByTheWindowCriterion) {
  const auto proof = proof_after(TakeAndBreakRule::subtraction({2, 3, 7}), 100);
  ASSERT_TRUE(proof);
  EXPECT_EQ(proof->period, (Period{0, 5}));
  EXPECT_EQ(proof->theorem, PeriodTheorem::window);
  const auto bash = proof_after(TakeAndBreakRule::subtraction({1, 2, 3}), 100);
  ASSERT_TRUE(bash);
  EXPECT_EQ(bash->period, (Period{0, 4}));
}

TEST(PeriodProof, AWholeHeapMoveIsNotMistakenForAPeriodFromZero) {
  // 0.1: a heap of exactly 1 may be taken; nothing else moves. G = 0 1 0 0 0 ...
  const auto proof = proof_after(TakeAndBreakRule::octal("0.1"), 50);
  ASSERT_TRUE(proof);
  EXPECT_EQ(proof->period, (Period{2, 1}));
}

TEST(PeriodProof, TheSmallestPeriodNeverAMultiple) {
  // Values with period 3 from 0 also repeat with 6, 9, ...; 3 is reported.
  const std::vector<std::uint16_t> values = {0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2};
  const auto proof = prove_period(values, PeriodTheorem::guy_smith, 1);
  ASSERT_TRUE(proof);
  EXPECT_EQ(proof->period, (Period{0, 3}));
  // A preperiod: 5, then period 2.
  const std::vector<std::uint16_t> later = {5, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2};
  const auto late = prove_period(later, PeriodTheorem::guy_smith, 1);
  ASSERT_TRUE(late);
  EXPECT_EQ(late->period, (Period{1, 2}));
}

TEST(PeriodProof, NoClaimWithoutATheoremOrEnoughValues) {
  EXPECT_FALSE(period_theorem(TakeAndBreakRule::grundys_game()));
  EXPECT_FALSE(period_theorem(TakeAndBreakRule::hexadecimal("0.8")));
  GrundySequence grundy(TakeAndBreakRule::grundys_game());
  grundy.extend_to(100000);
  // Even read as an octal game, Grundy's game shows no period in 10^5 values.
  EXPECT_FALSE(prove_period(grundy.values().to_vector(), PeriodTheorem::guy_smith, 0));
  EXPECT_FALSE(proof_after(TakeAndBreakRule::octal("0.6"), 20000));
}

// The prover of a growing sequence answers every prefix as prove_period
// does from scratch, for both theorems, including the prefixes just below
// and at the length its proof needs.
TEST(PeriodProof, AProverOfAGrowingSequenceAnswersAsAFreshProof) {
  for (const TakeAndBreakRule& rule :
       {TakeAndBreakRule::subtraction({2, 8, 9}), TakeAndBreakRule::subtraction({999, 1000}),
        TakeAndBreakRule::octal("0.33"), TakeAndBreakRule::octal("0.77")}) {
    GrundySequence sequence(rule, GrundySequence::Method::naive);
    sequence.extend_to(4000);
    const std::vector<std::uint16_t> all = sequence.values().to_vector();
    const std::span<const std::uint16_t> values = all;
    const PeriodTheorem theorem = *period_theorem(rule);
    PeriodProver prover(theorem, rule.max_taken());
    bool proven = false;
    for (std::size_t length = 0; length <= values.size(); length += 1 + length / 64) {
      const auto fresh = prove_period(values.first(length), theorem, rule.max_taken());
      const auto grown = prover.prove(values.first(length));
      ASSERT_EQ(fresh.has_value(), grown.has_value()) << rule.code() << " at " << length;
      if (!fresh) continue;
      proven = true;
      EXPECT_EQ(fresh->period, grown->period) << rule.code();
      EXPECT_EQ(fresh->values_used, grown->values_used) << rule.code();
    }
    EXPECT_TRUE(proven) << rule.code();
  }
}

// The Guy–Smith proof read straight from the theorem: the smallest p, and
// for it the smallest n0, with G(n+p) = G(n) for every n0 <= n < 2*n0 + p + t
// inside the prefix. (For a real octal sequence the theorem then makes every
// later pair match as well; these made-up sequences must show it too.)
std::optional<Period> guy_smith_by_definition(const std::vector<std::uint16_t>& values,
                                              std::uint64_t t) {
  const std::uint64_t count = values.size();
  for (std::uint64_t p = 1; p < count; ++p) {
    for (std::uint64_t n0 = 0; 2 * n0 + 2 * p + t <= count; ++n0) {
      bool holds = true;
      for (std::uint64_t n = n0; n + p < count && holds; ++n) holds = values[n] == values[n + p];
      if (holds) return Period{n0, p};
    }
  }
  return std::nullopt;
}

// Sequences periodic over a long tail (the shortcut for multiples of the
// best length) and with noise before it, against the definition. In half of
// them the noise is sparse: the values before the tail follow its pattern
// but for a few defects (as 0.376's do), which the walks of the multiples
// skip between.
TEST(PeriodProof, GuySmithAgreesWithTheDefinitionOnLongTails) {
  std::mt19937_64 random(15);
  for (int trial = 0; trial < 6000; ++trial) {
    const std::uint64_t count = 20 + random() % 180;
    const std::uint64_t period = 1 + random() % 9;
    const std::uint64_t tail_from = random() % count;
    const std::uint16_t symbols = static_cast<std::uint16_t>(2 + random() % 3);
    const bool sparse_defects = trial % 2 == 1;
    std::vector<std::uint16_t> pattern(period);
    for (std::uint16_t& v : pattern) v = static_cast<std::uint16_t>(random() % symbols);
    std::vector<std::uint16_t> values(count);
    for (std::uint64_t n = 0; n < count; ++n) {
      if (n >= tail_from + period) {
        values[n] = values[n - period];
      } else if (sparse_defects && n >= tail_from) {
        values[n] = pattern[n % period];
      } else if (sparse_defects && random() % 8 != 0) {
        values[n] = pattern[n % period];
      } else {
        values[n] = static_cast<std::uint16_t>(random() % symbols);
      }
    }
    const std::uint64_t t = random() % 4;
    const auto proof = prove_period(values, PeriodTheorem::guy_smith, t);
    const auto expected = guy_smith_by_definition(values, t);
    ASSERT_EQ(proof.has_value(), expected.has_value()) << "trial " << trial;
    if (proof) {
      EXPECT_EQ(proof->period, *expected) << "trial " << trial;
    }
  }
}

// The misère quotient's theorem read straight from its statement: the
// smallest p, and for it the smallest n0 >= 1, with Φ(n+p) = Φ(n) for every
// n0 <= n < N - p and N >= s*(n0 + p) + t.
std::optional<Period> quotient_period_by_definition(const std::vector<std::uint32_t>& elements,
                                                    std::uint64_t t, std::uint64_t s) {
  const std::uint64_t count = elements.size();
  for (std::uint64_t p = 1; p < count; ++p) {
    for (std::uint64_t n0 = 1; s * (n0 + p) + t <= count; ++n0) {
      bool holds = true;
      for (std::uint64_t n = n0; n + p < count && holds; ++n)
        holds = elements[n] == elements[n + p];
      if (holds) return Period{n0, p};
    }
  }
  return std::nullopt;
}

// Asked at every prefix, as the misère quotient asks heap by heap, the
// prover finds what the statement says, and first at the prefix its proof
// reads.
TEST(PeriodProof, MisereQuotientTheoremAgreesWithTheDefinition) {
  std::mt19937_64 random(40);
  for (int trial = 0; trial < 600; ++trial) {
    const std::uint64_t count = 10 + random() % 120;
    const std::uint64_t period = 1 + random() % 7;
    const std::uint64_t tail_from = random() % count;
    const std::uint32_t symbols = static_cast<std::uint32_t>(2 + random() % 3);
    std::vector<std::uint32_t> elements(count);
    for (std::uint64_t n = 0; n < count; ++n) {
      elements[n] = n >= tail_from + period ? elements[n - period]
                                            : static_cast<std::uint32_t>(random() % symbols);
    }
    const std::uint64_t t = random() % 4;
    const std::uint64_t s = 1 + random() % 3;
    PeriodProver prover(PeriodTheorem::misere_quotient, t, s);
    for (std::uint64_t length = 1; length <= count; ++length) {
      const std::vector<std::uint32_t> prefix(
          elements.begin(), elements.begin() + static_cast<std::ptrdiff_t>(length));
      const auto proof = prover.prove(std::span<const std::uint32_t>(prefix));
      const auto expected = quotient_period_by_definition(prefix, t, s);
      ASSERT_EQ(proof.has_value(), expected.has_value()) << "trial " << trial << " at " << length;
      if (!proof) continue;
      EXPECT_EQ(proof->period, *expected) << "trial " << trial;
      EXPECT_EQ(proof->theorem, PeriodTheorem::misere_quotient);
      EXPECT_EQ(proof->values_used, length) << "trial " << trial;
      break;
    }
  }
}

TEST(PeriodProof, StatementNamesTheBound) {
  const auto proof = proof_after(TakeAndBreakRule::octal("0.77"), 1000);
  ASSERT_TRUE(proof);
  EXPECT_NE(proof->statement().find("71 <= n < 2*71+12+2 = 156"), std::string::npos);
}

}  // namespace
}  // namespace grundy

// The naive and sparse-space methods against an independent computation
// written from the definition of the codes, on every octal code of one and
// two digits and a sample of three-digit codes; one thread against two; and
// the vector walks against the scalar one.
#include "grundy/grundy_sequence.hpp"

#include <gtest/gtest.h>

#include <bit>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "../sanitized.hpp"
#include "grundy/errors.hpp"
#include "sequences/sparse/sparse_engine.hpp"

namespace grundy {
namespace {

// G(0..last) straight from the meaning of the digits: removing k tokens may
// leave no heap (bit 1), one heap (bit 2) or two heaps (bit 4).
std::vector<unsigned> independent_values(const std::vector<int>& digits, bool unequal,
                                         unsigned last) {
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
      ASSERT_EQ(sequence[n], expected[n])
          << code << " n=" << n << (method == GrundySequence::Method::naive ? " naive" : " sparse");
    }
  }
}

TEST(GrundySequence, EveryOneAndTwoDigitOctalCode) {
  for (const char d0 : {'0', '4'}) {
    for (int d1 = 0; d1 < 8; ++d1) {
      expect_both_methods_agree(std::string{d0, '.'} + std::to_string(d1), 600);
      for (int d2 = 0; d2 < 8; ++d2) {
        expect_both_methods_agree(std::string{d0, '.'} + std::to_string(d1) + std::to_string(d2),
                                  600);
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
  for (const char* code : {"0.137", "0.007", "0.6", "0.77", "0.07", "4.07"})
    expect_both_methods_agree(code, 3000);
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
  EXPECT_EQ(sequence.values().to_vector(), known);
}

TEST(GrundySequence, SparseAndNaiveAgreeFarOut) {
  // Past the calibration point the automatic method switches to the sparse
  // space; the naive method is the reference. 0.6 and 0.37 pass 256 on one
  // thread (heaps 10344 and 10343), 0.114 on two (16636): the marks of a
  // block made before a value that wide must still hold after it.
  for (const auto& [code, last] :
       {std::pair{"0.6", 12000U}, std::pair{"0.37", 12000U}, std::pair{"0.114", 20000U}}) {
    GrundySequence automatic(TakeAndBreakRule::octal(code), GrundySequence::Method::automatic,
                             std::string(code) == "0.114" ? 2 : 1);
    GrundySequence naive(TakeAndBreakRule::octal(code), GrundySequence::Method::naive);
    automatic.extend_to(last);
    naive.extend_to(last);
    EXPECT_TRUE(automatic.uses_sparse_space());
    for (unsigned n = 0; n <= last; ++n) ASSERT_EQ(automatic[n], naive[n]) << code << " " << n;
  }
}

// Past 2^14 the sparse method runs in two threads; the values must not
// change. The codes cover the range form (0.6, Grundy's game), the domain
// form (0.106), options through the heaps just below n of every kind: taking
// one, two or three tokens and leaving one heap (0.777), splitting after
// taking none, one or two (4.66, 0.777), and games of small values (4.66,
// 0.36, 0.64).
TEST(GrundySequence, TwoThreadsGiveTheValuesOfOne) {
  const std::vector<TakeAndBreakRule> rules = {
      TakeAndBreakRule::octal("0.6"),  TakeAndBreakRule::octal("0.106"),
      TakeAndBreakRule::octal("4.66"), TakeAndBreakRule::octal("0.777"),
      TakeAndBreakRule::octal("0.36"), TakeAndBreakRule::octal("0.64"),
      TakeAndBreakRule::grundys_game()};
  // Two of the rules under the sanitizers (and every one under ThreadSanitizer).
  for (std::size_t r = 0; r < testing_build::trials(rules.size(), 3); ++r) {
    const TakeAndBreakRule& rule = rules[r];
    GrundySequence one(rule, GrundySequence::Method::automatic, 1);
    GrundySequence two(rule, GrundySequence::Method::automatic, 2);
    one.extend_to(100000);
    two.extend_to(100000);
    ASSERT_TRUE(two.uses_sparse_space()) << rule.code();
    EXPECT_EQ(two.rare_position_count(), one.rare_position_count()) << rule.code();
    for (unsigned n = 0; n <= 100000; ++n) ASSERT_EQ(two[n], one[n]) << rule.code() << " n=" << n;
  }
}

// Values past the lanes' 1024 (octal(0.006) passes 1024 by heap 20,000):
// the marker stops clearing lanes at their end. It cleared up to the value
// limit, past the last lane of its slot, and the heap broke (found by
// tests/data/hostile: the server aborted on `octal(0.006) 20000`).
TEST(GrundySequence, TwoThreadsPastTheLanesValues) {
  // Under the sanitizers the first code alone (half a minute each there).
  const std::vector<const char*> codes = {"0.006", "0.3456"};
  for (std::size_t i = 0; i < testing_build::trials(codes.size(), 2); ++i) {
    const char* code = codes[i];
    GrundySequence one(TakeAndBreakRule::octal(code), GrundySequence::Method::automatic, 1);
    GrundySequence two(TakeAndBreakRule::octal(code), GrundySequence::Method::automatic, 2);
    one.extend_to(40000);
    two.extend_to(40000);
    for (unsigned n = 0; n <= 40000; ++n) ASSERT_EQ(two[n], one[n]) << code << " n=" << n;
  }
}

// More threads than cores: the two threads of each sequence wait for each
// other now and then; those that chose two threads themselves give up
// sharing the work for a while, those told to use two go on, yielding.
TEST(GrundySequence, TwoThreadsOnABusyMachine) {
  GrundySequence reference(TakeAndBreakRule::octal("0.6"), GrundySequence::Method::automatic, 1);
  reference.extend_to(50000);
  const unsigned sequences = std::max(3U, std::thread::hardware_concurrency());
  std::vector<GrundySequence> busy;
  for (unsigned i = 0; i < sequences; ++i) {
    busy.emplace_back(TakeAndBreakRule::octal("0.6"), GrundySequence::Method::automatic,
                      i % 2 == 0 ? 0 : 2);
  }
  std::vector<std::thread> threads;
  for (GrundySequence& sequence : busy)
    threads.emplace_back([&sequence] { sequence.extend_to(50000); });
  for (std::thread& thread : threads) thread.join();
  for (const GrundySequence& sequence : busy) {
    ASSERT_EQ(sequence.size(), reference.size());
    for (unsigned n = 0; n <= 50000; ++n) ASSERT_EQ(sequence[n], reference[n]) << n;
  }
}

// The masks Flammenkamp's tables give: every bit but the lowest for Grundy's
// game (1273 rare positions, the last at 82860), every bit but 0 and 4 for 0.6
// (1583, the last at 20627). Values stay below 512 here, so only the low 9
// bits of the mask matter.
TEST(GrundySequence, ChoosesTheSparsestSpace) {
  GrundySequence grundys_game(TakeAndBreakRule::grundys_game());
  grundys_game.extend_to(131072);
  EXPECT_EQ(grundys_game.space().mask & 0x1FF, 0x1FE);
  EXPECT_FALSE(grundys_game.space().domain);
  EXPECT_EQ(grundys_game.rare_position_count(), 1273U);
  GrundySequence octal_6(TakeAndBreakRule::octal("0.6"));
  octal_6.extend_to(65536);
  EXPECT_EQ(octal_6.space().mask & 0x1FF, 0x1EE);
  EXPECT_EQ(octal_6.rare_position_count(), 1583U);
}

// The vector walks visit pairs a vector at a time but handle the pairs that
// hit in order, so they must leave exactly what the scalar walk leaves; on
// values stored a byte each, also what the walk over the same values stored
// two bytes each leaves.
template <typename Value>
void expect_vector_walk_matches_scalar(detail::InstructionSet set) {
  using detail::InstructionSet;
  std::mt19937 random(11);
  for (int trial = 0; trial < 400; ++trial) {
    const std::size_t length = 96 + random() % 3000;
    // Some values past the 512 of the table: they must not alias into it.
    const unsigned widest = sizeof(Value) == 1 ? 256 : trial % 3 == 0 ? 4096 : 512;
    std::vector<Value> values(length);
    for (Value& v : values) v = static_cast<Value>(random() % widest);
    const std::uint64_t r = length - 1 - random() % 8;  // at least 87
    const std::uint64_t first = 1 + random() % 40;      // so first <= r / 2
    const std::uint64_t end = first + random() % (r / 2 + 1 - first + 1);
    // Values the walk will meet, and some it may not.
    std::vector<std::uint64_t> needed(64, 0);
    const int wanted = 1 + static_cast<int>(random() % 80);
    for (int i = 0; i < wanted; ++i) {
      const std::uint64_t a = first + random() % (end - first + 1);
      unsigned v = random() % 512;
      if (i % 2 == 0 && a < end) v = values[a] ^ values[r - a];
      if (v < 512) needed[v / 64] |= std::uint64_t{1} << (v % 64);
    }
    std::uint64_t unseen = 0;
    for (std::uint64_t word : needed) unseen += static_cast<std::uint64_t>(std::popcount(word));
    std::vector<std::uint64_t> scalar_needed = needed;
    std::vector<std::uint64_t> vector_needed = needed;
    const std::uint64_t scalar_left = detail::walk_splits(InstructionSet::scalar, values.data(), r,
                                                          first, end, scalar_needed.data(), unseen);
    const std::uint64_t vector_left =
        detail::walk_splits(set, values.data(), r, first, end, vector_needed.data(), unseen);
    ASSERT_EQ(vector_left, scalar_left) << "trial " << trial;
    ASSERT_EQ(vector_needed, scalar_needed) << "trial " << trial;
    if constexpr (sizeof(Value) == 1) {
      const std::vector<std::uint16_t> wide(values.begin(), values.end());
      std::vector<std::uint64_t> wide_needed = needed;
      ASSERT_EQ(detail::walk_splits(set, wide.data(), r, first, end, wide_needed.data(), unseen),
                scalar_left);
      ASSERT_EQ(wide_needed, scalar_needed) << "trial " << trial;
    }
  }
}

// A machine without the instructions cannot run the walk: the test says so
// and is counted as skipped, not passed.
TEST(GrundySequence, Avx2WalkMatchesTheScalarWalk) {
  if (!detail::instruction_set_supported(detail::InstructionSet::avx2)) {
    GTEST_SKIP() << "this CPU has no AVX2";
  }
  expect_vector_walk_matches_scalar<std::uint16_t>(detail::InstructionSet::avx2);
  expect_vector_walk_matches_scalar<std::uint8_t>(detail::InstructionSet::avx2);
}

TEST(GrundySequence, Avx512WalkMatchesTheScalarWalk) {
  if (!detail::instruction_set_supported(detail::InstructionSet::avx512)) {
    GTEST_SKIP() << "this CPU has no AVX-512";
  }
  expect_vector_walk_matches_scalar<std::uint16_t>(detail::InstructionSet::avx512);
  expect_vector_walk_matches_scalar<std::uint8_t>(detail::InstructionSet::avx512);
}

// Values are stored a byte each until one needs two: Grundy's game stays
// narrow (its values stay below 256 far beyond 2^17), 0.6 widens at
// heap 10344 on one thread, and 0.114 at heap 16636, where two threads are
// computing it: their values must be those of one thread.
TEST(GrundySequence, StoresAByteAValueWhileTheValuesFit) {
  GrundySequence grundys_game(TakeAndBreakRule::grundys_game());
  grundys_game.extend_to(131072);
  EXPECT_EQ(grundys_game.values().width(), 1U);
  for (const char* code : {"0.6", "0.114"}) {
    GrundySequence one(TakeAndBreakRule::octal(code), GrundySequence::Method::automatic, 1);
    GrundySequence two(TakeAndBreakRule::octal(code), GrundySequence::Method::automatic, 2);
    one.extend_to(10343);
    EXPECT_EQ(one.values().width(), 1U) << code;
    one.extend_to(40000);
    two.extend_to(40000);
    EXPECT_EQ(two.values().width(), 2U) << code;
    EXPECT_TRUE(one.values() == two.values()) << code;
  }
  SequenceValues values;
  values.push_back(0);
  values.push_back(255);
  EXPECT_EQ(values.width(), 1U);
  values.push_back(256);
  EXPECT_EQ(values.width(), 2U);
  EXPECT_EQ(values.to_vector(), (std::vector<std::uint16_t>{0, 255, 256}));
  EXPECT_TRUE(SequenceValues(std::vector<std::uint16_t>{0, 7}) ==
              SequenceValues(std::vector<std::uint8_t>{0, 7}));
  EXPECT_EQ(SequenceValues(std::vector<std::uint16_t>{0, 7}).width(), 1U);
}

// A sequence holds G(0) .. G(kMaxLength - 1); past it, a LimitError naming
// the heap and the limit, before any work.
TEST(GrundySequence, HoldsKMaxLengthValues) {
  EXPECT_EQ(GrundySequence::kMaxLength, (std::uint64_t{1} << 31) - 1);
  GrundySequence sequence(TakeAndBreakRule::octal("0.77"));
  try {
    sequence.extend_to(GrundySequence::kMaxLength);
    ADD_FAILURE() << "no error";
  } catch (const LimitError& error) {
    EXPECT_EQ(std::string(error.what()),
              "G(2147483647) is beyond the 2147483647 values a sequence holds, G(0) .. "
              "G(2147483646)");
  }
  EXPECT_EQ(sequence.size(), 1U);
}

TEST(GrundySequence, ProgressIsReported) {
  GrundySequence sequence(TakeAndBreakRule::octal("0.77"));
  std::uint64_t last_seen = 0;
  sequence.extend_to(200000,
                     [&](const SequenceProgress& progress) { last_seen = progress.computed; });
  EXPECT_EQ(last_seen, 200001U);
}

}  // namespace
}  // namespace grundy

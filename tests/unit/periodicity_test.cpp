// The window criterion and PeriodicSequence against a brute-force search for
// the smallest period, on sequences made by random rules of finite memory.
#include "grundy/periodicity.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <optional>
#include <random>
#include <stdexcept>
#include <vector>

#include "brute_period.hpp"
#include "grundy/integers.hpp"

namespace grundy {
namespace {

using Values = std::vector<Nimber>;

// A rule of memory t over k values: G(n) = f(G(n-t), ..., G(n-1)) for n >= t,
// f a random table; G(0), ..., G(t-1) random. It has at most k^t windows, so
// preperiod + length <= k^t.
Values random_rule_prefix(std::mt19937_64& random, std::size_t k, std::size_t t, std::size_t size) {
  std::size_t windows = 1;
  for (std::size_t i = 0; i < t; ++i) windows *= k;
  Values table(windows);
  for (Nimber& value : table) value = random() % k;
  Values values;
  for (std::size_t n = 0; n < size; ++n) {
    if (n < t) {
      values.push_back(random() % k);
      continue;
    }
    std::size_t index = 0;
    for (std::size_t i = n - t; i < n; ++i) index = index * k + values[i];
    values.push_back(table[index]);
  }
  return values;
}

TEST(WindowPeriod, HandMadeSequences) {
  // Constant: period 1 from 0, proven by two values.
  EXPECT_EQ(find_window_period(Values{7, 7}, 1), (Period{0, 1}));
  EXPECT_EQ(find_window_period(Values{7}, 1), std::nullopt);
  // 5 0 1 0 1 ...: memory 1, window (0) repeats at 1 and 3.
  EXPECT_EQ(find_window_period(Values{5, 0, 1, 0, 1, 0}, 1), (Period{1, 2}));
  // With memory 2 the same prefix needs one value more than 1 + 2 + ... :
  // W(1) = (0,1) = W(3) needs 5 values.
  EXPECT_EQ(find_window_period(Values{5, 0, 1, 0}, 2), std::nullopt);
  EXPECT_EQ(find_window_period(Values{5, 0, 1, 0, 1}, 2), (Period{1, 2}));
  // 0 0 1 1 2 repeated (subtraction(2,3)): period 5, and a window of 3 must
  // repeat before it is proven: 5 + 3 values.
  const Values cycle = {0, 0, 1, 1, 2, 0, 0, 1};
  EXPECT_EQ(find_window_period(cycle, 3), (Period{0, 5}));
  EXPECT_EQ(find_window_period(Values(cycle.begin(), cycle.end() - 1), 3), std::nullopt);
}

TEST(WindowPeriod, NeedsAMemoryOfAtLeastOne) {
  EXPECT_THROW(WindowPeriodFinder(0), std::invalid_argument);
}

TEST(WindowPeriod, FinderReportsOnceAndKeepsIt) {
  WindowPeriodFinder finder(2);
  EXPECT_EQ(finder.push(1), std::nullopt);
  EXPECT_EQ(finder.push(2), std::nullopt);
  EXPECT_EQ(finder.push(1), std::nullopt);
  EXPECT_EQ(finder.push(2), (Period{0, 2}));
  EXPECT_EQ(finder.push(1), (Period{0, 2}));
  EXPECT_EQ(finder.values(), (Values{1, 2, 1, 2, 1}));
  EXPECT_EQ(finder.memory(), 2U);
}

TEST(WindowPeriod, SmallestPairAgreesWithBruteForceOnRandomRules) {
  std::mt19937_64 random(4);
  int with_preperiod = 0;
  for (int round = 0; round < 600; ++round) {
    const std::size_t k = 2 + round % 3;
    const std::size_t t = 1 + (round / 3) % 6;
    std::size_t windows = 1;
    for (std::size_t i = 0; i < t; ++i) windows *= k;
    const Values values = random_rule_prefix(random, k, t, 3 * windows + t + 10);
    SCOPED_TRACE(::testing::Message() << "k=" << k << " t=" << t << " round " << round);

    const std::optional<Period> found = find_window_period(values, t);
    const std::optional<Period> brute = testing::brute_smallest_period(values, t);
    ASSERT_TRUE(found.has_value());
    ASSERT_TRUE(brute.has_value());
    EXPECT_EQ(*found, *brute);
    with_preperiod += found->preperiod > 0;

    // The proof needs exactly preperiod + length + memory values.
    const std::size_t needed = found->preperiod + found->length + t;
    EXPECT_EQ(find_window_period(std::span(values).first(needed), t), found);
    EXPECT_EQ(find_window_period(std::span(values).first(needed - 1), t), std::nullopt);

    // The sequence kept as preperiod + one period gives back every value.
    const PeriodicSequence sequence(values, *found);
    for (std::size_t n = 0; n < values.size(); ++n) ASSERT_EQ(sequence.value_at(n), values[n]) << n;
  }
  EXPECT_GT(with_preperiod, 100);  // the rules exercise preperiods, not only pure cycles
}

// The finder reports the first repeated window, whatever the sequence: on the
// Thue–Morse word (not eventually periodic, so no rule of memory 64 makes it)
// it must still name a pair of equal windows, with no equal pair before it.
TEST(WindowPeriod, FirstRepeatedWindowIsReportedExactly) {
  Values thue_morse(1 << 14);
  for (std::size_t n = 0; n < thue_morse.size(); ++n) thue_morse[n] = __builtin_popcountll(n) & 1;
  const std::optional<Period> found = find_window_period(thue_morse, 64);
  ASSERT_TRUE(found.has_value());
  for (std::size_t i = 0; i < 64; ++i) {
    EXPECT_EQ(thue_morse[found->preperiod + i], thue_morse[found->preperiod + found->length + i]);
  }
  // And no earlier pair of equal windows exists.
  const std::size_t last = found->preperiod + found->length;
  for (std::size_t a = 0; a < last; ++a) {
    for (std::size_t b = a + 1; b < last; ++b) {
      bool equal = true;
      for (std::size_t i = 0; i < 64 && equal; ++i) equal = thue_morse[a + i] == thue_morse[b + i];
      ASSERT_FALSE(equal) << a << " " << b;
    }
  }
}

TEST(PeriodicSequence, AnswersAnyIndexUpTo2To63) {
  const PeriodicSequence sequence({9, 8, 0, 1, 2}, Period{2, 3});
  EXPECT_EQ(sequence.value_at(0), 9U);
  EXPECT_EQ(sequence.value_at(1), 8U);
  EXPECT_EQ(sequence.value_at(2), 0U);
  EXPECT_EQ(sequence.value_at(5), 0U);
  EXPECT_EQ(sequence.value_at(7), 2U);
  // From n = 2 on, G(n) = period[(n - 2) mod 3].
  EXPECT_EQ(sequence.value_at(kMaxNumber), Values({0, 1, 2})[(kMaxNumber - 2) % 3]);
  EXPECT_EQ(sequence.value_at(~std::uint64_t{0}), Values({0, 1, 2})[(~std::uint64_t{0} - 2) % 3]);
  EXPECT_EQ(sequence.max_value(), 9U);
  EXPECT_EQ(sequence.preperiod_values().size(), 2U);
  EXPECT_EQ(sequence.period_values().size(), 3U);
}

TEST(PeriodicSequence, KeepsOnlyPreperiodAndOnePeriod) {
  const PeriodicSequence sequence({1, 0, 1, 0, 1, 0, 1}, Period{0, 2});
  EXPECT_EQ(sequence.period_values().size(), 2U);
  EXPECT_EQ(sequence.preperiod_values().size(), 0U);
}

TEST(PeriodicSequence, RejectsTooFewValuesAndEmptyPeriods) {
  EXPECT_THROW(PeriodicSequence({1, 2}, (Period{1, 2})), std::invalid_argument);
  EXPECT_THROW(PeriodicSequence({1, 2}, (Period{0, 0})), std::invalid_argument);
  EXPECT_THROW(PeriodicSequence({}, (Period{0, 1})), std::invalid_argument);
}

}  // namespace
}  // namespace grundy

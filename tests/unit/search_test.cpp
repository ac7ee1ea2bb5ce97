#include "grundy/search.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "grundy/errors.hpp"

namespace grundy {
namespace {

// Take 1 or 2 from a single heap: G(n) = n mod 3.
struct TakeOneOrTwo {
  using Position = std::uint64_t;
  std::vector<std::uint64_t> options(std::uint64_t n) const {
    std::vector<std::uint64_t> result;
    for (std::uint64_t take = 1; take <= 2 && take <= n; ++take) result.push_back(n - take);
    return result;
  }
};

// Take exactly one: play lasts n moves, so the search is n positions deep.
struct TakeOne {
  using Position = std::uint64_t;
  std::vector<std::uint64_t> options(std::uint64_t n) const {
    if (n == 0) return {};
    return {n - 1};
  }
};

// A token on a cycle 0 -> 1 -> 2 -> 0.
struct Cycle {
  using Position = int;
  std::vector<int> options(int v) const { return {(v + 1) % 3}; }
};

TEST(GrundySearch, MexOfOptions) {
  GrundySearch<TakeOneOrTwo> search;
  for (std::uint64_t n = 0; n < 50; ++n) EXPECT_EQ(search.grundy_value(n), n % 3) << n;
  EXPECT_TRUE(search.is_loss(9));
  EXPECT_EQ(search.options_of_value(10, 0), std::vector<std::uint64_t>{9});
}

TEST(GrundySearch, DeepGamesNeedNoRecursion) {
  GrundySearch<TakeOne> search;
  EXPECT_EQ(search.grundy_value(2'000'000), 0U);
  EXPECT_EQ(search.grundy_value(2'000'001), 1U);
}

TEST(GrundySearch, CyclesAreReportedNotLoopedOn) {
  GrundySearch<Cycle> search;
  EXPECT_THROW(search.grundy_value(0), RuleError);
  EXPECT_THROW(search.grundy_value(1), RuleError);  // the memo stays usable after an error
}

TEST(GrundySearch, MemoryLimitIsAClearError) {
  GrundySearch<TakeOne> search(TakeOne{}, 1000);
  EXPECT_THROW(search.grundy_value(5000), LimitError);
  EXPECT_EQ(search.grundy_value(10), 0U);
}

}  // namespace
}  // namespace grundy

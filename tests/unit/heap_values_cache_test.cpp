// Heap values kept between positions (heap_values_cache.hpp): found again
// when they answer the heap asked for, computed anew when not, the least
// recently used forgotten first, and always the same values as computed
// without the cache.
#include "grundy/heap_values_cache.hpp"

#include <gtest/gtest.h>

#include <memory>

#include "grundy/take_and_break.hpp"
#include "grundy/take_and_break_game.hpp"

namespace grundy {
namespace {

HeapValues::Limits with(std::shared_ptr<HeapValuesCache> cache) {
  HeapValues::Limits limits;
  limits.cache = std::move(cache);
  return limits;
}

TEST(HeapValuesCache, FindsValuesThatAnswerTheHeapAndComputesTheOthers) {
  auto cache = std::make_shared<HeapValuesCache>(std::uint64_t{64} << 20);
  const TakeAndBreakRule grundy = TakeAndBreakRule::grundys_game();
  // Grundy's game has no period theorem: its values answer up to the heap.
  const auto first = HeapValues::compute(grundy, 100, with(cache));
  EXPECT_EQ(HeapValues::compute(grundy, 80, with(cache)), first);
  const auto larger = HeapValues::compute(grundy, 300, with(cache));
  EXPECT_NE(larger, first);
  EXPECT_EQ(HeapValues::compute(grundy, 200, with(cache)), larger);
  // Kayles at a heap beyond its values proves its period, and then its
  // values answer every heap.
  const TakeAndBreakRule kayles = TakeAndBreakRule::octal("0.77");
  const auto periodic = HeapValues::compute(kayles, 1'000'000'000'000, with(cache));
  ASSERT_TRUE(periodic->proof().has_value());
  EXPECT_EQ(HeapValues::compute(kayles, 10, with(cache)), periodic);
  const HeapValuesCache::Usage usage = cache->usage();
  EXPECT_EQ(usage.rules, 2U);
  EXPECT_EQ(usage.hits, 3U);
  EXPECT_EQ(usage.misses, 3U);
  // The same values as without a cache.
  const auto fresh = HeapValues::compute(grundy, 300, HeapValues::Limits{});
  for (std::uint64_t n = 0; n <= 300; ++n) EXPECT_EQ(larger->value_at(n), fresh->value_at(n)) << n;
}

TEST(HeapValuesCache, ForgetsTheLeastRecentlyUsedBeyondItsBound) {
  const TakeAndBreakRule a = TakeAndBreakRule::grundys_game();
  const TakeAndBreakRule b = TakeAndBreakRule::octal("0.6");
  const TakeAndBreakRule c = TakeAndBreakRule::octal("0.16");
  // Room for about two prefixes of 10,000 values (2 bytes each).
  const std::uint64_t one = HeapValues::compute(a, 10'000, HeapValues::Limits{})->memory_bytes();
  auto cache = std::make_shared<HeapValuesCache>(2 * one + one / 2);
  HeapValues::Limits limits = with(cache);
  limits.period_search = 0;  // no period: each keeps its prefix
  HeapValues::compute(a, 10'000, limits);
  HeapValues::compute(b, 10'000, limits);
  HeapValues::compute(a, 10'000, limits);  // a is now the most recent
  HeapValues::compute(c, 10'000, limits);  // b goes
  EXPECT_EQ(cache->usage().rules, 2U);
  EXPECT_LE(cache->usage().bytes, cache->usage().max_bytes);
  const std::uint64_t misses = cache->usage().misses;
  HeapValues::compute(a, 10'000, limits);
  EXPECT_EQ(cache->usage().misses, misses);
  HeapValues::compute(b, 10'000, limits);
  EXPECT_EQ(cache->usage().misses, misses + 1);
  // Values larger than the whole bound are computed and not kept.
  auto tiny = std::make_shared<HeapValuesCache>(16);
  HeapValues::compute(a, 10'000, with(tiny));
  EXPECT_EQ(tiny->usage().rules, 0U);
}

}  // namespace
}  // namespace grundy

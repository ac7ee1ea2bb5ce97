// The memory a request may allocate (memory_account.hpp): every allocation
// on a thread with an account is charged to it, past its limit or its pool
// the allocation throws MemoryLimitError, and what is freed is given back.
// The unit tests link the counting operators (allocation_hooks.cpp), as the
// server and the command do.
#include "grundy/memory_account.hpp"

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "grundy/analysis.hpp"
#include "grundy/expression.hpp"
#include "grundy/json_report.hpp"

namespace grundy {
namespace {

constexpr std::uint64_t kMiB = std::uint64_t{1} << 20;

TEST(MemoryAccount, ChargesWhatTheThreadAllocatesAndCreditsWhatItFrees) {
  ASSERT_TRUE(allocations_counted());
  MemoryAccount account(64 * kMiB, "--test-memory");
  {
    const ScopedMemoryAccount on_thread(&account);
    EXPECT_EQ(current_memory_account(), &account);
    auto block = std::make_unique<std::vector<char>>(4 * kMiB);
    EXPECT_GE(account.used(), static_cast<std::int64_t>(4 * kMiB));
    block.reset();
    EXPECT_LT(account.used(), static_cast<std::int64_t>(kMiB));
  }
  EXPECT_EQ(current_memory_account(), nullptr);
  EXPECT_GE(account.peak(), static_cast<std::int64_t>(4 * kMiB));
  // Allocations without an account are not charged.
  const std::int64_t before = account.used();
  std::vector<char> outside(8 * kMiB);
  EXPECT_EQ(account.used(), before);
}

TEST(MemoryAccount, AnAllocationPastTheLimitThrowsAndTheWorkUnwinds) {
  MemoryAccount account(8 * kMiB, "--test-memory");
  const ScopedMemoryAccount on_thread(&account);
  std::vector<std::unique_ptr<std::vector<char>>> held;
  try {
    for (int i = 0; i < 100; ++i) held.push_back(std::make_unique<std::vector<char>>(kMiB));
    FAIL() << "100 MiB allocated under a limit of 8 MiB";
  } catch (const MemoryLimitError& error) {
    EXPECT_FALSE(error.pool_exhausted());
    EXPECT_EQ(error.limit(), 8 * kMiB);
    EXPECT_EQ(error.message(),
              "the answer needs more than 8 MiB of memory (the limit of --test-memory)");
  }
  EXPECT_TRUE(account.exceeded());
  EXPECT_LE(account.used(), static_cast<std::int64_t>(8 * kMiB));
  EXPECT_LE(held.size(), 8U);
  // The reserve lets the error be reported: a message, a small answer.
  const std::string report(1000, 'x');
  held.clear();
  EXPECT_LT(account.used(), static_cast<std::int64_t>(kMiB));
}

// A real request: a JSON answer listing every winning move of a Kayles row
// grows with the row; under an account it stops at the limit instead of
// taking gigabytes.
TEST(MemoryAccount, AnAnswerThatGrowsStopsAtTheLimit) {
  const std::unique_ptr<Solution> solution =
      solve(parse_expression("kayles 4000000"), PlayConvention::normal);
  report::JsonLimits every_move;
  every_move.max_listed = report::kAllMoves;
  MemoryAccount account(16 * kMiB, "--test-memory");
  {
    const ScopedMemoryAccount on_thread(&account);
    EXPECT_THROW((void)report::solution_json(*solution, every_move), MemoryLimitError);
  }
  EXPECT_LT(account.used(), static_cast<std::int64_t>(kMiB));
  // Its first page fits easily.
  MemoryAccount page_account(16 * kMiB, "--test-memory");
  const ScopedMemoryAccount on_thread(&page_account);
  const nlohmann::ordered_json page = report::solution_json(*solution, {});
  EXPECT_EQ(page["winning_moves"].size(), report::kListedMoves);
  EXPECT_EQ(page["winning_move_count"], 333338);
  EXPECT_EQ(page["winning_moves_page"]["next_offset"], 100);
}

// Accounts that share a pool: however many there are, their total stays
// under it; an account that finds the pool taken fails as the pool's, and
// what an account held returns to the pool when it ends.
TEST(MemoryAccount, AccountsSharingAPoolStayUnderItsTotal) {
  MemoryPool pool(88 * kMiB, "--test-total");
  std::unique_ptr<std::vector<char>> first_block;
  auto first = std::make_unique<MemoryAccount>(256 * kMiB, "--test-memory", &pool);
  {
    const ScopedMemoryAccount on_thread(first.get());
    first_block = std::make_unique<std::vector<char>>(16 * kMiB);
  }
  EXPECT_GE(pool.taken(), 16 * kMiB);
  EXPECT_LE(pool.taken(), 24 * kMiB);
  {
    MemoryAccount second(256 * kMiB, "--test-memory", &pool);
    const ScopedMemoryAccount on_thread(&second);
    try {
      std::vector<char> too_much(72 * kMiB);
      FAIL() << "the pool gave more than it holds";
    } catch (const MemoryLimitError& error) {
      EXPECT_TRUE(error.pool_exhausted());
      EXPECT_EQ(error.message(),
                "the memory that requests share (88 MiB of --test-total) is taken by other "
                "requests; try again in a moment");
    }
  }
  {
    const ScopedMemoryAccount on_thread(first.get());
    first_block.reset();
  }
  first.reset();
  EXPECT_EQ(pool.taken(), 0U);
  MemoryAccount third(256 * kMiB, "--test-memory", &pool);
  const ScopedMemoryAccount on_thread(&third);
  EXPECT_NO_THROW(std::vector<char>(72 * kMiB));
}

// A heavy request never takes the pool's last kKeptForSmallRequests: a
// small request that starts beside it still gets its first slice.
TEST(MemoryAccount, HeavyAccountsLeaveRoomForSmallOnes) {
  MemoryPool pool(128 * kMiB, "--test-total");
  MemoryAccount heavy(256 * kMiB, "--test-memory", &pool);
  std::vector<std::unique_ptr<std::vector<char>>> held;
  bool stopped = false;
  {
    const ScopedMemoryAccount on_thread(&heavy);
    try {
      for (int i = 0; i < 200; ++i) held.push_back(std::make_unique<std::vector<char>>(kMiB));
    } catch (const MemoryLimitError& error) {
      stopped = error.pool_exhausted();
    }
  }
  EXPECT_TRUE(stopped);
  EXPECT_LE(pool.taken(), 128 * kMiB - MemoryAccount::kKeptForSmallRequests);
  MemoryAccount small(256 * kMiB, "--test-memory", &pool);
  {
    const ScopedMemoryAccount on_thread(&small);
    EXPECT_NO_THROW(std::vector<char> buffer(kMiB));
  }
  const ScopedMemoryAccount on_thread(&heavy);
  held.clear();
}

// A second thread that works for the same request charges the same
// account (the sequence engine's marker does).
TEST(MemoryAccount, AnotherThreadCanChargeTheSameAccount) {
  MemoryAccount account(64 * kMiB, "--test-memory");
  std::int64_t seen = 0;
  std::thread worker([&] {
    const ScopedMemoryAccount same(&account);
    std::vector<char> block(4 * kMiB);
    seen = account.used();
  });
  worker.join();
  EXPECT_GE(seen, static_cast<std::int64_t>(4 * kMiB));
  EXPECT_GE(account.peak(), static_cast<std::int64_t>(4 * kMiB));
}

}  // namespace
}  // namespace grundy

// The server's workers (worker_pool.hpp): a bounded queue that refuses at
// once, and workers that lower their priority for a heavy task and keep
// working after it.
#include "worker_pool.hpp"

#include <gtest/gtest.h>
#include <sys/resource.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <functional>
#include <future>
#include <thread>

namespace {

using grundy::web::WorkerPool;

TEST(WorkerPool, RefusesATaskAtOnceWhenEveryWorkerIsBusyAndTheQueueIsFull) {
  std::promise<void> release;
  std::shared_future<void> released = release.get_future().share();
  std::atomic<int> ran{0};
  {
    WorkerPool pool(2, 1);
    std::function<void()> hold = [&] {
      released.wait();
      ++ran;
    };
    for (int i = 0; i < 3; ++i) {
      std::function<void()> task = hold;
      ASSERT_TRUE(pool.try_submit(task)) << i;
    }
    // Two running (once they have started) and one waiting: no room.
    for (int i = 0; i < 1000 && pool.load().busy < 2; ++i)
      std::this_thread::sleep_for(std::chrono::milliseconds(1));
    EXPECT_EQ(pool.load().busy, 2U);
    EXPECT_EQ(pool.load().queued, 1U);
    EXPECT_FALSE(pool.has_room());
    std::function<void()> refused = [&] { ++ran; };
    EXPECT_FALSE(pool.try_submit(refused));
    EXPECT_TRUE(static_cast<bool>(refused));  // handed back untouched
    release.set_value();
  }
  EXPECT_EQ(ran.load(), 3);  // the pool finished what it took before it went
}

TEST(WorkerPool, AWorkerThatLoweredItsPriorityRunsTheNextTaskAtTheUsualOne) {
  WorkerPool pool(1, 4);
  std::promise<int> heavy;
  std::function<void()> first = [&] {
    WorkerPool::lower_this_workers_priority();
    heavy.set_value(getpriority(PRIO_PROCESS, static_cast<id_t>(gettid())));
  };
  ASSERT_TRUE(pool.try_submit(first));
  EXPECT_EQ(heavy.get_future().get(), 10);
  // Raised back, or a new worker in its place: either way the usual priority.
  std::promise<int> next;
  std::function<void()> second = [&] {
    next.set_value(getpriority(PRIO_PROCESS, static_cast<id_t>(gettid())));
  };
  ASSERT_TRUE(pool.try_submit(second));
  EXPECT_EQ(next.get_future().get(), 0);
}

}  // namespace

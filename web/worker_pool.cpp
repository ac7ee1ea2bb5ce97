#include "worker_pool.hpp"

#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <utility>

namespace grundy::web {

namespace {
// The niceness of a worker whose request turned out heavy.
constexpr int kHeavyNiceness = 10;
thread_local bool lowered = false;

bool set_niceness(int niceness) {
  return setpriority(PRIO_PROCESS, static_cast<id_t>(gettid()), niceness) == 0;
}
}  // namespace

void WorkerPool::lower_this_workers_priority() {
  if (set_niceness(kHeavyNiceness)) lowered = true;
}

WorkerPool::WorkerPool(std::size_t threads, std::size_t queue_capacity)
    : capacity_(queue_capacity) {
  threads = std::max<std::size_t>(threads, 1);
  threads_.reserve(threads);
  for (std::size_t i = 0; i < threads; ++i) threads_.emplace_back([this, i] { work(i); });
  keeper_ = std::thread([this] { keep(); });
}

WorkerPool::~WorkerPool() {
  {
    const std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  ready_.notify_all();
  replace_ready_.notify_all();
  keeper_.join();  // after it, nobody starts a worker
  for (std::thread& thread : threads_) {
    if (thread.joinable()) thread.join();  // not a worker that ended to be replaced
  }
}

// Idle workers take queued tasks at once, so they add to the room.
bool WorkerPool::has_room_locked() const {
  const std::size_t idle = threads_.size() - std::min(busy_, threads_.size());
  return queue_.size() < capacity_ + idle;
}

bool WorkerPool::has_room() const {
  const std::lock_guard lock(mutex_);
  return has_room_locked();
}

bool WorkerPool::try_submit(std::function<void()>& task) {
  {
    const std::lock_guard lock(mutex_);
    if (!has_room_locked()) return false;
    queue_.push_back(std::move(task));
  }
  ready_.notify_one();
  return true;
}

WorkerPool::Load WorkerPool::load() const {
  const std::lock_guard lock(mutex_);
  return {threads_.size(), busy_, queue_.size(), capacity_};
}

void WorkerPool::work(std::size_t index) {
  for (;;) {
    std::function<void()> task;
    {
      std::unique_lock lock(mutex_);
      ready_.wait(lock, [this] { return stopping_ || !queue_.empty(); });
      if (queue_.empty()) return;  // stopping, and nothing left
      task = std::move(queue_.front());
      queue_.pop_front();
      ++busy_;
    }
    task();
    const std::lock_guard lock(mutex_);
    --busy_;
    if (lowered && set_niceness(0)) lowered = false;
    if (lowered && !stopping_) {
      // A thread may not raise its own priority back (unprivileged): the
      // keeper starts a new one in its place, and this one ends, detached,
      // touching nothing more.
      threads_[index].detach();
      to_replace_.push_back(index);
      replace_ready_.notify_one();
      return;
    }
  }
}

void WorkerPool::keep() {
  std::unique_lock lock(mutex_);
  for (;;) {
    replace_ready_.wait(lock, [this] { return stopping_ || !to_replace_.empty(); });
    if (stopping_) return;
    for (const std::size_t index : to_replace_)
      threads_[index] = std::thread([this, index] { work(index); });
    to_replace_.clear();
  }
}

}  // namespace grundy::web

// A fixed set of threads for the server's CPU-heavy work (the API), apart
// from the thread that reads and writes the connections, with a bounded
// queue: when it is full a task is refused at once (the server answers 503
// with Retry-After) instead of waiting without bound.
#pragma once

#include <condition_variable>
#include <cstddef>
#include <deque>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace grundy::web {

class WorkerPool {
 public:
  // `threads` workers (at least one); at most `queue_capacity` tasks wait
  // beyond those running.
  WorkerPool(std::size_t threads, std::size_t queue_capacity);
  // Finishes the tasks running and queued, then joins the workers.
  ~WorkerPool();
  WorkerPool(const WorkerPool&) = delete;
  WorkerPool& operator=(const WorkerPool&) = delete;

  // Whether a task submitted now would be taken (the queue is not full).
  bool has_room() const;
  // Queues `task`; false, and `task` untouched, when the queue is full.
  bool try_submit(std::function<void()>& task);

  // Lowers the priority of the calling worker for the rest of its task (a
  // request that turned out heavy: the quick ones keep the processor). After
  // the task the worker gets its priority back or, when the system does not
  // allow raising it again (unprivileged), is replaced by a new thread.
  static void lower_this_workers_priority();

  struct Load {
    std::size_t workers = 0;
    std::size_t busy = 0;    // running a task
    std::size_t queued = 0;  // waiting for a worker
    std::size_t queue_capacity = 0;
  };
  Load load() const;

 private:
  void work(std::size_t index);
  void keep();
  bool has_room_locked() const;

  const std::size_t capacity_;
  mutable std::mutex mutex_;
  std::condition_variable ready_;
  std::deque<std::function<void()>> queue_;
  std::size_t busy_ = 0;
  bool stopping_ = false;
  std::vector<std::thread> threads_;
  // Workers to start again: a thread inherits its creator's priority, so
  // the replacement of a lowered worker is started by this keeper, which
  // never lowers its own.
  std::condition_variable replace_ready_;
  std::vector<std::size_t> to_replace_;
  std::thread keeper_;
};

}  // namespace grundy::web

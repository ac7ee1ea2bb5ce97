// What one request may allocate, counted to the byte as it allocates.
//
// A budget checked before the work (resource_limit.hpp) catches the large
// requests that can be estimated; it cannot see the rest (a JSON answer that
// grows with its moves, a search whose table fills as it goes). So a front
// end that must bound a request's memory (the server's --request-memory, the
// command's --max-memory, the page's engine) puts a MemoryAccount on the
// thread that does the work, with ScopedMemoryAccount, and every allocation
// through operator new on that thread is charged to it: past its limit, the
// allocation throws MemoryLimitError (a std::bad_alloc), the work unwinds and
// frees what it held, and the front end answers with one clear error.
//
// The counting itself is done by replacements of the global operator new and
// delete (allocation_hooks.cpp), linked into the programs that want it, not
// into the library: a program without them (the Python module, a user's
// program) never charges an account, and installing one costs nothing there.
//
// Accounts may draw on a MemoryPool, a total shared by every request of a
// server: an account takes its share of the pool in slices as it grows and
// gives it all back when it ends, so that however many requests run at once,
// their memory stays under the total; a request that finds the pool empty
// ends with MemoryLimitError too, marked as the server's limit (answered with
// 503 and Retry-After rather than as the request's own fault).
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <mutex>
#include <new>
#include <string>

namespace grundy {

// A total of memory that several accounts share.
class MemoryPool {
 public:
  // `name` names the setting in messages ("--max-memory"): a string literal.
  MemoryPool(std::uint64_t total, const char* name) noexcept : total_(total), name_(name) {}
  MemoryPool(const MemoryPool&) = delete;
  MemoryPool& operator=(const MemoryPool&) = delete;

  // Takes `bytes` from the pool and leaves at least `keep`; false, and
  // nothing taken, when they are not left.
  bool take(std::uint64_t bytes, std::uint64_t keep = 0) noexcept;
  void give_back(std::uint64_t bytes) noexcept;

  std::uint64_t total() const noexcept { return total_; }
  std::uint64_t taken() const noexcept { return taken_.load(std::memory_order_relaxed); }
  const char* name() const noexcept { return name_; }

 private:
  const std::uint64_t total_;
  const char* name_;
  std::atomic<std::uint64_t> taken_{0};
};

// Thrown by an allocation past an account's limit, or when its pool is
// empty. A std::bad_alloc, as operator new may throw nothing else; what()
// is a fixed text, message() the sentence for a person.
class MemoryLimitError : public std::bad_alloc {
 public:
  MemoryLimitError(std::uint64_t limit, const char* limit_name, bool pool_exhausted) noexcept
      : limit_(limit), limit_name_(limit_name), pool_exhausted_(pool_exhausted) {}

  const char* what() const noexcept override { return "the memory limit was reached"; }
  // "the answer needs more than 256 MiB of memory (the limit of
  // --request-memory)", or,
  // when the pool was empty, that the memory shared by all requests is in use.
  std::string message() const;

  std::uint64_t limit() const noexcept { return limit_; }
  // True when the shared total ran out rather than the account's own limit:
  // the same request may succeed a moment later.
  bool pool_exhausted() const noexcept { return pool_exhausted_; }

 private:
  std::uint64_t limit_;
  const char* limit_name_;
  bool pool_exhausted_;
};

class MemoryAccount {
 public:
  // `limit_name` names the setting in messages ("--request-memory"); it must
  // outlive the account and its errors (a string literal). `pool` may be
  // null: no shared total.
  MemoryAccount(std::uint64_t limit, const char* limit_name, MemoryPool* pool = nullptr) noexcept;
  // Gives its share of the pool back.
  ~MemoryAccount();
  MemoryAccount(const MemoryAccount&) = delete;
  MemoryAccount& operator=(const MemoryAccount&) = delete;

  // Counts `bytes` allocated. Throws MemoryLimitError (and counts nothing)
  // past the limit or when the pool has no more to give. Once it has thrown,
  // the account allows a reserve beyond its limit and its pool
  // (kReserveAfterLimit), so that the work can unwind and report the error
  // without failing again.
  void charge(std::size_t bytes);
  // Counts `bytes` freed. Memory allocated under one account and freed under
  // another (a cache filled by one request, emptied by the next) leaves the
  // first charged and the second credited: an account's count may go below
  // zero, and its peak is what it held at most.
  void release(std::size_t bytes) noexcept;

  std::int64_t used() const noexcept { return used_.load(std::memory_order_relaxed); }
  std::int64_t peak() const noexcept { return peak_.load(std::memory_order_relaxed); }
  std::uint64_t limit() const noexcept { return limit_; }
  bool exceeded() const noexcept { return exceeded_.load(std::memory_order_relaxed); }

  // What may be allocated past the limit (and past the pool) once it has
  // been reached: the error's unwinding and message. Some destructors
  // allocate and may not fail (nlohmann::json frees a tree through a stack
  // of its children: 16 bytes each, 1.6 MB for the API's largest list).
  static constexpr std::uint64_t kReserveAfterLimit = std::uint64_t{16} << 20;
  // The slices in which an account takes from its pool.
  static constexpr std::uint64_t kPoolSlice = std::uint64_t{4} << 20;
  // What an account leaves in the pool when it takes more than its first
  // slice: heavy requests never take the last of it, so that sixteen small
  // ones (most requests need well under a slice) can still start beside
  // them.
  static constexpr std::uint64_t kKeptForSmallRequests = 16 * kPoolSlice;

 private:
  void charge_beyond_grant(std::int64_t now, std::size_t bytes);

  const std::uint64_t limit_;
  const char* limit_name_;
  MemoryPool* pool_;
  std::atomic<std::int64_t> used_{0};
  std::atomic<std::int64_t> peak_{0};
  // What may be used without taking more: the limit, or the pool's grant
  // when smaller. Read on every allocation; changed under `grant_mutex_`.
  std::atomic<std::int64_t> allowed_{0};
  std::uint64_t granted_ = 0;  // taken from the pool
  std::atomic<bool> exceeded_{false};
  std::mutex grant_mutex_;
};

// Puts `account` (or none, for nullptr) on this thread for the scope: the
// allocations of this thread are charged to it. Nested scopes restore the
// one before. Another thread that works for the same request (the sequence
// engine's second thread) puts the same account on itself.
class ScopedMemoryAccount {
 public:
  explicit ScopedMemoryAccount(MemoryAccount* account) noexcept;
  ~ScopedMemoryAccount();
  ScopedMemoryAccount(const ScopedMemoryAccount&) = delete;
  ScopedMemoryAccount& operator=(const ScopedMemoryAccount&) = delete;

 private:
  MemoryAccount* outer_;
};

// The account of this thread, or nullptr.
MemoryAccount* current_memory_account() noexcept;

// Whether this program counts allocations (allocation_hooks.cpp is linked
// in): without it, accounts stay at zero.
bool allocations_counted() noexcept;

}  // namespace grundy

#include "grundy/memory_account.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "grundy/integers.hpp"
#include "grundy/resource_limit.hpp"
#include "grundy/translate.hpp"

namespace grundy {

namespace {
thread_local MemoryAccount* current = nullptr;
std::atomic<bool> counted{false};

std::int64_t as_signed(std::uint64_t bytes) noexcept {
  return static_cast<std::int64_t>(std::min<std::uint64_t>(bytes, INT64_MAX));
}
}  // namespace

namespace detail {
// Called once by allocation_hooks.cpp when it is linked in.
void note_allocations_counted() noexcept { counted.store(true, std::memory_order_relaxed); }
}  // namespace detail

bool allocations_counted() noexcept { return counted.load(std::memory_order_relaxed); }

bool MemoryPool::take(std::uint64_t bytes, std::uint64_t keep) noexcept {
  std::uint64_t taken = taken_.load(std::memory_order_relaxed);
  do {
    const std::uint64_t left = total_ - std::min(taken, total_);
    if (bytes > left || keep > left - bytes) return false;
  } while (!taken_.compare_exchange_weak(taken, taken + bytes, std::memory_order_relaxed));
  return true;
}

void MemoryPool::give_back(std::uint64_t bytes) noexcept {
  taken_.fetch_sub(bytes, std::memory_order_relaxed);
}

std::string MemoryLimitError::message() const {
  if (pool_exhausted_) {
    return format_translated(
        "the memory that requests share ({} of {}) is taken by other requests; try again in a moment",
        format_bytes(limit_), limit_name_);
  }
  return format_translated("the answer needs more than {} of memory (the limit of {})",
                           format_bytes(limit_), limit_name_);
}

MemoryAccount::MemoryAccount(std::uint64_t limit, const char* limit_name, MemoryPool* pool) noexcept
    : limit_(limit), limit_name_(limit_name), pool_(pool) {
  // Without a pool the limit alone bounds; with one, nothing is granted yet.
  allowed_.store(pool_ == nullptr ? as_signed(limit_) : 0, std::memory_order_relaxed);
}

MemoryAccount::~MemoryAccount() {
  if (pool_ != nullptr && granted_ > 0) pool_->give_back(granted_);
}

void MemoryAccount::charge(std::size_t bytes) {
  const std::int64_t size = as_signed(bytes);
  const std::int64_t now = used_.fetch_add(size, std::memory_order_relaxed) + size;
  if (now > allowed_.load(std::memory_order_relaxed)) charge_beyond_grant(now, bytes);
  std::int64_t peak = peak_.load(std::memory_order_relaxed);
  while (now > peak && !peak_.compare_exchange_weak(peak, now, std::memory_order_relaxed)) {
  }
}

// The slow path: more from the pool, or the limit. Allocates nothing.
void MemoryAccount::charge_beyond_grant(std::int64_t now, std::size_t bytes) {
  const std::lock_guard<std::mutex> lock(grant_mutex_);
  const std::int64_t size = as_signed(bytes);
  const auto fail = [&](bool pool_exhausted) {
    used_.fetch_sub(size, std::memory_order_relaxed);
    exceeded_.store(true, std::memory_order_relaxed);
    if (pool_exhausted) throw MemoryLimitError(pool_->total(), pool_->name(), true);
    throw MemoryLimitError(limit_, limit_name_, false);
  };
  const std::uint64_t needed = static_cast<std::uint64_t>(std::max<std::int64_t>(now, 0));
  if (exceeded_.load(std::memory_order_relaxed)) {
    // Unwinding after an error: the reserve, beyond the limit and the pool
    // alike (the destructors that free a JSON tree allocate as they go, and
    // may not fail).
    const std::uint64_t held = pool_ == nullptr ? limit_ : std::min(limit_, granted_);
    const std::uint64_t ceiling = saturating_add(held, kReserveAfterLimit);
    if (needed > ceiling) fail(pool_ != nullptr && granted_ < limit_);
    allowed_.store(as_signed(ceiling), std::memory_order_relaxed);
    return;
  }
  if (needed > limit_) fail(false);
  if (pool_ == nullptr) {
    allowed_.store(as_signed(limit_), std::memory_order_relaxed);
    return;
  }
  // Enough of the pool for `now` and a slice more, never past the limit;
  // when the pool has not that much, what is needed now.
  const std::uint64_t wanted = std::min(limit_, saturating_add(needed, kPoolSlice));
  // The first slice may take the pool's last bytes; beyond it, an account
  // leaves kKeptForSmallRequests for requests that start after it.
  const std::uint64_t keep = granted_ == 0 ? 0 : kKeptForSmallRequests;
  if (wanted > granted_ && pool_->take(wanted - granted_, keep)) {
    granted_ = wanted;
  } else if (needed > granted_) {
    if (!pool_->take(needed - granted_, keep)) fail(true);
    granted_ = needed;
  }
  allowed_.store(as_signed(granted_), std::memory_order_relaxed);
}

void MemoryAccount::release(std::size_t bytes) noexcept {
  used_.fetch_sub(as_signed(bytes), std::memory_order_relaxed);
}

ScopedMemoryAccount::ScopedMemoryAccount(MemoryAccount* account) noexcept : outer_(current) {
  current = account;
}

ScopedMemoryAccount::~ScopedMemoryAccount() { current = outer_; }

MemoryAccount* current_memory_account() noexcept { return current; }

}  // namespace grundy

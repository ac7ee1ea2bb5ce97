#include "grundy/deadline.hpp"

#include <algorithm>

namespace grundy {

namespace {
thread_local ScopedDeadline* current = nullptr;
thread_local std::uint32_t calls = 0;
}  // namespace

ScopedDeadline::ScopedDeadline(std::chrono::steady_clock::duration limit)
    : at_(std::chrono::steady_clock::now() + limit), outer_(current) {
  if (outer_ != nullptr) at_ = std::min(at_, outer_->at());
  current = this;
}

ScopedDeadline::ScopedDeadline(std::chrono::steady_clock::duration limit,
                               std::chrono::steady_clock::duration long_after,
                               void (*on_long_work)())
    : ScopedDeadline(limit) {
  long_at_ = std::chrono::steady_clock::now() + long_after;
  on_long_work_ = on_long_work;
}

ScopedDeadline::~ScopedDeadline() { current = outer_; }

// The hook is called once, then cleared; an outer deadline's too (a request
// that turns heavy inside optional work).
void check_deadline_now() {
  if (current == nullptr) return;
  const auto now = std::chrono::steady_clock::now();
  if (now >= current->at()) throw TimeLimitError("the time allowed for this request ran out");
  for (ScopedDeadline* scope = current; scope != nullptr; scope = scope->outer_) {
    if (scope->on_long_work_ != nullptr && now >= scope->long_at_) {
      void (*hook)() = scope->on_long_work_;
      scope->on_long_work_ = nullptr;
      hook();
    }
  }
}

void check_deadline() {
  if (current == nullptr || ++calls % 64 != 0) return;
  check_deadline_now();
}

}  // namespace grundy

namespace grundy {

bool run_within_budget(std::chrono::steady_clock::duration budget,
                       const std::function<void()>& work) {
  if (budget <= std::chrono::steady_clock::duration::zero()) {
    work();
    return true;
  }
  ScopedDeadline* const outer = current;
  try {
    const ScopedDeadline within(budget);
    work();
    return true;
  } catch (const TimeLimitError&) {
    if (outer != nullptr && std::chrono::steady_clock::now() >= outer->at()) throw;
    return false;
  }
}

}  // namespace grundy

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

// The hook is called once, then cleared.
void check_deadline_now() {
  if (current == nullptr) return;
  const auto now = std::chrono::steady_clock::now();
  if (now >= current->at()) throw TimeLimitError("the time allowed for this request ran out");
  if (current->on_long_work_ != nullptr && now >= current->long_at_) {
    void (*hook)() = current->on_long_work_;
    current->on_long_work_ = nullptr;
    hook();
  }
}

void check_deadline() {
  if (current == nullptr || ++calls % 64 != 0) return;
  check_deadline_now();
}

}  // namespace grundy

#include "grundy/deadline.hpp"

#include <algorithm>

namespace grundy {

namespace {
thread_local const ScopedDeadline* current = nullptr;
thread_local std::uint32_t calls = 0;
}  // namespace

ScopedDeadline::ScopedDeadline(std::chrono::steady_clock::duration limit)
    : at_(std::chrono::steady_clock::now() + limit), outer_(current) {
  if (outer_ != nullptr) at_ = std::min(at_, outer_->at());
  current = this;
}

ScopedDeadline::~ScopedDeadline() { current = outer_; }

void check_deadline_now() {
  if (current != nullptr && std::chrono::steady_clock::now() >= current->at()) {
    throw TimeLimitError("the time allowed for this request ran out");
  }
}

void check_deadline() {
  if (current == nullptr || ++calls % 64 != 0) return;
  check_deadline_now();
}

}  // namespace grundy

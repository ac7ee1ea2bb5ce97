// A time limit for the work of one request, enforced cooperatively: a front
// end that must answer within a time (the web API's --request-timeout) sets a
// deadline on its thread with ScopedDeadline, and the library's long loops
// (the searches, the sequence engine, the misère quotient) call
// check_deadline() as they go, which throws TimeLimitError once the deadline
// has passed. Without a deadline on the thread, check_deadline() costs a
// read of a thread-local pointer and nothing else, so a command line run is
// as fast as before.
//
// TimeLimitError is not a LimitError: the code that falls back to another
// method when one is beyond its limits (a genus too large, a quotient that
// cannot be found) must not fall back, nor remember the failure, when the
// time is up; it lets the error pass to the front end.
#pragma once

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <functional>

#include "grundy/errors.hpp"

namespace grundy {

class TimeLimitError : public Error {
 public:
  using Error::Error;
};

class ScopedDeadline {
 public:
  // The work on this thread must end within `limit` from now; nested
  // deadlines keep the earlier one.
  explicit ScopedDeadline(std::chrono::steady_clock::duration limit);
  // The same, and `on_long_work` is called once, on this thread, by the
  // first check past `long_after` from now: a server lowers the priority of
  // a request that turns out heavy, so that quick ones keep the processor.
  ScopedDeadline(std::chrono::steady_clock::duration limit,
                 std::chrono::steady_clock::duration long_after, void (*on_long_work)());
  ~ScopedDeadline();
  ScopedDeadline(const ScopedDeadline&) = delete;
  ScopedDeadline& operator=(const ScopedDeadline&) = delete;

  std::chrono::steady_clock::time_point at() const noexcept { return at_; }

 private:
  friend void check_deadline_now();
  std::chrono::steady_clock::time_point at_;
  ScopedDeadline* outer_;
  std::chrono::steady_clock::time_point long_at_ = std::chrono::steady_clock::time_point::max();
  void (*on_long_work_)() = nullptr;
};

// Throws TimeLimitError when the deadline on this thread has passed. The
// clock is read on one call in 64, so that a loop may call it at every step.
void check_deadline();

// The same, reading the clock at every call: for a loop whose steps are long
// (the sequence pipeline's chunks of 65,536 heaps), where one call in 64
// would come seconds late.
void check_deadline_now();

// Optional work (a remoteness search, an explanation, the engine's choice
// among losing moves) given a time budget of its own, inside whatever
// deadline the thread has: `work` runs under a deadline `budget` from now,
// and when that deadline stops it (TimeLimitError from check_deadline), the
// answer is false, "not done within the time budget". When the thread's own
// deadline has passed too, the TimeLimitError goes on to the caller: the
// whole request is out of time. A budget of zero: no budget of its own.
//
// A time budget makes an answer depend on the machine's speed; front ends
// that answer people set one (the web API, the text report), and tests that
// compare answers byte for byte give none or a generous one.
bool run_within_budget(std::chrono::steady_clock::duration budget,
                       const std::function<void()>& work);

// A limit of `seconds` typed by a person, as a duration: rounded up to whole
// milliseconds, so that a tiny limit stays a limit (0 ms would be none), and
// at most 10^9 s, as good as none and within the clock's count.
inline std::chrono::milliseconds limit_of_seconds(double seconds) {
  return std::chrono::milliseconds(
      static_cast<std::int64_t>(std::ceil(std::min(seconds, 1e9) * 1000)));
}

// A front end's time limit of `seconds` (a command's --timeout, Python's
// timeout=) for `work`: none for 0 or less. Past it, TimeLimitError, which
// the front end words as its own.
template <class Work>
void within_seconds(double seconds, Work&& work) {
  if (!(seconds > 0)) {
    work();
    return;
  }
  const ScopedDeadline deadline(limit_of_seconds(seconds));
  work();
}

}  // namespace grundy

// Two threads computing one sequence: GrundySequence::extend_in_pipeline.
//
// One thread guesses the even heaps, the other the odd ones. A guess for heap
// n is the mex of the options that involve only heaps below its horizon h
// (at least n - lag, every value below h being final when it starts). Once
// G(h .. n-1) are final too, the guess g is G(n) unless one of the options
// left out (those through a heap in h .. n-1) has the value g: mex(S) = g and
// g not in L give mex(S + L) = g. Then G(n) is computed again in full.
//
// Guesses are made final in order by a thread that has to wait: it is ahead
// by `lag` heaps, and has time. So the faster thread does that work, a heap
// that takes long holds up the other thread only once it is `lag` heaps
// ahead, and neither thread ever waits for the heap just before its own.
#include <fmt/format.h>

#include <array>
#include <atomic>
#include <exception>
#include <memory>
#include <thread>

#include "grundy/errors.hpp"
#include "grundy/grundy_sequence.hpp"
#include "sparse_engine.hpp"

namespace grundy {

using sparse::kGuessSlots;

// What the two threads share. known: G(0 .. known-1) are final; rare_count
// entries of the rare list are valid. The finalizer stores a value and its
// rare entry, then `known` with release; a reader loads `known` with acquire
// before it reads either.
struct GrundySequence::Pipeline {
  // A guess at G(heap) from the options below `horizon`; `heap` is stored
  // last (it says the slot is filled), and read first. A cache line each:
  // the two threads fill neighbouring slots.
  struct alignas(64) Guess {
    std::atomic<std::uint64_t> heap{~std::uint64_t{0}};
    std::uint64_t horizon = 0;
    std::uint64_t value = 0;
  };

  // Read only while the threads run.
  std::uint64_t n0 = 0;
  std::uint64_t n1 = 0;
  std::uint64_t lag = 1;
  // Written by the finalizer, read by both.
  alignas(64) std::atomic<std::uint64_t> known{0};
  std::atomic<std::size_t> rare_count{0};
  std::atomic<std::uint16_t> largest{0};
  std::array<Guess, kGuessSlots> guesses;
  // Held by the thread that is making guesses final; the scratch is its, for
  // the values it computes again.
  alignas(64) std::atomic<bool> finalizing{false};
  std::uint64_t computed_again = 0;
  Scratch finalizer_scratch;
  // Set on an error, or when the threads keep waiting long for each other:
  // then the machine is busy and one thread does better (unless two were
  // asked for: give_up_when_busy false). Both stop before their next heap;
  // every value below `known` is final either way.
  alignas(64) std::atomic<bool> stop{false};
  bool give_up_when_busy = true;
  std::atomic<unsigned> stalls{0};
  std::atomic<bool> failed{false};
  std::exception_ptr error;  // the first failure
  // A value needs two bytes and the store has one: the threads stop, and
  // the store widens before they go on (set before `stop`).
  bool needs_wide = false;

  void fail() {
    if (!failed.exchange(true)) error = std::current_exception();
    stop.store(true);
  }
};

void GrundySequence::extend_in_pipeline(std::uint64_t n0, std::uint64_t n1) {
  rare_positions_.reserve(rare_positions_.size() + (n1 - n0));
  rare_values_.reserve(rare_values_.size() + (n1 - n0));
  values_.resize(n1);  // within the reserved capacity: the buffer never moves
  auto pipeline = std::make_unique<Pipeline>();
  pipeline->n0 = n0;
  pipeline->n1 = n1;
  pipeline->lag = thread_choice_.lag;
  pipeline->give_up_when_busy = threads_chosen_;
  pipeline->known = n0;
  pipeline->rare_count = rare_positions_.size();
  pipeline->largest = largest_value_;
  // Readers use rare_count, never size(); the buffers never move.
  rare_positions_.resize(rare_positions_.capacity());
  rare_values_.resize(rare_positions_.capacity());
  auto finish = [&] {
    rare_positions_.resize(pipeline->rare_count.load());
    rare_values_.resize(pipeline->rare_count.load());
    values_.resize(pipeline->known.load());
    largest_value_ = pipeline->largest.load();
    values_computed_again_ += pipeline->computed_again;
  };
  // The blocks' lanes are for one thread's heaps: other heaps' lanes in
  // scratch_ may not be ready, here or after.
  scratch_.forget_blocks();
  Scratch partner_scratch;
  std::thread partner;
  try {
    partner = std::thread([&] { run_pipeline_turns(*pipeline, 1, partner_scratch); });
  } catch (...) {
    finish();
    throw;
  }
  run_pipeline_turns(*pipeline, 0, scratch_);
  partner.join();
  finish();
  scratch_.forget_blocks();
  if (pipeline->error) std::rethrow_exception(pipeline->error);
  if (pipeline->needs_wide) {
    values_.widen();
    return;
  }
  const std::uint64_t guesses = values_.size() - n0;
  if (pipeline->computed_again * sparse::kLagShrinks > guesses) {
    thread_choice_.lag = std::max<std::uint64_t>(1, thread_choice_.lag / 2);
  } else if (pipeline->computed_again * sparse::kLagGrows < guesses) {
    thread_choice_.lag = std::min(sparse::kMaxPipelineLag, 2 * thread_choice_.lag);
  }
  // Stalled: one thread for a while, then two again.
  if (values_.size() < n1) thread_choice_.resumes_at = values_.size() + sparse::kPipelinePause;
}

namespace {

// Waits until `known` reaches `target`, making guesses final meanwhile.
// False when the threads are to stop.
template <typename Pipeline, typename Finalize>
bool wait_until_known(Pipeline& pipeline, std::uint64_t target, Finalize&& finalize) {
  if (pipeline.known.load(std::memory_order_acquire) >= target) return true;
  const auto start = std::chrono::steady_clock::now();
  bool stalled = false;
  for (std::uint64_t spins = 1; pipeline.known.load(std::memory_order_acquire) < target; ++spins) {
    if (pipeline.stop.load(std::memory_order_relaxed)) return false;
    finalize();
    if (stalled) {
      std::this_thread::yield();
      continue;
    }
#ifdef GRUNDY_X86_64
    _mm_pause();
#endif
    if (spins % 256 == 0 && std::chrono::steady_clock::now() - start > sparse::kStall) {
      stalled = true;
      if (pipeline.give_up_when_busy && pipeline.stalls.fetch_add(1) + 1 >= sparse::kMaxStalls) {
        pipeline.stop.store(true);
        return false;
      }
    }
  }
  return true;
}

}  // namespace

// One thread's heaps: n0 + parity, n0 + parity + 2, ...; then it helps make
// the last guesses final.
void GrundySequence::run_pipeline_turns(Pipeline& pipeline, std::uint64_t parity,
                                        Scratch& scratch) {
  // While it waits, a thread makes final what is there.
  auto finalize_if_ready = [&] {
    const std::uint64_t next = pipeline.known.load(std::memory_order_relaxed);
    if (pipeline.guesses[next % kGuessSlots].heap.load(std::memory_order_relaxed) == next)
      finalize_guesses(pipeline);
  };
  try {
    for (std::uint64_t n = pipeline.n0 + parity; n < pipeline.n1; n += 2) {
      const std::uint64_t ready = n - std::min(n - pipeline.n0, pipeline.lag);
      if (!wait_until_known(pipeline, ready, finalize_if_ready)) return;
      const std::uint64_t horizon = std::min(n, pipeline.known.load(std::memory_order_acquire));
      const std::size_t rare_now = pipeline.rare_count.load(std::memory_order_acquire);
      const std::uint64_t limit = value_limit(pipeline.largest.load(std::memory_order_relaxed));
      Pipeline::Guess& guess = pipeline.guesses[n % kGuessSlots];
      guess.value = sparse_value(n, rare_now, limit, scratch, horizon, 2);
      guess.horizon = horizon;
      guess.heap.store(n, std::memory_order_release);
    }
    wait_until_known(pipeline, pipeline.n1, finalize_if_ready);
  } catch (...) {
    pipeline.fail();  // the other thread stops at its next heap or wait
  }
}

// Makes the guesses final in order, as far as they are there, unless the
// other thread is at it (it waits too, and will look again).
void GrundySequence::finalize_guesses(Pipeline& pipeline) {
  // Looking before the exchange keeps the flag's cache line shared while
  // the other thread holds it.
  if (pipeline.finalizing.load(std::memory_order_relaxed) ||
      pipeline.finalizing.exchange(true, std::memory_order_acquire))
    return;
  struct Release {
    std::atomic<bool>& flag;
    ~Release() { flag.store(false, std::memory_order_release); }
  } release{pipeline.finalizing};
  for (std::uint64_t n = pipeline.known.load(std::memory_order_relaxed);
       n < pipeline.n1 &&
       pipeline.guesses[n % kGuessSlots].heap.load(std::memory_order_acquire) == n;
       ++n) {
    const Pipeline::Guess& guess = pipeline.guesses[n % kGuessSlots];
    std::uint64_t value = guess.value;
    if (has_late_option(n, guess.horizon, value)) {
      value = sparse_value(n, pipeline.rare_count.load(std::memory_order_relaxed),
                           value_limit(pipeline.largest.load(std::memory_order_relaxed)),
                           pipeline.finalizer_scratch, n, 0);
      ++pipeline.computed_again;
    }
    if (value > kMaxValue) {
      throw LimitError(fmt::format("G({}) would exceed {}, the largest value the sequence stores",
                                   n, kMaxValue));
    }
    if (!values_.wide() && value > SequenceValues::kNarrowLargest) {
      pipeline.needs_wide = true;
      pipeline.stop.store(true);
      return;
    }
    publish(pipeline, n, value);
  }
}

// Whether an option through a heap in horizon .. n-1 has the value `value`
// (every value below n is final).
bool GrundySequence::has_late_option(std::uint64_t n, std::uint64_t horizon,
                                     std::uint64_t value) const {
  if (horizon >= n) return false;
  const auto& digits = rule_.digits();
  for (std::uint64_t k = 1; k < digits.size() && k < n && n - k >= horizon; ++k) {
    if ((digits[k] & TakeAndBreakRule::kLeaveOne) && values_[n - k] == value) return true;
  }
  const bool unequal = rule_.is_grundys_game();
  for (std::uint64_t k : split_takes_) {
    if (n < k + 2) continue;
    const std::uint64_t r = n - k;
    // The splits (a, r - a), a <= r - a, whose larger heap is at or above
    // the horizon.
    for (std::uint64_t a = 1; a < sparse::first_split(r, horizon) && a <= r - a; ++a) {
      if (unequal && 2 * a == r) continue;
      if (static_cast<std::uint64_t>(values_[a] ^ values_[r - a]) == value) return true;
    }
  }
  return false;
}

// Stores G(n) and, for a rare position, its entry; then makes them visible.
// Only the finalizer calls it, so these updates never overlap.
void GrundySequence::publish(Pipeline& pipeline, std::uint64_t n, std::uint64_t value) {
  const auto stored = static_cast<std::uint16_t>(value);
  values_.set(n, stored);
  if (stored > pipeline.largest.load(std::memory_order_relaxed)) {
    pipeline.largest.store(stored, std::memory_order_relaxed);
  }
  if (position_class(n, stored) == space_.rare_class) {
    const std::size_t count = pipeline.rare_count.load(std::memory_order_relaxed);
    rare_positions_[count] = static_cast<std::uint32_t>(n);
    rare_values_[count] = stored;
    pipeline.rare_count.store(count + 1, std::memory_order_release);
  }
  pipeline.known.store(n + 1, std::memory_order_release);
}

}  // namespace grundy

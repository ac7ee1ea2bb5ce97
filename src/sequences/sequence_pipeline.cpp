// Two threads computing one sequence: GrundySequence::extend_in_pipeline.
//
// Two threads take turns: one computes the even heaps, the other the odd
// ones. G(n) depends on G(n-1) only through the options that involve heap
// n-1: G(n-1) itself when taking one token may leave one heap, and G(1) ^
// G(n-1) when a heap may be split without taking. So each thread computes
// g = mex of the other options while its partner finishes n-1; once G(n-1) is
// published, G(n) = g unless g is one of those late options (mex(S) = g and g
// not in L give mex(S + L) = g), and then it computes G(n) again in full.
#include <fmt/format.h>

#include <atomic>
#include <exception>
#include <thread>

#include "grundy/errors.hpp"
#include "grundy/grundy_sequence.hpp"
#include "sparse_engine.hpp"

namespace grundy {

// What the two threads share. known: G(0 .. known-1) are final; rare_count
// entries of the rare list are valid. A thread stores its value and rare
// entry, then `known` with release; the other reads `known` with acquire
// before it reads either.
struct GrundySequence::Pipeline {
  std::uint64_t n0 = 0;
  std::uint64_t n1 = 0;
  std::atomic<std::uint64_t> known{0};
  std::atomic<std::size_t> rare_count{0};
  std::atomic<std::uint16_t> largest{0};
  // Set on an error, or when the threads keep waiting long for each other:
  // then the machine is busy and one thread does better. Both stop before
  // their next heap; every value below `known` is final either way.
  std::atomic<bool> stop{false};
  std::atomic<unsigned> stalls{0};
  std::atomic<bool> failed{false};
  std::exception_ptr error;  // the first failure
  bool late_single = false;  // taking one token may leave one heap
  bool late_pair = false;    // a heap may be split without taking

  // Waits until G(n-1) is final; false when the threads are to stop.
  bool wait_for(std::uint64_t n) {
    if (known.load(std::memory_order_acquire) >= n) return true;
    const auto start = std::chrono::steady_clock::now();
    bool stalled = false;
    for (std::uint64_t spins = 1; known.load(std::memory_order_acquire) < n; ++spins) {
      if (stop.load(std::memory_order_relaxed)) return false;
      if (stalled) {
        std::this_thread::yield();
        continue;
      }
#ifdef GRUNDY_X86_64
      _mm_pause();
#endif
      if (spins % 256 == 0 && std::chrono::steady_clock::now() - start > sparse::kStall) {
        stalled = true;
        if (stalls.fetch_add(1) + 1 >= sparse::kMaxStalls) {
          stop.store(true);
          return false;
        }
      }
    }
    return true;
  }
};

void GrundySequence::extend_in_pipeline(std::uint64_t n0, std::uint64_t n1) {
  rare_positions_.reserve(rare_positions_.size() + (n1 - n0));
  rare_values_.reserve(rare_values_.size() + (n1 - n0));
  values_.resize(n1);  // within the reserved capacity: the buffer never moves
  const auto& digits = rule_.digits();
  Pipeline pipeline;
  pipeline.n0 = n0;
  pipeline.n1 = n1;
  pipeline.known = n0;
  pipeline.rare_count = rare_positions_.size();
  pipeline.largest = largest_value_;
  pipeline.late_single = digits.size() > 1 && (digits[1] & TakeAndBreakRule::kLeaveOne);
  pipeline.late_pair = !digits.empty() && (digits[0] & TakeAndBreakRule::kLeaveTwo);
  // Readers use rare_count, never size(); the buffers never move.
  rare_positions_.resize(rare_positions_.capacity());
  rare_values_.resize(rare_positions_.capacity());
  auto finish = [&] {
    rare_positions_.resize(pipeline.rare_count.load());
    rare_values_.resize(pipeline.rare_count.load());
    values_.resize(pipeline.known.load());
    largest_value_ = pipeline.largest.load();
  };
  // The blocks' lanes are for one thread's heaps: other heaps' lanes in
  // scratch_ may not be ready, here or after.
  scratch_.block = Scratch::kNoBlock;
  Scratch partner_scratch;
  std::thread partner;
  try {
    partner = std::thread([&] { run_pipeline_turns(pipeline, 1, partner_scratch); });
  } catch (...) {
    finish();
    throw;
  }
  run_pipeline_turns(pipeline, 0, scratch_);
  partner.join();
  finish();
  scratch_.block = Scratch::kNoBlock;
  if (pipeline.error) std::rethrow_exception(pipeline.error);
  // Stalled: one thread for a while, then two again.
  if (values_.size() < n1) pipeline_resumes_at_ = values_.size() + sparse::kPipelinePause;
}

// One thread's heaps: n0 + parity, n0 + parity + 2, ...
void GrundySequence::run_pipeline_turns(Pipeline& pipeline, std::uint64_t parity,
                                        Scratch& scratch) {
  try {
    for (std::uint64_t n = pipeline.n0 + parity;
         n < pipeline.n1 && !pipeline.stop.load(std::memory_order_relaxed); n += 2) {
      const std::optional<std::uint64_t> value = pipeline_value(pipeline, n, scratch);
      if (!value) return;
      if (*value > kMaxValue) {
        throw LimitError(fmt::format("G({}) would exceed {}, the largest value the sequence stores",
                                     n, kMaxValue));
      }
      publish(pipeline, n, static_cast<std::uint16_t>(*value));
    }
  } catch (...) {
    if (!pipeline.failed.exchange(true)) pipeline.error = std::current_exception();
    pipeline.stop.store(true);  // the other thread stops at its next heap or wait
  }
}

// G(n): the mex without the late options, then, once G(n-1) is known, again
// in full if the guess is one of them. Nullopt when the threads stop.
std::optional<std::uint64_t> GrundySequence::pipeline_value(Pipeline& pipeline, std::uint64_t n,
                                                            Scratch& scratch) {
  // Everything up to n-2 is final: this thread computed it, or waited for it
  // before finishing n-2.
  const std::size_t rare_now = pipeline.rare_count.load(std::memory_order_acquire);
  const std::uint64_t guess = sparse_value(
      n, rare_now, value_limit(pipeline.largest.load(std::memory_order_relaxed)), scratch, true, 2);
  if (!pipeline.wait_for(n)) return std::nullopt;
  const std::uint16_t previous = values_[n - 1];
  const bool unequal = rule_.is_grundys_game();
  const bool late = (pipeline.late_single && guess == previous) ||
                    (pipeline.late_pair && !(unequal && n == 2) &&
                     guess == static_cast<std::uint64_t>(values_[1] ^ previous));
  if (!late) return guess;
  return sparse_value(n, pipeline.rare_count.load(std::memory_order_relaxed),
                      value_limit(pipeline.largest.load(std::memory_order_relaxed)), scratch, false,
                      2);
}

// Stores G(n) and, for a rare position, its entry; then makes them visible.
// The threads finish heaps in turn, so these updates never overlap.
void GrundySequence::publish(Pipeline& pipeline, std::uint64_t n, std::uint16_t value) {
  values_[n] = value;
  if (value > pipeline.largest.load(std::memory_order_relaxed)) {
    pipeline.largest.store(value, std::memory_order_relaxed);
  }
  if (position_class(n, value) == space_.rare_class) {
    const std::size_t count = pipeline.rare_count.load(std::memory_order_relaxed);
    rare_positions_[count] = static_cast<std::uint32_t>(n);
    rare_values_[count] = value;
    pipeline.rare_count.store(count + 1, std::memory_order_release);
  }
  pipeline.known.store(n + 1, std::memory_order_release);
}

}  // namespace grundy

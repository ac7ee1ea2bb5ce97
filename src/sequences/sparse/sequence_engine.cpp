#include "sequence_engine.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <chrono>
#include <cstring>
#include <thread>

#include "grundy/deadline.hpp"
#include "grundy/errors.hpp"
#include "sparse_engine.hpp"

namespace grundy {

using sparse::kLanes;
using sparse::kMarked;
using sparse::kScratchValues;

sparse::SequenceEngine::Lanes::Lanes()
    : marks(kLanes * sparse::kLaneStride, 0), cleared(kLanes, 0), block(Scratch::kNoBlock) {}

sparse::SequenceEngine::Scratch::Scratch()
    : marks(kScratchValues, 0), needed(kScratchValues / 64, 0) {}

sparse::SequenceEngine::SequenceEngine(TakeAndBreakRule rule, Method method, unsigned threads)
    : rule_(std::move(rule)), method_(method), threads_(threads), threads_chosen_(threads == 0) {
  for (std::uint64_t k = 0; k < rule_.digits().size(); ++k) {
    if (rule_.digits()[k] != 0) takes_.push_back(k);
    if (rule_.digits()[k] & TakeAndBreakRule::kLeaveTwo) split_takes_.push_back(k);
  }
  if (method_ != Method::naive && (split_takes_.empty() || rule_.splits_into_three())) {
    method_ = Method::naive;  // the sparse method needs splits into exactly two heaps
  }
  if (threads_ == 0) threads_ = std::thread::hardware_concurrency() >= 2 ? 2 : 1;
#if defined(__EMSCRIPTEN__) && !defined(__EMSCRIPTEN_PTHREADS__)
  threads_ = 1;  // WebAssembly without threads (the page's engine): starting one throws
#endif
  threads_ = std::min(threads_, 2U);
  if (const auto theorem = period_theorem(rule_)) prover_.emplace(*theorem, rule_.max_taken());
  values_.push_back(0);  // G(0) = 0: no move from an empty heap
}

void sparse::SequenceEngine::note_value(std::uint16_t value) noexcept {
  largest_value_ = std::max(largest_value_, value);
}

void sparse::SequenceEngine::push(std::uint64_t value) {
  if (value > kMaxValue) {
    throw LimitError(fmt::format("G({}) would exceed {}, the largest value the sequence stores",
                                 values_.size(), kMaxValue));
  }
  values_.push_back(static_cast<std::uint16_t>(value));
  note_value(static_cast<std::uint16_t>(value));
}

int sparse::SequenceEngine::position_class(std::uint64_t n, std::uint16_t value) const noexcept {
  return (std::popcount(static_cast<unsigned>(value & space_.mask)) & 1) ^
         (space_.domain ? static_cast<int>(n & 1U) : 0);
}

// Every option is below 2^B, B the bit width of the largest value, so the mex
// is at most 2^B. The sparse method's candidate is the least unmarked value
// of one parity: 2^B and 2^B + (the mask's lowest bit) have both parities
// (or, when those coincide, 2^(B+1) and 2^(B+1) + that bit).
std::uint64_t sparse::SequenceEngine::value_limit(std::uint16_t largest) const noexcept {
  const std::uint64_t low_bit = space_.mask == 0 ? 1 : (space_.mask & (~space_.mask + 1U));
  std::uint64_t base = std::uint64_t{1} << std::bit_width(largest);
  if (base == low_bit) base <<= 1;
  return (base + low_bit + 64) & ~std::uint64_t{63};
}

void sparse::SequenceEngine::push_sparse(std::uint64_t value) {
  const std::uint64_t n = values_.size();
  push(value);
  if (position_class(n, values_[n]) == space_.rare_class) {
    rare_positions_.push_back(static_cast<std::uint32_t>(n));
    rare_values_.push_back(values_[n]);
  }
}

void sparse::SequenceEngine::extend_to(
    std::uint64_t last, const std::function<void(const SequenceProgress&)>& progress) {
  if (last >= kMaxLength)
    throw LimitError(fmt::format("G({}) is beyond the {} values a sequence holds, G(0) .. G({})",
                                 last, kMaxLength, kMaxLength - 1));
  auto report = [&](bool stop_asked = false) {
    if (progress) progress({values_.size(), rare_positions_.size(), space_, stop_asked});
  };
  // Sharing work with other ranks, a failure here is held until the ranks
  // next agree (at the next shared block, or at the end), so that no rank
  // waits for one that has left.
  std::exception_ptr failure;
  auto guarded = [&](auto&& work) {
    if (!ranks_) return work();
    try {
      work();
    } catch (const RankFailure&) {
      throw;  // already agreed
    } catch (...) {
      failure = std::current_exception();
    }
  };
  // Progress at every multiple of 2^16 the length passes.
  std::uint64_t next_report = (values_.size() | 0xFFFF) + 1;
  guarded([&] {
    if (last >= values_.size()) values_.reserve(last + 1);
  });
  // The sparse space is chosen from values the naive method computed; a
  // forced sparse run starts early so that tests compare it on small heaps.
  const std::uint64_t calibration = calibration_size();
  while (!failure && values_.size() <= last) {
    const std::uint64_t n = values_.size();
    guarded([&] { choose_space_when_due(calibration); });
    if (!failure && starts_shared_block(n)) {
      const std::uint64_t n1 = std::min({n + kSharedBlock, last + 1, std::bit_floor(n) * 2});
      guarded([&] {
        shared_marks_.reserve(kSharedBlock * (sparse::kLaneValues + sparse::kTableValues) / 64);
      });
      if (agree(*ranks_, {failure, stop_asked_ && stop_asked_()}) == RankVerdict::stop) {
        report(true);
        throw Error(fmt::format("stopped at G({}): a rank was asked to stop", n));
      }
      const SettledWork settled = share_settled_work(n, n1);
      guarded([&] { finish_shared_block(n, n1, settled); });
    } else {
      guarded([&] { advance(last); });
    }
    guarded([&] {
      const std::uint64_t length = values_.size();
      if (prover_ && !proof_ && length >= 256 && std::has_single_bit(length)) look_for_period();
      if (length >= next_report) {
        report();
        next_report = (length | 0xFFFF) + 1;
      }
    });
  }
  if (ranks_) agree(*ranks_, {failure, false});
  // A stretch on one thread is timed within one call: the caller's work
  // between calls is not the sequence's.
  thread_choice_.single_from.reset();
  report();
}

// At the calibration size, and at each power of two from then on, the sparse
// space is chosen again from the recent half: a mask that fitted the first
// values may not fit the later ones.
void sparse::SequenceEngine::choose_space_when_due(std::uint64_t calibration) {
  const std::uint64_t n = values_.size();
  if (!proof_ && method_ != Method::naive &&
      (n == calibration || (sparse_ && std::has_single_bit(n)))) {
    choose_space(n / 2);
    sparse_ = true;
  }
}

// One step of extend_to on this rank alone: one value, or a chunk of them on
// two threads.
void sparse::SequenceEngine::advance(std::uint64_t last) {
  check_deadline();
  const std::uint64_t n = values_.size();
  if (proof_) {
    const Period& period = proof_->period;
    values_.push_back(values_[period.preperiod + (n - period.preperiod) % period.length]);
  } else if (two_threads_now(n)) {
    // Up to the next power of two (a check point), in chunks.
    const std::uint64_t checkpoint = std::uint64_t{1} << std::bit_width(n);
    const auto start = std::chrono::steady_clock::now();
    extend_in_pipeline(n, std::min({last + 1, checkpoint, n + sparse::kPipelineChunk}));
    check_deadline_now();  // a chunk is long: the clock at each one
    judge_two_threads(n, std::chrono::steady_clock::now() - start);
  } else if (sparse_) {
    if (!thread_choice_.single_from) {
      thread_choice_.single_from = n;
      thread_choice_.single_start = std::chrono::steady_clock::now();
    }
    push_sparse(sparse_value(n, rare_positions_.size(), value_limit(largest_value_), scratch_));
  } else {
    append_naive();
  }
}

// Whether heap n is computed on two threads; when it is, the stretch on one
// thread before it has ended, and its time per heap is kept.
bool sparse::SequenceEngine::two_threads_now(std::uint64_t n) {
  ThreadChoice& choice = thread_choice_;
  if (!sparse_ || threads_ < 2 || n < sparse::kPipelineStart || n < choice.resumes_at) return false;
  if (second_thread_gate_ && !second_thread_gate_()) return false;
  if (choice.single_from && n - *choice.single_from >= sparse::kSingleStretch) {
    const std::chrono::duration<double> took =
        std::chrono::steady_clock::now() - choice.single_start;
    choice.single_seconds_per_heap = took.count() / static_cast<double>(n - *choice.single_from);
  }
  choice.single_from.reset();
  return true;
}

// Two threads that took clearly longer a heap than one did in the last
// stretch on one: back to one for a while, then two try again. (The stretch
// on one came before, at smaller heaps, which take less time; hence the
// margin.)
void sparse::SequenceEngine::judge_two_threads(std::uint64_t n0,
                                               std::chrono::steady_clock::duration took) {
  ThreadChoice& choice = thread_choice_;
  const std::uint64_t heaps = values_.size() - n0;
  if (!threads_chosen_ || heaps == 0 || choice.single_seconds_per_heap == 0) return;
  const double per_heap = std::chrono::duration<double>(took).count() / static_cast<double>(heaps);
  if (per_heap >= sparse::kSlowerBy * choice.single_seconds_per_heap)
    choice.resumes_at = std::max(choice.resumes_at, values_.size() + sparse::kSingleAgain);
}

std::optional<PeriodProof> sparse::SequenceEngine::extend_until_proven(
    std::uint64_t max_values, std::optional<std::uint64_t> enough,
    const std::function<void(const SequenceProgress&)>& progress) {
  if (!prover_ || max_values == 0) return proof_;
  for (std::uint64_t length = std::min<std::uint64_t>(256, max_values); !proof_;
       length = std::min(2 * length, max_values)) {
    if (enough && length > *enough) {
      extend_to(*enough, progress);
      break;
    }
    extend_to(length - 1, progress);
    if (length >= max_values) {
      // The sequence itself looks only at powers of two: a cap between two
      // of them gets its own look, so that every value computed counts.
      prove_now();
      break;
    }
  }
  return proof_;
}

const std::optional<PeriodProof>& sparse::SequenceEngine::prove_now() {
  if (!proof_ && prover_) look_for_period();
  return proof_;
}

void sparse::SequenceEngine::restore(SequenceValues values) {
  if (values_.size() != 1) throw RuleError("a sequence is restored only before it computes");
  if (values.empty() || values[0] != 0) throw RuleError("a Grundy sequence starts with G(0) = 0");
  if (values.size() > kMaxLength) {
    throw LimitError(
        fmt::format("{} values are more than the {} a sequence holds", values.size(), kMaxLength));
  }
  values_ = std::move(values);
  largest_value_ = values_.visit(
      [](auto stored) -> std::uint16_t { return *std::max_element(stored.begin(), stored.end()); });
  const std::uint64_t length = values_.size();
  if (method_ != Method::naive && length > calibration_size()) {
    choose_space(length / 2);
    sparse_ = true;
  }
  const std::uint64_t last_look = std::bit_floor(length);
  if (prover_ && last_look >= 256) look_for_period(last_look);
}

// A forced sparse run starts early, so that tests compare it on small heaps.
std::uint64_t sparse::SequenceEngine::calibration_size() const noexcept {
  return method_ == Method::sparse ? 64 : sparse::kCalibrationSize;
}

std::optional<PeriodicSequence> sparse::SequenceEngine::periodic() const {
  if (!proof_) return std::nullopt;
  const std::vector<std::uint16_t> known =
      values_.copy(0, proof_->period.preperiod + proof_->period.length);
  return PeriodicSequence(std::vector<Nimber>(known.begin(), known.end()), proof_->period);
}

void sparse::SequenceEngine::look_for_period(std::optional<std::uint64_t> count) {
  const auto start = std::chrono::steady_clock::now();
  proof_ = values_.visit(
      [&](auto stored) { return prover_->prove(stored.first(count.value_or(stored.size()))); });
  period_search_time_ += std::chrono::steady_clock::now() - start;
}

void sparse::SequenceEngine::append_naive() {
  const std::uint64_t n = values_.size();
  const std::uint64_t limit = value_limit(largest_value_);
  std::uint8_t* const marks = scratch_.marks.data();
  std::memset(marks, 0, limit);
  auto mark = [&](unsigned v) { marks[v] = kMarked; };
  const auto& digits = rule_.digits();
  const bool unequal = rule_.is_grundys_game();
  // Only the takes the rule allows: a subtraction game of max S 10^6 has a
  // digit for every k up to 10^6 but may allow only a few of them.
  for (std::uint64_t k : takes_) {
    if (k > n) break;
    const std::uint8_t d = digits[k];
    const std::uint64_t r = n - k;
    if (k > 0 && (d & TakeAndBreakRule::kLeaveNothing) && r == 0) mark(0);
    if (k > 0 && (d & TakeAndBreakRule::kLeaveOne) && r >= 1) mark(values_[r]);
    if (d & TakeAndBreakRule::kLeaveTwo) {
      for (std::uint64_t a = 1; a <= r / 2; ++a) {
        if (!(unequal && 2 * a == r)) mark(values_[a] ^ values_[r - a]);
      }
    }
    if (d & TakeAndBreakRule::kLeaveThree) {
      for (std::uint64_t a = 1; 3 * a <= r; ++a) {
        // A heap of 10^5 splits into three in 10^9 ways: seconds for one value.
        check_deadline();
        for (std::uint64_t b = a; a + 2 * b <= r; ++b)
          mark(values_[a] ^ values_[b] ^ values_[r - a - b]);
      }
    }
  }
  std::uint64_t value = 0;
  while (marks[value] != 0) ++value;  // below limit: the mex is at most 2^B
  push(value);
}

namespace {

// Heaps counted by the low `bits` of their value (the part), the parity of
// the bits above, and their own parity: cell 4 * part + 2 * high + heap.
struct CellCounts {
  std::vector<std::int64_t> recent;  // heaps from..to-1
  std::vector<std::int64_t> all;     // heaps 1..to-1
};

CellCounts count_cells(const SequenceValues& values, std::uint64_t from, int bits) {
  const std::size_t cells = std::size_t{1} << bits;
  const auto low_bits = static_cast<std::uint16_t>((1U << bits) - 1);
  CellCounts counts{std::vector<std::int64_t>(4 * cells, 0),
                    std::vector<std::int64_t>(4 * cells, 0)};
  for (std::uint64_t n = 1; n < values.size(); ++n) {
    const std::uint16_t v = values[n];
    const std::size_t cell =
        4 * (v & low_bits) + 2 * (std::popcount(static_cast<unsigned>(v >> bits)) & 1) + (n & 1);
    ++counts.all[cell];
    if (n >= from) ++counts.recent[cell];
  }
  return counts;
}

// For a mask low | high (high: every bit above `bits`, or none) and a form,
// a heap's class is parity(part & low) ^ s with s fixed by the cell's other
// two parities. With f(part) the sum of (-1)^s over the heaps of that part,
// the Walsh-Hadamard transform F(low) = sum of f(part) (-1)^parity(part & low)
// counts class 0 minus class 1, for every low at once.
std::vector<std::int64_t> class_balance(const std::vector<std::int64_t>& counts, std::size_t cells,
                                        int high, int domain) {
  std::vector<std::int64_t> f(cells, 0);
  for (std::size_t part = 0; part < cells; ++part) {
    for (int high_parity = 0; high_parity < 2; ++high_parity) {
      for (int heap_parity = 0; heap_parity < 2; ++heap_parity) {
        const int sign = (high & high_parity) ^ (domain & heap_parity);
        const std::int64_t count = counts[4 * part + 2 * high_parity + heap_parity];
        f[part] += sign ? -count : count;
      }
    }
  }
  for (std::size_t width = 1; width < cells; width *= 2) {
    for (std::size_t i = 0; i < cells; i += 2 * width) {
      for (std::size_t j = i; j < i + width; ++j) {
        const std::int64_t x = f[j];
        const std::int64_t y = f[j + width];
        f[j] = x + y;
        f[j + width] = x - y;
      }
    }
  }
  return f;
}

}  // namespace

void sparse::SequenceEngine::choose_space(std::uint64_t from) {
  const std::uint64_t to = values_.size();
  if (early_positions_.empty() && to >= sparse::kEarlySplitsFrom + sparse::kEarlySplits) {
    for (std::uint64_t a = sparse::kEarlySplitsFrom;
         a < sparse::kEarlySplitsFrom + sparse::kEarlySplits; ++a) {
      early_positions_.push_back(static_cast<std::uint32_t>(a));
      early_values_.push_back(values_[a]);
    }
  }
  from = std::max<std::uint64_t>(from, 1);
  const int bits = std::min(sparse::kMaskSearchBits,
                            std::max(1, static_cast<int>(std::bit_width(largest_value_))));
  // The domain form pairs a heap's parity with its value's; it needs every
  // split to take tokens of one parity.
  bool domain_allowed = !split_takes_.empty();
  for (std::uint64_t k : split_takes_) domain_allowed &= (k & 1U) == (split_takes_[0] & 1U);
  const CellCounts counts = count_cells(values_, from, bits);
  const SparseSpace best =
      fewest_rare_positions(counts.recent, counts.all, bits, to - from, to - 1, domain_allowed);
  if (sparse_ && best.mask == space_.mask && best.domain == space_.domain) return;
  space_ = best;
  parity_bits_.assign(kScratchValues / 64, 0);
  for (std::uint32_t v = 0; v < kScratchValues; ++v) {
    parity_bits_[v / 64] |= static_cast<std::uint64_t>(std::popcount(v & space_.mask) & 1)
                            << (v % 64);
  }
  scratch_.forget_blocks();  // their bulk marks came from the old rare list
  rare_positions_.clear();
  rare_values_.clear();
  for (std::uint64_t n = 1; n < to; ++n) {
    if (position_class(n, values_[n]) == space_.rare_class) {
      rare_positions_.push_back(static_cast<std::uint32_t>(n));
      rare_values_.push_back(values_[n]);
    }
  }
  rare_positions_.shrink_to_fit();
  rare_values_.shrink_to_fit();
}

// The mask and form with the fewest rare positions among the recent heaps,
// ties going to fewer in all, then to the infinite bitstring.
SparseSpace sparse::SequenceEngine::fewest_rare_positions(const std::vector<std::int64_t>& recent,
                                                          const std::vector<std::int64_t>& all,
                                                          int bits, std::uint64_t recent_heaps,
                                                          std::uint64_t all_heaps,
                                                          bool domain_allowed) const {
  const std::size_t cells = std::size_t{1} << bits;
  const auto low_bits = static_cast<std::uint16_t>((1U << bits) - 1);
  const auto recent_total = static_cast<std::int64_t>(recent_heaps);
  const auto all_total = static_cast<std::int64_t>(all_heaps);
  SparseSpace best;
  std::int64_t best_recent = 0;
  std::int64_t best_all = 0;
  bool found = false;
  for (int domain = 0; domain <= (domain_allowed ? 1 : 0); ++domain) {
    // The rare class must be the one whose values are not easy (see sparse_value).
    const int rare_class = domain ? static_cast<int>(split_takes_[0] & 1U) : 0;
    for (const int high : {1, 0}) {  // the infinite bitstring first: on a tie it is kept
      const std::vector<std::int64_t> balance_recent = class_balance(recent, cells, high, domain);
      const std::vector<std::int64_t> balance_all = class_balance(all, cells, high, domain);
      for (std::uint32_t low = 1; low <= low_bits; ++low) {
        // Heaps of class 0 number (total + balance) / 2.
        const std::int64_t sign = rare_class == 0 ? 1 : -1;
        const std::int64_t count_recent = (recent_total + sign * balance_recent[low]) / 2;
        const std::int64_t count_all = (all_total + sign * balance_all[low]) / 2;
        if (!found || count_recent < best_recent ||
            (count_recent == best_recent && count_all < best_all)) {
          found = true;
          best_recent = count_recent;
          best_all = count_all;
          best = {
              static_cast<std::uint16_t>(low | (high ? static_cast<std::uint16_t>(~low_bits) : 0)),
              domain == 1, rare_class};
        }
      }
    }
  }
  return best;
}

}  // namespace grundy

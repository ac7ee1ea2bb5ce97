#include "grundy/grundy_sequence.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <bit>

#include "grundy/errors.hpp"

namespace grundy {
namespace {

// The naive method computes this many values before the sparse space is
// chosen from them.
constexpr std::uint64_t kCalibrationSize = 4096;
// Masks are searched over this many low bits (and the same with every higher
// bit set: Winning Ways' "infinite bitstrings").
constexpr int kMaskSearchBits = 10;

}  // namespace

GrundySequence::GrundySequence(TakeAndBreakRule rule, Method method)
    : rule_(std::move(rule)), method_(method), stamps_(kMaxValue + 1, 0), needed_((kMaxValue + 1) / 64, 0) {
  for (std::uint64_t k = 0; k < rule_.digits().size(); ++k) {
    if (rule_.digits()[k] & TakeAndBreakRule::kLeaveTwo) split_takes_.push_back(k);
  }
  if (method_ == Method::sparse && (split_takes_.empty() || rule_.splits_into_three())) {
    method_ = Method::naive;  // the sparse method needs splits into exactly two heaps
  }
  if (method_ == Method::automatic && (split_takes_.empty() || rule_.splits_into_three())) {
    method_ = Method::naive;
  }
  theorem_ = period_theorem(rule_);
  values_.push_back(0);  // G(0) = 0: no move from an empty heap
}

void GrundySequence::push(std::uint64_t value) {
  if (value > kMaxValue) {
    throw LimitError(fmt::format("G({}) would exceed {}, the largest value the sequence stores", values_.size(),
                                 kMaxValue));
  }
  values_.push_back(static_cast<std::uint16_t>(value));
}

int GrundySequence::position_class(std::uint64_t n) const noexcept {
  return parity_[values_[n]] ^ (space_.domain ? static_cast<int>(n & 1U) : 0);
}

void GrundySequence::extend_to(std::uint64_t last, const std::function<void(const SequenceProgress&)>& progress) {
  if (last >= values_.max_size()) throw LimitError("too many values");
  auto report = [&] {
    if (progress) progress({values_.size(), rare_positions_.size(), space_});
  };
  if (last >= values_.size()) values_.reserve(last + 1);
  while (values_.size() <= last) {
    const std::uint64_t n = values_.size();
    // The sparse space is chosen from values the naive method computed; a
    // forced sparse run starts early so that tests compare it on small heaps.
    const std::uint64_t calibration = method_ == Method::sparse ? 64 : kCalibrationSize;
    if (!sparse_ && !proof_ && method_ != Method::naive && n >= calibration) {
      choose_space(n / 2);
      sparse_ = true;
    } else if (sparse_ && std::has_single_bit(n) && n >= 4 * kCalibrationSize &&
               rare_positions_.size() > n / 64) {
      choose_space(n - kCalibrationSize);  // the mask no longer fits: choose again from recent values
    }
    if (proof_) {
      const Period& period = proof_->period;
      values_.push_back(values_[period.preperiod + (n - period.preperiod) % period.length]);
    } else if (sparse_) {
      append_sparse();
    } else {
      append_naive();
    }
    if (theorem_ && !proof_ && n + 1 >= 256 && std::has_single_bit(n + 1)) {
      proof_ = prove_period(values_, *theorem_, rule_.max_taken());
    }
    if ((n & 0xFFFF) == 0) report();
  }
  report();
}

void GrundySequence::append_naive() {
  const std::uint64_t n = values_.size();
  if (++stamp_ == 0) {
    std::fill(stamps_.begin(), stamps_.end(), 0);
    stamp_ = 1;
  }
  const auto& digits = rule_.digits();
  const bool unequal = rule_.is_grundys_game();
  for (std::uint64_t k = 0; k < digits.size() && k <= n; ++k) {
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
        for (std::uint64_t b = a; a + 2 * b <= r; ++b) mark(values_[a] ^ values_[b] ^ values_[r - a - b]);
      }
    }
  }
  std::uint64_t value = 0;
  while (value <= kMaxValue && marked(static_cast<std::uint16_t>(value))) ++value;
  push(value);
}

// Every option of the "easy" parity involves a rare position (a common value
// is the XOR of a rare and a common one), so marking the pairs through the
// rare positions finds all of them. Options of the other parity are searched
// only as far as needed: until every such value below the smallest missing
// easy value has been seen.
void GrundySequence::append_sparse() {
  const std::uint64_t n = values_.size();
  if (++stamp_ == 0) {
    std::fill(stamps_.begin(), stamps_.end(), 0);
    stamp_ = 1;
  }
  const auto& digits = rule_.digits();
  const bool unequal = rule_.is_grundys_game();
  for (std::uint64_t k = 1; k < digits.size() && k <= n; ++k) {
    const std::uint8_t d = digits[k];
    if ((d & TakeAndBreakRule::kLeaveNothing) && n == k) mark(0);
    if ((d & TakeAndBreakRule::kLeaveOne) && n > k) mark(values_[n - k]);
  }
  int hard = -1;
  for (std::uint64_t k : split_takes_) {
    if (n < k + 2) continue;
    const std::uint64_t r = n - k;
    hard = space_.domain ? static_cast<int>(r & 1U) : 0;
    for (std::uint64_t a : rare_positions_) {
      if (a >= r) break;
      if (!(unequal && 2 * a == r)) mark(values_[a] ^ values_[r - a]);
    }
  }
  if (hard < 0) {  // no split is possible yet: every option is marked
    std::uint64_t value = 0;
    while (value <= kMaxValue && marked(static_cast<std::uint16_t>(value))) ++value;
    push(value);
  } else {
    const int easy = 1 - hard;
    std::uint64_t candidate = 0;  // the smallest easy value that is not an option
    while (candidate <= kMaxValue && (parity_[candidate] != easy || marked(static_cast<std::uint16_t>(candidate)))) {
      ++candidate;
    }
    // The hard values below the candidate that no option has shown yet; a
    // bit each, so that the search below touches only a few cache lines.
    std::uint64_t unseen_hard = 0;
    for (std::uint64_t v = 0; v < candidate; ++v) {
      if (parity_[v] == hard && !marked(static_cast<std::uint16_t>(v))) {
        needed_[v >> 6] |= std::uint64_t{1} << (v & 63);
        ++unseen_hard;
      }
    }
    // Then the walk over the splits. The inner loop is the hot spot of the
    // whole computation: two streaming loads, an XOR and a bit test.
    std::uint64_t* const needed = needed_.data();
    auto seen = [&](unsigned v) {
      const std::uint64_t bit = std::uint64_t{1} << (v & 63);
      if ((needed[v >> 6] & bit) == 0) [[likely]] return false;
      needed[v >> 6] &= ~bit;
      return --unseen_hard == 0;
    };
    if (split_takes_.size() == 1 && unseen_hard > 0) {
      const std::uint64_t r = n - split_takes_[0];
      std::uint64_t half = r / 2;
      if (unequal && r % 2 == 0) --half;  // Grundy's game: no split into equal heaps
      const std::uint16_t* low = values_.data() + 1;
      const std::uint16_t* high = values_.data() + r - 1;
      for (const std::uint16_t* const end = low + half; low < end;) {
        if (seen(*low++ ^ *high--)) break;
      }
    } else if (unseen_hard > 0) {
      // Several splits are walked side by side, one step each in turn: a value
      // that only one of them gives must not wait for the others to finish.
      bool done = false;
      for (std::uint64_t a = 1; !done && 2 * a <= n - split_takes_.front(); ++a) {
        for (std::uint64_t k : split_takes_) {
          if (n < k + 2 || 2 * a > n - k) break;  // split_takes_ ascend: larger k leave less
          if (unequal && 2 * a == n - k) continue;
          if (seen(values_[a] ^ values_[n - k - a])) {
            done = true;
            break;
          }
        }
      }
    }
    if (unseen_hard > 0) {  // a rare value: the least hard value nobody reaches
      std::uint64_t v = 0;
      while ((needed_[v >> 6] & (std::uint64_t{1} << (v & 63))) == 0) ++v;
      std::fill(needed_.begin(), needed_.begin() + static_cast<std::ptrdiff_t>(candidate / 64 + 1), 0);
      candidate = v;
    }
    push(candidate);
  }
  if (position_class(n) == space_.rare_class) rare_positions_.push_back(n);
}

void GrundySequence::choose_space(std::uint64_t from) {
  const std::uint64_t to = values_.size();
  from = std::max<std::uint64_t>(from, 1);
  std::uint16_t widest = 0;
  for (std::uint64_t n = from; n < to; ++n) widest = std::max(widest, values_[n]);
  const int bits = std::min(kMaskSearchBits, std::max(1, static_cast<int>(std::bit_width(widest))));
  const auto low_bits = static_cast<std::uint16_t>((1U << bits) - 1);
  // The domain form pairs a heap's parity with its value's; it needs every
  // split to take tokens of one parity.
  bool domain_allowed = !split_takes_.empty();
  for (std::uint64_t k : split_takes_) domain_allowed &= (k & 1U) == (split_takes_[0] & 1U);

  SparseSpace best;
  std::uint64_t best_count = ~std::uint64_t{0};
  for (int domain = 0; domain <= (domain_allowed ? 1 : 0); ++domain) {
    // The rare class must be the one whose values are not easy (see append_sparse).
    const int rare_class = domain ? static_cast<int>(split_takes_[0] & 1U) : 0;
    for (std::uint32_t low = 1; low <= low_bits; ++low) {
      for (const std::uint16_t high : {std::uint16_t{0}, static_cast<std::uint16_t>(~low_bits)}) {
        const auto mask = static_cast<std::uint16_t>(low | high);
        std::uint64_t count = 0;
        for (std::uint64_t n = from; n < to && count < best_count; ++n) {
          const int cls = (std::popcount(static_cast<unsigned>(values_[n] & mask)) & 1) ^ (domain ? static_cast<int>(n & 1U) : 0);
          count += cls == rare_class;
        }
        if (count < best_count) {
          best_count = count;
          best = {mask, domain == 1, rare_class};
        }
      }
    }
  }
  space_ = best;
  parity_.assign(kMaxValue + 1, 0);
  for (std::uint32_t v = 0; v <= kMaxValue; ++v) parity_[v] = std::popcount(v & space_.mask) & 1;
  rare_positions_.clear();
  for (std::uint64_t n = 1; n < values_.size(); ++n) {
    if (position_class(n) == space_.rare_class) rare_positions_.push_back(n);
  }
}

}  // namespace grundy

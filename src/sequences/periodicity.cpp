#include "grundy/periodicity.hpp"

#include <algorithm>
#include <limits>
#include <stdexcept>

#include "grundy/deadline.hpp"
#include "grundy/translate.hpp"

namespace grundy {
namespace {

// Polynomial hashing modulo the Mersenne prime 2^61-1: unlike hashing modulo
// 2^64, no fixed family of sequences (Thue–Morse) makes every base collide.
constexpr std::uint64_t kModulus = (std::uint64_t{1} << 61) - 1;
constexpr std::uint64_t kBase = 0x1f3a5c7e9b2d4861ULL % kModulus;

__extension__ using Wide = unsigned __int128;

std::uint64_t mul_mod(std::uint64_t a, std::uint64_t b) noexcept {
  const Wide product = static_cast<Wide>(a) * b;
  const std::uint64_t folded =
      static_cast<std::uint64_t>(product & kModulus) + static_cast<std::uint64_t>(product >> 61);
  return folded >= kModulus ? folded - kModulus : folded;
}

std::uint64_t add_mod(std::uint64_t a, std::uint64_t b) noexcept {
  const std::uint64_t sum = a + b;  // both < 2^61: no wrap
  return sum >= kModulus ? sum - kModulus : sum;
}

std::uint64_t sub_mod(std::uint64_t a, std::uint64_t b) noexcept {
  return a >= b ? a - b : a + kModulus - b;
}

std::uint64_t digit(Nimber value) noexcept { return value % kModulus; }

// Spreads a hash over the table's index bits.
std::size_t slot_of(std::uint64_t hash, std::size_t mask) noexcept {
  hash ^= hash >> 29;
  hash *= 0xbf58476d1ce4e5b9ULL;
  hash ^= hash >> 32;
  return static_cast<std::size_t>(hash) & mask;
}

// The top 32 of the hash's 61 bits, kept beside a window's position.
std::uint64_t hash_tag(std::uint64_t hash) noexcept { return hash >> 29; }

constexpr std::size_t kMaxValues = std::numeric_limits<std::uint32_t>::max() - 1;

}  // namespace

WindowPeriodFinder::WindowPeriodFinder(std::size_t memory) : memory_(memory), table_(1024, 0) {
  if (memory == 0) throw std::invalid_argument("a window period needs a memory of at least 1");
  for (std::size_t i = 1; i < memory; ++i) top_power_ = mul_mod(top_power_, kBase);
}

bool WindowPeriodFinder::windows_equal(std::size_t a, std::size_t b) const {
  return std::equal(values_.begin() + static_cast<std::ptrdiff_t>(a),
                    values_.begin() + static_cast<std::ptrdiff_t>(a + memory_),
                    values_.begin() + static_cast<std::ptrdiff_t>(b));
}

void WindowPeriodFinder::insert(std::uint64_t hash, std::size_t position) {
  const std::size_t mask = table_.size() - 1;
  std::size_t slot = slot_of(hash, mask);
  while (table_[slot] != 0) slot = (slot + 1) & mask;
  table_[slot] = (hash_tag(hash) << 32) | (position + 1);
}

// Twice the slots, and every window's hash again from the values (one pass).
void WindowPeriodFinder::grow_table() {
  table_.assign(table_.size() * 2, 0);
  std::uint64_t hash = 0;
  for (std::size_t n = 0; n < memory_ + windows_ - 1; ++n) {
    check_deadline();
    if (n >= memory_) hash = sub_mod(hash, mul_mod(digit(values_[n - memory_]), top_power_));
    hash = add_mod(mul_mod(hash, kBase), digit(values_[n]));
    if (n + 1 >= memory_) insert(hash, n + 1 - memory_);
  }
}

std::optional<Period> WindowPeriodFinder::push(Nimber value) {
  // A search over millions of values (a subtraction set of max S 10^6) is
  // work of its own: the request's deadline holds inside it.
  check_deadline();
  if (values_.size() >= kMaxValues) {
    throw std::length_error("a window period search holds at most 2^32-2 values");
  }
  values_.push_back(value);
  if (found_) return found_;

  if (values_.size() > memory_) {
    // Drop the first value of the previous window.
    const Nimber dropped = values_[values_.size() - 1 - memory_];
    rolling_hash_ = sub_mod(rolling_hash_, mul_mod(digit(dropped), top_power_));
  }
  rolling_hash_ = add_mod(mul_mod(rolling_hash_, kBase), digit(value));
  if (values_.size() < memory_) return std::nullopt;

  // The window W(m) of the last `memory_` values is complete.
  const std::size_t m = values_.size() - memory_;
  const std::size_t mask = table_.size() - 1;
  const std::uint64_t tag = hash_tag(rolling_hash_);
  for (std::size_t slot = slot_of(rolling_hash_, mask); table_[slot] != 0;
       slot = (slot + 1) & mask) {
    const std::size_t earlier = (table_[slot] & 0xFFFFFFFFULL) - 1;
    if ((table_[slot] >> 32) == tag && windows_equal(earlier, m)) {
      // State-machine argument (header): W(earlier) = W(m) proves period
      // m - earlier from `earlier`, and being the first repeat it is the
      // smallest pair.
      found_ = Period{earlier, m - earlier};
      return found_;
    }
  }
  ++windows_;
  if (4 * windows_ > 3 * table_.size()) {  // keep the load at most 3/4
    grow_table();                          // inserts W(m) too
  } else {
    insert(rolling_hash_, m);
  }
  return std::nullopt;
}

std::optional<Period> find_window_period(std::span<const Nimber> values, std::size_t memory) {
  WindowPeriodFinder finder(memory);
  for (Nimber value : values) {
    if (auto period = finder.push(value)) return period;
  }
  return std::nullopt;
}

PeriodicSequence::PeriodicSequence(std::vector<Nimber> values, Period period)
    : values_(std::move(values)), period_(period) {
  if (period.length == 0) throw std::invalid_argument("a period has a length of at least 1");
  if (period.preperiod > values_.size() || period.length > values_.size() - period.preperiod) {
    throw std::invalid_argument(
        "a periodic sequence needs the values of its preperiod and one period");
  }
  values_.resize(period.preperiod + period.length);
  values_.shrink_to_fit();
  max_value_ = *std::max_element(values_.begin(), values_.end());
}

std::string period_rule_text(std::uint64_t n, const Period& period, Nimber value) {
  if (n < period.preperiod + period.length) return {};
  const std::uint64_t reduced = period.preperiod + (n - period.preperiod) % period.length;
  return format_translated("G({}) = G({}) = {} by the period {} from {}", n, reduced, value,
                           period.length, period.preperiod);
}

}  // namespace grundy

// Eventually periodic Grundy sequences: finding the period, proving it, and
// answering G(n) for any n up to 2^63-1 from one preperiod and one period.
//
// The proof used here is the window criterion for rules with a finite memory.
// A rule has memory t when, for every n >= t, G(n) = f(G(n-t), ..., G(n-1))
// for one fixed function f (a subtraction game with t = max S is the model:
// G(n) = mex{G(n-s) : s in S}, and every s is available once n >= t). Write
// W(n) = (G(n), ..., G(n+t-1)) for the window of t values at n. Then
// W(n+1) is a function of W(n): the sequence of windows is the run of a
// deterministic state machine. Hence if W(n0) = W(n0+p), induction on n gives
// W(n) = W(n+p) for every n >= n0, i.e. G(n) = G(n+p) for every n >= n0: the
// sequence is periodic from n0 with period p, proven by the first n0+p+t values
// alone. This is the classical proof that finite subtraction games are
// ultimately periodic (Berlekamp, Conway, Guy, Winning Ways, ch. 4); with
// values bounded (by |S| for a subtraction game) there are finitely many
// windows, so by pigeonhole some window must repeat and the search ends.
//
// Octal games split heaps, so their rules have unbounded memory; the
// Guy–Smith criterion for them (period_proof.hpp) reuses Period.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "grundy/nimber.hpp"

namespace grundy {

// G(n + length) = G(n) for every n >= preperiod. Both are the smallest such
// numbers when a function here returns a Period: the smallest length, and the
// smallest preperiod for it (the smallest preperiod is the same for every
// period, and every period is a multiple of the smallest).
struct Period {
  std::uint64_t preperiod = 0;
  std::uint64_t length = 1;

  friend bool operator==(const Period&, const Period&) = default;
};

// Reads values G(0), G(1), ... one at a time and reports the period as soon as
// the window criterion (above) proves it, for a rule of memory `memory`.
//
// The first repeated window W(n0) = W(m) gives the smallest pair: the windows
// W(0), ..., W(m-1) are then pairwise distinct, so the sequence of windows has
// smallest preperiod n0 and smallest period m - n0, and a window sequence and
// its value sequence have the same periods (a window is made of values, and
// G(n) is the first value of W(n)). So no later, larger pair needs checking.
//
// Windows are compared by a rolling hash modulo the prime 2^61-1 and then
// value by value, so a hash collision costs time, never a wrong answer. Memory:
// at most 32 bytes per value read; at most 2^32 - 2 values (std::length_error).
class WindowPeriodFinder {
 public:
  // `memory` (t) must be at least 1: a rule of memory 0 is constant; pass 1.
  explicit WindowPeriodFinder(std::size_t memory);

  // Appends G(n) for n = values().size(). Returns the period once this value
  // or an earlier one completed the first window equal to an earlier window,
  // nullopt before. After the period is found, values are only appended.
  std::optional<Period> push(Nimber value);

  const std::vector<Nimber>& values() const noexcept { return values_; }
  std::size_t memory() const noexcept { return memory_; }
  // What push returned last: the period once found.
  const std::optional<Period>& found() const noexcept { return found_; }

 private:
  bool windows_equal(std::size_t a, std::size_t b) const;
  void insert(std::uint64_t hash, std::size_t position);
  void grow_table();

  std::size_t memory_;
  std::vector<Nimber> values_;
  std::size_t windows_ = 0;  // complete windows seen: W(0) .. W(windows_ - 1)
  // Open addressing, one entry per window: the top 32 bits of its hash, then
  // its position + 1 (0: empty slot). The hash part spares most comparisons
  // of windows value by value.
  std::vector<std::uint64_t> table_;
  std::uint64_t rolling_hash_ = 0;  // hash of the last `memory_` values
  std::uint64_t top_power_ = 1;     // base^(memory_-1), to drop a window's first value
  std::optional<Period> found_;
};

// The smallest (preperiod, length) proven by the window criterion within the
// prefix `values` = G(0), ..., G(N-1) of a rule with memory `memory`, or
// nullopt when the prefix is too short to prove any period (it then needs more
// than N values: the proof of a pair needs preperiod + length + memory values).
std::optional<Period> find_window_period(std::span<const Nimber> values, std::size_t memory);

// An eventually periodic sequence kept as the values of its preperiod and one
// period: memory proportional to preperiod + length, whatever n is asked.
class PeriodicSequence {
 public:
  // Keeps the first preperiod + length of `values`; throws std::invalid_argument
  // when there are fewer, or when the length is 0.
  PeriodicSequence(std::vector<Nimber> values, Period period);

  const Period& period() const noexcept { return period_; }

  // G(n) for any n (any std::uint64_t, in particular 0 .. 2^63-1).
  Nimber value_at(std::uint64_t n) const noexcept {
    if (n < period_.preperiod) return values_[n];
    return values_[period_.preperiod + (n - period_.preperiod) % period_.length];
  }

  // G(0), ..., G(preperiod - 1).
  std::span<const Nimber> preperiod_values() const noexcept {
    return std::span<const Nimber>(values_).first(period_.preperiod);
  }
  // G(preperiod), ..., G(preperiod + length - 1): one period.
  std::span<const Nimber> period_values() const noexcept {
    return std::span<const Nimber>(values_).subspan(period_.preperiod);
  }

  // The largest value that ever occurs.
  Nimber max_value() const noexcept { return max_value_; }

 private:
  std::vector<Nimber> values_;
  Period period_;
  Nimber max_value_ = 0;
};

// "G(1000) = G(76) = 4 by the period 12 from 71": heap n's value read from
// the period, or "" when n lies in the first period or before it (where it is
// simply the computed value).
std::string period_rule_text(std::uint64_t n, const Period& period, Nimber value);

}  // namespace grundy

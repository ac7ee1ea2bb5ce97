// Proving that a sequence is periodic from a finite prefix of it: the Grundy
// values of a heap rule, or the elements of its misère quotient that heaps
// pretend to be.
//
// Three theorems are used, each where it holds:
//  - the window criterion, for rules without splits (subtraction-like rules of
//    memory t): if G(n+p) = G(n) for t consecutive n >= max(n0, 1), the
//    sequence of windows repeats, so G is periodic from n0 (see
//    periodicity.hpp for the argument);
//  - the Guy–Smith theorem, for octal games whose moves split heaps in two
//    (Winning Ways, ch. 4): if G(n+p) = G(n) for all n0 <= n < 2*n0 + p + t,
//    where t is the largest number of tokens a move removes, then
//    G(n+p) = G(n) for every n >= n0;
//  - the periodicity theorem of misère quotients (misere_quotient.hpp), for
//    the elements Φ(n) heaps pretend to be: if Φ(n+p) = Φ(n) for
//    n0 <= n < N - p, with n0 >= 1 and N >= s*(n0 + p) + t, where a move
//    leaves at most s heaps, then Φ(n+p) = Φ(n) for every n >= n0.
// The last two ask the same of the prefix, the whole tail from n0 matching
// p later, with a bound linear in n0 + p, and are checked by one walk.
// Grundy's game (no equal splits) and codes that split into three heaps are
// covered by none, and no period is claimed for them.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>

#include "grundy/periodicity.hpp"
#include "grundy/take_and_break.hpp"

namespace grundy {

enum class PeriodTheorem { window, guy_smith, misere_quotient };

struct PeriodProof {
  Period period;  // the smallest length, and the smallest preperiod
  PeriodTheorem theorem = PeriodTheorem::guy_smith;
  std::uint64_t max_taken = 0;    // t
  std::uint64_t values_used = 0;  // the proof read G(0) .. G(values_used - 1)

  // One sentence naming the theorem and the bound, e.g. "Guy–Smith: G(n+12) =
  // G(n) for 71 <= n < 2*71+12+2 = 167 ...".
  std::string statement() const;
};

// The theorem that can prove this rule's period, if any.
std::optional<PeriodTheorem> period_theorem(const TakeAndBreakRule& rule);

// The smallest period proven by `theorem` within values = G(0) .. G(N-1), with
// t = max_taken (and s = max_parts for the misère quotient's theorem), or
// nullopt when the prefix proves none. Trying lengths in
// increasing order yields the smallest: every period is a multiple of the
// smallest one, with the same smallest preperiod, and the bound for the
// smallest length is the weakest.
std::optional<PeriodProof> prove_period(std::span<const std::uint16_t> values,
                                        PeriodTheorem theorem, std::uint64_t max_taken,
                                        std::uint64_t max_parts = 2);

// prove_period for a sequence that grows between calls, answering each call
// as prove_period would on the values given. The window criterion reads each
// value once however often it is asked (its window search keeps its state);
// the Guy–Smith check has no such state and reads the whole prefix each time.
class PeriodProver {
 public:
  // `max_parts`: the most heaps a move leaves, read by the misère quotient's
  // theorem only (the window criterion is the case of 1, Guy–Smith's of 2).
  PeriodProver(PeriodTheorem theorem, std::uint64_t max_taken, std::uint64_t max_parts = 2);

  // `values` must extend the values of every earlier call: Grundy values
  // stored a byte or two bytes each (sequence_values.hpp), or the elements
  // of a misère quotient.
  std::optional<PeriodProof> prove(std::span<const std::uint16_t> values);
  std::optional<PeriodProof> prove(std::span<const std::uint8_t> values);
  std::optional<PeriodProof> prove(std::span<const std::uint32_t> values);

 private:
  template <typename Value>
  std::optional<PeriodProof> prove_values(std::span<const Value> values);

  PeriodTheorem theorem_;
  std::uint64_t max_taken_;
  std::uint64_t max_parts_;
  WindowPeriodFinder window_;
  std::size_t fed_ = 0;  // values pushed to window_
};

}  // namespace grundy

// Proving that a Grundy sequence is periodic from a finite prefix of it.
//
// Two theorems are used, each where it holds:
//  - the window criterion, for rules without splits (subtraction-like rules of
//    memory t): if G(n+p) = G(n) for t consecutive n >= max(n0, 1), the
//    sequence of windows repeats, so G is periodic from n0 (see
//    periodicity.hpp for the argument);
//  - the Guy–Smith theorem, for octal games whose moves split heaps in two
//    (Winning Ways, ch. 4): if G(n+p) = G(n) for all n0 <= n < 2*n0 + p + t,
//    where t is the largest number of tokens a move removes, then
//    G(n+p) = G(n) for every n >= n0.
// Grundy's game (no equal splits) and codes that split into three heaps are
// covered by neither, and no period is claimed for them.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>

#include "grundy/periodicity.hpp"
#include "grundy/take_and_break.hpp"

namespace grundy {

enum class PeriodTheorem { window, guy_smith };

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
// t = max_taken, or nullopt when the prefix proves none. Trying lengths in
// increasing order yields the smallest: every period is a multiple of the
// smallest one, with the same smallest preperiod, and the bound for the
// smallest length is the weakest.
std::optional<PeriodProof> prove_period(std::span<const std::uint16_t> values,
                                        PeriodTheorem theorem, std::uint64_t max_taken);

// prove_period for a sequence that grows between calls, answering each call
// as prove_period would on the values given. The window criterion reads each
// value once however often it is asked (its window search keeps its state);
// the Guy–Smith check has no such state and reads the whole prefix each time.
class PeriodProver {
 public:
  PeriodProver(PeriodTheorem theorem, std::uint64_t max_taken);

  // `values` must extend the values of every earlier call (stored a byte or
  // two bytes each, see sequence_values.hpp).
  std::optional<PeriodProof> prove(std::span<const std::uint16_t> values);
  std::optional<PeriodProof> prove(std::span<const std::uint8_t> values);

 private:
  template <typename Value>
  std::optional<PeriodProof> prove_values(std::span<const Value> values);

  PeriodTheorem theorem_;
  std::uint64_t max_taken_;
  WindowPeriodFinder window_;
  std::size_t fed_ = 0;  // values pushed to window_
};

}  // namespace grundy

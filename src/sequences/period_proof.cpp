#include "grundy/period_proof.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cstdint>
#include <optional>

#include "grundy/periodicity.hpp"
#include "grundy/translate.hpp"

namespace grundy {

std::optional<PeriodTheorem> period_theorem(const TakeAndBreakRule& rule) {
  if (rule.is_grundys_game() || rule.splits_into_three()) return std::nullopt;
  return rule.splits() ? PeriodTheorem::guy_smith : PeriodTheorem::window;
}

namespace {

// The window criterion by the one implementation of it, WindowPeriodFinder
// (periodicity.hpp). A rule without splits has memory t from heap 1 on: for
// n >= t + 1, G(n) is the mex over G(n - k) with n - k >= 1 (a move leaves a
// non-empty heap, or none when k = n <= t), a function of the window
// G(n-t .. n-1). So windows are compared from heap 1 (from heap 0 for a rule
// without moves, t = 0, whose values are all 0). The first repeated window
// gives the smallest period; the smallest preperiod can reach below heap 1
// only to heap 0, when G(0) = G(p) as well.
std::size_t window_offset(std::uint64_t t) { return t == 0 ? 0 : 1; }

// `found` is the finder's first repeated window, from `offset` on.
template <typename Value>
PeriodProof window_proof(std::span<const Value> values, Period found, std::uint64_t t) {
  const std::uint64_t p = found.length;
  std::uint64_t n0 = found.preperiod + window_offset(t);
  while (n0 > 0 && values[n0 - 1] == values[n0 - 1 + p]) --n0;
  return PeriodProof{{n0, p}, PeriodTheorem::window, t, std::max<std::uint64_t>(n0, 1) + t + p};
}

// The theorems whose proof is a matching tail (Guy–Smith's, the misère
// quotient's): the smallest length p, and the smallest n0 with v(n+p) = v(n)
// for n0 <= n < N - p, such that N >= parts * (max(n0, least_n0) + p) + t.
// The preperiod is max(n0, least_n0): the misère quotient's theorem starts
// at heap 1, whose element is the first that a rule makes.
template <typename Value>
std::optional<PeriodProof> prove_tail_period(std::span<const Value> values, PeriodTheorem theorem,
                                             std::uint64_t t, std::uint64_t parts,
                                             std::uint64_t least_n0) {
  const std::uint64_t count = values.size();
  // The length whose walk matched the longest tail so far, and where its
  // match begins: G(n + base) = G(n) for base_from <= n < count - base. Its
  // multiples match there too, so their walks start at base_from instead of
  // at the top. Without this a sequence periodic over a long tail whose
  // preperiod is not proven yet (0.376 at 2^22: period 4 over the last two
  // million values) would be walked again for every multiple of 4, quadratic
  // in the prefix. Inside that tail a length p that is not a multiple of base
  // compares G(n) with G(n + r), r = p mod base, and mismatches within
  // r + base pairs: by the theorem of Fine and Wilf a longer match would make
  // gcd(r, base) < base a period of the tail, and that smaller length would
  // have matched a longer walk and become the base first.
  //
  // A multiple p of base compares G(n) with G(n + p), which is the tail's
  // value for the residue of n while n + p >= base_from: the same for every
  // multiple. So the largest n below a walk's start where G(n) differs from
  // it (a "defect") serves the following multiples too, whose walks start
  // lower (at count - p once that is below base_from): they skip to it.
  // Without this the walks of the multiples near count / 2 would each go
  // over the same matching stretch below base_from (0.376 at 2^22: 600
  // million comparisons).
  std::uint64_t base = 0;
  std::uint64_t base_from = count;
  // For this base, when has_defect: no defect in (defect, defect_seen_to). (A
  // flag, not an optional: g++ then warns of a read it cannot see guarded.)
  bool has_defect = false;
  std::uint64_t defect = 0;
  std::uint64_t defect_seen_to = 0;
  for (std::uint64_t p = 1; p < count; ++p) {
    // The proof for preperiod n0 reads this many values (Guy–Smith's: G(n+p)
    // = G(n) for n0 <= n < 2*n0 + p + t).
    auto values_needed = [&](std::uint64_t n0) { return parts * (std::max(n0, least_n0) + p) + t; };
    if (values_needed(0) > count) break;  // even n0 = 0 needs more values, and larger p more still
    // Walk down from the last pair; a mismatch above the smallest n0 that the
    // prefix could still prove ends this length early.
    std::uint64_t n = count - p;  // pairs from n on are known to match
    const bool multiple = base != 0 && p % base == 0;
    if (multiple) {
      n = std::min(n, base_from);
      if (has_defect && defect + 1 < n && n <= defect_seen_to && defect + p >= base_from)
        n = defect + 1;
    }
    const std::uint64_t start = n;
    bool failed = false;
    while (n > 0) {
      if (values[n - 1] != values[n - 1 + p]) {
        if (values_needed(n) > count) failed = true;
        break;
      }
      --n;
    }
    const std::uint64_t matched_from = n;
    if (multiple && n > 0 && n - 1 + p >= base_from && (!has_defect || start <= defect)) {
      has_defect = true;
      defect = n - 1;  // the walk compared with the tail all the way down
      defect_seen_to = start;
    }
    if (base == 0 || matched_from + p < base_from + base) {  // a longer tail
      base = p;
      base_from = matched_from;
      has_defect = false;
    }
    if (failed) continue;
    if (values_needed(matched_from) > count) continue;
    return PeriodProof{
        {std::max(matched_from, least_n0), p}, theorem, t, values_needed(matched_from)};
  }
  return std::nullopt;
}

}  // namespace

std::optional<PeriodProof> prove_period(std::span<const std::uint16_t> values,
                                        PeriodTheorem theorem, std::uint64_t max_taken,
                                        std::uint64_t max_parts) {
  return PeriodProver(theorem, max_taken, max_parts).prove(values);
}

PeriodProver::PeriodProver(PeriodTheorem theorem, std::uint64_t max_taken, std::uint64_t max_parts)
    : theorem_(theorem),
      max_taken_(max_taken),
      max_parts_(max_parts),
      window_(static_cast<std::size_t>(std::max<std::uint64_t>(max_taken, 1))) {}

std::optional<PeriodProof> PeriodProver::prove(std::span<const std::uint16_t> values) {
  return prove_values(values);
}

std::optional<PeriodProof> PeriodProver::prove(std::span<const std::uint8_t> values) {
  return prove_values(values);
}

std::optional<PeriodProof> PeriodProver::prove(std::span<const std::uint32_t> values) {
  return prove_values(values);
}

template <typename Value>
std::optional<PeriodProof> PeriodProver::prove_values(std::span<const Value> values) {
  switch (theorem_) {
    case PeriodTheorem::guy_smith:
      return prove_tail_period(values, theorem_, max_taken_, 2, 0);
    case PeriodTheorem::misere_quotient:
      return prove_tail_period(values, theorem_, max_taken_, max_parts_, 1);
    case PeriodTheorem::window:
      break;
  }
  fed_ = std::max(fed_, window_offset(max_taken_));
  while (fed_ < values.size() && !window_.found()) window_.push(values[fed_++]);
  if (!window_.found()) return std::nullopt;
  return window_proof(values, *window_.found(), max_taken_);
}

std::string PeriodProof::statement() const {
  const std::uint64_t n0 = period.preperiod;
  const std::uint64_t p = period.length;
  if (theorem == PeriodTheorem::misere_quotient) {
    return format_translated(
        "a heap n ≥ {} pretends to be what heap n - {} does (a period proven from the heaps up "
        "to {})",
        n0, p, values_used - 1);
  }
  if (theorem == PeriodTheorem::guy_smith) {
    return format_translated(
        "Guy-Smith theorem: G(n+{p}) = G(n) for all {n0} <= n < 2*{n0}+{p}+{t} = {end} (checked), "
        "and t = {t} is the "
        "most tokens a move removes, so G(n+{p}) = G(n) for every n >= {n0}",
        fmt::arg("p", p), fmt::arg("n0", n0), fmt::arg("t", max_taken),
        fmt::arg("end", 2 * n0 + p + max_taken));
  }
  const std::uint64_t start = std::max<std::uint64_t>(n0, 1);
  return format_translated(
      "window criterion: G(n+{p}) = G(n) for the {t} values {start} <= n < {end} (checked); each "
      "value depends only on "
      "the {t} before it, so the windows repeat and G(n+{p}) = G(n) for every n >= {n0}",
      fmt::arg("p", p), fmt::arg("t", max_taken), fmt::arg("start", start),
      fmt::arg("end", start + max_taken), fmt::arg("n0", n0));
}

}  // namespace grundy

#include "grundy/period_proof.hpp"

#include <fmt/format.h>

#include <cstdint>

namespace grundy {

std::optional<PeriodTheorem> period_theorem(const TakeAndBreakRule& rule) {
  if (rule.is_grundys_game() || rule.splits_into_three()) return std::nullopt;
  return rule.splits() ? PeriodTheorem::guy_smith : PeriodTheorem::window;
}

std::optional<PeriodProof> prove_period(std::span<const std::uint16_t> values, PeriodTheorem theorem,
                                        std::uint64_t max_taken) {
  const std::uint64_t count = values.size();
  const std::uint64_t t = max_taken;
  for (std::uint64_t p = 1; p < count; ++p) {
    // The proof for preperiod n0 needs G(n+p) = G(n) for n0 <= n < end(n0).
    auto end_of_proof = [&](std::uint64_t n0) {
      return theorem == PeriodTheorem::guy_smith ? 2 * n0 + p + t : std::max<std::uint64_t>(n0, 1) + t;
    };
    if (end_of_proof(0) + p > count) break;  // even n0 = 0 needs more values, and larger p more still
    // Walk down from the last pair; a mismatch above the smallest n0 that the
    // prefix could still prove ends this length early.
    std::uint64_t n = count - p;  // one past the last n with n + p < count
    std::uint64_t matched_from = n;
    bool failed = false;
    while (n > 0) {
      if (values[n - 1] != values[n - 1 + p]) {
        if (end_of_proof(n) + p > count) failed = true;
        break;
      }
      matched_from = --n;
    }
    if (failed) continue;
    if (end_of_proof(matched_from) + p > count) continue;
    return PeriodProof{{matched_from, p}, theorem, t, end_of_proof(matched_from) + p};
  }
  return std::nullopt;
}

std::string PeriodProof::statement() const {
  const std::uint64_t n0 = period.preperiod;
  const std::uint64_t p = period.length;
  if (theorem == PeriodTheorem::guy_smith) {
    return fmt::format(
        "Guy-Smith theorem: G(n+{p}) = G(n) for all {n0} <= n < 2*{n0}+{p}+{t} = {end} (checked), and t = {t} is the "
        "most tokens a move removes, so G(n+{p}) = G(n) for every n >= {n0}",
        fmt::arg("p", p), fmt::arg("n0", n0), fmt::arg("t", max_taken), fmt::arg("end", 2 * n0 + p + max_taken));
  }
  const std::uint64_t start = std::max<std::uint64_t>(n0, 1);
  return fmt::format(
      "window criterion: G(n+{p}) = G(n) for the {t} values {start} <= n < {end} (checked); each value depends only on "
      "the {t} before it, so the windows repeat and G(n+{p}) = G(n) for every n >= {n0}",
      fmt::arg("p", p), fmt::arg("t", max_taken), fmt::arg("start", start), fmt::arg("end", start + max_taken),
      fmt::arg("n0", n0));
}

}  // namespace grundy

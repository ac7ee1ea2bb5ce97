// Moore's theorem in words: the columns of the heaps in binary, their ones
// counted modulo k+1, as the reason of a position of Moore's Nim.
#include <fmt/format.h>

#include <algorithm>
#include <bit>

#include "grundy/moore.hpp"
#include "grundy/translate.hpp"
#include "moore_moves.hpp"

namespace grundy {

namespace moore {

ColumnOnes column_ones(const Heaps& heaps) {
  ColumnOnes counted;
  for (std::uint64_t heap : heaps) {
    for (std::uint64_t bits = heap; bits != 0; bits &= bits - 1) {
      const int column = std::countr_zero(bits);
      ++counted.ones[column];
      counted.highest = std::max(counted.highest, column);
    }
  }
  return counted;
}

}  // namespace moore

using moore::kColumns;

FamilyReason MooreNim::family_reason() const {
  FamilyReason reason;
  std::string rule = value_rule();
  if (rule.empty()) return reason;
  reason.rule = "columns_modulo";
  reason.title = translate("Moore's rule");
  reason.lines.push_back(format_translated(
      "Moore's theorem: with moves on up to {} heaps at once, the player to move loses exactly "
      "when, in binary, every column of the heaps holds a multiple of {} ones.",
      k_, k_ + 1));
  reason.lines.push_back(sentence_case(std::move(rule)));
  const moore::ColumnOnes counted = moore::column_ones(heaps_);
  std::vector<std::uint64_t> counts;  // highest column first, as the sentence reads
  for (int column = counted.highest; column >= 0; --column) counts.push_back(counted.ones[column]);
  reason.numbers.push_back({"column_counts", std::move(counts)});
  reason.numbers.push_back({"modulus", k_ + 1});
  return reason;
}

std::string MooreNim::value_rule() const {
  const auto [ones, highest] = moore::column_ones(heaps_);
  if (highest < 0) return {};  // no tokens: no moves, G = 0 by the mex alone
  std::string counts;
  int odd_column = -1;  // the highest column whose count is not a multiple of k + 1
  for (int column = highest; column >= 0; --column) {
    counts += fmt::format("{}{}", counts.empty() ? "" : " ", ones[column]);
    if (odd_column < 0 && ones[column] % (k_ + 1) != 0) odd_column = column;
  }
  if (odd_column < 0) {
    return format_translated(
        "Moore's rule: in binary the heaps' columns, from 2^{} down to 2^0, hold {} ones, "
        "each a multiple of {}, so the player to move loses (G = 0)",
        highest, counts, k_ + 1);
  }
  return format_translated(
      "Moore's rule: in binary the heaps' columns, from 2^{} down to 2^0, hold {} ones; "
      "column 2^{} holds {}, not a multiple of {}, so the player to move wins (G is not 0)",
      highest, counts, odd_column, ones[odd_column], k_ + 1);
}

}  // namespace grundy

#include "grundy/misere_decomposition.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>
#include <utility>

#include "grundy/integers.hpp"
#include "grundy/take_and_break.hpp"

namespace grundy {

namespace {

// G = {M : M odd and M ≥ 1, or M even and M ≤ −2}: the margins of a lost
// position with an even number of heaps.
bool margin_loses(DecompositionMargin margin) noexcept {
  const bool odd = (margin % 2) != 0;
  return odd ? margin >= 1 : margin <= -2;
}

// Counts a heap of `heap` tokens into `shape` and its big heaps' `weight`
// (not the largest); true when it is big.
bool count_heap(DecompositionShape& shape, DecompositionMargin& weight, std::uint64_t heap) {
  if (heap == 0) return false;  // no heap at all
  ++shape.heaps;
  if (decomposition_small(heap, shape.largest_small)) {
    ++shape.small_heaps;
    return false;
  }
  ++shape.big_heaps;
  weight += decomposition_weight(heap, shape.largest_small);
  return true;
}

}  // namespace

bool decomposition_small(std::uint64_t tokens, std::uint64_t largest_small) noexcept {
  return tokens % 2 == 1 && tokens <= largest_small;
}

std::uint64_t decomposition_weight(std::uint64_t tokens, std::uint64_t largest_small) noexcept {
  if (tokens == 0 || decomposition_small(tokens, largest_small)) return 0;
  return tokens < largest_small ? 1 : tokens - largest_small;
}

DecompositionShape::Case DecompositionShape::deciding_case() const noexcept {
  if (heaps % 2 == 1) return big_heaps == 0 ? Case::odd_all_small : Case::odd_with_big;
  if (big_heaps == 0) return Case::even_all_small;
  if (big_heaps == 1 && largest < 64 && ((lone_exceptions >> largest) & 1) != 0)
    return Case::even_lone_exception;
  return Case::even_margin;
}

bool DecompositionShape::lost() const noexcept {
  switch (deciding_case()) {
    case Case::odd_all_small:
      return true;
    case Case::odd_with_big:
    case Case::even_all_small:
    case Case::even_lone_exception:
      return false;
    case Case::even_margin:
      break;
  }
  return margin_loses(margin());
}

const std::vector<MisereDecomposition::Theorem>& MisereDecomposition::theorems() {
  // Proved in docs/misere.md; each extension's extra move (a heap taken
  // whole) leaves an odd number of heaps that are not all small, or takes
  // the one big heap beside small ones, whose margin is then not a losing one.
  constexpr auto bit = [](unsigned h) { return std::uint64_t{1} << h; };
  static const std::vector<Theorem> known{
      {{4, 7}, "4.7", 7, bit(5), "", 0, 3},
      {{4, 7, 1}, "4.71", 7, bit(5), "4.7", 2, 3},
      {{0, 7, 5, 4}, "0.754", 9, bit(5) | bit(7), "", 0, 3},
      {{0, 7, 5, 5}, "0.755", 9, bit(5) | bit(7), "0.754", 3, 3},
      {{0, 3, 5, 5}, "0.355", 13, bit(7) | bit(9) | bit(11), "", 0, 5},
  };
  return known;
}

const MisereDecomposition::Theorem* MisereDecomposition::theorem_of(
    const TakeAndBreakRule& rule) noexcept {
  // By digits, whichever way the code was written (tb(4.7) has 4.7's).
  for (const Theorem& theorem : theorems())
    if (theorem.digits == rule.digits()) return &theorem;
  return nullptr;
}

MisereDecomposition::MisereDecomposition(const TakeAndBreakRule& rule,
                                         std::vector<std::vector<std::uint64_t>> components)
    : theorem_(theorem_of(rule)), digits_(rule.digits()), components_(std::move(components)) {
  if (theorem_ == nullptr)
    throw std::invalid_argument("MisereDecomposition: no theorem decides " + rule.code());
  shape_.offset = theorem_->offset;
  shape_.lone_exceptions = theorem_->lone_exceptions;
  shape_.largest_small = theorem_->largest_small;
  for (const std::vector<std::uint64_t>& heaps : components_) {
    for (std::uint64_t heap : heaps) {
      if (!count_heap(shape_, weight_, heap)) continue;  // none, or small
      if (heap > shape_.largest) {
        second_ = shape_.largest;
        shape_.largest = heap;
        largest_count_ = 1;
      } else if (heap == shape_.largest) {
        ++largest_count_;
      } else {
        second_ = std::max(second_, heap);
      }
    }
  }
  if (shape_.big_heaps > 0) shape_.others_weight = weight_ - weight(shape_.largest);
}

DecompositionShape MisereDecomposition::shape_after(const Move& move) const {
  const std::uint64_t heap = components_.at(move.component).at(move.heap);
  DecompositionShape after = shape_;
  DecompositionMargin weight = weight_;
  if (heap != 0) {
    --after.heaps;
    if (small(heap)) {
      --after.small_heaps;
    } else {
      --after.big_heaps;
      weight -= this->weight(heap);
      if (heap == shape_.largest && largest_count_ == 1) after.largest = second_;
    }
  }
  for (std::uint64_t part : move.result)
    if (count_heap(after, weight, part)) after.largest = std::max(after.largest, part);
  after.others_weight = after.big_heaps > 0 ? weight - this->weight(after.largest) : 0;
  return after;
}

std::vector<MisereDecomposition::SplitRun> MisereDecomposition::winning_splits(
    std::size_t component, std::size_t heap, std::uint64_t taken) const {
  const std::uint64_t tokens = components_[component][heap];
  std::vector<SplitRun> runs;
  if (tokens < taken + 2) return runs;
  const std::uint64_t rest = tokens - taken;
  const std::uint64_t half = rest / 2;
  Move move{component, heap, taken, {0, 0}};
  const auto after = [&](std::uint64_t a) {
    move.result = {a, rest - a};
    return shape_after(move);
  };
  // A smaller part up to s may be small, or big of weight 1: each is tried.
  const std::uint64_t s = shape_.largest_small;
  for (std::uint64_t a = 1; a <= std::min(s, half); ++a) {
    if (after(a).lost()) runs.push_back({a, a});
  }
  if (half <= s) return runs;
  // From a = s + 1 both parts are big and weigh their size minus s (the
  // larger is at least the smaller), so the number of heaps and of big
  // heaps no longer change with a. The largest big heap afterwards is the
  // larger part while it is at least the largest big heap of the rest, so
  // M = rest − 2a − (c − s) − (weight of the rest) falls by 2 as a grows;
  // beyond that the rest's largest heap stays largest and M is constant.
  // Each interval is worked out from the margin at its first two parts, and
  // checked at its ends.
  std::uint64_t rest_largest = shape_.largest;
  if (!small(tokens) && tokens == shape_.largest && largest_count_ == 1) rest_largest = second_;
  // Splits with a ≤ crossing keep the larger part largest.
  const std::uint64_t crossing = rest >= rest_largest ? rest - rest_largest : 0;
  std::vector<std::pair<std::uint64_t, std::uint64_t>> intervals;
  if (crossing > s) intervals.emplace_back(s + 1, std::min(half, crossing));
  if (std::max(s + 1, crossing + 1) <= half)
    intervals.emplace_back(std::max(s + 1, crossing + 1), half);
  for (const auto& [low, high] : intervals) {
    if (low > high) continue;
    const DecompositionShape first = after(low);
    const DecompositionMargin m0 = first.margin();
    const DecompositionMargin slope = high > low ? after(low + 1).margin() - m0 : 0;
    const DecompositionMargin span = static_cast<DecompositionMargin>(high - low);
    if ((slope != 0 && slope != -2) || after(high).margin() != m0 + slope * span)
      throw std::logic_error(
          "decomposition: the margin of a run of splits is not as its proof says");
    std::uint64_t from = low;
    std::uint64_t to = high;
    if (first.deciding_case() != DecompositionShape::Case::even_margin || slope == 0) {
      if (!first.lost()) continue;  // the whole interval alike
    } else if (m0 % 2 != 0) {
      // Odd margins: lost while M ≥ 1.
      if (m0 < 1) continue;
      const DecompositionMargin steps = (m0 - 1) / 2;
      if (steps < span) to = low + static_cast<std::uint64_t>(steps);
    } else if (m0 > -2) {
      // Even margins: lost once M ≤ −2.
      const DecompositionMargin steps = (m0 + 2) / 2;
      if (steps > span) continue;
      from = low + static_cast<std::uint64_t>(steps);
    }
    // The ends of the run, and what lies just outside it, by the rule itself.
    if (!after(from).lost() || !after(to).lost() || (from > low && after(from - 1).lost()) ||
        (to < high && after(to + 1).lost())) {
      throw std::logic_error("decomposition: a run of winning splits is not as its proof says");
    }
    runs.push_back({from, to});
  }
  return runs;
}

std::vector<MisereDecomposition::WinningMoves> MisereDecomposition::heap_winning_moves(
    std::size_t component, std::size_t heap) const {
  const std::uint64_t tokens = components_[component][heap];
  std::vector<WinningMoves> found;
  // As the family lists them: by tokens taken, then leaving nothing, one
  // heap, two heaps (take_and_break.hpp).
  for (std::uint64_t taken = 0; taken < digits_.size() && taken <= tokens; ++taken) {
    const std::uint8_t digit = digits_[taken];
    const bool leaves_nothing =
        taken > 0 && (digit & TakeAndBreakRule::kLeaveNothing) != 0 && tokens == taken;
    const bool leaves_one =
        taken > 0 && (digit & TakeAndBreakRule::kLeaveOne) != 0 && tokens > taken;
    if ((leaves_nothing || leaves_one) && move_wins(whole_move(component, heap, taken)))
      found.push_back({taken, false, {}});
    if ((digit & TakeAndBreakRule::kLeaveTwo) == 0) continue;
    for (const SplitRun& run : winning_splits(component, heap, taken))
      found.push_back({taken, true, run});
  }
  return found;
}

Move MisereDecomposition::whole_move(std::size_t component, std::size_t heap,
                                     std::uint64_t taken) const {
  const std::uint64_t tokens = components_[component][heap];
  Move move{component, heap, taken, {}};
  if (tokens > taken) move.result = {tokens - taken};
  return move;
}

void MisereDecomposition::winning_moves(const MoveVisitor& visit) const {
  if (lost()) return;
  for (std::size_t c = 0; c < components_.size(); ++c) {
    for (std::size_t h = 0; h < components_[c].size(); ++h) {
      const std::uint64_t tokens = components_[c][h];
      for (const WinningMoves& moves : heap_winning_moves(c, h)) {
        if (!moves.splits) {
          if (!visit(whole_move(c, h, moves.taken))) return;
          continue;
        }
        const std::uint64_t rest = tokens - moves.taken;
        for (std::uint64_t a = moves.run.first;; ++a) {
          if (!visit(Move{c, h, moves.taken, {a, rest - a}})) return;
          if (a == moves.run.last) break;
        }
      }
    }
  }
}

std::uint64_t MisereDecomposition::count_winning_moves() const {
  if (lost()) return 0;
  std::uint64_t count = 0;
  for (std::size_t c = 0; c < components_.size(); ++c) {
    for (std::size_t h = 0; h < components_[c].size(); ++h) {
      for (const WinningMoves& moves : heap_winning_moves(c, h))
        count = saturating_add(count, moves.splits ? moves.run.last - moves.run.first + 1 : 1);
    }
  }
  return count;
}

}  // namespace grundy

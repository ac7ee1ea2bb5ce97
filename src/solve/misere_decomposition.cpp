#include "grundy/misere_decomposition.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>
#include <utility>

#include "grundy/integers.hpp"
#include "grundy/take_and_break.hpp"

namespace grundy {

namespace {

// G = {M : M odd and M ≥ L, or M even and M ≤ −2}: the margins of a lost
// position with an even number of heaps.
bool margin_loses(DecompositionMargin margin, std::uint64_t least_odd_lost) noexcept {
  const bool odd = (margin % 2) != 0;
  return odd ? margin >= static_cast<DecompositionMargin>(least_odd_lost) : margin <= -2;
}

// Counts a heap of `heap` tokens into `shape` and its big heaps' `weight`
// (not the largest); true when it is big.
bool count_heap(DecompositionShape& shape, DecompositionMargin& weight, std::uint64_t heap,
                DecompositionWeights scale) {
  if (heap == 0) return false;  // no heap at all
  ++shape.heaps;
  if (decomposition_small(heap, shape.largest_small)) {
    ++shape.small_heaps;
    return false;
  }
  ++shape.big_heaps;
  weight += decomposition_weight(heap, shape.largest_small, scale);
  return true;
}

}  // namespace

bool decomposition_small(std::uint64_t tokens, std::uint64_t largest_small) noexcept {
  return tokens % 2 == 1 && tokens <= largest_small;
}

std::uint64_t decomposition_weight(std::uint64_t tokens, std::uint64_t largest_small,
                                   DecompositionWeights scale) noexcept {
  if (tokens == 0 || decomposition_small(tokens, largest_small)) return 0;
  if (scale == DecompositionWeights::linear)
    return tokens < largest_small ? 1 : tokens - largest_small;
  if (tokens < largest_small) return 3;
  // u = 3j − 1, 3j + 1 or 3j + 3 weighs 3j (u ≥ 2 here, and 3j ≤ u + 1).
  const std::uint64_t u = tokens - largest_small + 3;
  switch (u % 3) {
    case 2:
      return u + 1;
    case 1:
      return u - 1;
    default:
      return u - 3;
  }
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
  return margin_loses(margin(), least_odd_lost);
}

const std::vector<MisereDecomposition::Theorem>& MisereDecomposition::theorems() {
  // Proved in docs/misere.md. An extension (`extends`) has every move of a
  // game proved here and more, each changing the number of heaps by one (a
  // heap taken whole, or split): such a move leaves an odd number of heaps
  // that are not all small, or takes the one big heap beside small ones,
  // whose margin is then not a losing one, or makes a lone 2 or 4 out of
  // small heaps (docs/misere.md, "Four-digit codes").
  constexpr auto bit = [](unsigned h) { return std::uint64_t{1} << h; };
  constexpr DecompositionWeights thirds = DecompositionWeights::thirds;
  constexpr DecompositionWeights linear = DecompositionWeights::linear;
  static const std::vector<Theorem> known{
      {{4, 7}, "4.7", 7, bit(5), "", 0, 3},
      {{4, 7, 1}, "4.71", 7, bit(5), "4.7", 2, 3},
      {{0, 7, 5, 4}, "0.754", 9, bit(5) | bit(7), "", 0, 3},
      {{0, 7, 5, 5}, "0.755", 9, bit(5) | bit(7), "0.754", 3, 3},
      {{0, 3, 5, 5}, "0.355", 13, bit(7) | bit(9) | bit(11), "", 0, 5},
      {{0, 7, 5, 6}, "0.756", 7, bit(5), "", 0, 3, thirds, 3},
      {{0, 7, 5, 7}, "0.757", 7, bit(5), "0.756", 3, 3, thirds, 3},
      {{0, 3, 5, 7}, "0.357", 11, bit(7) | bit(9), "", 0, 5, thirds, 3},
      {{4, 7, 0, 2}, "4.702", 5, 0, "", 0, 3, thirds, 3},
      {{4, 3, 0, 5}, "4.305", 11, bit(7) | bit(9), "", 0, 5},
      {{4, 3, 0, 7}, "4.307", 9, bit(7), "", 0, 5, thirds, 3},
      // Four-digit codes with every move of one of the games above and its
      // theorem; each extra move changes the number of heaps by one, and
      // none leads from a lost position to a lost one (docs/misere.md,
      // "Four-digit codes").
      {{4, 7, 0, 1}, "4.701", 7, bit(5), "4.7", 3, 3},
      {{4, 7, 0, 4}, "4.704", 7, bit(5), "4.7", 0, 3},
      {{4, 7, 0, 5}, "4.705", 7, bit(5), "4.7", 0, 3},
      {{4, 7, 1, 1}, "4.711", 7, bit(5), "4.71", 3, 3},
      {{4, 7, 1, 4}, "4.714", 7, bit(5), "4.71", 0, 3},
      {{4, 7, 1, 5}, "4.715", 7, bit(5), "4.71", 0, 3},
      {{4, 7, 5, 4}, "4.754", 9, bit(5) | bit(7), "0.754", 0, 3},
      {{4, 7, 5, 5}, "4.755", 9, bit(5) | bit(7), "0.755", 0, 3},
      {{4, 3, 5, 5}, "4.355", 13, bit(7) | bit(9) | bit(11), "0.355", 0, 5},
      {{4, 7, 5, 6}, "4.756", 7, bit(5), "0.756", 0, 3, thirds, 3},
      {{4, 7, 5, 7}, "4.757", 7, bit(5), "0.757", 0, 3, thirds, 3},
      {{4, 3, 5, 7}, "4.357", 11, bit(7) | bit(9), "0.357", 0, 5, thirds, 3},
      {{4, 7, 0, 3}, "4.703", 5, 0, "4.702", 3, 3, thirds, 3},
      {{4, 7, 0, 6}, "4.706", 5, 0, "4.702", 0, 3, thirds, 3},
      {{4, 7, 0, 7}, "4.707", 5, 0, "4.702", 0, 3, thirds, 3},
      {{4, 7, 1, 2}, "4.712", 5, 0, "4.702", 2, 3, thirds, 3},
      {{4, 7, 1, 3}, "4.713", 5, 0, "4.702", 0, 3, thirds, 3},
      {{4, 7, 1, 6}, "4.716", 5, 0, "4.702", 0, 3, thirds, 3},
      {{4, 7, 1, 7}, "4.717", 5, 0, "4.702", 0, 3, thirds, 3},
      {{4, 3, 1, 5}, "4.315", 11, bit(7) | bit(9), "4.305", 2, 5},
      {{4, 3, 1, 7}, "4.317", 9, bit(7), "4.307", 2, 5, thirds, 3},
      // A 2 split into 1 + 1 where the smaller game takes it whole.
      {{4, 3, 4, 5}, "4.345", 13, bit(7) | bit(9) | bit(11), "0.355", 0, 5, linear, 1, true},
      {{4, 3, 4, 7}, "4.347", 11, bit(7) | bit(9), "0.357", 0, 5, thirds, 3, true},
      {{4, 7, 4, 4}, "4.744", 9, bit(5) | bit(7), "0.754", 0, 3, linear, 1, true},
      {{4, 7, 4, 5}, "4.745", 9, bit(5) | bit(7), "0.755", 0, 3, linear, 1, true},
      {{4, 7, 4, 6}, "4.746", 7, bit(5), "0.756", 0, 3, thirds, 3, true},
      {{4, 7, 4, 7}, "4.747", 7, bit(5), "0.757", 0, 3, thirds, 3, true},
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
  shape_.least_odd_lost = theorem_->least_odd_lost;
  for (const std::vector<std::uint64_t>& heaps : components_) {
    for (std::uint64_t heap : heaps) {
      if (!count_heap(shape_, weight_, heap, theorem_->scale)) continue;  // none, or small
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
    if (count_heap(after, weight, part, theorem_->scale))
      after.largest = std::max(after.largest, part);
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
  // A smaller part up to s may be small, or big below s: each is tried; in
  // the thirds scale also the next three, so that a part a tried in a run
  // and a + 3 both weigh as the scale's rule says (w(a + 3) = w(a) + 3).
  const std::uint64_t s = shape_.largest_small;
  const bool thirds = theorem_->scale == DecompositionWeights::thirds;
  const std::uint64_t alone = thirds ? s + 3 : s;
  const std::uint64_t step = thirds ? 3 : 1;
  for (std::uint64_t a = 1; a <= std::min(alone, half); ++a) {
    if (after(a).lost()) runs.push_back({a, a, 1});
  }
  if (half <= alone) return runs;
  // Beyond, both parts are big (the larger is at least the smaller), so the
  // number of heaps and of big heaps no longer change with a. The largest
  // big heap afterwards is the larger part while it is at least the largest
  // big heap of the rest, so M = (rest − a) − c − w(a) − (weight of the
  // rest) falls by 2 as a grows by 1 (linear scale), or by 6 as it grows by
  // 3 (thirds); beyond that the rest's largest heap stays largest and M is
  // constant (w(a) + w(rest − a) does not change). Each run is worked out
  // from the margin at its first two parts, and checked at its ends.
  std::uint64_t rest_largest = shape_.largest;
  if (!small(tokens) && tokens == shape_.largest && largest_count_ == 1) rest_largest = second_;
  // Splits with a ≤ crossing keep the larger part largest.
  const std::uint64_t crossing = rest >= rest_largest ? rest - rest_largest : 0;
  std::vector<std::pair<std::uint64_t, std::uint64_t>> intervals;
  if (crossing > alone) intervals.emplace_back(alone + 1, std::min(half, crossing));
  if (std::max(alone + 1, crossing + 1) <= half)
    intervals.emplace_back(std::max(alone + 1, crossing + 1), half);
  const DecompositionMargin least_odd = static_cast<DecompositionMargin>(shape_.least_odd_lost);
  for (const auto& [low, high] : intervals) {
    for (std::uint64_t first_part = low; first_part < low + step && first_part <= high;
         ++first_part) {
      const std::uint64_t last_part = first_part + (high - first_part) / step * step;
      const DecompositionShape first = after(first_part);
      const DecompositionMargin m0 = first.margin();
      const DecompositionMargin fall = static_cast<DecompositionMargin>(2 * step);
      const DecompositionMargin slope =
          last_part > first_part ? after(first_part + step).margin() - m0 : 0;
      const DecompositionMargin span =
          static_cast<DecompositionMargin>((last_part - first_part) / step);
      if ((slope != 0 && slope != -fall) || after(last_part).margin() != m0 + slope * span)
        throw std::logic_error(
            "decomposition: the margin of a run of splits is not as its proof says");
      DecompositionMargin from_step = 0;
      DecompositionMargin to_step = span;
      if (first.deciding_case() != DecompositionShape::Case::even_margin || slope == 0) {
        if (!first.lost()) continue;  // the whole run alike
      } else if (m0 % 2 != 0) {
        // Odd margins: lost while M ≥ L.
        if (m0 < least_odd) continue;
        to_step = std::min(span, (m0 - least_odd) / fall);
      } else if (m0 > -2) {
        // Even margins: lost once M ≤ −2.
        from_step = (m0 + 2 + fall - 1) / fall;
        if (from_step > span) continue;
      }
      const std::uint64_t from = first_part + static_cast<std::uint64_t>(from_step) * step;
      const std::uint64_t to = first_part + static_cast<std::uint64_t>(to_step) * step;
      // The ends of the run, and what lies just outside it, by the rule itself.
      if (!after(from).lost() || !after(to).lost() ||
          (from > first_part && after(from - step).lost()) ||
          (to < last_part && after(to + step).lost())) {
        throw std::logic_error("decomposition: a run of winning splits is not as its proof says");
      }
      runs.push_back({from, to, step});
    }
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
    std::vector<SplitRun> runs = winning_splits(component, heap, taken);
    if (!runs.empty()) found.push_back({taken, true, std::move(runs)});
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
        // The runs merged, smaller parts first, as the family lists them.
        const std::uint64_t rest = tokens - moves.taken;
        std::vector<SplitRun> runs = moves.runs;
        std::vector<bool> done(runs.size(), false);
        for (;;) {
          std::size_t next = runs.size();
          for (std::size_t r = 0; r < runs.size(); ++r)
            if (!done[r] && (next == runs.size() || runs[r].first < runs[next].first)) next = r;
          if (next == runs.size()) break;
          const std::uint64_t a = runs[next].first;
          if (!visit(Move{c, h, moves.taken, {a, rest - a}})) return;
          if (a == runs[next].last) {
            done[next] = true;
          } else {
            runs[next].first += runs[next].step;
          }
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
      for (const WinningMoves& moves : heap_winning_moves(c, h)) {
        if (!moves.splits) count = saturating_add(count, 1);
        for (const SplitRun& run : moves.runs) count = saturating_add(count, run.count());
      }
    }
  }
  return count;
}

}  // namespace grundy

// One value by the sparse-space method: sparse::SequenceEngine::sparse_value and its
// parts.
#include <algorithm>
#include <array>
#include <bit>
#include <cstring>

#include "sequence_engine.hpp"
#include "sparse_engine.hpp"

namespace grundy {

using sparse::kLanes;
using sparse::kLaneStride;
using sparse::kMarked;
using sparse::marked_word;

namespace {

// A heap's marks: its own, and those of the bulk pairs where they are in a
// lane apart (valid below 64 lane_words values; see BulkMarks).
struct HeapMarks {
  const std::uint8_t* own;
  const std::uint8_t* lane;
  std::size_t lane_words;
  std::uint64_t word(std::size_t w) const noexcept {
    std::uint64_t bits = marked_word(own, w);
    if (w < lane_words) bits |= marked_word(lane, w);
    return bits;
  }
};

// The smallest value without a mark (no split possible yet: every option is
// marked).
std::uint64_t least_unmarked(const HeapMarks& marks) {
  for (std::size_t w = 0;; ++w) {
    const std::uint64_t free = ~marks.word(w);
    if (free != 0) return 64 * w + static_cast<std::uint64_t>(std::countr_zero(free));
  }
}

// The candidate: the least easy value that is not marked. The hard values
// below it that no option has shown yet go into `needed` (bits), and their
// number into `unseen`. Hard values have the parity bit `hard` in `parity`.
std::uint64_t least_easy_value(const HeapMarks& marks, std::size_t words,
                               const std::uint64_t* parity, int hard, std::uint64_t* needed,
                               std::uint64_t& unseen) {
  const std::uint64_t flip_to_hard = hard ? 0 : ~std::uint64_t{0};
  for (std::size_t w = 0; w < words; ++w) {
    const std::uint64_t unmarked = ~marks.word(w);
    const std::uint64_t hard_bits = parity[w] ^ flip_to_hard;
    const std::uint64_t easy_free = unmarked & ~hard_bits;
    std::uint64_t hard_free = unmarked & hard_bits;
    if (easy_free != 0) {
      const int at = std::countr_zero(easy_free);
      hard_free &= (std::uint64_t{1} << at) - 1;
      needed[w] = hard_free;
      unseen += static_cast<std::uint64_t>(std::popcount(hard_free));
      // The walks may look at any word below the limit, the vector ones at the
      // table's 8.
      std::fill(needed + w + 1, needed + std::max<std::size_t>(words, sparse::kTableValues / 64),
                0);
      return 64 * w + static_cast<std::uint64_t>(at);
    }
    needed[w] = hard_free;
    unseen += static_cast<std::uint64_t>(std::popcount(hard_free));
  }
  return 0;  // not reached: the limit leaves an easy value free (value_limit)
}

}  // namespace

// Every option of the "easy" parity involves a rare position (a common value
// is the XOR of a rare and a common one), so marking the pairs through the
// rare positions finds all of them. Options of the other parity are searched
// only as far as needed: until every such value below the smallest missing
// easy value has been seen.
std::uint64_t sparse::SequenceEngine::sparse_value(std::uint64_t n, std::size_t rare_count,
                                                   std::uint64_t limit, Scratch& scratch) const {
  if (values_.wide()) return sparse_value_of<std::uint16_t>(n, rare_count, limit, scratch);
  return sparse_value_of<std::uint8_t>(n, rare_count, limit, scratch);
}

template <typename Value>
std::uint64_t sparse::SequenceEngine::sparse_value_of(std::uint64_t n, std::size_t rare_count,
                                                      std::uint64_t limit, Scratch& scratch) const {
  BulkMarks bulk;
  std::uint8_t* const marks = prepare_marks<Value>(n, rare_count, limit, scratch, bulk);
  return value_from_marks<Value>(n, rare_count, limit, scratch, marks, bulk, {});
}

// G(n) from `marks`, where the pairs through the rare indices bulk.begin ..
// bulk.end are marked already: the other options, the mex and the walk.
template <typename Value>
std::uint64_t sparse::SequenceEngine::value_from_marks(std::uint64_t n, std::size_t rare_count,
                                                       std::uint64_t limit, Scratch& scratch,
                                                       std::uint8_t* marks, const BulkMarks& bulk,
                                                       const WalkedSplits& walked) const {
  const Value* const values = values_.data<Value>();
  const auto& digits = rule_.digits();
  for (std::uint64_t k = 1; k < digits.size() && k <= n; ++k) {
    const std::uint8_t d = digits[k];
    if ((d & TakeAndBreakRule::kLeaveNothing) && n == k) marks[0] = kMarked;
    if ((d & TakeAndBreakRule::kLeaveOne) && n > k) marks[values[n - k]] = kMarked;
  }
  const int hard = mark_rare_pairs<Value>(n, rare_count, marks, bulk);
  const HeapMarks heap_marks{marks, bulk.lane, bulk.lane != nullptr ? bulk.lane_words : 0};
  if (hard < 0) return least_unmarked(heap_marks);
  std::uint64_t* const needed = scratch.needed.data();
  std::uint64_t unseen = 0;
  const std::uint64_t candidate =
      least_easy_value(heap_marks, limit / 64, parity_bits_.data(), hard, needed, unseen);
  if (unseen == 0) return candidate;
  unseen = walk_for_needed<Value>(n, candidate, needed, unseen, walked);
  if (unseen == 0) return candidate;
  // A rare value: the least hard value that nobody reaches.
  std::size_t w = 0;
  while (needed[w] == 0) ++w;
  return 64 * w + static_cast<std::uint64_t>(std::countr_zero(needed[w]));
}

// The marks: this heap's lane of its block, where most pairs through rare
// positions are already marked (rare indices bulk.begin .. bulk.end), or
// marks of its own. Each heap marks a slice of the next block's pairs, so
// that no heap does all of a block's at once.
template <typename Value>
std::uint8_t* sparse::SequenceEngine::prepare_marks(std::uint64_t n, std::size_t rare_count,
                                                    std::uint64_t limit, Scratch& scratch,
                                                    BulkMarks& bulk) const {
  const std::uint64_t block = n & ~(kLanes - 1);
  if (!block_has_lanes(block, limit)) {
    std::memset(scratch.marks.data(), 0, limit);
    return scratch.marks.data();
  }
  const std::uint64_t lane = n - block;
  Lanes& current = scratch.current;
  if (current.block != block) {
    Lanes& next = scratch.next;
    if (next.block == block && lane >= next.first) {
      mark_bulk_slice<Value>(next, next.bulk_end);  // what its slices left, if any
      mark_early_slice<Value>(next, early_positions_.size());
      std::swap(current, next);
    } else {
      // The pairs through rare a with kLanes <= a < (block - largest split
      // take) / 2. For them r - a < block, below this heap, so G(r - a) is
      // final; and a < r / 2, so no pair is an equal split.
      start_block(current, block, lane, kLanes, rare_count, limit);
      mark_bulk_slice<Value>(current, current.bulk_end);
      mark_early_slice<Value>(current, early_positions_.size());
    }
  }
  // The next block's pairs start at a = 2 kLanes: then r - a < block for
  // its heaps too.
  const std::uint64_t following = block + kLanes;
  Lanes& next = scratch.next;
  if (next.block != following) {
    start_block(next, following, 0, 2 * kLanes, rare_count, limit);
  }
  const std::uint64_t heaps = kLanes;
  const std::size_t slice = (next.bulk_end - next.bulk_begin + heaps - 1) / heaps;
  mark_bulk_slice<Value>(next, std::min(next.bulk_end, next.marked_to + slice));
  const std::size_t early_slice = (early_positions_.size() + heaps - 1) / heaps;
  mark_early_slice<Value>(next,
                          std::min(early_positions_.size(), next.early_marked_to + early_slice));

  std::uint8_t* const marks = current.marks.data() + lane * kLaneStride;
  // A larger value since the block began raised the limit; the bulk marks
  // are all below the old one.
  if (current.cleared[lane] < limit) {
    std::memset(marks + current.cleared[lane], 0, limit - current.cleared[lane]);
    current.cleared[lane] = limit;
  }
  bulk = {current.bulk_begin, current.bulk_end};
  return marks;
}

// Lanes pay from kBlockStart on, while the values fit them; by then the
// pairs they mark (through a < kEarlySplitsFrom + kEarlySplits, or a rare a
// below half the block less the largest take) are none of them an equal
// split.
bool sparse::SequenceEngine::block_has_lanes(std::uint64_t block,
                                             std::uint64_t limit) const noexcept {
  return limit <= sparse::kLaneValues && block >= sparse::kBlockStart &&
         block >= 4 * (split_takes_.back() + sparse::kEarlySplitsFrom + sparse::kEarlySplits);
}

// Clears the lanes first .. kLanes - 1 of `lanes` for `block` (from
// clean_below on: below, they are zero already), whose
// bulk pairs are those through rare positions from first_rare up to half the
// block less the largest split take.
void sparse::SequenceEngine::start_block(Lanes& lanes, std::uint64_t block, std::uint64_t first,
                                         std::uint64_t first_rare, std::size_t rare_count,
                                         std::uint64_t limit, std::uint64_t clean_below) const {
  lanes.block = block;
  lanes.first = first;
  lanes.bulk_begin = rare_index(first_rare, rare_count);
  lanes.bulk_end =
      std::max(lanes.bulk_begin, rare_index((block - split_takes_.back()) / 2, rare_count));
  lanes.marked_to = lanes.bulk_begin;
  lanes.early_marked_to = 0;
  for (std::uint64_t j = first; j < kLanes; ++j) {
    if (clean_below < limit)
      std::memset(lanes.marks.data() + j * kLaneStride + clean_below, 0, limit - clean_below);
    lanes.cleared[j] = limit;
  }
}

// Marks the bulk pairs of the rare indices lanes.marked_to .. end. Their
// values are below the limit the lanes were cleared to: every heap in a pair
// lies below the heap being computed when the lanes were started (or, for the
// marker of sequence_pipeline.cpp, below `known` then), so its value was
// final then, and at most the largest value the limit came from.
template <typename Value>
void sparse::SequenceEngine::mark_bulk_slice(Lanes& lanes, std::size_t end) const {
  mark_lane_pairs<Value>(lanes, rare_positions_.data(), rare_values_.data(), lanes.marked_to, end);
}

// Marks the early splits lanes.early_marked_to .. end - 1 (see
// sparse::kEarlySplits): their larger heaps are where the next block's bulk
// pairs' are, or further back.
template <typename Value>
void sparse::SequenceEngine::mark_early_slice(Lanes& lanes, std::size_t end) const {
  mark_lane_pairs<Value>(lanes, early_positions_.data(), early_values_.data(),
                         lanes.early_marked_to, end);
}

// The pairs through heaps positions[marked_to .. end - 1] (of the values
// given), for every take, into the lanes; marked_to moves on to end.
template <typename Value>
void sparse::SequenceEngine::mark_lane_pairs(Lanes& lanes, const std::uint32_t* positions,
                                             const std::uint16_t* position_values,
                                             std::size_t& marked_to, std::size_t end) const {
  if (marked_to >= end) return;
  for (std::uint64_t k : split_takes_) {
    sparse::mark_block(positions, position_values, marked_to, end,
                       values_.data<Value>() + (lanes.block - k), lanes.marks.data(), lanes.first);
  }
  marked_to = end;
}

std::size_t sparse::SequenceEngine::rare_index(std::uint64_t position,
                                               std::size_t rare_count) const noexcept {
  const std::uint32_t* const positions = rare_positions_.data();
  return static_cast<std::size_t>(std::lower_bound(positions, positions + rare_count, position) -
                                  positions);
}

// The pairs through rare positions. The rare list is ascending, so the
// positions a split may use form a run: those below the heap split. The
// equal split of Grundy's game cuts the run in two. Returns the parity of the hard values, or -1
// when no split is possible yet.
template <typename Value>
int sparse::SequenceEngine::mark_rare_pairs(std::uint64_t n, std::size_t rare_count,
                                            std::uint8_t* marks, const BulkMarks& bulk) const {
  const Value* const values = values_.data<Value>();
  const std::uint32_t* const positions = rare_positions_.data();
  const std::uint16_t* const rare_values = rare_values_.data();
  const bool unequal = rule_.is_grundys_game();
  int hard = -1;
  for (std::uint64_t k : split_takes_) {
    if (n < k + 2) continue;
    const std::uint64_t r = n - k;
    hard = space_.domain ? static_cast<int>(r & 1U) : 0;
    std::size_t i = rare_index(1, rare_count);
    const std::size_t end = rare_index(r, rare_count);
    auto mark_run = [&](std::size_t run_end) {  // i .. run_end, less the block's bulk
      const std::size_t before_bulk = std::min(run_end, bulk.begin);
      if (i < before_bulk)
        sparse::mark_scalar(positions, rare_values, i, before_bulk, values + r, marks);
      const std::size_t after_bulk = std::max(i, bulk.end);
      if (after_bulk < run_end)
        sparse::mark_scalar(positions, rare_values, after_bulk, run_end, values + r, marks);
      i = std::max(i, run_end);
    };
    if (unequal && r % 2 == 0) {
      mark_run(std::min(rare_index(r / 2, rare_count), end));
      if (i < end && positions[i] == r / 2) ++i;
    }
    mark_run(end);
  }
  return hard;
}

// The walk over the splits for the hard values still `needed`. Several
// splits are walked side by side, a stretch each in turn: a value that only
// one of them gives must not wait for the others to finish. Splits walked
// already (`walked`) are skipped once their values are crossed off, while
// every value needed is below the table's bound that they cover. Returns how
// many are still unseen.
template <typename Value>
std::uint64_t sparse::SequenceEngine::walk_for_needed(std::uint64_t n, std::uint64_t candidate,
                                                      std::uint64_t* needed, std::uint64_t unseen,
                                                      const WalkedSplits& walked) const {
  const bool unequal = rule_.is_grundys_game();
  const bool table = candidate <= sparse::kTableValues;
  const detail::InstructionSet kernel =
      table ? detail::best_instruction_set() : detail::InstructionSet::scalar;
  std::uint64_t skip_begin = 0;
  std::uint64_t skip_end = 0;
  if (walked.seen != nullptr && table) {
    unseen = 0;
    for (std::size_t w = 0; w < sparse::kTableValues / 64; ++w) {
      needed[w] &= ~walked.seen[w];
      unseen += static_cast<std::uint64_t>(std::popcount(needed[w]));
    }
    if (unseen == 0) return 0;
    skip_begin = walked.begin;
    skip_end = walked.end;
  }
  const std::uint64_t stretch = split_takes_.size() == 1 ? n : 1024;
  bool more = true;
  for (std::uint64_t from = 1; more && unseen > 0; from += stretch) {
    more = false;
    for (std::uint64_t k : split_takes_) {
      if (n < k + 2) continue;
      const std::uint64_t r = n - k;
      // Grundy's game has no split into equal heaps.
      const std::uint64_t half = unequal && r % 2 == 0 ? r / 2 - 1 : r / 2;
      const std::uint64_t end = std::min(from + stretch, half + 1);
      // Before the splits walked already, and after them.
      unseen = detail::walk_splits(kernel, values_.data<Value>(), r, from,
                                   std::min(end, std::max(from, skip_begin)), needed, unseen);
      unseen = detail::walk_splits(kernel, values_.data<Value>(), r, std::max(from, skip_end), end,
                                   needed, unseen);
      if (unseen == 0) break;
      more |= end <= half;
    }
  }
  return unseen;
}

template std::uint64_t sparse::SequenceEngine::value_from_marks<std::uint8_t>(
    std::uint64_t, std::size_t, std::uint64_t, Scratch&, std::uint8_t*, const BulkMarks&,
    const WalkedSplits&) const;
template std::uint64_t sparse::SequenceEngine::value_from_marks<std::uint16_t>(
    std::uint64_t, std::size_t, std::uint64_t, Scratch&, std::uint8_t*, const BulkMarks&,
    const WalkedSplits&) const;
// The pipeline's marker (sequence_pipeline.cpp) marks its lanes with these.
template void sparse::SequenceEngine::mark_bulk_slice<std::uint8_t>(Lanes&, std::size_t) const;
template void sparse::SequenceEngine::mark_bulk_slice<std::uint16_t>(Lanes&, std::size_t) const;
template void sparse::SequenceEngine::mark_early_slice<std::uint8_t>(Lanes&, std::size_t) const;
template void sparse::SequenceEngine::mark_early_slice<std::uint16_t>(Lanes&, std::size_t) const;

}  // namespace grundy

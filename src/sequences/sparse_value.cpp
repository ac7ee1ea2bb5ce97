// One value by the sparse-space method: GrundySequence::sparse_value and its
// parts.
#include <algorithm>
#include <array>
#include <bit>
#include <cstring>

#include "grundy/grundy_sequence.hpp"
#include "sparse_engine.hpp"

namespace grundy {

using sparse::kLanes;
using sparse::kLaneStride;
using sparse::kMarked;
using sparse::marked_word;

namespace {

// The smallest value without a mark (no split possible yet: every option is
// marked).
std::uint64_t least_unmarked(const std::uint8_t* marks) {
  for (std::size_t w = 0;; ++w) {
    const std::uint64_t free = ~marked_word(marks, w);
    if (free != 0) return 64 * w + static_cast<std::uint64_t>(std::countr_zero(free));
  }
}

// The candidate: the least easy value that is not marked. The hard values
// below it that no option has shown yet go into `needed` (bits), and their
// number into `unseen`. Hard values have the parity bit `hard` in `parity`.
std::uint64_t least_easy_value(const std::uint8_t* marks, std::size_t words,
                               const std::uint64_t* parity, int hard, std::uint64_t* needed,
                               std::uint64_t& unseen) {
  const std::uint64_t flip_to_hard = hard ? 0 : ~std::uint64_t{0};
  for (std::size_t w = 0; w < words; ++w) {
    const std::uint64_t unmarked = ~marked_word(marks, w);
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
std::uint64_t GrundySequence::sparse_value(std::uint64_t n, std::size_t rare_count,
                                           std::uint64_t limit, Scratch& scratch, bool skip_last,
                                           std::uint64_t lane_step) const {
  BulkMarks bulk;
  std::uint8_t* const marks = prepare_marks(n, rare_count, limit, scratch, lane_step, bulk);
  const auto& digits = rule_.digits();
  for (std::uint64_t k = 1; k < digits.size() && k <= n; ++k) {
    const std::uint8_t d = digits[k];
    if ((d & TakeAndBreakRule::kLeaveNothing) && n == k) marks[0] = kMarked;
    if ((d & TakeAndBreakRule::kLeaveOne) && n > k && !(skip_last && k == 1))
      marks[values_[n - k]] = kMarked;
  }
  const int hard = mark_rare_pairs(n, rare_count, marks, bulk, skip_last);
  if (hard < 0) return least_unmarked(marks);
  std::uint64_t* const needed = scratch.needed.data();
  std::uint64_t unseen = 0;
  const std::uint64_t candidate =
      least_easy_value(marks, limit / 64, parity_bits_.data(), hard, needed, unseen);
  if (unseen == 0) return candidate;
  unseen = walk_for_needed(n, candidate, needed, unseen, skip_last);
  if (unseen == 0) return candidate;
  // A rare value: the least hard value that nobody reaches.
  std::size_t w = 0;
  while (needed[w] == 0) ++w;
  return 64 * w + static_cast<std::uint64_t>(std::countr_zero(needed[w]));
}

// The marks: this heap's lane of its block, where most pairs through rare
// positions are already marked (rare indices bulk.begin .. bulk.end), or
// marks of its own.
std::uint8_t* GrundySequence::prepare_marks(std::uint64_t n, std::size_t rare_count,
                                            std::uint64_t limit, Scratch& scratch,
                                            std::uint64_t lane_step, BulkMarks& bulk) const {
  const std::uint64_t block = n & ~(kLanes - 1);
  if (limit > sparse::kLaneValues || block < sparse::kBlockStart ||
      block < 4 * (split_takes_.back() + kLanes)) {
    std::memset(scratch.marks.data(), 0, limit);
    return scratch.marks.data();
  }
  const std::uint64_t lane = n - block;
  if (scratch.block != block) {
    // The first heap of the block this thread computes: its lanes are lane,
    // lane + lane_step, ...; the pairs marked are those through rare a with
    // kLanes + 2 <= a < (block - largest split take) / 2. For them G(r - a)
    // is final (every heap r - a <= block - 3 is, here) and a < r / 2, so
    // no pair is an equal split or involves heap n-1.
    scratch.block = block;
    scratch.bulk_begin = rare_index(kLanes + 2, rare_count);
    scratch.bulk_end =
        std::max(scratch.bulk_begin, rare_index((block - split_takes_.back()) / 2, rare_count));
    for (std::uint64_t j = lane; j < kLanes; j += lane_step) {
      std::memset(scratch.lanes.data() + j * kLaneStride, 0, limit);
      scratch.lane_cleared[j] = limit;
    }
    for (std::uint64_t k : split_takes_) {
      sparse::mark_block(rare_positions_.data(), rare_values_.data(), scratch.bulk_begin,
                         scratch.bulk_end, values_.data() + (block - k), scratch.lanes.data(), lane,
                         lane_step);
    }
  }
  std::uint8_t* const marks = scratch.lanes.data() + lane * kLaneStride;
  // A larger value since the block began raised the limit; the bulk marks
  // are all below the old one.
  if (scratch.lane_cleared[lane] < limit) {
    std::memset(marks + scratch.lane_cleared[lane], 0, limit - scratch.lane_cleared[lane]);
    scratch.lane_cleared[lane] = limit;
  }
  bulk = {scratch.bulk_begin, scratch.bulk_end};
  return marks;
}

std::size_t GrundySequence::rare_index(std::uint64_t position,
                                       std::size_t rare_count) const noexcept {
  const std::uint32_t* const positions = rare_positions_.data();
  return static_cast<std::size_t>(std::lower_bound(positions, positions + rare_count, position) -
                                  positions);
}

// The pairs through rare positions. The rare list is ascending, so the
// positions a split may use form a prefix; the few pairs that must be left
// out (the equal split of Grundy's game, and with skip_last the pair with
// heap n-1) cut it into runs. Returns the parity of the hard values, or -1
// when no split is possible yet.
int GrundySequence::mark_rare_pairs(std::uint64_t n, std::size_t rare_count, std::uint8_t* marks,
                                    const BulkMarks& bulk, bool skip_last) const {
  const std::uint16_t* const values = values_.data();
  const std::uint32_t* const positions = rare_positions_.data();
  const std::uint16_t* const rare_values = rare_values_.data();
  const bool unequal = rule_.is_grundys_game();
  int hard = -1;
  for (std::uint64_t k : split_takes_) {
    if (n < k + 2) continue;
    const std::uint64_t r = n - k;
    hard = space_.domain ? static_cast<int>(r & 1U) : 0;
    // In ascending order: with k = 0, 1 <= r/2 <= n-1.
    std::array<std::uint64_t, 3> skipped{};
    std::size_t skipped_count = 0;
    if (skip_last && k == 0) skipped[skipped_count++] = 1;
    if (unequal && r % 2 == 0) skipped[skipped_count++] = r / 2;
    if (skip_last && k == 0) skipped[skipped_count++] = n - 1;
    const std::size_t end = rare_index(r, rare_count);
    std::size_t i = 0;
    auto mark_run = [&](std::size_t run_end) {  // i .. run_end, less the block's bulk
      const std::size_t before_bulk = std::min(run_end, bulk.begin);
      if (i < before_bulk)
        sparse::mark_scalar(positions, rare_values, i, before_bulk, values + r, marks);
      const std::size_t after_bulk = std::max(i, bulk.end);
      if (after_bulk < run_end)
        sparse::mark_scalar(positions, rare_values, after_bulk, run_end, values + r, marks);
      i = std::max(i, run_end);
    };
    for (std::size_t s = 0; s < skipped_count; ++s) {
      const std::size_t at = std::min(rare_index(skipped[s], rare_count), end);
      mark_run(at);
      if (i < end && positions[i] == skipped[s]) ++i;
    }
    mark_run(end);
  }
  return hard;
}

// The walk over the splits for the hard values still `needed`. Several
// splits are walked side by side, a stretch each in turn: a value that only
// one of them gives must not wait for the others to finish. Returns how many
// are still unseen.
std::uint64_t GrundySequence::walk_for_needed(std::uint64_t n, std::uint64_t candidate,
                                              std::uint64_t* needed, std::uint64_t unseen,
                                              bool skip_last) const {
  const bool unequal = rule_.is_grundys_game();
  const detail::InstructionSet kernel = candidate <= sparse::kTableValues
                                            ? detail::best_instruction_set()
                                            : detail::InstructionSet::scalar;
  const std::uint64_t stretch = split_takes_.size() == 1 ? n : 1024;
  bool more = true;
  for (std::uint64_t from = 1; more && unseen > 0; from += stretch) {
    more = false;
    for (std::uint64_t k : split_takes_) {
      if (n < k + 2) continue;
      const std::uint64_t r = n - k;
      // Grundy's game has no split into equal heaps.
      const std::uint64_t half = unequal && r % 2 == 0 ? r / 2 - 1 : r / 2;
      const std::uint64_t first = std::max<std::uint64_t>(from, skip_last && k == 0 ? 2 : 1);
      const std::uint64_t end = std::min(from + stretch, half + 1);
      if (first < end)
        unseen = detail::walk_splits(kernel, values_.data(), r, first, end, needed, unseen);
      if (unseen == 0) break;
      more |= end <= half;
    }
  }
  return unseen;
}

}  // namespace grundy

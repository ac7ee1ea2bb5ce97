// Sharing the work of a Grundy sequence with other ranks (share_work; the
// design is docs/DISTRIBUTED.md). Every rank holds every value and computes
// every heap; what is shared is the work whose values are known before a
// block of heaps starts: marking the pairs (a, r - a) through the rare
// positions a whose partner lies below the block (each rank marks a range of
// the rare list for every heap), and the first splits of the walks past the
// block's own heaps (each rank walks them for a range of heaps). One OR over
// the ranks gives every rank all of it; then each finishes every heap.
#include <algorithm>
#include <bit>
#include <chrono>
#include <cstring>

#include "sequence_engine.hpp"
#include "sparse_engine.hpp"

namespace grundy {

using sparse::kLanes;
using sparse::kLaneStride;
using sparse::kMarked;

using sparse::kWalkWords;

// Walking ahead costs every split of the stretch (a walk alone stops once
// its few needed values are seen, 1,000 to 8,000 splits into a heap of
// Grundy's game or 0.6 near 2^21): measured, 4096 splits ahead cost about
// 2.3 times the finish's time they save, so they pay from 4 ranks on
// (docs/DISTRIBUTED.md).
std::uint64_t sparse::SequenceEngine::default_walk_ahead(unsigned ranks) noexcept {
  return ranks >= 4 ? 4096 : 0;
}

void sparse::SequenceEngine::share_work(RankGroup& ranks, std::function<bool()> stop_asked,
                                        std::optional<std::uint64_t> walk_ahead) {
  ranks_ = &ranks;
  stop_asked_ = std::move(stop_asked);
  walk_ahead_ = std::min(walk_ahead.value_or(default_walk_ahead(ranks.size())), kMaxWalkAhead);
  shared_cost_.walk_ahead = walk_ahead_;
  // One thread a rank: a rank's blocks are its whole work, shared already.
  threads_ = 1;
  threads_chosen_ = false;
}

// A block starts at a multiple of kSharedBlock once the rare positions at
// or above kSharedBlock have partners known before the block for some of
// them (n0 >= 4 (kSharedBlock + largest take)), while the values fit the
// lanes the marking kernel writes (every known octal game's do).
bool sparse::SequenceEngine::starts_shared_block(std::uint64_t n) const {
  return ranks_ != nullptr && sparse_ && !proof_ && n % kSharedBlock == 0 &&
         n >= 4 * (kSharedBlock + split_takes_.back()) &&
         value_limit(largest_value_) <= sparse::kLaneValues;
}

// The settled pairs of heap r = n - k (n in the block, k a split take) are
// those through the rare a with kSharedBlock <= a < (n0 - largest take) / 2:
// then r - a < n0, so G(r - a) is known, and a < r / 2, so the pair is no
// equal split (which Grundy's game forbids). This rank marks an equal share
// of them, by rare index (each costs the same: every heap of the block).
// The settled splits of heap n0 + j are a > j (then r - a < n0); the ranks
// walk the first walk_ahead_ of them, each for a range of heaps.
sparse::SequenceEngine::SettledWork sparse::SequenceEngine::share_settled_work(std::uint64_t n0,
                                                                               std::uint64_t n1) {
  const auto start = std::chrono::steady_clock::now();
  const std::size_t rare_count = rare_positions_.size();
  SettledWork settled;
  settled.pairs.begin = rare_index(kSharedBlock, rare_count);
  settled.pairs.end =
      std::max(settled.pairs.begin, rare_index((n0 - split_takes_.back()) / 2, rare_count));
  settled.walked = walk_ahead_;
  const std::size_t length = settled.pairs.end - settled.pairs.begin;
  BulkMarks share;
  share.begin = settled.pairs.begin + length * ranks_->rank() / ranks_->size();
  share.end = settled.pairs.begin + length * (ranks_->rank() + 1) / ranks_->size();
  const std::size_t words_a_heap = value_limit(largest_value_) / 64;
  // Within the capacity reserved.
  shared_marks_.assign((n1 - n0) * (words_a_heap + (settled.walked != 0 ? kWalkWords : 0)), 0);
  if (values_.wide())
    mark_settled_share<std::uint16_t>(n0, n1, share);
  else
    mark_settled_share<std::uint8_t>(n0, n1, share);
  const auto marked = std::chrono::steady_clock::now();
  if (values_.wide())
    walk_settled_share<std::uint16_t>(n0, n1, settled.walked);
  else
    walk_settled_share<std::uint8_t>(n0, n1, settled.walked);
  const auto walked = std::chrono::steady_clock::now();
  ranks_->or_all(shared_marks_);
  const auto reduced = std::chrono::steady_clock::now();
  shared_cost_.marking += marked - start;
  shared_cost_.walking_ahead += walked - marked;
  shared_cost_.reducing += reduced - walked;
  shared_cost_.bytes_reduced += shared_marks_.size() * sizeof(std::uint64_t);
  ++shared_cost_.blocks;
  return settled;
}

// This rank's range of the block's heaps: for each, the hard values below
// kTableValues that its settled splits j + 1 .. j + walked give, through
// every split take, found by the walk itself with every such value needed
// (a vector of splits a step; a value costs once, when first seen).
template <typename Value>
void sparse::SequenceEngine::walk_settled_share(std::uint64_t n0, std::uint64_t n1,
                                                std::uint64_t walked) {
  if (walked == 0) return;
  const std::uint64_t heaps = n1 - n0;
  const std::uint64_t first_heap = n0 + heaps * ranks_->rank() / ranks_->size();
  const std::uint64_t end_heap = n0 + heaps * (ranks_->rank() + 1) / ranks_->size();
  std::uint64_t* const walks = shared_marks_.data() + shared_marks_.size() - heaps * kWalkWords;
  for (std::uint64_t n = first_heap; n < end_heap; ++n) {
    const std::uint64_t j = n - n0;
    walk_settled<Value>(n, j + 1, j + 1 + walked, sparse::kTableValues, walks + j * kWalkWords);
  }
}

// The hard values below `limit` (at most kTableValues) that the splits a =
// from .. to - 1 of heap n give, through every split take, into `seen` (a
// bit a value), found by the walk itself with every such value not yet seen
// needed (a vector of splits a step; a value costs once, when first seen).
template <typename Value>
void sparse::SequenceEngine::walk_settled(std::uint64_t n, std::uint64_t from, std::uint64_t to,
                                          std::uint64_t limit, std::uint64_t* seen) const {
  const bool unequal = rule_.is_grundys_game();
  const detail::InstructionSet kernel = detail::best_instruction_set();
  const std::size_t words = limit / 64;
  for (std::uint64_t k : split_takes_) {
    if (n < k + 2) continue;
    const std::uint64_t r = n - k;
    const int hard = space_.domain ? static_cast<int>(r & 1U) : 0;
    std::uint64_t needed[kWalkWords] = {};
    std::uint64_t unseen = 0;
    for (std::size_t w = 0; w < words; ++w) {
      needed[w] = (hard ? parity_bits_[w] : ~parity_bits_[w]) & ~seen[w];
      unseen += static_cast<std::uint64_t>(std::popcount(needed[w]));
    }
    std::uint64_t looked_for[kWalkWords];
    std::copy(needed, needed + kWalkWords, looked_for);
    const std::uint64_t half = unequal && r % 2 == 0 ? r / 2 - 1 : r / 2;
    if (from <= half)
      detail::walk_splits(kernel, values_.data<Value>(), r, from, std::min(to, half + 1), needed,
                          unseen);
    for (std::size_t w = 0; w < words; ++w) seen[w] |= looked_for[w] & ~needed[w];
  }
}

template void sparse::SequenceEngine::walk_settled<std::uint8_t>(std::uint64_t, std::uint64_t,
                                                                 std::uint64_t, std::uint64_t,
                                                                 std::uint64_t*) const;
template void sparse::SequenceEngine::walk_settled<std::uint16_t>(std::uint64_t, std::uint64_t,
                                                                  std::uint64_t, std::uint64_t,
                                                                  std::uint64_t*) const;

// kLanes heaps at a time with the block-marking kernel, each lane then
// packed to a bit a value. Lanes past n1 are marked and dropped: their
// partners lie below n0 too (a >= kSharedBlock > kLanes).
template <typename Value>
void sparse::SequenceEngine::mark_settled_share(std::uint64_t n0, std::uint64_t n1,
                                                const BulkMarks& share) {
  const std::size_t words_a_heap = value_limit(largest_value_) / 64;
  shared_lanes_.resize(kLanes * kLaneStride);
  std::uint8_t* const lanes = shared_lanes_.data();
  const Value* const values = values_.data<Value>();
  for (std::uint64_t s = n0; s < n1; s += kLanes) {
    for (std::uint64_t j = 0; j < kLanes; ++j)
      std::memset(lanes + j * kLaneStride, 0, 64 * words_a_heap);
    for (std::uint64_t k : split_takes_) {
      sparse::mark_block(rare_positions_.data(), rare_values_.data(), share.begin, share.end,
                         values + (s - k), lanes, 0);
    }
    for (std::uint64_t j = 0; j < kLanes && s + j < n1; ++j) {
      std::uint64_t* const row = shared_marks_.data() + (s + j - n0) * words_a_heap;
      for (std::size_t w = 0; w < words_a_heap; ++w)
        row[w] = sparse::marked_word(lanes + j * kLaneStride, w);
    }
  }
}

// Every heap of the block on every rank, from the settled work: the same
// values on all of them, so that no value is sent.
void sparse::SequenceEngine::finish_shared_block(std::uint64_t n0, std::uint64_t n1,
                                                 const SettledWork& settled) {
  const auto start = std::chrono::steady_clock::now();
  const std::uint64_t heaps = n1 - n0;
  const std::size_t walk_words = settled.walked != 0 ? kWalkWords : 0;
  const std::size_t words_a_heap = shared_marks_.size() / heaps - walk_words;
  const std::uint64_t* const walks = shared_marks_.data() + heaps * words_a_heap;
  for (std::uint64_t n = n0; n < n1; ++n) {
    const std::uint64_t j = n - n0;
    // A larger value since the block began raises the limit; the settled
    // marks are all below the old one.
    const std::uint64_t limit = value_limit(largest_value_);
    std::uint8_t* const marks = scratch_.marks.data();
    std::memset(marks, 0, limit);
    const std::uint64_t* const row = shared_marks_.data() + j * words_a_heap;
    for (std::size_t w = 0; w < words_a_heap; ++w) {
      for (std::uint64_t bits = row[w]; bits != 0; bits &= bits - 1)
        marks[64 * w + static_cast<std::size_t>(std::countr_zero(bits))] = kMarked;
    }
    const WalkedSplits walked =
        settled.walked != 0 ? WalkedSplits{walks + j * kWalkWords, j + 1, j + 1 + settled.walked}
                            : WalkedSplits{};
    const std::size_t rare_count = rare_positions_.size();
    push_sparse(values_.wide() ? value_from_marks<std::uint16_t>(n, rare_count, limit, scratch_,
                                                                 marks, settled.pairs, walked)
                               : value_from_marks<std::uint8_t>(n, rare_count, limit, scratch_,
                                                                marks, settled.pairs, walked));
  }
  shared_cost_.finishing += std::chrono::steady_clock::now() - start;
  shared_cost_.heaps += heaps;
}

}  // namespace grundy

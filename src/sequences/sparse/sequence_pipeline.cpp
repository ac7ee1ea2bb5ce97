// Two threads computing one sequence: sparse::SequenceEngine::extend_in_pipeline.
//
// Most of the work of a heap is marking the options through rare positions
// (see sparse_value.cpp), and for a rare position a far enough below the heap
// the option's other heap is final long before: those marks can be made
// ahead. So one thread, the marker, makes them a block of kLanes heaps at a
// time, into a lane per heap, kMarkerLead heaps ahead of the other; the
// other, the finisher, computes the heaps in order from them, as one thread
// would (the nearer pairs, the mex and the walk). Nothing is guessed, so
// nothing is computed twice, and the threads meet once a block. The marker
// keeps kMarkerSlots blocks of lanes in a ring: a slot is filled again only
// once the finisher has left its block.
#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <cstring>
#include <exception>
#include <memory>
#include <thread>

#include "grundy/deadline.hpp"
#include "grundy/errors.hpp"
#include "grundy/memory_account.hpp"
#include "sequence_engine.hpp"
#include "sparse_engine.hpp"

namespace grundy {

using sparse::kLanes;
using sparse::kLaneStride;
using sparse::kMarkerLead;
using sparse::kMarkerSlots;

// What the two threads share. known: G(0 .. known-1) are final (the
// finisher moves it on at the end of each block); rare_count entries of the
// rare list are valid. The finisher stores a value, its rare entry and the
// largest value before it moves `known` on with release; the marker loads
// `known` with acquire before it reads any of them.
struct sparse::SequenceEngine::Pipeline {
  static constexpr std::uint64_t kEmpty = ~std::uint64_t{0};
  // The marks of one block's heaps, made by the marker; `block` is stored
  // last (it says they are there), with release, and read first.
  struct alignas(64) Slot {
    std::atomic<std::uint64_t> block{kEmpty};
    bool has_lanes = false;  // false: the finisher marks on its own
    Lanes lanes;
    std::uint64_t clean_below = kLaneStride;  // every lane is zero below this
    // Lane j's heap: the splits j + kMarkerLead + 1 .. + walked gave the
    // hard values `seen` (kWalkWords words a heap); walked 0: none.
    std::uint64_t walked = 0;
    std::array<std::uint64_t, kLanes * sparse::kWalkWords> seen{};
  };

  // Read only while the threads run.
  std::uint64_t n0 = 0;
  std::uint64_t n1 = 0;
  // Written by the finisher, read by the marker.
  alignas(64) std::atomic<std::uint64_t> known{0};
  std::atomic<std::size_t> rare_count{0};
  std::atomic<std::uint16_t> largest{0};
  std::array<Slot, kMarkerSlots> slots;
  // How often the finisher found a block not marked yet (it counts, the
  // marker reads), and the marker's share of the work (the marker's).
  alignas(64) std::atomic<std::uint64_t> finisher_waits{0};
  std::uint64_t share = 0;
  // Set on an error, by the finisher when it has waited long for the marker
  // too often (then the machine is busy and one thread does better, unless
  // two were asked for: give_up_when_busy false), or when a value needs two
  // bytes and the store has one (needs_wide, set before `stop`; the store
  // widens before the threads go on). Both threads stop; every value below
  // `known` is final either way.
  alignas(64) std::atomic<bool> stop{false};
  bool give_up_when_busy = true;
  std::atomic<bool> failed{false};
  std::exception_ptr error;  // the first failure
  bool needs_wide = false;

  void fail() {
    if (!failed.exchange(true)) error = std::current_exception();
    stop.store(true);
  }
};

void sparse::SequenceEngine::extend_in_pipeline(std::uint64_t n0, std::uint64_t n1) {
  rare_positions_.reserve(rare_positions_.size() + (n1 - n0));
  rare_values_.reserve(rare_values_.size() + (n1 - n0));
  values_.resize(n1);  // within the reserved capacity: the buffer never moves
  auto pipeline = std::make_unique<Pipeline>();
  pipeline->n0 = n0;
  pipeline->n1 = n1;
  pipeline->give_up_when_busy = threads_chosen_;
  pipeline->share = thread_choice_.marker_share;
  pipeline->known = n0;
  pipeline->rare_count = rare_positions_.size();
  pipeline->largest = largest_value_;
  // The marker uses rare_count, never size(); the buffers never move.
  rare_positions_.resize(rare_positions_.capacity());
  rare_values_.resize(rare_positions_.capacity());
  auto finish = [&] {
    rare_positions_.resize(pipeline->rare_count.load());
    rare_values_.resize(pipeline->rare_count.load());
    values_.resize(pipeline->known.load());
    largest_value_ = pipeline->largest.load();
  };
  // The single thread's lanes do not hold the heaps the pipeline computes.
  scratch_.forget_blocks();
  std::thread marker;
  try {
    // The marker works for the same request: its allocations are charged
    // to the same account (memory_account.hpp).
    marker = std::thread([&, account = current_memory_account()] {
      const ScopedMemoryAccount same_account(account);
      make_marks_ahead(*pipeline);
    });
  } catch (...) {
    finish();
    throw;
  }
  finish_heaps(*pipeline);
  marker.join();
  finish();
  thread_choice_.marker_share = pipeline->share;
  if (pipeline->error) std::rethrow_exception(pipeline->error);
  if (pipeline->needs_wide) {
    values_.widen();
    return;
  }
  // Stalled: one thread for a while, then two again.
  if (values_.size() < n1) thread_choice_.resumes_at = values_.size() + sparse::kPipelinePause;
}

namespace {

// Spins until ready() (true) or the threads are to stop (false). A wait of
// kStall means the other thread is not running: from then on it yields the
// core, and a wait that counts (`stalls` given) may give up on two threads.
template <typename Pipeline, typename Ready>
bool wait_until(Pipeline& pipeline, Ready&& ready, unsigned* stalls) {
  const auto start = std::chrono::steady_clock::now();
  bool stalled = false;
  for (std::uint64_t spins = 1; !ready(); ++spins) {
    if (pipeline.stop.load(std::memory_order_relaxed)) return false;
    if (stalled) {
      std::this_thread::yield();
      continue;
    }
#ifdef GRUNDY_X86_64
    _mm_pause();
#endif
    if (spins % 256 == 0 && std::chrono::steady_clock::now() - start > sparse::kStall) {
      stalled = true;
      if (stalls != nullptr && pipeline.give_up_when_busy && ++*stalls >= sparse::kMaxStalls) {
        pipeline.stop.store(true);
        return false;
      }
    }
  }
  return true;
}

}  // namespace

// The marker: every block that has heaps in n0 .. n1-1, in order, once its
// pairs through rare a >= kLanes + kMarkerLead are final: their larger heap
// r - a <= block + kLanes - 1 - a lies below block - kMarkerLead. The slot
// it fills last held block - kMarkerSlots kLanes, which the finisher has left
// by then (kMarkerSlots kLanes > kMarkerLead).
void sparse::SequenceEngine::make_marks_ahead(Pipeline& pipeline) {
  std::uint64_t finisher_waits = 0;
  try {
    for (std::uint64_t block = pipeline.n0 & ~(kLanes - 1); block < pipeline.n1; block += kLanes) {
      const std::uint64_t final_below = block > kMarkerLead ? block - kMarkerLead : 0;
      auto final_now = [&] {
        return pipeline.known.load(std::memory_order_acquire) >= final_below;
      };
      const bool ahead = !final_now();
      if (ahead && !wait_until(pipeline, final_now, nullptr)) return;
      // The finisher waited: a smaller share. The marker waited: a larger one.
      const std::uint64_t waits = pipeline.finisher_waits.load(std::memory_order_relaxed);
      if (waits != finisher_waits) {
        finisher_waits = waits;
        if (pipeline.share > 0) --pipeline.share;
      } else if (ahead && pipeline.share < sparse::kMaxMarkerShare) {
        ++pipeline.share;
      }
      const std::size_t rare_count = pipeline.rare_count.load(std::memory_order_acquire);
      const std::uint64_t limit = value_limit(pipeline.largest.load(std::memory_order_relaxed));
      if (values_.wide())
        mark_block_ahead<std::uint16_t>(pipeline, block, rare_count, limit);
      else
        mark_block_ahead<std::uint8_t>(pipeline, block, rare_count, limit);
      pipeline.slots[(block / kLanes) % kMarkerSlots].block.store(block, std::memory_order_release);
      // The lanes of the next block are cleared now, while the finisher
      // catches up, rather than when they are marked. (Their last block,
      // block + kLanes - kMarkerSlots kLanes, lies below the one the
      // finisher is in.)
      Pipeline::Slot& following = pipeline.slots[(block / kLanes + 1) % kMarkerSlots];
      // A lane holds kLaneValues marks (its stride is a little more): lanes
      // are read only while the values stay below that, and clearing past
      // it would write into the next lane, or past the last.
      const std::uint64_t clear = std::min<std::uint64_t>(limit, sparse::kLaneValues);
      if (following.clean_below < clear) {
        for (std::uint64_t j = 0; j < kLanes; ++j)
          std::memset(following.lanes.marks.data() + j * kLaneStride, 0, clear);
        following.clean_below = clear;
      }
    }
  } catch (...) {
    pipeline.fail();  // the finisher stops at its next heap
  }
}

// The marker's work on one block, as its share says (see
// sparse::kFullMarkerShare): the lanes' bulk pairs, or a part of them, and
// the early splits, or a part of them; the walks ahead of its heaps that
// are in the pipeline's range. The splits walked are settled too: for heap
// block + j, a >= j + kMarkerLead + 1 leaves r - a below block -
// kMarkerLead.
template <typename Value>
void sparse::SequenceEngine::mark_block_ahead(Pipeline& pipeline, std::uint64_t block,
                                              std::size_t rare_count, std::uint64_t limit) const {
  Pipeline::Slot& slot = pipeline.slots[(block / kLanes) % kMarkerSlots];
  const std::uint64_t share = pipeline.share;
  slot.has_lanes = block_has_lanes(block, limit);
  slot.walked = 0;
  if (!slot.has_lanes) return;
  Lanes& lanes = slot.lanes;
  start_block(lanes, block, 0, kLanes + kMarkerLead, rare_count, limit, slot.clean_below);
  slot.clean_below = 0;
  if (share < sparse::kBulkMarkerShare) {
    // The finisher marks the pairs past bulk_end itself.
    lanes.bulk_end =
        lanes.bulk_begin + static_cast<std::size_t>((lanes.bulk_end - lanes.bulk_begin) * share /
                                                    sparse::kBulkMarkerShare);
    mark_bulk_slice<Value>(lanes, lanes.bulk_end);
    return;
  }
  mark_bulk_slice<Value>(lanes, lanes.bulk_end);
  const auto early =
      static_cast<std::size_t>((share - sparse::kBulkMarkerShare) * sparse::kEarlySplitsAStep);
  mark_early_slice<Value>(lanes, std::min(early_positions_.size(), early));
  if (share <= sparse::kFullMarkerShare || limit > sparse::kTableValues) return;
  slot.walked = (share - sparse::kFullMarkerShare) * sparse::kMarkerWalkStep;
  std::fill(slot.seen.begin(), slot.seen.end(), 0);
  for (std::uint64_t j = 0; j < kLanes; ++j) {
    const std::uint64_t n = block + j;
    if (n < pipeline.n0 || n >= pipeline.n1) continue;
    const std::uint64_t from = j + kMarkerLead + 1;
    walk_settled<Value>(n, from, from + slot.walked, limit,
                        slot.seen.data() + j * sparse::kWalkWords);
  }
}

// The finisher: G(n0 .. n1-1) in order, each from its lane of the marker's
// block, if it has one.
void sparse::SequenceEngine::finish_heaps(Pipeline& pipeline) {
  std::size_t rare_count = pipeline.rare_count.load(std::memory_order_relaxed);
  std::uint16_t largest = largest_value_;
  unsigned stalls = 0;
  const Pipeline::Slot* slot = nullptr;
  std::uint64_t n = pipeline.n0;
  try {
    for (; n < pipeline.n1; ++n) {
      // A chunk of a slow rule takes seconds: the deadline is checked at
      // every heap (the clock at one in 64); past it, the failure stops
      // both threads, and every value below n is final.
      check_deadline();
      const std::uint64_t block = n & ~(kLanes - 1);
      if (slot == nullptr || (n & (kLanes - 1)) == 0) {
        slot = &pipeline.slots[(block / kLanes) % kMarkerSlots];
        auto marked = [&] { return slot->block.load(std::memory_order_acquire) == block; };
        if (!marked()) {
          // (At the first, the marker has only begun.)
          if (n != pipeline.n0) pipeline.finisher_waits.fetch_add(1, std::memory_order_relaxed);
          if (!wait_until(pipeline, marked, &stalls)) break;
        }
      }
      const std::uint64_t limit = value_limit(largest);
      std::uint8_t* const marks = scratch_.marks.data();
      std::memset(marks, 0, limit);
      BulkMarks bulk;
      if (slot->has_lanes && limit <= sparse::kLaneValues) {
        // The heap's own marks apart: the lane is only read, so that its
        // lines are not taken from the marker's core to be written here
        // and back again when the marker clears them for its next block.
        const Lanes& lanes = slot->lanes;
        const std::uint64_t lane = n - block;
        const std::uint8_t* const lane_marks = lanes.marks.data() + lane * kLaneStride;
        bulk = {lanes.bulk_begin, lanes.bulk_end, lane_marks,
                static_cast<std::size_t>(lanes.cleared[lane] / 64)};
        // The marker made the next heap's lane on its core: fetched now, it
        // is here when that heap starts.
        if (lane + 1 < kLanes) {
          for (std::uint64_t at = 0; at < lanes.cleared[lane + 1]; at += 64)
            __builtin_prefetch(lane_marks + kLaneStride + at);
        }
      }
      WalkedSplits walked;
      if (slot->walked != 0) {
        const std::uint64_t from = n - block + kMarkerLead + 1;
        walked = {slot->seen.data() + (n - block) * sparse::kWalkWords, from, from + slot->walked};
      }
      const std::uint64_t value =
          values_.wide()
              ? value_from_marks<std::uint16_t>(n, rare_count, limit, scratch_, marks, bulk, walked)
              : value_from_marks<std::uint8_t>(n, rare_count, limit, scratch_, marks, bulk, walked);
      if (value > kMaxValue) {
        throw LimitError(fmt::format("G({}) would exceed {}, the largest value the sequence stores",
                                     n, kMaxValue));
      }
      if (!values_.wide() && value > SequenceValues::kNarrowLargest) {
        pipeline.needs_wide = true;
        pipeline.stop.store(true);
        break;
      }
      const auto stored = static_cast<std::uint16_t>(value);
      values_.set(n, stored);
      if (stored > largest) {
        largest = stored;
        pipeline.largest.store(stored, std::memory_order_relaxed);
      }
      if (position_class(n, stored) == space_.rare_class) {
        rare_positions_[rare_count] = static_cast<std::uint32_t>(n);
        rare_values_[rare_count] = stored;
        ++rare_count;
        pipeline.rare_count.store(rare_count, std::memory_order_release);
      }
      if (((n + 1) & (kLanes - 1)) == 0) pipeline.known.store(n + 1, std::memory_order_release);
    }
  } catch (...) {
    pipeline.fail();  // the marker stops at its next block
  }
  pipeline.known.store(n, std::memory_order_release);
  pipeline.stop.store(true);  // the marker may be waiting for a block past the last
}

}  // namespace grundy

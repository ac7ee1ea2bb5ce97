// The engine behind GrundySequence (grundy_sequence.hpp): the naive method
// that calibrates, the sparse-space method with its lanes (sparse_value.cpp),
// the two-thread pipeline (sequence_pipeline.cpp), the blocks shared with
// other ranks (shared_block.cpp), the choice of the sparse space and of the
// threads, and the period search. Private to src/sequences; a
// GrundySequence owns one and forwards its calls.
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "grundy/grundy_sequence.hpp"
#include "grundy/period_proof.hpp"
#include "grundy/rank_group.hpp"
#include "grundy/sequence_values.hpp"
#include "grundy/take_and_break.hpp"

namespace grundy::sparse {

class SequenceEngine {
 public:
  using Method = GrundySequence::Method;
  static constexpr std::uint64_t kMaxValue = GrundySequence::kMaxValue;
  static constexpr std::uint64_t kMaxLength = GrundySequence::kMaxLength;
  static constexpr std::uint64_t kSharedBlock = GrundySequence::kSharedBlock;
  static constexpr std::uint64_t kMaxWalkAhead = GrundySequence::kMaxWalkAhead;

  // What GrundySequence's members of the same names say.
  SequenceEngine(TakeAndBreakRule rule, Method method, unsigned threads);
  const TakeAndBreakRule& rule() const noexcept { return rule_; }
  void extend_to(std::uint64_t last, const std::function<void(const SequenceProgress&)>& progress);
  std::optional<PeriodProof> extend_until_proven(
      std::uint64_t max_values, std::optional<std::uint64_t> enough,
      const std::function<void(const SequenceProgress&)>& progress);
  void share_work(RankGroup& ranks, std::function<bool()> stop_asked,
                  std::optional<std::uint64_t> walk_ahead);
  static std::uint64_t default_walk_ahead(unsigned ranks) noexcept;
  const SharedWorkCost& shared_work_cost() const noexcept { return shared_cost_; }
  void set_second_thread_gate(std::function<bool()> allowed) {
    second_thread_gate_ = std::move(allowed);
  }
  void restore(SequenceValues values);
  const std::optional<PeriodProof>& prove_now();
  const SequenceValues& values() const noexcept { return values_; }
  const std::optional<PeriodProof>& proof() const noexcept { return proof_; }
  std::optional<PeriodicSequence> periodic() const;
  std::chrono::nanoseconds period_search_time() const noexcept { return period_search_time_; }
  bool uses_sparse_space() const noexcept { return sparse_; }
  const SparseSpace& space() const noexcept { return space_; }
  std::size_t rare_position_count() const noexcept { return rare_positions_.size(); }

 private:
  // Per-thread working memory: a byte per value (0x80 marks an option) and
  // a bit per value for the hard values still to be seen; and the marks of a
  // block of kLanes heaps, a lane each, with those of most pairs through rare
  // positions made for the whole block at once (see sparse_value): for the
  // block being computed, and, a slice at each heap, for the next one.
  struct Lanes {
    std::vector<std::uint8_t> marks;
    std::vector<std::uint64_t> cleared;  // each lane holds marks below this, junk above
    std::uint64_t block;                 // the block's first heap, or kNoBlock
    std::uint64_t first = 0;             // the lanes first .. kLanes - 1
    std::size_t bulk_begin = 0;          // rare indices marked for the whole block
    std::size_t bulk_end = 0;
    std::size_t marked_to = 0;        // marked so far: bulk_begin .. marked_to
    std::size_t early_marked_to = 0;  // the early splits marked so far
    Lanes();
  };
  struct Scratch {
    static constexpr std::uint64_t kNoBlock = ~std::uint64_t{0};
    std::vector<std::uint8_t> marks;
    std::vector<std::uint64_t> needed;
    Lanes current;
    Lanes next;
    Scratch();
    // After the rare list changed or another thread computed some heaps.
    void forget_blocks() noexcept { current.block = next.block = kNoBlock; }
  };

  // Values computed by the naive method before the sparse space is chosen.
  std::uint64_t calibration_size() const noexcept;
  void append_naive();
  // Asks prover_ about G(0 .. count-1) (all values by default), and counts
  // the time.
  void look_for_period(std::optional<std::uint64_t> count = std::nullopt);
  // G(n) by the sparse method from G(0..n-1), on one thread (its lanes are
  // in `scratch`).
  std::uint64_t sparse_value(std::uint64_t n, std::size_t rare_count, std::uint64_t limit,
                             Scratch& scratch) const;
  // The parts of sparse_value (sparse_value.cpp). The rare indices of the
  // pairs already marked for the whole block, if any.
  // Their marks are where the heap's own go, or, for the finisher of two
  // threads, in the marker's lane, which it only reads (valid below 64
  // lane_words values).
  struct BulkMarks {
    std::size_t begin = 0;
    std::size_t end = 0;
    const std::uint8_t* lane = nullptr;
    std::size_t lane_words = 0;
  };
  // The hard values below sparse::kTableValues that the splits a = begin ..
  // end - 1 of a heap give, found already (a shared block's walks), if any.
  struct WalkedSplits {
    const std::uint64_t* seen = nullptr;
    std::uint64_t begin = 0;
    std::uint64_t end = 0;
  };
  // Each of these reads the values as the Value they are stored in.
  template <typename Value>
  std::uint64_t sparse_value_of(std::uint64_t n, std::size_t rare_count, std::uint64_t limit,
                                Scratch& scratch) const;
  template <typename Value>
  std::uint64_t value_from_marks(std::uint64_t n, std::size_t rare_count, std::uint64_t limit,
                                 Scratch& scratch, std::uint8_t* marks, const BulkMarks& bulk,
                                 const WalkedSplits& walked) const;
  template <typename Value>
  std::uint8_t* prepare_marks(std::uint64_t n, std::size_t rare_count, std::uint64_t limit,
                              Scratch& scratch, BulkMarks& bulk) const;
  void start_block(Lanes& lanes, std::uint64_t block, std::uint64_t first, std::uint64_t first_rare,
                   std::size_t rare_count, std::uint64_t limit,
                   std::uint64_t clean_below = 0) const;
  template <typename Value>
  void mark_bulk_slice(Lanes& lanes, std::size_t end) const;
  template <typename Value>
  void mark_early_slice(Lanes& lanes, std::size_t end) const;
  template <typename Value>
  void mark_lane_pairs(Lanes& lanes, const std::uint32_t* positions,
                       const std::uint16_t* position_values, std::size_t& marked_to,
                       std::size_t end) const;
  std::size_t rare_index(std::uint64_t position, std::size_t rare_count) const noexcept;
  template <typename Value>
  int mark_rare_pairs(std::uint64_t n, std::size_t rare_count, std::uint8_t* marks,
                      const BulkMarks& bulk) const;
  template <typename Value>
  std::uint64_t walk_for_needed(std::uint64_t n, std::uint64_t candidate, std::uint64_t* needed,
                                std::uint64_t unseen, const WalkedSplits& walked) const;
  // The steps of extend_to: choosing the sparse space anew; one value, or a
  // chunk on two threads, computed alone.
  void choose_space_when_due(std::uint64_t calibration);
  void advance(std::uint64_t last);
  // Sharing work with other ranks (shared_block.cpp): whether heap n starts
  // a shared block; the settled marks of heaps n0 .. n1-1, this rank's share
  // OR-ed with the others' (collective; returns the rare indices they
  // cover); the values from them.
  bool starts_shared_block(std::uint64_t n) const;
  struct SettledWork {
    BulkMarks pairs;           // the rare indices marked for every heap
    std::uint64_t walked = 0;  // heap n0 + j: splits j + 1 .. j + walked walked
  };
  SettledWork share_settled_work(std::uint64_t n0, std::uint64_t n1);
  template <typename Value>
  void mark_settled_share(std::uint64_t n0, std::uint64_t n1, const BulkMarks& share);
  template <typename Value>
  void walk_settled_share(std::uint64_t n0, std::uint64_t n1, std::uint64_t walked);
  template <typename Value>
  void walk_settled(std::uint64_t n, std::uint64_t from, std::uint64_t to, std::uint64_t limit,
                    std::uint64_t* seen) const;
  void finish_shared_block(std::uint64_t n0, std::uint64_t n1, const SettledWork& settled);
  // Values n0 .. n1-1 by the sparse method on two threads
  // (sequence_pipeline.cpp): the marker thread marks the far pairs of each
  // block ahead; the finisher computes the heaps in order.
  void extend_in_pipeline(std::uint64_t n0, std::uint64_t n1);
  struct Pipeline;
  void make_marks_ahead(Pipeline& pipeline);
  template <typename Value>
  void mark_block_ahead(Pipeline& pipeline, std::uint64_t block, std::size_t rare_count,
                        std::uint64_t limit) const;
  void finish_heaps(Pipeline& pipeline);
  // Whether the heaps of `block` are computed in lanes, given the limit
  // (the marks of a block's far pairs, one lane a heap).
  bool block_has_lanes(std::uint64_t block, std::uint64_t limit) const noexcept;
  // Chooses the mask and form with the fewest rare positions among the
  // recent values G(from..), ties going to fewer rare positions in all.
  void choose_space(std::uint64_t from);
  // Heaps counted by the low `bits` of their value, the parity of the bits
  // above and their own parity (cell 4 * low + 2 * high + heap), among the
  // recent heaps and all.
  SparseSpace fewest_rare_positions(const std::vector<std::int64_t>& recent,
                                    const std::vector<std::int64_t>& all, int bits,
                                    std::uint64_t recent_heaps, std::uint64_t all_heaps,
                                    bool domain_allowed) const;
  int position_class(std::uint64_t n, std::uint16_t value) const noexcept;
  void note_value(std::uint16_t value) noexcept;
  void push(std::uint64_t value);
  // Pushes G(n), n the current size, computed by the sparse method, and
  // notes n when it is rare.
  void push_sparse(std::uint64_t value);
  // The bound below which marks and bits are kept, given the largest value.
  std::uint64_t value_limit(std::uint16_t largest) const noexcept;

  TakeAndBreakRule rule_;
  Method method_;
  unsigned threads_;
  bool threads_chosen_;  // by the sequence (threads 0): it may go back to one
  std::function<bool()> second_thread_gate_;
  // Whether two threads pay, from how long heaps took with one and with two
  // (grundy_sequence.cpp); they do not for a game whose heaps take too
  // little time to share, or on a busy machine.
  struct ThreadChoice {
    std::uint64_t resumes_at = 0;              // two threads again from this heap on
    std::uint64_t marker_share = 96;           // see sparse::kFullMarkerShare
    std::optional<std::uint64_t> single_from;  // this stretch on one thread began here
    std::chrono::steady_clock::time_point single_start;
    double single_seconds_per_heap = 0;  // in the last stretch on one thread; 0: none yet
  };
  bool two_threads_now(std::uint64_t n);
  void judge_two_threads(std::uint64_t n0, std::chrono::steady_clock::duration took);
  ThreadChoice thread_choice_;
  bool sparse_ = false;
  SparseSpace space_;
  std::chrono::nanoseconds period_search_time_{0};
  std::optional<PeriodProver> prover_;  // for a rule with a period theorem
  std::optional<PeriodProof> proof_;
  SequenceValues values_;
  std::uint16_t largest_value_ = 0;
  std::vector<std::uint64_t> takes_;           // k whose digit allows some move
  std::vector<std::uint64_t> split_takes_;     // k whose digit allows two heaps
  std::vector<std::uint32_t> rare_positions_;  // ascending
  std::vector<std::uint16_t> rare_values_;     // their values
  // The heaps kEarlySplitsFrom .. + kEarlySplits - 1 and their values, as
  // the lanes mark them (empty until they are known).
  std::vector<std::uint32_t> early_positions_;
  std::vector<std::uint16_t> early_values_;
  std::vector<std::uint64_t> parity_bits_;  // bit v: parity of 1s of (v & mask)
  Scratch scratch_;
  RankGroup* ranks_ = nullptr;  // sharing work with them (share_work)
  std::function<bool()> stop_asked_;
  SharedWorkCost shared_cost_;
  std::uint64_t walk_ahead_ = 0;
  // A block's settled marks, a bit a value, then its settled walks' hard
  // values, kTableValues bits a heap.
  std::vector<std::uint64_t> shared_marks_;
  std::vector<std::uint8_t> shared_lanes_;  // kLanes heaps' marks, a byte a value
};

}  // namespace grundy::sparse

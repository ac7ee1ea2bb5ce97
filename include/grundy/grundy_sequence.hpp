// The Grundy sequence G(0), G(1), ... of a take-and-break heap rule, computed
// in order and kept at 1 byte a value while the values allow it, 2 after
// (sequence_values.hpp).
//
// Two methods give the same values. The naive one takes the mex over every
// option: O(n) per heap once heaps can split. The sparse-space method
// (Winning Ways, chapter 4, "Sparse Space Spells Speed"; the range and domain
// forms as catalogued by Flammenkamp) splits values by the parity of their 1s
// under a mask: with the mask and parity chosen well, only a few "rare"
// positions exist, every option of one parity involves a rare position, and
// the mex needs only a short search among the others.
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <vector>

#include "grundy/period_proof.hpp"
#include "grundy/rank_group.hpp"
#include "grundy/sequence_values.hpp"
#include "grundy/take_and_break.hpp"

namespace grundy {

// How values are split into rare and common (see the file comment).
struct SparseSpace {
  std::uint16_t mask = 0;
  bool domain = false;  // also count the heap size's parity (domain form)
  int rare_class = 0;   // positions of this class are the rare ones
};

struct SequenceProgress {
  std::uint64_t computed = 0;      // values known: G(0) .. G(computed - 1)
  std::size_t rare_positions = 0;  // sparse method only
  SparseSpace space;
  // Sharing work with other ranks: some rank was asked to stop, and every
  // rank stops here, with the same values. The caller saves what it keeps and
  // ends the run (by throwing); when it returns, extend_to throws Error.
  bool stop_asked = false;
};

// What sharing work with other ranks cost this rank (share_work): the
// blocks computed together, the bytes each OR-ed with the others, and the
// time of each step of a block.
struct SharedWorkCost {
  std::uint64_t walk_ahead = 0;  // the splits of each heap walked ahead
  std::uint64_t blocks = 0;
  std::uint64_t heaps = 0;
  std::uint64_t bytes_reduced = 0;
  std::chrono::nanoseconds marking{0};        // this rank's share of the settled rare pairs
  std::chrono::nanoseconds walking_ahead{0};  // and of the walks ahead
  std::chrono::nanoseconds reducing{0};       // the OR over the ranks (waiting for the slowest too)
  std::chrono::nanoseconds finishing{0};      // every heap of the block, on every rank
};

class GrundySequence {
 public:
  enum class Method { automatic, naive, sparse };

  // Values above this do not fit the 2-byte store; computing one throws
  // LimitError (no known octal game comes near it in reach).
  static constexpr std::uint64_t kMaxValue = 0xFFFF;
  // The values a sequence holds, G(0) .. G(2^31 - 2): heaps are numbered in
  // 31 bits where the sparse method keeps them (4 GiB of values). extend_to
  // past it, restore and `seq --max` beyond it throw LimitError.
  static constexpr std::uint64_t kMaxLength = (std::uint64_t{1} << 31) - 1;

  // `threads`: how many threads the sparse method uses, 1 or 2; 0 lets the
  // sequence decide (2 when the machine has two cores or more, while they
  // are faster than one, and not held up by a busy machine: then one goes on
  // alone for a while). The values are the same either way.
  explicit GrundySequence(TakeAndBreakRule rule, Method method = Method::automatic,
                          unsigned threads = 0);

  const TakeAndBreakRule& rule() const noexcept { return rule_; }

  // Computes values through G(last). `progress`, when given, is called now
  // and then (every 2^16 values) and at the end.
  void extend_to(std::uint64_t last,
                 const std::function<void(const SequenceProgress&)>& progress = {});

  // Computes values until a period is proven (the sequence tries at every
  // power of two from 256 on, and once more at max_values) or max_values
  // values are computed; with
  // `enough`, also stops once G(enough) is computed (the values then answer
  // what was asked). Returns the proof, if any; nothing is computed for a rule
  // without a period theorem. The one "compute until proven" loop: `grundy
  // seq --until-period` and the heap values of games both use it.
  std::optional<PeriodProof> extend_until_proven(
      std::uint64_t max_values, std::optional<std::uint64_t> enough = {},
      const std::function<void(const SequenceProgress&)>& progress = {});

  // Computes the values from now on together with the other ranks of
  // `ranks`, each of which makes the same calls on a sequence of the same
  // rule (docs/DISTRIBUTED.md): every rank computes every value, and the
  // work of each block of kSharedBlock heaps that needs only values from
  // before the block (marking the settled rare pairs, walking ahead) is
  // shared out. One thread a rank. `stop_asked` tells
  // whether this rank was asked to stop (a signal); the ranks agree on it
  // between blocks (SequenceProgress::stop_asked). A failure on any rank
  // (an exception, in the sequence or in `progress`) ends extend_to on every
  // rank with the same error (grundy/rank_group.hpp). `ranks` outlives the
  // sequence's computing. `walk_ahead`: how many splits of each heap's walk past the block the
  // ranks walk ahead of the finish, shared by heaps (0: none; by default
  // default_walk_ahead; at most kMaxWalkAhead). Any choice gives the same
  // values; it moves work from the finish, which every rank does, to the
  // shared part.
  void share_work(RankGroup& ranks, std::function<bool()> stop_asked = {},
                  std::optional<std::uint64_t> walk_ahead = {});
  static std::uint64_t default_walk_ahead(unsigned ranks) noexcept;
  static constexpr std::uint64_t kSharedBlock = 512;
  static constexpr std::uint64_t kMaxWalkAhead = std::uint64_t{1} << 20;
  const SharedWorkCost& shared_work_cost() const noexcept { return shared_cost_; }

  // Continues from values computed earlier (read from a checkpoint):
  // G(0) .. G(k-1) of this rule. The sequence is then as if it had computed
  // them itself: it looks for a proof at the last power of two they pass, as
  // it would have, and chooses a sparse space from them (any space gives the
  // same values). Only on a new sequence (size() == 1); throws RuleError
  // otherwise, or when the values do not start with G(0) = 0.
  void restore(SequenceValues values);

  // Looks for a proof in every value computed so far (the sequence itself
  // looks when its length is a power of two) and keeps it; the answer of
  // proof() from then on.
  const std::optional<PeriodProof>& prove_now();

  std::uint64_t size() const noexcept { return values_.size(); }
  std::uint16_t operator[](std::uint64_t n) const { return values_[n]; }
  // All values computed, in the width they are stored in.
  const SequenceValues& values() const noexcept { return values_; }

  // The period, once a theorem proves it from the values computed. The
  // sequence looks for one whenever its length reaches a power of two (from
  // 256 on); from then on further values are copied from the period.
  const std::optional<PeriodProof>& proof() const noexcept { return proof_; }
  // The proven sequence as its preperiod and one period, which answers any
  // heap; nullopt without a proof.
  std::optional<PeriodicSequence> periodic() const;

  // Time spent looking for a period so far (wall clock), so that a
  // benchmark can tell it from the time spent computing values.
  std::chrono::nanoseconds period_search_time() const noexcept { return period_search_time_; }

  // The sparse space in use (mask 0 and no rare list with the naive method).
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
    std::size_t bulk_begin = 0;  // rare indices marked for the whole block
    std::size_t bulk_end = 0;
    std::size_t marked_to = 0;  // marked so far: bulk_begin .. marked_to
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
  std::vector<std::uint64_t> parity_bits_;     // bit v: parity of 1s of (v & mask)
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

namespace detail {

// The walk over splits that sparse_value does, on each instruction set the
// machine may have; declared here so that tests can compare them. It visits
// the pairs (a, r - a) for first <= a < end, clears the bit of each pair's
// value G(a) ^ G(r - a) in `needed`, stops once `unseen` bits are cleared, and
// returns how many are left. The vector kernels need every bit of `needed` at
// or above 512 clear.
enum class InstructionSet { scalar, avx2, avx512 };
bool instruction_set_supported(InstructionSet set) noexcept;
InstructionSet best_instruction_set() noexcept;
std::uint64_t walk_splits(InstructionSet set, const std::uint16_t* values, std::uint64_t r,
                          std::uint64_t first, std::uint64_t end, std::uint64_t* needed,
                          std::uint64_t unseen);
std::uint64_t walk_splits(InstructionSet set, const std::uint8_t* values, std::uint64_t r,
                          std::uint64_t first, std::uint64_t end, std::uint64_t* needed,
                          std::uint64_t unseen);

}  // namespace detail
}  // namespace grundy

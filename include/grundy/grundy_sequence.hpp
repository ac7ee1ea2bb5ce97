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
//
// The engine that computes them (its lanes, its two-thread pipeline, the
// blocks it shares with other ranks) is private, in src/sequences/sparse/.
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <vector>

#include "grundy/period_proof.hpp"
#include "grundy/rank_group.hpp"
#include "grundy/sequence_values.hpp"
#include "grundy/take_and_break.hpp"

namespace grundy {

namespace sparse {
class SequenceEngine;
}

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
  ~GrundySequence();
  GrundySequence(GrundySequence&&) noexcept;
  GrundySequence& operator=(GrundySequence&&) noexcept;

  const TakeAndBreakRule& rule() const noexcept;

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
  const SharedWorkCost& shared_work_cost() const noexcept;

  // With two threads chosen (threads 1 or 2 given, or chosen by the
  // sequence), asks `allowed` before each stretch on two threads whether the
  // second may run now: a survey that runs a game a core lets a game use two
  // only once the others have ended. Empty: always.
  void set_second_thread_gate(std::function<bool()> allowed);

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

  std::uint64_t size() const noexcept { return values_->size(); }
  std::uint16_t operator[](std::uint64_t n) const { return (*values_)[n]; }
  // All values computed, in the width they are stored in.
  const SequenceValues& values() const noexcept { return *values_; }

  // The period, once a theorem proves it from the values computed. The
  // sequence looks for one whenever its length reaches a power of two (from
  // 256 on); from then on further values are copied from the period.
  const std::optional<PeriodProof>& proof() const noexcept;
  // The proven sequence as its preperiod and one period, which answers any
  // heap; nullopt without a proof.
  std::optional<PeriodicSequence> periodic() const;

  // Time spent looking for a period so far (wall clock), so that a
  // benchmark can tell it from the time spent computing values.
  std::chrono::nanoseconds period_search_time() const noexcept;

  // The sparse space in use (mask 0 and no rare list with the naive method).
  bool uses_sparse_space() const noexcept;
  const SparseSpace& space() const noexcept;
  std::size_t rare_position_count() const noexcept;

 private:
  std::unique_ptr<sparse::SequenceEngine> engine_;
  const SequenceValues* values_;  // the engine's, read without a call
};

}  // namespace grundy

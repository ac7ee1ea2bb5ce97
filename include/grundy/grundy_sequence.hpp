// The Grundy sequence G(0), G(1), ... of a take-and-break heap rule, computed
// in order and kept at 2 bytes per value.
//
// Two methods give the same values. The naive one takes the mex over every
// option: O(n) per heap once heaps can split. The sparse-space method
// (Winning Ways, chapter 4, "Sparse Space Spells Speed"; the range and domain
// forms as catalogued by Flammenkamp) splits values by the parity of their 1s
// under a mask: with the mask and parity chosen well, only a few "rare"
// positions exist, every option of one parity involves a rare position, and
// the mex needs only a short search among the others.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <vector>

#include "grundy/period_proof.hpp"
#include "grundy/take_and_break.hpp"

namespace grundy {

// How values are split into rare and common (see the file comment).
struct SparseSpace {
  std::uint16_t mask = 0;
  bool domain = false;      // also count the heap size's parity (domain form)
  int rare_class = 0;       // positions of this class are the rare ones
};

struct SequenceProgress {
  std::uint64_t computed = 0;     // values known: G(0) .. G(computed - 1)
  std::size_t rare_positions = 0;  // sparse method only
  SparseSpace space;
};

class GrundySequence {
 public:
  enum class Method { automatic, naive, sparse };

  // Values above this do not fit the 2-byte store; computing one throws
  // LimitError (no known octal game comes near it in reach).
  static constexpr std::uint64_t kMaxValue = 0xFFFF;

  explicit GrundySequence(TakeAndBreakRule rule, Method method = Method::automatic);

  const TakeAndBreakRule& rule() const noexcept { return rule_; }

  // Computes values through G(last). `progress`, when given, is called now
  // and then (every 2^16 values) and at the end.
  void extend_to(std::uint64_t last, const std::function<void(const SequenceProgress&)>& progress = {});

  std::uint64_t size() const noexcept { return values_.size(); }
  std::uint16_t operator[](std::uint64_t n) const { return values_[n]; }
  std::span<const std::uint16_t> values() const noexcept { return values_; }

  // The period, once a theorem proves it from the values computed. The
  // sequence looks for one whenever its length reaches a power of two (from
  // 256 on); from then on further values are copied from the period.
  const std::optional<PeriodProof>& proof() const noexcept { return proof_; }

  // The sparse space in use (mask 0 and no rare list with the naive method).
  bool uses_sparse_space() const noexcept { return sparse_; }
  const SparseSpace& space() const noexcept { return space_; }
  std::size_t rare_position_count() const noexcept { return rare_positions_.size(); }

 private:
  void append_naive();
  void append_sparse();
  // Chooses the mask and form with the fewest rare positions among G(from..).
  void choose_space(std::uint64_t from);
  int position_class(std::uint64_t n) const noexcept;
  void mark(std::uint16_t value) noexcept { stamps_[value] = stamp_; }
  bool marked(std::uint16_t value) const noexcept { return stamps_[value] == stamp_; }
  void push(std::uint64_t value);

  TakeAndBreakRule rule_;
  Method method_;
  bool sparse_ = false;
  SparseSpace space_;
  std::optional<PeriodTheorem> theorem_;
  std::optional<PeriodProof> proof_;
  std::vector<std::uint16_t> values_;
  std::vector<std::uint64_t> split_takes_;      // k whose digit allows two heaps
  std::vector<std::uint64_t> rare_positions_;   // ascending, all >= 1
  std::vector<std::uint8_t> parity_;            // parity of 1s of (value & mask)
  std::vector<std::uint32_t> stamps_;           // stamps_[v] == stamp_: v is an option
  std::vector<std::uint64_t> needed_;           // bitset: hard values still to be seen
  std::uint32_t stamp_ = 0;
};

}  // namespace grundy

// Moore's Nim_k: a move takes tokens from at least 1 and at most k heaps, any
// positive number from each heap chosen. Nim_1 is Nim.
//
// Moore's theorem (E. H. Moore, "A generalization of the game called Nim",
// Annals of Mathematics 11 (1910) 93-94): the player to move loses exactly
// when, writing the heaps in binary, every column holds a number of 1s
// divisible by k + 1. No closed form for the Grundy values is known in
// general, so they come from search on small positions; who wins and every
// winning move come from the theorem at any size.
//
// The position is one game, not a sum of heaps: a move may change several
// heaps at once.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "grundy/component.hpp"

namespace grundy {

struct MooreValueSearch;

// Winning moves: each subset of at most k non-empty heaps is examined; a
// position with more such subsets than this is refused with LimitError.
inline constexpr std::uint64_t kMaxMooreSubsets = 10'000'000;

// A lone position whose value is beyond the search limit has its winning
// moves counted by listing them, so one with more than this many is refused
// with LimitError before the first is listed. (With the value known, they are
// counted without listing.)
inline constexpr std::uint64_t kMaxMooreMoves = 10'000'000;

// all_moves sorts every move in memory, so a position with more moves than
// this is refused with LimitError (the search limit keeps the positions whose
// option values are needed far below it).
inline constexpr std::uint64_t kMaxMooreSortedMoves = 1'000'000;

// The Grundy value is found by search over every position below this one
// (except for k = 1 and for a single non-empty heap, which are Nim). A
// position whose search would generate more moves than this (counted by
// moore_search_moves; about a second of work) is refused with LimitError;
// alone, it is still answered by Moore's theorem.
inline constexpr double kMaxMooreSearchMoves = 10'000'000;

// What answering a position may spend (compute_limits.hpp); the defaults are
// the limits above. A caller that must stay quick passes smaller ones; past
// each, LimitError. `subsets` above kMaxMooreSubsets counts as
// kMaxMooreSubsets (the winning-move search numbers subsets in 32 bits).
struct MooreLimits {
  double search_moves = kMaxMooreSearchMoves;         // the value search
  std::uint64_t subsets = kMaxMooreSubsets;           // heap choices for the winning moves
  std::uint64_t listed_moves = kMaxMooreMoves;        // winning moves listed without a value
  std::uint64_t sorted_moves = kMaxMooreSortedMoves;  // moves all_moves sorts
};

// How many moves the search for the Grundy value generates at most: the sum
// over every position v <= heaps (heap by heap) of its number of moves.
double moore_search_moves(std::uint64_t k, const std::vector<std::uint64_t>& heaps);

class MooreNim final : public Component {
 public:
  // k >= 1 (RuleError otherwise). Heaps in the order given; heaps of 0 are
  // kept so that heap numbers do not shift during play. The positions after
  // its moves keep `limits`.
  MooreNim(std::uint64_t k, std::vector<std::uint64_t> heaps, const MooreLimits& limits = {});

  std::uint64_t k() const noexcept { return k_; }
  const std::vector<std::uint64_t>& heaps() const noexcept { return heaps_; }

  std::string family() const override { return "moore"; }
  std::optional<Board> drawn_board() const override;
  // "moore(2) 3 5 6"
  std::string canonical() const override;
  std::string abbreviated(std::size_t max_numbers) const override;
  std::size_t number_count() const override { return heaps_.size(); }

  // By search; LimitError past limits.search_moves. For k = 1, or at most
  // one non-empty heap, the game is Nim and the value is the XOR of the heaps.
  Nimber grundy_value() const override;
  // Moore's theorem, at any size.
  bool is_loss() const override;
  // From the binary rule, at any size (see moore.cpp).
  void moves_to_loss(const MoveVisitor& visit) const override;
  // Target 0: moves_to_loss. Another target needs the values of the options,
  // so the same search limit as grundy_value applies (Nim's rule when the
  // game is Nim).
  void moves_to_value(Nimber own_value, Nimber target, const MoveVisitor& visit) const override;
  // Moves to a P-position are counted by the binary rule without listing.
  std::uint64_t count_moves_to_value(Nimber own_value, Nimber target) const override;
  // LimitError past limits.sorted_moves moves.
  void all_moves(const MoveVisitor& visit) const override;

  // A move changes heaps i1 < i2 < ... (at most k of them). Its `heap` is i1
  // (from 0), `taken` the tokens taken in all (saturating at 2^64-1, which
  // only three or more huge heaps can reach; the order uses the exact sum),
  // and `result` the pairs i1, v1, i2, v2, ...: heap index (from 0) and the
  // tokens left there. Moves are ordered by first heap, then tokens taken,
  // then the heaps changed, then the new sizes read column by column from the
  // highest bit, heaps in order within a column (the binary rule's order).
  //
  // Notation "1:5->3,3:7->0": heap 1 goes from 5 to 3 and heap 3 from 7 to 0.
  std::string notation(const Move& move) const override;
  // "take 2 from heap 1 (5 -> 3) and take all 7 from heap 3".
  std::string describe(const Move& move) const override;
  // Throws RuleError for a move this position does not allow.
  std::shared_ptr<const Component> after(const Move& move) const override;

  // A single row: the whole position and its Grundy value.
  std::vector<ValueRow> value_rows(std::size_t limit) const override;
  std::size_t value_row_count() const override { return 1; }

  // Parts joined by commas, one per heap changed, each as notation() writes
  // it ("1:5->3") or as "HEAP COUNT" ("1 2": take 2 from heap 1):
  // "1:5->3,3:7->0" or "1 2, 3 7".
  Move parse_move(std::string_view text) const override;
  std::optional<Move> move_to(const Component& target) const override;
  // Moves in one heap only: 1, 2, ... tokens from each heap.
  void first_moves(std::uint64_t per_piece, const MoveVisitor& visit) const override;

  // Describing itself (component.hpp).
  std::vector<std::string> picture() const override;
  std::string short_notation(const Move& move) const override;
  std::string notation_help() const override;
  std::string winning_rule(const Move& move) const override;
  // Moore's rule with the heaps' column counts modulo k+1.
  FamilyReason family_reason() const override;
  // Moore's theorem, column by column: whether G is 0 (not G itself, which
  // takes a search).
  std::string value_rule() const override;

 private:
  // k = 1, or at most one non-empty heap: Nim (Bouton).
  bool is_nim() const noexcept;

  std::uint64_t k_;
  std::vector<std::uint64_t> heaps_;
  MooreLimits limits_;
  // The search, run once on first use and kept: the report asks for the
  // value again, and moves to a value need the values of the options. A
  // failed attempt (LimitError) leaves the flag unset. Its memo is shared
  // with the positions after moves (and theirs): their values are found in
  // the search of the position before, or each adds to one memo (a page
  // colouring 300 moves ran 300 searches from scratch).
  mutable std::once_flag search_once_;
  std::shared_ptr<MooreValueSearch> search_;
};

struct Family;
// The `moore` entry of the family registry; its positions answer within
// `limits`.
Family moore_family(const MooreLimits& limits = {});

}  // namespace grundy

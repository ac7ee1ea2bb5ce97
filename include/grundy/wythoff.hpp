// Wythoff's game: two heaps; a move takes any positive number of tokens from
// one heap, or the same positive number from both. Whoever takes the last
// token wins.
//
// Wythoff (1907): the player to move loses exactly at the pairs
// (⌊kφ⌋, ⌊kφ²⌋) = (⌊kφ⌋, ⌊kφ⌋ + k), k = 0, 1, 2, ..., in either order, where
// φ = (1 + √5)/2. Since 1/φ + 1/φ² = 1, Beatty's theorem says the lower numbers
// ⌊kφ⌋ and the upper numbers ⌊kφ²⌋ (k >= 1) together hold every positive
// integer exactly once, so every number x has exactly one partner: the other
// member of the one losing pair that contains x. Everything here is exact
// integer arithmetic, valid for every heap up to 2^63-1.
//
// The Grundy values have no closed form. They are computed by a table of
// G(a, b) for heaps of at most kWythoffValueLimit tokens; beyond it a lone
// Wythoff position is still answered (who wins, every winning move) by the
// rule above, but a sum that holds one cannot be (see component.hpp).
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "grundy/component.hpp"

namespace grundy {

// Largest heap for which Grundy values are computed. The table of
// G(a, b), 0 <= a <= b <= 4096, holds 8.4 million values (16.8 MB; 31 MB at
// the peak of building it) and takes about 0.22 s of CPU time, measured on
// one core of the build machine, the first time a value that needs it is
// asked for. Smaller positions use smaller tables: heaps up to 2047 take
// 0.03 s and 10 MB, heaps up to 63 nothing noticeable.
inline constexpr std::uint64_t kWythoffValueLimit = 4096;

// ⌊x/φ⌋, exactly, for 0 <= x <= 2^63.
std::uint64_t floor_over_phi(std::uint64_t x);

// ⌊kφ⌋, the lower member of the k-th losing pair (0 <= k <= 2^63). The result
// can exceed 2^63-1 (it is below 1.62 * 2^63) but never 2^64.
std::uint64_t lower_wythoff(std::uint64_t k);

// The partner of x (0 <= x <= 2^63-1): ⌊kφ²⌋ when x = ⌊kφ⌋, ⌊kφ⌋ when
// x = ⌊kφ²⌋, and 0 for 0. (x, wythoff_partner(x)) is the one losing pair that
// holds x. The result can exceed 2^63-1 (it is below 2^64).
std::uint64_t wythoff_partner(std::uint64_t x);

// G(a, b) from the value table. Throws LimitError when a heap exceeds
// kWythoffValueLimit. Thread-safe: the table is built once per process and
// shared.
Nimber wythoff_grundy_value(std::uint64_t a, std::uint64_t b);

class Wythoff final : public Component {
 public:
  // Move.heap says where tokens are taken: from the first heap, the second,
  // or both (then Move.taken counts the tokens from both heaps together).
  static constexpr std::size_t kFirstHeap = 0;
  static constexpr std::size_t kSecondHeap = 1;
  static constexpr std::size_t kBothHeaps = 2;

  // Throws RuleError when a heap exceeds 2^63-1. Grundy values are looked up
  // for heaps up to `value_limit` (compute_limits.hpp), at most
  // kWythoffValueLimit; the positions after its moves keep it.
  Wythoff(std::uint64_t first, std::uint64_t second,
          std::uint64_t value_limit = kWythoffValueLimit);

  std::uint64_t first() const noexcept { return first_; }
  std::uint64_t second() const noexcept { return second_; }

  std::string family() const override { return "wythoff"; }
  // The queen's grid with the cold (losing) squares.
  std::optional<Board> drawn_board() const override;
  std::string canonical() const override;
  std::size_t number_count() const override { return 2; }

  // From the table; throws LimitError beyond the value limit.
  Nimber grundy_value() const override;
  // Target 0 follows Wythoff's rule at any size; other targets look up every
  // option in the table. At most one move per direction reaches a given
  // value (the options along a row, a column or a diagonal are options of
  // one another, so their values differ).
  void moves_to_value(Nimber own_value, Nimber target, const MoveVisitor& visit) const override;
  // Wythoff's rule, at any size.
  bool is_loss() const override;
  // At most three moves, one per direction, found without the table.
  void moves_to_loss(const MoveVisitor& visit) const override;
  void all_moves(const MoveVisitor& visit) const override;

  // "A B->A' B'": the heaps before and after, e.g. "4 6->3 5".
  std::string notation(const Move& move) const override;
  // "take 2 from the first heap (3 -> 1)", "take 1 from both heaps (4 6 -> 3 5)".
  std::string describe(const Move& move) const override;
  // Throws RuleError for a move this position does not allow.
  std::shared_ptr<const Component> after(const Move& move) const override;

  // One row, "wythoff A B", with the position's Grundy value.
  std::vector<ValueRow> value_rows(std::size_t limit) const override;
  std::size_t value_row_count() const override { return 1; }

  // "A B->A' B'" as notation() writes it, or "1 N", "2 N", "both N": take N
  // tokens from the first heap, the second, or each of the two.
  Move parse_move(std::string_view text) const override;
  std::optional<Move> move_to(const Component& target) const override;
  // Each direction (first heap, second heap, both) by 1, 2, ... tokens.
  void first_moves(std::uint64_t per_piece, const MoveVisitor& visit) const override;
  // One token from the second heap, or from the first when the second is empty.
  std::optional<Move> naive_move() const override;

  // Describing itself (component.hpp).
  std::vector<std::string> picture() const override;
  std::string short_notation(const Move& move) const override;
  std::string notation_help() const override;
  std::string winning_rule(const Move& move) const override;
  // The cold positions (⌊kφ⌋, ⌊kφ⌋+k) up to this one, and which of them the
  // winning moves reach.
  FamilyReason family_reason() const override;
  // Losing positions are the pairs (⌊kφ⌋, ⌊kφ⌋+k); other values come from the mex.
  std::string value_rule() const override;

 private:
  Move move_to(std::uint64_t first, std::uint64_t second) const;

  std::uint64_t first_;
  std::uint64_t second_;
  std::uint64_t value_limit_;
};

struct Family;
// The `wythoff` entry of the family registry; its positions look values up
// for heaps up to `value_limit` (at most kWythoffValueLimit).
Family wythoff_family(std::uint64_t value_limit = kWythoffValueLimit);

}  // namespace grundy

// Welter's game: coins on distinct squares 0, 1, 2, ... of a strip; a move
// slides one coin down to any lower empty square, jumping over other coins if
// need be. Whoever cannot move loses.
//
// Conway (On Numbers and Games, ch. 13 "Animating functions, Welter's game and
// Hackenbush unrestrained"; Winning Ways, ch. 15 "Welter's game"): the Grundy
// value is Welter's function [a|b|c|...] of the occupied squares, numbered
// from 0. Mate the two squares that are congruent modulo the highest power of
// 2, then the two of the rest that are, and so on; the value is the nim-sum of
// [a|b] = (a ⊕ b) - 1 over the mated pairs and of the square left unmated, if
// any. So one coin is a Nim heap ([a] = a), and two coins have (a ⊕ b) - 1.
//
// When 2^k is the highest power of 2 dividing a - b, (a ⊕ b) - 1 is
// a ⊕ b ⊕ (2^(k+1) - 1), so the value is the nim-sum of all the squares and of
// 2^(k+1) - 1 for every pair mated at level k. Sorting the squares by their
// binary digits read from the lowest up puts each class of squares congruent
// modulo 2^k in one run; mating first within the halves (residues r and
// r + 2^k modulo 2^(k+1)) leaves one square unmated in a half exactly when
// it holds an odd number of squares, so the class mates a pair at level k
// exactly when both halves are odd. Every term is below 2^63, so the value is
// exact for every square up to 2^63-1, in O(n log n) for n coins.
//
// Moves to a given value. Take the coin on square a away, leaving the squares
// T. Putting a coin on an empty square b flips, at each level k, the parity of
// b's own half of its class, which changes the mating at level k exactly when
// the other half, s_k(b) = the parity of the squares of T congruent to
// b ⊕ 2^k modulo 2^(k+1), is odd. So W(T + b) = W(T) ⊕ f(b) with
// f(b) = b ⊕ (the nim-sum of 2^(k+1) - 1 over the k with s_k(b) odd).
// Bit j of f(b) is b_j ⊕ s_j ⊕ s_(j+1) ⊕ ..., hence
// f_j ⊕ f_(j+1) = b_j ⊕ b_(j+1) ⊕ s_j(b), and s_j depends on b's bits 0..j
// only: for a wanted f(b) = w, each choice of b's lowest bit fixes the next
// bits one by one. The positions T + b for empty squares b are options of one
// another (move the higher coin down to the lower square), so their values
// differ: at most one empty square gives w, at most one move per coin reaches
// a given value, and all of them are found in O(n log² n) whatever the squares.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "grundy/component.hpp"

namespace grundy {

class Welter final : public Component {
 public:
  // `squares` are the occupied squares in any order, each in 0 .. 2^63-1 and
  // no two alike. Throws RuleError otherwise (the family's parser reports the
  // same mistakes as ParseError with the column).
  explicit Welter(std::vector<std::uint64_t> squares);

  // The occupied squares, lowest first. The coin on squares()[i] is `heap` i
  // of a Move.
  const std::vector<std::uint64_t>& squares() const noexcept { return squares_; }

  std::string family() const override { return "welter"; }
  std::optional<Board> drawn_board() const override;
  // "welter 1 4 6": the squares in increasing order, whatever order was given.
  std::string canonical() const override;
  std::string abbreviated(std::size_t max_numbers) const override;
  std::size_t number_count() const override { return squares_.size(); }
  Nimber grundy_value() const override { return value_; }

  // At most one move per coin reaches a given value (see above).
  void moves_to_value(Nimber own_value, Nimber target, const MoveVisitor& visit) const override;
  // Each coin, lowest first, to each empty square below it, nearest first.
  void all_moves(const MoveVisitor& visit) const override;

  // "A->B": the coin on square A moves down to square B.
  std::string notation(const Move& move) const override;
  // "move the coin on square A down to square B".
  std::string describe(const Move& move) const override;
  // Throws RuleError for a move this position does not allow.
  std::shared_ptr<const Component> after(const Move& move) const override;

  // One row for the whole strip: Welter's function is not a nim-sum of
  // values of single coins.
  std::vector<ValueRow> value_rows(std::size_t limit) const override;
  std::size_t value_row_count() const override { return 1; }

  // "A->B" as notation() writes it, or "A B": the coin on square A moves
  // down to square B.
  Move parse_move(std::string_view text) const override;
  std::optional<Move> move_to(const Component& target) const override;
  // Each coin down to its nearest empty squares.
  void first_moves(std::uint64_t per_piece, const MoveVisitor& visit) const override;

  // Describing itself (component.hpp).
  std::vector<std::string> picture() const override;
  std::string short_notation(const Move& move) const override;
  std::string notation_help() const override;
  std::string winning_rule(const Move& move) const override;
  // Welter's theorem.
  std::string value_rule() const override;
  std::string rule_title() const override;

 private:
  bool occupied(std::uint64_t square) const;
  // The index of the coin on `square`, if there is one.
  std::optional<std::size_t> coin_on(std::uint64_t square) const;
  // Throws RuleError unless coin `coin` may move to square `to`.
  void check_move(std::size_t coin, std::uint64_t to) const;
  // The move of coin `coin` to square `to`.
  Move move_of(std::size_t coin, std::uint64_t to) const;
  // The squares after a move this position allows (check_move first).
  std::vector<std::uint64_t> squares_after(const Move& move) const;
  // The lowest coin of the run of coins on consecutive squares that ends
  // with coin `top`.
  std::size_t lowest_of_run(std::size_t top) const;
  // Visits the moves of coin `coin`, nearest square first, at most `most`;
  // false when the visitor stopped.
  bool coin_moves(std::size_t coin, std::uint64_t most, const MoveVisitor& visit) const;
  // f(b) for the squares without `moved` (see above).
  Nimber change_of_adding(std::uint64_t square, std::uint64_t moved) const;
  // The square b with f(b) = `wanted` for the squares without `moved` whose
  // lowest bit is `lowest_bit`, if one below 2^63 exists (it may be occupied).
  std::optional<std::uint64_t> square_with_change(Nimber wanted, std::uint64_t moved,
                                                  std::uint64_t lowest_bit) const;

  // Welter's function written out, mate by mate: "[2|4|5] = [2|4] XOR [5] =
  // 5 XOR 5 = 0".
  std::string welter_sum() const;

  std::vector<std::uint64_t> squares_;      // increasing
  std::vector<std::uint64_t> by_low_bits_;  // the same, ordered by their digits from the lowest up
  Nimber value_ = 0;
};

struct Family;
// The `welter` entry of the family registry.
Family welter_family();

}  // namespace grundy

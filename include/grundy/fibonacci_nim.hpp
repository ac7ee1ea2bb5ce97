// Fibonacci Nim: one heap of N tokens. The first move takes from 1 to N - 1
// tokens (not all of them); after a move that takes t, the next may take
// from 1 to 2t. Whoever takes the last token wins.
//
// A position is the heap and the most that may be taken now: N/K, written
// `fibonacci-nim N/K`; `fibonacci-nim N` is the start, N/(N-1). K larger
// than N is the same game as K = N (the heap cannot give more), so K is kept
// at most N.
//
// Zeckendorf: every N >= 1 is in exactly one way a sum of Fibonacci numbers
// (1, 2, 3, 5, 8, ...) no two of them consecutive in that list; write q(N)
// for the smallest term. Whinihan (1963, "Fibonacci Nim", Fibonacci Quarterly
// 1(4)): N/K is lost for the player to move exactly when N = 0 or K < q(N).
// So the start N/(N-1) is lost exactly when N is a Fibonacci number, and
// from a won position taking q(N) wins: the next term of N's representation
// is more than twice q(N) (F(j+2) > 2F(j)), so the opponent cannot take
// the smallest term of what is left.
//
// Every winning move is of one form: it takes the sum t of the i smallest
// terms, for some i. A move t to a lost position leaves N - t with
// q(N - t) > 2t (or takes the last token). Then t < q(N - t)/2, which is
// below the Fibonacci number just under q(N - t), so the terms of t are
// not next to those of N - t and the representation of N is that of N - t
// together with that of t. There are at most 46 terms, so the winning moves
// are found at every size up to 2^63 - 1 without a table.
//
// The Grundy values of other positions have no closed form (Larsson and
// Rubinstein-Salzedo, "Grundy values of Fibonacci nim", 2016, give those of
// value at most 3): they come from the mex of the options, tabulated for
// heaps up to kFibonacciNimValueLimit. Beyond it a lost position still has
// value 0 (Whinihan); a won one is answered alone but not in a sum.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "grundy/component.hpp"

namespace grundy {

// Largest heap whose Grundy values are tabulated. The table of G(n, k),
// 0 <= k <= n <= 4096, holds 8.4 million values (16.8 MB); rows are
// computed by a running mex, about 8.4 million lookups in all.
inline constexpr std::uint64_t kFibonacciNimValueLimit = 4096;

// The Zeckendorf representation of n >= 1: its terms, largest first.
std::vector<std::uint64_t> zeckendorf(std::uint64_t n);

class FibonacciNim final : public Component {
 public:
  // `most` is clamped to `tokens`. Throws RuleError when tokens exceed 2^63-1.
  FibonacciNim(std::uint64_t tokens, std::uint64_t most);
  // The start of a game of `tokens`: at most tokens - 1 may be taken.
  static FibonacciNim start(std::uint64_t tokens);

  std::uint64_t tokens() const noexcept { return tokens_; }
  std::uint64_t most() const noexcept { return most_; }

  std::string family() const override { return "fibonacci-nim"; }
  // "fibonacci-nim N" for a start position, "fibonacci-nim N/K" otherwise.
  std::string canonical() const override;
  std::size_t number_count() const override { return 1; }

  // 0 for a lost position at any size (Whinihan); otherwise from the table,
  // LimitError beyond kFibonacciNimValueLimit.
  Nimber grundy_value() const override;
  // Target 0 by Zeckendorf at any size; other targets from the table.
  void moves_to_value(Nimber own_value, Nimber target, const MoveVisitor& visit) const override;
  bool is_loss() const override;
  void moves_to_loss(const MoveVisitor& visit) const override;
  // Takes 1, 2, ..., most tokens.
  void all_moves(const MoveVisitor& visit) const override;

  // "N->M": the heap before and after, e.g. "10->8".
  std::string notation(const Move& move) const override;
  // "take 2 of 10 (8 left, of which the next player may take up to 4)".
  std::string describe(const Move& move) const override;
  // Throws RuleError for a move this position does not allow.
  std::shared_ptr<const Component> after(const Move& move) const override;

  // One row, the position, with its Grundy value.
  std::vector<ValueRow> value_rows(std::size_t limit) const override;
  std::size_t value_row_count() const override { return 1; }

  // "N->M" as notation() writes it, or "T": take T tokens.
  Move parse_move(std::string_view text) const override;
  std::optional<Move> move_to(const Component& target) const override;
  std::optional<Move> naive_move() const override;

  // Describing itself (component.hpp).
  std::vector<std::string> picture() const override;
  // A row of matches, a click taking that match and those to its right; the
  // page's legal moves leave the matches past the limit unclickable.
  std::optional<Board> drawn_board() const override;
  std::string short_notation(const Move& move) const override;
  std::string notation_help() const override;
  // Zeckendorf's reason: the terms of N, the ones taken, and the smallest
  // term of what is left, too large for the opponent to take.
  std::string winning_rule(const Move& move) const override;
  // Zeckendorf's terms of the tokens and Whinihan's rule: lost exactly when
  // the smallest term is more than may be taken.
  FamilyReason family_reason() const override;
  // For a lost position: N's terms and why the smallest cannot be taken.
  std::string value_rule() const override;

 private:
  Move take(std::uint64_t count) const;

  std::uint64_t tokens_;
  std::uint64_t most_;
};

struct Family;
// The `fibonacci-nim` entry of the family registry.
Family fibonacci_nim_family();

}  // namespace grundy

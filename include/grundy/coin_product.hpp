// Two-dimensional coin-turning games: the product of two coin-turning games
// A and B (Winning Ways, ch. 14). Coins lie on a grid; a move chooses a move
// of A (a set of columns whose rightmost is x) and a move of B (a set of rows
// whose highest is y), and turns every coin of their product, the corner
// (x, y) going from heads to tails. By the Tartan theorem, a head on (x, y)
// is worth g_A(x) ⊗ g_B(y), the nim-product of the two values, and a
// position is the nim-sum of its heads.
//
//   turning-corners X,Y ...   Twins × Twins: turn the four corners of a rectangle; worth x ⊗ y
//   rugs X,Y ...              Ruler × Ruler: turn a whole rectangle
//   product(A, B) X,Y ...     any two of turning-turtles, mock-turtles, ruler, twins
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "grundy/coin_turning.hpp"

namespace grundy {

class CoinProduct final : public Component {
 public:
  using Coin = std::pair<std::uint64_t, std::uint64_t>;  // (x, y)
  // The grid's coordinates go up to this (each move of a head is a pair of
  // moves of the factors, enumerated).
  static constexpr std::uint64_t kMaxCoordinate = 255;

  // `name` is what the canonical form starts with ("rugs", "product(ruler,twins)").
  // `heads` ascending, distinct, each coordinate from its factor's first coin to
  // kMaxCoordinate; RuleError otherwise.
  CoinProduct(std::string name, std::shared_ptr<const CoinRule> a,
              std::shared_ptr<const CoinRule> b, std::vector<Coin> heads);

  const std::vector<Coin>& heads() const noexcept { return heads_; }
  // g_A(x) ⊗ g_B(y).
  Nimber head_value(const Coin& coin) const;

  std::string family() const override;
  std::string canonical() const override;
  std::size_t number_count() const override { return heads_.size(); }
  Nimber grundy_value() const override { return value_; }
  // Move.heap: the head; Move.result: how many columns, the other columns
  // (descending), then the other rows (descending).
  void moves_to_value(Nimber own_value, Nimber target, const MoveVisitor& visit) const override;
  void all_moves(const MoveVisitor& visit) const override;
  // "3,1x5,2": the columns 3 and 1 times the rows 5 and 2 (head (3, 5) first).
  std::string notation(const Move& move) const override;
  std::string describe(const Move& move) const override;
  std::shared_ptr<const Component> after(const Move& move) const override;
  std::vector<ValueRow> value_rows(std::size_t limit) const override;
  std::size_t value_row_count() const override { return heads_.size(); }
  std::shared_ptr<const Component> row_alone(std::size_t row) const override;
  // The Tartan theorem, with the nim-product used.
  std::string value_rule() const override;
  std::string rule_title() const override;
  Move parse_move(std::string_view text) const override;
  std::string notation_help() const override;
  std::vector<std::string> picture() const override;
  std::optional<Board> drawn_board() const override;

 private:
  Move checked_move(std::size_t head, std::vector<std::uint64_t> columns,
                    std::vector<std::uint64_t> rows) const;
  static Move make_move(std::size_t head, const std::vector<std::uint64_t>& columns,
                        const std::vector<std::uint64_t>& rows);

  std::string name_;
  std::shared_ptr<const CoinRule> a_;
  std::shared_ptr<const CoinRule> b_;
  std::vector<Coin> heads_;
  Nimber value_ = 0;
};

// Registry entries: turning-corners, rugs, product(A, B).
std::vector<Family> coin_product_families();

}  // namespace grundy

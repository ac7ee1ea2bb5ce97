// Coin-turning games (Winning Ways, ch. 14; Lenstra): a row of coins, some
// heads up; a move turns over a set of coins that the rule allows, the
// rightmost of which goes from heads to tails. A position is the set of its
// heads, and its value is the nim-sum of the values of its single heads: a
// position with heads on a and b is the sum of the game with a head on a and
// the game with a head on b (turning a coin twice undoes it).
//
//   turning-turtles  turn one or two coins
//                    g(n) = n, coins from 1
//   mock-turtles     turn one, two or three coins
//                    g(n) = the n-th odious number, coins from 0
//   ruler            turn a run of consecutive coins ending at the head
//                    g(n) = the largest power of 2 dividing n, coins from 1
//   twins            turn exactly two coins
//                    g(n) = n, coins from 0
//   turning(RULE)    a rule of one's own (below), coins from 1
//                    g(n) by the mex, up to coin 4096
//
// turning(RULE): RULE is a list of parameters, each one of
//   K          a move may turn K coins (the head included): 1, 2 or 3 anywhere
//              to the head's left, or, after `run`, any length of run
//   run        the coins turned are a run of neighbours ending at the head
//              (without K: a run of any length, Ruler's rule)
//   within D   every coin turned is one of the D coins ending at the head
// e.g. turning(1,2) is Turning Turtles, turning(2,3,within 4) turns two or
// three coins among the four ending at the head, turning(run,1,2) a run of
// one or two coins, and turning(run) plays as Ruler.
//
// The numbering of the coins is that of Winning Ways for each game.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "grundy/coin_rule.hpp"
#include "grundy/component.hpp"

namespace grundy {

struct Family;

// The coin numbers of a move as typed, "7,4,2" or "7 4 2"; ParseError for
// anything else.
std::vector<std::uint64_t> read_coin_numbers(std::string_view text);

class CoinTurning final : public Component {
 public:
  // `heads`: the coins heads up, ascending, distinct, each from
  // rule->first_coin() to CoinRule::kMaxCoin. Throws RuleError otherwise.
  CoinTurning(std::shared_ptr<const CoinRule> rule, std::vector<std::uint64_t> heads);

  const std::vector<std::uint64_t>& heads() const noexcept { return heads_; }
  const CoinRule& rule() const noexcept { return *rule_; }

  std::string family() const override;
  std::string canonical() const override;
  std::size_t number_count() const override { return heads_.size(); }
  Nimber grundy_value() const override { return value_; }
  // Move.heap: the index of the head turned to tails; Move.result: the other
  // coins turned, descending; Move.taken: how many coins are turned.
  void moves_to_value(Nimber own_value, Nimber target, const MoveVisitor& visit) const override;
  // By head, then by the number of coins turned, then by the coins.
  void all_moves(const MoveVisitor& visit) const override;
  // "7" (the head alone), or "7,4,2": the head first, then the others.
  std::string notation(const Move& move) const override;
  std::string describe(const Move& move) const override;
  std::shared_ptr<const Component> after(const Move& move) const override;
  // One row per head, its value g(coin).
  std::vector<ValueRow> value_rows(std::size_t limit) const override;
  std::size_t value_row_count() const override { return heads_.size(); }
  std::shared_ptr<const Component> row_alone(std::size_t row) const override;
  std::string value_rule() const override;
  std::string rule_title() const override;
  // "7,4,2", "7 4 2" or "7" (the head, then the other coins, any order).
  Move parse_move(std::string_view text) const override;
  std::string notation_help() const override;
  std::vector<std::string> picture() const override;
  std::optional<Board> drawn_board() const override;

 private:
  // The move turning head `head` (index) and `others`, checked: RuleError
  // saying why it is not legal.
  Move checked_move(std::size_t head, std::vector<std::uint64_t> others) const;

  std::shared_ptr<const CoinRule> rule_;
  std::vector<std::uint64_t> heads_;
  Nimber value_ = 0;
};

// Registry entries: turning-turtles, mock-turtles, ruler, twins, turning(RULE).
std::vector<Family> coin_turning_families();

}  // namespace grundy

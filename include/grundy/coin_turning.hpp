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
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "grundy/component.hpp"

namespace grundy {

struct Family;

// Which sets of coins a move may turn, and the value of a single head.
class CoinRule {
 public:
  enum class Shape {
    subsets,  // the head and k-1 other coins anywhere to its left, k in counts()
    runs,     // the head and the coins just left of it, a run of any length
  };
  static std::shared_ptr<const CoinRule> turning_turtles();
  static std::shared_ptr<const CoinRule> mock_turtles();
  static std::shared_ptr<const CoinRule> ruler();
  static std::shared_ptr<const CoinRule> twins();
  // Turn k coins, k in `counts` (ascending, distinct: each 1 to 3 for
  // subsets, 1 to kMaxComputedCoin for runs; none for runs: any length),
  // all among the `window` coins ending at the head (0: anywhere). Named
  // turning(...) in the notation above, the parameters in a normal order.
  static std::shared_ptr<const CoinRule> turning(std::vector<unsigned> counts,
                                                 Shape shape = Shape::subsets,
                                                 std::uint64_t window = 0);

  // The largest coin a position may use: the moves of a head are
  // enumerated, and for turning(RULE) the values are computed up to it.
  static constexpr std::uint64_t kMaxCoin = 1 << 20;
  static constexpr std::uint64_t kMaxComputedCoin = 4096;

  const std::string& name() const noexcept { return name_; }
  Shape shape() const noexcept { return shape_; }
  // How many coins a move turns (runs: the lengths allowed; none: any).
  const std::vector<unsigned>& counts() const noexcept { return counts_; }
  // Every coin turned is among the window() coins ending at the head (0: any).
  std::uint64_t window() const noexcept { return window_; }
  std::uint64_t first_coin() const noexcept { return first_coin_; }
  // g(coin), coin >= first_coin(); throws LimitError past the limits.
  Nimber value(std::uint64_t coin) const;
  // The coins below `below` whose value is `value`, ascending.
  std::vector<std::uint64_t> coins_of_value(Nimber value, std::uint64_t below) const;
  // Why g(coin) is what it is, in words ("" for a computed value).
  std::string value_rule(std::uint64_t coin) const;

  // The other coins (left of `head`, descending) of each move whose
  // rightmost coin is `head`: by how many are turned, then by the coins.
  // false when `visit` stopped it.
  using TurnVisitor = std::function<bool(const std::vector<std::uint64_t>& others)>;
  bool turns(std::uint64_t head, const TurnVisitor& visit) const;
  // The same, only those whose other coins' values add up (XOR) to `wanted`.
  bool turns_adding(std::uint64_t head, Nimber wanted, const TurnVisitor& visit) const;
  // `others` sorted descending, when the rule allows turning them with
  // `head`; RuleError saying why not otherwise.
  std::vector<std::uint64_t> checked_others(std::uint64_t head,
                                            std::vector<std::uint64_t> others) const;

 private:
  enum class Closed { identity, odious, ruler, computed };
  CoinRule(std::string name, Shape shape, std::vector<unsigned> counts, std::uint64_t first_coin,
           Closed closed, std::uint64_t window = 0);
  // Whether a move may turn `count` coins, the head included.
  bool allows(std::uint64_t count) const;
  // The lowest coin a move of `head` may turn.
  std::uint64_t lowest_coin(std::uint64_t head) const;
  std::string name_;
  Shape shape_;
  std::vector<unsigned> counts_;
  std::uint64_t window_ = 0;
  std::uint64_t first_coin_;
  Closed closed_;
  std::vector<Nimber> computed_;  // turning(RULE): g(first .. kMaxComputedCoin)
  // turning(RULE): the coins of each value, ascending, so that the moves to a
  // value find their partners without a scan of the table.
  std::unordered_map<Nimber, std::vector<std::uint64_t>> coins_by_value_;
};

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

struct Token;
// The rule of turning(RULE) from its parameters; ParseError naming the
// parameter that is wrong.
std::shared_ptr<const CoinRule> coin_rule_from_parameters(const std::vector<Token>& parameters);

}  // namespace grundy

// The rules of coin-turning games (coin_turning.hpp): which sets of coins a
// move may turn, and what a single head is worth. A head on coin n turned
// with other coins leaves heads on those coins, so g(n) is the mex of the
// XORs of their values (Winning Ways, ch. 14): a closed form for the four
// classical games, a table computed once for a rule of one's own.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include "grundy/nimber.hpp"

namespace grundy {

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
  // turning(...) in the notation of coin_turning.hpp, the parameters in a normal order.
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

struct Token;
// The rule of turning(RULE) from its parameters; ParseError naming the
// parameter that is wrong.
std::shared_ptr<const CoinRule> coin_rule_from_parameters(const std::vector<Token>& parameters);

}  // namespace grundy

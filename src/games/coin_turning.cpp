#include "grundy/coin_turning.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <iterator>

#include "grundy/errors.hpp"
#include "grundy/family.hpp"
#include "grundy/integers.hpp"
#include "grundy/translate.hpp"

namespace grundy {

namespace {

std::string joined_coins(const std::vector<std::uint64_t>& coins) {
  std::string text;
  for (std::size_t i = 0; i < coins.size(); ++i) {
    if (i > 0) text += i + 1 == coins.size() ? translate(" and ") : ", ";
    text += std::to_string(coins[i]);
  }
  return text;
}

}  // namespace

// -------------------------------------------------------------- positions --

CoinTurning::CoinTurning(std::shared_ptr<const CoinRule> rule, std::vector<std::uint64_t> heads)
    : rule_(std::move(rule)), heads_(std::move(heads)) {
  for (std::size_t i = 0; i < heads_.size(); ++i) {
    if (heads_[i] < rule_->first_coin() || heads_[i] > CoinRule::kMaxCoin) {
      throw RuleError(format_translated("coin {} is outside {} .. {}", heads_[i],
                                        rule_->first_coin(), CoinRule::kMaxCoin));
    }
    if (i > 0 && heads_[i] <= heads_[i - 1])
      throw RuleError(translate("the heads must be distinct coins, in increasing order"));
    value_ ^= rule_->value(heads_[i]);
  }
}

std::string CoinTurning::family() const { return rule_->name(); }

std::string CoinTurning::canonical() const {
  std::string text = rule_->name();
  for (const std::uint64_t head : heads_) text += " " + std::to_string(head);
  return text;
}

void CoinTurning::all_moves(const MoveVisitor& visit) const {
  for (std::size_t h = 0; h < heads_.size(); ++h) {
    const bool go_on = rule_->turns(heads_[h], [&](const std::vector<std::uint64_t>& others) {
      return visit(Move{0, h, others.size() + 1, others});
    });
    if (!go_on) return;
  }
}

// The other coins turned must add own ⊕ target ⊕ g(head) to the value.
void CoinTurning::moves_to_value(Nimber own_value, Nimber target, const MoveVisitor& visit) const {
  for (std::size_t h = 0; h < heads_.size(); ++h) {
    const Nimber wanted = own_value ^ target ^ rule_->value(heads_[h]);
    const bool go_on =
        rule_->turns_adding(heads_[h], wanted, [&](const std::vector<std::uint64_t>& others) {
          return visit(Move{0, h, others.size() + 1, others});
        });
    if (!go_on) return;
  }
}

std::string CoinTurning::notation(const Move& move) const {
  std::string text = std::to_string(heads_.at(move.heap));
  for (const std::uint64_t coin : move.result) text += "," + std::to_string(coin);
  return text;
}

std::string CoinTurning::describe(const Move& move) const {
  const std::uint64_t head = heads_.at(move.heap);
  if (move.result.empty()) return format_translated("turn the head on coin {} to tails", head);
  if (move.result.size() == 1)
    return format_translated("turn the head on coin {} to tails, and turn coin {}", head,
                             move.result[0]);
  return format_translated("turn the head on coin {} to tails, and turn coins {}", head,
                           joined_coins(move.result));
}

Move CoinTurning::checked_move(std::size_t head, std::vector<std::uint64_t> others) const {
  others = rule_->checked_others(heads_.at(head), std::move(others));
  return Move{0, head, others.size() + 1, others};
}

std::shared_ptr<const Component> CoinTurning::after(const Move& move) const {
  const Move checked = checked_move(move.heap, move.result);
  // The head and the other coins (distinct, below it) turn: the heads after
  // are the symmetric difference, merged in one pass (one at a time in the
  // sorted heads, a run of Ruler near coin 2^20 among 7000 heads was
  // quadratic).
  std::vector<std::uint64_t> turned = checked.result;
  turned.push_back(heads_.at(checked.heap));
  std::sort(turned.begin(), turned.end());
  std::vector<std::uint64_t> heads;
  heads.reserve(heads_.size() + turned.size());
  std::set_symmetric_difference(heads_.begin(), heads_.end(), turned.begin(), turned.end(),
                                std::back_inserter(heads));
  return std::make_shared<CoinTurning>(rule_, std::move(heads));
}

std::vector<std::uint64_t> read_coin_numbers(std::string_view text) {
  std::vector<std::uint64_t> coins;
  std::string token;
  const auto flush = [&] {
    if (token.empty()) return;
    const ParsedNumber parsed = parse_number(token);
    if (parsed.status != NumberStatus::ok)
      throw ParseError(format_translated("'{}' is not a coin number", printable_token(token)), 0);
    coins.push_back(parsed.value);
    token.clear();
  };
  for (const char c : text) {
    if (c == ',' || std::isspace(static_cast<unsigned char>(c)) != 0) {
      flush();
    } else {
      token += c;
    }
  }
  flush();
  return coins;
}

Move CoinTurning::parse_move(std::string_view text) const {
  const std::vector<std::uint64_t> coins = read_coin_numbers(text);
  if (coins.empty())
    throw ParseError(translate("a move names the head to turn, e.g. '7' or '7,4,2'"), 0);
  const auto head = std::find(heads_.begin(), heads_.end(), coins[0]);
  if (head == heads_.end()) {
    throw RuleError(
        format_translated("coin {} is tails: a move turns a head to tails (the heads: {})",
                          coins[0], joined_coins(heads_)));
  }
  return checked_move(static_cast<std::size_t>(head - heads_.begin()),
                      {coins.begin() + 1, coins.end()});
}

std::vector<ValueRow> CoinTurning::value_rows(std::size_t limit) const {
  std::vector<ValueRow> rows;
  for (std::size_t i = 0; i < heads_.size() && rows.size() < limit; ++i)
    rows.push_back({format_translated("coin {}", heads_[i]), std::to_string(heads_[i]),
                    rule_->value(heads_[i])});
  return rows;
}

std::shared_ptr<const Component> CoinTurning::row_alone(std::size_t row) const {
  if (heads_.size() < 2 || row >= heads_.size()) return nullptr;
  return std::make_shared<CoinTurning>(rule_, std::vector<std::uint64_t>{heads_[row]});
}

std::string CoinTurning::rule_title() const { return translate("the values of the coins"); }

std::string CoinTurning::value_rule() const {
  return heads_.size() == 1 ? rule_->value_rule(heads_[0]) : std::string{};
}

std::string CoinTurning::notation_help() const {
  return translate(
      "  HEAD,COIN,...     turn the head on coin HEAD to tails and the coins named (to its left), "
      "e.g. '7,4,2'\n");
}

std::vector<std::string> CoinTurning::picture() const {
  constexpr std::uint64_t kMostCoinsDrawn = 64;
  const std::uint64_t last = heads_.empty() ? rule_->first_coin() : heads_.back();
  if (last - rule_->first_coin() >= kMostCoinsDrawn) return {canonical()};
  std::string row;
  for (std::uint64_t coin = rule_->first_coin(); coin <= last; ++coin)
    row += std::binary_search(heads_.begin(), heads_.end(), coin) ? 'H' : 'T';
  return {format_translated("coins {} to {}: {}", rule_->first_coin(), last, row)};
}

std::optional<Board> CoinTurning::drawn_board() const {
  if (!heads_.empty() && heads_.back() - rule_->first_coin() >= kMaxBoardSize) return std::nullopt;
  CoinRowBoard board;
  board.first_coin = rule_->first_coin();
  board.heads = heads_;
  if (rule_->shape() == CoinRule::Shape::subsets)
    board.coins_per_turn.assign(rule_->counts().begin(), rule_->counts().end());
  return board;
}

// ---------------------------------------------------------------- families --

namespace {

// The heads: coin numbers in increasing order, or one word of H and T (the
// coins from the first, H for heads).
std::vector<std::uint64_t> read_heads(const ComponentText& text, const CoinRule& rule) {
  std::vector<std::uint64_t> heads;
  if (text.numbers.size() == 1 && !text.numbers[0].text.empty() &&
      std::all_of(text.numbers[0].text.begin(), text.numbers[0].text.end(),
                  [](char c) { return c == 'H' || c == 'T'; })) {
    const std::string& row = text.numbers[0].text;
    for (std::size_t i = 0; i < row.size(); ++i) {
      if (row[i] == 'H') heads.push_back(rule.first_coin() + i);
    }
    return heads;
  }
  for (const Token& token : text.numbers) {
    const ParsedNumber parsed = parse_number(token.text);
    if (parsed.status != NumberStatus::ok || parsed.value < rule.first_coin() ||
        parsed.value > CoinRule::kMaxCoin) {
      throw ParseError(
          format_translated("'{}' at column {} is not a coin: coins are numbered from {} to {} (or "
                            "write the row as H and T, e.g. THHT)",
                            printable_token(token.text), token.column, rule.first_coin(),
                            CoinRule::kMaxCoin),
          token.column);
    }
    if (!heads.empty() && parsed.value <= heads.back()) {
      throw ParseError(
          format_translated("'{}' at column {}: give each head once, in increasing order",
                            printable_token(token.text), token.column),
          token.column);
    }
    heads.push_back(parsed.value);
  }
  return heads;
}

Family coin_family(std::shared_ptr<const CoinRule> rule, std::string summary, std::string rules) {
  const std::string name = rule->name();
  return {
      name, std::move(summary),
      std::move(rules) +
          "A position is its heads: the coin numbers, or the row as H and T from the first coin.\n"
          "Moves are written HEAD,COIN,...: the head turned to tails, then the other coins.\n"
          "The value of a position is the nim-sum of the values of its heads.",
      [rule](const ComponentText& text) -> ComponentPtr {
        forbid_parameters(text);
        return std::make_shared<CoinTurning>(rule, read_heads(text, *rule));
      },
      name + " 1 4 5"};
}

}  // namespace

std::vector<Family> coin_turning_families() {
  std::vector<Family> families;
  families.push_back(coin_family(
      CoinRule::turning_turtles(), "Turning Turtles: turn one or two coins",
      "turning-turtles H1 H2 ...  coins numbered from 1; a move turns a head to tails\n"
      "and, if you like, one coin to its left. A head on coin n is worth n (it is Nim).\n"));
  families.push_back(coin_family(
      CoinRule::mock_turtles(), "Mock Turtles: turn one, two or three coins",
      "mock-turtles H1 H2 ...  coins numbered from 0; a move turns a head to tails and\n"
      "up to two coins to its left. A head on coin n is worth the n-th odious number\n"
      "(1, 2, 4, 7, 8, 11, ...: an odd count of 1s in binary).\n"));
  families.push_back(
      coin_family(CoinRule::ruler(), "Ruler: turn a run of coins ending at a head",
                  "ruler H1 H2 ...  coins numbered from 1; a move turns a head to tails and any\n"
                  "number of the coins just left of it (a run). A head on coin n is worth the\n"
                  "largest power of 2 dividing n.\n"));
  families.push_back(coin_family(
      CoinRule::twins(), "Twins: turn exactly two coins",
      "twins H1 H2 ...  coins numbered from 0; a move turns a head to tails and exactly\n"
      "one coin to its left. A head on coin n is worth n.\n"));
  Family general{
      "turning", "coin-turning games of a rule of one's own: how many coins, runs, a window",
      "turning(RULE) H1 H2 ...  coins numbered from 1; a move turns a head to tails and\n"
      "other coins to its left as RULE allows. RULE lists, separated by commas:\n"
      "  K         a move may turn K coins, the head included (1 to 3; with run, any K)\n"
      "  run       the coins turned are a run of neighbours ending at the head\n"
      "            (without any K: a run of any length)\n"
      "  within D  every coin turned is one of the D coins ending at the head\n"
      "e.g. turning(1,3), turning(2,3,within 4), turning(run,1,2), turning(run).\n"
      "turning(1,2) is Turning Turtles, turning(run) plays as Ruler. The values of\n"
      "single heads are computed by the mex up to coin 4096.\n"
      "Moves are written HEAD,COIN,...: the head turned to tails, then the other coins.",
      [](const ComponentText& text) -> ComponentPtr {
        const std::vector<Token>& parameters = require_parameters(text, "turning(1,3) 2 5");
        const std::shared_ptr<const CoinRule> rule = coin_rule_from_parameters(parameters);
        std::vector<std::uint64_t> heads = read_heads(text, *rule);
        if (!heads.empty() && heads.back() > CoinRule::kMaxComputedCoin) {
          throw LimitError(
              format_translated("{}: values are computed up to coin {}, and coin {} is beyond",
                                rule->name(), CoinRule::kMaxComputedCoin, heads.back()));
        }
        return std::make_shared<CoinTurning>(rule, std::move(heads));
      },
      "turning(1,3) 2 5"};
  families.push_back(std::move(general));
  return families;
}

}  // namespace grundy

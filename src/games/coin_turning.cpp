#include "grundy/coin_turning.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <cctype>
#include <deque>
#include <functional>
#include <iterator>
#include <mutex>
#include <unordered_map>

#include "grundy/deadline.hpp"
#include "grundy/errors.hpp"
#include "grundy/family.hpp"
#include "grundy/integers.hpp"
#include "grundy/translate.hpp"

namespace grundy {

namespace {

// The n-th odious number (odd count of 1s), from n = 0: 1, 2, 4, 7, 8, 11, ...
// 2n has the bits of n; the last bit makes the count odd.
Nimber odious(std::uint64_t n) { return 2 * n + (std::popcount(n) % 2 == 0 ? 1 : 0); }

// g(first .. last) of turning(S), S within {1, 2, 3}, coins anywhere to the
// left: a head on n turned with k - 1 coins to its left leaves heads on
// those coins, of value the XOR of theirs. The XORs of one and of two
// earlier coins only grow, so they are kept as sets.
std::vector<Nimber> subset_values(const std::function<bool(unsigned)>& allows, std::uint64_t first,
                                  std::uint64_t last) {
  std::vector<Nimber> values;
  std::vector<bool> single;  // XORs of one earlier coin (their values)
  std::vector<bool> pair;    // XORs of two earlier coins
  std::size_t width = 2;     // a power of 2 above every value: XORs stay below it
  for (std::uint64_t n = first; n <= last; ++n) {
    single.resize(width);
    pair.resize(width);
    Nimber mex = 0;
    while (mex < width &&
           ((mex == 0 && allows(1)) || (allows(2) && single[mex]) || (allows(3) && pair[mex])))
      ++mex;
    while (mex >= width) {
      width *= 2;
      single.resize(width);
      pair.resize(width);
    }
    for (const Nimber earlier : values) pair[earlier ^ mex] = true;
    single[mex] = true;
    values.push_back(mex);
  }
  return values;
}

// The same when every coin turned lies among the `window` coins ending at
// the head: the coins a head may turn slide along, so the XORs of one and
// of two of them are counted, added as a coin enters and taken away as it
// leaves (O(window) a coin).
std::vector<Nimber> window_values(const std::function<bool(unsigned)>& allows, std::uint64_t window,
                                  std::uint64_t first, std::uint64_t last) {
  std::vector<Nimber> values;
  std::vector<std::uint32_t> single(2), pair(2);  // counts by XOR, sized to `width`
  std::size_t width = 2;
  std::deque<Nimber> inside;  // the values of the coins a head may turn, oldest first
  for (std::uint64_t n = first; n <= last; ++n) {
    Nimber mex = 0;
    while (mex < width && ((mex == 0 && allows(1)) || (allows(2) && single[mex] > 0) ||
                           (allows(3) && pair[mex] > 0)))
      ++mex;
    while (mex >= width) {
      width *= 2;
      single.resize(width);
      pair.resize(width);
    }
    values.push_back(mex);
    // Coin n enters the window of head n + 1; coin n + 1 - window leaves it.
    for (const Nimber other : inside) ++pair[other ^ mex];
    ++single[mex];
    inside.push_back(mex);
    if (inside.size() >= window) {
      const Nimber leaving = inside.front();
      inside.pop_front();
      --single[leaving];
      for (const Nimber other : inside) --pair[other ^ leaving];
    }
  }
  return values;
}

// g(first .. last) of a rule of runs: the run of k coins ending at n leaves
// heads on the k - 1 coins left of n, worth the XOR of their values, which
// is a difference of prefix XORs.
std::vector<Nimber> run_values(const std::function<bool(unsigned)>& allows, std::uint64_t first,
                               std::uint64_t last) {
  std::vector<Nimber> values;
  std::vector<Nimber> prefix{0};  // prefix[j]: XOR of the values of coins first .. first + j - 1
  std::vector<bool> seen;
  for (std::uint64_t n = first; n <= last; ++n) {
    const std::size_t index = n - first;
    seen.assign(index + 2, false);  // at most index + 1 options: the mex is at most that
    for (std::size_t k = 1; k <= index + 1; ++k) {
      if (!allows(static_cast<unsigned>(k))) continue;
      const Nimber option = prefix[index] ^ prefix[index + 1 - k];
      if (option < seen.size()) seen[option] = true;
    }
    Nimber mex = 0;
    while (seen[mex]) ++mex;
    values.push_back(mex);
    prefix.push_back(prefix.back() ^ mex);
  }
  return values;
}

std::string joined_coins(const std::vector<std::uint64_t>& coins) {
  std::string text;
  for (std::size_t i = 0; i < coins.size(); ++i) {
    if (i > 0) text += i + 1 == coins.size() ? translate(" and ") : ", ";
    text += std::to_string(coins[i]);
  }
  return text;
}

}  // namespace

// ------------------------------------------------------------------ rules --

CoinRule::CoinRule(std::string name, Shape shape, std::vector<unsigned> counts,
                   std::uint64_t first_coin, Closed closed, std::uint64_t window)
    : name_(std::move(name)),
      shape_(shape),
      counts_(std::move(counts)),
      window_(window),
      first_coin_(first_coin),
      closed_(closed) {
  if (closed_ == Closed::computed) {
    const auto allows = [this](unsigned count) { return this->allows(count); };
    if (shape_ == Shape::runs) {
      computed_ = run_values(allows, first_coin_, kMaxComputedCoin);
    } else if (window_ == 0) {
      computed_ = subset_values(allows, first_coin_, kMaxComputedCoin);
    } else {
      computed_ = window_values(allows, window_, first_coin_, kMaxComputedCoin);
    }
    for (std::uint64_t coin = first_coin_; coin <= kMaxComputedCoin; ++coin)
      coins_by_value_[computed_[coin - first_coin_]].push_back(coin);
  }
}

std::shared_ptr<const CoinRule> CoinRule::turning_turtles() {
  static const auto rule = std::shared_ptr<const CoinRule>(
      new CoinRule("turning-turtles", Shape::subsets, {1, 2}, 1, Closed::identity));
  return rule;
}
std::shared_ptr<const CoinRule> CoinRule::mock_turtles() {
  static const auto rule = std::shared_ptr<const CoinRule>(
      new CoinRule("mock-turtles", Shape::subsets, {1, 2, 3}, 0, Closed::odious));
  return rule;
}
std::shared_ptr<const CoinRule> CoinRule::ruler() {
  static const auto rule =
      std::shared_ptr<const CoinRule>(new CoinRule("ruler", Shape::runs, {}, 1, Closed::ruler));
  return rule;
}
std::shared_ptr<const CoinRule> CoinRule::twins() {
  static const auto rule = std::shared_ptr<const CoinRule>(
      new CoinRule("twins", Shape::subsets, {2}, 0, Closed::identity));
  return rule;
}
std::shared_ptr<const CoinRule> CoinRule::turning(std::vector<unsigned> counts, Shape shape,
                                                  std::uint64_t window) {
  // One table per rule, shared by every position (4096 values, computed once).
  static std::mutex guard;
  static std::unordered_map<std::string, std::shared_ptr<const CoinRule>> made;
  std::vector<std::string> parameters;
  if (shape == Shape::runs) parameters.emplace_back("run");
  for (const unsigned count : counts) parameters.push_back(std::to_string(count));
  if (window > 0) parameters.push_back("within " + std::to_string(window));
  const std::string name = fmt::format("turning({})", fmt::join(parameters, ","));
  const std::lock_guard lock(guard);
  // At most 256 rules kept (32 KiB of values each): a server asked for ever
  // new rules forgets the old ones, which positions still hold.
  if (made.size() >= 256 && made.find(name) == made.end()) made.clear();
  auto& rule = made[name];
  if (!rule) {
    rule.reset(new CoinRule(name, shape, std::move(counts), 1, Closed::computed, window));
  }
  return rule;
}

bool CoinRule::allows(std::uint64_t count) const {
  const bool listed = std::find(counts_.begin(), counts_.end(), count) != counts_.end();
  if (shape_ == Shape::subsets) return listed;
  return (counts_.empty() || listed) && (window_ == 0 || count <= window_);
}

std::uint64_t CoinRule::lowest_coin(std::uint64_t head) const {
  if (window_ == 0 || head + 1 <= first_coin_ + window_) return first_coin_;
  return head + 1 - window_;
}

Nimber CoinRule::value(std::uint64_t coin) const {
  switch (closed_) {
    case Closed::identity:
      return coin;
    case Closed::odious:
      return odious(coin);
    case Closed::ruler:
      return coin & (~coin + 1);
    case Closed::computed:
      break;
  }
  if (coin > kMaxComputedCoin) {
    throw LimitError(
        format_translated("{}: values are computed up to coin {}, and coin {} is beyond", name_,
                          kMaxComputedCoin, coin));
  }
  return computed_[coin - first_coin_];
}

std::vector<std::uint64_t> CoinRule::coins_of_value(Nimber wanted, std::uint64_t below) const {
  std::vector<std::uint64_t> coins;
  switch (closed_) {
    case Closed::identity:
      if (wanted >= first_coin_ && wanted < below) coins.push_back(wanted);
      return coins;
    case Closed::odious:
      if (wanted / 2 < below && odious(wanted / 2) == wanted) coins.push_back(wanted / 2);
      return coins;
    case Closed::ruler:
      // Every odd multiple of a power of 2.
      if (std::has_single_bit(wanted)) {
        for (std::uint64_t coin = wanted; coin < below; coin += 2 * wanted) coins.push_back(coin);
      }
      return coins;
    case Closed::computed:
      break;
  }
  const auto found = coins_by_value_.find(wanted);
  if (found == coins_by_value_.end()) return coins;
  const std::vector<std::uint64_t>& all = found->second;  // ascending
  coins.assign(all.begin(), std::lower_bound(all.begin(), all.end(), below));
  return coins;
}

std::string CoinRule::value_rule(std::uint64_t coin) const {
  const Nimber g = value(coin);
  switch (closed_) {
    case Closed::identity:
      return shape_ == Shape::subsets && counts_ == std::vector<unsigned>{2}
                 ? format_translated(
                       "G({}) = {}: the head turns with one coin to its left, leaving a head on "
                       "any "
                       "of coins 0 to {}, worth 0 to {}",
                       coin, g, coin - 1, coin - 1)
                 : format_translated(
                       "G({}) = {}: turned alone it leaves nothing (0), turned with a coin a to "
                       "its "
                       "left it leaves a head on a (worth a): every value below {}",
                       coin, g, coin);
    case Closed::odious:
      return format_translated(
          "G({}) = {}: Mock Turtles' values are the odious numbers (an odd count of 1s in "
          "binary), one for each coin from coin 0: 1, 2, 4, 7, 8, 11, ...",
          coin, g);
    case Closed::ruler:
      return format_translated(
          "G({}) = {}: the largest power of 2 that divides {} (the ruler function)", coin, g, coin);
    case Closed::computed:
      break;
  }
  return {};
}

// The moves of a head are as many as the coins to its left (runs, pairs) or
// their square (triples): up to 10^12 near coin 2^20, so the loops check the
// deadline of a request (deadline.hpp) as they go, and a server's time limit
// holds when it lists or counts them (mock-turtles or ruler on 7000 coins
// near 2^20 ran for hours). A step is often a few instructions: a call
// checks once, then once in 256 coins (and a coin's pairs at once), which
// also stops a product's moves (a call for each column).
bool CoinRule::turns(std::uint64_t head, const TurnVisitor& visit) const {
  check_deadline();
  const std::uint64_t lowest = lowest_coin(head);
  std::vector<std::uint64_t> others;
  if (shape_ == Shape::runs) {
    if (allows(1) && !visit(others)) return false;
    for (std::uint64_t coin = head; coin-- > lowest;) {
      if (coin % 256 == 0) check_deadline();
      others.push_back(coin);
      if (allows(others.size() + 1) && !visit(others)) return false;
    }
    return true;
  }
  for (const unsigned k : counts_) {
    if (k == 1 && !visit({})) return false;
    if (k == 2) {
      for (std::uint64_t a = head; a-- > lowest;) {
        if (a % 256 == 0) check_deadline();
        if (!visit({a})) return false;
      }
    }
    if (k == 3) {
      for (std::uint64_t b = head; b-- > lowest;) {
        check_deadline();
        for (std::uint64_t a = b; a-- > lowest;) {
          if (!visit({b, a})) return false;
        }
      }
    }
  }
  return true;
}

bool CoinRule::turns_adding(std::uint64_t head, Nimber wanted, const TurnVisitor& visit) const {
  check_deadline();
  const std::uint64_t lowest = lowest_coin(head);
  if (shape_ == Shape::runs) {
    std::vector<std::uint64_t> others;
    Nimber run = 0;
    if (wanted == 0 && allows(1) && !visit(others)) return false;
    for (std::uint64_t coin = head; coin-- > lowest;) {
      if (coin % 256 == 0) check_deadline();
      others.push_back(coin);
      run ^= value(coin);
      if (run == wanted && allows(others.size() + 1) && !visit(others)) return false;
    }
    return true;
  }
  // The coins of `value` from `lowest` up to below `below`, descending.
  const auto coins_between = [&](Nimber of_value, std::uint64_t below) {
    std::vector<std::uint64_t> coins = coins_of_value(of_value, below);
    coins.erase(coins.begin(), std::lower_bound(coins.begin(), coins.end(), lowest));
    std::reverse(coins.begin(), coins.end());
    return coins;
  };
  for (const unsigned k : counts_) {
    if (k == 1 && wanted == 0 && !visit({})) return false;
    if (k == 2) {
      for (const std::uint64_t a : coins_between(wanted, head)) {
        check_deadline();
        if (!visit({a})) return false;
      }
    }
    if (k == 3) {
      for (std::uint64_t b = head; b-- > lowest;) {
        if (b % 256 == 0) check_deadline();
        for (const std::uint64_t a : coins_between(wanted ^ value(b), b)) {
          if (!visit({b, a})) return false;
        }
      }
    }
  }
  return true;
}

std::vector<std::uint64_t> CoinRule::checked_others(std::uint64_t head,
                                                    std::vector<std::uint64_t> others) const {
  std::sort(others.begin(), others.end(), std::greater<>());
  const std::uint64_t lowest = lowest_coin(head);
  for (std::size_t i = 0; i < others.size(); ++i) {
    if (others[i] >= head || others[i] < lowest) {
      throw RuleError(
          format_translated("coin {} is not to the left of the head on coin {}: the other coins "
                            "turned lie between coin {} and coin {}",
                            others[i], head, lowest, head - 1));
    }
    if (i > 0 && others[i] == others[i - 1])
      throw RuleError(format_translated("coin {} is named twice", others[i]));
  }
  if (shape_ == Shape::runs) {
    for (std::size_t i = 0; i < others.size(); ++i) {
      if (others[i] != head - 1 - i) {
        throw RuleError(
            format_translated("{} turns a run of neighbouring coins ending at the head: coin {} "
                              "is not next in the run from coin {}",
                              name_, others[i], head));
      }
    }
  }
  if (!allows(others.size() + 1)) {
    std::vector<std::string> allowed;
    for (const unsigned k : counts_) {
      if (window_ == 0 || k <= window_) allowed.push_back(std::to_string(k));
    }
    // A run of any length up to the window.
    const std::string counts = counts_.empty() ? fmt::format("1 to {}", window_)
                                               : fmt::format("{}", fmt::join(allowed, ", "));
    throw RuleError(format_translated("{} turns {} coins in a move (the head included), not {}",
                                      name_, counts, others.size() + 1));
  }
  return others;
}

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

std::shared_ptr<const CoinRule> coin_rule_from_parameters(const std::vector<Token>& parameters) {
  const auto wrong = [](const Token& parameter, const std::string& why) {
    return ParseError(format_translated("'{}' at column {}: {}", printable_token(parameter.text),
                                        parameter.column, why),
                      parameter.column);
  };
  bool runs = false;
  std::vector<unsigned> counts;
  std::uint64_t window = 0;
  for (const Token& parameter : parameters) {
    const std::string_view text = parameter.text;
    if (text == "run") {
      if (runs || !counts.empty() || window > 0)
        throw wrong(parameter, translate("'run' comes first, and once"));
      runs = true;
      continue;
    }
    if (text.starts_with("within")) {
      std::string_view rest = text.substr(6);
      while (!rest.empty() && rest.front() == ' ') rest.remove_prefix(1);
      const ParsedNumber parsed = parse_number(rest);
      if (rest.size() == text.size() - 6 || parsed.status != NumberStatus::ok || parsed.value < 1 ||
          parsed.value > CoinRule::kMaxComputedCoin || window > 0) {
        throw wrong(parameter, format_translated("write 'within D' once, D a number of coins from "
                                                 "1 to {}",
                                                 CoinRule::kMaxComputedCoin));
      }
      window = parsed.value;
      continue;
    }
    const ParsedNumber parsed = parse_number(text);
    const std::uint64_t most = runs ? CoinRule::kMaxComputedCoin : 3;
    if (parsed.status != NumberStatus::ok || parsed.value < 1 || parsed.value > most ||
        (!counts.empty() && parsed.value <= counts.back()) || window > 0) {
      throw wrong(parameter,
                  format_translated("turning(RULE) takes the numbers of coins a move turns, from "
                                    "1 to {} in increasing order, 'run' first and 'within D' last",
                                    most));
    }
    counts.push_back(static_cast<unsigned>(parsed.value));
  }
  if (!runs && counts.empty()) {
    throw wrong(parameters.back(),
                translate("say how many coins a move turns (e.g. turning(1,2)) or 'run'"));
  }
  return CoinRule::turning(std::move(counts),
                           runs ? CoinRule::Shape::runs : CoinRule::Shape::subsets, window);
}

}  // namespace grundy

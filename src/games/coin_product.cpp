#include "grundy/coin_product.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <iterator>

#include "grundy/errors.hpp"
#include "grundy/expression.hpp"
#include "grundy/family.hpp"
#include "grundy/integers.hpp"
#include "grundy/nim_field.hpp"
#include "grundy/translate.hpp"

namespace grundy {

namespace {

std::string coin_list(std::uint64_t head, const std::vector<std::uint64_t>& others) {
  std::string text = std::to_string(head);
  for (const std::uint64_t coin : others) text += "," + std::to_string(coin);
  return text;
}

}  // namespace

CoinProduct::CoinProduct(std::string name, std::shared_ptr<const CoinRule> a,
                         std::shared_ptr<const CoinRule> b, std::vector<Coin> heads)
    : name_(std::move(name)), a_(std::move(a)), b_(std::move(b)), heads_(std::move(heads)) {
  for (std::size_t i = 0; i < heads_.size(); ++i) {
    const auto [x, y] = heads_[i];
    if (x < a_->first_coin() || y < b_->first_coin() || x > kMaxCoordinate || y > kMaxCoordinate) {
      throw RuleError(format_translated(
          "coin ({}, {}) is outside the grid: columns from {}, rows from {}, up to {}", x, y,
          a_->first_coin(), b_->first_coin(), kMaxCoordinate));
    }
    if (i > 0 && heads_[i] <= heads_[i - 1])
      throw RuleError(translate("the heads must be distinct coins, in increasing order"));
    value_ ^= head_value(heads_[i]);
  }
}

Nimber CoinProduct::head_value(const Coin& coin) const {
  return nim_product(a_->value(coin.first), b_->value(coin.second));
}

std::string CoinProduct::family() const { return name_.substr(0, name_.find('(')); }

std::string CoinProduct::canonical() const {
  std::string text = name_;
  for (const auto& [x, y] : heads_) text += fmt::format(" {},{}", x, y);
  return text;
}

Move CoinProduct::make_move(std::size_t head, const std::vector<std::uint64_t>& columns,
                            const std::vector<std::uint64_t>& rows) {
  Move move{0, head, (columns.size() + 1) * (rows.size() + 1), {columns.size()}};
  move.result.insert(move.result.end(), columns.begin(), columns.end());
  move.result.insert(move.result.end(), rows.begin(), rows.end());
  return move;
}

void CoinProduct::all_moves(const MoveVisitor& visit) const {
  for (std::size_t h = 0; h < heads_.size(); ++h) {
    const std::uint64_t x = heads_[h].first, y = heads_[h].second;  // captured below: no binding
    const bool go_on = a_->turns(x, [&](const std::vector<std::uint64_t>& columns) {
      return b_->turns(y, [&](const std::vector<std::uint64_t>& rows) {
        return visit(make_move(h, columns, rows));
      });
    });
    if (!go_on) return;
  }
}

// Turning the product of columns C and rows R changes the value by
// (⊕ g_A(C)) ⊗ (⊕ g_B(R)), the product being bilinear: for each move of A
// with sum α, the rows must sum to β = w ⊗ α⁻¹.
void CoinProduct::moves_to_value(Nimber own_value, Nimber target, const MoveVisitor& visit) const {
  const Nimber wanted = own_value ^ target;
  for (std::size_t h = 0; h < heads_.size(); ++h) {
    const std::uint64_t x = heads_[h].first, y = heads_[h].second;  // captured below: no binding
    const bool go_on = a_->turns(x, [&](const std::vector<std::uint64_t>& columns) {
      Nimber alpha = a_->value(x);
      for (const std::uint64_t column : columns) alpha ^= a_->value(column);
      if (alpha == 0) {  // no change, whatever the rows
        return wanted != 0 || b_->turns(y, [&](const std::vector<std::uint64_t>& rows) {
          return visit(make_move(h, columns, rows));
        });
      }
      const Nimber beta = nim_product(wanted, nim_inverse(alpha));
      return b_->turns_adding(y, beta ^ b_->value(y), [&](const std::vector<std::uint64_t>& rows) {
        return visit(make_move(h, columns, rows));
      });
    });
    if (!go_on) return;
  }
}

std::string CoinProduct::notation(const Move& move) const {
  const auto [x, y] = heads_.at(move.heap);
  const std::size_t columns = move.result.at(0);
  const std::vector<std::uint64_t> others_x(move.result.begin() + 1,
                                            move.result.begin() + 1 + columns);
  const std::vector<std::uint64_t> others_y(move.result.begin() + 1 + columns, move.result.end());
  return coin_list(x, others_x) + "x" + coin_list(y, others_y);
}

std::string CoinProduct::describe(const Move& move) const {
  const auto [x, y] = heads_.at(move.heap);
  const std::size_t columns = move.result.at(0);
  return format_translated(
      "turn the coins in columns {} and rows {}: the head on ({}, {}) goes to tails",
      coin_list(x, {move.result.begin() + 1, move.result.begin() + 1 + columns}),
      coin_list(y, {move.result.begin() + 1 + columns, move.result.end()}), x, y);
}

Move CoinProduct::checked_move(std::size_t head, std::vector<std::uint64_t> columns,
                               std::vector<std::uint64_t> rows) const {
  const auto [x, y] = heads_.at(head);
  return make_move(head, a_->checked_others(x, std::move(columns)),
                   b_->checked_others(y, std::move(rows)));
}

std::shared_ptr<const Component> CoinProduct::after(const Move& move) const {
  if (move.result.empty() || move.result[0] >= move.result.size())
    throw RuleError(translate("a move of a product game names its columns and its rows"));
  const std::size_t count = move.result[0];
  const Move checked =
      checked_move(move.heap, {move.result.begin() + 1, move.result.begin() + 1 + count},
                   {move.result.begin() + 1 + count, move.result.end()});
  const auto [x, y] = heads_.at(checked.heap);
  std::vector<std::uint64_t> columns{x}, rows{y};
  columns.insert(columns.end(), checked.result.begin() + 1, checked.result.begin() + 1 + count);
  rows.insert(rows.end(), checked.result.begin() + 1 + count, checked.result.end());
  // Every coin of columns x rows turns (they are distinct): the heads after
  // are the symmetric difference of the heads and those coins, merged in
  // one pass. (Turning them one at a time in the sorted heads was quadratic:
  // a move of rugs 255,255 turns 65,025 coins, and its positions after two
  // such moves took seconds each.)
  std::vector<Coin> turned;
  turned.reserve(columns.size() * rows.size());
  for (const std::uint64_t column : columns) {
    for (const std::uint64_t row : rows) turned.emplace_back(column, row);
  }
  std::sort(turned.begin(), turned.end());
  std::vector<Coin> heads;
  heads.reserve(heads_.size() + turned.size());
  std::set_symmetric_difference(heads_.begin(), heads_.end(), turned.begin(), turned.end(),
                                std::back_inserter(heads));
  return std::make_shared<CoinProduct>(name_, a_, b_, std::move(heads));
}

Move CoinProduct::parse_move(std::string_view text) const {
  std::size_t cross = text.find('x');
  std::size_t width = 1;
  if (cross == std::string_view::npos) {
    cross = text.find("×");
    width = std::string_view("×").size();
  }
  if (cross == std::string_view::npos) {
    throw ParseError(
        translate("a move of a product game is COLUMNS x ROWS, the head's first, e.g. '3,1x5,2'"),
        0);
  }
  const std::vector<std::uint64_t> columns = read_coin_numbers(text.substr(0, cross));
  const std::vector<std::uint64_t> rows = read_coin_numbers(text.substr(cross + width));
  if (columns.empty() || rows.empty()) {
    throw ParseError(
        translate("a move of a product game is COLUMNS x ROWS, the head's first, e.g. '3,1x5,2'"),
        0);
  }
  const Coin head{columns[0], rows[0]};
  const auto found = std::find(heads_.begin(), heads_.end(), head);
  if (found == heads_.end())
    throw RuleError(format_translated("coin ({}, {}) is tails: a move turns a head to tails",
                                      head.first, head.second));
  return checked_move(static_cast<std::size_t>(found - heads_.begin()),
                      {columns.begin() + 1, columns.end()}, {rows.begin() + 1, rows.end()});
}

std::vector<ValueRow> CoinProduct::value_rows(std::size_t limit) const {
  std::vector<ValueRow> rows;
  for (std::size_t i = 0; i < heads_.size() && rows.size() < limit; ++i) {
    const auto [x, y] = heads_[i];
    rows.push_back({format_translated("coin ({}, {})", x, y), fmt::format("{},{}", x, y),
                    head_value(heads_[i])});
  }
  return rows;
}

std::shared_ptr<const Component> CoinProduct::row_alone(std::size_t row) const {
  if (heads_.size() < 2 || row >= heads_.size()) return nullptr;
  return std::make_shared<CoinProduct>(name_, a_, b_, std::vector<Coin>{heads_[row]});
}

std::string CoinProduct::rule_title() const { return translate("the Tartan theorem"); }

std::string CoinProduct::value_rule() const {
  if (heads_.size() != 1) return {};
  const auto [x, y] = heads_[0];
  const Nimber gx = a_->value(x), gy = b_->value(y);
  return format_translated(
      "G({}, {}) = {} ⊗ {} = {}: by the Tartan theorem a head of a product game is worth the "
      "nim-product of its "
      "values in the two games ({} in {}, {} in {})",
      x, y, gx, gy, nim_product(gx, gy), gx, a_->name(), gy, b_->name());
}

std::string CoinProduct::notation_help() const {
  return translate(
      "  X,..xY,...        turn the coins in columns X,... and rows Y,... (the head (X, Y) first), "
      "e.g. "
      "'3,1x5,2'\n");
}

std::vector<std::string> CoinProduct::picture() const {
  constexpr std::uint64_t kMostDrawn = 32;
  std::uint64_t width = 0, height = 0;
  for (const auto& [x, y] : heads_) {
    width = std::max(width, x + 1);
    height = std::max(height, y + 1);
  }
  if (width > kMostDrawn || height > kMostDrawn || heads_.empty()) return {canonical()};
  std::vector<std::string> lines;
  for (std::uint64_t row = height; row-- > b_->first_coin();) {
    std::string line = fmt::format("{:>3} ", row);
    for (std::uint64_t column = a_->first_coin(); column < width; ++column)
      line += std::binary_search(heads_.begin(), heads_.end(), Coin{column, row}) ? 'H' : '.';
    lines.push_back(line);
  }
  return lines;
}

std::optional<Board> CoinProduct::drawn_board() const {
  for (const auto& [x, y] : heads_) {
    if (x - a_->first_coin() >= kMaxBoardSize / 2 || y - b_->first_coin() >= kMaxBoardSize / 2)
      return std::nullopt;
  }
  CoinGridBoard board;
  board.first_column = a_->first_coin();
  board.first_row = b_->first_coin();
  board.heads = heads_;
  if (a_->shape() == CoinRule::Shape::subsets)
    board.columns_per_turn.assign(a_->counts().begin(), a_->counts().end());
  if (b_->shape() == CoinRule::Shape::subsets)
    board.rows_per_turn.assign(b_->counts().begin(), b_->counts().end());
  return board;
}

// ---------------------------------------------------------------- families --

namespace {

std::shared_ptr<const CoinRule> rule_named(const Token& token) {
  if (token.text == "turning-turtles") return CoinRule::turning_turtles();
  if (token.text == "mock-turtles") return CoinRule::mock_turtles();
  if (token.text == "ruler") return CoinRule::ruler();
  if (token.text == "twins") return CoinRule::twins();
  if (token.text.starts_with("turning(")) {
    // A rule of one's own, its parameters read as in a position of its own,
    // their columns counted from the start of the whole position.
    const std::vector<ComponentText> parts = split_expression(token.text);
    if (parts.size() == 1 && parts[0].name.text == "turning" && parts[0].parameters &&
        parts[0].numbers.empty()) {
      std::vector<Token> parameters = *parts[0].parameters;
      for (Token& parameter : parameters) parameter.column += token.column - 1;
      return coin_rule_from_parameters(parameters);
    }
  }
  throw ParseError(
      format_translated("'{}' at column {}: a factor of product(A, B) is turning-turtles, "
                        "mock-turtles, ruler, twins or turning(RULE)",
                        printable_token(token.text), token.column),
      token.column);
}

// The heads "X,Y", in increasing order.
std::vector<CoinProduct::Coin> read_grid_heads(const ComponentText& text) {
  std::vector<CoinProduct::Coin> heads;
  for (const Token& token : text.numbers) {
    const std::size_t comma = token.text.find(',');
    const ParsedNumber x = parse_number(std::string_view(token.text).substr(0, comma));
    const ParsedNumber y = comma == std::string::npos
                               ? ParsedNumber{}
                               : parse_number(std::string_view(token.text).substr(comma + 1));
    if (x.status != NumberStatus::ok || y.status != NumberStatus::ok) {
      throw ParseError(
          format_translated("'{}' at column {} is not a coin X,Y of the grid (e.g. 3,5)",
                            printable_token(token.text), token.column),
          token.column);
    }
    const CoinProduct::Coin coin{x.value, y.value};
    if (!heads.empty() && coin <= heads.back()) {
      throw ParseError(
          format_translated(
              "'{}' at column {}: give each head once, in increasing order (by X, then Y)",
              printable_token(token.text), token.column),
          token.column);
    }
    heads.push_back(coin);
  }
  return heads;
}

Family product_family(const std::string& name, std::shared_ptr<const CoinRule> a,
                      std::shared_ptr<const CoinRule> b, std::string summary, std::string rules) {
  return {name, std::move(summary),
          std::move(rules) +
              "A position is its heads X,Y. A move is written COLUMNS x ROWS, the head's first:\n"
              "'3,1x5,2' turns the coins (3,5), (3,2), (1,5) and (1,2). A head on (x, y) is worth\n"
              "g(x) ⊗ g(y), the nim-product of its values in the two games (the Tartan theorem).",
          [name, a, b](const ComponentText& text) -> ComponentPtr {
            forbid_parameters(text);
            return std::make_shared<CoinProduct>(name, a, b, read_grid_heads(text));
          },
          name + " 1,2 3,3"};
}

}  // namespace

std::vector<Family> coin_product_families() {
  std::vector<Family> families;
  families.push_back(product_family(
      "turning-corners", CoinRule::twins(), CoinRule::twins(),
      "Turning Corners: turn the four corners of a rectangle",
      "turning-corners X,Y ...  coins on a grid from (0, 0); a move turns the four\n"
      "corners of a rectangle whose far corner (x, y) is a head (Twins x Twins).\n"));
  families.push_back(
      product_family("rugs", CoinRule::ruler(), CoinRule::ruler(), "Rugs: turn a whole rectangle",
                     "rugs X,Y ...  coins on a grid from (1, 1); a move turns every coin of a\n"
                     "rectangle whose far corner (x, y) is a head (Ruler x Ruler).\n"));
  families.push_back(
      Family{"product", "the product of two coin-turning games, e.g. product(mock-turtles, ruler)",
             "product(A, B) X,Y ...  A and B each one of turning-turtles, mock-turtles, ruler,\n"
             "twins or turning(RULE) (see grundy games turning). A move is a move of A (its "
             "columns) times a move of B (its rows); every\n"
             "coin of the product turns, the far corner (x, y) a head. A head is worth\n"
             "g_A(x) ⊗ g_B(y) (the Tartan theorem). Moves: COLUMNS x ROWS, e.g. '3,1x5,2'.",
             [](const ComponentText& text) -> ComponentPtr {
               const std::vector<Token>& parameters =
                   require_parameters(text, "product(mock-turtles, ruler) 2,3");
               if (parameters.size() != 2) {
                 throw ParseError(
                     format_translated("'product' takes two games, but {} were given at column {}",
                                       parameters.size(), text.parameters_column),
                     text.parameters_column);
               }
               const auto a = rule_named(parameters[0]), b = rule_named(parameters[1]);
               const std::string name = "product(" + a->name() + "," + b->name() + ")";
               return std::make_shared<CoinProduct>(name, a, b, read_grid_heads(text));
             },
             "product(mock-turtles,ruler) 2,3"});
  return families;
}

}  // namespace grundy

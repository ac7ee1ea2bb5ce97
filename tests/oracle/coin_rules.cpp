#include "coin_rules.hpp"

#include <algorithm>
#include <cctype>
#include <iterator>
#include <memory>

namespace oracle {
namespace {

// Coins and coordinates past this are not searched: a head's moves are
// listed one by one, and a run of Ruler on coin n alone has n of them.
constexpr std::uint64_t kLargestCoin = 1'000'000;

std::string lowered(std::string text) {
  std::transform(text.begin(), text.end(), text.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return text;
}

std::uint64_t coin_number(const std::string& word) {
  if (word.empty() || word.size() > 7 ||
      !std::all_of(word.begin(), word.end(), [](char c) { return c >= '0' && c <= '9'; }))
    throw OracleError("oracle: not a coin number it reads: '" + word + "'");
  const std::uint64_t value = std::stoull(word);
  if (value > kLargestCoin)
    throw OracleError("oracle: coin " + word + " is beyond what it searches");
  return value;
}

// The items of a parameter list, split at the commas outside parentheses.
std::vector<std::string> items(const std::string& text) {
  std::vector<std::string> found = split_outside_parentheses(text, ',');
  for (std::string& item : found) item = trimmed(item);
  return found;
}

// turning(RULE): `run`, the counts, `within D`, written back in that order.
CoinRow turning_rule(const std::string& parameters) {
  CoinRow row;
  row.first = 1;
  for (const std::string& item : items(parameters)) {
    if (item == "run") {
      row.run = true;
    } else if (item.starts_with("within")) {
      row.window = coin_number(trimmed(item.substr(6)));
      if (row.window == 0) throw OracleError("oracle: 'within 0' leaves no coin to turn");
    } else {
      const std::uint64_t count = coin_number(item);
      if (count == 0) throw OracleError("oracle: a move turns at least one coin");
      row.counts.push_back(count);
    }
  }
  std::sort(row.counts.begin(), row.counts.end());
  row.counts.erase(std::unique(row.counts.begin(), row.counts.end()), row.counts.end());
  if (!row.run && row.counts.empty())
    throw OracleError("oracle: turning(RULE) needs the numbers of coins, or 'run'");
  std::vector<std::string> written;
  if (row.run) written.emplace_back("run");
  for (const std::uint64_t count : row.counts) written.push_back(std::to_string(count));
  if (row.window > 0) written.push_back("within " + std::to_string(row.window));
  row.name = "turning(";
  for (std::size_t i = 0; i < written.size(); ++i) row.name += (i == 0 ? "" : ",") + written[i];
  row.name += ")";
  return row;
}

// A row game by name (and, for turning, its parameters); nothing when the
// name is not one.
std::optional<CoinRow> row_named(const std::string& name, const std::string& parameters,
                                 bool has_parameters) {
  const auto plain = [&](std::uint64_t first, bool run, std::vector<std::uint64_t> counts) {
    if (has_parameters) throw OracleError("oracle: '" + name + "' takes no parameters");
    return CoinRow{name, first, run, std::move(counts), 0};
  };
  if (name == "turning-turtles") return plain(1, false, {1, 2});
  if (name == "mock-turtles") return plain(0, false, {1, 2, 3});
  if (name == "ruler") return plain(1, true, {});
  if (name == "twins") return plain(0, false, {2});
  if (name == "turning") {
    if (!has_parameters) throw OracleError("oracle: turning(RULE) needs its rule");
    return turning_rule(parameters);
  }
  return std::nullopt;
}

// A factor of product(A, B): a row game, with parameters for turning(...).
CoinRow factor(const std::string& text) {
  const std::size_t open = text.find('(');
  const std::string name = lowered(trimmed(text.substr(0, open)));
  const bool has_parameters = open != std::string::npos;
  std::string parameters;
  if (has_parameters) {
    if (text.back() != ')') throw OracleError("oracle: '(' without ')' in '" + text + "'");
    parameters = text.substr(open + 1, text.size() - open - 2);
  }
  const std::optional<CoinRow> row = row_named(name, parameters, has_parameters);
  if (!row) throw OracleError("oracle: not a coin-turning game of a row: '" + text + "'");
  return *row;
}

// Every set of `still` more coins from `from` .. head - 1, added to `chosen`,
// then `head`: the sets a move turning a fixed number of coins may turn.
void choose(std::uint64_t from, std::uint64_t head, std::uint64_t still,
            std::vector<std::uint64_t>& chosen, std::vector<std::vector<std::uint64_t>>& found) {
  if (still == 0) {
    chosen.push_back(head);
    found.push_back(chosen);
    chosen.pop_back();
    return;
  }
  for (std::uint64_t coin = from; coin < head; ++coin) {
    chosen.push_back(coin);
    choose(coin + 1, head, still - 1, chosen, found);
    chosen.pop_back();
  }
}

// The heads after turning `turned` (any order, no repeats).
std::vector<std::uint64_t> turned_over(const std::vector<std::uint64_t>& heads,
                                       std::vector<std::uint64_t> turned) {
  std::sort(turned.begin(), turned.end());
  std::vector<std::uint64_t> after;
  std::set_symmetric_difference(heads.begin(), heads.end(), turned.begin(), turned.end(),
                                std::back_inserter(after));
  return after;
}

std::pair<std::uint64_t, std::uint64_t> grid_origin(const Game& game) {
  switch (game.rules) {
    case Rules::turning_corners:
      return {0, 0};
    case Rules::rugs:
      return {1, 1};
    default:
      return {game.coins->columns.first, game.coins->rows.first};
  }
}

}  // namespace

bool read_coin_game(const std::string& name, const std::string& parameters, bool has_parameters,
                    Game& game) {
  auto coins = std::make_shared<CoinGame>();
  if (const std::optional<CoinRow> row = row_named(name, parameters, has_parameters)) {
    game.rules = Rules::coin_row;
    coins->row = *row;
    game.head = row->name;
  } else if (name == "turning-corners" || name == "rugs") {
    if (has_parameters) throw OracleError("oracle: '" + name + "' takes no parameters");
    game.rules = name == "rugs" ? Rules::rugs : Rules::turning_corners;
    game.head = name;
  } else if (name == "product") {
    const std::vector<std::string> factors = items(parameters);
    if (!has_parameters || factors.size() != 2)
      throw OracleError("oracle: product(A, B) takes two games");
    game.rules = Rules::coin_product;
    coins->columns = factor(factors[0]);
    coins->rows = factor(factors[1]);
    game.head = "product(" + coins->columns.name + "," + coins->rows.name + ")";
  } else {
    return false;
  }
  game.coins = std::move(coins);
  return true;
}

std::vector<std::uint64_t> read_heads(const Game& game, const std::vector<std::string>& words) {
  std::vector<std::uint64_t> heads;
  if (game.rules == Rules::coin_row) {
    const std::uint64_t first = game.coins->row.first;
    if (words.size() == 1 && std::all_of(words[0].begin(), words[0].end(),
                                         [](char c) { return c == 'H' || c == 'T'; })) {
      for (std::size_t i = 0; i < words[0].size(); ++i) {
        if (words[0][i] == 'H') heads.push_back(first + i);
      }
      return heads;
    }
    for (const std::string& word : words) {
      heads.push_back(coin_number(word));
      if (heads.back() < first)
        throw OracleError("oracle: coins of " + game.head + " start at " + std::to_string(first));
    }
  } else {
    const auto [first_x, first_y] = grid_origin(game);
    for (const std::string& word : words) {
      const std::size_t comma = word.find(',');
      if (comma == std::string::npos)
        throw OracleError("oracle: a head of a grid is X,Y: '" + word + "'");
      const std::uint64_t x = coin_number(word.substr(0, comma));
      const std::uint64_t y = coin_number(word.substr(comma + 1));
      if (x < first_x || y < first_y) {
        throw OracleError("oracle: coins of " + game.head + " start at (" +
                          std::to_string(first_x) + ", " + std::to_string(first_y) + ")");
      }
      heads.push_back(grid_coin(x, y));
    }
  }
  std::sort(heads.begin(), heads.end());
  if (std::adjacent_find(heads.begin(), heads.end()) != heads.end())
    throw OracleError("oracle: a head named twice");
  return heads;
}

std::string head_text(const Game& game, std::uint64_t head) {
  if (game.rules == Rules::coin_row) return std::to_string(head);
  return std::to_string(coin_x(head)) + "," + std::to_string(coin_y(head));
}

std::vector<std::vector<std::uint64_t>> turnable_sets(const CoinRow& row, std::uint64_t head) {
  // The lowest coin a move may turn: the row's first, or the first of the
  // `window` coins ending at the head.
  std::uint64_t lowest = row.first;
  if (row.window > 0 && head + 1 >= row.window) lowest = std::max(lowest, head + 1 - row.window);
  std::vector<std::vector<std::uint64_t>> found;
  if (row.run) {
    // The run of k coins head - k + 1 .. head, for every k allowed.
    std::vector<std::uint64_t> run;
    for (std::uint64_t coin = head + 1; coin-- > lowest;) {
      run.insert(run.begin(), coin);
      const std::uint64_t k = run.size();
      if (row.counts.empty() ||
          std::find(row.counts.begin(), row.counts.end(), k) != row.counts.end())
        found.push_back(run);
    }
    return found;
  }
  std::vector<std::uint64_t> chosen;
  for (const std::uint64_t k : row.counts) choose(lowest, head, k - 1, chosen, found);
  return found;
}

std::vector<std::vector<std::uint64_t>> coin_options(const Game& game,
                                                     const std::vector<std::uint64_t>& heads) {
  std::vector<std::vector<std::uint64_t>> found;
  for (const std::uint64_t head : heads) {
    if (game.rules == Rules::coin_row) {
      for (const std::vector<std::uint64_t>& turned : turnable_sets(game.coins->row, head))
        found.push_back(turned_over(heads, turned));
      continue;
    }
    const std::uint64_t x = coin_x(head);
    const std::uint64_t y = coin_y(head);
    switch (game.rules) {
      case Rules::turning_corners:
        // The four corners of a rectangle whose far corner is the head.
        for (std::uint64_t a = 0; a < x; ++a) {
          for (std::uint64_t b = 0; b < y; ++b) {
            found.push_back(turned_over(
                heads, {grid_coin(a, b), grid_coin(a, y), grid_coin(x, b), grid_coin(x, y)}));
          }
        }
        break;
      case Rules::rugs:
        // Every coin of a rectangle whose far corner is the head.
        for (std::uint64_t a = 1; a <= x; ++a) {
          for (std::uint64_t b = 1; b <= y; ++b) {
            std::vector<std::uint64_t> turned;
            for (std::uint64_t i = a; i <= x; ++i) {
              for (std::uint64_t j = b; j <= y; ++j) turned.push_back(grid_coin(i, j));
            }
            found.push_back(turned_over(heads, turned));
          }
        }
        break;
      default:
        // A move of the columns' game times a move of the rows' game.
        for (const std::vector<std::uint64_t>& columns : turnable_sets(game.coins->columns, x)) {
          for (const std::vector<std::uint64_t>& rows : turnable_sets(game.coins->rows, y)) {
            std::vector<std::uint64_t> turned;
            for (const std::uint64_t s : columns) {
              for (const std::uint64_t t : rows) turned.push_back(grid_coin(s, t));
            }
            found.push_back(turned_over(heads, turned));
          }
        }
        break;
    }
  }
  return found;
}

}  // namespace oracle

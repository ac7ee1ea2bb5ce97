#include "rules.hpp"

#include <algorithm>
#include <cctype>
#include <fstream>
#include <sstream>

#include "board_rules.hpp"
#include "coin_rules.hpp"
#include "graph_rules.hpp"

namespace oracle {
namespace {

constexpr std::uint64_t kLargest = 9'223'372'036'854'775'807ULL;  // 2^63 - 1

std::vector<std::string> words(const std::string& text) {
  std::istringstream in(text);
  std::vector<std::string> found;
  for (std::string word; in >> word;) found.push_back(word);
  return found;
}

std::uint64_t number(const std::string& word) {
  if (word.empty() || word.size() > 19)
    throw OracleError("oracle: not a number it reads: '" + word + "'");
  std::uint64_t value = 0;
  for (const char c : word) {
    if (c < '0' || c > '9') throw OracleError("oracle: not a number it reads: '" + word + "'");
    value = value * 10 + static_cast<std::uint64_t>(c - '0');
  }
  if (value > kLargest) throw OracleError("oracle: number beyond 2^63-1: '" + word + "'");
  return value;
}

bool is_name(const std::string& word) {
  return !word.empty() && std::all_of(word.begin(), word.end(), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '_';
  });
}

// A code d0.d1d2...: digit t says what taking t tokens may leave (1: nothing,
// 2: one heap, 4: two heaps, 8: three heaps).
std::vector<unsigned> code_digits(const std::string& code, unsigned base) {
  const std::size_t point = code.find('.');
  if (point != 1)
    throw OracleError("oracle: a code is one digit, '.', then digits: '" + code + "'");
  std::vector<unsigned> digits;
  for (std::size_t i = 0; i < code.size(); ++i) {
    if (i == point) continue;
    const char c = static_cast<char>(std::tolower(static_cast<unsigned char>(code[i])));
    unsigned digit = 0;
    if (c >= '0' && c <= '9') {
      digit = static_cast<unsigned>(c - '0');
    } else if (c >= 'a' && c <= 'f') {
      digit = static_cast<unsigned>(c - 'a' + 10);
    } else {
      throw OracleError("oracle: not a digit of a code: '" + code + "'");
    }
    if (digit >= base) throw OracleError("oracle: digit too large for this code: '" + code + "'");
    digits.push_back(digit);
  }
  while (digits.size() > 2 && digits.back() == 0) digits.pop_back();
  return digits;
}

std::string code_text(const std::vector<unsigned>& digits) {
  const char* hex = "0123456789abcdef";
  std::string text(1, hex[digits[0]]);
  text += '.';
  for (std::size_t t = 1; t < digits.size(); ++t) text += hex[digits[t]];
  if (digits.size() == 1) text += '0';
  return text;
}

// Adds one item of a game graph to `graph`: a vertex alone ("a") or an edge
// ("a->b"), each vertex added at its first mention; `where` names the source
// in errors.
void add_graph_item(Graph& graph, const std::string& item, const std::string& where) {
  const auto vertex = [&](const std::string& name) {
    if (!is_name(name)) throw OracleError("oracle: not a vertex name: '" + name + "' in " + where);
    const auto [found, added] = graph.index.emplace(name, graph.names.size());
    if (added) {
      graph.names.push_back(name);
      graph.successors.emplace_back();
    }
    return found->second;
  };
  const std::size_t arrow = item.find("->");
  if (arrow == std::string::npos) {
    vertex(item);
    return;
  }
  const std::size_t from = vertex(trimmed(item.substr(0, arrow)));
  const std::size_t to = vertex(trimmed(item.substr(arrow + 2)));
  std::vector<std::size_t>& out = graph.successors[from];
  if (std::find(out.begin(), out.end(), to) == out.end()) out.push_back(to);
}

// graph(FILE): one item a line, '#' starting a comment.
std::shared_ptr<const Graph> read_graph(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw OracleError("oracle: cannot read the graph file '" + path + "'");
  auto graph = std::make_shared<Graph>();
  for (std::string line; std::getline(in, line);) {
    line = trimmed(line.substr(0, line.find('#')));
    if (!line.empty()) add_graph_item(*graph, line, path);
  }
  return graph;
}

// digraph(a->b, b->c, d): the items written in the position, separated by
// commas; written back with ", " between them, each trimmed.
std::shared_ptr<const Graph> written_graph(const std::string& items, std::string& written) {
  auto graph = std::make_shared<Graph>();
  written.clear();
  for (const std::string& item : split_outside_parentheses(items, ',')) {
    const std::string text = trimmed(item);
    if (text.empty()) throw OracleError("oracle: an empty item in digraph(" + items + ")");
    add_graph_item(*graph, text, "digraph(" + items + ")");
    written += (written.empty() ? "" : ", ") + text;
  }
  return graph;
}

// The take-and-break digits of the octal games known by name.
const std::map<std::string, std::string>& named_octal_games() {
  static const std::map<std::string, std::string> games{
      {"kayles", "0.77"}, {"dawson", "0.07"}, {"dawsons-chess", "0.137"}, {"treblecross", "0.007"},
      {"daisies", "4.7"}};
  return games;
}

std::vector<std::uint64_t> number_list(const std::string& text) {
  std::vector<std::uint64_t> numbers;
  std::string item;
  std::istringstream in(text);
  while (std::getline(in, item, ',')) numbers.push_back(number(trimmed(item)));
  return numbers;
}

// Fibonacci Nim's heap as written, "N" (the start: at most N - 1 may be
// taken) or "N/K" (at most K), as one number N * 2^32 + min(K, N).
std::uint64_t fibonacci_heap(const std::string& word) {
  const std::size_t slash = word.find('/');
  const std::uint64_t heap = number(word.substr(0, slash));
  const std::uint64_t most =
      slash == std::string::npos ? (heap == 0 ? 0 : heap - 1) : number(word.substr(slash + 1));
  if (heap >= (std::uint64_t{1} << 31)) {
    throw OracleTooLarge("oracle: Fibonacci Nim heaps from 2^31 on are not searched");
  }
  return (heap << 32) | std::min(most, heap);
}

std::string fibonacci_heap_text(std::uint64_t n) {
  const std::uint64_t heap = n >> 32;
  const std::uint64_t most = n & 0xFFFFFFFFU;
  if (heap == 0 || most == heap - 1) return std::to_string(heap);
  return std::to_string(heap) + "/" + std::to_string(most);
}

}  // namespace

std::shared_ptr<const Game> Reader::game(const std::string& name, const std::string& parameters,
                                         bool has_parameters) {
  const std::string key = name + "(" + parameters + (has_parameters ? ")" : "");
  if (const auto found = games_.find(key); found != games_.end()) return found->second;
  auto game = std::make_shared<Game>();
  const auto no_parameters = [&] {
    if (has_parameters) throw OracleError("oracle: '" + name + "' takes no parameters");
  };
  if (name == "nim" || name == "lasker" || name == "staircase" || name == "wythoff" ||
      name == "welter" || name == "grundy-game" || name == "fibonacci-nim") {
    no_parameters();
    game->rules = name == "nim"             ? Rules::nim
                  : name == "lasker"        ? Rules::lasker
                  : name == "staircase"     ? Rules::staircase
                  : name == "wythoff"       ? Rules::wythoff
                  : name == "welter"        ? Rules::welter
                  : name == "fibonacci-nim" ? Rules::fibonacci_nim
                                            : Rules::grundy_game;
    game->head = name;
  } else if (name == "moore" || name == "bash") {
    const std::uint64_t k = number(trimmed(parameters));
    if (k == 0) throw OracleError("oracle: '" + name + "' needs a parameter of 1 or more");
    game->rules = name == "moore" ? Rules::moore : Rules::subtraction;
    game->k = k;
    game->head = name + "(" + std::to_string(k) + ")";
    if (name == "bash") {
      if (k > 1'000'000)
        throw OracleTooLarge("oracle: bash(m) with m above a million is not searched");
      for (std::uint64_t s = 1; s <= k; ++s) game->set.push_back(s);
    }
  } else if (name == "subtraction") {
    game->rules = Rules::subtraction;
    game->set = number_list(parameters);
    std::sort(game->set.begin(), game->set.end());
    game->set.erase(std::unique(game->set.begin(), game->set.end()), game->set.end());
    if (game->set.empty() || game->set.front() == 0)
      throw OracleError("oracle: a subtraction set of positive numbers");
    game->head = "subtraction(";
    for (std::size_t i = 0; i < game->set.size(); ++i) {
      game->head += (i == 0 ? "" : ",") + std::to_string(game->set[i]);
    }
    game->head += ")";
  } else if (name == "octal" || name == "tb") {
    game->rules = Rules::take_and_break;
    game->digits = code_digits(trimmed(parameters), name == "octal" ? 8 : 16);
    game->head = name + "(" + code_text(game->digits) + ")";
  } else if (const auto named = named_octal_games().find(name);
             named != named_octal_games().end()) {
    no_parameters();
    game->rules = Rules::take_and_break;
    game->digits = code_digits(named->second, 8);
    game->head = name;
  } else if (name == "graph") {
    if (!read_files_) throw OracleError("oracle: graph files are not read here");
    game->rules = Rules::graph;
    game->graph = read_graph(parameters);
    game->head = "graph(" + parameters + ")";
  } else if (name == "digraph") {
    // The same game as graph(FILE), its graph written in the position.
    std::string written;
    game->rules = Rules::graph;
    game->graph = written_graph(parameters, written);
    game->head = "digraph(" + written + ")";
  } else if (name == "node-kayles" || name == "arc-kayles" || name == "hackenbush") {
    *game = graph_game(name, parameters, read_files_);
  } else if (name == "cram" || name == "chomp") {
    *game = board_game(name, parameters);
  } else if (!read_coin_game(name, parameters, has_parameters, *game)) {
    throw OracleError("oracle: unknown game '" + name + "'");
  }
  games_.emplace(key, game);
  return game;
}

std::string trimmed(const std::string& text) {
  std::size_t begin = 0;
  std::size_t end = text.size();
  while (begin < end && std::isspace(static_cast<unsigned char>(text[begin])) != 0) ++begin;
  while (end > begin && std::isspace(static_cast<unsigned char>(text[end - 1])) != 0) --end;
  return text.substr(begin, end - begin);
}

std::vector<std::string> split_outside_parentheses(const std::string& text, char separator) {
  std::vector<std::string> found{""};
  int depth = 0;
  for (const char c : text) {
    if (c == '(') ++depth;
    if (c == ')') --depth;
    if (c == separator && depth == 0) {
      found.emplace_back();
    } else {
      found.back() += c;
    }
  }
  return found;
}

Position Reader::read(const std::string& text) {
  const std::vector<std::string> pieces = split_outside_parentheses(text, '+');
  Position position;
  for (const std::string& raw : pieces) {
    const std::string piece = trimmed(raw);
    std::size_t end = 0;
    while (end < piece.size() && piece[end] != '(' &&
           std::isspace(static_cast<unsigned char>(piece[end])) == 0)
      ++end;
    std::string name = piece.substr(0, end);
    std::transform(name.begin(), name.end(), name.begin(),
                   [](unsigned char c) { return std::tolower(c); });
    std::string rest = piece.substr(end);
    std::string parameters;
    bool has_parameters = false;
    if (trimmed(rest).starts_with("(")) {
      rest = trimmed(rest);
      // The ')' that closes the first '(': node-kayles(grid(3,4)), a product's
      // factors with theirs.
      std::size_t close = 0;
      for (int open = 0; close < rest.size(); ++close) {
        if (rest[close] == '(') ++open;
        if (rest[close] == ')' && --open == 0) break;
      }
      if (close == rest.size()) throw OracleError("oracle: '(' without ')' in '" + piece + "'");
      parameters = rest.substr(1, close - 1);
      has_parameters = true;
      rest = rest.substr(close + 1);
    }
    if (name.empty()) throw OracleError("oracle: an empty part in '" + text + "'");
    Part part{game(name, parameters, has_parameters), {}};
    // A graph or a board is a position of its own, without numbers.
    if (part.game->picture || part.game->grid) {
      if (!words(rest).empty()) throw OracleError("oracle: '" + piece + "' takes no numbers");
      position.push_back(
          {part.game, {part.game->picture ? part.game->picture->start : part.game->grid->start}});
      continue;
    }
    if (part.game->coins) {
      // Coin-turning games: the heads, none for a row of tails.
      part.numbers = read_heads(*part.game, words(rest));
      position.push_back(std::move(part));
      continue;
    }
    if (part.game->rules == Rules::fibonacci_nim) {
      const std::vector<std::string> heap = words(rest);
      if (heap.size() != 1) throw OracleError("oracle: Fibonacci Nim is played on one heap");
      position.push_back({part.game, {fibonacci_heap(heap[0])}});
      continue;
    }
    for (const std::string& word : words(rest)) {
      if (part.game->rules == Rules::graph) {
        const auto found = part.game->graph->index.find(word);
        if (found == part.game->graph->index.end())
          throw OracleError("oracle: no vertex '" + word + "'");
        part.numbers.push_back(found->second);
      } else {
        part.numbers.push_back(number(word));
      }
    }
    if (part.numbers.empty()) throw OracleError("oracle: '" + piece + "' has no numbers");
    if (part.game->rules == Rules::wythoff && part.numbers.size() != 2) {
      throw OracleError("oracle: Wythoff's game is played on two heaps");
    }
    if (part.game->rules == Rules::staircase) {
      for (std::size_t i = 0; i < part.numbers.size(); ++i) {
        if (part.numbers[i] == 0 || (i > 0 && part.numbers[i] <= part.numbers[i - 1])) {
          throw OracleError("oracle: monks stand on increasing steps from 1");
        }
      }
    }
    if (part.game->rules == Rules::welter) {
      // The coins are alike: a position is the set of occupied squares.
      std::sort(part.numbers.begin(), part.numbers.end());
      if (std::adjacent_find(part.numbers.begin(), part.numbers.end()) != part.numbers.end()) {
        throw OracleError("oracle: two coins on one square");
      }
    }
    position.push_back(std::move(part));
  }
  return position;
}

std::string text(const Position& position) {
  std::string written;
  for (std::size_t p = 0; p < position.size(); ++p) {
    const Part& part = position[p];
    if (p > 0) written += " + ";
    if (part.game->picture) {
      written += graph_text(part);
      continue;
    }
    if (part.game->grid) {
      written += board_text(part);
      continue;
    }
    written += part.game->head;
    for (const std::uint64_t n : part.numbers) {
      written += ' ';
      written += part.game->rules == Rules::graph ? part.game->graph->names[n]
                 : part.game->coins               ? head_text(*part.game, n)
                 : part.game->rules == Rules::fibonacci_nim ? fibonacci_heap_text(n)
                                                            : std::to_string(n);
    }
  }
  return written;
}

namespace {

// The whole position with part `p`'s numbers replaced.
Position with_numbers(const Position& position, std::size_t p, std::vector<std::uint64_t> numbers) {
  Position next = position;
  next[p].numbers = std::move(numbers);
  return next;
}

// Heap i replaced by `left` (in increasing order); a row that loses its
// last heap is written as one empty heap.
std::vector<std::uint64_t> replaced(const std::vector<std::uint64_t>& heaps, std::size_t i,
                                    std::vector<std::uint64_t> left) {
  std::sort(left.begin(), left.end());
  std::vector<std::uint64_t> row(heaps.begin(), heaps.begin() + static_cast<std::ptrdiff_t>(i));
  row.insert(row.end(), left.begin(), left.end());
  row.insert(row.end(), heaps.begin() + static_cast<std::ptrdiff_t>(i) + 1, heaps.end());
  if (row.empty()) row.push_back(0);
  return row;
}

// Moore's Nim: every way to lower between 1 and k of the heaps, from heap
// `from` on, the heaps before it already chosen in `row`.
void lower_some(const std::vector<std::uint64_t>& heaps, std::size_t from, std::uint64_t still,
                bool lowered, std::vector<std::uint64_t>& row,
                std::vector<std::vector<std::uint64_t>>& found) {
  if (from == heaps.size()) {
    if (lowered) found.push_back(row);
    return;
  }
  lower_some(heaps, from + 1, still, lowered, row, found);
  if (still == 0) return;
  for (std::uint64_t left = 0; left < heaps[from]; ++left) {
    row[from] = left;
    lower_some(heaps, from + 1, still - 1, true, row, found);
  }
  row[from] = heaps[from];
}

std::vector<std::vector<std::uint64_t>> part_options(const Part& part) {
  const Game& game = *part.game;
  const std::vector<std::uint64_t>& numbers = part.numbers;
  std::vector<std::vector<std::uint64_t>> found;
  const auto set = [&](std::size_t i, std::uint64_t value) {
    std::vector<std::uint64_t> row = numbers;
    row[i] = value;
    found.push_back(std::move(row));
  };
  switch (game.rules) {
    case Rules::nim:
    case Rules::lasker:
      for (std::size_t i = 0; i < numbers.size(); ++i) {
        for (std::uint64_t left = 0; left < numbers[i]; ++left) set(i, left);
        if (game.rules == Rules::lasker) {
          for (std::uint64_t a = 1; a <= numbers[i] / 2; ++a)
            found.push_back(replaced(numbers, i, {a, numbers[i] - a}));
        }
      }
      break;
    case Rules::moore: {
      std::vector<std::uint64_t> row = numbers;
      lower_some(numbers, 0, game.k, false, row, found);
      break;
    }
    case Rules::staircase:
      // The highest monk cannot move; each other monk climbs to a free step
      // below the next monk.
      for (std::size_t i = 0; i + 1 < numbers.size(); ++i) {
        for (std::uint64_t step = numbers[i] + 1; step < numbers[i + 1]; ++step) set(i, step);
      }
      break;
    case Rules::subtraction:
      for (std::size_t i = 0; i < numbers.size(); ++i) {
        for (const std::uint64_t s : game.set) {
          if (s <= numbers[i]) set(i, numbers[i] - s);
        }
      }
      break;
    case Rules::wythoff:
      for (std::uint64_t t = 1; t <= numbers[0]; ++t) found.push_back({numbers[0] - t, numbers[1]});
      for (std::uint64_t t = 1; t <= numbers[1]; ++t) found.push_back({numbers[0], numbers[1] - t});
      for (std::uint64_t t = 1; t <= std::min(numbers[0], numbers[1]); ++t) {
        found.push_back({numbers[0] - t, numbers[1] - t});
      }
      break;
    case Rules::fibonacci_nim: {
      // Take t = 1 .. K of the N tokens; then the next player may take up to
      // 2t, and never more than are left.
      const std::uint64_t heap = numbers[0] >> 32;
      const std::uint64_t most = numbers[0] & 0xFFFFFFFFU;
      for (std::uint64_t t = 1; t <= most; ++t) {
        const std::uint64_t left = heap - t;
        found.push_back({(left << 32) | std::min(2 * t, left)});
      }
      break;
    }
    case Rules::welter:
      // Any coin to any lower square that no coin stands on; the squares
      // stay written in increasing order.
      for (std::size_t i = 0; i < numbers.size(); ++i) {
        for (std::uint64_t square = 0; square < numbers[i]; ++square) {
          if (std::find(numbers.begin(), numbers.end(), square) != numbers.end()) continue;
          std::vector<std::uint64_t> row = numbers;
          row[i] = square;
          std::sort(row.begin(), row.end());
          found.push_back(std::move(row));
        }
      }
      break;
    case Rules::take_and_break:
      for (std::size_t i = 0; i < numbers.size(); ++i) {
        const std::uint64_t n = numbers[i];
        for (std::uint64_t t = 0; t < game.digits.size() && t <= n; ++t) {
          const unsigned d = game.digits[t];
          const std::uint64_t r = n - t;
          if (t > 0 && (d & 1U) != 0 && r == 0) found.push_back(replaced(numbers, i, {}));
          if (t > 0 && (d & 2U) != 0 && r >= 1) found.push_back(replaced(numbers, i, {r}));
          if ((d & 4U) != 0) {
            for (std::uint64_t a = 1; 2 * a <= r; ++a)
              found.push_back(replaced(numbers, i, {a, r - a}));
          }
          if ((d & 8U) != 0) {
            for (std::uint64_t a = 1; 3 * a <= r; ++a) {
              for (std::uint64_t b = a; a + 2 * b <= r; ++b)
                found.push_back(replaced(numbers, i, {a, b, r - a - b}));
            }
          }
        }
      }
      break;
    case Rules::grundy_game:
      for (std::size_t i = 0; i < numbers.size(); ++i) {
        for (std::uint64_t a = 1; 2 * a < numbers[i]; ++a)
          found.push_back(replaced(numbers, i, {a, numbers[i] - a}));
      }
      break;
    case Rules::graph:
      for (std::size_t i = 0; i < numbers.size(); ++i) {
        for (const std::size_t to : game.graph->successors[numbers[i]]) set(i, to);
      }
      break;
    case Rules::node_kayles:
    case Rules::arc_kayles:
    case Rules::hackenbush:
      found = graph_options(part);
      break;
    case Rules::cram:
    case Rules::chomp:
      found = board_options(part);
      break;
    case Rules::coin_row:
    case Rules::turning_corners:
    case Rules::rugs:
    case Rules::coin_product:
      found = coin_options(game, numbers);
      break;
  }
  return found;
}

}  // namespace

std::vector<Position> options(const Position& position) {
  std::vector<Position> found;
  for (std::size_t p = 0; p < position.size(); ++p) {
    for (std::vector<std::uint64_t>& numbers : part_options(position[p])) {
      found.push_back(with_numbers(position, p, std::move(numbers)));
    }
  }
  return found;
}

}  // namespace oracle

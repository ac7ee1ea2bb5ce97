#include "graph_rules.hpp"

#include <algorithm>
#include <fstream>
#include <map>
#include <memory>

namespace oracle {
namespace {

constexpr std::size_t kMostBits = 64;  // a position is one 64-bit set

bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v'; }
bool is_space(char c) { return is_blank(c) || c == '\n'; }
bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool is_name_char(char c) { return is_letter(c) || is_digit(c) || c == '_'; }

bool is_vertex_name(const std::string& text) {
  return !text.empty() && std::all_of(text.begin(), text.end(), is_name_char);
}

std::string without_blanks_around(const std::string& text) {
  std::size_t begin = 0;
  std::size_t end = text.size();
  while (begin < end && is_space(text[begin])) ++begin;
  while (end > begin && is_space(text[end - 1])) --end;
  return text.substr(begin, end - begin);
}

std::uint64_t bit(std::size_t i) { return std::uint64_t{1} << i; }

std::uint64_t first_bits(std::size_t count) {
  return count == kMostBits ? ~std::uint64_t{0} : bit(count) - 1;
}

// A line of a graph: "a-b", "a--b", "a - b" (an edge), "a" (a vertex), or
// nothing. Returns false when it is none of these.
bool read_line(const std::string& line, std::vector<std::string>& names) {
  names.clear();
  std::size_t at = 0;
  const auto skip_blanks = [&] {
    while (at < line.size() && is_blank(line[at])) ++at;
  };
  const auto name = [&] {
    const std::size_t from = at;
    while (at < line.size() && is_name_char(line[at])) ++at;
    return line.substr(from, at - from);
  };
  skip_blanks();
  if (at == line.size()) return true;
  names.push_back(name());
  if (names[0].empty()) return false;
  skip_blanks();
  if (at == line.size()) return true;
  if (line.compare(at, 2, "--") == 0) {
    at += 2;
  } else if (line[at] == '-') {
    at += 1;
  } else {
    return false;
  }
  skip_blanks();
  names.push_back(name());
  skip_blanks();
  return !names[1].empty() && at == line.size();
}

// Builds a graph from lines, each one edge, one vertex, or blank.
class PictureBuilder {
 public:
  void line(const std::string& text, const std::string& where) {
    std::vector<std::string> ends;
    if (!read_line(text, ends))
      throw OracleError("oracle: not an edge 'a-b' or a vertex name: '" + text + "' in " + where);
    if (ends.size() == 1) vertex(ends[0]);
    if (ends.size() == 2) picture.edges.emplace_back(vertex(ends[0]), vertex(ends[1]));
  }

  std::size_t vertex(const std::string& name) {
    const auto [where, added] = index_.emplace(name, picture.names.size());
    if (added) picture.names.push_back(name);
    return where->second;
  }

  Picture picture;

 private:
  std::map<std::string, std::size_t> index_;
};

void read_file(const std::string& path, PictureBuilder& builder, bool read_files) {
  if (!read_files)
    throw OracleError("oracle: '" + path + "' is no graph, and files are not read here");
  std::ifstream in(path);
  if (!in) throw OracleError("oracle: cannot read the graph file '" + path + "'");
  for (std::string line; std::getline(in, line);) {
    builder.line(line.substr(0, line.find('#')), path);
  }
}

std::uint64_t size_number(const std::string& text) {
  if (text.empty() || !std::all_of(text.begin(), text.end(), is_digit))
    throw OracleError("oracle: not a size: '" + text + "'");
  if (text.size() > 6)
    throw OracleTooLarge("oracle: a size beyond what it searches: '" + text + "'");
  return std::stoull(text);
}

// A named graph: path(n), cycle(n), complete(n) on vertices 1..n; star(n),
// centre 0 and leaves 1..n; grid(r,c) (or rxc), vertices named by a column
// letter and a row number, a1 at the top left (r1c27 past 26 columns);
// petersen, outer cycle o1..o5, spokes to i1..i5, inner pentagram; empty.
// False when the text names none of them.
bool named_graph(const std::string& text, PictureBuilder& builder) {
  std::string name = text;
  std::vector<std::uint64_t> sizes;
  const std::size_t open = text.find('(');
  if (open == std::string::npos) {
    if (!std::all_of(text.begin(), text.end(), is_letter)) return false;
  } else {
    if (text.back() != ')') return false;
    name = text.substr(0, open);
    std::string inside = text.substr(open + 1, text.size() - open - 2);
    std::string size;
    for (const char c : inside + ",") {
      if (c == ',' || c == 'x' || c == 'X') {
        sizes.push_back(size_number(without_blanks_around(size)));
        size.clear();
      } else {
        size += c;
      }
    }
  }
  const auto need_sizes = [&](std::size_t count) {
    if (sizes.size() != count) throw OracleError("oracle: the sizes of '" + text + "'");
  };
  const auto number = [](std::uint64_t v) { return std::to_string(v); };
  const auto edge = [&](const std::string& a, const std::string& b) {
    builder.picture.edges.emplace_back(builder.vertex(a), builder.vertex(b));
  };
  if (name == "path" || name == "cycle" || name == "complete") {
    need_sizes(1);
    const std::uint64_t n = sizes[0];
    if (n < (name == "cycle" ? 3U : 1U)) throw OracleError("oracle: the size of '" + text + "'");
    if (n > kMostBits) throw OracleTooLarge("oracle: more than 64 vertices: '" + text + "'");
    for (std::uint64_t v = 1; v <= n; ++v) builder.vertex(number(v));
    for (std::uint64_t v = 1; v <= n; ++v) {
      if (name == "complete") {
        for (std::uint64_t w = v + 1; w <= n; ++w) edge(number(v), number(w));
      } else if (v < n) {
        edge(number(v), number(v + 1));
      }
    }
    if (name == "cycle") edge(number(n), number(1));
    return true;
  }
  if (name == "star") {
    need_sizes(1);
    if (sizes[0] < 1) throw OracleError("oracle: the size of '" + text + "'");
    if (sizes[0] >= kMostBits)
      throw OracleTooLarge("oracle: more than 64 vertices: '" + text + "'");
    builder.vertex("0");
    for (std::uint64_t leaf = 1; leaf <= sizes[0]; ++leaf) edge("0", number(leaf));
    return true;
  }
  if (name == "grid") {
    need_sizes(2);
    const std::uint64_t rows = sizes[0];
    const std::uint64_t columns = sizes[1];
    if (rows == 0 || columns == 0) throw OracleError("oracle: the size of '" + text + "'");
    if (rows * columns > kMostBits)
      throw OracleTooLarge("oracle: more than 64 vertices: '" + text + "'");
    const auto cell = [columns](std::uint64_t r, std::uint64_t c) {
      std::string name;
      if (columns > 26) {
        name.append("r").append(std::to_string(r + 1)).append("c").append(std::to_string(c + 1));
      } else {
        name.append(1, static_cast<char>('a' + c)).append(std::to_string(r + 1));
      }
      return name;
    };
    for (std::uint64_t r = 0; r < rows; ++r) {
      for (std::uint64_t c = 0; c < columns; ++c) builder.vertex(cell(r, c));
    }
    for (std::uint64_t r = 0; r < rows; ++r) {
      for (std::uint64_t c = 0; c < columns; ++c) {
        if (c + 1 < columns) edge(cell(r, c), cell(r, c + 1));
        if (r + 1 < rows) edge(cell(r, c), cell(r + 1, c));
      }
    }
    return true;
  }
  if (name == "petersen") {
    need_sizes(0);
    for (int i = 1; i <= 5; ++i) builder.vertex("o" + number(i));
    for (int i = 1; i <= 5; ++i) builder.vertex("i" + number(i));
    for (int i = 1; i <= 5; ++i) {
      edge("o" + number(i), "o" + number(i % 5 + 1));
      edge("o" + number(i), "i" + number(i));
      edge("i" + number(i), "i" + number((i + 1) % 5 + 1));
    }
    return true;
  }
  if (name == "empty") {
    need_sizes(0);
    return true;
  }
  return false;
}

bool is_edge(const std::string& text) {
  std::vector<std::string> ends;
  return read_line(text, ends) && ends.size() == 2;
}

// Items joined by ", ".
std::string list(std::vector<std::string> names) {
  std::string text;
  for (const std::string& name : names) text += (text.empty() ? "" : ", ") + name;
  return text;
}

// The edge's ends, the one first that comes first.
std::pair<std::string, std::string> in_order(const Picture& picture,
                                             std::pair<std::size_t, std::size_t> edge) {
  const std::string& a = picture.names[edge.first];
  const std::string& b = picture.names[edge.second];
  if (natural_less(b, a)) return {b, a};
  return {a, b};
}

// The edges left standing once those not joined to the ground have fallen.
std::uint64_t joined_to_ground(const Picture& picture, std::uint64_t standing) {
  std::vector<bool> reached(picture.names.size(), false);
  reached[picture.ground] = true;
  std::uint64_t joined = 0;
  for (bool grew = true; grew;) {
    grew = false;
    for (std::size_t e = 0; e < picture.edges.size(); ++e) {
      if ((standing & bit(e)) == 0 || (joined & bit(e)) != 0) continue;
      const auto [a, b] = picture.edges[e];
      if (!reached[a] && !reached[b]) continue;
      joined |= bit(e);
      reached[a] = reached[b] = true;
      grew = true;
    }
  }
  return joined;
}

}  // namespace

bool natural_less(const std::string& a, const std::string& b) {
  std::size_t i = 0;
  std::size_t j = 0;
  while (i < a.size() && j < b.size()) {
    if (is_digit(a[i]) && is_digit(b[j])) {
      std::size_t end_i = i;
      std::size_t end_j = j;
      while (end_i < a.size() && is_digit(a[end_i])) ++end_i;
      while (end_j < b.size() && is_digit(b[end_j])) ++end_j;
      std::string x = a.substr(i, end_i - i);
      std::string y = b.substr(j, end_j - j);
      x.erase(0, std::min(x.find_first_not_of('0'), x.size() - 1));
      y.erase(0, std::min(y.find_first_not_of('0'), y.size() - 1));
      if (x.size() != y.size()) return x.size() < y.size();
      if (x != y) return x < y;
      i = end_i;
      j = end_j;
    } else {
      if (a[i] != b[j]) return a[i] < b[j];
      ++i;
      ++j;
    }
  }
  if (a.size() - i != b.size() - j) return a.size() - i < b.size() - j;
  return a < b;
}

std::vector<std::string> split_parameters(const std::string& parameters) {
  std::vector<std::string> found = split_outside_parentheses(parameters, ',');
  for (std::string& parameter : found) {
    parameter = without_blanks_around(parameter);
    if (parameter.empty()) throw OracleError("oracle: an empty parameter in '" + parameters + "'");
  }
  return found;
}

Game graph_game(const std::string& name, const std::string& parameters, bool read_files) {
  Game game;
  game.rules = name == "node-kayles"  ? Rules::node_kayles
               : name == "arc-kayles" ? Rules::arc_kayles
                                      : Rules::hackenbush;
  const std::vector<std::string> tokens = split_parameters(parameters);
  const std::string& first = tokens[0];
  PictureBuilder builder;
  std::string whole;
  if (game.rules == Rules::hackenbush) {
    // One parameter that is neither an edge nor the ground alone is a file;
    // the text is always the edges.
    if (tokens.size() == 1 && !is_edge(first) && first != "ground") {
      read_file(first, builder, read_files);
    } else {
      for (const std::string& token : tokens) builder.line(token, "'" + parameters + "'");
    }
  } else if (tokens.size() == 1 && named_graph(first, builder)) {
    whole = first;
  } else if (tokens.size() == 1 && !is_edge(first) && !is_vertex_name(first)) {
    read_file(first, builder, read_files);
    whole = first;
  } else {
    for (const std::string& token : tokens) builder.line(token, "'" + parameters + "'");
  }
  auto picture = std::make_shared<Picture>(std::move(builder.picture));
  picture->whole = whole;
  if (game.rules == Rules::hackenbush) {
    const auto ground = std::find(picture->names.begin(), picture->names.end(), "ground");
    if (ground == picture->names.end())
      throw OracleError("oracle: a Hackenbush picture has a vertex 'ground'");
    picture->ground = static_cast<std::size_t>(ground - picture->names.begin());
    if (picture->edges.size() > kMostBits)
      throw OracleTooLarge("oracle: Hackenbush of more than 64 edges is not searched");
    // Edges not joined to the ground at the start have fallen already.
    picture->start = joined_to_ground(*picture, first_bits(picture->edges.size()));
  } else {
    // A repeated edge is one edge; a loop is no edge of these games.
    std::vector<std::pair<std::size_t, std::size_t>> edges;
    for (auto [a, b] : picture->edges) {
      if (a == b) throw OracleError("oracle: Kayles is played on graphs without loops");
      if (a > b) std::swap(a, b);
      if (std::find(edges.begin(), edges.end(), std::pair{a, b}) == edges.end())
        edges.emplace_back(a, b);
    }
    picture->edges = std::move(edges);
    const std::size_t count =
        game.rules == Rules::node_kayles ? picture->names.size() : picture->edges.size();
    if (count > kMostBits)
      throw OracleTooLarge("oracle: " + name + " on more than 64 " +
                           (game.rules == Rules::node_kayles ? "vertices" : "edges"));
    picture->start = first_bits(count);
  }
  game.head = name;  // the text is graph_text's
  game.picture = std::move(picture);
  return game;
}

std::string graph_text(const Part& part) {
  const Picture& picture = *part.game->picture;
  const std::uint64_t left = part.numbers.at(0);
  const std::string& name = part.game->head;
  if (left == picture.start && !picture.whole.empty()) return name + "(" + picture.whole + ")";
  std::vector<std::string> items;
  switch (part.game->rules) {
    case Rules::node_kayles: {
      std::vector<std::pair<std::string, std::string>> edges;
      std::vector<bool> touched(picture.names.size(), false);
      for (const auto& [a, b] : picture.edges) {
        if ((left & bit(a)) == 0 || (left & bit(b)) == 0) continue;
        edges.push_back(in_order(picture, {a, b}));
        touched[a] = touched[b] = true;
      }
      std::sort(edges.begin(), edges.end(), [](const auto& x, const auto& y) {
        if (x.first != y.first) return natural_less(x.first, y.first);
        return natural_less(x.second, y.second);
      });
      std::vector<std::string> lone;
      for (std::size_t v = 0; v < picture.names.size(); ++v) {
        if ((left & bit(v)) != 0 && !touched[v]) lone.push_back(picture.names[v]);
      }
      std::sort(lone.begin(), lone.end(), natural_less);
      for (const auto& [a, b] : edges) items.push_back(a + "-" + b);
      items.insert(items.end(), lone.begin(), lone.end());
      break;
    }
    case Rules::arc_kayles:
      for (std::size_t e = 0; e < picture.edges.size(); ++e) {
        if ((left & bit(e)) == 0) continue;
        const auto [a, b] = in_order(picture, picture.edges[e]);
        items.push_back(a + "-" + b);
      }
      std::sort(items.begin(), items.end(), natural_less);
      break;
    default:  // Hackenbush
      for (std::size_t e = 0; e < picture.edges.size(); ++e) {
        if ((left & bit(e)) == 0) continue;
        const auto [a, b] = picture.edges[e];
        items.push_back(picture.names[a] + "-" + picture.names[b]);
      }
      if (items.empty()) return name + "(ground)";
      return name + "(" + list(items) + ")";
  }
  if (items.empty()) return name + "(empty)";
  return name + "(" + list(items) + ")";
}

std::vector<std::vector<std::uint64_t>> graph_options(const Part& part) {
  const Picture& picture = *part.game->picture;
  const std::uint64_t left = part.numbers.at(0);
  std::vector<std::vector<std::uint64_t>> found;
  switch (part.game->rules) {
    case Rules::node_kayles:
      // Take vertex v: v and every vertex joined to v go.
      for (std::size_t v = 0; v < picture.names.size(); ++v) {
        if ((left & bit(v)) == 0) continue;
        std::uint64_t gone = bit(v);
        for (const auto& [a, b] : picture.edges) {
          if (a == v) gone |= bit(b);
          if (b == v) gone |= bit(a);
        }
        found.push_back({left & ~gone});
      }
      break;
    case Rules::arc_kayles:
      // Take edge e: its ends go, so every edge with an end at one of them.
      for (std::size_t e = 0; e < picture.edges.size(); ++e) {
        if ((left & bit(e)) == 0) continue;
        const auto [a, b] = picture.edges[e];
        std::uint64_t gone = 0;
        for (std::size_t f = 0; f < picture.edges.size(); ++f) {
          const auto [c, d] = picture.edges[f];
          if (c == a || c == b || d == a || d == b) gone |= bit(f);
        }
        found.push_back({left & ~gone});
      }
      break;
    default:  // Hackenbush: cut e, then what no longer reaches the ground falls.
      for (std::size_t e = 0; e < picture.edges.size(); ++e) {
        if ((left & bit(e)) == 0) continue;
        found.push_back({joined_to_ground(picture, left & ~bit(e))});
      }
      break;
  }
  return found;
}

}  // namespace oracle

#include "grundy/simple_graph.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <bit>
#include <cctype>
#include <cmath>
#include <limits>
#include <numbers>
#include <unordered_map>

#include "core/move_text.hpp"
#include "grundy/board.hpp"
#include "grundy/errors.hpp"
#include "grundy/translate.hpp"

// nauty's header defines many short macros (TRUE, MAX, BIT ...): it comes
// last. The WebAssembly build of the page's engine has no nauty
// (GRUNDY_NO_NAUTY): see canonical_form.
#ifndef GRUNDY_NO_NAUTY
#include <nauty.h>
#endif

namespace grundy {
namespace {

struct NamedSize {
  std::string name;                  // "grid"
  std::vector<std::uint64_t> sizes;  // (3, 4)
};

// "grid(3,4)" or "grid(3x4)" as a name and its sizes; nullopt when the text
// is not of that shape.
std::optional<NamedSize> read_named_size(std::string_view text, std::size_t column) {
  const std::size_t open = text.find('(');
  if (open == std::string_view::npos) {
    if (text.empty() || !std::all_of(text.begin(), text.end(), [](char c) {
          return std::isalpha(static_cast<unsigned char>(c));
        }))
      return std::nullopt;
    return NamedSize{std::string(text), {}};
  }
  if (text.back() != ')') return std::nullopt;
  NamedSize named{std::string(text.substr(0, open)), {}};
  std::string_view inside = text.substr(open + 1, text.size() - open - 2);
  std::size_t at = column + open + 1;
  while (true) {
    const std::size_t end = inside.find_first_of(",xX");
    std::string_view piece = inside.substr(0, end);
    std::size_t skipped = 0;
    while (!piece.empty() && piece.front() == ' ') {
      piece.remove_prefix(1);
      ++skipped;
    }
    while (!piece.empty() && piece.back() == ' ') piece.remove_suffix(1);
    named.sizes.push_back(read_number(Token{std::string(piece), at + skipped}, "a size"));
    if (end == std::string_view::npos) break;
    inside.remove_prefix(end + 1);
    at += end + 1;
  }
  return named;
}

[[noreturn]] void bad_size(std::string_view text, std::size_t column, const std::string& why) {
  throw ParseError(format_translated("'{}' at column {}: {}", printable_token(text), column, why),
                   column);
}

// Names in the order a person expects: runs of digits compare as numbers
// ("v2" before "v10"), the rest as text.
bool natural_less(std::string_view a, std::string_view b) {
  std::size_t i = 0;
  std::size_t j = 0;
  while (i < a.size() && j < b.size()) {
    const bool digit_a = std::isdigit(static_cast<unsigned char>(a[i])) != 0;
    const bool digit_b = std::isdigit(static_cast<unsigned char>(b[j])) != 0;
    if (digit_a && digit_b) {
      std::size_t end_a = i;
      std::size_t end_b = j;
      while (end_a < a.size() && std::isdigit(static_cast<unsigned char>(a[end_a])) != 0) ++end_a;
      while (end_b < b.size() && std::isdigit(static_cast<unsigned char>(b[end_b])) != 0) ++end_b;
      std::string_view run_a = a.substr(i, end_a - i);
      std::string_view run_b = b.substr(j, end_b - j);
      while (run_a.size() > 1 && run_a.front() == '0') run_a.remove_prefix(1);
      while (run_b.size() > 1 && run_b.front() == '0') run_b.remove_prefix(1);
      if (run_a.size() != run_b.size()) return run_a.size() < run_b.size();
      if (run_a != run_b) return run_a < run_b;
      i = end_a;
      j = end_b;
      continue;
    }
    if (a[i] != b[j]) return a[i] < b[j];
    ++i;
    ++j;
  }
  if ((a.size() - i) != (b.size() - j)) return a.size() - i < b.size() - j;
  return a < b;  // equal but for leading zeros
}

std::vector<std::string> numbered(std::size_t from, std::size_t to) {
  std::vector<std::string> names;
  for (std::size_t v = from; v <= to; ++v) names.push_back(std::to_string(v));
  return names;
}

// ---------------------------------------------------------------- layouts --
// Points of a drawing, in units of kLayoutStep, y downwards; made whole and
// moved to start at (0, 0) by `placed`.

struct Spot {
  double x = 0;
  double y = 0;
};

constexpr double kStep = static_cast<double>(kLayoutStep);

std::vector<std::pair<std::uint64_t, std::uint64_t>> placed(const std::vector<Spot>& spots) {
  double left = 0;
  double top = 0;
  for (std::size_t i = 0; i < spots.size(); ++i) {
    left = i == 0 ? spots[i].x : std::min(left, spots[i].x);
    top = i == 0 ? spots[i].y : std::min(top, spots[i].y);
  }
  std::vector<std::pair<std::uint64_t, std::uint64_t>> points;
  for (const Spot& spot : spots) {
    points.emplace_back(static_cast<std::uint64_t>(std::llround(spot.x - left)),
                        static_cast<std::uint64_t>(std::llround(spot.y - top)));
  }
  return points;
}

// The radius of a circle on which `count` points, evenly spread, are a step
// apart (a chord of 2 r sin(pi / count)).
double circle_radius(std::size_t count) {
  if (count < 2) return 0;
  if (count == 2) return kStep / 2;
  return kStep / (2 * std::sin(std::numbers::pi / static_cast<double>(count)));
}

// `count` points on a circle about (0, 0), the first at the top, clockwise.
std::vector<Spot> on_circle(std::size_t count, double radius) {
  std::vector<Spot> spots;
  for (std::size_t i = 0; i < count; ++i) {
    const double angle = 2 * std::numbers::pi * static_cast<double>(i) / static_cast<double>(count);
    spots.push_back({radius * std::sin(angle), -radius * std::cos(angle)});
  }
  return spots;
}

// A path in rows of ten, each row running back under the one above (a
// long path stays about as wide as it is tall).
std::vector<Spot> path_in_rows(std::size_t count) {
  constexpr std::size_t kRow = 10;
  std::vector<Spot> spots;
  for (std::size_t i = 0; i < count; ++i) {
    const std::size_t row = i / kRow;
    const std::size_t along = row % 2 == 0 ? i % kRow : kRow - 1 - i % kRow;
    spots.push_back({static_cast<double>(along) * kStep, static_cast<double>(row) * kStep});
  }
  return spots;
}

}  // namespace

SimpleGraph::SimpleGraph(std::vector<std::string> names,
                         const std::vector<std::pair<std::uint32_t, std::uint32_t>>& edges)
    : names_(std::move(names)) {
  if (names_.size() > kMaxVertices) {
    throw LimitError(
        format_translated("the graph has {} vertices; Node-Kayles and Arc-Kayles are played on "
                          "at most {}",
                          names_.size(), kMaxVertices));
  }
  neighbours_.assign(names_.size(), 0);
  for (const auto& [a, b] : edges) {
    if (a >= names_.size() || b >= names_.size())
      throw RuleError("an edge names a vertex that is not in the graph");
    if (a == b)
      throw RuleError(format_translated(
          "the loop {0}-{0}: this game is played on graphs without loops", names_[a]));
    neighbours_[a] |= VertexSet{1} << b;
    neighbours_[b] |= VertexSet{1} << a;
  }
}

std::optional<SimpleGraph> SimpleGraph::named(std::string_view text, std::size_t column) {
  const std::optional<NamedSize> named = read_named_size(text, column);
  if (!named) return std::nullopt;
  const std::vector<std::uint64_t>& sizes = named->sizes;
  const auto expect_sizes = [&](std::size_t count, std::string_view example) {
    if (sizes.size() != count) bad_size(text, column, format_translated("write it as {}", example));
  };
  const auto at_most = [&](std::uint64_t n, std::uint64_t lowest) {
    if (n < lowest || n > kMaxVertices)
      bad_size(text, column,
               format_translated("the size must be from {} to {} (a graph has at most {} vertices)",
                                 lowest, kMaxVertices, kMaxVertices));
  };
  std::vector<std::pair<std::uint32_t, std::uint32_t>> edges;
  if (named->name == "path" || named->name == "cycle" || named->name == "complete") {
    expect_sizes(1, named->name + "(n)");
    const std::uint64_t n = sizes[0];
    at_most(n, named->name == "cycle" ? 3 : 1);
    for (std::uint32_t v = 0; v + 1 < n; ++v) edges.push_back({v, v + 1});
    if (named->name == "cycle") edges.push_back({static_cast<std::uint32_t>(n - 1), 0});
    if (named->name == "complete") {
      edges.clear();
      for (std::uint32_t a = 0; a < n; ++a)
        for (std::uint32_t b = a + 1; b < n; ++b) edges.push_back({a, b});
    }
    SimpleGraph graph(numbered(1, n), edges);
    graph.layout_ =
        placed(named->name == "path" ? path_in_rows(n) : on_circle(n, circle_radius(n)));
    return graph;
  }
  if (named->name == "star") {
    expect_sizes(1, "star(n)");
    at_most(sizes[0] + 1, 2);
    for (std::uint32_t leaf = 1; leaf <= sizes[0]; ++leaf) edges.push_back({0, leaf});
    SimpleGraph graph(numbered(0, sizes[0]), edges);
    // The centre in the middle of its leaves, which are at least a step from it.
    std::vector<Spot> spots{{0, 0}};
    for (const Spot& leaf : on_circle(sizes[0], std::max(kStep, circle_radius(sizes[0]))))
      spots.push_back(leaf);
    graph.layout_ = placed(spots);
    return graph;
  }
  if (named->name == "grid") {
    expect_sizes(2, "grid(rows,columns)");
    const std::uint64_t rows = sizes[0];
    const std::uint64_t columns = sizes[1];
    if (rows == 0 || columns == 0 || rows > kMaxVertices || columns > kMaxVertices ||
        rows * columns > kMaxVertices)
      bad_size(text, column, format_translated("a grid has at most {} vertices", kMaxVertices));
    std::vector<std::string> names;
    for (std::uint64_t r = 0; r < rows; ++r) {
      for (std::uint64_t c = 0; c < columns; ++c) {
        names.push_back(grid_cell_name(r, c, columns));
        const auto v = static_cast<std::uint32_t>(r * columns + c);
        if (c + 1 < columns) edges.push_back({v, v + 1});
        if (r + 1 < rows) edges.push_back({v, static_cast<std::uint32_t>(v + columns)});
      }
    }
    SimpleGraph graph(std::move(names), edges);
    for (std::uint64_t r = 0; r < rows; ++r) {
      for (std::uint64_t c = 0; c < columns; ++c)
        graph.layout_.emplace_back(c * kLayoutStep, r * kLayoutStep);
    }
    return graph;
  }
  if (named->name == "empty") {
    expect_sizes(0, "empty");
    return SimpleGraph({}, {});
  }
  if (named->name == "petersen") {
    expect_sizes(0, "petersen");
    std::vector<std::string> names;
    for (int i = 1; i <= 5; ++i) names.push_back(fmt::format("o{}", i));
    for (int i = 1; i <= 5; ++i) names.push_back(fmt::format("i{}", i));
    for (std::uint32_t i = 0; i < 5; ++i) {
      edges.push_back({i, (i + 1) % 5});          // the outer cycle
      edges.push_back({i, i + 5});                // the spokes
      edges.push_back({i + 5, 5 + (i + 2) % 5});  // the inner pentagram
    }
    SimpleGraph graph(std::move(names), edges);
    // Each inner vertex on the spoke of its outer one, half as far out.
    std::vector<Spot> spots = on_circle(5, 1.5 * kStep);
    for (const Spot& outer : on_circle(5, 1.5 * kStep)) spots.push_back({outer.x / 2, outer.y / 2});
    graph.layout_ = placed(spots);
    return graph;
  }
  return std::nullopt;
}

SimpleGraph SimpleGraph::from_parameters(const std::vector<Token>& parameters, bool allow_files) {
  if (parameters.size() == 1) {
    const Token& only = parameters[0];
    if (std::optional<SimpleGraph> graph = named(only.text, only.column)) return std::move(*graph);
    if (!looks_like_edge(only.text, EdgeStyle::undirected) && !is_vertex_name(only.text)) {
      if (!allow_files) {
        throw RuleError(format_translated(
            "'{}' at column {} is not a graph: name one (path(n), cycle(n), grid(r,c), "
            "complete(n), star(n), "
            "petersen) or write its edges (a-b, b-c); graph files are not read here",
            printable_token(only.text), only.column));
      }
      // The limit is on vertices. Edges have none of their own: a repeated
      // edge counts once, so 64 vertices bound them (and Arc-Kayles counts
      // the distinct ones, line_graph).
      EdgeList list =
          read_edge_file(only.text, EdgeStyle::undirected,
                         EdgeListLimits{.vertices = kMaxVertices,
                                        .edges = std::numeric_limits<std::size_t>::max()});
      return SimpleGraph(std::move(list.names), list.edges);
    }
  }
  // Read whole, so that the constructor names how many vertices were given.
  EdgeList list = read_edge_tokens(parameters, EdgeStyle::undirected);
  return SimpleGraph(std::move(list.names), list.edges);
}

std::optional<std::size_t> SimpleGraph::find(std::string_view name) const {
  for (std::size_t v = 0; v < names_.size(); ++v) {
    if (names_[v] == name) return v;
  }
  return std::nullopt;
}

std::vector<std::pair<std::uint32_t, std::uint32_t>> SimpleGraph::edges() const {
  std::vector<std::pair<std::uint32_t, std::uint32_t>> list;
  for (std::uint32_t a = 0; a < size(); ++a) {
    for (VertexSet higher = neighbours_[a] & ~((VertexSet{2} << a) - 1); higher != 0;
         higher &= higher - 1)
      list.push_back({a, static_cast<std::uint32_t>(std::countr_zero(higher))});
  }
  return list;
}

SimpleGraph SimpleGraph::line_graph() const {
  const std::vector<std::pair<std::uint32_t, std::uint32_t>> ends = edges();
  if (ends.size() > kMaxVertices) {
    throw LimitError(format_translated("the graph has {} edges; Arc-Kayles is played on at most {}",
                                       ends.size(), kMaxVertices));
  }
  std::vector<std::string> names;
  std::vector<std::pair<std::uint32_t, std::uint32_t>> touching;
  for (std::uint32_t e = 0; e < ends.size(); ++e) {
    const std::string& a = names_[ends[e].first];
    const std::string& b = names_[ends[e].second];
    names.push_back(natural_less(b, a) ? b + "-" + a : a + "-" + b);
    for (std::uint32_t f = e + 1; f < ends.size(); ++f) {
      const bool share = ends[e].first == ends[f].first || ends[e].first == ends[f].second ||
                         ends[e].second == ends[f].first || ends[e].second == ends[f].second;
      if (share) touching.push_back({e, f});
    }
  }
  SimpleGraph lines(std::move(names), touching);
  lines.edges_of_ = std::make_shared<const SimpleGraph>(*this);
  return lines;
}

std::vector<std::pair<std::uint64_t, std::uint64_t>> SimpleGraph::layout() const {
  if (!layout_.empty() || size() == 0) return layout_;
  return placed(on_circle(size(), circle_radius(size())));
}

std::vector<std::string> names_in_order(const SimpleGraph& graph, VertexSet vertices) {
  std::vector<std::string> names;
  for (VertexSet left = vertices; left != 0; left &= left - 1)
    names.push_back(graph.name(lowest_vertex(left)));
  std::sort(names.begin(), names.end(), natural_less);
  return names;
}

std::string grid_cell_name(std::size_t row, std::size_t column, std::size_t columns) {
  return columns <= 26 ? fmt::format("{}{}", static_cast<char>('a' + column), row + 1)
                       : fmt::format("r{}c{}", row + 1, column + 1);
}

std::vector<VertexSet> connected_parts(const SimpleGraph& graph, VertexSet vertices) {
  std::vector<VertexSet> parts;
  while (vertices != 0) {
    VertexSet part = vertices & (~vertices + 1);  // the lowest vertex left
    VertexSet frontier = part;
    while (frontier != 0) {
      VertexSet reached = 0;
      for (VertexSet f = frontier; f != 0; f &= f - 1)
        reached |= graph.neighbours(lowest_vertex(f));
      frontier = reached & vertices & ~part;
      part |= frontier;
    }
    parts.push_back(part);
    vertices &= ~part;
  }
  return parts;
}

std::string canonical_form(const SimpleGraph& graph, VertexSet vertices) {
  const int n = std::popcount(vertices);
  std::string form(1, static_cast<char>(n));
  if (n <= 1) return form;
  // Number the vertices of the part 0 .. n-1, in order.
  std::vector<std::size_t> original;
  for (VertexSet left = vertices; left != 0; left &= left - 1)
    original.push_back(lowest_vertex(left));
  if (n == 2) {
    form += (graph.neighbours(original[0]) >> original[1] & 1) != 0 ? '\1' : '\0';
    return form;
  }
#ifdef GRUNDY_NO_NAUTY
  // Without nauty, the rows as the vertices are numbered: equal forms are
  // still isomorphic parts (so a value found for one is right for the
  // other), but isomorphic parts numbered otherwise are searched again.
  for (int i = 0; i < n; ++i) {
    std::uint64_t row = 0;
    for (int j = 0; j < n; ++j) {
      row |= ((graph.neighbours(original[static_cast<std::size_t>(i)]) >>
               original[static_cast<std::size_t>(j)]) &
              1)
             << j;
    }
    for (int byte = 0; byte < (n + 7) / 8; ++byte)
      form += static_cast<char>(row >> (8 * byte) & 0xff);
  }
  return form;
#else
  // nauty with one setword a row (n <= 64 = WORDSIZE): it labels the graph
  // canonically, so isomorphic parts give the same rows. Its storage is
  // thread-local (Debian builds it with USE_TLS), so servers may call this
  // from several threads.
  static_assert(WORDSIZE == 64, "nauty with 64-bit setwords");
  constexpr int m = 1;
  std::array<::graph, SimpleGraph::kMaxVertices> input{};
  std::array<::graph, SimpleGraph::kMaxVertices> canonical{};
  for (int i = 0; i < n; ++i) {
    for (int j = i + 1; j < n; ++j) {
      if ((graph.neighbours(original[static_cast<std::size_t>(i)]) >>
               original[static_cast<std::size_t>(j)] &
           1) != 0) {
        ADDONEEDGE(input.data(), i, j, m);
      }
    }
  }
  std::array<int, SimpleGraph::kMaxVertices> lab{};
  std::array<int, SimpleGraph::kMaxVertices> ptn{};
  std::array<int, SimpleGraph::kMaxVertices> orbits{};
  DEFAULTOPTIONS_GRAPH(options);
  options.getcanon = TRUE;
  statsblk stats;
  densenauty(input.data(), lab.data(), ptn.data(), orbits.data(), &options, &stats, m, n,
             canonical.data());
  for (int i = 0; i < n; ++i) {
    const auto row = static_cast<std::uint64_t>(canonical[static_cast<std::size_t>(i)]);
    for (int byte = 0; byte < (n + 7) / 8; ++byte)
      form += static_cast<char>(row >> (56 - 8 * byte) & 0xff);
  }
  return form;
#endif
}

std::string induced_text(const SimpleGraph& graph, VertexSet vertices) {
  // Ordered by the names, not by the vertices' numbers, so that the text
  // read again (which numbers the vertices as they appear) writes itself
  // the same way.
  std::vector<std::pair<std::string, std::string>> edges;
  std::vector<std::string> lone;
  for (const auto& [a, b] : graph.edges()) {
    if ((vertices >> a & 1) == 0 || (vertices >> b & 1) == 0) continue;
    const std::string& first = graph.name(a);
    const std::string& second = graph.name(b);
    edges.push_back(natural_less(second, first) ? std::pair{second, first}
                                                : std::pair{first, second});
  }
  for (VertexSet left = vertices; left != 0; left &= left - 1) {
    const auto v = lowest_vertex(left);
    if ((graph.neighbours(v) & vertices) == 0) lone.push_back(graph.name(v));
  }
  std::sort(edges.begin(), edges.end(), [](const auto& x, const auto& y) {
    if (x.first != y.first) return natural_less(x.first, y.first);
    return natural_less(x.second, y.second);
  });
  std::sort(lone.begin(), lone.end(), natural_less);
  std::string text;
  for (const auto& [a, b] : edges) text += (text.empty() ? "" : ", ") + a + "-" + b;
  for (const std::string& name : lone) text += (text.empty() ? "" : ", ") + name;
  return text;
}

}  // namespace grundy

#include "grundy/hackenbush.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <limits>

#include "core/move_text.hpp"
#include "grundy/errors.hpp"
#include "grundy/family.hpp"
#include "grundy/translate.hpp"

namespace grundy {
namespace {

using Edges = std::vector<std::pair<std::uint32_t, std::uint32_t>>;

constexpr std::uint32_t kNoEdge = std::numeric_limits<std::uint32_t>::max();
constexpr std::uint32_t kUnseen = std::numeric_limits<std::uint32_t>::max();

// The edges at each vertex, as (edge, other end); a loop is listed once.
struct Incidence {
  std::vector<std::uint32_t> offsets;  // vertex v's edges: ends[offsets[v] .. offsets[v + 1])
  std::vector<std::pair<std::uint32_t, std::uint32_t>> ends;
};

Incidence incidence_of(std::size_t vertex_count, const Edges& edges) {
  Incidence graph;
  graph.offsets.assign(vertex_count + 1, 0);
  for (const auto& [a, b] : edges) {
    ++graph.offsets[a + 1];
    if (a != b) ++graph.offsets[b + 1];
  }
  for (std::size_t v = 0; v < vertex_count; ++v) graph.offsets[v + 1] += graph.offsets[v];
  graph.ends.resize(graph.offsets[vertex_count]);
  std::vector<std::uint32_t> next(graph.offsets.begin(), graph.offsets.end() - 1);
  for (std::uint32_t e = 0; e < edges.size(); ++e) {
    const auto [a, b] = edges[e];
    graph.ends[next[a]++] = {e, b};
    if (a != b) graph.ends[next[b]++] = {e, a};
  }
  return graph;
}

// One pass over the edges joined to the ground, with one edge cut or none:
// a depth-first search (iterative: a picture may be a path thousands of
// edges long) finds the bridges by Tarjan's low-link numbers; the fusion
// principle then makes each 2-edge-connected component one vertex whose
// edges are loops, and the colon principle values the tree of bridges that
// joins them. The buffers are kept between passes, one pass per cut edge.
class FusionWalk {
 public:
  FusionWalk(const Edges& edges, std::size_t vertex_count, std::uint32_t ground)
      : edges_(edges),
        graph_(incidence_of(vertex_count, edges)),
        ground_(ground),
        tin_(vertex_count),
        low_(vertex_count),
        parent_(vertex_count),
        parent_edge_(vertex_count),
        component_(vertex_count),
        component_parent_(vertex_count),
        component_value_(vertex_count),
        reached_(edges.size()),
        bridge_(edges.size()) {}

  // Finds the edges joined to the ground once `cut` is gone (kNoEdge: none
  // is), and among them the bridges.
  void search(std::uint32_t cut) {
    std::fill(tin_.begin(), tin_.end(), kUnseen);
    std::fill(reached_.begin(), reached_.end(), 0);
    std::fill(bridge_.begin(), bridge_.end(), 0);
    preorder_.clear();
    reached_count_ = 0;
    enter(ground_, kNoEdge, ground_);
    while (!stack_.empty()) {
      const std::uint32_t v = stack_.back().vertex;
      const std::uint32_t at = stack_.back().next;
      if (at == graph_.offsets[v + 1]) {
        stack_.pop_back();
        if (v == ground_) continue;
        const std::uint32_t p = parent_[v];
        low_[p] = std::min(low_[p], low_[v]);
        // Nothing below v reaches above it but through this edge.
        if (low_[v] > tin_[p]) bridge_[parent_edge_[v]] = 1;
        continue;
      }
      ++stack_.back().next;
      const std::uint32_t edge = graph_.ends[at].first;
      const std::uint32_t w = graph_.ends[at].second;
      // Only the tree edge itself is skipped: a parallel edge back to the
      // parent is a cycle of two edges.
      if (edge == cut || edge == parent_edge_[v]) continue;
      if (reached_[edge] == 0) {
        reached_[edge] = 1;
        ++reached_count_;
      }
      if (tin_[w] == kUnseen) {
        enter(w, edge, v);
      } else {
        low_[v] = std::min(low_[v], tin_[w]);
      }
    }
  }

  // The value of the picture without `cut`.
  Nimber value(std::uint32_t cut) {
    search(cut);
    // Components in preorder: a vertex starts one when the edge into it is
    // a bridge, so a component's parent always comes before it.
    std::uint32_t count = 0;
    for (const std::uint32_t v : preorder_) {
      if (v == ground_ || bridge_[parent_edge_[v]] != 0) {
        component_parent_[count] = v == ground_ ? 0 : component_[parent_[v]];
        component_value_[count] = 0;
        component_[v] = count++;
      } else {
        component_[v] = component_[parent_[v]];
      }
    }
    component_count_ = count;
    // Fusion: each edge that is no bridge is a loop of its component, worth *1.
    for (std::uint32_t e = 0; e < edges_.size(); ++e) {
      if (reached_[e] != 0 && bridge_[e] == 0) component_value_[component_[edges_[e].first]] ^= 1;
    }
    // Colon: a component of value v on its bridge is worth v + 1 to its parent.
    for (std::uint32_t c = count; c-- > 1;)
      component_value_[component_parent_[c]] ^= component_value_[c] + 1;
    return component_value_[0];
  }

  // After search(kNoEdge): for each edge, how many edges go when it is cut.
  // One for an edge on a cycle; for a bridge, itself and every edge beyond
  // it. Each edge is counted at its end found later, and the counts summed
  // up the tree: a bridge's subtree holds exactly the edges beyond it, since
  // no other edge leaves that subtree.
  std::vector<std::uint64_t> edges_lost() const {
    std::vector<std::uint64_t> below(tin_.size(), 0);
    const auto later_end = [this](std::uint32_t e) {
      const auto [a, b] = edges_[e];
      return tin_[a] >= tin_[b] ? a : b;
    };
    for (std::uint32_t e = 0; e < edges_.size(); ++e) {
      if (reached_[e] != 0) ++below[later_end(e)];
    }
    for (std::size_t i = preorder_.size(); i-- > 1;)
      below[parent_[preorder_[i]]] += below[preorder_[i]];
    std::vector<std::uint64_t> lost(edges_.size(), 1);
    for (std::uint32_t e = 0; e < edges_.size(); ++e) {
      if (bridge_[e] != 0) lost[e] = below[later_end(e)];
    }
    return lost;
  }

  bool reached(std::uint32_t edge) const { return reached_[edge] != 0; }
  bool bridge(std::uint32_t edge) const { return bridge_[edge] != 0; }
  std::size_t reached_count() const { return reached_count_; }
  std::size_t component_count() const { return component_count_; }

 private:
  struct Frame {
    std::uint32_t vertex;
    std::uint32_t next;  // the next entry of graph_.ends to follow
  };

  void enter(std::uint32_t v, std::uint32_t edge, std::uint32_t parent) {
    tin_[v] = low_[v] = static_cast<std::uint32_t>(preorder_.size());
    parent_[v] = parent;
    parent_edge_[v] = edge;
    preorder_.push_back(v);
    stack_.push_back({v, graph_.offsets[v]});
  }

  const Edges& edges_;
  Incidence graph_;
  std::uint32_t ground_;
  std::vector<std::uint32_t> tin_, low_, parent_, parent_edge_;
  std::vector<std::uint32_t> component_, component_parent_;
  std::vector<Nimber> component_value_;
  std::vector<char> reached_, bridge_;
  std::vector<std::uint32_t> preorder_;
  std::vector<Frame> stack_;
  std::size_t reached_count_ = 0;
  std::size_t component_count_ = 0;
};

// The edges of `graph` joined to `ground`, renumbered: the vertices in the
// order the kept edges first name them (the ground alone when none is kept).
struct Grounded {
  std::vector<std::string> names;
  Edges edges;
  std::uint32_t ground = 0;
};

Grounded grounded_part(const EdgeList& graph, std::uint32_t ground) {
  FusionWalk walk(graph.edges, graph.names.size(), ground);
  walk.search(kNoEdge);
  Grounded part;
  std::vector<std::uint32_t> renumbered(graph.names.size(), kUnseen);
  const auto vertex = [&](std::uint32_t v) {
    if (renumbered[v] == kUnseen) {
      renumbered[v] = static_cast<std::uint32_t>(part.names.size());
      part.names.push_back(graph.names[v]);
    }
    return renumbered[v];
  };
  for (std::uint32_t e = 0; e < graph.edges.size(); ++e) {
    if (!walk.reached(e)) continue;
    const std::uint32_t a = vertex(graph.edges[e].first);
    const std::uint32_t b = vertex(graph.edges[e].second);
    part.edges.push_back({a, b});
  }
  part.ground = vertex(ground);
  return part;
}

std::uint32_t ground_of(const EdgeList& graph) {
  const auto found = std::find(graph.names.begin(), graph.names.end(), Hackenbush::kGround);
  if (found == graph.names.end()) {
    throw RuleError(
        translate("a Hackenbush picture needs the ground: name a vertex 'ground', e.g. "
                  "'hackenbush(ground-a, a-b)'"));
  }
  return static_cast<std::uint32_t>(found - graph.names.begin());
}

}  // namespace

Hackenbush::Hackenbush(const EdgeList& graph) {
  if (graph.edges.size() > kMaxEdges) {
    throw LimitError(
        format_translated("a Hackenbush picture of {} edges is too large: at most {} edges",
                          graph.edges.size(), kMaxEdges));
  }
  for (const auto& [a, b] : graph.edges) {
    if (a >= graph.names.size() || b >= graph.names.size())
      throw RuleError(translate("an edge names a vertex that is not in the graph"));
  }
  Grounded part = grounded_part(graph, ground_of(graph));
  names_ = std::move(part.names);
  edges_ = std::move(part.edges);
  ground_ = part.ground;
  FusionWalk walk(edges_, names_.size(), ground_);
  value_ = walk.value(kNoEdge);
  taken_ = walk.edges_lost();
  fused_ = walk.component_count();
  for (std::uint32_t e = 0; e < edges_.size(); ++e) bridges_ += walk.bridge(e) ? 1 : 0;
}

std::string Hackenbush::edge_text(std::size_t edge) const {
  const auto [a, b] = edges_.at(edge);
  return names_[a] + "-" + names_[b];
}

std::size_t Hackenbush::copy_number(std::size_t edge) const {
  const auto same_pair = [](std::pair<std::uint32_t, std::uint32_t> x,
                            std::pair<std::uint32_t, std::uint32_t> y) {
    return x == y || (x.first == y.second && x.second == y.first);
  };
  std::size_t copy = 1;
  for (std::size_t e = 0; e < edge; ++e) copy += same_pair(edges_[e], edges_[edge]) ? 1 : 0;
  return copy;
}

std::string Hackenbush::canonical() const { return abbreviated(edges_.size()); }

std::string Hackenbush::abbreviated(std::size_t max_numbers) const {
  // With no edge left the ground stands alone, a parameter that reads back
  // as the empty picture.
  if (edges_.empty()) return "hackenbush(" + std::string(kGround) + ")";
  std::string text = "hackenbush(";
  const std::size_t shown = std::min(max_numbers, edges_.size());
  for (std::size_t e = 0; e < shown; ++e) text += (e == 0 ? "" : ", ") + edge_text(e);
  if (shown < edges_.size())
    text += (shown == 0 ? "" : ", ") + format_translated("... ({} edges in all)", edges_.size());
  return text + ")";
}

Move Hackenbush::move_of(std::size_t edge) const { return Move{0, edge, taken_.at(edge), {}}; }

void Hackenbush::all_moves(const MoveVisitor& visit) const {
  for (std::size_t e = 0; e < edges_.size(); ++e) {
    if (!visit(move_of(e))) return;
  }
}

void Hackenbush::moves_to_value(Nimber, Nimber target, const MoveVisitor& visit) const {
  FusionWalk walk(edges_, names_.size(), ground_);
  for (std::uint32_t e = 0; e < edges_.size(); ++e) {
    if (walk.value(e) == target && !visit(move_of(e))) return;
  }
}

std::string Hackenbush::notation(const Move& move) const {
  const std::size_t copy = copy_number(move.heap);
  return copy == 1 ? edge_text(move.heap) : fmt::format("{}#{}", edge_text(move.heap), copy);
}

std::string Hackenbush::describe(const Move& move) const {
  const std::uint64_t falling = taken_.at(move.heap) - 1;
  if (falling == 0) return format_translated("cut {}", notation(move));
  return format_translated_plural("cut {}: {} more edge falls", "cut {}: {} more edges fall",
                                  falling, notation(move), falling);
}

std::shared_ptr<const Component> Hackenbush::after(const Move& move) const {
  if (move.heap >= edges_.size()) {
    throw RuleError(format_translated_plural("there is no edge {} to cut: the picture has {} edge",
                                             "there is no edge {} to cut: the picture has {} edges",
                                             edges_.size(), move.heap + 1, edges_.size()));
  }
  EdgeList rest{names_, {}};
  rest.edges.reserve(edges_.size() - 1);
  for (std::size_t e = 0; e < edges_.size(); ++e) {
    if (e != move.heap) rest.edges.push_back(edges_[e]);
  }
  return std::make_shared<Hackenbush>(rest);
}

std::vector<ValueRow> Hackenbush::value_rows(std::size_t limit) const {
  if (limit == 0) return {};
  // The label names the picture; there is no single heap size to show.
  return {{abbreviated(12), "", value_}};
}

std::string Hackenbush::rule_title() const { return translate("the fusion and colon principles"); }

std::string Hackenbush::value_rule() const {
  if (edges_.empty()) return translate("nothing stands on the ground: no move, value 0");
  // Each count with its noun, so that none reads "1 bridges".
  const std::uint64_t loops = edges_.size() - bridges_;
  return format_translated(
      "the fusion principle fuses each cycle to one vertex, its edges becoming loops worth *1 "
      "each; "
      "the colon principle makes a picture of value v standing on one edge worth v+1, and branches "
      "add by nim-sum. Here: {}, fused to {} joined by bridges; {}, {}; value {}",
      format_translated_plural("{} edge", "{} edges", edges_.size(), edges_.size()),
      format_translated_plural("{} vertex", "{} vertices", fused_, fused_),
      format_translated_plural("{} bridge", "{} bridges", bridges_, bridges_),
      format_translated_plural("{} loop", "{} loops", loops, loops), value_);
}

Move Hackenbush::parse_move(std::string_view raw) const {
  std::string text;
  for (const char c : raw) {
    if (c != ' ' && c != '\t' && c != '\r' && c != '\n') text += c;
  }
  if (text.empty()) throw ParseError(translate("no move given"), 0);
  const std::size_t hash = text.find('#');
  const std::string edge = text.substr(0, hash);
  if (!looks_like_edge(edge, EdgeStyle::undirected)) {
    throw ParseError(
        format_translated("'{}' is not a move: name the edge to cut, e.g. '{}' (or 'a-b#2' for the "
                          "second of the edges joining a and b)",
                          printable_token(raw), edges_.empty() ? "ground-a" : edge_text(0)),
        0);
  }
  const std::uint64_t copy =
      hash == std::string::npos
          ? 1
          : move_text::number(std::string_view(text).substr(hash + 1), translate("a copy number"));
  const EdgeList named = parse_edge_text(edge, "the move", EdgeStyle::undirected,
                                         EdgeListLimits{.vertices = 2, .edges = 1});
  const auto vertex = [&](const std::string& name) {
    const auto found = std::find(names_.begin(), names_.end(), name);
    if (found == names_.end()) {
      throw RuleError(format_translated("'{}' is not a vertex of the picture (or has fallen)",
                                        printable_token(name)));
    }
    return static_cast<std::uint32_t>(found - names_.begin());
  };
  const std::uint32_t a = vertex(named.names[named.edges[0].first]);
  const std::uint32_t b = vertex(named.names[named.edges[0].second]);
  std::uint64_t seen = 0;
  for (std::size_t e = 0; e < edges_.size(); ++e) {
    const auto [x, y] = edges_[e];
    if (((x == a && y == b) || (x == b && y == a)) && ++seen == copy) return move_of(e);
  }
  if (seen == 0)
    throw RuleError(format_translated("no edge joins {} and {}", names_[a], names_[b]));
  throw RuleError(format_translated("there is no edge {}#{}: {} edges join {} and {}", edge, copy,
                                    seen, names_[a], names_[b]));
}

std::string Hackenbush::notation_help() const {
  return translate(
      "  A-B  or  A-B#2    Hackenbush: cut the edge A-B (#2: the second of the edges joining A and "
      "B), "
      "e.g. 'ground-a'\n");
}

std::vector<std::string> Hackenbush::picture() const {
  constexpr std::size_t kEdgesPerLine = 8;
  constexpr std::size_t kMostLines = 6;
  if (edges_.empty()) return {translate("nothing stands on the ground")};
  std::vector<std::string> lines;
  for (std::size_t e = 0; e < edges_.size(); ++e) {
    if (e % kEdgesPerLine == 0) {
      if (lines.size() == kMostLines) {
        lines.push_back(format_translated("... ({} edges in all)", edges_.size()));
        break;
      }
      lines.emplace_back();
    }
    lines.back() += (e % kEdgesPerLine == 0 ? "" : "  ") + notation(Move{0, e, 0, {}});
  }
  return lines;
}

namespace {

// Where to draw each vertex: in layers by distance from the ground, the
// ground at the bottom. The breadth-first search from the ground (edges in
// their order) makes a tree, each vertex the child of the one that found
// it; each vertex gets a slot as wide as the leaves of its subtree, its
// children share it out in order, and the vertex stands in its middle, so
// that no two slots of a layer overlap. The other edges (cycles) are drawn
// across the tree.
std::vector<std::pair<std::uint64_t, std::uint64_t>> layered_layout(std::size_t vertex_count,
                                                                    const Edges& edges,
                                                                    std::uint32_t ground) {
  std::vector<std::vector<std::uint32_t>> adjacent(vertex_count);
  for (const auto& [a, b] : edges) {
    if (a == b) continue;
    adjacent[a].push_back(b);
    adjacent[b].push_back(a);
  }
  constexpr std::size_t kUnreached = std::numeric_limits<std::size_t>::max();
  std::vector<std::size_t> layer(vertex_count, kUnreached);
  std::vector<std::vector<std::uint32_t>> children(vertex_count);
  std::vector<std::uint32_t> order{ground};  // breadth first
  layer[ground] = 0;
  for (std::size_t next = 0; next < order.size(); ++next) {
    const std::uint32_t v = order[next];
    for (const std::uint32_t w : adjacent[v]) {
      if (layer[w] != kUnreached) continue;
      layer[w] = layer[v] + 1;
      children[v].push_back(w);
      order.push_back(w);
    }
  }
  std::vector<std::uint64_t> width(vertex_count, 1);
  for (std::size_t i = order.size(); i-- > 0;) {
    const std::uint32_t v = order[i];
    std::uint64_t leaves = 0;
    for (const std::uint32_t child : children[v]) leaves += width[child];
    width[v] = std::max<std::uint64_t>(leaves, 1);
  }
  // Slots in half steps, so that a vertex over an even number of leaves
  // stands between them.
  std::vector<std::uint64_t> slot(vertex_count, 0);
  std::vector<std::uint64_t> x(vertex_count, 0);
  std::size_t top = 0;
  for (const std::uint32_t v : order) {
    x[v] = (2 * slot[v] + width[v] - 1) * kLayoutStep / 2;
    std::uint64_t left = slot[v];
    for (const std::uint32_t child : children[v]) {
      slot[child] = left;
      left += width[child];
    }
    top = std::max(top, layer[v]);
  }
  std::vector<std::pair<std::uint64_t, std::uint64_t>> points;
  for (std::size_t v = 0; v < vertex_count; ++v)
    points.emplace_back(x[v], static_cast<std::uint64_t>(top - layer[v]) * kLayoutStep);
  return points;
}

}  // namespace

std::optional<Board> Hackenbush::drawn_board() const {
  if (names_.size() > kMaxBoardVertices || edges_.size() > kMaxBoardEdges) return std::nullopt;
  const std::vector<std::pair<std::uint64_t, std::uint64_t>> points =
      layered_layout(names_.size(), edges_, ground_);
  const auto [width, height] = layout_extent(points);
  UndirectedGraphBoard board;
  board.width = width;
  board.height = height;
  board.ground = ground_;
  for (std::size_t v = 0; v < names_.size(); ++v)  // a vertex is no move
    board.vertices.push_back({names_[v], points[v].first, points[v].second, ""});
  for (std::size_t e = 0; e < edges_.size(); ++e) {
    board.edges.push_back({edges_[e].first, edges_[e].second, notation(move_of(e))});
  }
  return board;
}

// ------------------------------------------------------------------ family --

Family hackenbush_family(bool allow_files) {
  return {
      "hackenbush",
      "Green Hackenbush: cut an edge; what no longer reaches the ground falls",
      "hackenbush(A-B, B-C, ...)   the picture of these edges; the ground is the vertex 'ground'\n"
      "hackenbush(FILE)            the edges of FILE, one a line, 'a -- b' or 'a - b'\n"
      "Each parameter is an edge 'a-b' (or 'a--b') or a vertex alone; names are\n"
      "letters, digits and '_'. Parallel edges and loops are allowed. A move cuts one\n"
      "edge, and every edge no longer joined to the ground falls with it; edges not\n"
      "joined to the ground at the start have fallen already. The last player to\n"
      "move wins. The value comes from the fusion principle (a cycle fuses to one\n"
      "vertex, its edges loops worth *1) and the colon principle (a picture of\n"
      "value v on one edge is worth v+1). 'hackenbush(ground)' is the empty picture.\n"
      "Moves name the edge cut: 'a-b', or 'a-b#2' for the second of parallel edges.\n"
      "At most 4096 edges.\n"
      "Example: grundy solve 'hackenbush(ground-a, a-b, b-ground, b-c)'",
      [allow_files](const ComponentText& text) -> ComponentPtr {
        const std::vector<Token>& parameters =
            require_parameters(text, "hackenbush(ground-a, a-b)");
        forbid_numbers(text, "hackenbush(ground-a, a-b)");
        const Token& first = parameters.front();
        const bool file = parameters.size() == 1 &&
                          !looks_like_edge(first.text, EdgeStyle::undirected) &&
                          first.text != Hackenbush::kGround;
        if (!file)
          return std::make_shared<Hackenbush>(read_edge_tokens(parameters, EdgeStyle::undirected));
        if (!allow_files) {
          throw RuleError(format_translated(
              "'{}' at column {}: files are not read here; write the edges in the "
              "parentheses, e.g. 'hackenbush(ground-a, a-b)'",
              printable_token(first.text, 200), first.column));
        }
        // A file stops at the picture's limit; its vertices at the ends of
        // that many edges and the ground (more can only be lone vertices).
        return std::make_shared<Hackenbush>(
            read_edge_file(first.text, EdgeStyle::undirected,
                           EdgeListLimits{.vertices = 2 * Hackenbush::kMaxEdges + 1,
                                          .edges = Hackenbush::kMaxEdges}));
      },
      "hackenbush(ground-a, a-b, b-ground, b-c)",
  };
}

}  // namespace grundy

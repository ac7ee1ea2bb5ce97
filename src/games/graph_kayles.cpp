#include "grundy/graph_kayles.hpp"

#include <algorithm>
#include <bit>
#include <cctype>
#include <map>

#include "core/move_text.hpp"
#include "grundy/compute_limits.hpp"
#include "grundy/deadline.hpp"
#include "grundy/errors.hpp"
#include "grundy/family_reason.hpp"
#include "grundy/translate.hpp"

namespace grundy {
namespace {

std::string names_of(const SimpleGraph& graph, VertexSet vertices) {
  std::string text;
  for (const std::string& name : names_in_order(graph, vertices))
    text += (text.empty() ? "" : ", ") + name;
  return text;
}

std::string_view trimmed(std::string_view text) {
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front())) != 0)
    text.remove_prefix(1);
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back())) != 0)
    text.remove_suffix(1);
  return text;
}

}  // namespace

std::vector<VertexSet> NodeKaylesRules::options(VertexSet part) const {
  std::vector<VertexSet> found;
  for (VertexSet left = part; left != 0; left &= left - 1)
    found.push_back(part & ~graph_->closed_neighbourhood(lowest_vertex(left)));
  std::sort(found.begin(), found.end());
  found.erase(std::unique(found.begin(), found.end()), found.end());
  return found;
}

GraphKayles::GraphKayles(Kind kind, std::shared_ptr<const SimpleGraph> board, VertexSet left,
                         std::string whole, std::shared_ptr<NodeKaylesSearch> search)
    : kind_(kind),
      board_(std::move(board)),
      left_(left & board_->all()),
      whole_(std::move(whole)),
      search_(std::move(search)),
      parts_(connected_parts(*board_, left_)) {}

std::string GraphKayles::family() const {
  return kind_ == Kind::node ? "node-kayles" : "arc-kayles";
}

std::string GraphKayles::part_text(VertexSet part) const {
  if (part == 0) return family() + "(empty)";
  return family() + "(" +
         (kind_ == Kind::node ? induced_text(*board_, part) : names_of(*board_, part)) + ")";
}

std::string GraphKayles::canonical() const {
  if (left_ == board_->all() && !whole_.empty()) return family() + "(" + whole_ + ")";
  return part_text(left_);
}

std::size_t GraphKayles::number_count() const {
  return static_cast<std::size_t>(std::popcount(left_));
}

Nimber GraphKayles::value_of(VertexSet left) const {
  try {
    return search_->value(left);
  } catch (const LimitError& error) {
    throw LimitError(
        format_translated("{} on {} vertices: {}", family(), std::popcount(left_), error.what()));
  }
}

Nimber GraphKayles::grundy_value() const {
  if (!value_) value_ = value_of(left_);
  return *value_;
}

Move GraphKayles::make_move(std::size_t vertex) const {
  return Move{
      0,
      vertex,
      static_cast<std::uint64_t>(std::popcount(left_ & board_->closed_neighbourhood(vertex))),
      {}};
}

void GraphKayles::moves_to_value(Nimber own_value, Nimber target, const MoveVisitor& visit) const {
  (void)own_value;
  for (VertexSet left = left_; left != 0; left &= left - 1) {
    const std::size_t vertex = lowest_vertex(left);
    if (value_of(left_ & ~board_->closed_neighbourhood(vertex)) == target &&
        !visit(make_move(vertex)))
      return;
  }
}

void GraphKayles::all_moves(const MoveVisitor& visit) const {
  for (VertexSet left = left_; left != 0; left &= left - 1) {
    if (!visit(make_move(lowest_vertex(left)))) return;
  }
}

std::string GraphKayles::notation(const Move& move) const { return board_->name(move.heap); }

std::string GraphKayles::describe(const Move& move) const {
  const VertexSet with = board_->neighbours(move.heap) & left_;
  if (kind_ == Kind::node) {
    if (with == 0)
      return format_translated("take vertex {} (it has no neighbours left)",
                               board_->name(move.heap));
    return format_translated("take vertex {} with its neighbours {}", board_->name(move.heap),
                             names_of(*board_, with));
  }
  if (with == 0)
    return format_translated("take edge {} (no edge touches it)", board_->name(move.heap));
  return format_translated("take edge {} with the edges touching it: {}", board_->name(move.heap),
                           names_of(*board_, with));
}

std::shared_ptr<const Component> GraphKayles::after(const Move& move) const {
  return std::make_shared<GraphKayles>(
      kind_, board_, left_ & ~board_->closed_neighbourhood(move.heap), whole_, search_);
}

std::vector<ValueRow> GraphKayles::value_rows(std::size_t limit) const {
  std::vector<ValueRow> rows;
  if (parts_.empty()) return {{translate("the graph"), part_text(0), 0}};
  for (std::size_t i = 0; i < parts_.size() && rows.size() < limit; ++i) {
    rows.push_back(
        {parts_.size() == 1 ? translate("the graph") : format_translated("part {}", i + 1),
         part_text(parts_[i]), value_of(parts_[i])});
  }
  return rows;
}

std::string GraphKayles::rule_title() const {
  return parts_.size() == 1 ? translate("the graphs the moves leave") : Component::rule_title();
}

FamilyReason GraphKayles::family_reason() const {
  if (parts_.size() != 1) return Component::family_reason();
  // One line a value of the graphs left, with how many moves leave one and
  // the first of them. (Not "up to symmetry": without nauty, in WebAssembly,
  // isomorphic graphs are not always found alike, and the page's engine
  // must say what the command says.)
  struct Alike {
    std::size_t moves = 0;
    std::size_t vertex = 0;  // the first move
    VertexSet left = 0;
  };
  std::map<Nimber, Alike> by_value;
  const auto moves = static_cast<std::size_t>(std::popcount(left_));  // a move a vertex left
  for (VertexSet rest = left_; rest != 0; rest &= rest - 1) {
    check_deadline();
    const std::size_t vertex = lowest_vertex(rest);
    const VertexSet left = left_ & ~board_->closed_neighbourhood(vertex);
    Alike& alike = by_value[value_of(left)];
    if (alike.moves++ == 0) {
      alike.vertex = vertex;
      alike.left = left;
    }
  }
  FamilyReason reason;
  reason.rule = "graphs_left";
  reason.title = rule_title();
  reason.lines.push_back(sentence_case(format_translated_plural(
      "the only move leaves a smaller graph, whose connected parts add by the nim-sum",
      "each of the {} moves leaves a smaller graph, whose connected parts add by the nim-sum",
      moves, moves)));
  std::vector<std::pair<std::uint64_t, std::uint64_t>> counted;  // (value, moves)
  for (const auto& [value, alike] : by_value) {
    counted.emplace_back(value, alike.moves);
    const std::size_t left = static_cast<std::size_t>(std::popcount(alike.left));
    const std::size_t parts = connected_parts(*board_, alike.left).size();
    std::string what;
    if (alike.left == 0) {
      what = translate("nothing is left");
    } else {
      what = format_translated(
          "{} {}",
          kind_ == Kind::node
              ? format_translated_plural("{} vertex left", "{} vertices left", left, left)
              : format_translated_plural("{} edge left", "{} edges left", left, left),
          format_translated_plural("in {} part", "in {} parts", parts, parts));
    }
    reason.lines.push_back(sentence_case(format_translated_plural(
        "G = {}: {} move, {} ({})", "G = {}: {} moves, e.g. {} ({})", alike.moves, value,
        alike.moves, board_->name(alike.vertex), what)));
  }
  reason.lines.push_back(sentence_case(format_translated(
      "G = {}, the smallest value that none of the graphs left has (the mex)", grundy_value())));
  reason.numbers.push_back({"moves_by_value", std::move(counted)});
  return reason;
}

std::size_t GraphKayles::value_row_count() const { return std::max<std::size_t>(parts_.size(), 1); }

std::shared_ptr<const Component> GraphKayles::row_alone(std::size_t row) const {
  if (parts_.size() < 2 || row >= parts_.size()) return nullptr;
  return std::make_shared<GraphKayles>(kind_, board_, parts_[row], "", search_);
}

Move GraphKayles::parse_move(std::string_view text) const {
  const std::string_view move = trimmed(text);
  std::optional<std::size_t> vertex = board_->find(move);
  if (!vertex && kind_ == Kind::arc) {
    // An edge may be written either way round, with "-" or "--".
    const std::size_t dash = move.find('-');
    if (dash != std::string_view::npos) {
      const std::string_view from = trimmed(move.substr(0, dash));
      std::string_view to = move.substr(dash + 1);
      if (!to.empty() && to.front() == '-') to.remove_prefix(1);
      to = trimmed(to);
      vertex = board_->find(std::string(from) + "-" + std::string(to));
      if (!vertex) vertex = board_->find(std::string(to) + "-" + std::string(from));
    }
  }
  if (!vertex) {
    throw RuleError(
        kind_ == Kind::node
            ? format_translated("'{}' is not a vertex of this graph", printable_token(move))
            : format_translated("'{}' is not an edge of this graph (write an edge a-b)",
                                printable_token(move)));
  }
  if ((left_ >> *vertex & 1) == 0) {
    throw RuleError(kind_ == Kind::node
                        ? format_translated("vertex {} is gone already", board_->name(*vertex))
                        : format_translated("edge {} is gone already", board_->name(*vertex)));
  }
  return make_move(*vertex);
}

std::string GraphKayles::notation_help() const {
  return kind_ == Kind::node ? translate("  a vertex's name (c): takes it and its neighbours\n")
                             : translate("  an edge (a-b): takes it and the edges touching it\n");
}

std::vector<std::string> GraphKayles::picture() const {
  std::vector<std::string> lines;
  if (parts_.empty()) return {translate("(no vertices left)")};
  for (const VertexSet part : parts_) {
    if (lines.size() == 12) {
      lines.push_back(format_translated_plural("... and {} more part", "... and {} more parts",
                                               parts_.size() - 12, parts_.size() - 12));
      break;
    }
    lines.push_back(kind_ == Kind::node ? induced_text(*board_, part) : names_of(*board_, part));
  }
  return lines;
}

std::optional<Board> GraphKayles::drawn_board() const {
  // Arc-Kayles is played on the line graph, but drawn as the graph whose
  // edges its vertices are: a click on an edge takes it.
  const bool as_edges = kind_ == Kind::arc && board_->edges_of() != nullptr;
  const SimpleGraph& drawn = as_edges ? *board_->edges_of() : *board_;
  const std::vector<std::pair<std::uint64_t, std::uint64_t>> layout = drawn.layout();
  const std::vector<std::pair<std::uint32_t, std::uint32_t>> edges = drawn.edges();
  // The vertices drawn: those left, or the ends of the edges left.
  VertexSet shown = left_;
  if (as_edges) {
    shown = 0;
    for (VertexSet left = left_; left != 0; left &= left - 1) {
      const auto [a, b] = edges.at(lowest_vertex(left));
      shown |= VertexSet{1} << a | VertexSet{1} << b;
    }
  }
  const auto [width, height] = layout_extent(layout);
  UndirectedGraphBoard board;
  board.width = width;
  board.height = height;
  std::vector<std::size_t> index(drawn.size(), 0);  // vertex -> its place on the board
  for (VertexSet left = shown; left != 0; left &= left - 1) {
    const std::size_t v = lowest_vertex(left);
    index[v] = board.vertices.size();
    board.vertices.push_back({drawn.name(v), layout.at(v).first, layout.at(v).second,
                              as_edges ? "" : notation(make_move(v))});
  }
  for (std::size_t e = 0; e < edges.size(); ++e) {
    const auto [a, b] = edges[e];
    const bool in_play =
        as_edges ? (left_ >> e & 1) != 0 : (shown >> a & 1) != 0 && (shown >> b & 1) != 0;
    if (!in_play) continue;
    board.edges.push_back({index[a], index[b], as_edges ? notation(make_move(e)) : ""});
  }
  return board;
}

std::vector<Family> graph_kayles_families(const ComputeLimits& limits, bool allow_files) {
  const MemoryBudget budget = limits.search_memory;
  const auto make = [budget, allow_files](GraphKayles::Kind kind) {
    return [budget, allow_files, kind](const ComponentText& text) -> ComponentPtr {
      const std::vector<Token>& parameters =
          require_parameters(text, kind == GraphKayles::Kind::node ? "node-kayles(petersen)"
                                                                   : "arc-kayles(grid(3,4))");
      forbid_numbers(
          text, kind == GraphKayles::Kind::node ? "node-kayles(a-b, b-c)" : "arc-kayles(cycle(5))");
      const SimpleGraph graph = SimpleGraph::from_parameters(parameters, allow_files);
      // A named graph or a file is written back as it was given.
      const bool written_out =
          parameters.size() > 1 || (!SimpleGraph::named(parameters[0].text, parameters[0].column) &&
                                    (looks_like_edge(parameters[0].text, EdgeStyle::undirected) ||
                                     is_vertex_name(parameters[0].text)));
      const std::string whole = written_out ? "" : parameters[0].text;
      auto board = std::make_shared<const SimpleGraph>(
          kind == GraphKayles::Kind::node ? graph : graph.line_graph());
      auto search = std::make_shared<NodeKaylesSearch>(NodeKaylesRules(board), budget);
      return std::make_shared<GraphKayles>(kind, board, board->all(), whole, std::move(search));
    };
  };
  const std::string graphs =
      "GRAPH is a named graph: path(n), cycle(n), grid(r,c) (vertices a1, b1, ...),\n"
      "complete(n), star(n) (centre 0), petersen (o1..o5 outside, i1..i5 inside),\n"
      "empty; or its edges written out, a-b, b-c (a lone name is a vertex without\n"
      "edges); or a file of edges 'a -- b', one a line.";
  // The limits are SimpleGraph's (docs/hardening.md, "Every limit"):
  // Node-Kayles counts vertices; Arc-Kayles counts edges, the vertices of its
  // line graph, and the graph itself (which the page draws) is a SimpleGraph
  // too, of at most 64 vertices.
  return {
      {"node-kayles", "Kayles on a graph: take a vertex, and its neighbours go with it",
       "node-kayles(GRAPH)   a move takes one vertex; its neighbours are removed with it\n" +
           graphs +
           " At most 64 vertices,\nwith any edges between them. On a path of n vertices this "
           "is Dawson's chess\n(octal 0.137). A move is the vertex's name.\n"
           "Example: grundy solve 'node-kayles(petersen)'",
       make(GraphKayles::Kind::node), "node-kayles(path(5))"},
      {"arc-kayles",
       "Kayles on the edges of a graph: take an edge, and the edges touching it go with it",
       "arc-kayles(GRAPH)   a move takes one edge; every edge sharing an end with it goes too\n" +
           graphs +
           " At most 64 edges,\non at most 64 vertices. On a path of n + 1 vertices this is "
           "Dawson's chess on n\n(octal 0.137). A move is the edge, a-b.\n"
           "Example: grundy solve 'arc-kayles(grid(3,4))'",
       make(GraphKayles::Kind::arc), "arc-kayles(cycle(5))"},
  };
}

}  // namespace grundy

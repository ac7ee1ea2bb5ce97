// Undirected graphs of up to 64 vertices, the boards of Node-Kayles and
// Arc-Kayles: each vertex's neighbours are one 64-bit set, so that removing a
// vertex and its neighbours, or finding the connected parts, is a few word
// operations. Canonical forms (the same for every relabelling of a graph)
// come from nauty (McKay and Piperno).
#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "grundy/edge_list.hpp"
#include "grundy/family.hpp"

namespace grundy {

// A set of vertices: bit v for vertex v.
using VertexSet = std::uint64_t;

// The lowest vertex of a non-empty set (of a board's cells too, which are
// sets of the same kind).
inline std::size_t lowest_vertex(VertexSet set) noexcept {
  return static_cast<std::size_t>(std::countr_zero(set));
}

class SimpleGraph {
 public:
  static constexpr std::size_t kMaxVertices = 64;

  // From names and edges (indices into `names`). A repeated edge counts once;
  // a loop is a RuleError, more than kMaxVertices vertices a LimitError.
  SimpleGraph(std::vector<std::string> names,
              const std::vector<std::pair<std::uint32_t, std::uint32_t>>& edges);

  // A named graph, or nullopt when `text` names none:
  //   path(n)      vertices 1 .. n in a row
  //   cycle(n)     the same and an edge from n back to 1 (n >= 3)
  //   grid(r,c)    r rows of c vertices, named a1, b1, ... (column letter, row number)
  //   complete(n)  every two of 1 .. n joined
  //   star(n)      a centre 0 joined to leaves 1 .. n
  //   petersen     the Petersen graph: outer cycle o1..o5, inner pentagram i1..i5
  //   empty        no vertices (what is left when every vertex has gone)
  // A malformed size is a ParseError at `column`.
  static std::optional<SimpleGraph> named(std::string_view text, std::size_t column);

  // The graph written in an expression's parameters: one parameter naming a
  // graph (above), or edges "a-b" and lone vertex names, or a file (only when
  // `allow_files`; otherwise a RuleError). The text of a file is read now.
  static SimpleGraph from_parameters(const std::vector<Token>& parameters, bool allow_files);

  std::size_t size() const noexcept { return names_.size(); }
  VertexSet all() const noexcept {
    return size() == 64 ? ~VertexSet{0} : (VertexSet{1} << size()) - 1;
  }
  const std::string& name(std::size_t vertex) const { return names_.at(vertex); }
  std::optional<std::size_t> find(std::string_view name) const;
  VertexSet neighbours(std::size_t vertex) const { return neighbours_.at(vertex); }
  // The vertex and its neighbours.
  VertexSet closed_neighbourhood(std::size_t vertex) const {
    return neighbours_.at(vertex) | (VertexSet{1} << vertex);
  }
  // Each edge once as (u, v) with u < v, ordered by u then v.
  std::vector<std::pair<std::uint32_t, std::uint32_t>> edges() const;

  // The line graph: a vertex "a-b" for each edge (the ends in name order),
  // two joined when their edges share an end. More than kMaxVertices edges is a LimitError.
  SimpleGraph line_graph() const;

  // Where to draw each vertex, (x, y) with y downwards, from (0, 0), neighbours
  // about kLayoutStep apart (board.hpp): a named graph in its shape (a
  // path in rows of ten, a grid on its grid, a cycle, a complete graph and a
  // star's leaves on a circle, the Petersen graph as a pentagon around a
  // pentagram); any other graph on a circle, its vertices in their order.
  std::vector<std::pair<std::uint64_t, std::uint64_t>> layout() const;
  // For a line graph, the graph whose edges its vertices are (vertex e is
  // edges()[e] there), which a picture draws instead; otherwise nullptr.
  const SimpleGraph* edges_of() const noexcept { return edges_of_.get(); }

 private:
  std::vector<std::string> names_;
  std::vector<VertexSet> neighbours_;
  std::vector<std::pair<std::uint64_t, std::uint64_t>> layout_;  // a named graph's; empty: a circle
  std::shared_ptr<const SimpleGraph> edges_of_;
};

// The name of the cell (or grid vertex) in row `row` and column `column`
// (from 0) of a board `columns` wide: a column letter and a row number from
// 1 ("a1" at the top left), or "r1c27" on boards wider than 26.
std::string grid_cell_name(std::size_t row, std::size_t column, std::size_t columns);

// The connected parts of the subgraph that `vertices` induce, each as a set,
// ordered by their lowest vertex.
std::vector<VertexSet> connected_parts(const SimpleGraph& graph, VertexSet vertices);

// The canonical form of the subgraph that `vertices` induce: equal for two
// vertex sets exactly when their subgraphs are isomorphic. Bytes: the vertex
// count, then the canonical adjacency rows. (Built without nauty, for
// WebAssembly, equal forms are still isomorphic, but not always the other
// way round.)
std::string canonical_form(const SimpleGraph& graph, VertexSet vertices);

// The edges of the subgraph that `vertices` induce and its lone vertices, as
// an expression's parameters: "a-b, b-c, d", ordered by the names (digits as
// numbers), so that the text does not depend on how the vertices are numbered.
std::string induced_text(const SimpleGraph& graph, VertexSet vertices);

// The names of `vertices` in that order.
std::vector<std::string> names_in_order(const SimpleGraph& graph, VertexSet vertices);

}  // namespace grundy

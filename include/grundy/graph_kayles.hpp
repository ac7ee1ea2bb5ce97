// Node-Kayles and Arc-Kayles: Kayles played on an undirected graph.
//
//   node-kayles(GRAPH)   a move takes a vertex, which goes with its neighbours
//   arc-kayles(GRAPH)    a move takes an edge, which goes with every edge touching it
//
// GRAPH is a named graph (path(7), cycle(6), grid(4,5), complete(5), star(4),
// petersen), edges written in the position (a-b, b-c, c-a; a lone name is a
// vertex without edges), or a file of edges "a -- b", one a line (the format
// of graph(FILE), edges undirected). On a path of n vertices Node-Kayles is
// Dawson's chess (octal 0.137), and so is Arc-Kayles on a path of n + 1.
//
// Arc-Kayles on a graph is Node-Kayles on its line graph (a vertex for each
// edge, joined when the edges touch), and is played that way here. Values
// come from the component-splitting search (component_search.hpp): the parts
// of a graph are its connected components, valued once per isomorphism class
// (nauty's canonical labelling).
#pragma once

#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "grundy/component.hpp"
#include "grundy/component_search.hpp"
#include "grundy/family.hpp"
#include "grundy/simple_graph.hpp"

namespace grundy {

struct ComputeLimits;  // compute_limits.hpp

// The rules for the search: a position is a set of vertices left.
class NodeKaylesRules {
 public:
  using Position = VertexSet;
  using Key = std::string;

  explicit NodeKaylesRules(std::shared_ptr<const SimpleGraph> graph) : graph_(std::move(graph)) {}

  std::vector<VertexSet> split(VertexSet vertices) const {
    return connected_parts(*graph_, vertices);
  }
  std::string key(VertexSet part) const { return canonical_form(*graph_, part); }
  // Taking each vertex; vertices with the same neighbours leave the same
  // position, which is listed once.
  std::vector<VertexSet> options(VertexSet part) const;
  std::size_t entry_bytes(const std::string& key) const {
    return key.capacity() + 32 + kTableEntryOverhead;
  }

 private:
  std::shared_ptr<const SimpleGraph> graph_;
};

using NodeKaylesSearch = ComponentSearch<NodeKaylesRules>;

class GraphKayles final : public Component {
 public:
  enum class Kind { node, arc };

  // `board`: the graph played on (for Arc-Kayles, the line graph, whose
  // vertices are named "a-b"); `left`: its vertices still in play; `whole`:
  // how the parameters were written when every vertex is left (a named graph
  // or a file), "" to write the edges.
  GraphKayles(Kind kind, std::shared_ptr<const SimpleGraph> board, VertexSet left,
              std::string whole, std::shared_ptr<NodeKaylesSearch> search);

  Kind kind() const noexcept { return kind_; }
  VertexSet left() const noexcept { return left_; }
  const SimpleGraph& board() const noexcept { return *board_; }

  std::string family() const override;
  std::string canonical() const override;
  std::size_t number_count() const override;
  Nimber grundy_value() const override;
  // Move.heap: the vertex (or edge) taken; Move.taken: how many go with it.
  void moves_to_value(Nimber own_value, Nimber target, const MoveVisitor& visit) const override;
  void all_moves(const MoveVisitor& visit) const override;
  std::string notation(const Move& move) const override;
  std::string describe(const Move& move) const override;
  std::shared_ptr<const Component> after(const Move& move) const override;
  // One row for each connected part: the value is the nim-sum of theirs.
  std::vector<ValueRow> value_rows(std::size_t limit) const override;
  std::size_t value_row_count() const override;
  std::shared_ptr<const Component> row_alone(std::size_t row) const override;
  Move parse_move(std::string_view text) const override;
  std::string notation_help() const override;
  std::vector<std::string> picture() const override;
  // The graph as laid out whole (UndirectedGraphBoard), with what is
  // left of it: Node-Kayles its vertices, a click taking one; Arc-Kayles the
  // ends of its edges, a click on an edge taking it.
  std::optional<Board> drawn_board() const override;
  // A graph that falls apart: its parts (Component's). A connected graph:
  // the graphs its moves leave, up to symmetry, with their values.
  FamilyReason family_reason() const override;
  std::string rule_title() const override;

 private:
  Nimber value_of(VertexSet left) const;
  Move make_move(std::size_t vertex) const;
  std::string part_text(VertexSet part) const;

  Kind kind_;
  std::shared_ptr<const SimpleGraph> board_;
  VertexSet left_;
  std::string whole_;
  std::shared_ptr<NodeKaylesSearch> search_;
  mutable std::optional<Nimber> value_;
  std::vector<VertexSet> parts_;
};

// Registry entries: node-kayles and arc-kayles. Files are read only when
// `allow_files` (not for a server's clients).
std::vector<Family> graph_kayles_families(const ComputeLimits& limits, bool allow_files);

}  // namespace grundy

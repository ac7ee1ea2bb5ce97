// Green Hackenbush (Berlekamp, Conway and Guy, Winning Ways, ch. 7): a
// picture made of edges, some of them standing on the ground. A move cuts
// one edge; every edge no longer joined to the ground through the edges
// left falls away with it. Whoever cannot move (the picture is gone) loses.
// The graph may have parallel edges and loops.
//
//   hackenbush(ground-a, a-b, b-ground, b-c)   the edges written inline
//   hackenbush(FILE)                           the edges of a file, "a -- b" or "a - b" a line
//
// The value is found without search, in time linear in the edges:
//
// - The fusion principle (Winning Ways, ch. 7, "the fusion principle"):
//   the vertices of a cycle may be fused into one without changing the
//   value, each edge joining two of them becoming a loop. So each
//   2-edge-connected component (the vertices joined by two edge-disjoint
//   paths) fuses to one vertex, all its edges loops, and the graph becomes
//   a tree of these vertices joined by the bridges.
// - A loop is worth *1 (cutting it leaves nothing), so the loops of one
//   vertex are worth the parity of their number.
// - The colon principle: a picture of value v standing on one edge is worth
//   v + 1 (ordinary addition), as a stalk of v edges on that edge would be.
//   Branches at a vertex add by nim-addition.
//
// Hence, over the tree of fused components rooted at the ground's:
//   value(node) = (its loops mod 2) XOR (XOR over children c of (value(c) + 1)).
//
// The ground is the vertex named `ground`. Edges that are not joined to the
// ground to begin with have fallen already: the position holds only the
// edges joined to the ground, in the order written.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "grundy/component.hpp"
#include "grundy/edge_list.hpp"

namespace grundy {

class Hackenbush final : public Component {
 public:
  // The most edges a picture may have (every winning move is found by one
  // linear pass per edge, so the work grows with the square of this).
  static constexpr std::size_t kMaxEdges = 4096;
  // The name of the ground vertex.
  static constexpr std::string_view kGround = "ground";

  // The edges of `graph` that are joined to the vertex named "ground", in
  // their order. RuleError when no vertex is named "ground" or an edge names
  // a vertex not in `graph.names`; LimitError past kMaxEdges edges.
  explicit Hackenbush(const EdgeList& graph);

  // The vertices that the edges touch, the ground among them (first when
  // there are no edges).
  const std::vector<std::string>& names() const noexcept { return names_; }
  // The edges joined to the ground, as indices into names(), in the order written.
  const std::vector<std::pair<std::uint32_t, std::uint32_t>>& edges() const noexcept {
    return edges_;
  }
  std::uint32_t ground() const noexcept { return ground_; }

  std::string family() const override { return "hackenbush"; }
  // "hackenbush(ground-a, a-b)", or "hackenbush(ground)" when no edge is left.
  std::string canonical() const override;
  // The first `max_numbers` edges and the count, e.g. "hackenbush(ground-a, ... (40 edges in
  // all))".
  std::string abbreviated(std::size_t max_numbers) const override;
  // The edges.
  std::size_t number_count() const override { return edges_.size(); }
  Nimber grundy_value() const override { return value_; }
  // Move.heap: the index of the edge cut in edges(); Move.taken: how many
  // edges go (the one cut and those that fall); Move.result: empty.
  // Each edge's option is valued by the same linear pass, so this takes
  // time quadratic in the edges.
  void moves_to_value(Nimber own_value, Nimber target, const MoveVisitor& visit) const override;
  // Every edge, in order.
  void all_moves(const MoveVisitor& visit) const override;
  // "a-b" for the edge, "a-b#2" for the second of the parallel edges joining
  // a and b (in the order of edges()), and so on.
  std::string notation(const Move& move) const override;
  // "cut a-b: 2 more edges fall".
  std::string describe(const Move& move) const override;
  std::shared_ptr<const Component> after(const Move& move) const override;
  // One row: the whole picture.
  std::vector<ValueRow> value_rows(std::size_t limit) const override;
  std::size_t value_row_count() const override { return 1; }
  // Fusion and colon principles, with this picture's counts.
  std::string value_rule() const override;
  std::string rule_title() const override;
  // notation() as printed, also "b-a", "a--b", "a-b#1", spacing free.
  Move parse_move(std::string_view text) const override;
  std::string notation_help() const override;
  // The edges, a few to a line, and how many stand on the ground.
  std::vector<std::string> picture() const override;
  // The picture (UndirectedGraphBoard) in layers by distance from
  // the ground, which is drawn at the bottom; a click on an edge cuts it.
  // Pictures of more than kMaxBoardVertices vertices or kMaxBoardEdges edges
  // are not drawn.
  std::optional<Board> drawn_board() const override;

 private:
  // The edge as written, "a-b".
  std::string edge_text(std::size_t edge) const;
  // Which of the parallel edges joining the same two vertices `edge` is, from 1.
  std::size_t copy_number(std::size_t edge) const;
  Move move_of(std::size_t edge) const;

  std::vector<std::string> names_;
  std::vector<std::pair<std::uint32_t, std::uint32_t>> edges_;
  std::uint32_t ground_ = 0;
  Nimber value_ = 0;
  // For each edge, how many edges go when it is cut (itself included).
  std::vector<std::uint64_t> taken_;
  // For value_rule: the vertices left after fusion, and the bridges joining them.
  std::size_t fused_ = 0;
  std::size_t bridges_ = 0;
};

struct Family;
// The `hackenbush` entry of the family registry. With `allow_files` false,
// hackenbush(FILE) is refused (for a server, whose clients must not open its
// files); edges written inline are always accepted.
Family hackenbush_family(bool allow_files);

}  // namespace grundy

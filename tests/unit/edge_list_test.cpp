// The reader of graphs written as text (edge_list.hpp): its limits on
// vertices and edges are separate, and a refusal names the limit, the line
// and how far the text went past it.
#include "grundy/edge_list.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "grundy/errors.hpp"

namespace grundy {
namespace {

// The message of the LimitError that reading `text` within `limits` throws
// ("" when it throws none).
std::string edge_limit_message(const std::string& text, const EdgeListLimits& limits) {
  try {
    (void)parse_edge_text(text, "g.txt", EdgeStyle::undirected, limits);
  } catch (const LimitError& error) {
    return error.what();
  }
  return "";
}

TEST(EdgeList, VerticesAndEdgesHaveTheirOwnLimits) {
  // A triangle: 3 vertices, 3 edges. Many edges on few vertices pass a
  // vertex limit, and the other way round.
  const std::string triangle = "a -- b\nb -- c\nc -- a\n";
  EXPECT_EQ(parse_edge_text(triangle, "g.txt", EdgeStyle::undirected, {3, 3}).edges.size(), 3U);
  EXPECT_EQ(edge_limit_message(triangle, {.vertices = 3, .edges = 100}), "");
  EXPECT_EQ(edge_limit_message(triangle, {.vertices = 100, .edges = 3}), "");
  EXPECT_EQ(edge_limit_message(triangle, {.vertices = 2, .edges = 100}),
            "g.txt: line 2: 'c' would be vertex 3, past the limit of 2 vertices");
  EXPECT_EQ(edge_limit_message(triangle, {.vertices = 100, .edges = 2}),
            "g.txt: line 3: this edge would be edge 3, past the limit of 2 edges");
  // A lone vertex counts as a vertex, not as an edge.
  EXPECT_EQ(edge_limit_message("a -- b\nc\n", {.vertices = 2, .edges = 1}),
            "g.txt: line 2: 'c' would be vertex 3, past the limit of 2 vertices");
}

TEST(EdgeList, AnEdgePastTheLimitIsRefusedAsAnEdge) {
  // The third edge brings two new vertices too; it is refused for being an
  // edge too many, the limit it passes first.
  EXPECT_EQ(edge_limit_message("a -- b\nc -- d\ne -- f\n", {.vertices = 4, .edges = 2}),
            "g.txt: line 3: this edge would be edge 3, past the limit of 2 edges");
}

TEST(EdgeList, ParametersAreReadWhole) {
  // The parameters of an expression have no limit of their own: what they
  // make checks the count (simple_graph, hackenbush, game_graph).
  std::vector<Token> tokens;
  for (int v = 1; v <= 200; ++v)
    tokens.push_back(Token{"v" + std::to_string(v) + "-v" + std::to_string(v + 1), 0});
  const EdgeList list = read_edge_tokens(tokens, EdgeStyle::undirected);
  EXPECT_EQ(list.names.size(), 201U);
  EXPECT_EQ(list.edges.size(), 200U);
}

}  // namespace
}  // namespace grundy

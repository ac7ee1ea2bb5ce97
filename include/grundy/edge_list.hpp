// Graphs written as text: the edge lists of game graphs (graph(FILE),
// digraph(...)) and of the undirected graphs that Node-Kayles, Arc-Kayles and
// Green Hackenbush are played on.
//
// A file has one edge per line, a blank line, or a '#' comment; a line that
// holds one name declares a vertex. Names are letters, digits and '_' (case
// matters). A directed edge is written "a -> b"; an undirected one "a -- b"
// or "a - b". In an expression each parameter is one such line: "a->b",
// "a-b", or a lone vertex name.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "grundy/family.hpp"

namespace grundy {

enum class EdgeStyle {
  directed,    // "a -> b"
  undirected,  // "a -- b" or "a - b"
};

struct EdgeList {
  // The vertices in the order they first appear.
  std::vector<std::string> names;
  // The edges in the order written, as indices into `names`; repeated edges
  // and loops are kept (the caller decides what they mean).
  std::vector<std::pair<std::uint32_t, std::uint32_t>> edges;
};

// The most vertices and edges a reader keeps. Past either it stops, so that a
// huge file costs no more than the limit, with a LimitError that names the
// limit and the line where it was passed. A family states its own limit here
// (a Hackenbush picture: 4096 edges), so that the message names that number.
struct EdgeListLimits {
  std::size_t vertices = 0;
  std::size_t edges = 0;
};

// Whether a name is made of letters, digits and '_' (and not empty).
bool is_vertex_name(std::string_view text);

// Whether `text` is one edge in the given style, e.g. "a-b" or "a -> b".
bool looks_like_edge(std::string_view text, EdgeStyle style);

// Reads the file format. `source` names the text in messages: a mistake is a
// ParseError "SOURCE: line L, column C: ...", a vertex or an edge past
// `limits` a LimitError "SOURCE: line L: ... past the limit of N vertices".
EdgeList parse_edge_text(std::string_view text, const std::string& source, EdgeStyle style,
                         const EdgeListLimits& limits);

// Reads a file (InputError when it cannot be read), then parse_edge_text.
EdgeList read_edge_file(const std::string& path, EdgeStyle style, const EdgeListLimits& limits);

// Reads the parameters of an expression, each an edge or a vertex name; a
// mistake is a ParseError naming the parameter and its column. They are read
// whole, without a limit: they are in memory already, and what they make
// (a graph, a picture) checks its own limit against the count given.
EdgeList read_edge_tokens(const std::vector<Token>& tokens, EdgeStyle style);

}  // namespace grundy

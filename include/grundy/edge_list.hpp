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

// Whether a name is made of letters, digits and '_' (and not empty).
bool is_vertex_name(std::string_view text);

// Whether `text` is one edge in the given style, e.g. "a-b" or "a -> b".
bool looks_like_edge(std::string_view text, EdgeStyle style);

// Reads the file format. `source` names the text in messages: a mistake is a
// ParseError "SOURCE: line L, column C: ...". More than `max_size` vertices
// or edges is a LimitError.
EdgeList parse_edge_text(std::string_view text, const std::string& source, EdgeStyle style,
                         std::size_t max_size);

// Reads a file (InputError when it cannot be read), then parse_edge_text.
EdgeList read_edge_file(const std::string& path, EdgeStyle style, std::size_t max_size);

// Reads the parameters of an expression, each an edge or a vertex name; a
// mistake is a ParseError naming the parameter and its column.
EdgeList read_edge_tokens(const std::vector<Token>& tokens, EdgeStyle style, std::size_t max_size);

}  // namespace grundy

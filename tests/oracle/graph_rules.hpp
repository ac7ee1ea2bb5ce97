// The reference rules of the games played on undirected graphs, written again
// from their statement (see rules.hpp for what the oracle is):
// - Node-Kayles: a move takes a vertex; it and its neighbours are removed;
// - Arc-Kayles: a move takes an edge; both its ends go, and with them every
//   edge that touches either;
// - Green Hackenbush: a move cuts one edge; every edge no longer joined to the
//   ground (through edges still standing) falls. Loops and parallel edges are
//   edges like any other.
//
// A position is one number, a bit set: the vertices left (Node-Kayles), the
// edges left (Arc-Kayles) or the edges standing (Hackenbush), numbered as the
// graph was read. So the solver's sorting of a part's numbers (solver.cpp,
// normal_form) has nothing to reorder.
//
// The graph is read as grundy reads it (docs/boards.md, `grundy games
// node-kayles`): a named graph (path(n), cycle(n), complete(n), star(n),
// grid(r,c), petersen, empty), edges written out ("a-b", "a--b", "a - b", a
// lone name a vertex), or a file of such lines with '#' comments. Positions
// are printed as grundy prints them: the graph as given while nothing is
// taken (a named graph or a file; edges written out are printed like any
// later position), then
//   node-kayles(a-b, b-c, d)   edges among the vertices left, each with the
//                              name first that comes first, in that order,
//                              then the lone vertices; names compared with
//                              runs of digits as numbers (v2 before v10)
//   arc-kayles(a-b, c-d)       the edges left, as names "a-b", in that order
//   hackenbush(ground-a, a-a)  the edges standing, in the order read, each as
//                              written
// and node-kayles(empty), arc-kayles(empty), hackenbush(ground) with nothing
// left.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "rules.hpp"

namespace oracle {

// An undirected graph as read: vertices by name, edges as written.
struct Picture {
  std::vector<std::string> names;                          // in the order first named
  std::vector<std::pair<std::size_t, std::size_t>> edges;  // Kayles: each once, no loops
  std::string whole;        // the text printed while nothing is taken, or empty
  std::size_t ground = 0;   // Hackenbush: the vertex named "ground"
  std::uint64_t start = 0;  // the position as given
};

// The game `name` (node-kayles, arc-kayles, hackenbush) on the graph that
// `parameters` (the text inside its parentheses) describe; a file is read only
// when read_files is true (else OracleError).
Game graph_game(const std::string& name, const std::string& parameters, bool read_files = true);

// The canonical text of a part of one of these games.
std::string graph_text(const Part& part);

// The part's numbers after each move, one entry a move (two moves that leave
// the same position give two entries).
std::vector<std::vector<std::uint64_t>> graph_options(const Part& part);

// Whether a is written before b: runs of digits compare as numbers, the rest
// character by character; names equal but for leading zeros in plain order.
bool natural_less(const std::string& a, const std::string& b);

// The parameters inside a pair of parentheses, split at the commas outside
// inner parentheses, each without the blanks around it.
std::vector<std::string> split_parameters(const std::string& parameters);

}  // namespace oracle

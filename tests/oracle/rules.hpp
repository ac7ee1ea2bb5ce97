// The reference rules: every family's moves written again from the rules as a
// player would state them, with its own reading and printing of positions.
//
// This oracle shares no code with the engine: nothing here includes a header
// of include/grundy or a source of src/, and a CMake check refuses a build
// where it does (tests/oracle/CMakeLists.txt). It is slow and plain on purpose:
// every position is a list of parts, every move produces the whole next
// position, and nothing knows a closed form, a period or Sprague–Grundy.
//
// Positions are read and printed in grundy's canonical text (`nim 5 6 7 8`,
// `kayles 2 2 + nim 3`, `rugs 1,2 3,3`), so that the engine's answers can be
// compared with the oracle's as text: a wrong or missing move shows as a
// different set of resulting positions.
//
// The games on graphs and boards, whose position is a picture rather than a
// row of numbers, have their rules, reading and printing in files of their
// own: Node-Kayles, Arc-Kayles and Green Hackenbush in graph_rules.hpp, Cram
// and Chomp in board_rules.hpp. So do the coin-turning games (rows, Turning
// Corners, Rugs and products of two rows): coin_rules.hpp. Here they are
// only an entry of `Rules`, a pointer to their graph, board or rules in
// `Game`, and one call each where a position is read, printed and moved from.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

namespace oracle {

// Input the oracle cannot read, or a position beyond what it searches.
class OracleError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// A position the oracle reads but does not search (more than 64 vertices,
// edges or cells, a search beyond its bound): not a matter of grammar, so a
// caller comparing readers tells it apart from a text it cannot read.
class OracleTooLarge : public OracleError {
 public:
  using OracleError::OracleError;
};

enum class Rules {
  nim,             // take any number from one heap
  lasker,          // take from one heap, or split one heap into two
  moore,           // take from 1 to k heaps at once
  staircase,       // monks move up, never onto or past the next monk
  subtraction,     // take s in S from one heap
  take_and_break,  // octal / hexadecimal codes, and the named octal games
  grundy_game,     // split a heap into two unequal heaps
  wythoff,         // take from one heap, or the same from both
  welter,          // slide a coin down to any lower empty square
  fibonacci_nim,   // take 1 to 2t tokens after a move that took t; its one number
                   // is the heap N and the most K that may be taken, N * 2^32 + K
  graph,           // slide a token along an edge of a directed graph
  node_kayles,     // take a vertex and its neighbours (graph_rules.hpp)
  arc_kayles,      // take an edge and every edge touching it (graph_rules.hpp)
  hackenbush,      // cut an edge; what loses the ground falls (graph_rules.hpp)
  cram,            // cover two adjacent free cells (board_rules.hpp)
  chomp,           // take a square and all above and right of it (board_rules.hpp)
  // Coin-turning games (coin_rules.hpp): a move turns a set of coins whose
  // last is a head, which goes to tails.
  coin_row,         // turning-turtles, mock-turtles, ruler, twins, turning(RULE)
  turning_corners,  // the four corners of a rectangle on a grid
  rugs,             // every coin of a rectangle on a grid
  coin_product,     // product(A, B): a move of A times a move of B
};

struct CoinGame;  // coin_rules.hpp

// A directed graph read from a file: vertices by name, successors by index.
struct Graph {
  std::vector<std::string> names;
  std::map<std::string, std::size_t> index;
  std::vector<std::vector<std::size_t>> successors;
};

struct Picture;  // graph_rules.hpp: the graph of Node-Kayles, Arc-Kayles, Hackenbush
struct Grid;     // board_rules.hpp: the board of Cram, Chomp

// One game with its parameters, as it is written before the numbers:
// `nim`, `subtraction(1,3,4)`, `octal(0.07)`, `graph(path)`.
struct Game {
  Rules rules = Rules::nim;
  std::string head;                // canonical text before the numbers
  std::vector<std::uint64_t> set;  // subtraction: S, sorted, no repeats
  std::uint64_t k = 0;             // moore: heaps a move may touch
  std::vector<unsigned> digits;    // take-and-break: digits[t] for taking t
  std::shared_ptr<const Graph> graph;
  std::shared_ptr<const Picture> picture;  // the graph and board games: their one
  std::shared_ptr<const Grid> grid;        // number is a bit set of what is left
  std::shared_ptr<const CoinGame> coins;   // coin-turning games: their rows' rules
};

// One part of a sum: a game and its numbers (heaps, steps, vertex indices,
// heads of coins; a coin X,Y of a grid as X * 2^32 + Y).
struct Part {
  std::shared_ptr<const Game> game;
  std::vector<std::uint64_t> numbers;
};

using Position = std::vector<Part>;

// Reads a position: parts joined by '+', each a name, optional parameters in
// parentheses and then numbers (vertex names for graphs). Graph files are
// read once per path and kept; a reader made with read_files false reads no
// file (OracleError instead), as the fuzz targets need: their input names
// no file the oracle should open.
class Reader {
 public:
  explicit Reader(bool read_files = true) : read_files_(read_files) {}
  Position read(const std::string& text);

 private:
  std::shared_ptr<const Game> game(const std::string& name, const std::string& parameters,
                                   bool has_parameters);
  bool read_files_;
  std::map<std::string, std::shared_ptr<const Game>> games_;
};

// `text` without the white space around it.
std::string trimmed(const std::string& text);

// `text` cut at every `separator` outside parentheses (the parts of a sum at
// '+', a game's parameters at ','), nothing trimmed; one piece when there is
// no separator.
std::vector<std::string> split_outside_parentheses(const std::string& text, char separator);

// The canonical text of a position.
std::string text(const Position& position);

// Every position one move away, in no particular order, repeats possible.
std::vector<Position> options(const Position& position);

}  // namespace oracle

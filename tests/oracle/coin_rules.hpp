// The coin-turning games, written again from their rules (Winning Ways,
// ch. 14): a row (or a grid) of coins, some heads up; a move turns over a set
// of coins that the rule allows, and the last coin of the set (the rightmost
// of a row, the far corner (x, y) of a grid) must go from heads to tails.
// A position is the set of its heads; a move's result is the symmetric
// difference of the heads and the coins turned (a tail turned becomes a head).
//
// Rows, coins numbered from `first`:
//   turning-turtles  one or two coins (from 1)
//   mock-turtles     one, two or three coins (from 0)
//   ruler            a run of neighbouring coins of any length ending at the head (from 1)
//   twins            exactly two coins (from 0)
//   turning(RULE)    from 1; RULE lists `run` (first: a run ending at the head),
//                    the numbers K of coins a move may turn (with run: run lengths;
//                    none: any length), and `within D` (last: every coin turned is
//                    one of the D coins ending at the head)
// Grids, a head written X,Y:
//   turning-corners  the four corners of a rectangle, (x, y) the far one (from 0,0)
//   rugs             every coin of a rectangle, (x, y) the far corner (from 1,1)
//   product(A, B)    A and B rows as above: choose a move of A, the set S of
//                    columns, whose last is x, and a move of B, the set T of rows,
//                    whose last is y; every coin (s, t), s in S, t in T, turns
//
// Turning Corners and Rugs are written from their own rules, not as products,
// so that a product's corner cases are checked against them. Nothing here
// knows a coin's value: the solver searches.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "rules.hpp"

namespace oracle {

// Which sets of coins a move of a row may turn with its head.
struct CoinRow {
  std::string name;                   // canonical: "mock-turtles", "turning(run,1,2,within 4)"
  std::uint64_t first = 1;            // the lowest coin
  bool run = false;                   // neighbours ending at the head, or any coins left of it
  std::vector<std::uint64_t> counts;  // coins a move turns, the head included; empty: any (run)
  std::uint64_t window = 0;           // every coin turned among the last `window` (0: no limit)
};

// The rules of a coin-turning game beyond its name: a row's, or a product's
// two (Turning Corners and Rugs need none).
struct CoinGame {
  CoinRow row;      // coin_row
  CoinRow columns;  // coin_product: the game of the columns (x)
  CoinRow rows;     // coin_product: the game of the rows (y)
};

// A coin (x, y) of a grid kept as one number, x * 2^32 + y: numbers in
// increasing order are the coins by x, then y, as grundy writes them.
constexpr std::uint64_t grid_coin(std::uint64_t x, std::uint64_t y) { return (x << 32) | y; }
constexpr std::uint64_t coin_x(std::uint64_t coin) { return coin >> 32; }
constexpr std::uint64_t coin_y(std::uint64_t coin) { return coin & 0xffff'ffffULL; }

// Fills `game` (rules, head, coins) when `name` is a coin-turning game;
// false when it is not one.
bool read_coin_game(const std::string& name, const std::string& parameters, bool has_parameters,
                    Game& game);

// The heads of a part of a coin-turning game, ascending: coin numbers, one
// word of H and T for a row (H: a head, from the first coin), or X,Y on a
// grid; none is an empty row.
std::vector<std::uint64_t> read_heads(const Game& game, const std::vector<std::string>& words);

// A head as written: "7" on a row, "3,5" on a grid.
std::string head_text(const Game& game, std::uint64_t head);

// Every set of coins (ascending, `head` the last) that a move of `row` may
// turn, `head` being the rightmost.
std::vector<std::vector<std::uint64_t>> turnable_sets(const CoinRow& row, std::uint64_t head);

// The heads after every move, each ascending.
std::vector<std::vector<std::uint64_t>> coin_options(const Game& game,
                                                     const std::vector<std::uint64_t>& heads);

}  // namespace oracle

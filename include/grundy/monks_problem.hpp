// The judge problem 高僧斗法 ("the eminent monks' contest"): the input is one
// line of the monks' steps in increasing order; the answer is the winning move
// of the monk on the lowest step that has one, printed "A B" (the monk on step
// A moves up to step B), or -1 when the player to move loses. The game is
// `Staircase` (grundy/staircase.hpp); this header reads the judge's input and
// picks the judge's answer, in time linear in the input. Printing is left to
// the front end.
#pragma once

#include <cstdint>
#include <istream>
#include <optional>
#include <string_view>
#include <vector>

#include "grundy/staircase.hpp"

namespace grundy {

// A monk's move: from step `from` up to step `to`.
struct MonkMove {
  std::uint64_t from = 0;
  std::uint64_t to = 0;

  friend bool operator==(const MonkMove&, const MonkMove&) = default;
};

// Reads whitespace-separated step numbers (any spacing, any number of lines, a
// final newline or none) until the end of `in`, in big blocks: linear time and
// one 8-byte number per monk. Throws ParseError naming the source, the line,
// the column and the token for anything but a strictly increasing list of
// steps in 1 .. 2^63-1, or for input without a single step, e.g.
// "standard input: line 1, column 5: '3' is below the monk before it on step 5".
// Throws LimitError, before storing it, at step number max_steps + 1, so that
// a caller with a memory budget never holds more than it allows.
std::vector<std::uint64_t> read_monk_steps(std::istream& in, std::string_view source_name,
                                           std::uint64_t max_steps = ~std::uint64_t{0});

// The winning move of the lowest monk that has one (each monk has at most
// one), or nullopt when the player to move loses.
std::optional<MonkMove> first_winning_move(const Staircase& staircase);

// What the judge expects for the input on `in`: read_monk_steps, then
// first_winning_move.
std::optional<MonkMove> solve_monks_problem(std::istream& in, std::string_view source_name,
                                            std::uint64_t max_steps = ~std::uint64_t{0});

}  // namespace grundy

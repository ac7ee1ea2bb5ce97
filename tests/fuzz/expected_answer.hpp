// What a game expression deserves, read from its text alone: the fuzz targets
// judge the library's answer by it, so it uses nothing of the library. It is
// the grammar of expression.hpp and the families' rules as their help states
// them (`grundy games NAME`), written again:
//
//   expression := component ('+' component)*        spacing free
//   component  := name ['(' parameter (',' parameter)* ')'] number*
//   name       := letter (letter | digit | '-' | '_')*, any case
//
// and per family: which parameters it takes (none; one code d0.d1d2... with
// d0 in {0, 4} for octal and {0, 4, 8, c} for tb, at most 64 digits after the
// point; bash(m) and moore(k) with m, k >= 1; subtraction(S), S of positive
// numbers), how many numbers (at least one; wythoff exactly two) and which
// (staircase: steps from 1, strictly increasing). Numbers are decimal digits,
// 0 to 2^63-1.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace grundy::fuzz {

enum class Deserves {
  // Outside the plain grammar above (a game on a graph or a board, coins, a
  // product): nothing is claimed beyond "only grundy::Error escapes". A sum
  // with a game on a graph or a board is still compared with the oracle when
  // the engine answers it (ExpectedAnswer::pictures).
  anything,
  // Malformed, an unknown family, or a rule broken (a 0 in a subtraction set,
  // monks out of order): some grundy::Error, never an answer.
  refusal,
  // Well formed, but a number is above 2^63-1: ParseError.
  parse_error,
  // The same after a number that is not small, whose component the library
  // makes first and may refuse for its size (components are made left to
  // right, a subtraction set's elements before its heaps): ParseError or
  // LimitError.
  parse_or_limit_error,
  // A valid position with a number that is not small: an answer, or
  // LimitError from the compute limits, nothing else.
  answer_or_limit,
  // A valid small position (see kSmallNumber): an answer, without any error.
  answer,
};

const char* deserves_name(Deserves deserves);

// A small position: every number (heaps, steps, and the numbers of the
// parameters: m, k, the elements of S) at most 12, at most 4 heaps or steps
// in all, and each Moore's Nim small enough for its value search (the
// product over its heaps h of (h+1)(h+2)/2, a bound on the moves the search
// generates, at most kSmallMooreMoves).
inline constexpr std::uint64_t kSmallNumber = 12;
inline constexpr std::size_t kSmallCount = 4;
inline constexpr double kSmallMooreMoves = 10'000;

struct ExpectedAnswer {
  Deserves deserves = Deserves::anything;
  std::string why;  // for messages: the first reason found
  // For valid positions: the position as the reference oracle reads it
  // (canonical names, codes with their leading digit, numbers in decimal,
  // subtraction sets sorted without repeats), and a bound on how many
  // positions a search of the whole sum meets (saturating).
  std::string canonical;
  double positions_bound = 0;
  // The sum has a component on a graph or a board (node-kayles, arc-kayles,
  // hackenbush, cram, chomp), whose grammar this reference does not write
  // again: it deserves "anything", and the oracle reads the text itself
  // (oracle_check.hpp, oracle_answer_read). Then `canonical` and
  // `positions_bound` are those of its other components, and
  // `others_small` says whether each of them is a valid small position
  // (Deserves::answer), the condition for asking the oracle.
  bool pictures = false;
  bool others_small = true;
};

ExpectedAnswer expected_answer(std::string_view text);

// The names of the engine's families, handed in by each fuzz target before
// its first input (judge_registered_families, oracle_check.hpp). A name this
// reference does not read but the registry holds (a game on a graph or a
// board, coins, a family added since) is the oracle's to read, as the
// `pictures` of ExpectedAnswer; a name the registry does not hold is an
// unknown family, refused. So a new family is fuzzed, and compared with the
// oracle, without a line here.
void set_registered_families(std::vector<std::string> names);

}  // namespace grundy::fuzz

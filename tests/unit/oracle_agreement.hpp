// The library against the oracle of tests/oracle, which shares no code with
// it: every family's rules written again and whole sums searched from the
// definitions. A position agrees when its canonical text, its value (under
// misère play G⁻; for loopy games the generalized value), its outcome and the
// set of positions its winning moves leave (and at a draw, its drawing moves)
// are the same, so that a wrong or a missing move is caught too.
#pragma once

#include <gtest/gtest.h>

#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "grundy/misere.hpp"
#include "grundy/nimber.hpp"
#include "grundy/search.hpp"
#include "grundy/sum.hpp"

namespace grundy::testing {

// Analysis (normal play) or MisereAnalysis (with `misere` options) of the
// position against the oracle. The oracle reads `position` as written, and
// the library's canonical text of it must be the oracle's: handed the
// library's reprint instead, the oracle would agree with a misreading that
// prints back cleanly. The oracle's memory is shared by all calls of one
// test program.
::testing::AssertionResult agrees_with_oracle(const std::string& position,
                                              PlayConvention convention = PlayConvention::normal);
::testing::AssertionResult agrees_with_oracle_misere(const std::string& position,
                                                     const MisereAnalysis::Options& misere);

// The same for a sum built in code (own games, which print in their own
// words): `oracle_text` says how the oracle writes a position of that game
// (e.g. as the built-in family the own game copies), and is applied to the
// position and to every position a winning move leaves.
using OracleText = std::function<std::string(const Sum&)>;
::testing::AssertionResult agrees_with_oracle(const Sum& sum, const OracleText& oracle_text,
                                              PlayConvention convention = PlayConvention::normal);

// The oracle's own answer, for tests that compare a part of the library
// (a family's is_loss, moves_to_loss, all_moves) rather than an Analysis.
struct OracleVerdict {
  std::string position;              // canonical text
  std::optional<Nimber> value;       // empty when infinite
  char outcome = '?';                // N, P or D
  std::vector<std::string> winning;  // positions the winning moves leave, sorted
  std::vector<std::string> options;  // every position one move away, sorted
};
OracleVerdict oracle_verdict(const std::string& position,
                             PlayConvention convention = PlayConvention::normal);

// Every position reachable from `position`, itself included, with the
// oracle's outcome ('N', 'P' or 'D'): the whole table of one search, by
// canonical text with the heaps of a row in increasing order.
std::vector<std::pair<std::string, char>> oracle_reachable_outcomes(
    const std::string& position, PlayConvention convention = PlayConvention::normal);

// Every position one move away from `position`, by the oracle's rules only
// (nothing is valued), as canonical texts, sorted.
std::vector<std::string> oracle_options(const std::string& position);

// The oracle's canonical text of `position`.
std::string oracle_text(const std::string& position);

// The positions of one component (canonical text, e.g. "subtraction(2,3,7)
// 5 4") that one move leaves with Grundy value `target`, by the oracle: the
// winning moves of the component beside a Nim heap of `target` that leave
// that heap alone. Sorted.
std::vector<std::string> oracle_moves_to_value(const std::string& component, Nimber target);

// The same by the library: the component's moves_to_value, as canonical
// texts of the positions they leave, sorted (repeats kept: each move once).
std::vector<std::string> library_moves_to_value(const std::string& component, Nimber target);

}  // namespace grundy::testing

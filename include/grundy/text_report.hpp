// The human-readable report of `grundy solve`, for either convention: who
// wins, every winning move, and why (the binary pairing table in normal play,
// the misère Nim rule, tame genus or search in misère play, Smith's theory
// where the value is infinite).
#pragma once

#include <chrono>
#include <cstddef>
#include <functional>
#include <ostream>
#include <string>

#include "grundy/analysis.hpp"
#include "grundy/drawing.hpp"
#include "grundy/misere.hpp"
#include "grundy/remoteness.hpp"
#include "grundy/solution.hpp"

namespace grundy::report {

struct TextReportOptions {
  std::uint64_t max_moves = 20;           // list this many winning moves, then count the rest
  std::uint64_t offset = 0;               // after skipping this many (the next page)
  std::size_t max_rows = 32;              // rows of the pairing table
  std::size_t max_position_numbers = 12;  // abbreviate longer positions
  RemotenessLimits remoteness = {};       // max_positions 0: no remoteness line
  // The time optional work may take, each on its own (the remoteness
  // search, the explanation of each value; deadline.hpp): past it, the
  // report says "not worked out within the time budget". 0: none.
  std::chrono::milliseconds extras_budget{0};
};

using grundy::display_width;  // drawing.hpp

// One line per move of `sum`: its notation, its description and what it
// leaves, and what `suffix` adds (given the position the move leaves); at
// most options.max_moves of them.
void write_move_lines(std::ostream& out, const Sum& sum, const TextReportOptions& options,
                      const std::function<void(const MoveVisitor&)>& moves,
                      const std::function<std::string(const Sum& after)>& suffix = {});

void write_solution_text(std::ostream& out, const Solution& solution,
                         const TextReportOptions& options = {});

// Why the outcome is what it is, in words (the last part of the report, and
// `explain` in play): the pairing table over at most `max_rows` rows, the
// misère reason, or the infinite value's; for a value not computed, the
// rules that tell who wins (Moore's theorem), if any.
// `extras_budget` bounds the explanation of each value (the mex of its
// options), which may need the values of many positions; 0: no bound.
// Normal play begins with each family's reason (write_family_reasons) unless
// `family_reasons_first` is false (the caller wrote them already).
void write_explanation(std::ostream& out, const Solution& solution, std::size_t max_rows,
                       std::chrono::milliseconds extras_budget = {},
                       bool family_reasons_first = true);

// Each game's reason in its family's own terms ("why: Wythoff's cold
// positions" and its sentences), normal play; returns whether any game has one.
bool write_family_reasons(std::ostream& out, const Sum& sum);

// Why each component's value is what it is: its family's rule, and its
// options grouped by value with the smallest value missing (the mex), for at
// most `max_parts` parts; nothing for Nim heaps, whose values are their sizes.
// When the value is not known, only the rules that tell who wins.
void write_mex_explanation(std::ostream& out, const Analysis& analysis, std::size_t max_parts);

// Misère play: why the whole position has its misère value G⁻ (the mex of
// its options' misère values), when it has few enough options.
void write_misere_mex_explanation(std::ostream& out, const MisereAnalysis& analysis);

// The pairing table and what it means (also used by `explain` in play).
void write_pairing_explanation(std::ostream& out, const Analysis& analysis, std::size_t max_rows);

// Why a position whose value is infinite (a game graph with cycles) is a draw
// or a win, in words (also for `explain` in play).
void write_infinity_explanation(std::ostream& out, const Analysis& analysis);

// The misère reason in words, one for each way misère play is decided.
void write_misere_explanation(std::ostream& out, const why::MisereNimRule& reason);
void write_misere_explanation(std::ostream& out, const why::TameGenus& reason);
void write_misere_explanation(std::ostream& out, const why::QuotientDecision& reason);
void write_misere_explanation(std::ostream& out, const why::DecompositionDecision& reason);
void write_misere_explanation(std::ostream& out, const why::MisereSearch& reason);

}  // namespace grundy::report

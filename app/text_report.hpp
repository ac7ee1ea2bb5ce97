// The human-readable report of `grundy solve`: who wins, every winning move,
// and the binary pairing table that explains why.
#pragma once

#include <cstddef>
#include <ostream>

#include "grundy/analysis.hpp"

namespace grundy::frontend {

struct TextReportOptions {
  std::size_t max_moves = 20;             // list this many winning moves, then count the rest
  std::size_t max_rows = 32;              // rows of the pairing table
  std::size_t max_position_numbers = 12;  // abbreviate longer positions
};

void write_analysis_text(std::ostream& out, const Analysis& analysis,
                         const TextReportOptions& options = {});

// The pairing table and what it means (also used by `explain` in play).
void write_pairing_explanation(std::ostream& out, const Analysis& analysis, std::size_t max_rows);

}  // namespace grundy::frontend

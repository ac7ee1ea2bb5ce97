// A misère quotient computed so far, kept in a file so that a long
// computation (a wild game heap by heap, minutes a heap) can stop and go on:
// `grundy quotient GAME --heaps N --checkpoint FILE`. The file is JSON:
//   {"format": "grundy misère quotient", "version": 1, "code": "0.07",
//    "order": n, "table": [n·n elements, row by row], "p_portion": [elements],
//    "pretending": [element of heap 0, 1, ...], "expansions": [heaps]}
// Reading it trusts nothing: MisereQuotient::resume checks it all again.
#pragma once

#include <optional>
#include <string>

#include "grundy/misere_quotient.hpp"

namespace grundy {

// Writes the file anew (a temporary beside it, renamed over it, so that a
// run stopped while writing leaves the last checkpoint whole).
void write_quotient_checkpoint(const std::string& path, const MisereQuotient& quotient);

// The quotient the file holds, or none when there is no file. Throws
// InputError naming the file and what is wrong: not such a file, another
// game, a table of the wrong size, or a quotient that fails the check.
std::optional<MisereQuotient> read_quotient_checkpoint(const std::string& path,
                                                       const TakeAndBreakRule& rule,
                                                       const MisereQuotient::Limits& limits);

}  // namespace grundy

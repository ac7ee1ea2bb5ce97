// The names nearest to a mistyped one, for "did you mean ...?" in errors
// (unknown games, commands and options). Nearness is the optimal string
// alignment distance (Damerau–Levenshtein restricted so that no substring is
// edited twice): the fewest insertions, deletions, substitutions and swaps
// of two adjacent letters that turn one name into the other, so that the
// usual slips (`nimm`, `sovle`, `wythof`) are one edit away.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace grundy {

// The edits from `from` to `to`, letters compared without regard to case.
std::size_t edit_distance(std::string_view from, std::string_view to);

// Up to `most` of `names` near `typed`, nearest first (ties in the order of
// `names`, each name once). Near means at most one edit for every three
// letters typed (at least one edit): a short name admits fewer slips, so
// that `bash` for `nim` is not offered. Empty when none is near.
std::vector<std::string> nearest_names(std::string_view typed,
                                       const std::vector<std::string>& names, std::size_t most = 3);

// "'nim'", "'nim' or 'lasker'", "'nim', 'lasker' or 'moore'": names for a
// message, quoted and joined in the language of the messages.
std::string quoted_alternatives(const std::vector<std::string>& names);

}  // namespace grundy

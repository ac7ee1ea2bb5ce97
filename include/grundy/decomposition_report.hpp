// Why a misère decomposition (misere_decomposition.hpp) decided a misère
// position, for people and programs: the sentences that the text report
// prints under "why:" and the page shows as a reason, and the numbers they
// name, the "decomposition" of a misère solution's JSON:
//
//   {"game": the code ("4.7", "0.756", ...), "heaps": N,
//    "small_heaps": integer, "big_heaps": k, "largest": B (0 without a big
//    heap), "others_weight": S, "offset": c (M = B - c - S),
//    "margin": M (null unless it decides), "case": one of "odd_all_small",
//    "odd_with_big", "even_all_small", "even_lone_exception", "even_margin",
//    "lost": boolean}
//
// S and M are integers; beyond 64 bits (heaps of 2^63 tokens by the
// thousand) they are decimal strings.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "grundy/misere_decomposition.hpp"

namespace grundy::report {

// The title, then the sentences, each in the reader's language.
std::string decomposition_title(const MisereDecomposition& decomposition);
std::vector<std::string> decomposition_sentences(const MisereDecomposition& decomposition);

nlohmann::ordered_json decomposition_json(const MisereDecomposition& decomposition);

}  // namespace grundy::report

// The misère quotient of a heap game as people and programs read it:
// `grundy quotient` prints the text, and `--json`, the web API and the
// Python module give the object
//
//   {"game": string, "code": string, "heaps": N, "order": integer,
//    "elements": [names], "p_portion": [names],
//    "generators": [{"name", "heap"}], "relations": [{"left", "right"}],
//    "pretending": [name of heap 0, 1, ...], "listed_to": the last heap listed
//    (N, or where a period was proven before N: the rest follow it),
//    "expansion_heaps": [heaps where the quotient grew],
//    "period": {"preperiod", "period", "proven_at"} or null,
//    "all_heaps": whether the quotient holds for every heap size,
//    "table": [[element indices]] (when the order is at most kMaxQuotientTable),
//    "states_checked": integer}
#pragma once

#include <cstddef>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <ostream>
#include <string_view>

#include "grundy/misere.hpp"
#include "grundy/misere_quotient.hpp"
#include "grundy/solution.hpp"

namespace grundy::report {

// Quotients with more elements leave out their multiplication table.
inline constexpr std::size_t kMaxQuotientTable = 64;
// The text lists at most this many P-portion elements and relations (a
// quotient of Dawson's Kayles to heap 33 has 109 and about 500), and says
// how many more there are (when there are more than a quarter as many
// again); the JSON has them all.
inline constexpr std::size_t kMaxQuotientListed = 64;

// The quotient of the heaps 0..heaps of the game named `name`.
nlohmann::ordered_json quotient_json(const MisereQuotient& quotient, std::string_view name,
                                     std::uint64_t heaps);

// How the quotient decided a misère solution, the "quotient" of its JSON:
// {"order", "heaps_computed", "period", "heap_elements": [[names] by
// component], "sum", "in_p_portion", "p_portion"}.
nlohmann::ordered_json quotient_decision_json(const why::QuotientDecision& decision);

// The monoid behind a solution that the quotient decided, as quotient_json
// of its heaps up to 100 (fewer when fewer were computed), for a front end
// that draws its table; null when no quotient decided the solution.
nlohmann::ordered_json quotient_monoid_json(const Solution& solution);

// The same for a person: order, generators and relations, P-portion, the
// pretending function, the period and what it proves; the multiplication
// table when `table` (and the order is at most kMaxQuotientTable).
void write_quotient_text(std::ostream& out, const MisereQuotient& quotient, std::string_view name,
                         std::uint64_t heaps, bool table);

}  // namespace grundy::report

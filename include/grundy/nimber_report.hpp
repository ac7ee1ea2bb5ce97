// What `grundy nimber` shows, as text and as JSON: the value of an
// expression over the nimbers (with its steps when asked for), and the
// nim-multiplication table.
//
//   {"expression": string, "result": integer, "steps": [strings]}
//   {"size": N, "table": [[a ⊗ b for b < N] for a < N]}
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <ostream>
#include <string_view>

#include "grundy/nimber_calculator.hpp"

namespace grundy::report {

nlohmann::ordered_json nimber_evaluation_json(std::string_view expression,
                                              const NimberEvaluation& evaluation);
// The value alone, or with `explain` each step and then "result: VALUE".
void write_nimber_evaluation_text(std::ostream& out, const NimberEvaluation& evaluation,
                                  bool explain);

// The products a ⊗ b of the nimbers below `size`.
nlohmann::ordered_json nim_product_table_json(std::uint64_t size);
// The same as a table with a header row and column, every cell as wide as
// the largest product can be.
void write_nim_product_table_text(std::ostream& out, std::uint64_t size);

}  // namespace grundy::report

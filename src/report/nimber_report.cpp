#include "grundy/nimber_report.hpp"

#include <fmt/format.h>

#include <string>

#include "grundy/nim_field.hpp"
#include "grundy/translate.hpp"

namespace grundy::report {

nlohmann::ordered_json nimber_evaluation_json(std::string_view expression,
                                              const NimberEvaluation& evaluation) {
  return {{"expression", expression}, {"result", evaluation.value}, {"steps", evaluation.steps}};
}

void write_nimber_evaluation_text(std::ostream& out, const NimberEvaluation& evaluation,
                                  bool explain) {
  if (!explain) {
    out << evaluation.value << "\n";
    return;
  }
  for (const std::string& step : evaluation.steps) out << step << "\n";
  out << format_translated("result: {}", evaluation.value) << "\n";
}

nlohmann::ordered_json nim_product_table_json(std::uint64_t size) {
  nlohmann::ordered_json rows = nlohmann::ordered_json::array();
  for (Nimber a = 0; a < size; ++a) {
    nlohmann::ordered_json row = nlohmann::ordered_json::array();
    for (Nimber b = 0; b < size; ++b) row.push_back(nim_product(a, b));
    rows.push_back(std::move(row));
  }
  return {{"size", size}, {"table", std::move(rows)}};
}

void write_nim_product_table_text(std::ostream& out, std::uint64_t size) {
  // Products of numbers below `size` stay below the least field 2^(2^k) that
  // holds them all.
  Nimber field = 2;
  while (field < size) field *= field;
  const std::size_t width = std::to_string(field - 1).size() + 1;
  out << fmt::format("{:>{}} |", "×", width);
  for (Nimber b = 0; b < size; ++b) out << fmt::format("{:>{}}", b, width);
  out << "\n" << std::string(width + 2 + size * width, '-') << "\n";
  for (Nimber a = 0; a < size; ++a) {
    out << fmt::format("{:>{}} |", a, width);
    for (Nimber b = 0; b < size; ++b) out << fmt::format("{:>{}}", nim_product(a, b), width);
    out << "\n";
  }
}

}  // namespace grundy::report

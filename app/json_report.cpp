#include "json_report.hpp"

#include <algorithm>
#include <functional>
#include <nlohmann/json.hpp>

namespace grundy::frontend {

std::uint64_t write_moves_json(std::ostream& out, const Sum& sum, std::uint64_t count,
                               std::uint64_t max_result_numbers,
                               const std::function<void(const MoveVisitor&)>& moves,
                               std::uint64_t max_listed) {
  const std::uint64_t listed_count = std::min<std::uint64_t>(count, max_listed);
  const bool with_result =
      sum.number_count() <= kMaxNumbersWithResult &&
      (listed_count == 0 || sum.number_count() <= max_result_numbers / listed_count);
  std::uint64_t listed = 0;
  out << '[';
  moves([&](const Move& move) {
    if (listed == max_listed) return false;
    const Component& component = *sum.components()[move.component];
    out << (listed == 0 ? "" : ",") << R"({"component":)" << move.component << R"(,"move":)"
        << nlohmann::json(component.notation(move)).dump();
    if (with_result) out << R"(,"to":)" << nlohmann::json(sum.after(move).canonical()).dump();
    out << '}';
    ++listed;
    return true;
  });
  out << ']';
  return listed;
}

void write_analysis_json(std::ostream& out, const Analysis& analysis,
                         std::uint64_t max_result_numbers, std::uint64_t max_listed) {
  const Sum& sum = analysis.sum();
  // Everything that may fail is computed before the first byte is written.
  const std::uint64_t count = analysis.count_winning_moves();
  const Analysis::MoveCount drawing = analysis.count_drawing_moves();
  out << R"({"position":)" << nlohmann::json(sum.canonical()).dump()
      << R"(,"play":"normal","grundy":)";
  if (analysis.value_known()) {
    out << analysis.grundy_value();
  } else {
    out << "null";
  }
  if (analysis.value_infinite()) {
    out << R"(,"grundy_infinite":{"finite_options":)"
        << nlohmann::json(analysis.generalized_value().finite_options()).dump() << '}';
  }
  out << R"(,"outcome":")" << outcome_letter(analysis.outcome()) << R"(","winning_moves":)";
  const std::uint64_t listed = write_moves_json(
      out, sum, count, max_result_numbers,
      [&](const MoveVisitor& visit) { analysis.winning_moves(visit); }, max_listed);
  out << R"(,"winning_move_count":)" << count;
  if (listed < count) out << R"(,"winning_moves_truncated":true)";
  if (analysis.outcome() == Outcome::draw) {
    out << R"(,"drawing_moves":)";
    const std::uint64_t drawing_listed =
        write_moves_json(out, sum, drawing.count, max_result_numbers,
                         [&](const MoveVisitor& visit) { analysis.drawing_moves(visit); });
    out << R"(,"drawing_move_count":)" << drawing.count;
    if (drawing_listed < drawing.count || !drawing.every_move_examined)
      out << R"(,"drawing_moves_truncated":true)";
  }
  out << "}\n";
}

}  // namespace grundy::frontend

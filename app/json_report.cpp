#include "json_report.hpp"

#include <nlohmann/json.hpp>

namespace grundy::frontend {

void write_analysis_json(std::ostream& out, const Analysis& analysis) {
  const Sum& sum = analysis.sum();
  const bool with_result = sum.number_count() <= kMaxNumbersWithResult;
  // Everything that may fail is computed before the first byte is written.
  const std::uint64_t count = analysis.count_winning_moves();
  out << R"({"position":)" << nlohmann::json(sum.canonical()).dump()
      << R"(,"grundy":)";
  if (analysis.value_known()) {
    out << analysis.grundy_value();
  } else {
    out << "null";
  }
  out << R"(,"outcome":")"
      << (analysis.outcome() == Outcome::next_player_wins ? "N" : "P") << R"(","winning_moves":[)";
  std::uint64_t listed = 0;
  analysis.winning_moves([&](const Move& move) {
    if (listed == kMaxListedMoves) return false;
    const Component& component = *sum.components()[move.component];
    out << (listed == 0 ? "" : ",") << R"({"component":)" << move.component << R"(,"move":)"
        << nlohmann::json(component.notation(move)).dump();
    if (with_result) out << R"(,"to":)" << nlohmann::json(sum.after(move).canonical()).dump();
    out << '}';
    ++listed;
    return true;
  });
  out << R"(],"winning_move_count":)" << count;
  if (listed < count) out << R"(,"winning_moves_truncated":true)";
  out << "}\n";
}

}  // namespace grundy::frontend

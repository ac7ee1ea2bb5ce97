#include "grundy/solution_page.hpp"

#include <sstream>
#include <utility>

#include "grundy/quotient_report.hpp"
#include "grundy/text_report.hpp"

namespace grundy::report {

nlohmann::ordered_json legal_moves_json(const Solution& solution, std::uint64_t legal_limit,
                                        const JsonLimits& limits) {
  nlohmann::ordered_json page =
      move_page_json(solution, MoveListKind::legal, 0, legal_limit, limits);
  nlohmann::ordered_json legal = {{"legal_moves", std::move(page["moves"])},
                                  {"legal_move_count", page["count"]}};
  if (!page["count_exact"].get<bool>()) legal["legal_move_count_exact"] = false;
  return legal;
}

nlohmann::ordered_json solution_page_json(const Solution& solution, const JsonLimits& limits,
                                          std::uint64_t legal_limit, std::size_t picture_rows) {
  nlohmann::ordered_json answer = solution_json(solution, limits);
  answer["picture"] = picture_json(solution, picture_rows);
  // The page reads the moves' words beside them (the command's JSON has none).
  nlohmann::ordered_json descriptions = nlohmann::ordered_json::array();
  for (nlohmann::ordered_json& move : answer["winning_moves"]) {
    descriptions.push_back(std::move(move["description"]));
    move.erase("description");
  }
  answer["winning_move_descriptions"] = std::move(descriptions);
  if (solution.convention() == PlayConvention::misere) {
    std::ostringstream why;
    write_explanation(why, solution, picture_rows, limits.extras_budget);
    answer["misere_reason"] = why.str();
    // The monoid behind a decision by the misère quotient, for its table.
    if (auto monoid = quotient_monoid_json(solution); !monoid.is_null()) {
      answer["quotient_monoid"] = std::move(monoid);
    }
  }
  nlohmann::ordered_json legal = legal_moves_json(solution, legal_limit, limits);
  for (auto& [key, value] : legal.items()) answer[key] = std::move(value);
  return answer;
}

}  // namespace grundy::report

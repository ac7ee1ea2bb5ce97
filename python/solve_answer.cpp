#include "solve_answer.hpp"

#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>

#include "grundy/json_report.hpp"
#include "grundy/text_report.hpp"
#include "position.hpp"

namespace py = pybind11;

namespace grundy::python {
namespace {

// The rows of the pairing table in the explanation, as `grundy solve` shows.
constexpr std::size_t kExplanationRows = 32;

report::JsonLimits page_limits(std::uint64_t offset, std::uint64_t limit) {
  report::JsonLimits limits;
  limits.offset = offset;
  limits.max_listed = limit;
  return limits;
}

// The same dict as `grundy solve --json` (with --misere when asked): the
// library's report, as the command writes it, with its page of winning
// moves (`limit` of them from `offset`; winning_moves() has them all).
py::object solve_dict(const Position& position, bool misere, std::uint64_t offset,
                      std::uint64_t limit, const QuotientHandle* quotient) {
  return to_python(report::solution_json(*solution_of(position, misere, quotient),
                                         page_limits(offset, limit)));
}

// The dict of solve_dict, with (text, description) for each listed winning
// move and the explanation in words: one solution for all three. The
// descriptions come from the report with descriptions asked for, and are
// taken out of its moves again, so that the dict is the command's, key for
// key.
py::tuple solve_words(const Position& position, bool misere, std::uint64_t offset,
                      std::uint64_t limit, const QuotientHandle* quotient) {
  const std::unique_ptr<Solution> solution = solution_of(position, misere, quotient);
  report::JsonLimits limits = page_limits(offset, limit);
  limits.with_descriptions = true;
  nlohmann::ordered_json answer = report::solution_json(*solution, limits);
  const bool several = position.sum.components().size() > 1;
  py::list words;
  for (const char* list : {"winning_moves", "drawing_moves"}) {
    if (!answer.contains(list)) continue;
    for (nlohmann::ordered_json& entry : answer[list]) {
      const std::string game =
          several ? "game " + std::to_string(entry["component"].get<std::size_t>() + 1) + ": " : "";
      if (std::string(list) == "winning_moves") {
        words.append(py::make_tuple(game + entry["move"].get<std::string>(),
                                    game + entry.value("description", std::string())));
      }
      entry.erase("description");
    }
  }
  std::ostringstream why;
  report::write_explanation(why, *solution, kExplanationRows);
  return py::make_tuple(to_python(answer), words, why.str());
}

}  // namespace

void bind_solve_answers(py::module_& m) {
  m.def(
      "_solve",
      [](const py::object& position, bool misere, std::uint64_t offset, std::uint64_t limit,
         const QuotientHandle* quotient) {
        return solve_dict(as_position(position), misere, offset, limit, quotient);
      },
      py::arg("position"), py::arg("misere") = false, py::arg("offset") = 0,
      py::arg("limit") = report::kListedMoves, py::arg("quotient") = nullptr,
      "The dict of `grundy solve --json` for a game expression or a Position.");
  m.def(
      "_solve_words",
      [](const py::object& position, bool misere, std::uint64_t offset, std::uint64_t limit,
         const QuotientHandle* quotient) {
        return solve_words(as_position(position), misere, offset, limit, quotient);
      },
      py::arg("position"), py::arg("misere") = false, py::arg("offset") = 0,
      py::arg("limit") = report::kListedMoves, py::arg("quotient") = nullptr,
      "(dict, [(move, description)], explanation): the dict of `grundy solve --json`, each "
      "listed winning move as `grundy play` reads it and in words ('game 2: ...' in a sum), "
      "and why, in the words of `grundy solve` (grundy.solve makes a Solution of them).");
}

}  // namespace grundy::python

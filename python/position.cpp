#include "position.hpp"

#include <cstdint>

#include "grundy/errors.hpp"
#include "grundy/expression.hpp"
#include "grundy/misere.hpp"

namespace py = pybind11;

namespace grundy::python {

Position parse_position(const std::string& text) { return Position{parse_expression(text), {}}; }

Position as_position(const py::handle& value) {
  if (py::isinstance<py::str>(value)) return parse_position(value.cast<std::string>());
  return value.cast<Position>();
}

std::unique_ptr<Solution> solution_of(const Position& position, bool misere,
                                      const QuotientHandle* given) {
  if (given == nullptr)
    return solve(position.sum, misere ? PlayConvention::misere : PlayConvention::normal);
  if (!misere) throw RuleError("a quotient decides misère play: give misere=True too");
  check_quotient_decides(*given->quotient, position.sum, "the quotient");
  SolveLimits limits;
  limits.misere.quotient = given->quotient;
  return solve(position.sum, PlayConvention::misere, limits);
}

std::string move_text(const Sum& sum, const Move& move) {
  const std::string notation = sum.components()[move.component]->notation(move);
  if (sum.components().size() == 1) return notation;
  return "game " + std::to_string(move.component + 1) + ": " + notation;
}

py::object to_python(const nlohmann::ordered_json& value) {
  switch (value.type()) {
    case nlohmann::ordered_json::value_t::object: {
      py::dict dict;
      for (const auto& item : value.items()) dict[py::str(item.key())] = to_python(item.value());
      return dict;
    }
    case nlohmann::ordered_json::value_t::array: {
      py::list list;
      for (const nlohmann::ordered_json& element : value) list.append(to_python(element));
      return list;
    }
    case nlohmann::ordered_json::value_t::string:
      return py::str(value.get_ref<const std::string&>());
    case nlohmann::ordered_json::value_t::boolean:
      return py::bool_(value.get<bool>());
    case nlohmann::ordered_json::value_t::number_unsigned:
      return py::int_(value.get<std::uint64_t>());
    case nlohmann::ordered_json::value_t::number_integer:
      return py::int_(value.get<std::int64_t>());
    case nlohmann::ordered_json::value_t::number_float:
      return py::float_(value.get<double>());
    default:
      return py::none();
  }
}

}  // namespace grundy::python

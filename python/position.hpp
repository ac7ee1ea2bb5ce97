// What the files of the Python module share: a position as Python holds it
// (a sum, and the Python games it uses, kept alive with it), its solution,
// its moves' text, and JSON answers as Python objects.
#pragma once

#include <pybind11/pybind11.h>
#include <pybind11/stl.h>  // in every file of the module, or the casts differ

#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "grundy/misere_quotient.hpp"
#include "grundy/move.hpp"
#include "grundy/solution.hpp"
#include "grundy/sum.hpp"

namespace grundy::python {

// A position: a sum of components, and the Python games they use, kept
// alive as long as the position (grundy.Position).
struct Position {
  Sum sum;
  std::vector<pybind11::object> games;
};

Position parse_position(const std::string& text);

// A game expression or a Position.
Position as_position(const pybind11::handle& value);

// A misère quotient computed by grundy.quotient, held by its Quotient, for
// solve(..., quotient=q): it decides the sums of its game past the limits
// solve gives a quotient of its own.
struct QuotientHandle {
  std::shared_ptr<const MisereQuotient> quotient;
};

// The solution of `position`; with `given` (misère play only), the sums of
// the quotient's game whose heaps it covers are decided by it, and any other
// position is a RuleError.
std::unique_ptr<Solution> solution_of(const Position& position, bool misere,
                                      const QuotientHandle* given = nullptr);

// A move as `grundy play` reads it: its notation, after "game k: " in a sum.
std::string move_text(const Sum& sum, const Move& move);

// A JSON value as the Python object json.loads would give (dicts keep the
// order of the keys).
pybind11::object to_python(const nlohmann::ordered_json& value);

}  // namespace grundy::python

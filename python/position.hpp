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

std::unique_ptr<Solution> solution_of(const Position& position, bool misere);

// A move as `grundy play` reads it: its notation, after "game k: " in a sum.
std::string move_text(const Sum& sum, const Move& move);

// A JSON value as the Python object json.loads would give (dicts keep the
// order of the keys).
pybind11::object to_python(const nlohmann::ordered_json& value);

}  // namespace grundy::python

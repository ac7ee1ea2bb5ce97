// grundy.solve's answers from the library's reports: the dict of `grundy
// solve --json` (_solve), and the same dict with what a person reads beside
// it (_solve_words): each listed winning move as `grundy play` reads it and
// in words, naming its game in a sum, and why the outcome is what it is, the
// text of `grundy solve`. The package (grundy/__init__.py) makes a Solution
// of them.
#pragma once

#include <pybind11/pybind11.h>

namespace grundy::python {

// Registers _solve and _solve_words in `module`.
void bind_solve_answers(pybind11::module_& module);

}  // namespace grundy::python

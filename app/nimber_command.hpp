#pragma once

#include <CLI/CLI.hpp>

namespace grundy::cli {

// `grundy nimber EXPR`: the nimber calculator; `--table N`: the
// nim-multiplication table of 0 .. N-1.
void add_nimber_command(CLI::App& app);

}  // namespace grundy::cli

#pragma once

#include <CLI/CLI.hpp>

namespace grundy::cli {

// `grundy solve EXPR | --file F [--json]`: who wins, the value, every winning
// move and why.
void add_solve_command(CLI::App& app);

}  // namespace grundy::cli

#pragma once

#include <CLI/CLI.hpp>

namespace grundy::cli {

// `grundy problem monks`: answers a judge problem in the judge's own format,
// reading its input from standard input.
void add_problem_command(CLI::App& app);

}  // namespace grundy::cli

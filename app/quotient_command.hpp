#pragma once

#include <CLI/CLI.hpp>

namespace grundy::cli {

// `grundy quotient GAME --heaps N`: the misère quotient of a take-and-break
// game restricted to heaps up to N (misere_quotient.hpp).
void add_quotient_command(CLI::App& app);

}  // namespace grundy::cli

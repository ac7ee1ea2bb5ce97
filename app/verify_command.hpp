#pragma once

#include <CLI/CLI.hpp>

namespace grundy::cli {

// `grundy verify [--games N] [--seed S]`: the theory against brute-force
// search, and the engine against random play, as a table.
void add_verify_command(CLI::App& app);

}  // namespace grundy::cli

#pragma once

#include <CLI/CLI.hpp>

namespace grundy::cli {

// `grundy games [NAME]`: the game families, or one family's rules.
void add_games_command(CLI::App& app);

}  // namespace grundy::cli

#pragma once

#include <CLI/CLI.hpp>

namespace grundy::cli {

// `grundy play EXPR [--players A,B] [--seed S]`: play a position in the
// terminal, against the engine or between any two players.
void add_play_command(CLI::App& app);

}  // namespace grundy::cli

#pragma once

#include <CLI/CLI.hpp>

namespace grundy::cli {

// `grundy seq GAME --upto N | --until-period [--max N] [--json]`: the Grundy
// sequence of a heap game and its proven period.
void add_seq_command(CLI::App& app);

}  // namespace grundy::cli

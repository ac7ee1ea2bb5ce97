#pragma once

#include <CLI/CLI.hpp>

#include "grundy/rank_group.hpp"

namespace grundy::cli {

// `grundy seq GAME --upto N | --until-period [--max N] [--json]`: the Grundy
// sequence of a heap game and its proven period. With `ranks` (grundy-mpi),
// the sequence is computed together with the other ranks of the job.
void add_seq_command(CLI::App& app, RankGroup* ranks = nullptr);

}  // namespace grundy::cli

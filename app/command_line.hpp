// The `grundy` command line, for the two programs that run it: `grundy`
// (main.cpp) and `grundy-mpi` (mpi_main.cpp, built with GRUNDY_MPI=ON).
// Every library error becomes one `error: ...` line on standard error and
// exit status 2.
#pragma once

#include "grundy/rank_group.hpp"

namespace grundy::cli {

// Parses and runs one command; returns the exit status. With `ranks`, the
// process is one rank of an MPI job, and `grundy seq` shares its work with
// the others.
int run_command_line(int argc, char** argv, RankGroup* ranks = nullptr);

}  // namespace grundy::cli

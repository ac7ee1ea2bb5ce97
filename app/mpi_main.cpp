// `grundy-mpi`: the `grundy` command as one rank of an MPI job, where
// `grundy seq` shares its work with the other ranks (docs/DISTRIBUTED.md):
//
//   mpirun -np 4 grundy-mpi seq grundy-game --upto 100000000 --checkpoint g.ck
//
// Every rank runs the same command; rank 0 alone prints (what the others
// would print is the same) and writes the checkpoint.
#include <fcntl.h>
#include <unistd.h>

#include "command_line.hpp"
#include "mpi_rank_group.hpp"

int main(int argc, char** argv) {
  const grundy::cli::MpiSession session(argc, argv);
  grundy::cli::MpiRankGroup ranks;
  if (ranks.rank() != 0) {
    const int quiet = open("/dev/null", O_WRONLY);
    if (quiet >= 0) {
      dup2(quiet, STDOUT_FILENO);
      dup2(quiet, STDERR_FILENO);
      close(quiet);
    }
  }
  return grundy::cli::run_command_line(argc, argv, &ranks);
}

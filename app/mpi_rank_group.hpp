// The ranks of an MPI job (Open MPI) as the library's RankGroup, for
// `grundy-mpi` (built with GRUNDY_MPI=ON).
#pragma once

#include <mpi.h>

#include "grundy/rank_group.hpp"

namespace grundy::cli {

// MPI from construction to destruction (MPI_Init, MPI_Finalize).
class MpiSession {
 public:
  MpiSession(int& argc, char**& argv);
  ~MpiSession();
  MpiSession(const MpiSession&) = delete;
  MpiSession& operator=(const MpiSession&) = delete;
};

// Every process of MPI_COMM_WORLD. A rank that dies ends the job (Open MPI's
// default), so a collective never waits for it forever.
class MpiRankGroup : public RankGroup {
 public:
  MpiRankGroup();
  unsigned rank() const noexcept override { return rank_; }
  unsigned size() const noexcept override { return size_; }
  void or_all(std::span<std::uint64_t> words) override;

 private:
  unsigned rank_ = 0;
  unsigned size_ = 1;
};

}  // namespace grundy::cli

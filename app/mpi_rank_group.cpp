#include "mpi_rank_group.hpp"

#include <algorithm>
#include <climits>

namespace grundy::cli {

MpiSession::MpiSession(int& argc, char**& argv) { MPI_Init(&argc, &argv); }

MpiSession::~MpiSession() { MPI_Finalize(); }

MpiRankGroup::MpiRankGroup() {
  int rank = 0;
  int size = 1;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  rank_ = static_cast<unsigned>(rank);
  size_ = static_cast<unsigned>(size);
}

// The words of a block's marks are a few thousand (GrundySequence::
// kSharedBlock heaps of at most kLaneValues bits); larger spans go in pieces
// that an int counts.
void MpiRankGroup::or_all(std::span<std::uint64_t> words) {
  constexpr std::size_t kPiece = INT_MAX / 2;
  for (std::size_t at = 0; at < words.size(); at += kPiece) {
    const std::size_t count = std::min(kPiece, words.size() - at);
    MPI_Allreduce(MPI_IN_PLACE, words.data() + at, static_cast<int>(count), MPI_UINT64_T, MPI_BOR,
                  MPI_COMM_WORLD);
  }
}

}  // namespace grundy::cli

#include "mpi_rank_group.hpp"

#include <algorithm>
#include <chrono>
#include <climits>
#include <thread>

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

namespace {

// Waits for `request`: asking without pause for the first 200 µs (with a
// core each, the wait for the slower rank is about 25 µs a block:
// docs/DISTRIBUTED.md), then sleeping between asks, a pause that doubles up
// to 200 µs. MPI_Wait polls forever: Open MPI's ranks spin (or yield, which
// still takes the core when another process wants it), so on a machine with
// fewer cores than ranks a waiting rank took the core from the ranks it
// waited for (the tests' four ranks on two cores: two thirds of their time
// went to the kernel's sched_yield).
void wait_sleeping(MPI_Request& request) {
  using Clock = std::chrono::steady_clock;
  const Clock::time_point spin_until = Clock::now() + std::chrono::microseconds{200};
  std::chrono::microseconds pause{1};
  for (;;) {
    int done = 0;
    MPI_Test(&request, &done, MPI_STATUS_IGNORE);
    if (done != 0) return;
    if (Clock::now() < spin_until) continue;
    std::this_thread::sleep_for(pause);
    pause = std::min(std::chrono::microseconds{200}, pause * 2);
  }
}

}  // namespace

// The words of a block's marks are a few thousand (GrundySequence::
// kSharedBlock heaps of at most kLaneValues bits); larger spans go in pieces
// that an int counts.
void MpiRankGroup::or_all(std::span<std::uint64_t> words) {
  constexpr std::size_t kPiece = INT_MAX / 2;
  for (std::size_t at = 0; at < words.size(); at += kPiece) {
    const std::size_t count = std::min(kPiece, words.size() - at);
    MPI_Request request = MPI_REQUEST_NULL;
    MPI_Iallreduce(MPI_IN_PLACE, words.data() + at, static_cast<int>(count), MPI_UINT64_T, MPI_BOR,
                   MPI_COMM_WORLD, &request);
    wait_sleeping(request);
  }
}

}  // namespace grundy::cli

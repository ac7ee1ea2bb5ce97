// The ranks of a job that compute one Grundy sequence together: the
// processes of an MPI job (`grundy-mpi`, app/mpi_rank_group.hpp) or, in the
// tests, threads. Every rank holds the whole sequence and computes every
// value; the ranks share the marking of each block's settled rare pairs and
// combine it with one bitwise OR (see docs/DISTRIBUTED.md). The library
// knows only this interface, not MPI.
#pragma once

#include <cstdint>
#include <exception>
#include <functional>
#include <span>
#include <string>

#include "grundy/errors.hpp"

namespace grundy {

class RankGroup {
 public:
  virtual ~RankGroup() = default;
  // This rank, 0 .. size() - 1.
  virtual unsigned rank() const noexcept = 0;
  virtual unsigned size() const noexcept = 0;
  // Replaces `words` on every rank by the bitwise OR of every rank's words.
  // Collective: every rank calls it in the same order with the same length.
  virtual void or_all(std::span<std::uint64_t> words) = 0;
};

// What every rank throws when another rank failed: the message is the
// failure of the lowest failing rank, so that the job ends with the same
// one line on every rank (and rank 0 prints it).
class RankFailure : public Error {
 public:
  using Error::Error;
};

// The agreement the ranks reach between two steps of work. Each rank brings
// its own news (a failure it caught, a stop it was asked for); all of them
// leave with the same verdict. Collective.
struct RankNews {
  std::exception_ptr failure;  // null: this rank's work went well
  bool stop_asked = false;     // a signal asked this rank to stop
};
enum class RankVerdict { go_on, stop };

// Returns go_on when no rank failed and none was asked to stop, stop when
// none failed but some rank was asked to; when a rank failed, throws on
// every rank: a failing rank its own exception, the others RankFailure
// with the message of the lowest failing rank ("rank 2 of 4: out of memory").
RankVerdict agree(RankGroup& ranks, const RankNews& news);

// Runs `work` and, with ranks, agrees on how it went: when it threw on any
// rank, it throws on every rank (as agree does). Without ranks, just runs it.
void run_agreed(RankGroup* ranks, const std::function<void()>& work);

}  // namespace grundy

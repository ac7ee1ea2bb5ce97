// `grundy seq --checkpoint FILE`: resume a sequence from FILE, save it there
// every few minutes, at the end, and when the run is interrupted (SIGINT,
// SIGTERM, SIGUSR1). The file format is the library's (grundy/sequence_checkpoint.hpp).
#pragma once

#include <chrono>
#include <csignal>
#include <string>

#include "grundy/grundy_sequence.hpp"

namespace grundy::cli {

class SequenceCheckpointKeeper {
 public:
  // Installs the SIGINT, SIGTERM and SIGUSR1 handlers for the life of the keeper.
  // Sharing the work with other ranks (grundy-mpi), every rank keeps one,
  // `writes` on rank 0 alone, and a signal stops the run where the ranks
  // agree to (SequenceProgress::stop_asked), not where it came.
  SequenceCheckpointKeeper(std::string path, GrundySequence& sequence, std::chrono::seconds every,
                           bool writes = true, bool shared = false);
  ~SequenceCheckpointKeeper();
  SequenceCheckpointKeeper(const SequenceCheckpointKeeper&) = delete;
  SequenceCheckpointKeeper& operator=(const SequenceCheckpointKeeper&) = delete;

  // Continues from the file when it exists (checked: format, checksum, game).
  // Returns how many values it held, 0 without a file.
  std::uint64_t resume();

  // Called with the sequence's progress: saves when `every` has passed since
  // the last save; after a signal, saves and ends the command with status
  // 128 + the signal's number, saying how to resume.
  void on_progress(const SequenceProgress& step);

  // Whether a signal asked this process to stop (while a keeper lives).
  static bool stop_asked() noexcept;

  // Saves now (at the end of the run).
  void save();

 private:
  std::string path_;
  GrundySequence& sequence_;
  std::chrono::seconds every_;
  std::chrono::steady_clock::time_point last_save_;
  std::uint64_t saved_count_ = 0;
  bool writes_;
  bool shared_;
  struct sigaction old_interrupt_ {};
  struct sigaction old_terminate_ {};
  struct sigaction old_user_ {};
};

}  // namespace grundy::cli

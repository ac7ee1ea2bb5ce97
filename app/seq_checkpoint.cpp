#include "seq_checkpoint.hpp"

#include <fmt/format.h>

#include <CLI/CLI.hpp>
#include <filesystem>
#include <iostream>

#include "grundy/errors.hpp"
#include "grundy/sequence_checkpoint.hpp"
#include "grundy/translate.hpp"

namespace grundy::cli {
namespace {

// The signal that asked the run to stop, 0 while none has. Only set by the
// handler; read between blocks of values.
volatile std::sig_atomic_t stop_signal = 0;

// The first signal asks for a checkpoint; a second one, for a run that does
// not reach its next check soon, ends the process at once as usual.
extern "C" void ask_to_stop(int signal_number) {
  if (stop_signal != 0) {
    std::signal(signal_number, SIG_DFL);
    std::raise(signal_number);
    return;
  }
  stop_signal = signal_number;
}

}  // namespace

SequenceCheckpointKeeper::SequenceCheckpointKeeper(std::string path, GrundySequence& sequence,
                                                   std::chrono::seconds every, bool writes,
                                                   bool shared)
    : path_(std::move(path)),
      sequence_(sequence),
      every_(every),
      last_save_(std::chrono::steady_clock::now()),
      writes_(writes),
      shared_(shared) {
  stop_signal = 0;
  struct sigaction action {};
  action.sa_handler = ask_to_stop;
  sigemptyset(&action.sa_mask);
  sigaction(SIGINT, &action, &old_interrupt_);
  sigaction(SIGTERM, &action, &old_terminate_);
  // mpirun passes SIGUSR1 on to every rank and, unlike SIGINT and SIGTERM,
  // does not kill the ranks a second later: the way to stop a job whose
  // last save takes longer than that (docs/DISTRIBUTED.md).
  sigaction(SIGUSR1, &action, &old_user_);
}

SequenceCheckpointKeeper::~SequenceCheckpointKeeper() {
  sigaction(SIGINT, &old_interrupt_, nullptr);
  sigaction(SIGTERM, &old_terminate_, nullptr);
  sigaction(SIGUSR1, &old_user_, nullptr);
}

std::uint64_t SequenceCheckpointKeeper::resume() {
  if (!std::filesystem::exists(path_)) return 0;
  SequenceCheckpoint checkpoint = read_sequence_checkpoint(path_, sequence_.rule());
  saved_count_ = checkpoint.values.size();
  sequence_.restore(std::move(checkpoint.values));
  return saved_count_;
}

bool SequenceCheckpointKeeper::stop_asked() noexcept { return stop_signal != 0; }

void SequenceCheckpointKeeper::on_progress(const SequenceProgress& step) {
  if (shared_ ? step.stop_asked : stop_signal != 0) {
    save();
    std::cout.flush();
    std::cerr << format_translated(
                     "interrupted: G(0) .. G({}) are saved in the checkpoint '{}'; run the same "
                     "command again to go on from there",
                     sequence_.size() - 1, printable_token(path_, 200))
              << "\n";
    // A rank of a job that was not signalled itself stops as if terminated.
    throw CLI::RuntimeError(128 + (stop_signal != 0 ? stop_signal : SIGTERM));
  }
  if (std::chrono::steady_clock::now() - last_save_ >= every_) save();
}

void SequenceCheckpointKeeper::save() {
  if (writes_ && sequence_.size() != saved_count_) {
    write_sequence_checkpoint(path_, sequence_.rule(), sequence_.values());
    saved_count_ = sequence_.size();
  }
  last_save_ = std::chrono::steady_clock::now();
}

}  // namespace grundy::cli

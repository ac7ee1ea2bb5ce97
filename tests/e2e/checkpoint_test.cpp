// `grundy seq --checkpoint FILE`: a run killed at any moment (SIGKILL, with no
// chance to save) or interrupted (SIGINT, SIGTERM, SIGUSR1: it saves) goes on from
// FILE when run again, and prints exactly what a run that never stopped
// prints. A bad FILE is one clear error.
#include <fcntl.h>
#include <gtest/gtest.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "../sanitized.hpp"
#include "checks.hpp"
#include "run_grundy.hpp"
#include "scratch_file.hpp"

extern char** environ;

namespace grundy::e2e {
namespace {

// A fresh name for a checkpoint that does not exist yet; removed at the end.
class CheckpointName {
 public:
  CheckpointName() { std::filesystem::remove(file_.path()); }
  ~CheckpointName() { std::filesystem::remove(file_.path() + ".tmp"); }
  const std::string& path() const { return file_.path(); }

 private:
  ScratchFile file_{""};
};

// Starts grundy with `args` in the background, its output going to `output`.
pid_t start_grundy(const std::vector<std::string>& args, const std::string& output) {
  const std::string binary = grundy_binary();
  std::vector<std::string> strings{binary};
  strings.insert(strings.end(), args.begin(), args.end());
  std::vector<char*> argv;
  for (std::string& s : strings) argv.push_back(s.data());
  argv.push_back(nullptr);
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0);
  posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0);
  posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, output.c_str(),
                                   O_WRONLY | O_CREAT | O_TRUNC, 0644);
  pid_t pid = 0;
  const int error = posix_spawn(&pid, binary.c_str(), &actions, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  if (error != 0) ADD_FAILURE() << "posix_spawn failed: " << error;
  return pid;
}

int wait_for(pid_t pid) {
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  return status;
}

// Waits (up to a minute) until `path` exists: the run has saved once.
bool wait_for_file(const std::string& path) {
  for (int i = 0; i < 6000; ++i) {
    if (std::filesystem::exists(path)) return true;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  return false;
}

// 2^18 values of Grundy's game, with the two-thread pipeline and the sparse
// method both at work: a fraction of a second here, some seconds in the
// sanitizer build, whose binary the same tests run.
const std::vector<std::string> kSeq{"seq", "grundy-game", "--upto", "262144"};

void expect_one_error(const RunResult& result, const std::string& part) {
  const std::string line = expect_one_error_line(result);
  EXPECT_TRUE(contains(line, part)) << line;
}

std::vector<std::string> with_checkpoint(const std::string& path) {
  std::vector<std::string> args = kSeq;
  for (const char* extra : {"--checkpoint", path.c_str(), "--checkpoint-every", "0"})
    args.emplace_back(extra);
  return args;
}

TEST(Checkpoint, KilledAtRandomMomentsAndResumedPrintsWhatAnUnbrokenRunPrints) {
  const auto start = std::chrono::steady_clock::now();
  const RunResult unbroken = run_grundy(kSeq);
  ASSERT_EQ(unbroken.status, 0) << unbroken;
  // The moments are drawn within the time a whole run takes on this build.
  const auto whole_ms = std::chrono::duration_cast<std::chrono::milliseconds>(
                            std::chrono::steady_clock::now() - start)
                            .count();
  const CheckpointName checkpoint;
  const ScratchFile log("");
  std::random_device seed;
  std::mt19937 random(seed());
  std::string moments;
  for (int kill = 0; kill < 3; ++kill) {
    const pid_t pid = start_grundy(with_checkpoint(checkpoint.path()), log.path());
    // The first run is killed after its first save, so that there is
    // something to resume; the others at any moment.
    if (kill == 0) {
      ASSERT_TRUE(wait_for_file(checkpoint.path())) << read_file(log.path());
    }
    const auto delay_ms = static_cast<long>(random() % static_cast<unsigned>(whole_ms / 3 + 1));
    moments += std::to_string(delay_ms) + " ms ";
    std::this_thread::sleep_for(std::chrono::milliseconds(delay_ms));
    ::kill(pid, SIGKILL);
    wait_for(pid);
  }
  const RunResult resumed = run_grundy(with_checkpoint(checkpoint.path()));
  EXPECT_EQ(resumed.status, 0) << resumed;
  EXPECT_TRUE(contains(resumed.err, "resuming from the checkpoint")) << resumed;
  EXPECT_TRUE(resumed.out == unbroken.out) << "killed after " << moments;
  // A finished run leaves every value in the file: running again computes nothing.
  const RunResult again = run_grundy(with_checkpoint(checkpoint.path()));
  EXPECT_TRUE(contains(again.err, "G(0) .. G(262144) read")) << again;
  EXPECT_TRUE(again.out == unbroken.out);
}

TEST(Checkpoint, AnInterruptSavesAndSaysHowToGoOn) {
  int interrupted = 0;
  for (const int signal_number : {SIGINT, SIGTERM, SIGUSR1}) {
    const CheckpointName checkpoint;
    const ScratchFile log("");
    const pid_t pid = start_grundy(with_checkpoint(checkpoint.path()), log.path());
    ASSERT_TRUE(wait_for_file(checkpoint.path()));
    ::kill(pid, signal_number);
    const int status = wait_for(pid);
    const std::string said = read_file(log.path());
    if (WIFEXITED(status) && WEXITSTATUS(status) == 0) continue;  // it had finished
    ASSERT_TRUE(WIFEXITED(status)) << "ended by signal " << WTERMSIG(status) << ": " << said;
    EXPECT_EQ(WEXITSTATUS(status), 128 + signal_number) << said;
    EXPECT_TRUE(contains(said, "interrupted: G(0) .. G(")) << said;
    EXPECT_TRUE(contains(said, "run the same command again")) << said;
    ++interrupted;
    // The saved values are read back (and only printed: they reach past 100).
    const RunResult resumed =
        run_grundy({"seq", "grundy-game", "--upto", "100", "--checkpoint", checkpoint.path()});
    EXPECT_EQ(resumed.status, 0) << resumed;
    EXPECT_TRUE(contains(resumed.err, "resuming from the checkpoint")) << resumed;
  }
  EXPECT_GT(interrupted, 0) << "every run finished before its signal";
}

// The values do not depend on the threads: one and two print the same and
// save the same file, byte for byte (0.114 widens to two bytes a value at
// heap 16636, where two threads are at work; Grundy's game stays at one).
TEST(Checkpoint, OneAndTwoThreadsSaveTheSameFile) {
  // Against the sanitized binary, Grundy's game alone (0.114's values of two
  // bytes take it a dozen seconds there).
  const std::vector<const char*> games = {"grundy-game", "octal(0.114)"};
  for (std::size_t i = 0; i < testing_build::trials(games.size(), 2); ++i) {
    const char* game = games[i];
    const CheckpointName one;
    const CheckpointName two;
    const RunResult by_one =
        run_grundy({"seq", game, "--upto", "100000", "--threads", "1", "--checkpoint", one.path()});
    const RunResult by_two =
        run_grundy({"seq", game, "--upto", "100000", "--threads", "2", "--checkpoint", two.path()});
    ASSERT_EQ(by_one.status, 0) << by_one;
    ASSERT_EQ(by_two.status, 0) << by_two;
    EXPECT_TRUE(by_one.out == by_two.out) << game;
    const std::string saved = read_file(one.path());
    EXPECT_TRUE(saved == read_file(two.path())) << game;
    ASSERT_GT(saved.size(), 12U);
    EXPECT_EQ(saved[12], std::string(game) == "grundy-game" ? 1 : 2) << game;  // the width
  }
  expect_one_error(run_grundy({"seq", "kayles", "--upto", "5", "--threads", "3"}), "--threads");
}

TEST(Checkpoint, ABadFileIsOneErrorLine) {
  const CheckpointName checkpoint;
  const RunResult kayles =
      run_grundy({"seq", "kayles", "--upto", "500", "--checkpoint", checkpoint.path()});
  ASSERT_EQ(kayles.status, 0) << kayles;
  const RunResult other =
      run_grundy({"seq", "dawson", "--upto", "500", "--checkpoint", checkpoint.path()});
  expect_one_error(other, "it holds the sequence of 0.77, not of 0.07");
  // An alias of the same rule resumes it.
  EXPECT_EQ(
      run_grundy({"seq", "octal(0.77)", "--upto", "600", "--checkpoint", checkpoint.path()}).status,
      0);
  std::string bytes = read_file(checkpoint.path());
  bytes[40] ^= 4;
  std::ofstream(checkpoint.path(), std::ios::binary | std::ios::trunc) << bytes;
  expect_one_error(
      run_grundy({"seq", "kayles", "--upto", "500", "--checkpoint", checkpoint.path()}),
      "is damaged: its checksum is");
  expect_one_error(
      run_grundy({"seq", "kayles", "--misere", "--upto", "5", "--checkpoint", checkpoint.path()}),
      "--checkpoint is for normal-play sequences");
  expect_one_error(run_grundy({"seq", "kayles", "--upto", "5", "--checkpoint-every", "-1"}),
                   "--checkpoint-every");
}

}  // namespace
}  // namespace grundy::e2e

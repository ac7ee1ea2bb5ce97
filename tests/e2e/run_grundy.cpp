#include "run_grundy.hpp"

#include <algorithm>

#include <fcntl.h>
#include <gtest/gtest.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <stdexcept>
#include <string_view>
#include <thread>
#include <tuple>

#include "../sanitized.hpp"

extern char** environ;

namespace grundy::e2e {
namespace {

// A guard against a hang, not a measure of speed: every case we run takes
// milliseconds to seconds. Long enough for a loaded machine; against the
// sanitized binary ten times that (a whole `grundy verify` there took over a
// minute beside two busy loops). The full octal survey (`make
// survey-check`) runs for minutes by design, and says so with
// GRUNDY_SURVEY_FULL.
std::chrono::seconds hang_limit() {
  if (std::getenv("GRUNDY_SURVEY_FULL") != nullptr) return std::chrono::seconds(3600);
  return std::chrono::seconds(testing_build::sanitized() ? 600 : 60);
}
// Tests show this much of each stream; a 200 kB report helps nobody.
constexpr std::size_t kShownChars = 4000;

[[noreturn]] void fail_system(const char* what) {
  throw std::runtime_error(std::string("run_grundy: ") + what + ": " + std::strerror(errno));
}

// Both ends close on exec; posix_spawn's dup2 clears the flag on the child's copies.
std::array<int, 2> make_pipe() {
  std::array<int, 2> ends{};
  if (pipe2(ends.data(), O_CLOEXEC) != 0) fail_system("pipe2");
  return ends;
}

void close_fd(int& fd) {
  if (fd >= 0) close(fd);
  fd = -1;
}

// The test's environment with `extra` added; an entry in `extra` replaces one of the same name.
// The optional work of a report has no time budget (GRUNDY_EXTRAS_MS=0), so
// that what a test compares does not depend on the machine's speed; a test
// of the budget sets it (or --extras-ms) itself.
std::vector<std::string> child_environment(std::vector<std::string> extra) {
  auto name_of = [](std::string_view entry) { return entry.substr(0, entry.find('=')); };
  if (std::none_of(extra.begin(), extra.end(),
                   [&](const std::string& added) { return name_of(added) == "GRUNDY_EXTRAS_MS"; }))
    extra.emplace_back("GRUNDY_EXTRAS_MS=0");
  std::vector<std::string> env;
  for (char** entry = environ; *entry != nullptr; ++entry) {
    bool replaced = false;
    for (const std::string& added : extra) replaced = replaced || name_of(added) == name_of(*entry);
    if (!replaced) env.emplace_back(*entry);
  }
  env.insert(env.end(), extra.begin(), extra.end());
  return env;
}

std::vector<char*> c_strings(std::vector<std::string>& strings) {
  std::vector<char*> pointers;
  pointers.reserve(strings.size() + 1);
  for (std::string& s : strings) pointers.push_back(s.data());
  pointers.push_back(nullptr);
  return pointers;
}

int decode_status(int wait_status) {
  if (WIFEXITED(wait_status)) return WEXITSTATUS(wait_status);
  if (WIFSIGNALED(wait_status)) return 128 + WTERMSIG(wait_status);
  return -1;
}

std::string shown(const std::string& text) {
  if (text.size() <= kShownChars) return text;
  return text.substr(0, kShownChars) + "\n[... " + std::to_string(text.size() - kShownChars) +
         " more characters]\n";
}

}  // namespace

std::string grundy_binary() {
  const char* chosen = std::getenv("GRUNDY_TEST_BINARY");
  return chosen != nullptr && *chosen != '\0' ? chosen : GRUNDY_BINARY;
}

RunResult run_grundy(const std::vector<std::string>& args, const std::string& stdin_text,
                     const std::vector<std::string>& extra_env) {
  // A child that exits without reading its input must give us EPIPE, not kill the test.
  static const bool sigpipe_ignored = [] { return signal(SIGPIPE, SIG_IGN) != SIG_ERR; }();
  (void)sigpipe_ignored;

  std::array<int, 2> in = make_pipe();
  std::array<int, 2> out = make_pipe();
  std::array<int, 2> err = make_pipe();

  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, in[0], STDIN_FILENO);
  posix_spawn_file_actions_adddup2(&actions, out[1], STDOUT_FILENO);
  posix_spawn_file_actions_adddup2(&actions, err[1], STDERR_FILENO);
  // The child gets the default SIGPIPE back, as it would from a shell.
  posix_spawnattr_t attributes;
  posix_spawnattr_init(&attributes);
  sigset_t defaults;
  sigemptyset(&defaults);
  sigaddset(&defaults, SIGPIPE);
  posix_spawnattr_setsigdefault(&attributes, &defaults);
  posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSIGDEF);

  const std::string binary = grundy_binary();
  std::vector<std::string> argv_strings{binary};
  argv_strings.insert(argv_strings.end(), args.begin(), args.end());
  std::vector<std::string> env_strings = child_environment(extra_env);
  std::vector<char*> argv = c_strings(argv_strings);
  std::vector<char*> envp = c_strings(env_strings);

  pid_t pid = 0;
  const int spawn_error =
      posix_spawn(&pid, binary.c_str(), &actions, &attributes, argv.data(), envp.data());
  posix_spawn_file_actions_destroy(&actions);
  posix_spawnattr_destroy(&attributes);
  close_fd(in[0]);
  close_fd(out[1]);
  close_fd(err[1]);
  if (spawn_error != 0) {
    close_fd(in[1]);
    close_fd(out[0]);
    close_fd(err[0]);
    errno = spawn_error;
    fail_system(("posix_spawn " + binary).c_str());
  }

  // One loop feeds stdin and drains both outputs, so no pipe can fill up and
  // leave parent and child each waiting for the other.
  if (fcntl(in[1], F_SETFL, O_NONBLOCK) != 0) fail_system("fcntl");
  RunResult result{"", "", -1};
  std::size_t written = 0;
  if (stdin_text.empty()) close_fd(in[1]);
  const auto deadline = std::chrono::steady_clock::now() + hang_limit();
  bool timed_out = false;
  while (in[1] >= 0 || out[0] >= 0 || err[0] >= 0) {
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
        deadline - std::chrono::steady_clock::now());
    if (left.count() <= 0) {
      timed_out = true;
      break;
    }
    std::array<pollfd, 3> fds{{{in[1], POLLOUT, 0}, {out[0], POLLIN, 0}, {err[0], POLLIN, 0}}};
    const int ready = poll(fds.data(), fds.size(), static_cast<int>(left.count()));
    if (ready < 0) {
      if (errno == EINTR) continue;
      fail_system("poll");
    }
    if (in[1] >= 0 && fds[0].revents != 0) {
      const ssize_t n = write(in[1], stdin_text.data() + written, stdin_text.size() - written);
      if (n > 0) written += static_cast<std::size_t>(n);
      // EPIPE: the program stopped reading, which is its right.
      if ((n < 0 && errno != EAGAIN && errno != EINTR) || written == stdin_text.size())
        close_fd(in[1]);
    }
    for (auto [index, fd, sink] :
         {std::tuple{1, &out[0], &result.out}, std::tuple{2, &err[0], &result.err}}) {
      if (*fd < 0 || fds[index].revents == 0) continue;
      std::array<char, 65536> buffer;
      const ssize_t n = read(*fd, buffer.data(), buffer.size());
      if (n > 0) {
        sink->append(buffer.data(), static_cast<std::size_t>(n));
      } else if (n == 0 || errno != EINTR) {
        close_fd(*fd);
      }
    }
  }
  close_fd(in[1]);
  close_fd(out[0]);
  close_fd(err[0]);
  if (timed_out) kill(pid, SIGKILL);

  // The child may close its outputs and still run; the deadline holds until it exits.
  int wait_status = 0;
  for (;;) {
    const pid_t done = waitpid(pid, &wait_status, timed_out ? 0 : WNOHANG);
    if (done == pid) break;
    if (done < 0 && errno != EINTR) fail_system("waitpid");
    if (done == 0 && std::chrono::steady_clock::now() >= deadline) {
      timed_out = true;
      kill(pid, SIGKILL);
    } else if (done == 0) {
      std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
  }
  result.status = decode_status(wait_status);
  if (timed_out) {
    ADD_FAILURE() << "grundy did not finish within " << hang_limit().count() << " s and was killed\n"
                  << result;
  }
  return result;
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    lines.push_back(text.substr(start, end - start));
    start = end + 1;
  }
  return lines;
}

std::size_t line_number(const std::vector<std::string>& lines, const std::string& line) {
  return static_cast<std::size_t>(std::find(lines.begin(), lines.end(), line) - lines.begin());
}

std::ostream& operator<<(std::ostream& os, const RunResult& result) {
  return os << "exit status " << result.status << "\n--- stdout ---\n"
            << shown(result.out) << "--- stderr ---\n"
            << shown(result.err) << "---\n";
}

}  // namespace grundy::e2e

// What the hostile commands of tests/data/hostile/commands.jsonl cost
// (issue 38: every answer bounded in size, time and memory, on every front
// end). Each line's argv is run as `grundy ARGV...` (most with --max-memory
// 256M): it must end within a time limit with a result (exit status 0 and
// some output) or one `error:` line (exit status 2), never a crash, and its
// peak resident size (wait4's ru_maxrss) must stay within its --max-memory
// and a margin. Its output is counted, not kept.
//
// GRUNDY_HOSTILE_COMMAND_REPORT=FILE adds one row a command to the Markdown
// table in FILE (written with its header when FILE is empty): the commands'
// table of docs/hardening.md, made from an empty FILE by
// build/tests/grundy_e2e_tests --gtest_filter='HostileCommands/*'.
#include <fcntl.h>
#include <gtest/gtest.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/file.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include "../hostile_report.hpp"
#include "../sanitized.hpp"
#include "run_grundy.hpp"

extern char** environ;

namespace {

using Clock = std::chrono::steady_clock;

// A command's deadline, its --timeout (nullopt for nimber, whose work its
// input bounds), and what it may take beyond it to stop: 1 s, 10 s under
// the sanitizers, where unwinding and freeing are slower.
std::optional<double> deadline_seconds(const std::vector<std::string>& argv) {
  for (std::size_t i = 0; i + 1 < argv.size(); ++i) {
    if (argv[i] == "--timeout") return std::strtod(argv[i + 1].c_str(), nullptr);
  }
  return std::nullopt;
}
double time_margin_seconds() { return grundy::testing_build::sanitized() ? 10 : 1; }

// The time a command may take: its deadline and the margin; without one,
// 10 s, 40 s under the sanitizers. (A busy machine may stretch it: see
// grundy::hostile::answered_in_time.)
double time_limit_seconds(const std::vector<std::string>& argv) {
  if (const auto deadline = deadline_seconds(argv)) return *deadline + time_margin_seconds();
  return grundy::testing_build::sanitized() ? 40 : 10;
}
// What the process may hold beyond its --max-memory: the program, its
// buffers, the allocator's slack.
constexpr double kMemoryMarginMiB = 64;
// Without --max-memory on the line (nimber), the budget of the others.
constexpr double kDefaultBudgetMiB = 256;
// Past its budget and this much, a command is stopped, so that one that
// grows without bound does not take the machine's memory.
constexpr double kStopGrowthMiB = 1024;

struct HostileCommand {
  std::string name;
  std::string family;
  std::vector<std::string> argv;
  int line = 0;
};

void PrintTo(const HostileCommand& command, std::ostream* os) { *os << command.name; }

std::vector<HostileCommand> load_commands() {
  std::vector<HostileCommand> commands;
  std::ifstream file(GRUNDY_TEST_DATA "/hostile/commands.jsonl");
  std::string text;
  for (int line = 1; std::getline(file, text); ++line) {
    if (text.empty()) continue;
    const nlohmann::json entry = nlohmann::json::parse(text, nullptr, false);
    if (!entry.is_object()) continue;  // HostileCommandData says which
    HostileCommand command;
    command.name = entry.value("name", "");
    command.family = entry.value("family", "");
    command.argv = entry.value("argv", std::vector<std::string>{});
    command.line = line;
    commands.push_back(std::move(command));
  }
  return commands;
}

const std::vector<HostileCommand>& hostile_commands() {
  static const std::vector<HostileCommand> commands = load_commands();
  return commands;
}

// The --max-memory of `argv` in MiB (K, M, G suffixes, with or without
// "iB"), or the default budget.
double budget_mib(const std::vector<std::string>& argv) {
  for (std::size_t i = 0; i + 1 < argv.size(); ++i) {
    if (argv[i] != "--max-memory") continue;
    char* end = nullptr;
    const double number = std::strtod(argv[i + 1].c_str(), &end);
    switch (*end) {
      case 'K':
        return number / 1024;
      case 'M':
        return number;
      case 'G':
        return number * 1024;
      default:
        return number / (1024 * 1024);
    }
  }
  return kDefaultBudgetMiB;
}

struct CommandRun {
  int status = -1;  // exit status, or 128 + signal
  std::string err;  // the first 64 KiB of standard error
  std::uint64_t out_bytes = 0;
  double seconds = 0;
  double peak_mib = 0;     // ru_maxrss
  bool timed_out = false;  // killed, still running long past its limit
  // Processor time from its deadline to its end; nullopt when it ended first.
  std::optional<double> cpu_after_deadline;
  bool stopped = false;  // past the budget and kStopGrowthMiB
};

// Runs grundy with `argv`, standard input empty, draining both outputs,
// and stops it (SIGKILL) past the time limit or the memory it may grow to.
CommandRun run_measured(const std::vector<std::string>& argv, double stop_mib) {
  CommandRun run;
  std::array<int, 2> out{}, err{};
  if (pipe2(out.data(), O_CLOEXEC) != 0 || pipe2(err.data(), O_CLOEXEC) != 0) {
    ADD_FAILURE() << "pipe2";
    return run;
  }
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0);
  posix_spawn_file_actions_adddup2(&actions, out[1], STDOUT_FILENO);
  posix_spawn_file_actions_adddup2(&actions, err[1], STDERR_FILENO);
  const std::string binary = grundy::e2e::grundy_binary();
  std::vector<std::string> words{binary};
  words.insert(words.end(), argv.begin(), argv.end());
  std::vector<char*> pointers;
  for (std::string& word : words) pointers.push_back(word.data());
  pointers.push_back(nullptr);
  pid_t pid = 0;
  const auto start = Clock::now();
  const int spawned =
      posix_spawn(&pid, binary.c_str(), &actions, nullptr, pointers.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  close(out[1]);
  close(err[1]);
  if (spawned != 0) {
    close(out[0]);
    close(err[0]);
    ADD_FAILURE() << "posix_spawn " << binary;
    return run;
  }
  // Killed only long past its limit (a hang); whether it ended in time is
  // judged afterwards, with the processor time it took past its deadline.
  const auto give_up_at = start + std::chrono::duration<double>(2 * time_limit_seconds(argv) + 10);
  const std::optional<double> deadline = deadline_seconds(argv);
  std::optional<double> cpu_at_deadline;
  int fds[2] = {out[0], err[0]};
  std::array<char, 1 << 16> buffer{};
  int status = 0;
  rusage usage{};
  for (;;) {
    if (deadline && !cpu_at_deadline &&
        Clock::now() >= start + std::chrono::duration<double>(*deadline)) {
      cpu_at_deadline = grundy::hostile::cpu_seconds(pid);
    }
    if (!run.timed_out && !run.stopped) {
      if (Clock::now() >= give_up_at) {
        run.timed_out = true;
        kill(pid, SIGKILL);
      } else if (grundy::hostile::status_mib(pid, "VmRSS").value_or(0) > stop_mib) {
        run.stopped = true;
        kill(pid, SIGKILL);
      }
    }
    std::array<pollfd, 2> ready{{{fds[0], POLLIN, 0}, {fds[1], POLLIN, 0}}};
    if (fds[0] >= 0 || fds[1] >= 0) poll(ready.data(), ready.size(), 20);
    for (int i = 0; i < 2; ++i) {
      if (fds[i] < 0 || ready[i].revents == 0) continue;
      const ssize_t n = read(fds[i], buffer.data(), buffer.size());
      if (n <= 0) {
        close(fds[i]);
        fds[i] = -1;
      } else if (i == 0) {
        run.out_bytes += static_cast<std::uint64_t>(n);
      } else if (run.err.size() < (64 << 10)) {
        run.err.append(buffer.data(), static_cast<std::size_t>(n));
      }
    }
    if (fds[0] < 0 && fds[1] < 0) {
      // The outputs are closed; the process may still run until the deadline.
      const pid_t done = wait4(pid, &status, WNOHANG, &usage);
      if (done == pid) break;
      std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
  }
  run.seconds = std::chrono::duration<double>(Clock::now() - start).count();
  run.status = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  run.peak_mib = static_cast<double>(usage.ru_maxrss) / 1024.0;
  if (cpu_at_deadline) {
    const auto seconds = [](const timeval& t) {
      return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_usec) / 1e6;
    };
    run.cpu_after_deadline = seconds(usage.ru_utime) + seconds(usage.ru_stime) - *cpu_at_deadline;
  }
  return run;
}

// ------------------------------------------------------------- report --

void write_report(const std::string& row) {
  grundy::hostile::append_report(
      "GRUNDY_HOSTILE_COMMAND_REPORT",
      "| command | family | exit | time (s) | peak (MiB) | output (bytes) | within limits |\n"
      "|---|---|---|---|---|---|---|\n",
      row);
}

// -------------------------------------------------------------- tests --

TEST(HostileCommandData, EveryLineIsACommandWithAUniqueName) {
  const std::vector<nlohmann::json> entries =
      grundy::hostile::named_entries(GRUNDY_TEST_DATA "/hostile/commands.jsonl");
  for (const nlohmann::json& entry : entries) {
    const std::string name = entry.value("name", "");
    ASSERT_TRUE(entry.contains("argv") && entry["argv"].is_array() && !entry["argv"].empty())
        << name;
    const std::string command = entry["argv"][0];
    EXPECT_TRUE(command == "solve" || command == "seq" || command == "quotient" ||
                command == "nimber")
        << name;
  }
  EXPECT_GE(entries.size(), 20U);
  EXPECT_EQ(hostile_commands().size(), entries.size());
}

class HostileCommandCost : public testing::TestWithParam<HostileCommand> {};

TEST_P(HostileCommandCost, AnsweredOrRefusedWithinItsTimeAndMemory) {
  const HostileCommand& command = GetParam();
  SCOPED_TRACE("line " + std::to_string(command.line) + ": " + command.name);
  const double budget = budget_mib(command.argv);
  const CommandRun run = run_measured(command.argv, budget + kStopGrowthMiB);
  const bool sanitized = grundy::testing_build::sanitized();
  const std::vector<std::string> err_lines = grundy::e2e::lines_of(run.err);
  const bool answered = run.status == 0 && run.out_bytes > 0;
  const bool refused =
      run.status == 2 && err_lines.size() == 1 && err_lines[0].rfind("error: ", 0) == 0;
  const std::optional<double> deadline = deadline_seconds(command.argv);
  const bool in_time =
      !run.timed_out &&
      (deadline ? grundy::hostile::answered_in_time(run.seconds, *deadline, time_margin_seconds(),
                                                    run.cpu_after_deadline)
                : run.seconds <= time_limit_seconds(command.argv));
  const bool in_memory = sanitized || run.peak_mib <= budget + kMemoryMarginMiB;
  EXPECT_TRUE(answered || refused) << "exit status " << run.status << ", " << run.out_bytes
                                   << " bytes out, stderr: " << run.err.substr(0, 500);
  EXPECT_TRUE(in_time) << run.seconds << " s, the limit is " << time_limit_seconds(command.argv)
                       << " s; processor time past the deadline: "
                       << run.cpu_after_deadline.value_or(0) << " s";
  if (!sanitized) {
    EXPECT_LE(run.peak_mib, budget + kMemoryMarginMiB)
        << "MiB at the peak, with --max-memory " << budget << " MiB";
  }

  std::string exit = std::to_string(run.status);
  if (run.timed_out)
    exit = "killed at " +
           grundy::hostile::format_fixed(2 * time_limit_seconds(command.argv) + 10, 0) + " s";
  if (run.stopped)
    exit = "killed at " + grundy::hostile::format_fixed(budget + kStopGrowthMiB, 0) + " MiB";
  if (run.status == 134) exit += " (abort)";
  if (refused) exit += ": " + grundy::hostile::shortened(err_lines[0].substr(7), 80);
  std::vector<std::string> broken;
  if (!answered && !refused) broken.push_back("answer");
  if (!in_time) broken.push_back("time");
  if (!in_memory) broken.push_back("memory");
  std::string verdict = "yes";
  if (!broken.empty()) {
    verdict = "**no**:";
    for (const std::string& what : broken) verdict += " " + what;
  }
  const std::string time =
      (run.timed_out ? "> " : "") + grundy::hostile::format_fixed(run.seconds, 2);
  const std::string peak =
      (run.stopped ? "> " : "") + grundy::hostile::format_fixed(run.peak_mib, 1);
  write_report("| " + command.name + " | " + command.family + " | " + exit + " | " + time + " | " +
               peak + " | " + std::to_string(run.out_bytes) + " | " + verdict + " |\n");
}

std::string test_name(const testing::TestParamInfo<HostileCommand>& info) {
  std::string name = info.param.name;
  for (char& c : name) {
    if (std::isalnum(static_cast<unsigned char>(c)) == 0) c = '_';
  }
  return name;
}

INSTANTIATE_TEST_SUITE_P(HostileCommands, HostileCommandCost, testing::ValuesIn(hostile_commands()),
                         test_name);

}  // namespace

// What the two hostile suites share (tests/data/hostile): the table each
// writes of what every input cost, and how a process's memory is read. The
// web suite (tests/web/hostile_cost_test.cpp) measures the server, the
// end-to-end suite (tests/e2e/hostile_commands_test.cpp) the command.
#pragma once

#include <fcntl.h>
#include <gtest/gtest.h>
#include <sys/file.h>
#include <sys/types.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace grundy::hostile {

// A line "Name:   1234 kB" of /proc/PID/status (VmRSS, VmHWM) in MiB;
// nullopt when the process is gone.
inline std::optional<double> status_mib(pid_t pid, const std::string& name) {
  std::ifstream status("/proc/" + std::to_string(pid) + "/status");
  std::string line;
  while (std::getline(status, line)) {
    if (line.rfind(name + ":", 0) == 0)
      return std::strtod(line.c_str() + name.size() + 1, nullptr) / 1024.0;
  }
  return std::nullopt;
}

// The processor time (user and system) that a running process has used, in
// seconds; nullopt when it is gone.
inline std::optional<double> cpu_seconds(pid_t pid) {
  std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
  std::string text;
  if (!std::getline(stat, text)) return std::nullopt;
  const std::size_t name_end = text.rfind(')');  // the name may hold spaces
  if (name_end == std::string::npos) return std::nullopt;
  std::istringstream fields(text.substr(name_end + 1));
  std::string skipped;
  for (int field = 3; field < 14; ++field) fields >> skipped;  // state .. cmajflt
  unsigned long long user = 0;
  unsigned long long system = 0;
  if (!(fields >> user >> system)) return std::nullopt;
  return static_cast<double>(user + system) / static_cast<double>(sysconf(_SC_CLK_TCK));
}

// Whether an answer came in time: within its deadline and `margin` seconds,
// or, on a machine so busy that the margin passed while the program waited
// for a core, with at most `margin` seconds of processor time used after
// its deadline. The second is what the deadline promises whatever the
// machine's load: the work stops at it. (`cpu_after_deadline`: nullopt when
// the answer came before the deadline.)
inline bool answered_in_time(double seconds, double deadline, double margin,
                             std::optional<double> cpu_after_deadline) {
  if (seconds <= deadline + margin) return true;
  return cpu_after_deadline.has_value() && *cpu_after_deadline <= margin;
}

inline std::string format_fixed(double value, int digits) {
  char text[64];
  std::snprintf(text, sizeof text, "%.*f", digits, value);
  return text;
}

// The first `length` bytes of `text` (not cutting a UTF-8 character), on
// one line and without '|', for a cell of the table.
inline std::string shortened(const std::string& text, std::size_t length) {
  std::string cell;
  for (const char c : text) {
    if (cell.size() >= length && (static_cast<unsigned char>(c) & 0xC0) != 0x80) {
      cell += "...";
      break;
    }
    cell += c == '|' ? '/' : c == '\n' ? ' ' : c;
  }
  while (!cell.empty() && cell.back() == ' ') cell.pop_back();
  return cell;
}

// Appends `rows` (whole Markdown table rows, each ending in a newline) to
// the file the environment variable `variable` names, the table's `header`
// first when the file is empty; nothing without the variable. The file is
// locked, so that tests run by ctest side by side append whole rows.
inline void append_report(const char* variable, const char* header, const std::string& rows) {
  const char* path = std::getenv(variable);
  if (path == nullptr || *path == '\0' || rows.empty()) return;
  const int fd = open(path, O_WRONLY | O_CREAT | O_APPEND, 0644);
  if (fd < 0) return;
  flock(fd, LOCK_EX);
  std::string text;
  if (lseek(fd, 0, SEEK_END) == 0) text = header;
  text += rows;
  if (write(fd, text.data(), text.size()) < 0) ADD_FAILURE() << "cannot write " << path;
  flock(fd, LOCK_UN);
  close(fd);
}

// The entries of a data file of tests/data/hostile (one JSON object a
// line, blank lines skipped), checked for what both files promise: an
// object with a unique, non-empty "name" and a "family". A line that is
// not an object is a failure, and its entry is left out.
inline std::vector<nlohmann::json> named_entries(const std::string& path) {
  std::ifstream file(path);
  EXPECT_TRUE(file) << path;
  std::vector<nlohmann::json> entries;
  std::set<std::string> names;
  std::string text;
  for (int line = 1; std::getline(file, text); ++line) {
    if (text.empty()) continue;
    nlohmann::json entry = nlohmann::json::parse(text, nullptr, false);
    if (!entry.is_object()) {
      ADD_FAILURE() << path << " line " << line << " is not a JSON object";
      continue;
    }
    const std::string name = entry.value("name", "");
    EXPECT_FALSE(name.empty()) << "line " << line;
    EXPECT_TRUE(names.insert(name).second) << "line " << line << ": " << name << " again";
    EXPECT_FALSE(entry.value("family", "").empty()) << name;
    entries.push_back(std::move(entry));
  }
  return entries;
}

}  // namespace grundy::hostile

// Runs the real `grundy` binary, as a user's shell would, and captures what it
// prints. Every end-to-end test goes through this one door.
#pragma once

#include <ostream>
#include <string>
#include <vector>

namespace grundy::e2e {

struct RunResult {
  std::string out;  // everything written to standard output
  std::string err;  // everything written to standard error
  int status;       // exit status, or 128 + signal number when killed by a signal
};

// The binary under test: GRUNDY_BINARY, the build's own, unless the
// environment names another in GRUNDY_TEST_BINARY (`make test` runs these
// tests once more against the sanitizer build's binary that way, rather than
// compiling them again in that build).
std::string grundy_binary();

// Runs grundy_binary() with `args` (no shell: each argument arrives verbatim),
// feeds it `stdin_text` and closes its standard input. `extra_env` holds
// NAME=VALUE entries that are added to, or replace, the test's environment.
// A run that outlives the timeout is killed and reported as a test failure.
RunResult run_grundy(const std::vector<std::string>& args, const std::string& stdin_text = "",
                     const std::vector<std::string>& extra_env = {});

// The lines of `text`, without their '\n'; a final line without '\n' counts.
std::vector<std::string> lines_of(const std::string& text);
// The index of the first of `lines` equal to `line`; lines.size() if none.
std::size_t line_number(const std::vector<std::string>& lines, const std::string& line);

// For failure messages: the status and both streams, so a failing assertion
// shows what the program actually said.
std::ostream& operator<<(std::ostream& os, const RunResult& result);

}  // namespace grundy::e2e

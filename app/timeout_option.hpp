// `--timeout SECONDS`, for the commands whose work can run long (solve, seq,
// quotient): a deadline for the whole command (deadline.hpp), as the server
// has one for each request, so that a script or a class can bound what a
// question costs. No limit by default: a researcher's long run is the point
// of `seq`.
#pragma once

#include <fmt/format.h>

#include <CLI/CLI.hpp>
#include <string>
#include <utility>

#include "grundy/deadline.hpp"
#include "grundy/errors.hpp"

namespace grundy::cli {

// Adds --timeout to `command`, read into `seconds` (0: no limit).
inline void add_timeout_option(CLI::App& command, double& seconds) {
  command
      .add_option("--timeout", seconds,
                  "Stop with an error after this many seconds (default 0: no limit)")
      ->check(CLI::Range(0.0, 1e9))
      ->type_name("SECONDS");
}

// Runs `work` under a deadline of `seconds` (none for 0); past it, a
// LimitError that names the command and the limit.
template <class Work>
void within_timeout(const std::string& command, double seconds, Work&& work) {
  try {
    within_seconds(seconds, std::forward<Work>(work));
  } catch (const TimeLimitError&) {
    if (seconds <= 0) throw;
    throw LimitError(
        fmt::format("{} took longer than the limit of {} s (--timeout)", command, seconds));
  }
}

}  // namespace grundy::cli

#pragma once

#include <CLI/CLI.hpp>

namespace grundy::cli {

// `grundy survey PATTERN`: every octal game a pattern matches, each computed
// until its period is proven or a budget is spent, classified and grouped by
// equal sequences (octal_survey.hpp, survey_run.hpp).
void add_survey_command(CLI::App& app);

}  // namespace grundy::cli

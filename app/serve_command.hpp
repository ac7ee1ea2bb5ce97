#pragma once

#include <CLI/CLI.hpp>

namespace grundy::cli {

// `grundy serve [--port P] [--host H]`: the web page and its JSON API.
void add_serve_command(CLI::App& app);

}  // namespace grundy::cli

// `--max-memory SIZE`, shared by the commands that could need much memory.
#pragma once

#include <CLI/CLI.hpp>

#include <string>

#include "grundy/memory_account.hpp"
#include "grundy/resource_limit.hpp"

namespace grundy::cli {

// Adds --max-memory to `command`; the size is read into `budget` while the
// command line is parsed, and a bad size throws ParseError (error: ..., exit 2).
inline void add_max_memory_option(CLI::App& command, MemoryBudget& budget) {
  command
      .add_option_function<std::string>(
          "--max-memory", [&budget](const std::string& text) { budget = MemoryBudget::parse(text); },
          "Refuse work estimated to need more memory than SIZE, and stop work that reaches "
          "it, e.g. 512M or 16G (default 4G)")
      ->type_name("SIZE");
}

// Runs `work` with every allocation of this thread charged to `budget`
// (memory_account.hpp): work that the estimates let through stops with
// MemoryLimitError (error: ..., exit 2) when it reaches the limit.
template <class Work>
void within_memory_budget(const MemoryBudget& budget, Work&& work) {
  MemoryAccount account(budget.bytes(), "--max-memory");
  const ScopedMemoryAccount on_this_thread(&account);
  work();
}

}  // namespace grundy::cli

#include "problem_command.hpp"

#include <fmt/format.h>

#include <iostream>
#include <memory>
#include <optional>

#include "grundy/errors.hpp"
#include "grundy/monks_problem.hpp"
#include "grundy/resource_limit.hpp"
#include "memory_option.hpp"

namespace grundy::cli {
namespace {

// Memory of a monk read: 8 bytes in a vector that may double as it grows,
// and the staircase's copy; a 1 MiB read buffer besides.
constexpr std::uint64_t kBytesPerMonk = 24;
constexpr std::uint64_t kReadBufferBytes = std::uint64_t{1} << 20;

// Exactly what the judge compares: "A B" or "-1", and a newline.
void run_monks(const MemoryBudget& budget) {
  const std::uint64_t max_monks = budget.items_that_fit(kBytesPerMonk, kReadBufferBytes);
  std::optional<MonkMove> move;
  try {
    move = solve_monks_problem(std::cin, "standard input", max_monks);
  } catch (const LimitError& error) {
    throw LimitError(
        fmt::format("{}, more than fit the memory limit of {} ({} bytes a monk; --max-memory)",
                    error.what(), format_bytes(budget.bytes()), kBytesPerMonk));
  }
  if (move) {
    std::cout << move->from << ' ' << move->to << '\n';
  } else {
    std::cout << "-1\n";
  }
}

}  // namespace

void add_problem_command(CLI::App& app) {
  CLI::App* problem = app.add_subcommand(
      "problem", "Answer a judge problem in the judge's own input and output format");
  problem->require_subcommand(0, 1);
  // Say which problems there are, rather than the parser's "A subcommand is required".
  problem->callback([problem] {
    if (problem->get_subcommands().empty()) {
      throw RuleError("give a problem: monks (e.g. 'echo 1 5 9 | grundy problem monks')");
    }
  });
  problem->footer(
      "Examples:\n"
      "  echo 1 5 8 10 | grundy problem monks    prints the judge's answer, 1 3\n"
      "Run 'grundy problem NAME --help' for the problem's input and output format.\n");

  CLI::App* monks = problem->add_subcommand(
      "monks", "高僧斗法: the first winning move of the monks on a staircase");
  monks->footer(
      "The monks stand on distinct steps of a staircase, numbered from 1. A move\n"
      "takes one monk up any number of steps, never onto or past the next monk\n"
      "above; the highest monk cannot move. Whoever cannot move loses.\n"
      "Input (standard input, e.g. 'grundy problem monks < monks.in'): the monks'\n"
      "steps in increasing order, separated by spaces (any whitespace, even\n"
      "several lines), each 1 to 2^63-1.\n"
      "Output: 'A B' -- the monk on step A moves up to step B -- for the winning\n"
      "move with the smallest A, or -1 when the player to move loses.\n"
      "Samples:\n"
      "  input 1 5 9       output 1 4\n"
      "  input 1 5 8 10    output 1 3\n"
      "Bad input (not a number, 0, negative, too large, not increasing, empty)\n"
      "gives one 'error:' line naming the line and column, and exit status 2.\n"
      "Examples:\n"
      "  echo 1 5 9 | grundy problem monks       prints 1 4\n"
      "  cat monks.in | grundy problem monks     the judge's input from a file\n"
      "  grundy solve staircase 1 5 8 10         every winning move, and why\n");
  auto budget = std::make_shared<MemoryBudget>();
  add_max_memory_option(*monks, *budget);
  monks->callback([budget] { within_memory_budget(*budget, [&] { run_monks(*budget); }); });
}

}  // namespace grundy::cli

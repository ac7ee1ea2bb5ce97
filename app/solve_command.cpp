#include "solve_command.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <fstream>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "expression_words.hpp"
#include "grundy/compute_limits.hpp"
#include "grundy/errors.hpp"
#include "grundy/expression.hpp"
#include "grundy/heap_reader.hpp"
#include "grundy/json_report.hpp"
#include "grundy/misere_search.hpp"
#include "grundy/nim.hpp"
#include "grundy/resource_limit.hpp"
#include "grundy/solution.hpp"
#include "grundy/text_report.hpp"
#include "grundy/translate.hpp"
#include "memory_option.hpp"

namespace grundy::cli {
namespace {

struct SolveOptions {
  std::vector<std::string> words;
  std::string file;
  bool json = false;
  bool misere = false;
  bool remoteness = false;
  MemoryBudget max_memory;
};

// Memory of a heap read from a file: 8 bytes in a vector that may double as
// it grows (both buffers alive while it moves), and the analysis's share; a
// 1 MiB read buffer besides. The count is checked as the heaps are read.
constexpr std::uint64_t kBytesPerFileHeap = 24;
constexpr std::uint64_t kFileReadBytes = std::uint64_t{1} << 20;

Sum read_nim_file(const std::string& path, const MemoryBudget& budget) {
  std::vector<std::uint64_t> heaps;
  const std::uint64_t max_heaps = budget.items_that_fit(kBytesPerFileHeap, kFileReadBytes);
  try {
    if (path == "-") {
      heaps = read_heap_list(std::cin, "standard input", max_heaps);
    } else {
      std::ifstream in(path, std::ios::binary);
      if (!in) throw InputError(format_translated("cannot open '{}' for reading", path));
      heaps = read_heap_list(in, path, max_heaps);
    }
  } catch (const LimitError&) {
    throw LimitError(fmt::format(
        "solve --file {} has more than {} heap sizes, more than fit the memory limit of {} "
        "({} bytes a heap; --max-memory)",
        path, max_heaps, format_bytes(budget.bytes()), kBytesPerFileHeap));
  }
  if (heaps.empty()) {
    throw ParseError(format_translated("{}: no heap sizes found (empty position)",
                                       path == "-" ? "standard input" : path),
                     0);
  }
  return Sum({std::make_shared<Nim>(std::move(heaps))});
}

void run_solve(const SolveOptions& options) {
  if (!options.file.empty() && !options.words.empty()) {
    throw RuleError(translate("give either a position or --file, not both"));
  }
  if (options.file.empty() && options.words.empty()) {
    throw RuleError(translate("give a position, e.g. 'grundy solve nim 1 2 3', or --file F"));
  }
  // Games on graphs and boards keep their search's table within the budget.
  ComputeLimits compute;
  compute.search_memory = options.max_memory;
  const FamilyRegistry families = FamilyRegistry::builtin(compute);
  Sum position = options.file.empty() ? parse_expression(join_words(options.words), families)
                                      : read_nim_file(options.file, options.max_memory);
  SolveLimits limits;
  limits.misere.max_positions = static_cast<std::size_t>(std::min<std::uint64_t>(
      limits.misere.max_positions, options.max_memory.items_that_fit(kBytesPerSearchedSum)));
  // The sums' table and the pieces share the budget (1,000,000 sums take
  // about 200 MB, the pieces at most 128 MiB by default).
  limits.misere.piece_memory = std::min(limits.misere.piece_memory, options.max_memory.bytes() / 2);
  const std::unique_ptr<Solution> solution =
      solve(std::move(position), options.misere ? PlayConvention::misere : PlayConvention::normal,
            limits);
  if (options.json) {
    report::JsonLimits json_limits;
    if (options.remoteness) json_limits.remoteness = RemotenessLimits{};
    report::write_solution_json(std::cout, *solution, json_limits);
  } else {
    report::write_solution_text(std::cout, *solution);
  }
}

}  // namespace

void add_solve_command(CLI::App& app) {
  auto options = std::make_shared<SolveOptions>();
  CLI::App* solve = app.add_subcommand(
      "solve", "Who wins a position, its Grundy value, every winning move, and why");
  solve->footer(
      "A position is a game expression: a family name, optional parameters in\n"
      "parentheses, then numbers; components joined by '+' form a sum.\n"
      "Examples:\n"
      "  grundy solve nim 1 2 3            the match girl's piles: lost for the player to move\n"
      "  grundy solve nim 5 6 7 8          the cherry bowls: one winning move, 4:8->4\n"
      "  grundy solve 'nim 3 + nim 5 6'    a sum of two games\n"
      "  grundy solve --json nim 1 2 4     the JSON contract used by scripts and the web API\n"
      "  grundy solve --file heaps.txt     Nim on whitespace-separated heap sizes ('-': standard "
      "input)\n"
      "  grundy solve --misere nim 1 1 5   misère play: the last match loses (5 -> 1 wins)\n"
      "Run 'grundy games' for every family and its rules.\n");
  solve->add_option("position", options->words,
                    "The game expression (one argument or several words)");
  solve->add_option("--file", options->file,
                    "Read a Nim position (heap sizes) from a file; '-' reads standard input");
  solve->add_flag("--json", options->json, "Print one JSON object instead of the report");
  solve->add_flag("--misere", options->misere, "Misère play: whoever makes the last move loses");
  solve->add_flag("--remoteness", options->remoteness,
                  "With --json, add the remoteness (moves to the end under perfect play) of the "
                  "position and after each winning move; the report always shows it");
  add_max_memory_option(*solve, options->max_memory);
  solve->callback([options] { run_solve(*options); });
}

}  // namespace grundy::cli

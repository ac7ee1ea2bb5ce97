#include "solve_command.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <fstream>
#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "expression_words.hpp"
#include "grundy/compute_limits.hpp"
#include "grundy/errors.hpp"
#include "grundy/expression.hpp"
#include "grundy/heap_game.hpp"
#include "grundy/heap_reader.hpp"
#include "grundy/json_report.hpp"
#include "grundy/misere.hpp"
#include "grundy/misere_quotient.hpp"
#include "grundy/misere_search.hpp"
#include "grundy/nim.hpp"
#include "grundy/quotient_checkpoint.hpp"
#include "grundy/resource_limit.hpp"
#include "grundy/solution.hpp"
#include "grundy/text_report.hpp"
#include "grundy/translate.hpp"
#include "memory_option.hpp"
#include "number_option.hpp"
#include "timeout_option.hpp"

namespace grundy::cli {
namespace {

// The time budget of the report's optional work: a person waits a fifth of
// a second for it at most.
constexpr std::uint64_t kDefaultExtrasMilliseconds = 200;

struct SolveOptions {
  std::vector<std::string> words;
  std::string file;
  bool json = false;
  bool misere = false;
  bool remoteness = false;
  // The page of winning (or drawing) moves: from `offset`, at most `moves`
  // of them (default 20 in the report, 100 in JSON); --all-moves: every one.
  std::optional<std::uint64_t> moves;
  std::uint64_t offset = 0;
  bool all_moves = false;
  // Milliseconds for the optional work: the remoteness search, the
  // explanation of each value (0: no budget).
  std::uint64_t extras_ms = kDefaultExtrasMilliseconds;
  MemoryBudget max_memory;
  double timeout = 0;  // seconds, 0: none
  // A misère quotient saved by `grundy quotient --checkpoint`.
  std::string quotient_file;
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

void solve_within_budget(const SolveOptions& options);

// The quotient of --quotient FILE, read and checked again, for the game of
// `position`, whose heaps it must cover.
std::shared_ptr<const MisereQuotient> read_quotient(const SolveOptions& options,
                                                    const Sum& position) {
  if (!options.misere)
    throw RuleError(translate("--quotient is for misère play: give --misere too"));
  const TakeAndBreakRule* rule = one_heap_rule(position);
  if (rule == nullptr) {
    throw RuleError(format_translated(
        "--quotient decides sums of heaps of one octal or take-and-break game, and {} is not one",
        position.abbreviated(8)));
  }
  std::optional<MisereQuotient> read =
      read_quotient_checkpoint(options.quotient_file, *rule,
                               MisereQuotient::Limits::within_memory(options.max_memory.bytes()));
  if (!read) {
    throw InputError(format_translated("cannot open '{}' for reading",
                                       printable_token(options.quotient_file, 200)));
  }
  check_quotient_decides(
      *read, position,
      format_translated("the quotient in '{}'", printable_token(options.quotient_file, 200)));
  return std::make_shared<const MisereQuotient>(std::move(*read));
}

// For a misère sum of one take-and-break game that solve gives up on: the
// way to a quotient of its own, computed once without solve's limits, which
// may decide it (Dawson's Kayles to heap 33 in half a minute).
std::string quotient_hint(const Sum& position) {
  if (one_heap_rule(position) == nullptr) return {};
  const std::string canonical = position.components().front()->canonical();
  std::string game = canonical.substr(0, canonical.find(' '));
  // octal(0.07) is quoted for the shell.
  if (game.find('(') != std::string::npos) game = "'" + game + "'";
  return format_translated(
      "; a misère quotient computed once may decide it: grundy quotient {} --heaps {} "
      "--checkpoint FILE, then grundy solve --misere --quotient FILE ...",
      game, largest_heap(position));
}

void run_solve(const SolveOptions& options) {
  within_memory_budget(options.max_memory, [&] {
    within_timeout("solve", options.timeout, [&] { solve_within_budget(options); });
  });
}

void solve_within_budget(const SolveOptions& options) {
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
  if (!options.quotient_file.empty()) limits.misere.quotient = read_quotient(options, position);
  const std::string hint = options.misere && options.quotient_file.empty()
                               ? quotient_hint(position)
                               : std::string();
  std::unique_ptr<Solution> solution;
  try {
    solution = solve(std::move(position),
                     options.misere ? PlayConvention::misere : PlayConvention::normal, limits);
  } catch (const LimitError& error) {
    if (hint.empty()) throw;
    throw LimitError(error.what() + hint);
  }
  // Clamped (to 31 years) so that a deadline this far off still fits the clock's count.
  const std::chrono::milliseconds extras_budget(
      static_cast<std::int64_t>(std::min<std::uint64_t>(options.extras_ms, 1'000'000'000'000)));
  if (options.json) {
    report::JsonLimits json_limits;
    if (options.remoteness) json_limits.remoteness = RemotenessLimits{};
    json_limits.offset = options.offset;
    json_limits.max_listed =
        options.all_moves ? report::kAllMoves : options.moves.value_or(report::kListedMoves);
    json_limits.extras_budget = extras_budget;
    report::write_solution_json(std::cout, *solution, json_limits);
  } else {
    report::TextReportOptions text;
    text.offset = options.offset;
    text.max_moves = options.all_moves ? report::kAllMoves : options.moves.value_or(text.max_moves);
    text.extras_budget = extras_budget;
    report::write_solution_text(std::cout, *solution, text);
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
  solve
      ->add_option("--moves", options->moves,
                   "List at most this many winning moves (default 20, with --json 100); the "
                   "count says how many there are")
      ->check(non_negative_number())
      ->type_name("K");
  solve
      ->add_option("--offset", options->offset,
                   "Skip this many winning moves before listing (the next page: --offset 100)")
      ->check(non_negative_number())
      ->type_name("N");
  solve->add_flag("--all-moves", options->all_moves,
                  "List every winning move, written as it is found (a Kayles row of 10^12 pins "
                  "has about 8*10^10)");
  solve
      ->add_option("--extras-ms", options->extras_ms,
                   fmt::format("Milliseconds for optional work, each part on its own: the "
                               "remoteness search and the explanation of each value (default "
                               "{}; 0: no limit)",
                               kDefaultExtrasMilliseconds))
      ->check(non_negative_number())
      ->envname("GRUNDY_EXTRAS_MS")
      ->type_name("MS");
  solve
      ->add_option("--quotient", options->quotient_file,
                   "With --misere, decide the sum by the misère quotient saved in FILE by "
                   "'grundy quotient GAME --heaps N --checkpoint FILE' (checked again as it is "
                   "read)")
      ->type_name("FILE");
  add_max_memory_option(*solve, options->max_memory);
  add_timeout_option(*solve, options->timeout);
  solve->callback([options] { run_solve(*options); });
}

}  // namespace grundy::cli

#include "quotient_command.hpp"

#include <fmt/format.h>
#include <unistd.h>

#include <chrono>
#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "expression_words.hpp"
#include "grundy/errors.hpp"
#include "grundy/misere_quotient.hpp"
#include "grundy/quotient_report.hpp"
#include "grundy/resource_limit.hpp"
#include "grundy/take_and_break_game.hpp"
#include "grundy/translate.hpp"
#include "memory_option.hpp"
#include "number_option.hpp"
#include "timeout_option.hpp"

namespace grundy::cli {

namespace {

struct QuotientOptions {
  std::vector<std::string> words;
  std::optional<std::uint64_t> heaps;
  bool json = false;
  bool table = false;
  MemoryBudget max_memory{kDefaultMemoryBudget};
  double timeout = 0;  // seconds, 0: none
};

void run_quotient(const QuotientOptions& options) {
  if (options.words.empty())
    throw RuleError(translate("give a game, e.g. 'grundy quotient kayles --heaps 100'"));
  if (!options.heaps)
    throw RuleError(translate("give --heaps N, e.g. 'grundy quotient kayles --heaps 100'"));
  const NamedRule named = parse_heap_rule(join_words(options.words));
  // Asked for by name: as far as the memory allows (and --timeout).
  const MisereQuotient::Limits limits =
      MisereQuotient::Limits::within_memory(options.max_memory.bytes());
  MisereQuotient quotient(named.rule, limits);
  // Heap by heap on a terminal, so that a person watching sees how far it got.
  const bool watched = isatty(STDERR_FILENO) != 0;
  const auto start = std::chrono::steady_clock::now();
  bool shown = false;
  auto progress = [&](std::uint64_t heap, std::size_t order) {
    if (watched && std::chrono::steady_clock::now() - start > std::chrono::milliseconds(500)) {
      std::cerr << format_translated("\r  heap {} of {}, quotient of order {}\033[K", heap,
                                     *options.heaps, order)
                << std::flush;
      shown = true;
    }
  };
  try {
    // Up to N, or to where the period is proven: heaps beyond follow it.
    quotient.extend_to_cover(*options.heaps, progress);
  } catch (...) {
    if (shown) std::cerr << "\r\033[K" << std::flush;
    throw;
  }
  if (shown) std::cerr << "\r\033[K" << std::flush;
  if (options.json) {
    std::cout << report::quotient_json(quotient, named.name, *options.heaps).dump() << "\n";
    return;
  }
  report::write_quotient_text(std::cout, quotient, named.name, *options.heaps, options.table);
}

}  // namespace

void add_quotient_command(CLI::App& app) {
  auto options = std::make_shared<QuotientOptions>();
  CLI::App* command = app.add_subcommand(
      "quotient", translate("The misère quotient of a take-and-break game (Plambeck and Siegel)"));
  command->footer(
      translate("Sums of heaps that no third sum tells apart under misère play are one element\n"
                "of a commutative monoid, the misère quotient; each heap pretends to be one of\n"
                "its elements, and a sum is lost for the player to move exactly when the\n"
                "product of its heaps' elements lies in the P-portion. When the pretending\n"
                "function is proven periodic, the quotient holds for every heap size.\n"
                "Examples:\n"
                "  grundy quotient kayles --heaps 200     order 40, period 12 proven: all heaps\n"
                "  grundy quotient 'octal(0.75)' --heaps 30 --table\n"
                "  grundy quotient dawson --heaps 20 --json\n"));
  command->add_option("game", options->words,
                      translate("The game: kayles, dawson, octal(0.75), tb(4.7), ..."));
  command
      ->add_option("--heaps", options->heaps,
                   translate("The quotient of the heaps 0..N (required)"))
      ->check(non_negative_number());
  command->add_flag("--json", options->json, translate("Print one JSON object"));
  command->add_flag("--table", options->table,
                    translate("Print the multiplication table (order at most 64)"));
  add_max_memory_option(*command, options->max_memory);
  add_timeout_option(*command, options->timeout);
  command->callback([options] {
    within_memory_budget(options->max_memory, [&] {
      within_timeout("quotient", options->timeout, [&] { run_quotient(*options); });
    });
  });
}

}  // namespace grundy::cli

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
#include "grundy/quotient_checkpoint.hpp"
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
  std::optional<std::string> checkpoint;
};

// Saves the quotient to the checkpoint at most every few seconds as heaps
// are added, and once more at the end, whether the run ended or stopped.
class QuotientCheckpointKeeper {
 public:
  QuotientCheckpointKeeper(const std::optional<std::string>& path, const MisereQuotient& quotient)
      : path_(path), quotient_(quotient), saved_heaps_(quotient.heaps_computed()) {}

  void on_heap_added() {
    if (path_ && std::chrono::steady_clock::now() - last_ > std::chrono::seconds(5)) save();
  }
  void save() {
    if (!path_ || quotient_.heaps_computed() == saved_heaps_) return;
    write_quotient_checkpoint(*path_, quotient_);
    saved_heaps_ = quotient_.heaps_computed();
    last_ = std::chrono::steady_clock::now();
  }

 private:
  const std::optional<std::string>& path_;
  const MisereQuotient& quotient_;
  std::uint64_t saved_heaps_;
  std::chrono::steady_clock::time_point last_ = std::chrono::steady_clock::now();
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
  std::optional<MisereQuotient> resumed;
  if (options.checkpoint)
    resumed = read_quotient_checkpoint(*options.checkpoint, named.rule, limits);
  const bool from_checkpoint = resumed.has_value();
  MisereQuotient quotient =
      from_checkpoint ? std::move(*resumed) : MisereQuotient(named.rule, limits);
  resumed.reset();
  // A quotient of more heaps than asked for is another monoid: not shown
  // under the name of fewer.
  if (from_checkpoint && quotient.heaps_computed() - 1 > *options.heaps) {
    throw InputError(format_translated(
        "the checkpoint '{}' holds the quotient of the heaps 0..{}, more than --heaps {}",
        printable_token(*options.checkpoint, 200), quotient.heaps_computed() - 1, *options.heaps));
  }
  if (from_checkpoint) {
    std::cerr << format_translated(
        "resuming from the checkpoint '{}': heaps 0..{}, quotient of order {} (checked again)\n",
        printable_token(*options.checkpoint, 200), quotient.heaps_computed() - 1, quotient.order());
  }
  QuotientCheckpointKeeper keeper(options.checkpoint, quotient);
  // Heap by heap on a terminal, so that a person watching sees how far it got.
  const bool watched = isatty(STDERR_FILENO) != 0;
  const auto start = std::chrono::steady_clock::now();
  bool shown = false;
  auto progress = [&](const MisereQuotient::ProgressReport& at) {
    if (at.heap_added) keeper.on_heap_added();
    if (!watched || std::chrono::steady_clock::now() - start <= std::chrono::milliseconds(500))
      return;
    if (at.heap_added) {
      std::cerr << format_translated("\r  heap {} of {}, quotient of order {}\033[K", at.heap,
                                     *options.heaps, at.order);
    } else if (at.least_failure != 0) {
      // The line a heap of a wild game shows for minutes: each candidate
      // tried, and how far its least failing sum got.
      std::cerr << "\r  "
                << format_translated(
                       "heap {} of {}, quotient of order {}: a candidate of {} elements fails at "
                       "{} tokens",
                       at.heap, *options.heaps, at.order, at.candidate, at.least_failure)
                << "\033[K";
    }
    std::cerr << std::flush;
    shown = true;
  };
  try {
    // Up to N, or to where the period is proven: heaps beyond follow it.
    quotient.extend_to_cover(*options.heaps, progress);
  } catch (...) {
    if (shown) std::cerr << "\r\033[K" << std::flush;
    // The heaps computed before a limit or --timeout stay, for the next run
    // (if they cannot be kept, the error that stopped the run is the one told).
    try {
      keeper.save();
    } catch (const Error&) {
    }
    throw;
  }
  if (shown) std::cerr << "\r\033[K" << std::flush;
  keeper.save();
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
      std::string(translate(
          "Sums of heaps that no third sum tells apart under misère play are one element\n"
          "of a commutative monoid, the misère quotient; each heap pretends to be one of\n"
          "its elements, and a sum is lost for the player to move exactly when the\n"
          "product of its heaps' elements lies in the P-portion. When the pretending\n"
          "function is proven periodic, the quotient holds for every heap size.\n"
          "Examples:\n"
          "  grundy quotient kayles --heaps 200     order 40, period 12 proven: all heaps\n"
          "  grundy quotient 'octal(0.75)' --heaps 30 --table\n"
          "  grundy quotient dawson --heaps 20 --json\n")) +
      translate("  grundy quotient dawson --heaps 33 --checkpoint dawson.json\n"
                "                                         order 638 in about a minute; a wild\n"
                "                                         game grows heap by heap, and the\n"
                "                                         file keeps what is done\n"));
  command->add_option("game", options->words,
                      translate("The game: kayles, dawson, octal(0.75), tb(4.7), ..."));
  command
      ->add_option("--heaps", options->heaps,
                   translate("The quotient of the heaps 0..N (required)"))
      ->check(non_negative_number());
  command->add_flag("--json", options->json, translate("Print one JSON object"));
  command->add_flag("--table", options->table,
                    translate("Print the multiplication table (order at most 64)"));
  command
      ->add_option("--checkpoint", options->checkpoint,
                   translate("Go on from FILE when it exists, and keep the quotient there as "
                             "heaps are added (every 5 s, and at the end)"))
      ->option_text("FILE");
  add_max_memory_option(*command, options->max_memory);
  add_timeout_option(*command, options->timeout);
  command->callback([options] {
    within_memory_budget(options->max_memory, [&] {
      within_timeout("quotient", options->timeout, [&] { run_quotient(*options); });
    });
  });
}

}  // namespace grundy::cli

#include "seq_command.hpp"

#include <fmt/format.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "expression_words.hpp"
#include "grundy/drawing.hpp"
#include "grundy/errors.hpp"
#include "grundy/grundy_sequence.hpp"
#include "grundy/misere_quotient.hpp"
#include "grundy/misere_search.hpp"
#include "grundy/misere_sequence.hpp"
#include "grundy/period_proof.hpp"
#include "grundy/rank_group.hpp"
#include "grundy/resource_limit.hpp"
#include "grundy/sequence_report.hpp"
#include "grundy/take_and_break_game.hpp"
#include "grundy/translate.hpp"
#include "memory_option.hpp"
#include "number_option.hpp"
#include "seq_checkpoint.hpp"
#include "timeout_option.hpp"

namespace grundy::cli {
namespace {

struct SeqOptions {
  std::vector<std::string> words;
  std::optional<std::uint64_t> upto;
  bool until_period = false;
  std::uint64_t max = std::uint64_t{1} << 20;
  bool json = false;
  bool misere = false;
  MemoryBudget max_memory;
  double timeout = 0;  // seconds, 0: none
  std::optional<std::string> checkpoint;
  std::uint64_t checkpoint_every = 300;     // seconds
  unsigned threads = 0;                     // 0: the sequence chooses
  RankGroup* ranks = nullptr;               // grundy-mpi: the job's ranks
  std::optional<std::uint64_t> walk_ahead;  // grundy-mpi: splits walked ahead, shared
};

// G⁻ and the genus of heaps 0..last, heap by heap, so that a person
// watching standard error sees how far the search got.
MisereSequence search_misere_heaps(const NamedRule& named, std::uint64_t last,
                                   const MemoryBudget& max_memory) {
  MisereSequence::Limits limits;
  limits.max_positions = static_cast<std::size_t>(std::min<std::uint64_t>(
      limits.max_positions, max_memory.items_that_fit(kBytesPerSearchedSum)));
  MisereSequence sequence(named.rule, limits);
  const bool watched = isatty(STDERR_FILENO) != 0;
  const auto start = std::chrono::steady_clock::now();
  bool shown = false;
  for (std::uint64_t heap = 0; heap <= last; ++heap) {
    if (watched && std::chrono::steady_clock::now() - start > std::chrono::milliseconds(500)) {
      std::cerr << fmt::format("\r  heap {} of {}, {} sums searched\033[K", heap, last,
                               sequence.positions_searched())
                << std::flush;
      shown = true;
    }
    try {
      sequence.extend_to(heap);
    } catch (...) {
      if (shown) std::cerr << "\r\033[K" << std::flush;
      throw;
    }
  }
  if (shown) std::cerr << "\r\033[K" << std::flush;
  return sequence;
}

// Misère values, genus and tameness of heaps 0..--upto, by search over sums.
void run_misere_seq(const SeqOptions& options) {
  if (options.until_period) {
    throw RuleError(
        "--until-period is for normal play; with --misere give --upto N (misère values are "
        "searched, "
        "and no period theorem applies to them)");
  }
  if (!options.upto) throw RuleError("give --upto N, e.g. 'grundy seq kayles --misere --upto 30'");
  if (options.checkpoint) {
    throw RuleError("--checkpoint is for normal-play sequences; misère values are searched anew");
  }
  const NamedRule named = parse_heap_rule(join_words(options.words));
  const std::uint64_t last = *options.upto;
  const MisereSequence sequence = search_misere_heaps(named, last, options.max_memory);
  // Beside G⁻ and the genus, the element of the misère quotient each heap
  // pretends to be, when the quotient is found within the limits.
  std::optional<MisereQuotient> quotient;
  std::string quotient_beyond;
  try {
    MisereQuotient::Limits quotient_limits;
    quotient_limits.max_memory = options.max_memory.bytes();
    quotient_limits.max_work = 100'000'000;
    quotient.emplace(named.rule, quotient_limits);
    quotient->extend_to(last);
  } catch (const Error& error) {
    quotient.reset();
    quotient_beyond = error.what();
  }
  const report::MisereSequenceReport result = report::misere_sequence_report(
      named.name, sequence, last, quotient ? &*quotient : nullptr, quotient_beyond);
  if (options.json) {
    std::cout << report::misere_sequence_json(result).dump() << '\n';
  } else {
    report::write_misere_sequence_text(std::cout, result);
  }
}

// Refuses, before any work, a sequence longer than a sequence holds, and one
// whose values (sequence_bytes) and, for --json, whose printed list (up to 6
// characters a value, in a string that may double as it grows) would not fit
// the budget.
void check_seq_limits(const SeqOptions& options) {
  // --upto N and --max N ask for G(0) .. G(N), N + 1 values.
  const auto check_length = [](std::string_view option, std::uint64_t last) {
    if (last >= GrundySequence::kMaxLength) {
      throw LimitError(fmt::format("{} {} asks for {} values, beyond the {} a sequence holds",
                                   option, last, last + 1, GrundySequence::kMaxLength));
    }
  };
  if (options.upto) check_length("--upto", *options.upto);
  if (options.until_period) check_length("--max", options.max);
  if (options.upto) {
    const std::uint64_t count = estimate_bytes(*options.upto, 1, 1);
    const std::uint64_t json = options.json ? estimate_bytes(count, 12) : 0;
    options.max_memory.check(estimate_bytes(1, sequence_bytes(count), json),
                             fmt::format("seq --upto {}", *options.upto));
  }
  if (options.until_period) {
    options.max_memory.check(sequence_bytes(estimate_bytes(options.max, 1, 1)),
                             fmt::format("seq --until-period --max {}", options.max));
  }
}

// Progress on standard error, only when a person is watching it.
class ProgressLine {
 public:
  ProgressLine() : enabled_(isatty(STDERR_FILENO) != 0), start_(std::chrono::steady_clock::now()) {}
  ~ProgressLine() {
    if (shown_) std::cerr << "\r\033[K" << std::flush;
  }
  ProgressLine(const ProgressLine&) = delete;
  ProgressLine& operator=(const ProgressLine&) = delete;

  void operator()(const SequenceProgress& progress) {
    if (!enabled_) return;
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
    if (seconds < 0.5) return;
    std::string text = fmt::format("\r  {} values, {:.0f} values/s", progress.computed,
                                   progress.computed / seconds);
    if (progress.space.mask != 0) {
      text += fmt::format(", {} rare positions (mask {:#x}{})", progress.rare_positions,
                          progress.space.mask, progress.space.domain ? ", with heap parity" : "");
    }
    std::cerr << text << "\033[K" << std::flush;
    shown_ = true;
  }

 private:
  bool enabled_;
  bool shown_ = false;
  std::chrono::steady_clock::time_point start_;
};

// What sharing the work cost rank 0, on standard error (grundy-mpi): the
// measure of the overhead that docs/DISTRIBUTED.md feeds its model with.
void print_shared_work_cost(const GrundySequence& sequence, const RankGroup& ranks) {
  const SharedWorkCost& cost = sequence.shared_work_cost();
  const auto seconds = [](std::chrono::nanoseconds time) {
    return std::chrono::duration<double>(time).count();
  };
  std::cerr << fmt::format(
      "ranks: {}; {} blocks ({} heaps) shared, walking {} splits ahead, {:.1f} KiB OR-ed a block; "
      "rank 0: marking {:.3f} s, walking ahead {:.3f} s, reducing {:.3f} s, finishing {:.3f} s\n",
      ranks.size(), cost.blocks, cost.heaps, cost.walk_ahead,
      cost.blocks == 0
          ? 0.0
          : static_cast<double>(cost.bytes_reduced) / 1024.0 / static_cast<double>(cost.blocks),
      seconds(cost.marking), seconds(cost.walking_ahead), seconds(cost.reducing),
      seconds(cost.finishing));
}

void run_seq(const SeqOptions& options) {
  if (options.words.empty()) throw RuleError("give a game, e.g. 'grundy seq kayles --upto 100'");
  if (options.misere) {
    run_misere_seq(options);
    return;
  }
  if (!options.upto && !options.until_period) throw RuleError("give --upto N or --until-period");
  check_seq_limits(options);
  const NamedRule named = parse_heap_rule(join_words(options.words));
  GrundySequence sequence(named.rule, GrundySequence::Method::automatic, options.threads);
  if (options.ranks) {
    if (options.threads == 2) {
      throw RuleError("grundy-mpi computes with one thread a rank; leave out --threads 2");
    }
    sequence.share_work(*options.ranks, SequenceCheckpointKeeper::stop_asked, options.walk_ahead);
  }
  const bool theorem = period_theorem(named.rule).has_value();
  bool limit_reached = false;
  {
    ProgressLine progress;
    // Only while computing: an interrupt during the printing ends the run.
    std::optional<SequenceCheckpointKeeper> keeper;
    if (options.checkpoint) {
      // Beyond 30 years a period is as good as never (and fits the clock's type).
      const auto every = std::min<std::uint64_t>(options.checkpoint_every, 1'000'000'000);
      // Every rank reads the file; rank 0 alone writes it.
      keeper.emplace(*options.checkpoint, sequence,
                     std::chrono::seconds(static_cast<std::int64_t>(every)),
                     !options.ranks || options.ranks->rank() == 0, options.ranks != nullptr);
      std::uint64_t resumed = 0;
      run_agreed(options.ranks, [&] { resumed = keeper->resume(); });
      if (resumed != 0) {
        std::cerr << format_translated("resuming from the checkpoint '{}': G(0) .. G({}) read\n",
                                       printable_token(*options.checkpoint, 200), resumed - 1);
      }
    }
    const auto report = [&](const SequenceProgress& step) {
      progress(step);
      if (keeper) keeper->on_progress(step);
    };
    if (options.until_period && theorem) {
      limit_reached = !sequence.extend_until_proven(options.max + 1, std::nullopt, report);
    }
    if (options.upto) sequence.extend_to(*options.upto, report);
    if (keeper) run_agreed(options.ranks, [&] { keeper->save(); });
  }
  if (options.ranks) print_shared_work_cost(sequence, *options.ranks);
  // The final length may not be a power of two: one more look.
  const std::optional<PeriodProof> proof = sequence.prove_now();
  const std::uint64_t last =
      options.upto ? *options.upto : std::min<std::uint64_t>(sequence.size() - 1, 199);
  const report::SequenceReport result =
      report::sequence_report(named, sequence, last, proof, limit_reached);
  if (options.json) {
    std::cout << report::sequence_json(result).dump() << '\n';
  } else {
    report::write_sequence_text(std::cout, result);
  }
}

}  // namespace

void add_seq_command(CLI::App& app, RankGroup* ranks) {
  auto options = std::make_shared<SeqOptions>();
  options->ranks = ranks;
  CLI::App* seq =
      app.add_subcommand("seq", "The Grundy sequence of a heap game, and its proven period");
  seq->footer(
      "GAME is a heap game without heaps: octal(CODE), tb(CODE), kayles, dawson,\n"
      "dawsons-chess, daisies, treblecross, grundy-game, subtraction(S) or bash(m).\n"
      "A period is printed only when a theorem proves it from the values computed:\n"
      "Guy-Smith for octal games that split heaps, the window criterion for games\n"
      "that do not. Long runs show progress on standard error when it is a terminal.\n"
      "Examples:\n"
      "  grundy seq kayles --upto 100             G(0..100) and the period 12 from 71\n"
      "  grundy seq dawson --until-period         compute until the period is proven\n"
      "  grundy seq 'subtraction(2,3,7)' --upto 30\n"
      "  grundy seq 'octal(0.6)' --until-period --max 100000\n"
      "  grundy seq grundy-game --upto 1000 --json\n"
      "  grundy seq grundy-game --upto 100000000 --checkpoint g.ck   stop with Ctrl-C, go on "
      "later\n"
      "  grundy seq kayles --misere --upto 30     misère values, genus, tame up to heap 4\n");
  seq->add_option("game", options->words, "The game, e.g. kayles or 'octal(0.07)'");
  seq->add_option("--upto", options->upto, "Print G(0) .. G(N)")->check(non_negative_number());
  seq->add_flag("--until-period", options->until_period,
                "Compute until a period is proven or --max is reached");
  seq->add_option("--max", options->max,
                  "With --until-period: compute at most G(0) .. G(N) (default N = 2^20)")
      ->check(non_negative_number());
  seq->add_flag(
      "--json", options->json,
      R"(Print {"game", "values", "period": {"preperiod", "length"} or null, "computed", "proof"})");
  seq->add_flag(
      "--misere", options->misere,
      "Misère play: each heap's misère value G-, its genus, and whether the game is tame up to N");
  add_max_memory_option(*seq, options->max_memory);
  add_timeout_option(*seq, options->timeout);
  seq->add_option("--checkpoint", options->checkpoint,
                  "Save the values to FILE every few minutes, at the end and on an interrupt; "
                  "resume from FILE when it exists")
      ->type_name("FILE");
  seq->add_option("--checkpoint-every", options->checkpoint_every,
                  "With --checkpoint: seconds between saves (default 300)")
      ->type_name("SECONDS")
      ->check(non_negative_number());
  seq->add_option("--threads", options->threads,
                  "Threads computing the values, 1 or 2 (default: two on two cores or more, "
                  "while they are faster than one); the values are the same")
      ->type_name("N")
      ->check(CLI::Range(1, 2).description("1|2"));
  if (ranks != nullptr) {
    seq->add_option(
           "--walk-ahead", options->walk_ahead,
           fmt::format("grundy-mpi: splits of each heap's walk that the ranks share ahead "
                       "of the finish (default: {} from 4 ranks on, 0 below; at most {})",
                       GrundySequence::default_walk_ahead(4), GrundySequence::kMaxWalkAhead))
        ->type_name("N")
        ->check(CLI::Range(std::uint64_t{0}, GrundySequence::kMaxWalkAhead));
  }
  seq->callback([options] {
    within_memory_budget(options->max_memory, [&] {
      within_timeout("seq", options->timeout, [&] { run_seq(*options); });
    });
  });
}

}  // namespace grundy::cli

#include "survey_command.hpp"

#include <fmt/format.h>
#include <unistd.h>

#include <chrono>
#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <thread>

#include "grundy/deadline.hpp"
#include "grundy/errors.hpp"
#include "grundy/grundy_sequence.hpp"
#include "grundy/octal_pattern.hpp"
#include "grundy/octal_survey.hpp"
#include "grundy/resource_limit.hpp"
#include "grundy/survey_report.hpp"
#include "grundy/survey_run.hpp"
#include "grundy/translate.hpp"
#include "memory_option.hpp"
#include "number_option.hpp"

namespace grundy::cli {
namespace {

// More codes than this need --yes: a survey of them takes hours.
constexpr std::uint64_t kCodesWithoutYes = 10'000;
// And more than this are refused: their records alone would not fit.
constexpr std::uint64_t kMostCodes = std::uint64_t{1} << 20;

struct SurveyOptions {
  std::string pattern;
  std::optional<std::uint64_t> upto;  // default: SurveyBudget::for_digits
  std::optional<double> seconds;
  bool json = false;
  bool yes = false;
  unsigned jobs = 0;
  std::optional<std::string> checkpoint;
  MemoryBudget max_memory;
};

// The budget asked for, or the default for the pattern's digits.
SurveyBudget survey_budget(const SurveyOptions& options, const OctalPattern& pattern) {
  SurveyBudget budget = SurveyBudget::for_digits(pattern.digits());
  if (options.upto) {
    if (*options.upto == 0) throw RuleError(translate("--upto must be at least 1 value"));
    if (*options.upto > GrundySequence::kMaxLength) {
      throw LimitError(format_translated("--upto {} is beyond the {} values a sequence holds",
                                         *options.upto, GrundySequence::kMaxLength));
    }
    budget.max_values = *options.upto;
  }
  if (options.seconds) {
    if (!(*options.seconds > 0)) throw RuleError(translate("--seconds must be more than 0"));
    budget.per_game = limit_of_seconds(*options.seconds);
  }
  return budget;
}

void check_survey_options(const SurveyOptions& options, const OctalPattern& pattern,
                          const SurveyBudget& budget) {
  const std::uint64_t codes = pattern.size();
  if (codes > kMostCodes) {
    throw LimitError(format_translated("the pattern '{}' matches {} codes; a survey takes at most {}",
                                       printable_token(options.pattern, 60), codes, kMostCodes));
  }
  if (codes > kCodesWithoutYes && !options.yes) {
    throw RuleError(format_translated(
        "the pattern '{}' matches {} codes, which takes hours; add --yes to survey them all",
        printable_token(options.pattern, 60), codes));
  }
  // Each running game holds its values; each finished one what comparing needs.
  const unsigned cores = std::max(1U, std::thread::hardware_concurrency());
  const std::uint64_t jobs = options.jobs == 0 ? cores : options.jobs;
  options.max_memory.check(
      estimate_bytes(jobs, sequence_bytes(budget.max_values),
                     estimate_bytes(codes, GameSurvey::kKeptValues * 2 + 4096)),
      fmt::format("survey {}", options.pattern));
}

void run_survey_command(const SurveyOptions& options) {
  if (options.pattern.empty()) {
    throw RuleError(translate("give a pattern, e.g. 'grundy survey \"octal(0.??)\"'"));
  }
  const OctalPattern pattern = OctalPattern::parse(options.pattern);
  SurveyRunOptions run;
  run.budget = survey_budget(options, pattern);
  check_survey_options(options, pattern, run.budget);
  run.jobs = options.jobs;
  if (options.checkpoint) run.checkpoint = *options.checkpoint;
  const std::vector<std::string> codes = pattern.codes();
  // Progress on a terminal: how many games were computed, and the last one.
  const bool watched = isatty(STDERR_FILENO) != 0;
  bool shown = false;
  std::size_t from_checkpoint = 0;
  std::size_t computed = 0;
  const auto observe = [&](const GameSurvey& game, bool resumed) {
    if (resumed) ++from_checkpoint;
    ++computed;
    if (!watched) return;
    std::cerr << '\r'
              << format_translated("  {} games computed ({} codes); {} {}", computed, codes.size(),
                                   game.game,
                                   game.solved() ? translate("solved") : translate("open"))
              << "\033[K" << std::flush;
    shown = true;
  };
  std::vector<GameSurvey> games;
  try {
    games = run_survey(codes, run, observe);
  } catch (...) {
    if (shown) std::cerr << "\r\033[K" << std::flush;
    throw;
  }
  if (shown) std::cerr << "\r\033[K" << std::flush;
  if (from_checkpoint > 0) {
    std::cerr << format_translated("{} games read from the checkpoint '{}'\n", from_checkpoint,
                                   printable_token(*options.checkpoint, 200));
  }
  if (options.json) {
    for (const GameSurvey& game : games) std::cout << report::survey_json(game).dump() << '\n';
  } else {
    report::write_survey_text(std::cout, pattern.text(), games, run.budget);
  }
}

}  // namespace

void add_survey_command(CLI::App& app) {
  auto options = std::make_shared<SurveyOptions>();
  CLI::App* survey = app.add_subcommand(
      "survey",
      translate("Every octal game a pattern matches: periods proven, open games, equal sequences"));
  survey->footer(
      "PATTERN is an octal code with '?' for any digit: octal(0.??) is the 64 codes\n"
      "0.00 .. 0.77, octal(4.???) the 512 codes 4.000 .. 4.777, octal(?.??) both 0 and 4.\n"
      "Each game is computed until the Guy-Smith theorem proves its period, or until\n"
      "--upto values or --seconds are spent (then it is open). Games run one a core.\n"
      "A first look gives every game a sixteenth of the budget; then the first game of\n"
      "each class of equal sequences still open gets all of it (docs/survey.md).\n"
      "Examples:\n"
      "  grundy survey 'octal(0.??)'                    the two-digit games, in seconds\n"
      "  grundy survey 'octal(0.???)' --json            one JSON object a line, a game each\n"
      "  grundy survey 'octal(4.???)' --checkpoint s4   resumable: finished games are kept\n"
      "  grundy survey 'octal(0.1?)' --upto 100000 --seconds 5\n");
  survey->add_option("pattern", options->pattern, "The codes, e.g. 'octal(0.???)'");
  survey
      ->add_option("--upto", options->upto,
                   "Compute at most N values a game (default 2^20 for codes of one or two "
                   "digits, 2^25 for more)")
      ->type_name("N")
      ->check(non_negative_number());
  survey->add_option("--seconds", options->seconds, "Compute at most S seconds a game (default 1 for codes of one or two digits, 12 for more)")
      ->type_name("S");
  survey->add_flag("--json", options->json, "One JSON object a line, a game each");
  survey->add_flag("--yes", options->yes,
                   fmt::format("Survey a pattern of more than {} codes", kCodesWithoutYes));
  survey->add_option("--jobs", options->jobs, "Games at once (default: one a core)")
      ->type_name("N")
      ->check(CLI::Range(1, 256));
  survey->add_option("--checkpoint", options->checkpoint,
                     "Keep each finished game in DIR, and read those already there")
      ->type_name("DIR");
  add_max_memory_option(*survey, options->max_memory);
  survey->callback([options] {
    within_memory_budget(options->max_memory, [&] { run_survey_command(*options); });
  });
}

}  // namespace grundy::cli

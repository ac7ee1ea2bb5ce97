#include "verify_command.hpp"

#include <fmt/format.h>
#include <fmt/ostream.h>

#include <fstream>
#include <iostream>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "grundy/drawing.hpp"
#include "grundy/errors.hpp"
#include "grundy/family.hpp"
#include "grundy/text_report.hpp"
#include "grundy/theory_check.hpp"
#include "grundy/translate.hpp"
#include "grundy/verify_report.hpp"
#include "number_option.hpp"
#include "oracle_corpus.hpp"
#include "oracle_reference.hpp"

namespace grundy::cli {
namespace {

// The engine plays about 50,000 games a second; more than this many (half an
// hour) is refused before the first. Memory is fixed (about 15 MiB).
constexpr std::uint64_t kMaxVerifyGames = 100'000'000;

struct VerifyOptions {
  std::uint64_t games = 1001;
  std::uint64_t seed = 1;
  bool misere = false;
  bool json = false;
  // The oracle's corpus: every position in it is checked, whatever its family.
  std::string corpus = GRUNDY_ORACLE_CORPUS;
  // --family: check only the positions of these families, comma-separated
  // (empty: all).
  std::string families;
};

// The families of --family, each a registry name ("error: unknown family
// 'nimm' in --family; did you mean 'nim'?" otherwise).
FamilySelection selected_families(const std::string& names) {
  const FamilyRegistry& registry = FamilyRegistry::builtin();
  FamilySelection selection;
  if (names.empty()) return selection;
  for (std::size_t start = 0; start <= names.size();) {
    const std::size_t comma = std::min(names.find(',', start), names.size());
    const std::string name = names.substr(start, comma - start);
    start = comma + 1;
    if (registry.find(name) == nullptr) {
      throw InputError(format_translated("unknown family '{}' in --family; {}",
                                         printable_token(name), registry.unknown_name_hint(name)));
    }
    selection.insert(name);
  }
  return selection;
}

// Every position of the corpus at `path`, DATA standing for its data folder.
std::vector<CorpusPosition> read_corpus(const std::string& path) {
  if (!std::ifstream(path))
    throw InputError(format_translated("cannot open '{}' for reading", path));
  std::vector<CorpusPosition> corpus;
  try {
    for (const oracle_corpus::Line& line :
         oracle_corpus::read(path, oracle_corpus::data_folder(path))) {
      corpus.push_back(
          {line.position, line.misere ? PlayConvention::misere : PlayConvention::normal});
    }
  } catch (const std::runtime_error& error) {
    throw InputError(error.what());
  }
  return corpus;
}

// The table of the checks, then the positions by family.
void print_checks(const VerifyReport& found) {
  const std::string positions = translate("positions");
  const std::string agree = translate("agree");
  const std::string by_family = translate("by family (a sum counts for each of its families)");
  std::size_t label_width = std::max(report::display_width(translate("theory against brute force")),
                                     report::display_width(by_family));
  for (const TheoryCheck& check : found.checks)
    label_width = std::max(label_width, report::display_width(check.positions) + 2);
  const std::size_t count_width = std::max<std::size_t>(8, report::display_width(positions));
  const std::size_t agree_width = std::max<std::size_t>(8, report::display_width(agree));
  const auto row = [&](const std::string& label, std::uint64_t checked, std::uint64_t agreed) {
    fmt::print(std::cout, "{}  {}  {}\n", padded(label, label_width),
               right_aligned(std::to_string(checked), count_width),
               right_aligned(std::to_string(agreed), agree_width));
  };
  fmt::print(std::cout, "{}  {}  {}\n",
             padded(translate("theory against brute force"), label_width),
             right_aligned(positions, count_width), right_aligned(agree, agree_width));
  for (const TheoryCheck& check : found.checks) {
    row("  " + check.positions, check.checked, check.agreed);
    if (!check.first_difference.empty()) {
      fmt::print(std::cout, "    {}\n",
                 format_translated("first difference: {}", check.first_difference));
    }
  }
  row(translate("  all"), found.checked(), found.agreed());
  fmt::print(std::cout, "\n{}  {}  {}\n", padded(by_family, label_width),
             right_aligned(positions, count_width), right_aligned(agree, agree_width));
  for (const auto& [family, tally] : families_checked(found.checks))
    row("  " + family, tally.checked, tally.agreed);
  fmt::print(std::cout, "\n");
}

void print_games(const VerifyReport& found) {
  const EngineGames& games = found.games;
  fmt::print(std::cout, "{}\n",
             format_translated(
                 "engine against random play: {} games from random positions of 2 to 4 Nim heaps "
                 "of 0 to 15 (seed {}), who moves first drawn too",
                 games.games, found.seed));
  const std::vector<std::string> headers = {translate("games"), translate("engine won"),
                                            translate("engine lost")};
  const std::string should_win = translate("  the engine should win");
  const std::string should_lose = translate("  the engine should lose");
  const std::size_t row_width =
      std::max(report::display_width(should_win), report::display_width(should_lose));
  std::vector<std::size_t> widths;
  for (const std::string& header : headers)
    widths.push_back(std::max<std::size_t>(8, report::display_width(header)));
  fmt::print(std::cout, "{}  {}  {}  {}\n", padded("", row_width),
             right_aligned(headers[0], widths[0]), right_aligned(headers[1], widths[1]),
             right_aligned(headers[2], widths[2]));
  const auto row = [&](const std::string& label, std::uint64_t played, std::uint64_t won) {
    fmt::print(std::cout, "{}  {}  {}  {}\n", padded(label, row_width),
               right_aligned(std::to_string(played), widths[0]),
               right_aligned(std::to_string(won), widths[1]),
               right_aligned(std::to_string(played - won), widths[2]));
  };
  row(should_win, games.should_win, games.won_should_win);
  row(should_lose, games.should_lose, games.won_should_lose);
  if (games.won_should_win != games.should_win)
    fmt::print(std::cout, "    {}\n", format_translated("first failure: {}", games.first_failure));
  fmt::print(std::cout, "\n");
}

void run_verify(const VerifyOptions& options) {
  if (options.games > kMaxVerifyGames) {
    throw LimitError(
        fmt::format("verify --games {} would take about {} minutes; the limit is {} games",
                    options.games, options.games / 50'000 / 60, kMaxVerifyGames));
  }
  const FamilySelection only = selected_families(options.families);
  const std::vector<CorpusPosition> corpus = read_corpus(options.corpus);
  VerifyReport found;
  found.convention = options.misere ? PlayConvention::misere : PlayConvention::normal;
  found.corpus_file = options.corpus;
  found.corpus_positions = corpus.size();
  found.seed = options.seed;
  // The brute force is the oracle of tests/oracle: every family's rules
  // written again and a plain search of whole sums, sharing no code with the
  // engine.
  const Reference reference = reference::oracle_reference();
  found.checks = options.misere ? check_misere_against_reference(reference, only)
                                : check_theory_against_reference(reference, only);
  for (TheoryCheck& check : check_corpus_against_reference(corpus, reference, only))
    found.checks.push_back(std::move(check));
  found.games =
      play_engine_against_random(options.games, options.seed, found.convention, reference);

  if (options.json) {
    std::cout << verify_json(found).dump() << '\n';
  } else {
    fmt::print(
        std::cout, "{}\n",
        options.misere
            ? translate("grundy verify --misere: misère play (the last move loses), the theory "
                        "against brute-force search, then the engine against random play")
            : translate("grundy verify: the theory against brute-force search, then the engine "
                        "against random play"));
    fmt::print(std::cout, "{}\n\n",
               format_translated("the oracle's corpus: {}, {} positions, each under its convention",
                                 options.corpus, corpus.size()));
    print_checks(found);
    if (options.games > 0) print_games(found);
    if (found.everything_agrees()) {
      fmt::print(std::cout, "{}\n",
                 options.games == 0
                     ? format_translated("verify: everything agrees: {} positions", found.checked())
                     : format_translated("verify: everything agrees: {} positions, and the engine "
                                         "won all {} games it should win",
                                         found.checked(), found.games.should_win));
      return;
    }
    fmt::print(std::cout, "{}\n", translate("verify: DISAGREEMENT, see the lines above"));
  }
  if (found.everything_agrees()) return;
  std::cout.flush();
  throw CLI::RuntimeError(1);
}

}  // namespace

void add_verify_command(CLI::App& app) {
  auto options = std::make_shared<VerifyOptions>();
  CLI::App* verify = app.add_subcommand(
      "verify",
      translate("Check the theory against brute-force search, and the engine against random play"));
  verify->footer(translate(
      "Compares, on every Nim position of 2 and 3 heaps of 0 to 15 (4352 positions),\n"
      "on small positions of every family and of sums, and on every position of the\n"
      "oracle's corpus (tests/data/oracle/corpus.txt, whatever its family, each under\n"
      "its convention), the Grundy value, who wins and every winning move by theory\n"
      "(closed forms, periods, rules, Sprague-Grundy) with a brute-force search that\n"
      "shares no code with the engine: the rules of every family written again, whole\n"
      "sums searched, winning moves compared as the positions they leave; and counts\n"
      "the positions checked by family. Then the engine plays the random player from\n"
      "random positions of 2 to 4 Nim heaps of 0 to 15: it must win every game that\n"
      "the brute force says it should win. Exit status 0 only when everything agrees,\n"
      "1 otherwise.\n"
      "Examples:\n"
      "  grundy verify                       the default: 1001 games, seed 1\n"
      "  grundy verify --games 10000 --seed 7\n"
      "  grundy verify --misere              misère Nim, misère sums and heaps, misère games\n"
      "  grundy verify --json                the same as one JSON object\n"
      "  grundy verify --family welter --games 0\n"
      "                                      one family's positions only, and no games\n"));
  verify
      ->add_option("--games", options->games,
                   translate("Games of the engine against random play (default 1001)"))
      ->type_name("N")
      ->check(non_negative_number());
  verify
      ->add_option("--seed", options->seed,
                   translate("Seed of the random positions and moves (default 1)"))
      ->type_name("S")
      ->check(non_negative_number());
  verify->add_flag("--misere", options->misere,
                   translate("Misère play: whoever makes the last move loses"));
  verify->add_flag("--json", options->json, translate("Print one JSON object"));
  verify
      ->add_option("--corpus", options->corpus,
                   translate("The oracle's corpus of positions (default: tests/data/oracle/"
                             "corpus.txt of the source grundy was built from)"))
      ->type_name("FILE");
  verify
      ->add_option("--family", options->families,
                   translate("Check only the positions whose every game is of these families "
                             "(names as 'grundy games' lists them, comma-separated)"))
      ->type_name("NAME,...");
  verify->callback([options] { run_verify(*options); });
}

}  // namespace grundy::cli

#include "command_line.hpp"

#include <fmt/format.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <iostream>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "games_command.hpp"
#include "grundy/errors.hpp"
#include "grundy/memory_account.hpp"
#include "grundy/nearest_names.hpp"
#include "grundy/translate.hpp"
#include "language.hpp"
#include "nimber_command.hpp"
#include "play_command.hpp"
#include "problem_command.hpp"
#include "quotient_command.hpp"
#include "survey_command.hpp"
#include "seq_command.hpp"
#include "serve_command.hpp"
#include "solve_command.hpp"
#include "verify_command.hpp"

namespace grundy::cli {

namespace {

// The offer for a word left over by the parse: "error: unknown option
// '--jsn'; did you mean '--json'?" for the first one that looks like an
// option and is near one of its command's long options (single letters are
// too short to guess from), or "error: unknown command 'sovle'; did you mean
// 'solve'?" for a word near a command where a command was expected (after
// options such as --lang); "" when none is near (the parser's own message is
// then the error).
std::string mistyped_word(const CLI::App& app) {
  std::vector<const CLI::App*> commands{&app};
  for (const CLI::App* command : app.get_subcommands()) commands.push_back(command);
  for (const CLI::App* command : commands) {
    std::vector<std::string> options;
    for (const CLI::Option* option : command->get_options()) {
      for (const std::string& name : option->get_lnames()) options.push_back("--" + name);
    }
    for (const std::string& word : command->remaining()) {
      if (word.size() < 4 || word.rfind("--", 0) != 0) continue;
      const std::string typed = word.substr(0, word.find('='));
      const std::vector<std::string> nearest = nearest_names(typed, options);
      if (nearest.empty()) continue;
      return format_translated("error: unknown option '{}'; did you mean {}?",
                               grundy::printable_token(typed), quoted_alternatives(nearest));
    }
  }
  if (!app.get_subcommands().empty()) return "";
  std::vector<std::string> names;
  for (const CLI::App* command : app.get_subcommands([](const CLI::App*) { return true; }))
    names.push_back(command->get_name());
  for (const std::string& word : app.remaining()) {
    if (word.empty() || word[0] == '-') continue;
    const std::vector<std::string> nearest = nearest_names(word, names);
    if (nearest.empty()) continue;
    return format_translated("error: unknown command '{}'; {}", grundy::printable_token(word),
                             format_translated("did you mean {}?", quoted_alternatives(nearest)));
  }
  return "";
}

}  // namespace

int run_command_line(int argc, char** argv, RankGroup* ranks) {
  std::ios::sync_with_stdio(false);
  // The language first: the help text is translated too.
  // The web server answers each request in the page's language (its ?lang=),
  // so it binds the Chinese catalogue and keeps its own lines in English.
  const bool serving = argc > 1 && std::string_view(argv[1]) == "serve";
  if (const std::string warning =
          use_language(serving ? Language::chinese : requested_language(argc, argv));
      !warning.empty()) {
    std::cerr << warning << "\n";
  }
  std::optional<grundy::EnglishOnly> server_lines_in_english;
  if (serving) server_lines_in_english.emplace();
  CLI::App app(translate("grundy: exact answers for impartial combinatorial games"), "grundy");
  app.require_subcommand(0, 1);  // a missing command is reported below, after unknown options
  app.footer(
      translate("Examples:\n"
                "  grundy solve nim 1 2 3          who wins the match girl's piles, and why\n"
                "  grundy solve nim 5 6 7 8        the cherry bowls: the one winning move\n"
                "  grundy solve 'nim 3 + nim 5 6'  a sum of games\n"
                "  grundy play nim 1 2 3           play against the engine in the terminal\n"
                "  grundy games                    every game family and its rules\n"
                "  grundy verify                   check the theory against brute-force search\n"
                "Run 'grundy COMMAND --help' for a command's options and examples.\n"));
  add_solve_command(app);
  add_play_command(app);
  add_verify_command(app);
  add_games_command(app);
  add_seq_command(app, ranks);
  add_serve_command(app);
  add_problem_command(app);
  add_nimber_command(app);
  add_quotient_command(app);
  add_survey_command(app);
  add_language_option(app);
  for (CLI::App* command : app.get_subcommands([](const CLI::App*) { return true; })) {
    if (command->get_name() != "serve") add_language_option(*command);
  }
  translate_help_labels(app);
  // Name an unknown command rather than let the parser say that one is missing.
  if (argc > 1 && argv[1][0] != '-') {
    std::vector<std::string> commands;
    for (const CLI::App* command : app.get_subcommands([](const CLI::App*) { return true; }))
      commands.push_back(command->get_name());
    if (std::find(commands.begin(), commands.end(), argv[1]) == commands.end()) {
      const std::vector<std::string> nearest = nearest_names(argv[1], commands);
      std::cerr << format_translated(
                       "error: unknown command '{}'; {}", grundy::printable_token(argv[1]),
                       nearest.empty()
                           ? translate("'grundy --help' lists the commands")
                           : format_translated("did you mean {}?", quoted_alternatives(nearest)))
                << "\n";
      return 2;
    }
  }
  // grundy-mpi with more than one rank: only `seq` shares its work; any
  // other command would run once a rank (a server on one port, a game in
  // play on one terminal).
  if (ranks != nullptr && ranks->size() > 1) {
    // The command is the first word that names one (options such as --lang
    // may come before it).
    for (int i = 1; i < argc; ++i) {
      const CLI::App* command = nullptr;
      for (const CLI::App* known : app.get_subcommands([](const CLI::App*) { return true; })) {
        if (known->get_name() == argv[i]) command = known;
      }
      if (command == nullptr) continue;
      if (command->get_name() != "seq") {
        std::cerr << format_translated(
                         "error: grundy-mpi runs 'seq' over the {} ranks of a job; run '{}' with "
                         "grundy",
                         ranks->size(), command->get_name())
                  << "\n";
        return 2;
      }
      break;
    }
  }
  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp&) {
    std::cout << app.help();
    return 0;
  } catch (const CLI::CallForAllHelp&) {
    std::cout << app.help("", CLI::AppFormatMode::All);
    return 0;
  } catch (const CLI::RuntimeError& e) {
    std::cout.flush();
    return e.get_exit_code();  // a command's verdict (grundy verify: a disagreement)
  } catch (const CLI::ExtrasError& e) {
    std::cout.flush();
    const std::string mistyped = mistyped_word(app);
    std::cerr << (mistyped.empty() ? format_translated("error: {}", e.what()) : mistyped) << "\n";
    return 2;
  } catch (const CLI::ParseError& e) {
    if (e.get_exit_code() == 0) return app.exit(e);
    std::cout.flush();
    std::cerr << format_translated("error: {}", e.what()) << "\n";
    return 2;
  } catch (const grundy::Error& e) {
    std::cout.flush();
    std::cerr << format_translated("error: {}", e.what()) << "\n";
    return 2;
  } catch (const grundy::MemoryLimitError& e) {
    std::cout.flush();
    std::cerr << format_translated("error: {}", e.message()) << "\n";
    return 2;
  } catch (const std::bad_alloc&) {
    std::cout.flush();
    std::cerr << translate("error: out of memory") << "\n";
    return 2;
  }
  if (app.get_subcommands().empty()) {
    std::cerr
        << translate(
               "error: give a command, e.g. 'grundy solve nim 1 2 3' ('grundy --help' lists them)")
        << "\n";
    return 2;
  }
  std::cout.flush();
  return 0;
}

}  // namespace grundy::cli

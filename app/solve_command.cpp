#include "solve_command.hpp"

#include <fmt/format.h>

#include <fstream>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "expression_words.hpp"
#include "grundy/analysis.hpp"
#include "grundy/errors.hpp"
#include "grundy/expression.hpp"
#include "grundy/heap_reader.hpp"
#include "grundy/nim.hpp"
#include "grundy/translate.hpp"
#include "json_report.hpp"
#include "text_report.hpp"

namespace grundy::cli {
namespace {

struct SolveOptions {
  std::vector<std::string> words;
  std::string file;
  bool json = false;
};

Sum read_nim_file(const std::string& path) {
  std::vector<std::uint64_t> heaps;
  if (path == "-") {
    heaps = read_heap_list(std::cin, "standard input");
  } else {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw InputError(format_translated("cannot open '{}' for reading", path));
    heaps = read_heap_list(in, path);
  }
  if (heaps.empty()) {
    throw ParseError(format_translated("{}: no heap sizes found (empty position)", path == "-" ? "standard input" : path), 0);
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
  const Analysis analysis(options.file.empty() ? parse_expression(join_words(options.words))
                                                : read_nim_file(options.file));
  if (options.json) {
    frontend::write_analysis_json(std::cout, analysis);
  } else {
    frontend::write_analysis_text(std::cout, analysis);
  }
}

}  // namespace

void add_solve_command(CLI::App& app) {
  auto options = std::make_shared<SolveOptions>();
  CLI::App* solve = app.add_subcommand("solve", "Who wins a position, its Grundy value, every winning move, and why");
  solve->footer(
      "A position is a game expression: a family name, optional parameters in\n"
      "parentheses, then numbers; components joined by '+' form a sum.\n"
      "Examples:\n"
      "  grundy solve nim 1 2 3            the match girl's piles: lost for the player to move\n"
      "  grundy solve nim 5 6 7 8          the cherry bowls: one winning move, 4:8->4\n"
      "  grundy solve 'nim 3 + nim 5 6'    a sum of two games\n"
      "  grundy solve --json nim 1 2 4     the JSON contract used by scripts and the web API\n"
      "  grundy solve --file heaps.txt     Nim on whitespace-separated heap sizes ('-': standard input)\n"
      "Run 'grundy games' for every family and its rules.\n");
  solve->add_option("position", options->words, "The game expression (one argument or several words)");
  solve->add_option("--file", options->file, "Read a Nim position (heap sizes) from a file; '-' reads standard input");
  solve->add_flag("--json", options->json, "Print one JSON object instead of the report");
  solve->callback([options] { run_solve(*options); });
}

}  // namespace grundy::cli

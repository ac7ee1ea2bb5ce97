#include "nimber_command.hpp"

#include <fmt/format.h>

#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "expression_words.hpp"
#include "grundy/errors.hpp"
#include "grundy/nimber_calculator.hpp"
#include "grundy/nimber_report.hpp"
#include "grundy/translate.hpp"

namespace grundy::cli {

namespace {

// The table is for reading: beyond this size it is a wall of numbers.
constexpr std::uint64_t kMaxTable = 256;

struct NimberOptions {
  std::vector<std::string> words;
  bool explain = false;
  bool json = false;
  std::optional<std::uint64_t> table;  // --table N
};

void run_nimber(const NimberOptions& options) {
  if (options.table) {
    if (!options.words.empty())
      throw RuleError(translate("give either an expression or --table, not both"));
    if (options.explain)
      throw RuleError(translate("--explain explains an expression, not --table"));
    if (*options.table == 0)
      throw RuleError(translate("--table 0 has no rows: give a size from 1 to 256"));
    if (*options.table > kMaxTable) {
      throw LimitError(format_translated("--table {} is too large: at most {} rows and columns",
                                         *options.table, kMaxTable));
    }
    if (options.json) {
      std::cout << report::nim_product_table_json(*options.table).dump() << "\n";
    } else {
      report::write_nim_product_table_text(std::cout, *options.table);
    }
    return;
  }
  if (options.words.empty())
    throw RuleError(translate("no expression: write e.g. grundy nimber '*5 * *7', or --table 16"));
  const std::string text = join_words(options.words);
  const NimberEvaluation evaluation = evaluate_nimbers(text, options.explain || options.json);
  if (options.json) {
    std::cout << report::nimber_evaluation_json(text, evaluation).dump() << "\n";
    return;
  }
  report::write_nimber_evaluation_text(std::cout, evaluation, options.explain);
}

}  // namespace

void add_nimber_command(CLI::App& app) {
  auto options = std::make_shared<NimberOptions>();
  CLI::App* nimber =
      app.add_subcommand("nimber", translate("A calculator over the nimbers: nim-sum, nim-product, "
                                             "inverse, square root"));
  nimber->footer(translate(
      "Nimbers below 2^64 form a field: + (or -) is the nim-sum XOR, * (or x) the\n"
      "nim-product, / multiplies by the inverse, a ^ n is a power with an ordinary\n"
      "exponent n; sqrt(a), inv(a) and order(a) are functions. A number may carry\n"
      "a star (*5) and may be hexadecimal (0x1f). ^ binds tightest, then * x /,\n"
      "then + -; parentheses group.\n"
      "Examples:\n"
      "  grundy nimber '*5 * *7'          the nim-product: 13\n"
      "  grundy nimber --explain 8 x 8    why 8 x 8 = 13: 8 = 4 x 2, each Fermat 2-power squared\n"
      "  grundy nimber '1 / 3'            the inverse of 3: 2\n"
      "  grundy nimber 'sqrt(8)'          the square root: the one b with b x b = 8\n"
      "  grundy nimber --table 16         the nim-multiplication table of 0 .. 15\n"));
  nimber->add_option("expression", options->words,
                     translate("The expression (one argument or several words)"));
  nimber->add_flag("--explain", options->explain,
                   translate("Print each step and the rule behind it"));
  nimber->add_flag("--json", options->json, translate("Print one JSON object (with the steps)"));
  auto table = std::make_shared<std::uint64_t>(0);
  CLI::Option* table_option = nimber->add_option(
      "--table", *table,
      translate("Print the nim-multiplication table of 0 .. N-1 (N at most 256)"));
  nimber->callback([options, table, table_option] {
    if (table_option->count() > 0) options->table = *table;
    run_nimber(*options);
  });
}

}  // namespace grundy::cli

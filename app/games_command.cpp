#include "games_command.hpp"

#include <fmt/format.h>

#include <iostream>
#include <memory>
#include <string>

#include "grundy/errors.hpp"
#include "grundy/family.hpp"
#include "grundy/translate.hpp"

namespace grundy::cli {

void add_games_command(CLI::App& app) {
  auto name = std::make_shared<std::string>();
  CLI::App* games =
      app.add_subcommand("games", "List the game families, or show one family's rules");
  games->footer(
      "Examples:\n"
      "  grundy games        every family with a one-line summary\n"
      "  grundy games nim    the rules of Nim, its move notation and an example");
  games->add_option("name", *name, "A family's name");
  games->callback([name] {
    const FamilyRegistry& families = FamilyRegistry::builtin();
    if (name->empty()) {
      for (const Family& family : families.families()) {
        std::cout << fmt::format("  {:<14} {}\n", family.name, family.summary);
      }
      std::cout << "Run 'grundy games NAME' for a family's rules and an example.\n";
      return;
    }
    const Family* family = families.find(*name);
    if (family == nullptr) {
      throw RuleError(
          format_translated("unknown game '{}'; {}", *name, families.unknown_name_hint(*name)));
    }
    std::cout << family->name << ": " << family->summary << "\n\n" << family->help << "\n";
  });
}

}  // namespace grundy::cli

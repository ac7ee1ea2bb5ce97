// The `grundy` command: a thin front end over the library. Every library
// error becomes one `error: ...` line on standard error and exit status 2.
#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include <iostream>

#include "games_command.hpp"
#include "grundy/errors.hpp"
#include "solve_command.hpp"

int main(int argc, char** argv) {
  std::ios::sync_with_stdio(false);
  CLI::App app("grundy: exact answers for impartial combinatorial games", "grundy");
  app.require_subcommand(1);
  app.footer("Run 'grundy COMMAND --help' for a command's options and examples.");
  grundy::cli::add_solve_command(app);
  grundy::cli::add_games_command(app);
  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp&) {
    std::cout << app.help();
    return 0;
  } catch (const CLI::CallForAllHelp&) {
    std::cout << app.help("", CLI::AppFormatMode::All);
    return 0;
  } catch (const CLI::ParseError& e) {
    if (e.get_exit_code() == 0) return app.exit(e);
    std::cout.flush();
    std::cerr << "error: " << e.what() << "\n";
    return 2;
  } catch (const grundy::Error& e) {
    std::cout.flush();
    std::cerr << "error: " << e.what() << "\n";
    return 2;
  } catch (const std::bad_alloc&) {
    std::cout.flush();
    std::cerr << "error: out of memory\n";
    return 2;
  }
  std::cout.flush();
  return 0;
}

// Golden outputs: what the real binary prints, byte for byte, for a fixed set
// of commands (every position of tests/data/golden/corpus.txt, a frozen copy of the oracle's
// corpus, solved as text and JSON under its convention, sequences, scripted games, verify, the game
// list and help, and bad input), kept in tests/data/golden/*.jsonl. They were
// recorded before the redesign of issue 14, whose promise is that behaviour
// does not change; a golden file is updated only for a deliberate, stated
// change:
//
//   GRUNDY_RECORD_GOLDEN=1 build/tests/grundy_e2e_tests --gtest_filter='Golden*'
//
// rewrites them from the current binary (then `git diff tests/data/golden`
// shows exactly what changed).
#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "../golden_records.hpp"
#include "../reference/oracle_corpus.hpp"
#include "../sanitized.hpp"
#include "run_grundy.hpp"

namespace grundy::e2e {
namespace {

struct Command {
  std::vector<std::string> args;
  std::string input;  // standard input
};

const std::string kData = GRUNDY_TEST_DATA;

// The data folder's absolute path is written DATA in the golden files, so
// that they do not depend on where the checkout is.
std::string with_data(std::string text) {
  for (std::size_t at = text.find("DATA"); at != std::string::npos;
       at = text.find("DATA", at + kData.size())) {
    text.replace(at, 4, kData);
  }
  return text;
}

std::string without_data(std::string text) {
  for (std::size_t at = text.find(kData); at != std::string::npos; at = text.find(kData, at + 4)) {
    text.replace(at, kData.size(), "DATA");
  }
  return text;
}

std::vector<Command> solve_commands(bool json) {
  std::vector<Command> commands;
  // Every position of the frozen corpus, DATA left as written.
  for (const oracle_corpus::Line& line : oracle_corpus::read(kData + "/golden/corpus.txt")) {
    Command command{{"solve"}, ""};
    if (json) command.args.push_back("--json");
    if (line.misere) command.args.push_back("--misere");
    command.args.push_back(line.position);
    commands.push_back(command);
  }
  // Positions beyond any search: closed forms, periods and rules (a row
  // of 10^11 pins has about 10^10 winning moves: the text lists 20).
  for (const char* position :
       {"nim 9223372036854775807 1 2", "kayles 1000000000000 7", "dawson 123456789012 + nim 5",
        "wythoff 1000000000000000000 1618033988749894848", "wythoff 3000 4000",
        "lasker 9223372036854775807 + nim 5", "staircase 1 5 9 1000000000000000000",
        "subtraction(2,3,7) 9223372036854775807", "bash(9223372036854775806) 9223372036854775807",
        "moore(2) 100 100 101", "octal(0.6) 5000", "tb(0.8) 300 + kayles 80"}) {
    if (json && std::string(position).starts_with("dawson")) continue;
    Command command{{"solve"}, ""};
    if (json) command.args.push_back("--json");
    command.args.push_back(position);
    commands.push_back(command);
  }
  return commands;
}

std::vector<Command> sequence_commands() {
  return {
      {{"seq", "kayles", "--until-period"}, ""},
      {{"seq", "dawson", "--until-period", "--json"}, ""},
      {{"seq", "kayles", "--upto", "100", "--json"}, ""},
      {{"seq", "octal(0.6)", "--upto", "500"}, ""},
      {{"seq", "subtraction(1,3,4)", "--until-period", "--json"}, ""},
      {{"seq", "subtraction(2,4,7)", "--until-period"}, ""},
      {{"seq", "bash(3)", "--upto", "20"}, ""},
      {{"seq", "grundy-game", "--upto", "300"}, ""},
      {{"seq", "grundy-game", "--until-period", "--max", "2000"}, ""},
      {{"seq", "tb(0.8)", "--until-period"}, ""},
      {{"seq", "kayles", "--misere", "--upto", "12"}, ""},
      {{"seq", "dawson", "--misere", "--upto", "14", "--json"}, ""},
  };
}

std::vector<Command> play_commands() {
  return {
      {{"play", "nim", "1", "2", "3", "--players", "naive,engine"}, ""},
      {{"play", "nim 5 6 7 8", "--players", "engine,you"},
       "4 4\nhint\nexplain\n2 1\nundo\n1 5\n2 6\n3 7\n4 4\n"},
      {{"play", "nim 5 6 7 8", "--players", "you,engine"}, "help\n4 9\n4 4\n1 1\nquit\n"},
      {{"play", "kayles 9 + nim 3", "--players", "random,engine", "--seed", "4"}, ""},
      {{"play", "staircase 1 5 9", "--players", "engine,random", "--seed", "2"}, ""},
      {{"play", "wythoff 4 6", "--players", "engine,naive"}, ""},
      {{"play", "moore(2) 3 5 6", "--players", "naive,engine"}, ""},
      {{"play", "lasker 3 4 + subtraction(1,3,4) 7", "--players", "engine,random", "--seed", "7"},
       ""},
      {{"play", "grundy-game 9 + dawson 7", "--players", "random,engine", "--seed", "3"}, ""},
      {{"play", "nim 1 1 5", "--misere", "--players", "naive,engine"}, ""},
      {{"play", "kayles 5 + nim 2", "--misere", "--players", "engine,random", "--seed", "5"}, ""},
      {{"play", "nim 5 6 7 8", "--players", "engine,you", "--lang", "zh"}, "4 4\n"},
      {{"play", "graph(DATA/graphs/dag.txt) v w", "--players", "engine,random", "--seed", "1"}, ""},
  };
}

// The families whose small positions the recorded `verify` tables hold: those
// of the recording, named so that a family added later (checked by Verify's
// own tests, its unit test and the oracle's corpus) adds no line here. The
// outputs that list every family (`games`, `play --help`) are checked by
// Games.* in help_test.cpp instead, against what each family says of itself.
constexpr const char* kRecordedFamilies =
    "nim,lasker,moore,staircase,subtraction,bash,wythoff,welter,octal,tb,kayles,dawson,"
    "dawsons-chess,treblecross,grundy-game,turning-turtles,mock-turtles,ruler,twins,turning,"
    "turning-corners,rugs,product,node-kayles,arc-kayles,cram,chomp,hackenbush,graph,digraph";

std::vector<Command> other_commands() {
  std::vector<Command> commands = {
      // A corpus of a few lines: the whole one is Verify's (the oracle takes
      // seconds over it, minutes under the sanitizers).
      {{"verify", "--games", "60", "--corpus", "DATA/golden/verify_corpus.txt", "--family",
        kRecordedFamilies},
       ""},
      {{"verify", "--misere", "--games", "60", "--seed", "3", "--corpus",
        "DATA/golden/verify_corpus.txt", "--family", kRecordedFamilies},
       ""},
      {{"--help"}, ""},
      {{"solve", "--help"}, ""},
      {{"seq", "--help"}, ""},
      {{"verify", "--help"}, ""},
      {{"problem", "monks"}, "1 5 9\n"},
      {{"problem", "monks"}, "1 2 3 4\n"},
      {{"solve", "--lang", "zh", "nim 5 6 7 8"}, ""},
      // Chinese sentences have no spaces: broken between characters.
      {{"solve", "--lang", "zh", "--misere", "daisies 1000000000000000000 20 6 5"}, ""},
      {{"solve", "--file", "-"}, "5 6 7 8\n"},
      {{"solve", "--file", "-", "--json"}, "1 2 3\n"},
  };
  for (const char* family :
       {"nim", "lasker", "moore", "staircase", "subtraction", "bash", "wythoff", "octal", "tb",
        "kayles", "dawson", "dawsons-chess", "treblecross", "grundy-game", "graph"}) {
    commands.push_back({{"games", family}, ""});
  }
  // Bad input: one clear line, exit status 2.
  for (const char* position :
       {"nim 3 -4", "nimm 3", "nim 99999999999999999999", "kayles", "staircase 5 3",
        "wythoff 1 2 3", "subtraction(0) 3", "octal(0.9) 4", "nim 3 +", "moore(0) 1",
        "graph(DATA/graphs/malformed.txt) a", "grundy-game 100000000000",
        "wythoff 5000 5000 + nim 1", "moore(2) 100 100 100 + nim 1"}) {
    commands.push_back({{"solve", position}, ""});
  }
  commands.push_back({{"seq", "kayles", "--upto", "1000000000000"}, ""});
  commands.push_back({{"seq", "nim", "--upto", "5"}, ""});
  commands.push_back({{"verify", "--games", "many"}, ""});
  commands.push_back({{"solve", "--misere", "kayles 12 + dawson 12 + grundy-game 12"}, ""});
  return commands;
}

nlohmann::json run(const Command& command) {
  std::vector<std::string> args;
  for (const std::string& arg : command.args) args.push_back(with_data(arg));
  const RunResult result =
      run_grundy(args, command.input, {"LANG=C.UTF-8", "LC_ALL=C.UTF-8", "LC_MESSAGES=C.UTF-8"});
  std::vector<std::string> written;
  for (const std::string& arg : command.args) written.push_back(arg);
  return {{"args", written},
          {"input", command.input},
          {"status", result.status},
          {"out", without_data(result.out)},
          {"err", without_data(result.err)}};
}

// Runs the commands (every `stride`-th) and compares each with its golden
// record, or records them when GRUNDY_RECORD_GOLDEN is set.
void check_golden(const std::string& name, const std::vector<Command>& commands,
                  std::size_t stride = 1) {
  std::vector<nlohmann::json> found;
  for (std::size_t i = 0; i < commands.size(); i += stride) found.push_back(run(commands[i]));
  golden::check_records(
      kData + "/golden/" + name + ".jsonl", found, "args", {"status", "out", "err"},
      [](const nlohmann::json& record) { return "grundy " + record["args"].dump(); }, stride);
}

// Under the sanitizers, a quarter of the corpus is solved as text and as
// JSON: each takes a process of about 0.2 s there, and OracleCorpus runs the
// binary on every corpus position in that build already.
std::size_t solve_stride() { return testing_build::sanitized() ? 4 : 1; }

TEST(Golden, SolveAsText) { check_golden("solve_text", solve_commands(false), solve_stride()); }
TEST(Golden, SolveAsJson) { check_golden("solve_json", solve_commands(true), solve_stride()); }
TEST(Golden, Sequences) { check_golden("seq", sequence_commands()); }
TEST(Golden, ScriptedGames) { check_golden("play", play_commands()); }
TEST(Golden, VerifyGamesHelpAndErrors) { check_golden("other", other_commands()); }

}  // namespace
}  // namespace grundy::e2e

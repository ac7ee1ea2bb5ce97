// What a newcomer types first: `grundy --help`, `grundy solve --help`,
// `grundy games`. Help exits 0, and the examples it shows actually work.
#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

#include "checks.hpp"
#include "run_grundy.hpp"

namespace grundy::e2e {
namespace {

// The command of a help line such as
//   "  grundy solve 'nim 3 + nim 5 6'    a sum of two games"
// as argv words after "grundy": the command ends at a run of two spaces
// outside quotes; single quotes group words as in a shell.
std::vector<std::string> example_arguments(const std::string& line) {
  std::vector<std::string> words;
  std::string word;
  bool quoted = false;
  bool in_word = false;
  std::size_t i = line.find("grundy ") + std::string("grundy ").size();
  for (; i < line.size(); ++i) {
    const char c = line[i];
    if (c == '\'') {
      quoted = !quoted;
      in_word = true;
    } else if (c == ' ' && !quoted) {
      if (in_word) words.push_back(word);
      word.clear();
      in_word = false;
      if (i + 1 < line.size() && line[i + 1] == ' ') break;  // the description begins
    } else {
      word += c;
      in_word = true;
    }
  }
  if (in_word) words.push_back(word);
  return words;
}

// Lines of the form "  grundy ..." that follow "Examples:".
std::vector<std::string> example_lines(const std::string& help) {
  std::vector<std::string> examples;
  bool in_examples = false;
  for (const std::string& line : lines_of(help)) {
    if (line == "Examples:") in_examples = true;
    if (in_examples && line.rfind("  grundy ", 0) == 0) examples.push_back(line);
  }
  return examples;
}

TEST(Help, TopLevelHelpListsTheCommands) {
  for (const char* flag : {"--help", "-h"}) {
    const RunResult result = run_grundy({flag});
    EXPECT_EQ(result.status, 0) << result;
    EXPECT_EQ(result.err, "") << result;
    EXPECT_TRUE(contains(result.out, "Usage: grundy")) << result;
    EXPECT_TRUE(contains(result.out, "\n  solve ")) << result;
    EXPECT_TRUE(contains(result.out, "\n  games ")) << result;
    EXPECT_TRUE(contains(result.out, "grundy COMMAND --help")) << result;
  }
}

// The brief for the command line asks every help screen for examples; the
// top-level one only points to the subcommands' help. Enable once it has them.
TEST(Help, TopLevelHelpHasExamples) {
  const RunResult result = run_grundy({"--help"});
  EXPECT_EQ(result.status, 0) << result;
  EXPECT_TRUE(contains(result.out, "Examples")) << result;
}

TEST(Help, SolveHelpShowsOptionsAndExamples) {
  const RunResult result = run_grundy({"solve", "--help"});
  EXPECT_EQ(result.status, 0) << result;
  EXPECT_EQ(result.err, "") << result;
  EXPECT_TRUE(contains(result.out, "Usage: grundy solve")) << result;
  EXPECT_TRUE(contains(result.out, "--file")) << result;
  EXPECT_TRUE(contains(result.out, "--json")) << result;
  EXPECT_TRUE(contains(result.out, "Examples")) << result;
}

TEST(Help, GamesHelpShowsExamples) {
  const RunResult result = run_grundy({"games", "--help"});
  EXPECT_EQ(result.status, 0) << result;
  EXPECT_TRUE(contains(result.out, "Examples")) << result;
}

TEST(Help, EveryExampleInTheHelpRuns) {
  int examples_run = 0;
  for (const char* command : {"solve", "games"}) {
    for (const std::string& line : example_lines(run_grundy({command, "--help"}).out)) {
      const std::vector<std::string> args = example_arguments(line);
      if (contains(line, "--file")) continue;  // names a file the reader would bring
      const RunResult result = run_grundy(args);
      EXPECT_EQ(result.status, 0) << line << "\n" << result;
      EXPECT_EQ(result.err, "") << line << "\n" << result;
      EXPECT_NE(result.out, "") << line;
      ++examples_run;
    }
  }
  EXPECT_GE(examples_run, 5);
}

TEST(Help, SolveHelpExamplesSayWhatTheProgramAnswers) {
  // "grundy solve nim 5 6 7 8 ... one winning move, 4:8->4" must stay true.
  const RunResult result = run_grundy({"solve", "nim", "5", "6", "7", "8"});
  EXPECT_TRUE(contains(result.out, "winning moves (1):")) << result;
  EXPECT_TRUE(contains(result.out, "4:8->4")) << result;
  const RunResult lost = run_grundy({"solve", "nim", "1", "2", "3"});
  EXPECT_TRUE(contains(lost.out, "outcome: P")) << lost;
}

TEST(Games, ListsEveryFamilyWithASummary) {
  const RunResult result = run_grundy({"games"});
  EXPECT_EQ(result.status, 0) << result;
  EXPECT_EQ(result.err, "") << result;
  EXPECT_TRUE(
      contains(result.out, "  nim            Nim: take any number of tokens from one heap\n"))
      << result;
  EXPECT_TRUE(contains(result.out, "grundy games NAME")) << result;
}

// The families `grundy games` lists: (name, summary) for each line "  NAME  SUMMARY".
std::vector<std::pair<std::string, std::string>> listed_families() {
  std::vector<std::pair<std::string, std::string>> families;
  for (const std::string& line : lines_of(run_grundy({"games"}).out)) {
    if (line.rfind("  ", 0) != 0) continue;
    const std::size_t name_end = line.find(' ', 2);
    const std::size_t summary = line.find_first_not_of(' ', name_end);
    families.emplace_back(line.substr(2, name_end - 2), line.substr(summary));
  }
  return families;
}

// `games` and `play --help` list every family of the registry, so they are
// not golden records (a new family would change them): each family listed
// must say the same of itself in `games NAME`, and its example must run.
TEST(Games, EveryFamilyListedHasItsRulesAndAnExampleThatRuns) {
  const auto families = listed_families();
  ASSERT_GE(families.size(), 30U);
  int examples = 0;
  for (const auto& [name, summary] : families) {
    const RunResult rules = run_grundy({"games", name});
    EXPECT_EQ(rules.status, 0) << name << "\n" << rules;
    EXPECT_EQ(lines_of(rules.out).at(0), name + ": " + summary) << rules;
    for (const std::string& line : lines_of(rules.out)) {
      if (line.rfind("Example", 0) != 0) continue;
      std::vector<std::string> args = example_arguments(line);
      for (std::string& arg : args) {  // a file the example names is the source's
        if (const std::size_t at = arg.find("tests/data/"); at != std::string::npos)
          arg.replace(at, std::string("tests/data").size(), GRUNDY_TEST_DATA);
      }
      const RunResult result = run_grundy(args);
      EXPECT_EQ(result.status, 0) << line << "\n" << result;
      EXPECT_TRUE(contains(result.out, "outcome: ")) << line << "\n" << result;
      ++examples;
    }
  }
  EXPECT_GE(examples, 20);
}

// The moves of `play --help`: every family whose positions can be typed,
// each named once (families with the same notation share an entry).
TEST(Games, PlayHelpNamesEveryFamilysMoves) {
  const std::string help = run_grundy({"play", "--help"}).out;
  const std::size_t moves = help.find("Moves, as typed at the prompt:\n");
  const std::size_t end = help.find("  any game: ", moves);
  ASSERT_NE(moves, std::string::npos) << help;
  ASSERT_NE(end, std::string::npos) << help;
  std::string names;  // the entries' names, comma-separated
  for (const std::string& line : lines_of(help.substr(moves, end - moves))) {
    if (line.rfind("  ", 0) == 0 && line.rfind("    ", 0) != 0) names += line.substr(1) + " ";
  }
  for (const auto& [name, summary] : listed_families()) {
    const std::string entry = " " + name + (contains(names, " " + name + ":") ? ":" : ",");
    // A game graph read from a file has the digraph's notation, and no example to take it from.
    if (name == "graph") continue;
    EXPECT_TRUE(contains(names, entry)) << name << " has no entry in play --help:\n" << names;
    EXPECT_EQ(names.find(entry), names.rfind(entry)) << name << " twice:\n" << names;
  }
}

TEST(Games, NimPrintsItsRulesNotationAndAnExample) {
  const RunResult result = run_grundy({"games", "nim"});
  EXPECT_EQ(result.status, 0) << result;
  EXPECT_EQ(result.err, "") << result;
  EXPECT_EQ(result.out.rfind("nim: Nim: ", 0), 0U) << result;
  EXPECT_TRUE(contains(result.out, "last token wins")) << result;
  EXPECT_TRUE(contains(result.out, "HEAP:FROM->TO")) << result;
  EXPECT_TRUE(contains(result.out, "Example: grundy solve nim 5 6 7 8")) << result;
}

}  // namespace
}  // namespace grundy::e2e

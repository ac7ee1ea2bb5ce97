// The real binary against the oracle (tests/oracle), which shares no code
// with it: `grundy solve --json` (and `--misere`) on every position of
// tests/data/oracle/corpus.txt must give the oracle's canonical text, value
// (but for answers by the misère quotient, which gives none), outcome, and the
// same set of positions left by its winning moves (and at a draw, its drawing
// moves). The corpus is split into slices, run in parallel.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "../reference/oracle_corpus.hpp"
#include "../sanitized.hpp"
#include "checks.hpp"
#include "run_grundy.hpp"
#include "solver.hpp"

namespace grundy::e2e {
namespace {

// Every line of the corpus, whatever its family: nothing here lists them.
std::vector<oracle_corpus::Line> corpus() {
  return oracle_corpus::read(std::string(GRUNDY_TEST_DATA) + "/oracle/corpus.txt",
                             GRUNDY_TEST_DATA);
}

// The positions that `key` ("winning_moves", "drawing_moves") lists in the
// binary's answer, as a set; a move listed twice is a failure.
std::vector<std::string> moves_to(const nlohmann::json& answer, const char* key) {
  std::set<std::string> moves;
  std::vector<std::string> positions;
  if (!answer.contains(key)) return positions;
  for (const nlohmann::json& move : answer[key]) {
    const std::string id =
        std::to_string(move["component"].get<int>()) + "/" + move["move"].get<std::string>();
    EXPECT_TRUE(moves.insert(id).second) << "the move " << id << " is listed twice";
    positions.push_back(move["to"].get<std::string>());
  }
  std::sort(positions.begin(), positions.end());
  positions.erase(std::unique(positions.begin(), positions.end()), positions.end());
  return positions;
}

// The binary's "explanation" (the mex check of each part; in misère play of
// the whole position) against the oracle: each part is solved by the oracle
// as a game of its own, and its
// options (positions one move away) valued one by one; the groups must hold
// exactly those values, each with as many moves as the oracle has moves to
// options of that value (two moves may leave one position: two vertices of
// Node-Kayles with the same neighbours), each example must be one of them,
// and the mex must be the value.
// Returns how many parts had their options listed.
std::size_t check_explanation(const nlohmann::json& answer, oracle::Solver& solver,
                              oracle::Convention convention) {
  if (!answer.contains("explanation")) return 0;
  std::size_t listed = 0;
  for (const nlohmann::json& part : answer["explanation"]["parts"]) {
    const std::string position = part["position"].get<std::string>();
    SCOPED_TRACE("part " + position);
    const oracle::Answer expected = solver.solve(position, convention);
    // A part whose value is infinite (a loopy game) has no mex to explain.
    EXPECT_EQ(part["grundy"],
              expected.value ? nlohmann::json(*expected.value) : nlohmann::json(nullptr));
    if (part["options"].is_null() || !expected.value) continue;
    // Nor a finite part of a loopy game with an infinite option (its value is
    // not the mex of its options alone, Smith 1966); such a part is not
    // counted as explained.
    std::map<std::uint64_t, std::set<std::string>> by_value;
    bool finite_options = true;
    for (const std::string& option : expected.options) {
      const oracle::Answer after = solver.solve(option, convention);
      if (after.value) {
        by_value[*after.value].insert(option);
      } else {
        finite_options = false;
      }
    }
    if (!finite_options) continue;
    // The oracle's moves, one entry each, by the position they leave.
    std::map<std::string, std::size_t> moves_to_option;
    oracle::Reader reader;
    for (const oracle::Position& next : oracle::options(reader.read(position)))
      ++moves_to_option[oracle::text(next)];
    const auto moves_of = [&](const std::set<std::string>& options) {
      std::size_t moves = 0;
      for (const std::string& option : options) moves += moves_to_option[option];
      return moves;
    };
    // Misère play: a position without moves is worth 1.
    std::uint64_t mex =
        convention == oracle::Convention::misere && expected.options.empty() ? 1 : 0;
    while (by_value.count(mex) != 0) ++mex;
    EXPECT_EQ(part["options"]["mex"], nlohmann::json(mex));
    EXPECT_EQ(part["options"]["count"],
              nlohmann::json(moves_of({expected.options.begin(), expected.options.end()})));
    std::map<std::uint64_t, std::set<std::string>> seen;
    for (const nlohmann::json& group : part["options"]["by_value"]) {
      const auto value = group["grundy"].get<std::uint64_t>();
      const auto count = group["count"].get<std::uint64_t>();
      EXPECT_EQ(count, moves_of(by_value[value])) << "moves to options of value " << value;
      const std::string example = group["example"]["to"].get<std::string>();
      EXPECT_EQ(by_value[value].count(example), 1U)
          << example << " is not an option of value " << value;
      seen[value].insert(example);
      // Every option of the value is listed (two moves may lead to one position).
      std::set<std::string> listed;
      for (const nlohmann::json& move : group["moves"])
        listed.insert(move["to"].get<std::string>());
      EXPECT_EQ(listed, by_value[value]) << "the options of value " << value;
      EXPECT_EQ(group["moves"].size(), count);
    }
    EXPECT_EQ(seen.size(), by_value.size()) << "values missing from the groups";
    ++listed;
  }
  return listed;
}

// The binary's remoteness, of the position and after each winning move,
// against the oracle's retrograde count. Returns whether it was compared.
bool check_remoteness(const nlohmann::json& answer, const oracle::Answer& expected) {
  if (!expected.remoteness) {
    EXPECT_TRUE(!answer.contains("remoteness") || answer["remoteness"].is_null());
    return false;
  }
  if (answer["remoteness"].is_null()) return false;  // beyond the binary's limits
  EXPECT_EQ(answer["remoteness"], nlohmann::json(*expected.remoteness));
  for (const nlohmann::json& move : answer["winning_moves"]) {
    const std::string to = move["to"].get<std::string>();
    const auto found = expected.option_remoteness.find(to);
    EXPECT_NE(found, expected.option_remoteness.end()) << to;
    if (found != expected.option_remoteness.end()) {
      EXPECT_EQ(move["remoteness"], nlohmann::json(found->second)) << to;
    }
  }
  return true;
}

constexpr int kSlices = 8;

class OracleCorpus : public ::testing::TestWithParam<int> {};

TEST_P(OracleCorpus, TheBinaryAgreesWithTheOracle) {
  const std::vector<oracle_corpus::Line> lines = corpus();
  ASSERT_GT(lines.size(), 250U);
  oracle::Solver solver;
  std::size_t checked = 0;
  std::size_t explained = 0;
  std::size_t remote = 0;
  // Against the sanitizer build's binary (GRUNDY_SANITIZED), which looks for
  // memory errors on the command's paths, a third of each slice: every line
  // is still compared in the release run.
  const std::size_t stride = kSlices * (grundy::testing_build::sanitized() ? 3 : 1);
  for (std::size_t i = static_cast<std::size_t>(GetParam()); i < lines.size(); i += stride) {
    const oracle_corpus::Line& line = lines[i];
    SCOPED_TRACE((line.misere ? "misère: " : "") + line.position);
    std::vector<std::string> args = {"solve", "--json", "--remoteness"};
    if (line.misere) args.push_back("--misere");
    args.push_back(line.position);
    const nlohmann::json answer = parse_json(run_grundy(args));
    const oracle::Answer expected = solver.solve(
        line.position, line.misere ? oracle::Convention::misere : oracle::Convention::normal);
    EXPECT_EQ(answer.value("position", ""), expected.position);
    EXPECT_EQ(answer.value("play", ""), line.misere ? "misere" : "normal");
    if (expected.value) {
      // The misère quotient and the misère decompositions tell who wins, not
      // G⁻: their answers are checked on their outcome and winning moves.
      const std::string method = answer.value("method", "");
      if ((method != "quotient" && method != "decomposition") || !answer["grundy"].is_null()) {
        EXPECT_EQ(answer["grundy"], nlohmann::json(*expected.value));
      }
    } else {
      EXPECT_TRUE(answer["grundy"].is_null());
      EXPECT_EQ(answer["grundy_infinite"]["finite_options"],
                nlohmann::json(expected.infinite_options));
    }
    EXPECT_EQ(answer.value("outcome", ""),
              std::string(1, oracle::outcome_letter(expected.outcome)));
    EXPECT_EQ(moves_to(answer, "winning_moves"), expected.winning);
    EXPECT_EQ(moves_to(answer, "drawing_moves"), expected.drawing);
    explained += check_explanation(
        answer, solver, line.misere ? oracle::Convention::misere : oracle::Convention::normal);
    if (check_remoteness(answer, expected)) ++remote;
    ++checked;
  }
  const std::size_t least = grundy::testing_build::sanitized() ? 3 : 1;
  EXPECT_GT(checked * least, 30U);
  EXPECT_GT(explained * least, 20U);
  EXPECT_GT(remote * least, 20U);
}

INSTANTIATE_TEST_SUITE_P(Slices, OracleCorpus, ::testing::Range(0, kSlices));

}  // namespace
}  // namespace grundy::e2e

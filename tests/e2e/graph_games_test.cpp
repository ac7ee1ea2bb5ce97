// Games on graphs and boards through the binary: solve, play, sums with other
// families, misère play and the errors a user meets. (Values and moves
// against plain searches: tests/unit/graph_games_test, hackenbush_test,
// chomp_test.)
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>

#include "checks.hpp"
#include "run_grundy.hpp"
#include "scratch_file.hpp"

namespace grundy::e2e {
namespace {

TEST(GraphGamesCommand, SolveGivesValuesAndWinningMoves) {
  // Node-Kayles on the Petersen graph: every vertex leaves the same graph
  // (it is vertex-transitive), a 6-cycle, worth 0.
  const nlohmann::json petersen = solve_json("node-kayles(petersen)");
  EXPECT_EQ(petersen["grundy"], 1);
  EXPECT_EQ(petersen["winning_moves"].size(), 10U);
  // Arc-Kayles on a path of 8 vertices is Dawson's chess on 7.
  EXPECT_EQ(solve_json("arc-kayles(path(8))")["grundy"], solve_json("dawsons-chess 7")["grundy"]);
  const nlohmann::json cram = solve_json("cram(3x4)");
  EXPECT_NE(cram["grundy"], 0);
  const nlohmann::json chomp = solve_json("chomp(6x7)");
  EXPECT_EQ(chomp["winning_moves"].size(), 1U);
  EXPECT_EQ(chomp["winning_moves"][0]["move"], "5,5");
  // A stalk of 3 edges is worth 3; a triangle standing on the ground, 1.
  EXPECT_EQ(solve_json("hackenbush(ground-a, a-b, b-c)")["grundy"], 3);
  EXPECT_EQ(solve_json("hackenbush(ground-a, a-b, b-ground)")["grundy"], 1);
}

TEST(GraphGamesCommand, TheTextSaysWhyByPartsAndRules) {
  // Two triangles and a lone vertex: three parts, 1 ^ 1 ^ 1 = 1.
  const RunResult parts = run_grundy({"solve", "node-kayles(a-b, b-c, c-a, d-e, e-f, f-d, g)"});
  EXPECT_EQ(parts.status, 0) << parts;
  EXPECT_TRUE(contains(parts.out, "Grundy value: 1")) << parts;
  EXPECT_TRUE(contains(parts.out, "part 3")) << parts;
  const RunResult even = run_grundy({"solve", "cram(4x4)"});
  EXPECT_TRUE(contains(even.out, "mirror image through the centre, so G = 0")) << even;
  const RunResult tree = run_grundy({"solve", "hackenbush(ground-a, a-b, a-c)"});
  EXPECT_TRUE(contains(tree.out, "colon principle")) << tree;
  const RunResult chinese = run_grundy({"solve", "--lang", "zh", "cram(2x3)"});
  EXPECT_EQ(chinese.status, 0) << chinese;
}

TEST(GraphGamesCommand, SumsWithOtherFamiliesAndMisere) {
  const nlohmann::json sum = solve_json("node-kayles(cycle(5)) + nim 3 + cram(2x3) + chomp(2,1)");
  // cycle(5): any vertex leaves a path of 2, worth 1, so 0; nim 3; cram 2x3
  // is worth 1 (one side even); chomp (2,1) loses: 0 ^ 3 ^ 1 ^ 0 = 2.
  EXPECT_EQ(sum["grundy"], 2);
  const RunResult misere = run_grundy({"solve", "--misere", "node-kayles(path(6)) + cram(2x3)"});
  EXPECT_EQ(misere.status, 0) << misere;
  EXPECT_TRUE(contains(misere.out, "misère Grundy value")) << misere;
}

TEST(GraphGamesCommand, PlayedToTheEnd) {
  for (const char* position : {"node-kayles(grid(2,3))", "arc-kayles(cycle(6))", "cram(3x3)",
                               "chomp(3x4)", "hackenbush(ground-a, a-b, b-ground, b-c)"}) {
    const RunResult played = run_grundy({"play", position, "--players", "engine,engine"});
    EXPECT_EQ(played.status, 0) << played;
    EXPECT_TRUE(contains(played.out, "result: ")) << played;
  }
  // Typed moves: a domino, then the engine answers.
  const RunResult typed = run_grundy({"play", "cram(2x3)"}, "a1-b1\nc1-c2\nb2 c2\n");
  EXPECT_TRUE(contains(typed.out, "result: ")) << typed;
  const RunResult eaten = run_grundy({"play", "chomp(2x2)"}, "1,1\n2,2\n");
  EXPECT_TRUE(contains(eaten.out + eaten.err, "poison")) << eaten;
}

TEST(GraphGamesCommand, ErrorsAreOneLine) {
  EXPECT_EQ(run_grundy({"solve", "node-kayles(q-q)"}).err,
            "error: the loop q-q: this game is played on graphs without loops\n");
  EXPECT_TRUE(contains(expect_one_error_line(run_grundy({"solve", "cram(..x)"})),
                       "unexpected 'x' at column 8"));
  EXPECT_TRUE(contains(expect_one_error_line(run_grundy({"solve", "chomp(3,4)"})),
                       "4 after 3 at column 9"));
  EXPECT_TRUE(contains(expect_one_error_line(run_grundy({"solve", "hackenbush(a-b)"})), "ground"));
  EXPECT_TRUE(contains(expect_one_error_line(run_grundy({"solve", "node-kayles(path(65))"})),
                       "from 1 to 64"));
  EXPECT_TRUE(
      contains(expect_one_error_line(run_grundy({"solve", "chomp(30x30)"})), "positions below it"));
  // The table of a search stays within --max-memory.
  EXPECT_TRUE(
      contains(expect_one_error_line(run_grundy({"solve", "--max-memory", "64K", "cram(6x6)"})),
               "--max-memory"));
  EXPECT_TRUE(
      contains(expect_one_error_line(run_grundy({"solve", "node-kayles(no-such-file.txt)"})),
               "cannot open"));
}

// The edges of the complete graph on 1 .. n, "1-2, 1-3, ...".
std::string complete_edges(int n, const char* separator = ", ") {
  std::string text;
  for (int a = 1; a <= n; ++a)
    for (int b = a + 1; b <= n; ++b)
      text += (text.empty() ? "" : separator) + std::to_string(a) + "-" + std::to_string(b);
  return text;
}

// The edges of a path through v1 .. v(n), one per line of a file.
std::string path_file(int vertices) {
  std::string text;
  for (int v = 1; v < vertices; ++v)
    text += "v" + std::to_string(v) + " -- v" + std::to_string(v + 1) + "\n";
  return text;
}

// The limits of docs/hardening.md: Node-Kayles 64 vertices with any edges,
// Arc-Kayles 64 edges (on at most 64 vertices). Edges written out were
// refused past 64 even for Node-Kayles (issue 38).
TEST(GraphGamesCommand, NodeKaylesCountsVerticesAndArcKaylesEdges) {
  const nlohmann::json written = solve_json("node-kayles(" + complete_edges(12) + ")");  // 66 edges
  const nlohmann::json named = solve_json("node-kayles(complete(12))");
  EXPECT_EQ(written["grundy"], 1);
  EXPECT_EQ(written["grundy"], named["grundy"]);
  EXPECT_EQ(written["winning_moves"].size(), 12U);
  for (const nlohmann::json& move : written["winning_moves"])
    EXPECT_EQ(move["to"], "node-kayles(empty)");
  // 64 vertices, from a file too; one more is refused, naming the limit.
  EXPECT_EQ(solve_json("node-kayles(" + complete_edges(64) + ")")["grundy"], 1);
  const ScratchFile at_limit(path_file(64));
  EXPECT_EQ(solve_json("node-kayles(" + at_limit.path() + ")")["grundy"],
            solve_json("dawsons-chess 64")["grundy"]);
  const ScratchFile past_limit(path_file(65));
  EXPECT_TRUE(contains(
      expect_one_error_line(run_grundy({"solve", "node-kayles(" + past_limit.path() + ")"})),
      ": line 64: 'v65' would be vertex 65, past the limit of 64 vertices"));
  EXPECT_EQ(
      expect_one_error_line(run_grundy({"solve", "node-kayles(" + complete_edges(65) + ")"})),
      "error: the graph has 65 vertices; Node-Kayles and Arc-Kayles are played on at most 64");
  // Arc-Kayles: a cycle of 64 written out has 64 edges; K12 less an edge, 65.
  std::string cycle;
  for (int v = 1; v <= 64; ++v)
    cycle += (v == 1 ? "" : ", ") + std::to_string(v) + "-" + std::to_string(v % 64 + 1);
  EXPECT_EQ(solve_json("arc-kayles(" + cycle + ")")["grundy"],
            solve_json("arc-kayles(cycle(64))")["grundy"]);
  const std::string k12 = complete_edges(12);
  const std::string less_one = k12.substr(0, k12.rfind(", "));
  EXPECT_EQ(expect_one_error_line(run_grundy({"solve", "arc-kayles(" + less_one + ")"})),
            "error: the graph has 65 edges; Arc-Kayles is played on at most 64");
}

}  // namespace
}  // namespace grundy::e2e

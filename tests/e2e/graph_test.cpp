// Game graphs through the real binary: a drawn position and the moves that
// keep the draw, infinite values in JSON, sums, errors that name the file
// and line or the token and column, and a scripted game of play.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "checks.hpp"
#include "run_grundy.hpp"
#include "scratch_file.hpp"

namespace grundy::e2e {
namespace {

const std::string kCycle = std::string(GRUNDY_TEST_DATA) + "/graphs/cycle.txt";
std::string on_cycle(const std::string& tokens) { return "graph(" + kCycle + ") " + tokens; }

TEST(GraphSolve, DrawnPositionOffersTheMovesThatKeepTheDraw) {
  const std::string out = solve_text({on_cycle("a")});
  const std::vector<std::string> lines = lines_of(out);
  ASSERT_GE(lines.size(), 6U) << out;
  EXPECT_EQ(lines[0], "position: " + on_cycle("a"));
  EXPECT_EQ(lines[1], "Grundy value: ∞(1) (infinite: play can go on forever)");
  EXPECT_EQ(lines[2], "outcome: D, a draw: neither player can force a win, and play goes on forever");
  EXPECT_TRUE(has_line(out, "moves that keep the draw (1):")) << out;
  EXPECT_TRUE(has_line(out, "  a->b         move the token from a to b  leaves " + on_cycle("b"))) << out;
  EXPECT_FALSE(contains(out, "a->c")) << out;  // it lets the opponent win
  EXPECT_TRUE(has_line(out, "why: the value is infinite")) << out;
  EXPECT_TRUE(contains(out, "With best play neither player wins: a draw.")) << out;
}

TEST(GraphSolve, JsonOfInfiniteValuesAndDraws) {
  const nlohmann::json drawn = solve_json(on_cycle("a") + " + nim 2");
  EXPECT_EQ(drawn["grundy"], nullptr);
  EXPECT_EQ(drawn["grundy_infinite"]["finite_options"], nlohmann::json::array({3}));
  EXPECT_EQ(drawn["outcome"], "D");
  EXPECT_EQ(drawn["winning_move_count"], 0);
  EXPECT_EQ(drawn["drawing_move_count"], 2);
  EXPECT_EQ(drawn["drawing_moves"][1]["move"], "1:2->0");
  // ∞(0): won by the move to the 0.
  const nlohmann::json won = solve_json(on_cycle("f"));
  EXPECT_EQ(won["outcome"], "N");
  EXPECT_EQ(won["grundy_infinite"]["finite_options"], nlohmann::json::array({0}));
  ASSERT_EQ(won["winning_moves"].size(), 1U);
  EXPECT_EQ(won["winning_moves"][0]["move"], "f->d");
  EXPECT_FALSE(won.contains("drawing_moves"));
  // Finite values on a graph with cycles: the ordinary contract.
  const nlohmann::json finite = solve_json(on_cycle("e c"));
  EXPECT_EQ(finite["grundy"], 0);
  EXPECT_EQ(finite["outcome"], "P");
  EXPECT_FALSE(finite.contains("grundy_infinite"));
}

TEST(GraphSolve, TwoInfiniteTokensAreADraw) {
  const nlohmann::json both = solve_json(on_cycle("f f"));
  EXPECT_EQ(both["outcome"], "D");
  EXPECT_EQ(both["grundy_infinite"]["finite_options"], nlohmann::json::array());
}

TEST(GraphErrors, MalformedLineNamesTheFileAndLine) {
  const ScratchFile file("a -> b\n\n# fine so far\nb -> c d\n");
  const std::string line = expect_one_error_line(run_grundy({"solve", "graph(" + file.path() + ") a"}));
  EXPECT_EQ(line, "error: " + file.path() +
                      ": line 4, column 8: unexpected 'd' (the end of the line expected; a line is an edge "
                      "'a -> b', one vertex name, or a '#' comment)");
}

TEST(GraphErrors, UnknownVertexNamesTheTokenAndColumn) {
  const std::string position = on_cycle("a nowhere");
  const std::string line = expect_one_error_line(run_grundy({"solve", position}));
  EXPECT_EQ(line, "error: unknown vertex 'nowhere' at column " + std::to_string(position.size() - 6) + ": " + kCycle +
                      " has no vertex of that name");
}

TEST(GraphErrors, MissingFile) {
  const std::string line = expect_one_error_line(run_grundy({"solve", "graph(/nonexistent/g.txt) a"}));
  EXPECT_EQ(line, "error: cannot open the graph file '/nonexistent/g.txt' for reading");
}

TEST(GraphPlay, ScriptedGameOnAGraphWithCycles) {
  // e is won (value 1): e->d leaves the engine without a move.
  const RunResult won = run_grundy({"play", on_cycle("e"), "--players", "you,engine"}, "e->d\n");
  EXPECT_EQ(won.status, 0) << won;
  EXPECT_TRUE(has_line(won.out, "result: first player wins")) << won;
  // From f (∞(0)) the engine finds the winning move f->d.
  const RunResult engine = run_grundy({"play", on_cycle("f"), "--players", "engine,you"}, "");
  EXPECT_EQ(engine.status, 0) << engine;
  EXPECT_TRUE(contains(engine.out, "engine: f->d")) << engine;
  EXPECT_TRUE(has_line(engine.out, "result: first player wins")) << engine;
  // An illegal move along no edge is refused with the reason.
  const RunResult refused = run_grundy({"play", on_cycle("e"), "--players", "you,engine"}, "e->c\ne->d\n");
  EXPECT_TRUE(contains(refused.out + refused.err, "there is no edge e -> c; from e the token can go to a, d"))
      << refused;
  EXPECT_TRUE(has_line(refused.out, "result: first player wins")) << refused;
}

TEST(GraphPlay, DrawnGameEndsByRepetitionAndTheHintKeepsTheDraw) {
  const RunResult engines = run_grundy({"play", on_cycle("a"), "--players", "engine,engine"});
  EXPECT_EQ(engines.status, 0) << engines;
  EXPECT_TRUE(has_line(engines.out, "The position has come back three times: a draw.")) << engines;
  EXPECT_EQ(lines_of(engines.out).back(), "result: draw") << engines;
  EXPECT_FALSE(contains(engines.out, "a->c")) << engines;  // the engines never give the win away
  const RunResult hint = run_grundy({"play", on_cycle("a"), "--players", "you,engine"}, "hint\nquit\n");
  EXPECT_TRUE(contains(hint.out, "hint: no move wins, but a->b, move the token from a to b, keeps the draw")) << hint;
}

}  // namespace
}  // namespace grundy::e2e

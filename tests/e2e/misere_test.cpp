// `--misere` through the real binary, in every command that takes it: solve
// (text and JSON), play, seq and verify.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "../reference/oracle_corpus.hpp"
#include "checks.hpp"
#include "run_grundy.hpp"

namespace grundy::e2e {
namespace {

TEST(MisereSolve, TheLastMatchLoses) {
  // Normal play: 1 1 5 is won by 5 -> 0 (leaving 1 1). Misère play: 5 -> 1.
  const RunResult result = run_grundy({"solve", "--misere", "nim", "1", "1", "5"});
  ASSERT_EQ(result.status, 0) << result;
  EXPECT_TRUE(has_line(result.out, "play: misère, whoever makes the last move loses")) << result;
  EXPECT_TRUE(has_line(result.out, "outcome: N, the player to move wins")) << result;
  // The winning moves, up to the blank line after them (the explanation
  // below lists 3:5->0 among the options).
  const std::size_t from = result.out.find("winning moves");
  const std::string moves = result.out.substr(from, result.out.find("\n\n", from) - from);
  EXPECT_TRUE(contains(moves, "3:5->1")) << result;
  EXPECT_FALSE(contains(moves, "3:5->0")) << result;
  EXPECT_TRUE(contains(result.out, "why: the misère Nim rule")) << result;
}

TEST(MisereSolve, JsonSaysWhichConventionIsInForce) {
  const nlohmann::json misere =
      parse_json(run_grundy({"solve", "--misere", "--json", "nim 1 1 1"}));
  EXPECT_EQ(misere["play"], "misere");
  EXPECT_EQ(misere["outcome"], "P");
  EXPECT_EQ(misere["grundy"], 0);  // the misère Grundy value
  EXPECT_EQ(misere["winning_moves"], nlohmann::json::array());
  EXPECT_EQ(misere["method"], "nim_rule");
  const nlohmann::json normal = solve_json("nim 1 1 1");
  EXPECT_EQ(normal["play"], "normal");
  EXPECT_EQ(normal["outcome"], "N");
}

TEST(MisereSolve, SumsOfFamiliesAreSearchedOrPlayedByGenus) {
  // Kayles 5 is wild (genus 4^146): searched. Kayles 4 is tame (1^031).
  const nlohmann::json wild =
      parse_json(run_grundy({"solve", "--misere", "--json", "kayles 5 + nim 3"}));
  EXPECT_EQ(wild["method"], "search");
  EXPECT_EQ(wild["outcome"], "N");
  EXPECT_EQ(wild["winning_move_count"], 3);
  const nlohmann::json tame =
      parse_json(run_grundy({"solve", "--misere", "--json", "kayles 4 + nim 3"}));
  EXPECT_EQ(tame["method"], "tame_genus");
  EXPECT_EQ(tame["winning_moves"].size(), 3U);
}

TEST(MisereSolve, AnEmptyPositionIsWonByThePlayerToMove) {
  const RunResult result = run_grundy({"solve", "--misere", "nim", "0"});
  ASSERT_EQ(result.status, 0) << result;
  EXPECT_TRUE(contains(result.out, "outcome: N, the player to move has won")) << result;
}

TEST(MisereSolve, HugeNimIsAnsweredByTheRule) {
  const nlohmann::json answer = parse_json(
      run_grundy({"solve", "--misere", "--json", "nim 1000000000000000000 1000000000000000000 1"}));
  EXPECT_EQ(answer["outcome"], "N");
  EXPECT_EQ(answer["winning_move_count"], 1);  // the 1 goes: nim-sum 0 with two big heaps
}

TEST(MisereSolve, TooLargeToSearchIsOneErrorLine) {
  // 2 MiB allows 10,485 sums at 200 bytes each.
  const std::string line = expect_one_error_line(run_grundy(
      {"solve", "--misere", "--max-memory", "2M", "kayles 60 + dawson 60 + grundy-game 60"}));
  EXPECT_TRUE(contains(line, "too large to search under misère play")) << line;
}

TEST(MiserePlay, TheEngineLeavesTheLastMatchToTheOpponent) {
  const RunResult result =
      run_grundy({"play", "--misere", "--players", "naive,engine", "nim", "1", "2", "3"});
  ASSERT_EQ(result.status, 0) << result;
  EXPECT_TRUE(contains(result.out, "Misère play: whoever makes the last move loses.")) << result;
  EXPECT_TRUE(contains(result.out, "naive took the last match and loses: engine wins.")) << result;
  EXPECT_TRUE(has_line(result.out, "result: second player wins")) << result;
}

TEST(MiserePlay, APersonPlaysAndAsksForAHint) {
  // You: 3:5->1 (the misère winning move), then the engine takes a 1, you
  // take a 1, and the engine must take the last.
  const RunResult result =
      run_grundy({"play", "--misere", "--players", "you,engine", "nim", "1", "1", "5"},
                 "hint\n3:5->1\n1 1\n2 1\n3 1\n");
  ASSERT_EQ(result.status, 0) << result;
  EXPECT_TRUE(contains(result.out, "hint: 3:5->1")) << result;
  EXPECT_TRUE(has_line(result.out, "result: first player wins")) << result;
}

TEST(MisereSeq, ValuesGenusAndTameness) {
  const RunResult text = run_grundy({"seq", "kayles", "--misere", "--upto", "12"});
  ASSERT_EQ(text.status, 0) << text;
  EXPECT_TRUE(contains(text.out, "4^146  wild")) << text;
  EXPECT_TRUE(contains(text.out, "tame up to heap 4; heap 5 is wild")) << text;
  const nlohmann::json json =
      parse_json(run_grundy({"seq", "kayles", "--misere", "--upto", "8", "--json"}));
  EXPECT_EQ(json["play"], "misere");
  EXPECT_EQ(json["values"], nlohmann::json::parse("[1,0,2,3,0,1,3,2,1]"));
  EXPECT_EQ(json["genus"][0], "0^120");
  EXPECT_EQ(json["genus"][1], "1^031");
  EXPECT_EQ(json["tame_up_to"], 4);
  EXPECT_EQ(json["first_wild_heap"], 5);
}

// Every sentence and heading of the table in the language asked for, the
// columns still aligned under the wider Chinese heading.
TEST(MisereSeq, TheTableIsWrittenInChinese) {
  const RunResult text = run_grundy({"seq", "kayles", "--misere", "--upto", "12", "--lang", "zh"});
  ASSERT_EQ(text.status, 0) << text;
  EXPECT_TRUE(contains(text.out, "kayles，反常规则（走最后一步者输），堆 0..12\n")) << text;
  EXPECT_TRUE(contains(text.out, "\n  堆   G-    G  Φ     亏格\n")) << text;
  EXPECT_TRUE(contains(text.out, "\n   5    1    4  c     4^146  不驯服\n")) << text;
  EXPECT_TRUE(contains(text.out, "直到堆 4 都是驯服的；堆 5 不驯服（亏格 4^146）")) << text;
  for (const char* english : {"misère play", "heap ", "genus", "wild", "tame up", "searched"})
    EXPECT_FALSE(contains(text.out, english)) << english << "\n" << text;
}

TEST(MisereSeq, UntilPeriodIsForNormalPlay) {
  const std::string line =
      expect_one_error_line(run_grundy({"seq", "kayles", "--misere", "--until-period"}));
  EXPECT_TRUE(contains(line, "--until-period is for normal play")) << line;
}

TEST(MisereVerify, EverythingAgrees) {
  const std::string corpus = oracle_corpus_sample("misere-verify");
  const RunResult result = run_grundy({"verify", "--misere", "--games", "201", "--corpus", corpus});
  ASSERT_EQ(result.status, 0) << result;
  EXPECT_TRUE(contains(result.out, "misère nim A B, A B C, A B C D (0..7)")) << result;
  EXPECT_TRUE(contains(result.out, "4672      4672\n")) << result;  // 8^2 + 8^3 + 8^4 positions
  EXPECT_TRUE(contains(result.out, "misère nim A + kayles B + wythoff C A (0..5)")) << result;
  // All of them, all agreeing: the theory's (the families' small positions
  // among them, however many families name some: Family::small_positions),
  // and every position of the corpus (a sample of the oracle's:
  // Verify.TheJsonCounts... has it all).
  const std::string agrees = "verify: everything agrees: ";
  const std::size_t from = result.out.find(agrees);
  ASSERT_NE(from, std::string::npos) << result;
  const std::size_t start = from + agrees.size();
  const std::string total = result.out.substr(start, result.out.find(' ', start) - start);
  EXPECT_GT(std::stoull(total), 6000 + oracle_corpus::read(corpus).size()) << result;
  EXPECT_TRUE(contains(result.out, total + "      " + total + "\n")) << result;
}

}  // namespace
}  // namespace grundy::e2e

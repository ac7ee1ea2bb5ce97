// Requests that would need huge memory or time are refused before any work,
// with one error line that says what they would need and what the limit is;
// --max-memory moves the limit; deep and long inputs never crash.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "checks.hpp"
#include "run_grundy.hpp"
#include "scratch_file.hpp"

namespace grundy::e2e {
namespace {

std::string heaps_text(int count) {
  std::string text;
  for (int i = 1; i <= count; ++i) text += std::to_string(i) + (i % 10 == 0 ? "\n" : " ");
  return text;
}

TEST(Limits, SeqRefusesAHugeSequenceBeforeAnyWork) {
  const std::string line =
      expect_one_error_line(run_grundy({"seq", "kayles", "--upto", "2000000000"}));
  EXPECT_EQ(line,
            "error: seq --upto 2000000000 would need about 4.67 GiB of memory; the limit is 4 GiB "
            "(--max-memory)");
  EXPECT_TRUE(contains(expect_one_error_line(run_grundy({"seq", "dawson", "--until-period", "--max", "2000000000"})),
                       "the limit is 4 GiB (--max-memory)"));
}

// A code that splits a heap into three tries every split for each value,
// about N³/36 of them up to heap N: a heap of 200,000 once ran for days.
TEST(Limits, SplitsIntoThreeAreRefusedBeyondTheirBudget) {
  const std::string line = expect_one_error_line(run_grundy({"solve", "tb(0.b) 200000"}));
  EXPECT_EQ(line,
            "error: 0.b splits a heap into three and has no period theorem, so a heap of 200000 "
            "needs every value up to it, trying more than 30000000000 splits into three (the "
            "limit)");
  const RunResult small = run_grundy({"solve", "tb(0.b) 300 7"});
  EXPECT_EQ(small.status, 0) << small;
}

TEST(Limits, MaxMemoryMovesTheSeqLimit) {
  const std::string line =
      expect_one_error_line(run_grundy({"seq", "kayles", "--upto", "3000000", "--max-memory", "16M"}));
  EXPECT_TRUE(contains(line, "seq --upto 3000000 would need about")) << line;
  EXPECT_TRUE(contains(line, "the limit is 16 MiB (--max-memory)")) << line;
  const RunResult small = run_grundy({"seq", "kayles", "--upto", "100", "--max-memory", "32M"});
  EXPECT_EQ(small.status, 0) << small;
  const RunResult json = run_grundy({"seq", "kayles", "--upto", "100", "--json", "--max-memory=1G"});
  EXPECT_EQ(parse_json(json)["values"].size(), 101U);
}

// A sequence holds G(0) .. G(2^31 - 2). --max 2^31 - 1 (2^31 values) was let
// through by `seq` and refused only when the engine reached it.
TEST(Limits, SeqRefusesAMaxBeyondWhatASequenceHolds) {
  EXPECT_TRUE(
      contains(expect_one_error_line(run_grundy({"seq", "kayles", "--until-period", "--max",
                                                 "18446744073709551615", "--max-memory", "8000P"})),
               "beyond the 2147483647 a sequence holds"));
  EXPECT_EQ(
      expect_one_error_line(run_grundy(
          {"seq", "kayles", "--until-period", "--max", "2147483647", "--max-memory", "8G"})),
      "error: --max 2147483647 asks for 2147483648 values, beyond the 2147483647 a sequence holds");
  EXPECT_EQ(expect_one_error_line(
                run_grundy({"seq", "kayles", "--upto", "2147483647", "--max-memory", "8G"})),
            "error: --upto 2147483647 asks for 2147483648 values, beyond the 2147483647 a sequence "
            "holds");
  // At the limit: Kayles proves its period long before.
  const RunResult at_limit =
      run_grundy({"seq", "kayles", "--until-period", "--max", "2147483646", "--max-memory", "8G"});
  EXPECT_EQ(at_limit.status, 0) << at_limit;
  EXPECT_TRUE(contains(at_limit.out, "period: 12 from heap 71 on")) << at_limit;
}

// Every sequence of a subtraction set has max S at most 10^6, bash(m)'s
// (S = 1 .. m) too: bash was held to 2^20, subtraction(S) to 10^6.
TEST(Limits, SeqOfASubtractionSetTakesMaxSUpToAMillion) {
  EXPECT_EQ(run_grundy({"seq", "bash(1000000)", "--upto", "3"}).status, 0);
  EXPECT_EQ(
      expect_one_error_line(run_grundy({"seq", "bash(1000001)", "--upto", "3"})),
      "error: bash(1000001): its sequence is that of the subtraction set 1, ..., 1000001, and "
      "max S must be at most 1000000");
  EXPECT_TRUE(
      contains(expect_one_error_line(run_grundy({"seq", "subtraction(1000001)", "--upto", "3"})),
               "max S must be at most 1000000"));
}

TEST(Limits, SolveFileStopsReadingAtTheBudget) {
  const ScratchFile file(heaps_text(50'000));
  const std::string line = expect_one_error_line(run_grundy({"solve", "--file", file.path(), "--max-memory", "2M"}));
  EXPECT_TRUE(contains(line, "more than 43690 heap sizes, more than fit the memory limit of 2 MiB")) << line;
  EXPECT_TRUE(contains(expect_one_error_line(
                           run_grundy({"solve", "--file", "-", "--max-memory", "2M"}, heaps_text(50'000))),
                       "solve --file - has more than"));
  const RunResult fits = run_grundy({"solve", "--file", file.path(), "--max-memory", "3M"});
  ASSERT_EQ(fits.status, 0) << fits;
  EXPECT_TRUE(has_line(fits.out, "Grundy value: 50000"));
}

TEST(Limits, MonksStopsReadingAtTheBudget) {
  // 2 MiB less the 1 MiB read buffer holds 43690 monks of 24 bytes.
  const std::string line =
      expect_one_error_line(run_grundy({"problem", "monks", "--max-memory", "2M"}, heaps_text(50'000)));
  EXPECT_TRUE(contains(line, "line 4370, column 1: more than 43690 monks, more than fit the memory limit of 2 MiB"))
      << line;
  const RunResult fits = run_grundy({"problem", "monks", "--max-memory", "3M"}, heaps_text(50'000));
  ASSERT_EQ(fits.status, 0) << fits;
}

TEST(Limits, BadMaxMemoryValuesAreUsageErrors) {
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"-1G", "a size cannot be negative"},
      {"junk", "give a whole number of bytes"},
      {"12X", "the unit must be K, M, G, T or P"},
      {"99999999999999999999G", "the largest size is 9223372036854775807 bytes"},
      {"0", "the limit must be more than 0 bytes"},
  };
  for (const auto& [size, why] : cases) {
    for (const std::vector<std::string>& args :
         {std::vector<std::string>{"seq", "kayles", "--upto", "5", "--max-memory", size},
          std::vector<std::string>{"solve", "nim", "1", "2", "--max-memory=" + size},
          std::vector<std::string>{"serve", "--port", "0", "--max-memory", size}}) {
      const std::string line = expect_one_error_line(run_grundy(args));
      EXPECT_TRUE(contains(line, "'" + size + "' is not a memory size: " + why)) << line;
    }
  }
}

TEST(Limits, ServeRefusesARequestMemoryThatDoesNotFitItsTotal) {
  // One request of 256 MiB beside the 10,000 connections' buffers (32 KiB
  // each), the 256 MiB of heap values kept between requests and 64 MiB for
  // the program.
  EXPECT_EQ(expect_one_error_line(run_grundy({"serve", "--port", "0", "--max-memory", "512M"})),
            "error: serve with --request-memory 256 MiB and 10000 connections would need about "
            "888 MiB of memory; the limit is 512 MiB (--max-memory)");
  EXPECT_EQ(expect_one_error_line(run_grundy({"serve", "--port", "0", "--request-memory", "2G"})),
            "error: serve with --request-memory 2 GiB and 10000 connections would need about "
            "2.62 GiB of memory; the limit is 2 GiB (--max-memory)");
  EXPECT_TRUE(contains(
      expect_one_error_line(run_grundy({"serve", "--port", "0", "--request-memory", "-5M"})),
      "-5M"));
}

TEST(Limits, VerifyRefusesEndlessGames) {
  EXPECT_TRUE(contains(expect_one_error_line(run_grundy({"verify", "--games", "1000000000000"})),
                       "the limit is 100000000 games"));
}

TEST(Limits, DeepAndLongExpressionsNeverCrash) {
  // Nested parentheses and long sums are read without recursion on depth.
  const RunResult nested = run_grundy({"solve", std::string(60'000, '(') + "nim 1" + std::string(60'000, ')')});
  expect_one_error_line(nested);
  const RunResult open = run_grundy({"solve", "subtraction" + std::string(60'000, '(') + "1"});
  expect_one_error_line(open);
  std::string sum = "nim 1";
  for (int i = 1; i < 10'000; ++i) sum += " + nim 1";
  const RunResult long_sum = run_grundy({"solve", sum});
  ASSERT_EQ(long_sum.status, 0) << long_sum.err;
  EXPECT_TRUE(has_line(long_sum.out, "Grundy value: 0"));
}

TEST(Limits, LongChainsAndCyclesInGraphsNeverCrash) {
  // A path of 300,000 edges, then the same closed into a cycle: labelling
  // goes vertex by vertex without recursion.
  std::string path;
  for (int i = 0; i < 300'000; ++i) path += "v" + std::to_string(i) + " -> v" + std::to_string(i + 1) + "\n";
  const ScratchFile chain(path);
  const RunResult solved = run_grundy({"solve", "graph(" + chain.path() + ") v0"});
  ASSERT_EQ(solved.status, 0) << solved.err;
  EXPECT_TRUE(has_line(solved.out, "Grundy value: 0"));
  const ScratchFile cycle(path + "v300000 -> v0\n");
  const RunResult drawn = run_grundy({"solve", "--json", "graph(" + cycle.path() + ") v0"});
  EXPECT_EQ(parse_json(drawn)["outcome"], "D");
}

}  // namespace
}  // namespace grundy::e2e

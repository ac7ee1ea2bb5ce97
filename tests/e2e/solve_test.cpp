// `grundy solve` through the real binary: the report a person reads, the JSON
// that scripts read, and the same answers whether the position comes as words,
// one argument, a file or standard input.
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <random>
#include <string>
#include <vector>

#include "checks.hpp"
#include "run_grundy.hpp"
#include "scratch_file.hpp"

namespace grundy::e2e {
namespace {

using Heaps = std::vector<std::uint64_t>;
RunResult solve(std::vector<std::string> args) {
  args.insert(args.begin(), "solve");
  return run_grundy(args);
}

std::string nim(const Heaps& heaps) { return fmt::format("nim {}", fmt::join(heaps, " ")); }

std::string sum_of(const std::vector<Heaps>& components) {
  std::vector<std::string> parts;
  parts.reserve(components.size());
  for (const Heaps& heaps : components) parts.push_back(nim(heaps));
  return fmt::format("{}", fmt::join(parts, " + "));
}

std::uint64_t nim_sum(const std::vector<Heaps>& components) {
  std::uint64_t total = 0;
  for (const Heaps& heaps : components) {
    for (std::uint64_t heap : heaps) total ^= heap;
  }
  return total;
}

// What the JSON must list, worked out independently (Bouton): with nim-sum x != 0,
// a heap h can be reduced to h XOR x exactly when that is smaller than h. The
// order is the documented one: by component, then by heap.
nlohmann::json expected_winning_moves(const std::vector<Heaps>& components) {
  const std::uint64_t x = nim_sum(components);
  nlohmann::json moves = nlohmann::json::array();
  if (x == 0) return moves;
  for (std::size_t c = 0; c < components.size(); ++c) {
    for (std::size_t i = 0; i < components[c].size(); ++i) {
      const std::uint64_t heap = components[c][i];
      if ((heap ^ x) >= heap) continue;
      std::vector<Heaps> after = components;
      after[c][i] = heap ^ x;
      moves.push_back({{"component", c},
                       {"move", fmt::format("{}:{}->{}", i + 1, heap, heap ^ x)},
                       {"to", sum_of(after)}});
    }
  }
  return moves;
}

// ---------------------------------------------------------------- report --

TEST(SolveReport, LostPositionExplainsThePairsAndListsNoMoves) {
  const std::string out = solve_text({"nim", "1", "2", "3"});
  const std::vector<std::string> lines = lines_of(out);
  ASSERT_GE(lines.size(), 3U) << out;
  EXPECT_EQ(lines[0], "position: nim 1 2 3");
  EXPECT_EQ(lines[1], "Grundy value: 0");
  EXPECT_EQ(lines[2], "outcome: P, the player to move loses (every move can be answered)");
  EXPECT_FALSE(contains(out, "winning moves")) << out;
  // The pairing table: one row per heap, then the nim-sum.
  EXPECT_TRUE(has_line(out, "why: keep every count in pairs")) << out;
  EXPECT_TRUE(has_line(out, "  heap 1   1    0 1")) << out;
  EXPECT_TRUE(has_line(out, "  heap 2   2    1 0")) << out;
  EXPECT_TRUE(has_line(out, "  heap 3   3    1 1")) << out;
  EXPECT_TRUE(has_line(out, "  nim-sum  0    0 0")) << out;
  EXPECT_TRUE(contains(out, "The player to move loses against perfect play.")) << out;
}

TEST(SolveReport, WinningPositionGivesTheMoveItsResultAndWhy) {
  const std::string out = solve_text({"nim", "5", "6", "7", "8"});
  const std::vector<std::string> lines = lines_of(out);
  ASSERT_GE(lines.size(), 6U) << out;
  EXPECT_EQ(lines[0], "position: nim 5 6 7 8");
  EXPECT_EQ(lines[1], "Grundy value: 12");
  EXPECT_EQ(lines[2], "outcome: N, the player to move wins");
  EXPECT_EQ(lines[4], "winning moves (1):");
  EXPECT_TRUE(contains(lines[5], "4:8->4")) << out;
  EXPECT_TRUE(contains(lines[5], "leaves nim 5 6 7 4")) << out;
  EXPECT_EQ(lines[6], "");
  EXPECT_TRUE(has_line(out, "  nim-sum  12    1 1 0 0")) << out;
  EXPECT_TRUE(contains(out, "Unpaired: columns 8 and 4.")) << out;
  EXPECT_TRUE(has_line(out, "  heap 4: 8 XOR 12 = 4")) << out;
}

TEST(SolveReport, OneArgumentOrSeveralWordsGiveTheSameReport) {
  EXPECT_EQ(solve_text({"nim 5 6 7 8"}), solve_text({"nim", "5", "6", "7", "8"}));
  EXPECT_EQ(solve_text({"nim 3 + nim 5 6"}), solve_text({"nim", "3", "+", "nim", "5", "6"}));
  EXPECT_EQ(solve_text({"nim 3", "+", "nim 5 6"}), solve_text({"nim 3 + nim 5 6"}));
}

TEST(SolveReport, SumNumbersItsGamesFromOne) {
  const std::string lost = solve_text({"nim 3 + nim 5 6"});
  EXPECT_TRUE(has_line(lost, "position: nim 3 + nim 5 6")) << lost;
  EXPECT_TRUE(has_line(lost, "Grundy value: 0")) << lost;
  EXPECT_TRUE(contains(lost, "game 1, heap 1  3")) << lost;
  EXPECT_TRUE(contains(lost, "game 2, heap 2  6")) << lost;

  const std::string won = solve_text({"nim 3 + nim 4"});
  EXPECT_TRUE(has_line(won, "Grundy value: 7")) << won;
  EXPECT_TRUE(has_line(won, "winning moves (1):")) << won;
  EXPECT_TRUE(contains(won, "game 2: 1:4->3")) << won;
  EXPECT_TRUE(contains(won, "leaves nim 3 + nim 3")) << won;
  EXPECT_TRUE(has_line(won, "  game 2, heap 1: 4 XOR 7 = 3")) << won;
}

TEST(SolveReport, SpacingCaseAndLeadingZerosDoNotMatter) {
  const std::string expected = solve_text({"nim 3 + nim 5 6"});
  for (const char* text : {" nim 3+nim 5 6 ", "nim 3 +nim\t5   6", "NIM 3 + Nim 5 6",
                           "nim 003 + nim 05 6", "\nnim 3\n+\nnim 5 6\n"}) {
    EXPECT_EQ(solve_text({std::string(text)}), expected) << "position '" << text << "'";
  }
}

TEST(SolveReport, PrintedPositionParsesAgainToTheSameReport) {
  for (const char* text :
       {"nim 1 2 3", " NIM 007 +nim 0 ", "nim 9223372036854775807 + nim 1", "nim 5 6 7 8+nim 1"}) {
    const std::string first = solve_text({std::string(text)});
    const std::string position = lines_of(first).at(0);
    ASSERT_EQ(position.rfind("position: ", 0), 0U) << first;
    EXPECT_EQ(solve_text({position.substr(std::string("position: ").size())}), first)
        << "position '" << text << "'";
  }
}

// ------------------------------------------------------------------ JSON --

TEST(SolveJson, IsOneObjectWithTheDocumentedKeys) {
  const RunResult result = solve({"--json", "nim", "1", "2", "4"});
  EXPECT_EQ(std::count(result.out.begin(), result.out.end(), '\n'), 1) << result;
  const nlohmann::json answer = parse_json(result);
  ASSERT_TRUE(answer.is_object()) << result;
  // and "play", "winning_move_count", "explanation", "reasons" (none: Nim
  // heaps are explained by the pairing)
  EXPECT_EQ(answer.size(), 8U) << answer.dump();
  EXPECT_EQ(answer.at("reasons"), nlohmann::json::array());
  EXPECT_EQ(answer.at("play"), "normal");
  EXPECT_EQ(answer.at("winning_move_count"), 1);
  EXPECT_EQ(answer.at("position"), "nim 1 2 4");
  EXPECT_EQ(answer.at("grundy"), 7);
  EXPECT_EQ(answer.at("outcome"), "N");
  const nlohmann::json expected =
      nlohmann::json::parse(R"([{"component":0,"move":"3:4->3","to":"nim 1 2 3"}])");
  EXPECT_EQ(answer.at("winning_moves"), expected) << answer.dump();
}

TEST(SolveJson, RemotenessWhenAskedFor) {
  // 1 2 3 is lost and lasts 6 moves (the loser takes one token at a time,
  // the winner answers in kind), so 1 2 4 -> 1 2 3 wins in 7.
  const nlohmann::json answer = parse_json(solve({"--json", "--remoteness", "nim 1 2 4"}));
  EXPECT_EQ(answer.at("remoteness"), 7) << answer.dump();
  EXPECT_EQ(answer.at("winning_moves").at(0).at("remoteness"), 6) << answer.dump();
  EXPECT_FALSE(parse_json(solve({"--json", "nim 1 2 4"})).contains("remoteness"));
  const nlohmann::json beyond = parse_json(solve({"--json", "--remoteness", "nim 1000 2000 3001"}));
  EXPECT_TRUE(beyond.at("remoteness").is_null()) << beyond.dump();
  EXPECT_EQ(beyond.at("remoteness_beyond"), "a position of the game tree has more than 1000 moves");
  const nlohmann::json deep = parse_json(solve({"--json", "--remoteness", "nim 30 40 50 61"}));
  EXPECT_EQ(deep.at("remoteness_beyond"), "the game tree has more than 100000 positions")
      << deep.dump();
  // Within a time budget too short for that search, on any machine.
  const nlohmann::json quick =
      parse_json(solve({"--json", "--remoteness", "--extras-ms", "1", "nim 30 40 50 61"}));
  EXPECT_EQ(quick.at("remoteness_beyond"), "not worked out within the time budget of 1 ms")
      << quick.dump();
  EXPECT_EQ(quick.at("grundy"), 30 ^ 40 ^ 50 ^ 61);
}

// The winning moves of a long Kayles row: counted, and listed a page at a
// time (100 in JSON, 20 in the report), or every one with --all-moves.
TEST(SolveJson, LongListsAreCountedAndListedAPageAtATime) {
  const nlohmann::json first = solve_json("kayles 4000000");
  EXPECT_EQ(first.at("winning_move_count"), 333338);
  ASSERT_EQ(first.at("winning_moves").size(), 100U);
  EXPECT_EQ(first.at("winning_moves_truncated"), true);
  EXPECT_EQ(first.at("winning_moves_page"),
            (nlohmann::json{{"offset", 0}, {"listed", 100}, {"next_offset", 100}}));
  const nlohmann::json next =
      parse_json(solve({"--json", "--offset", "99", "--moves", "3", "kayles 4000000"}));
  ASSERT_EQ(next.at("winning_moves").size(), 3U);
  EXPECT_EQ(next.at("winning_moves").at(0), first.at("winning_moves").at(99));
  EXPECT_EQ(next.at("winning_moves_page").at("next_offset"), 102);
  const nlohmann::json last = parse_json(solve({"--json", "--offset", "333330", "kayles 4000000"}));
  EXPECT_EQ(last.at("winning_moves").size(), 8U);
  EXPECT_TRUE(last.at("winning_moves_page").at("next_offset").is_null());
  const RunResult every = solve({"--all-moves", "kayles 40000"});
  EXPECT_EQ(every.status, 0);
  const RunResult text = solve({"kayles 4000000"});
  EXPECT_TRUE(contains(text.out, "winning moves (333338):")) << text.out;
  EXPECT_TRUE(contains(text.out, "... and 333318 more (--all-moves lists every one)")) << text.out;
  const RunResult paged = solve({"--offset", "333330", "kayles 4000000"});
  EXPECT_TRUE(contains(paged.out, "... 333330 before these (--offset)")) << paged.out;
  EXPECT_FALSE(contains(paged.out, "more (--all-moves")) << paged.out;
  EXPECT_EQ(expect_one_error_line(solve({"--moves", "-1", "nim 3"})),
            "error: --moves: -1 is negative: give a number from 0");
}

TEST(SolveJson, LostPositionHasAnEmptyMoveList) {
  const nlohmann::json answer = solve_json("nim 1 2 3");
  EXPECT_EQ(answer.at("grundy"), 0);
  EXPECT_EQ(answer.at("outcome"), "P");
  EXPECT_EQ(answer.at("winning_moves"), nlohmann::json::array());
}

TEST(SolveJson, PositionIsCanonical) {
  EXPECT_EQ(solve_json(" NIM 007+nim 5\t6 ").at("position"), "nim 7 + nim 5 6");
}

TEST(SolveJson, SumComponentsCountFromZero) {
  const nlohmann::json answer = solve_json("nim 3 + nim 5 6 + nim 1");
  EXPECT_EQ(answer.at("position"), "nim 3 + nim 5 6 + nim 1");
  EXPECT_EQ(answer.at("grundy"), 1);
  EXPECT_EQ(answer.at("winning_moves"), expected_winning_moves({{3}, {5, 6}, {1}}))
      << answer.dump();
  std::vector<int> components;
  for (const nlohmann::json& move : answer.at("winning_moves"))
    components.push_back(move.at("component"));
  EXPECT_EQ(components, (std::vector<int>{0, 1, 2}));
}

TEST(SolveJson, MovesAreOrderedByComponentThenHeap) {
  // Nim-sum 7: heaps 6, 5 and 7 can be brought down, heap 3 cannot.
  const nlohmann::json answer = solve_json("nim 6 5 + nim 3 7");
  const nlohmann::json expected = nlohmann::json::parse(R"([
    {"component":0,"move":"1:6->1","to":"nim 1 5 + nim 3 7"},
    {"component":0,"move":"2:5->2","to":"nim 6 2 + nim 3 7"},
    {"component":1,"move":"2:7->0","to":"nim 6 5 + nim 3 0"}])");
  EXPECT_EQ(answer.at("winning_moves"), expected) << answer.dump();
}

TEST(SolveJson, LargestHeapIsExact) {
  const nlohmann::json answer = solve_json("nim 9223372036854775807 1");
  EXPECT_EQ(answer.at("grundy").get<std::uint64_t>(), kMaxHeap - 1);
  EXPECT_EQ(answer.at("winning_moves"), expected_winning_moves({{kMaxHeap, 1}})) << answer.dump();
}

// The central promise: every move the program calls winning leaves a position
// it calls lost, and it finds every such move.
TEST(SolveJson, EveryWinningMoveLeavesALostPositionForRandomSums) {
  std::mt19937_64 random(20240607);
  auto heap = [&]() -> std::uint64_t {
    switch (random() % 3) {
      case 0:
        return random() % 16;
      case 1:
        return random() % 1000;
      default:
        return random() >> 1;  // anywhere up to 2^63-1
    }
  };
  int moves_checked = 0;
  for (int round = 0; round < 12; ++round) {
    std::vector<Heaps> components(1 + random() % 3);
    for (Heaps& heaps : components) {
      heaps.resize(1 + random() % 4);
      for (std::uint64_t& h : heaps) h = heap();
    }
    const std::string position = sum_of(components);
    SCOPED_TRACE(position);
    const nlohmann::json answer = solve_json(position);
    EXPECT_EQ(answer.at("position"), position);
    EXPECT_EQ(answer.at("grundy").get<std::uint64_t>(), nim_sum(components));
    EXPECT_EQ(answer.at("outcome"), nim_sum(components) == 0 ? "P" : "N");
    EXPECT_EQ(answer.at("winning_moves"), expected_winning_moves(components)) << answer.dump();
    for (const nlohmann::json& move : answer.at("winning_moves")) {
      const nlohmann::json reply = solve_json(move.at("to").get<std::string>());
      EXPECT_EQ(reply.at("outcome"), "P") << move.dump();
      EXPECT_EQ(reply.at("grundy"), 0) << move.dump();
      ++moves_checked;
    }
  }
  EXPECT_GT(moves_checked, 10);  // the seed gives real work, not only lost positions
}

// ----------------------------------------------------------------- files --

TEST(SolveFile, HeapFileGivesTheSameAnswersAsTheExpression) {
  const ScratchFile file(" 5\t6\n\n  7 \r\n\t8");  // odd spacing, no final newline
  EXPECT_EQ(solve_text({"--file", file.path()}), solve_text({"nim 5 6 7 8"}));
  EXPECT_EQ(solve({"--json", "--file", file.path()}).out, solve({"--json", "nim 5 6 7 8"}).out);
}

TEST(SolveFile, DashReadsStandardInput) {
  const RunResult text = run_grundy({"solve", "--file", "-"}, "5 6\n7 8\n");
  EXPECT_EQ(text.status, 0) << text;
  EXPECT_EQ(text.out, solve_text({"nim 5 6 7 8"}));
  const RunResult json = run_grundy({"solve", "--json", "--file", "-"}, "1 2 4");
  EXPECT_EQ(parse_json(json).at("winning_moves").at(0).at("to"), "nim 1 2 3") << json;
}

// Up to 10,000 numbers each move says what it leaves; beyond, the list would be
// quadratic in the input, so "to" is left out.
TEST(SolveFile, MovesSayWhatTheyLeaveUpToTenThousandHeaps) {
  for (const std::size_t heap_count : {std::size_t{10'000}, std::size_t{10'001}}) {
    SCOPED_TRACE(heap_count);
    // Ones and one big heap: a single winning move, so the answer stays small.
    std::string heaps;
    for (std::size_t i = 1; i < heap_count; ++i) heaps += "1 ";
    heaps += "1099511627776";
    const RunResult result = run_grundy({"solve", "--json", "--file", "-"}, heaps);
    const nlohmann::json answer = parse_json(result);
    ASSERT_EQ(answer.at("winning_moves").size(), 1U) << result;
    const nlohmann::json& move = answer.at("winning_moves").at(0);
    EXPECT_EQ(move.at("component"), 0);
    EXPECT_EQ(move.at("move"),
              fmt::format("{}:1099511627776->{}", heap_count, heap_count % 2 == 0 ? 1 : 0));
    EXPECT_EQ(move.contains("to"), heap_count <= 10'000) << move.dump().substr(0, 200);
  }
}

TEST(SolveFile, TwentyThousandHeapsAreSummarised) {
  std::mt19937_64 random(7);
  Heaps heaps(20'000);
  for (std::uint64_t& h : heaps) h = 1 + random() % 1000;
  const std::uint64_t x = nim_sum({heaps});
  ASSERT_NE(x, 0U);
  std::vector<std::string> moves;  // as the program must write them, in heap order
  for (std::size_t i = 0; i < heaps.size(); ++i) {
    if ((heaps[i] ^ x) < heaps[i])
      moves.push_back(fmt::format("{}:{}->{}", i + 1, heaps[i], heaps[i] ^ x));
  }
  ASSERT_GT(moves.size(), 20U);
  const std::string contents = fmt::format("{}", fmt::join(heaps, "\n"));
  const ScratchFile file(contents);

  const RunResult json = solve({"--json", "--all-moves", "--file", file.path()});
  const nlohmann::json answer = parse_json(json);
  // The same 100 kB through a pipe, more than its buffer holds.
  EXPECT_EQ(run_grundy({"solve", "--json", "--all-moves", "--file", "-"}, contents).out, json.out);
  EXPECT_EQ(answer.at("position"), nim(heaps));  // JSON keeps the whole position
  EXPECT_EQ(answer.at("grundy").get<std::uint64_t>(), x);
  ASSERT_EQ(answer.at("winning_moves").size(), moves.size());
  for (std::size_t i = 0; i < moves.size(); ++i) {
    const nlohmann::json& move = answer.at("winning_moves").at(i);
    EXPECT_EQ(move.at("move"), moves[i]);
    EXPECT_FALSE(move.contains("to")) << move.dump();
  }

  const std::string out = solve_text({"--file", file.path()});
  const std::vector<std::string> lines = lines_of(out);
  ASSERT_GE(lines.size(), 27U) << out;
  EXPECT_EQ(lines[0].rfind(fmt::format("position: nim {} {} ", heaps[0], heaps[1]), 0), 0U)
      << lines[0];
  EXPECT_TRUE(contains(lines[0], "... (20000 heaps in all)")) << lines[0];
  EXPECT_LT(lines[0].size(), 400U);
  EXPECT_EQ(lines[1], fmt::format("Grundy value: {}", x));
  EXPECT_EQ(lines[4], fmt::format("winning moves ({}):", moves.size()));
  for (std::size_t i = 0; i < 20; ++i)
    EXPECT_TRUE(contains(lines[5 + i], moves[i])) << lines[5 + i];
  EXPECT_EQ(lines[25],
            fmt::format("  ... and {} more (--all-moves lists every one)", moves.size() - 20));
  EXPECT_FALSE(contains(out, "leaves")) << "no move should print a 20,000-heap result";
  EXPECT_LT(out.size(), 20'000U) << "the report should stay readable";
}

// The 40-number abbreviation applies per component, so a sum of many small
// games is printed whole, once for the position and once per listed move:
// 2001 copies of "nim 1" (16 kB typed) give a report of about 340 kB.
TEST(SolveReport, LongSumIsAbbreviatedLikeALongHeapList) {
  std::vector<Heaps> components(2001, Heaps{1});
  const std::string out = solve_text({sum_of(components)});
  EXPECT_LT(out.size(), 20'000U);
  EXPECT_LT(lines_of(out).at(0).size(), 400U);
}

}  // namespace
}  // namespace grundy::e2e

// The boards' descriptions: every legal move of a heap game can be made by a
// click of the kind its board offers, and Wythoff's shaded squares are
// exactly the losing positions the engine finds.
#include "board.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <numeric>
#include <string>
#include <vector>

#include "api.hpp"

namespace grundy::web {
namespace {

nlohmann::json solved(const std::string& position) {
  const ApiResponse response =
      handle_api({"POST", "/api/solve", {}, nlohmann::json{{"position", position}}.dump()});
  EXPECT_EQ(response.status, 200) << response.body;
  return nlohmann::json::parse(response.body);
}

// "H:FROM->A+B" as the heap's size and the parts left (none for "0").
struct HeapMove {
  std::uint64_t from = 0;
  std::vector<std::uint64_t> parts;
};
HeapMove parse_heap_move(const std::string& text) {
  HeapMove move;
  const std::size_t colon = text.find(':');
  const std::size_t arrow = text.find("->");
  move.from = std::stoull(text.substr(colon + 1, arrow - colon - 1));
  std::string rest = text.substr(arrow + 2);
  for (std::size_t start = 0; start <= rest.size();) {
    const std::size_t plus = std::min(rest.find('+', start), rest.size());
    const std::uint64_t part = std::stoull(rest.substr(start, plus - start));
    if (part > 0) move.parts.push_back(part);
    start = plus + 1;
  }
  return move;
}

// Whether a click on a board of this description makes `move`.
bool clickable(const nlohmann::json& board, const HeapMove& move) {
  const std::uint64_t left =
      std::accumulate(move.parts.begin(), move.parts.end(), std::uint64_t{0});
  const std::uint64_t taken = move.from - left;
  if (taken == 0) return board["split"].get<bool>() && move.parts.size() == 2;
  if (board["take"] == "end") return move.parts.size() <= 1;
  if (board["take"] == "knock") {
    const auto& knock = board["knock"];
    return move.parts.size() <= 2 && std::find(knock.begin(), knock.end(), taken) != knock.end();
  }
  return false;
}

TEST(Boards, EveryHeapMoveIsOneClick) {
  for (const std::string position :
       {"nim 3 7", "subtraction(1,3,4) 9", "bash(3) 8", "lasker 6", "kayles 9", "dawson 10",
        "octal(0.137) 12", "octal(0.6) 9", "octal(4.07) 8", "grundy-game 11", "dawsons-chess 7",
        "treblecross 9"}) {
    const nlohmann::json answer = solved(position);
    ASSERT_EQ(answer["boards"].size(), 1U) << position;
    const nlohmann::json& board = answer["boards"][0];
    ASSERT_EQ(board["kind"], "heaps") << position;
    EXPECT_EQ(board["position"], position);
    ASSERT_TRUE(answer["legal_moves"].is_array()) << position;
    EXPECT_FALSE(answer["legal_moves"].empty()) << position;
    for (const auto& legal : answer["legal_moves"]) {
      EXPECT_TRUE(clickable(board, parse_heap_move(legal["move"])))
          << position << ": " << legal["move"] << " on " << board.dump();
    }
  }
}

TEST(Boards, EachFamilyHasItsKind) {
  const nlohmann::json sum = solved("kayles 9 + nim 3 5 + moore(2) 2 3 + wythoff 3 5");
  ASSERT_EQ(sum["boards"].size(), 4U);
  EXPECT_EQ(sum["boards"][0]["knock"], nlohmann::json::parse("[1, 2]"));
  EXPECT_EQ(sum["boards"][1]["take"], "end");
  EXPECT_EQ(sum["boards"][2]["kind"], "moore");
  EXPECT_EQ(sum["boards"][2]["k"], 2);
  EXPECT_EQ(sum["boards"][3]["kind"], "wythoff");
  EXPECT_EQ(solved("staircase 1 5 9")["boards"][0],
            nlohmann::json::parse(
                R"({"kind": "staircase", "steps": [1, 5, 9], "position": "staircase 1 5 9"})"));
  EXPECT_EQ(solved("welter 2 5 7")["boards"][0]["squares"], nlohmann::json::parse("[2, 5, 7]"));
  // Too large to draw: the page lists the moves instead.
  EXPECT_EQ(solved("nim 41")["boards"][0]["kind"], "list");
  EXPECT_EQ(solved("wythoff 3 40")["boards"][0]["kind"], "list");
  EXPECT_EQ(solved("nim 40")["boards"][0]["kind"], "heaps");
}

TEST(Boards, AGraphShowsWhatItsTokensCanReach) {
  // e is not reachable from a or b: it is left out.
  const nlohmann::json board = solved("digraph(a->b, b->c, a->c, e->a, c->d) a b")["boards"][0];
  EXPECT_EQ(board["kind"], "graph");
  EXPECT_EQ(board["vertices"], nlohmann::json::parse(R"([{"name": "a", "layer": 0},
      {"name": "b", "layer": 0}, {"name": "c", "layer": 1}, {"name": "d", "layer": 2}])"));
  EXPECT_EQ(board["edges"], nlohmann::json::parse("[[0, 1], [0, 2], [1, 2], [2, 3]]"));
  EXPECT_EQ(board["tokens"], nlohmann::json::parse("[0, 1]"));
  // A path of 41 vertices is too large to draw.
  std::string path = "digraph(";
  for (int v = 0; v < 41; ++v)
    path += (v ? ", v" : "v") + std::to_string(v) + "->v" + std::to_string(v + 1);
  EXPECT_EQ(solved(path + ") v0")["boards"][0]["kind"], "list");
}

TEST(Boards, WythoffShadesExactlyTheLosingSquares) {
  for (const auto& [first, second] : {std::pair{4, 6}, {12, 7}, {0, 25}}) {
    const nlohmann::json board =
        solved("wythoff " + std::to_string(first) + " " + std::to_string(second))["boards"][0];
    const int size = std::max(first, second) + 1;
    std::vector<std::pair<int, int>> cold;
    for (const auto& pair : board["cold"]) cold.emplace_back(pair[0], pair[1]);
    std::sort(cold.begin(), cold.end());
    std::vector<std::pair<int, int>> losing;  // by the engine, square by square
    for (int x = 0; x < size; ++x) {
      for (int y = 0; y < size; ++y) {
        if (solved("wythoff " + std::to_string(x) + " " + std::to_string(y))["outcome"] == "P")
          losing.emplace_back(x, y);
      }
    }
    EXPECT_EQ(cold, losing) << board.dump();
  }
}

}  // namespace
}  // namespace grundy::web

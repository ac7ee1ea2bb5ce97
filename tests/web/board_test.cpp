// The boards' descriptions: every legal move of a heap game can be made by a
// click of the kind its board offers, and Wythoff's shaded squares are
// exactly the losing positions the engine finds. The pictures of graphs and
// the boards of squares name the move of each piece, which the family reads
// back, and they are laid out by the game (a grid on its grid).
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>
#include <numeric>
#include <string>
#include <vector>

#include "api.hpp"
#include "grundy/board_json.hpp"
#include "grundy/expression.hpp"

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
  if (taken == 0) return board["splits"].get<bool>() && move.parts.size() == 2;
  if (board["click"] == "takes_to_end") return move.parts.size() <= 1;
  if (board["click"] == "knocks_down") {
    const auto& knock = board["knock_counts"];
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
    ASSERT_EQ(board["shape"], "heaps") << position;
    EXPECT_EQ(board["position"], position);
    ASSERT_TRUE(answer["legal_moves"].is_array()) << position;
    EXPECT_FALSE(answer["legal_moves"].empty()) << position;
    for (const auto& legal : answer["legal_moves"]) {
      EXPECT_TRUE(clickable(board, parse_heap_move(legal["move"])))
          << position << ": " << legal["move"] << " on " << board.dump();
    }
  }
}

TEST(Boards, EachFamilyHasItsShape) {
  const nlohmann::json sum = solved("kayles 9 + nim 3 5 + moore(2) 2 3 + wythoff 3 5");
  ASSERT_EQ(sum["boards"].size(), 4U);
  EXPECT_EQ(sum["boards"][0]["knock_counts"], nlohmann::json::parse("[1, 2]"));
  EXPECT_EQ(sum["boards"][0]["click"], "knocks_down");
  EXPECT_EQ(sum["boards"][1]["click"], "takes_to_end");
  EXPECT_EQ(sum["boards"][1]["heaps_per_move"], 1);
  EXPECT_EQ(sum["boards"][2]["shape"], "heaps");
  EXPECT_EQ(sum["boards"][2]["heaps_per_move"], 2);
  EXPECT_EQ(sum["boards"][3]["shape"], "queen");
  // The monks and Welter's coins: one shape, tokens on a strip of squares.
  EXPECT_EQ(solved("staircase 1 5 9")["boards"][0], nlohmann::json::parse(R"({"shape": "strip",
      "tokens": [1, 5, 9], "first_square": 1, "direction": "up", "look": "staircase",
      "position": "staircase 1 5 9"})"));
  EXPECT_EQ(solved("welter 2 5 7")["boards"][0], nlohmann::json::parse(R"({"shape": "strip",
      "tokens": [2, 5, 7], "first_square": 0, "direction": "down", "look": "squares",
      "position": "welter 2 5 7"})"));
  EXPECT_EQ(solved("wythoff 1 3")["boards"][0], nlohmann::json::parse(R"({"shape": "queen",
      "column": 1, "row": 3, "cold_squares": [[0, 0], [1, 2], [2, 1]],
      "position": "wythoff 1 3"})"));
  EXPECT_EQ(solved("ruler 3 6")["boards"][0], nlohmann::json::parse(R"({"shape": "coin_row",
      "first_coin": 1, "heads": [3, 6], "coins_per_turn": [], "position": "ruler 3 6"})"));
  EXPECT_EQ(solved("mock-turtles 2 5")["boards"][0]["coins_per_turn"],
            nlohmann::json::parse("[1, 2, 3]"));
  const nlohmann::json grid = solved("turning-corners 2,3")["boards"][0];
  EXPECT_EQ(grid["shape"], "coin_grid");
  EXPECT_EQ(grid["heads"], nlohmann::json::parse("[[2, 3]]"));
  // Too large to draw: the page lists the moves instead.
  EXPECT_EQ(solved("nim 41")["boards"][0]["shape"], "none");
  EXPECT_EQ(solved("wythoff 3 40")["boards"][0]["shape"], "none");
  EXPECT_EQ(solved("nim 40")["boards"][0]["shape"], "heaps");
}

TEST(Boards, AGraphShowsWhatItsTokensCanReach) {
  // e is not reachable from a or b: it is left out.
  const nlohmann::json board = solved("digraph(a->b, b->c, a->c, e->a, c->d) a b")["boards"][0];
  EXPECT_EQ(board["shape"], "directed_graph");
  EXPECT_EQ(board["vertices"], nlohmann::json::parse(R"([{"name": "a", "layer": 0},
      {"name": "b", "layer": 0}, {"name": "c", "layer": 1}, {"name": "d", "layer": 2}])"));
  EXPECT_EQ(board["arcs"], nlohmann::json::parse("[[0, 1], [0, 2], [1, 2], [2, 3]]"));
  EXPECT_EQ(board["tokens"], nlohmann::json::parse("[0, 1]"));
  // A path of 41 vertices is too large to draw.
  std::string path = "digraph(";
  for (int v = 0; v < 41; ++v)
    path += (v ? ", v" : "v") + std::to_string(v) + "->v" + std::to_string(v + 1);
  EXPECT_EQ(solved(path + ") v0")["boards"][0]["shape"], "none");
}

TEST(Boards, WythoffShadesExactlyTheLosingSquares) {
  for (const auto& [first, second] : {std::pair{4, 6}, {12, 7}, {0, 25}}) {
    const nlohmann::json board =
        solved("wythoff " + std::to_string(first) + " " + std::to_string(second))["boards"][0];
    const int size = std::max(first, second) + 1;
    std::vector<std::pair<int, int>> cold;
    for (const auto& pair : board["cold_squares"]) cold.emplace_back(pair[0], pair[1]);
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

// ------------------------------------------- pictures and boards of squares --

// The moves the pieces of a picture or a board of squares make: vertices,
// edges, cells and dominoes with a "move".
std::vector<std::string> drawn_moves(const nlohmann::json& board) {
  std::vector<std::string> moves;
  for (const char* pieces : {"vertices", "edges", "cells", "dominoes"}) {
    if (!board.contains(pieces)) continue;
    for (const auto& piece : board[pieces]) {
      if (piece.contains("move")) moves.push_back(piece["move"]);
    }
  }
  std::sort(moves.begin(), moves.end());
  return moves;
}

// Each piece's move is one the family reads (parse_move) and writes back
// the same way (notation), and the pieces make exactly the legal moves.
void expect_moves_of_the_family(const std::string& position) {
  const nlohmann::json answer = solved(position);
  ASSERT_EQ(answer["boards"].size(), 1U) << position;
  const nlohmann::json& board = answer["boards"][0];
  const ComponentPtr component = parse_expression(position).components().at(0);
  const std::vector<std::string> moves = drawn_moves(board);
  for (const std::string& move : moves) {
    EXPECT_NO_THROW(EXPECT_EQ(component->notation(component->parse_move(move)), move))
        << position << ": " << move;
  }
  ASSERT_TRUE(answer["legal_moves"].is_array()) << position;
  std::vector<std::string> legal;
  for (const auto& listed : answer["legal_moves"]) legal.push_back(listed["move"]);
  std::sort(legal.begin(), legal.end());
  EXPECT_EQ(moves, legal) << position << " on " << board.dump();
}

TEST(Boards, EveryPieceOfAPictureOrABoardOfSquaresMakesALegalMove) {
  for (const std::string position :
       {"node-kayles(grid(2,3))", "node-kayles(petersen)", "node-kayles(a-b, b-c, d)",
        "arc-kayles(cycle(5))", "arc-kayles(grid(3,4))", "arc-kayles(star(4))", "cram(3x3)",
        "cram(..#/.../#..)", "cram(1x7)", "chomp(3x4)", "chomp(5,4,4,2)", "chomp(1x1)",
        "hackenbush(ground-a, a-b, b-ground, b-c)",
        "hackenbush(ground-a, ground-a, a-a, a-b, b-b, ground-ground, ground-c)"}) {
    expect_moves_of_the_family(position);
  }
}

TEST(Boards, NodeKaylesOnAGridIsDrawnOnItsGrid) {
  const nlohmann::json board = solved("node-kayles(grid(2,3))")["boards"][0];
  EXPECT_EQ(board, nlohmann::json::parse(R"json({"shape": "undirected_graph",
      "position": "node-kayles(grid(2,3))",
      "vertices": [{"name": "a1", "x": 0, "y": 0, "move": "a1"},
                   {"name": "b1", "x": 100, "y": 0, "move": "b1"},
                   {"name": "c1", "x": 200, "y": 0, "move": "c1"},
                   {"name": "a2", "x": 0, "y": 100, "move": "a2"},
                   {"name": "b2", "x": 100, "y": 100, "move": "b2"},
                   {"name": "c2", "x": 200, "y": 100, "move": "c2"}],
      "edges": [{"ends": [0, 1]}, {"ends": [0, 3]}, {"ends": [1, 2]}, {"ends": [1, 4]},
                {"ends": [2, 5]}, {"ends": [3, 4]}, {"ends": [4, 5]}],
      "width": 200, "height": 100
})json"));
  // Taking a1 takes b1 and a2 with it: the rest stays where it was.
  const ComponentPtr grid = parse_expression("node-kayles(grid(2,3))").components().at(0);
  const nlohmann::json after = report::board_json(*grid->after(grid->parse_move("a1")));
  EXPECT_EQ(after["vertices"],
            nlohmann::json::parse(R"json([{"name": "c1", "x": 200, "y": 0, "move": "c1"},
      {"name": "b2", "x": 100, "y": 100, "move": "b2"},
      {"name": "c2", "x": 200, "y": 100, "move": "c2"}])json"));
  EXPECT_EQ(after["edges"],
            nlohmann::json::parse(R"json([{"ends": [0, 2]}, {"ends": [1, 2]}])json"));
  EXPECT_EQ(after["width"], 200);
}

TEST(Boards, ArcKaylesIsDrawnAsTheGraphWhoseEdgesAreTaken) {
  // cycle(5) on a circle (radius 100 / (2 sin 36°), vertex 1 at the top),
  // its edges the moves, named as the line graph's vertices.
  const nlohmann::json board = solved("arc-kayles(cycle(5))")["boards"][0];
  EXPECT_EQ(board, nlohmann::json::parse(R"json({"shape": "undirected_graph",
      "position": "arc-kayles(cycle(5))",
      "vertices": [{"name": "1", "x": 81, "y": 0}, {"name": "2", "x": 162, "y": 59},
                   {"name": "3", "x": 131, "y": 154}, {"name": "4", "x": 31, "y": 154},
                   {"name": "5", "x": 0, "y": 59}],
      "edges": [{"ends": [0, 1], "move": "1-2"}, {"ends": [0, 4], "move": "1-5"},
                {"ends": [1, 2], "move": "2-3"}, {"ends": [2, 3], "move": "3-4"},
                {"ends": [3, 4], "move": "4-5"}],
      "width": 162, "height": 154
})json"));
  // Taking 1-2 takes 1-5 and 2-3: the edge 3-4 and 4-5 are left, and only
  // their ends are drawn, where they were.
  const ComponentPtr cycle = parse_expression("arc-kayles(cycle(5))").components().at(0);
  const nlohmann::json after = report::board_json(*cycle->after(cycle->parse_move("1-2")));
  EXPECT_EQ(after["vertices"], nlohmann::json::parse(R"json([{"name": "3", "x": 131, "y": 154},
      {"name": "4", "x": 31, "y": 154}, {"name": "5", "x": 0, "y": 59}])json"));
  EXPECT_EQ(after["edges"],
            nlohmann::json::parse(
                R"json([{"ends": [0, 1], "move": "3-4"}, {"ends": [1, 2], "move": "4-5"}])json"));
}

TEST(Boards, NamedGraphsKnowTheirShape) {
  const auto point = [](const nlohmann::json& board, const std::string& name) {
    for (const auto& vertex : board["vertices"]) {
      if (vertex["name"] == name) return std::pair<int, int>{vertex["x"], vertex["y"]};
    }
    ADD_FAILURE() << name << " not drawn in " << board.dump();
    return std::pair<int, int>{-1, -1};
  };
  // A path in rows of ten, the second row running back.
  const nlohmann::json path = solved("node-kayles(path(12))")["boards"][0];
  EXPECT_EQ(point(path, "1"), (std::pair{0, 0}));
  EXPECT_EQ(point(path, "10"), (std::pair{900, 0}));
  EXPECT_EQ(point(path, "11"), (std::pair{900, 100}));
  EXPECT_EQ(point(path, "12"), (std::pair{800, 100}));
  // A cycle on a circle: every vertex as far from the centre of the vertices.
  const nlohmann::json cycle = solved("node-kayles(cycle(12))")["boards"][0];
  double cx = 0, cy = 0;
  for (const auto& vertex : cycle["vertices"]) {
    cx += vertex["x"].get<double>() / 12;
    cy += vertex["y"].get<double>() / 12;
  }
  for (const auto& vertex : cycle["vertices"]) {
    EXPECT_NEAR(std::hypot(vertex["x"].get<double>() - cx, vertex["y"].get<double>() - cy),
                100 / (2 * std::sin(3.14159265358979 / 12)), 1.5)
        << vertex.dump();
  }
  // Petersen: each inner vertex on its outer one's spoke; a star's centre
  // in the middle of its leaves.
  const nlohmann::json petersen = solved("node-kayles(petersen)")["boards"][0];
  EXPECT_EQ(point(petersen, "o1").first, point(petersen, "i1").first);
  EXPECT_LT(point(petersen, "o1").second, point(petersen, "i1").second);
  const nlohmann::json star = solved("node-kayles(star(4))")["boards"][0];
  EXPECT_EQ(point(star, "0"), (std::pair{100, 100}));
  EXPECT_EQ(point(star, "1"), (std::pair{100, 0}));
}

TEST(Boards, HackenbushStandsOnTheGround) {
  // Layers by distance from the ground, which is drawn at the bottom.
  const nlohmann::json board = solved("hackenbush(ground-a, a-b, b-ground, b-c)")["boards"][0];
  EXPECT_EQ(board, nlohmann::json::parse(R"json({"shape": "undirected_graph",
      "position": "hackenbush(ground-a, a-b, b-ground, b-c)",
      "vertices": [{"name": "ground", "x": 50, "y": 200}, {"name": "a", "x": 0, "y": 100},
                   {"name": "b", "x": 100, "y": 100}, {"name": "c", "x": 100, "y": 0}],
      "edges": [{"ends": [0, 1], "move": "ground-a"}, {"ends": [1, 2], "move": "a-b"},
                {"ends": [2, 0], "move": "b-ground"}, {"ends": [2, 3], "move": "b-c"}],
      "ground": 0, "width": 100, "height": 200
})json"));
  // Parallel edges and loops: each copy is its own move.
  const nlohmann::json copies = solved("hackenbush(ground-a, ground-a, a-a)")["boards"][0];
  EXPECT_EQ(drawn_moves(copies), (std::vector<std::string>{"a-a", "ground-a", "ground-a#2"}));
}

TEST(Boards, BoardsOfSquares) {
  EXPECT_EQ(solved("cram(2x2)")["boards"][0], nlohmann::json::parse(R"json({"shape": "cells",
      "position": "cram(2x2)", "columns": 2, "rows": 2,
      "column_labels": ["a", "b"], "row_labels": ["1", "2"],
      "cells": [{"name": "a1", "column": 0, "row": 0}, {"name": "b1", "column": 1, "row": 0},
                {"name": "a2", "column": 0, "row": 1}, {"name": "b2", "column": 1, "row": 1}],
      "dominoes": [{"cells": [0, 1], "move": "a1-b1"}, {"cells": [0, 2], "move": "a1-a2"},
                   {"cells": [1, 3], "move": "b1-b2"}, {"cells": [2, 3], "move": "a2-b2"}]})json"));
  // Blocked (or covered) cells are not on the board.
  const nlohmann::json blocked = solved("cram(.#/..)")["boards"][0];
  EXPECT_EQ(blocked["cells"].size(), 3U);
  EXPECT_EQ(blocked["dominoes"], nlohmann::json::parse(
                                     R"json([{"cells": [0, 1], "move": "a1-a2"},
                                         {"cells": [1, 2], "move": "a2-b2"}])json"));
  // Chomp: row 1 at the bottom, its first square poisoned.
  EXPECT_EQ(solved("chomp(2x3)")["boards"][0], nlohmann::json::parse(R"json({"shape": "cells",
      "position": "chomp(2x3)", "columns": 3, "rows": 2,
      "column_labels": ["1", "2", "3"], "row_labels": ["2", "1"],
      "cells": [{"name": "2,1", "column": 0, "row": 0, "move": "2,1"},
                {"name": "2,2", "column": 1, "row": 0, "move": "2,2"},
                {"name": "2,3", "column": 2, "row": 0, "move": "2,3"},
                {"name": "1,1", "column": 0, "row": 1, "marked": true},
                {"name": "1,2", "column": 1, "row": 1, "move": "1,2"},
                {"name": "1,3", "column": 2, "row": 1, "move": "1,3"}],
      "dominoes": []
  })json"));
}

TEST(Boards, LargePicturesAndBoardsAreListed) {
  // Drawn without solving: some of these are too large to solve here.
  const auto kind = [](const std::string& position) {
    return report::board_json(*parse_expression(position).components().at(0))["shape"];
  };
  EXPECT_EQ(kind("chomp(20x2)"), "cells");
  EXPECT_EQ(kind("chomp(2x20)"), "cells");
  EXPECT_EQ(kind("chomp(21x1)"), "none");
  EXPECT_EQ(kind("chomp(1x21)"), "none");
  EXPECT_EQ(kind("cram(1x40)"), "cells");
  EXPECT_EQ(kind("cram(1x41)"), "none");
  // Graphs of Node- and Arc-Kayles have at most 64 vertices (edges), and are always drawn.
  EXPECT_EQ(kind("node-kayles(grid(8,8))"), "undirected_graph");
  EXPECT_EQ(kind("node-kayles(complete(64))"), "undirected_graph");
  EXPECT_EQ(kind("arc-kayles(grid(5,7))"), "undirected_graph");
  std::string stalks = "hackenbush(";
  for (int e = 0; e < 129; ++e) stalks += (e ? ", ground-v" : "ground-v") + std::to_string(e % 60);
  EXPECT_EQ(kind(stalks + ")"), "none");
  EXPECT_EQ(kind(stalks.substr(0, stalks.rfind(',')) + ")"), "undirected_graph");
}

}  // namespace
}  // namespace grundy::web

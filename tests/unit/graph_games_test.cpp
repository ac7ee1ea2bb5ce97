// Node-Kayles, Arc-Kayles and Cram against plain searches written here from
// the rules: memoised over sets of vertices, edges or cells, without
// splitting into parts and without canonical forms, so that neither the
// component search nor nauty decides what they are checked against.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <cstdint>
#include <map>
#include <random>
#include <set>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "grundy/analysis.hpp"
#include "grundy/compute_limits.hpp"
#include "grundy/cram.hpp"
#include "grundy/errors.hpp"
#include "grundy/expression.hpp"
#include "grundy/graph_kayles.hpp"
#include "grundy/simple_graph.hpp"

namespace grundy {
namespace {

using Edge = std::pair<int, int>;

std::uint64_t plain_mex(const std::vector<std::uint64_t>& values) {
  std::uint64_t m = 0;
  while (std::find(values.begin(), values.end(), m) != values.end()) ++m;
  return m;
}

// Node-Kayles by the rules: a position is the set of vertices left; taking v
// removes v and every neighbour of v.
class PlainNodeKayles {
 public:
  PlainNodeKayles(int n, const std::vector<Edge>& edges) : closed_(static_cast<std::size_t>(n)) {
    for (int v = 0; v < n; ++v) closed_[static_cast<std::size_t>(v)] = std::uint64_t{1} << v;
    for (const auto& [a, b] : edges) {
      closed_[static_cast<std::size_t>(a)] |= std::uint64_t{1} << b;
      closed_[static_cast<std::size_t>(b)] |= std::uint64_t{1} << a;
    }
  }
  std::uint64_t value(std::uint64_t left) {
    if (auto found = memo_.find(left); found != memo_.end()) return found->second;
    std::vector<std::uint64_t> values;
    for (std::size_t v = 0; v < closed_.size(); ++v) {
      if ((left >> v & 1) != 0) values.push_back(value(left & ~closed_[v]));
    }
    return memo_[left] = plain_mex(values);
  }
  std::uint64_t after(std::uint64_t left, std::size_t v) const { return left & ~closed_[v]; }

 private:
  std::vector<std::uint64_t> closed_;
  std::unordered_map<std::uint64_t, std::uint64_t> memo_;
};

// Arc-Kayles by the rules: a position is the set of edges left; taking an
// edge removes every edge that shares an end with it (itself included).
class PlainArcKayles {
 public:
  explicit PlainArcKayles(std::vector<Edge> edges) : edges_(std::move(edges)) {}
  std::uint64_t removed_with(std::size_t e) const {
    std::uint64_t gone = 0;
    for (std::size_t f = 0; f < edges_.size(); ++f) {
      const bool touch =
          edges_[e].first == edges_[f].first || edges_[e].first == edges_[f].second ||
          edges_[e].second == edges_[f].first || edges_[e].second == edges_[f].second;
      if (touch) gone |= std::uint64_t{1} << f;
    }
    return gone;
  }
  std::uint64_t value(std::uint64_t left) {
    if (auto found = memo_.find(left); found != memo_.end()) return found->second;
    std::vector<std::uint64_t> values;
    for (std::size_t e = 0; e < edges_.size(); ++e) {
      if ((left >> e & 1) != 0) values.push_back(value(left & ~removed_with(e)));
    }
    return memo_[left] = plain_mex(values);
  }

 private:
  std::vector<Edge> edges_;
  std::unordered_map<std::uint64_t, std::uint64_t> memo_;
};

std::string edge_text(int n, const std::vector<Edge>& edges) {
  std::string text;
  std::vector<bool> touched(static_cast<std::size_t>(n), false);
  for (const auto& [a, b] : edges) {
    text += (text.empty() ? "" : ", ") + fmt::format("v{}-v{}", a, b);
    touched[static_cast<std::size_t>(a)] = touched[static_cast<std::size_t>(b)] = true;
  }
  for (int v = 0; v < n; ++v) {
    if (!touched[static_cast<std::size_t>(v)])
      text += (text.empty() ? "" : ", ") + fmt::format("v{}", v);
  }
  return text;
}

std::vector<Edge> random_edges(std::mt19937_64& random, int n) {
  std::vector<Edge> edges;
  const int percent = static_cast<int>(random() % 80) + 10;
  for (int a = 0; a < n; ++a) {
    for (int b = a + 1; b < n; ++b) {
      if (static_cast<int>(random() % 100) < percent) edges.push_back({a, b});
    }
  }
  std::shuffle(edges.begin(), edges.end(), random);
  return edges;
}

std::set<std::string> winning_notations(const Analysis& analysis) {
  std::set<std::string> found;
  for (const Move& move : analysis.winning_moves())
    found.insert(analysis.sum().components().at(move.component)->notation(move));
  return found;
}

TEST(NodeKayles, EveryGraphOfUpToFiveVerticesAndRandomOnesOfSevenAgreeWithPlainSearch) {
  std::mt19937_64 random(20261201);
  std::vector<std::pair<int, std::vector<Edge>>> graphs;
  for (int n = 1; n <= 5; ++n) {
    std::vector<Edge> all;
    for (int a = 0; a < n; ++a)
      for (int b = a + 1; b < n; ++b) all.push_back({a, b});
    for (std::uint64_t subset = 0; subset < (std::uint64_t{1} << all.size()); ++subset) {
      std::vector<Edge> edges;
      for (std::size_t e = 0; e < all.size(); ++e) {
        if ((subset >> e & 1) != 0) edges.push_back(all[e]);
      }
      graphs.push_back({n, edges});
    }
  }
  for (int i = 0; i < 300; ++i) {
    const int n = 6 + static_cast<int>(random() % 2);
    graphs.push_back({n, random_edges(random, n)});
  }
  for (const auto& [n, edges] : graphs) {
    const std::string text = "node-kayles(" + edge_text(n, edges) + ")";
    PlainNodeKayles plain(n, edges);
    const std::uint64_t all = (std::uint64_t{1} << n) - 1;
    const Analysis analysis(parse_expression(text));
    ASSERT_EQ(analysis.grundy_value(), plain.value(all)) << text;
    std::set<std::string> expected;
    for (int v = 0; v < n; ++v) {
      if (plain.value(plain.after(all, static_cast<std::size_t>(v))) == 0)
        expected.insert(fmt::format("v{}", v));
    }
    ASSERT_EQ(winning_notations(analysis), expected) << text;
  }
}

TEST(ArcKayles, RandomGraphsOfUpToSevenVerticesAgreeWithPlainSearch) {
  std::mt19937_64 random(7);
  for (int i = 0; i < 600; ++i) {
    const int n = 2 + static_cast<int>(random() % 6);
    std::vector<Edge> edges = random_edges(random, n);
    if (edges.empty()) edges.push_back({0, 1});
    const std::string text = "arc-kayles(" + edge_text(n, edges) + ")";
    PlainArcKayles plain(edges);
    const std::uint64_t all = (std::uint64_t{1} << edges.size()) - 1;
    const Analysis analysis(parse_expression(text));
    ASSERT_EQ(analysis.grundy_value(), plain.value(all)) << text;
    std::set<std::string> expected;
    for (std::size_t e = 0; e < edges.size(); ++e) {
      if (plain.value(all & ~plain.removed_with(e)) == 0)
        expected.insert(fmt::format("v{}-v{}", std::min(edges[e].first, edges[e].second),
                                    std::max(edges[e].first, edges[e].second)));
    }
    std::set<std::string> found = winning_notations(analysis);
    ASSERT_EQ(found, expected) << text;
  }
}

// On a path Node-Kayles is Dawson's chess, octal 0.137, and so is
// Arc-Kayles on a path one vertex longer (Winning Ways, ch. 4).
TEST(GraphKayles, PathsAreDawsonsChess) {
  for (int n = 1; n <= 40; ++n) {
    const Nimber expected =
        Analysis(parse_expression(fmt::format("octal(0.137) {}", n))).grundy_value();
    EXPECT_EQ(Analysis(parse_expression(fmt::format("node-kayles(path({}))", n))).grundy_value(),
              expected)
        << n;
    EXPECT_EQ(Analysis(parse_expression(fmt::format("arc-kayles(path({}))", n + 1))).grundy_value(),
              expected)
        << n;
  }
}

TEST(GraphKayles, NamedGraphsHaveTheirShapes) {
  const auto graph = [](const std::string& text) { return *SimpleGraph::named(text, 1); };
  EXPECT_EQ(graph("path(5)").edges().size(), 4U);
  EXPECT_EQ(graph("cycle(6)").edges().size(), 6U);
  EXPECT_EQ(graph("complete(5)").edges().size(), 10U);
  EXPECT_EQ(graph("star(4)").size(), 5U);
  EXPECT_EQ(graph("grid(4,5)").size(), 20U);
  EXPECT_EQ(graph("grid(4x5)").edges().size(), 31U);
  const SimpleGraph petersen = graph("petersen");
  EXPECT_EQ(petersen.size(), 10U);
  EXPECT_EQ(petersen.edges().size(), 15U);
  for (std::size_t v = 0; v < 10; ++v) EXPECT_EQ(std::popcount(petersen.neighbours(v)), 3) << v;
  EXPECT_EQ(graph("empty").size(), 0U);
  EXPECT_FALSE(SimpleGraph::named("a", 1));
  // Node-Kayles on a complete graph is one move; on a star of n leaves, the
  // centre (which leaves nothing) or a leaf (with the centre, which
  EXPECT_EQ(Analysis(parse_expression("node-kayles(complete(6))")).grundy_value(), 1U);
  // leaves n - 1 lone vertices, worth (n - 1) mod 2): mex {0, (n - 1) mod 2}.
  EXPECT_EQ(Analysis(parse_expression("node-kayles(star(4))")).grundy_value(), 2U);
  EXPECT_EQ(Analysis(parse_expression("node-kayles(star(3))")).grundy_value(), 1U);
}

// Isomorphic graphs get the same canonical form, whatever the labels.
TEST(GraphKayles, CanonicalFormsDoNotDependOnTheLabels) {
  std::mt19937_64 random(99);
  for (int i = 0; i < 300; ++i) {
    const int n = 3 + static_cast<int>(random() % 12);
    const std::vector<Edge> edges = random_edges(random, n);
    std::vector<int> relabel(static_cast<std::size_t>(n));
    for (int v = 0; v < n; ++v) relabel[static_cast<std::size_t>(v)] = v;
    std::shuffle(relabel.begin(), relabel.end(), random);
    std::vector<std::string> names;
    for (int v = 0; v < n; ++v) names.push_back(fmt::format("v{}", v));
    std::vector<std::pair<std::uint32_t, std::uint32_t>> original;
    std::vector<std::pair<std::uint32_t, std::uint32_t>> moved;
    for (const auto& [a, b] : edges) {
      original.push_back({static_cast<std::uint32_t>(a), static_cast<std::uint32_t>(b)});
      moved.push_back({static_cast<std::uint32_t>(relabel[static_cast<std::size_t>(a)]),
                       static_cast<std::uint32_t>(relabel[static_cast<std::size_t>(b)])});
    }
    const SimpleGraph first(names, original);
    const SimpleGraph second(names, moved);
    EXPECT_EQ(canonical_form(first, first.all()), canonical_form(second, second.all()));
  }
  const SimpleGraph path = *SimpleGraph::named("path(4)", 1);
  const SimpleGraph star = *SimpleGraph::named("star(3)", 1);
  EXPECT_NE(canonical_form(path, path.all()), canonical_form(star, star.all()));
}

// Every position met in play writes itself so that it parses back to the
// same position, and each move's notation reads back as that move.
TEST(GraphKayles, PlayedPositionsParseBack) {
  std::mt19937_64 random(5);
  for (const char* start :
       {"node-kayles(grid(3,4))", "arc-kayles(petersen)", "node-kayles(a-b, b-c, d)"}) {
    for (int game = 0; game < 20; ++game) {
      ComponentPtr position = parse_expression(start).components().at(0);
      while (true) {
        const ComponentPtr again = parse_expression(position->canonical()).components().at(0);
        ASSERT_EQ(again->canonical(), position->canonical());
        ASSERT_EQ(again->grundy_value(), position->grundy_value()) << position->canonical();
        std::vector<Move> moves;
        position->all_moves([&](const Move& move) {
          moves.push_back(move);
          return true;
        });
        if (moves.empty()) break;
        const Move move = moves[random() % moves.size()];
        ASSERT_EQ(position->parse_move(position->notation(move)), move);
        position = position->after(move);
      }
    }
  }
}

TEST(GraphKayles, MistakesAreNamed) {
  EXPECT_THROW(parse_expression("node-kayles(path(0))"), ParseError);
  EXPECT_THROW(parse_expression("node-kayles(path(65))"), ParseError);
  EXPECT_THROW(parse_expression("node-kayles(grid(9,9))"), ParseError);
  EXPECT_THROW(parse_expression("node-kayles(a-a)"), RuleError);
  EXPECT_THROW(parse_expression("node-kayles(a-b) 3"), ParseError);
  EXPECT_THROW(parse_expression("node-kayles(a-b, c->d)"), ParseError);
  EXPECT_THROW(parse_expression("arc-kayles(complete(12))"), LimitError);  // 66 edges
  EXPECT_THROW(parse_expression("node-kayles(/no/such/file)"), InputError);
  EXPECT_THROW(
      parse_expression("node-kayles(/etc/passwd)", FamilyRegistry::builtin_without_files()),
      RuleError);
}

// The edges a-b of `edges` written out as an expression's parameters.
std::string written_out(const std::vector<Edge>& edges) {
  std::string text;
  for (const auto& [a, b] : edges) text += fmt::format("{}{}-{}", text.empty() ? "" : ", ", a, b);
  return text;
}

std::vector<Edge> complete_edges(int n) {
  std::vector<Edge> edges;
  for (int a = 1; a <= n; ++a)
    for (int b = a + 1; b <= n; ++b) edges.push_back({a, b});
  return edges;
}

std::vector<Edge> path_edges(int vertices) {
  std::vector<Edge> edges;
  for (int v = 1; v < vertices; ++v) edges.push_back({v, v + 1});
  return edges;
}

// The message of the LimitError that parsing `position` throws.
std::string limit_message(const std::string& position) {
  try {
    (void)parse_expression(position);
  } catch (const LimitError& error) {
    return error.what();
  }
  return "no LimitError";
}

// The nauty canonical form of the whole board a graph game is played on.
std::string board_form(const std::string& position) {
  const ComponentPtr game = parse_expression(position).components().at(0);
  const SimpleGraph& board = dynamic_cast<const GraphKayles&>(*game).board();
  return canonical_form(board, board.all());
}

// Issue 38: the edges written out were refused past 64 edges, the limit of
// Arc-Kayles, even for Node-Kayles, whose limit is 64 vertices.
TEST(GraphKayles, CompleteGraphWrittenEdgeByEdgeIsCompleteGraph) {
  const std::string k12 = "node-kayles(" + written_out(complete_edges(12)) + ")";  // 66 edges
  EXPECT_EQ(board_form(k12), board_form("node-kayles(complete(12))"));
  EXPECT_EQ(Analysis(parse_expression(k12)).grundy_value(),
            Analysis(parse_expression("node-kayles(complete(12))")).grundy_value());
  EXPECT_EQ(Analysis(parse_expression(k12)).grundy_value(), 1U);
  const std::string k11 = "arc-kayles(" + written_out(complete_edges(11)) + ")";  // 55 edges
  EXPECT_EQ(board_form(k11), board_form("arc-kayles(complete(11))"));
  EXPECT_EQ(Analysis(parse_expression(k11)).grundy_value(),
            Analysis(parse_expression("arc-kayles(complete(11))")).grundy_value());
}

// Node-Kayles: at most 64 vertices, with any number of edges between them.
TEST(GraphKayles, NodeKaylesTakesSixtyFourVertices) {
  // K64, 2016 edges: every move takes the whole graph.
  EXPECT_EQ(Analysis(parse_expression("node-kayles(" + written_out(complete_edges(64)) + ")"))
                .grundy_value(),
            1U);
  // A path of 64 vertices is Dawson's chess on 64.
  EXPECT_EQ(
      Analysis(parse_expression("node-kayles(" + written_out(path_edges(64)) + ")")).grundy_value(),
      Analysis(parse_expression("dawsons-chess 64")).grundy_value());
  EXPECT_EQ(limit_message("node-kayles(" + written_out(path_edges(65)) + ")"),
            "the graph has 65 vertices; Node-Kayles and Arc-Kayles are played on at most 64");
  EXPECT_EQ(limit_message("node-kayles(" + written_out(complete_edges(65)) + ")"),
            "the graph has 65 vertices; Node-Kayles and Arc-Kayles are played on at most 64");
}

// Arc-Kayles: at most 64 edges (its line graph's vertices), on at most 64
// vertices (the graph it is drawn on).
TEST(GraphKayles, ArcKaylesTakesSixtyFourEdges) {
  // A cycle of 64 written out: 64 vertices and 64 edges, both limits met.
  std::vector<Edge> cycle = path_edges(64);
  cycle.push_back({64, 1});
  EXPECT_EQ(Analysis(parse_expression("arc-kayles(" + written_out(cycle) + ")")).grundy_value(),
            Analysis(parse_expression("arc-kayles(cycle(64))")).grundy_value());
  // K12 without one edge: 65 edges on 12 vertices.
  std::vector<Edge> k12 = complete_edges(12);
  k12.pop_back();
  EXPECT_EQ(limit_message("arc-kayles(" + written_out(k12) + ")"),
            "the graph has 65 edges; Arc-Kayles is played on at most 64");
  EXPECT_EQ(limit_message("arc-kayles(complete(12))"),
            "the graph has 66 edges; Arc-Kayles is played on at most 64");
  // A repeated edge counts once.
  std::vector<Edge> twice = cycle;
  twice.push_back({1, 2});
  EXPECT_EQ(Analysis(parse_expression("arc-kayles(" + written_out(twice) + ")")).grundy_value(),
            Analysis(parse_expression("arc-kayles(cycle(64))")).grundy_value());
  EXPECT_EQ(limit_message("arc-kayles(" + written_out(path_edges(65)) + ")"),
            "the graph has 65 vertices; Node-Kayles and Arc-Kayles are played on at most 64");
}

// Cram by the rules: a position is the set of free cells of a rows x columns
// board; a domino covers two free cells side by side or one above the other.
class PlainCram {
 public:
  PlainCram(int rows, int columns) : rows_(rows), columns_(columns) {}
  std::vector<std::pair<int, int>> dominoes(std::uint64_t free) const {
    std::vector<std::pair<int, int>> found;
    for (int r = 0; r < rows_; ++r) {
      for (int c = 0; c < columns_; ++c) {
        const int cell = r * columns_ + c;
        if ((free >> cell & 1) == 0) continue;
        if (c + 1 < columns_ && (free >> (cell + 1) & 1) != 0) found.push_back({cell, cell + 1});
        if (r + 1 < rows_ && (free >> (cell + columns_) & 1) != 0)
          found.push_back({cell, cell + columns_});
      }
    }
    return found;
  }
  std::uint64_t value(std::uint64_t free) {
    if (auto found = memo_.find(free); found != memo_.end()) return found->second;
    std::vector<std::uint64_t> values;
    for (const auto& [a, b] : dominoes(free))
      values.push_back(value(free & ~(std::uint64_t{1} << a) & ~(std::uint64_t{1} << b)));
    return memo_[free] = plain_mex(values);
  }
  std::string drawn(std::uint64_t free) const {
    std::string text;
    for (int r = 0; r < rows_; ++r) {
      if (r > 0) text += '/';
      for (int c = 0; c < columns_; ++c) text += (free >> (r * columns_ + c) & 1) != 0 ? '.' : '#';
    }
    return text;
  }
  std::string cell(int index) const {
    return fmt::format("{}{}", static_cast<char>('a' + index % columns_), index / columns_ + 1);
  }

 private:
  int rows_;
  int columns_;
  std::unordered_map<std::uint64_t, std::uint64_t> memo_;
};

TEST(Cram, EveryBoardUpToThreeByFourAgreesWithPlainSearch) {
  for (const auto& [rows, columns] :
       {std::pair{1, 6}, {2, 2}, {2, 3}, {2, 5}, {3, 3}, {3, 4}, {4, 3}}) {
    PlainCram plain(rows, columns);
    const int cells = rows * columns;
    for (std::uint64_t free = 0; free < (std::uint64_t{1} << cells); ++free) {
      const std::string text = "cram(" + plain.drawn(free) + ")";
      const Analysis analysis(parse_expression(text));
      ASSERT_EQ(analysis.grundy_value(), plain.value(free)) << text;
      std::set<std::string> expected;
      for (const auto& [a, b] : plain.dominoes(free)) {
        if (plain.value(free & ~(std::uint64_t{1} << a) & ~(std::uint64_t{1} << b)) == 0)
          expected.insert(plain.cell(a) + "-" + plain.cell(b));
      }
      ASSERT_EQ(winning_notations(analysis), expected) << text;
    }
  }
}

// Known results: a strip is Dawson's Kayles (octal 0.07); a board with both
// sides even is lost for the player to move, one with one side even and one
// odd won (both by symmetry).
TEST(Cram, StripsAreDawsonsKaylesAndSymmetryDecidesEvenBoards) {
  for (int n = 1; n <= 40; ++n) {
    const Nimber expected = Analysis(parse_expression(fmt::format("dawson {}", n))).grundy_value();
    EXPECT_EQ(Analysis(parse_expression(fmt::format("cram(1x{})", n))).grundy_value(), expected)
        << n;
    if (n <= 20) {
      EXPECT_EQ(Analysis(parse_expression(fmt::format("cram({}x1)", n))).grundy_value(), expected)
          << n;
    }
  }
  for (const auto& [rows, columns] : {std::pair{2, 2}, {2, 4}, {4, 4}, {2, 6}, {4, 6}, {2, 8}}) {
    EXPECT_EQ(Analysis(parse_expression(fmt::format("cram({}x{})", rows, columns))).grundy_value(),
              0U);
  }
  for (const auto& [rows, columns] : {std::pair{2, 3}, {2, 5}, {3, 4}, {4, 5}, {2, 7}, {3, 6}}) {
    EXPECT_NE(Analysis(parse_expression(fmt::format("cram({}x{})", rows, columns))).grundy_value(),
              0U);
  }
}

TEST(Cram, RegionsAreValuedApartUpToSymmetry) {
  // Two regions that are mirror images of each other: their values cancel.
  const Analysis mirrored(parse_expression("cram(..#../.##.#/...#.)"));
  EXPECT_EQ(mirrored.sum().components()[0]->value_row_count(), 2U);
  const CramRules rules(3, 4);
  // The L of cells a1, a2, b2 and its rotation b1, a2, b2... are one shape.
  const CellSet l_shape = 0b1 | 0b11 << 4;
  const CellSet rotated = 0b10 | 0b11 << 4;
  EXPECT_EQ(rules.key(l_shape), rules.key(rotated));
  EXPECT_EQ(rules.key(l_shape), rules.key(l_shape << 1));
  EXPECT_NE(rules.key(0b111), rules.key(l_shape));
}

TEST(Cram, MovesAreReadAndCheckedAndBoardsRoundTrip) {
  const Sum start = parse_expression("cram(2x3)");
  const Component& board = *start.components()[0];
  const Move move = board.parse_move("a1 - b1");
  EXPECT_EQ(board.notation(move), "a1-b1");
  EXPECT_EQ(board.notation(board.parse_move("A2-a1")), "a1-a2");
  EXPECT_THROW((void)board.parse_move("a1-b2"), RuleError);
  EXPECT_THROW((void)board.parse_move("a1-z9"), RuleError);
  EXPECT_THROW((void)board.parse_move("a1"), ParseError);
  const ComponentPtr after = board.after(move);
  EXPECT_EQ(after->canonical(), "cram(##./...)");
  EXPECT_THROW((void)after->parse_move("a1-a2"), RuleError);
  EXPECT_EQ(parse_expression(after->canonical()).components()[0]->canonical(), after->canonical());
  EXPECT_EQ(start.canonical(), "cram(2x3)");
}

TEST(Cram, MistakesAreNamed) {
  EXPECT_THROW(parse_expression("cram(9x9)"), LimitError);
  EXPECT_THROW(parse_expression("cram(0x3)"), LimitError);
  EXPECT_THROW(parse_expression("cram(..x/...)"), ParseError);
  EXPECT_THROW(parse_expression("cram(../...)"), ParseError);
  EXPECT_THROW(parse_expression("cram(2x2) 5"), ParseError);
  EXPECT_THROW(parse_expression("cram"), ParseError);
}

// The table of values stays within its budget, and says so when it cannot.
TEST(ComponentSearch, ATableBeyondTheBudgetIsALimitError) {
  ComputeLimits limits;
  limits.search_memory = MemoryBudget(4096);
  const FamilyRegistry small = FamilyRegistry::builtin(limits);
  EXPECT_THROW((void)Analysis(parse_expression("cram(5x5)", small)).grundy_value(), LimitError);
  EXPECT_THROW((void)Analysis(parse_expression("node-kayles(grid(5,5))", small)).grundy_value(),
               LimitError);
  EXPECT_EQ(Analysis(parse_expression("cram(2x2)", small)).grundy_value(), 0U);
}

}  // namespace
}  // namespace grundy

// Game graphs and the generalized Sprague–Grundy function: hand-worked
// graphs, and random graphs checked against an independent retrograde
// analysis of the whole game (the product graph of a sum), which knows
// nothing of values: only "a position with no move is lost", "a position with
// a move to a lost one is won", "a position all of whose moves go to won ones
// is lost", and every other position is a draw.
#include "grundy/game_graph.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <cstdint>
#include <fstream>
#include <map>
#include <memory>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "grundy/analysis.hpp"
#include "grundy/errors.hpp"
#include "grundy/expression.hpp"
#include "grundy/nim.hpp"
#include "grundy/search.hpp"
#include "grundy/sum.hpp"
#include "oracle_agreement.hpp"

namespace grundy {
namespace {

using Edges = std::vector<std::pair<std::uint32_t, std::uint32_t>>;

std::string data_path(const std::string& name) {
  return std::string(GRUNDY_TEST_DATA) + "/graphs/" + name;
}

std::shared_ptr<const DirectedGraph> graph_of(std::size_t n, const Edges& edges) {
  std::vector<std::string> names;
  for (std::size_t v = 0; v < n; ++v) names.push_back("v" + std::to_string(v));
  return DirectedGraph::from_edges(std::move(names), edges);
}

GeneralizedValue value_of(const DirectedGraph& graph, const std::string& name) {
  return graph.value(*graph.find(name));
}

// ------------------------------------------------------------ hand-worked --

TEST(GeneralizedValue, SumFollowsSmithsRules) {
  const auto f = [](Nimber n) { return GeneralizedValue::finite(n); };
  const auto inf = [](std::vector<Nimber> k) { return GeneralizedValue::infinite(std::move(k)); };
  EXPECT_EQ(generalized_sum(f(3), f(5)), f(6));
  EXPECT_EQ(generalized_sum(inf({0, 2}), f(2)), inf({0, 2}));
  EXPECT_EQ(generalized_sum(f(1), inf({0, 3})), inf({1, 2}));
  EXPECT_EQ(generalized_sum(inf({0}), inf({0, 1})), inf({}));
  EXPECT_EQ(inf({2, 0, 2}).finite_options(), (std::vector<Nimber>{0, 2}));
  EXPECT_EQ(inf({1, 3}).text(), "∞(1,3)");
  EXPECT_EQ(inf({}).text(), "∞(∅)");
  EXPECT_EQ(f(0).outcome(), Outcome::previous_player_wins);
  EXPECT_EQ(f(4).outcome(), Outcome::next_player_wins);
  EXPECT_EQ(inf({0, 5}).outcome(), Outcome::next_player_wins);
  EXPECT_EQ(inf({1, 5}).outcome(), Outcome::draw);
  EXPECT_EQ(inf({}).outcome(), Outcome::draw);
}

TEST(GameGraph, HandWorkedCycle) {
  // tests/data/graphs/cycle.txt explains each value.
  const auto graph = DirectedGraph::read_file(data_path("cycle.txt"));
  EXPECT_TRUE(graph->has_cycle());
  EXPECT_EQ(value_of(*graph, "a"), GeneralizedValue::infinite({1}));
  EXPECT_EQ(value_of(*graph, "b"), GeneralizedValue::infinite({1}));
  EXPECT_EQ(value_of(*graph, "c"), GeneralizedValue::finite(1));
  EXPECT_EQ(value_of(*graph, "d"), GeneralizedValue::finite(0));
  EXPECT_EQ(value_of(*graph, "e"), GeneralizedValue::finite(1));
  EXPECT_EQ(value_of(*graph, "f"), GeneralizedValue::infinite({0}));
}

TEST(GameGraph, HandWorkedAcyclicGraph) {
  const auto graph = DirectedGraph::read_file(data_path("dag.txt"));
  EXPECT_FALSE(graph->has_cycle());
  const std::map<std::string, Nimber> expected{{"v", 0}, {"w", 1}, {"x", 2}, {"y", 1}, {"z", 0}};
  for (const auto& [name, value] : expected)
    EXPECT_EQ(value_of(*graph, name), GeneralizedValue::finite(value)) << name;
}

TEST(GameGraph, PureCycleAndPassAreDraws) {
  const auto cycle = graph_of(3, {{0, 1}, {1, 2}, {2, 0}});
  for (std::uint32_t v = 0; v < 3; ++v) EXPECT_EQ(cycle->value(v), GeneralizedValue::infinite({}));
  // A vertex with a pass move (a loop) and no move to a 0 is a draw; with
  // one, it is won.
  const auto pass = graph_of(3, {{0, 0}, {1, 1}, {1, 2}});
  EXPECT_EQ(pass->value(0), GeneralizedValue::infinite({}));
  EXPECT_EQ(pass->value(1), GeneralizedValue::infinite({0}));
  EXPECT_EQ(pass->value(2), GeneralizedValue::finite(0));
}

// A finite value can sit on a cycle: 0 -> 1 -> 0, 1 -> 2 (end). From 1 the
// move to 2 wins; from 0 the only move is to 1, so 0 is lost: a move to 0
// from 1 is a rise undone at once.
TEST(GameGraph, FiniteValuesOnACycle) {
  const auto graph = graph_of(3, {{0, 1}, {1, 0}, {1, 2}});
  EXPECT_EQ(graph->value(0), GeneralizedValue::finite(0));
  EXPECT_EQ(graph->value(1), GeneralizedValue::finite(1));
  EXPECT_EQ(graph->value(2), GeneralizedValue::finite(0));
}

TEST(GameGraph, ExpressionAndCanonicalForm) {
  const std::string file = data_path("cycle.txt");
  const Sum sum = parse_expression("graph(" + file + ") a  c + nim 3");
  EXPECT_EQ(sum.canonical(), "graph(" + file + ") a c + nim 3");
  const Analysis analysis(sum);
  EXPECT_TRUE(analysis.can_repeat());
  EXPECT_TRUE(analysis.value_infinite());
  EXPECT_FALSE(analysis.value_known());
  // ∞(1) + 1 + 3 = ∞(1 XOR 2) = ∞(3): a draw.
  EXPECT_EQ(analysis.generalized_value(), GeneralizedValue::infinite({3}));
  EXPECT_EQ(analysis.outcome(), Outcome::draw);
  EXPECT_THROW((void)analysis.grundy_value(), RuleError);
  EXPECT_TRUE(analysis.winning_moves().empty());
}

TEST(GameGraph, MovesReadAndChecked) {
  const std::string file = data_path("cycle.txt");
  const Sum one = parse_expression("graph(" + file + ") a");
  const Component& token = *one.components()[0];
  EXPECT_EQ(token.notation(token.parse_move("a -> c")), "a->c");
  EXPECT_EQ(token.notation(token.parse_move("b")), "a->b");
  EXPECT_EQ(token.after(token.parse_move("->c"))->canonical(), "graph(" + file + ") c");
  EXPECT_THROW((void)token.parse_move("a->d"), RuleError);  // no such edge
  EXPECT_THROW((void)token.parse_move("zz"), RuleError);    // no such vertex
  EXPECT_THROW((void)token.parse_move("b->c"), RuleError);  // no token on b
  const Sum two = parse_expression("graph(" + file + ") a f");
  const Component& tokens = *two.components()[0];
  EXPECT_EQ(tokens.notation(tokens.parse_move("2:f->d")), "2:f->d");
  EXPECT_EQ(tokens.notation(tokens.parse_move("2 d")), "2:f->d");
  EXPECT_EQ(tokens.notation(tokens.parse_move("f->f")), "2:f->f");
  EXPECT_THROW((void)tokens.parse_move("d"), ParseError);           // which token?
  EXPECT_THROW((void)tokens.parse_move("3:d"), RuleError);          // no token 3
  EXPECT_THROW((void)tokens.after(Move{0, 0, 1, {3}}), RuleError);  // a -> d is no edge
}

// ----------------------------------------------------------------- errors --

std::string expression_error_of(const std::string& expression) {
  try {
    (void)parse_expression(expression);
  } catch (const Error& error) {
    return error.what();
  }
  return "(no error)";
}

TEST(GameGraph, MalformedLineNamesFileLineAndColumn) {
  const std::string file = data_path("malformed.txt");
  EXPECT_EQ(expression_error_of("graph(" + file + ") a"),
            file +
                ": line 3, column 3: unexpected '=>' ('->' expected; a line is an edge 'a -> b', "
                "one vertex "
                "name, or a '#' comment)");
  EXPECT_THROW((void)DirectedGraph::parse("a -> ", "t"), ParseError);
  EXPECT_THROW((void)DirectedGraph::parse("a -> b -> c", "t"), ParseError);
  EXPECT_THROW((void)DirectedGraph::parse("a-b -> c", "t"), ParseError);
  EXPECT_NO_THROW((void)DirectedGraph::parse("\n# only\n  a->b # edge\r\nc\n", "t"));
}

TEST(GameGraph, UnknownVertexNamesTokenAndColumn) {
  const std::string file = data_path("cycle.txt");
  const std::string expression = "graph(" + file + ") a zz";
  EXPECT_EQ(expression_error_of(expression), "unknown vertex 'zz' at column " +
                                                 std::to_string(expression.size() - 1) + ": " +
                                                 file + " has no vertex of that name");
  EXPECT_EQ(expression_error_of("graph(" + file + ")"),
            "'graph' at column 1 needs a vertex for each token, e.g. 'graph(game.txt) a'");
  EXPECT_EQ(expression_error_of("graph a"),
            "'graph' at column 1 needs parameters in parentheses, e.g. 'graph(game.txt) a'");
  EXPECT_THROW((void)parse_expression("graph(/nonexistent/graph.txt) a"), InputError);
}

TEST(GameGraph, LabellingBeyondItsBudgetIsRefused) {
  // A transitive tournament on 200 vertices: values 0..199, 200 stages.
  Edges edges;
  for (std::uint32_t a = 0; a < 200; ++a) {
    for (std::uint32_t b = 0; b < a; ++b) edges.push_back({a, b});
  }
  const auto graph = graph_of(200, edges);
  EXPECT_EQ(graph->value(199), GeneralizedValue::finite(199));
  EXPECT_THROW((void)generalized_sprague_grundy(graph->follower_lists(), 100'000), LimitError);
}

// ------------------------------------------------- the independent check --

// Outcomes of every position of an explicit game by retrograde analysis.
std::vector<Outcome> retrograde(const std::vector<std::vector<std::size_t>>& moves) {
  const std::size_t n = moves.size();
  std::vector<std::vector<std::size_t>> back(n);
  for (std::size_t s = 0; s < n; ++s) {
    for (std::size_t t : moves[s]) back[t].push_back(s);
  }
  std::vector<int> known(n, 0);  // 0 unknown, 1 won (N), 2 lost (P)
  std::vector<std::size_t> left(n);
  std::vector<std::size_t> queue;
  for (std::size_t s = 0; s < n; ++s) {
    left[s] = moves[s].size();
    if (left[s] == 0) {
      known[s] = 2;
      queue.push_back(s);
    }
  }
  for (std::size_t next = 0; next < queue.size(); ++next) {
    const std::size_t s = queue[next];
    for (std::size_t p : back[s]) {
      if (known[p] != 0) continue;
      if (known[s] == 2) {
        known[p] = 1;
        queue.push_back(p);
      } else if (--left[p] == 0) {
        known[p] = 2;
        queue.push_back(p);
      }
    }
  }
  std::vector<Outcome> outcome(n);
  for (std::size_t s = 0; s < n; ++s) {
    outcome[s] = known[s] == 1   ? Outcome::next_player_wins
                 : known[s] == 2 ? Outcome::previous_player_wins
                                 : Outcome::draw;
  }
  return outcome;
}

// The sum of k tokens on a graph and one Nim heap of at most `max_heap`, as
// an explicit game: a state is (tokens..., heap) in mixed radix.
struct ProductGame {
  std::size_t n;
  std::size_t k;
  std::size_t heaps;  // max_heap + 1
  std::vector<std::vector<std::size_t>> moves;

  std::size_t index(const std::vector<std::uint32_t>& tokens, std::size_t heap) const {
    std::size_t s = heap;
    for (std::uint32_t t : tokens) s = s * n + t;
    return s;
  }
};

ProductGame product(const DirectedGraph& graph, std::size_t k, std::size_t max_heap) {
  ProductGame game{graph.vertex_count(), k, max_heap + 1, {}};
  std::size_t states = game.heaps;
  for (std::size_t i = 0; i < k; ++i) states *= game.n;
  game.moves.resize(states);
  for (std::size_t s = 0; s < states; ++s) {
    std::vector<std::uint32_t> tokens(k);
    std::size_t rest = s;
    for (std::size_t i = k; i-- > 0;) {
      tokens[i] = static_cast<std::uint32_t>(rest % game.n);
      rest /= game.n;
    }
    const std::size_t heap = rest;
    for (std::size_t i = 0; i < k; ++i) {
      for (std::uint32_t to : graph.followers(tokens[i])) {
        std::vector<std::uint32_t> moved = tokens;
        moved[i] = to;
        game.moves[s].push_back(game.index(moved, heap));
      }
    }
    for (std::size_t h = 0; h < heap; ++h) game.moves[s].push_back(game.index(tokens, h));
  }
  return game;
}

std::shared_ptr<const DirectedGraph> random_directed_graph(std::mt19937_64& random, std::size_t n,
                                                           double density) {
  std::bernoulli_distribution edge(density);
  Edges edges;
  for (std::uint32_t a = 0; a < n; ++a) {
    for (std::uint32_t b = 0; b < n; ++b) {
      if (edge(random)) edges.push_back({a, b});
    }
  }
  return graph_of(n, edges);
}

std::size_t max_out_degree(const DirectedGraph& graph) {
  std::size_t most = 0;
  for (std::size_t v = 0; v < graph.vertex_count(); ++v)
    most = std::max(most, graph.followers(v).size());
  return most;
}

// γ(v) determined by outcomes alone: v + *h is lost exactly when γ(v) = h,
// and, when γ(v) = ∞(K), won exactly when h is in K (Smith's sum rule with
// Nim heaps, whose values are known). Finite values and K are at most the
// out-degree, so heaps up to out-degree + 1 settle it.
TEST(GameGraph, ValuesAgreeWithRetrogradeAnalysisOfTokenPlusNimHeap) {
  std::mt19937_64 random(20240601);
  for (int trial = 0; trial < 300; ++trial) {
    const std::size_t n = 1 + trial % 9;
    const double density = trial % 3 == 0 ? 0.15 : trial % 3 == 1 ? 0.3 : 0.55;
    const auto graph = random_directed_graph(random, n, density);
    const std::size_t max_heap = max_out_degree(*graph) + 1;
    const ProductGame game = product(*graph, 1, max_heap);
    const std::vector<Outcome> outcome = retrograde(game.moves);
    for (std::uint32_t v = 0; v < n; ++v) {
      std::optional<Nimber> lost_at;
      std::vector<Nimber> won_at;
      for (std::size_t h = 0; h <= max_heap; ++h) {
        const Outcome o = outcome[game.index({v}, h)];
        if (o == Outcome::previous_player_wins) lost_at = h;
        if (o == Outcome::next_player_wins) won_at.push_back(h);
      }
      const GeneralizedValue expected =
          lost_at ? GeneralizedValue::finite(*lost_at) : GeneralizedValue::infinite(won_at);
      ASSERT_EQ(graph->value(v), expected) << "trial " << trial << " vertex " << v;
    }
  }
}

// Sums of two and three tokens, with and without a Nim heap: the outcome,
// the winning moves and the moves that keep a draw, all from the Analysis,
// against the retrograde analysis of the product graph.
TEST(GameGraph, SumsAgreeWithRetrogradeAnalysisOfTheProductGraph) {
  std::mt19937_64 random(7);
  std::size_t draws = 0;
  std::size_t wins_with_infinity = 0;
  for (int trial = 0; trial < 120; ++trial) {
    const std::size_t k = trial % 4 == 3 ? 3 : 2;
    const std::size_t n = 1 + trial % (k == 3 ? 5 : 7);
    const auto graph = random_directed_graph(random, n, trial % 2 == 0 ? 0.25 : 0.45);
    const std::size_t max_heap = trial % 3;
    const ProductGame game = product(*graph, k, max_heap);
    const std::vector<Outcome> outcome = retrograde(game.moves);
    for (std::size_t s = 0; s < game.moves.size(); ++s) {
      std::vector<std::uint32_t> tokens(k);
      std::size_t rest = s;
      for (std::size_t i = k; i-- > 0;) {
        tokens[i] = static_cast<std::uint32_t>(rest % n);
        rest /= n;
      }
      const std::size_t heap = rest;
      std::vector<ComponentPtr> parts{std::make_shared<GameGraph>(graph, "random", tokens)};
      if (max_heap > 0) parts.push_back(std::make_shared<Nim>(std::vector<std::uint64_t>{heap}));
      const Analysis analysis{Sum(parts)};
      ASSERT_EQ(analysis.outcome(), outcome[s])
          << "trial " << trial << " state " << analysis.sum().canonical();
      draws += outcome[s] == Outcome::draw;
      wins_with_infinity += outcome[s] == Outcome::next_player_wins && analysis.value_infinite();
      // The moves to lost positions, and in a draw the moves to draws.
      std::multiset<std::size_t> expected_wins;
      std::multiset<std::size_t> expected_draws;
      for (std::size_t t : game.moves[s]) {
        if (outcome[t] == Outcome::previous_player_wins) expected_wins.insert(t);
        if (outcome[s] == Outcome::draw && outcome[t] == Outcome::draw) expected_draws.insert(t);
      }
      const auto state_after = [&](const Move& move) {
        std::vector<std::uint32_t> moved = tokens;
        std::size_t heap_after = heap;
        if (move.component == 0) {
          moved[move.heap] = static_cast<std::uint32_t>(move.result[0]);
        } else {
          heap_after = move.result.empty() ? 0 : move.result[0];
        }
        return game.index(moved, heap_after);
      };
      std::multiset<std::size_t> wins;
      for (const Move& move : analysis.winning_moves()) wins.insert(state_after(move));
      ASSERT_EQ(wins, expected_wins) << analysis.sum().canonical();
      ASSERT_EQ(analysis.count_winning_moves(), expected_wins.size());
      std::multiset<std::size_t> kept;
      analysis.drawing_moves([&](const Move& move) {
        kept.insert(state_after(move));
        return true;
      });
      ASSERT_EQ(kept, expected_draws) << analysis.sum().canonical();
      ASSERT_EQ(analysis.count_drawing_moves().count, expected_draws.size());
    }
  }
  // The random graphs did exercise draws and infinite wins.
  EXPECT_GT(draws, 100U);
  EXPECT_GT(wins_with_infinity, 10U);
}

// Winning play must end: a player who always plays best_winning_move against
// any replies never sees a position twice and wins (Smith's strategy with
// Fraenkel's counter).
TEST(GameGraph, BestWinningMovesWinAgainstAnyReplies) {
  std::mt19937_64 random(99);
  std::size_t games = 0;
  std::size_t long_games = 0;
  for (int trial = 0; trial < 150; ++trial) {
    const std::size_t n = 2 + trial % 8;
    const auto graph = random_directed_graph(random, n, 0.3);
    for (std::uint32_t a = 0; a < n; ++a) {
      for (std::uint32_t b = 0; b < n; ++b) {
        Sum position(
            {std::make_shared<GameGraph>(graph, "random", std::vector<std::uint32_t>{a, b}),
             std::make_shared<Nim>(std::vector<std::uint64_t>{(a + b) % 3})});
        if (Analysis(position).outcome() != Outcome::next_player_wins) continue;
        std::set<std::string> seen;
        ++games;
        for (int ply = 0;; ++ply) {
          long_games += ply == 3;
          const std::optional<Move> move = Analysis(position).best_winning_move();
          ASSERT_TRUE(move.has_value()) << position.canonical();
          position = position.after(*move);
          ASSERT_TRUE(seen.insert(position.canonical()).second)
              << "repeated " << position.canonical();
          ASSERT_EQ(Analysis(position).outcome(), Outcome::previous_player_wins);
          // The opponent: a random move, or none (lost).
          std::vector<Move> replies;
          for (std::size_t c = 0; c < position.components().size(); ++c) {
            position.components()[c]->all_moves([&](const Move& reply) {
              replies.push_back(reply);
              replies.back().component = c;
              return true;
            });
          }
          if (replies.empty()) break;
          position = position.after(replies[random() % replies.size()]);
          ASSERT_LT(ply, 10'000);
        }
      }
    }
  }
  EXPECT_GT(games, 500U);
  EXPECT_GT(long_games, 50U);
}

// On acyclic graphs the labelling gives the ordinary values, as the
// memoised mex search computes them.
TEST(GameGraph, AcyclicGraphsAgreeWithAPlainMex) {
  std::mt19937_64 random(3);
  for (int trial = 0; trial < 200; ++trial) {
    const std::size_t n = 1 + trial % 40;
    std::bernoulli_distribution edge(trial % 2 == 0 ? 0.2 : 0.6);
    Edges edges;
    for (std::uint32_t a = 0; a < n; ++a) {
      for (std::uint32_t b = 0; b < a; ++b) {
        if (edge(random)) edges.push_back({a, b});  // only downwards: acyclic
      }
    }
    const auto graph = graph_of(n, edges);
    ASSERT_FALSE(graph->has_cycle());
    // Edges go down, so the values of lower vertices are known first.
    std::vector<Nimber> plain(n);
    for (std::uint32_t v = 0; v < n; ++v) {
      std::vector<Nimber> options;
      for (const auto& [from, to] : edges) {
        if (from == v) options.push_back(plain[to]);
      }
      plain[v] = mex(options);
      ASSERT_EQ(graph->value(v), GeneralizedValue::finite(plain[v])) << trial << " " << v;
    }
  }
}

// Random graph files, cycles and self-loops included, read by the parser and
// answered by Analysis, against the oracle (tests/oracle), which reads the
// file itself and settles outcomes by retrograde analysis: values (∞(K)
// too), outcomes with draws, winning and drawing moves, for one and two tokens.
TEST(GameGraph, RandomGraphFilesAgreeWithTheOracle) {
  std::mt19937_64 random(77);
  std::size_t draws = 0;
  for (int trial = 0; trial < 60; ++trial) {
    const std::size_t n = 2 + trial % 9;
    std::bernoulli_distribution edge(0.1 + 0.04 * (trial % 6));
    const std::string path = ::testing::TempDir() + "grundy_graph_" + std::to_string(getpid()) +
                             "_" + std::to_string(trial) + ".txt";
    {
      std::ofstream file(path);
      for (std::size_t v = 0; v < n; ++v) file << "v" << v << "\n";
      for (std::size_t a = 0; a < n; ++a) {
        for (std::size_t b = 0; b < n; ++b) {
          if (edge(random)) file << "v" << a << " -> v" << b << "\n";
        }
      }
    }
    for (std::size_t a = 0; a < n; ++a) {
      const std::string one = "graph(" + path + ") v" + std::to_string(a);
      ASSERT_TRUE(testing::agrees_with_oracle(one));
      draws += Analysis(parse_expression(one)).outcome() == Outcome::draw ? 1 : 0;
      const std::string two = one + " v" + std::to_string((a * 7 + 3) % n);
      ASSERT_TRUE(testing::agrees_with_oracle(two));
      ASSERT_TRUE(testing::agrees_with_oracle(two + " + nim " + std::to_string(a % 3)));
    }
  }
  EXPECT_GT(draws, 10U);
}

// The definition itself (conditions A, B, C) holds on random graphs.
TEST(GameGraph, LabelsSatisfyTheDefinition) {
  std::mt19937_64 random(11);
  for (int trial = 0; trial < 300; ++trial) {
    const std::size_t n = 1 + trial % 12;
    const auto graph = random_directed_graph(random, n, 0.1 + 0.05 * (trial % 8));
    for (std::uint32_t u = 0; u < n; ++u) {
      std::vector<Nimber> finite;
      for (std::uint32_t v : graph->followers(u)) {
        if (graph->value_is_finite(v)) finite.push_back(graph->finite_value(v));
      }
      const Nimber mex_u = mex(finite);
      if (graph->value_is_finite(u)) {
        const Nimber g = graph->finite_value(u);
        ASSERT_EQ(g, mex_u);  // A
        for (std::uint32_t v : graph->followers(u)) {
          if (graph->value_is_finite(v) && graph->finite_value(v) < g) continue;
          bool undone = false;  // B
          for (std::uint32_t w : graph->followers(v)) {
            undone = undone || (graph->value_is_finite(w) && graph->finite_value(w) == g &&
                                graph->counter(w) < graph->counter(u));
          }
          ASSERT_TRUE(undone) << trial << " " << u << " " << v;
        }
      } else {
        bool kept = false;  // C
        for (std::uint32_t v : graph->followers(u)) {
          if (graph->value_is_finite(v)) continue;
          const GeneralizedValue value_v = graph->value(v);
          const auto& k = value_v.finite_options();
          kept = kept || !std::binary_search(k.begin(), k.end(), mex_u);
        }
        ASSERT_TRUE(kept) << trial << " " << u;
      }
    }
  }
}

}  // namespace
}  // namespace grundy

namespace grundy {
namespace {

TEST(GameGraph, ServersCanLeaveOutTheFamiliesThatReadFiles) {
  EXPECT_NE(FamilyRegistry::builtin().find("graph"), nullptr);
  EXPECT_EQ(FamilyRegistry::builtin_without_files().find("graph"), nullptr);
  EXPECT_NE(FamilyRegistry::builtin_without_files().find("nim"), nullptr);
  EXPECT_THROW(
      (void)parse_expression("graph(/etc/hostname) a", FamilyRegistry::builtin_without_files()),
      ParseError);
}

// The graph of cycle.txt written in the expression: the same game, no file.
TEST(GameGraph, WrittenGraphIsTheGameOfItsFile) {
  const std::string edges = "a->b, b->a, a->c, b->c, c->d, e->a, e->d, f->f, f->d";
  const std::string file = data_path("cycle.txt");
  for (const std::string tokens : {"a", "c", "e", "f", "d", "a c", "e f", "c e d"}) {
    const Sum written = parse_expression("digraph(" + edges + ") " + tokens,
                                         FamilyRegistry::builtin_without_files());
    const Sum read = parse_expression("graph(" + file + ") " + tokens);
    EXPECT_EQ(written.canonical(), "digraph(" + edges + ") " + tokens);
    const Analysis from_text(written);
    const Analysis from_file(read);
    EXPECT_EQ(from_text.generalized_value(), from_file.generalized_value()) << tokens;
    EXPECT_EQ(from_text.outcome(), from_file.outcome()) << tokens;
    // The position a move leaves is written the same way, and reads back.
    written.components()[0]->all_moves([&](const Move& move) {
      const std::string after = written.components()[0]->after(move)->canonical();
      EXPECT_EQ(parse_expression(after).canonical(), after);
      return true;
    });
  }
  // A vertex alone is declared; a parameter that is neither is named.
  EXPECT_EQ(parse_expression("digraph(a->b, z) z").canonical(), "digraph(a->b, z) z");
  EXPECT_EQ(expression_error_of("digraph(a->b, b-c) a"),
            "'b-c' at column 15 is neither an edge 'a->b' nor a vertex name (letters, digits and "
            "'_')");
  EXPECT_EQ(expression_error_of("digraph(a->b) c"),
            "unknown vertex 'c' at column 15: digraph(a->b) has no vertex of that name");
  EXPECT_EQ(expression_error_of("digraph(a->b->c) a").substr(0, 25), "'a->b->c' at column 9 is ");
}

// A moves function that throws leaves the memo usable (no position is left
// marked as in progress).
struct ThrowsAtThree {
  using Position = int;
  std::vector<int> options(int n) const {
    if (n == 3) throw RuleError("three");
    return n > 0 ? std::vector<int>{n - 1} : std::vector<int>{};
  }
};

TEST(GrundySearch, AFailedSearchLeavesTheMemoUsable) {
  GrundySearch<ThrowsAtThree> search;
  EXPECT_THROW((void)search.grundy_value(3), RuleError);
  try {
    (void)search.grundy_value(5);
    ADD_FAILURE() << "no error";
  } catch (const RuleError& error) {
    EXPECT_STREQ(error.what(), "three");  // not "the game can return to an earlier position"
  }
  EXPECT_EQ(search.grundy_value(2), 0U);
}

}  // namespace
}  // namespace grundy

// Green Hackenbush: the fusion and colon principles of the family against a
// search written here from the rules alone (a position is a set of edges; a
// move deletes one, then every edge no longer joined to the ground goes; the
// value is the mex of the options). The search knows no principle and calls
// nothing of the family's value code.
#include "grundy/hackenbush.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <bit>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <memory>
#include <random>
#include <set>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "../sanitized.hpp"
#include "grundy/errors.hpp"
#include "grundy/expression.hpp"
#include "grundy/family.hpp"
#include "grundy/solution.hpp"
#include "grundy/sum.hpp"

namespace grundy {
namespace {

using Edges = std::vector<std::pair<std::uint32_t, std::uint32_t>>;

// ---------------------------------------------------------------- oracle --

// Edges as a bit mask (at most 16 edges); vertex 0 is the ground.
class RulesSearch {
 public:
  explicit RulesSearch(Edges edges) : edges_(std::move(edges)) {}

  std::uint32_t all() const { return (std::uint32_t{1} << edges_.size()) - 1; }

  // The edges of `mask` still joined to the ground.
  std::uint32_t grounded(std::uint32_t mask) const {
    std::set<std::uint32_t> reached{0};
    for (bool grew = true; grew;) {
      grew = false;
      for (std::size_t e = 0; e < edges_.size(); ++e) {
        if ((mask >> e & 1) == 0) continue;
        const auto [a, b] = edges_[e];
        if (reached.count(a) != reached.count(b)) {
          reached.insert(a);
          reached.insert(b);
          grew = true;
        }
      }
    }
    std::uint32_t kept = 0;
    for (std::size_t e = 0; e < edges_.size(); ++e) {
      if ((mask >> e & 1) != 0 && reached.count(edges_[e].first) != 0)
        kept |= std::uint32_t{1} << e;
    }
    return kept;
  }

  // The position after deleting edge `e` of `mask`.
  std::uint32_t cut(std::uint32_t mask, std::size_t e) const {
    return grounded(mask & ~(std::uint32_t{1} << e));
  }

  Nimber value(std::uint32_t mask) {
    if (const auto found = values_.find(mask); found != values_.end()) return found->second;
    std::set<Nimber> options;
    for (std::size_t e = 0; e < edges_.size(); ++e) {
      if ((mask >> e & 1) != 0) options.insert(value(cut(mask, e)));
    }
    Nimber mex = 0;
    while (options.count(mex) != 0) ++mex;
    values_.emplace(mask, mex);
    return mex;
  }

  // Misère play: whoever makes the last cut loses.
  bool misere_win(std::uint32_t mask) {
    if (mask == 0) return true;
    if (const auto found = misere_.find(mask); found != misere_.end()) return found->second;
    bool win = false;
    for (std::size_t e = 0; e < edges_.size() && !win; ++e) {
      if ((mask >> e & 1) != 0) win = !misere_win(cut(mask, e));
    }
    misere_.emplace(mask, win);
    return win;
  }

 private:
  Edges edges_;
  std::unordered_map<std::uint32_t, Nimber> values_;
  std::unordered_map<std::uint32_t, bool> misere_;
};

// ------------------------------------------------------------- helpers --

FamilyRegistry registry(bool allow_files = true) {
  FamilyRegistry families;
  families.add(hackenbush_family(allow_files));
  return families;
}

ComponentPtr parsed(const std::string& text, bool allow_files = true) {
  const Sum sum = parse_expression(text, registry(allow_files));
  return sum.components().at(0);
}

const Hackenbush& as_hackenbush(const ComponentPtr& component) {
  return dynamic_cast<const Hackenbush&>(*component);
}

std::string vertex_name(std::uint32_t v) {
  return v == 0 ? "ground" : std::string(1, static_cast<char>('a' + v - 1));
}

std::string stalk(std::size_t length) {
  std::string text = "hackenbush(ground-v1";
  for (std::size_t i = 1; i < length; ++i)
    text += ", v" + std::to_string(i) + "-v" + std::to_string(i + 1);
  return text + ")";
}

std::set<std::size_t> heaps_moved_to(const Component& component, Nimber target) {
  std::set<std::size_t> heaps;
  component.moves_to_value(component.grundy_value(), target, [&](const Move& move) {
    EXPECT_TRUE(move.result.empty());
    heaps.insert(move.heap);
    return true;
  });
  return heaps;
}

// A random picture on `vertices` vertices (0 the ground), as typed.
struct RandomPicture {
  Edges edges;
  std::string text;
};

RandomPicture random_picture(std::mt19937& rng) {
  const std::uint32_t vertices = 1 + rng() % 6;
  const std::size_t count = rng() % 10;
  RandomPicture picture;
  std::string parameters;
  bool ground_named = false;
  for (std::size_t i = 0; i < count; ++i) {
    const std::uint32_t a = rng() % vertices, b = rng() % vertices;
    picture.edges.push_back({a, b});
    ground_named = ground_named || a == 0 || b == 0;
    parameters +=
        (i == 0 ? "" : ", ") + vertex_name(a) + (rng() % 4 == 0 ? "--" : "-") + vertex_name(b);
  }
  // Without an edge at the ground, the ground is named alone.
  if (!ground_named) parameters += parameters.empty() ? "ground" : ", ground";
  picture.text = "hackenbush(" + parameters + ")";
  return picture;
}

// ------------------------------------------------------ against the rules --

TEST(Hackenbush, ValuesAndMovesAgreeWithTheRulesOnRandomPictures) {
  std::mt19937 rng(20240601);
  const FamilyRegistry families = registry();
  for (std::size_t round = 0; round < testing_build::trials(3000, 5); ++round) {
    const RandomPicture picture = random_picture(rng);
    SCOPED_TRACE(picture.text);
    RulesSearch search(picture.edges);
    const std::uint32_t start = search.grounded(search.all());
    const ComponentPtr component = parse_expression(picture.text, families).components().at(0);
    const Hackenbush& game = as_hackenbush(component);

    // The position keeps the grounded edges, in the order written.
    std::vector<std::uint32_t> kept;  // index in `picture.edges` of each edge of the position
    for (std::size_t e = 0; e < picture.edges.size(); ++e) {
      if ((start >> e & 1) != 0) kept.push_back(static_cast<std::uint32_t>(e));
    }
    ASSERT_EQ(game.edges().size(), kept.size());
    for (std::size_t i = 0; i < kept.size(); ++i) {
      const auto [a, b] = picture.edges[kept[i]];
      EXPECT_EQ(game.names().at(game.edges()[i].first), vertex_name(a));
      EXPECT_EQ(game.names().at(game.edges()[i].second), vertex_name(b));
    }

    const Nimber value = search.value(start);
    ASSERT_EQ(game.grundy_value(), value);

    // Every move: what falls, the option's value, and the canonical text of
    // the option, which parses back to the same position.
    std::vector<Nimber> option_values;
    std::size_t listed = 0;
    game.all_moves([&](const Move& move) {
      EXPECT_EQ(move.heap, listed);
      const std::uint32_t option = search.cut(start, kept.at(listed));
      EXPECT_EQ(move.taken,
                static_cast<std::uint64_t>(std::popcount(start) - std::popcount(option)));
      const ComponentPtr after = game.after(move);
      EXPECT_EQ(after->grundy_value(), search.value(option));
      const ComponentPtr again = parse_expression(after->canonical(), families).components().at(0);
      EXPECT_EQ(again->canonical(), after->canonical());
      EXPECT_EQ(again->grundy_value(), after->grundy_value());
      EXPECT_EQ(game.parse_move(game.notation(move)), move);
      option_values.push_back(search.value(option));
      ++listed;
      return true;
    });
    EXPECT_EQ(listed, kept.size());

    // The moves to each value, the winning moves (to 0) among them.
    for (Nimber target = 0; target <= value + 2; ++target) {
      std::set<std::size_t> expected;
      for (std::size_t i = 0; i < option_values.size(); ++i) {
        if (option_values[i] == target) expected.insert(i);
      }
      EXPECT_EQ(heaps_moved_to(game, target), expected) << "target " << target;
    }

    if (round % 10 == 0) {
      const auto solution = solve(Sum({component}), PlayConvention::misere);
      EXPECT_EQ(solution->outcome() == Outcome::next_player_wins, search.misere_win(start));
    }
  }
}

// ---------------------------------------------------------- known values --

TEST(Hackenbush, StalkOfNEdgesIsWorthN) {
  for (std::size_t n = 1; n <= 12; ++n) {
    Edges path;
    for (std::uint32_t v = 0; v < n; ++v) path.push_back({v, v + 1});
    RulesSearch search(path);
    EXPECT_EQ(search.value(search.all()), n);
    EXPECT_EQ(parsed(stalk(n))->grundy_value(), n);
  }
  // A long path: the search for bridges must not recurse.
  EXPECT_EQ(parsed(stalk(Hackenbush::kMaxEdges))->grundy_value(), Hackenbush::kMaxEdges);
}

TEST(Hackenbush, SmallPicturesAsTheRulesValueThem) {
  const auto rules_value = [](const Edges& edges) {
    RulesSearch search(edges);
    return search.value(search.grounded(search.all()));
  };
  // A triangle on the ground fuses to three loops: *1 + *1 + *1.
  EXPECT_EQ(rules_value({{0, 1}, {1, 2}, {2, 0}}), 1U);
  EXPECT_EQ(parsed("hackenbush(ground-a, a-b, b-ground)")->grundy_value(), 1U);
  // A loop at the ground is *1; two parallel edges are two loops, 0.
  EXPECT_EQ(rules_value({{0, 0}}), 1U);
  EXPECT_EQ(parsed("hackenbush(ground-ground)")->grundy_value(), 1U);
  EXPECT_EQ(rules_value({{0, 1}, {0, 1}}), 0U);
  EXPECT_EQ(parsed("hackenbush(ground-a, a-ground)")->grundy_value(), 0U);
  // Colon principle on a tree: at a, the branches b (0+1) and c-d ((0+1)+1)
  // give 1 XOR 2 = 3; on the edge from the ground, 3+1 = 4.
  EXPECT_EQ(rules_value({{0, 1}, {1, 2}, {1, 3}, {3, 4}}), 4U);
  EXPECT_EQ(parsed("hackenbush(ground-a, a-b, a-c, c-d)")->grundy_value(), 4U);
  // A triangle (3 loops: 1) with a stalk on it: the stalk is 0+1, 1 XOR 1 = 0.
  EXPECT_EQ(rules_value({{0, 1}, {1, 2}, {2, 0}, {2, 3}}), 0U);
  EXPECT_EQ(parsed("hackenbush(ground-a, a-b, b-ground, b-c)")->grundy_value(), 0U);
  // The empty picture.
  const ComponentPtr empty = parsed("hackenbush(ground)");
  EXPECT_EQ(empty->grundy_value(), 0U);
  EXPECT_EQ(empty->canonical(), "hackenbush(ground)");
  std::size_t moves = 0;
  empty->all_moves([&](const Move&) { return ++moves, true; });
  EXPECT_EQ(moves, 0U);
}

TEST(Hackenbush, EdgesNotOnTheGroundHaveFallen) {
  const ComponentPtr game = parsed("hackenbush(a-b, ground-c, b-b, d)");
  EXPECT_EQ(game->canonical(), "hackenbush(ground-c)");
  EXPECT_EQ(game->grundy_value(), 1U);
}

// ------------------------------------------------------------------ text --

TEST(Hackenbush, MovesAreWrittenByTheirEdge) {
  const ComponentPtr game = parsed("hackenbush(ground-a, a-b, b-c, ground-a, a-ground)");
  EXPECT_EQ(game->canonical(), "hackenbush(ground-a, a-b, b-c, ground-a, a-ground)");
  EXPECT_EQ(game->notation(game->parse_move("ground-a")), "ground-a");
  EXPECT_EQ(game->parse_move("a-ground").heap, 0U);
  EXPECT_EQ(game->parse_move(" a -- ground # 2 ").heap, 3U);
  EXPECT_EQ(game->parse_move("ground-a#3").heap, 4U);
  EXPECT_EQ(game->notation(game->parse_move("ground-a#3")), "a-ground#3");
  EXPECT_EQ(game->parse_move("c-b").heap, 2U);
  EXPECT_EQ(game->describe(game->parse_move("a-b")), "cut a-b: 1 more edge falls");
  EXPECT_EQ(game->describe(game->parse_move("b-c")), "cut b-c");
  EXPECT_THROW(game->parse_move("hello"), ParseError);
  EXPECT_THROW(game->parse_move(""), ParseError);
  EXPECT_THROW(game->parse_move("ground-z"), RuleError);
  EXPECT_THROW(game->parse_move("ground-b"), RuleError);
  EXPECT_THROW(game->parse_move("ground-a#4"), RuleError);

  const ComponentPtr path = parsed(stalk(3));
  EXPECT_EQ(path->describe(path->parse_move("ground-v1")), "cut ground-v1: 2 more edges fall");
  EXPECT_EQ(path->parse_move("ground-v1").taken, 3U);
  EXPECT_EQ(path->after(path->parse_move("ground-v1"))->canonical(), "hackenbush(ground)");
  EXPECT_EQ(path->after(path->parse_move("v1-v2"))->canonical(), "hackenbush(ground-v1)");
}

TEST(Hackenbush, DescribesItself) {
  const ComponentPtr game = parsed("hackenbush(ground-a, a-b, b-ground, b-c)");
  EXPECT_EQ(game->family(), "hackenbush");
  EXPECT_EQ(game->number_count(), 4U);
  EXPECT_EQ(game->value_row_count(), 1U);
  ASSERT_EQ(game->value_rows(5).size(), 1U);
  EXPECT_EQ(game->value_rows(5)[0].value, 0U);
  EXPECT_TRUE(game->value_rows(0).empty());
  EXPECT_NE(game->value_rule().find("fusion principle"), std::string::npos);
  EXPECT_NE(game->value_rule().find("colon principle"), std::string::npos);
  // Each count with its noun in the catalogue's plural forms: "1 bridge".
  EXPECT_NE(game->value_rule().find(
                "Here: 4 edges, fused to 2 vertices joined by bridges; 1 bridge, 3 loops"),
            std::string::npos)
      << game->value_rule();
  EXPECT_EQ(game->picture(), std::vector<std::string>{"ground-a  a-b  b-ground  b-c"});
  EXPECT_FALSE(game->notation_help().empty());
  EXPECT_EQ(game->abbreviated(2), "hackenbush(ground-a, a-b, ... (4 edges in all))");
  EXPECT_EQ(game->abbreviated(4), game->canonical());
  EXPECT_FALSE(parsed(stalk(100))->picture().empty());
  EXPECT_LE(parsed(stalk(100))->picture().size(), 7U);

  const Family family = hackenbush_family(true);
  EXPECT_EQ(family.name, "hackenbush");
  EXPECT_EQ(parsed(family.example)->canonical(), family.example);
}

// ---------------------------------------------------------------- errors --

TEST(Hackenbush, RefusesBadPictures) {
  EXPECT_THROW(parsed("hackenbush(a-b)"), RuleError);
  EXPECT_THROW(parsed("hackenbush(a-b, b-c)"), RuleError);
  EXPECT_THROW(parsed("hackenbush"), ParseError);
  try {
    parsed("hackenbush(ground-a, a-)");
    ADD_FAILURE() << "no error";
  } catch (const ParseError& error) {
    EXPECT_EQ(error.column(), 22U);
    EXPECT_NE(std::string(error.what()).find("'a-'"), std::string::npos) << error.what();
  }
  try {
    parsed("hackenbush(ground-a) 3");
    ADD_FAILURE() << "no error";
  } catch (const ParseError& error) {
    EXPECT_EQ(error.column(), 22U);
    EXPECT_NE(std::string(error.what()).find("'3'"), std::string::npos) << error.what();
  }
  std::string many = "hackenbush(ground-ground";
  for (std::size_t i = 1; i <= Hackenbush::kMaxEdges; ++i) many += ", ground-ground";
  try {
    parsed(many + ")");
    ADD_FAILURE() << "no error";
  } catch (const LimitError& error) {
    EXPECT_NE(std::string(error.what()).find("4097"), std::string::npos) << error.what();
  }
  EXPECT_EQ(parsed(stalk(Hackenbush::kMaxEdges))->number_count(), Hackenbush::kMaxEdges);
  EXPECT_THROW(Hackenbush(EdgeList{{"ground"}, Edges(Hackenbush::kMaxEdges + 1, {0, 0})}),
               LimitError);
  EXPECT_THROW(Hackenbush(EdgeList{{"ground"}, {{0, 1}}}), RuleError);
}

// A file stops at the picture's limit, 4096 edges, and says so (the reader
// once stopped at twice that and named 8194, a number no page states).
TEST(Hackenbush, AFileStopsAtTheLimitOfEdges) {
  const std::filesystem::path path = std::filesystem::path(::testing::TempDir()) /
                                     ("hackenbush_test_stalk-" + std::to_string(getpid()) + ".txt");
  const auto write_stalk = [&](std::size_t edges) {
    std::ofstream out(path);
    out << "ground -- v1\n";
    for (std::size_t v = 1; v < edges; ++v) out << "v" << v << " -- v" << v + 1 << "\n";
  };
  write_stalk(Hackenbush::kMaxEdges);
  EXPECT_EQ(parsed("hackenbush(" + path.string() + ")")->grundy_value(), Hackenbush::kMaxEdges);
  write_stalk(Hackenbush::kMaxEdges + 1);
  try {
    parsed("hackenbush(" + path.string() + ")");
    ADD_FAILURE() << "no error";
  } catch (const LimitError& error) {
    EXPECT_NE(std::string(error.what())
                  .find(": line 4097: this edge would be edge 4097, past the limit of 4096 edges"),
              std::string::npos)
        << error.what();
  }
  std::filesystem::remove(path);
}

TEST(Hackenbush, ReadsFilesOnlyWhereAllowed) {
  const std::filesystem::path path =
      std::filesystem::path(::testing::TempDir()) /
      ("hackenbush_test_picture-" + std::to_string(getpid()) + ".txt");
  {
    std::ofstream out(path);
    out << "# a triangle on the ground, and a stalk on it\n"
           "ground -- a\n"
           "a - b\n"
           "\n"
           "b -- ground\n"
           "b -- c\n"
           "c -- d\n";
  }
  const ComponentPtr game = parsed("hackenbush(" + path.string() + ")");
  EXPECT_EQ(game->canonical(), "hackenbush(ground-a, a-b, b-ground, b-c, c-d)");
  EXPECT_EQ(game->grundy_value(), 1U ^ 2U);
  try {
    parsed("hackenbush(" + path.string() + ")", false);
    ADD_FAILURE() << "no error";
  } catch (const RuleError& error) {
    EXPECT_NE(std::string(error.what()).find(path.string()), std::string::npos) << error.what();
  }
  EXPECT_EQ(parsed("hackenbush(ground)", false)->canonical(), "hackenbush(ground)");
  EXPECT_EQ(parsed("hackenbush(ground-a)", false)->grundy_value(), 1U);
  std::filesystem::remove(path);
  EXPECT_THROW(parsed("hackenbush(" + path.string() + ")"), InputError);
}

}  // namespace
}  // namespace grundy

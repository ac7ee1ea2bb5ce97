// Fuzzes the game-graph reader (game_graph.hpp, DirectedGraph::parse, from a
// buffer: no file is opened) and the generalized Sprague–Grundy labels it
// computes, and analyses a token or two on the graph.
//
// Invariants: only grundy::Error escapes; every vertex is found by its name;
// the labels satisfy the definition of Fraenkel and Yesha (1986) for γ with
// counter c:
//   (A) γ(u) finite: γ(u) = mex of the finite γ of u's followers;
//   (B) γ(u) finite, v a follower with γ(v) > γ(u) (or ∞): v has a follower
//       w with γ(w) = γ(u) and c(w) < c(u);
//   (C) γ(u) = ∞: some follower v has γ(v) = ∞ and no follower of value
//       mex(finite γ of u's followers);
// and each winning move the analysis lists leaves a position lost for the
// player to move.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "fuzz_checks.hpp"
#include "grundy/analysis.hpp"
#include "grundy/game_graph.hpp"
#include "grundy/sum.hpp"

namespace {

using grundy::fuzz::check;

void check_labels(const grundy::DirectedGraph& graph) {
  const std::size_t n = graph.vertex_count();
  auto finite_mex = [&](std::size_t u) {
    std::vector<bool> seen(graph.followers(u).size() + 1, false);
    for (const std::uint32_t v : graph.followers(u)) {
      if (graph.value_is_finite(v) && graph.finite_value(v) < seen.size()) seen[graph.finite_value(v)] = true;
    }
    return static_cast<grundy::Nimber>(std::find(seen.begin(), seen.end(), false) - seen.begin());
  };
  auto has_follower_valued = [&](std::size_t v, grundy::Nimber value) {
    const auto followers = graph.followers(v);
    return std::any_of(followers.begin(), followers.end(), [&](std::uint32_t w) {
      return graph.value_is_finite(w) && graph.finite_value(w) == value;
    });
  };
  for (std::size_t u = 0; u < n; ++u) {
    check(graph.find(graph.name(u)) == u, "vertex " + graph.name(u) + " is not found by its name");
    const grundy::Nimber mex = finite_mex(u);
    if (graph.value_is_finite(u)) {
      const grundy::Nimber value = graph.finite_value(u);
      check(value == mex, "(A) fails at " + graph.name(u));
      for (const std::uint32_t v : graph.followers(u)) {
        if (graph.value_is_finite(v) && graph.finite_value(v) < value) continue;
        const auto followers = graph.followers(v);
        check(std::any_of(followers.begin(), followers.end(),
                          [&](std::uint32_t w) {
                            return graph.value_is_finite(w) && graph.finite_value(w) == value &&
                                   graph.counter(w) < graph.counter(u);
                          }),
              "(B) fails at " + graph.name(u) + " -> " + graph.name(v));
      }
    } else {
      const auto followers = graph.followers(u);
      check(std::any_of(followers.begin(), followers.end(),
                        [&](std::uint32_t v) { return !graph.value_is_finite(v) && !has_follower_valued(v, mex); }),
            "(C) fails at " + graph.name(u));
    }
  }
}

void check_play(const std::shared_ptr<const grundy::DirectedGraph>& graph) {
  const std::size_t n = graph->vertex_count();
  if (n == 0) return;
  std::vector<grundy::ComponentPtr> components;
  components.push_back(std::make_shared<grundy::GameGraph>(
      graph, "fuzz.txt", std::vector<std::uint32_t>{0, static_cast<std::uint32_t>(n - 1)}));
  const grundy::Sum sum(std::move(components));
  const grundy::Analysis analysis(sum);
  int examined = 0;
  analysis.winning_moves([&](const grundy::Move& move) {
    check(grundy::Analysis(sum.after(move)).outcome() == grundy::Outcome::previous_player_wins,
          "a winning move of " + sum.canonical() + " leaves a position that is not lost");
    return ++examined < 8;
  });
  if (analysis.outcome() == grundy::Outcome::draw) {
    examined = 0;
    analysis.drawing_moves([&](const grundy::Move& move) {
      check(grundy::Analysis(sum.after(move)).outcome() == grundy::Outcome::draw,
            "a drawing move of " + sum.canonical() + " leaves a position that is not a draw");
      return ++examined < 8;
    });
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  grundy::fuzz::only_library_errors([&] {
    const auto graph = grundy::DirectedGraph::parse(text, "fuzz.txt");
    check_labels(*graph);
    check_play(graph);
  });
  return 0;
}

#include "board.hpp"

#include <algorithm>
#include <unordered_map>
#include <vector>

#include "grundy/game_graph.hpp"
#include "grundy/lasker.hpp"
#include "grundy/moore.hpp"
#include "grundy/nim.hpp"
#include "grundy/staircase.hpp"
#include "grundy/subtraction.hpp"
#include "grundy/take_and_break_game.hpp"
#include "grundy/welter.hpp"
#include "grundy/wythoff.hpp"

namespace grundy::web {

namespace {

bool small(const std::vector<std::uint64_t>& numbers) {
  return std::all_of(numbers.begin(), numbers.end(),
                     [](std::uint64_t n) { return n <= kMaxBoardTokens; });
}

// A heap game: `take` says what a click on a token does ("end": take it and
// every token to its right, as matches; "knock": knock down `knock` adjacent
// pins there, which may split the row), `split` whether the gaps between
// tokens can be clicked to split a heap in two without taking.
nlohmann::json heaps_board(const HeapGame& game, const std::string& take,
                           std::vector<std::uint64_t> knock, bool split) {
  return {{"kind", "heaps"},
          {"heaps", game.heaps()},
          {"take", take},
          {"knock", std::move(knock)},
          {"split", split}};
}

nlohmann::json take_and_break_board(const TakeAndBreakGame& game) {
  const TakeAndBreakRule& rule = game.rule();
  if (rule.is_grundys_game()) return heaps_board(game, "none", {}, true);
  std::vector<std::uint64_t> knock;
  for (std::uint64_t k = 1; k < rule.digits().size(); ++k) {
    if (rule.digits()[k] != 0) knock.push_back(k);
  }
  const bool split =
      !rule.digits().empty() && (rule.digits()[0] & TakeAndBreakRule::kLeaveTwo) != 0;
  return heaps_board(game, "knock", std::move(knock), split);
}

// The cold (losing) positions of Wythoff's game on a board of `size` squares
// a side: the pairs (⌊kφ⌋, ⌊kφ²⌋) both ways round.
nlohmann::json cold_positions(std::uint64_t size) {
  nlohmann::json cold = nlohmann::json::array();
  for (std::uint64_t k = 0;; ++k) {
    const std::uint64_t lower = lower_wythoff(k);
    if (lower >= size) break;
    const std::uint64_t upper = lower + k;
    if (upper >= size) continue;  // a later pair may still fit: its lower member is larger
    cold.push_back({lower, upper});
    if (k > 0) cold.push_back({upper, lower});
  }
  return cold;
}

// A game graph: the vertices the tokens can reach, in layers by their
// distance from the tokens (breadth first), the edges among them, and where
// the tokens stand; "list" beyond kMaxBoardTokens vertices.
nlohmann::json graph_board(const GameGraph& game) {
  const DirectedGraph& graph = game.graph();
  std::unordered_map<std::uint32_t, std::size_t> index;  // vertex -> place in `order`
  std::vector<std::uint32_t> order;
  std::vector<std::size_t> layer;
  for (std::uint32_t token : game.tokens()) {
    if (index.emplace(token, order.size()).second) {
      order.push_back(token);
      layer.push_back(0);
    }
  }
  for (std::size_t next = 0; next < order.size(); ++next) {
    for (std::uint32_t follower : graph.followers(order[next])) {
      if (!index.emplace(follower, order.size()).second) continue;
      if (order.size() == kMaxBoardTokens) return {{"kind", "list"}};
      order.push_back(follower);
      layer.push_back(layer[next] + 1);
    }
  }
  nlohmann::json vertices = nlohmann::json::array();
  nlohmann::json edges = nlohmann::json::array();
  for (std::size_t v = 0; v < order.size(); ++v) {
    vertices.push_back({{"name", graph.name(order[v])}, {"layer", layer[v]}});
    for (std::uint32_t follower : graph.followers(order[v]))
      edges.push_back({v, index.at(follower)});
  }
  nlohmann::json tokens = nlohmann::json::array();
  for (std::uint32_t token : game.tokens()) tokens.push_back(index.at(token));
  return {{"kind", "graph"}, {"vertices", vertices}, {"edges", edges}, {"tokens", tokens}};
}

}  // namespace

nlohmann::json board_json(const Component& component) {
  const nlohmann::json list = {{"kind", "list"}};
  if (const auto* heaps = dynamic_cast<const HeapGame*>(&component)) {
    if (!small(heaps->heaps())) return list;
    if (dynamic_cast<const Nim*>(heaps) || dynamic_cast<const Subtraction*>(heaps) ||
        dynamic_cast<const Bash*>(heaps)) {
      return heaps_board(*heaps, "end", {}, false);
    }
    if (dynamic_cast<const LaskerNim*>(heaps)) return heaps_board(*heaps, "end", {}, true);
    if (const auto* octal = dynamic_cast<const TakeAndBreakGame*>(heaps))
      return take_and_break_board(*octal);
    return list;
  }
  if (const auto* moore = dynamic_cast<const MooreNim*>(&component)) {
    if (!small(moore->heaps())) return list;
    return {{"kind", "moore"}, {"heaps", moore->heaps()}, {"k", moore->k()}};
  }
  if (const auto* wythoff = dynamic_cast<const Wythoff*>(&component)) {
    const std::uint64_t size = std::max(wythoff->first(), wythoff->second()) + 1;
    if (size > kMaxBoardTokens) return list;
    return {{"kind", "wythoff"},
            {"first", wythoff->first()},
            {"second", wythoff->second()},
            {"cold", cold_positions(size)}};
  }
  if (const auto* staircase = dynamic_cast<const Staircase*>(&component)) {
    if (!small(staircase->steps())) return list;
    return {{"kind", "staircase"}, {"steps", staircase->steps()}};
  }
  if (const auto* graph = dynamic_cast<const GameGraph*>(&component)) return graph_board(*graph);
  if (const auto* welter = dynamic_cast<const Welter*>(&component)) {
    if (!small(welter->squares())) return list;
    return {{"kind", "welter"}, {"squares", welter->squares()}};
  }
  return list;
}

}  // namespace grundy::web

#include "board.hpp"

#include <algorithm>

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
  if (const auto* welter = dynamic_cast<const Welter*>(&component)) {
    if (!small(welter->squares())) return list;
    return {{"kind", "welter"}, {"squares", welter->squares()}};
  }
  return list;
}

}  // namespace grundy::web

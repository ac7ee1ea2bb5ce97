#include "grundy/remoteness.hpp"

#include <algorithm>
#include <memory>
#include <vector>

#include "grundy/analysis.hpp"
#include "grundy/deadline.hpp"
#include "grundy/errors.hpp"
#include "grundy/resource_limit.hpp"
#include "grundy/translate.hpp"

namespace grundy {

namespace {

// Thrown inside the search when the limits are reached.
struct OverBudget {};
struct TooManyMoves {};
struct TooLongToWrite {};

}  // namespace

RemotenessSearch::RemotenessSearch(PlayConvention convention, const RemotenessLimits& limits)
    : convention_(convention), limits_(limits) {}

std::optional<std::uint64_t> RemotenessSearch::remoteness(const Sum& position) {
  beyond_reason_.clear();
  for (const ComponentPtr& component : position.components()) {
    if (component->can_repeat()) {
      beyond_reason_ = translate("play can return to a position, so a game may never end");
      return std::nullopt;
    }
  }
  if (position.number_count() > limits_.max_numbers) {
    beyond_reason_ =
        format_translated("the position holds more than {} numbers", limits_.max_numbers);
    return std::nullopt;
  }
  // Mostly asked of positions the search has met already (the results of
  // the moves of one it searched).
  std::string key = position.canonical();
  if (const auto found = known_.find(key); found != known_.end()) return found->second.remoteness;
  if (exhausted_.empty()) {
    try {
      return search(position, std::move(key)).remoteness;
    } catch (const OverBudget&) {
      exhausted_ =
          format_translated("the game tree has more than {} positions", limits_.max_positions);
    } catch (const TooLongToWrite&) {
      exhausted_ = format_translated("the game tree's positions take more than {} to write",
                                     format_bytes(limits_.max_key_bytes));
    } catch (const TooManyMoves&) {
      exhausted_ = format_translated("a position of the game tree has more than {} moves",
                                     limits_.max_moves);
    } catch (const LimitError&) {
      exhausted_ = translate("a position of the game tree is beyond the limits");
    }
  }
  beyond_reason_ = exhausted_;
  return std::nullopt;
}

// Depth first without recursion (a game can last millions of moves). Each
// frame holds the options still to follow and what they gave so far.
RemotenessSearch::Known RemotenessSearch::search(const Sum& root, std::string root_key) {
  struct Frame {
    std::string key;
    std::vector<Sum> options;
    std::size_t next = 0;
    std::optional<std::uint64_t> fastest_win = std::nullopt;  // least remoteness of a lost option
    std::uint64_t slowest = 0;                 // greatest remoteness of any option
  };
  const auto options_of = [&](const Sum& position) {
    std::vector<Sum> options;
    const auto add = [&](const Move& move) {
      check_deadline();
      if (++moves_examined_ > 4 * limits_.max_positions) throw OverBudget{};
      options.push_back(position.after(move));
      return true;
    };
    if (convention_ == PlayConvention::normal) {
      const Analysis analysis(position);
      if (analysis.outcome() == Outcome::next_player_wins) {
        // Only the moves to lost positions can give the minimum.
        analysis.winning_moves(add);
        return options;
      }
    }
    for (std::size_t c = 0; c < position.components().size(); ++c) {
      position.components()[c]->all_moves([&](const Move& move) {
        if (options.size() == limits_.max_moves) throw TooManyMoves{};
        Move in_sum = move;
        in_sum.component = c;
        return add(in_sum);
      });
    }
    return options;
  };
  const auto absorb = [](Frame& frame, const Known& option) {
    frame.slowest = std::max(frame.slowest, option.remoteness);
    if (!option.won && (!frame.fastest_win || option.remoteness < *frame.fastest_win))
      frame.fastest_win = option.remoteness;
  };

  std::vector<Frame> path;
  path.push_back({std::move(root_key), options_of(root)});
  Known last;
  while (!path.empty()) {
    if (path.back().next < path.back().options.size()) {
      Sum option = std::move(path.back().options[path.back().next++]);
      std::string key = option.canonical();
      if (const auto found = known_.find(key); found != known_.end()) {
        absorb(path.back(), found->second);
        continue;
      }
      if (known_.size() + path.size() >= limits_.max_positions) throw OverBudget{};
      key_bytes_ += key.size();
      if (key_bytes_ > limits_.max_key_bytes) throw TooLongToWrite{};
      std::vector<Sum> next = options_of(option);
      path.push_back({std::move(key), std::move(next)});
      continue;
    }
    Frame& done = path.back();
    if (done.options.empty()) {
      // No move: lost in normal play, won in misère play (the opponent made
      // the last move).
      last = {convention_ == PlayConvention::misere, 0};
    } else {
      last.won = done.fastest_win.has_value();
      last.remoteness = 1 + (last.won ? *done.fastest_win : done.slowest);
    }
    known_.emplace(std::move(done.key), last);
    path.pop_back();
    if (!path.empty()) absorb(path.back(), last);
  }
  return last;
}

}  // namespace grundy

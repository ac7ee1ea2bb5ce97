// The game-independent engine: Grundy values by memoised search.
//
// A family that has no closed form (or whose closed form is being tested)
// describes its rules as a type with a Position and its options; the engine
// does the rest. The search keeps its own stack, so a game whose play can last
// millions of moves needs no deep recursion.
#pragma once

#include <concepts>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "grundy/deadline.hpp"
#include "grundy/errors.hpp"
#include "grundy/nimber.hpp"
#include "grundy/translate.hpp"

namespace grundy {

// Who wins when no move is left. Normal play: the last player to move wins.
// Misère play: the last player to move loses.
enum class PlayConvention { normal, misere };

// Rules of an impartial game: the positions reachable in one move.
template <class R>
concept ImpartialRules = requires(const R& rules, const typename R::Position& position) {
  typename R::Position;
  { rules.options(position) } -> std::convertible_to<std::vector<typename R::Position>>;
};

template <ImpartialRules Rules, class Hash = std::hash<typename Rules::Position>,
          class Equal = std::equal_to<typename Rules::Position>>
class GrundySearch {
 public:
  using Position = typename Rules::Position;

  // `max_positions` bounds the memo; beyond it the search throws LimitError
  // rather than exhausting memory. Under misère play the values are Conway's
  // misère Grundy values G⁻ (On Numbers and Games, chapter 12): 1 for a
  // position without moves, the mex of the options' values otherwise; the
  // player to move loses exactly when G⁻ is 0. Unlike normal values they do
  // not add by XOR, so misère searches run over whole sums.
  explicit GrundySearch(Rules rules = {}, std::size_t max_positions = 50'000'000,
                        PlayConvention convention = PlayConvention::normal)
      : rules_(std::move(rules)), max_positions_(max_positions), convention_(convention) {}

  // The Grundy value: the mex of the values of the options (Sprague–Grundy).
  // Throws RuleError if play can return to a position (the game graph has a
  // cycle), and LimitError past max_positions.
  Nimber grundy_value(const Position& start) {
    if (auto found = memo_.find(start); found != memo_.end()) return found->second;
    std::vector<Frame> stack;
    try {
      enter(stack, start);
      run(stack);
    } catch (...) {
      // Leave no position marked as in progress, so the memo stays usable.
      for (const Frame& frame : stack) memo_.erase(frame.position);
      throw;
    }
    return memo_.at(start);
  }

  // Lost for the player to move exactly when the value is 0.
  bool is_loss(const Position& position) { return grundy_value(position) == 0; }

  // The options whose value is `target` (target 0: the winning moves), in the
  // order the rules list them.
  std::vector<Position> options_of_value(const Position& position, Nimber target) {
    std::vector<Position> found;
    for (Position& option : rules_.options(position)) {
      if (grundy_value(option) == target) found.push_back(std::move(option));
    }
    return found;
  }

  const Rules& rules() const noexcept { return rules_; }
  std::size_t positions_known() const noexcept { return memo_.size(); }

  // A search may first be tried within a smaller bound, then go on with a
  // larger one: what it found stays in the memo.
  void set_max_positions(std::size_t max_positions) noexcept { max_positions_ = max_positions; }

 private:
  static constexpr Nimber kInProgress = ~Nimber{0};

  struct Frame {
    Position position;
    std::vector<Position> options;
    std::size_t next = 0;
  };

  void enter(std::vector<Frame>& stack, Position position) {
    check_deadline();
    if (memo_.size() >= max_positions_) {
      throw LimitError(
          format_translated("the search would need more than {} positions", max_positions_));
    }
    memo_.emplace(position, kInProgress);
    std::vector<Position> options;
    try {
      options = rules_.options(position);
    } catch (...) {
      memo_.erase(position);  // not on the stack yet, so the caller cannot
      throw;
    }
    stack.push_back({std::move(position), std::move(options), 0});
  }

  // Post-order walk: a position's value is set once all its options have one.
  void run(std::vector<Frame>& stack) {
    std::vector<Nimber> option_values;
    while (!stack.empty()) {
      Frame& top = stack.back();
      if (top.next < top.options.size()) {
        auto found = memo_.find(top.options[top.next]);
        if (found == memo_.end()) {
          Position option = top.options[top.next];  // `top` may move when the stack grows
          enter(stack, std::move(option));
        } else if (found->second == kInProgress) {
          throw RuleError("the game can return to an earlier position (its graph has a cycle)");
        } else {
          ++top.next;
        }
        continue;
      }
      option_values.clear();
      for (const Position& option : top.options) option_values.push_back(memo_.at(option));
      const bool misere_end = top.options.empty() && convention_ == PlayConvention::misere;
      memo_[top.position] = misere_end ? Nimber{1} : mex(option_values);
      stack.pop_back();
      if (!stack.empty()) ++stack.back().next;
    }
  }

  Rules rules_;
  std::size_t max_positions_;
  PlayConvention convention_;
  std::unordered_map<Position, Nimber, Hash, Equal> memo_;
};

// Hash for positions that are vectors of numbers (heaps, monks, ...).
struct NumberListHash {
  template <class Vector>
  std::size_t operator()(const Vector& numbers) const noexcept {
    std::size_t hash = numbers.size();
    for (auto n : numbers) {
      hash ^= std::hash<std::uint64_t>{}(static_cast<std::uint64_t>(n)) + 0x9e3779b97f4a7c15ULL +
              (hash << 6) + (hash >> 2);
    }
    return hash;
  }
};

}  // namespace grundy

// Your own games: describe the moves, and get values, outcomes, winning
// moves, sums with the built-in families and play for free.
//
//   struct Northcott { ... };          // or any game no family covers
//   struct CramRules {
//     using Position = std::uint32_t;  // the filled cells of a small board
//     std::vector<Position> options(Position filled) const;  // every move
//     std::string name() const { return "cram"; }            // optional
//     std::string text(Position filled) const;               // optional
//   };
//   auto cram = std::make_shared<grundy::CustomGame<CramRules>>(0);
//   grundy::Analysis analysis(grundy::Sum({cram, grundy::parse_expression("nim 3").components()[0]}));
//
// Rules need a Position type and options(position), the positions one move
// away (in a fixed order: a move is identified by its place in that list).
// Positions are compared with == and hashed with std::hash<Position>, or
// with Rules::Hash when the rules define it, or through a key when they
// define `static K key(const Position&)` (K hashable and comparable).
// Optional members: name() (the family name printed, "custom" otherwise),
// text(position) (printed positions; otherwise fmt formats the position),
// describe(from, to) (a move in words) and notation(from, to) (a move as a
// player types it; otherwise the text of the position it leaves).
//
// Every position reached from one CustomGame by moves shares one memo, so
// values are computed once. The game must end: a position that can recur
// is reported (RuleError), as is an exception thrown by options() (RuleError
// naming the position) and a game of more than `max_positions` positions
// (LimitError). For games whose positions can repeat, write the game graph
// out and use the `graph` family (game_graph.hpp).
#pragma once

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <concepts>
#include <cstddef>
#include <cstdint>
#include <exception>
#include <functional>
#include <memory>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "grundy/component.hpp"
#include "grundy/errors.hpp"
#include "grundy/search.hpp"

namespace grundy {

namespace custom_game_detail {

template <class Rules>
concept HasKey = requires(const typename Rules::Position& position) {
  { Rules::key(position) };
};

template <class Rules>
struct KeyHash {
  std::size_t operator()(const typename Rules::Position& position) const {
    return std::hash<std::decay_t<decltype(Rules::key(position))>>{}(Rules::key(position));
  }
};

template <class Rules>
struct KeyEqual {
  bool operator()(const typename Rules::Position& a, const typename Rules::Position& b) const {
    return Rules::key(a) == Rules::key(b);
  }
};

template <class Rules>
struct Hashing {
  using Hash = std::hash<typename Rules::Position>;
  using Equal = std::equal_to<typename Rules::Position>;
};
template <class Rules>
  requires requires { typename Rules::Hash; }
struct Hashing<Rules> {
  using Hash = typename Rules::Hash;
  using Equal = std::equal_to<typename Rules::Position>;
};
template <class Rules>
  requires(!requires { typename Rules::Hash; } && HasKey<Rules>)
struct Hashing<Rules> {
  using Hash = KeyHash<Rules>;
  using Equal = KeyEqual<Rules>;
};

}  // namespace custom_game_detail

// What CustomGame needs of the rules: a position type with options, and a
// way to hash and compare positions.
template <class R>
concept CustomRules =
    ImpartialRules<R> &&
    (requires { typename R::Hash; } || custom_game_detail::HasKey<R> ||
     requires(const typename R::Position& position) {
       { std::hash<typename R::Position>{}(position) } -> std::convertible_to<std::size_t>;
     }) &&
    (custom_game_detail::HasKey<R> || std::equality_comparable<typename R::Position>);

template <CustomRules Rules>
class CustomGame final : public Component {
 public:
  using Position = typename Rules::Position;
  using Search = GrundySearch<Rules, typename custom_game_detail::Hashing<Rules>::Hash,
                              typename custom_game_detail::Hashing<Rules>::Equal>;
  static constexpr std::size_t kDefaultMaxPositions = 10'000'000;

  explicit CustomGame(Position position, Rules rules = {}, std::size_t max_positions = kDefaultMaxPositions)
      : CustomGame(std::move(position), std::make_shared<Search>(std::move(rules), max_positions)) {}

  // A position sharing the memo of `search` (of another position of the game).
  CustomGame(Position position, std::shared_ptr<Search> search)
      : position_(std::move(position)), search_(std::move(search)) {}

  const Position& position() const noexcept { return position_; }
  const Rules& rules() const noexcept { return search_->rules(); }
  // How many positions the shared memo holds.
  std::size_t positions_known() const noexcept { return search_->positions_known(); }

  std::string family() const override {
    if constexpr (requires(const Rules& r) { { r.name() } -> std::convertible_to<std::string>; }) {
      return rules().name();
    } else {
      return "custom";
    }
  }
  std::string canonical() const override { return family() + " " + text(position_); }
  std::size_t number_count() const override { return 1; }

  Nimber grundy_value() const override {
    return guarded(position_, [&] { return search_->grundy_value(position_); });
  }

  void moves_to_value(Nimber, Nimber target, const MoveVisitor& visit) const override {
    const std::vector<Position> options = options_of(position_);
    for (std::size_t i = 0; i < options.size(); ++i) {
      const Nimber value = guarded(options[i], [&] { return search_->grundy_value(options[i]); });
      if (value == target && !visit(move_number(i))) return;
    }
  }

  void all_moves(const MoveVisitor& visit) const override {
    const std::size_t count = options_of(position_).size();
    for (std::size_t i = 0; i < count; ++i) {
      if (!visit(move_number(i))) return;
    }
  }

  std::string notation(const Move& move) const override {
    const Position to = option(move);
    if constexpr (requires(const Rules& r) { { r.notation(to, to) } -> std::convertible_to<std::string>; }) {
      return rules().notation(position_, to);
    } else {
      return text(to);
    }
  }

  std::string describe(const Move& move) const override {
    const Position to = option(move);
    if constexpr (requires(const Rules& r) { { r.describe(to, to) } -> std::convertible_to<std::string>; }) {
      return rules().describe(position_, to);
    } else {
      return "move to " + text(to);
    }
  }

  std::shared_ptr<const Component> after(const Move& move) const override {
    return std::make_shared<CustomGame>(option(move), search_);
  }

  std::vector<ValueRow> value_rows(std::size_t limit) const override {
    if (limit == 0) return {};
    return {ValueRow{"game", text(position_), grundy_value()}};
  }
  std::size_t value_row_count() const override { return 1; }

  // The text of a position: text(position) of the rules, or fmt's.
  std::string text(const Position& position) const {
    if constexpr (requires(const Rules& r) { { r.text(position) } -> std::convertible_to<std::string>; }) {
      return rules().text(position);
    } else {
      static_assert(fmt::is_formattable<Position>::value,
                    "give the rules a `std::string text(const Position&) const` to print positions");
      return fmt::format("{}", position);
    }
  }

  // The position of your game that `move` (one of this position's) leaves,
  // as your rules wrote it. Throws RuleError for a move it does not have.
  Position option(const Move& move) const {
    std::vector<Position> options = options_of(position_);
    if (move.taken == 0 || move.taken > options.size()) {
      throw RuleError(fmt::format("there is no move {} from {}: it has {} moves", move.taken, canonical(),
                                  options.size()));
    }
    return std::move(options[move.taken - 1]);
  }

 private:
  // A move is the option's place in options(): heap 0, `taken` = place + 1.
  static Move move_number(std::size_t i) { return Move{0, 0, i + 1, {}}; }

  std::vector<Position> options_of(const Position& position) const {
    return guarded(position, [&] { return std::vector<Position>(rules().options(position)); });
  }

  // Runs `work`, turning an exception that is not one of the library's into
  // a RuleError naming the game and the position.
  template <class Work>
  auto guarded(const Position& position, Work&& work) const -> decltype(work()) {
    try {
      return work();
    } catch (const Error&) {
      throw;
    } catch (const std::exception& error) {
      std::string where;
      try {
        where = text(position);
      } catch (...) {
        where = "?";
      }
      throw RuleError(fmt::format("the moves of the game '{}' failed at or after position {}: {}", family(), where,
                                  error.what()));
    }
  }

  Position position_;
  std::shared_ptr<Search> search_;
};

}  // namespace grundy

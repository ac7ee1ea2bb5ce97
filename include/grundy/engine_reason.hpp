// Why the engine made its move (engine_move, game_play.hpp), as facts that
// `grundy play` and the page's API both write in the request's language
// (engine_reason_text.hpp, in report/): in
// Nim, the columns of the binary table that were unpaired and are paired now;
// in other games the same in Grundy values; a family's own rule where it has
// one; for a lone game of one row (Chomp, a graph), the mex that makes a value
// 0, since there is nothing to pair; misère Nim's rule under misère play; and when the engine is lost, that
// no move wins and how long or how narrowly this one holds out.
//
// The reason is read off the engine's choice (EngineMove), so it is made
// beside the engine; report/ writes it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <variant>

#include "grundy/game_play.hpp"
#include "grundy/nimber.hpp"
#include "grundy/solution.hpp"
#include "grundy/sum.hpp"

namespace grundy {

// Normal play, positions that repeat: no move wins, and this one keeps the
// draw (the position's value, e.g. "∞(0,1)").
struct KeepsDrawReason {
  std::string value;
};
// A lone game with a rule of its own (Component::winning_rule), in words.
struct FamilyRuleReason {
  std::string rule;
};
// The move wins by the game's rule, though its Grundy value is not computed.
struct UncomputedWinReason {};
// Nim: the position's value `total` had these columns unpaired; now every
// column holds its 1s in pairs.
struct NimColumnsReason {
  Nimber total = 0;
};
// A lone game that is one row of the pairing table (not a sum of heaps) and
// has no rule of its own: the move leaves a position of value 0, whose
// options all have other values. "Every column paired" would pair nothing.
struct LoneZeroReason {
  Nimber from = 0;
};
// Any other sum: the Grundy value of one part goes from `from` to `to`, which
// pairs the columns of `total`. `game` (from 0) is set in a sum of several
// games, `heap` (from 0) when the part is one heap of its game.
struct ValueChangeReason {
  std::optional<std::size_t> game;
  std::optional<std::size_t> heap;
  Nimber from = 0;
  Nimber to = 0;
  Nimber total = 0;
};
// Misère play, winning moves: the move leaves an odd number of heaps of 1 and
// nothing else; or a Nim position with two heaps of 2 or more and every column
// paired; or, in any other game, a position of misère value 0.
struct MisereOnesReason {
  std::uint64_t heaps_of_one = 0;
};
struct MisereNimReason {};
struct MisereZeroReason {};
// Every move loses against perfect play. Normal play says why (the values
// were already paired, in Nim's columns or in Grundy values; a lone game of
// one row has value 0, every option another value; or the game's rule says
// so); then this move makes the game last longest (`remoteness`
// more moves), or leaves the opponent the fewest winning replies among the
// moves examined.
struct LosingMoveReason {
  enum class Lost { by_rule, nim_columns_paired, values_paired, lone_value_zero, misere };
  Lost lost = Lost::values_paired;
  std::optional<std::uint64_t> remoteness;
  std::uint64_t winning_replies = 0;
  bool every_move_examined = true;
};

using EngineReason = std::variant<KeepsDrawReason, FamilyRuleReason, UncomputedWinReason,
                                  NimColumnsReason, LoneZeroReason, ValueChangeReason,
                                  MisereOnesReason,
                                  MisereNimReason, MisereZeroReason, LosingMoveReason>;

// The reason for `choice`, the engine's move from `before` under `convention`.
EngineReason engine_reason(const Sum& before, const EngineMove& choice, PlayConvention convention);

}  // namespace grundy

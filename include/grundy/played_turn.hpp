// One turn of a game played by a front end that keeps no state between
// moves (the page): the player's move, then, when asked, the engine's
// reply, and where the game stands after them. The page sends the position
// and the move; the answer says what happened in the game's own terms, and
// report/ writes it (turn_json.hpp).
#pragma once

#include <chrono>
#include <optional>
#include <string>

#include "grundy/engine_reason.hpp"
#include "grundy/game_play.hpp"
#include "grundy/remoteness.hpp"
#include "grundy/solution.hpp"
#include "grundy/sum.hpp"

namespace grundy {

// Who made a move of the turn: the person playing, or the engine.
enum class Mover { player, engine };

// The engine's reply: its move, and why it chose it.
struct EngineReply {
  std::size_t component = 0;  // the game of the sum it moved in
  std::string move;           // in the game's notation ("4:8->4")
  std::string description;    // in words, in the thread's language
  EngineReason reason;
};

struct PlayedTurn {
  std::string description;  // the player's move in words, in the thread's language
  std::optional<EngineReply> reply;
  Sum position;  // after the player's move and the reply
  PlayConvention convention = PlayConvention::normal;
  Mover last_mover = Mover::player;

  bool finished() const { return !has_move(position); }
  // When the game is over: normal play, whoever moved last; misère play,
  // the other.
  std::optional<Mover> winner() const;
};

// How far the engine may go for its reply.
struct ReplyLimits {
  SolveLimits solve;  // misère play: the search that decides the position
  RemotenessLimits remoteness{kEngineRemotenessPositions};
  std::chrono::milliseconds time_budget{};  // engine_move's budget for its optional work
};

// Plays `chosen` (a legal move of `position`), then the engine's reply when
// `reply` is given and a move is left. Under misère play the position is
// solved first, so that a position too large for the search is refused
// (LimitError) before anything is played.
PlayedTurn play_turn(const Sum& position, const Move& chosen, PlayConvention convention,
                     const std::optional<ReplyLimits>& reply);

}  // namespace grundy

// A game in play: the position, the moves made (for undo), whose turn it is,
// reading a move as a player types it, and the computer players: the engine
// (perfect play), a random player and the naive player of the match girl's
// story. Nothing here reads or writes a terminal; `grundy play` does.
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <random>
#include <string_view>
#include <vector>

#include "grundy/family.hpp"
#include "grundy/generalized_value.hpp"
#include "grundy/move.hpp"
#include "grundy/nimber.hpp"
#include "grundy/remoteness.hpp"
#include "grundy/search.hpp"
#include "grundy/solution.hpp"
#include "grundy/sum.hpp"

namespace grundy {

class GameInPlay {
 public:
  explicit GameInPlay(Sum start, PlayConvention convention = PlayConvention::normal);

  const Sum& position() const noexcept { return positions_.back(); }
  const Sum& start() const noexcept { return positions_.front(); }
  // The moves made so far, in order (each names its component).
  const std::vector<Move>& moves() const noexcept { return moves_; }
  // 0 when the first player is to move, 1 when the second is.
  int player_to_move() const noexcept { return static_cast<int>(moves_.size() % 2); }

  // Normal play: a player with no move has lost, so the game is over exactly
  // when the player to move has none, and the other player has won.
  bool over() const;
  // 0 (first player) or 1 (second player); only once over(). In normal play
  // the player who made the last move wins; in misère play that one loses.
  int winner() const noexcept {
    return convention_ == PlayConvention::misere ? player_to_move() : 1 - player_to_move();
  }
  PlayConvention convention() const noexcept { return convention_; }

  // Makes a move of the current position (one that read_move or a player
  // below gave; Sum::after throws RuleError for a move that is not legal).
  void play(const Move& move);
  bool can_undo() const noexcept { return !moves_.empty(); }
  // Takes the last move back; throws RuleError when there is none.
  void undo();

  // The position before move i (i < moves().size()), or after the last.
  const Sum& position_at(std::size_t i) const { return positions_.at(i); }

 private:
  std::vector<Sum> positions_;  // the start, then the position after each move
  std::vector<Move> moves_;
  PlayConvention convention_;
};

// The value history of a game: for each position from the start to the end,
// its value (the misère value G⁻ under misère play; unknown where the engine
// answers by a rule only) and who was winning, the player to move or not.
// A move is a turning point when it was made from a won position and left
// one that the opponent wins: the mover gave the win away (or a win or a
// draw became worse for the mover in general: a won position left drawn, a
// drawn one left lost).
struct HistoryEntry {
  std::optional<Nimber> value;
  Outcome outcome = Outcome::previous_player_wins;  // for the player to move here
  bool turning_point = false;                       // the move made from here gave the win away
};
std::vector<HistoryEntry> value_history(const GameInPlay& game, const SolveLimits& limits = {});

// Whether any move is left in the position.
bool has_move(const Sum& position);

// The move a player typed, in one of these forms:
//  - the family's notation, or a shorthand it documents (Component::parse_move),
//    e.g. "4:8->4" or "4 4" in Nim: take 4 tokens from heap 4;
//  - in a sum, the same after "game N" (N from 1), e.g. "game 2: 1 3";
//  - the whole position the move leaves, as a game expression ("nim 5 6 7 4"),
//    or, after "game N", that game's position.
// Throws ParseError when the text is not a move, RuleError saying why a move
// is not legal.
Move read_move(const Sum& position, std::string_view text,
               const FamilyRegistry& families = FamilyRegistry::builtin());

// What the engine chose, and why.
struct EngineMove {
  Move move;
  // True when the move leaves the opponent lost against perfect play.
  bool wins = false;
  // When the engine is lost: how many winning replies the move leaves the
  // opponent (the fewest of the moves examined).
  std::uint64_t winning_replies = 0;
  // False when the position was too large to examine every move, so that
  // only the first moves of each heap (Component::first_moves) were tried.
  bool every_move_examined = true;
  // True in a draw (a game graph with cycles): the move keeps the draw, the
  // first of Analysis::drawing_moves; every other move lets the opponent win.
  bool keeps_draw = false;
  // The remoteness of the position the move leaves, when the search for it
  // stayed within its limits (remoteness.hpp).
  std::optional<std::uint64_t> remoteness = std::nullopt;
};

// Perfect play. In a won position: the winning move that wins fastest (the
// least remoteness, remoteness.hpp), the first that the analysis lists among
// equals; where the remoteness is beyond its limits, the first winning move.
// A lone component whose value is beyond the limits is played by its rule
// (Component::moves_to_loss). In a lost position every move loses against
// perfect play, but the engine does not give up: it picks the move that makes
// the game last longest (the greatest remoteness), then the one that leaves
// the opponent the fewest winning replies, ties broken by the smallest change
// (fewest tokens taken), then by the order of the moves. Throws RuleError
// when there is no move.
EngineMove engine_move(const Sum& position);

// The same under misère play (misere.hpp): the first winning move that
// MisereAnalysis lists; in a lost position the move leaving the fewest
// winning replies among at most kMaxMisereCandidates moves.
// `remoteness` bounds the search for the remoteness: the engine plays many
// moves, so it searches less than a report (a server asks for less still).
inline constexpr std::uint64_t kEngineRemotenessPositions = 20'000;
// `time_budget` bounds the optional part of the choice (deadline.hpp): the
// remoteness search, and, in a lost position, the examination of the
// candidates beyond the first; past it, the engine plays the best move found
// so far. 0: no budget (the same move on every machine).
EngineMove engine_move(const Sum& position, PlayConvention convention,
                       const RemotenessLimits& remoteness = {kEngineRemotenessPositions},
                       std::chrono::milliseconds time_budget = {});
inline constexpr std::size_t kMaxMisereCandidates = 200;

// A move chosen uniformly among every move (or, in a position with more than
// kMaxRandomChoices moves, among the first moves of each heap). Deterministic
// for a given generator state on every platform (see uniform_below).
Move random_move(const Sum& position, std::mt19937_64& random);

// The naive player, the gentleman of the story: one token from the last heap
// that allows a move (Component::naive_move of the last component that has
// one). Throws RuleError when there is no move.
Move naive_move(const Sum& position);

// A number in 0 .. n-1 (n >= 1), uniformly, by rejection sampling on the
// generator's raw 64-bit output. std::uniform_int_distribution is not used:
// its algorithm differs between standard libraries, and a seed must replay
// the same game everywhere.
std::uint64_t uniform_below(std::mt19937_64& random, std::uint64_t n);

// The most moves a random choice is made among.
inline constexpr std::uint64_t kMaxRandomChoices = 10'000;

}  // namespace grundy

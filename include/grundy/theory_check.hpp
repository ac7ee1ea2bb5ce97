// The seed's checker, as library functions: the theory (closed forms,
// periods, rules, Sprague–Grundy) against brute-force search on small
// positions, and the engine against a random player. `grundy verify` prints
// the results; the tests assert them.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

#include "grundy/nimber.hpp"
#include "grundy/search.hpp"
#include "grundy/sum.hpp"

namespace grundy {

// Grundy values by brute force: the mex of the values of the positions that
// every move leads to (Component::all_moves and Sum::after), remembered by
// canonical form. No family's closed form, period or rule takes part, and a
// sum is searched as one game, so Sprague–Grundy is checked too.
class BruteForce {
 public:
  // Throws LimitError past `max_positions` remembered positions. Under
  // misère play the values are misère Grundy values (1 without moves).
  explicit BruteForce(std::size_t max_positions = 2'000'000, PlayConvention convention = PlayConvention::normal)
      : max_positions_(max_positions), convention_(convention) {}

  Nimber grundy_value(const Sum& position);
  std::size_t positions_known() const noexcept { return memo_.size(); }

 private:
  std::size_t max_positions_;
  PlayConvention convention_;
  std::unordered_map<std::string, Nimber> memo_;
};

// One family (or sum) checked on a set of small positions.
struct TheoryCheck {
  std::string positions;          // what was checked, e.g. "nim A B and nim A B C, A, B, C = 0..15"
  std::uint64_t checked = 0;      // positions compared
  std::uint64_t agreed = 0;       // positions where everything agreed
  std::string first_difference;   // the first position that disagreed, and how ("" when none)
};

// For each position: the Grundy value (where the theory computes one), who
// wins, and the set of winning moves, theory against brute force. Nim on
// every position of 2 and 3 heaps of 0 to 15 (4352 positions), then small
// positions of every family and of sums of different families.
std::vector<TheoryCheck> check_theory_against_brute_force();

// Under misère play the engine's answer is MisereAnalysis's (misere.hpp),
// with or without its tame-genus shortcut; the brute force must have the same
// convention.
struct TheoryCheckOptions {
  PlayConvention convention = PlayConvention::normal;
  bool use_tame_genus = true;
};

// Checks one list of positions (game expressions), labelled `positions`.
TheoryCheck check_positions(const std::string& positions, const std::vector<std::string>& expressions,
                            BruteForce& brute_force, const TheoryCheckOptions& options = {});

// The same under misère play: misère Nim on every position of 2 to 4 heaps of
// 0 to 7 (4672 positions), sums of two families by the tame-genus shortcut
// and by search, and single heaps of Kayles, Dawson's Kayles and Grundy's
// game (their misère values as MisereSequence computes them).
std::vector<TheoryCheck> check_misere_against_brute_force();

// Games of the engine against the random player from random Nim positions.
struct EngineGames {
  std::uint64_t games = 0;
  std::uint64_t should_win = 0;       // games whose start the engine wins with perfect play
  std::uint64_t won_should_win = 0;   // ... and won
  std::uint64_t should_lose = 0;      // the others: lost against perfect play
  std::uint64_t won_should_lose = 0;  // ... and won all the same, after a random mistake
  std::string first_failure;          // a game the engine should have won and lost ("" when none)
};

// `games` games, each from a random Nim position of 2 to 4 heaps of 0 to 15;
// who moves first (the engine or the random player) is drawn as well. The
// same seed replays the same games on every platform.
EngineGames play_engine_against_random(std::uint64_t games, std::uint64_t seed,
                                       PlayConvention convention = PlayConvention::normal);

}  // namespace grundy

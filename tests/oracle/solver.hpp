// The reference answers: values, outcomes and winning moves of whole
// positions by plain search over every position reachable from them.
//
// A sum is searched as one game (no Sprague–Grundy; only the order of the
// heaps within a row is ignored, as the rules ignore it), and under either
// convention from the definitions only:
// - normal play: a position without moves is lost for the player to move;
//   the Grundy value is the mex of the options' values;
// - misère play: a position without moves is won; the misère Grundy value is
//   1 there and the mex of the options' values elsewhere (Conway), 0 exactly
//   at the positions the player to move loses.
// Remoteness (Steinhaus), from its definition: 0 at a position without
// moves; at a won position 1 + the least remoteness of an option that is
// lost for the player to move there (the winner hurries); at a lost one 1 +
// the greatest remoteness of any option (the loser delays).
// When play can return to a position (a game graph with cycles), normal-play
// outcomes come from retrograde analysis (a position is lost when every move
// reaches a won one, won when some move reaches a lost one, drawn otherwise),
// and the generalized value from the outcomes of the position beside a Nim
// heap of k: G + *k is lost exactly when γ(G) = k, and won exactly when k is
// one of the finite values K of γ(G) = ∞(K) (Smith 1966).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "rules.hpp"

namespace oracle {

enum class Convention { normal, misere };

// N: the player to move wins; P: the player to move loses; D: a draw.
enum class Outcome { next, previous, draw };

char outcome_letter(Outcome outcome);

struct Answer {
  std::string position;                         // canonical text
  std::optional<std::uint64_t> value;           // finite value (misère: G⁻)
  std::vector<std::uint64_t> infinite_options;  // K of ∞(K), when value is empty
  Outcome outcome = Outcome::previous;
  std::vector<std::string> winning;  // positions the winning moves leave, sorted
  std::vector<std::string> drawing;  // at a draw: positions the drawing moves leave
  std::vector<std::string> options;  // every position one move away, sorted
  // Remoteness of the position and of each option (by text); empty where
  // play can return to a position.
  std::optional<std::uint64_t> remoteness;
  std::unordered_map<std::string, std::uint64_t> option_remoteness;
};

class Solver {
 public:
  // Throws OracleTooLarge when a question would need more than
  // `max_positions` positions in all; reads no file unless read_files.
  explicit Solver(std::size_t max_positions = 2'000'000, bool read_files = true)
      : max_positions_(max_positions), reader_(read_files) {}

  Answer solve(const std::string& position_text, Convention convention);

  // The canonical text of a position, then of every position one move away
  // (sorted), without valuing anything.
  std::vector<std::string> options(const std::string& position_text);

  // Just who wins, for callers that ask often.
  Outcome outcome(const std::string& position_text, Convention convention);

  // Every position reachable from `position_text`, itself included, with its
  // outcome: the whole table one search builds, for tests that hold a theory
  // against every position the search met rather than one answer. Texts are
  // canonical with the heaps of a row in increasing order.
  std::vector<std::pair<std::string, Outcome>> reachable_outcomes(const std::string& position_text,
                                                                  Convention convention);

  std::size_t positions_known() const noexcept { return texts_.size(); }

 private:
  using Id = std::uint32_t;
  // The id of the position's normal form (heaps of a row sorted).
  Id id_of(const Position& written);
  void expand(Id id);
  // Every position reachable from `start`, expanded, in the order found.
  std::vector<Id> reachable(Id start);
  // Finite values of every position reachable from `start`, or false when
  // play can return to a position.
  bool compute_values(Id start, Convention convention);
  // Normal-play outcomes and generalized values by retrograde analysis.
  void compute_loopy(Id start);
  Outcome outcome_of(Id id, Convention convention);

  std::size_t max_positions_;
  Reader reader_;
  std::unordered_map<std::string, Id> ids_;
  std::vector<std::string> texts_;
  std::vector<Position> positions_;
  std::vector<std::vector<Id>> options_;  // sorted, no repeats, once expanded
  std::vector<bool> expanded_;
  // Per convention: finite value, or -1 unknown, -2 part of a loopy game.
  std::vector<std::int64_t> values_[2];
  std::vector<std::uint64_t> remoteness_[2];  // valid where values_ is
  std::vector<Outcome> loopy_outcomes_;
  std::vector<std::vector<std::uint64_t>> loopy_infinite_;  // K, when infinite
  std::vector<std::optional<std::uint64_t>> loopy_values_;
  std::vector<bool> loopy_known_;
  std::vector<bool> on_path_;  // on the path of compute_values' search
};

}  // namespace oracle

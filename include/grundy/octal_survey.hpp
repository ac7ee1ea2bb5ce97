// A survey of octal games: for each code of a family (octal_pattern.hpp),
// its Grundy sequence computed until a theorem proves its period or a budget
// runs out, classified as the literature's tables classify games (Winning
// Ways, ch. 4; Flammenkamp's tables of every 0.??? and 4.??? game): solved
// with its preperiod and period, or open with how far it was computed; its
// largest value; for a game in the sparse-space regime, its rare positions;
// and which other code of the survey has the same sequence, shifted.
//
// Two sequences are "the same, shifted" when G_a(n) = G_b(n + offset) for
// every n >= 0: aligned at their first nonzero values, they agree. The code
// a class is named by is the one whose first nonzero value comes latest
// (so that every offset is at least 0), the first in the survey's order
// among those: the convention of the tables, where 0.07 (Dawson's Kayles)
// is 0.4 shifted by one. Two solved games are compared exactly: the same
// period and the same values through both preperiods and one period prove
// the sequences equal forever. Otherwise only "equal as far as computed" can
// be said, and the survey says how many values were compared.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "grundy/period_proof.hpp"

namespace grundy {

struct SurveyBudget {
  static constexpr std::uint64_t kDefaultValues = std::uint64_t{1} << 25;
  std::uint64_t max_values = kDefaultValues;  // a game computes at most G(0) .. G(max_values - 1)
  std::chrono::milliseconds per_game{std::chrono::seconds(12)};

  // The default budget for codes of `digits` digits after the point: enough
  // to prove every period the tables publish for them, and no more, so
  // that the games left open do not take longer than they must.
  //  - up to two digits: 2^20 values and 1 second; the longest proof, 0.56's
  //    (preperiod 326,640), reads 653,427 values;
  //  - three digits and more: 2^25 values and 12 seconds; 0.354's proof
  //    (preperiod 10,061,916) reads 20.1 million values, about 6 seconds on
  //    one core of the machine docs/survey.md names.
  static SurveyBudget for_digits(std::size_t digits);

  friend bool operator==(const SurveyBudget&, const SurveyBudget&) = default;
};

// The positions whose values are rare under the sparse space's mask (see
// grundy_sequence.hpp): given for an open game, and for a solved one whose
// period holds no rare position (then every rare position is known).
struct RareStatistics {
  std::uint16_t mask = 0;
  bool heap_parity = false;  // the domain form: the heap's parity counts too
  std::uint64_t count = 0;
  std::optional<std::uint64_t> last;
};

// The class a game belongs to, when it is not the one naming it.
struct SameSequence {
  std::string game;         // the code naming the class
  std::uint64_t offset = 0;  // G(n) = G_game(n + offset)
  bool proven = false;      // both periods proven: equal forever
  std::uint64_t compared = 0;  // the aligned values compared (not proven)
};

struct GameSurvey {
  // Why the computing stopped: the period was proven; the budget's values
  // or time were spent; a value would not fit the sequence (limit).
  enum class Stop { proven, values, time, limit };

  std::string game;  // the code as the pattern wrote it, "0.156"
  std::optional<PeriodProof> proof;
  std::uint64_t computed = 0;
  std::uint16_t largest_value = 0;
  std::uint64_t largest_at = 0;  // the first heap with the largest value
  std::optional<RareStatistics> rare;
  Stop stopped_by = Stop::values;
  std::chrono::nanoseconds time{0};
  SurveyBudget budget;
  std::optional<SameSequence> same_as;  // set by find_equivalences

  // What comparing needs. The first heap with a nonzero value (none when
  // every value computed is 0); the values kept: a solved game's preperiod
  // and one period, an open game's first kKeptValues; and for an open game,
  // fingerprints of its aligned values G(f) .. G(f + L - 1), f the first
  // nonzero heap, for each power of two L from kKeptValues up to what was
  // computed.
  static constexpr std::uint64_t kKeptValues = 4096;
  std::optional<std::uint64_t> first_nonzero;
  std::vector<std::uint16_t> kept;
  std::vector<std::pair<std::uint64_t, std::uint64_t>> fingerprints;  // (L, hash)

  bool solved() const noexcept { return proof.has_value(); }
  // The code naming the game's class: its own when it names one or is alone.
  const std::string& class_name() const noexcept { return same_as ? same_as->game : game; }
  // G(n) for n < computed of an open game (n < kept.size()), any n of a
  // solved one.
  std::uint16_t value_at(std::uint64_t n) const;
};

// "proven", "values", "time" or "limit": the JSON's and the checkpoint's name.
const char* stop_name(GameSurvey::Stop stop) noexcept;

// Computes the sequence of `code` until its period is proven or the budget
// is spent, and classifies it. `second_thread_allowed`, when given, is asked
// now and then whether the game may use a second thread (a survey allows it
// when fewer games run than there are cores).
GameSurvey survey_game(const std::string& code, const SurveyBudget& budget,
                       std::function<bool()> second_thread_allowed = {});

// Sets same_as of every game that has the same sequence as another, shifted
// (see the file comment), `games` in the survey's order.
void find_equivalences(std::vector<GameSurvey>& games);

// The fingerprint of `values` (any length), as GameSurvey::fingerprints
// holds them: a 64-bit hash, so "equal" beyond the kept values means equal
// but for a collision of chance 2^-64.
std::uint64_t fingerprint_step(std::uint64_t hash, std::uint16_t value) noexcept;
inline constexpr std::uint64_t kFingerprintSeed = 0xcbf29ce484222325ULL;

}  // namespace grundy

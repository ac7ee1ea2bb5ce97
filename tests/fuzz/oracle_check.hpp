// The fuzz targets' comparison with the reference oracle (tests/oracle), which
// shares no code with the engine: on small positions the engine's value,
// outcome and the set of positions its winning moves leave must be the
// oracle's, in normal and in misère play.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "expected_answer.hpp"
#include "grundy/family.hpp"
#include "solver.hpp"

namespace grundy::fuzz {

// Whole-sum searches stay small so that each input stays quick (the oracle
// spends about 0.2 ms a position under the sanitizers): it is asked only about
// positions whose bound (ExpectedAnswer::positions_bound) is at most this, in
// each convention. Normal play covers `lasker 12`, `nim 12 12 12`.
inline constexpr double kOracleNormalPositions = 3'000;
inline constexpr double kOracleMiserePositions = 500;

// The oracle's answer for a valid small position (Deserves::answer) within the
// bound above, else nullopt. Answers are memoised between inputs (the search
// is deterministic, so a fresh process gives the same answer).
std::optional<oracle::Answer> oracle_answer(const ExpectedAnswer& expected,
                                            oracle::Convention convention);

// A sum with a game on a graph or a board (ExpectedAnswer::pictures), whose
// validity the judge does not predict, is compared when three things hold:
// the engine has answered it (the caller asks only then), the rest of the sum
// is a valid small position, and the oracle reads it. The oracle reads the
// text as written first; when it refuses it for its grammar (the engine's is
// more lenient in places: blanks, "grid(3x4)"), it reads the engine's
// canonical text of the position instead, so the values and moves are still
// compared. When it refuses that too, grundy printed, for a position it
// answered, a text the oracle cannot read although the oracle reads grundy's
// printing of these games: that is a broken invariant (a finding). A refusal
// for size (OracleTooLarge: more than 64 vertices, edges or cells) is not.
// The other way round, the oracle reading a text that the engine refuses is
// not flagged: the engine's refusals for size are its own (compute limits),
// and whether it reads back what it prints is checked by the round trip.
//
// Small by the oracle's own measure: the cells, vertices or edges in play
// (the bits of the oracle's position, at most kOraclePictureBits, or
// kOracleMiserePictureBits in misère play), the rest within the bounds
// above, and the whole search within kOracleNormalPositions (or
// kOracleMiserePositions) positions, met or refused with OracleTooLarge
// (then nothing is compared).
inline constexpr int kOraclePictureBits = 16;
inline constexpr int kOracleMiserePictureBits = 12;
std::optional<oracle::Answer> oracle_answer_read(const ExpectedAnswer& expected,
                                                 std::string_view text,
                                                 const std::string& engine_canonical,
                                                 oracle::Convention convention);

// What the engine says, in the oracle's terms.
struct EngineAnswer {
  std::string position;                // canonical text
  std::optional<std::uint64_t> value;  // when known (misère: G⁻)
  char outcome = '?';                  // 'N' or 'P'
  // The winning moves, each named by its component and notation, and the
  // canonical texts they leave, in any order (two moves, of two equal heaps,
  // may leave the same position).
  std::vector<std::string> moves;
  std::vector<std::string> winning;
};

// Fails (and traps) unless the engine agrees with the oracle on everything.
// `where` says what was asked, for the message.
void check_against_oracle(const EngineAnswer& engine, const oracle::Answer& reference,
                          const std::string& where);

// Counts one answer compared with the oracle's, by convention and by family
// (each family in the position counts once).
void count_comparison(const oracle::Answer& reference, oracle::Convention convention);

// For LLVMFuzzerInitialize of the targets that compare with the oracle: at
// exit, prints how many answers were compared in each convention (and for
// each family), and fails
// the run (exit status 1) when it read a corpus directory (a run of ctest or
// `make fuzz`, not the replay of a few files) and compared nothing in either
// convention. Every comparison sits behind a size bound (above); without
// this, a run whose inputs all fell beyond it would pass having checked
// nothing against the oracle.
void require_oracle_comparisons(int argc, char** argv);

// Hands expected_answer.hpp the names of `families` (set_registered_families),
// so that a family it does not read is the oracle's to read rather than an
// unknown name; then fails if any is still taken for an unknown name.
void judge_registered_families(const FamilyRegistry& families);

}  // namespace grundy::fuzz

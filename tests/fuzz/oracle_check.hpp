// The fuzz targets' comparison with the reference oracle (tests/oracle), which
// shares no code with the engine: on small positions the engine's value,
// outcome and the set of positions its winning moves leave must be the
// oracle's, in normal and in misère play.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "expected_answer.hpp"
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

// Prints, at exit, how many answers were compared.
void count_comparison(oracle::Convention convention);

}  // namespace grundy::fuzz

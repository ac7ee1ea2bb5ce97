// What `grundy verify` found, as one value, and its JSON object
// (`grundy verify --json`; docs/reference/json.md):
//
//   {"play": "normal" | "misere",
//    "corpus": {"file": path, "positions": N},
//    "checks": [{"positions": label, "checked", "agreed",
//                "first_difference": text or null}],
//    "families": {family: {"checked", "agreed"}},   a sum counts for each of its families
//    "checked", "agreed",                           over every check
//    "games": {"games", "seed", "should_win", "won_should_win", "should_lose",
//              "won_should_lose", "first_failure": text or null},
//    "everything_agrees": bool}
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "grundy/theory_check.hpp"

namespace grundy {

struct VerifyReport {
  PlayConvention convention = PlayConvention::normal;
  std::string corpus_file;  // the oracle's corpus that was read
  std::uint64_t corpus_positions = 0;
  std::vector<TheoryCheck> checks;  // the theory's checks, then the corpus's
  std::uint64_t seed = 0;
  EngineGames games;

  std::uint64_t checked() const;
  std::uint64_t agreed() const;
  // Every position agreed and the engine won every game it should win.
  bool everything_agrees() const;
};

nlohmann::ordered_json verify_json(const VerifyReport& report);

}  // namespace grundy

// Remoteness (Steinhaus): how many moves a game lasts under perfect play when
// the winner hurries and the loser delays. A position without moves has
// remoteness 0; a won position, 1 + the least remoteness among the options
// lost for the player to move there; a lost one, 1 + the greatest remoteness
// among all its options. A lone Nim heap that is not empty has remoteness 1.
//
// Values add under the sum of games and remoteness does not, so it comes from
// a search of the whole position. In normal play the Sprague–Grundy values
// prune it: from a won position only the winning moves need be followed (the
// others leave won positions, which the minimum ignores). Misère play
// searches every move.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <unordered_map>

#include "grundy/search.hpp"
#include "grundy/sum.hpp"

namespace grundy {

struct RemotenessLimits {
  std::uint64_t max_positions = 100'000;  // distinct positions searched, over all calls
  std::size_t max_numbers = 32;           // larger positions are not searched at all
  // The search stops at a position whose moves must all be followed (a lost
  // one, or any in misère play) when it has more than this (a Wythoff
  // position near 10^17 has about 3*10^17): such a tree is beyond any
  // budget, and finding that out by following them would cost the whole
  // budget every time.
  std::uint64_t max_moves = 1000;
  // The positions kept are keyed by their text: a position written at
  // length (a game graph of thousands of edges, written inline) would make
  // each of them large, so their texts together are held to this.
  std::uint64_t max_key_bytes = std::uint64_t{32} << 20;
};

// One search, whose positions are kept between calls: the remoteness of the
// positions that moves from a searched position leave is then mostly known.
class RemotenessSearch {
 public:
  explicit RemotenessSearch(PlayConvention convention, const RemotenessLimits& limits = {});

  // The remoteness of `position`, or nullopt when it is beyond the limits
  // (then, and for every later call, the search is over), or when play can
  // return to a position (a game graph with cycles), where it is not defined.
  std::optional<std::uint64_t> remoteness(const Sum& position);

  std::uint64_t positions_searched() const noexcept { return known_.size(); }
  // Why the last call gave nullopt, in words ("" when it did not).
  const std::string& beyond_reason() const noexcept { return beyond_reason_; }

 private:
  struct Known {
    bool won = false;
    std::uint64_t remoteness = 0;
  };
  Known search(const Sum& root, std::string root_key);  // root_key: root.canonical()

  PlayConvention convention_;
  RemotenessLimits limits_;
  std::unordered_map<std::string, Known> known_;  // by canonical text
  std::uint64_t moves_examined_ = 0;
  std::uint64_t key_bytes_ = 0;  // the texts of the positions kept
  std::string exhausted_;  // why the search is over, once it is
  std::string beyond_reason_;
};

}  // namespace grundy

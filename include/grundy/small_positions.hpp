// Small positions of a family, as typed, for checks that compare the
// engine with a plain search of the rules (`grundy verify`): each family
// names its own (family.hpp, Family::small_positions), so that a new family
// is checked without a list elsewhere. The helpers write the usual shapes.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace grundy {

// Positions checked together, and how a table names them.
struct PositionSet {
  std::string label;                   // "lasker A (0..10), lasker A B (1..4)"
  std::vector<std::string> positions;  // expressions: "lasker 3", "lasker 1 4"
};

// A family's sets under each convention. Misère sets are searched (no
// family but Nim has a misère theory the engine uses alone), so they are
// smaller.
struct SmallPositions {
  std::vector<PositionSet> normal;
  std::vector<PositionSet> misere;
};

// Every list of `count` numbers in 0 .. most, as text ("3 0 7"), in the
// order of counting.
std::vector<std::string> number_lists(std::size_t count, std::uint64_t most);

// "`game` LIST" for each list.
std::vector<std::string> with_prefix(const std::string& game,
                                     const std::vector<std::string>& lists);

// `game` with every list of `count` numbers in 0 .. most, labelled
// "`game` A B (0..most)".
PositionSet every_list(const std::string& game, std::size_t count, std::uint64_t most);

// Single heaps 0 .. `single` and pairs of heaps a <= b in 1 .. `pair`:
// enough to cross every digit of the short codes of take-and-break games,
// and small enough for a search that keeps the order of the heaps a split
// leaves (the positions reachable from one heap grow like its
// compositions, 2^(n-1)). Labelled "`game` A (0..single), `game` A B (1..pair)".
PositionSet single_heaps_and_pairs(const std::string& game, int single, int pair);

// `game` with 1 to `most` pieces on distinct places first ..
// first+places-1, in increasing order (monks on steps, coins on squares).
std::vector<std::string> distinct_places(const std::string& game, int first, int places, int most);

}  // namespace grundy

// How much work the built-in families may spend on one position.
//
// Most families answer any position up to 2^63-1 by a closed form or a proven
// period. A few answer by computing, and that work grows with the numbers:
// take-and-break games without a proven period compute every value up to the
// heap, subtraction games search for their period, Moore's Nim searches for
// its Grundy value and lists its winning moves subset by subset, and Wythoff
// values come from a table. Each family bounds that work and throws LimitError
// (naming the position or the number) beyond it.
//
// The defaults are the limits of the `grundy` command: ComputeLimits{} changes
// nothing. A caller that must answer quickly whatever it is sent (a server, a
// fuzzer) hands smaller limits to FamilyRegistry::builtin(limits), whose
// families pass them on to every component they make and to the positions
// after each move. The limits are plain values carried by the registry, not
// settings of the process, so two registries with different limits can be
// used side by side.
#pragma once

#include <cstdint>

#include "grundy/moore.hpp"
#include "grundy/resource_limit.hpp"
#include "grundy/subtraction.hpp"
#include "grundy/take_and_break_game.hpp"
#include "grundy/wythoff.hpp"

namespace grundy {

struct ComputeLimits {
  // octal(...), tb(...), kayles, dawson, dawsons-chess, daisies, treblecross, grundy-game.
  HeapValues::Limits take_and_break;
  // subtraction(...): the largest element and the period search.
  SubtractionLimits subtraction;
  // moore(k): the value search, the winning moves, the sorted list of moves.
  MooreLimits moore;
  // wythoff: the largest heap whose Grundy values are tabulated (at most
  // kWythoffValueLimit; a larger number counts as kWythoffValueLimit).
  std::uint64_t wythoff_value_heap = kWythoffValueLimit;
  // Games on graphs and boards (node-kayles, arc-kayles, cram, chomp): the
  // memory of the search's table of values (component_search.hpp), which
  // `--max-memory` sets.
  MemoryBudget search_memory;
};

}  // namespace grundy

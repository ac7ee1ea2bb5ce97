// A move inside one component of a sum.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <vector>

namespace grundy {

// A move, in the terms of the family that made it. `heap` and `taken` are what
// every family fills in and what moves are ordered by; `result` holds what the
// family needs to apply the move (for heap games: the heaps that replace the
// one moved in, in order; an empty list means the heap disappears).
struct Move {
  std::size_t component = 0;  // index of the component in its sum, from 0
  std::size_t heap = 0;       // index of the heap (or piece) moved in, from 0
  std::uint64_t taken = 0;    // tokens removed (or steps moved)
  std::vector<std::uint64_t> result;

  friend bool operator==(const Move&, const Move&) = default;
};

// Receives moves one at a time; returns false to stop the enumeration early.
// Moves are streamed rather than collected so that a position of ten million
// heaps never needs all of its winning moves in memory at once.
using MoveVisitor = std::function<bool(const Move&)>;

}  // namespace grundy

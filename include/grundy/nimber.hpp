// Nimbers: the values of impartial games under normal play.
#pragma once

#include <cstdint>
#include <span>

namespace grundy {

// A Grundy value (nimber). Sprague–Grundy: every impartial game under normal
// play is equivalent to a Nim heap of this size.
using Nimber = std::uint64_t;

// The value of a sum of games is the XOR of the values of its parts.
constexpr Nimber nim_sum(Nimber a, Nimber b) noexcept { return a ^ b; }

// The minimum excludant: the least value not among `values` (any order,
// duplicates allowed). Runs in O(n) time and O(n) bits of scratch.
Nimber mex(std::span<const Nimber> values);

// Position (from 0, counted from the least significant bit) of the highest set
// bit of a non-zero value.
int highest_bit(Nimber value) noexcept;

}  // namespace grundy

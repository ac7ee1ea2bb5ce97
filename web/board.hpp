// What the page's boards draw: for each component of a position, the shape of
// its board (heaps of matches or pins, Moore's heaps, Wythoff's queen, the
// monks' staircase, Welter's strip, a game graph) and the numbers on it. The page turns a
// click into the move's notation and checks it against the legal moves; the
// server still checks every move it is sent.
#pragma once

#include <nlohmann/json.hpp>

#include "grundy/component.hpp"

namespace grundy::web {

// Boards larger than this are not drawn (the page lists the moves instead).
inline constexpr std::uint64_t kMaxBoardTokens = 40;

// {"kind": "heaps" | "moore" | "wythoff" | "staircase" | "welter" | "graph" | "list", ...}
// "list" when the game has no board, or its board would be too large.
nlohmann::json board_json(const Component& component);

}  // namespace grundy::web

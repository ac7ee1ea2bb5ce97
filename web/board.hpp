// What the page's boards draw, as JSON: each component's own description of
// its board (Component::board_sketch: heaps of matches or pins, Moore's
// heaps, Wythoff's queen, the monks' staircase, Welter's strip, a game
// graph, coins, an undirected graph laid out by the game, a board of
// squares). The page turns a click into the move's notation and checks it
// against the legal moves; the server still checks every move it is sent.
#pragma once

#include <nlohmann/json.hpp>

#include "grundy/component.hpp"

namespace grundy::web {

// {"kind": "heaps" | "moore" | "wythoff" | "staircase" | "welter" | "graph" | "coins" | "grid" |
// "undirected" | "cells" | "list", ...} "list" when the game has no board, or its board would be
// too large.
//   undirected: "vertices" [{"name", "x", "y", "move"?}], "edges" [{"ends": [v, w], "move"?}],
//     "width", "height" (the box of the layout, y downwards), "ground"? (a vertex drawn as a line)
//   cells: "columns", "rows", "column_labels", "row_labels", "cells" [{"name", "column", "row",
//     "move"?, "marked"?}] (row 0 at the top), "dominoes" [{"cells": [i, j], "move"}]
nlohmann::json board_json(const Component& component);

}  // namespace grundy::web

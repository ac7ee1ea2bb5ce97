// The board of a position (board.hpp) as JSON, for the page: one object per
// component, whose "shape" says what the other fields are.
//
//   {"shape": "none"}: no board (the game has none, or it is too large to
//     draw); the moves are listed.
//   {"shape": "heaps", "heaps": [n], "click": "nothing" | "takes_to_end" |
//     "knocks_down", "knock_counts": [n], "splits": bool, "heaps_per_move": k}
//   {"shape": "strip", "tokens": [square], "first_square": n, "direction":
//     "up" | "down", "look": "staircase" | "squares"}
//   {"shape": "queen", "column": x, "row": y, "cold_squares": [[x, y]]}
//   {"shape": "directed_graph", "vertices": [{"name", "layer"}], "arcs":
//     [[from, to]], "tokens": [vertex]}
//   {"shape": "coin_row", "first_coin": n, "heads": [coin], "coins_per_turn":
//     [n] (empty: a run of any length ending at the head)}
//   {"shape": "coin_grid", "first_column", "first_row", "heads": [[x, y]],
//     "columns_per_turn": [n], "rows_per_turn": [n] (empty: a run)}
//   {"shape": "undirected_graph", "vertices": [{"name", "x", "y", "move"?}],
//     "edges": [{"ends": [v, w], "move"?}], "width", "height" (the box of the
//     layout, y downwards), "ground"? (the vertex drawn as a line)}
//   {"shape": "cells", "columns", "rows", "column_labels", "row_labels",
//     "cells": [{"name", "column", "row", "move"?, "marked"?}] (row 0 at the
//     top), "dominoes": [{"cells": [i, j], "move"}]}
//
// Vertices, edges and cells are indices into their lists; a piece without
// "move" makes none by itself.
#pragma once

#include <nlohmann/json.hpp>
#include <optional>

#include "grundy/board.hpp"
#include "grundy/component.hpp"

namespace grundy::report {

nlohmann::json board_json(const std::optional<Board>& board);

// The board `component` draws of itself (Component::drawn_board).
nlohmann::json board_json(const Component& component);

}  // namespace grundy::report

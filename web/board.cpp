#include "board.hpp"

#include <algorithm>
#include <cstddef>
#include <string>
#include <vector>

#include "grundy/board_sketch.hpp"

namespace grundy::web {

namespace {

std::string kind_name(BoardSketch::Kind kind) {
  switch (kind) {
    case BoardSketch::Kind::heaps:
      return "heaps";
    case BoardSketch::Kind::moore:
      return "moore";
    case BoardSketch::Kind::wythoff:
      return "wythoff";
    case BoardSketch::Kind::staircase:
      return "staircase";
    case BoardSketch::Kind::welter:
      return "welter";
    case BoardSketch::Kind::graph:
      return "graph";
    case BoardSketch::Kind::coins:
      return "coins";
    case BoardSketch::Kind::grid:
      return "grid";
    case BoardSketch::Kind::undirected:
      return "undirected";
    case BoardSketch::Kind::cells:
      return "cells";
    case BoardSketch::Kind::none:
      break;
  }
  return "list";
}

std::string take_name(BoardSketch::Take take) {
  switch (take) {
    case BoardSketch::Take::end:
      return "end";
    case BoardSketch::Take::knock:
      return "knock";
    case BoardSketch::Take::none:
      break;
  }
  return "none";
}

nlohmann::json pairs_json(const std::vector<std::pair<std::uint64_t, std::uint64_t>>& pairs) {
  nlohmann::json list = nlohmann::json::array();
  for (const auto& [a, b] : pairs) list.push_back({a, b});
  return list;
}

// A piece of a picture or a board, with the move a click on it makes (none
// when `move` is empty).
nlohmann::json with_move(nlohmann::json piece, const std::string& move) {
  if (!move.empty()) piece["move"] = move;
  return piece;
}

// The pairs of an undirected graph or a board (edges, dominoes) under `key`,
// each with its move.
nlohmann::json pieces_json(const BoardSketch& sketch, const char* key) {
  nlohmann::json list = nlohmann::json::array();
  for (std::size_t i = 0; i < sketch.pairs.size(); ++i) {
    list.push_back(with_move({{key, {sketch.pairs[i].first, sketch.pairs[i].second}}},
                             sketch.pair_moves.at(i)));
  }
  return list;
}

}  // namespace

nlohmann::json board_json(const Component& component) {
  const BoardSketch sketch = component.board_sketch();
  nlohmann::json board = {{"kind", kind_name(sketch.kind)}};
  switch (sketch.kind) {
    case BoardSketch::Kind::heaps:
      board["heaps"] = sketch.numbers;
      board["take"] = take_name(sketch.take);
      board["knock"] = sketch.knock;
      board["split"] = sketch.split;
      break;
    case BoardSketch::Kind::moore:
      board["heaps"] = sketch.numbers;
      board["k"] = sketch.k;
      break;
    case BoardSketch::Kind::wythoff:
      board["first"] = sketch.numbers.at(0);
      board["second"] = sketch.numbers.at(1);
      board["cold"] = pairs_json(sketch.pairs);
      break;
    case BoardSketch::Kind::staircase:
      board["steps"] = sketch.numbers;
      break;
    case BoardSketch::Kind::welter:
      board["squares"] = sketch.numbers;
      break;
    case BoardSketch::Kind::graph: {
      nlohmann::json vertices = nlohmann::json::array();
      for (std::size_t v = 0; v < sketch.names.size(); ++v)
        vertices.push_back({{"name", sketch.names[v]}, {"layer", sketch.layers[v]}});
      board["vertices"] = std::move(vertices);
      board["edges"] = pairs_json(sketch.pairs);
      board["tokens"] = sketch.numbers;
      break;
    }
    case BoardSketch::Kind::coins:
      board["heads"] = sketch.numbers;
      board["first"] = sketch.k;
      board["counts"] = sketch.column_turns;  // empty: a run of any length
      break;
    case BoardSketch::Kind::grid:
      board["heads"] = pairs_json(sketch.pairs);
      board["first"] = sketch.numbers;  // the first column and the first row
      board["column_turns"] = sketch.column_turns;
      board["row_turns"] = sketch.row_turns;
      break;
    case BoardSketch::Kind::undirected: {
      nlohmann::json vertices = nlohmann::json::array();
      for (std::size_t v = 0; v < sketch.names.size(); ++v) {
        vertices.push_back(with_move({{"name", sketch.names[v]},
                                      {"x", sketch.points.at(v).first},
                                      {"y", sketch.points.at(v).second}},
                                     sketch.moves.at(v)));
      }
      board["vertices"] = std::move(vertices);
      board["edges"] = pieces_json(sketch, "ends");
      board["width"] = sketch.extent.first;
      board["height"] = sketch.extent.second;
      if (!sketch.numbers.empty()) board["ground"] = sketch.numbers.front();
      break;
    }
    case BoardSketch::Kind::cells: {
      const auto columns = static_cast<std::ptrdiff_t>(sketch.extent.first);
      board["columns"] = sketch.extent.first;
      board["rows"] = sketch.extent.second;
      board["column_labels"] =
          std::vector<std::string>(sketch.labels.begin(), sketch.labels.begin() + columns);
      board["row_labels"] =
          std::vector<std::string>(sketch.labels.begin() + columns, sketch.labels.end());
      nlohmann::json cells = nlohmann::json::array();
      for (std::size_t i = 0; i < sketch.names.size(); ++i) {
        nlohmann::json cell = with_move({{"name", sketch.names[i]},
                                         {"column", sketch.points.at(i).first},
                                         {"row", sketch.points.at(i).second}},
                                        sketch.moves.at(i));
        if (std::find(sketch.numbers.begin(), sketch.numbers.end(), i) != sketch.numbers.end())
          cell["marked"] = true;
        cells.push_back(std::move(cell));
      }
      board["cells"] = std::move(cells);
      board["dominoes"] = pieces_json(sketch, "cells");
      break;
    }
    case BoardSketch::Kind::none:
      break;
  }
  return board;
}

}  // namespace grundy::web

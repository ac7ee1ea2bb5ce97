#include "board.hpp"

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
    case BoardSketch::Kind::none:
      break;
  }
  return board;
}

}  // namespace grundy::web

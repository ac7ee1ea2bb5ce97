#include "grundy/board_json.hpp"

#include <cstddef>
#include <string>
#include <utility>
#include <vector>

namespace grundy::report {

namespace {

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

std::string click_name(HeapsBoard::Click click) {
  switch (click) {
    case HeapsBoard::Click::takes_to_end:
      return "takes_to_end";
    case HeapsBoard::Click::knocks_down:
      return "knocks_down";
    case HeapsBoard::Click::nothing:
      break;
  }
  return "nothing";
}

nlohmann::json shape_json(const HeapsBoard& board) {
  return {{"shape", "heaps"},
          {"heaps", board.heaps},
          {"click", click_name(board.click)},
          {"knock_counts", board.knock_counts},
          {"splits", board.splits},
          {"heaps_per_move", board.heaps_per_move}};
}

nlohmann::json shape_json(const StripBoard& board) {
  return {{"shape", "strip"},
          {"tokens", board.tokens},
          {"first_square", board.first_square},
          {"direction", board.direction == StripBoard::Direction::up ? "up" : "down"},
          {"look", board.look == StripBoard::Look::staircase ? "staircase" : "squares"}};
}

nlohmann::json shape_json(const QueenBoard& board) {
  return {{"shape", "queen"},
          {"column", board.column},
          {"row", board.row},
          {"cold_squares", pairs_json(board.cold_squares)}};
}

nlohmann::json shape_json(const DirectedGraphBoard& board) {
  nlohmann::json vertices = nlohmann::json::array();
  for (const DirectedGraphBoard::Vertex& vertex : board.vertices)
    vertices.push_back({{"name", vertex.name}, {"layer", vertex.layer}});
  nlohmann::json arcs = nlohmann::json::array();
  for (const auto& [from, to] : board.arcs) arcs.push_back({from, to});
  return {{"shape", "directed_graph"},
          {"vertices", std::move(vertices)},
          {"arcs", std::move(arcs)},
          {"tokens", board.tokens}};
}

nlohmann::json shape_json(const CoinRowBoard& board) {
  return {{"shape", "coin_row"},
          {"first_coin", board.first_coin},
          {"heads", board.heads},
          {"coins_per_turn", board.coins_per_turn}};
}

nlohmann::json shape_json(const CoinGridBoard& board) {
  return {{"shape", "coin_grid"},
          {"first_column", board.first_column},
          {"first_row", board.first_row},
          {"heads", pairs_json(board.heads)},
          {"columns_per_turn", board.columns_per_turn},
          {"rows_per_turn", board.rows_per_turn}};
}

nlohmann::json shape_json(const UndirectedGraphBoard& board) {
  nlohmann::json vertices = nlohmann::json::array();
  for (const UndirectedGraphBoard::Vertex& vertex : board.vertices) {
    vertices.push_back(
        with_move({{"name", vertex.name}, {"x", vertex.x}, {"y", vertex.y}}, vertex.move));
  }
  nlohmann::json edges = nlohmann::json::array();
  for (const UndirectedGraphBoard::Edge& edge : board.edges)
    edges.push_back(with_move({{"ends", {edge.first, edge.second}}}, edge.move));
  nlohmann::json json = {{"shape", "undirected_graph"},
                         {"vertices", std::move(vertices)},
                         {"edges", std::move(edges)},
                         {"width", board.width},
                         {"height", board.height}};
  if (board.ground) json["ground"] = *board.ground;
  return json;
}

nlohmann::json shape_json(const CellsBoard& board) {
  nlohmann::json cells = nlohmann::json::array();
  for (const CellsBoard::Cell& cell : board.cells) {
    nlohmann::json json =
        with_move({{"name", cell.name}, {"column", cell.column}, {"row", cell.row}}, cell.move);
    if (cell.marked) json["marked"] = true;
    cells.push_back(std::move(json));
  }
  nlohmann::json dominoes = nlohmann::json::array();
  for (const CellsBoard::Domino& domino : board.dominoes)
    dominoes.push_back(with_move({{"cells", {domino.first, domino.second}}}, domino.move));
  return {{"shape", "cells"},
          {"columns", board.columns},
          {"rows", board.rows},
          {"column_labels", board.column_labels},
          {"row_labels", board.row_labels},
          {"cells", std::move(cells)},
          {"dominoes", std::move(dominoes)}};
}

}  // namespace

nlohmann::json board_json(const std::optional<Board>& board) {
  if (!board) return {{"shape", "none"}};
  return std::visit([](const auto& shape) { return shape_json(shape); }, *board);
}

nlohmann::json board_json(const Component& component) {
  return board_json(component.drawn_board());
}

}  // namespace grundy::report

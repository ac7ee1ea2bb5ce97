#include "grundy/board_svg.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <map>
#include <numbers>
#include <set>
#include <utility>
#include <vector>

#include "grundy/drawing.hpp"
#include "grundy/solution.hpp"  // Overloaded
#include "svg_elements.hpp"

namespace grundy::report {

// A namespace of its own: the unity build puts several files into one.
namespace board_pictures {
namespace {

// The page's colours (web/static/style.css).
constexpr std::string_view kInk = "#1d1d1f";
constexpr std::string_view kMuted = "#5f6368";
constexpr std::string_view kLine = "#d0d4da";
constexpr std::string_view kLose = "#b3261e";
constexpr std::string_view kStick = "#e9c46a";
constexpr std::string_view kMatchHead = "#c0392b";
constexpr std::string_view kCold = "#dfe3ea";
constexpr std::string_view kGold = "#d4a017";

// A small grey number beside an axis or under a square (the page's axisLabel).
void axis_label(Elements& out, double x, double y, std::uint64_t number,
                std::string_view anchor = "middle") {
  out.add("text",
          {{"x", x}, {"y", y}, {"text-anchor", anchor}, {"font-size", 10}, {"fill", kMuted}},
          std::to_string(number));
}

// ------------------------------------------------------------ heaps --
// A row of tokens per heap: matches (a stick and its head) or pins.

SvgDrawing draw(const HeapsBoard& board) {
  constexpr double kStep = 22, kLeft = 70, kRowHeight = 54;
  const bool pins = board.click == HeapsBoard::Click::knocks_down;
  std::uint64_t widest = 1;
  for (const std::uint64_t heap : board.heaps) widest = std::max(widest, heap);
  Elements out;
  for (std::size_t heap = 0; heap < board.heaps.size(); ++heap) {
    const std::uint64_t size = board.heaps[heap];
    const double y = static_cast<double>(heap) * kRowHeight + 8;
    out.add("text", {{"x", 2}, {"y", y + 30}, {"font-size", 13}, {"fill", kInk}},
            fmt::format("heap {}", heap + 1));
    out.add("text",
            {{"x", kLeft + static_cast<double>(size) * kStep + 6},
             {"y", y + 30},
             {"font-size", 13},
             {"fill", kMuted}},
            fmt::format("({})", size));
    for (std::uint64_t k = 0; k < size; ++k) {
      const double x = kLeft + static_cast<double>(k) * kStep;
      out.open("g", {{"class", pins ? "pin" : "match"}});
      if (pins) {
        out.add("ellipse", {{"cx", x + 8},
                            {"cy", y + 28},
                            {"rx", 7},
                            {"ry", 14},
                            {"fill", "#f4f1ea"},
                            {"stroke", "#8d8676"}});
      } else {
        out.add("rect", {{"x", x + 5},
                         {"y", y + 12},
                         {"width", 6},
                         {"height", 32},
                         {"rx", 2},
                         {"fill", kStick}});
      }
      out.add("circle", {{"cx", x + 8}, {"cy", y + 10}, {"r", 5}, {"fill", kMatchHead}});
      out.close("g");
    }
  }
  return {kLeft + static_cast<double>(widest) * kStep + 50,
          static_cast<double>(board.heaps.size()) * kRowHeight + 6, out.take()};
}

// ------------------------------------------------------------ strip --
// Steps rising to the right with a monk on each occupied step, or a row of
// squares with a coin on each occupied square (web/static/boards/layout.js).

SvgDrawing draw(const StripBoard& board) {
  const std::uint64_t first = board.first_square;
  const std::uint64_t last = board.tokens.empty() ? first : board.tokens.back();
  const auto count = static_cast<double>(last - first + 1);
  const auto from_first = [&](std::uint64_t s) { return static_cast<double>(s - first); };
  Elements out;
  if (board.look == StripBoard::Look::staircase) {
    constexpr double kWidth = 28, kRise = 12;
    const double height = static_cast<double>(last) * kRise + 60, base = height - 20;
    for (std::uint64_t s = first; s <= last; ++s) {
      const double x = from_first(s) * kWidth + 10, rise = static_cast<double>(s) * kRise;
      out.add("rect", {{"x", x},
                       {"y", base - rise},
                       {"width", kWidth},
                       {"height", rise + 2},
                       {"fill", "#e8e0d0"},
                       {"stroke", "#b5a88f"}});
      if (s % 5 == 0 || s == 1) axis_label(out, x + kWidth / 2, base + 14, s);
    }
    for (const std::uint64_t s : board.tokens) {
      out.add("circle", {{"cx", from_first(s) * kWidth + 10 + kWidth / 2},
                         {"cy", base - static_cast<double>(s) * kRise - 10},
                         {"r", 10},
                         {"fill", "#e38b2c"},
                         {"stroke", kMuted}});
    }
    return {count * kWidth + 40, height, out.take()};
  }
  constexpr double kCell = 32;
  for (std::uint64_t s = first; s <= last; ++s) {
    const double x = from_first(s) * kCell + 4;
    out.add("rect", {{"x", x},
                     {"y", 4},
                     {"width", kCell},
                     {"height", kCell},
                     {"fill", "#fff"},
                     {"stroke", kLine}});
    axis_label(out, x + kCell / 2, 54, s);
  }
  for (const std::uint64_t s : board.tokens) {
    out.add("circle", {{"cx", from_first(s) * kCell + 4 + kCell / 2},
                       {"cy", 4 + kCell / 2},
                       {"r", 11},
                       {"fill", kGold},
                       {"stroke", kMuted}});
  }
  return {count * kCell + 8, 62, out.take()};
}

// ------------------------------------------------------------ queen --
// The quarter plane up to the queen's square, (0, 0) at the bottom left;
// the cold squares shaded.

SvgDrawing draw(const QueenBoard& board) {
  const std::uint64_t n = std::max(board.column, board.row) + 1;
  const double cell = static_cast<double>(std::clamp<std::uint64_t>(340 / n, 18, 34));
  constexpr double kMargin = 22;
  const auto size = static_cast<double>(n);
  const std::set<std::pair<std::uint64_t, std::uint64_t>> cold(board.cold_squares.begin(),
                                                               board.cold_squares.end());
  const auto left = [&](std::uint64_t x) { return kMargin + static_cast<double>(x) * cell; };
  const auto top = [&](std::uint64_t y) { return static_cast<double>(n - 1 - y) * cell + 2; };
  Elements out;
  for (std::uint64_t x = 0; x < n; ++x) {
    axis_label(out, left(x) + cell / 2, size * cell + 16, x);
    for (std::uint64_t y = 0; y < n; ++y) {
      out.add("rect", {{"x", left(x)},
                       {"y", top(y)},
                       {"width", cell},
                       {"height", cell},
                       {"fill", cold.contains({x, y}) ? kCold : "#fff"},
                       {"stroke", kLine}});
    }
  }
  for (std::uint64_t y = 0; y < n; ++y)
    axis_label(out, kMargin - 6, top(y) + cell / 2 + 4, y, "end");
  out.add("text",
          {{"x", left(board.column) + cell / 2},
           {"y", top(board.row) + cell / 2 + 6},
           {"text-anchor", "middle"},
           {"font-size", std::floor(cell * 0.7)},
           {"fill", kInk}},
          "\u265b");  // ♛
  return {kMargin + size * cell + 4, size * cell + kMargin + 4, out.take()};
}

// ---------------------------------------------------- directed graph --
// The vertices in rows by their layer, each row spread evenly; an arc that
// does not go down a row bends, so that a->b and b->a are apart; the arrow
// heads are drawn as triangles rather than markers, whose ids would clash
// between the pictures of one notebook.

struct Point {
  double x = 0;
  double y = 0;
};

// The name of a vertex inside its circle (the page's vertexName).
void vertex_name(Elements& out, Point at, std::string_view name) {
  out.add("text", {{"x", at.x}, {"y", at.y + 4}, {"text-anchor", "middle"}, {"font-size", 12}},
          name);
}

SvgDrawing draw(const DirectedGraphBoard& board) {
  constexpr double kGap = 70, kRadius = 16;
  std::vector<std::vector<std::size_t>> layers;
  for (std::size_t v = 0; v < board.vertices.size(); ++v) {
    const std::uint64_t layer = board.vertices[v].layer;
    if (layer >= layers.size()) layers.resize(layer + 1);
    layers[layer].push_back(v);
  }
  std::size_t widest = 1;
  for (const auto& layer : layers) widest = std::max(widest, layer.size());
  const double width = std::max(200.0, static_cast<double>(widest) * kGap + 40);
  const double height = static_cast<double>(layers.size()) * kGap + 20;
  std::vector<Point> place(board.vertices.size());
  for (std::size_t row = 0; row < layers.size(); ++row) {
    for (std::size_t i = 0; i < layers[row].size(); ++i) {
      place[layers[row][i]] = {
          width * static_cast<double>(i + 1) / static_cast<double>(layers[row].size() + 1),
          static_cast<double>(row) * kGap + 30};
    }
  }
  Elements out;
  for (const auto& [from, to] : board.arcs) {
    const Point a = place[from], b = place[to];
    const double bend = board.vertices[to].layer > board.vertices[from].layer ? 0 : 28;
    const double dx = b.x - a.x, dy = b.y - a.y;
    const double length = std::max(std::hypot(dx, dy), 1.0);
    const double ux = dx / length, uy = dy / length;
    const Point start{a.x + ux * kRadius, a.y + uy * kRadius};
    const Point end{b.x - ux * (kRadius + 2), b.y - uy * (kRadius + 2)};
    const Point middle{(start.x + end.x) / 2 - uy * bend, (start.y + end.y) / 2 + ux * bend};
    out.add("path",
            {{"d", fmt::format("M {} {} Q {} {} {} {}", number_text(start.x), number_text(start.y),
                               number_text(middle.x), number_text(middle.y), number_text(end.x),
                               number_text(end.y))},
             {"fill", "none"},
             {"stroke", "#9aa0a6"},
             {"stroke-width", 1.5}});
    // The head points along the curve's last tangent, from `middle` to `end`.
    const double tx = end.x - middle.x, ty = end.y - middle.y;
    const double tangent = std::max(std::hypot(tx, ty), 1.0);
    const double hx = tx / tangent * 8, hy = ty / tangent * 8;
    out.add("path",
            {{"d", fmt::format("M {} {} L {} {} L {} {} Z", number_text(end.x), number_text(end.y),
                               number_text(end.x - hx - hy / 2), number_text(end.y - hy + hx / 2),
                               number_text(end.x - hx + hy / 2), number_text(end.y - hy - hx / 2))},
             {"fill", kMuted}});
  }
  for (std::size_t v = 0; v < board.vertices.size(); ++v) {
    out.add("circle", {{"cx", place[v].x},
                       {"cy", place[v].y},
                       {"r", kRadius},
                       {"fill", "#fff"},
                       {"stroke", kMuted},
                       {"stroke-width", 1.5}});
    vertex_name(out, place[v], board.vertices[v].name);
  }
  for (std::size_t t = 0; t < board.tokens.size(); ++t) {
    const std::size_t v = board.tokens[t];
    // Tokens sharing a vertex side by side.
    const auto before = std::count(board.tokens.begin(), board.tokens.begin() + t, v);
    out.add("circle", {{"cx", place[v].x + kRadius - 2 + static_cast<double>(before) * 9},
                       {"cy", place[v].y - kRadius + 2},
                       {"r", 7},
                       {"fill", "#1a73e8"},
                       {"stroke", kInk}});
  }
  return {width, height, out.take()};
}

// ------------------------------------------------------------- coins --
// Heads gold with an H, tails grey with a T, numbered underneath.

void coin(Elements& out, Point at, double r, bool head) {
  out.add("circle", {{"cx", at.x},
                     {"cy", at.y},
                     {"r", r},
                     {"fill", head ? kGold : "#e8eaed"},
                     {"stroke", head ? "#8d6e0f" : "#9aa0a6"}});
  out.add("text", {{"x", at.x}, {"y", at.y + 4}, {"text-anchor", "middle"}, {"font-size", 11}},
          head ? "H" : "T");
}

SvgDrawing draw(const CoinRowBoard& board) {
  constexpr double kCell = 30;
  const std::uint64_t first = board.first_coin;
  const std::uint64_t last = board.heads.empty() ? first : board.heads.back();
  const std::set<std::uint64_t> heads(board.heads.begin(), board.heads.end());
  Elements out;
  for (std::uint64_t c = first; c <= last; ++c) {
    const double x = static_cast<double>(c - first) * kCell + 4 + kCell / 2;
    coin(out, {x, 18}, 12, heads.contains(c));
    axis_label(out, x, 54, c);
  }
  return {static_cast<double>(last - first + 1) * kCell + 8, 62, out.take()};
}

SvgDrawing draw(const CoinGridBoard& board) {
  constexpr double kCell = 30, kMargin = 22;
  std::uint64_t last_x = board.first_column, last_y = board.first_row;
  for (const auto& [x, y] : board.heads) {
    last_x = std::max(last_x, x);
    last_y = std::max(last_y, y);
  }
  const auto columns = static_cast<double>(last_x - board.first_column + 1);
  const auto rows = static_cast<double>(last_y - board.first_row + 1);
  const std::set<std::pair<std::uint64_t, std::uint64_t>> heads(board.heads.begin(),
                                                                board.heads.end());
  const auto left = [&](std::uint64_t x) {
    return kMargin + static_cast<double>(x - board.first_column) * kCell;
  };
  const auto top = [&](std::uint64_t y) { return static_cast<double>(last_y - y) * kCell + 2; };
  Elements out;
  for (std::uint64_t x = board.first_column; x <= last_x; ++x)
    axis_label(out, left(x) + kCell / 2, rows * kCell + 16, x);
  for (std::uint64_t y = board.first_row; y <= last_y; ++y) {
    axis_label(out, kMargin - 6, top(y) + kCell / 2 + 4, y, "end");
    for (std::uint64_t x = board.first_column; x <= last_x; ++x)
      coin(out, {left(x) + kCell / 2, top(y) + kCell / 2}, 11, heads.contains({x, y}));
  }
  return {kMargin + columns * kCell + 4, rows * kCell + kMargin + 4, out.take()};
}

// -------------------------------------------------- undirected graph --
// The game's layout scaled to three quarters; parallel edges spread apart,
// a loop a small circle beside its vertex, a Hackenbush picture standing on
// its ground (the ground vertex drawn as the line at the bottom).

// Where each vertex goes in the layout's units: the game's layout, or, when
// it puts every vertex on one point, a circle.
std::vector<Point> layout_points(const UndirectedGraphBoard& board) {
  std::vector<Point> points;
  bool spread = false;
  for (const UndirectedGraphBoard::Vertex& vertex : board.vertices) {
    points.push_back({static_cast<double>(vertex.x), static_cast<double>(vertex.y)});
    spread = spread || vertex.x != board.vertices.front().x || vertex.y != board.vertices.front().y;
  }
  if (spread || points.size() < 2) return points;
  const double radius = static_cast<double>(kLayoutStep * points.size()) / (2 * std::numbers::pi);
  for (std::size_t v = 0; v < points.size(); ++v) {
    const double angle =
        2 * std::numbers::pi * static_cast<double>(v) / static_cast<double>(points.size());
    points[v] = {radius + radius * std::cos(angle), radius + radius * std::sin(angle)};
  }
  return points;
}

SvgDrawing draw(const UndirectedGraphBoard& board) {
  constexpr double kScale = 0.75;
  const bool grounded = board.ground.has_value();
  const bool loops = std::any_of(board.edges.begin(), board.edges.end(),
                                 [](const auto& edge) { return edge.first == edge.second; });
  const double margin = loops ? 40 : 28;
  std::size_t longest = 1;
  for (const auto& vertex : board.vertices) longest = std::max(longest, vertex.name.size());
  const double r = grounded ? 5 : std::max(14.0, 5 + 3.5 * static_cast<double>(longest));
  std::vector<Point> place = layout_points(board);
  double layout_width = static_cast<double>(board.width);
  double layout_height = static_cast<double>(board.height);
  for (Point& point : place) {
    layout_width = std::max(layout_width, point.x);
    layout_height = std::max(layout_height, point.y);
    point = {margin + point.x * kScale, margin + point.y * kScale};
  }
  const double ground_y = margin + layout_height * kScale;
  const double width = layout_width * kScale + 2 * margin;
  const auto on_ground = [&](std::size_t v) { return grounded && v == *board.ground; };
  Elements out;
  if (grounded) {
    out.add("rect",
            {{"x", 0}, {"y", ground_y}, {"width", width}, {"height", 12}, {"fill", "#8d6e4f"}});
  }
  // The k-th of m edges between the same two vertices bends k - (m - 1)/2 steps.
  std::map<std::pair<std::size_t, std::size_t>, int> copies, seen;
  const auto ends = [](const UndirectedGraphBoard::Edge& edge) {
    return std::minmax(edge.first, edge.second);
  };
  for (const auto& edge : board.edges) ++copies[ends(edge)];
  for (const auto& edge : board.edges) {
    const double spread = seen[ends(edge)]++ - (copies[ends(edge)] - 1) / 2.0;
    std::string path;
    if (edge.first == edge.second) {
      const Point at =
          on_ground(edge.first) ? Point{place[edge.first].x, ground_y} : place[edge.first];
      const double angle = -std::numbers::pi / 2 + spread * 0.9, loop = 11;
      const double from = on_ground(edge.first) ? 0 : r;
      const Point centre{at.x + std::cos(angle) * (from + loop - 3),
                         at.y + std::sin(angle) * (from + loop - 3)};
      path = fmt::format("M {} {} a {} {} 0 1 0 {} 0 a {} {} 0 1 0 -{} 0 Z",
                         number_text(centre.x - loop), number_text(centre.y), loop, loop, 2 * loop,
                         loop, loop, 2 * loop);
    } else {
      Point a = place[edge.first], b = place[edge.second];
      if (on_ground(edge.first)) a = {b.x, ground_y};
      if (on_ground(edge.second)) b = {a.x, ground_y};
      const double dx = b.x - a.x, dy = b.y - a.y;
      const double length = std::max(std::hypot(dx, dy), 1.0);
      const double ux = dx / length, uy = dy / length;
      const Point start = on_ground(edge.first) ? a : Point{a.x + ux * r, a.y + uy * r};
      const Point end = on_ground(edge.second) ? b : Point{b.x - ux * r, b.y - uy * r};
      const double bend = spread * 30;
      const Point control{(start.x + end.x) / 2 - uy * bend, (start.y + end.y) / 2 + ux * bend};
      path = fmt::format("M {} {} Q {} {} {} {}", number_text(start.x), number_text(start.y),
                         number_text(control.x), number_text(control.y), number_text(end.x),
                         number_text(end.y));
    }
    out.add("path", {{"d", path}, {"fill", "none"}, {"stroke", kMuted}, {"stroke-width", 2}});
  }
  for (std::size_t v = 0; v < board.vertices.size(); ++v) {
    if (on_ground(v)) continue;
    if (grounded) {
      out.add("circle", {{"cx", place[v].x}, {"cy", place[v].y}, {"r", r}, {"fill", kInk}});
      out.add("text", {{"x", place[v].x + r + 3}, {"y", place[v].y - r}, {"font-size", 11}},
              board.vertices[v].name);
      continue;
    }
    out.add("circle", {{"cx", place[v].x},
                       {"cy", place[v].y},
                       {"r", r},
                       {"fill", "#fff"},
                       {"stroke", kMuted},
                       {"stroke-width", 1.5}});
    vertex_name(out, place[v], board.vertices[v].name);
  }
  return {width, ground_y + (grounded ? 16 : margin), out.take()};
}

// ------------------------------------------------------------- cells --
// The board grey where squares are gone, its squares white, a marked
// (poisoned) square crossed; letters and numbers along the edges.

SvgDrawing draw(const CellsBoard& board) {
  const std::uint64_t longer = std::max<std::uint64_t>({board.columns, board.rows, 1});
  const double cell = static_cast<double>(std::clamp<std::uint64_t>(360 / longer, 18, 40));
  constexpr double kMargin = 24;
  const auto left = [&](std::uint64_t column) {
    return kMargin + static_cast<double>(column) * cell;
  };
  const auto top = [&](std::uint64_t row) { return kMargin + static_cast<double>(row) * cell; };
  Elements out;
  const auto label = [&](double x, double y, std::string_view text, std::string_view anchor) {
    out.add("text",
            {{"x", x}, {"y", y}, {"text-anchor", anchor}, {"font-size", 10}, {"fill", kMuted}},
            text);
  };
  for (std::size_t column = 0; column < board.column_labels.size(); ++column)
    label(left(column) + cell / 2, kMargin - 8, board.column_labels[column], "middle");
  for (std::size_t row = 0; row < board.row_labels.size(); ++row)
    label(kMargin - 6, top(row) + cell / 2 + 4, board.row_labels[row], "end");
  out.add("rect", {{"x", kMargin},
                   {"y", kMargin},
                   {"width", static_cast<double>(board.columns) * cell},
                   {"height", static_cast<double>(board.rows) * cell},
                   {"fill", kCold},
                   {"stroke", kLine}});
  for (const CellsBoard::Cell& square : board.cells) {
    const double x = left(square.column), y = top(square.row);
    out.add("rect", {{"x", x},
                     {"y", y},
                     {"width", cell},
                     {"height", cell},
                     {"fill", "#fff"},
                     {"stroke", "#9aa0a6"}});
    if (square.marked) {
      out.add("path",
              {{"d", fmt::format("M {} {} L {} {} M {} {} L {} {}", x + 5, y + 5, x + cell - 5,
                                 y + cell - 5, x + cell - 5, y + 5, x + 5, y + cell - 5)},
               {"stroke", kLose},
               {"stroke-width", 3},
               {"stroke-linecap", "round"}});
    }
  }
  return {kMargin + static_cast<double>(board.columns) * cell + 4,
          kMargin + static_cast<double>(board.rows) * cell + 4, out.take()};
}

// How many pieces a board's picture holds: what bounds its size.
std::uint64_t piece_count(const Board& board) {
  const auto sum = [](const std::vector<std::uint64_t>& numbers) {
    std::uint64_t total = 0;
    for (const std::uint64_t number : numbers)
      total += std::min<std::uint64_t>(number, kMaxPicturePieces + 1);
    return total;
  };
  const auto span = [](std::uint64_t first, std::uint64_t last) {
    return last >= first ? last - first + 1 : 1;
  };
  return std::visit(
      Overloaded{
          [&](const HeapsBoard& b) { return sum(b.heaps) + b.heaps.size(); },
          [&](const StripBoard& b) {
            return b.tokens.empty() ? 0 : span(b.first_square, b.tokens.back()) + b.tokens.size();
          },
          [](const QueenBoard& b) {
            const std::uint64_t n =
                std::min<std::uint64_t>(std::max(b.column, b.row), 1u << 20) + 1;
            return n * n;
          },
          [](const DirectedGraphBoard& b) {
            return std::uint64_t{b.vertices.size() + b.arcs.size() + b.tokens.size()};
          },
          [&](const CoinRowBoard& b) {
            return b.heads.empty() ? 0 : span(b.first_coin, b.heads.back());
          },
          [](const CoinGridBoard& b) {
            std::uint64_t columns = 1, rows = 1;
            for (const auto& [x, y] : b.heads) {
              columns = std::max(columns, std::min<std::uint64_t>(x, 1u << 20) + 1);
              rows = std::max(rows, std::min<std::uint64_t>(y, 1u << 20) + 1);
            }
            return columns * rows;
          },
          [](const UndirectedGraphBoard& b) {
            return std::uint64_t{b.vertices.size() + b.edges.size()};
          },
          [](const CellsBoard& b) { return std::uint64_t{b.cells.size()}; },
      },
      board);
}

}  // namespace
}  // namespace board_pictures

using board_pictures::draw;
using board_pictures::piece_count;

std::optional<SvgDrawing> board_drawing(const Board& board) {
  if (piece_count(board) > kMaxPicturePieces) return std::nullopt;
  return std::visit([](const auto& shape) { return draw(shape); }, board);
}

std::optional<std::string> board_svg(const Board& board, std::string_view title) {
  std::optional<SvgDrawing> drawing = board_drawing(board);
  if (!drawing) return std::nullopt;
  return svg_document(drawing->width, drawing->height, title, drawing->elements);
}

std::optional<std::string> sum_svg(const Sum& sum) {
  using board_pictures::kInk;
  const auto& games = sum.components();
  if (games.empty() || games.size() > kMaxPictureGames) return std::nullopt;
  const bool named = games.size() > 1;
  constexpr double kNameHeight = 22, kGap = 10;
  Elements out;
  double width = 0, height = 0;
  bool drawn = false;
  for (std::size_t i = 0; i < games.size(); ++i) {
    const std::optional<Board> board = games[i]->drawn_board();
    std::optional<SvgDrawing> drawing;
    if (board) drawing = board_drawing(*board);
    if (!named) {
      if (!drawing) return std::nullopt;
      return svg_document(drawing->width, drawing->height, sum.abbreviated(12), drawing->elements);
    }
    drawn = drawn || drawing.has_value();
    const std::string name = fmt::format("game {}: {}{}", i + 1, games[i]->abbreviated(12),
                                         drawing ? "" : " (not drawn)");
    out.add("text", {{"x", 2}, {"y", height + 16}, {"font-size", 14}, {"fill", kInk}}, name);
    // About 8 pixels a character at 14 pixels.
    width = std::max(width, 8.0 * static_cast<double>(display_width(name)));
    height += kNameHeight;
    if (drawing) {
      out.open("g", {{"transform", fmt::format("translate(0 {})", number_text(height))}});
      out.raw(drawing->elements);
      out.close("g");
      width = std::max(width, drawing->width);
      height += drawing->height;
    }
    height += kGap;
  }
  if (!drawn) return std::nullopt;
  return svg_document(width, height, sum.abbreviated(12), out.take());
}

}  // namespace grundy::report

// Boards (board.hpp) as SVG pictures, for front ends that show an image
// instead of running the page's scripts: a notebook shows a position with
// them (the Python module's _repr_svg_). They draw what the page draws
// (web/static/boards/*.js) in its colours, without the clicks: rows of
// matches or pins, the squares of a strip with its monks or coins, Wythoff's
// queen over the shaded cold squares, a game graph in layers with its
// tokens, coins heads (H) and tails (T), an undirected graph at the game's
// layout (Hackenbush on its ground), a board of squares.
//
// A picture stays small: a board is only drawn when it fits (board.hpp's
// limits, and at most kMaxPicturePieces pieces), a sum of at most
// kMaxPictureGames games; past that there is no picture and a front end
// writes the position as text.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "grundy/board.hpp"
#include "grundy/sum.hpp"

namespace grundy::report {

// The most tokens, squares, vertices, edges and cells one picture draws.
inline constexpr std::size_t kMaxPicturePieces = 2000;
// The most games of a sum drawn one under the other.
inline constexpr std::size_t kMaxPictureGames = 12;

// A picture without the <svg> element around it: its size in pixels, and
// its elements with (0, 0) at the top left.
struct SvgDrawing {
  double width = 0;
  double height = 0;
  std::string elements;
};

// The drawing of one board; nullopt when it has more than kMaxPicturePieces
// pieces.
std::optional<SvgDrawing> board_drawing(const Board& board);

// A whole SVG document of one board, titled `title` (read aloud by screen
// readers, shown on hover); nullopt as for board_drawing.
std::optional<std::string> board_svg(const Board& board, std::string_view title);

// A whole SVG document of every game of `sum`, one under the other, each
// named ("game 2: kayles 9") when there are several; a game without a board
// is named only. nullopt when no game has a board or there are more than
// kMaxPictureGames games.
std::optional<std::string> sum_svg(const Sum& sum);

}  // namespace grundy::report

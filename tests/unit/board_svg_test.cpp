// The SVG pictures of boards: each is well-formed XML (its tags balanced,
// its attributes quoted, its text escaped), draws one piece for each token,
// square, coin, vertex or edge of a known position, and gives no picture
// past the limits, so that a notebook shows the position's text instead.
#include "grundy/board_svg.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "grundy/expression.hpp"

namespace grundy::report {
namespace {

// The elements of a document by tag, or an error saying where it is not
// well-formed: tags balanced, attribute values quoted, and no '<', '>' or
// '&' in text or values except as the five entities the writer uses.
struct ParsedSvg {
  std::map<std::string, std::size_t> elements;
  std::string error;
};

bool entity_at(const std::string& text, std::size_t at) {
  for (const char* entity : {"&amp;", "&lt;", "&gt;", "&quot;", "&#39;"}) {
    if (text.compare(at, std::string(entity).size(), entity) == 0) return true;
  }
  return false;
}

ParsedSvg parse_svg(const std::string& text) {
  ParsedSvg parsed;
  std::vector<std::string> open;
  std::size_t at = 0;
  const auto fail = [&](const std::string& why) {
    parsed.error = why + " at " + std::to_string(at);
    return parsed;
  };
  while (at < text.size()) {
    if (text[at] == '&') {
      if (!entity_at(text, at)) return fail("a bare &");
      ++at;
      continue;
    }
    if (text[at] == '>') return fail("a bare >");
    if (text[at] != '<') {
      ++at;
      continue;
    }
    const bool closing = text.compare(at, 2, "</") == 0;
    std::size_t name_end = at + (closing ? 2 : 1);
    while (name_end < text.size() && std::isalpha(static_cast<unsigned char>(text[name_end])))
      ++name_end;
    const std::string name = text.substr(at + (closing ? 2 : 1), name_end - at - (closing ? 2 : 1));
    if (name.empty()) return fail("a tag without a name");
    at = name_end;
    if (closing) {
      if (open.empty() || open.back() != name) return fail("</" + name + "> closes nothing open");
      open.pop_back();
      if (at >= text.size() || text[at] != '>') return fail("an unfinished </" + name + ">");
      ++at;
      continue;
    }
    // Attributes: name="value", the value without < or " and its & entities.
    while (at < text.size() && text[at] == ' ') {
      const std::size_t equals = text.find("=\"", at);
      if (equals == std::string::npos) return fail("an attribute without a quoted value");
      const std::size_t end = text.find('"', equals + 2);
      if (end == std::string::npos) return fail("an unclosed value");
      for (std::size_t i = equals + 2; i < end; ++i) {
        if (text[i] == '<' || text[i] == '>') return fail("a < or > in a value");
        if (text[i] == '&' && !entity_at(text, i)) return fail("a bare & in a value");
      }
      at = end + 1;
    }
    ++parsed.elements[name];
    if (text.compare(at, 2, "/>") == 0) {
      at += 2;
    } else if (at < text.size() && text[at] == '>') {
      open.push_back(name);
      ++at;
    } else {
      return fail("an unfinished <" + name);
    }
    if (open.empty() && at < text.size()) return fail("more after the root element");
  }
  if (!open.empty()) return fail("<" + open.back() + "> never closed");
  return parsed;
}

std::size_t occurrences(const std::string& text, const std::string& part) {
  std::size_t count = 0;
  for (std::size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1))
    ++count;
  return count;
}

// The picture of `board`, well-formed, by its elements.
ParsedSvg drawn(const Board& board, std::string* svg = nullptr) {
  const std::optional<std::string> picture = board_svg(board, "a board");
  if (!picture) {
    ADD_FAILURE() << "no picture";
    return {};
  }
  EXPECT_EQ(picture->rfind("<svg xmlns=\"http://www.w3.org/2000/svg\"", 0), 0u);
  ParsedSvg parsed = parse_svg(*picture);
  EXPECT_EQ(parsed.error, "") << *picture;
  if (svg != nullptr) *svg = *picture;
  return parsed;
}

TEST(BoardSvg, HeapsOfMatchesAreSticksWithHeadsAndPinsAreBodiesWithHeads) {
  HeapsBoard matches;
  matches.heaps = {3, 5};
  matches.click = HeapsBoard::Click::takes_to_end;
  const ParsedSvg sticks = drawn(matches);
  EXPECT_EQ(sticks.elements.at("rect"), 8u);
  EXPECT_EQ(sticks.elements.at("circle"), 8u);
  EXPECT_EQ(sticks.elements.at("g"), 8u);
  EXPECT_EQ(sticks.elements.count("ellipse"), 0u);
  // Two labels and two counts.
  EXPECT_EQ(sticks.elements.at("text"), 4u);

  HeapsBoard pins = matches;
  pins.click = HeapsBoard::Click::knocks_down;
  const ParsedSvg bowled = drawn(pins);
  EXPECT_EQ(bowled.elements.at("ellipse"), 8u);
  EXPECT_EQ(bowled.elements.at("circle"), 8u);
  EXPECT_EQ(bowled.elements.count("rect"), 0u);
}

TEST(BoardSvg, AStripDrawsEverySquareUpToTheLastTokenAndEachToken) {
  StripBoard staircase;
  staircase.tokens = {2, 5};
  staircase.first_square = 1;
  staircase.look = StripBoard::Look::staircase;
  const ParsedSvg steps = drawn(staircase);
  EXPECT_EQ(steps.elements.at("rect"), 5u);  // steps 1 to 5
  EXPECT_EQ(steps.elements.at("circle"), 2u);
  EXPECT_EQ(steps.elements.at("text"), 2u);  // steps 1 and 5 are numbered

  StripBoard squares;
  squares.tokens = {0, 3};
  squares.direction = StripBoard::Direction::down;
  const ParsedSvg row = drawn(squares);
  EXPECT_EQ(row.elements.at("rect"), 4u);
  EXPECT_EQ(row.elements.at("circle"), 2u);
  EXPECT_EQ(row.elements.at("text"), 4u);
}

TEST(BoardSvg, WythoffsQueenStandsOverTheShadedColdSquares) {
  // The queen on (3, 2): a 4 x 4 board, whose cold squares are (0, 0),
  // (1, 2) and (2, 1).
  const Sum sum = parse_expression("wythoff 3 2");
  const std::optional<Board> board = sum.components()[0]->drawn_board();
  ASSERT_TRUE(board.has_value());
  std::string svg;
  const ParsedSvg parsed = drawn(*board, &svg);
  EXPECT_EQ(parsed.elements.at("rect"), 16u);
  EXPECT_EQ(occurrences(svg, "fill=\"#dfe3ea\""), 3u);
  EXPECT_EQ(occurrences(svg, "\u265b"), 1u);
}

TEST(BoardSvg, AGameGraphDrawsItsVerticesArcsWithHeadsAndTokens) {
  DirectedGraphBoard graph;
  graph.vertices = {{"a", 0}, {"b", 1}, {"c", 1}};
  graph.arcs = {{0, 1}, {0, 2}, {2, 0}};
  graph.tokens = {0, 0};
  const ParsedSvg parsed = drawn(graph);
  EXPECT_EQ(parsed.elements.at("circle"), 5u);  // three vertices, two tokens
  EXPECT_EQ(parsed.elements.at("path"), 6u);    // each arc and its head
  EXPECT_EQ(parsed.elements.at("text"), 3u);
}

TEST(BoardSvg, CoinsShowHeadsAndTails) {
  CoinRowBoard row;
  row.first_coin = 1;
  row.heads = {2, 4};
  std::string svg;
  const ParsedSvg coins = drawn(row, &svg);
  EXPECT_EQ(coins.elements.at("circle"), 4u);
  EXPECT_EQ(occurrences(svg, ">H</text>"), 2u);
  EXPECT_EQ(occurrences(svg, ">T</text>"), 2u);

  CoinGridBoard grid;
  grid.heads = {{1, 2}, {0, 0}};
  const ParsedSvg faces = drawn(grid, &svg);
  EXPECT_EQ(faces.elements.at("circle"), 6u);  // columns 0-1 by rows 0-2
  EXPECT_EQ(occurrences(svg, ">H</text>"), 2u);
}

TEST(BoardSvg, AnUndirectedGraphDrawsItsVerticesEdgesLoopsAndGround) {
  UndirectedGraphBoard graph;
  graph.vertices = {{"u", 0, 0, "u"}, {"v", 100, 0, "v"}, {"w", 50, 100, "w"}};
  graph.edges = {{0, 1, ""}, {0, 1, ""}, {1, 2, ""}, {2, 2, ""}};
  graph.width = 100;
  graph.height = 100;
  const ParsedSvg parsed = drawn(graph);
  EXPECT_EQ(parsed.elements.at("circle"), 3u);
  EXPECT_EQ(parsed.elements.at("path"), 4u);
  EXPECT_EQ(parsed.elements.count("rect"), 0u);

  // Hackenbush: the ground vertex is the line at the bottom.
  graph.ground = 2;
  std::string svg;
  const ParsedSvg grounded = drawn(graph, &svg);
  EXPECT_EQ(grounded.elements.at("rect"), 1u);
  EXPECT_EQ(grounded.elements.at("circle"), 2u);
  EXPECT_EQ(occurrences(svg, "fill=\"#8d6e4f\""), 1u);
}

TEST(BoardSvg, AGraphWithoutALayoutIsDrawnOnACircle) {
  UndirectedGraphBoard graph;
  graph.vertices = {{"a", 0, 0, ""}, {"b", 0, 0, ""}, {"c", 0, 0, ""}, {"d", 0, 0, ""}};
  graph.edges = {{0, 1, ""}, {2, 3, ""}};
  std::string svg;
  const ParsedSvg parsed = drawn(graph, &svg);
  EXPECT_EQ(parsed.elements.at("circle"), 4u);
  // Four places, no two the same.
  std::vector<std::string> centres;
  for (std::size_t at = svg.find("<circle cx=\""); at != std::string::npos;
       at = svg.find("<circle cx=\"", at + 1))
    centres.push_back(svg.substr(at, svg.find(" r=", at) - at));
  std::sort(centres.begin(), centres.end());
  EXPECT_EQ(std::unique(centres.begin(), centres.end()), centres.end());
}

TEST(BoardSvg, ABoardOfSquaresDrawsItsCellsAndCrossesTheMarkedOne) {
  // Chomp with rows of 3 and 2 squares: the poisoned square crossed.
  const Sum sum = parse_expression("chomp(3,2)");
  const std::optional<Board> board = sum.components()[0]->drawn_board();
  ASSERT_TRUE(board.has_value());
  const auto& cells = std::get<CellsBoard>(*board);
  const ParsedSvg parsed = drawn(*board);
  EXPECT_EQ(parsed.elements.at("rect"), cells.cells.size() + 1);  // and the board under them
  EXPECT_EQ(parsed.elements.at("path"), 1u);
}

TEST(BoardSvg, TextIsEscapedInTitlesNamesAndLabels) {
  UndirectedGraphBoard graph;
  graph.vertices = {{"a<b&\"c'", 0, 0, ""}, {"x>y", 100, 0, ""}};
  graph.edges = {{0, 1, ""}};
  graph.width = 100;
  const std::optional<std::string> svg = board_svg(graph, "<script>alert('x & y')</script>");
  ASSERT_TRUE(svg.has_value());
  EXPECT_EQ(parse_svg(*svg).error, "");
  EXPECT_NE(svg->find("a&lt;b&amp;&quot;c&#39;"), std::string::npos);
  EXPECT_NE(svg->find("x&gt;y"), std::string::npos);
  EXPECT_NE(svg->find("&lt;script&gt;alert(&#39;x &amp; y&#39;)&lt;/script&gt;"),
            std::string::npos);
  EXPECT_EQ(svg->find("<script"), std::string::npos);
}

TEST(BoardSvg, ABoardWithTooManyPiecesHasNoPicture) {
  HeapsBoard heaps;
  heaps.heaps.assign(100, kMaxBoardSize);
  EXPECT_FALSE(board_drawing(heaps).has_value());
  EXPECT_FALSE(board_svg(heaps, "too many").has_value());
  heaps.heaps.assign(10, kMaxBoardSize);
  EXPECT_TRUE(board_drawing(heaps).has_value());
}

TEST(BoardSvg, ASumDrawsEachGameUnderItsName) {
  const std::optional<std::string> svg = sum_svg(parse_expression("nim 3 5 + kayles 4"));
  ASSERT_TRUE(svg.has_value());
  const ParsedSvg parsed = parse_svg(*svg);
  EXPECT_EQ(parsed.error, "");
  EXPECT_NE(svg->find(">game 1: nim 3 5</text>"), std::string::npos);
  EXPECT_NE(svg->find(">game 2: kayles 4</text>"), std::string::npos);
  EXPECT_EQ(parsed.elements.at("ellipse"), 4u);  // Kayles' pins
  EXPECT_EQ(parsed.elements.at("rect"), 8u);     // Nim's matches
  EXPECT_NE(svg->find("<title>nim 3 5 + kayles 4</title>"), std::string::npos);

  // A game too large to draw is named only.
  const std::optional<std::string> partly = sum_svg(parse_expression("kayles 100 + nim 2"));
  ASSERT_TRUE(partly.has_value());
  EXPECT_NE(partly->find("game 1: kayles 100 (not drawn)"), std::string::npos);
}

TEST(BoardSvg, APositionWithNothingToDrawHasNoPicture) {
  EXPECT_FALSE(sum_svg(parse_expression("nim 100")).has_value());
  EXPECT_FALSE(sum_svg(parse_expression("kayles 100 + nim 1000")).has_value());
  std::string many = "nim 1";
  for (std::size_t i = 1; i <= kMaxPictureGames; ++i) many += " + nim 1";
  EXPECT_FALSE(sum_svg(parse_expression(many)).has_value());
  // One game alone is not named: its picture is the board.
  const std::optional<std::string> alone = sum_svg(parse_expression("nim 2"));
  ASSERT_TRUE(alone.has_value());
  EXPECT_EQ(alone->find("game 1"), std::string::npos);
}

}  // namespace
}  // namespace grundy::report

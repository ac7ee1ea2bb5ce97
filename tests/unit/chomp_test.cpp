// Chomp against a plain search written here from the rules alone: diagrams as
// vectors of row lengths, every move tried, values by the mex, memoised as
// they are (no transposes folded together, no search engine). Then the known
// results, the limits and the errors.
#include "grundy/chomp.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "grundy/compute_limits.hpp"
#include "grundy/errors.hpp"
#include "grundy/expression.hpp"
#include "grundy/family.hpp"

namespace grundy {
namespace {

using Rows = std::vector<unsigned>;  // row lengths from the bottom row up

// ----- The oracle: the rules as stated, nothing else.

struct Option {
  unsigned row = 0;     // from 1
  unsigned column = 0;  // from 1
  Rows left;
};

// Every square but the poisoned one (row 1, column 1), by row then column;
// taking it removes every square in a row >= its row and a column >= its column.
std::vector<Option> oracle_chomp_options(const Rows& rows) {
  std::vector<Option> options;
  for (unsigned row = 1; row <= rows.size(); ++row) {
    for (unsigned column = 1; column <= rows[row - 1]; ++column) {
      if (row == 1 && column == 1) continue;
      Rows left;
      for (unsigned r = 1; r <= rows.size(); ++r) {
        const unsigned length = r >= row ? std::min(rows[r - 1], column - 1) : rows[r - 1];
        if (length > 0) left.push_back(length);
      }
      options.push_back({row, column, left});
    }
  }
  return options;
}

unsigned oracle_value(const Rows& rows) {
  static std::map<Rows, unsigned> memo;
  if (const auto known = memo.find(rows); known != memo.end()) return known->second;
  std::set<unsigned> seen;
  for (const Option& option : oracle_chomp_options(rows)) seen.insert(oracle_value(option.left));
  unsigned mex = 0;
  while (seen.count(mex) != 0) ++mex;
  return memo[rows] = mex;
}

std::vector<std::string> oracle_chomp_winning_moves(const Rows& rows) {
  std::vector<std::string> moves;
  for (const Option& option : oracle_chomp_options(rows)) {
    if (oracle_value(option.left) == 0)
      moves.push_back(std::to_string(option.row) + "," + std::to_string(option.column));
  }
  return moves;
}

// Every diagram (with its poisoned square) inside `height` rows of `width`.
std::vector<Rows> diagrams_inside(unsigned height, unsigned width) {
  std::vector<Rows> all;
  std::vector<Rows> partial = {{}};
  while (!partial.empty()) {
    const Rows rows = partial.back();
    partial.pop_back();
    if (!rows.empty()) all.push_back(rows);
    if (rows.size() == height) continue;
    const unsigned most = rows.empty() ? width : rows.back();
    for (unsigned length = 1; length <= most; ++length) {
      Rows longer = rows;
      longer.push_back(length);
      partial.push_back(longer);
    }
  }
  return all;
}

Rows transposed(const Rows& rows) {
  Rows columns;
  for (unsigned column = 0; column < rows[0]; ++column) {
    columns.push_back(static_cast<unsigned>(std::count_if(
        rows.begin(), rows.end(), [column](unsigned length) { return length > column; })));
  }
  return columns;
}

// ----- The family, made as the expression parser makes it.

ComponentPtr chomp(const std::string& text, const ComputeLimits& limits = {}) {
  FamilyRegistry registry;
  registry.add(chomp_family(limits));
  return parse_expression(text, registry).components().at(0);
}

std::string chomp_text(const Rows& rows) {
  std::string text = "chomp(";
  for (std::size_t i = 0; i < rows.size(); ++i)
    text += (i == 0 ? "" : ",") + std::to_string(rows[i]);
  return text + ")";
}

std::vector<std::string> winning_moves(const Component& game) {
  std::vector<std::string> moves;
  game.moves_to_value(game.grundy_value(), 0, [&](const Move& move) {
    moves.push_back(game.notation(move));
    return true;
  });
  return moves;
}

std::vector<std::uint64_t> wide(const Rows& rows) { return {rows.begin(), rows.end()}; }

TEST(Chomp, AgreesWithThePlainSearchInsideFourByFive) {
  const std::vector<Rows> diagrams = diagrams_inside(4, 5);
  ASSERT_EQ(diagrams.size(), 125U);  // C(9, 4) - 1: the empty diagram has no poison
  for (const Rows& rows : diagrams) {
    SCOPED_TRACE(chomp_text(rows));
    const ComponentPtr game = chomp(chomp_text(rows));
    EXPECT_EQ(game->grundy_value(), oracle_value(rows));
    EXPECT_EQ(winning_moves(*game), oracle_chomp_winning_moves(rows));
    // Every move, in the oracle's order, leaves the oracle's diagram.
    const std::vector<Option> options = oracle_chomp_options(rows);
    std::size_t index = 0;
    game->all_moves([&](const Move& move) {
      EXPECT_LT(index, options.size());
      if (index >= options.size()) return false;
      const Option& option = options[index++];
      EXPECT_EQ(game->notation(move),
                std::to_string(option.row) + "," + std::to_string(option.column));
      const ComponentPtr left = game->after(move);
      EXPECT_EQ(dynamic_cast<const Chomp&>(*left).row_lengths(), wide(option.left));
      std::uint64_t squares_before = 0, squares_after = 0;
      for (const unsigned length : rows) squares_before += length;
      for (const unsigned length : option.left) squares_after += length;
      EXPECT_EQ(move.taken, squares_before - squares_after);
      return true;
    });
    EXPECT_EQ(index, options.size());
  }
}

TEST(Chomp, AgreesWithThePlainSearchOnLargerDiagrams) {
  const std::vector<Rows> diagrams = {{6, 6, 6, 6, 6},
                                      {7, 7, 7, 7, 7, 7},
                                      {8, 8, 7, 5, 5, 2, 1},
                                      {10, 3, 3, 2},
                                      {3, 3, 3, 3, 3, 3, 3, 3, 3, 3},
                                      {9, 9, 9},
                                      {7, 6, 5, 4, 3, 2, 1}};
  for (const Rows& rows : diagrams) {
    SCOPED_TRACE(chomp_text(rows));
    const ComponentPtr game = chomp(chomp_text(rows));
    EXPECT_EQ(game->grundy_value(), oracle_value(rows));
    EXPECT_EQ(winning_moves(*game), oracle_chomp_winning_moves(rows));
  }
}

TEST(Chomp, EveryRectangleButOneSquareIsAFirstPlayerWin) {
  EXPECT_EQ(chomp("chomp(1x1)")->grundy_value(), 0U);
  for (unsigned height = 1; height <= 6; ++height) {
    for (unsigned width = 1; width <= 7; ++width) {
      if (height * width == 1) continue;
      const std::string text =
          "chomp(" + std::to_string(height) + "x" + std::to_string(width) + ")";
      SCOPED_TRACE(text);
      const ComponentPtr game = chomp(text);
      EXPECT_NE(game->grundy_value(), 0U);
      EXPECT_FALSE(winning_moves(*game).empty());
      EXPECT_NE(game->value_rule(), "");
    }
  }
}

TEST(Chomp, TwoRowsLoseExactlyWhenTheTopRowIsOneShorter) {
  for (unsigned bottom = 1; bottom <= 14; ++bottom) {
    for (unsigned top = 1; top <= bottom; ++top) {
      SCOPED_TRACE(std::to_string(bottom) + "," + std::to_string(top));
      const ComponentPtr game = chomp(chomp_text({bottom, top}));
      EXPECT_EQ(game->grundy_value() == 0, top + 1 == bottom);
      EXPECT_EQ(chomp(chomp_text(transposed({bottom, top})))->grundy_value() == 0,
                top + 1 == bottom);
    }
  }
}

TEST(Chomp, AnLShapeIsTwoNimHeapsItsArms) {
  for (unsigned width = 1; width <= 20; ++width) {
    for (unsigned height = 1; height <= 20; ++height) {
      Rows rows(height, 1);
      rows[0] = width;
      SCOPED_TRACE(chomp_text(rows));
      const ComponentPtr game = chomp(chomp_text(rows));
      EXPECT_EQ(game->grundy_value(), (width - 1) ^ (height - 1));
      if (width == height) {
        EXPECT_EQ(game->grundy_value(), 0U);
      }
      if (width * height > 1) {
        EXPECT_NE(game->value_rule(), "");
      }
    }
  }
}

TEST(Chomp, ADiagramAndItsTransposeHaveTheSameValue) {
  for (const Rows& rows : diagrams_inside(6, 6)) {
    SCOPED_TRACE(chomp_text(rows));
    EXPECT_EQ(chomp(chomp_text(rows))->grundy_value(),
              chomp(chomp_text(transposed(rows)))->grundy_value());
  }
}

TEST(Chomp, CountsTheDiagramsInside) {
  EXPECT_EQ(Chomp::count_diagrams_inside(std::vector<std::uint64_t>(20, 20)),
            137846528820ULL);  // C(40, 20)
  EXPECT_EQ(Chomp::count_diagrams_inside(std::vector<std::uint64_t>(64, 64)),
            ~std::uint64_t{0});  // saturated
  const std::vector<Rows> diagrams = diagrams_inside(4, 5);
  for (const Rows& rows : diagrams) {
    // The diagrams with their poison, plus the empty one.
    const auto inside = static_cast<std::uint64_t>(
        std::count_if(diagrams.begin(), diagrams.end(), [&](const Rows& other) {
          if (other.size() > rows.size()) return false;
          for (std::size_t i = 0; i < other.size(); ++i) {
            if (other[i] > rows[i]) return false;
          }
          return true;
        }));
    EXPECT_EQ(Chomp::count_diagrams_inside(wide(rows)), inside + 1) << chomp_text(rows);
  }
}

TEST(Chomp, CanonicalFormsParseBackAlongAGame) {
  EXPECT_EQ(chomp("chomp(6X7)")->canonical(), "chomp(6x7)");
  EXPECT_EQ(chomp("chomp( 3 x 4 )")->canonical(), "chomp(3x4)");
  EXPECT_EQ(chomp("chomp(4,4,4)")->canonical(), "chomp(3x4)");
  EXPECT_EQ(chomp("chomp(5)")->canonical(), "chomp(1x5)");
  EXPECT_EQ(chomp("CHOMP(5,4,4,2)")->canonical(), "chomp(5,4,4,2)");

  ComponentPtr game = chomp("chomp(8,8,7,5,5,2,1)");
  for (const char* text :
       {"7,1", "5,4", "1,8", "2,6", "3,5", "4,2", "1,6", "2,5", "1,4", "2,1", "1,2"}) {
    SCOPED_TRACE(text);
    const Move move = game->parse_move(text);
    EXPECT_EQ(game->notation(move), text);
    game = game->after(move);
    const ComponentPtr again = chomp(game->canonical());
    EXPECT_EQ(again->canonical(), game->canonical());
    EXPECT_EQ(dynamic_cast<const Chomp&>(*again).row_lengths(),
              dynamic_cast<const Chomp&>(*game).row_lengths());
    EXPECT_EQ(again->grundy_value(), game->grundy_value());
  }
  EXPECT_EQ(game->canonical(), "chomp(1x1)");
  EXPECT_EQ(game->grundy_value(), 0U);
  bool any = false;
  game->all_moves([&](const Move&) { return any = true; });
  EXPECT_FALSE(any);
}

TEST(Chomp, DescribesDrawsAndExplains) {
  const ComponentPtr game = chomp("chomp(3x4)");
  EXPECT_EQ(game->describe(game->parse_move("2,3")),
            "take the square in row 2, column 3 and the 3 squares above and to its right");
  EXPECT_EQ(game->describe(game->parse_move("3,4")), "take the square in row 3, column 4");
  EXPECT_EQ(game->describe(game->parse_move("3,3")),
            "take the square in row 3, column 3 and the square above or to its right");
  EXPECT_EQ(game->parse_move("2 3"), game->parse_move(" 2 , 3 "));
  EXPECT_EQ(game->parse_move("2 3").taken, 4U);
  EXPECT_EQ(game->picture(),
            (std::vector<std::string>{" 3 ####", " 2 ####", " 1 x###", "   1234"}));
  EXPECT_EQ(chomp("chomp(3,2)")->picture(),
            (std::vector<std::string>{" 2 ##", " 1 x##", "   123"}));
  EXPECT_EQ(game->value_rows(5).size(), 1U);
  EXPECT_EQ(game->value_rows(5)[0].value, game->grundy_value());
  // The naive player takes one square, the top row's last.
  const std::optional<Move> naive = game->naive_move();
  ASSERT_TRUE(naive.has_value());
  EXPECT_EQ(game->notation(*naive), "3,4");

  EXPECT_NE(chomp("chomp(5,4)")->value_rule(), "");    // two rows
  EXPECT_NE(chomp("chomp(2,2,1)")->value_rule(), "");  // two columns
  EXPECT_NE(chomp("chomp(6,1,1)")->value_rule(), "");  // an L-shape
  EXPECT_EQ(chomp("chomp(3,2,1)")->value_rule(), "");
  EXPECT_EQ(chomp("chomp(1x1)")->value_rule(), "");
}

// The ParseError's message holds `part`.
void expect_parse_error(const std::string& text, const std::string& part) {
  SCOPED_TRACE(text);
  try {
    chomp(text);
    ADD_FAILURE() << "no error";
  } catch (const ParseError& error) {
    EXPECT_NE(std::string(error.what()).find(part), std::string::npos) << error.what();
  }
}

TEST(Chomp, RejectsBadDiagrams) {
  expect_parse_error("chomp(2,3)", "3 after 2 at column 9");
  expect_parse_error("chomp(5,4,4,5)", "5 after 4 at column 13");
  expect_parse_error("chomp(0)", "at least 1");
  expect_parse_error("chomp(3,0)", "at least 1");
  expect_parse_error("chomp(0x4)", "at least 1");
  expect_parse_error("chomp(4x0)", "at least 1");
  expect_parse_error("chomp(4xy)", "'y' at column 9");
  expect_parse_error("chomp(-2)", "negative");
  expect_parse_error("chomp", "needs parameters");
  expect_parse_error("chomp(3x4) 5", "'5' at column 12");
  EXPECT_THROW(chomp("chomp(1x65)"), LimitError);
  EXPECT_THROW(chomp("chomp(65x1)"), LimitError);
  EXPECT_THROW(chomp("chomp(65)"), LimitError);
  EXPECT_THROW(chomp(chomp_text(Rows(65, 1))), LimitError);
  EXPECT_THROW(Chomp({}), RuleError);
  EXPECT_THROW(Chomp({2, 3}), RuleError);
  EXPECT_THROW(Chomp({2, 0}), RuleError);
  EXPECT_THROW(Chomp({65}), LimitError);
}

TEST(Chomp, RefusesHugeSearchesBeforeSearching) {
  const auto start = std::chrono::steady_clock::now();
  try {
    chomp("chomp(20x20)");
    ADD_FAILURE() << "no error";
  } catch (const LimitError& error) {
    const std::string message = error.what();
    EXPECT_NE(message.find("chomp(20x20) has 137846528820 positions"), std::string::npos)
        << message;
    EXPECT_NE(message.find("the limit is 4 GiB (--max-memory)"), std::string::npos) << message;
  }
  EXPECT_THROW(chomp("chomp(64x64)"), LimitError);
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(1));

  ComputeLimits small;
  small.search_memory = MemoryBudget(1000);
  EXPECT_THROW(chomp("chomp(4x5)", small), LimitError);  // 126 diagrams of 64 bytes
  EXPECT_EQ(chomp("chomp(2x2)", small)->grundy_value(), chomp("chomp(2x2)")->grundy_value());
}

TEST(Chomp, RejectsBadMoves) {
  const ComponentPtr game = chomp("chomp(5,4,4,2)");
  EXPECT_THROW(game->parse_move(""), ParseError);
  EXPECT_THROW(game->parse_move("2"), ParseError);
  EXPECT_THROW(game->parse_move("1,2,3"), ParseError);
  EXPECT_THROW(game->parse_move("a,b"), ParseError);
  EXPECT_THROW(game->parse_move("-1,2"), ParseError);
  EXPECT_THROW(game->parse_move("1,1"), RuleError);  // the poison
  EXPECT_THROW(game->parse_move("0,2"), RuleError);
  EXPECT_THROW(game->parse_move("2,0"), RuleError);
  EXPECT_THROW(game->parse_move("5,1"), RuleError);  // no fifth row
  EXPECT_THROW(game->parse_move("4,3"), RuleError);  // row 4 has 2 squares
  EXPECT_THROW(game->parse_move("1,6"), RuleError);
  try {
    game->parse_move("1,1");
  } catch (const RuleError& error) {
    EXPECT_NE(std::string(error.what()).find("poisoned"), std::string::npos) << error.what();
  }
  EXPECT_THROW(game->after(Move{0, 0, 0, {0}}), RuleError);
  EXPECT_THROW(game->after(Move{0, 4, 1, {0}}), RuleError);
  EXPECT_THROW(game->after(Move{0, 1, 1, {}}), RuleError);
}

}  // namespace
}  // namespace grundy

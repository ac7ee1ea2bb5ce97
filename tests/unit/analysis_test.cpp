#include "grundy/analysis.hpp"

#include <gtest/gtest.h>

#include "grundy/errors.hpp"
#include "grundy/expression.hpp"

namespace grundy {
namespace {

TEST(Analysis, SumOfGamesIsTheXorOfTheirValues) {
  const Analysis analysis(parse_expression("nim 3 + nim 5 6 + nim 1"));
  EXPECT_EQ(analysis.component_values(), (std::vector<Nimber>{3, 3, 1}));
  EXPECT_EQ(analysis.grundy_value(), 1U);
}

TEST(Analysis, WinningMovesAreOrderedByComponentThenHeap) {
  const Analysis analysis(parse_expression("nim 3 + nim 5 6 + nim 1"));
  const std::vector<Move> moves = analysis.winning_moves();
  ASSERT_EQ(moves.size(), 3U);  // nim-sum 1: heaps 3, 5 and 1 have its bit
  for (std::size_t i = 0; i < moves.size(); ++i) {
    EXPECT_EQ(Analysis(analysis.sum().after(moves[i])).grundy_value(), 0U);
    if (i > 0) {
      EXPECT_LE(std::pair(moves[i - 1].component, moves[i - 1].heap),
                std::pair(moves[i].component, moves[i].heap));
    }
  }
  EXPECT_EQ(moves[0].component, 0U);
  EXPECT_EQ(moves.back().component, 2U);
  EXPECT_EQ(analysis.sum().after(moves.back()).canonical(), "nim 3 + nim 5 6 + nim 0");
}

TEST(Analysis, LostPositionHasNoWinningMoves) {
  const Analysis analysis(parse_expression("nim 3 + nim 5 6"));
  EXPECT_EQ(analysis.outcome(), Outcome::previous_player_wins);
  EXPECT_EQ(analysis.count_winning_moves(), 0U);
}

TEST(Analysis, VisitorCanStopEarly) {
  const Analysis analysis(parse_expression("nim 1 1 1 1 1 1 1"));
  std::size_t seen = 0;
  analysis.winning_moves([&](const Move&) { return ++seen < 3; });
  EXPECT_EQ(seen, 3U);
  EXPECT_EQ(analysis.count_winning_moves(), 7U);
}

TEST(PairingTable, RowsColumnsAndLimit) {
  const Analysis analysis(parse_expression("nim 5 6 7 8"));
  const PairingTable table = analysis.pairing_table(2);
  ASSERT_EQ(table.rows.size(), 2U);
  EXPECT_EQ(table.hidden_rows, 2U);
  EXPECT_EQ(table.rows[1].label, "heap 2");
  EXPECT_EQ(table.rows[1].value, 6U);
  EXPECT_EQ(table.total, 12U);  // the total always covers every row
  EXPECT_EQ(analysis.pairing_table(10).width, 4);
}

TEST(PairingTable, SumsLabelEachGame) {
  const PairingTable table = Analysis(parse_expression("nim 3 + nim 5 6")).pairing_table(10);
  ASSERT_EQ(table.rows.size(), 3U);
  EXPECT_EQ(table.rows[2].label, "game 2, heap 2");
}

// A row is marked as winning exactly when one of the winning moves is in
// that heap: lowered as in Nim, or raised where the game allows (Lasker's
// heap of 4, worth 3, goes to 3, worth 4; subtraction(1,3,4)'s 7, worth 0,
// goes to 3, worth 1).
TEST(PairingTable, MarksEveryRowThatAWinningMoveChanges) {
  for (const char* text : {"lasker 3 4", "subtraction(1,3,4) 7 10", "kayles 9 3 5",
                           "lasker 1 2 3 4 5", "grundy-game 9 12 7", "nim 5 6 7 8", "kayles 4 1"}) {
    const Analysis analysis(parse_expression(text));
    const PairingTable table = analysis.pairing_table(32);
    ASSERT_EQ(table.wins.size(), table.rows.size()) << text;
    std::vector<bool> expected(table.rows.size(), false);
    for (const Move& move : analysis.winning_moves()) expected.at(move.heap) = true;
    EXPECT_EQ(table.wins, expected) << text;
  }
}

TEST(Sum, RejectsAMoveInAMissingComponent) {
  const Sum sum = parse_expression("nim 1 2");
  EXPECT_THROW(sum.after(Move{3, 0, 1, {0}}), RuleError);
  EXPECT_THROW(sum.after(Move{0, 9, 1, {0}}), RuleError);
  EXPECT_THROW(Sum({}), RuleError);
}

}  // namespace
}  // namespace grundy

// Why the engine moved: the typed reason for each kind of position, and its
// sentence. Whether the move itself is right is game_play_test's matter.
#include "grundy/engine_reason_text.hpp"

#include <gtest/gtest.h>

#include <string>

#include "grundy/expression.hpp"

namespace grundy {
namespace {

EngineReason reason_for(const std::string& position, PlayConvention convention) {
  const Sum sum = parse_expression(position);
  return engine_reason(sum, engine_move(sum, convention), convention);
}

TEST(EngineReason, NimWinsByPairingTheColumns) {
  // 1 ^ 2 ^ 2 = 1: the move pairs column 1.
  const EngineReason reason = reason_for("nim 1 2 2", PlayConvention::normal);
  ASSERT_TRUE(std::holds_alternative<NimColumnsReason>(reason));
  EXPECT_EQ(std::get<NimColumnsReason>(reason).total, 1U);
  EXPECT_NE(engine_reason_text(reason, "you").find("now every column holds its 1s in pairs"),
            std::string::npos);
}

TEST(EngineReason, ASumOfOtherGamesNamesTheGameAndTheValues) {
  // kayles 3 has value 3, nim 1 value 1: 3 ^ 1 = 2.
  const EngineReason reason = reason_for("kayles 3 + nim 1", PlayConvention::normal);
  ASSERT_TRUE(std::holds_alternative<ValueChangeReason>(reason));
  const auto& change = std::get<ValueChangeReason>(reason);
  EXPECT_TRUE(change.game.has_value());
  EXPECT_EQ(change.total, 2U);
  EXPECT_EQ(change.from ^ change.to, 2U);
  EXPECT_NE(engine_reason_text(reason, "you").find("in Grundy values, game "), std::string::npos);
}

// A lone game that is not a sum of heaps has one row: nothing to pair, so
// the reason is the mex that makes the position it leaves worth 0.
TEST(EngineReason, ALoneGameOfOneRowWinsByTheMexNotByPairs) {
  for (const char* position : {"chomp(3x3)", "node-kayles(petersen)", "nim 5"}) {
    const EngineReason reason = reason_for(position, PlayConvention::normal);
    ASSERT_TRUE(std::holds_alternative<LoneZeroReason>(reason)) << position;
    EXPECT_NE(std::get<LoneZeroReason>(reason).from, 0U) << position;
    const std::string text = engine_reason_text(reason, "you");
    EXPECT_EQ(text.find("column"), std::string::npos) << text;
    EXPECT_NE(text.find("0 is the mex of its options' values"), std::string::npos) << text;
    EXPECT_NE(text.find("no winning move for you"), std::string::npos) << text;
  }
}

TEST(EngineReason, ALostLoneGameOfOneRowSaysItsValueIsZero) {
  // Cram on a 2 x 2 board is lost: every domino leaves the other one.
  const EngineReason reason = reason_for("cram(2x2)", PlayConvention::normal);
  ASSERT_TRUE(std::holds_alternative<LosingMoveReason>(reason));
  EXPECT_EQ(std::get<LosingMoveReason>(reason).lost, LosingMoveReason::Lost::lone_value_zero);
  const std::string text = engine_reason_text(reason, "you");
  EXPECT_EQ(text.find("column"), std::string::npos) << text;
  EXPECT_EQ(text.rfind("this position has Grundy value 0", 0), 0U) << text;
}

// A game of several heaps alone still pairs its heaps' values.
TEST(EngineReason, ALoneGameOfSeveralHeapsStillPairsThem) {
  const EngineReason reason = reason_for("kayles 3 1", PlayConvention::normal);
  ASSERT_TRUE(std::holds_alternative<ValueChangeReason>(reason));
  EXPECT_NE(engine_reason_text(reason, "you").find("every column holds its 1s in pairs"),
            std::string::npos);
}

// A family with a rule of its own explains the move by it.
TEST(EngineReason, ALoneGameWithARuleOfItsOwnUsesIt) {
  const EngineReason reason = reason_for("wythoff 4 6", PlayConvention::normal);
  ASSERT_TRUE(std::holds_alternative<FamilyRuleReason>(reason));
}

TEST(EngineReason, ALostPositionSaysNoMoveWinsAndHowLongItLasts) {
  const EngineReason reason = reason_for("nim 1 2 3", PlayConvention::normal);
  ASSERT_TRUE(std::holds_alternative<LosingMoveReason>(reason));
  const auto& lost = std::get<LosingMoveReason>(reason);
  EXPECT_EQ(lost.lost, LosingMoveReason::Lost::nim_columns_paired);
  const std::string text = engine_reason_text(reason, "you");
  EXPECT_EQ(text.rfind("every column was already paired", 0), 0U) << text;
}

TEST(EngineReason, MisereNimLeavesAnOddNumberOfOnes) {
  // From 2 1 1 the winning move leaves 1 1 1: the opponent takes the last.
  const EngineReason reason = reason_for("nim 2 1 1", PlayConvention::misere);
  ASSERT_TRUE(std::holds_alternative<MisereOnesReason>(reason));
  EXPECT_EQ(std::get<MisereOnesReason>(reason).heaps_of_one, 3U);
  EXPECT_NE(engine_reason_text(reason, "player 2").find("player 2 will have to take the last one"),
            std::string::npos);
}

TEST(EngineReason, MisereLossSaysTheLastMoveLoses) {
  const EngineReason reason = reason_for("nim 1 1 1", PlayConvention::misere);
  ASSERT_TRUE(std::holds_alternative<LosingMoveReason>(reason));
  EXPECT_EQ(std::get<LosingMoveReason>(reason).lost, LosingMoveReason::Lost::misere);
  EXPECT_NE(engine_reason_text(reason, "you").find("when the last move loses"), std::string::npos);
}

// A count meets its noun in the catalogue's plural forms: "1 more move".
TEST(EngineReason, TheMovesLeftAreCountedInTheSingularForOne) {
  LosingMoveReason lost{LosingMoveReason::Lost::nim_columns_paired, 1, 0, true};
  std::string text = engine_reason_text(lost, "you");
  EXPECT_NE(text.find("last longest: 1 more move against perfect play"), std::string::npos) << text;
  lost.remoteness = 3;
  text = engine_reason_text(lost, "you");
  EXPECT_NE(text.find("last longest: 3 more moves against perfect play"), std::string::npos)
      << text;
  lost.lost = LosingMoveReason::Lost::misere;
  lost.remoteness = 1;
  text = engine_reason_text(lost, "you");
  EXPECT_EQ(text.substr(text.size() - 11), "1 more move") << text;
}

}  // namespace
}  // namespace grundy

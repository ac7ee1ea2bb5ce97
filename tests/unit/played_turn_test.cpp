// A turn of a game played on the page: the player's move, the engine's reply
// when asked for, who won, and the JSON the API answers with.
#include "grundy/played_turn.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <sstream>
#include <string>

#include "grundy/expression.hpp"
#include "grundy/turn_json.hpp"

namespace grundy {
namespace {

PlayedTurn turn(const std::string& position, const std::string& move, PlayConvention convention,
                bool reply) {
  const Sum sum = parse_expression(position);
  return play_turn(sum, read_move(sum, move), convention,
                   reply ? std::optional<ReplyLimits>(ReplyLimits{}) : std::nullopt);
}

TEST(PlayedTurn, TheEngineRepliesWhenAskedAndLeavesALostPosition) {
  // nim 5 6 7 8 is won by 4:8->4; after the player's 1:5->4 the engine must
  // restore a nim-sum of 0 (4 ^ 6 ^ 7 ^ 8 = 13).
  const PlayedTurn played = turn("nim 5 6 7 8", "1:5->4", PlayConvention::normal, true);
  EXPECT_EQ(played.description, "take 1 from heap 1 (5 -> 4)");
  ASSERT_TRUE(played.reply.has_value());
  EXPECT_EQ(played.last_mover, Mover::engine);
  // The heaps left after the reply have a nim-sum of 0.
  std::istringstream heaps(played.position.canonical().substr(std::string("nim ").size()));
  std::uint64_t nim_sum = 0;
  for (std::uint64_t heap = 0; heaps >> heap;) nim_sum ^= heap;
  EXPECT_EQ(nim_sum, 0U) << played.position.canonical();
  EXPECT_TRUE(std::holds_alternative<NimColumnsReason>(played.reply->reason));
  EXPECT_FALSE(played.finished());
  EXPECT_EQ(played.winner(), std::nullopt);
  const nlohmann::json json = report::played_turn_json(played);
  EXPECT_EQ(json["reply"]["move"], played.reply->move);
  EXPECT_EQ(json["reply"]["component"], 0);
  EXPECT_NE(json["reply"]["why"].get<std::string>().find("every column holds its 1s in pairs"),
            std::string::npos);
  EXPECT_EQ(json["winner"], nullptr);
  EXPECT_EQ(json["play"], "normal");
}

TEST(PlayedTurn, WithoutAReplyOnlyThePlayerMoves) {
  const PlayedTurn played = turn("nim 3 4", "2:4->3", PlayConvention::normal, false);
  EXPECT_FALSE(played.reply.has_value());
  EXPECT_EQ(played.position.canonical(), "nim 3 3");
  EXPECT_EQ(report::played_turn_json(played)["reply"], nullptr);
}

TEST(PlayedTurn, TheLastMoveWinsInNormalPlayAndLosesInMiserePlay) {
  const PlayedTurn normal = turn("nim 1", "1:1->0", PlayConvention::normal, true);
  EXPECT_TRUE(normal.finished());
  EXPECT_FALSE(normal.reply.has_value());  // no move was left to reply with
  EXPECT_EQ(normal.winner(), Mover::player);
  EXPECT_EQ(report::played_turn_json(normal)["winner"], "you");

  const PlayedTurn misere = turn("nim 1", "1:1->0", PlayConvention::misere, true);
  EXPECT_EQ(misere.winner(), Mover::engine);
  EXPECT_EQ(report::played_turn_json(misere)["winner"], "engine");
  EXPECT_EQ(report::played_turn_json(misere)["play"], "misere");

  // The engine's reply ends the game: normal play, the engine won.
  const PlayedTurn replied = turn("nim 2 1", "1:2->0", PlayConvention::normal, true);
  ASSERT_TRUE(replied.reply.has_value());
  EXPECT_EQ(replied.winner(), Mover::engine);
}

TEST(PlayedTurn, TheHistoryIsWrittenEntryByEntry) {
  GameInPlay game(parse_expression("nim 1 2"), PlayConvention::normal);
  game.play(read_move(game.position(), "2:2->0"));  // gives the win away
  const nlohmann::json json = report::value_history_json(value_history(game));
  ASSERT_EQ(json["history"].size(), 2U);
  EXPECT_EQ(json["history"][0]["grundy"], 3);
  EXPECT_EQ(json["history"][0]["outcome"], "N");
  EXPECT_EQ(json["history"][0]["turning_point"], true);
  EXPECT_EQ(json["history"][1]["grundy"], 1);
  EXPECT_EQ(json["history"][1]["outcome"], "N");
}

}  // namespace
}  // namespace grundy

// RemotenessSearch, and the engine's use of it, against the oracle's
// retrograde count (tests/oracle, which shares no code with the engine).
#include "grundy/remoteness.hpp"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "grundy/expression.hpp"
#include "grundy/game_play.hpp"
#include "solver.hpp"

namespace grundy {
namespace {

const std::vector<std::string> kPositions = {"nim 1 2 3",        "nim 5 6 7 8",
                                             "nim 3 3 1",        "kayles 9",
                                             "kayles 4 + nim 2", "dawson 11",
                                             "grundy-game 12",   "wythoff 3 5",
                                             "wythoff 4 6",      "lasker 5 + nim 3",
                                             "moore(2) 2 3 4",   "staircase 1 4 9 12",
                                             "welter 1 3 6",     "subtraction(1,3,4) 9 + bash(2) 5",
                                             "octal(0.6) 9",     "tb(0.8) 7"};

oracle::Convention oracle_convention(PlayConvention convention) {
  return convention == PlayConvention::misere ? oracle::Convention::misere
                                              : oracle::Convention::normal;
}

TEST(Remoteness, AgreesWithTheOracleInBothConventions) {
  oracle::Solver solver;
  for (const PlayConvention convention : {PlayConvention::normal, PlayConvention::misere}) {
    RemotenessSearch search(convention);
    for (const std::string& text : kPositions) {
      SCOPED_TRACE(text);
      const oracle::Answer expected = solver.solve(text, oracle_convention(convention));
      const std::optional<std::uint64_t> remoteness = search.remoteness(parse_expression(text));
      ASSERT_TRUE(remoteness.has_value()) << search.beyond_reason();
      EXPECT_EQ(*remoteness, *expected.remoteness);
    }
  }
}

// Every position of a few small families and sums, not a sample.
std::vector<std::string> every_small_position() {
  std::vector<std::string> positions;
  for (int a = 0; a <= 4; ++a) {
    for (int b = 0; b <= 4; ++b) {
      for (int c = 0; c <= 4; ++c) positions.push_back(fmt::format("nim {} {} {}", a, b, c));
      positions.push_back(fmt::format("wythoff {} {}", a + 1, b + 2));
      positions.push_back(fmt::format("kayles {} + nim {}", 2 * a + b, b));
    }
  }
  for (int n = 0; n <= 12; ++n) {
    positions.push_back(fmt::format("kayles {}", n));
    positions.push_back(fmt::format("dawson {}", n));
    positions.push_back(fmt::format("subtraction(1,3,4) {} + bash(2) {}", n, n % 5));
  }
  for (int a = 0; a <= 3; ++a) {
    for (int b = 0; b <= 3; ++b) {
      for (int c = 0; c <= 3; ++c) positions.push_back(fmt::format("moore(2) {} {} {}", a, b, c));
    }
  }
  for (unsigned steps = 1; steps < 64; ++steps) {  // monks on steps 1..6
    std::string text = "staircase";
    for (unsigned step = 0; step < 6; ++step) {
      if ((steps >> step & 1U) != 0) text += fmt::format(" {}", step + 1);
    }
    positions.push_back(text);
  }
  return positions;
}

TEST(Remoteness, EveryPositionOfSmallFamiliesAndSumsIsTheOracles) {
  oracle::Solver solver;
  const std::vector<std::string> positions = every_small_position();
  ASSERT_GT(positions.size(), 300U);
  for (const PlayConvention convention : {PlayConvention::normal, PlayConvention::misere}) {
    RemotenessSearch search(convention);
    for (const std::string& text : positions) {
      const oracle::Answer expected = solver.solve(text, oracle_convention(convention));
      const std::optional<std::uint64_t> remoteness = search.remoteness(parse_expression(text));
      ASSERT_TRUE(remoteness.has_value()) << text << ": " << search.beyond_reason();
      ASSERT_EQ(*remoteness, *expected.remoteness) << text;
    }
  }
}

TEST(Remoteness, ALoneNimHeapIsOneAndAnEmptyPositionZero) {
  RemotenessSearch normal(PlayConvention::normal);
  EXPECT_EQ(normal.remoteness(parse_expression("nim 1000000")), 1U);
  EXPECT_EQ(normal.remoteness(parse_expression("nim 0")), 0U);
  // Misère: a lone heap of 1 must be taken, and that loses; 2 -> 1 wins.
  RemotenessSearch misere(PlayConvention::misere);
  EXPECT_EQ(misere.remoteness(parse_expression("nim 1")), 1U);
  EXPECT_EQ(misere.remoteness(parse_expression("nim 2")), 2U);
}

TEST(Remoteness, BeyondTheLimitsItSaysSo) {
  RemotenessLimits limits;
  limits.max_positions = 1000;
  RemotenessSearch search(PlayConvention::normal, limits);
  EXPECT_FALSE(search.remoteness(parse_expression("nim 30 40 50 61")).has_value());
  EXPECT_EQ(search.beyond_reason(), "the game tree has more than 1000 positions");
  RemotenessSearch wide(PlayConvention::normal);
  std::string many = "nim";
  for (int i = 0; i < 40; ++i) many += " 1";
  EXPECT_FALSE(wide.remoteness(parse_expression(many)).has_value());
  EXPECT_EQ(wide.beyond_reason(), "the position holds more than 32 numbers");
}

// The engine hurries when it wins and delays when it loses: after its move
// the oracle's remoteness is exactly one less than before.
TEST(Remoteness, TheEngineWinsFastestAndLosesSlowest) {
  oracle::Solver solver;
  for (const PlayConvention convention : {PlayConvention::normal, PlayConvention::misere}) {
    for (const std::string& text : kPositions) {
      SCOPED_TRACE(text);
      const Sum position = parse_expression(text);
      const EngineMove chosen = engine_move(position, convention);
      const std::string after = position.after(chosen.move).canonical();
      const std::uint64_t before = *solver.solve(text, oracle_convention(convention)).remoteness;
      EXPECT_EQ(*solver.solve(after, oracle_convention(convention)).remoteness + 1, before)
          << "the engine moved to " << after;
      EXPECT_EQ(chosen.remoteness, before - 1);
    }
  }
}

// The seeds' story: the gentleman takes one match from the last pile of
// 1 2 3, and the girl, playing perfectly, wins in the fewest moves the
// gentleman's replies allow: the game ends as soon as the oracle says.
TEST(Remoteness, TheMatchGirlWinsInTheFewestMoves) {
  oracle::Solver solver;
  Sum position = parse_expression("nim 1 2 3");
  std::size_t moves = 0;
  bool girl = false;
  while (solver.solve(position.canonical(), oracle::Convention::normal).remoteness != 0U) {
    if (girl) {
      const std::uint64_t before =
          *solver.solve(position.canonical(), oracle::Convention::normal).remoteness;
      position = position.after(engine_move(position).move);
      EXPECT_EQ(*solver.solve(position.canonical(), oracle::Convention::normal).remoteness + 1,
                before);
    } else {
      position = position.after(naive_move(position));
    }
    girl = !girl;
    ++moves;
  }
  EXPECT_FALSE(girl) << "the gentleman is left without a move";
  EXPECT_EQ(moves, 6U);  // one match at a time from the gentleman: 1 2 3 lasts 6 moves
}

// The value history of random games: each position's outcome is the
// oracle's, and the turning points are exactly the moves from a won position
// to one the opponent wins by the oracle.
TEST(ValueHistory, OutcomesAndTurningPointsAreTheOracles) {
  oracle::Solver solver;
  std::mt19937_64 random(7);
  std::size_t turning = 0;
  for (const PlayConvention convention : {PlayConvention::normal, PlayConvention::misere}) {
    for (const std::string& text : kPositions) {
      SCOPED_TRACE(text);
      GameInPlay game(parse_expression(text), convention);
      while (!game.over()) game.play(random_move(game.position(), random));
      const std::vector<HistoryEntry> history = value_history(game);
      ASSERT_EQ(history.size(), game.moves().size() + 1);
      std::vector<bool> won;
      for (std::size_t i = 0; i < history.size(); ++i) {
        const oracle::Answer expected =
            solver.solve(game.position_at(i).canonical(), oracle_convention(convention));
        won.push_back(expected.outcome == oracle::Outcome::next);
        EXPECT_EQ(history[i].outcome == Outcome::next_player_wins, won.back());
        if (history[i].value) {
          EXPECT_EQ(*history[i].value, *expected.value);
        }
      }
      for (std::size_t i = 0; i + 1 < history.size(); ++i) {
        EXPECT_EQ(history[i].turning_point, won[i] && won[i + 1]) << "move " << i + 1;
        turning += history[i].turning_point ? 1 : 0;
      }
      EXPECT_FALSE(history.back().turning_point);
    }
  }
  EXPECT_GT(turning, 5U);  // random players give wins away
}

}  // namespace
}  // namespace grundy

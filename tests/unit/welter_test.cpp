// Welter's game (welter.hpp) against a plain search written here from the
// rules alone (it asks the family nothing), and against the oracle
// (tests/oracle): Welter's function and every move to every value on every
// strip below square 12, values from the literature, normal and misère play
// alone and in sums, the text form and its errors, and squares near 2^63.
#include "grundy/welter.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <map>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "grundy/analysis.hpp"
#include "grundy/errors.hpp"
#include "grundy/expression.hpp"
#include "grundy/family.hpp"
#include "grundy/integers.hpp"
#include "oracle_agreement.hpp"
#include "parse_error.hpp"

namespace grundy {
namespace {

using Squares = std::vector<std::uint64_t>;

// ----------------------------------------------------- the test's own search
// A board of the strip 0 .. kStrip-1 is a bit mask: bit s set when a coin
// stands on square s.
constexpr unsigned kStrip = 12;
using CoinMask = std::uint32_t;

bool has_coin(CoinMask board, unsigned square) { return ((board >> square) & 1U) != 0; }

// The rules: one coin to any lower square that holds no coin.
std::vector<CoinMask> options_of(CoinMask board) {
  std::vector<CoinMask> found;
  for (unsigned from = 0; from < kStrip; ++from) {
    if (!has_coin(board, from)) continue;
    for (unsigned to = 0; to < from; ++to) {
      if (!has_coin(board, to)) found.push_back(board ^ (1U << from) ^ (1U << to));
    }
  }
  return found;
}

// Sprague–Grundy by definition: the mex of the options' values, memoised.
Nimber searched_value(CoinMask board) {
  static std::map<CoinMask, Nimber> known;
  if (const auto found = known.find(board); found != known.end()) return found->second;
  std::set<Nimber> seen;
  for (const CoinMask option : options_of(board)) seen.insert(searched_value(option));
  Nimber mex = 0;
  while (seen.contains(mex)) ++mex;
  known.emplace(board, mex);
  return mex;
}

Squares squares_of(CoinMask board) {
  Squares squares;
  for (unsigned square = 0; square < kStrip; ++square) {
    if (has_coin(board, square)) squares.push_back(square);
  }
  return squares;
}

CoinMask board_of(const Squares& squares) {
  CoinMask board = 0;
  for (const std::uint64_t square : squares) board |= 1U << square;
  return board;
}

std::string text_of(const Squares& squares) {
  std::string text = "welter";
  for (const std::uint64_t square : squares) text += " " + std::to_string(square);
  return text;
}

// The boards that the family's moves leave, as masks.
std::multiset<CoinMask> boards_after(const Welter& welter, const std::vector<Move>& moves) {
  std::multiset<CoinMask> boards;
  for (const Move& move : moves) {
    const ComponentPtr next = welter.after(move);
    boards.insert(board_of(dynamic_cast<const Welter&>(*next).squares()));
  }
  return boards;
}

std::vector<Move> moves_to(const Welter& welter, Nimber target) {
  std::vector<Move> moves;
  welter.moves_to_value(welter.grundy_value(), target, [&](const Move& move) {
    moves.push_back(move);
    return true;
  });
  return moves;
}

// Every board of 1 to 12 coins on squares 0 .. 11: 4095 of them.
std::vector<CoinMask> every_board() {
  std::vector<CoinMask> boards;
  for (CoinMask board = 1; board < (1U << kStrip); ++board) boards.push_back(board);
  return boards;
}

TEST(WelterTheorem, ClosedFormIsTheSearchedValueOnEveryBoardBelowSquare12) {
  std::size_t boards = 0;
  std::size_t up_to_four = 0;
  for (const CoinMask board : every_board()) {
    ++boards;
    up_to_four += std::popcount(board) <= 4;
    ASSERT_EQ(Welter(squares_of(board)).grundy_value(), searched_value(board))
        << text_of(squares_of(board));
  }
  EXPECT_EQ(boards, 4095U);
  EXPECT_EQ(up_to_four, 12U + 66U + 220U + 495U);  // every board of 1 to 4 coins among them
}

// Values here are below 16 (every square and every mate mask is), so targets
// 0 .. 15 cover every value an option can have.
TEST(WelterMoves, EveryMoveToEveryValueIsTheOneTheSearchFinds) {
  std::size_t winning = 0;
  for (const CoinMask board : every_board()) {
    const Welter welter(squares_of(board));
    const std::vector<CoinMask> options = options_of(board);
    for (Nimber target = 0; target < 16; ++target) {
      std::multiset<CoinMask> expected;
      for (const CoinMask option : options) {
        if (searched_value(option) == target) expected.insert(option);
      }
      ASSERT_EQ(boards_after(welter, moves_to(welter, target)), expected)
          << text_of(welter.squares()) << " to value " << target;
    }
  }
  // The winning moves of the whole analysis are the moves to value 0.
  for (const CoinMask board : every_board()) {
    const Welter welter(squares_of(board));
    const Analysis analysis(Sum({std::make_shared<Welter>(welter.squares())}));
    std::multiset<CoinMask> expected;
    for (const CoinMask option : options_of(board)) {
      if (searched_value(option) == 0) expected.insert(option);
    }
    ASSERT_EQ(boards_after(welter, analysis.winning_moves()), expected)
        << text_of(welter.squares());
    winning += expected.size();
  }
  EXPECT_GT(winning, 2000U);
}

TEST(WelterMoves, AllMovesAreEveryOptionOnce) {
  for (const CoinMask board : every_board()) {
    const Welter welter(squares_of(board));
    std::vector<Move> moves;
    welter.all_moves([&](const Move& move) {
      moves.push_back(move);
      return true;
    });
    const std::vector<CoinMask> options = options_of(board);
    ASSERT_EQ(boards_after(welter, moves), std::multiset<CoinMask>(options.begin(), options.end()))
        << text_of(welter.squares());
  }
}

// ------------------------------------------------- values in the literature

// One coin is a Nim heap: it can move to any lower square ([a] = a).
// Two coins: [a|b] = (a ⊕ b) - 1 with squares numbered from 0 (Conway, On
// Numbers and Games, ch. 13; Winning Ways, ch. 15).
TEST(WelterTheorem, OneCoinIsANimHeapAndTwoCoinsAreXorMinusOne) {
  for (const std::uint64_t a :
       {std::uint64_t{0}, std::uint64_t{1}, std::uint64_t{7}, std::uint64_t{1000}, kMaxNumber}) {
    EXPECT_EQ(Welter({a}).grundy_value(), a);
  }
  EXPECT_EQ(Welter({0, 1}).grundy_value(), 0U);  // no move at all
  EXPECT_EQ(Welter({1, 2}).grundy_value(), 2U);
  EXPECT_EQ(Welter({kMaxNumber - 1, kMaxNumber}).grundy_value(), 0U);
  EXPECT_EQ(Welter({0, kMaxNumber}).grundy_value(), kMaxNumber - 1);
  std::mt19937_64 random(15);
  std::uniform_int_distribution<std::uint64_t> square(0, kMaxNumber);
  for (int round = 0; round < 1000; ++round) {
    const std::uint64_t a = square(random);
    const std::uint64_t b = square(random);
    if (a == b) continue;
    EXPECT_EQ(Welter({a, b}).grundy_value(), (a ^ b) - 1) << a << " " << b;
  }
}

// A coin on square 0 never moves and keeps the others off square 0, so
// [0|a|b|...] = [a-1|b-1|...] (D. Sleator, CMU 15-859 Spring 2005, homework 2).
TEST(WelterTheorem, ACoinOnSquareZeroShiftsTheOthersDownByOne) {
  std::mt19937_64 random(16);
  std::uniform_int_distribution<std::uint64_t> square(1, kMaxNumber);
  for (int round = 0; round < 500; ++round) {
    std::set<std::uint64_t> chosen;
    while (chosen.size() < 1 + static_cast<std::size_t>(round % 9)) chosen.insert(square(random));
    Squares shifted;
    for (const std::uint64_t s : chosen) shifted.push_back(s - 1);
    Squares with_zero(chosen.begin(), chosen.end());
    with_zero.push_back(0);
    EXPECT_EQ(Welter(with_zero).grundy_value(), Welter(shifted).grundy_value())
        << text_of(with_zero);
  }
  EXPECT_EQ(Welter({0, 1, 2, 3, 4, 5}).grundy_value(), 0U);  // packed: no move
}

// Four coins a, b, c, d are lost exactly when a ⊕ b ⊕ c ⊕ d = 0: then
// a ⊕ b = c ⊕ d for the two pairs of mates, so both pairs are mated at the
// same level and their masks cancel; otherwise the value is not 0. This is
// checked against the search first, then used at any size.
TEST(WelterTheorem, FourCoinsAreLostExactlyWhenTheirNimSumIsZero) {
  for (const CoinMask board : every_board()) {
    if (std::popcount(board) != 4) continue;
    const Squares s = squares_of(board);
    ASSERT_EQ(searched_value(board) == 0, (s[0] ^ s[1] ^ s[2] ^ s[3]) == 0) << text_of(s);
  }
  std::mt19937_64 random(17);
  std::uniform_int_distribution<std::uint64_t> square(0, kMaxNumber);
  int lost = 0;
  for (int round = 0; round < 2000; ++round) {
    const std::uint64_t a = square(random);
    const std::uint64_t b = square(random);
    const std::uint64_t c = round % 2 == 0 ? square(random) : (a ^ b ^ 1);
    const std::uint64_t d = round % 2 == 0 ? square(random) : 1;
    const std::set<std::uint64_t> distinct{a, b, c, d};
    if (distinct.size() != 4) continue;
    lost += (a ^ b ^ c ^ d) == 0;
    EXPECT_EQ(Welter({a, b, c, d}).grundy_value() == 0, (a ^ b ^ c ^ d) == 0)
        << a << " " << b << " " << c << " " << d;
  }
  EXPECT_GT(lost, 500);
}

// ------------------------------------------------- the oracle, both conventions

TEST(WelterOracle, AloneAndInSumsUnderBothConventions) {
  std::size_t positions = 0;
  for (CoinMask board = 1; board < (1U << 8); ++board) {
    if (std::popcount(board) > 3) continue;
    const std::string text = text_of(squares_of(board));
    ASSERT_TRUE(testing::agrees_with_oracle(text));
    ASSERT_TRUE(testing::agrees_with_oracle(text, PlayConvention::misere));
    ++positions;
  }
  EXPECT_EQ(positions, 8U + 28U + 56U);
  for (const char* sum :
       {"welter 1 4 6 + nim 2", "welter 2 5 + nim 3", "welter 0 3 5 + staircase 1 3 6",
        "welter 3 1 + kayles 4", "welter 1 2 4 + wythoff 1 2"}) {
    ASSERT_TRUE(testing::agrees_with_oracle(sum));
    ASSERT_TRUE(testing::agrees_with_oracle(sum, PlayConvention::misere));
  }
}

// ------------------------------------------------------------------- moves

TEST(WelterMoves, NotationParsesBackInBothForms) {
  const Welter welter({2, 5, 7});
  const std::vector<Move> winning = moves_to(welter, 0);
  ASSERT_EQ(winning.size(), 1U);
  EXPECT_EQ(welter.notation(winning[0]), "7->4");  // jumps over the coin on 5
  EXPECT_EQ(welter.short_notation(winning[0]), "7 4");
  EXPECT_EQ(welter.describe(winning[0]), "move the coin on square 7 down to square 4");
  EXPECT_EQ(welter.after(winning[0])->canonical(), "welter 2 4 5");
  EXPECT_EQ(winning[0], (Move{0, 2, 3, {4}}));
  for (const char* typed : {"7->4", "7 4", " 7 -> 4 ", "7  4"})
    EXPECT_EQ(welter.parse_move(typed), winning[0]);
  const Welter other({1, 3, 4, 9});
  other.all_moves([&](const Move& move) {
    EXPECT_EQ(other.parse_move(other.notation(move)), move);
    EXPECT_EQ(other.parse_move(other.short_notation(move)), move);
    EXPECT_EQ(other.move_to(*other.after(move)), move);
    return true;
  });
  EXPECT_EQ(welter.move_to(Welter({2, 5, 7})), std::nullopt);
  EXPECT_EQ(welter.move_to(Welter({2, 5, 8})), std::nullopt);  // up is not a move
  EXPECT_EQ(welter.move_to(Welter({1, 4, 7})), std::nullopt);  // two coins moved
}

TEST(WelterMoves, BadMovesSayWhy) {
  const Welter welter({2, 5, 7});
  EXPECT_THROW(welter.parse_move(""), ParseError);
  EXPECT_THROW(welter.parse_move("7"), ParseError);
  EXPECT_THROW(welter.parse_move("x->1"), ParseError);
  EXPECT_THROW(welter.parse_move("3->1"), RuleError);  // no coin on 3
  EXPECT_THROW(welter.parse_move("5->6"), RuleError);  // up
  EXPECT_THROW(welter.parse_move("7->2"), RuleError);  // taken
  try {
    welter.parse_move("7->5");
    ADD_FAILURE() << "7->5 accepted";
  } catch (const RuleError& error) {
    EXPECT_NE(std::string(error.what()).find("square 5 is taken"), std::string::npos)
        << error.what();
  }
  EXPECT_THROW(welter.after(Move{0, 3, 1, {6}}), RuleError);  // no fourth coin
  EXPECT_THROW(welter.after(Move{0, 2, 1, {}}), RuleError);
  EXPECT_THROW(welter.after(Move{0, 2, 0, {7}}), RuleError);
  EXPECT_THROW(Welter({0, 1, 2}).parse_move("2->0"), RuleError);
}

std::vector<std::string> written(const Welter& welter, std::uint64_t per_coin) {
  std::vector<std::string> moves;
  const auto add = [&](const Move& move) {
    moves.push_back(welter.notation(move));
    return true;
  };
  if (per_coin == 0) {
    welter.all_moves(add);
  } else {
    welter.first_moves(per_coin, add);
  }
  return moves;
}

TEST(WelterMoves, MovesAreOrderedByCoinThenNearestSquareAndJumpOverRuns) {
  EXPECT_EQ(written(Welter({4, 1, 3}), 0),
            (std::vector<std::string>{"1->0", "3->2", "3->0", "4->2", "4->0"}));
  EXPECT_EQ(written(Welter({1, 3, 4}), 1), (std::vector<std::string>{"1->0", "3->2", "4->2"}));
  EXPECT_EQ(written(Welter({1, 2, 3, 9}), 0),
            (std::vector<std::string>{"1->0", "2->0", "3->0", "9->8", "9->7", "9->6", "9->5",
                                      "9->4", "9->0"}));
  EXPECT_EQ(written(Welter({0, 1, 2, 3}), 0), std::vector<std::string>{});
  EXPECT_EQ(Welter({2, 5, 7}).naive_move(), (Move{0, 2, 1, {6}}));
  EXPECT_EQ(Welter({0, 1, 2}).naive_move(), std::nullopt);
}

// A long packed run: listing the few moves must not walk past every coin.
TEST(WelterMoves, APackedRunOfAMillionCoinsIsJumpedOver) {
  Squares squares(1'000'000);
  for (std::size_t i = 0; i < squares.size(); ++i) squares[i] = i + 1;
  const Welter welter(squares);
  std::uint64_t count = 0;
  welter.all_moves([&](const Move& move) {
    EXPECT_EQ(move.result.at(0), 0U);
    return ++count < 2'000'000;
  });
  EXPECT_EQ(count, 1'000'000U);  // each coin to square 0, the one empty square below
  std::vector<std::string> first;
  welter.first_moves(3, [&](const Move& move) {
    first.push_back(welter.notation(move));
    return first.size() < 3;
  });
  EXPECT_EQ(first, (std::vector<std::string>{"1->0", "2->0", "3->0"}));
}

// ------------------------------------------------------------ large squares

// Sprague–Grundy: every value below a position's is reached by a move, and
// the value of each position a move leaves is the target.
TEST(WelterLarge, EveryLowerValueIsReachedAnywhereBelow2To63) {
  std::mt19937_64 random(18);
  std::uniform_int_distribution<std::uint64_t> square(0, kMaxNumber);
  for (int round = 0; round < 300; ++round) {
    std::set<std::uint64_t> chosen;
    while (chosen.size() < 1 + static_cast<std::size_t>(round % 12)) chosen.insert(square(random));
    if (round % 3 == 0) chosen.insert(kMaxNumber);
    const Welter welter(Squares(chosen.begin(), chosen.end()));
    const Nimber own = welter.grundy_value();
    EXPECT_TRUE(moves_to(welter, own).empty());
    for (int trial = 0; trial < 8; ++trial) {
      const Nimber target = trial == 0 ? 0 : (own == 0 ? square(random) : square(random) % own);
      const std::vector<Move> moves = moves_to(welter, target);
      if (target < own) {
        EXPECT_FALSE(moves.empty()) << welter.canonical() << " to " << target;
      }
      std::set<std::size_t> coins;
      for (const Move& move : moves) {
        EXPECT_EQ(welter.after(move)->grundy_value(), target) << welter.canonical();
        EXPECT_TRUE(coins.insert(move.heap).second) << "two moves of one coin";
      }
    }
  }
}

TEST(WelterLarge, ManyCoinsAreAnsweredQuickly) {
  std::mt19937_64 random(19);
  std::uniform_int_distribution<std::uint64_t> square(0, kMaxNumber);
  std::set<std::uint64_t> chosen;
  while (chosen.size() < 100'000) chosen.insert(square(random));
  const Welter welter(Squares(chosen.begin(), chosen.end()));
  std::size_t checked = 0;
  welter.moves_to_value(welter.grundy_value(), 0, [&](const Move& move) {
    EXPECT_EQ(welter.after(move)->grundy_value(), 0U);
    return ++checked < 5;
  });
  EXPECT_EQ(checked, 5U);
}

// -------------------------------------------------------------------- text

TEST(WelterText, SquaresInAnyOrderAreWrittenInIncreasingOrder) {
  const Sum sum = parse_expression("Welter   6 1\t4 + nim 2");
  EXPECT_EQ(sum.canonical(), "welter 1 4 6 + nim 2");
  EXPECT_EQ(parse_expression(sum.canonical()).canonical(), sum.canonical());
  EXPECT_EQ(parse_expression("welter 9223372036854775807 0").canonical(),
            "welter 0 9223372036854775807");
  Squares many(50);
  for (std::size_t i = 0; i < many.size(); ++i) many[i] = 3 * i;
  EXPECT_EQ(Welter(many).abbreviated(3), "welter 0 3 6 ... (50 coins in all)");
}

TEST(WelterText, BadPositionsNameTheTokenAndItsColumn) {
  testing::expect_parse_errors({
      {"welter 1 4 4", 12, {"'4'", "column 12", "second coin on square 4", "column 10"}},
      {"welter 4 1 4", 12, {"'4'", "column 12", "second coin on square 4", "column 8"}},
      {"welter -1 3", 8, {"'-1'", "column 8", "negative"}},
      {"welter 1 x", 10, {"'x'", "column 10", "not a number"}},
      {"welter 9223372036854775808", 8, {"'9223372036854775808'", "column 8", "too large"}},
      {"nim 1 + welter", 9, {"'welter'", "column 9", "at least one coin"}},
      {"welter(2) 1", 7, {"'('", "column 7", "no parameters"}},
  });
}

TEST(WelterText, TheLibraryRefusesBadBoardsAsRuleErrors) {
  EXPECT_THROW(Welter({}), RuleError);
  EXPECT_THROW(Welter({3, 1, 3}), RuleError);
  EXPECT_THROW(Welter({1, kMaxNumber + 1}), RuleError);
}

TEST(WelterText, FamilyHelpGivesRulesNotationAndExample) {
  const Family* family = FamilyRegistry::builtin().find("welter");
  ASSERT_NE(family, nullptr);
  EXPECT_NE(family->help.find("A->B"), std::string::npos);
  EXPECT_NE(family->help.find("Example: grundy solve welter 2 5 7   (winning move 7->4)"),
            std::string::npos);
  // Registered right after Wythoff's game.
  const std::vector<Family>& all = FamilyRegistry::builtin().families();
  const auto wythoff =
      std::find_if(all.begin(), all.end(), [](const Family& f) { return f.name == "wythoff"; });
  ASSERT_NE(wythoff, all.end());
  EXPECT_EQ((wythoff + 1)->name, "welter");
}

// ------------------------------------------------------- describing itself

TEST(WelterDescription, PictureRowsRuleAndValueChange) {
  const Welter welter({1, 4, 6});
  EXPECT_EQ(welter.picture(),
            (std::vector<std::string>{"squares 0 to 6, coins as O: .O..O.O",
                                      "coin on square 1: 1 empty square below it",
                                      "coin on square 4: 3 empty squares below it",
                                      "coin on square 6: 4 empty squares below it"}));
  EXPECT_EQ(Welter({60}).picture(),
            (std::vector<std::string>{"coin on square 60: 60 empty squares below it"}));
  ASSERT_EQ(welter.value_row_count(), 1U);
  const std::vector<ValueRow> rows = welter.value_rows(5);
  ASSERT_EQ(rows.size(), 1U);
  EXPECT_EQ(rows[0].label, "welter 1 4 6");
  EXPECT_EQ(rows[0].value, 0U);
  EXPECT_TRUE(welter.value_rows(0).empty());
  EXPECT_NE(welter.notation_help().find("A->B"), std::string::npos);

  const Welter won({2, 5, 7});
  const Move move = won.parse_move("7->4");
  EXPECT_NE(won.winning_rule(move).find("[2|4|5] = [2|4] XOR [5] = 5 XOR 5 = 0"), std::string::npos)
      << won.winning_rule(move);
  // Two coins: one pair of mates; four: two pairs.
  EXPECT_NE(Welter({2, 6}).winning_rule(Move{0, 1, 3, {3}}).find("[2|3] = 0 "), std::string::npos);
  const Welter four({1, 2, 4, 8});
  const std::vector<Move> four_wins = moves_to(four, 0);
  ASSERT_FALSE(four_wins.empty());
  EXPECT_NE(four.winning_rule(four_wins[0]).find(" XOR "), std::string::npos)
      << four.winning_rule(four_wins[0]);
  const Component::ValueChange change = won.value_change(move);
  EXPECT_EQ(change.heap, std::nullopt);
  EXPECT_EQ(change.from, 3U);
  EXPECT_EQ(change.to, 0U);
}

}  // namespace
}  // namespace grundy

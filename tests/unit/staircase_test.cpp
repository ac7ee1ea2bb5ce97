// The monks' staircase (高僧斗法) against the oracle (tests/oracle): the
// staircase-Nim value and every move to every value on all small boards, the judge's answer against
// the judge's own enumeration, sums with Nim, the text form and its errors, and steps near 2^63-1.
#include "grundy/staircase.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "../sanitized.hpp"
#include "grundy/analysis.hpp"
#include "grundy/errors.hpp"
#include "grundy/expression.hpp"
#include "grundy/family.hpp"
#include "grundy/integers.hpp"
#include "grundy/monks_problem.hpp"
#include "grundy/nim.hpp"
#include "oracle_agreement.hpp"
#include "parse_error.hpp"

namespace grundy {
namespace {

using Steps = std::vector<std::uint64_t>;
using MonkTarget = std::pair<std::size_t, std::uint64_t>;  // (monk index, step moved to)

// Every non-empty set of steps within 1 .. top, lowest first.
std::vector<Steps> every_board_up_to(std::uint64_t top) {
  std::vector<Steps> boards;
  for (std::uint64_t mask = 1; mask < (std::uint64_t{1} << top); ++mask) {
    Steps steps;
    for (std::uint64_t step = 1; step <= top; ++step) {
      if ((mask >> (step - 1)) & 1U) steps.push_back(step);
    }
    boards.push_back(steps);
  }
  return boards;
}

Analysis analyse_staircase(const Steps& steps) {
  return Analysis(Sum({std::make_shared<Staircase>(steps)}));
}

std::string board_text(const Steps& steps) {
  std::string text = "staircase";
  for (const std::uint64_t step : steps) text += " " + std::to_string(step);
  return text;
}

// Every board up to step 12 against the oracle (tests/oracle), which knows
// only the rules: value, outcome and the boards every winning move leaves;
// and up to step 10 the moves to every other value too.
TEST(StaircaseTheorem, ValueAndEveryMoveToEveryValueAgreeWithTheOracleOnAllBoardsUpToStep12) {
  std::size_t boards = 0;
  std::size_t winning_moves = 0;
  for (const Steps& steps : every_board_up_to(12)) {
    ++boards;
    const std::string text = board_text(steps);
    ASSERT_TRUE(testing::agrees_with_oracle(text));
    winning_moves += analyse_staircase(steps).winning_moves().size();
    if (steps.back() > 10) continue;
    // Gaps are at most 8 here, so every option's value is below 16.
    for (Nimber target = 1; target < 16; ++target) {
      ASSERT_EQ(testing::library_moves_to_value(text, target),
                testing::oracle_moves_to_value(text, target))
          << text << " to value " << target;
    }
  }
  EXPECT_EQ(boards, 4095U);  // 2^12 - 1 sets of steps
  EXPECT_GT(winning_moves, 1000U);
}

TEST(StaircaseTheorem, ValueIsTheXorOfTheGapsAboveMonksOneThreeFive) {
  // 1 5 8 10: gaps 3 (monks 1-2), 2 (monks 2-3), 1 (monks 3-4); 3 XOR 1 = 2.
  EXPECT_EQ(Staircase({1, 5, 8, 10}).grundy_value(), 2U);
  EXPECT_EQ(Staircase({1, 5, 9}).grundy_value(), 3U);
  EXPECT_EQ(Staircase({4}).grundy_value(), 0U);
  EXPECT_EQ(Staircase({1, 2, 3, 4, 5}).grundy_value(), 0U);
  EXPECT_EQ(Staircase({2, 3, 9}).grundy_value(), 0U);  // the only gap is on an even stair
}

TEST(StaircaseMoves, JudgeSamplesHaveOneWinningMoveEach) {
  const Analysis first = analyse_staircase({1, 5, 9});
  ASSERT_EQ(first.outcome(), Outcome::next_player_wins);
  std::vector<Move> moves = first.winning_moves();
  ASSERT_EQ(moves.size(), 1U);
  const Component& board = *first.sum().components()[0];
  EXPECT_EQ(board.notation(moves[0]), "1->4");
  EXPECT_EQ(board.describe(moves[0]), "move the monk on step 1 up to step 4");
  EXPECT_EQ(moves[0].heap, 0U);
  EXPECT_EQ(moves[0].taken, 3U);
  EXPECT_EQ(first.sum().after(moves[0]).canonical(), "staircase 4 5 9");

  const Analysis second = analyse_staircase({1, 5, 8, 10});
  moves = second.winning_moves();
  ASSERT_EQ(moves.size(), 1U);
  EXPECT_EQ(second.sum().components()[0]->notation(moves[0]), "1->3");
  EXPECT_EQ(second.sum().after(moves[0]).canonical(), "staircase 3 5 8 10");
}

TEST(StaircaseMoves, AnEvenNumberedMonkCanWinByWideningTheGapBelowIt) {
  // staircase 1 3 9 has value 1 (gap 1-3); with nim 3 the total is 2, so the
  // odd gap must become 1 XOR 2 = 3. Monk 1 can only shrink it; monk 2 widens
  // it by moving up 2 steps (it has 5 free steps above).
  const Sum sum = parse_expression("staircase 1 3 9 + nim 3");
  const Analysis analysis(sum);
  std::vector<std::string> moves;
  for (const Move& move : analysis.winning_moves()) {
    moves.push_back(std::to_string(move.component) + ":" +
                    sum.components()[move.component]->notation(move));
  }
  EXPECT_EQ(moves, (std::vector<std::string>{"0:3->5", "1:1:3->1"}));
}

TEST(StaircaseMoves, AllMovesAreOrderedByMonkThenSteps) {
  std::vector<std::string> seen;
  const Staircase staircase({1, 3, 4, 7});
  staircase.all_moves([&](const Move& move) {
    seen.push_back(staircase.notation(move));
    return true;
  });
  EXPECT_EQ(seen, (std::vector<std::string>{"1->2", "4->5", "4->6"}));
}

TEST(StaircaseMoves, OneMonkCannotMove) {
  const Analysis analysis = analyse_staircase({42});
  EXPECT_EQ(analysis.grundy_value(), 0U);
  EXPECT_EQ(analysis.outcome(), Outcome::previous_player_wins);
  std::size_t moves = 0;
  analysis.sum().components()[0]->all_moves([&](const Move&) { return ++moves, true; });
  EXPECT_EQ(moves, 0U);
  EXPECT_EQ(analysis.pairing_table(10).rows.size(), 0U);
}

TEST(StaircaseMoves, AfterRefusesMovesTheBoardDoesNotAllow) {
  const Staircase staircase({2, 5, 9});
  EXPECT_THROW(staircase.after(Move{0, 2, 1, {10}}), RuleError);  // the top monk
  EXPECT_THROW(staircase.after(Move{0, 3, 1, {11}}), RuleError);  // no such monk
  EXPECT_THROW(staircase.after(Move{0, 0, 3, {5}}), RuleError);   // onto the next monk
  EXPECT_THROW(staircase.after(Move{0, 1, 0, {5}}), RuleError);   // not a move
  EXPECT_THROW(staircase.after(Move{0, 1, 0, {4}}), RuleError);   // down
  EXPECT_THROW(staircase.after(Move{0, 1, 1, {}}), RuleError);
  EXPECT_EQ(staircase.after(Move{0, 1, 3, {8}})->canonical(), "staircase 2 8 9");
}

TEST(StaircaseMoves, PairingTableRowsAreTheOddStairGaps) {
  const Staircase staircase({1, 5, 8, 10, 20});
  ASSERT_EQ(staircase.value_row_count(), 2U);
  const std::vector<ValueRow> rows = staircase.value_rows(10);
  ASSERT_EQ(rows.size(), 2U);
  EXPECT_EQ(rows[0].label, "gap 1-5");
  EXPECT_EQ(rows[0].shown, "3");
  EXPECT_EQ(rows[0].value, 3U);
  EXPECT_EQ(rows[1].label, "gap 8-10");
  EXPECT_EQ(rows[1].value, 1U);
  EXPECT_EQ(staircase.value_rows(1).size(), 1U);
  const PairingTable table = analyse_staircase({1, 5, 8, 10, 20}).pairing_table(1);
  EXPECT_EQ(table.hidden_rows, 1U);
  EXPECT_EQ(table.total, 2U);
}

// Sums with a Nim heap, searched whole by the oracle.
TEST(StaircaseSum, WithNimAgreesWithTheOracleOnAllSmallBoards) {
  std::size_t positions = 0;
  for (const Steps& steps : every_board_up_to(8)) {
    for (std::uint64_t heap = 0; heap <= 7; ++heap) {
      ++positions;
      ASSERT_TRUE(
          testing::agrees_with_oracle(board_text(steps) + " + nim " + std::to_string(heap)));
    }
  }
  EXPECT_EQ(positions, 255U * 8U);
}

TEST(StaircaseText, CanonicalFormParsesBackToTheSamePosition) {
  const Sum sum = parse_expression("StairCase   1  5\t9 + nim 2");
  EXPECT_EQ(sum.canonical(), "staircase 1 5 9 + nim 2");
  EXPECT_EQ(parse_expression(sum.canonical()).canonical(), sum.canonical());
  std::mt19937_64 random(11);
  std::uniform_int_distribution<std::uint64_t> step(1, kMaxNumber);
  for (int round = 0; round < 200; ++round) {
    std::set<std::uint64_t> chosen;
    while (chosen.size() < 1 + static_cast<std::size_t>(round % 7)) chosen.insert(step(random));
    const Staircase staircase(Steps(chosen.begin(), chosen.end()));
    const Sum again = parse_expression(staircase.canonical());
    const auto* parsed = dynamic_cast<const Staircase*>(again.components()[0].get());
    ASSERT_NE(parsed, nullptr);
    EXPECT_EQ(parsed->steps(), staircase.steps());
  }
}

TEST(StaircaseText, AbbreviatedFormCountsTheMonks) {
  Steps steps(50);
  for (std::size_t i = 0; i < steps.size(); ++i) steps[i] = 2 * i + 1;
  EXPECT_EQ(Staircase(steps).abbreviated(3), "staircase 1 3 5 ... (50 monks in all)");
  EXPECT_EQ(Staircase({1, 3}).abbreviated(3), "staircase 1 3");
}

TEST(StaircaseText, BadPositionsNameTheTokenAndItsColumn) {
  testing::expect_parse_errors({
      {"staircase 1 5 5", 15, {"'5'", "column 15", "second monk on step 5"}},
      {"staircase 1 5 3",
       15,
       {"'3'", "column 15", "below the monk before it on step 5", "increasing"}},
      {"staircase 0 4", 11, {"'0'", "column 11", "numbered from 1"}},
      {"staircase 2 -4", 13, {"'-4'", "column 13", "numbered from 1"}},
      {"staircase 1 x", 13, {"'x'", "column 13", "not a number"}},
      {"staircase 9223372036854775808", 11, {"'9223372036854775808'", "column 11", "too large"}},
      {"nim 1 + staircase", 9, {"'staircase'", "column 9", "at least one monk"}},
      {"staircase(2) 1", 10, {"'('", "column 10", "no parameters"}},
  });
}

TEST(StaircaseText, TheLibraryRefusesBadBoardsAsRuleErrors) {
  EXPECT_THROW(Staircase({}), RuleError);
  EXPECT_THROW(Staircase({0, 3}), RuleError);
  EXPECT_THROW(Staircase({3, 3}), RuleError);
  EXPECT_THROW(Staircase({4, 3}), RuleError);
  EXPECT_THROW(Staircase({1, kMaxNumber + 1}), RuleError);
}

// A count meets its noun in the catalogue's plural forms: "1 free step".
TEST(StaircaseText, ThePictureCountsFreeStepsInTheSingularForOne) {
  const std::vector<std::string> lines = Staircase({1, 3, 4, 7}).picture();
  EXPECT_NE(std::find(lines.begin(), lines.end(), "monk 1 on step 1: 1 free step above it"),
            lines.end());
  EXPECT_NE(std::find(lines.begin(), lines.end(), "monk 2 on step 3: 0 free steps above it"),
            lines.end());
  EXPECT_NE(std::find(lines.begin(), lines.end(), "monk 3 on step 4: 2 free steps above it"),
            lines.end());
}

TEST(StaircaseText, FamilyHelpGivesRulesNotationAndExample) {
  const Family* family = FamilyRegistry::builtin().find("staircase");
  ASSERT_NE(family, nullptr);
  EXPECT_NE(family->help.find("A->B"), std::string::npos);
  EXPECT_NE(family->help.find("Example: grundy solve staircase 1 5 9"), std::string::npos);
  EXPECT_NE(family->help.find("高僧斗法"), std::string::npos);
}

TEST(StaircaseLarge, StepsNear2To63NeitherOverflowNorWrap) {
  const Analysis two = analyse_staircase({1, kMaxNumber});
  EXPECT_EQ(two.grundy_value(), kMaxNumber - 2);
  const std::vector<Move> moves = two.winning_moves();
  ASSERT_EQ(moves.size(), 1U);
  EXPECT_EQ(two.sum().after(moves[0]).canonical(),
            "staircase 9223372036854775806 9223372036854775807");
  EXPECT_EQ(analyse_staircase({kMaxNumber - 3, kMaxNumber - 2, kMaxNumber - 1, kMaxNumber})
                .grundy_value(),
            0U);

  // Random boards anywhere in 1 .. 2^63-1: the winning moves are exactly
  // those found by the rule "the gaps above monks 1, 3, 5, ... (counted from
  // the lowest) are Nim heaps", applied here to each monk: monk 1, 3, 5, ...
  // shrinks its own gap, monk 2, 4, ... widens the gap of the monk below it.
  std::mt19937_64 random(5);
  std::uniform_int_distribution<std::uint64_t> step(1, kMaxNumber);
  std::size_t moves_seen = 0;
  for (int round = 0; round < 500; ++round) {
    std::set<std::uint64_t> chosen;
    while (chosen.size() < 2 + static_cast<std::size_t>(round % 9)) chosen.insert(step(random));
    if (round % 2 == 0) chosen.insert(kMaxNumber);
    const Steps steps(chosen.begin(), chosen.end());
    std::vector<std::uint64_t> gap;  // free steps above each monk but the top one
    for (std::size_t i = 0; i + 1 < steps.size(); ++i) gap.push_back(steps[i + 1] - steps[i] - 1);
    std::uint64_t x = 0;
    for (std::size_t i = 0; i < gap.size(); i += 2) x ^= gap[i];
    // Winning boards one move away, as (monk, step moved to).
    std::set<MonkTarget> expected;
    for (std::size_t i = 0; i < gap.size(); ++i) {
      if (i % 2 == 0 && (x ^ gap[i]) < gap[i]) {
        expected.insert({i, steps[i] + gap[i] - (x ^ gap[i])});
      } else if (i % 2 == 1 && (x ^ gap[i - 1]) > gap[i - 1] &&
                 (x ^ gap[i - 1]) - gap[i - 1] <= gap[i]) {
        expected.insert({i, steps[i] + (x ^ gap[i - 1]) - gap[i - 1]});
      }
    }
    const Analysis analysis = analyse_staircase(steps);
    EXPECT_EQ(analysis.grundy_value(), x);
    std::set<MonkTarget> found;
    for (const Move& move : analysis.winning_moves()) {
      EXPECT_TRUE(found.insert({move.heap, move.result.at(0)}).second);
    }
    EXPECT_EQ(found, expected) << board_text(steps);
    moves_seen += found.size();
  }
  EXPECT_GT(moves_seen, 100U);
}

// The judge's own answer, by its enumeration: each monk in order, each step
// it can reach, and the XOR of the gaps between monks 1-2, 3-4, ... afterwards.
std::string judge_answer(Steps steps) {
  auto pair_xor = [&] {
    std::uint64_t x = 0;
    for (std::size_t i = 0; i + 1 < steps.size(); i += 2) x ^= steps[i + 1] - steps[i] - 1;
    return x;
  };
  for (std::size_t i = 0; i + 1 < steps.size(); ++i) {
    const std::uint64_t from = steps[i];
    for (std::uint64_t to = from + 1; to < steps[i + 1]; ++to) {
      steps[i] = to;
      if (pair_xor() == 0) return std::to_string(from) + " " + std::to_string(to);
    }
    steps[i] = from;
  }
  return "-1";
}

std::string library_answer(const std::string& input) {
  std::istringstream in(input);
  const std::optional<MonkMove> move = solve_monks_problem(in, "input");
  return move ? std::to_string(move->from) + " " + std::to_string(move->to) : "-1";
}

TEST(MonksProblem, JudgeSamples) {
  EXPECT_EQ(library_answer("1 5 9\n"), "1 4");
  EXPECT_EQ(library_answer("1 5 8 10\n"), "1 3");
  EXPECT_EQ(library_answer("1 5 8 10"), "1 3");              // no final newline
  EXPECT_EQ(library_answer("  1\r\n5\t8\n\n10 \n"), "1 3");  // any whitespace
  EXPECT_EQ(library_answer("7"), "-1");
}

TEST(MonksProblem, AgreesWithTheJudgesEnumerationOnRandomBoards) {
  std::mt19937_64 random(2013);
  int lost = 0;
  const int rounds = static_cast<int>(testing_build::trials(3000, 5));
  for (int round = 0; round < rounds; ++round) {
    const std::uint64_t top = round % 3 == 0 ? 20 : 200;
    std::uniform_int_distribution<std::uint64_t> step(1, top);
    std::uniform_int_distribution<std::size_t> count(1, 12);
    std::set<std::uint64_t> chosen;
    const std::size_t monks = count(random);
    while (chosen.size() < monks) chosen.insert(step(random));
    const Steps steps(chosen.begin(), chosen.end());
    std::string input;
    for (std::uint64_t s : steps) input += std::to_string(s) + " ";
    const std::string expected = judge_answer(steps);
    lost += expected == "-1";
    ASSERT_EQ(library_answer(input), expected) << input;
  }
  EXPECT_GT(lost, rounds / 30);  // the lost boards are tested too
}

// A lost board with the first monk lowered by `lowered`: raising it back is a
// winning move of the lowest monk, so it is the judge's answer.
std::pair<std::string, std::string> constructed_case(std::size_t monks, std::uint64_t base,
                                                     std::uint64_t lowered, std::uint64_t seed) {
  std::mt19937_64 random(seed);
  std::uniform_int_distribution<std::uint64_t> gap(0, 1 << 20);
  Steps steps(monks);
  std::uint64_t odd_xor = 0;
  std::uint64_t step = base;
  for (std::size_t i = 0; i < monks; ++i) {
    steps[i] = step;
    std::uint64_t g = gap(random);
    if (i % 2 == 0) {
      if (i + 3 >= monks) g = odd_xor;  // the last odd stair balances the others
      odd_xor ^= g;
    }
    step += g + 1;
  }
  EXPECT_EQ(odd_xor, 0U);
  const std::uint64_t first = steps[0];
  steps[0] -= lowered;
  std::string input;
  input.reserve(monks * 20);
  for (std::uint64_t s : steps) {
    input += std::to_string(s);
    input += ' ';
  }
  input += '\n';
  const std::string answer =
      lowered == 0 ? "-1" : std::to_string(first - lowered) + " " + std::to_string(first);
  return {input, answer};
}

TEST(MonksProblem, TwoHundredThousandMonksNear10To18) {
  const std::uint64_t base = 1'000'000'000'000'000'000ULL - 300'000'000'000ULL;
  for (std::uint64_t lowered : {0ULL, 1ULL, 123'456ULL}) {
    const auto [input, answer] = constructed_case(200'000, base, lowered, lowered + 1);
    EXPECT_EQ(library_answer(input), answer) << "lowered by " << lowered;
  }
}

TEST(MonksProblem, NumbersSplitAcrossReadsAreReadWhole) {
  const std::size_t block = std::size_t{1} << 20;  // the reader's block size
  const std::string input = std::string(block - 2, ' ') + "1234 99999";
  std::istringstream in(input);
  EXPECT_EQ(read_monk_steps(in, "input"), (Steps{1234, 99999}));
  std::istringstream bad(std::string(block - 2, ' ') + "12x4");
  try {
    read_monk_steps(bad, "input");
    ADD_FAILURE() << "no error";
  } catch (const ParseError& error) {
    EXPECT_EQ(error.column(), block - 1);
    EXPECT_NE(std::string(error.what()).find("'12x4' is not a number"), std::string::npos)
        << error.what();
  }
}

TEST(MonksProblem, BadInputNamesTheLineColumnAndToken) {
  struct Case {
    std::string input;
    std::size_t column;
    std::vector<std::string> mentions;
  };
  const std::vector<Case> cases = {
      {"1 5\n  3\n", 3, {"input: line 2, column 3", "'3'", "below the monk before it on step 5"}},
      {"1 5 5", 5, {"line 1, column 5", "'5'", "second monk on step 5"}},
      {"0 4", 1, {"line 1, column 1", "'0'", "numbered from 1"}},
      {"1 2\n-7", 1, {"line 2, column 1", "'-7'", "negative"}},
      {"1 two", 3, {"line 1, column 3", "'two'", "not a number"}},
      {"1 9223372036854775808", 3, {"column 3", "'9223372036854775808'", "too large"}},
      {"1 007 0005", 7, {"column 7", "'0005'", "below the monk before it on step 7"}},
      // Long tokens are judged whole, though only their start is shown.
      {"1 " + std::string(70, '9') + "x", 3, {"column 3", "not a number", "..."}},
      {"1 -" + std::string(70, '9'), 3, {"column 3", "negative"}},
      {"1 " + std::string(70, '9'), 3, {"column 3", "too large"}},
      {"1 2\x01", 3, {"'2\\x01'", "not a number"}},  // a control byte is shown, not printed
      {"", 0, {"input: no steps found"}},
      {" \n\t\r\n", 0, {"no steps found"}},
  };
  for (const Case& c : cases) {
    std::istringstream in(c.input);
    try {
      read_monk_steps(in, "input");
      ADD_FAILURE() << "no error for '" << c.input << "'";
    } catch (const ParseError& error) {
      EXPECT_EQ(error.column(), c.column) << error.what();
      for (const std::string& part : c.mentions) {
        EXPECT_NE(std::string(error.what()).find(part), std::string::npos)
            << "'" << part << "' missing from: " << error.what();
      }
    }
  }
}

TEST(MonksProblem, LargestStepIsAccepted) {
  EXPECT_EQ(library_answer("1 9223372036854775807"), "1 9223372036854775806");
  EXPECT_EQ(library_answer("9223372036854775806 9223372036854775807"), "-1");
}

}  // namespace
}  // namespace grundy

// Moore's Nim_k: Moore's theorem and the binary rule for every winning move
// against the oracle (tests/oracle), which knows only the rules; values by
// search; huge heaps.
#include "grundy/moore.hpp"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <chrono>
#include <limits>
#include <random>
#include <set>
#include <tuple>
#include <vector>

#include "../sanitized.hpp"
#include "grundy/analysis.hpp"
#include "grundy/errors.hpp"
#include "grundy/expression.hpp"
#include "grundy/integers.hpp"
#include "grundy/nim.hpp"
#include "oracle_agreement.hpp"

namespace grundy {
namespace {

using Heaps = std::vector<std::uint64_t>;

std::shared_ptr<MooreNim> moore(std::uint64_t k, Heaps heaps) {
  return std::make_shared<MooreNim>(k, std::move(heaps));
}

Heaps heaps_after(const Heaps& heaps, const Move& move) {
  Heaps next = heaps;
  for (std::size_t j = 0; j + 1 < move.result.size(); j += 2)
    next[move.result[j]] = move.result[j + 1];
  return next;
}

// The documented order of moves as a key: first heap, tokens taken (exact),
// the heaps changed, then the new sizes' bits column by column from the top,
// heaps in order within a column.
std::tuple<std::size_t, std::uint64_t, std::uint64_t, Heaps, std::vector<int>> order_key(
    const Heaps& heaps, const Move& move) {
  std::uint64_t taken_high = 0;  // the exact sum as two 64-bit halves
  std::uint64_t taken_low = 0;
  Heaps changed;
  for (std::size_t j = 0; j + 1 < move.result.size(); j += 2) {
    const std::uint64_t part = heaps[move.result[j]] - move.result[j + 1];
    taken_low += part;
    taken_high += taken_low < part ? 1 : 0;
    changed.push_back(move.result[j]);
  }
  std::vector<int> bits;
  for (int b = 62; b >= 0; --b) {
    for (std::size_t j = 1; j < move.result.size(); j += 2)
      bits.push_back(static_cast<int>((move.result[j] >> b) & 1U));
  }
  return {move.heap, taken_high, taken_low, changed, bits};
}

// The moves a component lists, as the positions they leave, checking the
// documented order on the way.
template <class List>
std::vector<Heaps> listed_positions(const MooreNim& game, List&& list) {
  std::vector<Move> moves;
  list([&](const Move& move) {
    moves.push_back(move);
    return true;
  });
  std::vector<Heaps> positions;
  for (std::size_t i = 0; i < moves.size(); ++i) {
    const Move& move = moves[i];
    EXPECT_EQ(move.heap, move.result.at(0));
    EXPECT_EQ(game.after(move)->canonical(),
              moore(game.k(), heaps_after(game.heaps(), move))->canonical());
    if (i > 0) {
      EXPECT_LT(order_key(game.heaps(), moves[i - 1]), order_key(game.heaps(), move));
    }
    positions.push_back(heaps_after(game.heaps(), move));
  }
  return positions;
}

std::set<Heaps> as_set(const std::vector<Heaps>& positions) {
  return {positions.begin(), positions.end()};
}

// Every position of `count` heaps of 0 .. largest.
std::vector<Heaps> all_positions(std::size_t count, std::uint64_t largest) {
  std::vector<Heaps> positions;
  Heaps heaps(count, 0);
  for (;;) {
    positions.push_back(heaps);
    std::size_t i = 0;
    while (i < count && heaps[i] == largest) heaps[i++] = 0;
    if (i == count) return positions;
    ++heaps[i];
  }
}

std::string moore_text(std::uint64_t k, const Heaps& heaps) {
  std::string text = fmt::format("moore({})", k);
  for (const std::uint64_t heap : heaps) text += fmt::format(" {}", heap);
  return text;
}

std::vector<std::string> as_texts(std::uint64_t k, const std::vector<Heaps>& positions) {
  std::vector<std::string> texts;
  for (const Heaps& heaps : positions) texts.push_back(moore_text(k, heaps));
  std::sort(texts.begin(), texts.end());
  return texts;
}

// Moore's theorem, the complete set of winning moves and the searched value,
// for every position of 1 to 4 heaps up to `largest`, against the oracle
// (tests/oracle), which knows only the rules.
void expect_rule_matches_oracle(std::uint64_t k, std::uint64_t largest) {
  std::size_t positions = 0;
  std::size_t moves = 0;
  for (std::size_t count = 1; count <= 4; ++count) {
    for (const Heaps& heaps : all_positions(count, largest)) {
      const auto game = moore(k, heaps);
      const testing::OracleVerdict oracle = testing::oracle_verdict(moore_text(k, heaps));
      ASSERT_EQ(game->is_loss(), oracle.outcome == 'P') << oracle.position;
      const std::vector<Heaps> listed =
          listed_positions(*game, [&](const MoveVisitor& visit) { game->moves_to_loss(visit); });
      ASSERT_EQ(as_set(listed).size(), listed.size());
      ASSERT_EQ(as_texts(k, listed), oracle.winning) << oracle.position;
      if (count <= 3) {
        ASSERT_EQ(std::optional<Nimber>(game->grundy_value()), oracle.value) << oracle.position;
      }
      ++positions;
      moves += listed.size();
    }
  }
  EXPECT_GT(positions, 0U);
  EXPECT_GT(moves, 0U);
}

TEST(MooreTheorem, EveryWinningMoveForKEquals1) { expect_rule_matches_oracle(1, 7); }
// Heaps up to 7, 5 under the sanitizers.
std::uint64_t largest_moore_heap() { return testing_build::sanitized() ? 5 : 7; }
TEST(MooreTheorem, EveryWinningMoveForKEquals2) {
  expect_rule_matches_oracle(2, largest_moore_heap());
}
TEST(MooreTheorem, EveryWinningMoveForKEquals3) {
  expect_rule_matches_oracle(3, largest_moore_heap());
}
TEST(MooreTheorem, EveryWinningMoveForKAtLeastTheHeaps) {
  // k >= n: every heap may move at once; only the empty position is lost.
  expect_rule_matches_oracle(4, 4);
  expect_rule_matches_oracle(9, 3);
}

// The value of four heaps, searched by the library and by the oracle.
TEST(MooreValues, SearchedValuesOfFourHeapsAgreeWithTheOracle) {
  for (std::uint64_t k = 1; k <= 3; ++k) {
    for (const Heaps& heaps : {Heaps{3, 5, 6, 2}, Heaps{4, 4, 1, 7}, Heaps{0, 6, 6, 6}}) {
      ASSERT_TRUE(testing::agrees_with_oracle(moore_text(k, heaps)));
    }
  }
}

TEST(MooreValues, KEqualsOneIsNim) {
  std::mt19937_64 random(1910);
  for (int round = 0; round < 200; ++round) {
    Heaps heaps(1 + round % 6);
    for (auto& heap : heaps) heap = round % 2 == 0 ? random() % 16 : random() & kMaxNumber;
    const auto game = moore(1, heaps);
    const Nim nim(heaps);
    EXPECT_EQ(game->grundy_value(), nim.grundy_value());
    EXPECT_EQ(game->is_loss(), nim.grundy_value() == 0);
    std::set<Heaps> nim_moves;
    nim.moves_to_value(nim.grundy_value(), 0, [&](const Move& move) {
      Heaps next = heaps;
      next[move.heap] = move.result[0];
      nim_moves.insert(next);
      return true;
    });
    EXPECT_EQ(as_set(listed_positions(
                  *game, [&](const MoveVisitor& visit) { game->moves_to_loss(visit); })),
              nim_moves);
  }
}

TEST(MooreValues, KEqualsOneOrOneHeapIsNimInASumAtAnySize) {
  const std::uint64_t big = kMaxNumber - 6;
  for (const std::string& text :
       {fmt::format("moore(1) {} 12 + nim 7", big), fmt::format("moore(5) 0 {} 0 + nim 7", big)}) {
    const Analysis moore_sum(parse_expression(text));
    const Analysis nim_sum(parse_expression(fmt::format("nim {} 12 + nim 7", big)));
    EXPECT_EQ(moore_sum.grundy_value() ^ nim_sum.grundy_value(), text[6] == '1' ? 0U : 12U) << text;
    for (const Move& move : moore_sum.winning_moves()) {
      EXPECT_EQ(Analysis(moore_sum.sum().after(move)).grundy_value(), 0U) << text;
    }
    // Only the big heap has the top bit of the nim-sum.
    EXPECT_EQ(moore_sum.count_winning_moves(), 1U) << text;
  }
}

TEST(MooreValues, InASumWithNimEveryWinningMoveMatches) {
  for (std::uint64_t k = 2; k <= 3; ++k) {
    for (const Heaps& heaps : all_positions(3, 4)) {
      for (std::uint64_t m = 0; m <= 9; ++m) {
        ASSERT_TRUE(
            testing::agrees_with_oracle(moore_text(k, heaps) + fmt::format(" + nim {}", m)));
      }
    }
  }
}

TEST(MooreValues, AllMovesMatchTheRulesInOrder) {
  const auto game = moore(2, {2, 0, 3, 1});
  const std::vector<Heaps> listed =
      listed_positions(*game, [&](const MoveVisitor& visit) { game->all_moves(visit); });
  EXPECT_EQ(as_set(listed).size(), listed.size());
  EXPECT_EQ(as_texts(2, listed), testing::oracle_options("moore(2) 2 0 3 1"));
  EXPECT_THROW(moore(3, {200, 200, 200, 200})->all_moves([](const Move&) { return true; }),
               LimitError);
}

TEST(MooreValues, LargePositionsAreRefusedInASumButAnsweredAlone) {
  EXPECT_LT(moore_search_moves(2, {20, 20, 20}), kMaxMooreSearchMoves);
  EXPECT_GT(moore_search_moves(2, {100, 100, 100}), kMaxMooreSearchMoves);
  EXPECT_EQ(moore_search_moves(5, {0, 0}), 0.0);
  // The estimate is the exact number of options a plain search generates:
  // T = {1}: (0+1+2) * 4 sizes of heap 2; T = {2}: 3 * (0+1+2+3); T = {1, 2}: 3 * 6.
  EXPECT_EQ(moore_search_moves(2, {2, 3}), 3.0 * 4 + 3 * 6 + 3 * 6);
  EXPECT_THROW(moore(2, {100, 100, 100})->grundy_value(), LimitError);
  try {
    Analysis(parse_expression("moore(2) 100 100 100 + nim 1"));
    FAIL() << "expected LimitError";
  } catch (const LimitError& error) {
    EXPECT_NE(std::string(error.what()).find("moore(2) 100 100 100"), std::string::npos)
        << error.what();
    EXPECT_NE(std::string(error.what()).find("Moore's theorem"), std::string::npos) << error.what();
  }
  const Analysis alone(parse_expression("moore(2) 100 100 100"));
  EXPECT_FALSE(alone.value_known());
  EXPECT_EQ(alone.outcome(), Outcome::previous_player_wins);  // 3 ones in each column
  const Analysis won(parse_expression("moore(2) 100 100 101"));
  EXPECT_EQ(won.outcome(), Outcome::next_player_wins);
  const std::vector<Move> moves = won.winning_moves();
  ASSERT_EQ(moves.size(), 1U);  // only heap 3 can drop its extra 1
  EXPECT_EQ(won.sum().after(moves[0]).canonical(), "moore(2) 100 100 100");
}

// Past the largest double the count stops: it is infinite whatever follows.
// The whole count on 10,000 heaps with k = 2^63-1 (heaps times min(k, heaps)
// steps on long double infinities) took minutes, and `grundy serve` never
// answered `moore(9223372036854775807)` on 10,000 heaps
// (tests/data/hostile/requests.jsonl).
TEST(MooreValues, AnInfiniteSearchCountStopsWithoutCountingEveryHeap) {
  const Heaps many(10000, 99999);
  const auto start = std::chrono::steady_clock::now();
  EXPECT_EQ(moore_search_moves(kMaxNumber, many), std::numeric_limits<double>::infinity());
  EXPECT_EQ(moore_search_moves(kMaxNumber, Heaps(10000, 1)),
            std::numeric_limits<double>::infinity());
  std::string position = fmt::format("moore({})", kMaxNumber);
  for (const std::uint64_t heap : many) position += fmt::format(" {}", heap);
  EXPECT_THROW(Analysis(parse_expression(position + " + nim 1")), LimitError);
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(5));
  // Below it, the count is whole (LargePositionsAreRefusedInASumButAnsweredAlone).
  EXPECT_GT(moore_search_moves(2, Heaps(20, 100)), 1e30);
  EXPECT_LT(moore_search_moves(2, Heaps(20, 100)), 1e300);
}

// ------------------------------------------------------------ huge heaps --

// An independent count of the moves that change exactly heaps i < j (k >= 2)
// to a P-position: every column's required number of 1s r is 0, 1 or 2, and
// with 1 the 1 goes to either heap; try all assignments.
std::set<Heaps> pair_moves_by_columns(std::uint64_t k, const Heaps& heaps, std::size_t i,
                                      std::size_t j) {
  std::set<Heaps> found;
  std::vector<int> shared;  // columns with r = 1
  std::uint64_t both = 0;
  for (int b = 0; b < 63; ++b) {
    std::uint64_t outside = 0;
    for (std::size_t h = 0; h < heaps.size(); ++h) {
      if (h != i && h != j) outside += (heaps[h] >> b) & 1U;
    }
    const std::uint64_t r = (k + 1 - outside % (k + 1)) % (k + 1);
    if (r > 2) return found;
    if (r == 2) both |= std::uint64_t{1} << b;
    if (r == 1) shared.push_back(b);
  }
  EXPECT_LE(shared.size(), 20U);
  for (std::uint32_t pick = 0; pick < (1U << shared.size()); ++pick) {
    std::uint64_t vi = both;
    std::uint64_t vj = both;
    for (std::size_t s = 0; s < shared.size(); ++s) {
      ((pick >> s) & 1U ? vi : vj) |= std::uint64_t{1} << shared[s];
    }
    if (vi < heaps[i] && vj < heaps[j]) {
      Heaps next = heaps;
      next[i] = vi;
      next[j] = vj;
      found.insert(next);
    }
  }
  return found;
}

TEST(MooreHuge, HeapsNear2To63AreAnsweredByTheRule) {
  const std::uint64_t top = kMaxNumber;
  // Three equal heaps: every column has 0 or 3 ones, lost for k = 2.
  EXPECT_TRUE(moore(2, {top, top, top})->is_loss());
  EXPECT_FALSE(moore(3, {top, top, top})->is_loss());
  EXPECT_TRUE(moore(1, {top, top})->is_loss());

  std::mt19937_64 random(93);
  std::size_t checked = 0;
  for (int round = 0; round < 200; ++round) {
    // Near-equal huge heaps: columns differ in a few low bits only, so the
    // moves can be checked one by one.
    const std::uint64_t base =
        kMaxNumber - (random() % 1024) * 1024 - (random() % 2 ? 0 : (std::uint64_t{1} << 40));
    Heaps heaps(3 + round % 2);
    for (auto& heap : heaps) heap = base - random() % 256;
    const std::uint64_t k = 2 + round % 2;
    const auto game = moore(k, heaps);
    const std::vector<Heaps> listed =
        listed_positions(*game, [&](const MoveVisitor& visit) { game->moves_to_loss(visit); });
    std::set<Heaps> expected;
    for (std::size_t i = 0; i < heaps.size(); ++i) {
      // One heap: its new value is fixed column by column.
      std::uint64_t v = 0;
      bool possible = true;
      for (int b = 0; b < 63; ++b) {
        std::uint64_t outside = 0;
        for (std::size_t h = 0; h < heaps.size(); ++h) outside += h != i && ((heaps[h] >> b) & 1U);
        const std::uint64_t r = (k + 1 - outside % (k + 1)) % (k + 1);
        possible = possible && r <= 1;
        v |= (r & 1U) << b;
      }
      if (possible && v < heaps[i]) {
        Heaps next = heaps;
        next[i] = v;
        expected.insert(next);
      }
      for (std::size_t j = i + 1; j < heaps.size(); ++j) {
        const std::set<Heaps> pairs = pair_moves_by_columns(k, heaps, i, j);
        expected.insert(pairs.begin(), pairs.end());
      }
    }
    // Compare the moves of at most two heaps; check the rest by the theorem.
    std::set<Heaps> one_or_two;
    for (const Heaps& position : listed) {
      std::size_t changed = 0;
      for (std::size_t h = 0; h < heaps.size(); ++h) changed += position[h] != heaps[h];
      ASSERT_LE(changed, k);
      ASSERT_TRUE(moore(k, position)->is_loss());
      if (changed <= 2) one_or_two.insert(position);
    }
    ASSERT_EQ(one_or_two, expected) << ::testing::PrintToString(heaps);
    checked += listed.size();
  }
  EXPECT_GT(checked, 100U);
}

TEST(MooreHuge, TakenIsExactInTheOrderEvenPast2To64) {
  // moore(3): three heaps near 2^63 emptied at once take more than 2^64 tokens.
  const std::uint64_t top = kMaxNumber;
  const auto game = moore(3, {top, top, top, 0});
  std::vector<Move> moves;
  game->moves_to_loss([&](const Move& move) {
    moves.push_back(move);
    return true;
  });
  ASSERT_EQ(moves.size(), 1U);
  EXPECT_EQ(moves[0].result, (Heaps{0, 0, 1, 0, 2, 0}));
  EXPECT_EQ(moves[0].taken, UINT64_MAX);  // saturated: 3 * (2^63-1) does not fit
  EXPECT_EQ(game->notation(moves[0]),
            "1:9223372036854775807->0,2:9223372036854775807->0,3:9223372036854775807->0");
}

TEST(MooreHuge, WinningMovesAreCountedWithoutListing) {
  // Heaps X X X X with X = 2^20-1, k = 2: columns hold 4 ones, so any two
  // heaps become v and X - v (one 1 per column between them), 0 < v < X, or
  // one heap is emptied (3 ones left per column). The own value passed (1)
  // only has to differ from the target: these positions are won.
  const std::uint64_t x = (std::uint64_t{1} << 20) - 1;
  EXPECT_EQ(moore(2, {x, x, x, x})->count_moves_to_value(1, 0), 6 * (x - 1) + 4);
  // With X = 2^62-1 there are about 6 * 2^62 of them, more than 2^64: saturated.
  const std::uint64_t big = (std::uint64_t{1} << 62) - 1;
  EXPECT_EQ(moore(2, {big, big, big, big})->count_moves_to_value(1, 0), UINT64_MAX);
  // Small enough to list: the count is the listing's length.
  const auto game = moore(3, {13, 11, 7, 14, 9});
  std::uint64_t listed = 0;
  game->moves_to_loss([&](const Move&) { return ++listed > 0; });
  EXPECT_EQ(game->count_moves_to_value(1, 0), listed);
  EXPECT_GT(listed, 0U);
}

TEST(MooreHuge, ListingStopsWhenTheVisitorSaysSo) {
  const std::uint64_t x = (std::uint64_t{1} << 20) - 1;
  std::size_t seen = 0;
  moore(2, {x, x, x, 5})->moves_to_loss([&](const Move&) { return ++seen < 3; });
  EXPECT_EQ(seen, 3U);
}

TEST(MooreHuge, TooManyWinningMovesAreRefusedBeforeAnyMove) {
  // Heaps X X X X with X = 2^62-1, k = 2: any two heaps can become v and
  // X - v: about 6 * 2^62 moves, which a lone position would count by listing.
  const std::uint64_t x = (std::uint64_t{1} << 62) - 1;
  const auto game = moore(2, {x, x, x, x});
  ASSERT_FALSE(game->is_loss());
  std::size_t visited = 0;
  EXPECT_THROW(game->moves_to_loss([&](const Move&) { return ++visited > 0; }), LimitError);
  EXPECT_EQ(visited, 0U);
}

TEST(MooreHuge, TooManySubsetsAreRefused) {
  // C(400, 3) + C(400, 2) + 400 > 10,000,000 subsets for k = 3.
  Heaps heaps(400, 1);
  heaps.push_back(2);
  EXPECT_THROW(moore(3, heaps)->moves_to_loss([](const Move&) { return true; }), LimitError);
  // k = 1 with many heaps is Nim: one subset per heap.
  Heaps many(100'000, 5);
  many.push_back(3);
  std::size_t count = 0;
  moore(1, many)->moves_to_loss([&](const Move&) { return ++count > 0; });
  EXPECT_EQ(count, 1U);  // heap 3 -> 0? nim-sum of 100000 fives is 0, so 3 -> 0
}

// --------------------------------------------------------------- notation --

TEST(MooreFamily, NotationDescriptionAndResult) {
  const Sum sum = parse_expression("moore(2) 5 6 7");
  const Component& game = *sum.components()[0];
  const Move move{0, 0, 9, {0, 3, 2, 0}};
  EXPECT_EQ(game.notation(move), "1:5->3,3:7->0");
  EXPECT_EQ(game.describe(move), "take 2 from heap 1 (5 -> 3) and take all 7 from heap 3");
  EXPECT_EQ(sum.after(move).canonical(), "moore(2) 3 6 0");
  const Move three{0, 0, 3, {0, 4, 1, 5, 2, 6}};
  EXPECT_THROW(game.after(three), RuleError);                        // three heaps with k = 2
  EXPECT_THROW(game.after(Move{0, 0, 0, {0, 5}}), RuleError);        // not smaller
  EXPECT_THROW(game.after(Move{0, 0, 0, {3, 1}}), RuleError);        // no heap 4
  EXPECT_THROW(game.after(Move{0, 0, 0, {1, 1, 0, 1}}), RuleError);  // out of order
  EXPECT_THROW(game.after(Move{0, 0, 0, {}}), RuleError);
  EXPECT_THROW(MooreNim(0, {1}), RuleError);
}

TEST(MooreFamily, ExampleInTheHelp) {
  const Analysis analysis(parse_expression("moore(2) 3 5 6"));
  const std::vector<Move> moves = analysis.winning_moves();
  ASSERT_EQ(moves.size(), 1U);
  EXPECT_EQ(analysis.sum().components()[0]->notation(moves[0]), "2:5->3,3:6->3");
}

TEST(MooreFamily, CanonicalFormParsesBack) {
  for (const char* text :
       {"moore(2) 3 5 6", "MOORE( 3 ) 0 0 9223372036854775807", "moore(1) 7 + nim 2"}) {
    const Sum sum = parse_expression(text);
    EXPECT_EQ(parse_expression(sum.canonical()).canonical(), sum.canonical());
  }
  EXPECT_EQ(parse_expression("Moore(02) 007 0").canonical(), "moore(2) 7 0");
}

TEST(MooreFamily, BadParametersNameTheTokenAndColumn) {
  auto message = [](const std::string& text) -> std::string {
    try {
      parse_expression(text);
    } catch (const ParseError& error) {
      return error.what();
    }
    return "no error";
  };
  EXPECT_NE(message("moore(0) 1 2").find("'0' at column 7 must be at least 1"), std::string::npos)
      << message("moore(0) 1 2");
  EXPECT_NE(message("moore(-1) 1 2").find("'-1' at column 7 must be at least 1"),
            std::string::npos);
  EXPECT_NE(message("moore(x) 1 2").find("'x' at column 7 is not a number"), std::string::npos);
  EXPECT_NE(message("moore(2,3) 1 2").find("'3' at column 9"), std::string::npos)
      << message("moore(2,3) 1 2");
  EXPECT_NE(message("moore(2,3) 1 2").find("one parameter"), std::string::npos);
  EXPECT_NE(message("moore 1 2").find("needs parameters"), std::string::npos)
      << message("moore 1 2");
  EXPECT_NE(message("moore() 1 2").find("column 6"), std::string::npos) << message("moore() 1 2");
  EXPECT_NE(message("moore(2)").find("needs at least one heap"), std::string::npos);
  EXPECT_NE(message("moore(2) 1 -3").find("'-3' at column 12"), std::string::npos);
  EXPECT_NE(message("moore(99999999999999999999) 1").find("too large"), std::string::npos);
}

}  // namespace
}  // namespace grundy

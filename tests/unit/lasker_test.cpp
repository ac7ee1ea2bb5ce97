// Lasker's Nim: the closed form against a plain mex, the direct split rule
// against listing every split, and every winning move against the oracle
// (tests/oracle), which knows only the rules.
#include "grundy/lasker.hpp"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <map>
#include <random>
#include <set>
#include <tuple>
#include <utility>
#include <vector>

#include "grundy/analysis.hpp"
#include "grundy/errors.hpp"
#include "grundy/expression.hpp"
#include "grundy/heap_game.hpp"
#include "grundy/integers.hpp"
#include "oracle_agreement.hpp"

namespace grundy {
namespace {

using Heaps = std::vector<std::uint64_t>;
using Split = std::pair<std::uint64_t, std::uint64_t>;

// A heap's options straight from the rules: splits a + b (a <= b), then
// removals leaving `left` < size.
std::vector<Heaps> heap_options(std::uint64_t size) {
  std::vector<Heaps> options;
  for (std::uint64_t a = 1; a <= size / 2; ++a) options.push_back({a, size - a});
  for (std::uint64_t left = size; left-- > 0;) options.push_back({left});
  return options;
}

Analysis analyse(const std::string& text) { return Analysis(parse_expression(text)); }

std::vector<Split> listed_splits(std::uint64_t size, Nimber target) {
  std::vector<Split> splits;
  lasker_splits_to_value(size, target, [&](std::uint64_t a, std::uint64_t b) {
    splits.emplace_back(a, b);
    return true;
  });
  return splits;
}

// ------------------------------------------------------------ closed form --

TEST(LaskerClosedForm, MatchesTheMexOfEveryHeapUpTo200) {
  std::vector<Nimber> mexed;
  for (std::uint64_t n = 0; n <= 200; ++n) {
    std::vector<Nimber> options;
    for (std::uint64_t left = 0; left < n; ++left) options.push_back(mexed[left]);
    for (std::uint64_t a = 1; a < n; ++a) options.push_back(mexed[a] ^ mexed[n - a]);
    mexed.push_back(mex(options));
    ASSERT_EQ(lasker_value(n), mexed[n]) << "heap " << n;
  }
  EXPECT_EQ(mexed[3], 4U);
  EXPECT_EQ(mexed[4], 3U);
}

TEST(LaskerClosedForm, HeapOfValueInvertsTheValue) {
  std::vector<std::uint64_t> heaps;
  for (std::uint64_t n = 0; n <= 5000; ++n) heaps.push_back(n);
  for (std::uint64_t n = kMaxNumber - 20; n < kMaxNumber; ++n) heaps.push_back(n);
  heaps.push_back(kMaxNumber);
  for (std::uint64_t n : heaps) ASSERT_EQ(lasker_heap_of_value(lasker_value(n)), n) << n;
  EXPECT_EQ(lasker_value(kMaxNumber), kMaxNumber + 1);        // 2^63-1 = 3 (mod 4)
  EXPECT_EQ(lasker_heap_of_value(kMaxNumber), std::nullopt);  // would be the heap 2^63
  EXPECT_EQ(lasker_heap_of_value(~Nimber{0}), std::nullopt);  // no wrap past 2^64
  EXPECT_EQ(lasker_heap_of_value(Nimber{1} << 63 | 4), std::nullopt);
}

// ----------------------------------------------------------------- splits --

TEST(LaskerSplits, DirectRuleListsExactlyTheSplitsOfEachValueInOrder) {
  for (std::uint64_t size = 0; size <= 130; ++size) {
    std::map<Nimber, std::vector<Split>> by_value;
    for (std::uint64_t a = 1; a <= size / 2; ++a) {
      by_value[lasker_value(a) ^ lasker_value(size - a)].emplace_back(a, size - a);
    }
    for (Nimber target = 0; target <= 140; ++target) {
      const std::vector<Split> expected = by_value[target];
      ASSERT_EQ(listed_splits(size, target), expected) << "heap " << size << " value " << target;
      ASSERT_EQ(lasker_split_count(size, target), expected.size())
          << "heap " << size << " value " << target;
    }
  }
}

TEST(LaskerSplits, VisitorCanStop) {
  std::size_t seen = 0;
  const bool finished = lasker_splits_to_value(
      1000, 1000 ^ 4 ^ 12, [&](std::uint64_t, std::uint64_t) { return ++seen < 2; });
  EXPECT_FALSE(finished);
  EXPECT_EQ(seen, 2U);
}

// Near 2^63 the splits of a value can be astronomically many, so: the ones
// with a small part must be exactly those the closed form gives (every
// a <= 3000 is tried), and when there are at most 2^20, each listed split is
// checked with the closed form and the count with lasker_split_count.
TEST(LaskerSplits, HugeHeapsSplitCorrectly) {
  std::mt19937_64 random(1931);
  const std::vector<std::uint64_t> sizes = {(std::uint64_t{1} << 62) + 1,
                                            (std::uint64_t{1} << 62) + 2,
                                            (std::uint64_t{1} << 62) + 3,
                                            (std::uint64_t{1} << 62) + 4,
                                            kMaxNumber,
                                            kMaxNumber - 1,
                                            kMaxNumber - 2,
                                            kMaxNumber - 3,
                                            (std::uint64_t{1} << 62) - 1};
  std::size_t listed_in_full = 0;
  for (std::uint64_t size : sizes) {
    std::vector<Nimber> targets = {0,
                                   1,
                                   2,
                                   3,
                                   5,
                                   lasker_value(size),
                                   lasker_value(size) ^ 5,
                                   lasker_value(size - 10) ^ lasker_value(10)};
    for (int round = 0; round < 40; ++round) {
      // A target reached by a split with a small part, plus noise in one bit.
      const std::uint64_t a = 1 + random() % 3000;
      targets.push_back(lasker_value(a) ^ lasker_value(size - a));
      targets.push_back(lasker_value(a) ^ lasker_value(size - a) ^
                        (std::uint64_t{1} << (random() % 62)));
    }
    for (Nimber target : targets) {
      std::set<std::uint64_t> small;
      lasker_splits_to_value(size, target, [&](std::uint64_t a, std::uint64_t) {
        if (a > 3000) return false;
        small.insert(a);
        return true;
      });
      for (std::uint64_t a = 1; a <= 3000; ++a) {
        const bool has_value = (lasker_value(a) ^ lasker_value(size - a)) == target;
        ASSERT_EQ(small.count(a) == 1, has_value) << size << " " << target << " a=" << a;
      }
      const std::uint64_t count = lasker_split_count(size, target);
      if (count > (1U << 20)) continue;
      ++listed_in_full;
      const std::vector<Split> splits = listed_splits(size, target);
      ASSERT_EQ(splits.size(), count) << size << " " << target;
      for (std::size_t i = 0; i < splits.size(); ++i) {
        const auto [a, b] = splits[i];
        ASSERT_GE(a, 1U);
        ASSERT_LE(a, b);
        ASSERT_EQ(a + b, size);
        ASSERT_EQ(lasker_value(a) ^ lasker_value(b), target) << size << " -> " << a << "+" << b;
        if (i > 0) {
          ASSERT_LT(splits[i - 1].first, a);
        }
      }
    }
  }
  EXPECT_GT(listed_in_full, 50U);
}

// Heaps built as 2c + x (c and x sharing no bit, x of few bits) have a
// moderate number of splits of value x, with parts of every size.
TEST(LaskerSplits, HugeHeapsWithSplitsOfEverySize) {
  std::mt19937_64 random(62);
  std::size_t splits_seen = 0;
  for (int round = 0; round < 300; ++round) {
    Nimber x = 0;
    for (int bit = 0; bit < 12; ++bit) x |= Nimber{1} << (random() % 61);
    const std::uint64_t common = random() & ~x & ((std::uint64_t{1} << 61) - 1);
    const std::uint64_t size = 2 * common + x + 2 - random() % 5;
    const std::vector<Split> splits = listed_splits(size, x);
    ASSERT_EQ(splits.size(), lasker_split_count(size, x));
    for (std::size_t i = 0; i < splits.size(); ++i) {
      ASSERT_EQ(splits[i].first + splits[i].second, size);
      ASSERT_LE(splits[i].first, splits[i].second);
      ASSERT_EQ(lasker_value(splits[i].first) ^ lasker_value(splits[i].second), x);
      if (i > 0) {
        ASSERT_LT(splits[i - 1].first, splits[i].first);
      }
    }
    splits_seen += splits.size();
  }
  EXPECT_GT(splits_seen, 10'000U);
}

TEST(LaskerSplits, ManySplitsAreListedInProportionToTheirNumber) {
  // x = 2^20 - 1 has 20 bits; the heap x + 2c with c = 2^40 (no bit of x)
  // has 2^19 splits of value x (p = c | y for each of the 2^20 subsets y of
  // x, each unordered split counted twice), listed in a moment.
  const Nimber x = (Nimber{1} << 20) - 1;
  const std::uint64_t size = x + (std::uint64_t{1} << 41);
  const std::vector<Split> splits = listed_splits(size, x);
  EXPECT_EQ(splits.size(), lasker_split_count(size, x));
  EXPECT_EQ(splits.size(), 1U << 19);
  for (std::size_t i = 0; i < splits.size(); ++i) {
    ASSERT_EQ(lasker_value(splits[i].first) ^ lasker_value(splits[i].second), x);
    if (i > 0) {
      ASSERT_LT(splits[i - 1].first, splits[i].first);
    }
  }
}

// ---------------------------------------------------------- winning moves --

// Every position of one and two heaps of up to 20 tokens in all, and of
// three heaps of up to 14, against the oracle (tests/oracle), which searches
// the whole row as one game from the rules: value, outcome and the positions
// every winning move leaves. The search grows with the partitions of the
// total; the rest of the range is checked against the Sprague-Grundy sum of
// single-heap values found by mex, below.
TEST(LaskerTheorem, EveryWinningMoveAgreesWithTheOracleUpTo20Tokens) {
  std::size_t positions = 0;
  for (std::uint64_t a = 0; a <= 20; ++a) {
    ASSERT_TRUE(testing::agrees_with_oracle(fmt::format("lasker {}", a)));
    ++positions;
    for (std::uint64_t b = 0; a + b <= 20; ++b) {
      ASSERT_TRUE(testing::agrees_with_oracle(fmt::format("lasker {} {}", a, b)));
      ++positions;
      for (std::uint64_t c = 0; a + b + c <= 14; ++c) {
        ASSERT_TRUE(testing::agrees_with_oracle(fmt::format("lasker {} {} {}", a, b, c)));
        ++positions;
      }
    }
  }
  EXPECT_GT(positions, 300U);
}

// Values by the Sprague-Grundy theorem from a mex table of single heaps: the
// value of a position is the XOR of its heaps' values.
class MexTableValues {
 public:
  explicit MexTableValues(std::uint64_t largest) {
    for (std::uint64_t n = 0; n <= largest; ++n) {
      std::vector<Nimber> options;
      for (const Heaps& option : heap_options(n)) options.push_back(value(option));
      values_.push_back(mex(options));
    }
  }
  Nimber value(const Heaps& heaps) const {
    Nimber total = 0;
    for (std::uint64_t heap : heaps) total ^= values_.at(heap);
    return total;
  }

 private:
  std::vector<Nimber> values_;
};

void expect_matches_mex_table(const MexTableValues& table, const Heaps& heaps) {
  const Analysis analysis(Sum({std::make_shared<LaskerNim>(heaps)}));
  ASSERT_EQ(analysis.grundy_value(), table.value(heaps)) << ::testing::PrintToString(heaps);
  std::set<std::pair<std::size_t, Heaps>> engine;
  const std::vector<Move> moves = analysis.winning_moves();
  for (std::size_t i = 0; i < moves.size(); ++i) {
    engine.insert({moves[i].heap, moves[i].result});
    if (i > 0) {
      ASSERT_LT(std::tie(moves[i - 1].heap, moves[i - 1].taken, moves[i - 1].result),
                std::tie(moves[i].heap, moves[i].taken, moves[i].result));
    }
  }
  std::set<std::pair<std::size_t, Heaps>> expected;
  for (std::size_t i = 0; i < heaps.size(); ++i) {
    for (const Heaps& replacement : heap_options(heaps[i])) {
      Heaps next = heaps;
      next.erase(next.begin() + static_cast<std::ptrdiff_t>(i));
      next.insert(next.end(), replacement.begin(), replacement.end());
      if (table.value(next) == 0) expected.insert({i, replacement});
    }
  }
  ASSERT_EQ(engine, expected) << ::testing::PrintToString(heaps);
}

TEST(LaskerTheorem, EveryWinningMoveOfOneTwoAndThreeHeapsUpTo24) {
  const MexTableValues table(24);
  for (std::uint64_t a = 0; a <= 24; ++a) {
    expect_matches_mex_table(table, {a});
    for (std::uint64_t b = 0; b <= 24; ++b) {
      expect_matches_mex_table(table, {a, b});
      for (std::uint64_t c = 0; c <= 24; c += 3) expect_matches_mex_table(table, {a, b, c});
    }
  }
}

TEST(LaskerTheorem, InASumWithNim) {
  for (std::uint64_t a = 0; a <= 10; ++a) {
    for (std::uint64_t m = 0; m <= 20; ++m) {
      ASSERT_TRUE(testing::agrees_with_oracle(fmt::format("lasker {} + nim {}", a, m)));
    }
  }
}

// Lasker's closed form written out here, checked against the mex table
// below, so that the library's lasker_value is not its own judge.
Nimber lasker_rule(std::uint64_t n) {
  switch (n % 4) {
    case 0:
      return n == 0 ? 0 : n - 1;
    case 3:
      return n + 1;
    default:
      return n;
  }
}

TEST(LaskerMoves, LoneHugeHeapsHaveTheirWinningSplits) {
  // An even heap splits into equal halves (value 0); any heap can be taken whole.
  const std::uint64_t even = (std::uint64_t{1} << 62) + 2;
  Analysis analysis = analyse(fmt::format("lasker {}", even));
  std::vector<Move> moves = analysis.winning_moves();
  ASSERT_EQ(moves.size(), 2U);
  EXPECT_EQ(moves[0].taken, 0U);
  EXPECT_EQ(moves[0].result, (Heaps{even / 2, even / 2}));
  EXPECT_EQ(moves[1].result, (Heaps{0}));
  EXPECT_EQ(analysis.sum().components()[0]->notation(moves[0]),
            "1:4611686018427387906->2305843009213693953+2305843009213693953");

  analysis = analyse(fmt::format("lasker {}", (std::uint64_t{1} << 62) + 1));
  moves = analysis.winning_moves();
  ASSERT_EQ(moves.size(), 1U);  // odd: no two equal halves
  EXPECT_EQ(analysis.sum().components()[0]->notation(moves[0]), "1:4611686018427387905->0");

  // 2^63-1 has value 2^63: the sum with nim is fine, no overflow.
  analysis = analyse(fmt::format("lasker {} + nim 5", kMaxNumber));
  EXPECT_EQ(analysis.grundy_value(), (kMaxNumber + 1) ^ 5);
  moves = analysis.winning_moves();
  ASSERT_FALSE(moves.empty());
  for (const Move& move : moves) {
    Nimber left = move.component == 1 ? move.result.at(0) : 5;
    if (move.component == 0) {
      for (const std::uint64_t heap : move.result) left ^= lasker_rule(heap);
    } else {
      left ^= lasker_rule(kMaxNumber);
    }
    EXPECT_EQ(left, 0U);
    if (move.component == 0 && move.taken == 0) {
      ASSERT_EQ(move.result.size(), 2U);
      EXPECT_EQ(lasker_value(move.result[0]) ^ lasker_value(move.result[1]), 5U);
    }
  }
}

TEST(LaskerMoves, TheRuleWrittenHereMatchesTheMexTable) {
  const MexTableValues table(200);
  for (std::uint64_t n = 0; n <= 200; ++n) ASSERT_EQ(lasker_rule(n), table.value({n})) << n;
}

// Big heaps beside a Nim heap: every listed winning move is legal and leaves
// value 0 by the rule written here; for heaps up to 2^17 the splits listed
// are exactly those found by trying every split.
TEST(LaskerMoves, HugeHeapsInASumWithNim) {
  std::mt19937_64 random(4);
  std::size_t splits = 0;
  for (int round = 0; round < 300; ++round) {
    Nimber x = 0;
    const bool enumerable = round % 5 == 0;
    const unsigned width = enumerable ? 16 : 61;
    for (int bit = 0; bit < 10; ++bit) x |= Nimber{1} << (random() % width);
    const std::uint64_t common = random() & ~x & ((std::uint64_t{1} << width) - 1);
    const std::uint64_t h = 2 * common + x + 2 - random() % 5;
    const std::uint64_t m = round % 4 == 0 ? random() % 1000 : x;
    const Analysis analysis = analyse(fmt::format("lasker {} + nim {}", h, m));
    std::set<std::uint64_t> listed;  // the smaller part of each winning split
    for (const Move& move : analysis.winning_moves()) {
      const Sum after = analysis.sum().after(move);
      const Heaps& left = dynamic_cast<const HeapGame&>(*after.components()[0]).heaps();
      const std::uint64_t nim = dynamic_cast<const HeapGame&>(*after.components()[1]).heaps()[0];
      Nimber total = nim;
      std::uint64_t tokens = 0;
      for (const std::uint64_t heap : left) {
        total ^= lasker_rule(heap);
        tokens += heap;
      }
      ASSERT_EQ(total, 0U) << after.canonical();
      if (move.component == 0 && left.size() == 2) {
        ASSERT_EQ(tokens, h) << after.canonical();  // a split takes nothing
        ASSERT_EQ(nim, m);
        ASSERT_TRUE(listed.insert(std::min(left[0], left[1])).second) << after.canonical();
      } else if (move.component == 0) {
        ASSERT_LT(tokens, h);
      } else {
        ASSERT_LT(nim, m);
      }
    }
    if (enumerable) {
      std::set<std::uint64_t> expected;
      for (std::uint64_t a = 1; a <= h / 2; ++a) {
        if ((lasker_rule(a) ^ lasker_rule(h - a) ^ m) == 0) expected.insert(a);
      }
      ASSERT_EQ(listed, expected) << "lasker " << h << " + nim " << m;
    }
    splits += listed.size();
  }
  EXPECT_GT(splits, 1000U);
}

TEST(LaskerMoves, NotationAndResults) {
  const Sum sum = parse_expression("lasker 3 10");
  const Component& game = *sum.components()[0];
  const Move split{0, 1, 0, {3, 7}};
  const Move take{0, 1, 6, {4}};
  const Move all{0, 0, 3, {0}};
  EXPECT_EQ(game.notation(split), "2:10->3+7");
  EXPECT_EQ(game.describe(split), "split heap 2 (10) into 3 and 7");
  EXPECT_EQ(sum.after(split).canonical(), "lasker 3 3 7");
  EXPECT_EQ(game.notation(take), "2:10->4");
  EXPECT_EQ(sum.after(take).canonical(), "lasker 3 4");
  EXPECT_EQ(game.notation(all), "1:3->0");
  EXPECT_EQ(game.describe(all), "take all 3 from heap 1");
  EXPECT_EQ(sum.after(all).canonical(), "lasker 0 10");
}

TEST(LaskerMoves, AllMovesAreSplitsThenRemovals) {
  std::vector<std::tuple<std::size_t, std::uint64_t, Heaps>> seen;
  LaskerNim({4, 0, 1}).all_moves([&](const Move& move) {
    seen.emplace_back(move.heap, move.taken, move.result);
    return true;
  });
  const std::vector<std::tuple<std::size_t, std::uint64_t, Heaps>> expected = {
      {0, 0, {1, 3}}, {0, 0, {2, 2}}, {0, 1, {3}}, {0, 2, {2}},
      {0, 3, {1}},    {0, 4, {0}},    {2, 1, {0}}};
  EXPECT_EQ(seen, expected);
}

TEST(LaskerMoves, ExampleInTheHelp) {
  const Analysis analysis = analyse("lasker 3 4");
  const std::vector<Move> moves = analysis.winning_moves();
  ASSERT_EQ(moves.size(), 2U);
  EXPECT_EQ(analysis.sum().components()[0]->notation(moves[0]), "1:3->1+2");
  EXPECT_EQ(analysis.sum().components()[0]->notation(moves[1]), "2:4->3");
}

TEST(LaskerMoves, AstronomicallyManyWinningSplitsAreCountedAndListedOnDemand) {
  // x = 2^61-1 (61 bits) and the heap x + 2^62: p AND q = 2^61 for every
  // split of value x, and p = 2^61 | y for each subset y of x's bits: about
  // 2^59 splits with a <= b.
  const std::uint64_t x = (std::uint64_t{1} << 61) - 1;
  const std::uint64_t h = x + (std::uint64_t{1} << 62);
  const Analysis analysis = analyse(fmt::format("lasker {} + nim {}", h, x));
  const std::uint64_t splits = lasker_split_count(h, x);
  EXPECT_GT(splits, std::uint64_t{1} << 58);
  // The heap of value x is x + 1 (x = 3 mod 4), below h: one removal too.
  EXPECT_EQ(analysis.count_winning_moves(), splits + 1);
  std::vector<Move> first;
  analysis.winning_moves([&](const Move& move) {
    first.push_back(move);
    return first.size() < 1000;
  });
  ASSERT_EQ(first.size(), 1000U);
  for (std::size_t i = 0; i < first.size(); ++i) {
    ASSERT_EQ(first[i].taken, 0U);
    ASSERT_EQ(first[i].result[0] + first[i].result[1], h);
    ASSERT_EQ(lasker_value(first[i].result[0]) ^ lasker_value(first[i].result[1]), x);
    if (i > 0) {
      ASSERT_LT(first[i - 1].result[0], first[i].result[0]);
    }
  }
}

// --------------------------------------------------------------- parsing --

TEST(LaskerFamily, CanonicalFormParsesBack) {
  for (const char* text : {"lasker 3 4", "LASKER 0 10 9223372036854775807", "lasker 007"}) {
    const Sum sum = parse_expression(text);
    EXPECT_EQ(parse_expression(sum.canonical()).canonical(), sum.canonical());
  }
  EXPECT_EQ(parse_expression("Lasker 007 0").canonical(), "lasker 7 0");
}

TEST(LaskerFamily, BadInputNamesTheTokenAndColumn) {
  auto message = [](const std::string& text) -> std::string {
    try {
      parse_expression(text);
    } catch (const ParseError& error) {
      return error.what();
    }
    return "no error";
  };
  EXPECT_NE(message("lasker(2) 3").find("takes no parameters"), std::string::npos);
  EXPECT_NE(message("lasker").find("needs at least one heap"), std::string::npos);
  EXPECT_NE(message("lasker 3 -4").find("'-4' at column 10"), std::string::npos);
  EXPECT_NE(message("lasker 9223372036854775808").find("too large"), std::string::npos);
  EXPECT_NE(message("lasker 3 x").find("'x' at column 10"), std::string::npos);
}

}  // namespace
}  // namespace grundy

// The misère quotient beyond its last expansion, against the oracle of
// tests/oracle (a search written from the rules, sharing no code with the
// engine). For each game whose quotient the engine computes, the oracle
// searches one large position (a row of 40, or a heap of 40 beside smaller
// ones) and hands back every position it met with its outcome; then
//   - every one of those sums is lost exactly when the quotient says so,
//     including every sum with a heap beyond the quotient's last expansion
//     (Kayles grows until heap 27; its heaps 28 to 40 are checked only here);
//   - the quotient's elements are told apart by the oracle itself: a largest
//     set of elements such that for every two, sums u and v that pretend to
//     be them and a third sum w give u + w and v + w of different outcomes
//     in the oracle's table (all elements for 0.75, 0.123 and tame games;
//     27 of Kayles' 40, whose others need more than 40 pins);
//   - the winning moves the engine gives through the quotient, for single
//     heaps and sums beyond the last expansion, are the oracle's own winning
//     moves (agrees_with_oracle_misere), not moves the quotient checked.
// The sanitizer build searches smaller positions (still beyond the last
// expansion) and checks fewer winning moves.
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <cstdint>
#include <map>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "../sanitized.hpp"
#include "grundy/expression.hpp"
#include "grundy/misere.hpp"
#include "grundy/misere_quotient.hpp"
#include "oracle_agreement.hpp"

namespace grundy {
namespace {

using Heaps = std::vector<std::uint64_t>;  // sorted

struct Searched {
  std::string code;           // the take-and-break code: "0.77"
  std::string family;         // how the engine and the oracle write it: "kayles", "octal(0.75)"
  std::vector<Heaps> starts;  // the positions the oracle searches
  std::vector<Heaps> starts_sanitized;
  std::size_t winning_checks = 0;  // sums whose winning moves are compared
  // In the release build's table (elements_told_apart): the elements met,
  // those the oracle tells apart two by two, and how many of those are lost.
  std::size_t elements_met = 0;
  std::size_t elements_apart = 0;
  std::size_t elements_apart_lost = 0;
};

std::string quotient_sum_text(const std::string& family, const Heaps& heaps) {
  std::string text = family;
  for (const std::uint64_t heap : heaps) text += " " + std::to_string(heap);
  return text;
}

// The heaps of an oracle text "kayles 3 28" (a row left empty is "kayles 0").
Heaps heaps_of(const std::string& text) {
  std::istringstream in(text.substr(text.find(' ') + 1));
  Heaps heaps;
  for (std::uint64_t heap = 0; in >> heap;) {
    if (heap > 0) heaps.push_back(heap);
  }
  std::sort(heaps.begin(), heaps.end());
  return heaps;
}

// The oracle's table: every sum it met, by its heaps, and whether it is lost
// for the player to move.
std::map<Heaps, bool> searched_table(const Searched& game) {
  std::map<Heaps, bool> lost;
  for (const Heaps& start : testing_build::sanitized() ? game.starts_sanitized : game.starts) {
    for (const auto& [text, outcome] : testing::oracle_reachable_outcomes(
             quotient_sum_text(game.family, start), PlayConvention::misere)) {
      EXPECT_NE(outcome, 'D') << text;
      lost[heaps_of(text)] = outcome == 'P';
    }
  }
  return lost;
}

// Order and P-portion, by the oracle alone: elements that sums of its table
// pretend to be, and among them a set the oracle tells apart two by two
// (for x and y, sums u and v that pretend to be them and a third sum w with
// u + w and v + w of different outcomes in the table). The true quotient
// has at least as many elements as that set, and as many P-classes as the
// set has lost sums, granted that sums of one element are alike (every
// outcome of the table agrees with that; a pair may be told apart through
// other sums of its elements than another pair).
struct ToldApart {
  std::size_t met = 0;         // elements some sum of the table pretends to be
  std::size_t apart = 0;       // the set told apart two by two
  std::size_t apart_lost = 0;  // its elements whose sums are lost
};

// The largest set of vertices of `graph` (adjacency masks) joined two by
// two (Bron–Kerbosch with a pivot).
std::uint64_t largest_clique(const std::vector<std::uint64_t>& graph, std::uint64_t chosen,
                             std::uint64_t candidates, std::uint64_t excluded) {
  if (candidates == 0 && excluded == 0) return chosen;
  std::uint64_t best = chosen;
  const int pivot = std::countr_zero(candidates | excluded);
  for (std::uint64_t left = candidates & ~graph[pivot]; left != 0; left &= left - 1) {
    const int v = std::countr_zero(left);
    const std::uint64_t bit = std::uint64_t{1} << v;
    const std::uint64_t found =
        largest_clique(graph, chosen | bit, candidates & graph[v], excluded & graph[v]);
    if (std::popcount(found) > std::popcount(best)) best = found;
    candidates &= ~bit;
    excluded |= bit;
  }
  return best;
}

ToldApart elements_told_apart(const MisereQuotient& quotient, const std::map<Heaps, bool>& lost) {
  EXPECT_LE(quotient.order(), 64U);
  // For each third sum w: the elements x for which some sum u with Φ(u) = x
  // has u + w in the table, lost (known_lost) or won (known_won).
  std::map<Heaps, std::pair<std::uint64_t, std::uint64_t>> known;  // w -> (lost, won)
  std::uint64_t met = 0;
  for (const auto& [sum, is_lost] : lost) {
    // Every way to take a sub-multiset w out of the sum: counts of each size.
    std::vector<std::pair<std::uint64_t, std::size_t>> sizes;  // (heap, how many)
    for (const std::uint64_t heap : sum) {
      if (sizes.empty() || sizes.back().first != heap) sizes.emplace_back(heap, 0);
      ++sizes.back().second;
    }
    std::vector<std::size_t> taken(sizes.size(), 0);
    while (true) {
      Heaps w;
      Heaps u;
      for (std::size_t i = 0; i < sizes.size(); ++i) {
        w.insert(w.end(), taken[i], sizes[i].first);
        u.insert(u.end(), sizes[i].second - taken[i], sizes[i].first);
      }
      const std::uint64_t x = std::uint64_t{1} << quotient.of_heaps(u);
      auto& [known_lost, known_won] = known[w];
      (is_lost ? known_lost : known_won) |= x;
      if (w.empty()) met |= x;
      std::size_t i = 0;
      while (i < sizes.size() && taken[i] == sizes[i].second) taken[i++] = 0;
      if (i == sizes.size()) break;
      ++taken[i];
    }
  }
  // x and y are told apart by the oracle when, for one w, the sums with x
  // are lost and those with y won (or the other way round).
  std::vector<std::uint64_t> apart(quotient.order(), 0);
  for (const auto& [w, masks] : known) {
    const auto& [known_lost, known_won] = masks;
    EXPECT_EQ(known_lost & known_won, 0U) << "one element both lost and won beside a sum";
    for (std::uint64_t left = known_lost; left != 0; left &= left - 1)
      apart[std::countr_zero(left)] |= known_won;
    for (std::uint64_t left = known_won; left != 0; left &= left - 1)
      apart[std::countr_zero(left)] |= known_lost;
  }
  const std::uint64_t clique = largest_clique(apart, 0, met, 0);
  ToldApart found;
  found.met = static_cast<std::size_t>(std::popcount(met));
  found.apart = static_cast<std::size_t>(std::popcount(clique));
  for (std::uint64_t left = clique; left != 0; left &= left - 1)
    found.apart_lost += (known[Heaps{}].first >> std::countr_zero(left)) & 1U;
  return found;
}

// Winning moves, by the engine through the quotient, against the oracle:
// every single heap beyond the last expansion (and every row from 21 on),
// then `wanted` sums with a heap beyond it, spread over the table.
void check_winning_moves(const std::string& family, const std::map<Heaps, bool>& lost,
                         std::uint64_t last_expansion, std::size_t wanted) {
  MisereAnalysis::Options quotient_only;
  quotient_only.use_tame_genus = false;
  quotient_only.small_search = 0;
  std::vector<Heaps> checked;
  std::vector<Heaps> sums;
  for (const auto& [heaps, is_lost] : lost) {
    if (heaps.empty() || heaps.back() <= last_expansion) continue;
    (heaps.size() == 1 ? checked : sums).push_back(heaps);
  }
  for (std::uint64_t heap = 21; heap <= last_expansion; ++heap) {
    if (lost.count(Heaps{heap}) != 0) checked.push_back(Heaps{heap});
  }
  const std::size_t step = std::max<std::size_t>(1, sums.size() / std::max<std::size_t>(1, wanted));
  for (std::size_t i = 0; i < sums.size(); i += step) checked.push_back(sums[i]);
  std::size_t won = 0;
  for (const Heaps& heaps : checked) {
    const std::string text = quotient_sum_text(family, heaps);
    const MisereAnalysis analysis(parse_expression(text), quotient_only);
    ASSERT_EQ(analysis.misere_method(), MisereMethod::quotient) << text;
    EXPECT_TRUE(testing::agrees_with_oracle_misere(text, quotient_only));
    won += analysis.outcome() == Outcome::next_player_wins ? 1 : 0;
  }
  // Both outcomes were met: winning moves were compared, and their absence.
  EXPECT_GT(won, 0U);
  if (!testing_build::sanitized()) {
    EXPECT_LT(won, checked.size());
  }
}

void check_beyond_the_last_expansion(const Searched& game) {
  SCOPED_TRACE(game.code);
  MisereQuotient quotient(TakeAndBreakRule::octal(game.code));
  // The quotient of every heap size, by the periodicity theorem: heaps past
  // the proof pretend by the period, and that is checked here too.
  quotient.extend_to_cover(std::uint64_t{1} << 60);
  ASSERT_TRUE(quotient.proof().has_value());
  const std::uint64_t last_expansion = quotient.expansion_heaps().back();
  const std::map<Heaps, bool> lost = searched_table(game);

  // Outcomes: every sum the oracle met.
  std::size_t beyond = 0;
  for (const auto& [heaps, is_lost] : lost) {
    const bool says_lost = quotient.in_p_portion(quotient.of_heaps(heaps));
    ASSERT_EQ(says_lost, is_lost) << quotient_sum_text(game.family, heaps) << ": the quotient says "
                                  << (says_lost ? "P" : "N") << ", the oracle's search "
                                  << (is_lost ? "P" : "N");
    beyond += !heaps.empty() && heaps.back() > last_expansion ? 1 : 0;
  }
  EXPECT_GT(beyond, testing_build::sanitized() ? 0U : 100U)
      << "sums with a heap beyond the last expansion, heap " << last_expansion;

  // The release build's tables are large enough to meet (nearly) every
  // element; the sanitizer build's smaller ones check outcomes and moves.
  if (!testing_build::sanitized()) {
    const ToldApart found = elements_told_apart(quotient, lost);
    EXPECT_EQ(found.met, game.elements_met) << "of " << quotient.order() << " elements";
    EXPECT_EQ(found.apart, game.elements_apart) << "of " << quotient.order() << " elements";
    EXPECT_EQ(found.apart_lost, game.elements_apart_lost)
        << "of a P-portion of " << quotient.monoid().p_portion_size();
  }
  check_winning_moves(game.family, lost, last_expansion,
                      testing_build::trials(game.winning_checks, 5));
}

TEST(MisereQuotientBeyondItsLastExpansion, Kayles) {
  // Grows until heap 27; the oracle searches a row of 40 (31 under the
  // sanitizers): every sum of rows that one row of 40 pins can become.
  // Those sums meet 38 of the 40 elements (adef and def need rows of 25 and
  // 20 together); 27 of them, 8 lost, are told apart by sums of the table.
  // The elements whose sums need a row of 25 or 27 are told apart only by
  // third sums that do not fit beside them within 40 pins (g from ag: only
  // by a third sum of 27 pins or more), beyond what the oracle searches here.
  check_beyond_the_last_expansion({"0.77", "kayles", {{40}}, {{31}}, 150, 38, 27, 8});
}

TEST(MisereQuotientBeyondItsLastExpansion, Octal075) {
  // Grows until heap 5, period proven at 21: heaps 22 to 40 pretend by the
  // period. All 8 elements are told apart.
  check_beyond_the_last_expansion({"0.75", "octal(0.75)", {{40}}, {{26}}, 150, 8, 8, 2});
}

TEST(MisereQuotientBeyondItsLastExpansion, Octal15) {
  // Grows until heap 30; some elements are first met by three heaps of 20.
  check_beyond_the_last_expansion({"0.15", "octal(0.15)", {{40, 6}}, {{33, 3}}, 150, 32, 12, 3});
}

TEST(MisereQuotientBeyondItsLastExpansion, Octal123) {
  // Grows until heap 9. No move splits a heap: the oracle searches a heap
  // of 40 beside smaller ones. All 20 elements are told apart.
  check_beyond_the_last_expansion(
      {"0.123", "octal(0.123)", {{40, 12, 9, 8, 3, 3, 1}}, {{20, 9, 8, 3, 3, 1}}, 150, 20, 20, 5});
}

TEST(MisereQuotientBeyondItsLastExpansion, TameGames) {
  // Tame: the quotient of misère Nim, every element told apart. 0.31, 0.33
  // and 0.333 grow until heap 2, 0.3333333 until heap 4.
  for (const auto& [code, order] : std::vector<std::pair<std::string, std::size_t>>{
           {"0.31", 6}, {"0.33", 6}, {"0.333", 6}, {"0.3333333", 10}}) {
    check_beyond_the_last_expansion({code,
                                     "octal(" + code + ")",
                                     {{40, 8, 4, 4, 2, 1, 1}},
                                     {{20, 8, 4, 4, 2, 1, 1}},
                                     60,
                                     order,
                                     order,
                                     2});
  }
}

// The wild games, whose quotients grow at heap after heap and are computed
// to a bound N with no period proven: every sum the oracle meets (all its
// heaps within N) has the outcome the quotient of the heaps 0..N gives, the
// heaps that made it grow last among them. Dawson's Kayles grows at 25, 27
// and 30, Dawson's chess one heap earlier, Daisies at every heap.
void check_partial_quotient(const std::string& code, const std::string& family, std::uint64_t heaps,
                            const std::vector<Heaps>& starts) {
  SCOPED_TRACE(code);
  MisereQuotient quotient(TakeAndBreakRule::octal(code),
                          MisereQuotient::Limits::within_memory(std::uint64_t{1} << 30));
  quotient.extend_to(heaps);
  const std::map<Heaps, bool> lost = searched_table({code, family, starts, starts});
  std::size_t late = 0;
  const std::uint64_t grew = quotient.expansion_heaps().back();
  for (const auto& [sum, is_lost] : lost) {
    ASSERT_LE(sum.empty() ? 0 : sum.back(), heaps);
    const bool says_lost = quotient.in_p_portion(quotient.of_heaps(sum));
    ASSERT_EQ(says_lost, is_lost) << quotient_sum_text(family, sum) << ": the quotient says "
                                  << (says_lost ? "P" : "N") << ", the oracle's search "
                                  << (is_lost ? "P" : "N");
    late += !sum.empty() && sum.back() >= grew ? 1 : 0;
  }
  EXPECT_GT(late, 0U) << "sums with a heap of " << grew << " or more";
}

TEST(MisereQuotientOfTheWildGames, AgreesWithTheOracleToHeap30) {
  // Seconds of quotients that grow at every heap: the release build's test
  // (the sanitizers run the same searches on the quotients of the tests above).
  if (testing_build::sanitized()) GTEST_SKIP() << "release build only";
  check_partial_quotient("0.07", "dawson", 30, {{30, 8}, {27, 11}, {25, 13}});
  check_partial_quotient("0.137", "octal(0.137)", 29, {{29, 9}, {24, 14}});
  check_partial_quotient("4.7", "octal(4.7)", 24, {{24, 6}, {20, 7, 3}});
}

}  // namespace
}  // namespace grundy

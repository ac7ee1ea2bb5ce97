// The misère quotient against the oracle of tests/oracle (which searches
// whole sums from the rules and shares no code with the engine) on random
// small sums, against the known quotient of misère Nim for tame games, the
// periodicity theorem against heaps computed past its proof; then the
// engine's use of it. Sums beyond the last expansion, their winning moves
// and the order as the oracle sees it: misere_quotient_oracle_test.
#include "grundy/misere_quotient.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <memory>
#include <random>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "../sanitized.hpp"
#include "grundy/bipartite_monoid.hpp"
#include "grundy/errors.hpp"
#include "grundy/expression.hpp"
#include "grundy/misere.hpp"
#include "grundy/misere_sequence.hpp"
#include "grundy/nim.hpp"
#include "oracle_agreement.hpp"
#include "solver.hpp"

namespace grundy {
namespace {

std::string octal_text(const std::string& code, const std::vector<std::uint64_t>& heaps) {
  std::string text = "octal(" + code + ")";
  for (std::uint64_t heap : heaps) text += " " + std::to_string(heap);
  return text;
}

// Random sums of heaps 1..`largest` with at most `tokens` tokens in all.
std::vector<std::vector<std::uint64_t>> random_sums(std::size_t count, std::uint64_t largest,
                                                    std::uint64_t tokens, std::uint32_t seed) {
  std::mt19937 random(seed);
  std::vector<std::vector<std::uint64_t>> sums;
  while (sums.size() < count) {
    std::vector<std::uint64_t> heaps;
    std::uint64_t total = 0;
    const std::size_t wanted = 1 + random() % 7;
    for (std::size_t i = 0; i < wanted; ++i) {
      const std::uint64_t heap = 1 + random() % largest;
      if (total + heap > tokens) break;
      heaps.push_back(heap);
      total += heap;
    }
    if (!heaps.empty()) sums.push_back(std::move(heaps));
  }
  return sums;
}

// Every sum's outcome by the quotient against the oracle's search.
void expect_outcomes_as_searched(const std::string& code, std::uint64_t largest,
                                 std::uint64_t tokens, std::size_t count) {
  MisereQuotient quotient(TakeAndBreakRule::octal(code));
  quotient.extend_to(largest);
  oracle::Solver oracle;
  std::size_t lost = 0;
  for (const std::vector<std::uint64_t>& heaps : random_sums(count, largest, tokens, 17)) {
    const bool quotient_says_lost = quotient.in_p_portion(quotient.of_heaps(heaps));
    const std::string text = octal_text(code, heaps);
    const bool searched_lost =
        oracle.outcome(text, oracle::Convention::misere) == oracle::Outcome::previous;
    ASSERT_EQ(quotient_says_lost, searched_lost)
        << text << " (quotient of heaps to " << largest << ", order " << quotient.order() << ")";
    lost += searched_lost ? 1 : 0;
  }
  // Both outcomes were met, so the comparison could have failed either way.
  EXPECT_GT(lost, count / 50) << code;
  EXPECT_LT(lost, count - count / 50) << code;
}

TEST(MisereQuotient, OutcomesOfRandomSumsAgreeWithTheSearch) {
  // Kayles, Dawson's Kayles, 0.75, 0.123, 0.31 and Daisies (4.7), each on
  // 10^4 random sums of up to 32 tokens (a fifth of them under the
  // sanitizers).
  for (const auto& [code, largest] : std::vector<std::pair<std::string, std::uint64_t>>{
           {"0.77", 20}, {"0.07", 20}, {"0.75", 20}, {"0.123", 20}, {"0.31", 20}, {"4.7", 12}}) {
    SCOPED_TRACE(code);
    expect_outcomes_as_searched(code, largest, 32, testing_build::trials(10'000, 5));
  }
}

TEST(MisereQuotient, RandomCodesAgreeWithTheSearch) {
  // Three-digit octal codes drawn at random; a code whose quotient is beyond
  // the limits is skipped, but most are not.
  std::mt19937 random(2026);
  int checked = 0;
  const std::size_t tries = testing_build::trials(12, 4);
  for (std::size_t attempt = 0; attempt < tries; ++attempt) {
    std::string code = "0.";
    for (int digit = 0; digit < 3; ++digit) code += static_cast<char>('0' + random() % 8);
    if (code.back() == '0') code.back() = '3';
    try {
      MisereQuotient::Limits limits;
      limits.max_work = 30'000'000;
      MisereQuotient probe(TakeAndBreakRule::octal(code), limits);
      probe.extend_to(14);
    } catch (const Error&) {
      continue;
    }
    SCOPED_TRACE(code);
    expect_outcomes_as_searched(code, 14, 28, testing_build::trials(2'000, 5));
    ++checked;
  }
  EXPECT_GE(checked, static_cast<int>(tries / 2));
}

// The quotient of misère Nim positions whose nim-sums span a group of `span`
// elements, with some heap of 2 or more: 2 + span elements (the sums of heaps
// of 1, by parity, and the others by nim-sum), P-portion {odd number of
// heaps of 1, nim-sum 0 with a heap of 2 or more}.
TEST(MisereQuotient, ATameGameHasTheQuotientOfMisereNim) {
  for (const auto& [code, span] : std::vector<std::pair<std::string, std::size_t>>{
           {"0.33", 4}, {"0.333", 4}, {"0.31", 4}, {"0.3333333", 8}}) {
    SCOPED_TRACE(code);
    const TakeAndBreakRule rule = TakeAndBreakRule::octal(code);
    MisereSequence genus(rule);
    genus.extend_to(14);
    ASSERT_FALSE(genus.first_wild_heap().has_value()) << "the game is tame up to 14";
    MisereQuotient quotient(rule);
    quotient.extend_to(14);
    EXPECT_EQ(quotient.order(), 2 + span);
    EXPECT_EQ(quotient.monoid().p_portion_size(), 2U);
  }
  // She loves me, she loves me not (0.3): only heaps of 1 in disguise.
  MisereQuotient daisy(TakeAndBreakRule::octal("0.3"));
  daisy.extend_to(10);
  EXPECT_EQ(daisy.order(), 2U);
}

TEST(MisereQuotient, KaylesIsPeriodicAndTheTheoremHolds) {
  MisereQuotient kayles(TakeAndBreakRule::octal("0.77"));
  kayles.extend_to(300);
  const std::optional<PeriodProof>& proof = kayles.proof();
  ASSERT_TRUE(proof.has_value());
  EXPECT_EQ(proof->period, (Period{71, 12}));
  EXPECT_EQ(proof->theorem, PeriodTheorem::misere_quotient);
  // Proven at heap 2 (n0 + p) + t - 1 = 2 * 83 + 1.
  EXPECT_EQ(proof->values_used, 168U);
  // The heaps computed beyond the proof are what the period says, and the
  // quotient did not grow after heap 27.
  for (std::uint64_t heap = proof->values_used; heap <= 300; ++heap)
    EXPECT_EQ(kayles.pretending(heap), kayles.pretending(heap - 12)) << heap;
  EXPECT_EQ(kayles.expansion_heaps().back(), 27U);
  // A quotient computed only as far as the proof answers every heap.
  MisereQuotient proven(TakeAndBreakRule::octal("0.77"));
  proven.extend_to_cover(std::uint64_t{1} << 60);
  EXPECT_EQ(proven.heaps_computed(), 168U);
  EXPECT_EQ(proven.order(), kayles.order());
  EXPECT_EQ(proven.pretending(1'000'000'000'000ULL),
            kayles.pretending(71 + (1'000'000'000'000ULL - 71) % 12));
  EXPECT_EQ(proven.pretending(1000), kayles.pretending(1000));
}

// The winning moves of a heap, in runs by the period, are the moves that
// TakeAndBreakRule::moves lists whose option times the rest is in P, tried
// one by one, in the same order; at 10^18 tokens, on samples.
TEST(MisereQuotient, WinningMovesInRunsAreTheMovesTriedOneByOne) {
  using Parts = std::pair<std::uint64_t, std::vector<std::uint64_t>>;
  const auto one_by_one = [](const MisereQuotient& quotient, std::uint64_t tokens,
                             MisereQuotient::Element others) {
    std::vector<Parts> found;
    quotient.rule().moves(
        tokens, [&](std::uint64_t taken, const std::vector<std::uint64_t>& parts) {
          MisereQuotient::Element element = others;
          for (std::uint64_t part : parts)
            element = quotient.monoid().product(element, quotient.pretending(part));
          if (quotient.in_p_portion(element)) found.emplace_back(taken, parts);
          return true;
        });
    return found;
  };
  const auto in_runs = [](const MisereQuotient& quotient, std::uint64_t tokens,
                          MisereQuotient::Element others, std::uint64_t* count) {
    std::vector<Parts> found;
    *count = 0;
    for (const MisereQuotient::MoveRun& run : quotient.winning_moves(tokens, others)) {
      *count += run.count();
      run.visit([&](std::uint64_t taken, const std::vector<std::uint64_t>& parts) {
        found.emplace_back(taken, parts);
        return true;
      });
    }
    return found;
  };
  for (const char* code : {"0.77", "0.75", "0.123", "0.15", "4.75", "4.741", "0.31"}) {
    MisereQuotient quotient(TakeAndBreakRule::octal(code));
    quotient.extend_to_cover(std::uint64_t{1} << 60);
    ASSERT_TRUE(quotient.proof().has_value()) << code;
    std::vector<std::uint64_t> heaps;
    for (std::uint64_t tokens = 1; tokens <= testing_build::trials(240, 2); ++tokens)
      heaps.push_back(tokens);
    for (std::uint64_t tokens : {10'007ULL, 10'008ULL, 12'345ULL}) heaps.push_back(tokens);
    for (std::uint64_t tokens : heaps) {
      for (MisereQuotient::Element others = 0; others < quotient.order(); ++others) {
        std::uint64_t count = 0;
        const std::vector<Parts> runs = in_runs(quotient, tokens, others, &count);
        ASSERT_EQ(runs, one_by_one(quotient, tokens, others)) << code << " " << tokens;
        EXPECT_EQ(count, runs.size()) << code << " " << tokens;
      }
    }
    // A heap of 10^18: whether each split of the first and last 200 smaller
    // parts, and of 200 random ones, wins is whether a run holds it.
    std::mt19937_64 random(7);
    for (MisereQuotient::Element others = 0; others < quotient.order(); ++others) {
      const std::uint64_t tokens = 1'000'000'000'000'000'000ULL + others;
      const std::vector<MisereQuotient::MoveRun> runs = quotient.winning_moves(tokens, others);
      for (std::uint64_t taken = 0; taken <= quotient.rule().max_taken(); ++taken) {
        if ((quotient.rule().digits()[taken] & TakeAndBreakRule::kLeaveTwo) == 0) continue;
        const std::uint64_t rest = tokens - taken;
        std::vector<std::uint64_t> parts;
        for (std::uint64_t a = 1; a <= 200; ++a) parts.push_back(a);
        for (std::uint64_t a = rest / 2 - 199; a <= rest / 2; ++a) parts.push_back(a);
        for (int i = 0; i < 200; ++i) parts.push_back(1 + random() % (rest / 2));
        for (std::uint64_t a : parts) {
          MisereQuotient::Element element = quotient.monoid().product(
              others,
              quotient.monoid().product(quotient.pretending(a), quotient.pretending(rest - a)));
          const bool held = std::any_of(runs.begin(), runs.end(), [&](const auto& run) {
            if (run.taken != taken) return false;
            if (run.period == 0) return run.parts == std::vector<std::uint64_t>{a, rest - a};
            return run.first <= a && a <= run.last &&
                   std::binary_search(run.offsets.begin(), run.offsets.end(),
                                      (a - run.first) % run.period);
          });
          ASSERT_EQ(held, quotient.in_p_portion(element)) << code << " " << taken << " " << a;
        }
      }
    }
  }
}

TEST(MisereQuotient, GrundysGameIsNeverProvenPeriodic) {
  MisereQuotient grundy_game(TakeAndBreakRule::grundys_game());
  grundy_game.extend_to(12);
  EXPECT_FALSE(grundy_game.proof().has_value());
  EXPECT_FALSE(grundy_game.covers(13));
  EXPECT_THROW((void)grundy_game.pretending(13), LimitError);
}

TEST(MisereQuotient, ThePresentationNamesEveryElement) {
  MisereQuotient dawson(TakeAndBreakRule::octal("0.07"));
  dawson.extend_to(20);
  const MisereQuotient::Presentation presentation = dawson.presentation();
  const std::set<std::string> names(presentation.element_names.begin(),
                                    presentation.element_names.end());
  EXPECT_EQ(names.size(), dawson.order()) << "distinct names";
  EXPECT_EQ(presentation.element_names[BipartiteMonoid::kIdentity], "1");
  ASSERT_FALSE(presentation.generators.empty());
  EXPECT_EQ(presentation.generators[0].heap, 2U);  // heap 1 has no move in Dawson's Kayles
  // The first generator of a game whose heap 1 moves to 0 is an involution.
  MisereQuotient kayles(TakeAndBreakRule::octal("0.77"));
  kayles.extend_to(10);
  const MisereQuotient::Presentation k = kayles.presentation();
  EXPECT_EQ(k.relations.front().left, "a²");
  EXPECT_EQ(k.relations.front().right, "1");
}

TEST(MisereQuotient, LimitsAreAClearError) {
  MisereQuotient::Limits limits;
  limits.max_work = 1'000;
  MisereQuotient dawson(TakeAndBreakRule::octal("0.07"), limits);
  EXPECT_THROW(dawson.extend_to(40), LimitError);
  // What was computed before the limit stays.
  EXPECT_GT(dawson.heaps_computed(), 1U);
}

// `grundy quotient --max-memory`: the largest candidate is the one whose
// marking (n bits for each of its n elements, and 200 bytes each for its
// reduction) fits in half the memory, as docs/MISERE_QUOTIENTS.md says.
TEST(MisereQuotient, MemoryBoundsTheCandidatesByTheirMarking) {
  const auto marking = [](std::uint64_t n) { return n * ((n + 63) / 64 * 8 + 200); };
  const MisereQuotient::Limits four = MisereQuotient::Limits::within_memory(std::uint64_t{4} << 30);
  EXPECT_EQ(four.max_candidate_order, 130'245U);
  EXPECT_LE(marking(four.max_candidate_order), std::uint64_t{2} << 30);
  EXPECT_GT(marking(four.max_candidate_order + 1), std::uint64_t{2} << 30);
  // Never below the default, however little memory.
  EXPECT_EQ(MisereQuotient::Limits::within_memory(1 << 20).max_candidate_order,
            MisereQuotient::Limits{}.max_candidate_order);
}

TEST(MisereQuotientEngine, TenLongRowsOfKaylesGoToTheQuotient) {
  // Only the quotient decides rows this long: the genus is wild from heap 5
  // and no search reaches them. Whether it decides them right is checked
  // against the oracle where the oracle can follow: every sum with a row
  // beyond the quotient's last expansion, to 40 pins, and its winning moves
  // (misere_quotient_oracle_test).
  const MisereAnalysis analysis(
      parse_expression("kayles 1000 900 800 700 600 500 400 300 200 100"));
  ASSERT_EQ(analysis.misere_method(), MisereMethod::quotient);
  EXPECT_EQ(analysis.method(), "quotient");
  EXPECT_FALSE(analysis.misere_value().has_value());
  EXPECT_EQ(analysis.outcome(), Outcome::next_player_wins);
  EXPECT_FALSE(analysis.winning_moves().empty());
}

TEST(MisereQuotientEngine, SmallSumsByTheQuotientAgreeWithTheOracle) {
  // The quotient forced (no genus, no small search) on small sums, against
  // the oracle's outcome and winning moves.
  MisereAnalysis::Options quotient_only;
  quotient_only.use_tame_genus = false;
  quotient_only.small_search = 0;
  for (const char* family : {"kayles", "dawson", "octal(0.75)", "octal(0.123)"}) {
    for (const std::vector<std::uint64_t>& heaps : random_sums(60, 14, 24, 5)) {
      std::string text = family;
      for (std::uint64_t heap : heaps) text += " " + std::to_string(heap);
      const MisereAnalysis analysis(parse_expression(text), quotient_only);
      ASSERT_EQ(analysis.misere_method(), MisereMethod::quotient) << text;
      EXPECT_TRUE(testing::agrees_with_oracle_misere(text, quotient_only));
    }
  }
}

// A quotient computed before (solve --quotient FILE) decides the sums of its
// game that it covers, where the analysis could not compute one itself.
TEST(MisereQuotientEngine, AGivenQuotientDecidesPastItsOwnLimits) {
  MisereQuotient chess(TakeAndBreakRule::octal("0.137"));
  chess.extend_to(25);
  MisereAnalysis::Options given;
  given.quotient_work = 1;  // far too little to compute one of its own
  given.quotient = std::make_shared<const MisereQuotient>(std::move(chess));
  const std::string text = "dawsons-chess 25 23 + dawsons-chess 8";
  const MisereAnalysis analysis(parse_expression(text), given);
  ASSERT_EQ(analysis.misere_method(), MisereMethod::quotient);
  // Of another game, it is not used: nothing else decides the sum within
  // these limits. (Before a quotient of 0.137 is kept by the process, below.)
  MisereAnalysis::Options other = given;
  other.quotient = std::make_shared<const MisereQuotient>(TakeAndBreakRule::octal("0.77"));
  other.max_positions = 1000;
  EXPECT_THROW(MisereAnalysis(parse_expression(text), other), LimitError);
  // As with a quotient of its own (the quotient itself is checked against
  // the oracle in misere_quotient_oracle_test).
  const MisereAnalysis own(parse_expression(text));
  ASSERT_EQ(own.misere_method(), MisereMethod::quotient);
  EXPECT_EQ(analysis.outcome(), own.outcome());
  EXPECT_EQ(analysis.winning_moves(), own.winning_moves());
}

TEST(MisereQuotientEngine, SumsOfOtherGamesStayWithGenusAndSearch) {
  // Nim beside Kayles: no one rule, so no quotient.
  const MisereAnalysis mixed(parse_expression("kayles 9 + nim 3"));
  EXPECT_NE(mixed.misere_method(), MisereMethod::quotient);
  // Small Kayles sums keep G⁻ by search.
  const MisereAnalysis small(parse_expression("kayles 5 7"));
  EXPECT_EQ(small.misere_method(), MisereMethod::search);
  EXPECT_EQ(small.misere_value(), Nimber{4});
}

}  // namespace
}  // namespace grundy

namespace grundy {
namespace {

// A quotient saved and resumed is the quotient computed at once; parts that
// are not a quotient of the game are refused, whatever they claim.
TEST(MisereQuotientResume, PartsAreCheckedAgain) {
  MisereQuotient computed(TakeAndBreakRule::octal("0.07"));
  computed.extend_to(20);
  MisereQuotient resumed = MisereQuotient::resume(TakeAndBreakRule::octal("0.07"),
                                                  MisereQuotient::Limits{}, computed.parts());
  EXPECT_EQ(resumed.order(), computed.order());
  EXPECT_EQ(resumed.heaps_computed(), 21U);
  EXPECT_EQ(resumed.expansion_heaps(), computed.expansion_heaps());
  resumed.extend_to(24);
  computed.extend_to(24);
  EXPECT_EQ(resumed.order(), computed.order());
  for (std::uint64_t heap = 0; heap <= 24; ++heap)
    EXPECT_EQ(resumed.pretending(heap), computed.pretending(heap)) << heap;

  const auto refused = [](MisereQuotient::Parts parts) {
    EXPECT_THROW(MisereQuotient::resume(TakeAndBreakRule::octal("0.07"), MisereQuotient::Limits{},
                                        std::move(parts)),
                 Error);
  };
  // Heap 1 of Dawson's Kayles has no move: it must be the identity.
  MisereQuotient::Parts moved = computed.parts();
  moved.pretending[1] = moved.pretending[2];
  refused(moved);
  // Not commutative: a·b ≠ b·a.
  const MisereQuotient::Parts parts = computed.parts();
  const std::size_t n = parts.monoid.size();
  std::vector<BipartiteMonoid::Element> table;
  std::vector<bool> p_portion;
  for (BipartiteMonoid::Element a = 0; a < n; ++a) {
    p_portion.push_back(parts.monoid.in_p_portion(a));
    for (BipartiteMonoid::Element b = 0; b < n; ++b) table.push_back(parts.monoid.product(a, b));
  }
  table[1 * n + 2] = table[2 * n + 1] == 3 ? 4 : 3;
  refused(MisereQuotient::Parts{BipartiteMonoid(n, table, p_portion), parts.pretending, {}});
  // Another game's heaps.
  EXPECT_THROW(MisereQuotient::resume(TakeAndBreakRule::octal("0.77"), MisereQuotient::Limits{},
                                      computed.parts()),
               Error);
}

}  // namespace
}  // namespace grundy

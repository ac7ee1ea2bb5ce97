// The search for a candidate's least failing sum leaves out the states that
// another state of their element answers for (solve/quotient_automaton.hpp).
// Here it is compared with the plain search that follows every state, on
// candidates that fail in many ways: products of cyclic monoids with random
// elements for the heaps of a game, marked by the first sum of each element.
#include "solve/quotient_automaton.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <optional>
#include <queue>
#include <random>
#include <set>
#include <tuple>
#include <vector>

#include "grundy/bipartite_monoid.hpp"
#include "grundy/misere_quotient.hpp"
#include "grundy/take_and_break.hpp"

namespace grundy {
namespace {

using quotient::Element;
using quotient::Letter;

struct Candidate {
  BipartiteMonoid monoid;
  std::vector<Letter> letters;
};

// Heaps 1..heaps of `code`, each with a move sent to a random element of
// C(2,2)^factors (a heap without one is the identity, as in the engine).
Candidate random_candidate(const std::string& code, std::uint64_t heaps, std::size_t factors,
                           std::mt19937_64& random) {
  Candidate made;
  for (std::size_t f = 0; f < factors; ++f) made.monoid = made.monoid.times_cyclic(2, 2);
  std::uniform_int_distribution<Element> element(0, static_cast<Element>(made.monoid.size() - 1));
  const TakeAndBreakRule rule = TakeAndBreakRule::octal(code);
  std::vector<Element> images{BipartiteMonoid::kIdentity};
  for (std::uint64_t h = 1; h <= heaps; ++h) {
    bool moves = false;
    rule.moves(h, [&](std::uint64_t, const std::vector<std::uint64_t>&) {
      moves = true;
      return false;
    });
    images.push_back(moves ? element(random) : BipartiteMonoid::kIdentity);
  }
  for (std::uint64_t h = 1; h <= heaps; ++h) {
    std::set<Element> options;
    rule.moves(h, [&](std::uint64_t, const std::vector<std::uint64_t>& parts) {
      Element e = BipartiteMonoid::kIdentity;
      for (std::uint64_t part : parts) e = made.monoid.product(e, images[part]);
      options.insert(e);
      return true;
    });
    if (options.empty()) continue;
    made.letters.push_back(Letter{images[h], {options.begin(), options.end()}, h});
  }
  return made;
}

// The least failing sum by following every state, in order of tokens then
// most heaps: (tokens, heaps), or none.
std::optional<std::pair<std::uint64_t, std::uint64_t>> least_failure_of_every_state(
    const BipartiteMonoid& monoid, const std::vector<Letter>& letters) {
  using State = std::pair<Element, std::set<Element>>;
  using Entry = std::tuple<std::uint64_t, std::int64_t, State>;  // tokens, -heaps
  std::priority_queue<Entry, std::vector<Entry>, std::greater<>> queue;
  std::set<State> seen;
  queue.emplace(0, 0, State{BipartiteMonoid::kIdentity, {}});
  while (!queue.empty()) {
    auto [tokens, negative_heaps, state] = queue.top();
    queue.pop();
    if (!seen.insert(state).second) continue;
    const auto& [a, options] = state;
    const bool option_in_p = std::any_of(options.begin(), options.end(),
                                         [&](Element o) { return monoid.in_p_portion(o); });
    const bool empty_sum = tokens == 0;
    const bool fails = empty_sum ? monoid.in_p_portion(a) : monoid.in_p_portion(a) == option_in_p;
    if (fails) return std::make_pair(tokens, static_cast<std::uint64_t>(-negative_heaps));
    for (const Letter& letter : letters) {
      std::set<Element> next;
      for (Element o : options) next.insert(monoid.product(o, letter.image));
      for (Element t : letter.options) next.insert(monoid.product(a, t));
      State to{monoid.product(a, letter.image), next};
      if (!seen.contains(to)) queue.emplace(tokens + letter.heap, negative_heaps - 1, to);
    }
  }
  return std::nullopt;
}

// The default limits of a quotient, as one check's budget (the limits are
// a base, made before the budget that reads them).
struct DefaultLimits {
  MisereQuotient::Limits limits;
  std::uint64_t work = 0;
};
struct DefaultBudget : DefaultLimits, quotient::Budget {
  DefaultBudget() : quotient::Budget(limits, work, 0, "test") {}
};

// The P-portion by the first sums of each element, following every state in
// order of tokens then most heaps; none when two first sums of an element
// (as many tokens and heaps) would mark it differently.
std::optional<std::vector<bool>> marked_by_every_state(const BipartiteMonoid& monoid,
                                                       const std::vector<Letter>& letters) {
  using State = std::pair<Element, std::set<Element>>;
  using Key = std::pair<std::uint64_t, std::int64_t>;  // tokens, -heaps
  std::map<Key, std::set<State>> waiting{{Key{0, 0}, {State{BipartiteMonoid::kIdentity, {}}}}};
  std::set<State> seen;
  std::vector<int> mark(monoid.size(), -1);  // -1: not yet, 0: not in P, 1: in P
  while (!waiting.empty()) {
    const auto [key, states] = *waiting.begin();
    waiting.erase(waiting.begin());
    std::map<Element, std::set<int>> verdicts;
    for (const State& state : states) {
      if (!seen.insert(state).second) continue;
      const auto& [a, options] = state;
      if (mark[a] == -1) {
        const bool option_in_p =
            std::any_of(options.begin(), options.end(), [&](Element o) { return mark[o] == 1; });
        verdicts[a].insert(key.first != 0 && !option_in_p ? 1 : 0);
      }
      for (const Letter& letter : letters) {
        std::set<Element> next;
        for (Element o : options) next.insert(monoid.product(o, letter.image));
        for (Element t : letter.options) next.insert(monoid.product(a, t));
        State to{monoid.product(a, letter.image), next};
        if (!seen.contains(to))
          waiting[Key{key.first + letter.heap, key.second - 1}].insert(std::move(to));
      }
    }
    for (const auto& [a, verdict] : verdicts) {
      if (verdict.size() > 1) return std::nullopt;
      mark[a] = *verdict.begin();
    }
  }
  std::vector<bool> p_portion(monoid.size());
  for (Element x = 0; x < monoid.size(); ++x) p_portion[x] = mark[x] == 1;
  return p_portion;
}

TEST(QuotientAutomaton, MarkingFollowsTheFirstSumOfEachElement) {
  std::mt19937_64 random(34);
  const DefaultBudget budget;
  int compared = 0;
  for (const char* code : {"0.07", "0.77", "4.7", "0.137", "0.123"}) {
    for (int trial = 0; trial < 30; ++trial) {
      SCOPED_TRACE(std::string(code) + " trial " + std::to_string(trial));
      Candidate made = random_candidate(code, 4 + trial % 5, 1 + trial % 3, random);
      const std::optional<std::vector<bool>> expected =
          marked_by_every_state(made.monoid, made.letters);
      if (!expected) continue;
      quotient::mark(made.monoid, made.letters, budget);
      for (Element x = 0; x < made.monoid.size(); ++x)
        ASSERT_EQ(made.monoid.in_p_portion(x), (*expected)[x]) << "element " << x;
      ++compared;
    }
  }
  EXPECT_GT(compared, 50);
}

TEST(QuotientAutomaton, TheSearchThatLeavesOutStatesFindsTheLeastFailure) {
  std::mt19937_64 random(43);
  const DefaultBudget budget;
  int failing = 0;
  int passing = 0;
  for (const char* code : {"0.07", "0.77", "4.7", "0.137", "0.75", "0.123", "0.15", "0.31"}) {
    for (int trial = 0; trial < 60; ++trial) {
      SCOPED_TRACE(std::string(code) + " trial " + std::to_string(trial));
      Candidate made = random_candidate(code, 4 + trial % 7, 1 + trial % 3, random);
      quotient::mark(made.monoid, made.letters, budget);
      const std::optional<quotient::Failure> found =
          quotient::least_failure(made.monoid, made.letters, budget);
      const auto expected = least_failure_of_every_state(made.monoid, made.letters);
      ASSERT_EQ(found.has_value(), expected.has_value());
      if (!found) {
        ++passing;
        continue;
      }
      ++failing;
      EXPECT_EQ(found->tokens, expected->first);
      EXPECT_EQ(found->heaps, expected->second);
      std::uint64_t tokens = 0;
      for (std::uint64_t heap : found->word) tokens += heap;
      EXPECT_EQ(tokens, found->tokens);
      EXPECT_EQ(found->word.size(), found->heaps);
    }
  }
  // Both kinds of candidate were met.
  EXPECT_GT(failing, 100);
  EXPECT_GT(passing, 0) << failing << " failing";
}

}  // namespace
}  // namespace grundy

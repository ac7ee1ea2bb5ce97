#include "grundy/misere_quotient.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <limits>
#include <map>
#include <span>
#include <stdexcept>
#include <tuple>
#include <utility>

#include "grundy/deadline.hpp"
#include "grundy/errors.hpp"
#include "grundy/resource_limit.hpp"
#include "quotient_automaton.hpp"

namespace grundy {

namespace {

using quotient::bits_of;
using quotient::Budget;
using quotient::check_closure;
using quotient::Element;
using quotient::Failure;
using quotient::least_failure;
using quotient::Letter;
using quotient::mark;
using quotient::meets;
using quotient::StateTable;
using quotient::step;

// The least i with x^i = x^j for some j > i: where the powers of x start
// to repeat.
std::uint64_t power_index(const BipartiteMonoid& monoid, Element x) {
  std::vector<Element> powers{BipartiteMonoid::kIdentity};
  for (;;) {
    const Element next = monoid.product(powers.back(), x);
    const auto seen = std::find(powers.begin(), powers.end(), next);
    if (seen != powers.end()) return static_cast<std::uint64_t>(seen - powers.begin());
    powers.push_back(next);
  }
}

// The largest n, up to 2^24, whose `bytes_of(n)` (growing with n) is at
// most `bytes`.
template <typename BytesOf>
std::size_t largest_within(std::uint64_t bytes, BytesOf bytes_of) {
  std::uint64_t low = 0;
  std::uint64_t high = std::uint64_t{1} << 24;
  while (low < high) {
    const std::uint64_t middle = (low + high + 1) / 2;
    if (bytes_of(middle) <= bytes) {
      low = middle;
    } else {
      high = middle - 1;
    }
  }
  return static_cast<std::size_t>(low);
}

// The largest order whose multiplication table takes at most `bytes`.
std::size_t largest_table(std::uint64_t bytes) {
  return largest_within(bytes, BipartiteMonoid::table_bytes);
}

}  // namespace

struct MisereQuotient::State {
  State(TakeAndBreakRule rule_given, Limits limits_given)
      : rule(std::move(rule_given)),
        limits(limits_given),
        states(1),
        prover(PeriodTheorem::misere_quotient, rule.max_taken(),
               rule.splits_into_three() ? 3
               : rule.splits()          ? 2
                                        : 1) {}

  TakeAndBreakRule rule;
  Limits limits;
  BipartiteMonoid monoid;
  std::vector<Element> phi;                   // by heap
  std::vector<std::vector<Element>> options;  // T(heap); empty: no move
  std::vector<Letter> letters;
  StateTable states;  // the closure for monoid and letters, all checked
  std::vector<std::uint64_t> expansions;
  // The periodicity theorem on the elements Φ(n) (misere_quotient.hpp),
  // asked at every heap: the proof holds the first heap that proves it.
  PeriodProver prover;
  std::optional<PeriodProof> proof;
  std::size_t states_checked = 0;
  // Whether the last recalibration left out a candidate for its size.
  bool cut_by_order_limit = false;
  const Progress* watching = nullptr;  // during extend_to
  std::uint64_t work = 0;              // states made by every check so far

  std::string game() const { return rule.code(); }

  std::vector<Element> option_images(std::uint64_t heap, const BipartiteMonoid& in,
                                     const std::vector<Element>& images,
                                     std::uint64_t* moves = nullptr) const {
    std::vector<Element> found;
    rule.moves(heap, [&](std::uint64_t, const std::vector<std::uint64_t>& parts) {
      if (moves != nullptr) ++*moves;
      Element e = BipartiteMonoid::kIdentity;
      for (std::uint64_t part : parts) e = in.product(e, images[part]);
      found.push_back(e);
      return true;
    });
    std::sort(found.begin(), found.end());
    found.erase(std::unique(found.begin(), found.end()), found.end());
    return found;
  }

  // One letter per distinct action, for the heaps 0..images.size()-1.
  static std::vector<Letter> letters_of(const std::vector<Element>& images,
                                        const std::vector<std::vector<Element>>& options) {
    std::vector<Letter> found;
    std::map<std::pair<Element, std::vector<Element>>, std::size_t> seen;
    for (std::uint64_t heap = 0; heap < images.size(); ++heap) {
      if (options[heap].empty()) continue;
      if (seen.emplace(std::make_pair(images[heap], options[heap]), found.size()).second)
        found.push_back(Letter{images[heap], options[heap], heap});
    }
    return found;
  }

  void add_heap(std::uint64_t heap) {
    const Budget budget(limits, work, heap, game());
    std::uint64_t moves = 0;
    std::vector<Element> heap_options = option_images(heap, monoid, phi, &moves);
    // Listing the moves is work too: a heap of n tokens may have n of them,
    // and a game without a proven period goes on heap after heap.
    budget.spend(moves);
    if (heap_options.empty()) {
      phi.push_back(BipartiteMonoid::kIdentity);
      options.emplace_back();
      return;
    }
    const std::uint64_t base_bytes = monoid.bytes();
    // A heap that acts as an earlier one changes nothing.
    for (const Letter& letter : letters) {
      if (letter.options == heap_options) {
        phi.push_back(letter.image);
        options.push_back(std::move(heap_options));
        return;
      }
    }
    // Some element of the quotient so far, with the new letter checked.
    const bool lone_heap_p = std::none_of(heap_options.begin(), heap_options.end(),
                                          [&](Element t) { return monoid.in_p_portion(t); });
    std::vector<Element> candidates;
    for (const Letter& letter : letters) candidates.push_back(letter.image);
    for (Element x = 0; x < monoid.size(); ++x) candidates.push_back(x);
    // A heap that pretends to x cannot have an option t with x·z and t·z
    // both in P for some z: a sum of z's class would then make a P-position
    // with a move to a P-position (Plambeck and Siegel's mex interpolation).
    // So the candidates whose check could only fail are left out unchecked.
    std::vector<bool> option_times_in_p(monoid.size(), false);
    for (Element z = 0; z < monoid.size(); ++z)
      option_times_in_p[z] = std::any_of(heap_options.begin(), heap_options.end(), [&](Element t) {
        return monoid.in_p_portion(monoid.product(t, z));
      });
    auto compatible = [&](Element x) {
      for (Element z = 0; z < monoid.size(); ++z)
        if (option_times_in_p[z] && monoid.in_p_portion(monoid.product(x, z))) return false;
      return true;
    };
    std::vector<bool> tried(monoid.size(), false);
    for (Element x : candidates) {
      if (tried[x] || monoid.in_p_portion(x) != lone_heap_p) continue;
      tried[x] = true;
      if (!compatible(x)) continue;
      letters.push_back(Letter{x, heap_options, heap});
      StateTable added(monoid.size());
      if (check_closure(monoid, letters, states, letters.size() - 1, added, budget, base_bytes)) {
        append(states, added);
        states_checked = states.size();
        phi.push_back(x);
        options.push_back(std::move(heap_options));
        return;
      }
      letters.pop_back();
    }
    grow(heap, budget);
  }

  // The candidate (monoid, images) for heaps 0..heap, its options and letters.
  struct Candidate {
    BipartiteMonoid monoid;
    std::vector<Element> images;
    std::vector<std::vector<Element>> options;
    std::vector<Letter> letters;
  };

  Candidate candidate(BipartiteMonoid candidate_monoid, std::vector<Element> images) const {
    Candidate made{std::move(candidate_monoid), std::move(images), {}, {}};
    for (std::uint64_t h = 0; h < made.images.size(); ++h)
      made.options.push_back(h == 0 ? std::vector<Element>{}
                                    : option_images(h, made.monoid, made.images));
    made.letters = letters_of(made.images, made.options);
    return made;
  }

  // Marks the P-portion of `made` (by the first sum of each element),
  // divides it by the congruence of that P-portion, and returns its least
  // failure. Divided, the candidate's automaton is the image of the
  // undivided one (its states (a, O) go to their classes, the letters act
  // alike, and the rule a ∈ P ⟺ O ∩ P = ∅ reads only classes), so the same
  // sums fail, among fewer states.
  std::optional<Failure> mark_reduced(Candidate& made, const Budget& budget) {
    mark(made.monoid, made.letters, budget);
    std::vector<Element> generators;
    for (const Letter& letter : made.letters) generators.push_back(letter.image);
    std::optional<BipartiteMonoid::Image> within =
        made.monoid.reduce_within(generators, largest_table(limits.max_memory / 2));
    if (!within) {
      throw LimitError(fmt::format(
          "the misère quotient of {} at heap {} needs a candidate whose table would need more "
          "than {} of memory (--max-memory)",
          game(), phi.size(), format_bytes(limits.max_memory)));
    }
    BipartiteMonoid::Image& reduced = *within;
    if (reduced.monoid.size() < made.monoid.size()) {
      std::vector<Element> images;
      for (Element image : made.images)
        images.push_back(image == BipartiteMonoid::kIdentity ? BipartiteMonoid::kIdentity
                                                             : reduced.of[image]);
      made = candidate(std::move(reduced.monoid), std::move(images));
    }
    std::optional<Failure> failure = least_failure(made.monoid, made.letters, budget);
    if (watching != nullptr && *watching) {
      (*watching)(ProgressReport{phi.size(), monoid.size(), false, made.monoid.size(),
                                 failure ? failure->tokens : 0});
    }
    return failure;
  }

  void check_order(std::size_t order, std::uint64_t heap) const {
    if (order > limits.max_candidate_order) {
      throw LimitError(
          fmt::format("the misère quotient of {} at heap {} needs a candidate of more than {} "
                      "elements, beyond this program's limit",
                      game(), heap, limits.max_candidate_order));
    }
  }

  // The quotient changes shape at `heap`: the product with a cyclic monoid
  // for the new heap, then recalibration until every state checks.
  void grow(std::uint64_t heap, const Budget& budget) {
    check_order(monoid.size() * 4, heap);
    budget.check(monoid.bytes_times_cyclic(2, 2));
    BipartiteMonoid trial = monoid.times_cyclic(2, 2);
    std::vector<Element> images;
    for (std::uint64_t h = 0; h < heap; ++h) images.push_back(monoid.paired(phi[h], 0));
    images.push_back(monoid.paired(BipartiteMonoid::kIdentity, 1));
    Candidate current = candidate(std::move(trial), std::move(images));
    std::optional<Failure> failure = mark_reduced(current, budget);
    for (int round = 0; failure; ++round) {
      if (round == 200) {
        throw Error(fmt::format(
            "the misère quotient of {} at heap {} was not found: no candidate passed the check",
            game(), heap));
      }
      std::tie(current, failure) = recalibrate(current, *failure, heap, budget);
    }
    // Correct: divide by the congruence of P.
    std::vector<Element> generators;
    for (const Letter& letter : current.letters) generators.push_back(letter.image);
    BipartiteMonoid::Image reduced = current.monoid.reduce(generators);
    monoid = std::move(reduced.monoid);
    phi.clear();
    for (Element image : current.images)
      phi.push_back(image == BipartiteMonoid::kIdentity ? BipartiteMonoid::kIdentity
                                                        : reduced.of[image]);
    rebuild(budget);
    // Only now: a heap stopped by a limit leaves the quotient as it was.
    expansions.push_back(heap);
  }

  // Frees heaps of the failing sum as cyclic factors of their own, fewest
  // first, until the least failure comes later (or none is left).
  std::pair<Candidate, std::optional<Failure>> recalibrate(const Candidate& failing,
                                                           const Failure& failure,
                                                           std::uint64_t heap,
                                                           const Budget& budget) {
    std::vector<Element> generators;
    for (const Letter& letter : failing.letters) generators.push_back(letter.image);
    BipartiteMonoid::Image reduced = failing.monoid.reduce(generators);
    std::vector<Element> images;
    for (Element image : failing.images) images.push_back(reduced.of[image]);
    std::vector<std::uint64_t> support = failure.word;
    support.erase(std::unique(support.begin(), support.end()), support.end());
    std::map<std::uint64_t, std::uint64_t> exponent;
    for (std::uint64_t h : failure.word) ++exponent[h];
    cut_by_order_limit = false;
    const std::size_t most = std::min<std::size_t>(support.size(), 4);
    for (std::size_t count = 1; count <= most; ++count) {
      std::vector<bool> chosen(support.size(), false);
      std::fill(chosen.begin(), chosen.begin() + static_cast<std::ptrdiff_t>(count), true);
      do {
        std::vector<std::uint64_t> freed;
        for (std::size_t i = 0; i < support.size(); ++i)
          if (chosen[i]) freed.push_back(support[i]);
        std::optional<std::pair<Candidate, std::optional<Failure>>> tried =
            try_freeing(reduced.monoid, images, failing.options, freed, exponent, budget);
        if (tried && (!tried->second || progress(failure, *tried->second, tried->first)))
          return std::move(*tried);
      } while (std::prev_permutation(chosen.begin(), chosen.end()));
    }
    // A candidate left out for its size might have passed: that is the
    // limit's answer, not the search's.
    if (cut_by_order_limit) check_order(limits.max_candidate_order + 1, heap);
    throw Error(
        fmt::format("the misère quotient of {} at heap {} was not found: no recalibration "
                    "passed the check",
                    game(), heap));
  }

  // Whether `next`, which fails first at `later`, gets further than the
  // candidate that failed first at `before`: its least failure has more
  // tokens (or as many and fewer heaps), or comes as early and the sum that
  // failed before now checks.
  static bool progress(const Failure& before, const Failure& later, const Candidate& next) {
    if (std::tie(before.tokens, later.heaps) != std::tie(later.tokens, before.heaps))
      return std::tie(before.tokens, later.heaps) < std::tie(later.tokens, before.heaps);
    std::vector<std::uint64_t> bits((next.monoid.size() + 63) / 64, 0);
    std::vector<std::uint64_t> out(bits.size());
    Element a = BipartiteMonoid::kIdentity;
    for (std::uint64_t heap : before.word) {
      a = step(next.monoid, a, bits.data(), Letter{next.images[heap], next.options[heap], heap},
               out);
      bits.swap(out);
    }
    return next.monoid.in_p_portion(a) != meets(bits.data(), bits_of(next.monoid));
  }

  std::optional<std::pair<Candidate, std::optional<Failure>>> try_freeing(
      const BipartiteMonoid& base, const std::vector<Element>& images,
      const std::vector<std::vector<Element>>& heap_options,
      const std::vector<std::uint64_t>& freed,
      const std::map<std::uint64_t, std::uint64_t>& exponent, const Budget& budget) {
    std::vector<Element> kept;
    for (std::uint64_t h = 1; h < images.size(); ++h) {
      if (heap_options[h].empty()) continue;
      if (std::find(freed.begin(), freed.end(), h) == freed.end()) kept.push_back(images[h]);
    }
    BipartiteMonoid::Image sub = base.submonoid(kept);
    BipartiteMonoid monoid_made = std::move(sub.monoid);
    std::vector<Element> made(images.size(), BipartiteMonoid::kIdentity);
    for (std::uint64_t h = 0; h < images.size(); ++h)
      if (sub.of[images[h]] != BipartiteMonoid::kNone) made[h] = sub.of[images[h]];
    for (std::uint64_t f : freed) {
      // Enough powers for the failing sum and for those of f's old element.
      const std::size_t index =
          std::max<std::uint64_t>({2, exponent.at(f), power_index(base, images[f])});
      const std::size_t size = monoid_made.size() * (index + 2);
      if (size > limits.max_candidate_order) {
        cut_by_order_limit = true;
        return std::nullopt;
      }
      budget.check(base.bytes() + monoid_made.bytes_times_cyclic(index, 2));
      BipartiteMonoid bigger = monoid_made.times_cyclic(index, 2);
      for (Element& e : made) e = monoid_made.paired(e, 0);
      // Only f itself: heaps that acted as f keep their old element.
      made[f] = monoid_made.paired(BipartiteMonoid::kIdentity, 1);
      monoid_made = std::move(bigger);
    }
    Candidate next = candidate(std::move(monoid_made), std::move(made));
    std::optional<Failure> failure = mark_reduced(next, budget);
    return std::make_pair(std::move(next), std::move(failure));
  }

  // Options, letters and the checked closure, anew for monoid and phi.
  void rebuild(const Budget& budget) {
    options.clear();
    for (std::uint64_t h = 0; h < phi.size(); ++h)
      options.push_back(h == 0 ? std::vector<Element>{} : option_images(h, monoid, phi));
    letters = letters_of(phi, options);
    StateTable fresh(monoid.size());
    StateTable empty(monoid.size());
    if (!check_closure(monoid, letters, empty, 0, fresh, budget,
                       BipartiteMonoid::table_bytes(monoid.size()))) {
      throw std::logic_error("misère quotient: the reduced quotient fails its check");
    }
    states = std::move(fresh);
    states_checked = states.size();
    proof.reset();
    for (std::uint64_t h = 1; h < phi.size(); ++h) note_period(h);
  }

  // Looks for a proven period in Φ(0..n), until one is found. Asked heap by
  // heap, the first heap that proves it is the last the proof reads.
  void note_period(std::uint64_t n) {
    if (proof || rule.is_grundys_game()) return;
    proof = prover.prove(std::span<const Element>(phi).first(n + 1));
  }

  bool covers(std::uint64_t heap) const { return heap < phi.size() || proof.has_value(); }

  Element pretending(std::uint64_t heap) const {
    if (heap < phi.size()) return phi[heap];
    if (!proof) {
      throw LimitError(fmt::format("the misère quotient of {} is computed to heap {}, not {}",
                                   game(), phi.size() - 1, heap));
    }
    const Period& period = proof->period;
    return phi[period.preperiod + (heap - period.preperiod) % period.length];
  }
};

MisereQuotient::Limits MisereQuotient::Limits::within_memory(std::uint64_t bytes) {
  Limits limits;
  limits.max_memory = bytes;
  // The largest candidate whose marking fits in half the memory: a set of
  // its elements (n bits) waiting for each element, and about 200 bytes an
  // element for its reduction. Its tables are those of the monoid it came
  // from and of the cyclic factors (bipartite_monoid.hpp), and its reduction
  // is refused when that table would not fit. Never below the default.
  const std::size_t order =
      largest_within(bytes / 2, [](std::uint64_t n) { return n * ((n + 63) / 64 * 8 + 200); });
  limits.max_candidate_order = std::max(limits.max_candidate_order, order);
  limits.max_states = std::numeric_limits<std::size_t>::max();
  return limits;
}

MisereQuotient::MisereQuotient(TakeAndBreakRule rule) : MisereQuotient(std::move(rule), Limits{}) {}

MisereQuotient::MisereQuotient(TakeAndBreakRule rule, Limits limits)
    : state_(std::make_unique<State>(std::move(rule), limits)) {
  state_->phi.push_back(BipartiteMonoid::kIdentity);  // heap 0
  state_->options.emplace_back();
  StateTable empty(1);
  StateTable fresh(1);
  const Budget budget(limits, state_->work, 0, state_->game());
  check_closure(state_->monoid, state_->letters, empty, 0, fresh, budget, 0);
  state_->states = std::move(fresh);
}

namespace {

// Whether `monoid` is a commutative monoid with identity 0: commutative by
// every pair, and associative by Light's test on the elements that generate
// it (x·(g·y) = (x·g)·y for every x, y and generator g suffices when every
// element is a product of generators; `generators` must generate it).
bool is_commutative_monoid(const BipartiteMonoid& monoid, const std::vector<Element>& generators) {
  const std::size_t n = monoid.size();
  for (Element x = 0; x < n; ++x) {
    if (monoid.product(BipartiteMonoid::kIdentity, x) != x) return false;
    for (Element y = x + 1; y < n; ++y)
      if (monoid.product(x, y) != monoid.product(y, x)) return false;
  }
  // Every element a product of generators.
  if (monoid.submonoid(generators).monoid.size() != n) return false;
  for (Element g : generators)
    for (Element x = 0; x < n; ++x)
      for (Element y = 0; y < n; ++y)
        if (monoid.product(x, monoid.product(g, y)) != monoid.product(monoid.product(x, g), y))
          return false;
  return true;
}

}  // namespace

MisereQuotient MisereQuotient::resume(TakeAndBreakRule rule, Limits limits, Parts parts) {
  MisereQuotient resumed(std::move(rule), limits);
  State& state = *resumed.state_;
  const std::string game = state.game();
  auto wrong = [&](std::string_view what) {
    return Error(fmt::format("the saved misère quotient of {} {}", game, what));
  };
  const std::size_t n = parts.monoid.size();
  if (parts.pretending.empty() || parts.pretending[0] != BipartiteMonoid::kIdentity)
    throw wrong("does not start with heap 0 as the identity");
  if (parts.pretending.size() > std::numeric_limits<std::uint32_t>::max() / 2)
    throw wrong("has more heaps than this program computes");
  for (Element e : parts.pretending)
    if (e >= n) throw wrong(fmt::format("names an element beyond its order {}", n));
  const Budget budget(limits, state.work, parts.pretending.size() - 1, game);
  budget.check(BipartiteMonoid::table_bytes(n) * 2);
  state.check_order(n, parts.pretending.size() - 1);
  state.phi = std::move(parts.pretending);
  state.monoid = std::move(parts.monoid);
  for (std::uint64_t h = 1; h < state.phi.size(); ++h) {
    const bool moves = !state.option_images(h, state.monoid, state.phi).empty();
    if (!moves && state.phi[h] != BipartiteMonoid::kIdentity)
      throw wrong(fmt::format("gives heap {}, which has no move, an element other than 1", h));
  }
  std::vector<Element> generators;
  for (std::uint64_t h = 1; h < state.phi.size(); ++h) generators.push_back(state.phi[h]);
  std::sort(generators.begin(), generators.end());
  generators.erase(std::unique(generators.begin(), generators.end()), generators.end());
  if (!is_commutative_monoid(state.monoid, generators))
    throw wrong("is not a commutative monoid that its heaps generate");
  // Divided by its congruence, then checked from the empty sum: what is
  // accepted is the quotient whatever the file held.
  BipartiteMonoid::Image reduced = state.monoid.reduce(generators);
  state.monoid = std::move(reduced.monoid);
  for (Element& e : state.phi) e = e == BipartiteMonoid::kIdentity ? e : reduced.of[e];
  try {
    state.rebuild(budget);
  } catch (const std::logic_error&) {
    throw wrong("does not pass the check: it is not the quotient of those heaps");
  }
  for (std::uint64_t h : parts.expansions)
    if (h == 0 || h >= state.phi.size()) throw wrong(fmt::format("says it grew at heap {}", h));
  state.expansions = std::move(parts.expansions);
  return resumed;
}

MisereQuotient::Parts MisereQuotient::parts() const {
  return Parts{state_->monoid, state_->phi, state_->expansions};
}

MisereQuotient::~MisereQuotient() = default;
MisereQuotient::MisereQuotient(MisereQuotient&&) noexcept = default;
MisereQuotient& MisereQuotient::operator=(MisereQuotient&&) noexcept = default;

const TakeAndBreakRule& MisereQuotient::rule() const noexcept { return state_->rule; }

void MisereQuotient::extend_to(std::uint64_t last, const Progress& progress) {
  state_->watching = &progress;
  struct Unwatch {
    State* state;
    ~Unwatch() { state->watching = nullptr; }
  } unwatch{state_.get()};
  while (state_->phi.size() <= last) {
    const std::uint64_t heap = state_->phi.size();
    if (heap > std::numeric_limits<std::uint32_t>::max() / 2) {
      throw LimitError(fmt::format("the misère quotient is computed for heaps up to {}, not {}",
                                   std::numeric_limits<std::uint32_t>::max() / 2, last));
    }
    state_->add_heap(heap);
    if (heap > 0) state_->note_period(heap);
    if (progress) progress(ProgressReport{heap, state_->monoid.size()});
  }
}

void MisereQuotient::extend_to_cover(std::uint64_t heap, const Progress& progress) {
  while (!state_->covers(heap)) extend_to(state_->phi.size(), progress);
}

std::uint64_t MisereQuotient::heaps_computed() const noexcept { return state_->phi.size(); }
bool MisereQuotient::covers(std::uint64_t heap) const noexcept { return state_->covers(heap); }
const BipartiteMonoid& MisereQuotient::monoid() const noexcept { return state_->monoid; }

MisereQuotient::Element MisereQuotient::pretending(std::uint64_t heap) const {
  return state_->pretending(heap);
}

MisereQuotient::Element MisereQuotient::of_heaps(const std::vector<std::uint64_t>& heaps) const {
  Element product = BipartiteMonoid::kIdentity;
  for (std::uint64_t heap : heaps) product = state_->monoid.product(product, pretending(heap));
  return product;
}

std::uint64_t MisereQuotient::MoveRun::count() const noexcept {
  if (period == 0) return 1;
  std::uint64_t counted = 0;
  for (std::uint64_t offset : offsets)
    if (first + offset <= last) counted += (last - first - offset) / period + 1;
  return counted;
}

bool MisereQuotient::MoveRun::visit(const PartsVisitor& visit) const {
  if (period == 0) return visit(taken, parts);
  // Period by period, each winning residue in turn: the smaller parts ascend.
  for (std::uint64_t start = first;; start += period) {
    for (std::uint64_t offset : offsets) {
      const std::uint64_t a = start + offset;
      if (a > last) return true;
      if (!visit(taken, {a, rest - a})) return false;
    }
    if (last - start < period) return true;
  }
}

std::vector<MisereQuotient::MoveRun> MisereQuotient::winning_moves(std::uint64_t tokens,
                                                                   Element others) const {
  const BipartiteMonoid& monoid = state_->monoid;
  const TakeAndBreakRule& rule = state_->rule;
  std::vector<MoveRun> found;
  auto leads_to_p = [&](const std::vector<std::uint64_t>& parts) {
    Element element = others;
    for (std::uint64_t part : parts) element = monoid.product(element, pretending(part));
    return monoid.in_p_portion(element);
  };
  auto one = [&](std::uint64_t taken, std::vector<std::uint64_t> parts) {
    if (!leads_to_p(parts)) return;
    MoveRun run;
    run.taken = taken;
    run.parts = std::move(parts);
    found.push_back(std::move(run));
  };
  // In the order of TakeAndBreakRule::moves: by tokens taken, then nothing
  // left, one heap, two, three.
  const std::vector<std::uint8_t>& digits = rule.digits();
  const Period* period = state_->proof ? &state_->proof->period : nullptr;
  for (std::uint64_t taken = 0; taken < digits.size() && taken <= tokens; ++taken) {
    const std::uint8_t digit = digits[taken];
    const std::uint64_t rest = tokens - taken;
    if (taken > 0 && (digit & TakeAndBreakRule::kLeaveNothing) && rest == 0) one(taken, {});
    if (taken > 0 && (digit & TakeAndBreakRule::kLeaveOne) && rest >= 1) one(taken, {rest});
    if ((digit & TakeAndBreakRule::kLeaveTwo) && rest >= 2) {
      // Past the preperiod n0 both parts repeat with the period, so from
      // a = n0 to rest / 2 (where rest − a ≥ a ≥ n0) the residue of a
      // decides; Grundy's game has no proven period.
      std::uint64_t direct_to = rest / 2;
      if (period != nullptr) {
        const std::uint64_t n0 = std::max<std::uint64_t>(1, period->preperiod);
        if (rest / 2 >= n0 + period->length) direct_to = n0 - 1;
      }
      for (std::uint64_t a = 1; a <= direct_to; ++a) {
        if (rule.is_grundys_game() && a == rest - a) continue;
        one(taken, {a, rest - a});
      }
      if (direct_to < rest / 2) {
        MoveRun run;
        run.taken = taken;
        run.rest = rest;
        run.first = direct_to + 1;
        run.last = rest / 2;
        run.period = period->length;
        for (std::uint64_t offset = 0; offset < run.period; ++offset)
          if (leads_to_p({run.first + offset, rest - run.first - offset}))
            run.offsets.push_back(offset);
        if (!run.offsets.empty()) found.push_back(std::move(run));
      }
    }
    if ((digit & TakeAndBreakRule::kLeaveThree) && rest >= 3) {
      for (std::uint64_t a = 1; a <= rest / 3; ++a)
        for (std::uint64_t b = a; b <= (rest - a) / 2; ++b) one(taken, {a, b, rest - a - b});
    }
  }
  return found;
}

const std::optional<PeriodProof>& MisereQuotient::proof() const noexcept { return state_->proof; }

const std::vector<std::uint64_t>& MisereQuotient::expansion_heaps() const noexcept {
  return state_->expansions;
}

std::size_t MisereQuotient::states_checked() const noexcept { return state_->states_checked; }

}  // namespace grundy

// The misère quotient of a take-and-break game (Plambeck & Siegel, Misère
// quotients for impartial games, 2008): the commutative monoid of sums of
// heaps up to some size, where two sums are identified when no third sum
// tells them apart by who wins under misère play. Each heap pretends to be
// an element of it (the pretending function Φ); a sum is lost for the player
// to move exactly when the product of its heaps' elements lies in the
// P-portion. With the quotient, a misère sum of any number of heaps is
// decided by multiplying in a small monoid.
//
// How it is found (docs/MISERE_QUOTIENTS.md gives the proofs):
//   - A candidate is a finite commutative monoid M with a P-portion and an
//     element for each heap. It is *correct* when, for every sum w, Φ(w) is
//     in P exactly when w is a misère P-position. The set of option images
//     O(w) = {Φ(w') : w' an option of w} obeys O(w + h) = O(w)·Φ(h) ∪
//     Φ(w)·T(h), where T(h) is the set of images of h's options, so the
//     pairs (Φ(w), O(w)) are the states of a finite automaton whose letters
//     are the heaps. The candidate is correct exactly when every reachable
//     state (a, O) other than the empty sum has a ∈ P ⟺ O ∩ P = ∅, and the
//     empty sum is not in P (whoever has no move has won). That is a finite
//     check, made for every candidate that is accepted.
//   - Heaps are added one at a time. A heap first tries to pretend to be an
//     element of the quotient so far (the quotient keeps its shape); when no
//     element passes the check, the quotient grows: a product with a cyclic
//     monoid for the new heap, P-portion marked state by state in order of
//     tokens, and, where the check still fails on a sum, the heaps of that
//     sum are set free as cyclic factors of their own (the recalibration of
//     Siegel's MisereSolver), until the check passes.
//   - The quotient is the candidate divided by the coarsest congruence that
//     keeps P (BipartiteMonoid::reduce): the syntactic monoid of the set of
//     P-positions, which is the misère quotient by its definition.
//   - Periodicity theorem: when moves take at most t tokens and leave at most
//     s heaps, and Φ(n + p) = Φ(n) for n0 ≤ n ≤ N − p in the quotient of the
//     heaps up to N with n0 ≥ 1 and N ≥ s·(n0 + p) + t − 1, then that quotient
//     is the quotient of every heap size, with Φ(n + p) = Φ(n) for all n ≥ n0.
//     (Heaps above N then act on the automaton exactly as heaps p smaller, so
//     no new state is reachable.) Not for Grundy's game, whose moves depend
//     on the sizes of both parts. Φ is a sequence like the Grundy values:
//     its period is found and proven by the PeriodProver of period_proof.hpp
//     (PeriodTheorem::misere_quotient).
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "grundy/bipartite_monoid.hpp"
#include "grundy/period_proof.hpp"
#include "grundy/take_and_break.hpp"

namespace grundy {

class MisereQuotient {
 public:
  using Element = BipartiteMonoid::Element;

  struct Limits {
    // Memory for the automaton's states and the candidates' tables.
    std::uint64_t max_memory = std::uint64_t{512} << 20;
    // Elements of a candidate monoid before it is reduced.
    std::size_t max_candidate_order = 4096;
    // States of the automaton in one check (sums that differ in what they
    // are or in what their options are).
    std::size_t max_states = std::size_t{1} << 21;
    // Work of all checks together, 0 for no limit: a bound on time where a
    // quotient is asked for on the way. A unit is one letter applied to a
    // state, per 64 elements of the candidate (about 10^8 units a second
    // here: Dawson's Kayles to heap 30 takes 2·10^8 units and 1.9 s).
    std::uint64_t max_work = 0;

    // Limits that only memory bounds (the quotient a person asked for, with
    // --max-memory): candidates as large as their tables fit in half of it,
    // and as many states as the rest holds.
    static Limits within_memory(std::uint64_t bytes);
  };

  // A generator of the quotient: a letter for the element of the first heap
  // that is no product of the earlier generators.
  struct Generator {
    std::string name;  // "a", "b", ...
    std::uint64_t heap = 0;
    Element element = 0;
  };

  // The quotient written out: each element as a product of generators (its
  // first product in order of fewest factors), and relations that rewrite
  // every other product into those (each left side a product whose every
  // proper divisor is one of the named products).
  struct Presentation {
    std::vector<Generator> generators;
    std::vector<std::string> element_names;  // by element; "1" for the identity
    struct Relation {
      std::string left;
      std::string right;
    };
    std::vector<Relation> relations;
  };

  // Where a computation is: each heap added, and, while a heap makes the
  // quotient grow, each candidate tried (a heap of a wild game can take
  // minutes of them).
  struct ProgressReport {
    std::uint64_t heap = 0;           // the heap added, or being added
    std::size_t order = 0;            // the order of the quotient so far
    bool heap_added = true;           // false: a candidate for `heap` was just tried
    std::size_t candidate = 0;        // its elements (divided by its P-portion)
    std::uint64_t least_failure = 0;  // tokens of its least failing sum, 0: none
  };
  using Progress = std::function<void(const ProgressReport&)>;

  explicit MisereQuotient(TakeAndBreakRule rule, Limits limits);
  explicit MisereQuotient(TakeAndBreakRule rule);
  ~MisereQuotient();
  MisereQuotient(MisereQuotient&&) noexcept;
  MisereQuotient& operator=(MisereQuotient&&) noexcept;

  // A quotient computed before, to go on from (quotient_checkpoint.hpp reads
  // and writes it): the monoid, P-portion included, and the element of each
  // heap 0..N. Nothing read is trusted: the table must be a commutative
  // monoid with identity 0 (checked), the heaps' elements are checked
  // against the rule (a heap without a move is the identity), the monoid
  // is divided by its P-portion's congruence, and the whole check is made
  // again, so the result is the quotient of the heaps 0..N or an Error
  // that says what is wrong.
  struct Parts {
    BipartiteMonoid monoid;
    std::vector<Element> pretending;        // by heap, from heap 0
    std::vector<std::uint64_t> expansions;  // the heaps where it grew
  };
  static MisereQuotient resume(TakeAndBreakRule rule, Limits limits, Parts parts);
  Parts parts() const;

  const TakeAndBreakRule& rule() const noexcept;

  // Adds heaps up to `last`. Throws LimitError naming the heap when the
  // limits would be exceeded (heaps before it stay computed), and Error when
  // no candidate passes the check (the recalibration does not always find
  // one; the quotient is then said to be beyond this program at that heap).
  void extend_to(std::uint64_t last, const Progress& progress = {});
  // Adds heaps until `heap` is covered: computed, or beyond a proven period.
  void extend_to_cover(std::uint64_t heap, const Progress& progress = {});

  // Heaps 0..heaps_computed()-1 are computed.
  std::uint64_t heaps_computed() const noexcept;
  // Whether the element of `heap` is known: computed, or by the period.
  bool covers(std::uint64_t heap) const noexcept;

  const BipartiteMonoid& monoid() const noexcept;
  std::size_t order() const noexcept { return monoid().size(); }
  // Φ(heap), for a heap that covers() names.
  Element pretending(std::uint64_t heap) const;
  // Φ of a sum of heaps (each covered).
  Element of_heaps(const std::vector<std::uint64_t>& heaps) const;
  bool in_p_portion(Element element) const { return monoid().in_p_portion(element); }

  // Moves of one heap that all take `taken` tokens: one move (`parts`), or,
  // when `period` is not 0, the splits into a and rest − a for the a from
  // `first` to `last` whose a − first, modulo `period`, is in `offsets`
  // (sorted): splits whose two parts are both past the preperiod have the
  // element of that residue.
  struct MoveRun {
    std::uint64_t taken = 0;
    std::vector<std::uint64_t> parts;
    std::uint64_t rest = 0;
    std::uint64_t first = 0;
    std::uint64_t last = 0;
    std::uint64_t period = 0;
    std::vector<std::uint64_t> offsets;

    std::uint64_t count() const noexcept;
    // Visits the moves in order; false when `visit` stopped them.
    bool visit(const PartsVisitor& visit) const;
  };
  // The moves of a heap of `tokens` (covered) that lead to P when the rest
  // of the sum is `others`, in the order of TakeAndBreakRule::moves. With a
  // proven period a heap of 10^18 tokens takes a few runs, found by trying
  // one period of splits, not each split.
  std::vector<MoveRun> winning_moves(std::uint64_t tokens, Element others) const;

  // Φ(n + length) = Φ(n) for every n ≥ preperiod, once the periodicity
  // theorem proves it: from the heaps up to values_used - 1, the first heap
  // at which it could (the quotient asks at every heap).
  const std::optional<PeriodProof>& proof() const noexcept;
  // The heaps at which the quotient changed shape (grew a generator).
  const std::vector<std::uint64_t>& expansion_heaps() const noexcept;
  Presentation presentation() const;

  // How many states the last check reached (the automaton above).
  std::size_t states_checked() const noexcept;

 private:
  struct State;
  std::unique_ptr<State> state_;
};

}  // namespace grundy

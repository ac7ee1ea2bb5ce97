// The automaton that checks a candidate misère quotient (misere_quotient.hpp
// states the theorem; docs/MISERE_QUOTIENTS.md proves it): its states are
// the pairs (Φ(w), O(w)) of a sum w, an element and the set of its options'
// elements, and its letters the heaps. Private to src/solve: the parts of
// MisereQuotient share it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "grundy/bipartite_monoid.hpp"
#include "grundy/misere_quotient.hpp"

namespace grundy::quotient {

using Element = BipartiteMonoid::Element;
using StateId = std::uint32_t;
constexpr StateId kNoState = ~StateId{0};

// How one heap acts on the automaton: its element and the elements of its
// options. Heaps that act alike are one letter, named by the smallest.
struct Letter {
  Element image = 0;
  std::vector<Element> options;  // sorted, distinct, never empty
  std::uint64_t heap = 0;
};

// The reachable states (a, O) of the automaton: an element and a set of
// elements (bits), with the word that reached each first.
class StateTable {
 public:
  explicit StateTable(std::size_t order) : words_((order + 63) / 64) {}

  std::size_t size() const noexcept { return elements_.size(); }
  std::size_t words() const noexcept { return words_; }
  Element element(StateId id) const { return elements_[id]; }
  const std::uint64_t* bits(StateId id) const { return bits_.data() + id * words_; }
  StateId parent(StateId id) const { return parents_[id]; }
  std::uint32_t letter(StateId id) const { return letters_[id]; }

  // Bytes one more state takes, the hash table's share included (up to four
  // slots of 8 bytes a state).
  std::uint64_t bytes_per_state() const noexcept { return words_ * 8 + 44; }

  // The hash of a state, computed once by a caller that looks it up in more
  // than one table or inserts it after a miss.
  std::uint64_t hash(Element element, const std::uint64_t* bits) const;
  StateId find(Element element, const std::uint64_t* bits) const {
    return find(element, bits, hash(element, bits));
  }
  StateId find(Element element, const std::uint64_t* bits, std::uint64_t hash) const;
  // Asks the processor to fetch the slot where a lookup of `hash` starts,
  // issued for a batch of states before they are looked up one by one.
  void prefetch(std::uint64_t hash) const {
    if (!slots_.empty()) __builtin_prefetch(&slots_[hash & (slots_.size() - 1)]);
  }
  StateId insert(Element element, const std::uint64_t* bits, StateId parent, std::uint32_t letter) {
    return insert(element, bits, parent, letter, hash(element, bits));
  }
  StateId insert(Element element, const std::uint64_t* bits, StateId parent, std::uint32_t letter,
                 std::uint64_t hash);
  void set_parent(StateId id, StateId parent, std::uint32_t letter) {
    parents_[id] = parent;
    letters_[id] = letter;
  }

 private:
  // A slot of the open-addressing table: a state and the high half of its
  // hash, compared before the state's words are read. Most probes of a
  // large table end at the tag, without a cache miss on the state itself
  // (the lookups were two thirds of the quotient of Dawson's Kayles).
  struct Slot {
    StateId id = kNoState;
    std::uint32_t tag = 0;
  };
  static std::uint32_t tag_of(std::uint64_t hash) { return static_cast<std::uint32_t>(hash >> 32); }
  void place(StateId id, std::uint64_t hash);
  void rehash(std::size_t capacity);

  std::size_t words_;
  std::vector<Element> elements_;
  std::vector<std::uint64_t> bits_;
  std::vector<StateId> parents_;
  std::vector<std::uint32_t> letters_;
  std::vector<Slot> slots_;
};

// The limits of one heap's work (MisereQuotient::Limits), checked as the
// automaton makes and follows states.
class Budget {
 public:
  Budget(const MisereQuotient::Limits& limits, std::uint64_t& work, std::uint64_t heap,
         std::string game);
  // Called for every state made: its memory, the states of this check, and
  // the work of the whole computation.
  void check(std::uint64_t bytes, std::size_t states = 0) const;
  // Called for every state whose moves are followed: `units` is the work of
  // following them (letters times the words of a state's set).
  void spend(std::uint64_t units) const;

 private:
  std::uint64_t bytes_;
  std::size_t states_;
  std::uint64_t max_work_;
  std::uint64_t* work_;
  std::uint64_t heap_;
  std::string game_;
};

// The state after `letter` from (a, O): (a·g, O·g ∪ a·T), O and the result
// as bits; returns a·g.
Element step(const BipartiteMonoid& monoid, Element a, const std::uint64_t* bits,
             const Letter& letter, std::vector<std::uint64_t>& out);

// Whether the set `bits` meets `set`.
// The states that one state steps to by a run of letters, made together
// with their hashes so that the table's slots for all of them are fetched
// before the first is looked up: a lookup in a large table waits on memory,
// and the waits of a batch overlap.
struct Steps {
  // Steps (a, bits) by letters[first..], hashed for `table`, whose slots
  // (and those of `also`, of the same width) are prefetched.
  void make(const BipartiteMonoid& monoid, Element a, const std::uint64_t* bits,
            const std::vector<Letter>& letters, std::size_t first, const StateTable& table,
            const StateTable* also = nullptr);
  const std::uint64_t* bits_of(std::size_t i) const { return bits_.data() + i * words_; }

  std::vector<Element> images;
  std::vector<std::uint64_t> hashes;

 private:
  std::size_t words_ = 0;
  std::vector<std::uint64_t> bits_;
  std::vector<std::uint64_t> one_;
};

bool meets(const std::uint64_t* bits, const std::vector<std::uint64_t>& set);

// The P-portion of `monoid` as bits.
std::vector<std::uint64_t> bits_of(const BipartiteMonoid& monoid);

// The least sum (fewest tokens, then most heaps) whose state breaks the
// rule a ∈ P ⟺ O ∩ P = ∅, as the heaps of its word.
struct Failure {
  std::uint64_t tokens = 0;
  std::uint64_t heaps = 0;
  std::vector<std::uint64_t> word;  // heaps, descending
  bool operator<(const Failure& other) const;
};

// Marks the P-portion of `monoid`: an element is in P when the first sum
// that reaches it, in order of tokens (then most heaps), has no option in
// P. An option has fewer tokens, or as many and more heaps, so every
// element of O is marked before that sum is reached; and the first sum of
// an element is the first sum of some element followed by one letter, so
// only those sums are followed: at most one state an element, each stepped
// by every letter (the marking of Siegel's MisereSolver, in token order),
// and each element keeps only the least state that reached it so far (a
// set of n bits an element for a candidate of n elements).
// For a correct candidate any sum of an element gives its mark; for one
// that fails, least_failure finds where.
void mark(BipartiteMonoid& monoid, const std::vector<Letter>& letters, const Budget& budget);

// The least sum (in order of tokens, then most heaps) whose state breaks
// the rule a ∈ P ⟺ O ∩ P = ∅, or none: the check of a marked candidate.
// Two searches in that order, each of which leaves out the states that
// another state of the same element already answers for (the "transition
// lower bounds" of MisereSolver, here for both kinds of failure):
//   - a sum whose element is not in P fails when no option is in P. If a
//     state (a, O') came first with O' ⊆ O, every failure of this kind
//     after (a, O) has one no later after (a, O') (the letters that follow
//     add the same elements to both sets), so (a, O) is left out;
//   - a sum whose element is in P fails when some option is in P: by the
//     same argument a state is left out when an earlier one of its element
//     has a larger set O' ⊇ O.
// The empty sum is judged apart (whoever has no move has won), so it
// answers for no state. So the least failure of each kind is found, among
// far fewer states than all of them (docs/MISERE_QUOTIENTS.md). The two
// searches go side by side, a number of tokens at a time, and stop at the
// first failure of either (Dawson's Kayles to heap 33: 26 s instead of 36
// when the second stopped at the first's failure; the first candidate at
// heap 34 in seconds instead of 13 minutes once neither goes on alone).
std::optional<Failure> least_failure(const BipartiteMonoid& monoid,
                                     const std::vector<Letter>& letters, const Budget& budget);

// Extends the closure `base` (closed under letters before `first_new`) by
// the letters from `first_new` on, into `added`, checking every new state
// against the P-portion. With an empty base, starts from the empty sum.
bool check_closure(const BipartiteMonoid& monoid, const std::vector<Letter>& letters,
                   const StateTable& base, std::size_t first_new, StateTable& added,
                   const Budget& budget, std::uint64_t base_bytes);

// Adds the states of `added` to `base`.
void append(StateTable& base, const StateTable& added);

}  // namespace grundy::quotient

#include "grundy/misere_quotient.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <limits>
#include <map>
#include <queue>
#include <set>
#include <stdexcept>
#include <tuple>
#include <utility>

#include "grundy/deadline.hpp"
#include "grundy/errors.hpp"
#include "grundy/resource_limit.hpp"

namespace grundy {

namespace {

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

  // Bytes one more state takes, the hash table's share included.
  std::uint64_t bytes_per_state() const noexcept { return words_ * 8 + 28; }

  StateId find(Element element, const std::uint64_t* bits) const {
    if (slots_.empty()) return kNoState;
    const std::size_t mask = slots_.size() - 1;
    for (std::size_t slot = hash(element, bits) & mask;; slot = (slot + 1) & mask) {
      const StateId id = slots_[slot];
      if (id == kNoState) return kNoState;
      if (elements_[id] == element && std::equal(bits, bits + words_, this->bits(id))) return id;
    }
  }

  StateId insert(Element element, const std::uint64_t* bits, StateId parent, std::uint32_t letter) {
    const auto id = static_cast<StateId>(elements_.size());
    elements_.push_back(element);
    bits_.insert(bits_.end(), bits, bits + words_);
    parents_.push_back(parent);
    letters_.push_back(letter);
    if (2 * elements_.size() > slots_.size()) {
      rehash(std::max<std::size_t>(64, 4 * elements_.size()));
    } else {
      place(id);
    }
    return id;
  }

  void set_parent(StateId id, StateId parent, std::uint32_t letter) {
    parents_[id] = parent;
    letters_[id] = letter;
  }

 private:
  std::size_t hash(Element element, const std::uint64_t* bits) const {
    std::uint64_t h = 0x9e3779b97f4a7c15ULL * (element + 1);
    for (std::size_t w = 0; w < words_; ++w) {
      h ^= bits[w] + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
      h *= 0xbf58476d1ce4e5b9ULL;
    }
    return static_cast<std::size_t>(h ^ (h >> 31));
  }
  void place(StateId id) {
    const std::size_t mask = slots_.size() - 1;
    std::size_t slot = hash(elements_[id], bits(id)) & mask;
    while (slots_[slot] != kNoState) slot = (slot + 1) & mask;
    slots_[slot] = id;
  }
  void rehash(std::size_t capacity) {
    slots_.assign(std::bit_ceil(capacity), kNoState);
    for (StateId id = 0; id < elements_.size(); ++id) place(id);
  }

  std::size_t words_;
  std::vector<Element> elements_;
  std::vector<std::uint64_t> bits_;
  std::vector<StateId> parents_;
  std::vector<std::uint32_t> letters_;
  std::vector<StateId> slots_;
};

// The state after `letter` from (a, O): (a·g, O·g ∪ a·T).
Element step(const BipartiteMonoid& monoid, Element a, const std::uint64_t* bits,
             const Letter& letter, std::vector<std::uint64_t>& out) {
  std::fill(out.begin(), out.end(), 0);
  for (std::size_t w = 0; w < out.size(); ++w) {
    for (std::uint64_t x = bits[w]; x != 0; x &= x - 1) {
      const Element r =
          monoid.product(static_cast<Element>(w * 64 + std::countr_zero(x)), letter.image);
      out[r >> 6] |= std::uint64_t{1} << (r & 63);
    }
  }
  for (Element t : letter.options) {
    const Element r = monoid.product(a, t);
    out[r >> 6] |= std::uint64_t{1} << (r & 63);
  }
  return monoid.product(a, letter.image);
}

bool meets(const std::uint64_t* bits, const std::vector<std::uint64_t>& set) {
  for (std::size_t w = 0; w < set.size(); ++w)
    if ((bits[w] & set[w]) != 0) return true;
  return false;
}

std::vector<std::uint64_t> bits_of(const BipartiteMonoid& monoid) {
  std::vector<std::uint64_t> bits((monoid.size() + 63) / 64, 0);
  for (Element x = 0; x < monoid.size(); ++x)
    if (monoid.in_p_portion(x)) bits[x >> 6] |= std::uint64_t{1} << (x & 63);
  return bits;
}

// The least sum (fewest tokens, then most heaps) whose state breaks the
// rule a ∈ P ⟺ O ∩ P = ∅, as the heaps of its word.
struct Failure {
  std::uint64_t tokens = 0;
  std::uint64_t heaps = 0;
  std::vector<std::uint64_t> word;  // heaps, descending
  bool operator<(const Failure& other) const {
    // Later is greater: more tokens, or as many with fewer heaps.
    return std::tie(tokens, other.heaps, word) < std::tie(other.tokens, heaps, other.word);
  }
};

std::vector<std::uint64_t> word_of(const StateTable& table, StateId id,
                                   const std::vector<Letter>& letters) {
  std::vector<std::uint64_t> word;
  for (; table.parent(id) != kNoState; id = table.parent(id))
    word.push_back(letters[table.letter(id)].heap);
  std::sort(word.rbegin(), word.rend());
  return word;
}

class Budget {
 public:
  Budget(const MisereQuotient::Limits& limits, std::uint64_t& work, std::uint64_t heap,
         std::string game)
      : bytes_(limits.max_memory),
        states_(limits.max_states),
        max_work_(limits.max_work),
        work_(&work),
        heap_(heap),
        game_(std::move(game)) {}
  // Called for every state made: its memory, the states of this check, and
  // the work of the whole computation.
  void check(std::uint64_t bytes, std::size_t states = 0) const {
    if (states > states_) {
      throw LimitError(fmt::format(
          "the misère quotient of {} at heap {} needs a check of more than {} sums, beyond the "
          "limit",
          game_, heap_, states_));
    }
    if (bytes > bytes_) {
      throw LimitError(fmt::format(
          "the misère quotient of {} at heap {} would need more than {} of memory (--max-memory)",
          game_, heap_, format_bytes(bytes_)));
    }
  }
  // Called for every state whose moves are followed: `units` is the work of
  // following them (letters times the words of a state's set).
  void spend(std::uint64_t units) const {
    check_deadline();
    *work_ += units;
    if (max_work_ != 0 && *work_ > max_work_) {
      throw LimitError(fmt::format(
          "the misère quotient of {} at heap {} needs more work than the limit ({} steps)", game_,
          heap_, max_work_));
    }
  }

 private:
  std::uint64_t bytes_;
  std::size_t states_;
  std::uint64_t max_work_;
  std::uint64_t* work_;
  std::uint64_t heap_;
  std::string game_;
};

// Marks the P-portion of `monoid` state by state in order of tokens (an
// option has fewer tokens, or as many and more heaps, so every element of
// O is marked before its state is reached): an element is in P when the
// first state that reaches it has no option in P. Goes on past a failure so
// that every reachable element is marked; returns the least failure.
std::optional<Failure> mark(BipartiteMonoid& monoid, const std::vector<Letter>& letters,
                            const Budget& budget, std::size_t& states_reached) {
  const std::size_t order = monoid.size();
  StateTable table(order);
  std::vector<signed char> status(order, -1);  // -1 unknown, 0 N, 1 P
  std::vector<std::uint64_t> p_bits(table.words(), 0);
  std::vector<std::uint64_t> known(table.words(), 0);
  std::vector<std::uint64_t> priority_tokens;
  std::vector<std::uint64_t> priority_heaps;
  std::vector<bool> done;
  using Entry = std::tuple<std::uint64_t, std::uint64_t, StateId>;  // tokens, -heaps, id
  std::priority_queue<Entry, std::vector<Entry>, std::greater<>> queue;
  std::vector<std::uint64_t> empty(table.words(), 0);
  table.insert(BipartiteMonoid::kIdentity, empty.data(), kNoState, 0);
  priority_tokens.push_back(0);
  priority_heaps.push_back(0);
  done.push_back(false);
  queue.emplace(0, ~std::uint64_t{0}, 0);
  std::optional<Failure> failure;
  std::vector<std::uint64_t> next(table.words());
  const std::uint64_t base_bytes = BipartiteMonoid::table_bytes(order);
  while (!queue.empty()) {
    const auto [tokens, negative_heaps, id] = queue.top();
    queue.pop();
    if (done[id] || tokens != priority_tokens[id] || ~negative_heaps != priority_heaps[id])
      continue;
    done[id] = true;
    const Element a = table.element(id);
    const std::uint64_t* bits = table.bits(id);
    bool want_p = false;  // the empty sum: whoever is to move has won
    if (id != 0) {
      for (std::size_t w = 0; w < known.size(); ++w) {
        if ((bits[w] & ~known[w]) != 0)
          throw std::logic_error("misère quotient: an option was reached after its sum");
      }
      want_p = !meets(bits, p_bits);
    }
    if (status[a] < 0) {
      status[a] = want_p ? 1 : 0;
      known[a >> 6] |= std::uint64_t{1} << (a & 63);
      if (want_p) p_bits[a >> 6] |= std::uint64_t{1} << (a & 63);
    } else if ((status[a] == 1) != want_p && !failure) {
      failure = Failure{tokens, priority_heaps[id], word_of(table, id, letters)};
    }
    budget.spend(letters.size() * (table.words() + 1));
    for (std::uint32_t l = 0; l < letters.size(); ++l) {
      const Element b = step(monoid, a, table.bits(id), letters[l], next);
      const std::uint64_t next_tokens = tokens + letters[l].heap;
      const std::uint64_t next_heaps = priority_heaps[id] + 1;
      StateId found = table.find(b, next.data());
      if (found == kNoState) {
        budget.check(base_bytes + (table.size() + 1) * (table.bytes_per_state() + 25),
                     table.size() + 1);
        found = table.insert(b, next.data(), id, l);
        priority_tokens.push_back(next_tokens);
        priority_heaps.push_back(next_heaps);
        done.push_back(false);
      } else if (done[found] || std::tie(next_tokens, priority_heaps[found]) >=
                                    std::tie(priority_tokens[found], next_heaps)) {
        continue;
      } else {
        table.set_parent(found, id, l);
        priority_tokens[found] = next_tokens;
        priority_heaps[found] = next_heaps;
      }
      queue.emplace(next_tokens, ~next_heaps, found);
    }
  }
  std::vector<bool> p_portion(order, false);
  for (std::size_t x = 0; x < order; ++x) p_portion[x] = status[x] == 1;
  monoid.set_p_portion(std::move(p_portion));
  states_reached = table.size();
  return failure;
}

// Extends the closure `base` (closed under letters before `first_new`) by
// the letters from `first_new` on, into `added`, checking every new state
// against the P-portion. With an empty base, starts from the empty sum.
bool check_closure(const BipartiteMonoid& monoid, const std::vector<Letter>& letters,
                   const StateTable& base, std::size_t first_new, StateTable& added,
                   const Budget& budget, std::uint64_t base_bytes) {
  const std::vector<std::uint64_t> p_bits = bits_of(monoid);
  std::vector<std::uint64_t> next(base.words());
  std::vector<StateId> queue;  // ids in `added`
  auto consider = [&](Element b) -> bool {
    if (base.find(b, next.data()) != kNoState || added.find(b, next.data()) != kNoState)
      return true;
    if (monoid.in_p_portion(b) == meets(next.data(), p_bits)) return false;
    budget.check(base_bytes + (base.size() + added.size() + 1) * base.bytes_per_state(),
                 base.size() + added.size() + 1);
    queue.push_back(added.insert(b, next.data(), kNoState, 0));
    return true;
  };
  if (base.size() == 0) {
    if (monoid.in_p_portion(BipartiteMonoid::kIdentity)) return false;
    std::fill(next.begin(), next.end(), 0);
    queue.push_back(added.insert(BipartiteMonoid::kIdentity, next.data(), kNoState, 0));
  } else {
    budget.spend(base.size() * (letters.size() - first_new) * (base.words() + 1));
    for (StateId id = 0; id < base.size(); ++id) {
      for (std::size_t l = first_new; l < letters.size(); ++l) {
        if (!consider(step(monoid, base.element(id), base.bits(id), letters[l], next)))
          return false;
      }
    }
  }
  for (std::size_t next_id = 0; next_id < queue.size(); ++next_id) {
    const StateId id = queue[next_id];
    budget.spend(letters.size() * (base.words() + 1));
    for (const Letter& letter : letters) {
      if (!consider(step(monoid, added.element(id), added.bits(id), letter, next))) return false;
    }
  }
  return true;
}

void append(StateTable& base, const StateTable& added) {
  for (StateId id = 0; id < added.size(); ++id)
    base.insert(added.element(id), added.bits(id), kNoState, 0);
}

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

std::string superscript(std::uint64_t n) {
  static const char* const kDigits[] = {"⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"};
  const std::string decimal = std::to_string(n);
  std::string text;
  for (char c : decimal) text += kDigits[c - '0'];
  return text;
}

std::string generator_name(std::size_t index) {
  if (index < 26) return std::string(1, static_cast<char>('a' + index));
  return fmt::format("g{}", index + 1);
}

std::string word_text(const std::vector<std::uint64_t>& exponents,
                      const std::vector<std::string>& names) {
  std::string text;
  for (std::size_t g = 0; g < exponents.size(); ++g) {
    if (exponents[g] == 0) continue;
    text += names[g];
    if (exponents[g] > 1) text += superscript(exponents[g]);
  }
  return text.empty() ? "1" : text;
}

}  // namespace

struct MisereQuotient::State {
  State(TakeAndBreakRule rule_given, Limits limits_given)
      : rule(std::move(rule_given)),
        limits(limits_given),
        states(1),
        max_parts(rule.splits_into_three() ? 3
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
  std::optional<Period> period;
  // last_mismatch[p] + 1: the least n0 with Φ(n + p) = Φ(n) for n0 ≤ n.
  std::vector<std::int64_t> last_mismatch;
  std::uint64_t max_parts;
  std::size_t states_checked = 0;
  std::uint64_t work = 0;  // states made by every check so far

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
    const std::uint64_t base_bytes = BipartiteMonoid::table_bytes(monoid.size());
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
    std::vector<bool> tried(monoid.size(), false);
    for (Element x : candidates) {
      if (tried[x] || monoid.in_p_portion(x) != lone_heap_p) continue;
      tried[x] = true;
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
    expansions.push_back(heap);
    check_order(monoid.size() * 4, heap);
    budget.check(BipartiteMonoid::table_bytes(monoid.size() * 4));
    BipartiteMonoid trial = monoid.times_cyclic(2, 2);
    std::vector<Element> images;
    for (std::uint64_t h = 0; h < heap; ++h) images.push_back(monoid.paired(phi[h], 0));
    images.push_back(monoid.paired(BipartiteMonoid::kIdentity, 1));
    Candidate current = candidate(std::move(trial), std::move(images));
    std::size_t reached = 0;
    std::optional<Failure> failure = mark(current.monoid, current.letters, budget, reached);
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
      if (size > limits.max_candidate_order) return std::nullopt;
      budget.check(BipartiteMonoid::table_bytes(size));
      BipartiteMonoid bigger = monoid_made.times_cyclic(index, 2);
      for (Element& e : made) e = monoid_made.paired(e, 0);
      // Only f itself: heaps that acted as f keep their old element.
      made[f] = monoid_made.paired(BipartiteMonoid::kIdentity, 1);
      monoid_made = std::move(bigger);
    }
    Candidate next = candidate(std::move(monoid_made), std::move(made));
    std::size_t reached = 0;
    std::optional<Failure> failure = mark(next.monoid, next.letters, budget, reached);
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
    last_mismatch.clear();
    period.reset();
    for (std::uint64_t h = 1; h < phi.size(); ++h) note_period(h);
  }

  // Keeps last_mismatch up to date for heap n and looks for a proven period.
  void note_period(std::uint64_t n) {
    last_mismatch.resize(n + 1, -1);
    for (std::uint64_t p = 1; p <= n; ++p) {
      if (phi[n] != phi[n - p]) last_mismatch[p] = static_cast<std::int64_t>(n - p);
    }
    if (period || rule.is_grundys_game()) return;
    for (std::uint64_t p = 1; p <= n; ++p) {
      const std::uint64_t n0 =
          static_cast<std::uint64_t>(std::max<std::int64_t>(1, last_mismatch[p] + 1));
      if (n + 1 >= max_parts * (n0 + p) + rule.max_taken()) {
        period = Period{n0, p, n};
        return;
      }
    }
  }

  bool covers(std::uint64_t heap) const { return heap < phi.size() || period.has_value(); }

  Element pretending(std::uint64_t heap) const {
    if (heap < phi.size()) return phi[heap];
    if (!period) {
      throw LimitError(fmt::format("the misère quotient of {} is computed to heap {}, not {}",
                                   game(), phi.size() - 1, heap));
    }
    return phi[period->preperiod + (heap - period->preperiod) % period->period];
  }
};

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

MisereQuotient::~MisereQuotient() = default;
MisereQuotient::MisereQuotient(MisereQuotient&&) noexcept = default;
MisereQuotient& MisereQuotient::operator=(MisereQuotient&&) noexcept = default;

const TakeAndBreakRule& MisereQuotient::rule() const noexcept { return state_->rule; }

void MisereQuotient::extend_to(std::uint64_t last, const Progress& progress) {
  while (state_->phi.size() <= last) {
    const std::uint64_t heap = state_->phi.size();
    if (heap > std::numeric_limits<std::uint32_t>::max() / 2) {
      throw LimitError(fmt::format("the misère quotient is computed for heaps up to {}, not {}",
                                   std::numeric_limits<std::uint32_t>::max() / 2, last));
    }
    state_->add_heap(heap);
    if (heap > 0) state_->note_period(heap);
    if (progress) progress(heap, state_->monoid.size());
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

std::optional<MisereQuotient::Period> MisereQuotient::period() const noexcept {
  return state_->period;
}

const std::vector<std::uint64_t>& MisereQuotient::expansion_heaps() const noexcept {
  return state_->expansions;
}

std::size_t MisereQuotient::states_checked() const noexcept { return state_->states_checked; }

MisereQuotient::Presentation MisereQuotient::presentation() const {
  const BipartiteMonoid& monoid = state_->monoid;
  Presentation presentation;
  // Generators: the first heap whose element no earlier generator reaches.
  std::vector<bool> reached(monoid.size(), false);
  reached[BipartiteMonoid::kIdentity] = true;
  std::vector<Element> closure{BipartiteMonoid::kIdentity};
  for (std::uint64_t heap = 1; heap < state_->phi.size(); ++heap) {
    const Element e = state_->phi[heap];
    if (reached[e]) continue;
    presentation.generators.push_back(
        Generator{generator_name(presentation.generators.size()), heap, e});
    // The closure grows by the new generator.
    for (std::size_t i = 0; i < closure.size(); ++i) {
      const Element next = monoid.product(closure[i], e);
      if (!reached[next]) {
        reached[next] = true;
        closure.push_back(next);
      }
    }
  }
  std::vector<std::string> names;
  for (const Generator& g : presentation.generators) names.push_back(g.name);
  const std::size_t count = presentation.generators.size();
  // Names: breadth first from the identity, generators in order.
  std::vector<std::vector<std::uint64_t>> word(monoid.size());
  std::vector<bool> named(monoid.size(), false);
  std::vector<Element> order{BipartiteMonoid::kIdentity};
  word[BipartiteMonoid::kIdentity].assign(count, 0);
  named[BipartiteMonoid::kIdentity] = true;
  for (std::size_t i = 0; i < order.size(); ++i) {
    for (std::size_t g = 0; g < count; ++g) {
      const Element next = monoid.product(order[i], presentation.generators[g].element);
      if (named[next]) continue;
      named[next] = true;
      word[next] = word[order[i]];
      ++word[next][g];
      order.push_back(next);
    }
  }
  presentation.element_names.resize(monoid.size());
  std::map<std::vector<std::uint64_t>, Element> normal;
  for (Element e = 0; e < monoid.size(); ++e) {
    presentation.element_names[e] = word_text(word[e], names);
    normal.emplace(word[e], e);
  }
  // Relations: the products one generator beyond a named one that are not
  // named themselves, each with every proper divisor named.
  std::set<std::vector<std::uint64_t>> written;
  for (Element e : order) {
    for (std::size_t g = 0; g < count; ++g) {
      std::vector<std::uint64_t> left = word[e];
      ++left[g];
      if (normal.count(left) != 0 || written.count(left) != 0) continue;
      bool minimal = true;
      for (std::size_t j = 0; j < count && minimal; ++j) {
        if (left[j] == 0) continue;
        std::vector<std::uint64_t> divisor = left;
        --divisor[j];
        minimal = normal.count(divisor) != 0;
      }
      if (!minimal) continue;
      written.insert(left);
      const Element right = monoid.product(e, presentation.generators[g].element);
      presentation.relations.push_back({word_text(left, names), presentation.element_names[right]});
    }
  }
  return presentation;
}

}  // namespace grundy

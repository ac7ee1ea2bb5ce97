#include "quotient_automaton.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <functional>
#include <queue>
#include <stdexcept>
#include <tuple>
#include <utility>

#include "grundy/deadline.hpp"
#include "grundy/errors.hpp"
#include "grundy/resource_limit.hpp"

namespace grundy::quotient {

StateId StateTable::find(Element element, const std::uint64_t* bits, std::uint64_t hash) const {
  if (slots_.empty()) return kNoState;
  const std::size_t mask = slots_.size() - 1;
  const std::uint32_t tag = tag_of(hash);
  for (std::size_t slot = hash & mask;; slot = (slot + 1) & mask) {
    const Slot& at = slots_[slot];
    if (at.id == kNoState) return kNoState;
    if (at.tag == tag && elements_[at.id] == element &&
        std::equal(bits, bits + words_, this->bits(at.id)))
      return at.id;
  }
}

StateId StateTable::insert(Element element, const std::uint64_t* bits, StateId parent,
                           std::uint32_t letter, std::uint64_t hash) {
  const auto id = static_cast<StateId>(elements_.size());
  elements_.push_back(element);
  bits_.insert(bits_.end(), bits, bits + words_);
  parents_.push_back(parent);
  letters_.push_back(letter);
  if (2 * elements_.size() > slots_.size()) {
    rehash(std::max<std::size_t>(64, 4 * elements_.size()));
  } else {
    place(id, hash);
  }
  return id;
}

std::uint64_t StateTable::hash(Element element, const std::uint64_t* bits) const {
  std::uint64_t h = 0x9e3779b97f4a7c15ULL * (element + 1);
  for (std::size_t w = 0; w < words_; ++w) {
    h ^= bits[w] + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
    h *= 0xbf58476d1ce4e5b9ULL;
  }
  return h ^ (h >> 31);
}

void StateTable::place(StateId id, std::uint64_t hash) {
  const std::size_t mask = slots_.size() - 1;
  std::size_t slot = hash & mask;
  while (slots_[slot].id != kNoState) slot = (slot + 1) & mask;
  slots_[slot] = Slot{id, tag_of(hash)};
}

void StateTable::rehash(std::size_t capacity) {
  slots_.assign(std::bit_ceil(capacity), Slot{});
  for (StateId id = 0; id < elements_.size(); ++id) place(id, hash(elements_[id], bits(id)));
}

Budget::Budget(const MisereQuotient::Limits& limits, std::uint64_t& work, std::uint64_t heap,
               std::string game)
    : bytes_(limits.max_memory),
      states_(limits.max_states),
      max_work_(limits.max_work),
      work_(&work),
      heap_(heap),
      game_(std::move(game)) {}

void Budget::check(std::uint64_t bytes, std::size_t states) const {
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

void Budget::spend(std::uint64_t units) const {
  check_deadline();
  *work_ += units;
  if (max_work_ != 0 && *work_ > max_work_) {
    throw LimitError(fmt::format(
        "the misère quotient of {} at heap {} needs more work than the limit ({} steps)", game_,
        heap_, max_work_));
  }
}

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

void Steps::make(const BipartiteMonoid& monoid, Element a, const std::uint64_t* bits,
                 const std::vector<Letter>& letters, std::size_t first, const StateTable& table,
                 const StateTable* also) {
  words_ = table.words();
  const std::size_t count = letters.size() - first;
  images.resize(count);
  hashes.resize(count);
  bits_.resize(count * words_);
  one_.resize(words_);
  for (std::size_t i = 0; i < count; ++i) {
    images[i] = step(monoid, a, bits, letters[first + i], one_);
    std::copy(one_.begin(), one_.end(), bits_.begin() + static_cast<std::ptrdiff_t>(i * words_));
    hashes[i] = table.hash(images[i], one_.data());
    table.prefetch(hashes[i]);
    if (also != nullptr) also->prefetch(hashes[i]);
  }
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

bool Failure::operator<(const Failure& other) const {
  // Later is greater: more tokens, or as many with fewer heaps.
  return std::tie(tokens, other.heaps, word) < std::tie(other.tokens, heaps, other.word);
}

namespace {

// A state waiting in a search's queue: the sum's tokens and heaps (fewest
// tokens first, then most heaps) and where it is.
using Entry = std::tuple<std::uint64_t, std::uint64_t, StateId>;  // tokens, ~heaps, id
using Queue = std::priority_queue<Entry, std::vector<Entry>, std::greater<>>;

void set_bit(std::vector<std::uint64_t>& bits, Element x) {
  bits[x >> 6] |= std::uint64_t{1} << (x & 63);
}

bool has_bit(const std::vector<std::uint64_t>& bits, Element x) {
  return ((bits[x >> 6] >> (x & 63)) & 1U) != 0;
}

// Whether every element of `part` is in `whole` (both `words` long).
bool subset(const std::uint64_t* part, const std::uint64_t* whole, std::size_t words) {
  for (std::size_t w = 0; w < words; ++w)
    if ((part[w] & ~whole[w]) != 0) return false;
  return true;
}

// The states of one search in token order, with the least sum of each
// (tokens, heaps, and the state and letter it came from).
struct Search {
  explicit Search(std::size_t order) : table(order) {}

  StateTable table;
  std::vector<std::uint64_t> tokens;
  std::vector<std::uint64_t> heaps;
  std::vector<bool> done;
  Queue queue;
  // A search that runs at the same time, whose states count in the budget.
  const Search* beside = nullptr;

  std::uint64_t bytes() const { return table.size() * (table.bytes_per_state() + 25); }

  void start(const Budget& budget, std::uint64_t base_bytes) {
    const std::vector<std::uint64_t> empty(table.words(), 0);
    add(BipartiteMonoid::kIdentity, empty.data(), kNoState, 0, 0, 0,
        table.hash(BipartiteMonoid::kIdentity, empty.data()), budget, base_bytes);
  }

  // Queues the state (b, bits) reached by `letter` from `from` with the
  // given tokens and heaps, unless it was reached before by a lesser sum.
  void add(Element b, const std::uint64_t* bits, StateId from, std::uint32_t letter,
           std::uint64_t next_tokens, std::uint64_t next_heaps, std::uint64_t hash,
           const Budget& budget, std::uint64_t base_bytes) {
    StateId found = table.find(b, bits, hash);
    if (found == kNoState) {
      budget.check(base_bytes + bytes() + table.bytes_per_state() + 25 +
                       (beside != nullptr ? beside->bytes() : 0),
                   table.size() + 1 + (beside != nullptr ? beside->table.size() : 0));
      found = table.insert(b, bits, from, letter, hash);
      tokens.push_back(next_tokens);
      heaps.push_back(next_heaps);
      done.push_back(false);
    } else if (done[found] ||
               std::tie(next_tokens, heaps[found]) >= std::tie(tokens[found], next_heaps)) {
      return;
    } else {
      table.set_parent(found, from, letter);
      tokens[found] = next_tokens;
      heaps[found] = next_heaps;
    }
    queue.emplace(next_tokens, ~next_heaps, found);
  }

  // The next state in order, left in the queue, or kNoState when none is
  // left.
  StateId peek() {
    while (!queue.empty()) {
      const auto [entry_tokens, negative_heaps, id] = queue.top();
      if (!done[id] && entry_tokens == tokens[id] && ~negative_heaps == heaps[id]) return id;
      queue.pop();
    }
    return kNoState;
  }

  // The next state in order, taken from the queue, or kNoState.
  StateId next() {
    const StateId id = peek();
    if (id != kNoState) {
      queue.pop();
      done[id] = true;
    }
    return id;
  }

  void follow(const BipartiteMonoid& monoid, StateId id, const std::vector<Letter>& letters,
              Steps& steps, const Budget& budget, std::uint64_t base_bytes) {
    budget.spend(letters.size() * (table.words() + 1));
    steps.make(monoid, table.element(id), table.bits(id), letters, 0, table);
    for (std::uint32_t l = 0; l < letters.size(); ++l) {
      add(steps.images[l], steps.bits_of(l), id, l, tokens[id] + letters[l].heap, heaps[id] + 1,
          steps.hashes[l], budget, base_bytes);
    }
  }
};

// The heaps of the word that reached state `id` first, descending.
std::vector<std::uint64_t> word_of(const StateTable& table, StateId id,
                                   const std::vector<Letter>& letters) {
  std::vector<std::uint64_t> word;
  for (; table.parent(id) != kNoState; id = table.parent(id))
    word.push_back(letters[table.letter(id)].heap);
  std::sort(word.rbegin(), word.rend());
  return word;
}

// One of least_failure's two searches, a state at a time: `n_failures` for
// sums outside P whose options miss P (states with a larger set left out),
// otherwise sums in P with an option in P (states with a smaller set left
// out).
class KindSearch {
 public:
  KindSearch(const BipartiteMonoid& monoid, const std::vector<Letter>& letters,
             const Budget& budget, bool n_failures)
      : monoid_(monoid),
        letters_(letters),
        budget_(budget),
        n_failures_(n_failures),
        p_bits_(bits_of(monoid)),
        base_bytes_(monoid.bytes()),
        search_(monoid.size()),
        kept_(monoid.size()) {
    search_.start(budget, base_bytes_);
  }

  void count_beside(const KindSearch& other) { search_.beside = &other.search_; }

  // The failure found, if any: the search is over then.
  const std::optional<Failure>& failure() const { return failure_; }
  // Whether the next state comes no later than `bound` (in the order of
  // sums: fewer tokens, then more heaps); false when none is left.
  bool next_within(const Failure& bound) {
    const StateId id = search_.peek();
    return id != kNoState &&
           std::tie(search_.tokens[id], bound.heaps) <= std::tie(bound.tokens, search_.heaps[id]);
  }
  bool over() { return failure_ || search_.peek() == kNoState; }

  // Takes the next state: judges it, and follows it unless it fails.
  void step() {
    const StateId id = search_.next();
    const Element a = search_.table.element(id);
    const std::uint64_t* bits = search_.table.bits(id);
    const std::size_t words = search_.table.words();
    if (search_.table.parent(id) == kNoState) {
      // The empty sum: whoever has no move has won. It fails only when its
      // element is in P, and answers for no other state (the same state
      // reached by more letters is a sum that is not empty, judged by the
      // rule, so the lemma does not hold between them).
      if (!n_failures_ && monoid_.in_p_portion(a)) {
        failure_ = Failure{0, 0, {}};
        return;
      }
      search_.follow(monoid_, id, letters_, steps_, budget_, base_bytes_);
      return;
    }
    // Answered for by a state of its element that came first?
    std::vector<StateId>& same = kept_[a];
    const bool answered = std::any_of(same.begin(), same.end(), [&](StateId other) {
      const std::uint64_t* other_bits = search_.table.bits(other);
      return n_failures_ ? subset(other_bits, bits, words) : subset(bits, other_bits, words);
    });
    if (answered) return;
    // It answers for those it covers from now on.
    std::erase_if(same, [&](StateId other) {
      const std::uint64_t* other_bits = search_.table.bits(other);
      return n_failures_ ? subset(bits, other_bits, words) : subset(other_bits, bits, words);
    });
    same.push_back(id);
    const bool in_p = monoid_.in_p_portion(a);
    const bool option_in_p = meets(bits, p_bits_);
    const bool fails = n_failures_ ? (!in_p && !option_in_p) : (in_p && option_in_p);
    if (fails) {
      failure_ =
          Failure{search_.tokens[id], search_.heaps[id], word_of(search_.table, id, letters_)};
      return;
    }
    search_.follow(monoid_, id, letters_, steps_, budget_, base_bytes_);
  }

 private:
  const BipartiteMonoid& monoid_;
  const std::vector<Letter>& letters_;
  const Budget& budget_;
  bool n_failures_;
  std::vector<std::uint64_t> p_bits_;
  std::uint64_t base_bytes_;
  Search search_;
  // By element, the states followed that no other followed state answers for.
  std::vector<std::vector<StateId>> kept_;
  Steps steps_;
  std::optional<Failure> failure_;
};

}  // namespace

void mark(BipartiteMonoid& monoid, const std::vector<Letter>& letters, const Budget& budget) {
  const std::size_t order = monoid.size();
  const std::size_t words = (order + 63) / 64;
  // Only the least sum of each element is ever followed, so each element
  // keeps one waiting state, the least that reached it so far: an element's
  // set of bits, never more (a table of every state reached held as many as
  // the letters times the elements, most of them never followed: a candidate
  // of 14,000 elements took half a gigabyte).
  budget.check(monoid.bytes() + order * (words * 8 + 48));
  std::vector<std::uint64_t> waiting(order * words, 0);
  constexpr std::uint64_t kUnreached = ~std::uint64_t{0};
  std::vector<std::uint64_t> tokens(order, kUnreached);
  std::vector<std::uint64_t> heaps(order, 0);
  // Fewest tokens first, then most heaps, then the order reached (that of
  // the states of a search), so that ties fall as they always did.
  using Waiting = std::tuple<std::uint64_t, std::uint64_t, std::uint64_t, Element>;
  std::priority_queue<Waiting, std::vector<Waiting>, std::greater<>> queue;
  std::vector<std::uint64_t> reached_at(order, 0);
  std::uint64_t reached = 0;
  std::vector<std::uint64_t> p_bits(words, 0);
  std::vector<std::uint64_t> known(words, 0);
  std::vector<std::uint64_t> out(words);
  std::size_t elements_known = 0;
  tokens[BipartiteMonoid::kIdentity] = 0;
  queue.emplace(0, ~std::uint64_t{0}, reached++, BipartiteMonoid::kIdentity);
  bool empty_sum = true;
  while (!queue.empty() && elements_known < order) {
    const auto [entry_tokens, negative_heaps, when, a] = queue.top();
    queue.pop();
    if (has_bit(known, a) || entry_tokens != tokens[a] || ~negative_heaps != heaps[a] ||
        when != reached_at[a])
      continue;
    const std::uint64_t* bits = waiting.data() + a * words;
    for (std::size_t w = 0; w < words; ++w) {
      if ((bits[w] & ~known[w]) != 0)
        throw std::logic_error("misère quotient: an option was reached after its sum");
    }
    // The empty sum: whoever is to move has won.
    const bool in_p = !empty_sum && !meets(bits, p_bits);
    empty_sum = false;
    set_bit(known, a);
    if (in_p) set_bit(p_bits, a);
    ++elements_known;
    budget.spend(letters.size() * (words + 1));
    for (const Letter& letter : letters) {
      const Element b = step(monoid, a, bits, letter, out);
      if (has_bit(known, b)) continue;
      const std::uint64_t next_tokens = tokens[a] + letter.heap;
      const std::uint64_t next_heaps = heaps[a] + 1;
      if (tokens[b] != kUnreached &&
          std::tie(next_tokens, heaps[b]) >= std::tie(tokens[b], next_heaps))
        continue;
      tokens[b] = next_tokens;
      heaps[b] = next_heaps;
      reached_at[b] = reached;
      std::copy(out.begin(), out.end(), waiting.begin() + static_cast<std::ptrdiff_t>(b * words));
      queue.emplace(next_tokens, ~next_heaps, reached++, b);
    }
  }
  std::vector<bool> p_portion(order, false);
  for (Element x = 0; x < order; ++x) p_portion[x] = has_bit(p_bits, x);
  monoid.set_p_portion(std::move(p_portion));
}

std::optional<Failure> least_failure(const BipartiteMonoid& monoid,
                                     const std::vector<Letter>& letters, const Budget& budget) {
  // The two searches side by side, a number of tokens at a time, so that
  // neither goes past the other's failure: a kind with no failure at all
  // would otherwise be searched to its end (for the first candidate of
  // Dawson's Kayles at heap 34, 13 minutes for the N-failures before a
  // P-failure of 78 tokens). (State by state, alternating, was a quarter
  // slower: the two tables took turns in the cache.)
  KindSearch n_kind(monoid, letters, budget, /*n_failures=*/true);
  KindSearch p_kind(monoid, letters, budget, /*n_failures=*/false);
  n_kind.count_beside(p_kind);
  p_kind.count_beside(n_kind);
  for (std::uint64_t tokens = 0;; ++tokens) {
    // Every sum of `tokens` or fewer (a bound of no heaps: sums with more
    // heaps come first).
    const Failure level{tokens, 0, {}};
    for (KindSearch* kind : {&n_kind, &p_kind})
      while (!kind->failure() && kind->next_within(level)) kind->step();
    if (n_kind.failure() && p_kind.failure()) return std::min(*n_kind.failure(), *p_kind.failure());
    if (n_kind.failure()) return n_kind.failure();
    if (p_kind.failure()) return p_kind.failure();
    if (n_kind.over() && p_kind.over()) return std::nullopt;
  }
}

bool check_closure(const BipartiteMonoid& monoid, const std::vector<Letter>& letters,
                   const StateTable& base, std::size_t first_new, StateTable& added,
                   const Budget& budget, std::uint64_t base_bytes) {
  const std::vector<std::uint64_t> p_bits = bits_of(monoid);
  Steps steps;
  std::vector<StateId> queue;  // ids in `added`
  // The state reached by the i-th step made (the tables have the same width,
  // hence the same hash of a state).
  auto consider = [&](std::size_t i) -> bool {
    const Element b = steps.images[i];
    const std::uint64_t* next = steps.bits_of(i);
    const std::uint64_t hash = steps.hashes[i];
    if (base.find(b, next, hash) != kNoState || added.find(b, next, hash) != kNoState) return true;
    if (monoid.in_p_portion(b) == meets(next, p_bits)) return false;
    budget.check(base_bytes + (base.size() + added.size() + 1) * base.bytes_per_state(),
                 base.size() + added.size() + 1);
    queue.push_back(added.insert(b, next, kNoState, 0, hash));
    return true;
  };
  if (base.size() == 0) {
    if (monoid.in_p_portion(BipartiteMonoid::kIdentity)) return false;
    const std::vector<std::uint64_t> empty(base.words(), 0);
    queue.push_back(added.insert(BipartiteMonoid::kIdentity, empty.data(), kNoState, 0));
  } else {
    budget.spend(base.size() * (letters.size() - first_new) * (base.words() + 1));
    for (StateId id = 0; id < base.size(); ++id) {
      steps.make(monoid, base.element(id), base.bits(id), letters, first_new, base, &added);
      for (std::size_t l = 0; l < letters.size() - first_new; ++l) {
        if (!consider(l)) return false;
      }
    }
  }
  for (std::size_t next_id = 0; next_id < queue.size(); ++next_id) {
    const StateId id = queue[next_id];
    budget.spend(letters.size() * (base.words() + 1));
    steps.make(monoid, added.element(id), added.bits(id), letters, 0, base, &added);
    for (std::size_t l = 0; l < letters.size(); ++l) {
      if (!consider(l)) return false;
    }
  }
  return true;
}

void append(StateTable& base, const StateTable& added) {
  for (StateId id = 0; id < added.size(); ++id)
    base.insert(added.element(id), added.bits(id), kNoState, 0);
}

}  // namespace grundy::quotient

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
      budget.check(base_bytes + (table.size() + 1) * (table.bytes_per_state() + 25),
                   table.size() + 1);
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

  // The next state in order, or kNoState when none is left.
  StateId next() {
    while (!queue.empty()) {
      const auto [entry_tokens, negative_heaps, id] = queue.top();
      queue.pop();
      if (done[id] || entry_tokens != tokens[id] || ~negative_heaps != heaps[id]) continue;
      done[id] = true;
      return id;
    }
    return kNoState;
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

// One of least_failure's two searches: `n_failures` for sums outside P
// whose options miss P (states with a larger set left out), otherwise sums
// in P with an option in P (states with a smaller set left out).
// Stops, with none, past `bound` (a failure of the other kind already found:
// a later one of this kind would not be the least).
std::optional<Failure> least_failure_of_kind(const BipartiteMonoid& monoid,
                                             const std::vector<Letter>& letters,
                                             const Budget& budget, bool n_failures,
                                             const std::optional<Failure>& bound) {
  const std::size_t order = monoid.size();
  const std::vector<std::uint64_t> p_bits = bits_of(monoid);
  const std::uint64_t base_bytes = BipartiteMonoid::table_bytes(order);
  Search search(order);
  const std::size_t words = search.table.words();
  // By element, the states followed that no other followed state answers for.
  std::vector<std::vector<StateId>> kept(order);
  Steps steps;
  search.start(budget, base_bytes);
  std::optional<Failure> failure;
  for (StateId id = search.next(); id != kNoState; id = search.next()) {
    if (bound &&
        std::tie(search.tokens[id], bound->heaps) > std::tie(bound->tokens, search.heaps[id]))
      break;
    const Element a = search.table.element(id);
    const std::uint64_t* bits = search.table.bits(id);
    if (search.table.parent(id) == kNoState) {
      // The empty sum: whoever has no move has won. It fails only when its
      // element is in P, and answers for no other state (the same state
      // reached by more letters is a sum that is not empty, judged by the
      // rule, so the lemma does not hold between them).
      if (!n_failures && monoid.in_p_portion(a)) {
        failure = Failure{0, 0, {}};
        break;
      }
      search.follow(monoid, id, letters, steps, budget, base_bytes);
      continue;
    }
    // Answered for by a state of its element that came first?
    std::vector<StateId>& same = kept[a];
    const bool answered = std::any_of(same.begin(), same.end(), [&](StateId other) {
      const std::uint64_t* other_bits = search.table.bits(other);
      return n_failures ? subset(other_bits, bits, words) : subset(bits, other_bits, words);
    });
    if (answered) continue;
    // It answers for those it covers from now on.
    std::erase_if(same, [&](StateId other) {
      const std::uint64_t* other_bits = search.table.bits(other);
      return n_failures ? subset(bits, other_bits, words) : subset(other_bits, bits, words);
    });
    same.push_back(id);
    const bool in_p = monoid.in_p_portion(a);
    const bool option_in_p = meets(bits, p_bits);
    const bool fails = n_failures ? (!in_p && !option_in_p) : (in_p && option_in_p);
    if (fails) {
      failure = Failure{search.tokens[id], search.heaps[id], word_of(search.table, id, letters)};
      break;
    }
    search.follow(monoid, id, letters, steps, budget, base_bytes);
  }
  return failure;
}

}  // namespace

void mark(BipartiteMonoid& monoid, const std::vector<Letter>& letters, const Budget& budget) {
  const std::size_t order = monoid.size();
  const std::uint64_t base_bytes = BipartiteMonoid::table_bytes(order);
  Search search(order);
  std::vector<std::uint64_t> p_bits(search.table.words(), 0);
  std::vector<std::uint64_t> known(search.table.words(), 0);
  std::size_t elements_known = 0;
  Steps steps;
  search.start(budget, base_bytes);
  for (StateId id = search.next(); id != kNoState && elements_known < order; id = search.next()) {
    const Element a = search.table.element(id);
    // Only the first sum of an element marks it and is followed.
    if (has_bit(known, a)) continue;
    const std::uint64_t* bits = search.table.bits(id);
    for (std::size_t w = 0; w < known.size(); ++w) {
      if ((bits[w] & ~known[w]) != 0)
        throw std::logic_error("misère quotient: an option was reached after its sum");
    }
    // The empty sum: whoever is to move has won.
    const bool in_p = search.table.parent(id) != kNoState && !meets(bits, p_bits);
    set_bit(known, a);
    if (in_p) set_bit(p_bits, a);
    ++elements_known;
    search.follow(monoid, id, letters, steps, budget, base_bytes);
  }
  std::vector<bool> p_portion(order, false);
  for (Element x = 0; x < order; ++x) p_portion[x] = has_bit(p_bits, x);
  monoid.set_p_portion(std::move(p_portion));
}

std::optional<Failure> least_failure(const BipartiteMonoid& monoid,
                                     const std::vector<Letter>& letters, const Budget& budget) {
  const std::optional<Failure> n_failure =
      least_failure_of_kind(monoid, letters, budget, /*n_failures=*/true, std::nullopt);
  const std::optional<Failure> p_failure =
      least_failure_of_kind(monoid, letters, budget, /*n_failures=*/false, n_failure);
  if (!n_failure) return p_failure;
  if (!p_failure) return n_failure;
  return std::min(*n_failure, *p_failure);
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

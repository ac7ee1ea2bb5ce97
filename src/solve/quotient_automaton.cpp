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

// The heaps of the word that reached state `id` first, descending.
std::vector<std::uint64_t> word_of(const StateTable& table, StateId id,
                                   const std::vector<Letter>& letters) {
  std::vector<std::uint64_t> word;
  for (; table.parent(id) != kNoState; id = table.parent(id))
    word.push_back(letters[table.letter(id)].heap);
  std::sort(word.rbegin(), word.rend());
  return word;
}

}  // namespace

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
  Steps steps;
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
    steps.make(monoid, a, table.bits(id), letters, 0, table);
    for (std::uint32_t l = 0; l < letters.size(); ++l) {
      const Element b = steps.images[l];
      const std::uint64_t* next = steps.bits_of(l);
      const std::uint64_t next_tokens = tokens + letters[l].heap;
      const std::uint64_t next_heaps = priority_heaps[id] + 1;
      StateId found = table.find(b, next, steps.hashes[l]);
      if (found == kNoState) {
        budget.check(base_bytes + (table.size() + 1) * (table.bytes_per_state() + 25),
                     table.size() + 1);
        found = table.insert(b, next, id, l, steps.hashes[l]);
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

#include "grundy/bipartite_monoid.hpp"

#include <algorithm>
#include <limits>
#include <map>
#include <utility>

namespace grundy {

BipartiteMonoid::BipartiteMonoid() : BipartiteMonoid(1, {kIdentity}, {false}) {}

BipartiteMonoid::BipartiteMonoid(std::size_t size, std::vector<Element> table,
                                 std::vector<bool> p_portion)
    : size_(size),
      base_(size),
      table_(std::make_shared<const std::vector<Element>>(std::move(table))),
      cells_(table_->data()),
      p_portion_(std::move(p_portion)) {}

std::size_t BipartiteMonoid::p_portion_size() const noexcept {
  return static_cast<std::size_t>(std::count(p_portion_.begin(), p_portion_.end(), true));
}

std::uint64_t BipartiteMonoid::table_bytes(std::uint64_t size) noexcept {
  return size * size * sizeof(Element) + size;
}

std::uint64_t BipartiteMonoid::bytes() const noexcept {
  return (std::uint64_t{base_} * base_ + std::uint64_t{powers_} * powers_) * sizeof(Element) +
         size_ / 8;
}

std::uint64_t BipartiteMonoid::bytes_times_cyclic(std::size_t index,
                                                  std::size_t period) const noexcept {
  const std::uint64_t powers = std::uint64_t{powers_} * (index + period);
  return (std::uint64_t{base_} * base_ + powers * powers) * sizeof(Element) +
         size_ * (index + period) / 8;
}

BipartiteMonoid BipartiteMonoid::times_cyclic(std::size_t index, std::size_t period) const {
  const std::size_t cycle = index + period;
  // y^j * y^k = y^(j+k), folded back into index..index+period-1.
  auto power_product = [&](std::size_t j, std::size_t k) {
    std::size_t sum = j + k;
    if (sum >= cycle) sum = index + (sum - index) % period;
    return sum;
  };
  // The new powers are (p, y^k) = p + powers_ * k for the old powers p.
  const std::size_t powers = powers_ * cycle;
  std::vector<Element> power_table(powers * powers);
  for (std::size_t j = 0; j < cycle; ++j) {
    for (std::size_t k = 0; k < cycle; ++k) {
      const std::size_t jk = power_product(j, k);
      for (std::size_t p = 0; p < powers_; ++p) {
        for (std::size_t q = 0; q < powers_; ++q) {
          const std::size_t pq = powers_ == 1 ? 0 : power_table_[p * powers_ + q];
          power_table[(p + powers_ * j) * powers + q + powers_ * k] =
              static_cast<Element>(pq + powers_ * jk);
        }
      }
    }
  }
  BipartiteMonoid made = *this;
  made.size_ = size_ * cycle;
  made.powers_ = powers;
  made.power_table_ = std::move(power_table);
  made.p_portion_.assign(made.size_, false);
  return made;
}

namespace {

// Every element reachable from the identity by multiplying by generators,
// in the order found (breadth first: fewest factors first).
std::vector<BipartiteMonoid::Element> reachable(
    const BipartiteMonoid& monoid, const std::vector<BipartiteMonoid::Element>& generators) {
  std::vector<bool> seen(monoid.size(), false);
  std::vector<BipartiteMonoid::Element> order{BipartiteMonoid::kIdentity};
  seen[BipartiteMonoid::kIdentity] = true;
  for (std::size_t next = 0; next < order.size(); ++next) {
    for (BipartiteMonoid::Element generator : generators) {
      const BipartiteMonoid::Element found = monoid.product(order[next], generator);
      if (!seen[found]) {
        seen[found] = true;
        order.push_back(found);
      }
    }
  }
  return order;
}

}  // namespace

BipartiteMonoid::Image BipartiteMonoid::submonoid(const std::vector<Element>& generators) const {
  const std::vector<Element> order = reachable(*this, generators);
  std::vector<Element> of(size_, kNone);
  for (std::size_t i = 0; i < order.size(); ++i) of[order[i]] = static_cast<Element>(i);
  const std::size_t size = order.size();
  std::vector<Element> table(size * size);
  std::vector<bool> p_portion(size);
  for (std::size_t i = 0; i < size; ++i) {
    p_portion[i] = in_p_portion(order[i]);
    for (std::size_t j = 0; j < size; ++j) table[i * size + j] = of[product(order[i], order[j])];
  }
  return {BipartiteMonoid(size, std::move(table), std::move(p_portion)), std::move(of)};
}

BipartiteMonoid::Image BipartiteMonoid::reduce(const std::vector<Element>& generators) const {
  return *reduce_within(generators, std::numeric_limits<std::size_t>::max());
}

std::optional<BipartiteMonoid::Image> BipartiteMonoid::reduce_within(
    const std::vector<Element>& generators, std::size_t most) const {
  const std::vector<Element> order = reachable(*this, generators);
  // Moore's partition refinement: start from P and not P, split every block
  // by the blocks its elements go to under each generator, until stable. A
  // partition stable under the generators is a congruence, since every
  // element of the submonoid is a product of them.
  std::vector<std::size_t> block(size_, 0);
  for (Element x : order) block[x] = in_p_portion(x) ? 1 : 0;
  std::size_t blocks = 0;
  for (;;) {
    std::map<std::vector<std::size_t>, std::size_t> named;
    std::vector<std::size_t> next(size_, 0);
    for (Element x : order) {
      std::vector<std::size_t> signature{block[x]};
      for (Element generator : generators) signature.push_back(block[product(x, generator)]);
      next[x] = named.emplace(std::move(signature), named.size()).first->second;
    }
    block = std::move(next);
    if (named.size() == blocks) break;
    blocks = named.size();
  }
  // Classes numbered by their first element in `order`: the identity is 0.
  std::vector<Element> class_of_block(blocks, kNone);
  std::vector<Element> representative;
  std::vector<Element> of(size_, kNone);
  for (Element x : order) {
    Element& named = class_of_block[block[x]];
    if (named == kNone) {
      named = static_cast<Element>(representative.size());
      representative.push_back(x);
    }
    of[x] = named;
  }
  const std::size_t size = representative.size();
  if (size > most) return std::nullopt;
  std::vector<Element> table(size * size);
  std::vector<bool> p_portion(size);
  for (std::size_t i = 0; i < size; ++i) {
    p_portion[i] = in_p_portion(representative[i]);
    for (std::size_t j = 0; j < size; ++j)
      table[i * size + j] = of[product(representative[i], representative[j])];
  }
  return Image{BipartiteMonoid(size, std::move(table), std::move(p_portion)), std::move(of)};
}

}  // namespace grundy

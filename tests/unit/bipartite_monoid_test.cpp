// A candidate quotient times cyclic monoids keeps two tables, that of the
// monoid it came from and that of the cyclic part (bipartite_monoid.hpp).
// Here its products are compared with the direct product written out from
// its definition, and its reduction with that of the same monoid given by
// one whole table.
#include "grundy/bipartite_monoid.hpp"

#include <gtest/gtest.h>

#include <cstddef>
#include <random>
#include <vector>

#include "grundy/misere_quotient.hpp"
#include "grundy/take_and_break.hpp"

namespace grundy {
namespace {

using Element = BipartiteMonoid::Element;

// y^j · y^k in ⟨y | y^(index+period) = y^index⟩.
std::size_t cyclic_product(std::size_t j, std::size_t k, std::size_t index, std::size_t period) {
  std::size_t sum = j + k;
  while (sum >= index + period) sum -= period;
  return sum;
}

// The quotient of 0.123 (order 20, with a P-portion of 5): a monoid that is
// not a product of cyclic ones.
BipartiteMonoid quotient_of_0123() {
  MisereQuotient quotient(TakeAndBreakRule::octal("0.123"));
  quotient.extend_to(20);
  return quotient.monoid();
}

// The same monoid as `factored`, with one table of every product.
BipartiteMonoid whole_table(const BipartiteMonoid& factored, const std::vector<bool>& p_portion) {
  const std::size_t n = factored.size();
  std::vector<Element> table(n * n);
  for (Element a = 0; a < n; ++a)
    for (Element b = 0; b < n; ++b) table[a * n + b] = factored.product(a, b);
  return BipartiteMonoid(n, std::move(table), p_portion);
}

TEST(BipartiteMonoid, TimesCyclicIsTheDirectProduct) {
  const BipartiteMonoid base = quotient_of_0123();
  ASSERT_EQ(base.size(), 20U);
  const BipartiteMonoid once = base.times_cyclic(3, 2);
  const BipartiteMonoid twice = once.times_cyclic(2, 4);
  ASSERT_EQ(twice.size(), 20U * 5 * 6);
  // (x, y^j, z^k) is x + 20·(j + 5·k).
  for (Element a = 0; a < twice.size(); ++a) {
    for (Element b = 0; b < twice.size(); ++b) {
      const std::size_t x = base.product(a % 20, b % 20);
      const std::size_t j = cyclic_product(a / 20 % 5, b / 20 % 5, 3, 2);
      const std::size_t k = cyclic_product(a / 100, b / 100, 2, 4);
      ASSERT_EQ(twice.product(a, b), x + 20 * (j + 5 * k)) << a << " · " << b;
    }
  }
  // The pairing names the same elements.
  EXPECT_EQ(once.paired(7, 4), 7U + 100 * 4);
  EXPECT_EQ(twice.product(once.paired(7, 0), once.paired(0, 1)), once.paired(7, 1));
  // Its tables are those of the parts: 20² and 30², not 600².
  EXPECT_LT(twice.bytes(), BipartiteMonoid::table_bytes(600) / 100);
  EXPECT_EQ(once.bytes_times_cyclic(2, 4), twice.bytes());
}

TEST(BipartiteMonoid, AFactoredMonoidReducesAsItsWholeTable) {
  const BipartiteMonoid base = quotient_of_0123();
  BipartiteMonoid factored = base.times_cyclic(2, 2).times_cyclic(3, 2);
  std::mt19937_64 random(7);
  for (int trial = 0; trial < 20; ++trial) {
    SCOPED_TRACE(trial);
    // A P-portion that a congruence can merge much of: the base's P-portion
    // read through the first factor's parity, or at random.
    std::vector<bool> p_portion(factored.size());
    for (Element x = 0; x < factored.size(); ++x) {
      p_portion[x] =
          trial % 2 == 0 ? base.in_p_portion(x % 20) != ((x / 20) % 2 == 1) : random() % 5 == 0;
    }
    factored.set_p_portion(p_portion);
    const BipartiteMonoid whole = whole_table(factored, p_portion);
    std::vector<Element> generators;
    for (int g = 0; g < 4; ++g)
      generators.push_back(static_cast<Element>(random() % factored.size()));
    const BipartiteMonoid::Image from_factored = factored.reduce(generators);
    const BipartiteMonoid::Image from_whole = whole.reduce(generators);
    ASSERT_EQ(from_factored.of, from_whole.of);
    const BipartiteMonoid& a = from_factored.monoid;
    const BipartiteMonoid& b = from_whole.monoid;
    ASSERT_EQ(a.size(), b.size());
    for (Element x = 0; x < a.size(); ++x) {
      ASSERT_EQ(a.in_p_portion(x), b.in_p_portion(x));
      for (Element y = 0; y < a.size(); ++y) ASSERT_EQ(a.product(x, y), b.product(x, y));
    }
    // Asked to stay within fewer elements than it has, it gives none.
    EXPECT_FALSE(factored.reduce_within(generators, a.size() - 1).has_value());
    EXPECT_TRUE(factored.reduce_within(generators, a.size()).has_value());
  }
}

}  // namespace
}  // namespace grundy

// The nimbers as a field (Conway, On Numbers and Games, ch. 6): with the
// nim-sum (XOR) as addition and the nim-product as multiplication, the
// numbers below 2^(2^k) form the field of 2^(2^k) elements, for every k. Here
// k = 6: every 64-bit number, exactly.
//
// The nim-product of two numbers is the nim-sum of the products of their
// powers of 2, and 2^i is the product of the Fermat 2-powers F = 2^(2^j) for
// the bits j of i. Two rules give every product: distinct Fermat 2-powers
// multiply as ordinary numbers, and F × F = 3F/2 (the ordinary 3F/2, which is
// F ⊕ F/2).
//
// How it is computed: a number of 2n bits is a·F ⊕ b with F = 2^n a Fermat
// 2-power and a, b of n bits; then (a·F ⊕ b)(c·F ⊕ d) = (ac ⊕ ad ⊕ bc)·F ⊕
// bd ⊕ ac·(F/2), three n-bit products (Karatsuba: ad ⊕ bc = (a⊕b)(c⊕d) ⊕ ac ⊕
// bd) and one by the constant F/2. Below 2^16 the products come from
// logarithm tables of the field of 2^16 elements (its multiplicative group is
// cyclic): a 64-bit product is 16 such lookups.
#pragma once

#include <cstdint>

#include "grundy/nimber.hpp"

namespace grundy {

// a ⊗ b.
Nimber nim_product(Nimber a, Nimber b) noexcept;

// a^n, n an ordinary exponent (a^0 = 1, also for a = 0).
Nimber nim_power(Nimber a, std::uint64_t n) noexcept;

// The b with a ⊗ b = 1; `a` must not be 0 (checked by the callers that take
// input: nim_divide and the calculator).
Nimber nim_inverse(Nimber a) noexcept;

// a ⊗ b⁻¹. Throws RuleError when b is 0.
Nimber nim_divide(Nimber a, Nimber b);

// The unique b with b ⊗ b = a: squaring is a field automorphism in
// characteristic 2 (the Frobenius map), so every nimber has one square root,
// a^(2^63).
Nimber nim_sqrt(Nimber a) noexcept;

// The least n >= 1 with a^n = 1, a divisor of 2^64 - 1 = 3 · 5 · 17 · 257 ·
// 641 · 65537 · 6700417. Throws RuleError for 0, which has no order.
std::uint64_t nim_order(Nimber a);

// The same product by the rules alone, power of 2 by power of 2, without
// tables: slow, for explanations and checks.
Nimber nim_product_by_rules(Nimber a, Nimber b) noexcept;

}  // namespace grundy

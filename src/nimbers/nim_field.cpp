#include "grundy/nim_field.hpp"

#include <array>
#include <bit>
#include <vector>

#include "grundy/errors.hpp"
#include "grundy/translate.hpp"

namespace grundy {

namespace {

// 2^i ⊗ 2^j by the two rules, recursively: split i and j into their Fermat
// 2-powers; the common ones are squared (F × F = F ⊕ F/2), the rest multiply
// as ordinary numbers.
Nimber power_of_two_product(unsigned i, unsigned j) noexcept {
  const unsigned common = i & j;
  if (common == 0) return Nimber{1} << (i | j);
  // The highest common Fermat 2-power F = 2^(2^k): 2^i ⊗ 2^j =
  // (F ⊗ F) ⊗ 2^(i - 2^k) ⊗ 2^(j - 2^k), with F ⊗ F = F ⊕ F/2.
  const unsigned k = static_cast<unsigned>(std::bit_width(common)) - 1;
  const unsigned fermat = 1U << k;  // the exponent of F
  const Nimber rest = power_of_two_product(i - fermat, j - fermat);
  // (F ⊕ F/2) ⊗ rest, each term again a product of powers of 2.
  Nimber product = 0;
  for (Nimber bits = rest; bits != 0; bits &= bits - 1) {
    const auto e = static_cast<unsigned>(std::countr_zero(bits));
    product ^= power_of_two_product(fermat, e) ^ power_of_two_product(fermat - 1, e);
  }
  return product;
}

// The field of 2^16 elements by logarithms: a generator g, exp[n] = g^n
// (twice over, so that a sum of two logarithms needs no reduction) and
// log[exp[n]] = n.
struct Tables {
  static constexpr std::uint32_t kGroupOrder = 65535;  // 3 · 5 · 17 · 257
  std::vector<std::uint16_t> log = std::vector<std::uint16_t>(65536);
  std::vector<std::uint16_t> exp = std::vector<std::uint16_t>(2 * kGroupOrder);

  Tables() {
    // Products below 2^8 by the rules, then the 16-bit product from them.
    std::vector<std::uint8_t> small(256 * 256);
    for (unsigned a = 0; a < 256; ++a) {
      for (unsigned b = 0; b < 256; ++b)
        small[a * 256 + b] = static_cast<std::uint8_t>(nim_product_by_rules(a, b));
    }
    const auto product8 = [&](unsigned a, unsigned b) { return unsigned{small[a * 256 + b]}; };
    const auto product16 = [&](unsigned a, unsigned b) {
      const unsigned a1 = a >> 8, a0 = a & 255, b1 = b >> 8, b0 = b & 255;
      const unsigned high = product8(a1, b1), low = product8(a0, b0);
      const unsigned middle = product8(a1 ^ a0, b1 ^ b0) ^ low;  // a1b1 ⊕ a1b0 ⊕ a0b1
      return (middle << 8) | (low ^ product8(high, 128));
    };
    const auto power16 = [&](unsigned a, std::uint32_t n) {
      unsigned result = 1;
      for (; n != 0; n >>= 1, a = product16(a, a)) {
        if ((n & 1) != 0) result = product16(result, a);
      }
      return result;
    };
    unsigned generator = 2;
    const auto generates = [&](unsigned g) {
      for (const std::uint32_t p : {3U, 5U, 17U, 257U}) {
        if (power16(g, kGroupOrder / p) == 1) return false;
      }
      return true;
    };
    while (!generates(generator)) ++generator;
    unsigned value = 1;
    for (std::uint32_t n = 0; n < kGroupOrder; ++n) {
      exp[n] = exp[n + kGroupOrder] = static_cast<std::uint16_t>(value);
      log[value] = static_cast<std::uint16_t>(n);
      value = product16(value, generator);
    }
  }
};

const Tables& tables() {
  static const Tables built;
  return built;
}

inline std::uint32_t product16(const Tables& t, std::uint32_t a, std::uint32_t b) noexcept {
  if (a == 0 || b == 0) return 0;
  return t.exp[std::uint32_t{t.log[a]} + t.log[b]];
}

// Each level: a number of 2n bits is a·F ⊕ b, F = 2^n.
inline std::uint32_t product32(const Tables& t, std::uint32_t a, std::uint32_t b) noexcept {
  const std::uint32_t a1 = a >> 16, a0 = a & 0xffff, b1 = b >> 16, b0 = b & 0xffff;
  const std::uint32_t high = product16(t, a1, b1), low = product16(t, a0, b0);
  const std::uint32_t middle = product16(t, a1 ^ a0, b1 ^ b0) ^ low;
  return (middle << 16) | (low ^ product16(t, high, 0x8000));
}

inline Nimber product64(const Tables& t, Nimber a, Nimber b) noexcept {
  const auto a1 = static_cast<std::uint32_t>(a >> 32), a0 = static_cast<std::uint32_t>(a);
  const auto b1 = static_cast<std::uint32_t>(b >> 32), b0 = static_cast<std::uint32_t>(b);
  const std::uint32_t high = product32(t, a1, b1), low = product32(t, a0, b0);
  const std::uint32_t middle = product32(t, a1 ^ a0, b1 ^ b0) ^ low;
  return (Nimber{middle} << 32) | (low ^ product32(t, high, 0x80000000U));
}

// 2^i ⊗ 2^j for all i, j < 64, once.
using PowerTable = std::array<std::array<Nimber, 64>, 64>;
const PowerTable& power_products() {
  static const PowerTable table = [] {
    PowerTable built{};
    for (unsigned i = 0; i < 64; ++i) {
      for (unsigned j = 0; j <= i; ++j) built[i][j] = built[j][i] = power_of_two_product(i, j);
    }
    return built;
  }();
  return table;
}

}  // namespace

Nimber nim_product_by_rules(Nimber a, Nimber b) noexcept {
  const PowerTable& powers = power_products();
  Nimber product = 0;
  for (Nimber x = a; x != 0; x &= x - 1) {
    for (Nimber y = b; y != 0; y &= y - 1)
      product ^= powers[std::countr_zero(x)][std::countr_zero(y)];
  }
  return product;
}

Nimber nim_product(Nimber a, Nimber b) noexcept { return product64(tables(), a, b); }

Nimber nim_power(Nimber a, std::uint64_t n) noexcept {
  const Tables& t = tables();
  Nimber result = 1;
  for (; n != 0; n >>= 1, a = product64(t, a, a)) {
    if ((n & 1) != 0) result = product64(t, result, a);
  }
  return result;
}

// The group of non-zero nimbers has 2^64 - 1 elements, so a^(2^64 - 2) = a⁻¹.
Nimber nim_inverse(Nimber a) noexcept { return nim_power(a, ~std::uint64_t{1}); }

Nimber nim_divide(Nimber a, Nimber b) {
  if (b == 0) throw RuleError(translate("division by 0: 0 has no inverse"));
  return nim_product(a, nim_inverse(b));
}

Nimber nim_sqrt(Nimber a) noexcept {
  const Tables& t = tables();
  for (int i = 0; i < 63; ++i) a = product64(t, a, a);
  return a;
}

std::uint64_t nim_order(Nimber a) {
  if (a == 0) throw RuleError(translate("0 has no multiplicative order"));
  std::uint64_t order = ~std::uint64_t{0};  // 2^64 - 1
  for (const std::uint64_t p : {3ULL, 5ULL, 17ULL, 257ULL, 641ULL, 65537ULL, 6700417ULL}) {
    while (order % p == 0 && nim_power(a, order / p) == 1) order /= p;
  }
  return order;
}

}  // namespace grundy

// The nimber field: products per second by the tables (nim_field.hpp) beside
// the same products by the rules alone, power of 2 by power of 2, measured
// in one run; and the inverse and square root, which are powers.
#include <benchmark/benchmark.h>

#include <random>
#include <vector>

#include "grundy/nim_field.hpp"

namespace {

using grundy::Nimber;

std::vector<Nimber> random_nimbers(std::size_t count, unsigned bits) {
  std::mt19937_64 random(2026);
  std::vector<Nimber> values(count);
  const Nimber mask = bits == 64 ? ~Nimber{0} : (Nimber{1} << bits) - 1;
  for (Nimber& value : values) value = random() & mask;
  return values;
}

// items/s: nim-products of random pairs of `bits`-bit nimbers.
template <Nimber (*product)(Nimber, Nimber)>
void products(benchmark::State& state) {
  const auto bits = static_cast<unsigned>(state.range(0));
  const std::vector<Nimber> a = random_nimbers(4096, bits), b = random_nimbers(4097, bits);
  Nimber sum = 0;
  for (auto _ : state) {
    for (std::size_t i = 0; i < a.size(); ++i) sum ^= product(a[i], b[i + 1]);
    benchmark::DoNotOptimize(sum);
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * a.size()));
}

void nim_product_tables(benchmark::State& state) { products<grundy::nim_product>(state); }
void nim_product_rules(benchmark::State& state) { products<grundy::nim_product_by_rules>(state); }
BENCHMARK(nim_product_tables)->Arg(16)->Arg(32)->Arg(64);
BENCHMARK(nim_product_rules)->Arg(64);

void nim_inverse(benchmark::State& state) {
  const std::vector<Nimber> a = random_nimbers(256, 64);
  Nimber sum = 0;
  for (auto _ : state) {
    for (const Nimber x : a) sum ^= grundy::nim_inverse(x | 1);
    benchmark::DoNotOptimize(sum);
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * a.size()));
}
BENCHMARK(nim_inverse);

void nim_sqrt(benchmark::State& state) {
  const std::vector<Nimber> a = random_nimbers(256, 64);
  Nimber sum = 0;
  for (auto _ : state) {
    for (const Nimber x : a) sum ^= grundy::nim_sqrt(x);
    benchmark::DoNotOptimize(sum);
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * a.size()));
}
BENCHMARK(nim_sqrt);

}  // namespace

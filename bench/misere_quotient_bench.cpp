// Misère quotients: the quotient of Kayles up to its proven period, ten rows
// of 1000 down to 100 pins decided by it, and a sum both the quotient and
// the search of the whole sum can decide, side by side.
#include <benchmark/benchmark.h>

#include "grundy/expression.hpp"
#include "grundy/misere.hpp"
#include "grundy/misere_quotient.hpp"

namespace {

// Heaps 0..167, where the period 12 from 71 is proven for every heap.
void kayles_quotient_to_proof(benchmark::State& state) {
  for (auto _ : state) {
    grundy::MisereQuotient quotient(grundy::TakeAndBreakRule::octal("0.77"));
    quotient.extend_to_cover(std::uint64_t{1} << 60);
    benchmark::DoNotOptimize(quotient.order());
  }
}
BENCHMARK(kayles_quotient_to_proof)->Unit(benchmark::kMillisecond);

// Dawson's Kayles to heap 30 (360 elements), as `grundy quotient dawson
// --heaps 30` computes it: the candidates of heaps 25, 27 and 30 are marked
// by the first sum of each element and checked by the two searches that
// leave out states answered for (docs/MISERE_QUOTIENTS.md). Before them,
// 2 December 2026, it took 36.5 s and 0.5 GB; after, 1.9 s.
void dawson_quotient_to_30(benchmark::State& state) {
  for (auto _ : state) {
    grundy::MisereQuotient quotient(
        grundy::TakeAndBreakRule::octal("0.07"),
        grundy::MisereQuotient::Limits::within_memory(std::uint64_t{4} << 30));
    quotient.extend_to(30);
    benchmark::DoNotOptimize(quotient.order());
  }
}
BENCHMARK(dawson_quotient_to_30)->Unit(benchmark::kSecond)->Iterations(3);

// With the winning moves; the process keeps the quotient after the first
// analysis, as a server does.
void ten_kayles_rows(benchmark::State& state) {
  const grundy::Sum sum =
      grundy::parse_expression("kayles 1000 900 800 700 600 500 400 300 200 100");
  for (auto _ : state) {
    const grundy::MisereAnalysis analysis(sum);
    benchmark::DoNotOptimize(analysis.count_winning_moves());
  }
}
BENCHMARK(ten_kayles_rows)->Unit(benchmark::kMillisecond);

// Kayles 14 13 12 11 10 with its winning moves, by the quotient (forced)
// and by the search of the whole sum (G⁻ of every option).
void kayles_sum(benchmark::State& state, bool by_quotient) {
  const grundy::Sum sum = grundy::parse_expression("kayles 10 9 8 7");
  grundy::MisereAnalysis::Options options;
  options.use_tame_genus = false;
  options.use_quotient = by_quotient;
  options.small_search = 0;
  for (auto _ : state) {
    const grundy::MisereAnalysis analysis(sum, options);
    benchmark::DoNotOptimize(analysis.count_winning_moves());
  }
}
BENCHMARK_CAPTURE(kayles_sum, quotient, true)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(kayles_sum, search, false)->Unit(benchmark::kMillisecond);

}  // namespace

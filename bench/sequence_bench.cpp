// Computing Grundy sequences of heap games, as `grundy seq` does.
//
//  - Grundy's game and octal 0.6 to G(2^20), G(2^21) and G(2^22): the
//    sparse-space method, which never finds a period for them. One run each
//    (they take seconds), timed on the wall clock since two threads share the
//    work; the counter values_per_second is G(0..N), N+1 values, over that
//    time. The 2^20 and 2^22 runs are repeated with one thread, and the
//    2^22 run with two threads fixed (threads:0 lets the sequence go back to
//    one when two do not pay), for comparison.
//  - Far out (only when GRUNDY_BENCH_CHECKPOINT names a checkpoint, e.g.
//    of Grundy's game to 2^28 that `grundy seq grundy-game --upto 268435456
//    --checkpoint g28.ck` wrote): the sequence restored from it, 2^22
//    values more with one thread and with two; values_per_second counts the
//    last three quarters of them (the first quarter lets the store grow and
//    the threads settle). GRUNDY_BENCH_GAME is its game, "grundy" (Grundy's
//    game, the default) or an octal code such as 0.6.
//  - Kayles (0.77), Dawson's Kayles (0.07), 0.376 and 0.16 until their
//    periods are proven, looking at each power of two as `grundy seq
//    --until-period` does, with the time of the period search apart.
#include <benchmark/benchmark.h>

#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

#include "grundy/grundy_sequence.hpp"
#include "grundy/sequence_checkpoint.hpp"
#include "grundy/subtraction.hpp"
#include "grundy/take_and_break.hpp"

namespace {

void compute_sequence(benchmark::State& state, const grundy::TakeAndBreakRule& rule) {
  const auto last = static_cast<std::uint64_t>(state.range(0));
  const auto threads = static_cast<unsigned>(state.range(1));
  std::size_t rare_positions = 0;
  for (auto _ : state) {
    grundy::GrundySequence sequence(rule, grundy::GrundySequence::Method::automatic, threads);
    sequence.extend_to(last);
    benchmark::DoNotOptimize(sequence[last]);
    rare_positions = sequence.rare_position_count();
    if (sequence.size() != last + 1) state.SkipWithError("wrong length");
  }
  state.counters["values_per_second"] = benchmark::Counter(
      static_cast<double>(state.iterations() * (last + 1)), benchmark::Counter::kIsRate);
  state.counters["rare_positions"] = static_cast<double>(rare_positions);
  state.counters["threads"] = threads;
}

void grundys_game(benchmark::State& state) {
  compute_sequence(state, grundy::TakeAndBreakRule::grundys_game());
}
void octal_0_6(benchmark::State& state) {
  compute_sequence(state, grundy::TakeAndBreakRule::octal("0.6"));
}

void sequence_sizes(benchmark::internal::Benchmark* benchmark) {
  benchmark->ArgNames({"last", "threads"});
  for (const std::int64_t last :
       {std::int64_t{1} << 20, std::int64_t{1} << 21, std::int64_t{1} << 22}) {
    benchmark->Args({last, 0});  // 0: as many threads as pay (two on two cores)
  }
  benchmark->Args({std::int64_t{1} << 20, 1});
  // How much the second thread pays: one and two threads, fixed (bench/run.sh
  // repeats these, interleaved, and compares the medians).
  benchmark->Args({std::int64_t{1} << 22, 1});
  benchmark->Args({std::int64_t{1} << 22, 2});
  benchmark->Iterations(1)->UseRealTime()->Unit(benchmark::kMillisecond);
}
BENCHMARK(grundys_game)->Apply(sequence_sizes);
BENCHMARK(octal_0_6)->Apply(sequence_sizes);

// Until the period is proven, looking at each power of two as `grundy seq
// --until-period` does. The counters split the time: period_search_seconds
// (the proofs tried) against the whole; period_search_share is their ratio.
void until_period_proven(benchmark::State& state, const char* code) {
  const grundy::TakeAndBreakRule rule = grundy::TakeAndBreakRule::octal(code);
  std::uint64_t computed = 0;
  std::uint64_t period = 0;
  double search_seconds = 0;
  double total_seconds = 0;
  for (auto _ : state) {
    const auto start = std::chrono::steady_clock::now();
    grundy::GrundySequence sequence(rule);
    if (!sequence.extend_until_proven(std::uint64_t{1} << 24))
      state.SkipWithError("no period proven");
    computed = sequence.size();
    period = sequence.proof() ? sequence.proof()->period.length : 0;
    search_seconds += std::chrono::duration<double>(sequence.period_search_time()).count();
    total_seconds +=
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  }
  const auto runs = static_cast<double>(state.iterations());
  state.counters["values_computed"] = static_cast<double>(computed);
  state.counters["period"] = static_cast<double>(period);
  state.counters["period_search_seconds"] = search_seconds / runs;
  state.counters["period_search_share"] = search_seconds / total_seconds;
}
void kayles_until_proven(benchmark::State& state) { until_period_proven(state, "0.77"); }
void dawsons_kayles_until_proven(benchmark::State& state) { until_period_proven(state, "0.07"); }
// Periodic over its last two million values at 2^22 before its preperiod
// (2268248) is proven at 2^23: every multiple of 4 is a candidate.
void octal_0_376_until_proven(benchmark::State& state) { until_period_proven(state, "0.376"); }
// A huge period: 149459 from 105351.
void octal_0_16_until_proven(benchmark::State& state) { until_period_proven(state, "0.16"); }
BENCHMARK(kayles_until_proven)->Unit(benchmark::kMicrosecond);
BENCHMARK(dawsons_kayles_until_proven)->Unit(benchmark::kMicrosecond);
BENCHMARK(octal_0_376_until_proven)->Iterations(1)->UseRealTime()->Unit(benchmark::kMillisecond);
BENCHMARK(octal_0_16_until_proven)->Iterations(1)->UseRealTime()->Unit(benchmark::kMillisecond);

// A subtraction game's period search (what `grundy solve` does before it
// answers a heap): S has 12 elements up to 2829, and the period 5223 from heap
// 275253 is proven after 2^19 values.
void subtraction_period(benchmark::State& state) {
  const std::vector<std::uint64_t> set{119,  213,  643,  1021, 1047, 1469,
                                       1908, 2172, 2552, 2659, 2671, 2829};
  std::uint64_t period = 0;
  for (auto _ : state) period = grundy::subtraction_sequence(set).period().length;
  state.counters["period"] = static_cast<double>(period);
}
BENCHMARK(subtraction_period)->Unit(benchmark::kMillisecond);

void from_checkpoint(benchmark::State& state, const std::string& path,
                     const grundy::TakeAndBreakRule& rule) {
  const auto threads = static_cast<unsigned>(state.range(0));
  constexpr std::uint64_t kMore = std::uint64_t{1} << 22;
  std::uint64_t counted = 0;
  double seconds = 0;
  for (auto _ : state) {
    state.PauseTiming();
    grundy::SequenceCheckpoint checkpoint = grundy::read_sequence_checkpoint(path, rule);
    const std::uint64_t count = checkpoint.values.size();
    grundy::GrundySequence sequence(rule, grundy::GrundySequence::Method::automatic, threads);
    sequence.restore(std::move(checkpoint.values));
    state.ResumeTiming();
    // Timed from the first progress report past a quarter of the way.
    std::uint64_t from = 0;
    std::chrono::steady_clock::time_point start;
    sequence.extend_to(count - 1 + kMore, [&](const grundy::SequenceProgress& progress) {
      if (from == 0 && progress.computed >= count + kMore / 4) {
        from = progress.computed;
        start = std::chrono::steady_clock::now();
      }
    });
    const double took =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    state.SetIterationTime(took);
    counted += count + kMore - from;
    seconds += took;
    state.counters["from"] = static_cast<double>(count);
    state.counters["rare_positions"] = static_cast<double>(sequence.rare_position_count());
  }
  state.counters["values_per_second"] = static_cast<double>(counted) / seconds;
  state.counters["threads"] = threads;
}

// Registered only when a checkpoint is named: making one takes minutes.
const bool far_out_registered = [] {
  const char* path = std::getenv("GRUNDY_BENCH_CHECKPOINT");
  if (path == nullptr || *path == '\0') return false;
  const char* game = std::getenv("GRUNDY_BENCH_GAME");
  const std::string code = game == nullptr || *game == '\0' ? "grundy" : game;
  const grundy::TakeAndBreakRule rule = code == "grundy" ? grundy::TakeAndBreakRule::grundys_game()
                                                         : grundy::TakeAndBreakRule::octal(code);
  benchmark::RegisterBenchmark(("from_checkpoint/" + code).c_str(), from_checkpoint,
                               std::string(path), rule)
      ->ArgName("threads")
      ->Arg(1)
      ->Arg(2)
      ->Iterations(1)
      ->UseManualTime()
      ->Unit(benchmark::kMillisecond);
  return true;
}();

}  // namespace

// In-process costs behind `grundy solve --file`: reading heap sizes from text,
// and analysing the Nim position they form. Items are heaps.
#include <benchmark/benchmark.h>

#include <cstdint>
#include <memory>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "grundy/analysis.hpp"
#include "grundy/heap_reader.hpp"
#include "grundy/nim.hpp"
#include "grundy/sum.hpp"

namespace {

constexpr std::size_t kHeapCount = 1'000'000;
constexpr std::uint64_t kSeed = 20240229;  // the same stream as grundy_bench_make_heaps

// Uniform in 0..2^63-1, as in the benchmark file.
std::vector<std::uint64_t> random_heaps(std::size_t count) {
  std::mt19937_64 engine(kSeed);
  std::vector<std::uint64_t> heaps(count);
  for (std::uint64_t& heap : heaps) heap = engine() >> 1;
  return heaps;
}

std::string heap_text(const std::vector<std::uint64_t>& heaps) {
  std::string text;
  for (std::uint64_t heap : heaps) {
    text += std::to_string(heap);
    text += '\n';
  }
  return text;
}

void read_heap_list_from_memory(benchmark::State& state) {
  const std::string text = heap_text(random_heaps(kHeapCount));
  std::istringstream in(text);
  for (auto _ : state) {
    in.clear();
    in.seekg(0);  // rewinding, unlike building a new stream, copies nothing
    std::vector<std::uint64_t> heaps = grundy::read_heap_list(in, "memory");
    benchmark::DoNotOptimize(heaps.data());
    if (heaps.size() != kHeapCount) state.SkipWithError("wrong heap count");
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * kHeapCount));
  state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * text.size()));
}
BENCHMARK(read_heap_list_from_memory)->Unit(benchmark::kMillisecond);

// What `solve` does after reading: build the game (its nim-sum), analyse the
// sum, and count the winning moves.
void analyse_nim_position(benchmark::State& state) {
  const std::vector<std::uint64_t> heaps = random_heaps(kHeapCount);
  for (auto _ : state) {
    const grundy::Analysis analysis(grundy::Sum({std::make_shared<grundy::Nim>(heaps)}));
    benchmark::DoNotOptimize(analysis.grundy_value());
    benchmark::DoNotOptimize(analysis.count_winning_moves());
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * kHeapCount));
}
BENCHMARK(analyse_nim_position)->Unit(benchmark::kMillisecond);

// Only the winning-move scan: one candidate per heap holding the top bit of
// the nim-sum (about half of random heaps).
void count_winning_moves(benchmark::State& state) {
  const grundy::Analysis analysis(grundy::Sum({std::make_shared<grundy::Nim>(random_heaps(kHeapCount))}));
  for (auto _ : state) benchmark::DoNotOptimize(analysis.count_winning_moves());
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * kHeapCount));
}
BENCHMARK(count_winning_moves)->Unit(benchmark::kMillisecond);

}  // namespace

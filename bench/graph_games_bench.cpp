// Games on graphs and boards: the time to value a whole position from an
// empty table (each iteration parses it afresh, so nothing is remembered
// between iterations), for Cram, Node-Kayles, Arc-Kayles and Chomp; and, for
// Cram, the same boards by the plain memoised search (search.hpp) over whole
// boards, without splitting into regions or canonical forms, in the same run,
// so that the ratio shows what the component search buys.
#include <benchmark/benchmark.h>

#include <cstdint>
#include <string>
#include <vector>

#include "grundy/analysis.hpp"
#include "grundy/expression.hpp"
#include "grundy/search.hpp"

namespace {

void value_of(benchmark::State& state, const std::string& position) {
  for (auto _ : state) {
    const grundy::Analysis analysis(grundy::parse_expression(position));
    benchmark::DoNotOptimize(analysis.grundy_value());
  }
}

// Cram by whole boards: a position is the set of covered cells.
struct PlainCramRules {
  using Position = std::uint64_t;
  int rows = 1;
  int columns = 1;
  std::vector<Position> options(Position covered) const {
    std::vector<Position> found;
    for (int r = 0; r < rows; ++r) {
      for (int c = 0; c < columns; ++c) {
        const int cell = r * columns + c;
        if ((covered >> cell & 1) != 0) continue;
        if (c + 1 < columns && (covered >> (cell + 1) & 1) == 0)
          found.push_back(covered | Position{3} << cell);
        if (r + 1 < rows && (covered >> (cell + columns) & 1) == 0)
          found.push_back(covered | Position{1} << cell | Position{1} << (cell + columns));
      }
    }
    return found;
  }
};

void cram_plain(benchmark::State& state) {
  const auto rows = static_cast<int>(state.range(0));
  const auto columns = static_cast<int>(state.range(1));
  for (auto _ : state) {
    grundy::GrundySearch<PlainCramRules> search(PlainCramRules{rows, columns});
    benchmark::DoNotOptimize(search.grundy_value(0));
  }
}

void cram(benchmark::State& state) {
  value_of(state,
           "cram(" + std::to_string(state.range(0)) + "x" + std::to_string(state.range(1)) + ")");
}

BENCHMARK(cram_plain)->Args({4, 5})->Args({5, 5})->Unit(benchmark::kMillisecond);
BENCHMARK(cram)->Args({4, 5})->Args({5, 5})->Args({5, 6})->Unit(benchmark::kMillisecond);

void node_kayles(benchmark::State& state, const std::string& graph) {
  value_of(state, "node-kayles(" + graph + ")");
}
void arc_kayles(benchmark::State& state, const std::string& graph) {
  value_of(state, "arc-kayles(" + graph + ")");
}
BENCHMARK_CAPTURE(node_kayles, petersen, "petersen")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(node_kayles, grid_3x4, "grid(3,4)")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(node_kayles, grid_4x4, "grid(4,4)")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(node_kayles, grid_4x5, "grid(4,5)")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(node_kayles, grid_5x6, "grid(5,6)")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(arc_kayles, petersen, "petersen")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(arc_kayles, grid_3x4, "grid(3,4)")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(arc_kayles, grid_4x5, "grid(4,5)")->Unit(benchmark::kMillisecond);

void chomp(benchmark::State& state) {
  value_of(state,
           "chomp(" + std::to_string(state.range(0)) + "x" + std::to_string(state.range(1)) + ")");
}
BENCHMARK(chomp)->Args({4, 5})->Args({6, 7})->Args({8, 8})->Args({10, 10})->Unit(
    benchmark::kMillisecond);

}  // namespace

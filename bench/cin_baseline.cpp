// The baselines for reading a Nim position: `std::cin >> x` in a loop, into a
// vector, then XOR.
//
// With GRUNDY_BENCH_UNSYNCED_CIN (grundy_bench_cin_unsynced), std::cin is
// unsynchronised from stdio and untied: the fair baseline, the way a C++
// programmer reads fast with the standard library. bench/run.sh requires
// `grundy solve --file` to be at least 1.5x faster than it on the same file.
// Without it (grundy_bench_cin_baseline), std::cin keeps its default
// synchronisation with stdio, as the seeds read; run.sh reports it for
// reference only (it is about 10x slower, no fair yardstick).
#include <cstdint>
#include <iostream>
#include <vector>

int main() {
#ifdef GRUNDY_BENCH_UNSYNCED_CIN
  std::ios::sync_with_stdio(false);
  std::cin.tie(nullptr);
#endif
  long long x = 0;
  std::vector<long long> heaps;
  while (std::cin >> x) heaps.push_back(x);
  long long nim_sum = 0;
  for (long long heap : heaps) nim_sum ^= heap;
  std::cout << "heaps: " << heaps.size() << "\n"
            << "nim-sum: " << nim_sum << "\n"
            << (nim_sum != 0 ? "N, the player to move wins" : "P, the player to move loses")
            << "\n";
  return 0;
}

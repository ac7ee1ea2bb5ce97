// The seeds' way of reading a Nim position: `std::cin >> x` in a loop, into a
// vector, then XOR. `grundy solve --file` must beat this by at least 3x on the
// same file (bench/run.sh checks it).
//
// Deliberately plain: std::cin keeps its default synchronisation with stdio,
// because that is how the seeds read. Build-time option
// GRUNDY_BENCH_UNSYNCED_CIN adds std::ios::sync_with_stdio(false) to give the
// fairer, faster variant (grundy_bench_cin_unsynced) that run.sh reports too.
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
            << (nim_sum != 0 ? "N, the player to move wins" : "P, the player to move loses") << "\n";
  return 0;
}

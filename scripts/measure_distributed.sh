#!/usr/bin/env bash
# The figures docs/DISTRIBUTED.md feeds its cost model with: grundy alone
# (one thread) and grundy-mpi with 1, 2 and 4 ranks, walking ahead or not,
# on Grundy's game and 0.6 to G(N - 1) (N = 2^22 by default). Each run's cost
# line (rank 0's time marking, walking ahead, reducing, finishing) is turned
# into microseconds a heap. On a machine with fewer cores than ranks the
# ranks share them: the reducing time is then mostly waiting.
# Usage: scripts/measure_distributed.sh [BUILD_DIR] [N]
set -euo pipefail
build=${1:-build}
n=${2:-4194304}
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
last=$((n - 1))
printf '%-12s %-6s %-6s %9s %9s %9s %9s %9s %9s %8s\n' game ranks ahead 'wall s' 'mark µs' 'walk µs' \
  'reduce µs' 'finish µs' 'heap µs' 'KiB/blk'
for game in grundy-game 'octal(0.6)'; do
  start=$(date +%s.%N)
  "$build/grundy" seq "$game" --upto $last --threads 1 > /dev/null
  wall=$(echo "$(date +%s.%N) - $start" | bc)
  printf '%-12s %-6s %-6s %9.2f %9s %9s %9s %9s %9.3f %8s\n' "$game" alone - "$wall" - - - - \
    "$(echo "$wall * 1000000 / $n" | bc -l)" -
  for run in "1 0" "1 4096" "2 0" "2 4096" "4 0" "4 4096"; do
    read -r ranks ahead <<< "$run"
    start=$(date +%s.%N)
    line=$(mpirun -q --oversubscribe -np "$ranks" "$build/grundy-mpi" seq "$game" --upto $last \
      --walk-ahead "$ahead" 2>&1 > /dev/null | grep '^ranks:')
    wall=$(echo "$(date +%s.%N) - $start" | bc)
    heaps=$(sed -n 's/.*blocks (\([0-9]*\) heaps).*/\1/p' <<< "$line")
    kib=$(sed -n 's/.*ahead, \([0-9.]*\) KiB.*/\1/p' <<< "$line")
    read -r mark walk reduce finish < <(sed -n \
      's/.*marking \([0-9.]*\) s, walking ahead \([0-9.]*\) s, reducing \([0-9.]*\) s, finishing \([0-9.]*\) s.*/\1 \2 \3 \4/p' \
      <<< "$line")
    us() { echo "$1 * 1000000 / $heaps" | bc -l; }
    printf '%-12s %-6s %-6s %9.2f %9.3f %9.3f %9.3f %9.3f %9.3f %8s\n' "$game" "$ranks" "$ahead" "$wall" \
      "$(us "$mark")" "$(us "$walk")" "$(us "$reduce")" "$(us "$finish")" \
      "$(echo "($mark + $walk + $reduce + $finish) * 1000000 / $heaps" | bc -l)" "$kib"
  done
done

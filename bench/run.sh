#!/usr/bin/env bash
# `make bench`: times `grundy solve --file` on ten million random Nim heaps as
# a whole process, against the seeds' `std::cin >>` loop over the same file,
# then runs the in-process Google Benchmark program.
#
# usage: bench/run.sh BUILD_DIR
#   GRUNDY_BENCH_HEAPS=N   heaps in the file (default 10000000)
#   GRUNDY_BENCH_RUNS=N    timed runs per command (default 5)
# Writes BUILD_DIR/bench-data/heaps-N.txt (kept and reused) and
# BUILD_DIR/bench-results/{nim_file.md,nim_file.csv,nim_bench.json}.
# Exits 1 when grundy is not at least 3x faster than the plain cin loop.
set -euo pipefail

if [ $# -ne 1 ]; then
  echo "usage: $0 BUILD_DIR" >&2
  exit 2
fi
if [ ! -d "$1" ]; then
  echo "error: build directory '$1' does not exist; configure and build first" >&2
  exit 2
fi
build=$(cd "$1" && pwd)
heap_count=${GRUNDY_BENCH_HEAPS:-10000000}
runs=${GRUNDY_BENCH_RUNS:-5}
required_speedup=3

grundy="$build/grundy"
cin_baseline="$build/bench/grundy_bench_cin_baseline"
cin_unsynced="$build/bench/grundy_bench_cin_unsynced"
make_heaps="$build/bench/grundy_bench_make_heaps"
nim_bench="$build/bench/grundy_nim_bench"

for program in "$grundy" "$cin_baseline" "$cin_unsynced" "$make_heaps" "$nim_bench"; do
  if [ ! -x "$program" ]; then
    echo "error: $program is missing; build first (cmake --build $build, with GRUNDY_BENCH=ON)" >&2
    exit 2
  fi
done
for tool in hyperfine /usr/bin/time awk; do
  if ! command -v "$tool" >/dev/null; then
    echo "error: $tool is not installed (make setup installs it)" >&2
    exit 2
  fi
done

data_dir="$build/bench-data"
results_dir="$build/bench-results"
mkdir -p "$data_dir" "$results_dir"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# The input: deterministic, so it is generated once and reused. Written under
# a temporary name first, so an interrupted run never leaves a short file.
heaps="$data_dir/heaps-$heap_count.txt"
if [ ! -s "$heaps" ]; then
  echo "bench: writing $heap_count random heaps to $heaps"
  "$make_heaps" "$heap_count" "$heaps.partial"
  mv "$heaps.partial" "$heaps"
fi
echo "bench: input $heaps ($(du -hL "$heaps" | cut -f1))"
echo "bench: cpu $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//'), $(nproc) cores"

# The three commands, as hyperfine runs them through a shell (so '<' works).
names=(grundy cin_baseline cin_unsynced)
declare -A command_of=(
  [grundy]="'$grundy' solve --file '$heaps'"
  [cin_baseline]="'$cin_baseline' < '$heaps'"
  [cin_unsynced]="'$cin_unsynced' < '$heaps'"
)

# Peak memory of each (maximum resident set size, KiB), and a check that all
# three agree on the nim-sum, so the race is between equal work.
declare -A peak_kib nim_sum
for name in "${names[@]}"; do
  /usr/bin/time -f '%M' -o "$scratch/$name.rss" sh -c "${command_of[$name]}" >"$scratch/$name.out"
  peak_kib[$name]=$(tail -n 1 "$scratch/$name.rss")
  nim_sum[$name]=$(awk -F': ' '/^(Grundy value|nim-sum): /{print $2; exit}' "$scratch/$name.out")
done
for name in "${names[@]}"; do
  if [ -z "${nim_sum[$name]}" ] || [ "${nim_sum[$name]}" != "${nim_sum[grundy]}" ]; then
    echo "error: $name reports nim-sum '${nim_sum[$name]}', grundy '${nim_sum[grundy]}'" >&2
    exit 2
  fi
done

hyperfine_args=(--warmup 1 --runs "$runs" --style basic
  --export-markdown "$results_dir/nim_file.md" --export-csv "$results_dir/nim_file.csv")
for name in "${names[@]}"; do hyperfine_args+=(--command-name "$name" "${command_of[$name]}"); done
hyperfine "${hyperfine_args[@]}"

# nim_file.csv: command,mean,stddev,median,user,system,min,max (seconds);
# the names above hold no commas.
declare -A mean_s stddev_s
while IFS=, read -r name mean stddev _; do
  mean_s[$name]=$mean
  stddev_s[$name]=$stddev
done < <(tail -n +2 "$results_dir/nim_file.csv")

echo
"$nim_bench" --benchmark_out="$results_dir/nim_bench.json" --benchmark_out_format=json

speedup=$(awk -v a="${mean_s[cin_baseline]}" -v b="${mean_s[grundy]}" 'BEGIN { printf "%.2f", a / b }')
echo
echo "summary: $heap_count heaps, $(du -hL "$heaps" | cut -f1), nim-sum ${nim_sum[grundy]}, $runs runs"
printf '  %-14s %18s %14s %18s\n' command "time (s)" "peak RSS (MiB)" "cin_baseline/this"
for name in "${names[@]}"; do
  awk -v name="$name" -v mean="${mean_s[$name]}" -v sd="${stddev_s[$name]}" -v kib="${peak_kib[$name]}" \
      -v base="${mean_s[cin_baseline]}" \
      'BEGIN { printf "  %-14s %9.3f ± %6.3f %14.1f %17.2fx\n", name, mean, sd, kib / 1024, base / mean }'
done
echo "  results: $results_dir/nim_file.md, $results_dir/nim_bench.json"

if awk -v s="$speedup" -v r="$required_speedup" 'BEGIN { exit !(s >= r) }'; then
  echo "PASS: grundy is ${speedup}x faster than the plain std::cin loop (needs ${required_speedup}x)"
else
  echo "FAIL: grundy is only ${speedup}x faster than the plain std::cin loop (needs ${required_speedup}x)" >&2
  exit 1
fi

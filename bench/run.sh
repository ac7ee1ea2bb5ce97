#!/usr/bin/env bash
# `make bench`: times `grundy solve --file` on ten million random Nim heaps as
# a whole process, against two `std::cin >>` loops over the same file (the
# fair one, unsynchronised from stdio, and the seeds' synchronised one), side by
# side in one hyperfine run; then runs the in-process Google Benchmark
# program; then times Grundy
# sequences (Grundy's game and octal 0.6 to 2^20, 2^21, 2^22; Kayles and
# Dawson's Kayles, 0.376 and 0.16 until their periods are proven) and the peak memory of
# `grundy seq`; then misère play (Nim by its rule on the same file, a sum by
# search, Kayles' misère values and genus).
#
# usage: bench/run.sh BUILD_DIR
#   GRUNDY_BENCH_HEAPS=N   heaps in the file (default 10000000)
#   GRUNDY_BENCH_RUNS=N    timed runs per command (default 5)
# Writes BUILD_DIR/bench-data/heaps-N.txt (kept and reused) and
# BUILD_DIR/bench-results/{nim_file.md,nim_file.csv,nim_bench.json,nimber_bench.csv,graph_games_bench.csv,misere_quotient_bench.csv,sequence_bench.csv,period_bench.csv,misere.csv}.
# Exits 1 when a gate is missed:
#  - Nim file: grundy at least 1.5x faster than the unsynchronised `std::cin >>`
#    loop (sync_with_stdio(false)), the fair baseline: the ratio of their median
#    wall times in the same hyperfine run (medians, because load from other
#    work hits single runs). Measured on this project's 2-core VM (KVM, Intel
#    Xeon, Release build, load average 1.0 to 1.9): medians 1.67x to 1.92x,
#    means 1.58x to 1.93x, so 1.5x is met with a margin; 2x is not.
#    The synchronised loop (the seeds' way, 10x slower) is reported, not gated.
#  - Sequences: octal 0.6 to 2^20 within 1.55 s and Grundy's game to 2^22
#    within 7.6 s, a third of 4.7 s and 23 s. Those two are figures of other
#    programs measured elsewhere, not by this script: the fastest open
#    sparse-space programs as timed by an earlier session of this project on a
#    2-core AMD EPYC virtual machine (which programs, and their versions, was
#    not recorded). Also: time to 2^22 at most 2.3 times the
#    time to 2^21 (linear), and at most 2.5 bytes per value of peak memory
#    above a short run's.
#  - Period search: at most 10% of the time until the period is proven, for
#    Kayles, Dawson's Kayles, 0.376 (periodic over a long tail before its
#    preperiod ends) and 0.16 (period 149459).
# Timings need a quiet machine: the load average is printed with them.
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
# grundy's time against the fair baseline, the unsynchronised cin loop (see above).
required_ratio=1.5
# Figures of other programs, measured elsewhere (see above), and the targets.
elsewhere_octal_0_6_to_2_20=4.7
elsewhere_grundys_game_to_2_22=23
target_octal_0_6_to_2_20=1.55
target_grundys_game_to_2_22=7.6

grundy="$build/grundy"
cin_baseline="$build/bench/grundy_bench_cin_baseline"
cin_unsynced="$build/bench/grundy_bench_cin_unsynced"
make_heaps="$build/bench/grundy_bench_make_heaps"
nim_bench="$build/bench/grundy_nim_bench"
sequence_bench="$build/bench/grundy_sequence_bench"
nimber_bench="$build/bench/grundy_nimber_bench"
graph_games_bench="$build/bench/grundy_graph_games_bench"
quotient_bench="$build/bench/grundy_misere_quotient_bench"

for program in "$grundy" "$cin_baseline" "$cin_unsynced" "$make_heaps" "$nim_bench" "$sequence_bench" "$nimber_bench" "$graph_games_bench" "$quotient_bench"; do
  if [ ! -x "$program" ]; then
    echo "error: $program is missing; build first (cmake --build $build, with GRUNDY_BENCH=ON)" >&2
    exit 2
  fi
done

# bench_field NAME COLUMN [CSV]: one cell of a CSV (names and headers
# unquoted); NAME matches a row's name, or its part before the first '/'.
bench_field() {
  awk -F, -v name="$1" -v column="$2" '
    /^name,/ { for (i = 1; i <= NF; i++) { h = $i; gsub(/"/, "", h); index_of[h] = i }; header = 1; next }
    header { n = $1; gsub(/"/, "", n); if (n == name || index(n, name "/") == 1) { v = $(index_of[column]); gsub(/"/, "", v); print v; exit } }
  ' "${3:-$sequence_csv}"
}
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
echo "bench: Nim file, load average $(cut -d' ' -f1-3 /proc/loadavg) before"

# The three commands, as hyperfine runs them through a shell (so '<' works),
# side by side in one run so that they share the machine's load.
names=(grundy cin_unsynced cin_baseline)
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
declare -A mean_s stddev_s median_s
while IFS=, read -r name mean stddev median _; do
  mean_s[$name]=$mean
  stddev_s[$name]=$stddev
  median_s[$name]=$median
done < <(tail -n +2 "$results_dir/nim_file.csv")

echo
"$nim_bench" --benchmark_out="$results_dir/nim_bench.json" --benchmark_out_format=json

# The gate: the ratio of the fair baseline's median time to grundy's. Printed
# beside it: the ratio of the means with its spread (relative standard
# deviations added in quadrature).
nim_ratio=$(awk -v a="${median_s[cin_unsynced]}" -v b="${median_s[grundy]}" 'BEGIN { printf "%.2f", a / b }')
nim_mean_ratio=$(awk -v a="${mean_s[cin_unsynced]}" -v b="${mean_s[grundy]}" 'BEGIN { printf "%.2f", a / b }')
nim_mean_ratio_sd=$(awk -v a="${mean_s[cin_unsynced]}" -v sa="${stddev_s[cin_unsynced]}" \
  -v b="${mean_s[grundy]}" -v sb="${stddev_s[grundy]}" \
  'BEGIN { r = a / b; printf "%.2f", r * sqrt((sa / a) ^ 2 + (sb / b) ^ 2) }')
echo
echo "summary: $heap_count heaps, $(du -hL "$heaps" | cut -f1), nim-sum ${nim_sum[grundy]}, $runs runs," \
  "load average $(cut -d' ' -f1-3 /proc/loadavg) after"
printf '  %-14s %18s %10s %14s %16s\n' command "mean time (s)" "median (s)" "peak RSS (MiB)" "unsynced/this"
for name in "${names[@]}"; do
  awk -v name="$name" -v mean="${mean_s[$name]}" -v sd="${stddev_s[$name]}" -v median="${median_s[$name]}" \
      -v kib="${peak_kib[$name]}" -v base="${median_s[cin_unsynced]}" \
      'BEGIN { printf "  %-14s %9.3f ± %6.3f %10.3f %14.1f %15.2fx\n", name, mean, sd, median, kib / 1024, base / median }'
done
echo "  (unsynced/this: ratio of medians; of means, grundy: ${nim_mean_ratio}x ± ${nim_mean_ratio_sd})"
echo "  results: $results_dir/nim_file.md, $results_dir/nim_bench.json"

status=0
if awk -v s="$nim_ratio" -v r="$required_ratio" 'BEGIN { exit !(s >= r) }'; then
  echo "PASS: grundy is ${nim_ratio}x faster (medians) than the unsynchronised std::cin loop (needs ${required_ratio}x)"
else
  echo "FAIL: grundy is only ${nim_ratio}x faster (medians) than the unsynchronised std::cin loop" \
    "(needs ${required_ratio}x)" >&2
  status=1
fi

# ---------------------------------------------------------------------------
# The nimber field: 64-bit nim-products by the tables, beside the same products
# by the rules alone (the ratio is measured in this one run).
echo
nimber_csv="$results_dir/nimber_bench.csv"
"$nimber_bench" --benchmark_out="$nimber_csv" --benchmark_out_format=csv
nim_products_per_s=$(awk -F, '$1 == "name" { for (i = 1; i <= NF; ++i) if ($i == "items_per_second") c = i }
  $1 == "\"nim_product_tables/64\"" { printf "%.0f", $c }' "$nimber_csv")
nim_rules_per_s=$(awk -F, '$1 == "name" { for (i = 1; i <= NF; ++i) if ($i == "items_per_second") c = i }
  $1 == "\"nim_product_rules/64\"" { printf "%.0f", $c }' "$nimber_csv")
echo "nim-products of 64-bit nimbers: $(awk -v p="$nim_products_per_s" 'BEGIN { printf "%.1f", p / 1e6 }') million/s" \
  "by the tables, $(awk -v p="$nim_products_per_s" -v r="$nim_rules_per_s" 'BEGIN { printf "%.0f", p / r }')x" \
  "the rate by the rules alone"
if awk -v p="$nim_products_per_s" 'BEGIN { exit !(p >= 1e7) }'; then
  echo "PASS: nim-products: at least 10 million per second"
else
  echo "FAIL: nim-products: fewer than 10 million per second" >&2
  status=1
fi

# ---------------------------------------------------------------------------
# Games on graphs and boards: Cram by the component search beside the plain
# search over whole boards (the ratio is measured in this one run), and the
# boards issue 18 names: Cram 5x6, Node-Kayles on the Petersen graph and on
# grids to 5x6, Arc-Kayles, Chomp rectangles to 10x10.
echo
echo "bench: games on graphs and boards, load average $(cut -d' ' -f1-3 /proc/loadavg) before"
graph_csv="$results_dir/graph_games_bench.csv"
"$graph_games_bench" --benchmark_out="$graph_csv" --benchmark_out_format=csv
graph_ms() { bench_field "$1" real_time "$graph_csv"; }
cram_plain_ms=$(graph_ms "cram_plain/5/5")
cram_split_ms=$(graph_ms "cram/5/5")
cram_5x6_ms=$(graph_ms "cram/5/6")
echo "Cram 5x5: $cram_split_ms ms by the component search, $cram_plain_ms ms by the plain search" \
  "($(awk -v a="$cram_plain_ms" -v b="$cram_split_ms" 'BEGIN { printf "%.1f", a / b }')x); Cram 5x6: $cram_5x6_ms ms"
if awk -v a="$cram_plain_ms" -v b="$cram_split_ms" -v c="$cram_5x6_ms" 'BEGIN { exit !(a >= 5 * b && c <= 10000) }'; then
  echo "PASS: Cram: the component search at least 5x the plain search on 5x5, and 5x6 within 10 s"
else
  echo "FAIL: Cram: the component search under 5x the plain search on 5x5, or 5x6 beyond 10 s" >&2
  status=1
fi

# ---------------------------------------------------------------------------
# Misère quotients: Kayles to its proven period, ten rows of 1000 down to 100
# pins (issue 19 asks for under a second), and one sum by the quotient beside
# the search of the whole sum.
echo
echo "bench: misère quotients, load average $(cut -d' ' -f1-3 /proc/loadavg) before"
quotient_csv="$results_dir/misere_quotient_bench.csv"
"$quotient_bench" --benchmark_out="$quotient_csv" --benchmark_out_format=csv
quotient_ms() { bench_field "$1" real_time "$quotient_csv"; }
proof_ms=$(quotient_ms "kayles_quotient_to_proof")
rows_ms=$(quotient_ms "ten_kayles_rows")
by_quotient_ms=$(quotient_ms "kayles_sum/quotient")
by_search_ms=$(quotient_ms "kayles_sum/search")
echo "Kayles quotient to its proof: $proof_ms ms; ten rows 1000..100 with every winning move: $rows_ms ms;" \
  "kayles 10 9 8 7: $by_quotient_ms ms by the quotient, $by_search_ms ms by search" \
  "($(awk -v a="$by_search_ms" -v b="$by_quotient_ms" 'BEGIN { printf "%.0f", a / b }')x)"
if awk -v a="$proof_ms" -v b="$rows_ms" 'BEGIN { exit !(a + b <= 1000) }'; then
  echo "PASS: ten Kayles rows of up to 1000 pins decided under misère play within a second, quotient included"
else
  echo "FAIL: ten Kayles rows under misère play took more than a second" >&2
  status=1
fi

# ---------------------------------------------------------------------------
# Grundy sequences.
echo
echo "bench: Grundy sequences, load average $(cut -d' ' -f1-3 /proc/loadavg) before"
# Two runs, since the CSV writer wants the same counters in every row.
sequence_csv="$results_dir/sequence_bench.csv"
period_csv="$results_dir/period_bench.csv"
"$sequence_bench" --benchmark_filter='^(grundys_game|octal_0_6)/' \
  --benchmark_out="$sequence_csv" --benchmark_out_format=csv
"$sequence_bench" --benchmark_filter='_until_proven' --benchmark_out="$period_csv" --benchmark_out_format=csv
# One thread against two, to 2^22: three runs of each, in random order so
# that a noisy minute hits both alike; their medians are compared.
threads_csv="$results_dir/threads_bench.csv"
"$sequence_bench" --benchmark_filter='^(grundys_game|octal_0_6)/last:4194304/threads:[12]/' \
  --benchmark_repetitions=3 --benchmark_enable_random_interleaving=true \
  --benchmark_report_aggregates_only=true \
  --benchmark_out="$threads_csv" --benchmark_out_format=csv

# Wall-clock seconds of GAME up to G(2^BITS), with THREADS (0: automatic).
sequence_seconds() {
  local ms
  ms=$(bench_field "$1/last:$((1 << $2))/threads:$3/iterations:1/real_time" real_time)
  if [ -z "$ms" ]; then
    echo "error: no result for $1 to 2^$2 in $sequence_csv" >&2
    exit 2
  fi
  awk -v ms="$ms" 'BEGIN { printf "%.3f", ms / 1000 }'
}

# Peak memory (KiB) of `grundy seq` printing values as text (a --json run
# also holds its whole output in memory, which is the printer's, not the
# sequence's), above that of a short run.
seq_peak_kib() {
  /usr/bin/time -f '%M' -o "$scratch/seq.rss" "$grundy" seq "$1" --upto "$2" >/dev/null
  tail -n 1 "$scratch/seq.rss"
}
# The same for `grundy seq GAME --until-period --max 2^24`.
until_period_peak_kib() {
  /usr/bin/time -f '%M' -o "$scratch/seq.rss" "$grundy" seq "$1" --until-period --max 16777216 >/dev/null
  tail -n 1 "$scratch/seq.rss"
}
memory_game='octal(0.6)'
memory_last=$((1 << 22))
base_kib=$(seq_peak_kib "$memory_game" 100)
peak_kib=$(seq_peak_kib "$memory_game" "$memory_last")
grundy_peak_kib=$(seq_peak_kib grundy-game "$memory_last")
bytes_per_value=$(awk -v p="$peak_kib" -v b="$base_kib" -v n="$memory_last" 'BEGIN { printf "%.2f", (p - b) * 1024 / (n + 1) }')

echo
echo "summary: Grundy sequences G(0..N), wall time in seconds (two threads where they pay)"
printf '  %-14s %9s %9s %9s %10s %14s %12s %12s %11s\n' game "N=2^20" "N=2^21" "N=2^22" "2^22/2^21" "values/s@2^22" "1 thread@2^20" "1 thread@2^22" "1 thr/auto"
declare -A at22 ratio
for game in grundys_game octal_0_6; do
  t20=$(sequence_seconds "$game" 20 0)
  t21=$(sequence_seconds "$game" 21 0)
  t22=$(sequence_seconds "$game" 22 0)
  t20_one=$(sequence_seconds "$game" 20 1)
  t22_one=$(sequence_seconds "$game" 22 1)
  at22[$game]=$t22
  ratio[$game]=$(awk -v a="$t22" -v b="$t21" 'BEGIN { printf "%.2f", a / b }')
  awk -v g="$game" -v a="$t20" -v b="$t21" -v c="$t22" -v r="${ratio[$game]}" -v one="$t20_one" \
      -v one22="$t22_one" \
      'BEGIN { printf "  %-14s %9.3f %9.3f %9.3f %10.2f %13.2fM %12.3f %12.3f %10.2fx\n", g, a, b, c, r, (2^22 + 1) / c / 1e6, one, one22, one22 / c }'
done
echo "summary: one thread against two to 2^22 (medians of three interleaved runs)"
declare -A two_threads_x
for game in grundys_game octal_0_6; do
  one=$(bench_field "$game/last:4194304/threads:1/iterations:1/real_time_median" real_time "$threads_csv")
  two=$(bench_field "$game/last:4194304/threads:2/iterations:1/real_time_median" real_time "$threads_csv")
  if [ -z "$one" ] || [ -z "$two" ]; then
    echo "error: no median for $game in $threads_csv" >&2
    exit 2
  fi
  two_threads_x[$game]=$(awk -v a="$one" -v b="$two" 'BEGIN { printf "%.2f", a / b }')
  awk -v g="$game" -v a="$one" -v b="$two" -v x="${two_threads_x[$game]}" \
    'BEGIN { printf "  %-14s one thread %.3f s, two threads %.3f s: %.2fx\n", g, a / 1000, b / 1000, x }'
done
declare -A period_game=([kayles]=kayles [dawsons_kayles]=dawson [octal_0_376]='octal(0.376)' [octal_0_16]='octal(0.16)')
for game in kayles dawsons_kayles octal_0_376 octal_0_16; do
  share=$(bench_field "${game}_until_proven" period_search_share "$period_csv")
  printf '  %-14s period %s proven after %s values in %s %s, %s%% of it in the period search, peak %s MiB\n' "$game" \
    "$(bench_field "${game}_until_proven" period "$period_csv")" \
    "$(bench_field "${game}_until_proven" values_computed "$period_csv")" \
    "$(awk -v t="$(bench_field "${game}_until_proven" real_time "$period_csv")" 'BEGIN { printf "%.0f", t }')" \
    "$(bench_field "${game}_until_proven" time_unit "$period_csv")" \
    "$(awk -v s="$share" 'BEGIN { printf "%.1f", 100 * s }')" \
    "$(( $(until_period_peak_kib "${period_game[$game]}") / 1024 ))"
  if awk -v s="$share" 'BEGIN { exit !(s > 0.10) }'; then
    echo "bench: FAILED: the period search of $game took more than 10% of its time" >&2
    status=1
  fi
done
echo "  peak memory: grundy seq '$memory_game' --upto $memory_last: $((peak_kib / 1024)) MiB," \
  "$bytes_per_value bytes per value above a short run's $((base_kib / 1024)) MiB;" \
  "grundy-game: $((grundy_peak_kib / 1024)) MiB"
echo "  results: $sequence_csv, $threads_csv, $period_csv"

# ---------------------------------------------------------------------------
# Misère play: Nim by its rule on the ten million heaps, a wild sum by search,
# and Kayles' misère values with their genus (a search over sums).
echo
echo "bench: misère play, load average $(cut -d' ' -f1-3 /proc/loadavg) before"
misere_csv="$results_dir/misere.csv"
hyperfine --warmup 1 --runs 3 --style basic --export-csv "$misere_csv" \
  --command-name "solve --misere --file (nim, $heap_count heaps)" "$grundy solve --misere --file $heaps" \
  --command-name "solve --misere 'kayles 13 + dawson 13 + grundy-game 13'" \
  "$grundy solve --misere 'kayles 13 + dawson 13 + grundy-game 13'" \
  --command-name "seq kayles --misere --upto 40" "$grundy seq kayles --misere --upto 40"
echo "  results: $misere_csv"

# check DESCRIPTION VALUE most|least LIMIT UNIT: PASS when VALUE is at most
# (at least) LIMIT.
check() {
  local comparison='<='
  [ "$3" = least ] && comparison='>='
  if awk -v v="$2" -v l="$4" "BEGIN { exit !(v $comparison l) }"; then
    echo "PASS: $1: $2$5 (at $3 $4$5)"
  else
    echo "FAIL: $1: $2$5 (at $3 $4$5)" >&2
    status=1
  fi
}
echo "targets: a third of figures measured elsewhere (not by this script), on a 2-core AMD EPYC VM:" \
  "the fastest open sparse-space programs took ${elsewhere_octal_0_6_to_2_20} s for 0.6 to 2^20" \
  "and ${elsewhere_grundys_game_to_2_22} s for Grundy's game to 2^22"
check "octal 0.6 to 2^20" "$(sequence_seconds octal_0_6 20 0)" most "$target_octal_0_6_to_2_20" " s"
check "Grundy's game to 2^22" "${at22[grundys_game]}" most "$target_grundys_game_to_2_22" " s"
check "Grundy's game, time to 2^22 / time to 2^21" "${ratio[grundys_game]}" most 2.3 ""
check "octal 0.6, time to 2^22 / time to 2^21" "${ratio[octal_0_6]}" most 2.3 ""
check "Grundy's game to 2^22, two threads against one" "${two_threads_x[grundys_game]}" least 1.6 x
check "octal 0.6 to 2^22, two threads against one" "${two_threads_x[octal_0_6]}" least 1.6 x
check "memory of grundy seq '$memory_game' --upto $memory_last" "$bytes_per_value" most 2.5 " bytes per value"
exit "$status"

#!/usr/bin/env bash
# `make bench`, last part: the octal survey. Times `grundy survey` on the
# two-digit games (hyperfine, three runs) and on all 1024 three-digit codes,
# 0.??? and 4.??? in one run, with the default budget (docs/survey.md).
# Writes BUILD_DIR/bench-results/survey.md. Exits 1 when the three-digit
# survey takes more than 15 minutes, the limit its issue set; it takes about
# ten on this project's 2-core VM. Needs a quiet machine: the load average is
# printed with the times.
#
# usage: bench/survey.sh BUILD_DIR
set -euo pipefail

if [ $# -ne 1 ] || [ ! -x "$1/grundy" ]; then
  echo "usage: $0 BUILD_DIR (with BUILD_DIR/grundy built)" >&2
  exit 2
fi
build=$(cd "$1" && pwd)
grundy="$build/grundy"
results="$build/bench-results"
mkdir -p "$results"
limit=900

echo "== octal survey: two digits (load: $(cut -d' ' -f1-3 /proc/loadavg))"
hyperfine --runs 3 --export-markdown "$results/survey_two_digits.md" \
  "$grundy survey 'octal(0.??)' --json"

echo "== octal survey: all three-digit codes, 0.??? and 4.??? (load: $(cut -d' ' -f1-3 /proc/loadavg))"
start=$(date +%s.%N)
"$grundy" survey 'octal(?.???)' --json > "$results/survey_three_digits.jsonl"
end=$(date +%s.%N)
seconds=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.1f", b - a }')
solved=$(grep -c '"status":"solved"' "$results/survey_three_digits.jsonl" || true)
open=$(grep -c '"status":"open"' "$results/survey_three_digits.jsonl" || true)
{
  echo "| survey | wall time (s) | solved | open | load after |"
  echo "|---|---:|---:|---:|---|"
  echo "| octal(?.???), default budget | $seconds | $solved | $open | $(cut -d' ' -f1-3 /proc/loadavg) |"
} > "$results/survey.md"
cat "$results/survey.md"
if awk -v s="$seconds" -v l="$limit" 'BEGIN { exit !(s > l) }'; then
  echo "gate missed: the three-digit survey took $seconds s, more than $limit s" >&2
  exit 1
fi
echo "gate met: the three-digit survey within $limit s"

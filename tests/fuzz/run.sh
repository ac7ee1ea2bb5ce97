#!/usr/bin/env bash
# Runs one fuzz target for SECONDS from its seed corpus (tests/fuzz/corpus/NAME).
#   tests/fuzz/run.sh FUZZER SECONDS WORK_DIR [PART/PARTS]
# FUZZER is the built fuzz_NAME. New inputs go to WORK_DIR/corpus, a crashing
# input to WORK_DIR/crash-<sha1>; the seeds are only read. Replay a crash with
#   FUZZER WORK_DIR/crash-<sha1>
set -euo pipefail
[ $# -eq 3 ] || [ $# -eq 4 ] || { echo "usage: $0 FUZZER SECONDS WORK_DIR [PART/PARTS]" >&2; exit 2; }
fuzzer=$1
seconds=$2
work=$3
part=${4:-0/1}
part_number=${part%/*}
parts=${part#*/}
here=$(cd "$(dirname "$0")" && pwd)
name=$(basename "$fuzzer")
target=${name#fuzz_}

# The longest input tried: enough for every construct of the format, small
# enough that each run stays quick (see the targets for what else they limit).
case $target in
  expression) max_len=256 ;;
  heap_reader) max_len=512 ;;
  monks) max_len=512 ;;
  graph) max_len=1024 ;;
  api) max_len=512 ;;
  nimber) max_len=256 ;;
  cost) max_len=1024 ;;
  *) echo "run.sh: unknown fuzz target $target" >&2; exit 2 ;;
esac

# The cost target fails on any input that takes more than 2 s, or allocates
# more than 256 MiB at once; the process (with AddressSanitizer's shadow and
# quarantine) stays under 1 GiB.
limits=(-timeout=10 -rss_limit_mb=2048)
if [ "$target" = cost ]; then
  limits=(-timeout=2 -malloc_limit_mb=256 -rss_limit_mb=1024)
fi

mkdir -p "$work/corpus"
options=(-max_total_time="$seconds" -max_len="$max_len" "${limits[@]}"
         -artifact_prefix="$work/" -print_final_stats=1)
if [ -f "$here/$target.dict" ]; then
  options+=(-dict="$here/$target.dict")
fi
seeds=("$here/corpus/$target")

# The targets that compare with the oracle start from every position of the
# oracle's corpus too (tests/data/oracle/corpus.txt, whatever its family; a
# line is a seed as written, DATA left as it is): an expression, or a
# /api/solve request under the line's convention. Written afresh each run.
# PART/PARTS takes a share of them: the positions in runs of eight (0-7,
# 8-15, ...) whose run number is PART modulo PARTS. `make test` gives each
# target a third (1/3 and 2/3), the end-to-end tests under the sanitizers
# take the third 0/3 (tests/e2e/oracle_test.cpp), so that every position is
# replayed under the sanitizers once and the whole corpus in the release
# build; `make fuzz` takes every position.
corpus_file=$here/../data/oracle/corpus.txt
if [ "$target" = expression ] || [ "$target" = api ]; then
  [ -f "$corpus_file" ] || { echo "run.sh: no oracle corpus at $corpus_file" >&2; exit 2; }
  oracle_seeds=$work/oracle-corpus
  rm -rf "$oracle_seeds"
  mkdir -p "$oracle_seeds"
  number=0
  index=0
  written=0
  while IFS= read -r line || [ -n "$line" ]; do
    number=$((number + 1))
    line=${line%$'\r'}
    if [ -z "$line" ] || [ "${line:0:1}" = "#" ]; then continue; fi
    misere=false
    index=$((index + 1))
    if [ $(( (index - 1) / 8 % parts )) -ne "$part_number" ]; then continue; fi
    if [ "${line:0:7}" = "misere " ]; then
      misere=true
      line=${line:7}
    fi
    if [ "$target" = expression ]; then
      printf '%s' "$line" > "$oracle_seeds/line-$number"
    else
      escaped=${line//\\/\\\\}
      escaped=${escaped//\"/\\\"}
      printf 'POST /api/solve\n{"position": "%s", "misere": %s}' "$escaped" "$misere" \
        > "$oracle_seeds/line-$number"
    fi
    written=$((written + 1))
  done < "$corpus_file"
  [ "$written" -gt 0 ] || { echo "run.sh: no position in $corpus_file" >&2; exit 2; }
  echo "run.sh: $written positions of the oracle's corpus as seeds ($oracle_seeds)" >&2
  seeds+=("$oracle_seeds")
fi
exec "$fuzzer" "${options[@]}" "$work/corpus" "${seeds[@]}"

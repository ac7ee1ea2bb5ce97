#!/usr/bin/env bash
# Load test of `grundy serve` on loopback: 64 concurrent connections posting
# /api/solve for 10 seconds (wrk), then requests per second and failures.
# Fails when any request failed. Usage: bench/web_load.sh BUILD_DIR
set -euo pipefail
build=${1:-build}
here=$(cd "$(dirname "$0")" && pwd)
command -v wrk >/dev/null || { echo "error: wrk is not installed (scripts/bootstrap.sh installs it)" >&2; exit 2; }
log=$(mktemp)
"$build/grundy" serve --port 0 > "$log" &
server=$!
trap 'kill $server 2>/dev/null; rm -f "$log"' EXIT
for _ in $(seq 50); do grep -q http "$log" && break; sleep 0.1; done
url=$(grep -o 'http://[^ ]*' "$log")
echo "== web load: POST ${url}api/solve, 2 threads, 64 connections, 10 s"
result=$(wrk -t2 -c64 -d10s -s "$here/web_load.lua" "$url")
echo "$result" | grep -E "Latency|Requests/sec|requests:"
echo "$result" | grep -q "failures: 0$" || { echo "FAIL: some requests failed" >&2; exit 1; }

#!/usr/bin/env bash
# The server under attack and under heavy work, measured on loopback: normal
# solves (wrk, 2 threads, 16 kept-alive connections, 8 s, the positions of
# web_load.lua) with 0, 100 and 1000 stalled connections open (each sent half
# a request line and then nothing, from 127.0.0.2 to .9), and with 8 clients
# asking in a loop for the heaviest solve the API accepts (octal(0.6) 4194303,
# which runs into the 5 s request limit). Prints requests per second and the
# 99th-percentile latency of each, and fails when a normal request failed.
# Usage: bench/server_load.sh BUILD_DIR
set -euo pipefail
build=${1:-build}
here=$(cd "$(dirname "$0")" && pwd)
command -v wrk >/dev/null || { echo "error: wrk is not installed (scripts/bootstrap.sh installs it)" >&2; exit 2; }
ulimit -n "$(ulimit -Hn)" 2>/dev/null || true
log=$(mktemp)
"$build/grundy" serve --port 0 --timeout-ms 60000 > "$log" &
server=$!
helper=
trap 'kill $server $helper 2>/dev/null; rm -f "$log"' EXIT
for _ in $(seq 50); do grep -q http "$log" && break; sleep 0.1; done
url=$(grep -o 'http://[^ ]*' "$log")
port=${url##*:}
port=${port%/}

# Holds COUNT stalled connections, or runs 8 heavy clients, until killed.
attack() {
  python3 - "$port" "$1" <<'PY' &
import socket, sys, threading, time
port, kind = int(sys.argv[1]), sys.argv[2]
if kind == "heavy":
    body = b'{"position": "octal(0.6) 4194303"}'
    request = (b'POST /api/solve HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n'
               b'Content-Length: %d\r\nConnection: close\r\n\r\n' % len(body)) + body
    def heavy():
        while True:
            try:
                s = socket.create_connection(("127.0.0.1", port))
                s.sendall(request)
                while s.recv(65536):
                    pass
                s.close()
            except OSError:
                time.sleep(0.1)
    for _ in range(8):
        threading.Thread(target=heavy, daemon=True).start()
else:
    held = []
    for i in range(int(kind)):
        s = socket.socket()
        s.bind(("127.0.0.%d" % (2 + i % 8), 0))
        s.connect(("127.0.0.1", port))
        s.sendall(b"POST /api/solve HT")
        held.append(s)
print("ready", flush=True)
while True:
    time.sleep(60)
PY
  helper=$!
  sleep 2
}

printf '| load | normal solves per second | p99 latency | failures |\n|---|---|---|---|\n'
for load in 0 100 1000 heavy; do
  if [ "$load" != 0 ]; then attack "$load"; fi
  result=$(wrk -t2 -c16 -d8s --latency -s "$here/web_load.lua" "$url")
  rate=$(echo "$result" | grep -o 'Requests/sec: *[0-9.]*' | grep -o '[0-9.]*$')
  p99=$(echo "$result" | awk '$1 == "99%" {print $2}')
  failures=$(echo "$result" | grep -o 'failures: [0-9]*' | grep -o '[0-9]*$')
  case $load in
    0) name="no attack" ;;
    heavy) name="8 clients asking for octal(0.6) 4194303 in a loop" ;;
    *) name="$load stalled connections" ;;
  esac
  printf '| %s | %s | %s | %s |\n' "$name" "$rate" "$p99" "$failures"
  if [ -n "$helper" ]; then kill "$helper" 2>/dev/null; wait "$helper" 2>/dev/null || true; helper=; fi
  [ "$failures" = 0 ] || { echo "FAIL: $failures normal requests failed" >&2; exit 1; }
done

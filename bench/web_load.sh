#!/usr/bin/env bash
# Load test of `grundy serve` on loopback: 64 concurrent connections posting
# /api/solve for 10 seconds (wrk), then requests per second and failures;
# the same again with 16 faulty clients at the same time. Fails when any
# well-formed request failed. (bench/server_load.sh measures stalled
# connections and heavy requests.) Usage: bench/web_load.sh BUILD_DIR
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

# The same load with faults at the same time: 16 clients that each send half a
# request and stall (each holds a connection until the timeout drops it),
# send requests one byte at a time, or drop the connection mid-request and
# mid-response, over and over.
port=${url##*:}
port=${port%/}
python3 - "$port" <<'PY' &
import socket, sys, threading, time
port = int(sys.argv[1])
request = b'POST /api/solve HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 27\r\n\r\n{"position":"nim 5 6 7 8"}'
stop = time.time() + 11
def fault(kind):
    while time.time() < stop:
        try:
            s = socket.create_connection(("127.0.0.1", port))
            s.settimeout(8)
            if kind == 0:      # half a request, then silence
                s.sendall(request[:40]); s.recv(100)
            elif kind == 1:    # one byte every 20 ms
                for b in request:
                    s.send(bytes([b])); time.sleep(0.02)
                s.recv(100)
            else:              # dropped mid-request or mid-response
                s.sendall(request[: len(request) // 2] if kind == 2 else request); s.recv(5)
            s.close()
        except OSError:
            pass
threads = [threading.Thread(target=fault, args=(i % 4,)) for i in range(16)]
for t in threads: t.start()
for t in threads: t.join()
PY
faults=$!
echo "== the same, with 16 faulty clients (stalled, byte by byte, dropped) at the same time"
result=$(wrk -t2 -c64 -d10s -s "$here/web_load.lua" "$url")
wait $faults
echo "$result" | grep -E "Latency|Requests/sec|requests:"
echo "$result" | grep -q "failures: 0$" || { echo "FAIL: some requests failed" >&2; exit 1; }

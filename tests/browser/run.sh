#!/usr/bin/env bash
# Runs the browser tests: installs the npm packages (playwright-core only, no
# browser download) when missing, then drives Debian's Chromium.
# Usage: tests/browser/run.sh GRUNDY_BINARY ARTIFACT_DIR [STATIC_DIR]
# Without STATIC_DIR, the page is served by `GRUNDY_BINARY serve`; with it
# (the folder of `make web-static`), by a plain static file server, and the
# page runs its WebAssembly engine (static.test.mjs compares that engine's
# answers with GRUNDY_BINARY's).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
export GRUNDY_BINARY=$(realpath "$1")
export GRUNDY_ARTIFACTS=${2:-$here/artifacts}
tests=(page.test.mjs boards.test.mjs gallery.test.mjs classroom.test.mjs)
exec_options=()
if [ $# -ge 3 ]; then
  if [ ! -f "$3/engine/grundy-engine.wasm" ]; then
    echo "error: $3 has no engine/grundy-engine.wasm: build the page without a server first (make web-static)" >&2
    exit 2
  fi
  export GRUNDY_STATIC_DIR=$(cd "$3" && pwd)
  tests+=(static.test.mjs)
  # The page's scripts are the same with either engine, and the engines'
  # answers are compared by static.test.mjs: of the page's tests, those
  # that use most of the API (a whole game, misère play, Chinese, the mex
  # explorer, draws, a graph's board) run here too, unless
  # GRUNDY_BROWSER_ALL=1 asks for all of them (about three minutes more).
  if [ "${GRUNDY_BROWSER_ALL:-0}" != 1 ]; then
    pattern="the folder|WebAssembly|match girl's 1 2 3|misère|in Chinese|explains its value by the mex"
    pattern+="|game graphs with cycles|hint names|kayles 9 \\+ nim 3 5 on its board|node-kayles\\(petersen\\)"
    pattern+="|Cancel leaves the page usable"
    exec_options=(--test-name-pattern="$pattern")
  fi
fi
cd "$here"
if [ ! -d node_modules/playwright-core ]; then
  npm ci --no-audit --no-fund --silent
fi
node --test "${exec_options[@]}" "${tests[@]}"

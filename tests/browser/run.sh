#!/usr/bin/env bash
# Runs the browser tests: installs the npm packages (playwright-core only, no
# browser download) when missing, then drives Debian's Chromium.
# Usage: tests/browser/run.sh GRUNDY_BINARY ARTIFACT_DIR
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
export GRUNDY_BINARY=$1
export GRUNDY_ARTIFACTS=${2:-$here/artifacts}
cd "$here"
if [ ! -d node_modules/playwright-core ]; then
  npm ci --no-audit --no-fund --silent
fi
node --test page.test.mjs boards.test.mjs

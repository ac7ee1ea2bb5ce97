#!/usr/bin/env bash
# A short, non-interactive tour of grundy on built-in positions.
set -euo pipefail
grundy=${1:-build/grundy}

step() {
  printf '\n\033[1m$ grundy %s\033[0m\n' "$*"
  "$grundy" "$@"
}

echo "grundy: a tour on the positions of the stories it grew from."
echo
echo "1. The match girl's three piles of 1, 2 and 3 matches. Her grandmother's"
echo "   rule: keep every count in pairs. Here every column is paired already,"
echo "   so whoever moves first loses."
step solve nim 1 2 3
echo
echo "2. The cherry bowls of 5, 6, 7 and 8: the computer moves first and wins."
step solve nim 5 6 7 8
echo
echo "3. A sum of games, and the same answer as JSON for scripts."
step solve 'nim 3 + nim 5 6'
step solve --json nim 1 2 4
echo
echo "4. The game families grundy knows."
step games

#!/usr/bin/env bash
# A short, non-interactive tour of grundy on built-in positions.
set -euo pipefail
grundy=${1:-build/grundy}

step() {
  printf '\n\033[1m$ grundy %s\033[0m\n' "$*"
  "$grundy" "$@"
}

# The same, showing only the first lines of a long report.
step_head() {
  local lines=$1
  shift
  printf '\n\033[1m$ grundy %s | head -%s\033[0m\n' "$*" "$lines"
  "$grundy" "$@" | head -n "$lines" || true
}

echo "grundy: a tour on the positions of the stories it grew from."
echo
echo "1. The match girl's three piles of 1, 2 and 3 matches. Her grandmother's"
echo "   rule: keep every count in pairs. Here every column is paired already,"
echo "   so whoever moves first loses."
step solve nim 1 2 3
echo
echo "   The story played out: the gentleman (naive: one match from the last"
echo "   pile) against the girl (the engine), who keeps her grandmother's pairs."
echo "   Type 'grundy play nim 1 2 3' to take his place yourself."
step play nim 1 2 3 --players naive,engine
echo
echo "2. The cherry bowls of 5, 6, 7 and 8: the computer moves first and wins."
step solve nim 5 6 7 8
echo
echo "3. The monks on the staircase (the judge problem): the answer the judge"
echo "   expects, then the whole analysis."
printf '\n\033[1m$ echo 1 5 9 | grundy problem monks\033[0m\n'
echo "1 5 9" | "$grundy" problem monks
step solve staircase 1 5 8 10
echo
echo "4. A sum of two different games: Kayles and Nim. Each game counts by its"
echo "   Grundy value, and the values pair up like Nim heaps."
step solve 'kayles 9 + nim 3 5'
echo
echo "5. Huge positions, exactly: Wythoff's game near 10^18 (integer arithmetic"
echo "   only) and a row of 10^12 Kayles pins (from Kayles' proven period)."
step solve wythoff 1000000000000000000 1618033988749894848
step_head 8 solve kayles 1000000000000
echo
echo "6. The Grundy sequence of Kayles, computed until its period is proven."
step seq kayles --until-period
echo
echo "7. Misère play: whoever takes the last match loses. From 1 1 5 the winner"
echo "   leaves three single matches (5 -> 1), not two (5 -> 0) as in normal play."
step solve --misere nim 1 1 5
echo
echo "   Misère values of Kayles heaps, their genus, and how far the game is tame."
step seq kayles --misere --upto 10
echo
echo "8. The game families grundy knows ('grundy games NAME' for the rules)."
step games
echo
echo "9. Nimbers form a field: the nim-product, and why 5 x 7 = 13 (Fermat 2-powers)."
step nimber --explain 5 x 7
echo
echo "10. Games on graphs and boards: Kayles on the Petersen graph (take a vertex and"
echo "    its neighbours), and Cram (dominoes) on a 3 x 4 board."
step_head 8 solve 'node-kayles(petersen)'
step_head 10 solve 'cram(3x4)'
echo
echo "The page: 'grundy serve', then open http://127.0.0.1:8080/ (a board for every game)."

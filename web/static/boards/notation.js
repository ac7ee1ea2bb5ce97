// The notation of moves made by clicks: pure, without the DOM (tests/page).


// ---------------------------------------------------------------- heaps --
// Matches (a click takes that match and every one to its right), pins (a
// click knocks down `knock` adjacent pins, which may split the row) and gaps
// (a click between two tokens splits the heap there).

export function heapMove(heap, size, parts) {
  const left = parts.filter((p) => p > 0).sort((a, b) => a - b);
  return `${heap + 1}:${size}->${left.length ? left.join('+') : 0}`;
}

// ------------------------------------------------------- coins on a grid --
// A product of two coin-turning games: a move turns a set of columns times a
// set of rows, the far corner a head. Click a head; then a coin to its lower
// left chooses a column and a row at once, a coin in its row a column, a coin
// in its column a row; then Turn.

// The other coins of one dimension after a click on `coin`: a run from it to
// the head, the coin alone (turns of two coins), or the coin toggled.
export function chooseOthers(turns, head, others, coin) {
  if (turns.length === 0) {
    const run = [];
    for (let c = head - 1; c >= coin; --c) run.push(c);
    return run;
  }
  const most = Math.max(...turns) - 1;
  if (most === 1) return [coin];
  if (others.includes(coin)) return others.filter((c) => c !== coin);
  return others.length < most ? [...others, coin] : others;
}


// The notation of moves made by clicks: pure, without the DOM (tests/page).

// A move in heap `heap` (from 0) of `size` tokens that leaves `parts` (zeros
// dropped): "2:9->3+4".
export function heapMove(heap, size, parts) {
  const left = parts.filter((p) => p > 0).sort((a, b) => a - b);
  return `${heap + 1}:${size}->${left.length ? left.join('+') : 0}`;
}

// A coin-turning move: the head, then the other coins turned, highest first
// ("9,5,2"). `choice` is {head, others}.
export function coinRowMove(choice) {
  return [choice.head, ...[...choice.others].sort((a, b) => b - a)].join(',');
}

// The other coins turned with the head picked after a click on `coin`: in a
// game of runs the run from it to the head, else the coin toggled (up to
// `most` of them).
export function rowOthers(picked, coin, runs, most) {
  if (runs) {
    const others = [];
    for (let run = picked.head - 1; run >= coin; --run) others.push(run);
    return others;
  }
  if (picked.others.includes(coin)) return picked.others.filter((other) => other !== coin);
  return picked.others.length < most ? [...picked.others, coin] : picked.others;
}

// A move on a grid of coins: the columns turned times the rows, each list
// from the head's, highest first ("5,2x6,3"). `picked` is {x, y, columns, rows}.
export function gridMove(picked) {
  return [[picked.x, ...[...picked.columns].sort((a, b) => b - a)].join(','),
          [picked.y, ...[...picked.rows].sort((a, b) => b - a)].join(',')]
      .join('x');
}

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

// What a heap move changed, read back from its notation ("2:9->3+4", or
// Moore's "1:3->2,3:4->0"): for each heap (from 0), the first row its parts
// now take (a heap split in place becomes parts.length rows from there),
// the parts and the tokens removed. Null when `move` is not a heap move.
export function heapChanges(move) {
  const changes = [];
  for (const piece of move.split(',')) {
    const found = /^(\d+):(\d+)->(\d+(?:\+\d+)*)$/.exec(piece.trim());
    if (!found) return null;
    const parts = found[3].split('+').map(Number);
    const left = parts.reduce((sum, part) => sum + part, 0);
    changes.push({heap: Number(found[1]) - 1, parts, removed: Number(found[2]) - left});
  }
  return changes;
}

// The rows of a heap board after `move` (its heap numbers are those of the
// position before it): heap index -> the tokens the move removed there,
// shown after what is left in the first row of each change. A split heap
// (Kayles) moves the heaps after it down a row each.
export function removedByRow(move) {
  const changes = heapChanges(move);
  if (!changes) return new Map();
  const rows = new Map();
  let shift = 0;
  for (const change of [...changes].sort((a, b) => a.heap - b.heap)) {
    const row = change.heap + shift;
    const nonzero = change.parts.filter((part) => part > 0).length;
    for (let k = 0; k < Math.max(1, nonzero); ++k) rows.set(row + k, k === 0 ? change.removed : 0);
    shift += Math.max(1, nonzero) - 1;
  }
  return rows;
}

// The pairing diagram of an answer (normal play): every row's value in
// binary, the 1s of each column joined in pairs.

import {svg} from './dom.js';
import {showWhy} from './explorer.js';
import {formatCount} from './format.js';
import {tr} from './i18n.js';

// The pairing diagram: one row per heap in binary; in each column the 1s are
// joined two by two by arcs, and a 1 left over is drawn red. When the position
// is won, each row that a winning move lowers shows its new value.
export function drawDiagram(answer, container) {
  container.replaceChildren();
  const picture = answer.picture;
  if (!picture || picture.rows.length === 0) return;
  const rows = picture.rows.slice(0, 40);
  const width = Math.max(1, picture.width);
  // Compact enough for a phone to show most diagrams at their own size
  // (text at 12 px or more); a larger one scrolls sideways there.
  const cell = 26, top = 30, arcRoom = 12;
  // A row that is not a Nim heap shows the game it stands for and its value.
  const label = (row) =>
      (!row.part || /^nim /.test(row.part) ? `${row.label}: ${row.shown}` :
                                             `${row.part}: G = ${row.value}`);
  const labelWidth = Math.max(80, 8 * Math.max(...rows.map((row) => label(row).length)) + 8);
  // Every row that a winning move changes, to value XOR nim-sum: lowered
  // where it has a 1 in the highest unpaired column (as in Nim), raised
  // where its game has an option worth more (Lasker's heap of 4, worth 3,
  // goes to 3, worth 4). Each is marked.
  const fix = new Map();  // row index -> value after the winning move
  rows.forEach((r, i) => {
    if (r.wins) fix.set(i, r.value ^ picture.total);
  });
  const height = top + (rows.length + 1) * cell + 10;
  const imageWidth = labelWidth + width * (cell + arcRoom) + 70;
  const image = svg('svg', {
    viewBox: `0 0 ${imageWidth} ${height}`,
    width: imageWidth,
    role: 'img',
    'aria-label': tr('pairing diagram')
  });
  for (let c = 0; c < width; ++c) {
    drawColumn(image, rows, width - 1 - c, labelWidth + c * (cell + arcRoom) + cell / 2,
               {cell, top, arcRoom});
  }
  rows.forEach((row, r) => {
    const y = top + r * cell + cell / 2 + 5;
    const text =
        svg('text', {x: 4, y, 'font-size': 14, class: 'row-label', tabindex: 0, role: 'button'},
            label(row));
    // A row that stands for a game alone opens it (a staircase's gaps do not).
    if (row.part) {
      text.addEventListener('click', () => showWhy(row.part));
      text.addEventListener('keydown', (event) => {
        if (event.key === 'Enter') showWhy(row.part);
      });
    }
    image.append(text);
    if (fix.has(r)) {
      image.append(svg("text", {x: labelWidth + width * (cell + arcRoom) + 6, y, fill: "#1b7f3b", "font-size": 14,
                                class: "fix"}, `${row.value} → ${fix.get(r)}`));
    }
  });
  const y = top + rows.length * cell + cell / 2 + 5;
  image.append(svg(
      'text', {x: 4, y, 'font-size': 14, 'font-weight': 'bold'}, tr('nim-sum: {}', picture.total)));
  container.append(image);
  // The nim-sum is of every row; the answer lists 100 of them, 40 are drawn.
  const rowCount = picture.row_count || picture.rows.length;
  if (rowCount > rows.length) {
    const note = document.createElement('p');
    note.className = 'note';
    note.textContent = tr('The first {} rows of {}.', rows.length, formatCount(rowCount));
    container.append(note);
  }
}

// The column of `bit` at `x`: the place value on top, each row's digit, the
// 1s joined two by two by arcs, and a 1 left over drawn red.
function drawColumn(image, rows, bit, x, {cell, top, arcRoom}) {
  image.append(svg("text", {x, y: top - 10, "text-anchor": "middle", class: "place", fill: "#5f6368",
                            "font-size": 12}, bit < 16 ? String(2 ** bit) : `2^${bit}`));
  const ones = [];
  rows.forEach((row, r) => { if (Math.floor(row.value / 2 ** bit) % 2 === 1) ones.push(r); });
  for (let k = 0; k + 1 < ones.length; k += 2) {
    const y1 = top + ones[k] * cell + cell / 2, y2 = top + ones[k + 1] * cell + cell / 2;
    image.append(svg("path", {d: `M ${x + 8} ${y1} C ${x + 8 + arcRoom} ${y1}, ${x + 8 + arcRoom} ${y2}, ${x + 8} ${y2}`,
                              fill: "none", stroke: "#1b7f3b", "stroke-width": 2, class: "pair"}));
  }
  rows.forEach((row, r) => {
    const one = Math.floor(row.value / 2 ** bit) % 2 === 1;
    const alone = one && ones.length % 2 === 1 && r === ones[ones.length - 1];
    const y = top + r * cell + cell / 2;
    if (alone) image.append(svg("circle", {cx: x, cy: y, r: 10, fill: "#fde2e0", stroke: "#b3261e", class: "unpaired"}));
    image.append(svg("text", {x, y: y + 5, "text-anchor": "middle", "font-family": "monospace", "font-size": 16,
                              fill: alone ? "#b3261e" : one ? "#1d1d1f" : "#9aa0a6"}, one ? "1" : "0"));
  });
}

// Coins on a grid (the "coin_grid" shape): a product of two coin-turning
// games, whose move turns a set of columns times a set of rows, the far
// corner a head. Click a head; then a coin to its lower left chooses a
// column and a row at once, a coin in its row a column, a coin in its column
// a row; then Turn.

import {axisLabel, boardImage, boards, clickable, lastMove, note, redraw, turnButton} from './board.js';
import {TAP} from './layout.js';
import {chooseOthers, gridMove} from './notation.js';
import {svg} from '../dom.js';
import {tr} from '../i18n.js';

export function drawGrid(part, board, c, legal) {
  const firstX = board.first_column, firstY = board.first_row;
  const lastX = Math.max(firstX, ...board.heads.map(([x]) => x));
  const lastY = Math.max(firstY, ...board.heads.map(([, y]) => y));
  const cell = TAP, margin = 22;
  const columns = lastX - firstX + 1, rows = lastY - firstY + 1;
  const image = boardImage(
      margin + columns * cell + 4, rows * cell + margin + 4, tr('grid of {}', board.position));
  image.classList.add('tappable');
  const picked = boards.picked.get(c);  // {x, y, columns: [...], rows: [...]}
  // The engine's last move turned every coin where its columns and rows cross.
  const [lastColumns, lastRows] = (lastMove(c) || 'x').split('x').map(
      (side) => side.split(',').filter(Boolean).map(Number));
  const heads = new Set(board.heads.map(([x, y]) => `${x},${y}`));
  const top = (y) => (lastY - y) * cell + 2;
  for (let x = firstX; x <= lastX; ++x) {
    image.append(
        svg('text', {
          x: margin + (x - firstX) * cell + cell / 2,
          y: rows * cell + 16,
          'text-anchor': 'middle',
          'font-size': 12,
          fill: '#5f6368'
        },
            x));
  }
  for (let y = firstY; y <= lastY; ++y) {
    image.append(axisLabel(margin - 6, top(y) + cell / 2 + 4, y, 'end'));
    for (let x = firstX; x <= lastX; ++x) {
      const key = `${x},${y}`;
      const turned = picked && (picked.x === x || picked.columns.includes(x)) &&
          (picked.y === y || picked.rows.includes(y));
      const cx = margin + (x - firstX) * cell + cell / 2, cy = top(y) + cell / 2;
      // The coin in a transparent square: a tap target of TAP.
      const face = svg('g', {class: `coin ${heads.has(key) ? 'heads' : 'tails'}${turned ? ' picked' : ''}`});
      face.append(svg('rect', {x: cx - cell / 2, y: cy - cell / 2, width: cell, height: cell, class: 'hit'}));
      face.append(svg('circle', {cx, cy, r: 14, class: 'coin-disc'}));
      image.append(face);
      if (lastColumns.includes(x) && lastRows.includes(y))
        image.append(svg('circle', {cx, cy, r: 19, class: 'last-move-ring'}));
      gridCoinClicks(face, {board, c, legal, picked}, x, y, heads.has(key));
    }
  }
  part.append(image);
  if (picked) part.append(turnButton(c, legal, gridMove(picked)));
  part.dataset.columnRuns = board.columns_per_turn.length === 0;
  part.dataset.rowRuns = board.rows_per_turn.length === 0;
  part.append(note(
      picked ?
          tr('({}, {}) goes to tails: click coins below and left of it to choose the columns and rows that turn with it (every coin where they cross turns), then Turn.',
             picked.x, picked.y) :
          tr('Click a head: it is the far corner of what turns.')));
}

// What a click on the coin at (x, y) does: picks a head that some move
// turns, chooses a column and a row below and left of the head picked, or
// puts the head back.
function gridCoinClicks(face, {board, c, legal, picked}, x, y, head) {
  const key = `${x},${y}`;
  if (!picked && head) {
    const canMove = legal === null || [...legal.keys()].some((move) => {
      const [cols, rws] = move.slice(move.indexOf('|') + 1).split('x');
      return move.startsWith(`${c}|`) && cols.split(',')[0] === String(x) &&
          rws.split(',')[0] === String(y);
    });
    if (!canMove) return;
    face.classList.add('movable');
    // Green when turning this head can win, red when every such move loses.
    if (legal !== null) {
      const wins = [...legal.entries()].some(([move, listed]) => {
        const [cols, rws] = move.slice(move.indexOf('|') + 1).split('x');
        return move.startsWith(`${c}|`) && cols.split(',')[0] === String(x) &&
            rws.split(',')[0] === String(y) && listed.winning;
      });
      face.classList.add(wins ? 'winning' : 'losing');
    }
    face.dataset.piece = key;
    face.dataset.component = c;
    clickable(face, tr('turn the head on ({}, {})', x, y), () => {
      boards.picked.set(c, {x, y, columns: [], rows: []});
      redraw();
    });
  } else if (picked && x <= picked.x && y <= picked.y && !(x === picked.x && y === picked.y)) {
    face.dataset.coin = key;
    clickable(face, tr('turn ({}, {}) too', x, y), () => {
      const next = {...picked};
      if (x < picked.x)
        next.columns = chooseOthers(board.columns_per_turn, picked.x, picked.columns, x);
      if (y < picked.y) next.rows = chooseOthers(board.rows_per_turn, picked.y, picked.rows, y);
      boards.picked.set(c, next);
      redraw();
    });
  } else if (picked && x === picked.x && y === picked.y) {
    clickable(face, tr('put the head back'), () => {
      boards.picked.delete(c);
      redraw();
    });
  }
}


// A board of squares (the "cells" shape): Cram, Chomp.

import {axisLabel, boardImage, boards, lastMove, note, pickable, target} from './board.js';
import {TAP} from './layout.js';
import {moveClass, moveTitle} from './legal.js';
import {noMoveNote} from './heaps.js';
import {svg} from '../dom.js';
import {tr} from '../i18n.js';

// ---------------------------------------------------------------- cells --
// A board of squares (Cram, Chomp): a click on a square makes the move the
// server named for it; a domino's move is two clicks, one on each of its
// squares. Squares no longer on the board are grey; a marked square (a
// poisoned one) is crossed.

export function drawCells(part, board, c, legal) {
  // Each square a tap target (TAP); a large board scrolls on a phone.
  const cell = Math.max(TAP, Math.min(48, Math.floor(360 / Math.max(board.columns, board.rows))));
  const margin = 24;
  const image = boardImage(
      margin + board.columns * cell + 4, margin + board.rows * cell + 4,
      tr('board of {}', board.position));
  image.classList.add('tappable');
  const left = (column) => margin + column * cell, top = (row) => margin + row * cell;
  board.column_labels.forEach(
      (label, column) => image.append(axisLabel(left(column) + cell / 2, margin - 8, label)));
  board.row_labels.forEach(
      (label, row) => image.append(axisLabel(margin - 6, top(row) + cell / 2 + 4, label, 'end')));
  for (let row = 0; row < board.rows; ++row) {
    for (let column = 0; column < board.columns; ++column) {
      image.append(svg(
          'rect', {x: left(column), y: top(row), width: cell, height: cell, class: 'cell gone'}));
    }
  }
  // The dominoes each cell may start, with their other cell: only legal ones.
  const partners = board.cells.map(() => []);
  for (const {cells: [i, j], move} of board.dominoes) {
    const state = moveClass(legal, c, move);
    if (state === null) continue;
    partners[i].push({other: j, move, state});
    partners[j].push({other: i, move, state});
  }
  const picked = boards.picked.get(c);  // the name of the cell picked
  const pickedIndex = board.cells.findIndex((square) => square.name === picked);
  const dominoTo = new Map(pickedIndex < 0 ? [] : partners[pickedIndex].map((p) => [p.other, p]));
  const squares = {c, legal, image, cell, partners, picked, pickedIndex, dominoTo};
  board.cells.forEach((square, i) => drawSquare(squares, square, i, left(square.column), top(square.row)));
  // Green and picked outlines on top of their neighbours' lines.
  for (const node of image.querySelectorAll('.cell.winning, .cell.picked')) image.append(node);
  markCellsMove(image, board, lastMove(c), {cell, left, top});
  part.append(image);
  // Chomp's board has its poisoned square marked; Cram's has none.
  const chomp = board.cells.some((square) => square.marked);
  const movable = image.querySelector('[role=button]') !== null;
  part.append(note(
      !movable ? noMoveNote(legal, c) :
      chomp ?
          tr('Click a square: it goes, with every square above it and to its right.') :
          pickedIndex < 0 ?
          tr('Click a free square, then a free square beside it: a domino covers both.') :
          tr('Square {}: click a free square beside it to place the domino.', picked)));
}

// Square i of the board at (x, y): a move by itself (Chomp), the second cell
// of a domino from the square picked, or the first cell of a domino (Cram).
function drawSquare({c, legal, image, cell, partners, picked, pickedIndex, dominoTo}, square, i, x, y) {
  const node = svg('rect', {x, y, width: cell, height: cell, class: 'cell'});
  const single = square.move === undefined ? null : moveClass(legal, c, square.move);
  if (single) {
    node.classList.add('target', single);
    target(node, c, square.move, moveTitle(legal, c, square.move, tr('take {}', square.name)));
  } else if (dominoTo.has(i)) {
    const {move, state} = dominoTo.get(i);
    node.classList.add('target', state);
    target(node, c, move, moveTitle(legal, c, move, tr('cover {} and {}', picked, square.name)));
  } else if (partners[i].length) {
    // Green when a domino on it wins, red when every one loses.
    const states = partners[i].map((p) => p.state);
    node.classList.add(
        states.includes('winning')                      ? 'winning' :
            states.every((state) => state === 'losing') ? 'losing' :
                                                          'unknown');
    if (i === pickedIndex) node.classList.add('picked');
    pickable(node, c, {
      from: square.name,
      key: square.name,
      picked,
      title: i === pickedIndex ? tr('put {} back', square.name) :
                                 tr('place a domino on {}', square.name)
    });
  }
  image.append(node);
  if (square.marked) {
    image.append(svg('path', {
      d: `M ${x + 5} ${y + 5} L ${x + cell - 5} ${y + cell - 5} ` +
          `M ${x + cell - 5} ${y + 5} L ${x + 5} ${y + cell - 5}`,
      class: 'cell-mark'
    }));
  }
}

// The engine's last move: the squares it named ("b2", a domino's "a1-b1",
// Chomp's "2,3"), outlined where they were.
function markCellsMove(image, board, move, {cell, left, top}) {
  if (!move) return;
  for (const name of move.split('-')) {
    for (let row = 0; row < board.rows; ++row) {
      for (let column = 0; column < board.columns; ++column) {
        const c = board.column_labels[column], r = board.row_labels[row];
        if (name !== `${c}${r}` && name !== `${c},${r}`) continue;
        image.append(svg('rect', {x: left(column) + 3, y: top(row) + 3, width: cell - 6, height: cell - 6,
                                  class: 'last-move-ring'}));
      }
    }
  }
}

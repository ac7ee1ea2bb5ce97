// Wythoff's queen (the "queen" shape).

import {axisLabel, boardImage, clickable, lastMove, makeMove, note} from './board.js';
import {TAP} from './layout.js';
import {moveClass} from './legal.js';
import {svg} from '../dom.js';
import {tr} from '../i18n.js';

// ------------------------------------------------------ Wythoff's queen --
// The queen stands on (first heap, second heap) with the corner at (0, 0);
// she moves left, down or diagonally towards the corner. The cold squares
// (losing positions: whoever must move from them loses) are shaded; the
// squares she can reach are outlined, green where the move wins.

export function drawWythoff(part, board, c, legal) {
  const a = board.column, b = board.row;
  // Each square a tap target (TAP); a large board scrolls on a phone.
  const n = Math.max(a, b) + 1, cell = Math.max(TAP, Math.min(48, Math.floor(340 / n)));
  const margin = 22;
  const image = boardImage(
      margin + n * cell + 4, n * cell + margin + 4, tr('Wythoff board, queen at {} {}', a, b));
  image.classList.add('tappable');
  const cold = new Set(board.cold_squares.map(([x, y]) => `${x},${y}`));
  const top = (y) => (n - 1 - y) * cell + 2;
  for (let x = 0; x < n; ++x) {
    image.append(
        svg('text', {
          x: margin + x * cell + cell / 2,
          y: n * cell + 16,
          'text-anchor': 'middle',
          'font-size': 12,
          fill: '#5f6368'
        },
            x));
    for (let y = 0; y < n; ++y) {
      const reachable = (y === b && x < a) || (x === a && y < b) || (a - x === b - y && x < a);
      const move = `${a} ${b}->${x} ${y}`;
      const state = reachable ? moveClass(legal, c, move) : null;
      const square = svg('rect', {
        x: margin + x * cell,
        y: top(y),
        width: cell,
        height: cell,
        class: `square${cold.has(`${x},${y}`) ? ' cold' : ''}` + (state ? ` reach ${state}` : '')
      });
      if (state) {
        square.dataset.move = move;
        square.dataset.component = c;
        clickable(square, tr('move the queen to {} {}', x, y), () => makeMove({component: c, move}));
      }
      image.append(square);
    }
  }
  for (let y = 0; y < n; ++y) {
    image.append(axisLabel(margin - 6, top(y) + cell / 2 + 4, y, 'end'));
  }
  image.append(
      svg('text', {
        x: margin + a * cell + cell / 2,
        y: top(b) + cell / 2 + 6,
        'text-anchor': 'middle',
        'font-size': Math.floor(cell * 0.7),
        class: 'queen'
      },
          '♛'));
  // The engine's last move: the queen's square, where it put her.
  if (lastMove(c)) {
    image.append(svg('rect', {x: margin + a * cell + 2, y: top(b) + 2, width: cell - 4, height: cell - 4,
                              class: 'last-move-ring'}));
  }
  part.append(image);
  part.append(note(tr(
      'Shaded squares are cold: whoever must move from one loses. Click a square the queen can reach.')));
}


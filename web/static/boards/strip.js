// A strip of squares with tokens (the "strip" shape): the monks' staircase,
// steps rising to the right with a monk on each occupied step, and Welter's
// game, coins on a row of squares numbered from 0. Click a token, then the
// square to move it to: up the strip (a monk) or down it (a coin), as far as
// the legal moves allow. On the staircase the free steps of each gap that
// counts (between monks 1 and 2, 3 and 4, ...) are shaded and bracketed with
// their number: the Nim heaps of the family's reason (staircase_gaps).

import {boardImage, boards, note, piece, target, targetArea} from './board.js';
import {stripLayout} from './layout.js';
import {moveClass} from './legal.js';
import {svg} from '../dom.js';
import {N_, tr, trn} from '../i18n.js';

// What the pieces are called, by the strip's look.
const WORDS = {
  staircase: {
    label: N_('staircase of {}'),
    square: 'stair',
    token: 'monk',
    pick: N_('pick the monk on step {}'),
    move: N_('move the monk on step {} up to step {}'),
    first: N_('Click a monk, then the step to move him up to.'),
    then: N_('The monk on step {}: click a step above him.')
  },
  squares: {
    label: N_('strip of {}'),
    square: 'square',
    token: 'coin',
    pick: N_('pick the coin on square {}'),
    move: N_('move the coin on square {} down to square {}'),
    first: N_('Click a coin, then an empty square below it.'),
    then: N_('The coin on square {}: click an empty square below it.')
  }
};

// `reason` is the component's family reason from the answer, if any.
export function drawStrip(part, board, c, legal, reason) {
  const words = WORDS[board.look];
  const layout = stripLayout(board);
  const image = boardImage(layout.width, layout.height, tr(words.label, board.position));
  image.classList.add('tappable');
  const picked = boards.picked.get(c);
  const occupied = new Set(board.tokens);
  const last = board.tokens[board.tokens.length - 1];
  const onward = (s) => (board.direction === 'up' ? s > picked : s < picked);
  for (let s = board.first_square; s <= last; ++s) {
    const move = picked !== undefined ? `${picked}->${s}` : null;
    const state = move !== null && onward(s) && !occupied.has(s) ? moveClass(legal, c, move) : null;
    if (state) {
      // A step with the room above it where the monk would stand (a square of a
      // row): one tap target.
      const square = targetArea(`${words.square} target ${state}`, svg('rect', layout.squareHit(s)),
                                svg('rect', layout.square(s)));
      target(square, c, move, tr(words.move, picked, s));
      image.append(square);
    } else {
      image.append(svg('rect', {...layout.square(s), class: words.square}));
    }
    const number = layout.number(s);
    if (number) {
      image.append(svg('text', {x: number.x, y: number.y, 'text-anchor': 'middle', 'font-size': number.size,
                                fill: '#5f6368'}, s));
    }
  }
  const gaps = board.look === 'staircase' ? countedGaps(reason) : [];
  for (const gap of gaps) drawGap(image, layout, gap);
  for (const s of board.tokens) {
    image.append(piece(c, legal, {from: s, key: s, picked, ...layout.token(s), hit: layout.tokenHit(s),
                                  kind: words.token, title: tr(words.pick, s)}));
  }
  part.append(image);
  part.append(note(picked === undefined ? tr(words.first) : tr(words.then, picked)));
  if (gaps.length > 0) {
    part.append(note(tr('Shaded: the free steps between monks 1 and 2, 3 and 4, ...: Nim heaps of {}.',
                        gaps.map((gap) => gap.size).join(', '))));
  }
}

// The gaps of the staircase's reason that count as Nim heaps: {size, below,
// above}, the monks' steps either side. The reason lists the first few.
export function countedGaps(reason) {
  if (!reason || reason.rule !== 'staircase_gaps') return [];
  const sizes = reason.gaps || [];
  const steps = reason.gap_steps || [];
  return steps.map(([below, above], i) => ({size: sizes[i] ?? above - below - 1, below, above}));
}

// A gap's free steps shaded, a bracket over them that follows the stairs up,
// and its size above the bracket's middle. Drawn under the monks and passing
// clicks through to the steps.
function drawGap(image, layout, {size, below, above}) {
  const title = trn('{} free step between the monks on steps {} and {}: a Nim heap of {}',
                    '{} free steps between the monks on steps {} and {}: a Nim heap of {}', size,
                    size, below, above, size);
  const group = svg('g', {class: 'gap', 'pointer-events': 'none', 'data-gap': size});
  group.append(svg('title', {}, title));
  if (size > 0) {
    for (let s = below + 1; s < above; ++s) {
      group.append(svg('rect', {...layout.square(s), fill: '#f9ab00', 'fill-opacity': 0.3}));
    }
    const first = layout.square(below + 1), last = layout.square(above - 1);
    const x1 = first.x + 3, y1 = first.y - 5, x2 = last.x + last.width - 3, y2 = last.y - 5;
    group.append(svg('path', {
      d: `M ${x1} ${y1 + 4} L ${x1} ${y1} L ${x2} ${y2} L ${x2} ${y2 + 4}`,
      fill: 'none',
      stroke: '#b06000',
      'stroke-width': 1.5
    }));
    group.append(svg('text', {x: (x1 + x2) / 2 - 4, y: (y1 + y2) / 2 - 6, 'text-anchor': 'middle',
                              'font-size': 13, 'font-weight': 'bold', fill: '#b06000',
                              class: 'gap-size'}, size));
  } else {
    // No free step: the 0 between the two monks.
    const at = layout.square(below);
    group.append(svg('text', {x: at.x + at.width, y: at.y - 24, 'text-anchor': 'middle',
                              'font-size': 13, 'font-weight': 'bold', fill: '#b06000',
                              class: 'gap-size'}, 0));
  }
  image.append(group);
}

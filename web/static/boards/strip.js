// A strip of squares with tokens (the "strip" shape): the monks' staircase,
// steps rising to the right with a monk on each occupied step, and Welter's
// game, coins on a row of squares numbered from 0. Click a token, then the
// square to move it to: up the strip (a monk) or down it (a coin), as far as
// the legal moves allow.

import {boardImage, boards, note, piece, target} from './board.js';
import {stripLayout} from './layout.js';
import {moveClass} from './legal.js';
import {svg} from '../dom.js';
import {N_, tr} from '../i18n.js';

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

export function drawStrip(part, board, c, legal) {
  const words = WORDS[board.look];
  const layout = stripLayout(board);
  const image = boardImage(layout.width, layout.height, tr(words.label, board.position));
  const picked = boards.picked.get(c);
  const occupied = new Set(board.tokens);
  const last = board.tokens[board.tokens.length - 1];
  const onward = (s) => (board.direction === 'up' ? s > picked : s < picked);
  for (let s = board.first_square; s <= last; ++s) {
    const move = picked !== undefined ? `${picked}->${s}` : null;
    const state = move !== null && onward(s) && !occupied.has(s) ? moveClass(legal, c, move) : null;
    const square = svg('rect', {...layout.square(s), class: `${words.square}${state ? ' target ' + state : ''}`});
    if (state) target(square, c, move, tr(words.move, picked, s));
    image.append(square);
    const number = layout.number(s);
    if (number) {
      image.append(svg('text', {x: number.x, y: number.y, 'text-anchor': 'middle', 'font-size': number.size,
                                fill: '#5f6368'}, s));
    }
  }
  for (const s of board.tokens) {
    image.append(piece(c, legal, {from: s, key: s, picked, ...layout.token(s), kind: words.token,
                                  title: tr(words.pick, s)}));
  }
  part.append(image);
  part.append(note(picked === undefined ? tr(words.first) : tr(words.then, picked)));
}

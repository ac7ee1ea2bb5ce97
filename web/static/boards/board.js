// What every board shares: the picks made on it, its clickable pieces, and
// the way back to the game it belongs to (connectBoards), which game.js
// hands over so that no board module needs the page's other parts.

import {moveClass} from './legal.js';
import {svg} from '../dom.js';
import {tr} from '../i18n.js';

export const boards = {
  // Moore's Nim: the heaps chosen so far, per component: Map heap -> tokens left.
  moore: new Map(),
  // Staircase and Welter: the piece picked up, per component.
  picked: new Map(),
  // Kayles-like rows: how many adjacent pins a click knocks down, per component.
  knock: new Map(),
  // Undirected graphs: the layout of each component's first picture in the
  // game that began at `start` (see keptLayout).
  layouts: {start: null, pictures: new Map()},
  // The engine's last reply, {position (the one it left), component, move}:
  // marked on the boards of that position until the player moves.
  last: null
};

// The engine's last move in component c of the position shown, or null.
export function lastMove(c) {
  const last = boards.last;
  const answer = player.game && player.game.answer;
  return last && answer && last.position === answer.position && last.component === c ? last.move :
                                                                                      null;
}

// The game the boards play: {play(choice), game ({answer, start}), draw(answer)}.
const player = {play: null, game: null, draw: null};

export function connectBoards({play, game, draw}) {
  Object.assign(player, {play, game, draw});
}

// Plays {component, move}, a move made on a board.
export function makeMove(choice) {
  return player.play(choice);
}

// The boards again, after a pick or a choice on one of them.
export function redraw() {
  player.draw(player.game.answer);
}

// The answer the boards show, and the position the game began at.
export const shownAnswer = () => player.game.answer;
export const gameStart = () => player.game.start;

// A clickable SVG shape: a button to a screen reader and to the keyboard.
export function clickable(node, title, action) {
  node.setAttribute('role', 'button');
  node.setAttribute('tabindex', 0);
  node.setAttribute('aria-label', title);
  node.append(svg('title', {}, title));
  node.addEventListener('click', action);
  node.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      action();
    }
  });
  return node;
}

// A vertex's name, written inside its circle at `point`.
export function vertexName(point, name) {
  return svg('text', {x: point.x, y: point.y + 4, 'text-anchor': 'middle', 'font-size': 12, class: 'vertex-name'},
             name);
}

// An SVG drawn at its natural size, scaled down to fit a narrow screen.
export function boardImage(width, height, label) {
  return svg('svg', {
    viewBox: `0 0 ${width} ${height}`,
    width,
    class: 'board-image',
    role: 'group',
    'aria-label': label
  });
}

// Plays the coins chosen: enabled when the move is legal, green when it wins.
export function turnButton(c, legal, move) {
  const state = moveClass(legal, c, move);
  const turn = document.createElement('button');
  turn.type = 'button';
  turn.className = `coins-turn ${state || ''}`;
  turn.disabled = state === null;
  turn.textContent = tr('Turn: {}', move);
  turn.addEventListener('click', () => {
    boards.picked.delete(c);
    makeMove({component: c, move});
  });
  return turn;
}

// A grid's number beside a row or under a column.
export function axisLabel(x, y, text, anchor = 'middle') {
  return svg('text', {x, y, 'text-anchor': anchor, 'font-size': 12, fill: '#5f6368'}, text);
}

// A piece that is picked up before it moves (a monk, a coin, a token): movable
// when some legal move's notation starts with `from` and "->" (and `enabled`).
// `key` is what boards.picked holds for it, `picked` what it holds now. A
// movable piece is tapped anywhere in `hit`, a rectangle of TAP a side or
// more around it; one that cannot move lets clicks through to what is under
// it.
export function piece(c, legal, {from, key, picked, cx, cy, r, hit, kind, title, enabled = true}) {
  const canMove = enabled &&
      (legal === null || [...legal.keys()].some((move) => move.startsWith(`${c}|${from}->`)));
  const node = svg('g', {class: `${kind}${key === picked ? ' picked' : ''}`});
  if (canMove) node.append(svg('rect', {...hit, class: 'hit'}));
  node.append(svg('circle', {cx, cy, r}));
  if (canMove)
    pickable(node, c, {from, key, picked, title});
  else
    node.setAttribute('pointer-events', 'none');
  return node;
}

// A place a piece can go, or a piece to take (a step, a square, a vertex):
// `face` drawn in a transparent tap target `hit` (a shape of TAP a side or
// more), in a group that has the classes, and so the colours, of a target.
export function targetArea(className, hit, face) {
  const group = svg('g', {class: className});
  hit.setAttribute('class', 'hit');
  group.append(hit, face);
  return group;
}

// Makes `node` a piece to pick up (class movable, data-piece `from`): a click
// picks it up, or puts it down when it is the one picked. `key` is what
// boards.picked holds for it, `picked` what it holds now.
export function pickable(node, c, {from, key, picked, title}) {
  node.classList.add('movable');
  node.dataset.piece = from;
  node.dataset.component = c;
  clickable(node, title, () => {
    if (picked === key)
      boards.picked.delete(c);
    else
      boards.picked.set(c, key);
    redraw();
  });
}

// Where the picked piece can go: a click plays the move there.
export function target(node, c, move, title) {
  node.dataset.move = move;
  node.dataset.component = c;
  clickable(node, title, () => {
    boards.picked.delete(c);
    makeMove({component: c, move});
  });
}

export function note(text) {
  const paragraph = document.createElement('p');
  paragraph.className = 'note';
  paragraph.textContent = text;
  return paragraph;
}


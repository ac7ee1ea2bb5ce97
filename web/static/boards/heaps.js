// A row of heaps (the "heaps" shape): matches (a click takes that match and
// every one to its right), pins (a click knocks down `knock` adjacent pins,
// which may split the row), gaps (a click between two tokens splits the heap
// there), and Moore's Nim, heaps chosen one after the other, then taken.

import {svg} from '../dom.js';
import {tr, trn} from '../i18n.js';

import {boardImage, boards, clickable, makeMove, note, redraw} from './board.js';
import {moveClass} from './legal.js';
import {heapMove} from './notation.js';

export function drawHeaps(part, board, c, legal) {
  const pins = board.click === 'knocks_down';
  const knocks = pins ? knockStates(board, c, legal) : new Map();
  // Unless chosen, the fewest pins that some move knocks down.
  const knock = boards.knock.get(c) || board.knock_counts.find((count) => knocks.get(count).legal) ||
      board.knock_counts[0] || 1;
  if (pins && board.knock_counts.length > 1) part.append(knockChooser(board, c, knock, knocks));
  const step = 22, left = 70, rowHeight = 54;
  const widest = Math.max(1, ...board.heaps);
  const image = boardImage(
      left + widest * step + 50, board.heaps.length * rowHeight + 6,
      tr('board of {}', board.position));
  const row = {board, c, legal, image, pins, knock, step, left};
  board.heaps.forEach((size, heap) => {
    const y = heap * rowHeight + 8;
    image.append(svg(
        'text', {x: 2, y: y + 30, 'font-size': 13, class: 'heap-label'}, tr('heap {}', heap + 1)));
    image.append(svg(
        'text',
        {x: left + size * step + 6, y: y + 30, 'font-size': 13, fill: '#5f6368', class: 'count'},
        `(${size})`));
    for (let k = 0; k < size; ++k) image.append(heapToken(row, heap, size, k, y));
    if (board.splits) drawGaps(row, heap, size, y);
  });
  part.append(image);
  const how = [];
  if (board.click === 'takes_to_end') {
    how.push(tr('click a match: it and every match to its right are taken'));
  }
  if (pins) {
    how.push(
        knock === 1 ? tr('click a pin to knock it down') :
                      tr('click a pin to knock it and the {} to its right down', knock - 1));
  }
  if (board.splits) how.push(tr('click between two tokens to split the heap there'));
  // The clauses joined into one sentence, its first letter a capital.
  part.append(note(tr('{}.', how.join(tr('; ')).replace(/^./, (first) => first.toUpperCase()))));
}

// For each number of pins knocked at once: whether some move knocks that
// many, and whether one of them wins.
function knockStates(board, c, legal) {
  const knocks = new Map();
  for (const count of board.knock_counts) {
    const states = [];
    board.heaps.forEach((size, heap) => {
      for (let k = 0; k + count <= size; ++k)
        states.push(moveClass(legal, c, heapMove(heap, size, [k, size - k - count])));
    });
    knocks.set(count, {legal: states.some((s) => s !== null), winning: states.includes('winning')});
  }
  return knocks;
}

// Token k of a heap (a match or a pin), clickable when it makes a move.
function heapToken({board, c, legal, image, pins, knock, step, left}, heap, size, k, y) {
  const x = left + k * step;
  let move = null;
  if (board.click === 'takes_to_end') move = heapMove(heap, size, [k]);
  if (pins && k + knock <= size) move = heapMove(heap, size, [k, size - k - knock]);
  const state = move === null ? null : moveClass(legal, c, move);
  const token = pins ? pin(x, y) : match(x, y);
  if (state === null) {
    // Not a move here: faded, except where clicks go between the tokens.
    token.setAttribute(
        'class', `${pins ? 'pin' : 'match'}${board.click === 'nothing' ? '' : ' idle'}`);
  } else {
    token.setAttribute('class', `${pins ? 'pin' : 'match'} ${state}`);
    token.dataset.move = move;
    token.dataset.component = c;
    const title = !pins ? tr('take {} from heap {}', size - k, heap + 1) :
        knock === 1     ? tr('knock down pin {} of heap {}', k + 1, heap + 1) :
                          tr('knock down pins {} to {} of heap {}', k + 1, k + knock, heap + 1);
    clickable(token, title, () => makeMove({component: c, move}));
    if (pins && knock > 1) {
      token.addEventListener('mouseenter', () => highlightPins(image, heap, k, knock, true));
      token.addEventListener('mouseleave', () => highlightPins(image, heap, k, knock, false));
    }
  }
  token.dataset.heap = heap;
  token.dataset.index = k;
  return token;
}

// The gaps between the tokens of a heap where a click splits it.
function drawGaps({c, legal, image, step, left}, heap, size, y) {
  for (let k = 1; k < size; ++k) {
    const move = heapMove(heap, size, [k, size - k]);
    const state = moveClass(legal, c, move);
    if (state === null) continue;
    const x = left + k * step - 3;
    const gap = svg('rect', {x: x - 4, y: y, width: 8, height: 46, rx: 3, class: `gap ${state}`});
    gap.dataset.move = move;
    gap.dataset.component = c;
    clickable(
        gap, tr('split heap {} into {} and {}', heap + 1, k, size - k),
        () => makeMove({component: c, move}));
    image.append(gap);
  }
}

export function match(x, y) {
  const group = svg('g', {});
  group.append(svg('rect', {x: x + 5, y: y + 12, width: 6, height: 32, rx: 2, class: 'stick'}));
  group.append(svg('circle', {cx: x + 8, cy: y + 10, r: 5, class: 'head'}));
  return group;
}

export function pin(x, y) {
  const group = svg('g', {});
  group.append(svg('ellipse', {cx: x + 8, cy: y + 28, rx: 7, ry: 14, class: 'body'}));
  group.append(svg('circle', {cx: x + 8, cy: y + 10, r: 5, class: 'head'}));
  return group;
}

export function highlightPins(image, heap, from, count, on) {
  for (const node of image.querySelectorAll(`g[data-heap="${heap}"]`)) {
    const k = Number(node.dataset.index);
    node.classList.toggle('aimed', on && k >= from && k < from + count);
  }
}

export function knockChooser(board, c, current, knocks) {
  const chooser = document.createElement('div');
  chooser.className = 'knock';
  chooser.append(tr('Knock down') + ' ');
  for (const count of board.knock_counts) {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = trn('{} pin', '{} pins', count, count);
    const {legal, winning} = knocks.get(count);
    // Green when some knock of this many pins wins; unusable when none is legal.
    button.className = (count === current ? 'chosen' : '') + (winning ? ' winning' : '');
    button.disabled = !legal;
    button.dataset.knock = count;
    button.addEventListener('click', () => {
      boards.knock.set(c, count);
      redraw();
    });
    chooser.append(button);
  }
  chooser.append(' ' + tr('at a time (hover to aim)'));
  return chooser;
}

// ---------------------------------------------------------- Moore's Nim --
// Heaps of matches; clicks choose how many to leave in up to k heaps, then
// "Take" plays all of them as one move.

export function drawMoore(part, board, c, legal) {
  const chosen = boards.moore.get(c) || new Map();
  part.append(note(trn(
      'Take from one heap: click a match (it and those to its right go), then Take.',
      'Take from up to {} heaps at once: click a match in each heap (it and those to its right go), then Take.',
      board.heaps_per_move, board.heaps_per_move)));
  const step = 22, left = 70, rowHeight = 54;
  const widest = Math.max(1, ...board.heaps);
  const image = boardImage(
      left + widest * step + 50, board.heaps.length * rowHeight + 6,
      tr('board of {}', board.position));
  const mooreMove =
      (choice) => [...choice.keys()]
                      .sort((a, b) => a - b)
                      .map((heap) => `${heap + 1}:${board.heaps[heap]}->${choice.get(heap)}`)
                      .join(',');
  board.heaps.forEach((size, heap) => {
    const y = heap * rowHeight + 8;
    image.append(svg('text', {x: 2, y: y + 30, 'font-size': 13}, tr('heap {}', heap + 1)));
    for (let k = 0; k < size; ++k) {
      const token = match(left + k * step, y);
      const taken = chosen.has(heap) && k >= chosen.get(heap);
      const alone = moveClass(legal, c, mooreMove(new Map([[heap, k]])));
      token.setAttribute('class', `match ${taken ? 'taken' : alone || 'idle'}`);
      token.dataset.heap = heap;
      token.dataset.index = k;
      token.dataset.move = mooreMove(new Map([[heap, k]]));
      token.dataset.component = c;
      clickable(token, tr('leave {} in heap {}', k, heap + 1), () => {
        const next = new Map(chosen);
        if (next.get(heap) === k)
          next.delete(heap);
        else if (next.has(heap) || next.size < board.heaps_per_move)
          next.set(heap, k);
        boards.moore.set(c, next);
        redraw();
      });
      image.append(token);
    }
  });
  part.append(image);
  const take = document.createElement('button');
  take.type = 'button';
  take.className = 'moore-take';
  const move = mooreMove(chosen);
  const state = chosen.size ? moveClass(legal, c, move) : null;
  take.disabled = chosen.size === 0 || state === null;
  take.textContent = chosen.size ? tr('Take: {}', move) : tr('Take');
  take.addEventListener('click', () => {
    boards.moore.delete(c);
    makeMove({component: c, move});
  });
  part.append(take);
}


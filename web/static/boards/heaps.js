// A row of heaps (the "heaps" shape): matches (a click takes that match and
// every one to its right), pins (a click knocks down `knock` adjacent pins,
// which may split the row), gaps (a click between two tokens splits the heap
// there), and Moore's Nim, heaps chosen one after the other, then taken.

import {svg} from '../dom.js';
import {tr, trn} from '../i18n.js';

import {boardImage, boards, clickable, lastMove, makeMove, note, redraw} from './board.js';
import {TAP} from './layout.js';
import {moveClass} from './legal.js';
import {heapMove, removedByRow} from './notation.js';

export function drawHeaps(part, board, c, legal) {
  const pins = board.click === 'knocks_down';
  const knocks = pins ? knockStates(board, c, legal) : new Map();
  // Unless chosen, the fewest pins that some move knocks down.
  const knock = boards.knock.get(c) || board.knock_counts.find((count) => knocks.get(count).legal) ||
      board.knock_counts[0] || 1;
  if (pins && board.knock_counts.length > 1) part.append(knockChooser(board, c, knock, knocks));
  // The engine's last move: its rows outlined, what it took drawn faint
  // after what it left (a knock in the middle of a row leaves two rows).
  const last = lastMove(c);
  const removed = last ? removedByRow(last) : new Map();
  // Room under each row for the handles of its gaps, where the tokens take
  // (Lasker's Nim): a row of tap targets of their own.
  const handles = board.splits && board.click !== 'nothing';
  const step = TAP, left = 70, rowHeight = 54 + (handles ? TAP : 0);
  const widest = Math.max(1, ...board.heaps.map((size, heap) => size + (removed.get(heap) || 0)));
  const image = boardImage(
      left + widest * step + 50, board.heaps.length * rowHeight + 6,
      tr('board of {}', board.position));
  image.classList.add('tappable');
  const row = {board, c, legal, image, pins, knock, step, left, handles};
  board.heaps.forEach((size, heap) => {
    const y = heap * rowHeight + 8;
    const gone = removed.get(heap) || 0;
    if (removed.has(heap)) {
      image.append(svg('rect', {
        x: left - 4, y: y - 4, width: (size + gone) * step + 8, height: rowHeight - 4, rx: 6,
        class: 'last-move'
      }));
    }
    image.append(svg(
        'text', {x: 2, y: y + 30, 'font-size': 13, class: 'heap-label'}, tr('heap {}', heap + 1)));
    image.append(svg(
        'text',
        {x: left + (size + gone) * step + 6, y: y + 30, 'font-size': 13, fill: '#5f6368', class: 'count'},
        `(${size})`));
    for (let k = 0; k < size; ++k) image.append(heapToken(row, heap, size, k, y));
    for (let k = size; k < size + gone; ++k) {
      const ghost = pins ? pin(left + k * step, y, step) : match(left + k * step, y, step);
      ghost.setAttribute('class', `${pins ? 'pin' : 'match'} taken by-engine`);
      image.append(ghost);
    }
    if (board.splits) drawGaps(row, heap, size, y);
  });
  part.append(image);
  const how = [];
  const movable = image.querySelector('[data-move]') !== null;
  if (board.click === 'takes_to_end' && movable) {
    how.push(tr('click a match: it and every match to its right are taken'));
  }
  if (pins && movable) {
    how.push(
        knock === 1 ? tr('click a pin to knock it down') :
                      tr('click a pin to knock it and the {} to its right down', knock - 1));
  }
  if (board.splits && movable) {
    how.push(handles ? tr('click between two tokens, or the circle under them, to split the heap there') :
                           tr('click between two tokens to split the heap there'));
  }
  // The clauses joined into one sentence, its first letter a capital.
  part.append(note(how.length ?
      tr('{}.', how.join(tr('; ')).replace(/^./, (first) => first.toUpperCase())) :
      noMoveNote(legal, c)));
}

// Why a board has nothing to click: the game is over, or its moves (a
// split into three heaps) are made from the list below.
export function noMoveNote(legal, c) {
  const any = legal === null || [...legal.keys()].some((key) => key.startsWith(`${c}|`));
  return any ? tr('No move here can be made by a click on the board: choose one from the list of moves below.') :
               tr('No move is left in this game.');
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
  const token = pins ? pin(x, y, step) : match(x, y, step);
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
    if (pins && knock > 1) {
      // Which pins fall: shown while the mouse is over a pin, or after a
      // first tap on a touch screen, which the second tap confirms.
      let touched = false;
      token.addEventListener('pointerdown', (event) => { touched = event.pointerType === 'touch'; });
      clickable(token, title, () => {
        const aim = `${heap}:${k}`;
        if (touched && image.dataset.aimed !== aim) {
          highlightPins(image, null);
          highlightPins(image, heap, k, knock, true);
          image.dataset.aimed = aim;
          return;
        }
        makeMove({component: c, move});
      });
      token.addEventListener('mouseenter', () => highlightPins(image, heap, k, knock, true));
      // A tap's aim stays (a touch screen sends the mouse away after it).
      token.addEventListener('mouseleave', () => {
        if (!image.dataset.aimed) highlightPins(image, heap, k, knock, false);
      });
    } else {
      clickable(token, title, () => makeMove({component: c, move}));
    }
  }
  token.dataset.heap = heap;
  token.dataset.index = k;
  return token;
}

// The gaps between the tokens of a heap where a click splits it: a thin
// mark, in a tap target as wide as a token where the tokens make no move
// (Grundy's game); beside tokens that take (Lasker's Nim), a narrow strip
// between them and a handle under the mark, in a tap target of its own.
function drawGaps({board, c, legal, image, step, left, handles}, heap, size, y) {
  for (let k = 1; k < size; ++k) {
    const move = heapMove(heap, size, [k, size - k]);
    const state = moveClass(legal, c, move);
    if (state === null) continue;
    const x = left + k * step;
    const gap = svg('g', {class: `gap ${state}`});
    const hit = handles ? 14 : step;
    gap.append(svg('rect', {x: x - hit / 2, y: y - 2, width: hit, height: 50, class: 'hit'}));
    gap.append(svg('rect', {x: x - 4, y, width: 8, height: 46, rx: 3, class: 'gap-mark'}));
    if (handles) {
      gap.append(svg('rect', {x: x - TAP / 2, y: y + 48, width: TAP, height: TAP, class: 'hit'}));
      gap.append(svg('path', {d: `M ${x} ${y + 48} L ${x} ${y + 58}`, class: 'gap-stem'}));
      gap.append(svg('circle', {cx: x, cy: y + 68, r: 10, class: 'gap-handle'}));
    }
    gap.dataset.move = move;
    gap.dataset.component = c;
    clickable(
        gap, tr('split heap {} into {} and {}', heap + 1, k, size - k),
        () => makeMove({component: c, move}));
    image.append(gap);
  }
}

// A match in the slot of width `step` at x, with a transparent tap target
// filling the slot.
export function match(x, y, step = TAP) {
  const group = svg('g', {});
  const mid = x + step / 2;
  group.append(svg('rect', {x, y: y - 2, width: step, height: 50, class: 'hit'}));
  group.append(svg('rect', {x: mid - 3, y: y + 12, width: 6, height: 32, rx: 2, class: 'stick'}));
  group.append(svg('circle', {cx: mid, cy: y + 10, r: 5, class: 'head'}));
  return group;
}

export function pin(x, y, step = TAP) {
  const group = svg('g', {});
  const mid = x + step / 2;
  group.append(svg('rect', {x, y: y - 2, width: step, height: 50, class: 'hit'}));
  group.append(svg('ellipse', {cx: mid, cy: y + 28, rx: 8, ry: 14, class: 'body'}));
  group.append(svg('circle', {cx: mid, cy: y + 10, r: 5, class: 'head'}));
  return group;
}

// Marks the pins a knock of `count` from pin `from` of `heap` takes (on),
// or unmarks them; with heap null, unmarks every pin.
export function highlightPins(image, heap, from, count, on) {
  if (heap === null) {
    for (const node of image.querySelectorAll('.aimed')) node.classList.remove('aimed');
    delete image.dataset.aimed;
    return;
  }
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
  chooser.append(' ' + tr('at a time (point at a pin, or tap it once, to see which fall)'));
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
  const step = TAP, left = 70, rowHeight = 54;
  const last = lastMove(c);
  const removed = last ? removedByRow(last) : new Map();
  const widest = Math.max(1, ...board.heaps.map((size, heap) => size + (removed.get(heap) || 0)));
  const image = boardImage(
      left + widest * step + 50, board.heaps.length * rowHeight + 6,
      tr('board of {}', board.position));
  image.classList.add('tappable');
  const mooreMove =
      (choice) => [...choice.keys()]
                      .sort((a, b) => a - b)
                      .map((heap) => `${heap + 1}:${board.heaps[heap]}->${choice.get(heap)}`)
                      .join(',');
  board.heaps.forEach((size, heap) => {
    const y = heap * rowHeight + 8;
    const gone = removed.get(heap) || 0;
    if (removed.has(heap)) {
      image.append(svg('rect', {
        x: left - 4, y: y - 4, width: (size + gone) * step + 8, height: rowHeight - 4, rx: 6,
        class: 'last-move'
      }));
    }
    for (let k = size; k < size + gone; ++k) {
      const ghost = match(left + k * step, y, step);
      ghost.setAttribute('class', 'match taken by-engine');
      image.append(ghost);
    }
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


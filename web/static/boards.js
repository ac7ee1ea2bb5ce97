// The boards: one per component of the position, drawn in SVG from the
// server's description ("boards" in /api/solve) and played by clicks. A click
// becomes the move's notation, checked against the legal moves the server
// listed (when it listed them; otherwise the server checks it). Every
// clickable piece carries data-move (the move it makes) or data-piece (a
// piece to pick up first), and the class winning or losing.
'use strict';

const boards = {
  // Moore's Nim: the heaps chosen so far, per component: Map heap -> tokens left.
  moore: new Map(),
  // Staircase and Welter: the piece picked up, per component.
  picked: new Map(),
  // Kayles-like rows: how many adjacent pins a click knocks down, per component.
  knock: new Map(),
  // Undirected graphs: the layout of each component's first picture in the
  // game that began at `start` (see keptLayout).
  layouts: {start: null, pictures: new Map()}
};

// Legal moves by component and notation -> the move as listed ({winning,
// description, ...}); null when the answer lists only some of them (a
// page of a long list: the board cannot tell the others from illegal ones).
function legalMoves(answer) {
  if (!answer.legal_moves || answer.legal_moves.length < answer.legal_move_count) return null;
  const legal = new Map();
  for (const move of answer.legal_moves) legal.set(`${move.component}|${move.move}`, move);
  return legal;
}

// "winning", "losing" or null (not a legal move) for a move of component c.
function moveClass(legal, c, move) {
  if (legal === null) return 'unknown';
  const listed = legal.get(`${c}|${move}`);
  return listed === undefined ? null : listed.winning ? 'winning' : 'losing';
}

// What a move does, in the server's words when it listed the move.
function moveTitle(legal, c, move, otherwise) {
  const listed = legal && legal.get(`${c}|${move}`);
  return listed && listed.description ? listed.description : otherwise;
}

// A clickable SVG shape: a button to a screen reader and to the keyboard.
function clickable(node, title, action) {
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
function vertexName(point, name) {
  return svg('text', {x: point.x, y: point.y + 4, 'text-anchor': 'middle', 'font-size': 12, class: 'vertex-name'},
             name);
}

// An SVG drawn at its natural size, scaled down to fit a narrow screen.
function boardImage(width, height, label) {
  return svg('svg', {
    viewBox: `0 0 ${width} ${height}`,
    width,
    class: 'board-image',
    role: 'group',
    'aria-label': label
  });
}

function drawBoards(answer) {
  const container = $('board');
  container.replaceChildren();
  const legal = legalMoves(answer);
  const several = answer.boards.length > 1;
  let anyDrawn = false;
  answer.boards.forEach((board, c) => {
    const part = document.createElement('div');
    part.className = `board-part board-${board.shape.replace('_', '-')}`;
    if (several) {
      const title = document.createElement('h4');
      title.textContent = tr('game {}: {}', c + 1, board.position);
      part.append(title);
    }
    const draw = {
      heaps: board.heaps_per_move > 1 ? drawMoore : drawHeaps,
      strip: board.look === 'staircase' ? drawStaircase : drawWelter,
      queen: drawWythoff,
      directed_graph: drawGraph,
      coin_row: drawCoins,
      coin_grid: drawGrid,
      undirected_graph: drawUndirected,
      cells: drawCells
    }[board.shape];
    if (draw) {
      draw(part, board, c, legal);
      anyDrawn = true;
    } else {
      part.append(note(tr('No board for this game here: choose a move from the list below.')));
    }
    container.append(part);
  });
  container.append(moveList(answer, !anyDrawn));
}

// Every legal move as a button: the way to play a game without a board, and
// the moves a board cannot show (a split into three heaps). A position with
// more than the answer lists (300) shows those and "Show 100 more", which
// asks /api/moves for the next page: never for all of them.
function moveList(answer, open) {
  const details = document.createElement('details');
  details.className = 'move-list';
  details.open = open;
  const summary = document.createElement('summary');
  const moves = answer.legal_moves || [];
  summary.textContent = legalSummary(answer);
  details.append(summary);
  const options = document.createElement('div');
  options.className = 'options';
  for (const move of moves) options.append(moveButton(move, answer.boards.length > 1));
  details.append(options);
  if (moreLegalMoves(answer)) details.append(moreLegalButton(answer, summary, options));
  // Any move typed in the game's notation, e.g. "1 3" (take 3 from heap 1;
  // in a sum "game 2: 1 3"): the way to play where the board is too large
  // to draw and the moves too many to list.
  const form = document.createElement('form');
  form.className = 'typed-move';
  const input = document.createElement('input');
  input.id = 'typed-move';
  const example = moves.length ? moves[0] : null;
  // The example stays in the notation the server reads ("game N: ..." too).
  input.placeholder = !example ?
      tr('type a move') :
      answer.boards.length > 1 ?
      tr('type a move, e.g. {}', `game ${example.component + 1}: ${example.move}`) :
      tr('type a move, e.g. {}', example.move);
  input.setAttribute('aria-label', tr('type a move'));
  input.spellcheck = false;
  const submit = document.createElement('button');
  submit.type = 'submit';
  submit.textContent = tr('Play');
  form.append(input, submit);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    // Sent as typed: the server reads "game N: ..." in a sum itself.
    play({move: input.value.trim()});
  });
  details.append(form);
  return details;
}

// "All moves as text (12)", or for a page of them "(300 of 10,000)".
function legalSummary(answer) {
  if (!answer.legal_moves) return tr('Too many moves to list: use the board');
  const shown = answer.legal_moves.length;
  const count = formatCount(answer.legal_move_count);
  if (answer.legal_move_count_exact === false)
    return tr('All moves as text ({} of at least {})', shown, count);
  return shown < answer.legal_move_count ? tr('All moves as text ({} of {})', shown, count) :
                                           tr('All moves as text ({})', shown);
}

// Whether legal moves follow those the answer lists.
function moreLegalMoves(answer) {
  return Boolean(answer.legal_moves) &&
      (answer.legal_move_count_exact === false ||
       answer.legal_moves.length < answer.legal_move_count);
}

// A legal move, named by its game in a sum ("game 2: 1:3->1"), as the
// command names it.
function moveButton(move, inSum) {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = move.winning ? 'move-win' : 'move-lose';
  button.textContent = inSum ? tr('game {}: {}', move.component + 1, move.move) : move.move;
  button.title = move.description;
  button.dataset.component = move.component;
  button.dataset.move = move.move;
  button.addEventListener('click', () => play({component: move.component, move: move.move}));
  return button;
}

// "Show 100 more" legal moves: the next page is added to the answer's list
// (so that the boards keep it when drawn again); once the list is whole,
// the boards are drawn again, now able to colour every move.
function moreLegalButton(answer, summary, options) {
  const box = document.createElement('p');
  box.className = 'more';
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'more-legal';
  const left = () => answer.legal_move_count_exact === false ?
      MOVES_PER_PAGE :
      movesLeft(answer.legal_move_count, answer.legal_moves.length, MOVES_PER_PAGE);
  button.textContent = tr('Show {} more', left());
  const failed = document.createElement('span');
  failed.className = 'note';
  button.addEventListener('click', async () => {
    button.disabled = true;
    failed.textContent = '';
    try {
      const page = await legalPage(answer);
      for (const move of page.moves) options.append(moveButton(move, answer.boards.length > 1));
      summary.textContent = legalSummary(answer);
      if (!moreLegalMoves(answer)) {
        box.remove();
        if (game.answer === answer) redrawWithList(answer);
        return;
      }
      button.textContent = tr('Show {} more', left());
    } catch (error) {
      failed.textContent = failureText(error);
    }
    button.disabled = false;
  });
  box.append(button, ' ', failed);
  return box;
}

// The next page of legal moves, added to the answer's; the count, a lower
// bound past 10,000, grows with what was listed, and is exact after the last.
async function legalPage(answer) {
  const page = await api('api/moves', {
    position: answer.position,
    misere: answer.play === 'misere',
    list: 'legal',
    offset: answer.legal_moves.length,
    limit: MOVES_PER_PAGE
  });
  answer.legal_moves = answer.legal_moves.concat(page.moves);
  if (page.next_offset === null) {
    answer.legal_move_count = answer.legal_moves.length;
    delete answer.legal_move_count_exact;
  } else if (answer.legal_moves.length > answer.legal_move_count) {
    answer.legal_move_count = answer.legal_moves.length;
  }
  return page;
}

// The boards again, the list of moves left open.
function redrawWithList(answer) {
  drawBoards(answer);
  const list = $('board').querySelector('details.move-list');
  if (list) list.open = true;
}

// ---------------------------------------------------------------- heaps --
// Matches (a click takes that match and every one to its right), pins (a
// click knocks down `knock` adjacent pins, which may split the row) and gaps
// (a click between two tokens splits the heap there).

function heapMove(heap, size, parts) {
  const left = parts.filter((p) => p > 0).sort((a, b) => a - b);
  return `${heap + 1}:${size}->${left.length ? left.join('+') : 0}`;
}

function drawHeaps(part, board, c, legal) {
  const pins = board.click === 'knocks_down';
  // For each number of pins knocked at once: whether some move knocks that
  // many, and whether one of them wins.
  const knocks = new Map();
  if (pins) {
    for (const count of board.knock_counts) {
      const states = [];
      board.heaps.forEach((size, heap) => {
        for (let k = 0; k + count <= size; ++k)
          states.push(moveClass(legal, c, heapMove(heap, size, [k, size - k - count])));
      });
      knocks.set(
          count, {legal: states.some((s) => s !== null), winning: states.includes('winning')});
    }
  }
  // Unless chosen, the fewest pins that some move knocks down.
  const knock = boards.knock.get(c) || board.knock_counts.find((count) => knocks.get(count).legal) ||
      board.knock_counts[0] || 1;
  if (pins && board.knock_counts.length > 1) part.append(knockChooser(board, c, knock, knocks));
  const step = 22, left = 70, rowHeight = 54;
  const widest = Math.max(1, ...board.heaps);
  const image = boardImage(
      left + widest * step + 50, board.heaps.length * rowHeight + 6,
      tr('board of {}', board.position));
  board.heaps.forEach((size, heap) => {
    const y = heap * rowHeight + 8;
    image.append(svg(
        'text', {x: 2, y: y + 30, 'font-size': 13, class: 'heap-label'}, tr('heap {}', heap + 1)));
    image.append(svg(
        'text',
        {x: left + size * step + 6, y: y + 30, 'font-size': 13, fill: '#5f6368', class: 'count'},
        `(${size})`));
    for (let k = 0; k < size; ++k) {
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
        clickable(token, title, () => play({component: c, move}));
        if (pins && knock > 1) {
          token.addEventListener('mouseenter', () => highlightPins(image, heap, k, knock, true));
          token.addEventListener('mouseleave', () => highlightPins(image, heap, k, knock, false));
        }
      }
      token.dataset.heap = heap;
      token.dataset.index = k;
      image.append(token);
    }
    if (board.splits) {
      for (let k = 1; k < size; ++k) {
        const move = heapMove(heap, size, [k, size - k]);
        const state = moveClass(legal, c, move);
        if (state === null) continue;
        const x = left + k * step - 3;
        const gap =
            svg('rect', {x: x - 4, y: y, width: 8, height: 46, rx: 3, class: `gap ${state}`});
        gap.dataset.move = move;
        gap.dataset.component = c;
        clickable(
            gap, tr('split heap {} into {} and {}', heap + 1, k, size - k),
            () => play({component: c, move}));
        image.append(gap);
      }
    }
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

function match(x, y) {
  const group = svg('g', {});
  group.append(svg('rect', {x: x + 5, y: y + 12, width: 6, height: 32, rx: 2, class: 'stick'}));
  group.append(svg('circle', {cx: x + 8, cy: y + 10, r: 5, class: 'head'}));
  return group;
}

function pin(x, y) {
  const group = svg('g', {});
  group.append(svg('ellipse', {cx: x + 8, cy: y + 28, rx: 7, ry: 14, class: 'body'}));
  group.append(svg('circle', {cx: x + 8, cy: y + 10, r: 5, class: 'head'}));
  return group;
}

function highlightPins(image, heap, from, count, on) {
  for (const node of image.querySelectorAll(`g[data-heap="${heap}"]`)) {
    const k = Number(node.dataset.index);
    node.classList.toggle('aimed', on && k >= from && k < from + count);
  }
}

function knockChooser(board, c, current, knocks) {
  const chooser = document.createElement('div');
  chooser.className = 'knock';
  chooser.append(tr('Knock down') + ' ');
  for (const count of board.knock_counts) {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = count === 1 ? tr('1 pin') : tr('{} pins', count);
    const {legal, winning} = knocks.get(count);
    // Green when some knock of this many pins wins; unusable when none is legal.
    button.className = (count === current ? 'chosen' : '') + (winning ? ' winning' : '');
    button.disabled = !legal;
    button.dataset.knock = count;
    button.addEventListener('click', () => {
      boards.knock.set(c, count);
      drawBoards(game.answer);
    });
    chooser.append(button);
  }
  chooser.append(' ' + tr('at a time (hover to aim)'));
  return chooser;
}

// ---------------------------------------------------------- Moore's Nim --
// Heaps of matches; clicks choose how many to leave in up to k heaps, then
// "Take" plays all of them as one move.

function drawMoore(part, board, c, legal) {
  const chosen = boards.moore.get(c) || new Map();
  part.append(note(tr(
      'Take from up to {} heaps at once: click a match in each heap (it and those to its right go), then Take.',
      board.heaps_per_move)));
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
        drawBoards(game.answer);
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
    play({component: c, move});
  });
  part.append(take);
}

// ------------------------------------------------------ Wythoff's queen --
// The queen stands on (first heap, second heap) with the corner at (0, 0);
// she moves left, down or diagonally towards the corner. The cold squares
// (losing positions: whoever must move from them loses) are shaded; the
// squares she can reach are outlined, green where the move wins.

function drawWythoff(part, board, c, legal) {
  const a = board.column, b = board.row;
  const n = Math.max(a, b) + 1, cell = Math.max(18, Math.min(34, Math.floor(340 / n)));
  const margin = 22;
  const image = boardImage(
      margin + n * cell + 4, n * cell + margin + 4, tr('Wythoff board, queen at {} {}', a, b));
  const cold = new Set(board.cold_squares.map(([x, y]) => `${x},${y}`));
  const top = (y) => (n - 1 - y) * cell + 2;
  for (let x = 0; x < n; ++x) {
    image.append(
        svg('text', {
          x: margin + x * cell + cell / 2,
          y: n * cell + 16,
          'text-anchor': 'middle',
          'font-size': 10,
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
        clickable(square, tr('move the queen to {} {}', x, y), () => play({component: c, move}));
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
  part.append(image);
  part.append(note(tr(
      'Shaded squares are cold: whoever must move from one loses. Click a square the queen can reach.')));
}

// ---------------------------------------------------------- the monks --
// Steps rising to the right, a monk on each occupied step. Click a monk,
// then the step to move it up to.

function drawStaircase(part, board, c, legal) {
  const steps = board.tokens, topStep = steps[steps.length - 1];
  const w = 28, rise = 12, height = topStep * rise + 60;
  const image = boardImage(topStep * w + 40, height, tr('staircase of {}', board.position));
  const picked = boards.picked.get(c);
  const base = height - 20;
  for (let s = 1; s <= topStep; ++s) {
    const x = (s - 1) * w + 10, y = base - s * rise;
    const move = picked !== undefined ? `${picked}->${s}` : null;
    const state = move !== null && s > picked ? moveClass(legal, c, move) : null;
    const stair = svg(
        'rect',
        {x, y, width: w, height: base - y + 2, class: `stair${state ? ' target ' + state : ''}`});
    if (state) target(stair, c, move, tr('move the monk on step {} up to step {}', picked, s));
    image.append(stair);
    if (s % 5 === 0 || s === 1) {
      image.append(svg(
          'text',
          {x: x + w / 2, y: base + 14, 'text-anchor': 'middle', 'font-size': 9, fill: '#5f6368'},
          s));
    }
  }
  for (const s of steps) {
    image.append(piece(c, legal, {
      from: s,
      key: s,
      picked,
      cx: (s - 1) * w + 10 + w / 2,
      cy: base - s * rise - 10,
      r: 10,
      kind: 'monk',
      title: tr('pick the monk on step {}', s)
    }));
  }
  part.append(image);
  part.append(note(
      picked === undefined ? tr('Click a monk, then the step to move him up to.') :
                             tr('The monk on step {}: click a step above him.', picked)));
}

// ---------------------------------------------------------- Welter's strip --
// Squares numbered from 0; a coin moves down to any empty square below it.

function drawWelter(part, board, c, legal) {
  const squares = board.tokens, last = squares[squares.length - 1];
  const cell = 32;
  const image = boardImage((last + 1) * cell + 8, 62, tr('strip of {}', board.position));
  const picked = boards.picked.get(c);
  const occupied = new Set(squares);
  for (let s = 0; s <= last; ++s) {
    const x = s * cell + 4;
    const move = picked !== undefined ? `${picked}->${s}` : null;
    const state =
        move !== null && s < picked && !occupied.has(s) ? moveClass(legal, c, move) : null;
    const square = svg(
        'rect',
        {x, y: 4, width: cell, height: cell, class: `square${state ? ' target ' + state : ''}`});
    if (state) {
      target(square, c, move, tr('move the coin on square {} down to square {}', picked, s));
    }
    image.append(square);
    image.append(svg(
        'text', {x: x + cell / 2, y: 54, 'text-anchor': 'middle', 'font-size': 11, fill: '#5f6368'},
        s));
  }
  for (const s of squares) {
    image.append(piece(c, legal, {
      from: s,
      key: s,
      picked,
      cx: s * cell + 4 + cell / 2,
      cy: 4 + cell / 2,
      r: 11,
      kind: 'coin',
      title: tr('pick the coin on square {}', s)
    }));
  }
  part.append(image);
  part.append(note(
      picked === undefined ? tr('Click a coin, then an empty square below it.') :
                             tr('The coin on square {}: click an empty square below it.', picked)));
}

// ---------------------------------------------------------- game graphs --
// The vertices the tokens can reach, in rows by their distance from the
// tokens; a token slides along an edge (arrows). Click a token, then the
// vertex to slide it to.

function drawGraph(part, board, c, legal) {
  const byLayer = [];
  board.vertices.forEach((vertex, v) => (byLayer[vertex.layer] ||= []).push(v));
  const widest = Math.max(...byLayer.map((layer) => layer.length));
  const gapX = 70, gapY = 70, r = 16;
  const width = Math.max(200, widest * gapX + 40), height = byLayer.length * gapY + 20;
  const place = [];
  byLayer.forEach((layer, row) => layer.forEach((v, i) => {
    place[v] = {x: (width * (i + 1)) / (layer.length + 1), y: row * gapY + 30};
  }));
  const image = boardImage(width, height, tr('game graph {}', board.position));
  const defs = svg('defs', {});
  const marker = svg('marker', {
    id: `arrow-${c}`,
    viewBox: '0 0 10 10',
    refX: 10,
    refY: 5,
    markerWidth: 7,
    markerHeight: 7,
    orient: 'auto-start-reverse'
  });
  marker.append(svg('path', {d: 'M 0 0 L 10 5 L 0 10 z', fill: '#5f6368'}));
  defs.append(marker);
  image.append(defs);
  for (const [from, to] of board.arcs) {
    const a = place[from], b = place[to];
    const dx = b.x - a.x, dy = b.y - a.y, length = Math.hypot(dx, dy) || 1;
    const start = {x: a.x + (dx / length) * r, y: a.y + (dy / length) * r};
    const end = {x: b.x - (dx / length) * (r + 2), y: b.y - (dy / length) * (r + 2)};
    // Edges that do not go down a row (cycles) bend, so that a->b and b->a differ.
    const bend = board.vertices[to].layer > board.vertices[from].layer ? 0 : 28;
    const mid = {
      x: (start.x + end.x) / 2 - (dy / length) * bend,
      y: (start.y + end.y) / 2 + (dx / length) * bend
    };
    image.append(svg('path', {
      d: `M ${start.x} ${start.y} Q ${mid.x} ${mid.y} ${end.x} ${end.y}`,
      fill: 'none',
      stroke: '#9aa0a6',
      'stroke-width': 1.5,
      'marker-end': `url(#arrow-${c})`,
      class: 'edge'
    }));
  }
  const picked = boards.picked.get(c);
  const several = board.tokens.length > 1;
  const from = picked === undefined ? null : board.vertices[board.tokens[picked]].name;
  board.vertices.forEach((vertex, v) => {
    const move = from === null ? null : `${several ? `${picked + 1}:` : ''}${from}->${vertex.name}`;
    const isFollower =
        picked !== undefined && board.arcs.some(([a, b]) => a === board.tokens[picked] && b === v);
    const state = isFollower ? moveClass(legal, c, move) : null;
    const circle =
        svg('circle',
            {cx: place[v].x, cy: place[v].y, r, class: `vertex${state ? ' target ' + state : ''}`});
    if (state) target(circle, c, move, tr('slide the token from {} to {}', from, vertex.name));
    image.append(circle);
    image.append(vertexName(place[v], vertex.name));
  });
  board.tokens.forEach((v, t) => {
    const name = board.vertices[v].name;
    const others = board.tokens.slice(0, t).filter((w) => w === v).length;
    image.append(piece(c, legal, {
      from: several ? `${t + 1}:${name}` : name,
      key: t,
      picked,
      cx: place[v].x + r - 2 + others * 9,
      cy: place[v].y - r + 2,
      r: 7,
      kind: 'token',
      title: tr('pick token {} on {}', t + 1, name)
    }));
  });
  part.append(image);
  part.append(note(
      picked === undefined ? tr('Click a token, then the vertex to slide it to.') :
                             tr('The token on {}: click a vertex an arrow leads to.', from)));
}

// ---------------------------------------------------- undirected graphs --
// A graph laid out by the server (Node-Kayles, Arc-Kayles, Hackenbush): a
// click on a vertex or an edge makes the move the server named for it.
// Hovering over one shows what goes with it: a vertex's neighbours, the edges
// touching an edge or, above a ground, the edges that would fall.

function drawUndirected(part, board, c, legal) {
  const grounded = board.ground !== undefined;
  // Room around the picture for the loops (Hackenbush's), which may point any way.
  const scale = 0.75, margin = board.edges.some(({ends: [v, w]}) => v === w) ? 40 : 28;
  const longest = Math.max(1, ...board.vertices.map((vertex) => vertex.name.length));
  // Names inside the vertices, or beside the dots of a picture on the ground.
  const r = grounded ? 5 : Math.max(14, 5 + 3.5 * longest);
  const layout = keptLayout(board, c);
  const groundY = margin + layout.height * scale;
  const width = layout.width * scale + 2 * margin;
  const image =
      boardImage(width, groundY + (grounded ? 16 : margin), tr('graph of {}', board.position));
  const place = board.vertices.map((vertex) => {
    const at = layout.at.get(vertex.name);
    return {x: margin + at.x * scale, y: margin + at.y * scale};
  });
  if (grounded) {
    image.append(svg('rect', {x: 0, y: groundY, width, height: 12, class: 'ground'}));
  }
  // What goes with each piece, for the hover: vertex -> vertices, edge -> edges.
  const touching = (e) => board.edges.flatMap(
      ({ends}, f) => f !== e && ends.some((v) => board.edges[e].ends.includes(v)) ? [f] : []);
  const goes = {
    vertex: (v) =>
        board.edges.flatMap(({ends}) => ends.includes(v) ? ends.filter((w) => w !== v) : []),
    edge: (e) => grounded ? fallingEdges(board, e) : touching(e)
  };
  const aim = (kind, nodes, on) => {
    for (const i of nodes) {
      const node = image.querySelector(`[data-${kind}="${i}"]`);
      if (node) node.classList.toggle('aimed', on);
    }
  };
  // Parallel edges (and loops at one vertex) are spread apart: the copies of
  // each pair of ends, in order.
  const copies = new Map();
  const pairKey = ({ends: [v, w]}) => (v < w ? `${v},${w}` : `${w},${v}`);
  for (const edge of board.edges) copies.set(pairKey(edge), (copies.get(pairKey(edge)) || 0) + 1);
  const seen = new Map();
  board.edges.forEach((edge, e) => {
    const key = pairKey(edge), count = copies.get(key), k = seen.get(key) || 0;
    seen.set(key, k + 1);
    const spread = k - (count - 1) / 2;
    const shape = edgeShape(board, place, edge.ends, {r, groundY, spread, grounded});
    const group = svg('g', {class: 'edge-piece'});
    group.dataset.edge = e;
    group.append(svg('path', {d: shape.d, class: 'edge-line'}));
    const state = edge.move === undefined ? null : moveClass(legal, c, edge.move);
    if (state) {
      // A wide invisible stroke and a handle in the middle: easy to hit.
      group.prepend(svg('path', {d: shape.d, class: 'edge-hit'}));
      group.append(
          svg('circle', {cx: shape.middle.x, cy: shape.middle.y, r: 5, class: 'edge-handle'}));
      group.classList.add(state);
      target(
          group, c, edge.move,
          moveTitle(
              legal, c, edge.move,
              grounded ? tr('cut the edge {}', edge.move) : tr('take the edge {}', edge.move)));
      group.addEventListener('mouseenter', () => aim('edge', goes.edge(e), true));
      group.addEventListener('mouseleave', () => aim('edge', goes.edge(e), false));
    }
    image.append(group);
  });
  board.vertices.forEach((vertex, v) => {
    if (v === board.ground) return;  // drawn as the line at the bottom
    const state = vertex.move === undefined ? null : moveClass(legal, c, vertex.move);
    const circle = svg('circle', {
      cx: place[v].x,
      cy: place[v].y,
      r,
      class: `vertex${grounded ? ' dot' : ''}${state ? ' target ' + state : ''}`
    });
    circle.dataset.vertex = v;
    if (state) {
      target(circle, c, vertex.move, moveTitle(legal, c, vertex.move, tr('take {}', vertex.name)));
      circle.addEventListener('mouseenter', () => aim('vertex', goes.vertex(v), true));
      circle.addEventListener('mouseleave', () => aim('vertex', goes.vertex(v), false));
    }
    image.append(circle);
    if (!grounded) {
      image.append(vertexName(place[v], vertex.name));
      return;
    }
    // Beside the dot: up and right, or away from its loops.
    const looped = board.edges.some(({ends: [a, b]}) => a === v && b === v);
    const away = looped ? loopAngle(board, place, v, groundY, grounded) + Math.PI : -Math.PI / 4;
    image.append(
        svg('text', {
          x: place[v].x + Math.cos(away) * (r + 4),
          y: place[v].y + Math.sin(away) * (r + 4) + 4,
          'text-anchor': Math.cos(away) > 0.3 ? 'start' :
              Math.cos(away) < -0.3           ? 'end' :
                                                'middle',
          'font-size': 11,
          class: 'vertex-name'
        },
            vertex.name));
  });
  part.append(image);
  part.append(note(
      board.vertices.some((vertex) => vertex.move !== undefined) ?
          tr('Click a vertex to take it: its neighbours go with it.') :
          grounded ? tr('Click an edge to cut it: whatever no longer reaches the ground falls.') :
                     tr('Click an edge to take it: the edges touching it go with it.')));
}

// Where to draw the vertices of component c's picture, by name, and the box
// of the drawing: the server's layout of the first position of the game
// where it had these vertices, so that the picture stays put as pieces go.
// (The server lays out each position anew, and a position played from a
// named graph, a grid, is written as its edges.)
function keptLayout(board, c) {
  if (boards.layouts.start !== game.start)
    boards.layouts = {start: game.start, pictures: new Map()};
  const kept = boards.layouts.pictures.get(c);
  if (kept && board.vertices.every((vertex) => kept.at.has(vertex.name))) return kept;
  const fresh = {
    at: new Map(board.vertices.map((vertex) => [vertex.name, {x: vertex.x, y: vertex.y}])),
    width: board.width,
    height: board.height
  };
  boards.layouts.pictures.set(c, fresh);
  return fresh;
}

// The path of an edge of an undirected graph from one end to the other, and
// its middle (where its handle goes). An end on the ground stands on the
// ground line under the other end; a loop is a small circle above its
// vertex; the `spread`-th of parallel edges bends that far to one side, and
// an edge that would cross a vertex bends around it.
function edgeShape(board, place, [v, w], {r, groundY, spread, grounded}) {
  const onGround = (u) => grounded && u === board.ground;
  if (v === w) {
    const angle = loopAngle(board, place, v, groundY, grounded) + spread * 0.9;
    const loop = 11, from = onGround(v) ? 0 : r;
    const at = onGround(v) ? {x: place[v].x, y: groundY} : place[v];
    const centre = {
      x: at.x + Math.cos(angle) * (from + loop - 3),
      y: at.y + Math.sin(angle) * (from + loop - 3)
    };
    const d = `M ${centre.x - loop} ${centre.y} a ${loop} ${loop} 0 1 0 ${2 * loop} 0 ` +
        `a ${loop} ${loop} 0 1 0 -${2 * loop} 0 Z`;
    return {
      d,
      middle: {x: centre.x + Math.cos(angle) * loop, y: centre.y + Math.sin(angle) * loop}
    };
  }
  let a = place[v], b = place[w];
  if (onGround(v)) a = {x: b.x, y: groundY};
  if (onGround(w)) b = {x: a.x, y: groundY};
  const dx = b.x - a.x, dy = b.y - a.y, length = Math.hypot(dx, dy) || 1;
  const ux = dx / length, uy = dy / length;
  const start = onGround(v) ? a : {x: a.x + ux * r, y: a.y + uy * r};
  const end = onGround(w) ? b : {x: b.x - ux * r, y: b.y - uy * r};
  // Bends away from a vertex lying on the straight line.
  const blocked = board.vertices.some((vertex, u) => {
    if (u === v || u === w || onGround(u)) return false;
    const t = ((place[u].x - a.x) * ux + (place[u].y - a.y) * uy);
    const off = Math.abs((place[u].x - a.x) * uy - (place[u].y - a.y) * ux);
    return t > 0 && t < length && off < r + 8;
  });
  const bend = spread * 30 + (blocked && spread === 0 ? 2 * r + 24 : 0);
  const control = {x: (start.x + end.x) / 2 - uy * bend, y: (start.y + end.y) / 2 + ux * bend};
  if (bend === 0) {
    return {d: `M ${start.x} ${start.y} L ${end.x} ${end.y}`, middle: control};
  }
  return {
    d: `M ${start.x} ${start.y} Q ${control.x} ${control.y} ${end.x} ${end.y}`,
    middle: {x: (start.x + 2 * control.x + end.x) / 4, y: (start.y + 2 * control.y + end.y) / 4}
  };
}

// Which way the loops at vertex v point: up from the ground, else into the
// widest gap between the vertex's other edges.
function loopAngle(board, place, v, groundY, grounded) {
  const up = -Math.PI / 2;
  if (grounded && v === board.ground) return up;
  const angles = [];
  for (const {ends: [a, b]} of board.edges) {
    if (a === b || (a !== v && b !== v)) continue;
    const u = a === v ? b : a;
    const to = grounded && u === board.ground ? {x: place[v].x, y: groundY} : place[u];
    angles.push(Math.atan2(to.y - place[v].y, to.x - place[v].x));
  }
  angles.sort((x, y) => x - y);
  let best = up, widest = 0;
  angles.forEach((angle, i) => {
    const next = i + 1 < angles.length ? angles[i + 1] : angles[0] + 2 * Math.PI;
    if (next - angle > widest + 1e-9) {
      widest = next - angle;
      best = (angle + next) / 2;
    }
  });
  return best;
}

// The edges of a picture on the ground that fall when edge `cut` goes: those
// no longer joined to the ground.
function fallingEdges(board, cut) {
  const reached = new Set([board.ground]);
  for (let grew = true; grew;) {
    grew = false;
    board.edges.forEach(({ends: [v, w]}, e) => {
      if (e === cut || reached.has(v) === reached.has(w)) return;
      reached.add(reached.has(v) ? w : v);
      grew = true;
    });
  }
  return board.edges.flatMap(({ends: [v]}, e) => (e !== cut && !reached.has(v) ? [e] : []));
}

// ---------------------------------------------------------------- cells --
// A board of squares (Cram, Chomp): a click on a square makes the move the
// server named for it; a domino's move is two clicks, one on each of its
// squares. Squares no longer on the board are grey; a marked square (a
// poisoned one) is crossed.

function drawCells(part, board, c, legal) {
  const cell = Math.max(18, Math.min(40, Math.floor(360 / Math.max(board.columns, board.rows))));
  const margin = 24;
  const image = boardImage(
      margin + board.columns * cell + 4, margin + board.rows * cell + 4,
      tr('board of {}', board.position));
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
  board.cells.forEach((square, i) => {
    const x = left(square.column), y = top(square.row);
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
  });
  // Green and picked outlines on top of their neighbours' lines.
  for (const node of image.querySelectorAll('.cell.winning, .cell.picked')) image.append(node);
  part.append(image);
  part.append(note(
      board.cells.some((square) => square.move !== undefined) ?
          tr('Click a square: it goes, with every square above it and to its right.') :
          pickedIndex < 0 ?
          tr('Click a free square, then a free square beside it: a domino covers both.') :
          tr('Square {}: click a free square beside it to place the domino.', picked)));
}

// ---------------------------------------------------------------- coins --
// A row of coins, heads (H) and tails (T). Click a head: it is the coin that
// goes to tails; then click the other coins to turn with it (to its left),
// and Turn. In a game of runs, one click on a coin to the left chooses the
// run from it to the head.

function drawCoins(part, board, c, legal) {
  const first = board.first_coin;
  const last = board.heads.length ? board.heads[board.heads.length - 1] : first;
  const cell = 30;
  const image =
      boardImage((last - first + 1) * cell + 8, 62, tr('coins of {}', board.position));
  const picked = boards.picked.get(c);  // {head, others: [coins]}
  const heads = new Set(board.heads);
  const runs = board.coins_per_turn.length === 0;
  const most = runs ? Infinity : Math.max(...board.coins_per_turn) - 1;
  part.dataset.runs = runs;
  const moveText = (choice) => [choice.head, ...[...choice.others].sort((a, b) => b - a)].join(',');
  for (let coin = first; coin <= last; ++coin) {
    const x = (coin - first) * cell + 4 + cell / 2;
    const chosen = picked && (picked.head === coin || picked.others.includes(coin));
    const face = svg('circle', {
      cx: x,
      cy: 18,
      r: 12,
      class: `coin ${heads.has(coin) ? 'heads' : 'tails'}${chosen ? ' picked' : ''}`
    });
    image.append(face);
    image.append(
        svg('text', {x, y: 22, 'text-anchor': 'middle', 'font-size': 11, class: 'coin-face'},
            heads.has(coin) ? 'H' : 'T'));
    image.append(
        svg('text', {x, y: 54, 'text-anchor': 'middle', 'font-size': 10, fill: '#5f6368'}, coin));
    if (!picked && heads.has(coin)) {
      const canMove = legal === null ||
          [...legal.keys()].some(
              (key) => key === `${c}|${coin}` || key.startsWith(`${c}|${coin},`));
      if (canMove) {
        face.classList.add('movable');
        face.dataset.piece = coin;
        face.dataset.component = c;
        clickable(face, tr('turn the head on coin {}', coin), () => {
          boards.picked.set(c, {head: coin, others: []});
          drawBoards(game.answer);
        });
      }
    } else if (picked && coin < picked.head) {
      face.dataset.coin = coin;
      clickable(face, tr('turn coin {} too', coin), () => {
        let others = picked.others;
        if (runs) {
          others = [];
          for (let run = picked.head - 1; run >= coin; --run) others.push(run);
        } else if (others.includes(coin)) {
          others = others.filter((other) => other !== coin);
        } else if (others.length < most) {
          others = [...others, coin];
        }
        boards.picked.set(c, {head: picked.head, others});
        drawBoards(game.answer);
      });
    } else if (picked && coin === picked.head) {
      clickable(face, tr('put coin {} back', coin), () => {
        boards.picked.delete(c);
        drawBoards(game.answer);
      });
    }
  }
  part.append(image);
  if (picked) part.append(turnButton(c, legal, moveText(picked)));
  const how = runs ? tr('then a coin to its left: the run from it to the head turns too') :
      most === 1   ? tr('then up to 1 coin to its left to turn too') :
                     tr('then up to {} coins to its left to turn too', most);
  part.append(note(
      picked ? tr('Coin {} goes to tails; {}; then Turn.', picked.head, how) :
               tr('Click a head to turn it to tails; {}.', how)));
}

// ------------------------------------------------------- coins on a grid --
// A product of two coin-turning games: a move turns a set of columns times a
// set of rows, the far corner a head. Click a head; then a coin to its lower
// left chooses a column and a row at once, a coin in its row a column, a coin
// in its column a row; then Turn.

// The other coins of one dimension after a click on `coin`: a run from it to
// the head, the coin alone (turns of two coins), or the coin toggled.
function chooseOthers(turns, head, others, coin) {
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

function drawGrid(part, board, c, legal) {
  const firstX = board.first_column, firstY = board.first_row;
  const lastX = Math.max(firstX, ...board.heads.map(([x]) => x));
  const lastY = Math.max(firstY, ...board.heads.map(([, y]) => y));
  const cell = 30, margin = 22;
  const columns = lastX - firstX + 1, rows = lastY - firstY + 1;
  const image = boardImage(
      margin + columns * cell + 4, rows * cell + margin + 4, tr('grid of {}', board.position));
  const picked = boards.picked.get(c);  // {x, y, columns: [...], rows: [...]}
  const heads = new Set(board.heads.map(([x, y]) => `${x},${y}`));
  const top = (y) => (lastY - y) * cell + 2;
  const moveText = (p) => [[p.x, ...[...p.columns].sort((a, b) => b - a)].join(','),
                           [p.y, ...[...p.rows].sort((a, b) => b - a)].join(',')]
                              .join('x');
  for (let x = firstX; x <= lastX; ++x) {
    image.append(
        svg('text', {
          x: margin + (x - firstX) * cell + cell / 2,
          y: rows * cell + 16,
          'text-anchor': 'middle',
          'font-size': 10,
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
      const face = svg('circle', {
        cx: margin + (x - firstX) * cell + cell / 2,
        cy: top(y) + cell / 2,
        r: 11,
        class: `coin ${heads.has(key) ? 'heads' : 'tails'}${turned ? ' picked' : ''}`
      });
      image.append(face);
      if (!picked && heads.has(key)) {
        const canMove = legal === null || [...legal.keys()].some((move) => {
          const [cols, rws] = move.slice(move.indexOf('|') + 1).split('x');
          return move.startsWith(`${c}|`) && cols.split(',')[0] === String(x) &&
              rws.split(',')[0] === String(y);
        });
        if (canMove) {
          face.classList.add('movable');
          face.dataset.piece = key;
          face.dataset.component = c;
          clickable(face, tr('turn the head on ({}, {})', x, y), () => {
            boards.picked.set(c, {x, y, columns: [], rows: []});
            drawBoards(game.answer);
          });
        }
      } else if (picked && x <= picked.x && y <= picked.y && !(x === picked.x && y === picked.y)) {
        face.dataset.coin = key;
        clickable(face, tr('turn ({}, {}) too', x, y), () => {
          const next = {...picked};
          if (x < picked.x)
            next.columns = chooseOthers(board.columns_per_turn, picked.x, picked.columns, x);
          if (y < picked.y) next.rows = chooseOthers(board.rows_per_turn, picked.y, picked.rows, y);
          boards.picked.set(c, next);
          drawBoards(game.answer);
        });
      } else if (picked && x === picked.x && y === picked.y) {
        clickable(face, tr('put the head back'), () => {
          boards.picked.delete(c);
          drawBoards(game.answer);
        });
      }
    }
  }
  part.append(image);
  if (picked) part.append(turnButton(c, legal, moveText(picked)));
  part.dataset.columnRuns = board.columns_per_turn.length === 0;
  part.dataset.rowRuns = board.rows_per_turn.length === 0;
  part.append(note(
      picked ?
          tr('({}, {}) goes to tails: click coins below and left of it to choose the columns and rows that turn with it (every coin where they cross turns), then Turn.',
             picked.x, picked.y) :
          tr('Click a head: it is the far corner of what turns.')));
}

// Plays the coins chosen: enabled when the move is legal, green when it wins.
function turnButton(c, legal, move) {
  const state = moveClass(legal, c, move);
  const turn = document.createElement('button');
  turn.type = 'button';
  turn.className = `coins-turn ${state || ''}`;
  turn.disabled = state === null;
  turn.textContent = tr('Turn: {}', move);
  turn.addEventListener('click', () => {
    boards.picked.delete(c);
    play({component: c, move});
  });
  return turn;
}

// A grid's number beside a row or under a column.
function axisLabel(x, y, text, anchor = 'middle') {
  return svg('text', {x, y, 'text-anchor': anchor, 'font-size': 10, fill: '#5f6368'}, text);
}

// A piece that is picked up before it moves (a monk, a coin, a token): movable
// when some legal move's notation starts with `from` and "->". `key` is what
// boards.picked holds for it, `picked` what it holds now.
function piece(c, legal, {from, key, picked, cx, cy, r, kind, title}) {
  const canMove =
      legal === null || [...legal.keys()].some((move) => move.startsWith(`${c}|${from}->`));
  const node = svg('circle', {cx, cy, r, class: `${kind}${key === picked ? ' picked' : ''}`});
  if (canMove) pickable(node, c, {from, key, picked, title});
  return node;
}

// Makes `node` a piece to pick up (class movable, data-piece `from`): a click
// picks it up, or puts it down when it is the one picked. `key` is what
// boards.picked holds for it, `picked` what it holds now.
function pickable(node, c, {from, key, picked, title}) {
  node.classList.add('movable');
  node.dataset.piece = from;
  node.dataset.component = c;
  clickable(node, title, () => {
    if (picked === key)
      boards.picked.delete(c);
    else
      boards.picked.set(c, key);
    drawBoards(game.answer);
  });
}

// Where the picked piece can go: a click plays the move there.
function target(node, c, move, title) {
  node.dataset.move = move;
  node.dataset.component = c;
  clickable(node, title, () => {
    boards.picked.delete(c);
    play({component: c, move});
  });
}

function note(text) {
  const paragraph = document.createElement('p');
  paragraph.className = 'note';
  paragraph.textContent = text;
  return paragraph;
}

// The grundy page: asks the JSON API and draws what it answers. No framework.
"use strict";

const $ = (id) => document.getElementById(id);
const SVG = "http://www.w3.org/2000/svg";

// Every request names the page's language: the engine's sentences (move
// descriptions, rules, errors) come back in it. engine.js sends it to the
// server or to the WebAssembly engine. Cancel rejects it with an AbortError
// (isCancelled).
async function api(path, body) {
  const address = `${path}${path.includes('?') ? '&' : '?'}lang=${i18n.lang}`;
  const {ok, status, answer} =
      await whileWaiting((signal) => engine.ask(address, body, signal));
  if (!ok) throw new Error(answer.error || `HTTP ${status}`);
  return answer;
}

const isCancelled = (error) => error && error.name === 'AbortError';

function svg(name, attributes, text) {
  const node = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, value);
  if (text !== undefined) node.textContent = text;
  return node;
}

function showError(message) {
  $('error').textContent = message ? tr('error: {}', message) : '';
  $("error").hidden = !message;
  $('notice').hidden = true;
}

// A short note where an error would go: a request cancelled is no error.
function showNotice(text) {
  showError('');
  $('notice').textContent = text;
  $('notice').hidden = false;
}

// Why a request failed, for the line that would have shown its answer:
// "Cancelled." when it was cancelled.
function failureText(error) {
  return isCancelled(error) ? tr('Cancelled.') : tr('error: {}', error.message);
}

// ------------------------------------------------------------- waiting --
// An answer that takes longer than 300 ms shows that the page is computing,
// with the seconds spent and Cancel, which gives up every request in flight
// (engine.js: the fetch is aborted, or the worker stopped and a fresh one
// started). Quicker answers show nothing, so that nothing flickers.

const SHOW_WAITING_AFTER_MS = 300;
const waiting = {
  controller: new AbortController(),  // Cancel aborts it; a new one follows
  requests: new Set(),                // {started} of each request in flight
  ticker: null                        // redraws the indicator while any waits
};

// Runs `ask(signal)`, a request, under the indicator.
async function whileWaiting(ask) {
  const request = {started: performance.now()};
  waiting.requests.add(request);
  if (!waiting.ticker) waiting.ticker = setInterval(drawWaiting, 100);
  try {
    return await ask(waiting.controller.signal);
  } finally {
    waiting.requests.delete(request);
    drawWaiting();
  }
}

// The time the oldest request has waited, once past 300 ms.
function drawWaiting() {
  if (waiting.requests.size === 0) {
    clearInterval(waiting.ticker);
    waiting.ticker = null;
    $('busy').hidden = true;
    return;
  }
  let oldest = Infinity;
  for (const request of waiting.requests) oldest = Math.min(oldest, request.started);
  const waited = performance.now() - oldest;
  $('busy').hidden = waited < SHOW_WAITING_AFTER_MS;
  $('busy-text').textContent = tr('Computing… {} s', (waited / 1000).toFixed(1));
}

function cancelWaiting() {
  waiting.controller.abort();
  waiting.controller = new AbortController();
  waiting.requests.clear();
  drawWaiting();
}

// ------------------------------------------------------------- solving --

// Misère play (the last move loses) when the box is ticked.
const misere = () => $("misere").checked;

// The answer for `position`: a page of its winning moves and the first 300
// legal moves, which the boards colour.
function solve(position) {
  return api('api/solve', {position, misere: misere(), legal_limit: 300});
}

// Why a position asked for has no answer. Cancelled, the answer shown stays
// (the page remains usable) with a note.
function showFailure(error) {
  if (isCancelled(error)) {
    showNotice(tr('Cancelled.'));
  } else {
    showError(error.message);
    $("answer").hidden = true;
  }
}

// G⁻ when it is known; a position decided by the misère quotient says
// which element the sum is and whether it lies in the P-portion instead.
function misereValueText(answer) {
  if (answer.grundy !== null || !answer.quotient)
    return tr('misère Grundy value {}', answer.grundy);
  const q = answer.quotient;
  const portion = `{${q.p_portion.join(', ')}}`;
  return q.in_p_portion ?
      tr('decided by the misère quotient (order {}): the heaps multiply to {}, in the P-portion {}',
         q.order, q.sum, portion) :
      tr('decided by the misère quotient (order {}): the heaps multiply to {}, not in the P-portion {}',
         q.order, q.sum, portion);
}

// The multiplication table of the misère quotient that decided the answer:
// products in the P-portion are marked, and so is the element of this sum.
function drawQuotient(answer) {
  const box = $('quotient');
  const monoid = answer.quotient_monoid;
  box.replaceChildren();
  box.hidden = !monoid;
  if (!monoid) return;
  const title = document.createElement('h3');
  title.textContent = tr('The misère quotient of {}: {} elements', monoid.game, monoid.order);
  const note = document.createElement('p');
  note.className = 'note';
  const sum = answer.quotient.sum;
  const portion = `{${monoid.p_portion.join(', ')}}`;
  note.textContent = monoid.period ?
      tr('Each heap pretends to be an element; a sum is lost for the player to move exactly when the product of its heaps\' elements is in the P-portion {} (shaded). This sum is {}; heaps from {} on repeat with period {}, so the quotient holds for every heap size.',
         portion, sum, monoid.period.preperiod, monoid.period.period) :
      tr('Each heap pretends to be an element; a sum is lost for the player to move exactly when the product of its heaps\' elements is in the P-portion {} (shaded). This sum is {}.',
         portion, sum);
  box.append(title, note);
  if (!monoid.table) return;
  const inP = new Set(monoid.p_portion);
  const table = document.createElement('table');
  table.className = 'quotient-table';
  const head = table.createTHead().insertRow();
  head.append(Object.assign(document.createElement('th'), {textContent: '·'}));
  monoid.elements.forEach(
      (name) => head.append(Object.assign(document.createElement('th'), {textContent: name})));
  const body = table.createTBody();
  monoid.table.forEach((row, a) => {
    const line = body.insertRow();
    line.append(Object.assign(document.createElement('th'), {textContent: monoid.elements[a]}));
    row.forEach((product) => {
      const cell = line.insertCell();
      const name = monoid.elements[product];
      cell.textContent = name;
      if (inP.has(name)) cell.classList.add('p-portion');
      if (name === sum) cell.classList.add('this-sum');
    });
  });
  box.append(table);
}

function drawAnswer(answer) {
  $("answer").hidden = false;
  const won = answer.outcome === "N";
  const drawn = answer.outcome === 'D';
  $('outcome').textContent = won ? tr('The player to move wins') :
      drawn ? tr('A draw: neither player can force a win, and play can go on forever') :
              tr('The player to move loses');
  $('outcome').className = won ? 'win' : drawn ? 'draw' : 'lose';
  const inMisere = answer.play === "misere";
  $('value').textContent = inMisere ?
      tr('{} — misère play, {}', answer.position, misereValueText(answer)) :
      tr('{} — Grundy value {}', answer.position,
         answer.grundy !== null ? answer.grundy :
             answer.grundy_infinite ?
                                  `∞(${answer.grundy_infinite.finite_options.join(',') || '∅'})` :
                                  tr('not needed alone'));
  drawMoves(answer, won);
  // Misère values do not add by XOR: the reason is told in words instead.
  $('why-title').textContent =
      inMisere ? tr('Why: misère play') : tr('Why: keep every count in pairs');
  $("why-note").hidden = inMisere;
  $("explanation").hidden = !inMisere;
  $('explanation').textContent = inMisere ? answer.misere_reason : '';
  drawQuotient(answer);
  drawDiagram(answer, $("diagram"));
  explorer.answer = answer;
  drawTrail(answer.position);
  // A lone game (or misère play, explained whole) opens its mex table at once.
  const parts = answer.explanation ? answer.explanation.parts : [];
  if (parts.length === 1 && (inMisere || !/^nim /.test(parts[0].position))) {
    drawMex(parts[0], inMisere, winningTarget(answer, parts[0], inMisere));
  } else if (answer.explanation && answer.explanation.beyond) {
    drawBeyond(answer.explanation.beyond);
  } else {
    $('mex').hidden = true;
  }
}

// The explanation left out: the engine says why ("not worked out within the
// time budget of 50 ms").
function drawBeyond(reason) {
  const note = document.createElement('p');
  note.className = 'note';
  note.textContent = tr('Why each value is what it is: {}.', reason);
  $('mex').replaceChildren(note);
  $('mex').hidden = false;
}

// ---------------------------------------------------------- move lists --
// An answer lists a page of its winning moves (the first 100) and counts
// them all; "Show 100 more" asks /api/moves for the next page and appends
// it. In a draw the list is of the moves that keep it. The list of the
// answer shown is kept in `answer.list`: {kind ('winning' or 'drawing'),
// count (a BigInt beyond 2^53), moves, next (where the next page starts, or
// null)}.

const MOVES_PER_PAGE = 100;

// 83,333,333,333,333,338 as the page's language writes it.
function formatCount(count) {
  return count.toLocaleString(i18n.lang === 'zh' ? 'zh-CN' : 'en');
}

// How many of `count` moves follow the first `shown`, up to `most`.
function movesLeft(count, shown, most) {
  const left = typeof count === 'bigint' ? count - BigInt(shown) : count - shown;
  return Number(left > most ? most : left);
}

// The list of the moves that win (or, in a draw, keep the draw), as the
// answer gives its first page; each move with its words.
function firstPage(answer) {
  const kind = answer.outcome === 'D' ? 'drawing' : 'winning';
  const moves = kind === 'drawing' ?
      (answer.drawing_moves || []).map((move) => ({...move, description: tr('keeps the draw')})) :
      answer.winning_moves.map(
          (move, i) => ({...move, description: answer.winning_move_descriptions[i] || ''}));
  const page = answer[`${kind}_moves_page`];
  return {
    kind,
    count: answer[`${kind}_move_count`] ?? moves.length,
    moves,
    next: page ? page.next_offset : null
  };
}

// A move as the command lists it: in a sum named by its game ("game 2:
// 1:3->1"), then its words and the position it leaves.
function moveItem(move, inSum, kind) {
  const item = document.createElement('li');
  item.className = kind === 'drawing' ? 'move-draw' : 'move-win';
  item.dataset.component = move.component;
  item.dataset.move = move.move;
  const name = inSum ? tr('game {}: {}', move.component + 1, move.move) : move.move;
  item.append(span('notation', name), '  ', span('words', move.description));
  if (move.to) item.append('  ', span('to', `→ ${move.to}`));
  return item;
}

function span(className, text) {
  const node = document.createElement('span');
  node.className = className;
  node.textContent = text;
  return node;
}

function drawMoves(answer, won) {
  answer.list = firstPage(answer);
  const inSum = answer.boards.length > 1;
  const items = answer.list.moves.map((move) => moveItem(move, inSum, answer.list.kind));
  if (items.length === 0) {
    const item = document.createElement('li');
    item.textContent = won ?
        tr('none needed: no move is left, and the opponent made the last one') :
        tr('none: every move can be answered');
    items.push(item);
  }
  $('moves').replaceChildren(...items);
  $('more-note').textContent = '';
  drawMovesPage(answer.list);
}

// "333,338 winning moves, the first 100" when the list is a page of them,
// and the button for the next page.
function drawMovesPage(list) {
  const shown = list.moves.length;
  $('moves-count').hidden = !(list.count > shown);
  $('moves-count').textContent = list.kind === 'drawing' ?
      tr('{} moves keep the draw, the first {}', formatCount(list.count), shown) :
      tr('{} winning moves, the first {}', formatCount(list.count), shown);
  $('more-moves').hidden = list.next === null;
  $('more-moves').disabled = false;
  $('more-moves').textContent =
      tr('Show {} more', movesLeft(list.count, shown, MOVES_PER_PAGE));
}

// The next page of the list shown, appended to it.
async function showMoreMoves() {
  const answer = explorer.answer;
  const list = answer.list;
  $('more-moves').disabled = true;
  $('more-note').textContent = '';
  try {
    const page = await api('api/moves', {
      position: answer.position,
      misere: answer.play === 'misere',
      list: list.kind,
      offset: list.next,
      limit: MOVES_PER_PAGE
    });
    if (explorer.answer !== answer) return;  // another position was opened meanwhile
    const inSum = answer.boards.length > 1;
    for (const move of page.moves) {
      if (list.kind === 'drawing') move.description = tr('keeps the draw');
      list.moves.push(move);
      $('moves').append(moveItem(move, inSum, list.kind));
    }
    list.next = page.next_offset;
  } catch (error) {
    $('more-note').textContent = failureText(error);
  }
  if (explorer.answer === answer) drawMovesPage(list);
}

// ------------------------------------------------------ the explorer --
// Why a value is what it is: a row's options grouped by value (the mex
// table), each example a link that opens that position; breadcrumbs lead back.

const explorer = {
  answer: null,
  trail: []
};

async function showWhy(part) {
  const inMisere = explorer.answer && explorer.answer.play === 'misere';
  const parts =
      explorer.answer && explorer.answer.explanation ? explorer.answer.explanation.parts : [];
  let found = parts.find((p) => p.position === part);
  let target = found ? winningTarget(explorer.answer, found, inMisere) : 0;
  if (!found) {
    try {
      // Its explanation only: no page of moves.
      const answer =
          await api('api/solve', {position: part, misere: misere(), limit: 0, legal_limit: 0});
      found = answer.explanation && answer.explanation.parts[0];
      target = 0;  // the part alone: a move to value 0 wins
    } catch (error) {
      if (isCancelled(error))
        showNotice(tr('Cancelled.'));
      else
        showError(error.message);
      return;
    }
  }
  if (found) drawMex(found, inMisere, target);
}

// The value an option of `part` must have for the move to win the whole
// position: in a sum the other parts stay, so the part must go to the value
// that makes the nim-sum 0 (total XOR the part's value); alone, or under
// misère play (explained whole), 0.
function winningTarget(answer, part, inMisere) {
  if (inMisere || answer.grundy === null || part.grundy === null) return 0;
  return answer.grundy ^ part.grundy;
}

function valueList(groups) {
  return groups.map((group) => group.grundy).join(' ');
}

function drawMex(part, inMisere, target) {
  const box = $('mex');
  box.replaceChildren();
  box.hidden = false;
  const g = inMisere ? 'G⁻' : 'G';
  const title = document.createElement('h4');
  // A value not computed (Moore's Nim at large): the rule tells who wins.
  title.textContent = part.grundy === null ? tr('Who wins {}', part.position) :
                                             tr('Why {} is worth {}', part.position, part.grundy);
  box.append(title);
  if (part.rule) {
    const rule = document.createElement('p');
    rule.className = 'rule';
    rule.textContent = part.rule;
    box.append(rule);
  }
  const summary = document.createElement('p');
  summary.className = 'mex-summary';
  if (!part.options) {
    if (part.grundy === null) return;
    summary.textContent =
        tr('Too many options to list: {} = {} is the smallest value none of them has.', g,
           part.grundy);
    box.append(summary);
    return;
  }
  const infinite = part.options.infinite || [];
  const groups = part.options.by_value;
  const values = valueList(groups) || tr('none');
  summary.textContent = groups.length === 0 && infinite.length === 0 ?
      (inMisere ? tr('No move is left, so {} = 1.', g) :
                  tr('It has no options, so {} = mex{{}} = 0.', g)) :
      inMisere ? tr('Its options have misère values {}; the smallest missing is {}, so {} = {}.',
                    values, part.options.mex, g, part.grundy) :
      infinite.length ?
                 tr('Its options have finite values {}; the smallest missing is {}, so {} = {}.',
                    values, part.options.mex, g, part.grundy) :
                 tr('Its options have values {}; the smallest missing is {}, so {} = {}.', values,
                    part.options.mex, g, part.grundy);
  box.append(summary);
  if (target !== 0) {
    // A part of a sum: its own winning move (to 0) is not the sum's.
    const note = document.createElement('p');
    note.className = 'sum-note';
    note.textContent = tr(
        'Green: a move to {0} = 0, which wins this game alone. In {1} the other games stay, so the winning move here goes to {0} = {2}, which makes the nim-sum 0 (marked ★).',
        g, explorer.answer.position, target);
    box.append(note);
  }
  const list = document.createElement('ul');
  list.className = 'options';
  // Every option, by value; each opens its position.
  for (const group of groups) {
    const item = document.createElement('li');
    // A move to value 0 leaves the opponent lost in this game: green, and
    // it is what the explorer opens (the game alone). In a sum the winning
    // move of this game goes to `target` instead, which is marked.
    item.className = group.grundy === 0 ? 'move-win' : 'move-lose';
    if (target !== 0 && group.grundy === target) item.classList.add('sum-win');
    item.append(`${group.grundy === target && target !== 0 ? '★ ' : ''}${g}=${group.grundy} (${
        group.count === 1 ? tr('1 option') : tr('{} options', group.count)}): `);
    for (const option of group.moves || [group.example]) {
      const open = document.createElement('button');
      open.type = 'button';
      open.className = 'explore';
      open.textContent = `${option.move} → ${option.to}`;
      open.addEventListener('click', () => explore(option.to));
      item.append(open, ' ');
    }
    list.append(item);
  }
  // Options of infinite value (a game graph with cycles): play from them may
  // never end (yellow); each has a move back to the value, named beside it.
  if (infinite.length) {
    const item = document.createElement('li');
    item.className = 'move-draw';
    item.append(
        `${g}=∞ (${infinite.length === 1 ? tr('1 option') : tr('{} options', infinite.length)}, ${
            tr('each with a move back to {} = {}', g, part.options.mex)}): `);
    for (const option of infinite) {
      const open = document.createElement('button');
      open.type = 'button';
      open.className = 'explore';
      open.textContent = `${option.move} → ${option.to}` +
          (option.back ? ` (${tr('back by {}', option.back.move)})` : '');
      open.addEventListener('click', () => explore(option.to));
      item.append(open, ' ');
    }
    list.append(item);
  }
  box.append(list);
}

// Opens a position met in a mex table; the one it came from goes on the trail.
async function explore(position) {
  await openPosition(position, [...explorer.trail, game.position]);
}

// The positions explored, each a way back, and `current`, the one shown.
function drawTrail(current) {
  const nav = $('trail');
  nav.replaceChildren();
  nav.hidden = explorer.trail.length === 0;
  explorer.trail.forEach((position, i) => {
    const crumb = document.createElement('button');
    crumb.type = 'button';
    crumb.className = 'crumb';
    crumb.textContent = position;
    crumb.addEventListener('click', () => openPosition(position, explorer.trail.slice(0, i)));
    nav.append(crumb);
    nav.append(' › ');
  });
  if (explorer.trail.length > 0) nav.append(current);
}

// The pairing diagram: one row per heap in binary; in each column the 1s are
// joined two by two by arcs, and a 1 left over is drawn red. When the position
// is won, the row that the winning move changes shows its new value.
function drawDiagram(answer, container) {
  container.replaceChildren();
  const picture = answer.picture;
  if (!picture || picture.rows.length === 0) return;
  const rows = picture.rows.slice(0, 40);
  const width = Math.max(1, picture.width);
  const cell = 28, top = 30, arcRoom = 14;
  // A row that is not a Nim heap shows the game it stands for and its value.
  const label = (row) =>
      (!row.part || /^nim /.test(row.part) ? `${row.label}: ${row.shown}` :
                                             `${row.part}: G = ${row.value}`);
  const labelWidth = Math.max(150, 8 * Math.max(...rows.map((row) => label(row).length)) + 8);
  const fix = new Map();  // row index -> value after the winning move
  if (picture.total !== 0) {
    const bit = 2 ** Math.floor(Math.log2(picture.total));
    const row = rows.findIndex((r) => Math.floor(r.value / bit) % 2 === 1);
    if (row >= 0) fix.set(row, rows[row].value ^ picture.total);
  }
  const height = top + (rows.length + 1) * cell + 10;
  const imageWidth = labelWidth + width * (cell + arcRoom) + 120;
  const image = svg('svg', {
    viewBox: `0 0 ${imageWidth} ${height}`,
    width: imageWidth,
    role: 'img',
    'aria-label': tr('pairing diagram')
  });
  for (let c = 0; c < width; ++c) {
    const bit = width - 1 - c;
    const x = labelWidth + c * (cell + arcRoom) + cell / 2;
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

// ------------------------------------------------------------- playing --

// history: the position before each of your turns (for undo); moves: every
// move since the start, yours and the engine's ({component, move}), for the
// value history at the end; start: where the game began.
const game = {
  history: [],
  moves: [],
  turns: [],
  start: '',
  position: '',
  answer: null,  // the solve answer of `position`, which the boards draw
  over: false
};

async function newGame(position) {
  await openPosition(position, []);
}

// A fresh game from `position`, with `trail` the explorer's way back to it.
// Nothing changes until it is solved: a request cancelled or failed leaves
// the game where it was.
async function openPosition(position, trail = explorer.trail) {
  showError('');
  let answer;
  try {
    answer = await solve(position);
  } catch (error) {
    showFailure(error);
    return;
  }
  explorer.trail = trail;
  game.history = [];
  game.moves = [];
  game.turns = [];
  game.start = position;
  game.over = false;
  $('history').hidden = true;
  showSolved(position, answer, tr('Your move.'));
}

// `position`, solved, becomes the game's: its answer and its boards.
function showSolved(position, answer, status) {
  game.position = position;
  $("position").value = position;
  drawAnswer(answer);
  drawBoard(answer);
  $("play-status").textContent = status;
}

// The boards (boards.js) of a new position: picks and choices made on the
// previous one are forgotten.
function drawBoard(answer) {
  if (!game.answer || game.answer.position !== answer.position) {
    boards.moore.clear();
    boards.picked.clear();
    boards.knock.clear();
  }
  game.answer = answer;
  $('board').dataset.position = answer.position;
  $('board').dataset.moves = game.moves.length;  // for tests: a move was made
  drawBoards(answer);
}

async function play(choice) {
  if (game.over) return;
  try {
    const answer = await api('api/move', {
      position: game.position,
      component: choice.component,
      move: choice.move,
      reply: true,
      misere: misere()
    });
    // The moves count once the position they lead to is solved.
    const solved = await solve(answer.position);
    game.history.push(game.position);
    game.turns.push(answer.reply ? 2 : 1);
    game.moves.push({component: choice.component, move: choice.move});
    if (answer.reply) game.moves.push({component: answer.reply.component, move: answer.reply.move});
    let status = tr('You: {}.', answer.description);
    if (answer.reply)
      status += ' ' + tr('Engine: {} ({}).', answer.reply.description, answer.reply.why);
    if (answer.finished) {
      game.over = true;
      if (answer.play === "misere") {
        status += ' ' +
            (answer.winner === 'you' ? tr('The engine took the last move: you win!') :
                                       tr('You took the last move: the engine wins.'));
      } else {
        status += ' ' +
            (answer.winner === 'you' ? tr('You took the last move: you win!') :
                                       tr('The engine took the last move: it wins.'));
      }
    }
    showSolved(answer.position, solved, status);
    if (game.over) await showHistory();
  } catch (error) {
    $('play-status').textContent = failureText(error);
  }
}

// The value history of the game just played: the value of each position
// (misère value in misère play), green where its player to move was winning,
// red where losing, and a ring on each turning point, a move from a won
// position that left the opponent winning.
async function showHistory() {
  const answer =
      await api('api/history', {position: game.start, moves: game.moves, misere: misere()});
  const entries = answer.history;
  const box = $('history');
  box.replaceChildren();
  box.hidden = false;
  const title = document.createElement('h3');
  title.textContent = tr('Value history');
  box.append(title);
  const step = 36, height = 150, left = 30, top = 14, bottom = 28;
  const most = Math.max(1, ...entries.map((e) => e.grundy ?? 0));
  const w = left + step * entries.length + 10;
  // Drawn at its own size (a short game must not fill the screen), narrower on a phone.
  const image = svg(
      'svg',
      {viewBox: `0 0 ${w} ${height}`, width: w, role: 'img', 'aria-label': tr('value history')});
  const yOf = (value) => top + (height - top - bottom) * (1 - value / most);
  image.append(svg('line', {x1: left, y1: yOf(0), x2: w - 6, y2: yOf(0), stroke: '#d0d4da'}));
  image.append(
      svg('text', {x: 4, y: yOf(most) + 4, 'font-size': 11, fill: '#5f6368'}, String(most)));
  image.append(svg('text', {x: 4, y: yOf(0) + 4, 'font-size': 11, fill: '#5f6368'}, '0'));
  entries.forEach((entry, i) => {
    const x = left + step * i + step / 2, y = yOf(entry.grundy ?? 0);
    if (i + 1 < entries.length) {
      image.append(svg(
          'line',
          {x1: x, y1: y, x2: x + step, y2: yOf(entries[i + 1].grundy ?? 0), stroke: '#9aa0a6'}));
    }
    if (entry.turning_point) {
      image.append(svg('circle', {
        cx: x,
        cy: y,
        r: 10,
        fill: 'none',
        stroke: '#b06000',
        'stroke-width': 2,
        class: 'turning'
      }));
    }
    image.append(svg('circle', {
      cx: x,
      cy: y,
      r: 5,
      class: `point ${
          entry.outcome === 'N'     ? 'win' :
              entry.outcome === 'D' ? 'draw' :
                                      'lose'}`,
      fill: entry.outcome === 'N' ? '#1b7f3b' :
          entry.outcome === 'P'   ? '#b3261e' :
                                    '#c69c00'
    }));
    image.append(
        svg('text', {x, y: height - 8, 'text-anchor': 'middle', 'font-size': 11, fill: '#5f6368'},
            i + 1 < entries.length ? String(i + 1) : tr('end')));
  });
  box.append(image);
  const note = document.createElement('p');
  note.className = 'note';
  const turning = entries.map((e, i) => (e.turning_point ? i + 1 : 0)).filter((i) => i > 0);
  note.textContent =
      tr('Each point is the position before a move (numbered), green when the player to move was winning, red when losing, yellow when drawn.') +
      ' ' +
      (turning.length === 0 && entries[entries.length - 1].outcome === 'D' ?
           tr('No turning point: neither player could force a win, and the game was drawn.') :
           turning.length === 0 ?
           tr('No turning point: whoever was winning at the start won.') :
           tr('Turning points (a won position given away): move {}.', turning.join(', ')));
  box.append(note);
}

// ------------------------------------------------------------ sequences --

async function plot(gameName, upto) {
  try {
    const answer = await api(`api/seq?game=${encodeURIComponent(gameName)}&upto=${upto}`);
    drawPlot(answer, $("plot"));
    $('period').textContent = answer.period ?
        tr('Period {} from heap {} on (proven: {}).', answer.period.length, answer.period.preperiod,
           answer.proof) :
        tr('No period proven in these values.');
  } catch (error) {
    $('period').textContent = failureText(error);
    if (!isCancelled(error)) $("plot").replaceChildren();
  }
}

// The largest of `values`, at least `floor`, by a loop: Math.max(...values)
// passes each value as an argument on the stack, and a plot's 100,001
// values are near where that overflows it (about 125,000 in Chromium).
function largest(values, floor) {
  let most = floor;
  for (const value of values) if (value > most) most = value;
  return most;
}

function drawPlot(answer, container) {
  container.replaceChildren();
  const values = answer.values;
  const maxValue = largest(values, 1);
  const w = 800, h = 260, left = 40, bottom = 30;
  const x = (n) => left + (n / Math.max(1, values.length - 1)) * (w - left - 10);
  const y = (v) => h - bottom - (v / maxValue) * (h - bottom - 10);
  const image = svg('svg', {
    viewBox: `0 0 ${w} ${h}`,
    role: 'img',
    'aria-label': tr('Grundy values of {}', answer.game)
  });
  if (answer.period && answer.period.preperiod < values.length) {
    image.append(svg("rect", {x: x(answer.period.preperiod), y: 5, class: "period",
                              width: Math.max(0, x(values.length - 1) - x(answer.period.preperiod)),
                              height: h - bottom - 5, fill: "#e6f4ea"}));
  }
  image.append(svg("line", {x1: left, y1: h - bottom, x2: w - 10, y2: h - bottom, stroke: "#9aa0a6"}));
  image.append(svg("text", {x: left, y: h - 8, "font-size": 12}, "0"));
  image.append(svg("text", {x: w - 60, y: h - 8, "font-size": 12}, `n = ${values.length - 1}`));
  image.append(svg("text", {x: 2, y: 16, "font-size": 12}, `G ≤ ${maxValue}`));
  values.forEach((v, n) => image.append(svg("circle", {cx: x(n), cy: y(v), r: 2, fill: "#1a73e8"})));
  container.append(image);
}

// --------------------------------------------------------------- wiring --

$("position-form").addEventListener("submit", (event) => {
  event.preventDefault();
  newGame($("position").value.trim());
});
for (const button of document.querySelectorAll("#presets button")) {
  button.addEventListener("click", () => newGame(button.dataset.position));
}
$("new-game").addEventListener("click", () => newGame($("position").value.trim()));
$("misere").addEventListener("change", () => newGame($("position").value.trim()));
$("undo").addEventListener("click", async () => {
  if (game.history.length === 0) return;
  try {
    const answer = await solve(game.history[game.history.length - 1]);
    game.over = false;
    game.moves.splice(game.moves.length - game.turns.pop());
    $('history').hidden = true;
    showSolved(game.history.pop(), answer, tr('Undone.'));
  } catch (error) {
    $('play-status').textContent = failureText(error);
  }
});
$('more-moves').addEventListener('click', showMoreMoves);
$('cancel').addEventListener('click', cancelWaiting);
// The hint is the first winning move of the answer shown.
$("hint").addEventListener("click", () => {
  const answer = game.answer;
  if (!answer) return;
  $('play-status').textContent = answer.winning_moves.length ?
      tr('Hint: {} ({}).', answer.winning_moves[0].move, answer.winning_move_descriptions[0]) :
      tr('Every move loses against perfect play; make the engine work for it.');
});
$("seq-form").addEventListener("submit", (event) => {
  event.preventDefault();
  plot($("game").value.trim(), Number($("upto").value));
});

// The page's fixed text, by element (index.html leaves it out, so that it is
// written once, here, in English, and drawn in the page's language).
const FIXED_TEXT = [
  ['title', N_('grundy: who wins, and why')],
  ['#tagline', N_('Exact answers for impartial games: who wins, every winning move, and why.')],
  ['#language-label', N_('Language')],
  ['#position-label', N_('Position')],
  ['#solve', N_('Solve')],
  ['#misere-label', N_('Misère: whoever makes the last move loses')],
  ['#presets [data-position="nim 1 2 3"]', N_('Match girl: 1 2 3')],
  ['#presets [data-position="nim 5 6 7 8"]', N_('Cherry bowls: 5 6 7 8')],
  ['#presets [data-position="staircase 1 5 9"]', N_('Monks: 1 5 9')],
  ['#presets [data-position="kayles 10"]', N_('Kayles row of 10')],
  ['#presets [data-position="kayles 9 + nim 3 5"]', N_('Sum: kayles 9 + nim 3 5')],
  ['#presets [data-position="welter 2 5 7"]', N_('Welter: coins on 2 5 7')],
  ['#presets [data-position="wythoff 4 6"]', N_('Wythoff\'s queen: 4 6')],
  ['#presets [data-position="turning-corners 2,3 5,6"]', N_('Turning Corners')],
  ['#moves-title', N_('Winning moves')],
  ['#why-title', N_('Why: keep every count in pairs')],
  [
    '#why-note',
    N_('Each row is a heap (or a game\'s Grundy value) in binary. In every column the 1s are joined in pairs; a 1 left alone (red) is what the winner must fix. Click a row to see where its value comes from.')
  ],
  ['#play-title', N_('Play against the engine')],
  [
    '#play-note',
    N_('Play on the board: each game says how beside it. You move first. Green pieces make winning moves, red ones losing moves.')
  ],
  ['#new-game', N_('New game from this position')],
  ['#hint', N_('Hint')],
  ['#undo', N_('Undo')],
  ['#sequence-title', N_('Grundy sequence')],
  ['#game-label', N_('Game')],
  ['#upto-label', N_('up to')],
  ['#plot-button', N_('Plot')],
  ['#cancel', N_('Cancel')]
];
const FIXED_LABELS = [['#presets', N_('Examples')], ['#trail', N_('Positions explored')]];

// Says where the answers come from: the server, or the engine in this
// browser (engine.js), so that a teacher knows the page needs nothing else.
async function drawEngineNote() {
  try {
    const mode = await engine.mode();
    // The engine in the page itself (a page opened from a folder) computes
    // on the page's thread: nothing can interrupt it, so the page says so.
    $('engine-note').textContent = mode === 'server' ?
        tr('Answers from the grundy server.') :
        mode === 'worker' ?
        tr('Answers computed in this browser (WebAssembly), without a server.') :
        tr('Answers computed in this browser (WebAssembly), without a server, in the page itself: a long computation holds the page until it ends (5 s at most) and cannot be cancelled.');
  } catch (error) {
    // no engine: the first answer shows the error
  }
}

function drawFixedText() {
  for (const [selector, english] of FIXED_TEXT)
    document.querySelector(selector).textContent = tr(english);
  for (const [selector, english] of FIXED_LABELS) {
    document.querySelector(selector).setAttribute('aria-label', tr(english));
  }
  $('language').value = i18n.lang;
}

// Another language: the page is drawn again in it, on the same position
// (a game in progress starts again from there).
$('language').addEventListener('change', async () => {
  const lang = $('language').value;
  try {
    localStorage.setItem('grundy-lang', lang);
  } catch (error) {
    // not kept: the choice lasts as long as the page
  }
  await loadLanguage(lang);
  drawFixedText();
  drawEngineNote();
  await openPosition(game.position || $('position').value.trim());
  plot($('game').value.trim(), Number($('upto').value));
});

// ?position= in the address opens that position (a link a teacher hands out).
async function start() {
  await loadLanguage(askedLanguage());
  drawFixedText();
  drawEngineNote();
  const asked = new URLSearchParams(location.search).get('position');
  if (asked) $('position').value = asked;
  newGame($('position').value.trim());
  plot('kayles', 200);
}

start();

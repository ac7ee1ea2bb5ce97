// The winning moves of the answer shown, a page at a time.

import {$, span} from './dom.js';
import {explorer} from './explorer.js';
import {formatCount, moveName, movesLeft} from './format.js';
import {tr, trn} from './i18n.js';
import {api, failureText} from './requests.js';

// ---------------------------------------------------------- move lists --
// An answer lists a page of its winning moves (the first 100) and counts
// them all; "Show 100 more" asks /api/moves for the next page and appends
// it. In a draw the list is of the moves that keep it. The list of the
// answer shown is kept in `answer.list`: {kind ('winning' or 'drawing'),
// count (a BigInt beyond 2^53), moves, next (where the next page starts, or
// null)}.

export const MOVES_PER_PAGE = 100;

// A list longer than this shows its first ones and "Show all": a long list
// would push the board and the reasons out of sight.
export const SHOWN_AT_FIRST = 10;

// The longest position written after a move in the list.
export const LONGEST_POSITION_SHOWN = 40;

// The list of the moves that win (or, in a draw, keep the draw), as the
// answer gives its first page; each move with its words.
export function firstPage(answer) {
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

// A move as the command lists it: in a sum named by its game and heap
// ("game 2, heap 1: 1:3->1"), then its words and the position it leaves.
export function moveItem(move, inSum, kind) {
  const item = document.createElement('li');
  item.className = kind === 'drawing' ? 'move-draw' : 'move-win';
  item.dataset.component = move.component;
  item.dataset.move = move.move;
  const name = moveName(move, inSum);
  item.append(span('notation', name), '  ', span('words', move.description));
  // A long position (a graph's every edge) would fill the list: it is kept
  // for the tooltip, the board shows it once played.
  if (move.to && move.to.length <= LONGEST_POSITION_SHOWN) item.append('  ', span('to', `→ ${move.to}`));
  else if (move.to) item.title = `→ ${move.to}`;
  return item;
}

export function drawMoves(answer, won) {
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
  $('moves').classList.toggle('collapsed', items.length > SHOWN_AT_FIRST);
  $('more-note').textContent = '';
  $('moves-title').textContent = movesTitle(answer.list, won);
  drawMovesPage(answer.list);
}

// The count first: "3 winning moves", "No winning move".
export function movesTitle(list, won) {
  const count = list.count;
  if (Number(count) === 0) return won ? tr('Winning moves') : tr('No winning move');
  return list.kind === 'drawing' ?
      trn('{} move keeps the draw', '{} moves keep the draw', Number(count), formatCount(count)) :
      trn('{} winning move', '{} winning moves', Number(count), formatCount(count));
}

// "Show all 100" opens a list collapsed to its first ten.
export function showAllMoves() {
  $('moves').classList.remove('collapsed');
  drawMovesPage(explorer.answer.list);
}

// "333,338 winning moves, the first 100" when the list is a page of them,
// and the button for the next page.
export function drawMovesPage(list) {
  const shown = list.moves.length;
  $('moves-count').hidden = !(list.count > shown);
  $('moves-count').textContent = list.kind === 'drawing' ?
      tr('{} moves keep the draw, the first {}', formatCount(list.count), shown) :
      tr('{} winning moves, the first {}', formatCount(list.count), shown);
  const collapsed = $('moves').classList.contains('collapsed');
  $('all-moves').hidden = !collapsed;
  $('all-moves').textContent = tr('Show all {}', shown);
  $('more-moves').hidden = collapsed || list.next === null;
  $('more-moves').disabled = false;
  $('more-moves').textContent =
      tr('Show {} more', movesLeft(list.count, shown, MOVES_PER_PAGE));
}

// The next page of the list shown, appended to it.
export async function showMoreMoves() {
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


// The boards: one per component of the position, drawn in SVG from the
// engine's description ("boards" in /api/solve, include/grundy/board_json.hpp)
// by the module of its shape, and played by clicks. A click becomes the
// move's notation, checked against the legal moves the engine listed (when
// it listed them; otherwise the engine checks it). Every clickable piece
// carries data-move (the move it makes) or data-piece (a piece to pick up
// first), and the class winning or losing.

import {boards, lastMove, makeMove, note, shownAnswer} from './board.js';
import {stripLayout} from './layout.js';
import {legalMoves} from './legal.js';
import {drawerOf} from './shapes.js';
import {$, svg} from '../dom.js';
import {formatCount, moveName, movesLeft} from '../format.js';
import {tr} from '../i18n.js';
import {MOVES_PER_PAGE} from '../moves.js';
import {api, failureText} from '../requests.js';

export function drawBoards(answer) {
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
    const draw = drawerOf(board);
    if (draw) {
      // The game's reason in its family's terms, which a board may draw
      // (the staircase's gaps).
      const reason = (answer.reasons || []).find((r) => r.component === c);
      draw(part, board, c, legal, reason);
      if (board.shape === 'strip') markStripMove(part, board, lastMove(c));
      anyDrawn = true;
    } else {
      part.append(note(tr('No board for this game here: choose a move from the list below.')));
    }
    container.append(part);
  });
  if (boards.last && boards.last.position === answer.position && anyDrawn)
    container.append(note(tr('Outlined in blue: the engine\'s last move.')));
  const clickable = anyDrawn && container.querySelector('[role=button]') !== null;
  container.append(moveList(answer, !clickable && (answer.legal_moves || []).length > 0));
}

// The engine's last move on a strip ("1->4"): a ring where the token it
// moved now stands (drawn here: strip.js draws the strip alone).
function markStripMove(part, board, move) {
  const image = part.querySelector('svg.board-image');
  if (!move || !image) return;
  const to = Number(move.slice(move.indexOf('->') + 2));
  if (!board.tokens.includes(to)) return;
  const {cx, cy, r} = stripLayout(board).token(to);
  image.append(svg('circle', {cx, cy, r: r + 4, class: 'last-move-ring'}));
}

// Every legal move as a button: the way to play a game without a board, and
// the moves a board cannot show (a split into three heaps). A position with
// more than the answer lists (300) shows those and "Show 100 more", which
// asks /api/moves for the next page: never for all of them.
export function moveList(answer, open) {
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
    makeMove({move: input.value.trim()});
  });
  details.append(form);
  return details;
}

// "All moves as text (12)", or for a page of them "(300 of 10,000)".
export function legalSummary(answer) {
  if (!answer.legal_moves) return tr('Too many moves to list: use the board');
  const shown = answer.legal_moves.length;
  const count = formatCount(answer.legal_move_count);
  if (answer.legal_move_count_exact === false)
    return tr('All moves as text ({} of at least {})', shown, count);
  return shown < answer.legal_move_count ? tr('All moves as text ({} of {})', shown, count) :
                                           tr('All moves as text ({})', shown);
}

// Whether legal moves follow those the answer lists.
export function moreLegalMoves(answer) {
  return Boolean(answer.legal_moves) &&
      (answer.legal_move_count_exact === false ||
       answer.legal_moves.length < answer.legal_move_count);
}

// A legal move, named by its game (and heap) in a sum ("game 2, heap 1:
// 1:3->1").
export function moveButton(move, inSum) {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = move.winning ? 'move-win' : 'move-lose';
  button.textContent = moveName(move, inSum);
  button.title = move.description;
  button.dataset.component = move.component;
  button.dataset.move = move.move;
  button.addEventListener('click', () => makeMove({component: move.component, move: move.move}));
  return button;
}

// "Show 100 more" legal moves: the next page is added to the answer's list
// (so that the boards keep it when drawn again); once the list is whole,
// the boards are drawn again, now able to colour every move.
export function moreLegalButton(answer, summary, options) {
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
        if (shownAnswer() === answer) redrawWithList(answer);
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
export async function legalPage(answer) {
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
export function redrawWithList(answer) {
  drawBoards(answer);
  const list = $('board').querySelector('details.move-list');
  if (list) list.open = true;
}


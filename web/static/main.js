// The grundy page: asks the JSON API and draws what it answers. No framework.
// This module wires the page's controls and opens the first position.

import {connectBoards} from './boards/board.js';
import {drawBoards} from './boards/index.js';
import {$} from './dom.js';
import {engine} from './engine.js';
import {moveName} from './format.js';
import {game, newGame, openPosition, play, showSolved} from './game.js';
import {N_, i18n, tr} from './i18n.js';
import {askedLanguage, loadLanguage} from './language.js';
import {showAllMoves, showMoreMoves} from './moves.js';
import {plot} from './plot.js';
import {cancelWaiting, failureText, solve} from './requests.js';

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

$('all-moves').addEventListener('click', showAllMoves);

$('cancel').addEventListener('click', cancelWaiting);

// The hint is the first winning move of the answer shown.
$("hint").addEventListener("click", () => {
  const answer = game.answer;
  if (!answer) return;
  $('play-status').textContent = answer.winning_moves.length ?
      tr('Hint: {} ({}).', moveName(answer.winning_moves[0], answer.boards.length > 1),
         answer.winning_move_descriptions[0]) :
      tr('Every move loses against perfect play; make the engine work for it.');
});

$("seq-form").addEventListener("submit", (event) => {
  event.preventDefault();
  plot($("game").value.trim(), Number($("upto").value));
});

// The page's fixed text, by element (index.html leaves it out, so that it is
// written once, here, in English, and drawn in the page's language).
export const FIXED_TEXT = [
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

export const FIXED_LABELS = [['#presets', N_('Examples')], ['#trail', N_('Positions explored')]];

// Says where the answers come from: the server, or the engine in this
// browser (engine.js), so that a teacher knows the page needs nothing else.
export async function drawEngineNote() {
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

export function drawFixedText() {
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
export async function start() {
  connectBoards({play, game, draw: drawBoards});
  await loadLanguage(askedLanguage());
  drawFixedText();
  drawEngineNote();
  const asked = new URLSearchParams(location.search).get('position');
  if (asked) $('position').value = asked;
  newGame($('position').value.trim());
  plot('kayles', 200);
}

start();


// A game against the engine: the position played, its answer and boards,
// a move and the engine's reply.

import {drawAnswer, showFailure} from './answer.js';
import {boards} from './boards/board.js';
import {drawBoards} from './boards/index.js';
import {$, showError} from './dom.js';
import {explorer} from './explorer.js';
import {placedWords} from './format.js';
import {showHistory} from './history.js';
import {tr} from './i18n.js';
import {api, failureText, misere, solve} from './requests.js';

// ------------------------------------------------------------- playing --

// history: the position before each of your turns (for undo); moves: every
// move since the start, yours and the engine's ({component, move}), for the
// value history at the end; start: where the game began.
export const game = {
  history: [],
  moves: [],
  turns: [],
  start: '',
  position: '',
  answer: null,  // the solve answer of `position`, which the boards draw
  over: false
};

export async function newGame(position) {
  await openPosition(position, []);
}

// The number of the last position asked to open: an answer that comes back
// after a later one was asked for is dropped, so that a slow answer cannot
// put back the position a person has already left (answers come back in
// any order: the server answers on several threads).
let opened = 0;

// A fresh game from `position`, with `trail` the explorer's way back to it.
// Nothing changes until it is solved: a request cancelled or failed leaves
// the game where it was.
export async function openPosition(position, trail = explorer.trail) {
  showError('');
  const ticket = ++opened;
  let answer;
  try {
    answer = await solve(position);
  } catch (error) {
    if (ticket === opened) showFailure(error);
    return;
  }
  if (ticket !== opened) return;
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
export function showSolved(position, answer, status) {
  game.position = position;
  $("position").value = position;
  drawAnswer(answer);
  drawBoard(answer);
  $("play-status").textContent = status;
}

// The boards (boards.js) of a new position: picks and choices made on the
// previous one are forgotten.
export function drawBoard(answer) {
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

export async function play(choice) {
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
    boards.last = answer.reply ?
        {position: answer.position, component: answer.reply.component, move: answer.reply.move} :
        null;
    // In a sum, each move's words say in which game (and heap) it was made.
    const inSum = game.answer.boards.length > 1;
    let status = tr('You: {}.', placedWords(choice, answer.description, inSum));
    if (answer.reply) {
      status += ' ' + tr('Engine: {} ({}).', placedWords(answer.reply, answer.reply.description, inSum),
                         answer.reply.why);
    }
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


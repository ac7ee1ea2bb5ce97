// A row of coins (the "coin_row" shape): coin-turning games.

import {svg} from '../dom.js';
import {tr, trn} from '../i18n.js';

import {boardImage, boards, clickable, lastMove, note, redraw, turnButton} from './board.js';
import {TAP} from './layout.js';
import {coinRowMove, rowOthers} from './notation.js';

// ---------------------------------------------------------------- coins --
// A row of coins, heads (H) and tails (T). Click a head: it is the coin that
// goes to tails; then click the other coins to turn with it (to its left),
// and Turn. In a game of runs, one click on a coin to the left chooses the
// run from it to the head.

export function drawCoins(part, board, c, legal) {
  const first = board.first_coin;
  const last = board.heads.length ? board.heads[board.heads.length - 1] : first;
  const cell = TAP;
  const image =
      boardImage((last - first + 1) * cell + 8, 70, tr('coins of {}', board.position));
  image.classList.add('tappable');
  const engineTurned = new Set((lastMove(c) || '').split(',').filter(Boolean).map(Number));
  const picked = boards.picked.get(c);  // {head, others: [coins]}
  const heads = new Set(board.heads);
  const runs = board.coins_per_turn.length === 0;
  const most = runs ? Infinity : Math.max(...board.coins_per_turn) - 1;
  part.dataset.runs = runs;
  for (let coin = first; coin <= last; ++coin) {
    const x = (coin - first) * cell + 4 + cell / 2;
    if (engineTurned.has(coin)) {
      image.append(svg('circle', {cx: x, cy: 24, r: 19, class: 'last-move-ring'}));
    }
    const chosen = picked && (picked.head === coin || picked.others.includes(coin));
    // The coin in a group with a transparent square around it: a tap target of TAP.
    const face = svg('g', {
      class: `coin ${heads.has(coin) ? 'heads' : 'tails'}${chosen ? ' picked' : ''}`
    });
    face.append(svg('rect', {x: x - cell / 2, y: 2, width: cell, height: cell, class: 'hit'}));
    face.append(svg('circle', {cx: x, cy: 24, r: 14, class: 'coin-disc'}));
    face.append(
        svg('text', {x, y: 29, 'text-anchor': 'middle', 'font-size': 13, class: 'coin-face'},
            heads.has(coin) ? 'H' : 'T'));
    image.append(face);
    image.append(
        svg('text', {x, y: 62, 'text-anchor': 'middle', 'font-size': 12, fill: '#5f6368'}, coin));
    coinClicks(face, {c, legal, picked, runs, most}, coin, heads.has(coin));
  }
  part.append(image);
  if (picked) part.append(turnButton(c, legal, coinRowMove(picked)));
  const how = runs ? tr('then a coin to its left: the run from it to the head turns too') :
                     trn('then up to {} coin to its left to turn too',
                         'then up to {} coins to its left to turn too', most, most);
  part.append(note(
      picked ? tr('Coin {} goes to tails; {}; then Turn.', picked.head, how) :
               tr('Click a head to turn it to tails; {}.', how)));
}

// What a click on `coin` does: picks a head that some move turns, chooses a
// coin to its left to turn with the head picked, or puts the head back.
function coinClicks(face, {c, legal, picked, runs, most}, coin, head) {
  if (!picked && head) {
    const canMove = legal === null ||
        [...legal.keys()].some((key) => key === `${c}|${coin}` || key.startsWith(`${c}|${coin},`));
    if (!canMove) return;
    face.classList.add('movable');
    // Green when turning this head can win, red when every such move loses.
    if (legal !== null) {
      const states = [...legal.entries()]
                         .filter(([key]) => key === `${c}|${coin}` || key.startsWith(`${c}|${coin},`))
                         .map(([, move]) => move.winning);
      face.classList.add(states.includes(true) ? 'winning' : 'losing');
    }
    face.dataset.piece = coin;
    face.dataset.component = c;
    clickable(face, tr('turn the head on coin {}', coin), () => {
      boards.picked.set(c, {head: coin, others: []});
      redraw();
    });
  } else if (picked && coin < picked.head) {
    face.dataset.coin = coin;
    clickable(face, tr('turn coin {} too', coin), () => {
      boards.picked.set(c, {head: picked.head, others: rowOthers(picked, coin, runs, most)});
      redraw();
    });
  } else if (picked && coin === picked.head) {
    clickable(face, tr('put coin {} back', coin), () => {
      boards.picked.delete(c);
      redraw();
    });
  }
}


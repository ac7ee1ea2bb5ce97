// The value history drawn at the end of a game.

import {$, svg} from './dom.js';
import {game} from './game.js';
import {tr} from './i18n.js';
import {api, misere} from './requests.js';

// The value history of the game just played: the value of each position
// (misère value in misère play), green where its player to move was winning,
// red where losing, and a ring on each turning point, a move from a won
// position that left the opponent winning.
export async function showHistory() {
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
      svg('text', {x: 4, y: yOf(most) + 4, 'font-size': 12, fill: '#5f6368'}, String(most)));
  image.append(svg('text', {x: 4, y: yOf(0) + 4, 'font-size': 12, fill: '#5f6368'}, '0'));
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
        svg('text', {x, y: height - 8, 'text-anchor': 'middle', 'font-size': 12, fill: '#5f6368'},
            i + 1 < entries.length ? String(i + 1) : tr('end')));
  });
  box.append(image);
  box.append(historyNote(entries));
}

// What the points of the history say, and its turning points.
function historyNote(entries) {
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
  return note;
}

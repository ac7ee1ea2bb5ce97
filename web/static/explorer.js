// The mex explorer: why a value is what it is, each option a link to its
// position, and the trail of positions explored.

import {thumbnail} from './boards/thumbnail.js';
import {$, showError, showNotice, span} from './dom.js';
import {engine} from './engine.js';
import {capitalized, valueList, winningTarget} from './format.js';
import {game, openPosition} from './game.js';
import {i18n, tr, trn} from './i18n.js';
import {api, isCancelled, misere} from './requests.js';

// ------------------------------------------------------ the explorer --
// Why a value is what it is: a row's options grouped by value (the mex
// table), each example a link that opens that position; breadcrumbs lead back.

export const explorer = {
  answer: null,
  trail: []
};

export async function showWhy(part) {
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

export function drawMex(part, inMisere, target) {
  const box = $('mex');
  box.replaceChildren();
  box.hidden = false;
  const g = inMisere ? 'G⁻' : 'G';
  const title = document.createElement('h4');
  // A value not computed (Moore's Nim at large): the rule tells who wins.
  title.textContent = part.grundy === null ? tr('Who wins {}', part.position) :
                                             tr('Why {} is worth {}', part.position, part.grundy);
  box.append(title);
  // A known value's rule is the family's reason, which leads the answer
  // (#reasons); a value not computed has only its rule.
  if (part.rule && part.grundy === null) {
    const rule = document.createElement('p');
    rule.className = 'rule';
    rule.textContent = capitalized(part.rule);
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
  summary.textContent = mexSummary(part, inMisere, g);
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
  const list = optionList(part, g, target);
  box.append(list);
  drawThumbnails(list);
}

// The sentence under the title: the options' values and their mex.
function mexSummary(part, inMisere, g) {
  const infinite = part.options.infinite || [];
  const groups = part.options.by_value;
  const values = valueList(groups) || tr('none');
  return groups.length === 0 && infinite.length === 0 ?
      (inMisere ? tr('No move is left, so {} = 1.', g) :
                  tr('It has no options, so {} = mex{{}} = 0.', g)) :
      inMisere ? tr('Its options have misère values {}; the smallest missing is {}, so {} = {}.',
                    values, part.options.mex, g, part.grundy) :
      infinite.length ?
                 tr('Its options have finite values {}; the smallest missing is {}, so {} = {}.',
                    values, part.options.mex, g, part.grundy) :
                 tr('Its options have values {}; the smallest missing is {}, so {} = {}.', values,
                    part.options.mex, g, part.grundy);
}

// Every option, by value; each opens its position. The first ten are
// shown (as small boards once they come, see drawThumbnails), the others
// behind "Show all", so that a game of 77 options does not bury the board.
function optionList(part, g, target) {
  const list = document.createElement('ul');
  list.className = 'options';
  let shown = 0;
  for (const group of part.options.by_value) {
    const item = document.createElement('li');
    // A move to value 0 leaves the opponent lost in this game: green, and
    // it is what the explorer opens (the game alone). In a sum the winning
    // move of this game goes to `target` instead, which is marked.
    item.className = group.grundy === 0 ? 'move-win' : 'move-lose';
    if (target !== 0 && group.grundy === target) item.classList.add('sum-win');
    item.append(`${group.grundy === target && target !== 0 ? '★ ' : ''}${g}=${group.grundy} (${
        trn('{} option', '{} options', group.count, group.count)}): `);
    const options = group.moves || [group.example];
    const first = options.slice(0, Math.max(0, OPTIONS_SHOWN - shown));
    shown += first.length;
    for (const option of first) item.append(optionButton(option), ' ');
    if (first.length < options.length) {
      const rest = document.createElement('details');
      rest.className = 'more-options';
      const summary = document.createElement('summary');
      summary.textContent = first.length ?
          tr('Show all {}', options.length) :
          trn('Show {} option', 'Show {} options', options.length, options.length);
      rest.append(summary);
      for (const option of options.slice(first.length)) rest.append(optionButton(option), ' ');
      item.append(rest);
    }
    list.append(item);
  }
  // Options of infinite value (a game graph with cycles): play from them may
  // never end (yellow); each has a move back to the value, named beside it.
  const infinite = part.options.infinite || [];
  if (infinite.length) {
    const item = document.createElement('li');
    item.className = 'move-draw';
    item.append(`${g}=∞ (${trn('{} option', '{} options', infinite.length, infinite.length)}, ${
        tr('each with a move back to {} = {}', g, part.options.mex)}): `);
    for (const option of infinite) {
      const text = `${option.move} → ${option.to}` +
          (option.back ? ` (${tr('back by {}', option.back.move)})` : '');
      item.append(optionButton(option, text), ' ');
    }
    list.append(item);
  }
  return list;
}

// A button that opens the position an option leads to: its move and the
// position as text, until a small board takes the text's place.
function optionButton(option, text = `${option.move} → ${option.to}`) {
  const open = document.createElement('button');
  open.type = 'button';
  open.className = 'explore';
  open.textContent = text;
  open.title = option.to;
  open.dataset.to = option.to;
  open.addEventListener('click', () => explore(option.to));
  return open;
}

// The options shown before "Show all", each drawn as a small board.
export const OPTIONS_SHOWN = 10;

// The positions of the options shown get their boards (one request each,
// at most OPTIONS_SHOWN), one after the other; a button keeps its text when
// the position has no board or the request fails. Not in a page that
// computes on its own thread (opened from a folder): ten more answers
// would hold it.
async function drawThumbnails(list) {
  if ((await engine.mode()) === 'page') return;
  // Options of infinite value keep their text: it names the move back.
  const buttons = [...list.querySelectorAll(':scope > li:not(.move-draw) > button.explore')];
  for (const button of buttons) {
    if (!button.isConnected) return;  // another table was drawn meanwhile
    try {
      const {ok, answer} = await engine.ask(`api/solve?lang=${i18n.lang}`, {
        position: button.dataset.to,
        misere: misere(),
        limit: 0,
        legal_limit: 0
      });
      if (!ok || answer.boards.length !== 1) continue;
      const picture = thumbnail(answer.boards[0]);
      if (!picture) continue;
      const move = button.textContent.split(' → ')[0];
      button.replaceChildren(span('thumb-move', move), picture);
      button.classList.add('with-board');
      button.setAttribute('aria-label', `${move} → ${button.dataset.to}`);
    } catch (error) {
      return;  // the engine was stopped (Cancel): the texts stay
    }
  }
}

// Opens a position met in a mex table; the one it came from goes on the trail.
export async function explore(position) {
  await openPosition(position, [...explorer.trail, game.position]);
}

// The positions explored, each a way back, and `current`, the one shown.
export function drawTrail(current) {
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


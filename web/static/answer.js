// The answer to a position: who wins, its value, the misère reason or the
// quotient that decided it, and the explanation that opens with it.

import {drawDiagram} from './diagram.js';
import {$, showError, showNotice} from './dom.js';
import {drawMex, drawTrail, explorer} from './explorer.js';
import {capitalized, winningTarget} from './format.js';
import {tr} from './i18n.js';
import {drawMoves} from './moves.js';
import {isCancelled} from './requests.js';

// Why a position asked for has no answer. Cancelled, the answer shown stays
// (the page remains usable) with a note.
export function showFailure(error) {
  if (isCancelled(error)) {
    showNotice(tr('Cancelled.'));
  } else {
    showError(error.message);
    $("answer").hidden = true;
  }
}

// G⁻ when it is known; a position decided by the misère quotient says
// which element the sum is and whether it lies in the P-portion instead,
// and one decided by a misère decomposition (Daisies) its margin (the
// reason below says the rest).
export function misereValueText(answer) {
  if (answer.grundy === null && answer.decomposition) {
    const d = answer.decomposition;
    return d.margin === null ?
        tr('decided by the misère decomposition: {} heaps, {} of them big', d.heaps, d.big_heaps) :
        tr('decided by the misère decomposition: {} heaps, margin {}', d.heaps, d.margin);
  }
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
export function drawQuotient(answer) {
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

// Each game's reason in its family's own terms, first: what makes this
// position worth its value (Wythoff's cold positions, the staircase's gaps).
export function drawReasons(answer, box) {
  box.replaceChildren();
  const reasons = (answer.reasons || []).filter((reason) => !reason.more);
  box.hidden = reasons.length === 0;
  const several = answer.position.includes(' + ');
  for (const reason of reasons) {
    const title = document.createElement('h3');
    const name = capitalized(reason.title);
    title.textContent = several ? tr('Why, game {}: {}', reason.component + 1, name) :
                                  tr('Why: {}', name);
    box.append(title);
    for (const line of reason.lines) {
      const sentence = document.createElement('p');
      sentence.className = 'reason';
      sentence.textContent = line;
      box.append(sentence);
    }
  }
}

// Whether the pairing diagram pairs anything: two rows or more.
export function pairsRows(answer) {
  const picture = answer.picture;
  return Boolean(picture) && (picture.row_count || picture.rows.length) >= 2;
}

export function drawAnswer(answer) {
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
  drawReasons(answer, $('reasons'));
  drawMoves(answer, won);
  // Misère values do not add by XOR: the reason is told in words instead.
  // One row pairs nothing: the family's reason and the mex say why.
  const pairing = !inMisere && pairsRows(answer);
  $('why-title').textContent =
      inMisere ? tr('Why: misère play') : pairing ? tr('Why: keep every count in pairs') : '';
  $('why-title').hidden = !inMisere && !pairing;
  $("why-note").hidden = !pairing;
  $("explanation").hidden = !inMisere;
  $('explanation').textContent = inMisere ? answer.misere_reason : '';
  drawQuotient(answer);
  if (pairing) {
    drawDiagram(answer, $("diagram"));
  } else {
    $("diagram").replaceChildren();
  }
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
export function drawBeyond(reason) {
  const note = document.createElement('p');
  note.className = 'note';
  note.textContent = tr('Why each value is what it is: {}.', reason);
  $('mex').replaceChildren(note);
  $('mex').hidden = false;
}


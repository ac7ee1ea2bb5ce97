// Numbers and values as the page writes them: pure functions, without the
// DOM (tests/page).

import {i18n, tr} from './i18n.js';

// A sentence or a title as it begins: its first letter a capital.
export function capitalized(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// 83,333,333,333,333,338 as the page's language writes it.
export function formatCount(count) {
  return count.toLocaleString(i18n.lang === 'zh' ? 'zh-CN' : 'en');
}

// How many of `count` moves follow the first `shown`, up to `most`.
export function movesLeft(count, shown, most) {
  const left = typeof count === 'bigint' ? count - BigInt(shown) : count - shown;
  return Number(left > most ? most : left);
}

// The value an option of `part` must have for the move to win the whole
// position: in a sum the other parts stay, so the part must go to the value
// that makes the nim-sum 0 (total XOR the part's value); alone, or under
// misère play (explained whole), 0.
export function winningTarget(answer, part, inMisere) {
  if (inMisere || answer.grundy === null || part.grundy === null) return 0;
  return answer.grundy ^ part.grundy;
}

// Where a move of a sum is made, as the pairing diagram names its rows:
// "game 2, heap 1" when its notation is one heap's ("1:3->1", heap 1), else
// "game 2" (a staircase's "1->4", Moore's several heaps "2:5->3,3:6->3").
export function movePlace(move) {
  const heap = /^(\d+):[^,]*$/.exec(move.move);
  return heap ? tr('game {}, heap {}', move.component + 1, heap[1]) : tr('game {}', move.component + 1);
}

// A move as the page lists it: in a sum, its place first ("game 2, heap 1:
// 1:3->1"), since the notation and the words name only the heap.
export function moveName(move, inSum) {
  return inSum ? tr('{}: {}', movePlace(move), move.move) : move.move;
}

// A move's words in a sum, its place first, for a sentence.
export function placedWords(move, words, inSum) {
  return inSum && move.component !== undefined ? tr('{}: {}', movePlace(move), words) : words;
}

export function valueList(groups) {
  return groups.map((group) => group.grundy).join(' ');
}

// The largest of `values`, at least `floor`, by a loop: Math.max(...values)
// passes each value as an argument on the stack, and a plot's 100,001
// values are near where that overflows it (about 125,000 in Chromium).
export function largest(values, floor) {
  let most = floor;
  for (const value of values) if (value > most) most = value;
  return most;
}

// An answer's JSON text parsed, the counts of moves, which may pass 2^53 (a
// row of 10^18 Kayles pins has 83,333,333,333,333,338 winning moves), as
// BigInt from the number's own digits, where the browser gives them
// (JSON.parse's source text): a Number would round them. Daisies' margin
// and weights in misère play likewise (the margin may be negative). Other
// numbers stay Numbers, for arithmetic.
const EXACT_INTEGERS = new Set(['count', 'winning_move_count', 'drawing_move_count', 'legal_move_count',
                        'margin', 'others_weight']);
export function parseAnswer(text) {
  return JSON.parse(text, (key, value, context) =>
      typeof value === 'number' && !Number.isSafeInteger(value) && EXACT_INTEGERS.has(key) &&
          context && /^-?\d+$/.test(context.source) ?
          BigInt(context.source) :
          value);
}

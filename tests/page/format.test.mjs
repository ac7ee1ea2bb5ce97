// How the page writes numbers: counts past 2^53 kept whole, the moves left
// of a list, the value a part of a sum must reach.
import {test} from "node:test";
import assert from "node:assert/strict";
import {formatCount, largest, moveName, movesLeft, parseAnswer, placedWords, valueList, winningTarget} from "../../web/static/format.js";
import {i18n} from "../../web/static/i18n.js";

test("formatCount writes every digit of a BigInt, grouped", () => {
  i18n.lang = "en";
  assert.equal(formatCount(83333333333333338n), "83,333,333,333,333,338");
  assert.equal(formatCount(1000), "1,000");
  i18n.lang = "zh";
  assert.equal(formatCount(250000000000000001n), "250,000,000,000,000,001");
  i18n.lang = "en";
});

test("movesLeft counts what follows a page, up to a limit, Number or BigInt", () => {
  assert.equal(movesLeft(250, 200, 100), 50);
  assert.equal(movesLeft(1000, 100, 100), 100);
  assert.equal(movesLeft(250000000000000001n, 100, 100), 100);
  assert.equal(movesLeft(201n, 200, 100), 1);
});

test("largest finds the maximum of 200,000 values without spreading them", () => {
  const values = Array.from({length: 200000}, (_, n) => n % 97);
  assert.equal(largest(values, 1), 96);
  assert.equal(largest([], 1), 1);
});

test("winningTarget: in a sum the part goes to total XOR its value; alone or misère, to 0", () => {
  assert.equal(winningTarget({grundy: 6}, {grundy: 4}, false), 2);
  assert.equal(winningTarget({grundy: 6}, {grundy: 4}, true), 0);
  assert.equal(winningTarget({grundy: null}, {grundy: 4}, false), 0);
  assert.equal(valueList([{grundy: 0}, {grundy: 2}, {grundy: 3}]), "0 2 3");
});

test("parseAnswer keeps small numbers as Numbers, and a count past 2^53 exact where it can", () => {
  const answer = parseAnswer('{"grundy": 7, "winning_move_count": 83333333333333338, "values": [1, 2]}');
  assert.equal(answer.grundy, 7);
  assert.deepEqual(answer.values, [1, 2]);
  // JSON.parse hands the reviver the number's source text in browsers since
  // 2023 (and node from 21); without it the count is a rounded Number.
  const sourceText = JSON.parse("1", (key, value, context) => context !== undefined);
  if (sourceText)
    assert.equal(answer.winning_move_count, 83333333333333338n);
  else
    assert.equal(typeof answer.winning_move_count, "number");
});

test("parseAnswer keeps Daisies' margin exact, negative too, and leaves other large numbers alone", () => {
  const answer = parseAnswer('{"decomposition": {"largest": 1000000000000000000, ' +
                             '"others_weight": 22, "margin": 999999999999999971}, ' +
                             '"low": {"margin": -9223372036854775808}}');
  assert.equal(answer.decomposition.others_weight, 22);
  assert.equal(typeof answer.decomposition.largest, "number");
  const sourceText = JSON.parse("1", (key, value, context) => context !== undefined);
  if (sourceText) {
    assert.equal(answer.decomposition.margin, 999999999999999971n);
    assert.equal(answer.low.margin, -9223372036854775808n);
  }
});

test("a move of a sum is named by its game, and by its heap when it has one", () => {
  const nim = {component: 1, move: "1:3->1"};
  assert.equal(moveName(nim, true), "game 2, heap 1: 1:3->1");
  assert.equal(moveName(nim, false), "1:3->1");
  // A staircase's monk and Moore's several heaps are named by the game alone.
  assert.equal(moveName({component: 0, move: "1->4"}, true), "game 1: 1->4");
  assert.equal(moveName({component: 2, move: "2:5->3,3:6->3"}, true), "game 3: 2:5->3,3:6->3");
  assert.equal(placedWords(nim, "take 2 from heap 1 (3 -> 1)", true),
               "game 2, heap 1: take 2 from heap 1 (3 -> 1)");
  // A move typed as text has no game known beside it: its words stay.
  assert.equal(placedWords({move: "game 2: 1 2"}, "take 2 from heap 1", true), "take 2 from heap 1");
});

// The moves a click makes, written as the engine reads them (the notation
// of each family, docs/solving.md).
import {test} from "node:test";
import assert from "node:assert/strict";
import {chooseOthers, coinRowMove, gridMove, heapMove, rowOthers} from "../../web/static/boards/notation.js";

test("heapMove: heap number from 1, size, and what is left, smallest first", () => {
  assert.equal(heapMove(0, 9, [4, 4]), "1:9->4+4");
  assert.equal(heapMove(1, 9, [6, 2]), "2:9->2+6");
  assert.equal(heapMove(2, 3, [0]), "3:3->0");
  assert.equal(heapMove(0, 5, [0, 3]), "1:5->3");  // a knock at the end leaves one heap
});

test("coin moves: the head first, then the other coins from the highest", () => {
  assert.equal(coinRowMove({head: 9, others: [2, 5]}), "9,5,2");
  assert.equal(coinRowMove({head: 4, others: []}), "4");
  assert.equal(gridMove({x: 5, y: 6, columns: [2], rows: [3, 1]}), "5,2x6,3,1");
});

test("rowOthers: a run from the coin to the head, or the coin toggled up to a limit", () => {
  assert.deepEqual(rowOthers({head: 7, others: []}, 4, true, Infinity), [6, 5, 4]);
  assert.deepEqual(rowOthers({head: 7, others: [3]}, 5, false, 2), [3, 5]);
  assert.deepEqual(rowOthers({head: 7, others: [3, 5]}, 5, false, 2), [3]);
  assert.deepEqual(rowOthers({head: 7, others: [3, 5]}, 1, false, 2), [3, 5]);
});

test("chooseOthers on a grid: runs, a single coin, or coins toggled", () => {
  assert.deepEqual(chooseOthers([], 6, [], 3), [5, 4, 3]);
  assert.deepEqual(chooseOthers([1, 2], 6, [4], 2), [2]);   // two coins: the other is one
  assert.deepEqual(chooseOthers([1, 2, 3], 6, [4], 2), [4, 2]);
  assert.deepEqual(chooseOthers([1, 2, 3], 6, [4, 2], 4), [2]);
});

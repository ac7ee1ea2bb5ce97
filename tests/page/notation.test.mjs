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

test("the engine's heap move read back: the rows it changed and what it took", async () => {
  const {heapChanges, removedByRow} = await import("../../web/static/boards/notation.js");
  assert.deepEqual(heapChanges("2:5->1+3"), [{heap: 1, parts: [1, 3], removed: 1}]);
  assert.equal(heapChanges("a1-b1"), null);
  // A knock in the middle of heap 2 leaves two rows: 1 pin and the one
  // knocked down on row 2, then the 3 pins on row 3.
  assert.deepEqual([...removedByRow("2:5->1+3")], [[1, 1], [2, 0]]);
  assert.deepEqual([...removedByRow("4:1->0")], [[3, 1]]);
  // Moore's Nim takes from several heaps at once.
  assert.deepEqual([...removedByRow("1:3->2,3:4->0")], [[0, 1], [2, 4]]);
  // A split before another change moves it a row down.
  assert.deepEqual([...removedByRow("1:6->1+2,2:4->3")], [[0, 3], [1, 0], [2, 1]]);
  assert.deepEqual([...removedByRow("nonsense")], []);
});

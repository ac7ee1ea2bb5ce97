// Where the pieces of the boards go: the strip shared by the monks and
// Welter's coins, the rows of a game graph, the arcs between its vertices.
import {test} from "node:test";
import assert from "node:assert/strict";
import {arcPath, layeredLayout, stripLayout} from "../../web/static/boards/layout.js";

test("a staircase rises a step a square, its steps numbered from 1", () => {
  const layout = stripLayout({look: "staircase", first_square: 1, tokens: [1, 5, 9], direction: "up"});
  assert.deepEqual([layout.width, layout.height], [9 * 28 + 40, 9 * 12 + 60]);
  // Step s stands s rises above the base, the base 20 above the bottom.
  assert.deepEqual(layout.square(1), {x: 10, y: 168 - 20 - 12, width: 28, height: 14});
  assert.deepEqual(layout.square(9), {x: 8 * 28 + 10, y: 168 - 20 - 108, width: 28, height: 110});
  assert.deepEqual(layout.token(5), {cx: 4 * 28 + 24, cy: 148 - 60 - 10, r: 10});
  assert.equal(layout.number(3), null);
  assert.deepEqual(layout.number(5), {x: 4 * 28 + 24, y: 162, size: 9});
  // The top step is numbered too: where the last monk stands.
  assert.deepEqual(layout.number(9), {x: 8 * 28 + 24, y: 162, size: 9});
});

test("a row of squares from 0 numbers every square, its coins in the middle", () => {
  const layout = stripLayout({look: "squares", first_square: 0, tokens: [2, 5, 7], direction: "down"});
  assert.deepEqual([layout.width, layout.height], [8 * 32 + 8, 62]);
  assert.deepEqual(layout.square(0), {x: 4, y: 4, width: 32, height: 32});
  assert.deepEqual(layout.token(7), {cx: 7 * 32 + 20, cy: 20, r: 11});
  assert.deepEqual(layout.number(3), {x: 3 * 32 + 20, y: 54, size: 11});
});

test("a game graph: a row per layer, each spread across the picture", () => {
  const {width, height, place} = layeredLayout([{layer: 0}, {layer: 0}, {layer: 1}, {layer: 2}]);
  assert.deepEqual([width, height], [200, 3 * 70 + 20]);
  assert.deepEqual(place, [{x: 200 / 3, y: 30}, {x: 400 / 3, y: 30}, {x: 100, y: 100}, {x: 100, y: 170}]);
});

test("an arc runs from circle to circle, straight unless bent", () => {
  assert.equal(arcPath({x: 0, y: 0}, {x: 100, y: 0}, 10, 0), "M 10 0 Q 49 0 88 0");
  // Bent 28 to the left of its direction (y grows downwards).
  assert.equal(arcPath({x: 0, y: 0}, {x: 100, y: 0}, 10, 28), "M 10 0 Q 49 28 88 0");
});

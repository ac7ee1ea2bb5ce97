// Where the pieces of the boards go: the strip shared by the monks and
// Welter's coins, the rows of a game graph, the arcs between its vertices.
import {test} from "node:test";
import assert from "node:assert/strict";
import {TAP, arcPath, layeredLayout, stripLayout} from "../../web/static/boards/layout.js";

test("a staircase rises a step a square, its steps numbered from 1, each a tap target", () => {
  const layout = stripLayout({look: "staircase", first_square: 1, tokens: [1, 5, 9], direction: "up"});
  assert.deepEqual([layout.width, layout.height], [9 * TAP + 20, 9 * 12 + TAP + 30]);
  // Step s stands s rises above the base, the base 20 above the bottom.
  const base = 9 * 12 + TAP + 10;
  assert.deepEqual(layout.square(1), {x: 10, y: base - 12, width: TAP, height: 14});
  assert.deepEqual(layout.square(9), {x: 8 * TAP + 10, y: base - 108, width: TAP, height: 110});
  assert.deepEqual(layout.token(5), {cx: 4 * TAP + 32, cy: base - 60 - 13, r: 12});
  // A monk, and a step to move him to with the room above it: TAP wide and high at least.
  assert.deepEqual(layout.tokenHit(5), {x: 4 * TAP + 10, y: base - 60 - TAP, width: TAP, height: TAP});
  assert.deepEqual(layout.squareHit(1), {x: 10, y: base - 12 - TAP, width: TAP, height: TAP + 14});
  assert.equal(layout.number(3), null);
  assert.deepEqual(layout.number(5), {x: 4 * TAP + 32, y: base + 15, size: 12});
  // The top step is numbered too: where the last monk stands.
  assert.deepEqual(layout.number(9), {x: 8 * TAP + 32, y: base + 15, size: 12});
});

test("a row of squares from 0 numbers every square, its coins in the middle", () => {
  const layout = stripLayout({look: "squares", first_square: 0, tokens: [2, 5, 7], direction: "down"});
  assert.deepEqual([layout.width, layout.height], [8 * TAP + 8, TAP + 28]);
  assert.deepEqual(layout.square(0), {x: 4, y: 4, width: TAP, height: TAP});
  // A square is its own tap target, and its coin's.
  assert.deepEqual(layout.squareHit(0), layout.square(0));
  assert.deepEqual(layout.tokenHit(7), layout.square(7));
  assert.deepEqual(layout.token(7), {cx: 7 * TAP + 26, cy: 26, r: 14});
  assert.deepEqual(layout.number(3), {x: 3 * TAP + 26, y: TAP + 22, size: 12});
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

// The pictures of undirected graphs: what falls when a Hackenbush edge is
// cut, what goes with a Kayles piece, how parallel edges are spread.
import {test} from "node:test";
import assert from "node:assert/strict";
import {edgeSpreads, fallingEdges, loopAngle, neighbours, touchingEdges} from "../../web/static/boards/geometry.js";

// hackenbush(ground-a, a-b, b-ground, b-c, c-d): the ground is vertex 0.
const picture = {
  ground: 0,
  edges: [{ends: [0, 1]}, {ends: [1, 2]}, {ends: [2, 0]}, {ends: [2, 3]}, {ends: [3, 4]}]
};

test("cutting an edge drops exactly what no longer reaches the ground", () => {
  assert.deepEqual(fallingEdges(picture, 0), []);      // b still stands on the ground
  assert.deepEqual(fallingEdges(picture, 3), [4]);     // c-d hangs from b-c
  assert.deepEqual(fallingEdges(picture, 4), []);
  assert.deepEqual(fallingEdges({...picture, edges: picture.edges.slice(0, 2)}, 0), [1]);
});

test("what goes with a vertex or an edge of Kayles", () => {
  assert.deepEqual(neighbours(picture, 2), [1, 0, 3]);
  assert.deepEqual(touchingEdges(picture, 1), [0, 2, 3]);
});

test("parallel edges and loops spread around the middle one", () => {
  const edges = [{ends: [0, 1]}, {ends: [1, 0]}, {ends: [2, 2]}, {ends: [0, 1]}, {ends: [1, 2]}];
  assert.deepEqual(edgeSpreads(edges), [-1, 0, 0, 1, 0]);
});

test("a loop points into the widest gap between its vertex's other edges", () => {
  const place = [{x: 0, y: 100}, {x: 0, y: 0}, {x: 100, y: 0}];
  // Vertex 1 has edges down (to 0) and right (to 2): the loop points up-left.
  const board = {ground: undefined, edges: [{ends: [1, 0]}, {ends: [1, 2]}, {ends: [1, 1]}]};
  const angle = loopAngle(board, place, 1, 200, false);
  assert.ok(Math.abs(Math.cos(angle) + Math.SQRT1_2) < 1e-9 && Math.abs(Math.sin(angle) + Math.SQRT1_2) < 1e-9,
            `${angle}`);
  // On the ground itself a loop points up.
  assert.equal(loopAngle({...board, ground: 1}, place, 1, 200, true), -Math.PI / 2);
});

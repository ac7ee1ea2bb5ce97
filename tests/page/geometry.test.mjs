// The pictures of undirected graphs: what falls when a Hackenbush edge is
// cut, what goes with a Kayles piece, how parallel edges are spread, how
// large a picture is drawn.
import {test} from "node:test";
import assert from "node:assert/strict";
import {edgeSpreads, fallingEdges, loopAngle, neighbours, pictureScale, touchingEdges} from "../../web/static/boards/geometry.js";

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

test("a graph is drawn at 0.75 unless two pieces to click would be nearer than a tap target", () => {
  const vertex = (x, y, move) => ({x, y, move});
  // A grid's vertices a step (100) apart: 75 px.
  const grid = {vertices: [vertex(0, 0, "a1"), vertex(100, 0, "b1"), vertex(0, 100, "a2")], edges: []};
  assert.equal(pictureScale(grid), 0.75);
  // Arc-Kayles on a triangle of side 100: the middles of its edges are 50
  // apart, drawn 44 apart; the vertices make no move.
  const triangle = {
    vertices: [vertex(0, 87), vertex(50, 0), vertex(100, 87)],
    edges: [{ends: [0, 1], move: "1-2"}, {ends: [1, 2], move: "2-3"}, {ends: [0, 2], move: "1-3"}]
  };
  assert.ok(Math.abs(pictureScale(triangle) - 44 / 50) < 0.01, `${pictureScale(triangle)}`);
  // Copies of an edge lie on one another (their bends part them): no reason to grow.
  const copies = {vertices: [vertex(0, 0), vertex(0, 100)],
                  edges: [{ends: [0, 1], move: "a-b"}, {ends: [0, 1], move: "a-b#2"}]};
  assert.equal(pictureScale(copies), 0.75);
  // An edge to the ground ends on the ground line, under its other end.
  const grounded = {ground: 0, height: 100, vertices: [vertex(50, 100), vertex(0, 0), vertex(40, 0)],
                    edges: [{ends: [0, 1], move: "ground-a"}, {ends: [0, 2], move: "ground-b"}]};
  assert.equal(pictureScale(grounded), 44 / 40);
});

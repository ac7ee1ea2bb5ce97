// How the boards colour a move: from the legal moves the answer lists, when
// it lists them all.
import {test} from "node:test";
import assert from "node:assert/strict";
import {legalMoves, moveClass, moveTitle} from "../../web/static/boards/legal.js";

const answer = {
  legal_move_count: 2,
  legal_moves: [{component: 0, move: "1:3->1", winning: true, description: "take 2 from heap 1"},
                {component: 1, move: "1:2->0", winning: false}]
};

test("a listed move is winning or losing; another is no move", () => {
  const legal = legalMoves(answer);
  assert.equal(moveClass(legal, 0, "1:3->1"), "winning");
  assert.equal(moveClass(legal, 1, "1:2->0"), "losing");
  assert.equal(moveClass(legal, 1, "1:3->1"), null);  // the move of another game of the sum
});

test("a page of a longer list colours nothing: every move is unknown", () => {
  const legal = legalMoves({...answer, legal_move_count: 10000});
  assert.equal(legal, null);
  assert.equal(moveClass(legal, 0, "anything"), "unknown");
  assert.equal(moveTitle(legal, 0, "1:3->1", "fallback"), "fallback");
});

test("a move's title is the engine's description when it gave one", () => {
  const legal = legalMoves(answer);
  assert.equal(moveTitle(legal, 0, "1:3->1", "x"), "take 2 from heap 1");
  assert.equal(moveTitle(legal, 1, "1:2->0", "take 2"), "take 2");
});

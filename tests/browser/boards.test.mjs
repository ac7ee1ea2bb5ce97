// The boards: a whole game on each family's board, played by clicks against
// the engine, with screenshots of each board at a desktop and a phone width.
import {test} from "node:test";
import assert from "node:assert/strict";
import {artifacts, openPage} from "./harness.mjs";

async function open(page, position) {
  await page.fill("#position", position);
  await page.click("#solve");
  await page.waitForFunction(
      (p) => document.querySelector("#board").dataset.position === p, position);
}

// One move by clicks on the board: a winning piece when there is one. Pieces
// to pick up first (monks, coins) are picked, Moore's heaps are chosen and
// then taken; a game without a board is played from the list of moves.
async function clickOneMove(page) {
  const moves = await page.getAttribute("#board", "data-moves");
  if (await page.$("#board .moore-take")) {
    // A winning move of Moore's Nim may take from several heaps: click where
    // each heap is left ("2:3->2,3:4->2"), then Take.
    const winning = await page.$$eval("#moves li.move-win", (items) => items.map((i) => i.textContent.trim().split(" ")[0]));
    const parts = winning.length ? winning[0].split(",") : ["first"];
    for (const part of parts) {
      const found = /^(\d+):\d+->(\d+)$/.exec(part);
      await page.click(found ? `#board .match[data-heap="${Number(found[1]) - 1}"][data-index="${found[2]}"]`
                             : "#board .match[data-move] >> nth=0");
    }
    await page.click("#board .moore-take");
  } else if (await page.$("#board .board-coin-row")) {
    // Coins: a winning move if there is one ("5,4,1": the head, then the
    // others), else the first legal move; the head is clicked, then the others
    // (in a game of runs, the lowest of them), then Turn.
    const winning = await page.$$eval("#moves li.move-win", (items) => items.map((i) => i.textContent.trim().split(" ")[0]));
    const listed = await page.$$eval("#board .move-list button", (buttons) => buttons.map((b) => b.textContent));
    const [head, ...others] = (winning[0] || listed[0]).split(",").map(Number);
    await page.click(`#board [data-piece="${head}"]`);
    const runs = (await page.getAttribute("#board .board-coin-row", "data-runs")) === "true";
    for (const coin of runs ? others.slice(-1) : others) await page.click(`#board [data-coin="${coin}"]`);
    await page.click("#board .coins-turn");
  } else if (await page.$("#board .board-coin-grid")) {
    // A product: "5,2x6,4" is columns 5, 2 times rows 6, 4, the head (5, 6).
    // Each other column is chosen by a coin in the head's row, each other row
    // by a coin in its column (in runs, only the farthest is clicked).
    const winning = await page.$$eval("#moves li.move-win", (items) => items.map((i) => i.textContent.trim().split(" ")[0]));
    const listed = await page.$$eval("#board .move-list button", (buttons) => buttons.map((b) => b.textContent));
    const [columns, rows] = (winning[0] || listed[0]).split("x").map((side) => side.split(",").map(Number));
    const [x, ...otherColumns] = columns;
    const [y, ...otherRows] = rows;
    await page.click(`#board [data-piece="${x},${y}"]`);
    const columnRuns = (await page.getAttribute("#board .board-coin-grid", "data-column-runs")) === "true";
    const rowRuns = (await page.getAttribute("#board .board-coin-grid", "data-row-runs")) === "true";
    for (const a of columnRuns ? otherColumns.slice(-1) : otherColumns) await page.click(`#board [data-coin="${a},${y}"]`);
    for (const b of rowRuns ? otherRows.slice(-1) : otherRows) await page.click(`#board [data-coin="${x},${b}"]`);
    await page.click("#board .coins-turn");
  } else if (await page.$("#board .board-cells [data-piece]")) {
    // Dominoes: a winning move if there is one ("a1-b1"), else the first
    // legal move; a click on one cell picks it, a click on the other places
    // the domino.
    const winning = await page.$$eval("#moves li.move-win", (items) => items.map((i) => i.textContent.trim().split(" ")[0]));
    const listed = await page.$$eval("#board .move-list button", (buttons) => buttons.map((b) => b.textContent));
    const move = winning[0] || listed[0];
    await page.click(`#board [data-piece="${move.split("-")[0]}"]`);
    await page.click(`#board [data-move="${move}"]`);
  } else if (await page.$("#board [data-piece]")) {
    const pieces = await page.$$("#board [data-piece]");
    // The first piece that has a winning target, else the first with any.
    let chosen = false;
    for (const wanted of ["winning", ""]) {
      for (let i = 0; i < pieces.length && !chosen; ++i) {
        await page.click(`#board [data-piece] >> nth=${i}`);
        if (await page.$(`#board [data-move]${wanted ? "." + wanted : ""}`)) {
          await page.click(`#board [data-move]${wanted ? "." + wanted : ""} >> nth=0`);
          chosen = true;
        } else {
          await page.click(`#board [data-piece] >> nth=${i}`);  // put it down again
        }
      }
    }
    assert.ok(chosen, "no piece could move");
  } else if (await page.$("#board svg [data-move]") || await page.$("#board .knock")) {
    // Pins: the number knocked at once that has a winning move, if any.
    const knock = await page.$("#board .knock button.winning:not(.chosen)");
    if (knock) await knock.click();
    const winning = await page.$("#board svg [data-move].winning");
    await page.click(winning ? "#board svg [data-move].winning >> nth=0" : "#board svg [data-move] >> nth=0");
  } else {
    // A board with nothing to click opens the list itself.
    if ((await page.getAttribute("#board details.move-list", "open")) === null)
      await page.click("#board details.move-list summary");
    const winning = await page.$("#board .move-list button.move-win");
    await page.click(winning ? "#board .move-list button.move-win >> nth=0" : "#board .move-list button.move-lose >> nth=0");
  }
  await page.waitForFunction(
      (old) => document.querySelector("#board").dataset.moves !== old ||
               document.querySelector("#play-status").textContent.startsWith("error"),
      moves);
  const status = await page.textContent("#play-status");
  assert.doesNotMatch(status, /^error/);
}

// Plays `position` to the end by clicks; whoever wins at the start must win,
// since the clicks choose a winning move whenever there is one.
async function playToTheEnd(page, position, name) {
  await open(page, position);
  const wins = (await page.textContent("#outcome")) === "The player to move wins";
  await page.locator("#play").screenshot({path: `${artifacts}/board-${name}-1000.png`});
  for (let turn = 0; turn < 80; ++turn) {
    if (/took the last move/.test(await page.textContent("#play-status"))) break;
    await clickOneMove(page);
  }
  const status = await page.textContent("#play-status");
  assert.match(status, wins ? /you win!/ : /it wins\./, `${position}: ${status}`);
  await page.waitForSelector("#history:not([hidden]) svg");
}

const families = [
  ["kayles 9 + nim 3 5", "sum"],
  ["dawson 8", "dawson"],
  ["octal(0.137) 9", "octal"],
  ["grundy-game 9", "grundy-game"],
  ["subtraction(1,3,4) 9", "subtraction"],
  ["bash(3) 7", "bash"],
  ["lasker 5", "lasker"],
  ["moore(2) 2 3 4", "moore"],
  ["wythoff 4 6", "wythoff"],
  ["staircase 1 5 9", "staircase"],
  ["welter 2 5 7", "welter"],
  ["digraph(a->b, a->c, b->c, b->d, c->d, c->e, d->e, e->f, d->f) a b", "graph"],
  ["mock-turtles 1 2 4 5", "mock-turtles"],
  ["ruler 3 6 8", "ruler"],
  ["twins 2 5 6", "twins"],
  ["turning-turtles 4 7 9", "turning-turtles"],
  ["turning-corners 2,3 5,6", "turning-corners"],
  ["rugs 2,2 3,4", "rugs"],
  ["product(mock-turtles,ruler) 2,3 4,1", "product"],
  ["node-kayles(grid(2,3))", "node-kayles"],
  ["node-kayles(petersen)", "petersen"],
  ["arc-kayles(cycle(5))", "arc-kayles"],
  ["arc-kayles(grid(3,4))", "arc-kayles-grid"],
  ["cram(3x3)", "cram"],
  ["cram(..#./..../#...)", "cram-blocked"],
  ["chomp(3x4)", "chomp"],
  ["chomp(6,5,3,3,1)", "chomp-diagram"],
  ["hackenbush(ground-a, a-b, b-ground, b-c)", "hackenbush"],
  ["hackenbush(ground-a, ground-a, a-a, a-b, b-c, c-a, ground-d, d-e, d-f, f-f)", "hackenbush-copies"],
  ["tb(0.8) 5", "list"],
];

for (const [position, name] of families) {
  test(`a whole game of ${position} on its board`, async () => {
    const {page, errors} = await openPage();
    await playToTheEnd(page, position, name);
    assert.deepEqual(errors, []);
    await page.close();
  });
}

test("every board fits a phone screen", async () => {
  const {page, errors} = await openPage({width: 375, height: 800});
  for (const [position, name] of families) {
    await open(page, position);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 1, `${position}: the page is ${overflow}px wider than the screen`);
    await page.locator("#play").screenshot({path: `${artifacts}/board-${name}-375.png`});
  }
  assert.deepEqual(errors, []);
  await page.close();
});

test("Kayles pins: one or two at a time, and a knock in the middle splits the row", async () => {
  const {page, errors} = await openPage();
  await open(page, "kayles 9");
  assert.equal(await page.getAttribute("#board svg .pin >> nth=4", "data-move"), "1:9->4+4");
  await page.click("#board .knock button[data-knock='2']");
  assert.equal(await page.getAttribute("#board svg .pin >> nth=0", "data-move"), "1:9->7");
  assert.equal(await page.getAttribute("#board svg .pin >> nth=3", "data-move"), "1:9->3+4");
  // The last pin cannot start a knock of two.
  assert.equal(await page.getAttribute("#board svg .pin >> nth=8", "data-move"), null);
  // kayles 9 is won only by knocking 1 pin at 3 (leaving 2 and 6)? The
  // server's colours decide: exactly the winning moves are green.
  const green = await page.$$eval("#board svg .pin.winning", (nodes) => nodes.map((n) => n.dataset.move));
  const winning = await page.$$eval("#moves li", (items) => items.map((i) => i.textContent.split(" ")[0]));
  for (const move of green) assert.ok(winning.includes(move), `${move} is green but not winning`);
  assert.deepEqual(errors, []);
  await page.close();
});

test("Wythoff's board shades the cold squares and lets the queen reach only her moves", async () => {
  const {page, errors} = await openPage();
  await open(page, "wythoff 4 6");
  // Cold pairs within 0..6: (0,0), (1,2), (2,1), (3,5), (5,3).
  assert.equal(await page.$$eval("#board svg .square.cold", (nodes) => nodes.length), 5);
  // From (4, 6): 4 squares left, 6 down, 4 diagonally.
  assert.equal(await page.$$eval("#board svg .square[data-move]", (nodes) => nodes.length), 14);
  // The winning moves go to cold squares: (3, 5) diagonally.
  const winning = await page.$$eval("#board svg .square.winning", (nodes) => nodes.map((n) => n.dataset.move));
  assert.deepEqual(winning, ["4 6->3 5"]);
  assert.deepEqual(errors, []);
  await page.close();
});

// The names of an undirected graph's vertices and where they are drawn.
async function vertexPlaces(page) {
  return page.$$eval("#board svg .vertex-name", (texts) => Object.fromEntries(
      texts.map((t) => [t.textContent, `${t.getAttribute("x")},${t.getAttribute("y")}`])));
}

test("pictures of graphs: each vertex or edge makes its move, and stays put as the game goes on", async () => {
  const {page, errors} = await openPage();
  await open(page, "node-kayles(grid(2,3))");
  const moves = async () => (await page.$$eval("#board svg [data-move]", (nodes) => nodes.map((n) => n.dataset.move))).sort();
  assert.deepEqual(await moves(), ["a1", "a2", "b1", "b2", "c1", "c2"]);
  const before = await vertexPlaces(page);
  // a1 goes with b1 and a2; the engine answers; whatever is left is where it was.
  await page.click('#board svg [data-move="a1"]');
  await page.waitForFunction(() => document.querySelector("#board").dataset.moves !== "0");
  const after = await vertexPlaces(page);
  assert.ok(Object.keys(after).length < 6);
  for (const [name, place] of Object.entries(after)) assert.equal(place, before[name], name);
  await open(page, "arc-kayles(cycle(5))");
  assert.deepEqual(await moves(), ["1-2", "1-5", "2-3", "3-4", "4-5"]);
  await open(page, "hackenbush(ground-a, ground-a, a-b)");
  assert.deepEqual(await moves(), ["a-b", "ground-a", "ground-a#2"]);
  assert.equal(await page.$$eval("#board svg .ground", (nodes) => nodes.length), 1);
  assert.deepEqual(errors, []);
  await page.close();
});

test("boards of squares: a domino is a click on each of its cells; Chomp's poison is no move", async () => {
  const {page, errors} = await openPage();
  await open(page, "cram(3x3)");
  const targets = async () => (await page.$$eval("#board svg [data-move]", (nodes) => nodes.map((n) => n.dataset.move))).sort();
  assert.equal(await page.$$eval("#board svg [data-piece]", (nodes) => nodes.length), 9);
  assert.deepEqual(await targets(), []);
  await page.click('#board [data-piece="a1"]');
  assert.deepEqual(await targets(), ["a1-a2", "a1-b1"]);
  await page.click('#board [data-piece="a1"]');  // put it back
  assert.deepEqual(await targets(), []);
  await page.click('#board [data-piece="b2"]');
  assert.deepEqual(await targets(), ["a2-b2", "b1-b2", "b2-b3", "b2-c2"]);
  await open(page, "chomp(3x4)");
  assert.equal((await targets()).length, 11);
  assert.ok(!(await targets()).includes("1,1"));
  assert.equal(await page.$$eval("#board svg .cell-mark", (nodes) => nodes.length), 1);
  assert.deepEqual(errors, []);
  await page.close();
});

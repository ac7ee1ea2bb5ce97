// The page for a classroom (issue 41): the board beside the answer on a
// wide screen, a compact answer, the engine's last move marked, notes right
// for every family and state, and on a phone tap targets of 44 px, no
// hover-only control and no text under 12 px.
import {test} from "node:test";
import assert from "node:assert/strict";
import {artifacts, browser, collectErrors, openPage, pageAddress} from "./harness.mjs";

async function open(page, position) {
  await page.fill("#position", position);
  await page.click("#solve");
  // Beside `make test`'s compilers an answer can take long (a 30 s wait
  // once ran out there): a hang still fails, after two minutes.
  // The board shows the position and no answer is still on its way (the
  // position shown may be the one asked for again).
  await page.waitForFunction(
      (p) => document.querySelector("#board").dataset.position === p &&
             document.documentElement.dataset.requests === "0",
      position, {timeout: 120000});
}

// Where an element is on the page: its box in CSS px, from the page's top.
function box(page, selector) {
  return page.$eval(selector, (node) => {
    const r = node.getBoundingClientRect();
    return {left: r.left, right: r.right, top: r.top + scrollY, bottom: r.bottom + scrollY,
            width: r.width, height: r.height};
  });
}

test("a wide screen puts the board beside the answer; a phone one below the other", async () => {
  for (const viewport of [{width: 1280, height: 900}, {width: 390, height: 844}]) {
    const {page, errors} = await openPage(viewport);
    await open(page, "arc-kayles(grid(3,4))");
    // The options as small boards: the first ten drawn, the others behind "Show".
    await page.waitForSelector("#mex button.explore.with-board");
    await page.waitForFunction(() => document.querySelectorAll("#mex li > button.explore").length ===
                                     document.querySelectorAll("#mex li > button.with-board").length);
    const drawn = await page.$$eval("#mex li > button.with-board", (nodes) => nodes.length);
    assert.ok(drawn >= 1 && drawn <= 10, `${drawn} small boards`);
    assert.ok(await page.$("#mex details.more-options"), "the other options are collapsed");
    const answer = await box(page, "#answer"), board = await box(page, "#board svg.board-image");
    await page.screenshot({path: `${artifacts}/classroom-arc-kayles-${viewport.width}.png`, fullPage: true});
    console.log(`arc-kayles(grid(3,4)) at ${viewport.width} px: the answer is ${Math.round(answer.height)} px high, the board's top at ${Math.round(board.top)} px`);
    if (viewport.width === 1280) {
      // Beside the answer, in view without scrolling.
      assert.ok(board.left > answer.right, `board at ${board.left}, answer ends at ${answer.right}`);
      assert.ok(board.bottom < viewport.height, `the board ends at ${board.bottom} px`);
    } else {
      assert.ok(board.top > answer.bottom);
    }
    // The graph's own reason (five lines: the 17 moves leave 6 graphs up to
    // symmetry, worth 0, 3 and 4) leads; the issue measured 1,922 px and
    // 3,064 px of option lists alone.
    assert.ok(answer.height < (viewport.width === 1280 ? 1350 : 2100), `the answer is ${answer.height} px high`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 1, `the page is ${overflow}px wider than the screen`);
    // A small board opens its position.
    const to = await page.getAttribute("#mex li > button.with-board >> nth=0", "data-to");
    await page.click("#mex li > button.with-board >> nth=0");
    await page.waitForFunction((p) => document.querySelector("#value").textContent.startsWith(p), to);
    assert.deepEqual(errors, []);
    await page.close();
  }
});

test("the engine's last move is marked on the board until the player moves", async () => {
  const {page, errors} = await openPage({width: 1280, height: 900});
  await open(page, "nim 1 2 3");
  assert.equal(await page.$$eval("#board .last-move", (nodes) => nodes.length), 0);
  await page.click('#board .match[data-heap="2"][data-index="0"]');
  await page.waitForFunction(() => /Engine/.test(document.querySelector("#play-status").textContent));
  // Its row outlined, the matches it took drawn faint after those left.
  assert.equal(await page.$$eval("#board .last-move", (nodes) => nodes.length), 1);
  assert.ok(await page.$$eval("#board .taken.by-engine", (nodes) => nodes.length) >= 1);
  assert.match(await page.textContent("#board"), /Outlined in blue: the engine's last move\./);
  await page.locator("#play").screenshot({path: `${artifacts}/classroom-last-move-nim.png`});
  // A knock in the middle of a row: the pins knocked down stay in sight.
  await open(page, "kayles 2 5");
  await page.click("#board .pin.winning >> nth=0");
  await page.waitForFunction(() => /Engine/.test(document.querySelector("#play-status").textContent));
  assert.ok(await page.$$eval("#board .pin.taken.by-engine", (nodes) => nodes.length) >= 1);
  await page.locator("#play").screenshot({path: `${artifacts}/classroom-last-move-kayles.png`});
  // Queen, coins, cells: a ring where the engine moved.
  for (const position of ["wythoff 4 7", "turning-turtles 4 7 9 12", "cram(3x4)"]) {
    await open(page, position);
    await page.click("#board details.move-list summary");
    await page.click("#board .move-list button >> nth=0");
    await page.waitForFunction(() => /Engine/.test(document.querySelector("#play-status").textContent));
    assert.ok(await page.$("#board .last-move-ring"), `${position}: no mark of the engine's move`);
  }
  assert.deepEqual(errors, []);
  await page.close();
});

test("notes right for every family and state; coins and matches coloured as the notes say", async () => {
  const {page, errors} = await openPage({width: 1280, height: 900});
  // A finished Chomp game: only the poison is left.
  await open(page, "chomp(1x1)");
  const chomp = await page.textContent("#board .board-part .note");
  assert.doesNotMatch(chomp, /domino/);
  assert.equal(chomp, "No move is left in this game.");
  // tb(0.8) 7: no move is a click on the pins; the list of moves is open.
  await open(page, "tb(0.8) 7");
  assert.match(await page.textContent("#board .board-part .note"), /^No move here can be made by a click/);
  assert.equal(await page.getAttribute("#board details.move-list", "open"), "");
  // Matches that make no move look unlike matches taken.
  await open(page, "bash(3) 7");
  const idle = await page.$eval("#board .match.idle", (node) => getComputedStyle(node).opacity);
  assert.equal(idle, "1");
  // Heads green where turning them wins, red where every move from them loses.
  await open(page, "turning-turtles 4 7 9");
  const heads = await page.$$eval("#board .coin.heads", (nodes) => nodes.map((node) => node.getAttribute("class")));
  assert.ok(heads.every((name) => /winning|losing/.test(name)), heads.join(", "));
  assert.ok(heads.some((name) => /winning/.test(name)));
  const fill = await page.$eval("#board .coin.heads.winning .coin-disc", (node) => getComputedStyle(node).fill);
  assert.equal(fill, "rgb(168, 218, 181)");
  assert.deepEqual(errors, []);
  await page.close();
});

// The sizes of a board's tap targets, [width, height] in CSS px.
function targetSizes(page) {
  return page.$$eval("#board svg [role=button]", (nodes) => nodes.map((node) => {
    const r = node.getBoundingClientRect();
    return [Math.round(r.width * 10) / 10, Math.round(r.height * 10) / 10];
  }));
}

// The sizes of the text of the SVG pictures under `selector`, in CSS px.
function textSizes(page, selector) {
  return page.$$eval(`${selector} text`, (nodes) => nodes.map(
      (node) => parseFloat(getComputedStyle(node).fontSize) * node.getScreenCTM().a));
}

test("on a phone: tap targets of 44 px, pins aimed by a first tap, diagram text of 12 px", async () => {
  const page = await browser.newPage({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});
  const errors = collectErrors(page);
  await page.goto(pageAddress("/"));
  await page.waitForSelector("#outcome:not(:empty)");
  // Every failing, listed together.
  const problems = [];
  // The sequence plot's text (kayles to 200, drawn when the page opens).
  await page.waitForSelector("#plot svg text");
  const plotted = Math.min(...await textSizes(page, "#plot svg"));
  console.log(`the sequence plot on a phone: text of ${plotted.toFixed(1)} px`);
  if (plotted < 12) problems.push(`the sequence plot: text of ${plotted.toFixed(1)} px`);
  for (const position of ["nim 5 6 7 8", "kayles 9", "turning-turtles 4 7 9", "turning-corners 2,3 5,6",
                          "rugs 2,2 3,4", "product(mock-turtles,ruler) 2,3 4,1", "cram(3x3)", "chomp(3x4)",
                          "wythoff 4 6", "grundy-game 9", "lasker 3 4", "welter 2 5 7", "moore(2) 3 5 6",
                          "fibonacci-nim 10", "subtraction(1,3,4) 7 10", "staircase 1 5 9",
                          "node-kayles(petersen)", "arc-kayles(grid(3,4))", "digraph(a->b, b->c, a->c, c->d) a",
                          "hackenbush(ground-a, a-b, b-ground, b-c)"]) {
    await open(page, position);
    const sizes = await targetSizes(page);
    // A piece picked up (a monk, a token, a coin) shows where it can go: those
    // targets too; a second tap puts it back.
    if (await page.$("#board svg [data-piece]")) {
      await page.tap("#board svg [data-piece] >> nth=0");
      sizes.push(...await targetSizes(page));
      await page.tap("#board svg [role=button].picked");
    }
    const least = (i) => Math.min(...sizes.map((size) => size[i]));
    console.log(`${position} on a phone: ${sizes.length} targets, the smallest ${least(0)} × ${least(1)} px`);
    if (sizes.length === 0) problems.push(`${position}: no target`);
    if (sizes.some(([w, h]) => w < 44 || h < 44)) problems.push(`${position}: targets of ${least(0)} × ${least(1)} px`);
    const text = Math.min(...await textSizes(page, "#board svg.board-image"));
    if (text < 12) problems.push(`${position}: board text of ${text.toFixed(1)} px`);
  }
  assert.deepEqual(problems, []);
  // A game whose moves are made from the list: no target on its board.
  await open(page, "tb(0.8) 7");
  assert.deepEqual(await targetSizes(page), []);
  // Two pins at a time: the first tap shows which fall, the second knocks them.
  await open(page, "kayles 9");
  await page.tap("#board .knock button[data-knock='2']");
  await page.tap("#board .pin[data-index='3']");
  assert.equal(await page.$$eval("#board .pin.aimed", (nodes) => nodes.length), 2);
  assert.equal(await page.getAttribute("#board", "data-moves"), "0");
  assert.doesNotMatch(await page.textContent("#board .knock"), /hover/);
  await page.tap("#board .pin[data-index='3']");
  await page.waitForFunction(() => document.querySelector("#board").dataset.moves !== "0");
  // The diagram's text at its own size: 12 px at least.
  await open(page, "nim 5 6 7 8");
  const sizes = await textSizes(page, "#diagram svg");
  assert.ok(Math.min(...sizes) >= 12, `diagram text of ${Math.min(...sizes)} px`);
  await page.screenshot({path: `${artifacts}/classroom-phone-nim.png`, fullPage: true});
  assert.deepEqual(errors, []);
  await page.close();
});

test("the classroom page in Chinese, at both widths", async () => {
  for (const viewport of [{width: 1280, height: 900}, {width: 390, height: 844}]) {
    const {page, errors} = await openPage(viewport, "/?lang=zh&position=kayles%209%20%2B%20nim%203%205");
    await page.waitForFunction(() => document.querySelector("#value").textContent.startsWith("kayles 9 + nim 3 5"));
    assert.match(await page.textContent("#moves-title"), /步必胜走法/);
    await page.click("#board svg [data-move].winning >> nth=0");
    await page.waitForFunction(() => /引擎/.test(document.querySelector("#play-status").textContent));
    assert.match(await page.textContent("#board"), /引擎的上一步/);
    await page.screenshot({path: `${artifacts}/classroom-chinese-${viewport.width}.png`, fullPage: true});
    assert.deepEqual(errors, []);
    await page.close();
  }
});

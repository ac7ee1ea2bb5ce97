// Browser tests: the real page, served by the real `grundy serve`, driven in
// Debian's Chromium by Playwright. Run by ctest (label "browser") through
// tests/browser/run.sh, which finds the binary and the browser.
import {test} from "node:test";
import assert from "node:assert/strict";
import {artifacts, openPage, staticDir} from "./harness.mjs";

test("solving 5 6 7 8 shows the one winning move in the list and in the diagram", async () => {
  const {page, errors} = await openPage();
  await page.fill("#position", "nim 5 6 7 8");
  await page.click("#solve");
  await page.waitForFunction(() => document.querySelector("#value").textContent.includes("nim 5 6 7 8"));
  assert.equal(await page.textContent("#outcome"), "The player to move wins");
  assert.equal(await page.textContent("#engine-note"),
               staticDir ? "Answers computed in this browser (WebAssembly), without a server." :
                           "Answers from the grundy server.");
  const moves = await page.$$eval("#moves li", (items) => items.map((item) => item.textContent));
  assert.equal(moves.length, 1);
  assert.match(moves[0], /4:8->4/);
  // The diagram: 4 rows of 4 binary digits, the unpaired 1s in red, the fix 8 -> 4.
  assert.equal(await page.$$eval("#diagram svg .unpaired", (nodes) => nodes.length), 2);
  assert.match(await page.textContent("#diagram svg .fix"), /8 → 4/);
  await page.screenshot({path: `${artifacts}/solve-5678.png`, fullPage: true});
  assert.deepEqual(errors, []);
  await page.close();
});

test("a whole game of the match girl's 1 2 3 played by clicks: the engine takes the last match", async () => {
  const {page, errors} = await openPage();
  await page.click("#presets button[data-position='nim 1 2 3']");
  await page.waitForFunction(() => document.querySelector("#value").textContent.includes("nim 1 2 3"));
  // Every move from 1 2 3 loses: all matches are red.
  assert.equal(await page.$$eval("#board .match.winning", (nodes) => nodes.length), 0);
  for (let turn = 0; turn < 10; ++turn) {
    const status = await page.textContent("#play-status");
    if (/wins/.test(status)) break;
    const before = await page.textContent("#value");
    await page.click("#board .match >> nth=-1");
    await page.waitForFunction((old) => document.querySelector("#value").textContent !== old, before);
  }
  const status = await page.textContent("#play-status");
  assert.match(status, /The engine took the last move: it wins\./);
  // The value history: every position of the game, the start lost for you (red).
  await page.waitForSelector("#history:not([hidden]) svg");
  const points = await page.$$eval("#history svg circle.point", (nodes) => nodes.map((node) => node.getAttribute("class")));
  assert.ok(points.length >= 5, `${points.length} points`);
  assert.equal(points[0], "point lose");
  assert.match(await page.textContent("#history .note"), /No turning point/);
  await page.screenshot({path: `${artifacts}/game-123.png`, fullPage: true});
  // Undo goes back one turn.
  await page.click("#undo");
  await page.waitForFunction(() => /Undone/.test(document.querySelector("#play-status").textContent));
  assert.deepEqual(errors, []);
  await page.close();
});

test("a won position given away is marked a turning point in the value history", async () => {
  const {page, errors} = await openPage();
  await page.fill("#position", "nim 1 2");
  await page.click("#solve");
  await page.waitForFunction(() => document.querySelector("#value").textContent.includes("nim 1 2"));
  // Taking both matches of heap 2 leaves 1 0: the engine takes the last one.
  await page.click('#board .match[data-heap="1"][data-index="0"]');
  await page.waitForFunction(() => /it wins\./.test(document.querySelector("#play-status").textContent));
  await page.waitForSelector("#history:not([hidden]) svg");
  assert.equal(await page.$$eval("#history svg .turning", (nodes) => nodes.length), 1);
  assert.match(await page.textContent("#history .note"), /Turning points \(a won position given away\): move 1\./);
  await page.locator("#history").screenshot({path: `${artifacts}/history-turning-point.png`});
  assert.deepEqual(errors, []);
  await page.close();
});

test("game graphs with cycles: a draw in yellow with the moves that keep it, and options of infinite value set aside", async () => {
  const {page, errors} = await openPage();
  await page.fill("#position", "digraph(a->b, b->a, b->c, c->c) a");
  await page.click("#solve");
  await page.waitForFunction(() => document.querySelector("#outcome").className === "draw");
  assert.match(await page.textContent("#outcome"), /A draw/);
  assert.match(await page.textContent("#moves li.move-draw"), /^a->b {2}keeps the draw/);
  assert.match(await page.textContent("#value"), /Grundy value ∞\(∅\)/);
  // x has t (0) and y, of infinite value with a move back to 1 (y->s): G = 1.
  await page.fill("#position", "digraph(x->y, x->t, y->s, s->r, y->z, z->w, w->z) x");
  await page.click("#solve");
  await page.waitForSelector("#mex:not([hidden]) li.move-draw");
  assert.match(await page.textContent("#mex .mex-summary"), /finite values 0; the smallest missing is 1, so G = 1/);
  assert.match(await page.textContent("#mex li.move-draw"), /G=∞ \(1 option, each with a move back to G = 1\)/);
  assert.match(await page.textContent("#mex li.move-draw button"), /x->y → .* \(back by y->s\)/);
  await page.screenshot({path: `${artifacts}/mex-infinite-option.png`, fullPage: true});
  assert.deepEqual(errors, []);
  await page.close();
});

test("hint names a winning move, and the sequence plot shades the proven period", async () => {
  const {page, errors} = await openPage();
  await page.click("#hint");
  await page.waitForFunction(() => /Hint: 4:8->4/.test(document.querySelector("#play-status").textContent));
  await page.fill("#game", "dawson");
  await page.fill("#upto", "200");
  await page.click("#seq-form button");
  await page.waitForFunction(() => /Period 34 from heap 53/.test(document.querySelector("#period").textContent));
  assert.equal(await page.$$eval("#plot svg circle", (nodes) => nodes.length), 201);
  assert.equal(await page.$$eval("#plot svg .period", (nodes) => nodes.length), 1);
  assert.deepEqual(errors, []);
  await page.close();
});

test("Welter's game from its example button: the one winning move slides the coin on 7 to 4", async () => {
  const {page, errors} = await openPage();
  await page.click("#presets button[data-position='welter 2 5 7']");
  await page.waitForFunction(() => document.querySelector("#value").textContent.includes("welter 2 5 7"));
  const moves = await page.$$eval("#moves li", (nodes) => nodes.map((node) => node.textContent));
  assert.equal(moves.length, 1);
  assert.match(moves[0], /7->4/);
  await page.screenshot({path: `${artifacts}/welter-257.png`, fullPage: true});
  assert.deepEqual(errors, []);
  await page.close();
});

test("the page works on a phone-sized screen", async () => {
  const {page, errors} = await openPage({width: 375, height: 700});
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 1, `the page is ${overflow}px wider than the screen`);
  await page.screenshot({path: `${artifacts}/phone.png`, fullPage: true});
  assert.deepEqual(errors, []);
  await page.close();
});

test("a row of the diagram explains its value by the mex, and the explorer opens options and climbs back", async () => {
  for (const viewport of [{width: 1000, height: 900}, {width: 375, height: 800}]) {
    const {page, errors} = await openPage(viewport);
    await page.fill("#position", "kayles 9 + nim 3");
    await page.click("#solve");
    await page.waitForFunction(() => document.querySelector("#value").textContent.includes("kayles 9 + nim 3"));
    const labels = await page.$$eval("#diagram svg .row-label", (nodes) => nodes.map((node) => node.textContent));
    assert.deepEqual(labels, ["kayles 9: G = 4", "game 2, heap 1: 3"]);
    await page.click("#diagram svg .row-label >> nth=0");
    await page.waitForSelector("#mex:not([hidden])");
    assert.match(await page.textContent("#mex .mex-summary"),
                 /Its options have values 0 1 2 3 6 7; the smallest missing is 4, so G = 4\./);
    // Sorted by value, a move to value 0 (a win in Kayles alone) in green;
    // beside nim 3 the winning move goes to 4 XOR 7 = 3, marked.
    const classes = await page.$$eval("#mex li", (items) => items.map((item) => item.className));
    assert.equal(classes[0], "move-win");
    assert.equal(classes[3], "move-lose sum-win");
    assert.ok(classes.slice(1).every((name) => name.startsWith("move-lose")));
    assert.match(await page.textContent("#mex li.sum-win"), /^★ G=3/);
    assert.match(await page.textContent("#mex .sum-note"), /goes to G = 3, which makes the nim-sum 0/);
    if (viewport.width === 375) {
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= 375, `the page is ${width} px wide on a phone`);
    }
    await page.screenshot({path: `${artifacts}/mex-kayles-${viewport.width}.png`, fullPage: true});
    // Descend: the option of value 0 opens kayles 4 4, with its own table.
    await page.click("#mex li.move-win button.explore");
    await page.waitForFunction(() => document.querySelector("#value").textContent.startsWith("kayles 4 4"));
    assert.equal(await page.textContent("#outcome"), "The player to move loses");
    assert.match(await page.textContent("#trail"), /kayles 9 \+ nim 3 › kayles 4 4/);
    await page.click("#diagram svg .row-label >> nth=0");
    await page.waitForFunction(() => document.querySelector("#mex h4").textContent === "Why kayles 4 is worth 1");
    // Climb back by the breadcrumb.
    await page.click("#trail button.crumb");
    await page.waitForFunction(() => document.querySelector("#value").textContent.startsWith("kayles 9 + nim 3"));
    assert.equal(await page.isHidden("#trail"), true);
    assert.deepEqual(errors, []);
    await page.close();
  }
});

test("misère Kayles rows of 1000 pins are decided by the quotient, whose table is shown", async () => {
  const {page, errors} = await openPage();
  await page.fill("#position", "kayles 1000 900 800 700 600 500 400 300 200 100");
  await page.check("#misere");
  await page.waitForFunction(() => document.querySelector("#value").textContent.includes("misère quotient"));
  assert.equal(await page.textContent("#outcome"), "The player to move wins");
  assert.match(await page.textContent("#value"), /not in the P-portion/);
  assert.ok((await page.$$("#moves li")).length > 0);
  assert.equal(await page.isHidden("#quotient"), false);
  assert.match(await page.textContent("#quotient h3"), /0\.77: 40 elements/);
  assert.equal((await page.$$("#quotient tbody tr")).length, 40);
  assert.ok((await page.$$("#quotient td.p-portion")).length > 0);
  assert.ok((await page.$$("#quotient td.this-sum")).length > 0);
  assert.match(await page.textContent("#explanation"), /misère quotient/);
  await page.screenshot({path: `${artifacts}/misere-quotient.png`, fullPage: true});
  // Normal play again: the table goes away.
  await page.uncheck("#misere");
  await page.waitForFunction(() => !document.querySelector("#value").textContent.includes("misère"));
  assert.equal(await page.isHidden("#quotient"), true);
  assert.deepEqual(errors, []);
  await page.close();
});

test("misère Daisies of 10^18 petals are decided by the decomposition, whose reason is shown", async () => {
  const {page, errors} = await openPage();
  await page.fill("#position", "daisies 1000000000000000000 20 6 5");
  await page.check("#misere");
  await page.waitForFunction(() => document.querySelector("#value").textContent.includes("decomposition"));
  // Four heaps, every one big: margin 10^18 - 7 - (17 + 3 + 2), odd and at least 1.
  assert.match(await page.textContent("#value"), /4 heaps, margin 999999999999999971/);
  assert.equal(await page.textContent("#outcome"), "The player to move loses");
  assert.equal(await page.isHidden("#reasons"), false);
  assert.match(await page.textContent("#reasons"), /misère decomposition of Daisies/);
  assert.match(await page.textContent("#reasons"), /so the player to move loses/);
  assert.equal(await page.isHidden("#quotient"), true);
  await page.screenshot({path: `${artifacts}/misere-daisies.png`, fullPage: true});
  assert.deepEqual(errors, []);
  await page.close();
});

test("misère: 1 1 5 is won by leaving three 1s, and the engine leaves the last match to you", async () => {
  const {page, errors} = await openPage();
  // Ticking the box starts a new game from the position in the field.
  await page.fill("#position", "nim 1 1 5");
  await page.check("#misere");
  await page.waitForFunction(() => document.querySelector("#value").textContent.startsWith("nim 1 1 5 — misère"));
  assert.equal(await page.textContent("#outcome"), "The player to move wins");
  assert.equal(await page.textContent("#engine-note"),
               staticDir ? "Answers computed in this browser (WebAssembly), without a server." :
                           "Answers from the grundy server.");
  const moves = await page.$$eval("#moves li", (items) => items.map((item) => item.textContent));
  assert.equal(moves.length, 1);
  assert.match(moves[0], /3:5->1/);
  assert.match(await page.textContent("#explanation"), /misère Nim rule/);
  // Play it out: take 4 from heap 3; the engine takes a 1; we take a 1; the
  // engine must take the last match.
  await page.click('#board [data-move="3:5->1"]');
  await page.waitForFunction(() => document.querySelector("#play-status").textContent.startsWith("You:"));
  while (!(await page.textContent("#play-status")).includes("took the last move")) {
    const before = await page.textContent("#play-status");
    await page.click("#board .match[data-move]");
    await page.waitForFunction((text) => document.querySelector("#play-status").textContent !== text, before);
  }
  assert.match(await page.textContent("#play-status"), /The engine took the last move: you win!/);
  await page.screenshot({path: `${artifacts}/misere-115.png`, fullPage: true});
  assert.deepEqual(errors, []);
  await page.close();
});

test("the page in Chinese: its own text, the server's sentences, a move played, and back to English", async () => {
  const {page, errors} = await openPage({width: 1000, height: 900}, "/?lang=zh&position=kayles%209");
  await page.waitForFunction(() => document.querySelector("#value").textContent.startsWith("kayles 9"));
  assert.equal(await page.getAttribute("html", "lang"), "zh-CN");
  assert.equal(await page.inputValue("#language"), "zh");
  assert.equal(await page.textContent("#solve"), "求解");
  assert.equal(await page.textContent("#outcome"), "轮到走的一方获胜");
  await page.waitForSelector("#mex:not([hidden])");
  assert.match(await page.textContent("#mex .mex-summary"),
               /它的后继的值为 0 1 2 3 6 7；缺少的最小值是 4，所以 G = 4。/);
  await page.waitForSelector("#plot svg");
  // No English sentence is left on the page: what remains of the Latin
  // alphabet is game and move notation (kayles 9, 1:9->1+6) and the names G, mex.
  const text = await page.evaluate(() => document.body.innerText);
  const english = text.match(/\b(the|a|an|and|of|to|is|click|move|moves|heap|wins|loses|value|values|options?)\b/gi);
  assert.equal(english, null, `English words left: ${english}\n${text}`);
  await page.screenshot({path: `${artifacts}/chinese-kayles-9.png`, fullPage: true});
  // A move by a click on the board: the engine answers in Chinese too.
  await page.click("#board .pin.winning >> nth=0");
  await page.waitForFunction(() => document.querySelector("#play-status").textContent.startsWith("你："));
  assert.match(await page.textContent("#play-status"), /引擎：/);
  // Back to English from the menu, on the position reached.
  await page.selectOption("#language", "en");
  await page.waitForFunction(() => document.querySelector("#solve").textContent === "Solve");
  await page.waitForFunction(() => /^The player to move/.test(document.querySelector("#outcome").textContent));
  assert.equal(await page.getAttribute("html", "lang"), "en");
  assert.deepEqual(errors, []);
  await page.close();
});

// A page of a list of moves as the API gives it (the server's, or the
// WebAssembly engine's), to compare with what the page shows.
async function movesPage(page, body) {
  return page.evaluate(async (body) => {
    const {engine} = await import("./engine.js");
    const {answer} = await engine.ask("api/moves?lang=en", body);
    return {moves: answer.moves, next: answer.next_offset};
  }, body);
}

// The moves listed on the page: #moves, or the legal moves' buttons.
function shownMoves(page, selector) {
  return page.$$eval(selector, (nodes) => nodes.map((node) => (
      {component: Number(node.dataset.component), move: node.dataset.move, text: node.textContent})));
}

test("kayles 10^18 + nim 3: the count, the first 100 winning moves named by game, and 100 more", async () => {
  const {page, errors} = await openPage();
  const position = "kayles 1000000000000000000 + nim 3";
  await page.fill("#position", position);
  await page.click("#solve");
  await page.waitForFunction((p) => document.querySelector("#value").textContent.startsWith(p), position);
  // Beyond 2^53: every digit kept (a Number would say ...000).
  assert.equal(await page.textContent("#moves-count"), "250,000,000,000,000,001 winning moves, the first 100");
  let moves = await shownMoves(page, "#moves li");
  assert.equal(moves.length, 100);
  assert.match(moves[0].text, /^game 1, heap 1: 1:1000000000000000000->1\+999999999999999998 {2}take 1 from heap 1/);
  // The count first, the list collapsed to its first ten until asked.
  assert.equal(await page.textContent("#moves-title"), "250,000,000,000,000,001 winning moves");
  assert.equal(await page.$$eval("#moves li", (items) => items.filter((item) => item.offsetHeight > 0).length), 10);
  assert.equal(await page.isHidden("#more-moves"), true);
  await page.click("#all-moves");
  assert.equal(await page.$$eval("#moves li", (items) => items.filter((item) => item.offsetHeight > 0).length), 100);
  assert.equal(await page.textContent("#more-moves"), "Show 100 more");
  await page.click("#more-moves");
  await page.waitForFunction(() => document.querySelectorAll("#moves li").length === 200);
  moves = await shownMoves(page, "#moves li");
  const next = await movesPage(page, {position, list: "winning", offset: 100, limit: 100});
  assert.deepEqual([moves[100].component, moves[100].move], [next.moves[0].component, next.moves[0].move]);
  assert.ok(moves[100].text.includes(next.moves[0].description), moves[100].text);
  assert.equal(await page.textContent("#moves-count"), "250,000,000,000,000,001 winning moves, the first 200");
  // The legal moves: the answer's 300 of at least 10,000, then the next 100.
  const summary = "#board details.move-list summary";
  assert.equal(await page.textContent(summary), "All moves as text (300 of at least 10,000)");
  await page.click(summary);
  await page.click("#board .more-legal");
  await page.waitForFunction(() => document.querySelectorAll("#board .move-list .options button").length === 400);
  const legal = await shownMoves(page, "#board .move-list .options button");
  const nextLegal = await movesPage(page, {position, list: "legal", offset: 300, limit: 100});
  assert.deepEqual([legal[300].component, legal[300].move], [nextLegal.moves[0].component, nextLegal.moves[0].move]);
  assert.match(legal[300].text, /^game 1, heap 1: 1:1000000000000000000->/);
  assert.equal(await page.textContent(summary), "All moves as text (400 of at least 10,000)");
  await page.screenshot({path: `${artifacts}/kayles-10e18-more.png`, fullPage: true});
  assert.deepEqual(errors, []);
  await page.close();
});

test("a long computation shows that the page is computing, and Cancel leaves the page usable", async () => {
  const {page, errors} = await openPage();
  const workers = await page.evaluate(async () => (await import("./engine.js")).engine.state.workers);
  // Its 4 million values take far longer than the 5 s limit on any machine.
  await page.fill("#position", "octal(0.6) 4194303");
  const asked = Date.now();
  await page.click("#solve");
  await page.waitForSelector("#busy:not([hidden])");
  assert.ok(Date.now() - asked >= 300, `shown after ${Date.now() - asked} ms`);
  assert.match(await page.textContent("#busy-text"), /^Computing… \d+\.\d s$/);
  await page.screenshot({path: `${artifacts}/computing.png`});
  await page.click("#cancel");
  await page.waitForSelector("#busy", {state: "hidden"});
  assert.equal(await page.textContent("#notice"), "Cancelled.");
  assert.equal(await page.isHidden("#error"), true);
  // The answer shown stays, and the page answers the next question.
  assert.match(await page.textContent("#value"), /^nim 5 6 7 8/);
  await page.fill("#position", "nim 1 2 3");
  await page.click("#solve");
  await page.waitForFunction(() => document.querySelector("#value").textContent.startsWith("nim 1 2 3"));
  assert.equal(await page.isHidden("#notice"), true);
  // The WebAssembly engine cannot be interrupted: its worker was replaced.
  if (staticDir) {
    assert.equal(await page.evaluate(async () => (await import("./engine.js")).engine.state.workers),
                 workers + 1);
  }
  assert.deepEqual(errors, []);
  await page.close();
});

test("a game's own reason leads the answer, the diagram pairs two rows or more and marks every winning row", async () => {
  for (const viewport of [{width: 1280, height: 900}, {width: 390, height: 844}]) {
    const {page, errors} = await openPage(viewport);
    const solve = async (position) => {
      await page.fill("#position", position);
      await page.click("#solve");
      await page.waitForFunction((text) => document.querySelector("#value").textContent.startsWith(text), position);
    };
    await solve("wythoff 4 6");
    assert.equal(await page.textContent("#reasons h3"), "Why: Wythoff's cold positions");
    assert.match(await page.textContent("#reasons"), /\(0, 0\) \(1, 2\) \(3, 5\) \(4, 7\) \(6, 10\)/);
    assert.match(await page.textContent("#reasons"), /moving to the cold position \(3, 5\), k = 2/);
    // One row pairs nothing: neither the pairs heading nor the diagram.
    assert.equal(await page.isHidden("#why-title"), true);
    assert.equal(await page.$$eval("#diagram svg", (nodes) => nodes.length), 0);
    // The reason comes before the list of moves.
    assert.ok(await page.evaluate(() =>
        document.querySelector("#reasons").compareDocumentPosition(document.querySelector("#moves")) &
        Node.DOCUMENT_POSITION_FOLLOWING));
    await page.screenshot({path: `${artifacts}/reason-wythoff-${viewport.width}.png`, fullPage: true});
    await solve("staircase 1 5 9");
    assert.equal(await page.textContent("#reasons h3"), "Why: Staircase Nim");
    assert.match(await page.textContent("#reasons"), /3 between steps 1 and 5/);
    // Lasker 3 4: values 4 and 3, nim-sum 7; both heaps can be lowered: 4 -> 3 and 3 -> 4.
    await solve("lasker 3 4");
    assert.equal(await page.textContent("#reasons h3"), "Why: Lasker's rule");
    assert.equal(await page.isHidden("#why-title"), false);
    const fixes = await page.$$eval("#diagram svg .fix", (nodes) => nodes.map((node) => node.textContent));
    assert.deepEqual(fixes, ["4 → 3", "3 → 4"]);
    // In a sum, each reason names its game.
    await solve("kayles 9 + lasker 3 5");
    assert.deepEqual(await page.$$eval("#reasons h3", (nodes) => nodes.map((node) => node.textContent)),
                     ["Why, game 1: The period of the sequence", "Why, game 2: Lasker's rule"]);
    assert.deepEqual(errors, []);
    await page.close();
  }
});

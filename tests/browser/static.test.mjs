// The page without a server: the folder of `make web-static` served by a
// plain static file server (harness.mjs, GRUNDY_STATIC_DIR) that knows
// nothing of the API, the engine compiled to WebAssembly in a Web Worker. The
// answers of that engine are compared with the native ones: `grundy solve
// --json`, run here as a command, on the oracle's corpus of positions over
// every family, and the recorded answers of the native API
// (tests/data/golden/api.jsonl) byte for byte. Some of page.test.mjs and
// boards.test.mjs run against the same folder too (run.sh).
import {test} from "node:test";
import assert from "node:assert/strict";
import {execFileSync} from "node:child_process";
import {readFileSync, statSync} from "node:fs";
import {join} from "node:path";
import {artifacts, browser, collectErrors, openPage, pageAddress, staticDir} from "./harness.mjs";

const grundy = process.env.GRUNDY_BINARY;
const data = new URL("../data/", import.meta.url).pathname;

test("the folder: the engine runs in a worker, and 5 6 7 8 is solved with its diagram", {skip: !staticDir}, async () => {
  const started = Date.now();
  const {page, errors} = await openPage();
  const firstAnswer = Date.now() - started;
  assert.equal(await page.evaluate(async () => (await import("./engine.js")).engine.state.mode), "worker");
  // The page asked the host for the API once, to find no server there; every
  // answer since came from the worker.
  const asked = await page.evaluate(() => performance.getEntriesByType("resource")
      .map((entry) => new URL(entry.name).pathname).filter((path) => path.includes("/api/")));
  assert.deepEqual(asked, ["/api/messages"]);
  assert.equal(await page.textContent("#engine-note"),
               "Answers computed in this browser (WebAssembly), without a server.");
  await page.fill("#position", "nim 5 6 7 8");
  await page.click("#solve");
  await page.waitForFunction(() => document.querySelector("#value").textContent.includes("nim 5 6 7 8"));
  assert.equal(await page.textContent("#outcome"), "The player to move wins");
  assert.match(await page.textContent("#moves li"), /4:8->4/);
  assert.equal(await page.$$eval("#diagram svg .unpaired", (nodes) => nodes.length), 2);
  assert.match(await page.textContent("#diagram svg .fix"), /8 → 4/);
  await page.screenshot({path: `${artifacts}/static-solve-5678.png`, fullPage: true});
  const wasm = statSync(join(staticDir, "engine", "grundy-engine.wasm")).size;
  console.log(`# the engine: ${(wasm / 1e6).toFixed(2)} MB of WebAssembly; ` +
              `the page's first answer ${firstAnswer} ms after it was opened`);
  assert.deepEqual(errors, []);
  await page.close();
});

test("the folder: Kayles plotted to 300 with its proven period", {skip: !staticDir}, async () => {
  const {page, errors} = await openPage();
  // The page opens with Kayles to 200; to 300 is a new answer.
  await page.fill("#game", "kayles");
  await page.fill("#upto", "300");
  await page.click("#seq-form button");
  await page.waitForFunction(() => document.querySelectorAll("#plot svg circle").length === 301);
  assert.match(await page.textContent("#period"), /Period 12 from heap 71/);
  assert.equal(await page.$$eval("#plot svg .period", (nodes) => nodes.length), 1);
  await page.locator("#sequence").screenshot({path: `${artifacts}/static-kayles-plot.png`});
  assert.deepEqual(errors, []);
  await page.close();
});

// Solves `position` from the field (under misère play when the box is
// ticked) and waits for its answer.
async function solveOnPage(page, position) {
  await page.fill("#position", position);
  await page.click("#solve");
  await page.waitForFunction((p) => document.querySelector("#value").textContent.startsWith(p), position);
}

test("the folder: rows of 10^18 Kayles pins, a misère sum, pages of their moves, then the plot", {skip: !staticDir}, async () => {
  const {page, errors} = await openPage();
  for (const [position, count] of [
    ["kayles 1000000000000000000", "83,333,333,333,333,338 winning moves, the first 100"],
    ["kayles 1000000000000000000 + nim 3", "250,000,000,000,000,001 winning moves, the first 100"],
  ]) {
    await solveOnPage(page, position);
    assert.equal(await page.textContent("#moves-count"), count);
    assert.equal((await page.$$("#moves li")).length, 100);
    // The list shows its first ten, then all that the answer listed.
    assert.equal(await page.textContent("#all-moves"), "Show all 100");
    await page.click("#all-moves");
    await page.click("#more-moves");
    await page.waitForFunction(() => document.querySelectorAll("#moves li").length === 200);
    assert.equal(await page.textContent("#moves-count"), count.replace("first 100", "first 200"));
  }
  // Misère play: the sum with the row is beyond the search's limits, and
  // says so in one line; 201 heaps of 10^18 and nim 3 have 201 winning moves.
  await page.check("#misere");
  await page.waitForFunction(() => !document.querySelector("#error").hidden);
  assert.match(await page.textContent("#error"),
               /^error: kayles 1000000000000000000 \+ nim 3 is too large to search under misère play: [^\n]*$/);
  const heaps = `nim ${Array(201).fill("1000000000000000000").join(" ")} + nim 3`;
  await solveOnPage(page, heaps);
  assert.match(await page.textContent("#value"), /misère play/);
  assert.equal(await page.textContent("#moves-count"), "201 winning moves, the first 100");
  await page.click("#all-moves");
  await page.click("#more-moves");
  await page.waitForFunction(() => document.querySelector("#more-moves").textContent === "Show 1 more");
  await page.click("#more-moves");
  await page.waitForFunction(() => document.querySelectorAll("#moves li").length === 201);
  assert.equal(await page.isHidden("#more-moves"), true);
  assert.equal(await page.isHidden("#moves-count"), true);
  await page.fill("#upto", "300");
  await page.click("#seq-form button");
  await page.waitForFunction(() => document.querySelectorAll("#plot svg circle").length === 301);
  assert.match(await page.textContent("#period"), /Period 12 from heap 71/);
  assert.deepEqual(errors, []);
  await page.close();
});

// The families whose positions may name a file (DATA/graphs/dag.txt): the
// page opens no file, as the server, and refuses them. The one exception to
// "every line of the corpus": a line that names a file in any other family
// fails the test, so that a new family is listed here knowingly.
const FAMILIES_READING_FILES = ["graph", "node-kayles", "arc-kayles", "hackenbush"];

// The names the parts of a position start with: "kayles 3 + octal(0.6) 4"
// gives kayles and octal.
function familiesOf(position) {
  const names = [];
  let depth = 0;
  let part = "";
  for (const c of position + "+") {
    if (c === "(") ++depth;
    if (c === ")") --depth;
    if (depth === 0 && c === "+") {
      names.push(part.trim().split(/[\s(]/)[0].toLowerCase());
      part = "";
    } else {
      part += c;
    }
  }
  return names;
}

// Every position of the oracle's corpus (tests/data/oracle/corpus.txt), as
// {position, misere, file}: `file` for a line that names a file.
function corpus() {
  return readFileSync(join(data, "oracle", "corpus.txt"), "utf8").split("\n")
      .map((line) => line.replace(/\r$/, ""))
      .filter((line) => line && !line.startsWith("#"))
      .map((line) => {
        const misere = line.startsWith("misere ");
        const position = misere ? line.slice(7) : line;
        return {position, misere, file: position.includes("DATA")};
      });
}

test("the WebAssembly engine's corpus: every line is compared but those naming a file, in a family listed as reading files", () => {
  const lines = corpus();
  assert.ok(lines.length >= 250, `${lines.length} lines`);
  for (const {position, file} of lines.filter((line) => line.file)) {
    const parts = position.split("+").filter((part) => part.includes("DATA"));
    for (const family of parts.flatMap(familiesOf)) {
      assert.ok(FAMILIES_READING_FILES.includes(family),
                `${position}: a position of ${family} names a file, which the page cannot open; ` +
                `list ${family} in FAMILIES_READING_FILES if that is so, or write the line without a file`);
    }
  }
  assert.deepEqual(familiesOf("kayles 3 + octal(0.6) 4 + product(mock-turtles, ruler) 1 2"),
                   ["kayles", "octal", "product"]);
});

test("the WebAssembly engine answers as `grundy solve --json` on the corpus of every family", {skip: !staticDir}, async () => {
  const lines = corpus();
  const positions = lines.filter((line) => !line.file);
  console.log(`# ${lines.length - positions.length} of ${lines.length} corpus positions name a file, ` +
              `which the page cannot open (${FAMILIES_READING_FILES.join(", ")})`);
  assert.ok(positions.length >= 200, `${positions.length} positions`);
  const {page, errors} = await openPage();
  const answers = await page.evaluate(async (bodies) => {
    const {engine} = await import("./engine.js");
    const found = [];
    for (const body of bodies) {
      // Without the budgets of optional work (wasm_engine.cpp), as the command.
      found.push(await engine.request({method: "POST", path: "/api/solve", query: {budgets: "none"},
                                       body: JSON.stringify(body)}));
    }
    return found;
  }, positions.map(({position, misere}) => ({position, misere})));
  let compared = 0;
  positions.forEach(({position, misere}, i) => {
    const native = JSON.parse(execFileSync(grundy, ["solve", "--json", "--extras-ms", "0", ...(misere ? ["--misere"] : []), position],
                                           {encoding: "utf8"}));
    assert.equal(answers[i].status, 200, `${position}: ${answers[i].body}`);
    const wasm = JSON.parse(answers[i].body);
    // The API's answer is the command's object and the page's additions
    // (the picture, the boards): every field of the command's is the same,
    // but for how a misère answer was found: the API's misère search has a
    // fifth of the command's limits (web/api.hpp), so a genus the command
    // finds within its limits may be left to the search of the whole sum
    // there, with the same answer, and a search within other limits counts
    // other positions (its pieces' genus tried within a tenth of them).
    for (const [key, value] of Object.entries(native)) {
      if (misere && (key === "method" || key === "positions_searched")) continue;
      assert.deepEqual(wasm[key], value, `${misere ? "misère " : ""}${position}: "${key}" differs`);
    }
    ++compared;
  });
  assert.equal(compared, positions.length);
  console.log(`# ${compared} positions: the WebAssembly engine's answers equal grundy solve --json`);
  assert.deepEqual(errors, []);
  await page.close();
});

test("the WebAssembly engine gives the native API's recorded answers byte for byte", {skip: !staticDir}, async () => {
  const records = readFileSync(join(data, "golden", "api.jsonl"), "utf8").split("\n").filter(Boolean)
      .map((line) => JSON.parse(line)).filter((record) => !record.body.includes("DATA"));
  const {page, errors} = await openPage();
  const answers = await page.evaluate(async (requests) => {
    const {engine} = await import("./engine.js");
    const found = [];
    for (const {method, path, query, body} of requests) {
      found.push(await engine.request({method, path, query: {...query, budgets: "none"}, body}));
    }
    return found;
  }, records.map(({method, path, query, body}) => ({method, path, query, body})));
  records.forEach((record, i) => {
    const asked = `${record.method} ${record.path} ${JSON.stringify(record.query)} ${record.body}`;
    assert.equal(answers[i].status, record.status, asked);
    assert.equal(answers[i].body, record.answer, asked);
  });
  console.log(`# ${records.length} recorded API answers: the same from WebAssembly`);
  assert.deepEqual(errors, []);
  await page.close();
});

test("the folder opened from the disk (file://): the engine runs in the page itself", {skip: !staticDir}, async () => {
  const page = await browser.newPage({viewport: {width: 1000, height: 900}});
  const errors = collectErrors(page);
  await page.goto(`file://${join(staticDir, "index.html")}?position=kayles%209%20%2B%20nim%203%205`);
  await page.waitForFunction(() => document.querySelector("#value").textContent.includes("kayles 9 + nim 3 5"));
  // The page is one script here (page.js: browsers load no module from a
  // folder), so its engine is not a module to ask: the note says where the
  // answers come from, "in the page itself" only when the engine runs there.
  assert.match(await page.textContent("#engine-note"), /in this browser.*in the page itself.*cannot be cancelled/);
  assert.equal(await page.textContent("#outcome"), "The player to move wins");
  await page.waitForSelector("#plot svg");
  await page.screenshot({path: `${artifacts}/static-from-folder.png`, fullPage: true});
  assert.deepEqual(errors, []);
  await page.close();
});

test("the folder without its engine: the page says so and does not hang", {skip: !staticDir}, async () => {
  const context = await browser.newContext();
  await context.route("**/engine/grundy-engine.wasm", (route) => route.fulfill({status: 404, body: "not found"}));
  const page = await context.newPage();
  await page.goto(pageAddress("/"));
  await page.waitForFunction(() => !document.querySelector("#error").hidden);
  assert.match(await page.textContent("#error"), /^error: the engine \(engine\/grundy-engine.wasm\) could not be loaded/);
  // Asking again fails again, at once.
  await page.click("#solve");
  await page.waitForFunction(() => !document.querySelector("#error").hidden);
  assert.match(await page.textContent("#error"), /could not be loaded/);
  await context.close();
});

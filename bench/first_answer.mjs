// The page's speed with each engine, side by side in one run: served by
// `grundy serve` (the native engine behind the JSON API), from the folder of
// `make web-static` on a static file server (WebAssembly in a Web Worker),
// and that folder opened from the disk (WebAssembly in the page). For each:
// the time from opening the page to its first answer drawn (a fresh browser
// context each time, so nothing is cached: the .wasm is fetched and
// compiled every time), and the time of single requests once it is open.
// Runs alternate between the engines; medians of RUNS runs.
// Usage: node bench/first_answer.mjs GRUNDY_BINARY STATIC_DIR [RUNS]
import {spawn} from "node:child_process";
import {statSync} from "node:fs";
import {join, resolve} from "node:path";
import {chromium} from "../tests/browser/node_modules/playwright-core/index.mjs";

const [binary, staticDir, runsText] = process.argv.slice(2);
if (!binary || !staticDir) {
  console.error("error: usage: node bench/first_answer.mjs GRUNDY_BINARY STATIC_DIR [RUNS]");
  process.exit(2);
}
const runs = Number(runsText || 5);

function started(command, args, pattern) {
  const child = spawn(command, args, {stdio: ["ignore", "pipe", "ignore"]});
  return new Promise((resolve, reject) => {
    let seen = "";
    child.stdout.on("data", (chunk) => {
      seen += String(chunk);
      const found = seen.match(pattern);
      if (found) resolve({child, found});
    });
    child.once("exit", (code) => reject(new Error(`${command} exited with ${code}`)));
  });
}

const server = await started(binary, ["serve", "--port", "0"], /http:\/\/\S+/);
const files = await started("python3", ["-u", "-m", "http.server", "--bind", "127.0.0.1", "--directory",
                                        resolve(staticDir), "0"], /port (\d+)/);
const engines = {
  "grundy serve (native)": server.found[0],
  "static host (WebAssembly, worker)": `http://127.0.0.1:${files.found[1]}/`,
  "folder, file:// (WebAssembly, page)": `file://${join(resolve(staticDir), "index.html")}`,
};
// Requests timed once the page is open: typical answers of the page.
const requests = [
  ["solve nim 5 6 7 8", {method: "POST", path: "/api/solve", query: {}, body: '{"position":"nim 5 6 7 8"}'}],
  ["solve kayles 9 + nim 3 5", {method: "POST", path: "/api/solve", query: {},
                                body: '{"position":"kayles 9 + nim 3 5"}'}],
  ["solve node-kayles(petersen)", {method: "POST", path: "/api/solve", query: {},
                                   body: '{"position":"node-kayles(petersen)"}'}],
  ["misère kayles 1000 1000", {method: "POST", path: "/api/solve", query: {},
                               body: '{"position":"kayles 1000 1000","misere":true}'}],
  ["seq kayles to 100000", {method: "GET", path: "/api/seq", query: {game: "kayles", upto: "100000"}, body: ""}],
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
});
const times = {};
for (let run = 0; run < runs; ++run) {
  for (const [name, address] of Object.entries(engines)) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const begun = Date.now();
    await page.goto(address);
    await page.waitForSelector("#outcome:not(:empty)");
    (times[name] ??= {})["first answer"] ??= [];
    times[name]["first answer"].push(Date.now() - begun);
    for (const [label, request] of requests) {
      const took = await page.evaluate(async (request) => {
        const begun = performance.now();
        const answer = await engine.request(request);
        if (answer.status !== 200) throw new Error(answer.body);
        return performance.now() - begun;
      }, request);
      (times[name][label] ??= []).push(took);
    }
    await context.close();
  }
}
await browser.close();
server.child.kill();
files.child.kill();

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const wasm = statSync(join(staticDir, "engine", "grundy-engine.wasm")).size;
console.log(`== the page's answers, median of ${runs} runs, ms (engine/grundy-engine.wasm: ${(wasm / 1e6).toFixed(2)} MB)`);
const names = Object.keys(engines);
const labels = Object.keys(times[names[0]]);
const rows = [["", ...names, "WebAssembly / native"]];
for (const label of labels) {
  const values = names.map((name) => median(times[name][label]));
  rows.push([label, ...values.map((value) => value.toFixed(1)), (values[1] / values[0]).toFixed(2)]);
}
const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
for (const row of rows) console.log(row.map((cell, column) => cell.padStart(widths[column])).join("  "));

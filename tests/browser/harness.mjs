// The set-up of every browser test file: Debian's Chromium driven by
// Playwright, on the page served by the real `grundy serve` on a free port,
// or, when GRUNDY_STATIC_DIR names the folder of `make web-static`, on that
// folder served by a plain static file server (python3 -m http.server on
// loopback), with no grundy process: the page then runs the engine compiled
// to WebAssembly.
import {before, after} from "node:test";
import assert from "node:assert/strict";
import {spawn} from "node:child_process";
import {mkdirSync} from "node:fs";
import {chromium} from "playwright-core";

const grundy = process.env.GRUNDY_BINARY;
export const staticDir = process.env.GRUNDY_STATIC_DIR || "";
export const artifacts = process.env.GRUNDY_ARTIFACTS || "browser-artifacts";
export let browser;
let server, base;

// The address the server prints on its first line of output.
function serverAddress(child, pattern) {
  return new Promise((resolve, reject) => {
    let seen = "";
    child.stdout.on("data", (chunk) => {
      seen += String(chunk);
      const found = seen.match(pattern);
      if (found) resolve(found);
    });
    child.once("exit", (code) => reject(new Error(`the server exited with ${code}: ${seen}`)));
  });
}

before(async () => {
  if (staticDir) {
    server = spawn("python3", ["-u", "-m", "http.server", "--bind", "127.0.0.1", "--directory", staticDir, "0"],
                   {stdio: ["ignore", "pipe", "ignore"]});
    const [, port] = await serverAddress(server, /port (\d+)/);
    base = `http://127.0.0.1:${port}/`;
  } else {
    assert.ok(grundy, "GRUNDY_BINARY must name the grundy binary");
    server = spawn(grundy, ["serve", "--port", "0"], {stdio: ["ignore", "pipe", "inherit"]});
    [base] = await serverAddress(server, /http:\/\/\S+/);
  }
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
           "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  mkdirSync(artifacts, {recursive: true});
});

after(async () => {
  await browser?.close();
  server?.kill();
});

// The full address of `address` ("/", "/?lang=zh") on the server.
export function pageAddress(address) {
  return new URL(address.replace(/^\//, ""), base).href;
}

// The errors of `page`, collected for the test to check: those it throws,
// and its console's (the engine's "Aborted()" among them). A resource that
// failed to load is not one: the static host has no favicon.ico, and a
// request refused (a 4xx or 503 answer) is shown by the page itself.
export function collectErrors(page) {
  const errors = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if ((message.type() === "error" || message.type() === "warning") &&
        !message.text().startsWith("Failed to load resource"))
      errors.push(`console ${message.type()}: ${message.text()}`);
  });
  return errors;
}

// A new page on the server's front page, once its first answer is drawn.
export async function openPage(viewport = {width: 1000, height: 900}, address = "/") {
  const page = await browser.newPage({viewport});
  const errors = collectErrors(page);
  await page.goto(pageAddress(address));
  await page.waitForSelector("#outcome:not(:empty)");
  return {page, errors};
}

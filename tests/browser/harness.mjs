// The set-up of every browser test file: the real `grundy serve` on a free
// port, and Debian's Chromium driven by Playwright.
import {before, after} from "node:test";
import assert from "node:assert/strict";
import {spawn} from "node:child_process";
import {mkdirSync} from "node:fs";
import {chromium} from "playwright-core";

const grundy = process.env.GRUNDY_BINARY;
export const artifacts = process.env.GRUNDY_ARTIFACTS || "browser-artifacts";
let server, browser, base;

before(async () => {
  assert.ok(grundy, "GRUNDY_BINARY must name the grundy binary");
  server = spawn(grundy, ["serve", "--port", "0"], {stdio: ["ignore", "pipe", "inherit"]});
  base = await new Promise((resolve, reject) => {
    server.stdout.once("data", (chunk) => resolve(String(chunk).match(/http:\/\/\S+/)[0]));
    server.once("exit", (code) => reject(new Error(`grundy serve exited with ${code}`)));
  });
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

// A new page on the server's front page, once its first answer is drawn; the
// errors the page throws are collected for the test to check.
export async function openPage(viewport = {width: 1000, height: 900}, address = "/") {
  const page = await browser.newPage({viewport});
  const errors = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(new URL(address, base).href);
  await page.waitForSelector("#outcome:not(:empty)");
  return {page, errors};
}

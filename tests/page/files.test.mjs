// The page's files: each under 600 lines, the pure modules importable
// without a browser (no DOM at their top level or in what they import), and
// the modules made one script for a page opened from the disk.
import {test} from "node:test";
import assert from "node:assert/strict";
import {execFileSync} from "node:child_process";
import {mkdtempSync, readdirSync, readFileSync, statSync} from "node:fs";
import {tmpdir} from "node:os";
import {join} from "node:path";

const staticDir = new URL("../../web/static/", import.meta.url).pathname;

function pageFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? pageFiles(path) : [path];
  });
}

test("no file of the page is over 600 lines", () => {
  for (const path of pageFiles(staticDir)) {
    const lines = readFileSync(path, "utf8").split("\n").length;
    assert.ok(lines <= 600, `${path}: ${lines} lines`);
  }
});

test("the pure modules load without a browser", async () => {
  assert.equal(typeof globalThis.document, "undefined");
  for (const module of ["i18n.js", "format.js", "boards/legal.js", "boards/notation.js",
                        "boards/layout.js", "boards/geometry.js"]) {
    await import(join(staticDir, module));
  }
});

test("no file of the page assigns to window: the modules share nothing but their imports", () => {
  for (const path of pageFiles(staticDir).filter((p) => p.endsWith(".js"))) {
    const text = readFileSync(path, "utf8");
    assert.doesNotMatch(text, /\bwindow\.\w+\s*=|globalThis\.\w+\s*=/, path);
  }
});

test("the modules make one script for a page opened from a folder (scripts/bundle_page.py)", () => {
  const out = join(mkdtempSync(join(tmpdir(), "grundy-page-")), "page.js");
  const bundler = new URL("../../scripts/bundle_page.py", import.meta.url).pathname;
  execFileSync("python3", [bundler, staticDir, "main.js", out]);
  execFileSync(process.execPath, ["--check", out]);
  const text = readFileSync(out, "utf8");
  assert.doesNotMatch(text, /^\s*(import|export)\b/m);
  // Every module main.js reaches, the boards of each shape among them.
  for (const module of ["engine.js", "boards/strip.js", "boards/cells.js", "main.js"])
    assert.match(text, new RegExp(`^// ---- ${module.replace(".", "\\.")}$`, "m"), module);
});

// The gallery: every family's example (`grundy games NAME`) solved on the
// page at a desktop width (1280×900) and a phone's (390×844). Each answer
// must lead with the family's own reason where the command's JSON has one,
// throw no error, and fit the phone's width. With GRUNDY_GALLERY_DIR set
// (`make gallery`), each is also photographed, the answer's top and the
// board in one picture, FAMILY-1280.jpg and FAMILY-390.jpg in English and
// FAMILY-zh-1280.jpg and FAMILY-zh-390.jpg in Chinese, for docs/boards.md.
// Without it (ctest), only the checks run, at the desktop width.
import {test} from "node:test";
import assert from "node:assert/strict";
import {execFileSync} from "node:child_process";
import {mkdirSync, readFileSync} from "node:fs";
import {browser, collectErrors, pageAddress} from "./harness.mjs";

const grundy = process.env.GRUNDY_BINARY;
const galleryDir = process.env.GRUNDY_GALLERY_DIR || "";
// In ctest the checks run at the desktop width only: the boards test
// already checks every family's board on a phone, and the classroom test the
// phone's layout; `make gallery` photographs both widths.
const widths = galleryDir ? [{width: 1280, height: 900}, {width: 390, height: 844}] :
                            [{width: 1280, height: 900}];
// The pictures are cut to keep the files small: the answer's top (its
// outcome, the reason and the first moves) and the board.
const ANSWER_HEIGHT = 680, BOARD_HEIGHT = 600;

function run(...args) {
  return execFileSync(grundy, args, {encoding: "utf8"});
}

// The coin-turning families' help gives no "Example:" line: theirs are
// the boards test's positions.
const fallback = {
  "turning-turtles": "turning-turtles 4 7 9",
  "mock-turtles": "mock-turtles 1 2 4 5",
  "ruler": "ruler 3 6 8",
  "twins": "twins 2 5 6",
  "turning": "turning(1,3) 2 5 7",
  "turning-corners": "turning-corners 2,3 5,6",
  "rugs": "rugs 2,2 3,4",
  "product": "product(mock-turtles,ruler) 2,3 4,1",
};

// Every family with the example its help gives ("Example: grundy solve
// ..."), quotes and the trailing note "(winning move ...)" taken off. An
// example that reads a file (graph) is left out: the page reads no files,
// and digraph draws the same board.
export function families() {
  const names = run("games").split("\n").map((line) => /^ {2}([a-z][a-z0-9-]*)\b/.exec(line))
                    .filter(Boolean).map((found) => found[1]);
  const list = [];
  for (const name of [...new Set(names)]) {
    const found = /Examples?: grundy solve (.+)$/m.exec(run("games", name));
    const position = found ? found[1].replace(/\s{2,}\(.*$/, "").replace(/'/g, "").trim() : fallback[name];
    if (position && !/\(\S*\//.test(position)) list.push({name, position});
  }
  return list;
}

const gallery = families();

// The answer to `position`, as the command gives it: its canonical form and
// whether it has a family's reason.
function solved(position) {
  const answer = JSON.parse(run("solve", "--json", position));
  return {position: answer.position, reasons: (answer.reasons || []).filter((r) => !r.more).length};
}

async function solveOnPage(page, position, canonical) {
  await page.fill("#position", position);
  await page.click("#solve");
  try {
    await page.waitForFunction((p) => document.querySelector("#board").dataset.position === p &&
                                      !document.querySelector("#answer").hidden &&
                                      document.documentElement.dataset.requests === "0", canonical);
  } catch (error) {
    const state = await page.evaluate(() => ({board: document.querySelector("#board").dataset.position,
                                              answer: !document.querySelector("#answer").hidden,
                                              status: document.querySelector("#status")?.textContent}));
    throw new Error(`${position}: no answer on the page (${JSON.stringify(state)}): ${error.message}`);
  }
}

// The reasons box leads the answer: shown, and above the moves, the diagram
// and the mex table.
async function reasonsFirst(page) {
  return page.evaluate(() => {
    const box = document.querySelector("#reasons");
    if (box.hidden || box.getBoundingClientRect().height === 0) return "the reasons are hidden";
    const top = box.getBoundingClientRect().top;
    for (const id of ["moves-title", "moves", "why-title", "diagram", "mex"]) {
      const other = document.getElementById(id);
      if (other.hidden || other.getBoundingClientRect().height === 0) continue;
      if (other.getBoundingClientRect().top < top) return `#${id} comes before the reasons`;
      if (box.compareDocumentPosition(other) & Node.DOCUMENT_POSITION_PRECEDING)
        return `#${id} precedes the reasons in the page`;
    }
    return "";
  });
}

// The answer's top and the board, side by side when wide and one above the
// other on a phone, drawn on a blank page and photographed as one picture.
async function photograph(page, viewport, file) {
  const shots = [];
  for (const [selector, most] of [["#answer", ANSWER_HEIGHT], ["#play", BOARD_HEIGHT]]) {
    const box = await page.locator(selector).boundingBox();
    const clip = {x: box.x, y: box.y, width: box.width, height: Math.min(box.height, most)};
    const scroll = await page.evaluate(() => window.scrollY);
    clip.y += scroll;
    shots.push(await page.screenshot({clip, fullPage: true}));
  }
  const sheet = await browser.newPage({viewport: {width: viewport.width, height: 200}});
  const images = shots.map((shot) => `<img src="data:image/png;base64,${shot.toString("base64")}">`);
  const wide = viewport.width >= 1000;
  await sheet.setContent(
      `<body style="margin:0;background:#fff"><div id="sheet" style="display:flex;` +
      `flex-direction:${wide ? "row" : "column"};align-items:flex-start;gap:8px;` +
      `width:max-content;padding:4px">${images.join("")}</div></body>`);
  await sheet.waitForFunction(() => [...document.images].every((image) => image.complete));
  if (wide) {
    // Side by side, each at half the width, so that the picture stays 1280 wide.
    await sheet.evaluate((half) => {
      for (const image of document.images) image.style.width = `${Math.min(half, image.naturalWidth)}px`;
    }, viewport.width / 2 - 10);
  }
  await sheet.locator("#sheet").screenshot({path: file, type: "jpeg", quality: 70});
  await sheet.close();
}

// In English and in Chinese (`?lang=zh`, where the reason and the outcome
// must be in Chinese too), at each width.
for (const language of ["en", "zh"]) {
  for (const viewport of widths) {
    const which = language === "zh" ? " in Chinese" : "";
    test(`every family's example${which} at ${viewport.width}px leads with its reason, without errors`, async () => {
      const page = await browser.newPage({viewport});
      const errors = collectErrors(page);
      await page.goto(pageAddress(language === "zh" ? "/?lang=zh" : "/"));
      await page.waitForSelector("#outcome:not(:empty)");
      if (galleryDir) mkdirSync(galleryDir, {recursive: true});
      const chinese = (text) => /[\u4e00-\u9fff]/.test(text);
      const problems = [];
      for (const {name, position} of gallery) {
        const answer = solved(position);
        await solveOnPage(page, position, answer.position);
        if (answer.reasons > 0) {
          const wrong = await reasonsFirst(page);
          if (wrong) problems.push(`${name} (${position}): ${wrong}`);
          if (language === "zh" && !chinese(await page.textContent("#reasons")))
            problems.push(`${name}: the reason is not in Chinese`);
        }
        if (language === "zh" && !chinese(await page.textContent("#outcome")))
          problems.push(`${name}: the outcome is not in Chinese`);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 1) problems.push(`${name} (${position}): ${overflow}px wider than the screen`);
        const suffix = language === "zh" ? "-zh" : "";
        if (galleryDir) await photograph(page, viewport, `${galleryDir}/${name}${suffix}-${viewport.width}.jpg`);
      }
      assert.ok(gallery.length >= 25, `only ${gallery.length} families found`);
      assert.deepEqual(problems, []);
      assert.deepEqual(errors, []);
      await page.close();
    });
  }
}

// The manual's gallery keeps up with the families: a family added shows in
// docs/boards.md at both widths, in both languages (its pictures made by
// `make gallery`).
test("docs/boards.md shows every family of the gallery at both widths in both languages", () => {
  const manual = readFileSync(new URL("../../docs/boards.md", import.meta.url), "utf8");
  const all = [{width: 1280}, {width: 390}];
  const missing = gallery.flatMap(({name}) => all.flatMap(({width}) => [`gallery/${name}-${width}.jpg`,
                                                                        `gallery/${name}-zh-${width}.jpg`]))
                      .filter((picture) => !manual.includes(picture));
  assert.deepEqual(missing, []);
});

// The page's messages: tr() fills a message as the command's fmt does, in
// the language whose catalogue is loaded.
import {test} from "node:test";
import assert from "node:assert/strict";
import {N_, i18n, tr} from "../../web/static/i18n.js";

test("tr fills each {} with the next argument, and {{ }} stand for braces", () => {
  i18n.messages = {};
  assert.equal(tr("take {} from heap {}", 3, 2), "take 3 from heap 2");
  assert.equal(tr("It has no options, so {} = mex{{}} = 0.", "G"), "It has no options, so G = mex{} = 0.");
  // Too few arguments: the placeholder stays, visibly.
  assert.equal(tr("game {}: {}", 1), "game 1: {}");
});

test("a translation may reorder the arguments by number", () => {
  i18n.messages = {"Green: {0} = 0 in {1}, {0} = {2}": "{1} 中：{0} = {2}，{0} = 0"};
  assert.equal(tr("Green: {0} = 0 in {1}, {0} = {2}", "G", "nim 1 2", 3), "nim 1 2 中：G = 3，G = 0");
  // A message without a translation stays English.
  assert.equal(tr("Undone."), "Undone.");
  i18n.messages = {};
});

test("N_ marks a message without translating it", () => {
  i18n.messages = {"Hint": "提示"};
  assert.equal(N_("Hint"), "Hint");
  assert.equal(tr(N_("Hint")), "提示");
  i18n.messages = {};
});

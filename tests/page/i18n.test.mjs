// The page's messages: tr() fills a message as the command's fmt does, in
// the language whose catalogue is loaded.
import {test} from "node:test";
import assert from "node:assert/strict";
import {N_, i18n, tr, trn} from "../../web/static/i18n.js";

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

test("trn chooses the English form by the count, and a translation's one form for every count", () => {
  i18n.messages = {};
  assert.equal(trn("{} pin", "{} pins", 1, 1), "1 pin");
  assert.equal(trn("{} pin", "{} pins", 2, 2), "2 pins");
  assert.equal(trn("{} pin", "{} pins", 0, 0), "0 pins");
  // A singular may leave the count out.
  assert.equal(trn("Take from one heap.", "Take from up to {} heaps.", 1, 1), "Take from one heap.");
  i18n.messages = {"{} pin": "{} 个球瓶"};
  assert.equal(trn("{} pin", "{} pins", 1, 1), "1 个球瓶");
  assert.equal(trn("{} pin", "{} pins", 3, 3), "3 个球瓶");
  i18n.messages = {};
});

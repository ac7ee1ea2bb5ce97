// The page's language: English, in which every message is written (its id),
// or Chinese, whose translations the engine sends (GET api/messages?lang=zh,
// from the catalogue the command uses, po/zh_CN.po). Loaded before the other
// scripts (after engine.js, which asks for them), which mark their messages
// with tr() and N_() (xgettext --keyword=tr).
'use strict';

const i18n = {
  lang: 'en',
  messages: {}  // English -> the chosen language; empty for English
};

// `english` in the page's language, each {} (or {0}, {1}: a translation may
// reorder them) filled with the next of `args`, and {{ }} standing for
// braces, as in the command's messages (fmt's syntax).
function tr(english, ...args) {
  const text = i18n.messages[english] || english;
  let next = 0;
  return text.replace(/\{\{|\}\}|\{(\d*)\}/g, (whole, index) => {
    if (whole === '{{') return '{';
    if (whole === '}}') return '}';
    const i = index === '' ? next++ : Number(index);
    return i < args.length ? String(args[i]) : whole;
  });
}

// The language asked for: ?lang= in the address, else the one chosen last
// on this browser, else the browser's own.
function askedLanguage() {
  const known = (lang) => (lang === 'en' || lang === 'zh' ? lang : null);
  let kept = null;
  try {
    kept = localStorage.getItem('grundy-lang');
  } catch (error) {
    // storage may be off (a private window); the browser's language decides
  }
  return known(new URLSearchParams(location.search).get('lang')) || known(kept) ||
      ((navigator.language || '').toLowerCase().startsWith('zh') ? 'zh' : 'en');
}

// Fetches the translations of `lang`; English, or a server without them,
// leaves every message in English.
async function loadLanguage(lang) {
  i18n.lang = lang;
  i18n.messages = {};
  if (lang !== 'en') {
    try {
      const {ok, answer} = await engine.ask(`api/messages?lang=${encodeURIComponent(lang)}`);
      if (ok) i18n.messages = answer.messages || {};
    } catch (error) {
      // no translations: the page stays readable, in English
    }
  }
  document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
}

// Marks a message for the catalogue where it is kept, not shown: tr()
// translates it where it is drawn.
const N_ = (english) => english;

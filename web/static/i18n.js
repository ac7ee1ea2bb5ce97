// The page's language: English, in which every message is written (its id),
// or Chinese, whose translations the engine sends (language.js). Messages
// are marked with tr(), trn() and N_() (xgettext --keyword=tr --keyword=N_
// --keyword=trn:1,2, and
// web/page_messages.hpp, which finds them in the page's files). Pure: no
// DOM (tests/page).

export const i18n = {
  lang: 'en',
  messages: {}  // English -> the chosen language; empty for English
};

// `english` in the page's language, each {} (or {0}, {1}: a translation may
// reorder them) filled with the next of `args`, and {{ }} standing for
// braces, as in the command's messages (fmt's syntax).
export function tr(english, ...args) {
  return fill(i18n.messages[english] || english, args);
}

// A message with a count `n`, as the command's format_translated_plural:
// `singular` for 1 and `plural` otherwise in English. A translation is sent
// under its singular, one form: the page's one other language, Chinese, has
// one plural form for every count (Plural-Forms in po/zh_CN.po); a language
// with more would need its forms and rule sent too.
export function trn(singular, plural, n, ...args) {
  return fill(i18n.messages[singular] || (n === 1 ? singular : plural), args);
}

function fill(text, args) {
  let next = 0;
  return text.replace(/\{\{|\}\}|\{(\d*)\}/g, (whole, index) => {
    if (whole === '{{') return '{';
    if (whole === '}}') return '}';
    const i = index === '' ? next++ : Number(index);
    return i < args.length ? String(args[i]) : whole;
  });
}

// Marks a message for the catalogue where it is kept, not shown: tr()
// translates it where it is drawn.
export const N_ = (english) => english;


// The page's language: English, in which every message is written (its id),
// or Chinese, whose translations the engine sends (language.js). Messages
// are marked with tr() and N_() (xgettext --keyword=tr --keyword=N_, and
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
  const text = i18n.messages[english] || english;
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


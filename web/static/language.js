// Which language the page speaks (the address, the last choice, the
// browser's), and its translations, fetched from the engine.

import {engine} from './engine.js';
import {i18n} from './i18n.js';

// The language asked for: ?lang= in the address, else the one chosen last
// on this browser, else the browser's own.
export function askedLanguage() {
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
export async function loadLanguage(lang) {
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


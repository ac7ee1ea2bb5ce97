// Asking the engine: every request names the page's language, and an
// answer slower than 300 ms shows that the page is computing, with Cancel.

import {$} from './dom.js';
import {engine} from './engine.js';
import {i18n, tr} from './i18n.js';

// Every request names the page's language: the engine's sentences (move
// descriptions, rules, errors) come back in it. engine.js sends it to the
// server or to the WebAssembly engine. Cancel rejects it with an AbortError
// (isCancelled).
export async function api(path, body) {
  const address = `${path}${path.includes('?') ? '&' : '?'}lang=${i18n.lang}`;
  const {ok, status, answer} =
      await whileWaiting((signal) => engine.ask(address, body, signal));
  if (!ok) throw new Error(answer.error || `HTTP ${status}`);
  return answer;
}

export const isCancelled = (error) => error && error.name === 'AbortError';

// Why a request failed, for the line that would have shown its answer:
// "Cancelled." when it was cancelled.
export function failureText(error) {
  return isCancelled(error) ? tr('Cancelled.') : tr('error: {}', error.message);
}

// ------------------------------------------------------------- waiting --
// An answer that takes longer than 300 ms shows that the page is computing,
// with the seconds spent and Cancel, which gives up every request in flight
// (engine.js: the fetch is aborted, or the worker stopped and a fresh one
// started). Quicker answers show nothing, so that nothing flickers.

export const SHOW_WAITING_AFTER_MS = 300;

export const waiting = {
  controller: new AbortController(),  // Cancel aborts it; a new one follows
  requests: new Set(),                // {started} of each request in flight
  ticker: null                        // redraws the indicator while any waits
};

// Runs `ask(signal)`, a request, under the indicator. The page's root says
// how many requests are in flight (data-requests), for the browser tests,
// which wait for the page to be still before they look at it.
export async function whileWaiting(ask) {
  const request = {started: performance.now()};
  waiting.requests.add(request);
  document.documentElement.dataset.requests = String(waiting.requests.size);
  if (!waiting.ticker) waiting.ticker = setInterval(drawWaiting, 100);
  try {
    return await ask(waiting.controller.signal);
  } finally {
    waiting.requests.delete(request);
    // After the answer is drawn: the caller draws it when this returns.
    setTimeout(() => { document.documentElement.dataset.requests = String(waiting.requests.size); });
    drawWaiting();
  }
}

// The time the oldest request has waited, once past 300 ms.
export function drawWaiting() {
  if (waiting.requests.size === 0) {
    clearInterval(waiting.ticker);
    waiting.ticker = null;
    $('busy').hidden = true;
    return;
  }
  let oldest = Infinity;
  for (const request of waiting.requests) oldest = Math.min(oldest, request.started);
  const waited = performance.now() - oldest;
  $('busy').hidden = waited < SHOW_WAITING_AFTER_MS;
  $('busy-text').textContent = tr('Computing… {} s', (waited / 1000).toFixed(1));
}

export function cancelWaiting() {
  waiting.controller.abort();
  waiting.controller = new AbortController();
  waiting.requests.clear();
  document.documentElement.dataset.requests = '0';
  drawWaiting();
}

// ------------------------------------------------------------- solving --

// Misère play (the last move loses) when the box is ticked.
export const misere = () => $("misere").checked;

// The answer for `position`: a page of its winning moves and the first 300
// legal moves, which the boards colour.
export function solve(position) {
  return api('api/solve', {position, misere: misere(), legal_limit: 300});
}


// Where the page's questions go. Served by `grundy serve`, to its JSON API
// (web/api.hpp). From any other host, or from a folder on the disk, to the
// same API compiled to WebAssembly (engine/, `make web-static`): in a Web
// Worker, so that the page stays responsive while it thinks, or in the page
// itself where the browser starts no worker (a page opened from a folder).
// The answers are the same in all three: the same code makes them.

import {parseAnswer} from './format.js';

// A promise of the function that answers one request:
// ({method, path, query, body}) -> {status, body (JSON text)}.
let answering = null;
// 'server', 'worker' or 'page', once chosen, and the workers started
// (Cancel starts a new one) (the tests read them).
const state = {mode: null, workers: 0};

// Only grundy serve answers GET api/messages with JSON; a static host
// says 404, and a folder cannot be asked at all.
async function serverAnswers() {
  if (location.protocol === 'file:') return false;
  try {
    const response = await fetch('api/messages?lang=en');
    return response.ok && (response.headers.get('Content-Type') || '').includes('json');
  } catch (error) {
    return false;
  }
}

// A request given up (Cancel): rejected as fetch rejects an aborted one.
const cancelled = () => new DOMException('the request was cancelled', 'AbortError');

// `signal` aborts the fetch; the server ends the work at its own deadline.
async function askServer({method, path, query, body}, signal) {
  const address = `${path.slice(1)}?${new URLSearchParams(query)}`;
  const response = await fetch(
      address,
      method === 'GET' ? {signal} :
                         {method, headers: {'Content-Type': 'application/json'}, body, signal});
  return {status: response.status, body: await response.text()};
}

// The engine in a worker (engine-worker.js): requests carry a number, and
// the answer the same number. {ask(request) -> a promise of the answer,
// stop() -> ends the worker, and every request waiting is cancelled}.
function startWorker() {
  const worker = new Worker('engine-worker.js');
  ++state.workers;
  const waiting = new Map();
  let next = 0;
  // The worker catches every error of a request, so an error here means
  // it could not start (its script or the engine is missing): every
  // request, now and later, fails with that message.
  let broken = null;
  const failAll = (message) => {
    broken = message;
    for (const {reject} of waiting.values()) reject(new Error(message));
    waiting.clear();
  };
  worker.onmessage = ({data}) => {
    const request = waiting.get(data.id);
    if (!request) return;
    waiting.delete(data.id);
    if (data.error)
      request.reject(new Error(data.error));
    else
      request.resolve(data.answer);
  };
  worker.onerror = (event) => {
    event.preventDefault();
    failAll(event.message || 'the engine (engine/grundy-engine.js) could not start');
  };
  const ask = (request) => new Promise((resolve, reject) => {
    if (broken) {
      reject(new Error(broken));
      return;
    }
    const id = next++;
    waiting.set(id, {resolve, reject});
    worker.postMessage({id, request});
  });
  const stop = () => {
    worker.terminate();
    for (const {reject} of waiting.values()) reject(cancelled());
    waiting.clear();
  };
  return {ask, stop};
}

// The worker, stopped by Cancel: WebAssembly cannot be interrupted, so the
// worker that computes is ended and a fresh one started for the next
// request (what the engine had kept, and its compiled code, are lost).
function stoppableWorker() {
  let current = startWorker();
  return (request, signal) => {
    if (signal && signal.aborted) return Promise.reject(cancelled());
    const carrier = current;
    const stop = () => {
      if (carrier !== current) return;  // another request's Cancel stopped it
      carrier.stop();
      current = startWorker();
    };
    if (signal) signal.addEventListener('abort', stop, {once: true});
    return carrier.ask(request).finally(() => {
      if (signal) signal.removeEventListener('abort', stop);
    });
  };
}

// The engine in the page: the script with the .wasm inside it, which a
// page from a folder may load (it may fetch no .wasm file). It computes on
// the page's own thread, so nothing can interrupt it: a request cancelled
// before it starts is not asked, and one that runs ends at the engine's
// deadline (5 s).
function startInPage() {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = 'engine/grundy-engine-inline.js';
    script.onload = () => {
      let module = createGrundyEngine();
      module.then(() => resolve(async ({method, path, query, body}, signal) => {
        const engine = await module;
        if (signal && signal.aborted) throw cancelled();
        try {
          return engine.answer(method, path, JSON.stringify(query), body);
        } catch (error) {
          // As in engine-worker.js: what escapes answer() left the engine
          // unusable; the next request gets a new one.
          module = createGrundyEngine();
          throw new Error(`the engine stopped on this request (${error.message || error}) ` +
                          'and was started again');
        }
      }), reject);
    };
    script.onerror = () =>
        reject(new Error('the engine (engine/grundy-engine-inline.js) is missing'));
    document.head.appendChild(script);
  });
}

function workersAllowed() {
  if (location.protocol === 'file:' || typeof Worker === 'undefined') return false;
  return true;
}

async function choose() {
  if (await serverAnswers()) {
    state.mode = 'server';
    return askServer;
  }
  if (workersAllowed()) {
    try {
      const worker = stoppableWorker();
      state.mode = 'worker';
      return worker;
    } catch (error) {
      // no worker here: the engine runs in the page
    }
  }
  state.mode = 'page';
  return startInPage();
}

// The function that answers, chosen on the first call.
function chosen() {
  if (!answering) answering = choose();
  return answering;
}

// One request as the server takes it: {method, path ("/api/solve"),
// query (an object of strings), body (text)}. The answer is {status,
// body (JSON text)}. An AbortSignal, when given, cancels it: the promise
// is then rejected with an AbortError.
async function request(question, signal) {
  const answering = await chosen();
  if (signal && signal.aborted) throw cancelled();
  return answering(question, signal);
}

// Asks `address` ("api/solve?lang=en"), with `body` (an object) by POST,
// or by GET without one; `signal` (optional) cancels it. The answer is
// {ok, status, answer (the parsed JSON)}.
async function ask(address, body, signal) {
  const [path, search] = address.split('?');
  const response = await request({
    method: body === undefined ? 'GET' : 'POST',
    path: `/${path}`,
    query: Object.fromEntries(new URLSearchParams(search || '')),
    body: body === undefined ? '' : JSON.stringify(body)
  }, signal);
  return {ok: response.status < 400, status: response.status, answer: parseAnswer(response.body)};
}

// Where the answers come from, 'server', 'worker' or 'page', once the
// engine is chosen (it is on the first request).
async function mode() {
  await chosen();
  return state.mode;
}

// The engine: ask and request send a question, mode says where the answers
// come from, state is read by the browser tests.
export const engine = {ask, request, mode, state};


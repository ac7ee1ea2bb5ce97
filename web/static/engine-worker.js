// The page's engine in a Web Worker (engine.js starts it when no server
// answers): the JSON API compiled to WebAssembly (web/wasm_engine.cpp),
// which answers one request at a time, in the order they come.
'use strict';

importScripts('engine/grundy-engine.js');

const start = () => createGrundyEngine({locateFile: (file) => `engine/${file}`}).catch((error) => {
  throw new Error(
      `the engine (engine/grundy-engine.wasm) could not be loaded: ${error.message || error}`);
});
let module = start();

onmessage = async ({data}) => {
  let engine;
  try {
    engine = await module;
  } catch (error) {
    // Not loaded: every request says so, at once.
    postMessage({id: data.id, error: String(error && error.message || error)});
    return;
  }
  try {
    const {method, path, query, body} = data.request;
    const answer = engine.answer(method, path, JSON.stringify(query), body);
    postMessage({id: data.id, answer: {status: answer.status, body: answer.body}});
  } catch (error) {
    // answer() turns every error of the engine into an answer; what escapes
    // it (a trap, or the stack overflowing: a RangeError) stopped the
    // engine midway, its deadline and memory account still set and its
    // stack pointer not restored, and every later request would fail: the
    // next one gets a new engine.
    module = start();
    postMessage({id: data.id, error: engineStopped(error)});
  }
};

function engineStopped(error) {
  return `the engine stopped on this request (${String(error && error.message || error)}) ` +
      'and was started again';
}

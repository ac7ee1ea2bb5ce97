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
  try {
    const {method, path, query, body} = data.request;
    const answer = (await module).answer(method, path, JSON.stringify(query), body);
    postMessage({id: data.id, answer: {status: answer.status, body: answer.body}});
  } catch (error) {
    // A trap (memory exhausted, say) leaves the module unusable: the next
    // request gets a new one.
    if (error instanceof WebAssembly.RuntimeError) module = start();
    postMessage({id: data.id, error: String(error && error.message || error)});
  }
};

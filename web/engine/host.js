// The engine's side of the message protocol: a handler that owns one wasm module (made again
// if it ever aborts) and answers requests {id, op, args} with {id, result}.
// engine.js (built from engine-entry.js) runs this inside a Web Worker, or in the page when no
// worker can be made; client.js is the other side.

import { createApi } from './api.js';

// The operations a client may ask for, with the API method each one calls.
const OPERATIONS = new Set([
  'variants',
  'variantInfo',
  'state',
  'parseMove',
  'search',
  'importRecord',
  'exportRecord',
  'janggiStartFen',
  'perft',
  'memory',
]);

// `factory` is the Emscripten module factory, `wasmBytes()` returns the module's bytes.
export function createHandler(factory, wasmBytes) {
  let api = null;
  let loading = null;

  function load() {
    if (!loading) {
      loading = factory({ wasmBinary: wasmBytes(), print: () => {}, printErr: () => {} }).then((module) => {
        api = createApi(module);
        return api;
      });
      // A failed load may be retried by the next request.
      loading.catch(() => {
        loading = null;
      });
    }
    return loading;
  }

  async function handle(message) {
    const id = message && typeof message === 'object' ? message.id : undefined;
    try {
      const op = message && message.op;
      if (!OPERATIONS.has(op)) return { id, result: { error: `unknown operation '${String(op).slice(0, 40)}'` } };
      const args = Array.isArray(message.args) ? message.args : [];
      if (!api || api.broken) {
        api = null;
        loading = null;
        await load();
      }
      return { id, result: api[op](...args) };
    } catch (e) {
      return { id, result: { error: `engine failure: ${e && e.message ? e.message : String(e)}` } };
    }
  }

  return { ready: load().then(() => true), handle };
}

// In a worker: answer messages. In the page: publish the handler factory and this script's
// own source (so the client can start a worker from a Blob URL where file:// forbids a URL).
export function startEngine(factory, wasmBytes, ownSource) {
  const scope = typeof self !== 'undefined' ? self : globalThis;
  // Only worker scopes have importScripts (and none has a document).
  const inWorker = typeof importScripts === 'function' && typeof document === 'undefined';
  if (inWorker) {
    const handler = createHandler(factory, wasmBytes);
    // Requests are answered one at a time, in order: a search blocks the worker anyway.
    let queue = Promise.resolve();
    scope.onmessage = (event) => {
      queue = queue.then(() => handler.handle(event.data)).then((reply) => scope.postMessage(reply));
    };
    handler.ready.then(
      () => scope.postMessage({ ready: true }),
      (e) => scope.postMessage({ fatal: `the engine could not start: ${e && e.message ? e.message : String(e)}` }),
    );
  } else {
    scope.SanggiEngine = {
      createHandler: () => createHandler(factory, wasmBytes),
      source: ownSource,
    };
  }
}

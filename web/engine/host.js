// The engine's side of the message protocol: a handler that owns one wasm module (made again
// if it ever aborts) and answers requests {id, op, args} with {id, result}.
// engine.js (built from engine-entry.js) runs this inside a Web Worker, or in the page when no
// worker can be made; client.js is the other side.

import { createApi } from './api.js';
import { runAnalysis, WORKER_SLICE_MS, PAGE_SLICE_MS, PAGE_ANALYSIS_MAX_MS } from './analysis.js';

// The operations a client may ask for, with the API method each one calls.
const OPERATIONS = new Set([
  'variants',
  'variantInfo',
  'state',
  'parseMove',
  'search',
  'analyse',
  'importRecord',
  'exportRecord',
  'janggiStartFen',
  'validate',
  'perft',
  'memory',
  'loadNetwork',
]);

// A network file sent as base64 text (what nnue-<game>.js holds) -> its bytes.
function decodeBase64(text) {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

// The module's instantiation from `url`, compiled while it downloads (instantiateStreaming
// needs the server's application/wasm; else the bytes are read whole first). `failed(e)` is
// told of a failure, which the glue's callback cannot report.
function streamedWasm(url, failed) {
  return (imports, done) => {
    const whole = () => fetch(url)
      .then((r) => { if (!r.ok) throw new Error(`${url}: HTTP ${r.status}`); return r.arrayBuffer(); })
      .then((bytes) => WebAssembly.instantiate(bytes, imports));
    const made = typeof WebAssembly.instantiateStreaming === 'function'
      ? WebAssembly.instantiateStreaming(fetch(url), imports).catch(whole)
      : whole();
    made.then((r) => done(r.instance, r.module), failed);
    return {};
  };
}

// `factory` is the Emscripten module factory; `wasm` returns the module's bytes, or is
// {url} of the module to fetch (engine-stream.js). `inPage`: the handler runs in the page (no
// worker), where an analysis must leave the page free: shorter slices, and a time cap.
/** @param {any} factory @param {(() => Uint8Array)|{url: string}} wasm @param {boolean} [inPage] */
export function createHandler(factory, wasm, inPage = false) {
  const analysisLimits = inPage ? { sliceMs: PAGE_SLICE_MS, maxMs: PAGE_ANALYSIS_MAX_MS } : { sliceMs: WORKER_SLICE_MS, maxMs: 0 };
  let api = null;
  let loading = null;
  const networks = new Map(); // variant -> bytes, given again to a module made anew


  function load() {
    if (!loading) {
      let failed;
      const failure = new Promise((_, reject) => { failed = reject; });
      const source = typeof wasm === 'function' ? { wasmBinary: wasm() } : { instantiateWasm: streamedWasm(wasm.url, failed) };
      loading = Promise.race([factory({ ...source, print: () => {}, printErr: () => {} }), failure]).then((module) => {
        api = createApi(module);
        for (const [variant, bytes] of networks) api.loadNetwork(variant, bytes);
        return api;
      });
      // A failed load may be retried by the next request.
      loading.catch(() => {
        loading = null;
      });
    }
    return loading;
  }

  // Analyses end when the generation moves on: interrupt() is called for a stop and for every
  // new search or analysis, and an analysis that arrived before it ends at its next slice.
  let generation = 0;
  const interrupt = () => ++generation;

  // `post(message)` sends an analysis' progress: {id, info}.
  /** @param {any} message @param {(message: object) => void} [post] */
  async function handle(message, post = () => {}) {
    const id = message && typeof message === 'object' ? message.id : undefined;
    const arrived = message && Number.isInteger(message.generation) ? message.generation : generation;
    try {
      const op = message && message.op;
      if (!OPERATIONS.has(op)) return { id, result: { error: `unknown operation '${String(op).slice(0, 40)}'` } };
      const args = Array.isArray(message.args) ? message.args : [];
      if (!api || api.broken) {
        api = null;
        loading = null;
        await load();
      }
      if (op === 'loadNetwork') {
        const [variant, base64] = args;
        if (typeof base64 !== 'string') return { id, result: { error: 'the network must be base64 text' } };
        const bytes = decodeBase64(base64);
        const result = api.loadNetwork(variant, bytes);
        if (!result.error) networks.set(variant, bytes);
        return { id, result };
      }
      if (op === 'analyse') {
        const [game, options] = args;
        const ended = () => generation !== arrived;
        const report = (info) => post({ id, info });
        return { id, result: await runAnalysis(api, game, options, report, ended, analysisLimits) };
      }
      return { id, result: api[op](...args) };
    } catch (e) {
      return { id, result: { error: `engine failure: ${e && e.message ? e.message : String(e)}` } };
    }
  }

  return { ready: load().then(() => true), handle, interrupt, generation: () => generation };
}

// In a worker: answer messages. In the page: publish the handler factory and this script's
// own source (so the client can start a worker from a Blob URL where file:// forbids a URL).
export function startEngine(factory, wasm, ownSource) {
  const scope = typeof self !== 'undefined' ? self : globalThis;
  // Only worker scopes have importScripts (and none has a document).
  const inWorker = typeof importScripts === 'function' && typeof document === 'undefined';
  if (inWorker) {
    const handler = createHandler(factory, wasm);
    // Requests are answered one at a time, in order: a search blocks the worker anyway. An
    // analysis is answered in slices, so a stop or a newer search (which ends it) is read.
    let queue = Promise.resolve();
    const post = (message) => scope.postMessage(message);
    scope.onmessage = (event) => {
      const message = event.data;
      const op = message && message.op;
      if (op === 'stop' || op === 'search' || op === 'analyse') handler.interrupt();
      if (op === 'stop') return;
      const stamped = message && typeof message === 'object' ? { ...message, generation: handler.generation() } : message;
      queue = queue.then(() => handler.handle(stamped, post)).then(post);
    };
    handler.ready.then(
      () => scope.postMessage({ ready: true }),
      (e) => scope.postMessage({ fatal: `the engine could not start: ${e && e.message ? e.message : String(e)}` }),
    );
  } else {
    scope.SanggiEngine = {
      createHandler: () => createHandler(factory, wasm, true),
      source: ownSource,
    };
  }
}

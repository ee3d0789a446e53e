// sanggi-engine for browsers, through a bundler (esbuild, webpack, Vite...): createEngine()
// runs the engine in a Web Worker made from the engine script embedded here (a Blob URL, so
// no file needs serving), or from `engineUrl` when given (a copy of sanggi-engine/engine.js
// on your site, for pages whose CSP forbids blob: workers); where no worker can be made it
// runs in the page. Game is the synchronous game (best inside your own worker: it blocks).
import { createEngine as createClient } from '../web/engine/client.js';
import { createHandler } from '../web/engine/host.js';
import { LIMITS } from '../web/engine/api.js';
import { VERSION } from '../web/engine/version.js';
import { ENGINE_SCRIPT_HEAD, ENGINE_SCRIPT_TAIL } from 'sanggi-engine-script';
import wasmBase64 from 'sanggi-wasm-base64';
import { wasmBytes, wasmFactory } from './sync-engine.js';

export { Game } from './game.js';
export { LIMITS, VERSION };

// The text of engine.js: its code around the embedded wasm (kept once, for both uses).
function engineSource() {
  return ENGINE_SCRIPT_HEAD + JSON.stringify(wasmBase64) + ENGINE_SCRIPT_TAIL;
}

export function createEngine(options = {}) {
  return createClient({
    engineSource,
    localHandler: () => createHandler(wasmFactory, wasmBytes),
    ...options,
  });
}

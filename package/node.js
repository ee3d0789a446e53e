// sanggi-engine for Node 18+: createEngine() runs the engine in this process (the API of
// web/engine/API.md, mode 'node'), Game is the synchronous game. The wasm is embedded in the
// package (base64) and handed to the glue, which would otherwise try fetch() on a file path.
import { brokenEngine, localEngine } from '../web/engine/client.js';
import { createHandler } from '../web/engine/host.js';
import { LIMITS } from '../web/engine/api.js';
import { VERSION } from '../web/engine/version.js';
import { wasmBytes, wasmFactory } from './sync-engine.js';

export { Game } from './game.js';
export { LIMITS, VERSION };

// options are accepted for the browser build's sake (engineUrl, worker) and ignored here:
// Node runs the engine in-process. A search blocks this thread while it runs; keep it short
// with movetimeMs or nodes, or run a Game in a worker_threads Worker.
export async function createEngine(options = {}) {
  void options;
  const handler = createHandler(wasmFactory, wasmBytes);
  try {
    await handler.ready;
  } catch (e) {
    return brokenEngine(`the engine could not start (node: ${e && e.message ? e.message : String(e)})`);
  }
  return localEngine(handler, [], { mode: 'node', searchCapMs: 0 });
}

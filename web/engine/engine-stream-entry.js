// Entry of engine-stream.js (built by scripts/build-web.mjs), the engine script the page runs
// in its worker when it is served over http(s): the Emscripten glue and the API as in
// engine.js, but without the wasm embedded: the worker fetches sanggi-engine.wasm from beside
// this script and compiles it while it streams (a server sending application/wasm; else it is
// read whole first). engine.js, with the wasm inside, stays for pages opened from disk and for
// the Blob and in-page fallbacks (client.js).
import factory from 'sanggi-wasm-glue';
import { startEngine } from './host.js';

startEngine(factory, { url: new URL('sanggi-engine.wasm', self.location.href).href }, null);

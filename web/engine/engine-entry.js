// Entry of the bundled engine script, engine.js (built by scripts/build-web.mjs): the
// Emscripten glue, the wasm bytes embedded as base64 (one file, so the page also works from
// disk, and the glue never fetches anything), the API and the worker or page start-up.
// The build wraps the bundle in `(function sanggiEngine(){ ... })();` so that the script can
// hand its own source to a Blob URL worker.
import factory from 'sanggi-wasm-glue';
import wasmBase64 from 'sanggi-wasm-base64';
import { startEngine } from './host.js';

function decodeBase64(text) {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/* global sanggiEngine */
const ownSource = typeof sanggiEngine === 'function' ? `(${sanggiEngine})();` : null;
startEngine(factory, () => decodeBase64(wasmBase64), ownSource);

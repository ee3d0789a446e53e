// The engine API (web/engine/api.js) over a wasm module made synchronously, for the Game
// class: the wasm bytes are embedded (base64), compiled and instantiated on the spot through
// the glue's instantiateWasm hook, so `new Game()` needs no await. One module serves every
// Game of this thread; it is made again if it ever aborts.
import factory from 'sanggi-wasm-glue';
import wasmBase64 from 'sanggi-wasm-base64';
import { createApi } from '../web/engine/api.js';

// The wasm module's bytes (Buffer in Node is much faster than atob).
export function wasmBytes() {
  if (typeof Buffer === 'function') return new Uint8Array(Buffer.from(wasmBase64, 'base64'));
  const text = atob(wasmBase64);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

export { factory as wasmFactory };

let compiled = null; // the WebAssembly.Module, compiled once
let api = null;

function instantiate() {
  compiled ??= new WebAssembly.Module(wasmBytes());
  let failure = null;
  const module = {
    print() {},
    printErr() {},
    instantiateWasm(imports, receive) {
      try {
        const instance = new WebAssembly.Instance(compiled, imports);
        receive(instance, compiled);
        return instance.exports;
      } catch (e) {
        failure = e;
        throw e;
      }
    },
  };
  // With a synchronous instantiateWasm the glue finishes before it returns; its promise only
  // reports a failure that is also seen below.
  factory(module).catch(() => {});
  if (typeof module.state !== 'function') throw failure || new Error('the engine did not start');
  return module;
}

// The API of the shared module; throws an Error only if the module cannot be made at all
// (no WebAssembly, or a browser's main thread refusing to compile it synchronously).
export function syncApi() {
  if (api && !api.broken) return api;
  try {
    api = createApi(instantiate());
  } catch (e) {
    throw new Error(`sanggi-engine could not start the engine: ${e && e.message ? e.message : String(e)}`);
  }
  return api;
}

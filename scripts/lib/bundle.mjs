// Shared by scripts/build-web.mjs (the page) and scripts/build-package.mjs (the npm package):
// the version, esbuild with the project's settings, and the engine script, engine.js (the
// Emscripten glue + the wasm as base64 + web/engine/host.js, one classic script that runs as
// a worker or in the page).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const WEB = join(ROOT, 'web');
export const WASM_DIR = process.env.SANGGI_WASM_DIR || join(ROOT, 'build', 'wasm', 'wasm');
const GLUE = join(WASM_DIR, 'sanggi-wasm.js');
const BINARY = join(WASM_DIR, 'sanggi-wasm.wasm');

// The release version: the first line of the top-level VERSION file (CMake reads it too).
export const VERSION = readFileSync(join(ROOT, 'VERSION'), 'utf8').split('\n')[0].trim();
if (!/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/.test(VERSION)) throw new Error(`VERSION holds '${VERSION}', not a version`);

export function fail(message) {
  console.error(`build: ${message}`);
  process.exit(1);
}

export function requireWasm() {
  if (!existsSync(GLUE) || !existsSync(BINARY)) fail(`no wasm build in ${WASM_DIR} (run scripts/build wasm)`);
}

// The wasm module's bytes as base64.
export function wasmBase64() {
  return readFileSync(BINARY).toString('base64');
}

// Every npm package whose code went into a bundle (from esbuild's metafile): the build fails
// on one that THIRD_PARTY.md does not list, so nothing ships without its licence stated.
const thirdParty = readFileSync(join(ROOT, 'THIRD_PARTY.md'), 'utf8');
function checkInputs(metafile, entry) {
  for (const input of Object.keys(metafile.inputs)) {
    const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
    if (m && !thirdParty.includes(`\`${m[1]}\``))
      fail(`${entry} bundles the npm package ${m[1]}, which THIRD_PARTY.md does not list`);
  }
}

// The games with a learned evaluation (core/nnue/nets/<game>.nnue): the engine client loads
// dist/nnue-<game>.js for these only.
export function networkGames() {
  const nets = join(ROOT, 'core', 'nnue', 'nets');
  return existsSync(nets) ? readdirSync(nets).filter((f) => f.endsWith('.nnue')).map((f) => f.slice(0, -5)).sort() : [];
}

// One bundle as text, SANGGI_VERSION replaced by the version, SANGGI_NETWORKS by networkGames(). The import 'sanggi-wasm-glue'
// is the Emscripten glue (a CommonJS factory); 'sanggi-wasm-base64', the wasm as base64, is
// resolved by each caller's plugins.
export async function bundle(entry, options = {}) {
  const result = await esbuild.build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    metafile: true,
    format: 'iife',
    target: ['es2020'],
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
    // client.js finds engine.js from document.currentScript in a bundle; import.meta is
    // only its fallback for ES modules.
    logOverride: { 'empty-import-meta': 'silent' },
    ...options,
    define: { SANGGI_VERSION: JSON.stringify(VERSION), SANGGI_NETWORKS: JSON.stringify(networkGames()), ...options.define },
    alias: { 'sanggi-wasm-glue': GLUE, ...options.alias },
  });
  checkInputs(result.metafile, entry);
  return result.outputFiles[0].text;
}

// Resolves an import to a module made from `contents` (esbuild plugin).
export function virtualModule(name, contents) {
  const filter = new RegExp(`^${name.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&')}$`);
  return {
    name: `virtual-${name}`,
    setup(build) {
      build.onResolve({ filter }, () => ({ path: name, namespace: 'sanggi-virtual' }));
      build.onLoad({ filter, namespace: 'sanggi-virtual' }, () => ({ contents, loader: 'js' }));
    },
  };
}

const WASM_MARK = '"__SANGGI_WASM_BASE64__"';

// engine.js in two parts, the code before and after the wasm's base64 string literal, so that
// the npm package keeps the wasm once and makes the script text from the parts.
export async function engineScriptParts() {
  requireWasm();
  const code = await bundle(join(WEB, 'engine', 'engine-entry.js'), {
    plugins: [virtualModule('sanggi-wasm-base64', `export default ${WASM_MARK};`)],
    // The glue's Node branch requires these; in a browser that branch never runs.
    external: ['fs', 'path', 'crypto', 'ws', 'worker_threads'],
  });
  // Named so that the script can hand its own source to a Blob URL worker (see host.js).
  const script = `/* sanggi engine ${VERSION}: C++ core compiled to WebAssembly. */\n(function sanggiEngine(){\n${code}})();\n`;
  const parts = script.split(WASM_MARK);
  if (parts.length !== 2) fail(`engine.js: expected the wasm placeholder once, found it ${parts.length - 1} times`);
  return { head: parts[0], tail: parts[1] };
}

// engine-stream.js: the same engine without the wasm inside; its worker fetches
// sanggi-engine.wasm beside it (web/engine/engine-stream-entry.js). For pages over http(s).
export async function engineStreamScript() {
  requireWasm();
  const code = await bundle(join(WEB, 'engine', 'engine-stream-entry.js'), {
    external: ['fs', 'path', 'crypto', 'ws', 'worker_threads'],
  });
  return `/* sanggi engine ${VERSION}: C++ core compiled to WebAssembly (sanggi-engine.wasm). */\n(function sanggiEngine(){\n${code}})();\n`;
}

// The wasm module's file.
export const WASM_BINARY = BINARY;

export async function engineScript() {
  const { head, tail } = await engineScriptParts();
  return head + JSON.stringify(wasmBase64()) + tail;
}

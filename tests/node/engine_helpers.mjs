// Shared by the engine's node tests: loads the wasm build (SANGGI_WASM_DIR, default
// build/wasm/wasm) the way engine.js does, with the bytes handed to the glue.
import { readFileSync, existsSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApi } from '../../web/engine/api.js';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const WASM_DIR = process.env.SANGGI_WASM_DIR || join(ROOT, 'build', 'wasm', 'wasm');
export const DIST = process.env.SANGGI_DIST || join(ROOT, 'dist');

export async function loadModule() {
  const glue = join(WASM_DIR, 'sanggi-wasm.js');
  if (!existsSync(glue)) throw new Error(`no wasm build at ${glue}: run scripts/build wasm`);
  const factory = createRequire(import.meta.url)(glue);
  return factory({ wasmBinary: readFileSync(join(WASM_DIR, 'sanggi-wasm.wasm')), print() {}, printErr() {} });
}

export async function loadApi() {
  return createApi(await loadModule());
}

// Debian's Chromium, headless (playwright-core never downloads a browser).
export async function launchChromium() {
  const { chromium } = await import('playwright-core');
  return chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

// Ends what a test file started: a browser, an http server, a temporary folder.
export async function closeAll({ browser, server, dir }) {
  if (browser) await browser.close();
  if (server) server.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
}

// A small reproducible random number generator (mulberry32).
export function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// A game of `plies` random legal moves (no passes) that is not over before its end:
// {variant, fen: '', moves}. `engine`: the api (state() answers at once) or the engine
// client (state() answers a promise).
export async function randomGame(engine, variant, plies, seed) {
  const next = random(seed);
  for (;;) {
    const moves = [];
    let state = await engine.state({ variant, moves });
    while (moves.length < plies && !state.end.over) {
      const legal = state.legalMoves.filter((m) => m.slice(0, m.length / 2) !== m.slice(m.length / 2));
      if (legal.length === 0) break;
      moves.push(legal[Math.floor(next() * legal.length)]);
      state = await engine.state({ variant, moves });
    }
    if (moves.length === plies) return { variant, fen: '', moves };
  }
}

export const VARIANTS = [
  'janggi',
  'janggitraditional',
  'janggicasual',
  'janggimodern',
  'xiangqi',
  'sinyeonsanggi',
  'gwangsanghui',
  'gwangsanghui-dlp',
];

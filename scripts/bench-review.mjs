#!/usr/bin/env node
// The game review's time: a 100-move game (200 plies of random legal moves, 201 positions)
// of each game reviewed as the page does it (web/analysis/review-run.js) at the default
// effort, in the engine's page mode under Node (one thread, as the worker has). Prints the
// time in all, per position, and the depths reached.
//   node scripts/bench-review.mjs [--effort MS] [--plies N] [VARIANT...]
// SANGGI_WASM_DIR: the wasm build (default build/wasm/wasm).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { createEngine } from '../web/engine/client.js';
import { createHandler } from '../web/engine/host.js';
import { startReview, DEFAULT_EFFORT_MS } from '../web/analysis/review-run.js';
import { randomGame, WASM_DIR } from '../tests/node/engine_helpers.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  if (i < 0) return fallback;
  const value = Number(args.splice(i, 2)[1]);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} needs a whole number`);
  return value;
};
const effortMs = option('--effort', DEFAULT_EFFORT_MS);
const plies = option('--plies', 200);
const variants = args.length ? args : ['janggi', 'xiangqi', 'sinyeonsanggi', 'gwangsanghui'];

const factory = createRequire(import.meta.url)(join(WASM_DIR, 'sanggi-wasm.js'));
const bytes = readFileSync(join(WASM_DIR, 'sanggi-wasm.wasm'));
globalThis.SanggiEngine = { createHandler: () => createHandler(factory, () => bytes, true) };
const engine = await createEngine({ worker: false });

console.log(`review of ${plies} plies (${plies + 1} positions) at ${effortMs} ms a position`);
for (const [i, variant] of variants.entries()) {
  const game = await randomGame(engine, variant, plies, i + 1);
  const evals = [];
  const started = Date.now();
  const { complete, error } = await startReview(engine, game, 'w', evals, { effortMs }).done;
  const ms = Date.now() - started;
  if (!complete) throw new Error(`${variant}: the review did not complete (${error ?? 'cancelled'})`);
  const depths = evals.filter((e) => !e.end).map((e) => e.depth).sort((a, b) => a - b);
  const median = depths[Math.floor(depths.length / 2)];
  console.log(
    `${variant.padEnd(14)} ${(ms / 1000).toFixed(1).padStart(6)} s in all, ${(ms / evals.length).toFixed(0)} ms a position, ` +
      `depth ${depths[0]}-${depths.at(-1)} (median ${median})`,
  );
}

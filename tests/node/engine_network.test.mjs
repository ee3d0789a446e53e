// The learned evaluation in the wasm build: it reads the same network files as the native
// build (core/nnue/nets/), refuses a bad one with its reason, and scores 1000 positions of
// each game exactly as the native build does (integer arithmetic on both).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, loadModule, random } from './engine_helpers.mjs';

const NETS = join(ROOT, 'core', 'nnue', 'nets');
const NATIVE = process.env.SANGGI_NATIVE || join(ROOT, 'build', 'native-release', 'core', 'cli', 'sanggi');
const module = await loadModule();
const networks = readdirSync(NETS).filter((f) => f.endsWith('.nnue')).map((f) => f.slice(0, -5));

function json(text) {
  return JSON.parse(text);
}

// `count` positions of random play (FENs), from several games, reproducible.
function positions(variant, count, seed) {
  const next = random(seed);
  const fens = [];
  while (fens.length < count) {
    const moves = [];
    let state = json(module.state(variant, '', ''));
    for (let ply = 0; ply < 80 && fens.length < count && !state.end.over; ++ply) {
      fens.push(state.fen);
      const legal = state.legalMoves;
      if (legal.length === 0) break;
      moves.push(legal[Math.floor(next() * legal.length)]);
      state = json(module.state(variant, '', moves.join(' ')));
    }
  }
  return fens;
}

// The native build's network scores of the same positions (UCI "eval").
function nativeScores(variant, fens) {
  const input = ['uci', `setoption name UCI_Variant value ${variant}`];
  for (const fen of fens) input.push(`position fen ${fen}`, 'eval');
  input.push('quit');
  const run = spawnSync(NATIVE, [], { input: input.join('\n') + '\n', encoding: 'utf8', maxBuffer: 1 << 26 });
  assert.equal(run.status, 0, run.stderr);
  return run.stdout.split('\n').filter((l) => l.startsWith('info string nnue ')).map((l) => Number(l.slice(17)));
}

test('there is a network for Janggi and for Xiangqi', () => {
  assert.ok(networks.includes('janggi'), networks.join(' '));
  assert.ok(networks.includes('xiangqi'), networks.join(' '));
});

test('a bad network file is refused with its reason and the game keeps its evaluation', () => {
  const fen = '';
  assert.equal(json(module.staticEval('xiangqi', fen, '')).network, null);
  const bytes = new Uint8Array(readFileSync(join(NETS, 'xiangqi.nnue')));
  const damaged = bytes.slice();
  damaged[100] ^= 0x55;
  assert.match(json(module.loadNetwork('xiangqi', damaged)).error, /checksum/);
  assert.match(json(module.loadNetwork('xiangqi', new Uint8Array([1, 2, 3]))).error, /not a sanggi network/);
  assert.match(json(module.loadNetwork('janggi', bytes)).error, /for xiangqi, not janggi/);
  assert.match(json(module.loadNetwork('chess', bytes)).error, /unknown variant/);
  assert.equal(json(module.staticEval('xiangqi', fen, '')).network, null);
  assert.equal(json(module.loadNetwork('xiangqi', bytes)).variant, 'xiangqi');
  assert.equal(typeof json(module.staticEval('xiangqi', fen, '')).network, 'number');
});

for (const variant of networks) {
  test(`${variant}: the wasm build scores 1000 positions as the native build does`, { skip: !existsSync(NATIVE) && `no native build at ${NATIVE}` }, () => {
    const loaded = json(module.loadNetwork(variant, new Uint8Array(readFileSync(join(NETS, `${variant}.nnue`)))));
    assert.equal(loaded.variant, variant);
    const fens = positions(variant, 1000, 56);
    const wasm = fens.map((fen) => json(module.staticEval(variant, fen, '')).network);
    const native = nativeScores(variant, fens);
    assert.equal(native.length, fens.length);
    const differ = fens.filter((_, i) => wasm[i] !== native[i]);
    assert.deepEqual(differ, [], `${differ.length} positions score differently`);
    assert.ok(new Set(wasm).size > 100, 'the scores vary with the position');
  });
}

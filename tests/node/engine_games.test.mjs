// Whole games through the API: played to their end in every variant, and a thousand of them
// without the wasm module's memory growing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadApi, random, VARIANTS } from './engine_helpers.mjs';

const api = await loadApi();
const REASONS = ['checkmate', 'stalemate', 'bikjang', 'double-pass', 'repetition', 'perpetual-check', 'move-limit', 'marshal-captured'];

// Plays random legal moves (passing only when nothing else is legal) for at most maxPlies.
function playRandomGame(variant, seed, maxPlies, onState = () => {}) {
  const next = random(seed);
  const moves = [];
  let state = api.state({ variant, moves });
  onState(state, moves);
  while (!state.end.over && moves.length < maxPlies) {
    const half = (m) => m.length / 2;
    const moving = state.legalMoves.filter((m) => m.slice(0, half(m)) !== m.slice(half(m)));
    const choices = moving.length ? moving : state.legalMoves;
    moves.push(choices[Math.floor(next() * choices.length)]);
    state = api.state({ variant, moves });
    onState(state, moves);
  }
  return { moves, state };
}

test('a game of every variant played to its end', () => {
  for (const variant of VARIANTS) {
    let previousPly = -1;
    const { moves, state } = playRandomGame(variant, 11, 2000, (s, m) => {
      assert.equal(s.error, undefined, `${variant}: ${s.error}`);
      assert.equal(s.ply, m.length);
      assert.equal(s.ply, previousPly + 1);
      previousPly = s.ply;
      for (const style of ['native', 'latin', 'western', 'machine']) assert.equal(s.notation[style].length, m.length);
    });
    assert.equal(state.end.over, true, `${variant} did not end in 2000 plies`);
    assert.ok(REASONS.includes(state.end.reason), state.end.reason);
    assert.ok(['white', 'black', 'draw'].includes(state.end.outcome));
    // The same game, started from the FEN it reached, is over too.
    const fromFen = api.state({ variant, fen: state.fen });
    if (['checkmate', 'stalemate', 'marshal-captured', 'move-limit'].includes(state.end.reason))
      assert.equal(fromFen.end.over, true, `${variant} ${state.end.reason}`);
    // A record of the game reads back as the same game.
    const record = api.exportRecord({ variant, moves, result: '*' }, 'pgn', 'native');
    assert.equal(record.error, undefined, record.error);
    const back = api.importRecord(record.text);
    assert.deepEqual(back.moves, moves, variant);
    if (['checkmate', 'marshal-captured', 'double-pass'].includes(state.end.reason))
      assert.deepEqual(state.legalMoves, [], `${variant}: no move after ${state.end.reason}`);
  }
});

test('a thousand games leave the wasm memory and heap as they were', () => {
  const play = (g) => {
    const variant = VARIANTS[g % VARIANTS.length];
    const { moves } = playRandomGame(variant, 1000 + g, 12);
    const record = api.exportRecord({ variant, moves, tags: { Round: String(g) } });
    assert.deepEqual(api.importRecord(record.text).moves, moves);
    api.parseMove({ variant, moves }, 'zz');
    api.state({ variant, moves: [...moves, 'a1a1'] });
    api.variantInfo(variant);
    if (variant === 'janggi') api.exportRecord({ variant, moves }, 'gib');
    if (g % 50 === 0) api.search({ variant, moves }, { nodes: 2000, seed: 1 });
  };
  // Warm up: the variants' tables, the search's table and its per-variant data (bounded:
  // allocated once per variant).
  for (let g = 0; g < 40; g++) play(g);
  for (const variant of VARIANTS) api.search({ variant, moves: [] }, { nodes: 500, seed: 1 });
  const before = api.memory();
  for (let g = 40; g < 1040; g++) play(g);
  const after = api.memory();
  assert.equal(after.total, before.total, 'the wasm memory grew');
  assert.ok(after.inUse - before.inUse < 64 * 1024, `the heap grew by ${after.inUse - before.inUse} bytes`);
});

// Malformed input of every kind through the API: each call returns a value (an error or a
// valid answer), the wasm module never aborts, and memory stays put.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadApi, random, VARIANTS } from './engine_helpers.mjs';

const api = await loadApi();
const next = random(20240611);
const pick = (list) => list[Math.floor(next() * list.length)];
const ALPHABET = 'rnbakcpRNBAKCPhelgtwmoviu0123456789/ -wb#@\u0000\uffff한졸卒\n\t"[]{}';

function garbage(length) {
  let text = '';
  for (let i = 0; i < length; i++) text += ALPHABET[Math.floor(next() * ALPHABET.length)];
  return text;
}

// A valid FEN with a few characters changed, dropped or repeated.
function mutated(fen) {
  const chars = [...fen];
  const edits = 1 + Math.floor(next() * 4);
  for (let e = 0; e < edits; e++) {
    const i = Math.floor(next() * chars.length);
    const kind = next();
    if (kind < 0.4) chars[i] = ALPHABET[Math.floor(next() * ALPHABET.length)];
    else if (kind < 0.7) chars.splice(i, 1);
    else chars.splice(i, 0, chars[i] ?? '1');
  }
  return chars.join('');
}

function assertValue(result, what) {
  assert.ok(result !== null && typeof result === 'object', `${what} returned ${result}`);
  if ('error' in result) assert.equal(typeof result.error, 'string', what);
}

test('mutated FENs, garbage moves and garbage records never break the engine', () => {
  const starts = Object.fromEntries(VARIANTS.map((v) => [v, api.variantInfo(v).startFen]));
  // The first search of each variant allocates its table and per-variant evaluation data.
  for (const variant of VARIANTS) api.search({ variant }, { nodes: 100, seed: 1 });
  const before = api.memory();
  let accepted = 0;
  for (let i = 0; i < 3000; i++) {
    const variant = pick(VARIANTS);
    // Three FENs a round: the engine refuses most edits of a start position (a piece too
    // many, or on a point its kind never reaches), and the accepted ones must be many.
    for (let t = 0; t < 3; t++) {
      const fen = mutated(starts[variant]);
      const state = api.state({ variant, fen });
      assertValue(state, `state ${variant} ${JSON.stringify(fen)}`);
      if (state.error) continue;
      accepted++;
      // A FEN the engine accepts gives a position it can also search and write out.
      assert.equal(typeof state.fen, 'string');
      if (state.legalMoves.length && !state.end.over && accepted % 10 === 0)
        assertValue(api.search({ variant, fen }, { nodes: 300, seed: 1 }), `search ${fen}`);
      assertValue(api.exportRecord({ variant, fen, moves: state.legalMoves.slice(0, 1) }), `export ${fen}`);
    }
    assertValue(api.state({ variant, moves: [garbage(1 + Math.floor(next() * 8))] }), 'garbage move');
    assertValue(api.parseMove({ variant }, garbage(Math.floor(next() * 12))), 'garbage notation');
    assertValue(api.importRecord(garbage(Math.floor(next() * 200)), variant), 'garbage record');
  }
  assert.ok(accepted > 100, `only ${accepted} mutated FENs were accepted`);
  const after = api.memory();
  assert.equal(after.total, before.total);
  // Still fully working.
  assert.equal(api.state({ variant: 'janggi', moves: ['b1c3'] }).lastMove, 'b1c3');
});

test('records with real moves and broken tags, comments and results', () => {
  const pieces = ['[Variant "janggi"]', '[Event "x', '{', '}', '(', ')', '1.', '2...', 'b1c3', '02마83', '한수쉼', '1-0', '*', ';', '$1', '[FEN "', 'rnba1abnr/4k4 w', '"]'];
  for (let i = 0; i < 2000; i++) {
    let text = '';
    const n = 1 + Math.floor(next() * 12);
    for (let k = 0; k < n; k++) text += pick(pieces) + pick([' ', '\n', '']);
    const result = api.importRecord(text, pick(['janggi', '']));
    assertValue(result, `import ${JSON.stringify(text)}`);
    if (!result.error) {
      // What was read replays.
      const state = api.state({ variant: result.variant, fen: result.fen, moves: result.moves });
      assert.equal(state.error, undefined, `${JSON.stringify(text)}: ${state.error}`);
    }
  }
});

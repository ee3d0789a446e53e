// The game controller (web/game/game.js) against the real engine (the wasm build, loaded as
// the engine's own node tests load it). Calls are made asynchronous, as they are through
// the worker, so that late answers and cancellation are exercised.
import test from 'node:test';
import assert from 'node:assert/strict';
import { loadApi } from './engine_helpers.mjs';
import { createStore } from '../../web/game/store.js';
import { createGame, gameEnd } from '../../web/game/game.js';
import { parseControl } from '../../web/game/clock.js';
import { shownClocks } from '../../web/game/game-clock.js';

const api = await loadApi();

// The engine as the page sees it: every call answers later; a cancelled search answers
// {cancelled: true}, like client.js.
function asyncEngine({ searchDelayMs = 0 } = {}) {
  const pending = new Set();
  const later = (fn, ms = 0) => new Promise((resolve) => setTimeout(() => resolve(fn()), ms));
  const engine = { cancelled: 0 };
  for (const name of ['variants', 'variantInfo', 'state', 'parseMove', 'importRecord', 'exportRecord', 'janggiStartFen']) {
    engine[name] = (...args) => later(() => api[name](...args));
  }
  engine.search = (...args) => new Promise((resolve) => {
    const entry = { resolve };
    pending.add(entry);
    setTimeout(() => {
      if (!pending.delete(entry)) return;
      resolve(api.search(...args));
    }, searchDelayMs);
  });
  engine.cancel = () => {
    engine.cancelled++;
    for (const entry of pending) entry.resolve({ cancelled: true });
    pending.clear();
  };
  return engine;
}

function setup(options) {
  const engine = asyncEngine(options);
  const store = createStore({ history: { moves: [], cursor: 0 }, mode: 'play', thinking: false, labels: 'hanja' });
  const moves = [];
  const ends = [];
  const game = createGame(engine, store, { move: (d) => moves.push(d), gameOver: (e) => ends.push(e) });
  return { engine, store, game, moves, ends };
}

// Waits until the store satisfies `check` (the computer answers in a few milliseconds).
async function until(store, check, timeoutMs = 10000) {
  const start = Date.now();
  while (!check(store.get())) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting for the game');
    await new Promise((r) => setTimeout(r, 5));
  }
  return store.get();
}

test('a move against the computer: it answers, both moves are listed with notation', async () => {
  const { store, game, moves } = setup();
  assert.deepEqual(await game.load({ variant: 'janggi', opponent: 'computer', humanSide: 'w', level: 1 }), { ok: true });
  const start = store.get().position.fen;
  const r = await game.play('a4a5');
  assert.equal(r.ok, true);
  const s = await until(store, (x) => x.history.moves.length === 2 && !x.thinking);
  assert.equal(s.position.side, 'w');
  assert.equal(s.notation.native.length, 2);
  assert.equal(s.notation.machine[0], 'a4a5');
  assert.notEqual(s.position.fen, start);
  assert.deepEqual(moves.map((m) => [m.ply, m.byComputer]), [[1, false], [2, true]]);
});

test('an illegal move is refused and changes nothing', async () => {
  const { store, game } = setup();
  await game.load({ variant: 'xiangqi', opponent: 'human' });
  const before = store.get();
  const r = await game.play('e1e5');
  assert.match(r.error, /Illegal/);
  assert.equal(store.get(), before);
  assert.match((await game.play('zz')).error, /Illegal/);
});

test('undo returns to the person\'s turn; reviewing does not wake the computer; redo', async () => {
  const { store, game } = setup();
  await game.load({ variant: 'xiangqi', opponent: 'computer', humanSide: 'w', level: 1 });
  await game.play('h3e3');
  await until(store, (x) => x.history.moves.length === 2 && !x.thinking);
  const end = store.get().position.fen;
  await game.undo();
  assert.equal(store.get().history.cursor, 0);
  await game.redo();
  await new Promise((r) => setTimeout(r, 50));
  assert.equal(store.get().history.cursor, 1);
  assert.equal(store.get().thinking, false, 'the computer must not move while the person reviews');
  assert.equal(store.get().history.moves.length, 2);
  await game.redo();
  assert.equal(store.get().position.fen, end);
  await game.jump(0);
  await game.play('b3e3');  // a different first move drops the old line, the computer answers
  const s = await until(store, (x) => x.history.moves.length === 2 && !x.thinking);
  assert.equal(s.history.moves[0], 'b3e3');
});

test('a take-back against the computer with byo-yomi: the moves go, the person\'s clock runs on', async () => {
  const engine = asyncEngine();
  const store = createStore({ history: { moves: [], cursor: 0 }, mode: 'play', thinking: false });
  let now = 0;
  const game = createGame(engine, store, {}, { now: () => now });
  const timeControl = parseControl({ time: '1', byoyomi: '3x30' }).control;
  await game.load({ variant: 'xiangqi', opponent: 'computer', humanSide: 'w', level: 1, timeControl });
  now = 5000;
  await game.play('h3e3');
  await until(store, (x) => x.history.moves.length === 2 && !x.thinking);
  now = 20000;
  await game.undo();
  const s = store.get();
  assert.deepEqual(s.history, { moves: [], cursor: 0 }, 'the moves taken back are dropped');
  assert.equal(s.clock.clocks.running, 'w', 'the person\'s clock runs on after a take-back');
  // 5 s for the move taken back and 15 s since the computer's answer: nothing given back,
  // and the clock goes on counting.
  assert.equal(shownClocks(s, now).w.mainMs, 40000);
  assert.equal(shownClocks(s, 30000).w.mainMs, 30000);
  assert.equal(game.humanMayMove(), true);
  // Against a person the moves stay to step through (the clocks stopped, as when looking back).
  await game.load({ variant: 'xiangqi', opponent: 'human', timeControl });
  await game.play('h3e3');
  await game.undo();
  assert.deepEqual([store.get().history.moves.length, store.get().clock.clocks.running], [1, null]);
});

test('a search answered after an undo is dropped, and the engine is told to cancel', async () => {
  const { engine, store, game } = setup({ searchDelayMs: 200 });
  await game.load({ variant: 'janggi', opponent: 'computer', humanSide: 'w', level: 1 });
  await game.play('a4a5');
  assert.equal(store.get().thinking, true);
  await game.undo();
  assert.equal(engine.cancelled, 1);
  await new Promise((r) => setTimeout(r, 300));
  const s = store.get();
  assert.deepEqual(s.history, { moves: ['a4a5'], cursor: 0 });
  assert.equal(s.thinking, false);
});

test('a rejected game leaves the current one in place', async () => {
  const { store, game } = setup();
  await game.load({ variant: 'janggi', opponent: 'human' });
  const before = store.get();
  const bad = await game.load({ variant: 'janggi', moves: ['a1a9'] });
  assert.ok(bad.error);
  assert.equal(store.get(), before);
  assert.ok((await game.load({ variant: 'chess' })).error);
  assert.ok((await game.load({ variant: 'xiangqi', fen: 'garbage' })).error);
  assert.equal(store.get(), before);
});

test('Janggi: setup phase, pass, resignation', async () => {
  const { store, game, ends } = setup();
  await game.load({ variant: 'janggi', opponent: 'human', setup: { han: 'NBNB', cho: 'NBNB' } });
  assert.equal(game.humanMayMove(), false, 'no moves during the setup phase');
  assert.deepEqual(await game.setSetup('BNBN', 'NBBN'), { ok: true });
  // Cho's arrangement from its own left on rank 1; Han's from its own left (mirrored) on rank 10.
  const ranks = store.get().startFen.split(' ')[0].split('/');
  assert.equal(ranks[9], 'RNBA1ABNR');
  assert.equal(ranks[0], 'rnba1anbr');
  const starting = game.startFromSetup();
  // No moves until the game's position is stored: a piece picked up before would be dropped.
  assert.equal(game.humanMayMove(), false);
  await starting;
  assert.equal(game.humanMayMove(), true);
  await game.pass();
  assert.equal(store.get().history.moves[0], 'e2e2');
  assert.equal(store.get().notation.native[0], '한수쉼');
  await game.resign();
  const end = gameEnd(store.get());
  assert.deepEqual([end.over, end.outcome, end.reason], [true, 'white', 'resignation']);
  assert.equal(ends.length, 1);
  assert.equal(game.humanMayMove(), false);
  assert.deepEqual(await game.play('a7a6'), { error: 'The game is over.' });
});

test('Janggi: a start chosen while an arrangement is still being asked for is not overruled', async () => {
  const { store, game } = setup();
  await game.load({ variant: 'janggi', opponent: 'human', setup: { han: 'NBNB', cho: 'NBNB' } });
  const shown = store.get().startFen;
  const arranging = game.setSetup('BNBN', 'NBBN');  // its engine answers come later
  const starting = game.startFromSetup();
  assert.deepEqual(await arranging, { stale: true });
  assert.deepEqual(await starting, { ok: true });
  // The game started on the arrangement shown when the start was chosen.
  assert.equal(store.get().setup, null);
  assert.equal(store.get().startFen, shown);
  assert.equal(game.humanMayMove(), true);
});

test('the move that ends the game is reported before the end, and the end once', async () => {
  const engine = asyncEngine();
  const store = createStore({ history: { moves: [], cursor: 0 }, mode: 'play', thinking: false });
  const order = [];
  const game = createGame(engine, store, { move: (d) => order.push(`move ${d.move}`), gameOver: (e) => order.push(`over ${e.reason}`) });
  // Bikjang on the board (docs/rules/janggi.md): a pass in answer ends the game, decided on points.
  await game.load({ variant: 'janggi', fen: 'r3k4/9/9/9/9/9/9/9/4K4/R8 w - - 0 1', opponent: 'human' });
  await game.pass();
  assert.deepEqual(order, ['move e2e2', 'over bikjang']);
  const end = gameEnd(store.get());
  assert.equal(end.byPoints, true);
  await game.undo();
  await game.redo();
  assert.deepEqual(order, ['move e2e2', 'over bikjang'], 'stepping through the game does not announce the end again');
});

test('Gwangsanghui: the destinations that leave the Marshal open are found (no check rule)', async () => {
  const { game } = setup();
  // South's chariot on h5 shields the Marshal on h3 from North's chariot on h10.
  await game.load({ variant: 'gwangsanghui', fen: '15/15/7k7/15/7r7/15/15/15/15/7R7/15/7K7/15/15 w - - 0 1', opponent: 'human' });
  const exposing = await game.exposingDestinations('h5');
  const sideways = 'abcdefgijklmno'.split('').map((f) => `${f}5`);
  assert.deepEqual([...exposing].sort(), sideways.sort());
  assert.deepEqual(await game.exposingDestinations('h3'), [], 'the Marshal stepping inside its palace stays covered');
  // Xiangqi has a check rule: such moves are not legal at all, and nothing is reported.
  await game.load({ variant: 'xiangqi', opponent: 'human' });
  assert.deepEqual(await game.exposingDestinations('h3'), []);
});

test('the board drawing reads the engine\'s data: palaces, river, camps, start marks', async () => {
  const { boardSpec } = await import('../../web/board/spec.js');
  const { pieceIndex, pieceLabel } = await import('../../web/board/piece-style.js');
  const expected = {
    janggi: { palaces: 2, river: -1, camps: 0, marks: 0, files: 9, ranks: 10 },
    xiangqi: { palaces: 2, river: 4, camps: 0, marks: 14, files: 9, ranks: 10 },
    sinyeonsanggi: { palaces: 2, river: 4, camps: 0, marks: 18, files: 13, ranks: 10 },
    gwangsanghui: { palaces: 6, river: -1, camps: 8, marks: 0, files: 15, ranks: 14 },
  };
  for (const [variant, e] of Object.entries(expected)) {
    const info = api.variantInfo(variant);
    const start = api.state({ variant, fen: info.startFen, moves: [] });
    const spec = boardSpec(info, start.board);
    assert.deepEqual(
      { palaces: spec.palaces.length, river: spec.riverRank, camps: spec.camps.length, marks: spec.marks.length, files: spec.files, ranks: spec.ranks },
      e, variant);
    // Every piece on the board has a label in each style.
    const index = pieceIndex(info);
    for (const p of start.board) {
      for (const style of ['hanja', 'hangul', 'letters']) {
        const label = pieceLabel(index.get(p.letter.toUpperCase()), p.color, style);
        assert.ok(label && label !== '?', `${variant} ${p.letter} ${style}`);
      }
    }
  }
});

// Multi-PV searches and the streaming analysis: through the API (wasm), through the engine's
// message handler (web/engine/host.js: slices, stop, a new request ending the old one), and
// through the client in page mode (requests answered while an analysis runs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { createEngine } from '../../web/engine/client.js';
import { createHandler } from '../../web/engine/host.js';
import { loadApi, WASM_DIR } from './engine_helpers.mjs';

const api = await loadApi();

// The lines are distinct, legal where they start, playable to the end, and sorted.
function checkLines(game, result, count) {
  const legal = api.state(game).legalMoves;
  assert.equal(result.lines.length, count);
  const firsts = result.lines.map((line) => line.pv[0]);
  assert.equal(new Set(firsts).size, count, `first moves ${firsts}`);
  for (const [k, line] of result.lines.entries()) {
    assert.ok(legal.includes(line.pv[0]), `${line.pv[0]} is not legal`);
    const after = api.state({ ...game, moves: [...(game.moves || []), ...line.pv] });
    assert.equal(after.error, undefined, `line ${k} ${line.pv.join(' ')}: ${after.error}`);
    assert.equal(typeof line.score, 'number');
    assert.ok(line.mate === null || Number.isInteger(line.mate));
    assert.ok(line.depth >= 1);
    if (k > 0) assert.ok(line.score <= result.lines[k - 1].score, 'lines sorted best first');
  }
  // The single-line fields are the first line.
  assert.equal(result.best, firsts[0]);
  assert.deepEqual(result.pv, result.lines[0].pv);
  assert.equal(result.score, result.lines[0].score);
}

test('search with multiPV answers distinct lines, best first, in every game', () => {
  for (const game of [
    { variant: 'janggi', moves: ['b1c3'] },
    { variant: 'xiangqi', moves: [] },
    { variant: 'sinyeonsanggi', moves: [] },
    { variant: 'gwangsanghui', moves: [] },
  ]) {
    const result = api.search(game, { depth: 3, multiPV: 3 });
    assert.equal(result.error, undefined, `${game.variant}: ${result.error}`);
    checkLines(game, result, 3);
  }
});

test('multiPV 1 is the one-line search; bad multiPV values are refused', () => {
  const game = { variant: 'xiangqi', moves: ['h3e3'] };
  const plain = api.search(game, { nodes: 8000, seed: 1 });
  api.search({ variant: 'janggi', moves: [] }, { nodes: 100 }); // a new game clears the table
  const one = api.search(game, { nodes: 8000, seed: 1, multiPV: 1 });
  for (const key of ['best', 'score', 'nodes', 'depth', 'mate']) assert.equal(one[key], plain[key], key);
  assert.deepEqual(one.pv, plain.pv);
  assert.deepEqual(plain.lines, [{ pv: plain.pv, score: plain.score, mate: plain.mate, depth: plain.depth }]);
  for (const multiPV of [0, 11, 2.5, '3'])
    assert.match(api.search(game, { depth: 2, multiPV }).error, /multiPV/, String(multiPV));
  // Fewer legal moves than lines: as many lines as moves (mate in one: every move is
  // scored, the mate first).
  const mate = { variant: 'xiangqi', fen: '4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1', moves: [] };
  const lines = api.search(mate, { depth: 3, multiPV: 10 });
  assert.equal(lines.lines.length, 10);
  assert.equal(lines.lines[0].pv[0], 'b1b10');
  assert.equal(lines.lines[0].mate, 1);
});

test('analysis slices resume at the depth after the last one', () => {
  const game = { variant: 'janggi', moves: ['b1c3', 'h10g8'] };
  const first = api.analyseSlice(game, { multiPV: 2, sliceMs: 120 });
  assert.equal(first.error, undefined, first.error);
  const depths = first.iterations.map((it) => it.depth);
  assert.ok(depths.length >= 2, `iterations ${depths}`);
  assert.deepEqual(depths, depths.map((_, i) => i + 1));
  checkLines(game, first.iterations.at(-1), 2);
  const last = first.iterations.at(-1);
  const next = api.analyseSlice(game, { multiPV: 2, sliceMs: 400, startDepth: last.depth + 1, startScore: last.score });
  assert.equal(next.error, undefined, next.error);
  // Nothing below the resumed depth is searched again.
  for (const it of next.iterations) assert.ok(it.depth > last.depth, `${it.depth} after ${last.depth}`);
  assert.equal(typeof next.finished, 'boolean');
  assert.match(api.analyseSlice(game, { startDepth: 500 }).error, /startDepth/);
  const over = { variant: 'xiangqi', fen: '4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1', moves: ['b1b10'] };
  assert.match(api.analyseSlice(over, {}).error, /over/);
});

// The handler over the real module; `slices` collects each analysis slice's length.
function realHandler(inPage = false, slices = []) {
  const factory = createRequire(import.meta.url)(join(WASM_DIR, 'sanggi-wasm.js'));
  const bytes = readFileSync(join(WASM_DIR, 'sanggi-wasm.wasm'));
  const recording = async (options) => {
    const module = await factory(options);
    const analyse = module.analyse;
    module.analyse = (...args) => {
      slices.push(args[4]);
      return analyse(...args);
    };
    return module;
  };
  return createHandler(recording, () => bytes, inPage);
}

test('the handler streams each iteration and ends at a time limit or a forced mate', async () => {
  const handler = realHandler();
  await handler.ready;
  const infos = [];
  const game = { variant: 'xiangqi', moves: ['h3e3'] };
  const reply = await handler.handle({ id: 4, op: 'analyse', args: [game, { multiPV: 3, movetimeMs: 500 }] }, (m) => infos.push(m));
  assert.equal(reply.id, 4);
  assert.equal(reply.result.cancelled, undefined);
  assert.ok(infos.length >= 3, `${infos.length} reports`);
  for (const [i, m] of infos.entries()) {
    assert.equal(m.id, 4);
    assert.equal(m.info.depth, i + 1, 'one report per iteration, in order');
    assert.equal(m.info.lines.length, 3);
    if (i) assert.ok(m.info.nodes >= infos[i - 1].info.nodes, 'nodes count from the start');
  }
  assert.equal(reply.result.depth, infos.at(-1).info.depth);
  assert.ok(reply.result.timeMs >= 450 && reply.result.timeMs < 3000, `${reply.result.timeMs} ms`);
  assert.ok(reply.result.nps > 0);
  // A mate in one is seen, covered, and the analysis ends by itself.
  const mate = { variant: 'xiangqi', fen: '4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1', moves: [] };
  const done = await handler.handle({ id: 5, op: 'analyse', args: [mate, {}] });
  assert.equal(done.result.mate, 1);
  assert.equal(done.result.best, 'b1b10');
  assert.match((await handler.handle({ id: 6, op: 'analyse', args: [game, { multiPV: 0 }] })).result.error, /multiPV/);
  assert.match((await handler.handle({ id: 7, op: 'analyse', args: [game, 'deep'] })).result.error, /object/);
});

test('an analysis ends on interrupt (a stop or a new request), keeping what it found', async () => {
  const handler = realHandler();
  await handler.ready;
  const game = { variant: 'janggi', moves: [] };
  const infos = [];
  const running = handler.handle({ id: 1, op: 'analyse', args: [game, {}], generation: handler.generation() }, (m) => {
    infos.push(m.info);
    if (m.info.depth === 4) handler.interrupt();
  });
  const reply = await running;
  assert.equal(reply.result.cancelled, true);
  assert.ok(reply.result.depth >= 4);
  assert.deepEqual(reply.result.pv, infos.at(-1).pv);
  // An analysis that arrived before an interrupt (a newer request) ends before it searches.
  const stamp = handler.generation();
  handler.interrupt();
  const stale = await handler.handle({ id: 2, op: 'analyse', args: [game, {}], generation: stamp }, () => assert.fail('no report'));
  assert.deepEqual(stale.result, { depth: 0, lines: [], pv: [], nodes: 0, timeMs: 0, cancelled: true });
});

test('in the page: analysis runs in short slices, other requests are answered meanwhile, cancel ends it', async () => {
  const slices = [];
  const handler = realHandler(true, slices);
  globalThis.SanggiEngine = { createHandler: () => handler };
  const engine = await createEngine({ worker: false });
  assert.equal(engine.mode, 'page');
  const game = { variant: 'xiangqi', moves: [] };
  const infos = [];
  let ticks = 0;
  const timer = setInterval(() => ticks++, 5);
  const analysis = engine.analyse(game, { multiPV: 2 }, (info) => infos.push(info));
  await new Promise((r) => setTimeout(r, 400));
  const state = await engine.state({ variant: 'janggi', moves: ['b1c3'] });
  assert.equal(state.lastMove, 'b1c3', 'answered while the analysis runs');
  await new Promise((r) => setTimeout(r, 300));
  engine.cancel();
  const result = await analysis;
  clearInterval(timer);
  assert.equal(result.cancelled, true);
  assert.ok(infos.length >= 3, `${infos.length} reports`);
  assert.equal(result.depth, infos.at(-1).depth);
  // Slices of 30 ms, with the page's timers running between them.
  assert.ok(slices.length >= 3 && slices.every((ms) => ms === 30), `slices ${slices}`);
  assert.ok(ticks >= slices.length / 2, `${ticks} timer ticks in ${slices.length} slices`);

  // A search ends a running analysis, and is answered.
  const second = engine.analyse(game, {}, () => {});
  const search = await engine.search(game, { nodes: 2000 });
  assert.equal(typeof search.best, 'string');
  assert.equal((await second).cancelled, true);
  engine.close();
  delete globalThis.SanggiEngine;
});

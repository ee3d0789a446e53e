// The analysis board and the review against the real engine (in page mode, in Node): a
// continuous analysis restarted on a new position and stopped; a review of a 100-move game
// of each game completing, a cancelled one keeping what it did and resuming, stored reviews.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { createEngine } from '../../web/engine/client.js';
import { createHandler } from '../../web/engine/host.js';
import { createAnalyser } from '../../web/analysis/analyser.js';
import { startReview, reviewedAt } from '../../web/analysis/review-run.js';
import { judgeMoves, summarise } from '../../web/analysis/review.js';
import { movesText, shownNotation } from '../../web/game/move-text.js';
import * as Store from '../../web/analysis/review-store.js';
import { randomGame as sharedRandomGame, WASM_DIR } from './engine_helpers.mjs';

const factory = createRequire(import.meta.url)(join(WASM_DIR, 'sanggi-wasm.js'));
const bytes = readFileSync(join(WASM_DIR, 'sanggi-wasm.wasm'));
globalThis.SanggiEngine = { createHandler: () => createHandler(factory, () => bytes, true) };
const engine = await createEngine({ worker: false });

const randomGame = (variant, plies, seed) => sharedRandomGame(engine, variant, plies, seed);

const until = (check, ms = 20000) =>
  new Promise((resolve, reject) => {
    const started = Date.now();
    const timer = setInterval(() => {
      if (check()) resolve(clearInterval(timer));
      else if (Date.now() - started > ms) reject(new Error('timed out'), clearInterval(timer));
    }, 10);
  });

test('the analyser: lines in notation, a new position restarts it, stop ends it', async () => {
  const reports = [];
  const analyser = createAnalyser(engine, { onReport: (r) => reports.push(r), throttleMs: 50 });
  const first = { variant: 'xiangqi', fen: '', moves: [] };
  analyser.start(first);
  await until(() => reports.length >= 2);
  const report = reports.at(-1);
  assert.equal(report.game, first);
  assert.equal(report.lines.length, 3);
  for (const line of report.lines) assert.equal(line.text.length, line.pv.length);
  assert.match(report.lines[0].text[0], /^[A-Z+-]/, 'WXF notation');
  const second = { variant: 'janggi', fen: '', moves: ['b1c3'] };
  analyser.start(second);
  const count = reports.length;
  await until(() => reports.length >= count + 2);
  assert.ok(reports.slice(count + 1).every((r) => r.game === second), 'nothing about the old position after the new one began');
  assert.match(reports.at(-1).lines[0].text[0], /^\d\d[차포마상사졸병장]\d\d$|^한수쉼$/, 'Janggi notation');
  analyser.stop();
  const stopped = reports.length;
  await new Promise((r) => setTimeout(r, 300));
  assert.ok(reports.length <= stopped + 1, 'no reports after stop');
  assert.equal(analyser.running, false);
  // A finished position reports the engine's refusal, once.
  const over = { variant: 'xiangqi', fen: '4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1', moves: ['b1b10'] };
  analyser.start(over);
  await until(() => reports.at(-1).game === over);
  assert.match(reports.at(-1).report.error, /over/);
  assert.equal(reports.at(-1).done, true);
});

test('a review of a 100-move game completes in each game, with marks and a summary', async (t) => {
  for (const [variant, seed] of [['janggi', 1], ['xiangqi', 2], ['sinyeonsanggi', 3], ['gwangsanghui', 4]]) {
    const game = await randomGame(variant, 200, seed);
    const evals = [];
    let progress = 0;
    const started = Date.now();
    const review = startReview(engine, game, 'w', evals, { effortMs: 15, onProgress: (p) => (progress = p.done) });
    const { complete } = await review.done;
    t.diagnostic(`${variant}: 201 positions in ${Date.now() - started} ms`);
    assert.equal(complete, true, variant);
    assert.equal(progress, 201);
    assert.equal(evals.length, 201);
    assert.ok(evals.every((e) => e && Number.isInteger(e.score) && e.depth >= 1), variant);
    const judged = judgeMoves(evals, game.moves, 'w');
    assert.ok(judged.every(Boolean));
    // Random moves: plenty of them are marked, and the better move is a legal one.
    const marked = judged.filter((j) => j.mark);
    assert.ok(marked.length > 10, `${variant}: ${marked.length} marks`);
    for (const j of marked.filter((m) => m.better).slice(0, 5)) {
      const legal = (await engine.state({ variant, moves: game.moves.slice(0, j.ply - 1) })).legalMoves;
      assert.ok(legal.includes(j.better), `${variant} ply ${j.ply}: ${j.better}`);
    }
    const summary = summarise(judged);
    assert.equal(summary.w.moves + summary.b.moves, 200);
  }
});

test('a review of a game that ends in mate scores the last position as lost', async () => {
  const game = { variant: 'xiangqi', fen: '4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1', moves: ['a9c9', 'e10f10', 'b1b10'] };
  const evals = [];
  const { complete } = await startReview(engine, game, 'w', evals, { effortMs: 20 }).done;
  assert.equal(complete, true);
  assert.deepEqual(evals[3], { score: -10000, mate: null, end: true });
  assert.equal(evals[2].mate, 1, 'Red to move mates in one');
  const judged = judgeMoves(evals, game.moves, 'w');
  assert.equal(judged[2].mark, null, 'the mating move loses nothing');
});

test('engine moves in the notation the move list shows: Janggi\'s own, Xiangqi\'s Chinese', async () => {
  const janggi = { variant: 'janggi', fen: '', moves: [] };
  const xiangqi = { variant: 'xiangqi', fen: '', moves: [] };
  const info = (variant) => engine.variantInfo(variant);
  assert.equal(shownNotation({ lang: 'ko', notation: null }, await info('janggi')), 'native');
  assert.equal(shownNotation({ lang: 'zh', notation: null }, await info('xiangqi')), 'chinese');
  assert.equal(shownNotation({ lang: 'zh', notation: null }, await info('janggi')), 'native');
  assert.deepEqual(await movesText(engine, janggi, ['a1a2'], 'native'), ['01차91']);
  assert.deepEqual(await movesText(engine, { ...janggi, moves: ['a1a2'] }, ['a10a9'], 'latin'), ['11R21']);
  assert.deepEqual(await movesText(engine, xiangqi, ['h3e3', 'h10g8'], 'chinese'), ['炮二平五', '马8进7']);
  // Moves the engine cannot play there keep their machine text.
  assert.deepEqual(await movesText(engine, xiangqi, ['a1a9'], 'chinese'), ['a1a9']);
});

test('a longer time a position reviews the game again; a shorter or the same one keeps it', async () => {
  const game = await randomGame('janggi', 10, 4);
  const evals = [];
  assert.equal((await startReview(engine, game, 'w', evals, { effortMs: 10 }).done).complete, true);
  assert.ok(evals.every((e) => e.end || e.ms === 10));
  let evaluated = 0;
  const deeper = await startReview(engine, game, 'w', evals, { effortMs: 40, onProgress: () => evaluated++ }).done;
  assert.equal(deeper.complete, true);
  assert.equal(evaluated, evals.filter((e) => !e.end).length);
  assert.ok(evals.every((e) => e.end || e.ms === 40));
  assert.equal(reviewedAt(evals, 40), true);
  assert.equal(reviewedAt(evals, 100), false);
  evaluated = 0;
  await startReview(engine, game, 'w', evals, { effortMs: 20, onProgress: () => evaluated++ }).done;
  await startReview(engine, game, 'w', evals, { effortMs: 40, onProgress: () => evaluated++ }).done;
  assert.equal(evaluated, 0);
  // A review stored before entries kept their time: each entry has the review's.
  const store = new Map();
  const local = { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => store.set(k, String(v)) };
  Store.saveReview(game, evals.map(({ ms, ...e }) => e), 300, local);
  assert.ok(Store.loadReview(game, local).evals.every((e) => e.end || e.ms === 300));
  Store.saveReview(game, evals, 40, local);
  assert.deepEqual(Store.loadReview(game, local).evals.map((e) => e.ms), evals.map((e) => e.ms));
});

test('a cancelled review keeps its evaluations and resumes from them; reviews are stored', async () => {
  const game = await randomGame('xiangqi', 30, 9);
  const evals = [];
  const review = startReview(engine, game, 'w', evals, { effortMs: 40, onProgress: (p) => p.done === 5 && review.cancel() });
  const stopped = await review.done;
  assert.equal(stopped.complete, false);
  const kept = evals.filter(Boolean).length;
  assert.ok(kept >= 5 && kept < 31, `${kept} kept`);
  // Stored and read back (a reload), then resumed: only the rest is evaluated.
  const store = new Map();
  const local = { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => store.set(k, String(v)) };
  assert.equal(Store.saveReview(game, evals, 40, local), true);
  const loaded = Store.loadReview(game, local);
  assert.deepEqual(loaded.evals.slice(0, kept), evals.slice(0, kept));
  assert.equal(loaded.effortMs, 40);
  let evaluated = 0;
  const resumed = startReview(engine, game, 'w', loaded.evals, { effortMs: 10, onProgress: () => evaluated++ });
  assert.equal((await resumed.done).complete, true);
  assert.equal(evaluated, 31 - kept);
  // Another game has no stored review; garbage is dropped entry by entry.
  assert.equal(Store.loadReview({ ...game, moves: game.moves.slice(1) }, local), null);
  store.set(Store.REVIEW_KEY, JSON.stringify([{ id: Store.reviewId(game), effortMs: -1, evals: [{ score: 'x' }, { score: 5, best: 'zz', pv: [] }, { score: 7, mate: null, pv: ['a1a2'] }] }]));
  const cleaned = Store.loadReview(game, local);
  assert.deepEqual(cleaned.evals.slice(0, 3), [null, null, { score: 7, mate: null, best: null, pv: ['a1a2'], depth: 0 }]);
  assert.equal(cleaned.effortMs, null);
  store.set(Store.REVIEW_KEY, '{not json');
  assert.equal(Store.loadReview(game, local), null);
  engine.close();
});

// The analysis board's and the review's arithmetic: scores for people, winning chances,
// %eval values, move marks by the drop in winning chances, the summary, the graph's drawing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as S from '../../web/analysis/score.js';
import * as R from '../../web/analysis/review.js';
import * as G from '../../web/analysis/graph.js';

const near = (a, b, eps = 1e-3) => Math.abs(a - b) < eps;

test('scores: unit by the game, numbers and mates for people, sides', () => {
  assert.equal(S.scoreUnit({ pieces: [{ letter: 'R', points: 13 }, { letter: 'K', points: 0 }] }), 'points');
  assert.equal(S.scoreUnit({ pieces: [{ letter: 'R', points: 0 }] }), 'soldiers');
  assert.deepEqual(S.scoreParts({ score: 150, mate: null }), { kind: 'number', text: '+1.5' });
  assert.deepEqual(S.scoreParts({ score: -35, mate: null }), { kind: 'number', text: '−0.4' });
  assert.deepEqual(S.scoreParts({ score: 3, mate: null }), { kind: 'number', text: '0.0' });
  assert.deepEqual(S.scoreParts({ score: 30995, mate: 5 }), { kind: 'mate', moves: 3 });
  assert.deepEqual(S.scoreParts({ score: -30996, mate: -4 }), { kind: 'mate', moves: -2 });
  assert.equal(S.mateMoves(1), 1);
  assert.equal(S.mateMoves(2), 1);
  assert.equal(S.mateMoves(-2), -1);
  assert.deepEqual(S.fromSide({ score: 40, mate: null }, 'b', 'w'), { score: -40, mate: null });
  assert.deepEqual(S.fromSide({ score: 30999, mate: 1 }, 'w', 'b'), { score: -30999, mate: -1 });
  assert.deepEqual(S.fromSide({ score: 12, mate: null }, 'w', 'w'), { score: 12, mate: null });
});

test('winning chances: the logistic, its symmetry, mates at the ends, the bar', () => {
  assert.equal(S.winChance({ score: 0, mate: null }), 0);
  assert.ok(near(S.winChance({ score: 100, mate: null }), 0.1821));
  assert.ok(near(S.winChance({ score: 300, mate: null }), 0.5032));
  assert.ok(near(S.winChance({ score: -300, mate: null }), -0.5032));
  assert.equal(S.winChance({ score: 30990, mate: 10 }), 1);
  assert.equal(S.winChance({ score: -30990, mate: -10 }), -1);
  assert.equal(S.barShare({ score: 0, mate: null }, 'b'), 0.5);
  assert.ok(S.barShare({ score: 200, mate: null }, 'w') > 0.5);
  assert.ok(S.barShare({ score: 200, mate: null }, 'b') < 0.5, 'the second player ahead shrinks the first player\'s share');
});

test('%eval values: written from the first player, read back for the side to move', () => {
  assert.equal(S.evalCommand({ score: 35, mate: null }, 'w'), '0.35');
  assert.equal(S.evalCommand({ score: 35, mate: null }, 'b'), '-0.35');
  assert.equal(S.evalCommand({ score: 30995, mate: 5 }, 'w'), '#3');
  assert.equal(S.evalCommand({ score: 30995, mate: 5 }, 'b'), '#-3');
  assert.equal(S.evalCommand({ score: -30998, mate: -2 }, 'w'), '#-1');
  assert.deepEqual(S.parseEvalCommand('0.35', 'w'), { score: 35, mate: null });
  assert.deepEqual(S.parseEvalCommand('-1.2', 'b'), { score: 120, mate: null });
  assert.deepEqual(S.parseEvalCommand('#3', 'w'), { score: 30995, mate: 5 });
  assert.deepEqual(S.parseEvalCommand('#3', 'b'), { score: -30994, mate: -6 });
  assert.deepEqual(S.parseEvalCommand('#-1', 'w'), { score: -30998, mate: -2 });
  for (const bad of ['', 'abc', '#0', '1e5', '0.35.1', '#x']) assert.equal(S.parseEvalCommand(bad, 'w'), null, bad);
  // Round trip of what the review writes (mates to the nearest ply of the same side).
  for (const [entry, side] of [
    [{ score: -250, mate: null }, 'w'],
    [{ score: 75, mate: null }, 'b'],
    [{ score: 30997, mate: 3 }, 'b'],
    [{ score: -30996, mate: -4 }, 'w'],
  ])
    assert.deepEqual(S.parseEvalCommand(S.evalCommand(entry, side), side), entry);
});

test('marks by the drop in winning chances, lichess thresholds', () => {
  assert.equal(R.markOf(0.05), null);
  assert.equal(R.markOf(0.1), 'inaccuracy');
  assert.equal(R.markOf(0.19), 'inaccuracy');
  assert.equal(R.markOf(0.2), 'mistake');
  assert.equal(R.markOf(0.3), 'blunder');
  assert.equal(R.markOf(1.5), 'blunder');
});

// A game of four moves with made-up evaluations, each from its side to move.
const EVALS = [
  { score: 20, mate: null, best: 'a1a2', pv: ['a1a2', 'a10a9'] }, // start, w to move: +0.2
  { score: -25, mate: null, best: 'b10b9', pv: ['b10b9', 'c1c2'] }, // w played well: b sees -0.25
  { score: 300, mate: null, best: 'c1c2', pv: ['c1c2'] }, // b blundered: w sees +3.0
  { score: -200, mate: null, best: 'd10d9', pv: ['d10d9'] }, // w let a point go: b sees -2.0
  { score: 210, mate: null, best: 'e1e2', pv: ['e1e2'] }, // b held: w sees +2.1
];
const MOVES = ['a1a2', 'b10b8', 'c1c3', 'd10d9'];

test('judging moves: loss, drop, mark and the better move', () => {
  const judged = R.judgeMoves(EVALS, MOVES, 'w');
  assert.equal(judged.length, 4);
  // Move 1 (w): +0.20 before, +0.25 after: no loss.
  assert.deepEqual(judged[0], { ply: 1, side: 'w', loss: 0, drop: 0, mark: null, better: null, line: null });
  // Move 2 (b): -0.25 -> -3.00: a blunder (0.46 of winning chances), the better move shown.
  assert.equal(judged[1].side, 'b');
  assert.equal(judged[1].loss, 275);
  assert.ok(near(judged[1].drop, S.winChance({ score: -25 }) - S.winChance({ score: -300 })));
  assert.equal(judged[1].mark, 'blunder');
  assert.equal(judged[1].better, 'b10b9');
  assert.deepEqual(judged[1].line, ['b10b9', 'c1c2']);
  // Move 3 (w): +3.00 -> +2.00: 0.15 of winning chances, an inaccuracy.
  assert.equal(judged[2].loss, 100);
  assert.equal(judged[2].mark, 'inaccuracy');
  assert.equal(judged[2].better, 'c1c2');
  // Move 4 (b): -2.00 -> -2.10 and the engine's own move: no mark, nothing better.
  assert.equal(judged[3].loss, 10);
  assert.equal(judged[3].mark, null);
  assert.equal(judged[3].better, null);
  // A marked move that was the engine's own choice offers nothing better.
  const own = R.judgeMoves(EVALS, ['a1a2', 'b10b9'], 'w');
  assert.equal(own[1].mark, 'blunder');
  assert.equal(own[1].better, null);
  // Missing evaluations leave the moves around them unjudged.
  const partial = R.judgeMoves([EVALS[0], EVALS[1], null], ['a1a2', 'b10b8'], 'w');
  assert.equal(partial[1], null);
  assert.equal(partial[0].mark, null);
});

test('the summary per side, and a finished game\'s last position', () => {
  const summary = R.summarise(R.judgeMoves(EVALS, MOVES, 'w'));
  assert.deepEqual(summary.w, { moves: 2, inaccuracy: 1, mistake: 0, blunder: 0, averageLoss: 50 });
  assert.deepEqual(summary.b, { moves: 2, inaccuracy: 0, mistake: 0, blunder: 1, averageLoss: 143 });
  // Checkmate: the side to move has lost; the mating move loses nothing.
  const mated = R.endEvaluation({ over: true, outcome: 'white' }, 'b');
  assert.deepEqual(mated, { score: -10000, mate: null, end: true });
  assert.deepEqual(R.endEvaluation({ over: true, outcome: 'draw' }, 'w'), { score: 0, mate: null, end: true });
  const win = R.judgeMoves([{ score: 30999, mate: 1, best: 'x1x2' }, mated], ['x1x2'], 'w');
  assert.equal(win[0].loss, 0);
  assert.equal(win[0].mark, null);
  // Second player first (a set-up position with Black to move).
  assert.equal(R.sideAt('b', 0), 'b');
  assert.equal(R.sideAt('b', 1), 'w');
});

test('the graph: first player\'s chances, drawn with marks and the current move', () => {
  const values = R.graphValues([EVALS[0], EVALS[1], null, EVALS[3]], 'w');
  assert.ok(near(values[0], S.winChance({ score: 20 })));
  assert.ok(near(values[1], S.winChance({ score: 25 })));
  assert.equal(values[2], null);
  assert.ok(near(values[3], S.winChance({ score: 200 })), 'b to move at -2.0 is +2.0 for the first player');
  assert.equal(G.plyAtX(0, 5, 200), 0);
  assert.equal(G.plyAtX(200, 5, 200), 4);
  assert.equal(G.plyAtX(120, 5, 200), 2);
  assert.equal(G.plyAtX(-30, 5, 200), 0);
  assert.equal(G.plyAtX(999, 5, 200), 4);
  assert.equal(G.valueY(1, 100), 0);
  assert.equal(G.valueY(-1, 100), 100);
  assert.equal(G.valueY(0, 100), 50);
  // A recording context: the calls the drawing makes.
  const calls = [];
  const ctx = new Proxy(
    {},
    {
      get: (target, name) => (name in target ? target[name] : (...args) => calls.push([name, ...args])),
      set: (target, name, value) => {
        calls.push([`set ${String(name)}`, value]);
        return true;
      },
    },
  );
  const colors = { first: '#fff', second: '#000', line: '#888', middle: '#777', current: '#f00', blunder: '#c00', mistake: '#e80', inaccuracy: '#ec0' };
  G.drawEvalGraph(ctx, { width: 300, height: 60, values, marks: [{ ply: 3, mark: 'blunder' }, { ply: 2, mark: 'mistake' }], current: 1, colors });
  const fills = calls.filter((c) => c[0] === 'set fillStyle').map((c) => c[1]);
  assert.deepEqual(fills, ['#000', '#fff', '#fff', '#c00'], 'background, two runs of the curve, one mark (ply 2 has no value)');
  const arcs = calls.filter((c) => c[0] === 'arc');
  assert.equal(arcs.length, 1);
  assert.equal(arcs[0][1], 300);
  assert.ok(near(arcs[0][2], G.valueY(values[3], 60)));
  const current = calls.findIndex((c) => c[0] === 'set strokeStyle' && c[1] === '#f00');
  assert.ok(current > 0);
  assert.deepEqual(calls[current + 3], ['moveTo', 100, 0]);
});

test('the score in words, from the side to move or a fixed side, in each language', async () => {
  const { createTranslator } = await import('../../web/i18n/i18n.js');
  const names = { w: 'Cho', b: 'Han' };
  const t = createTranslator('en');
  const say = (entry, mover, view, unit = 'points') => S.describeScore(entry, mover, view, unit, (s) => names[s], t);
  assert.equal(say({ score: 240, mate: null }, 'w', 'mover'), '+2.4 points for Cho');
  assert.equal(say({ score: 240, mate: null }, 'b', 'mover'), '+2.4 points for Han');
  assert.equal(say({ score: 240, mate: null }, 'b', 'w'), '−2.4 points for Cho');
  assert.equal(say({ score: 100, mate: null }, 'w', 'mover', 'soldiers'), '+1.0 soldiers for Cho');
  assert.equal(say({ score: 4, mate: null }, 'w', 'b'), 'even');
  assert.equal(say({ score: 30995, mate: 5 }, 'b', 'w'), 'Han mates in 3');
  assert.equal(say({ score: -30998, mate: -2 }, 'w', 'mover'), 'Han mates in 1');
  const ko = createTranslator('ko');
  assert.equal(S.describeScore({ score: 240, mate: null }, 'w', 'mover', 'points', (s) => ({ w: '초', b: '한' })[s], ko), '초 +2.4점');
  const zh = createTranslator('zh');
  assert.equal(S.describeScore({ score: 30999, mate: 1 }, 'w', 'mover', 'soldiers', (s) => ({ w: '红', b: '黑' })[s], zh), '红 1 步杀');
});

test('a review goes into the comments as %eval and comes back from them', async () => {
  const { commentsWithEvals, evalsFromComments } = await import('../../web/analysis/eval-comments.js');
  const comments = commentsWithEvals(4, EVALS, 'w', ['', 'a bold move [%clk 0:05:00]']);
  assert.deepEqual(comments, ['[%eval 0.25]', '[%eval 3.00] a bold move [%clk 0:05:00]', '[%eval 2.00]', '[%eval 2.10]']);
  const back = evalsFromComments(comments, 4, 'w');
  assert.equal(back[0], null, 'the start is in no comment');
  for (let i = 1; i <= 4; i++) assert.deepEqual(back[i], { score: EVALS[i].score, mate: null, best: null, pv: [], depth: 0 }, `position ${i}`);
  // The judgement from the comments alone is the one from the review (without better moves).
  const fromReview = R.judgeMoves(EVALS, MOVES, 'w').slice(1).map((j) => j.mark);
  assert.deepEqual(R.judgeMoves(back, MOVES, 'w').slice(1).map((j) => j.mark), fromReview);
  // Nothing to write, nothing to read.
  assert.deepEqual(commentsWithEvals(3, [], 'w', []), []);
  assert.equal(evalsFromComments([], 3, 'w'), null);
  assert.equal(evalsFromComments(['no eval', '[%eval junk]'], 2, 'w'), null);
  // A former %eval is replaced; a comment too long for a record is cut, its evaluation kept.
  assert.deepEqual(commentsWithEvals(1, EVALS, 'w', ['[%eval 9.99] text']), ['[%eval 0.25] text']);
  const long = commentsWithEvals(1, EVALS, 'w', ['x'.repeat(300)])[0];
  assert.equal(long.length, 256);
  assert.match(long, /^\[%eval 0\.25\] x+$/);
  // Comments without an evaluation to add stay as they were.
  assert.deepEqual(commentsWithEvals(2, [], 'w', ['', '[%clk 0:04:58]']), ['', '[%clk 0:04:58]']);
  // A finished last position gets no %eval (the result says it).
  const ended = commentsWithEvals(1, [EVALS[0], { score: -10000, mate: null, end: true }], 'w');
  assert.deepEqual(ended, []);
});

// The computer opponent through the API: legal moves under limits, reproducible with a node
// limit and a seed, and refusals when there is nothing to search.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadApi, VARIANTS } from './engine_helpers.mjs';

const api = await loadApi();

test('search returns a legal move of every variant under a node limit', () => {
  for (const variant of VARIANTS) {
    const game = { variant, moves: [] };
    const legal = api.state(game).legalMoves;
    const result = api.search(game, { nodes: 3000, seed: 1 });
    assert.equal(result.error, undefined, `${variant}: ${result.error}`);
    assert.ok(legal.includes(result.best), `${variant}: ${result.best} is not legal`);
    assert.ok(result.nodes > 0 && result.nodes <= 3000 + 500, `${variant}: ${result.nodes} nodes`);
    assert.ok(result.depth >= 1);
    assert.equal(typeof result.score, 'number');
    assert.equal(result.pv[0], result.best);
  }
});

test('a node-limited search is reproducible', () => {
  const game = { variant: 'xiangqi', moves: ['h3e3', 'h10g8'] };
  const a = api.search(game, { nodes: 5000, seed: 7 });
  api.search({ variant: 'janggi', moves: [] }, { nodes: 5000, seed: 3 });
  const b = api.search(game, { nodes: 5000, seed: 7 });
  assert.equal(a.best, b.best);
  assert.equal(a.score, b.score);
  assert.equal(a.nodes, b.nodes);
});

test('search finds the mate in one and reports it', () => {
  const game = { variant: 'xiangqi', fen: '2na5/4a4/3kbP2C/2N6/9/9/9/5K3/2p1A4/1NB6 w - - 5 90', moves: [] };
  const result = api.search(game, { depth: 3 });
  assert.equal(result.best, 'f8e8');
  assert.equal(result.mate, 1);
});

test('levels and time limits are accepted; a finished game is refused', () => {
  const level = api.search({ variant: 'janggi', moves: ['b1c3'] }, { level: 1 });
  assert.equal(level.error, undefined, level.error);
  assert.ok(api.state({ variant: 'janggi', moves: ['b1c3'] }).legalMoves.includes(level.best));
  const timed = api.search({ variant: 'gwangsanghui', moves: [] }, { movetimeMs: 200 });
  assert.equal(timed.error, undefined, timed.error);
  assert.ok(timed.timeMs < 2000);
  // Limits given with a level only tighten it: level 10 thinks 5 s, here 200 ms; level 1
  // looks one ply deep however long it may think.
  const capped = api.search({ variant: 'xiangqi', moves: [] }, { level: 10, movetimeMs: 200 });
  assert.ok(capped.timeMs < 1500, `level 10 capped at 200 ms took ${capped.timeMs} ms`);
  const shallow = api.search({ variant: 'xiangqi', moves: [] }, { level: 1, movetimeMs: 60000 });
  assert.equal(shallow.depth, 1);
  const over = api.search({ variant: 'xiangqi', fen: '2na5/4a4/3kbP2C/2N6/9/9/9/5K3/2p1A4/1NB6 w - - 5 90', moves: ['f8e8'] }, { nodes: 100 });
  assert.match(over.error, /over/);
});

test('a game clock: the search plans its own time from it; bad clock values are refused', () => {
  const game = { variant: 'janggi', moves: ['b1c3'] };
  const legal = api.state(game).legalMoves;
  // Byo-yomi with the main time out: one 300 ms period, less its margin (150 ms here).
  const byo = api.search(game, { timeLeftMs: 0, byoyomiMs: 300, seed: 1 });
  assert.equal(byo.error, undefined, byo.error);
  assert.ok(legal.includes(byo.best), byo.best);
  // With a node limit as well the node limit decides, so the answer repeats (each search of
  // a new game starts from a clear table: another game in between makes it new).
  const clocked = () => {
    api.search({ variant: 'xiangqi', moves: [] }, { nodes: 10, seed: 1 });
    return api.search(game, { timeLeftMs: 60000, incrementMs: 1000, nodes: 4000, seed: 2 });
  };
  const a = clocked();
  const b = clocked();
  assert.deepEqual([a.best, a.nodes], [b.best, b.nodes]);
  assert.match(api.search(game, { timeLeftMs: -1 }).error, /timeLeftMs/);
  assert.match(api.search(game, { byoyomiMs: 1.5 }).error, /byoyomiMs/);
  assert.match(api.search(game, { incrementMs: 86400001 }).error, /incrementMs/);
});

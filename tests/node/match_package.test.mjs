// scripts/match is a small Python package (scripts/sanggi_match/) behind a thin command:
// its modules import plainly, and the figures a match prints come from stats.py.
import test from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';

const SCRIPTS = new URL('../../scripts/', import.meta.url).pathname;

function python(code) {
  const r = spawnSync('python3', ['-c', `import sys, json; sys.path.insert(0, ${JSON.stringify(SCRIPTS)})\n${code}`], { encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
  return JSON.parse(r.stdout);
}

test('the package imports plainly; Elo and the pentanomial pairs from a score', () => {
  const out = python(`from sanggi_match import stats, engines, games, cli
print(json.dumps({"elo75": stats.elo(0.75), "elo50": stats.elo(0.5), "pairs": stats.pair_score_counts({1: [1, 1], 2: [0.5, 0.5], 3: [0, 1], 4: [1]}),
  "options": engines.parse_options("Threads=1,Hash=16"), "summary": stats.summary(3, 1, 0)}))`);
  // 75% is 3:1 odds: 400 log10(3) = 190.8 Elo.
  assert.ok(Math.abs(out.elo75 - 400 * Math.log10(3)) < 1e-9, String(out.elo75));
  assert.ok(Math.abs(out.elo50) < 1e-9);
  assert.match(out.summary, /^W 3 {2}D 1 {2}L 0 {2}score 87\.5%/);
  assert.deepEqual(out.options, [['Threads', '1'], ['Hash', '16']]);
  // By opening: a pair won twice scores 2 points, one drawn twice 1, one split 1 (buckets 0,
  // 1/2, 1, 3/2, 2); an opening with one game so far is no pair yet.
  assert.deepEqual(out.pairs, [0, 0, 2, 0, 1]);
});

test('the command is thin: scripts/match --help still answers', () => {
  const r = spawnSync('python3', [`${SCRIPTS}match`, '--help'], { encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stdout, /--engine1/);
});

// scripts/match --compare: two runs' games paired by opening and engine 1's colour, whatever
// order they finished in (two games at once shuffle it).
import test from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const MATCH = new URL('../../scripts/match', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'sanggi-match-'));

function line(n, opening, white, black, result) {
  return `game ${n}/4  opening ${opening}  ${white} (white) - ${black} (black)  ${result}  checkmate  80 plies   [W 0  D 0  L 0]`;
}

function log(name, lines) {
  const path = join(dir, name);
  writeFileSync(path, ['engine 1: x', 'engine 2: y', ...lines, ''].join('\n'));
  return path;
}

function compare(a, b, ...extra) {
  return spawnSync('python3', [MATCH, '--compare', a, b, ...extra], { encoding: 'utf8' });
}

// Run 1: engine 1 wins both games of opening 1 and loses both of opening 2.
const first = log('first.log', [
  line(1, 1, 'default', 'fairy-stockfish', '1-0'),
  line(2, 1, 'fairy-stockfish', 'default', '0-1'),
  line(3, 2, 'default', 'fairy-stockfish', '0-1'),
  line(4, 2, 'fairy-stockfish', 'default', '1-0'),
]);
// Run 2, finished in another order: opening 2 with Red now drawn, the rest the same.
const second = log('second.log', [
  line(1, 2, 'fairy-stockfish', 'default', '1-0'),
  line(2, 1, 'fairy-stockfish', 'default', '0-1'),
  line(3, 2, 'default', 'fairy-stockfish', '1/2-1/2'),
  line(4, 1, 'default', 'fairy-stockfish', '1-0'),
]);

test('games are paired by opening and colour, not by the order they finished in', () => {
  const out = compare(first, second);
  assert.equal(out.status, 0, out.stderr);
  assert.match(out.stdout, /^4 games in both: .*first\.log 50\.0%, .*second\.log 62\.5%; the second better in 1, worse in 0$/m);
});

test('engine 1 may be named when neither engine is Fairy-Stockfish', () => {
  const a = log('a.log', [line(1, 1, 'A', 'B', '1-0'), line(2, 1, 'B', 'A', '1-0')]);
  const b = log('b.log', [line(1, 1, 'B', 'A', '0-1'), line(2, 1, 'A', 'B', '1-0')]);
  const unnamed = compare(a, b);
  assert.notEqual(unnamed.status, 0);
  assert.match(unnamed.stderr, /which engine is engine 1\? Give --name1/);
  const named = compare(a, b, '--name1', 'B');
  assert.equal(named.status, 0, named.stderr);
  assert.match(named.stdout, /2 games in both: .*a\.log 50\.0%, .*b\.log 0\.0%; the second better in 0, worse in 1/);
});

test('logs without common games or unreadable ones are reported', () => {
  const other = log('other.log', [line(1, 7, 'default', 'fairy-stockfish', '1-0')]);
  const none = compare(first, other);
  assert.notEqual(none.status, 0);
  assert.match(none.stderr, /no game in common/);
  const missing = compare(first, join(dir, 'missing.log'));
  assert.notEqual(missing.status, 0);
  assert.match(missing.stderr, /cannot read/);
});

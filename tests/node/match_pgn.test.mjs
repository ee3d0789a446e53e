// The reader of `scripts/match --pgn` files (match.read_games), used by scripts/blunders and
// by scripts/match --calibrate: a game's tags and moves are read, anything else is refused
// with a message naming the file, the line and what is missing.
import test from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SCRIPTS = new URL('../../scripts/', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'sanggi-pgn-'));

function file(name, text) {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

function run(script, ...args) {
  return spawnSync('python3', [join(SCRIPTS, script), ...args], { encoding: 'utf8' });
}

// A game "default" lost as Red. Scores alternate between the two engines, each its own view:
// Fairy-Stockfish's was 0 before Red's 5th ply (e4e5) and 600 after it, a jump of 600 (above
// the default 150), while Red's own score for e4e5 was 5.
const lost = `[Variant "xiangqi"]
[White "default"]
[Black "fairy-stockfish"]
[Result "0-1"]
[Termination "checkmate"]
[Opening "0"]
[Scores "10 -10 10 0 5 600 -700 800"]

h3e3 h8e8 b1c3 b10c8 e4e5 e8e5 a1b1 i10i9 0-1
`;

test('blunders find reads the games and names the position whose reply showed the jump', () => {
  const out = run('blunders', 'find', file('lost.pgn', lost));
  assert.equal(out.status, 0, out.stderr);
  assert.equal(out.stdout.trim(), 'xiangqi 0 5 e8e5 600 5 h3e3 h8e8 b1c3 b10c8 e4e5');
});

test('a file that is not a scripts/match PGN is refused by both scripts alike', () => {
  const bad = file('bad.pgn', '[Event "casual"]\n\n1. h3e3 h8e8 *\n');
  const message = /bad\.pgn line 3: a game without Black, Opening, Result, Scores, Variant, White \(not a scripts\/match --pgn file\?\)/;
  for (const out of [run('blunders', 'find', bad),
                     run('match', '--calibrate', bad, '--movetime', '10', '--fsf', '--variant', 'xiangqi')]) {
    assert.notEqual(out.status, 0);
    assert.match(out.stderr, message);
    assert.equal(out.stdout, '');
  }
});

test('a missing file is named', () => {
  const out = run('blunders', 'find', join(dir, 'none.pgn'));
  assert.notEqual(out.status, 0);
  assert.match(out.stderr, /none\.pgn: no such file/);
});

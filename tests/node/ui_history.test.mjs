// Move-list bookkeeping: play, undo (one ply, or back to the person's turn), redo, jump.
import test from 'node:test';
import assert from 'node:assert/strict';
import * as H from '../../web/game/history.js';
import { moveRows } from '../../web/app/move-list.js';

const sideAt = (ply) => H.sideAfter('w', ply);

test('playing at the end appends; playing in the middle drops the rest', () => {
  let h = H.emptyHistory();
  for (const m of ['a1a2', 'a10a9', 'b1c3']) h = H.play(h, m);
  assert.deepEqual(h, { moves: ['a1a2', 'a10a9', 'b1c3'], cursor: 3 });
  h = H.jump(h, 1);
  assert.deepEqual(H.currentMoves(h), ['a1a2']);
  const same = H.play(h, 'a10a9');
  assert.deepEqual(same, { moves: ['a1a2', 'a10a9', 'b1c3'], cursor: 2 }, 'replaying the recorded move keeps the rest');
  const other = H.play(h, 'i10i9');
  assert.deepEqual(other, { moves: ['a1a2', 'i10i9'], cursor: 2 });
});

test('undo and redo move the cursor and stop at the ends', () => {
  let h = { moves: ['a', 'b', 'c'], cursor: 3 };
  h = H.undo(h, sideAt);
  assert.equal(h.cursor, 2);
  assert.ok(H.canRedo(h));
  h = H.redo(h);
  assert.equal(h.cursor, 3);
  assert.equal(H.redo(h), h);
  const start = { moves: ['a'], cursor: 0 };
  assert.equal(H.undo(start, sideAt), start);
});

test('undo against the computer goes back to the person\'s turn', () => {
  // White (the person) has moved and the computer answered: undo takes back both.
  const h = { moves: ['m1', 'm2'], cursor: 2 };
  assert.equal(H.undo(h, sideAt, 'w').cursor, 0);
  // The computer has not answered yet: one ply.
  assert.equal(H.undo({ moves: ['m1', 'm2', 'm3'], cursor: 3 }, sideAt, 'w').cursor, 2);
  // Playing black: back to ply 1 (white's computer move stays).
  assert.equal(H.undo({ moves: ['m1', 'm2', 'm3'], cursor: 3 }, sideAt, 'b').cursor, 1);
  // No earlier turn of the person: nothing to undo.
  const first = { moves: ['m1'], cursor: 1 };
  assert.equal(H.undo(first, sideAt, 'b'), first);
});

test('jump clamps to the game and accepts Infinity for the last move', () => {
  const h = { moves: ['a', 'b', 'c'], cursor: 1 };
  assert.equal(H.jump(h, -5).cursor, 0);
  assert.equal(H.jump(h, 99).cursor, 3);
  assert.equal(H.jump(h, Infinity).cursor, 3);
  assert.equal(H.jump(h, 'x').cursor, 0);
});

test('move rows number full moves and leave a gap when black starts', () => {
  assert.deepEqual(moveRows(['a', 'b', 'c'], 'w'), [
    { number: 1, cells: [{ ply: 1, text: 'a' }, { ply: 2, text: 'b' }] },
    { number: 2, cells: [{ ply: 3, text: 'c' }, null] },
  ]);
  assert.deepEqual(moveRows(['a', 'b'], 'b'), [
    { number: 1, cells: [null, { ply: 1, text: 'a' }] },
    { number: 2, cells: [{ ply: 2, text: 'b' }, null] },
  ]);
});

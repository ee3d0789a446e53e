// The position editor's board (web/editor/board.js): FEN in and out, placing, removing and
// dragging pieces, side to move, Gwangsanghui's fallen-general point, Janggi arrangements.
import test from 'node:test';
import assert from 'node:assert/strict';
import * as E from '../../web/editor/board.js';

const XIANGQI = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1';
const X_LETTERS = ['K', 'A', 'B', 'N', 'R', 'C', 'P'];

test('a FEN read and written back is the same FEN', () => {
  const setup = E.setupFromFen(XIANGQI, 9, 10, X_LETTERS);
  assert.equal(setup.error, undefined);
  assert.deepEqual(E.pieceAt(setup, 'e1'), { letter: 'K', color: 'w' });
  assert.deepEqual(E.pieceAt(setup, 'h8'), { letter: 'C', color: 'b' });
  assert.equal(E.pieceAt(setup, 'e5'), null);
  assert.equal(Object.keys(setup.pieces).length, 32);
  assert.equal(E.fenOf(setup), XIANGQI);
  // Boards wider than nine files have two-digit runs (Gwangsanghui: 15 files).
  const wide = E.setupFromFen('15/7k7/15/15/15/15/15/15/15/15/15/15/7K7/15 b - - 0 1', 15, 14, ['K']);
  assert.deepEqual(E.pieceAt(wide, 'h13'), { letter: 'K', color: 'b' });
  assert.equal(wide.side, 'b');
  assert.equal(E.fenOf(wide, true), '15/7k7/15/15/15/15/15/15/15/15/15/15/7K7/15 b - - 0 1 -');
  assert.equal(E.fenOf({ ...wide, fallen: 'h2' }, true).endsWith(' h2'), true);
  assert.equal(E.setupFromFen('15/7k7/15/15/15/15/15/15/15/15/15/15/7K7/15 w - - 0 1 h2', 15, 14, ['K']).fallen, 'h2');
});

test('a FEN of the wrong shape is an error naming what is wrong', () => {
  assert.equal(E.setupFromFen('9/9 w', 9, 10, X_LETTERS).error.key, 'editorFenRanks');
  assert.equal(E.setupFromFen(XIANGQI.replace('1c5c1', '1c5c2'), 9, 10, X_LETTERS).error.key, 'editorFenFiles');
  assert.equal(E.setupFromFen(XIANGQI.replace('1c5c1', '1x5c1'), 9, 10, X_LETTERS).error.key, 'editorFenPiece');
  assert.equal(E.setupFromFen(XIANGQI.replace('1c5c1', '1c5c1!'), 9, 10, X_LETTERS).error.key, 'editorFenFiles');
});

test('placing, a second click removing, dragging, and taking off the board', () => {
  let s = E.emptySetup(9, 10);
  const king = { letter: 'K', color: 'w' };
  s = E.placeOrRemove(s, 'e1', king);
  assert.deepEqual(E.pieceAt(s, 'e1'), king);
  // Another piece on the same point replaces it; the same piece again takes it off.
  s = E.placeOrRemove(s, 'e1', { letter: 'A', color: 'w' });
  assert.equal(E.pieceAt(s, 'e1').letter, 'A');
  s = E.placeOrRemove(s, 'e1', { letter: 'A', color: 'w' });
  assert.equal(E.pieceAt(s, 'e1'), null);
  s = E.placeOrRemove(s, 'e1', king);
  s = E.movePiece(s, 'e1', 'e2');
  assert.equal(E.pieceAt(s, 'e1'), null);
  assert.deepEqual(E.pieceAt(s, 'e2'), king);
  s = E.remove(s, 'e2');
  assert.deepEqual(s.pieces, {});
  // Setups are values: the one before a change is unchanged.
  const before = E.placeOrRemove(E.emptySetup(9, 10), 'a1', king);
  E.remove(before, 'a1');
  assert.deepEqual(E.pieceAt(before, 'a1'), king);
});

test('side to move, the fallen-general point, the palette and the counts', () => {
  let s = E.withSide(E.emptySetup(15, 14), 'b');
  assert.equal(E.fenOf(s).split(' ')[1], 'b');
  s = E.placeOrRemove(s, 'c3', { letter: 'H', color: 'w' });
  s = E.withFallen(s, 'c3');
  assert.equal(E.fenOf(s, true).split(' ')[6], 'c3');
  s = E.remove(s, 'c3');
  assert.equal(s.fallen, null, 'no captor left on the point: no pending fallen general');
  assert.deepEqual(E.paletteOf(['K', 'P']), [{ letter: 'K', color: 'w' }, { letter: 'P', color: 'w' }, { letter: 'K', color: 'b' }, { letter: 'P', color: 'b' }]);
  const start = E.setupFromFen(XIANGQI, 9, 10, X_LETTERS);
  assert.deepEqual(E.pieceCounts(start).w, { R: 2, N: 2, B: 2, A: 2, K: 1, C: 2, P: 5 });
});

test('a Janggi arrangement replaces one side\'s horse and elephant points', () => {
  const letters = ['K', 'A', 'B', 'N', 'R', 'C', 'P'];
  // Both sides horse-elephant-elephant-horse (the default), and Cho's elephant-horse-horse-
  // elephant arrangement from the engine's janggiStartFen.
  const start = E.setupFromFen('rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1', 9, 10, letters);
  const arranged = 'rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RBNA1ANBR w - - 0 1';
  const s = E.withArrangement(start, 'w', arranged, letters);
  assert.equal(E.fenOf(s), arranged);
  // Han's side is untouched by Cho's arrangement.
  assert.deepEqual(E.pieceAt(s, 'b10'), { letter: 'N', color: 'b' });
  // A point emptied in the editor gets its piece back.
  const emptied = E.remove(start, 'c1');
  assert.deepEqual(E.pieceAt(E.withArrangement(emptied, 'w', arranged, letters), 'c1'), { letter: 'N', color: 'w' });
});

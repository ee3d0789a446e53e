// The moves of a game and the cursor into them (undo/redo/jump), as pure functions over a
// plain {moves, cursor} record. moves are machine notation; cursor = plies shown (0..length).

export function emptyHistory() {
  return { moves: [], cursor: 0 };
}

export function currentMoves(h) {
  return h.moves.slice(0, h.cursor);
}

export function atEnd(h) {
  return h.cursor === h.moves.length;
}

// Plays `move` at the cursor. If it is the move already recorded next, the rest of the
// game is kept (like stepping forward); otherwise the moves after the cursor are dropped.
export function play(h, move) {
  if (h.moves[h.cursor] === move) return { moves: h.moves, cursor: h.cursor + 1 };
  return { moves: [...h.moves.slice(0, h.cursor), move], cursor: h.cursor + 1 };
}

export function jump(h, ply) {
  const cursor = Math.max(0, Math.min(h.moves.length, Math.trunc(Number(ply)) || 0));
  return { moves: h.moves, cursor };
}

export function canUndo(h) {
  return h.cursor > 0;
}

export function canRedo(h) {
  return h.cursor < h.moves.length;
}

// Undo: one ply against a person. Against the computer, back to the last position where it
// was the person's turn: sideAt(ply) gives the side to move after `ply` plies.
export function undo(h, sideAt, humanSide = null) {
  if (!canUndo(h)) return h;
  let cursor = h.cursor - 1;
  if (humanSide) {
    while (cursor >= 0 && sideAt(cursor) !== humanSide) cursor--;
    if (cursor < 0) return h;
  }
  return { moves: h.moves, cursor };
}

export function redo(h) {
  return canRedo(h) ? { moves: h.moves, cursor: h.cursor + 1 } : h;
}

// The side to move after `ply` plies, from the side to move at the start.
export function sideAfter(startSide, ply) {
  return ply % 2 === 0 ? startSide : (startSide === 'w' ? 'b' : 'w');
}

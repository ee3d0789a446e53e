// Move animation: which piece slides where and which pieces fade out, computed from the
// boards before and after a move. Pure; board/view.js runs the clock.
import { splitMove } from './squares.js';

export const MOVE_DURATION_MS = 220;

export function ease(t) {
  if (t <= 0) return 0;
  if (t >= 1) return 1;
  return 1 - (1 - t) ** 3;
}

// -> {from, to, removed:[pieces that disappear]} or null when nothing slides (a pass, or a
// move that does not match the boards).
export function moveAnimation(before, after, move) {
  const parts = splitMove(move);
  if (!parts || parts.from === parts.to) return null;
  const key = (p) => `${p.color}${p.letter}`;
  const prev = new Map(before.map((p) => [p.square, p]));
  const next = new Map(after.map((p) => [p.square, p]));
  const mover = prev.get(parts.from);
  if (!mover || !next.has(parts.to)) return null;
  const removed = [];
  for (const [square, piece] of prev) {
    if (square === parts.from) continue;
    const now = next.get(square);
    if (!now || key(now) !== key(piece)) removed.push(piece);
  }
  return { from: parts.from, to: parts.to, removed };
}

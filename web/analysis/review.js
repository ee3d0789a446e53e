// Game review arithmetic: each move judged by the drop in the mover's winning chances
// (score.js's logistic, -1 to +1) between the position before it and the one after it,
// both as the engine evaluated them. The thresholds are lichess's:
//   inaccuracy: a drop of 0.1 or more, mistake: 0.2 or more, blunder: 0.3 or more
// (0.1 is 5 points of winning percentage; from an even position, a drop of 0.1 is about
// 55 centipawns, 0.3 about 170). The loss in centipawns (each side's average is the
// summary's "average loss") counts evaluations capped at ±1000, as lichess does, so a move
// in a position already won or lost by far counts little.
import { centipawns, fromSide, winChance, MATE_CP } from './score.js';

export const MARKS = Object.freeze([
  { name: 'blunder', drop: 0.3 },
  { name: 'mistake', drop: 0.2 },
  { name: 'inaccuracy', drop: 0.1 },
]);
export const LOSS_CAP = 1000;

export const otherSide = (side) => (side === 'w' ? 'b' : 'w');

// The side to move after `ply` moves from a start with `first` to move.
export const sideAt = (first, ply) => (ply % 2 === 0 ? first : otherSide(first));

// The mark of a drop in winning chances, or null.
export function markOf(drop) {
  const mark = MARKS.find((m) => drop >= m.drop - 1e-9);
  return mark ? mark.name : null;
}

// The evaluation of a finished position, from its side to move: won, lost or drawn.
// `end`: state().end, `side`: the side to move there.
export function endEvaluation(end, side) {
  const score = end.outcome === 'draw' ? 0 : end.outcome === (side === 'w' ? 'white' : 'black') ? MATE_CP : -MATE_CP;
  return { score, mate: null, end: true };
}

const capped = (cp) => Math.max(-LOSS_CAP, Math.min(LOSS_CAP, cp));

// evals[i]: the engine's view of the position after i moves, from its side to move
// ({score, mate, best, pv}; endEvaluation() for a finished one; null if not evaluated).
// -> one entry per move: null where either position is missing, else
//    {ply, side, loss (centipawns, >= 0), drop (winning chances, >= 0), mark, better, line}
//    with `better` (the engine's move) and `line` (its pv) when the move is marked and was
//    not that move.
export function judgeMoves(evals, moves, first) {
  return moves.map((move, i) => {
    const before = evals[i];
    const after = evals[i + 1];
    if (!before || !after || before.end) return null;
    const side = sideAt(first, i);
    const mover = fromSide(before, side, side);
    const result = fromSide(after, otherSide(side), side);
    const drop = Math.max(0, winChance(mover) - winChance(result));
    const loss = Math.max(0, capped(centipawns(mover)) - capped(centipawns(result)));
    const mark = markOf(drop);
    const judged = { ply: i + 1, side, loss, drop, mark, better: null, line: null };
    if (mark && before.best && before.best !== move) {
      judged.better = before.best;
      judged.line = Array.isArray(before.pv) ? before.pv : [before.best];
    }
    return judged;
  });
}

// How many moves two lines begin with in common (the reviewed game and the moves shown).
export function sharedPlies(a, b) {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
}

// Per side: {moves (judged), averageLoss (centipawns, rounded), inaccuracy, mistake, blunder}.
export function summarise(judged) {
  const sides = {};
  for (const side of ['w', 'b']) sides[side] = { moves: 0, totalLoss: 0, inaccuracy: 0, mistake: 0, blunder: 0 };
  for (const j of judged) {
    if (!j) continue;
    const s = sides[j.side];
    s.moves++;
    s.totalLoss += j.loss;
    if (j.mark) s[j.mark]++;
  }
  const out = {};
  for (const [side, s] of Object.entries(sides)) {
    const { totalLoss, ...rest } = s;
    out[side] = { ...rest, averageLoss: s.moves ? Math.round(totalLoss / s.moves) : 0 };
  }
  return out;
}

// The graph's values: the first player's winning chances after each move (index 0: the
// start), null where not evaluated.
export function graphValues(evals, first) {
  return evals.map((e, i) => (e ? winChance(fromSide(e, sideAt(first, i), 'w')) : null));
}

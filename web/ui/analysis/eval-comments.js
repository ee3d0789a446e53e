// A review in a record's comments and back: the comment after a move holds `[%eval ...]`,
// the evaluation of the position after that move (PGN tools' convention; score.js writes
// and reads the value). Other parts of a comment (its text, %clk, any other command) are
// kept as they are.
import { evalCommand, parseEvalCommand } from './score.js';
import { sideAt } from './review.js';

// Comments for exportRecord: `existing` (importRecord's comments, or []) with each move's
// %eval set from `evals` (the review: evals[i] is the position after i moves) where known.
// -> [] when there is nothing to write, else one entry (null or {text, commands}) per move.
export function commentsWithEvals(moveCount, evals, first, existing = []) {
  const out = [];
  let any = false;
  for (let i = 0; i < moveCount; i++) {
    const old = existing[i] ?? null;
    const after = evals?.[i + 1];
    const commands = { ...(old?.commands ?? {}) };
    if (after && !after.end) commands.eval = evalCommand(after, sideAt(first, i + 1));
    const comment = old || Object.keys(commands).length ? { text: old?.text ?? '', commands } : null;
    any ||= comment !== null;
    out.push(comment);
  }
  return any ? out : [];
}

// The evaluations a record's comments hold: an array of moveCount+1 entries (index 0, the
// start, is never in a comment) or null when no comment has a readable %eval.
export function evalsFromComments(comments, moveCount, first) {
  if (!Array.isArray(comments) || comments.length === 0) return null;
  const evals = Array(moveCount + 1).fill(null);
  let found = false;
  for (let i = 0; i < Math.min(moveCount, comments.length); i++) {
    const value = comments[i]?.commands?.eval;
    if (typeof value !== 'string') continue;
    const entry = parseEvalCommand(value, sideAt(first, i + 1));
    if (!entry) continue;
    evals[i + 1] = { ...entry, best: null, pv: [], depth: 0 };
    found = true;
  }
  return found ? evals : null;
}

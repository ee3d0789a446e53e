// A review in a record's comments and back: the comment after a move holds `[%eval ...]`,
// the evaluation of the position after that move (PGN tools' convention; score.js writes
// and reads the value). Comments are importRecord's and exportRecord's: one string per move,
// '' for none; the rest of a comment (its text, a clock's [%clk ...], any other command) is
// kept as it is.
import { evalCommand, parseEvalCommand } from './score.js';
import { sideAt } from './review.js';

const EVAL = /\[%eval\s+([^\]\s]*)\s*\]/;
const EVALS = new RegExp(EVAL.source, 'g');
export const MAX_COMMENT = 256; // exportRecord's limit for one comment

// `comment` with its %eval set to `value` (a former one replaced), at most MAX_COMMENT long:
// what does not fit of the old text is left out, never the evaluation.
function withEval(comment, value) {
  const rest = comment.replace(EVALS, ' ').replace(/\s+/g, ' ').trim();
  const command = `[%eval ${value}]`;
  return rest ? `${command} ${rest}`.slice(0, MAX_COMMENT).trim() : command;
}

// Comments for exportRecord: `existing` (importRecord's comments, or []) with each move's
// %eval set from `evals` (the review: evals[i] is the position after i moves) where known.
// -> [] when there is nothing to write, else one string per move ('' for none).
export function commentsWithEvals(moveCount, evals, first, existing = []) {
  const out = [];
  for (let i = 0; i < moveCount; i++) {
    const old = typeof existing[i] === 'string' ? existing[i] : '';
    const after = evals?.[i + 1];
    out.push(after && !after.end ? withEval(old, evalCommand(after, sideAt(first, i + 1))) : old.slice(0, MAX_COMMENT));
  }
  return out.some(Boolean) ? out : [];
}

// The evaluations a record's comments hold: an array of moveCount+1 entries (index 0, the
// start, is never in a comment) or null when no comment has a readable %eval.
export function evalsFromComments(comments, moveCount, first) {
  if (!Array.isArray(comments) || comments.length === 0) return null;
  const evals = Array(moveCount + 1).fill(null);
  let found = false;
  for (let i = 0; i < Math.min(moveCount, comments.length); i++) {
    const value = typeof comments[i] === 'string' ? EVAL.exec(comments[i])?.[1] : undefined;
    if (value === undefined) continue;
    const entry = parseEvalCommand(value, sideAt(first, i + 1));
    if (!entry) continue;
    evals[i + 1] = { ...entry, best: null, pv: [], depth: 0 };
    found = true;
  }
  return found ? evals : null;
}

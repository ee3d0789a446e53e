// Running a game review: every position of the game, from the start to the last move,
// evaluated by the engine for `effortMs` each (an analysis with a time limit, so the worker
// stays responsive and a cancel takes effect within one slice), one after another. Positions
// already evaluated at this time or longer (a review resumed after a reload or a cancel) are
// kept and skipped; those evaluated at a shorter time are evaluated again (a deeper review).
import { endEvaluation, sideAt } from './review.js';

export const DEFAULT_EFFORT_MS = 300;
export const EFFORTS_MS = Object.freeze([100, 300, 1000, 3000]);

// The engine's answer as a review entry (what review.js and review-store.js hold), with the
// time it was given (ms).
export function reviewEntry(report, effortMs) {
  return {
    score: report.score,
    mate: report.mate ?? null,
    best: report.best ?? null,
    pv: Array.isArray(report.pv) ? report.pv.slice(0, 16) : [],
    depth: report.depth ?? 0,
    ms: effortMs,
  };
}

// Whether an entry is what a review at `effortMs` a position asks: evaluated for that long
// or longer. A finished game's verdict is final, and so is an entry of unknown time (an
// imported record's %eval: the review evaluates only the positions it lacks).
export const evaluatedAt = (entry, effortMs) => Boolean(entry) && (entry.end === true || (entry.ms ?? Infinity) >= effortMs);

// Every position evaluated at `effortMs` or longer.
export const reviewedAt = (evals, effortMs) => evals.length > 0 && evals.every((e) => evaluatedAt(e, effortMs));

// game: {variant, fen, moves}; first: the side to move at the start ('w' or 'b');
// evals: what is known (an array of up to moves+1 entries or nulls), filled in place;
// onProgress({done, total, evals, ply}) after each position.
// Returns a controller: {done: Promise<{evals, complete, error?}>, cancel()}. A cancelled
// review resolves with what it had evaluated (complete: false).
/**
 * @param {any} engine @param {any} game @param {'w'|'b'} first @param {any[]} evals
 * @param {{effortMs?: number, onProgress?: (progress: object) => void}} [options]
 */
export function startReview(engine, game, first, evals, { effortMs = DEFAULT_EFFORT_MS, onProgress = () => {} } = {}) {
  const total = game.moves.length + 1;
  let cancelled = false;
  const count = () => evals.filter((e) => evaluatedAt(e, effortMs)).length;
  const run = async () => {
    for (let ply = 0; ply < total; ply++) {
      if (cancelled) return { evals, complete: false };
      if (evaluatedAt(evals[ply], effortMs)) continue;
      const position = { variant: game.variant, fen: game.fen, moves: game.moves.slice(0, ply) };
      const report = await engine.analyse(position, { movetimeMs: effortMs });
      if (report.error) {
        // A finished game (the engine refuses to search it) is won, lost or drawn there.
        const state = await engine.state(position);
        if (!state.end?.over) return { evals, complete: false, error: report.error };
        evals[ply] = endEvaluation(state.end, sideAt(first, ply));
      } else {
        // Ended early (a cancel, or another request of the page): not a full evaluation.
        if (report.cancelled) return { evals, complete: false };
        evals[ply] = reviewEntry(report, effortMs);
      }
      onProgress({ done: count(), total, evals, ply });
    }
    return { evals, complete: true };
  };
  const done = run();
  return {
    done,
    cancel() {
      cancelled = true;
      engine.cancel();
    },
  };
}

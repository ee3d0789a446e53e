// Running a game review: every position of the game, from the start to the last move,
// evaluated by the engine for `effortMs` each (an analysis with a time limit, so the worker
// stays responsive and a cancel takes effect within one slice), one after another. Positions
// already evaluated (a review resumed after a reload or a cancel) are kept and skipped.
import { endEvaluation, sideAt } from './review.js';

export const DEFAULT_EFFORT_MS = 300;
export const EFFORTS_MS = Object.freeze([100, 300, 1000, 3000]);

// The engine's answer as a review entry (what review.js and review-store.js hold).
export function reviewEntry(report) {
  return {
    score: report.score,
    mate: report.mate ?? null,
    best: report.best ?? null,
    pv: Array.isArray(report.pv) ? report.pv.slice(0, 16) : [],
    depth: report.depth ?? 0,
  };
}

// game: {variant, fen, moves}; first: the side to move at the start ('w' or 'b');
// evals: what is known (an array of up to moves+1 entries or nulls), filled in place;
// onProgress({done, total, evals, ply}) after each position.
// Returns a controller: {done: Promise<{evals, complete, error?}>, cancel()}. A cancelled
// review resolves with what it had evaluated (complete: false).
export function startReview(engine, game, first, evals, { effortMs = DEFAULT_EFFORT_MS, onProgress = () => {} } = {}) {
  const total = game.moves.length + 1;
  let cancelled = false;
  const count = () => evals.filter(Boolean).length;
  const run = async () => {
    for (let ply = 0; ply < total; ply++) {
      if (cancelled) return { evals, complete: false };
      if (evals[ply]) continue;
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
        evals[ply] = reviewEntry(report);
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

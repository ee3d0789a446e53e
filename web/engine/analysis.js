// A continuous analysis as a chain of time slices (the engine side; host.js runs it).
//
// Why slices: the engine's search is synchronous wasm, and a worker busy in one long search
// cannot read its messages (a SharedArrayBuffer stop flag would need cross-origin isolation,
// which file:// pages do not have). Ending the worker on every position change would throw
// away its transposition table and cost a new wasm instance each time. So the analysis runs
// as searches of `sliceMs` each; between them the event loop delivers messages (a stop, a
// new request). Each slice resumes at the depth after the last completed one, with the
// table the earlier slices filled (SearchLimits::start_depth): measured natively, slices of
// 100 ms reach the same depth in the same time as one continuous search (xiangqi and janggi
// starts, 4-6 s, one and three lines), where restarting from depth 1 every slice lost 1-2
// plies. In the page itself (no worker) slices are shorter, so no task blocks the page.

export const WORKER_SLICE_MS = 100;
export const PAGE_SLICE_MS = 30;
export const PAGE_ANALYSIS_MAX_MS = 20000; // in the page, an analysis ends after this much search

function pause() {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

// A report of one completed iteration with the analysis' running totals.
function report(iteration, nodes, timeMs) {
  const totalNodes = nodes + iteration.nodes;
  const totalMs = timeMs + iteration.timeMs;
  return { ...iteration, nodes: totalNodes, timeMs: totalMs, nps: Math.round((totalNodes * 1000) / Math.max(totalMs, 1)) };
}

// Runs until `ended()` turns true (checked between slices), the options' limits are reached
// or nothing more can be learnt. `onInfo(report)` gets every completed iteration:
// {depth, seldepth, nodes, timeMs, nps, best, score, mate, pv, lines:[{pv, score, mate, depth}]}
// (nodes and timeMs since the analysis began). Resolves to the last report, with
// `cancelled: true` when `ended()` stopped it, or {error}.
// options: {multiPV: 1-10, depth: 0 (none) or the deepest iteration, movetimeMs: 0 (none) or
// the time to spend}; limits: {sliceMs, maxMs: a cap on movetimeMs, 0 for none}.
export async function runAnalysis(api, game, options, onInfo, ended, limits = { sliceMs: WORKER_SLICE_MS, maxMs: 0 }) {
  const o = options === undefined || options === null ? {} : options;
  if (typeof o !== 'object' || Array.isArray(o)) return { error: 'analysis options must be an object' };
  let movetimeMs = o.movetimeMs ?? 0;
  if (!(Number.isInteger(movetimeMs) && movetimeMs >= 0 && movetimeMs <= 3600000))
    return { error: 'movetimeMs must be a whole number from 0 to 3600000' };
  if (limits.maxMs) movetimeMs = movetimeMs ? Math.min(movetimeMs, limits.maxMs) : limits.maxMs;
  const sliceMs = limits.sliceMs;
  let last = null;
  let nodes = 0;
  let timeMs = 0;
  let startDepth = 0;
  let startScore = 0;
  const lastOr = (extra) => ({ ...(last || { depth: 0, lines: [], pv: [], nodes, timeMs }), ...extra });
  for (;;) {
    if (ended()) return lastOr({ cancelled: true });
    const slice = movetimeMs ? Math.max(1, Math.min(sliceMs, movetimeMs - timeMs)) : sliceMs;
    const r = api.analyseSlice(game, { multiPV: o.multiPV, depth: o.depth, sliceMs: slice, startDepth, startScore });
    if (r.error) return last ? lastOr({ error: r.error }) : r;
    for (const iteration of r.iterations) {
      last = report(iteration, nodes, timeMs);
      onInfo(last);
    }
    nodes += r.nodes;
    timeMs += r.timeMs;
    if (last && r.iterations.length) {
      startDepth = last.depth + 1;
      startScore = last.score;
    }
    if (last) last = { ...last, nodes, timeMs, nps: Math.round((nodes * 1000) / Math.max(timeMs, 1)) };
    if (r.finished || (movetimeMs && timeMs >= movetimeMs)) return lastOr({});
    await pause();
  }
}

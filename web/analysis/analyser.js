// The analysis board's engine side: one continuous analysis of the position shown, started
// again whenever it changes (a new analyse() ends the old one in the engine), stopped when
// analysis is switched off. Reports reach `onReport` with the lines in the game's notation,
// at most one every `throttleMs` (the first slice of a position completes several shallow
// iterations at once), and never for a position no longer shown.
import { movesText } from '../game/move-text.js';

export const ANALYSIS_LINES = 3;

// onReport({game, report, lines: [{pv, text: [...], score, mate, depth}], done}).
export function createAnalyser(engine, { onReport, lines = ANALYSIS_LINES, throttleMs = 150, notation = () => 'native' }) {
  let current = null; // {game, token}
  let token = 0;
  let pending = null; // the newest report not yet shown
  let timer = null;
  let lastShown = 0;

  async function show(run, report, done) {
    const style = notation();
    const shown = await Promise.all(
      (report.lines || []).map(async (line) => ({ ...line, text: await movesText(engine, run.game, line.pv, style) })),
    );
    if (current !== run) return;
    onReport({ game: run.game, report, lines: shown, done });
  }

  function flush(run) {
    timer = null;
    if (!pending || current !== run) return;
    const report = pending;
    pending = null;
    lastShown = Date.now();
    show(run, report, false);
  }

  function onInfo(run, report) {
    if (current !== run) return;
    pending = report;
    if (timer) return;
    const wait = Math.max(0, throttleMs - (Date.now() - lastShown));
    timer = setTimeout(() => flush(run), wait);
  }

  return {
    // Analyses `game` ({variant, fen, moves}) until the next start() or stop().
    start(game) {
      const run = { game, token: ++token };
      current = run;
      pending = null;
      clearTimeout(timer);
      timer = null;
      engine.analyse(game, { multiPV: lines }, (report) => onInfo(run, report)).then((result) => {
        if (current !== run || result.cancelled) return;
        clearTimeout(timer);
        timer = null;
        pending = null;
        show(run, result, true); // the end (a forced mate seen through, or an error)
      });
    },
    stop() {
      current = null;
      pending = null;
      clearTimeout(timer);
      timer = null;
      engine.cancel();
    },
    get running() {
      return current !== null;
    },
  };
}

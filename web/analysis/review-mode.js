// The game review on the main page (Review): every position of the game in the move list
// evaluated at a chosen effort (cancellable, resumable), the moves marked by the drop in
// winning chances, the better move offered, a summary per side and the graph under the
// board. Kept in localStorage, so it survives a reload. The analysis board
// (page-analysis.js) owns it and gives it the engine while it runs.
import { $ } from '../common/dom.js';
import * as H from '../game/history.js';
import { startSide } from '../game/game-state.js';
import { createReviewPanel, createGraphView, MARK_SYMBOLS } from './review-panel.js';
import { startReview, evaluatedAt, reviewedAt, DEFAULT_EFFORT_MS } from './review-run.js';
import { judgeMoves, summarise, graphValues, sharedPlies } from './review.js';
import { loadReview, saveReview } from './review-store.js';
import { commentsWithEvals, evalsFromComments } from './eval-comments.js';
import { scoreUnit } from './score.js';
import { movesText, shownNotation } from '../game/move-text.js';

const GRAPH_COLORS = {
  first: '#f4efe6', second: '#3a312a', line: '#9a8c7a', middle: 'rgba(150, 140, 120, 0.6)', current: '#1d4fa0',
  inaccuracy: '#d8b200', mistake: '#e07000', blunder: '#d0002a',
};

const sameMoves = (a, b) => a.length === b.length && a.every((m, i) => m === b[i]);
const reviewedGame = (s) => ({ variant: s.variant, fen: s.startFen, moves: s.history.moves.slice() });

// page: {store, game, engine, t, settings, announce}; hooks: {render() (the whole analysis
// view), pause() (the analysis gives the engine to the review), resume() (takes it back),
// names(s) (side -> its name)}. Elements by id: review-panel, eval-graph.
export function createReviewMode(page, hooks) {
  const { store, engine } = page;
  const getT = () => page.t;
  const render = () => hooks.render();
  // The review belongs to the game in the move list when it was adopted (on entering, on a
  // new game loaded, at Review); moves played afterwards explore, they do not replace it.
  // Complete: every position evaluated at the time chosen (a longer time asks again).
  const review = {
    game: null, loads: -1, first: /** @type {'w'|'b'} */ ('w'), evals: [], running: null, effortMs: DEFAULT_EFFORT_MS, better: new Map(),
    get complete() { return reviewedAt(this.evals, this.effortMs); },
  };
  const reviewPanel = createReviewPanel($('review-panel'), {
    getT,
    onStart: () => run(),
    onStop: () => review.running?.cancel(),
    onEffort: (ms) => { review.effortMs = ms; render(); },
    onPlayBetter: (j) => playBetter(j),
  });
  const graph = createGraphView($('eval-graph'), { getT, onJump: (ply) => jump(ply) });

  function adopt(s, force = false) {
    if (review.running || (!force && review.game && review.loads === s.loads)) return;
    const game = reviewedGame(s);
    const stored = loadReview(game);
    review.game = game;
    review.loads = s.loads;
    review.first = startSide(s);
    review.evals = stored ? stored.evals : Array(game.moves.length + 1).fill(null);
    review.better = new Map();
    if (stored?.effortMs) review.effortMs = stored.effortMs;
  }

  async function run() {
    const s = store.get();
    if (review.running || s.history.moves.length === 0) return;
    if (!review.game || !sameMoves(review.game.moves, s.history.moves)) adopt(s, true);
    hooks.pause();
    const game = review.game;
    const controller = startReview(engine, game, review.first, review.evals, {
      effortMs: review.effortMs,
      onProgress: () => { saveReview(game, review.evals, review.effortMs); render(); },
    });
    review.running = controller;
    render();
    const result = await controller.done;
    review.running = null;
    saveReview(game, review.evals, review.effortMs);
    page.announce(page.t(result.complete ? 'reviewDone' : 'reviewStopped', { done: doneCount(), total: review.evals.length }));
    hooks.resume();
    render();
  }

  const doneCount = () => review.evals.filter((e) => evaluatedAt(e, review.effortMs)).length;
  const onLine = (s) => review.game && s.variant === review.game.variant && s.startFen === review.game.fen &&
    s.history.moves.length <= review.game.moves.length && s.history.moves.every((m, i) => m === review.game.moves[i]);
  // How many of the moves shown are the reviewed game's (a variation tried beside the game,
  // its better move, keeps the review of the moves before it).
  const shared = (s) => review.game && s.variant === review.game.variant && s.startFen === review.game.fen
    ? sharedPlies(review.game.moves, s.history.moves) : 0;

  function jump(ply) {
    const s = store.get();
    if (onLine(s) && s.history.moves.length === review.game.moves.length) page.game.jump(ply);
    else page.game.showHistory({ moves: review.game.moves.slice(), cursor: ply });
  }

  function playBetter(j) {
    const before = { moves: review.game.moves.slice(0, j.ply - 1), cursor: j.ply - 1 };
    page.game.showHistory(H.play(before, j.better));
  }

  function judged() {
    return review.game ? judgeMoves(review.evals, review.game.moves, review.first) : [];
  }

  // The marks of the reviewed game's moves, by ply, for the move list: those the moves shown
  // share with the reviewed game.
  function marks(s) {
    const upTo = shared(s);
    const out = {};
    for (const j of judged()) if (j?.mark && j.ply <= upTo) out[j.ply] = { symbol: MARK_SYMBOLS[j.mark], title: page.t(`mark.${j.mark}`) };
    return out;
  }

  // The better move's text at the move shown, in the move list's notation (asked once per
  // ply, move and notation; nothing is shown until it is known, never the machine's text).
  function betterText(j, s) {
    if (!j?.better) return null;
    const style = shownNotation(page.settings, s.info);
    const key = `${j.ply}|${j.better}|${style}`;
    if (review.better.has(key)) return review.better.get(key);
    review.better.set(key, null);
    const before = { variant: review.game.variant, fen: review.game.fen, moves: review.game.moves.slice(0, j.ply - 1) };
    movesText(engine, before, [j.better], style).then(([text]) => { review.better.set(key, text); render(); });
    return null;
  }

  function renderReview(s) {
    const all = judged();
    const shownOnLine = s.history.cursor <= shared(s);
    const done = doneCount();
    const known = review.evals.filter(Boolean).length;
    const current = shownOnLine && s.history.cursor > 0 ? all[s.history.cursor - 1] : null;
    reviewPanel.render({
      total: review.game ? review.evals.length : s.history.moves.length + 1, done, running: Boolean(review.running),
      complete: review.complete && done > 0, shallower: !review.complete && known === review.evals.length && known > 0, effortMs: review.effortMs, summary: known > 1 ? summarise(all) : null,
      current: current ? { judged: current, betterText: betterText(current, s) } : null,
      sideName: hooks.names(s), unitName: scoreUnit(s.info),
    });
    graph.render({
      values: known ? graphValues(review.evals, review.first) : [],
      marks: all.filter((j) => j?.mark).map((j) => ({ ply: j.ply, mark: j.mark })),
      current: shownOnLine ? s.history.cursor : null, colors: GRAPH_COLORS,
    });
  }

  return { state: review, adopt, run, marks, render: renderReview };
}

// Records: the comments kept from an imported record (its %eval read as a review), and the
// review's evaluations written into an exported record as %eval.
export function createRecordEvals(store, reviewMode, render) {
  let importedComments = null; // {variant, fen, moves, comments}

  // How many of `moves` the imported record's moves begin with (its comments hold that far).
  function commentsHold(variant, fen, moves) {
    const c = importedComments;
    if (!c || c.variant !== variant || c.fen !== fen) return 0;
    let n = 0;
    while (n < moves.length && n < c.moves.length && moves[n] === c.moves[n]) n++;
    return n;
  }

  function imported(g) {
    const s = store.get();
    importedComments = { variant: s.variant, fen: s.startFen, moves: s.history.moves.slice(), comments: g.comments ?? [] };
    const game = reviewedGame(s);
    const fromComments = evalsFromComments(g.comments, game.moves.length, startSide(s));
    if (!fromComments) return;
    const stored = loadReview(game);
    const evals = fromComments.map((e, i) => stored?.evals[i] ?? e);
    saveReview(game, evals, stored?.effortMs ?? reviewMode.state.effortMs);
    if (!reviewMode.state.running) reviewMode.adopt(s, true); // read again from storage
    render();
  }

  // record: exportRecord's {variant, fen, moves, ...} of the game up to the cursor; its own
  // comments (a clock's) are kept, else an imported record's.
  function annotate(record) {
    const s = store.get();
    const held = commentsHold(record.variant, record.fen, record.moves);
    const own = Array.isArray(record.comments) && record.comments.some(Boolean);
    const existing = own ? record.comments : importedComments ? importedComments.comments.slice(0, held) : [];
    const stored = loadReview(reviewedGame(s));
    const evals = stored && record.moves.every((m, i) => m === s.history.moves[i]) ? stored.evals : [];
    const comments = commentsWithEvals(record.moves.length, evals, startSide(s), existing);
    return { ...record, comments };
  }

  return { imported, annotate };
}

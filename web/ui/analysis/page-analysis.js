// The analysis board and the game review on the main page. Analyse switches the page into
// analysis mode: both sides move freely, the engine analyses the position shown without
// pause (restarted when it changes), the panel shows the score, depth, speed and the best
// lines, the board arrows for their first moves and the bar beside the board the balance.
// Switching it off gives back the game as it was. Review evaluates every position of the
// game in the move list, marks the moves and draws the graph under the board; it is kept in
// localStorage, so it survives a reload.
import * as H from '../history.js';
import { shownGame, startSide } from '../game-state.js';
import { sideName } from '../panels/describe.js';
import { createAnalyser } from './analyser.js';
import { createAnalysisPanel, readOutText, renderEvalBar } from './analysis-panel.js';
import { createReviewPanel, createGraphView, MARK_SYMBOLS } from './review-panel.js';
import { startReview, DEFAULT_EFFORT_MS } from './review-run.js';
import { judgeMoves, summarise, graphValues } from './review.js';
import { loadReview, saveReview } from './review-store.js';
import { commentsWithEvals, evalsFromComments } from './eval-comments.js';
import { scoreUnit, describeScore } from './score.js';

const GRAPH_COLORS = {
  first: '#f4efe6', second: '#3a312a', line: '#9a8c7a', middle: 'rgba(150, 140, 120, 0.6)', current: '#1d4fa0',
  inaccuracy: '#d8b200', mistake: '#e07000', blunder: '#d0002a',
};

const $ = (id) => document.getElementById(id);
const positionKey = (s) => `${s.variant}|${s.startFen}|${H.currentMoves(s.history).join(' ')}`;
const sameMoves = (a, b) => a.length === b.length && a.every((m, i) => m === b[i]);

// page: {store, game, engine, t, settings, announce}; elements by id: btn-analyse,
// btn-review, analysis-panel, review-panel, eval-bar, eval-graph.
export function createAnalysisMode(page) {
  const { store, engine } = page;
  const getT = () => page.t;
  let on = false;
  let snapshot = null; // the game as it was when analysis began
  let shownKey = '';
  let scoreView = 'mover';
  let view = null; // the analyser's last report for the position shown
  let message = '';
  // The review belongs to the game in the move list when it was adopted (on entering, on a
  // new game loaded, at Review); moves played afterwards explore, they do not replace it.
  const review = { game: null, loads: -1, first: 'w', evals: [], running: null, complete: false, effortMs: DEFAULT_EFFORT_MS, better: new Map() };

  const analyser = createAnalyser(engine, { onReport: showReport, notation: () => page.settings.notation });
  const panel = createAnalysisPanel($('analysis-panel'), {
    getT,
    onPlayLine: (pv) => playLine(pv),
    onScoreView: (value) => { scoreView = value; render(); },
    onReadOut: () => page.announce(readOutText(panelView(store.get()), page.t)),
  });
  const reviewPanel = createReviewPanel($('review-panel'), {
    getT,
    onStart: () => runReview(),
    onStop: () => review.running?.cancel(),
    onEffort: (ms) => { review.effortMs = ms; },
    onPlayBetter: (j) => playBetter(j),
  });
  const graph = createGraphView($('eval-graph'), { getT, onJump: (ply) => jumpInReview(ply) });

  const names = (s) => (side) => sideName(page.t, s.info.game, side);

  function panelView(s) {
    const ok = view && view.key === shownKey;
    return {
      report: ok ? view.report : null, lines: ok ? view.lines : [], sideToMove: s.position.side, scoreView,
      unit: scoreUnit(s.info), sideName: names(s), message,
    };
  }

  function showReport({ game, report, lines, done }) {
    const key = `${game.variant}|${game.fen}|${game.moves.join(' ')}`;
    if (!on || key !== shownKey) return;
    if (report.error) {
      message = store.get().position?.end?.over ? page.t('analysisOver') : report.error;
      view = null;
    } else {
      view = { key, report, lines };
      message = done && engine.mode === 'page' && !report.mate ? page.t('analysisPageLimit') : '';
    }
    setArrows(view ? lines.map((l) => l.pv[0]) : null);
    render();
  }

  // The board is drawn again only when the best moves change.
  function setArrows(moves) {
    const old = store.get().analysisArrows ?? null;
    if (JSON.stringify(old) !== JSON.stringify(moves)) store.set({ analysisArrows: moves });
  }

  // A new position is analysed from scratch (the engine keeps what its table learnt).
  function follow(s) {
    const key = positionKey(s);
    if (key === shownKey) return;
    shownKey = key;
    view = null;
    message = s.position.end?.over ? page.t('analysisOver') : '';
    setArrows(null);
    if (review.running) return; // the review has the engine; analysis resumes after it
    if (s.position.end?.over) analyser.stop();
    else analyser.start(shownGame(s));
  }

  async function playLine(pv) {
    const s = store.get();
    const history = pv.reduce((h, move) => H.play(h, move), s.history);
    await page.game.showHistory(history);
  }

  // --- the review ---
  function reviewedGame(s) {
    return { variant: s.variant, fen: s.startFen, moves: s.history.moves.slice() };
  }

  function adoptReview(s, force = false) {
    if (review.running || (!force && review.game && review.loads === s.loads)) return;
    const game = reviewedGame(s);
    const stored = loadReview(game);
    review.game = game;
    review.loads = s.loads;
    review.first = startSide(s);
    review.evals = stored ? stored.evals : Array(game.moves.length + 1).fill(null);
    review.complete = review.evals.every(Boolean);
    review.better = new Map();
    if (stored?.effortMs) review.effortMs = stored.effortMs;
  }

  async function runReview() {
    const s = store.get();
    if (review.running || s.history.moves.length === 0) return;
    if (!review.game || !sameMoves(review.game.moves, s.history.moves)) adoptReview(s, true);
    analyser.stop();
    const game = review.game;
    const controller = startReview(engine, game, review.first, review.evals, {
      effortMs: review.effortMs,
      onProgress: () => { saveReview(game, review.evals, review.effortMs); render(); },
    });
    review.running = controller;
    render();
    const result = await controller.done;
    review.running = null;
    review.complete = result.complete;
    saveReview(game, review.evals, review.effortMs);
    page.announce(page.t(result.complete ? 'reviewDone' : 'reviewStopped', { done: review.evals.filter(Boolean).length, total: review.evals.length }));
    shownKey = '';
    if (on) follow(store.get());
    render();
  }

  const onReviewedLine = (s) => review.game && s.variant === review.game.variant && s.startFen === review.game.fen &&
    s.history.moves.length <= review.game.moves.length && s.history.moves.every((m, i) => m === review.game.moves[i]);

  function jumpInReview(ply) {
    const s = store.get();
    if (onReviewedLine(s) && s.history.moves.length === review.game.moves.length) page.game.jump(ply);
    else page.game.showHistory({ moves: review.game.moves.slice(), cursor: ply });
  }

  function playBetter(j) {
    const before = { moves: review.game.moves.slice(0, j.ply - 1), cursor: j.ply - 1 };
    page.game.showHistory(H.play(before, j.better));
  }

  function judged() {
    return review.game ? judgeMoves(review.evals, review.game.moves, review.first) : [];
  }

  // The marks of the reviewed game's moves, by ply, for the move list.
  function marks(s) {
    if (!review.game || !onReviewedLine(s)) return {};
    const out = {};
    for (const j of judged()) if (j?.mark && j.ply <= s.history.moves.length) out[j.ply] = { symbol: MARK_SYMBOLS[j.mark], title: page.t(`mark.${j.mark}`) };
    return out;
  }

  // The better move's text at the move shown, in the chosen notation (asked once per ply).
  function betterText(j) {
    if (!j?.better) return null;
    const key = `${j.ply}|${page.settings.notation}`;
    if (review.better.has(key)) return review.better.get(key);
    review.better.set(key, j.better);
    const moves = [...review.game.moves.slice(0, j.ply - 1), j.better];
    engine.state({ variant: review.game.variant, fen: review.game.fen, moves }).then((st) => {
      const text = st.notation?.[page.settings.notation]?.at(-1);
      if (text) { review.better.set(key, text); render(); }
    });
    return j.better;
  }

  function renderReview(s) {
    const all = judged();
    const shownOnLine = onReviewedLine(s);
    const done = review.evals.filter(Boolean).length;
    const current = shownOnLine && s.history.cursor > 0 ? all[s.history.cursor - 1] : null;
    reviewPanel.render({
      total: review.game ? review.evals.length : s.history.moves.length + 1, done, running: Boolean(review.running),
      complete: review.complete && done > 0, effortMs: review.effortMs, summary: done > 1 ? summarise(all) : null,
      current: current ? { judged: current, betterText: betterText(current) } : null,
      sideName: names(s), unitName: scoreUnit(s.info),
    });
    graph.render({
      values: done ? graphValues(review.evals, review.first) : [],
      marks: all.filter((j) => j?.mark).map((j) => ({ ply: j.ply, mark: j.mark })),
      current: shownOnLine ? s.history.cursor : null, colors: GRAPH_COLORS,
    });
  }

  function render() {
    const s = store.get();
    if (!s.position || !s.info) return;
    $('analysis-panel').hidden = !on;
    $('review-panel').hidden = !on;
    $('btn-analyse').setAttribute('aria-pressed', String(on));
    $('eval-bar').parentElement.classList.toggle('with-eval', on);
    if (!on) {
      $('eval-bar').hidden = true;
      $('eval-graph').hidden = true;
      return;
    }
    const pv = panelView(s);
    panel.render(pv);
    const label = pv.report ? describeScore(pv.report, pv.sideToMove, 'w', pv.unit, pv.sideName, page.t) : page.t('analysisWaiting');
    renderEvalBar($('eval-bar'), { report: pv.report, sideToMove: pv.sideToMove, flipped: s.flipped, label: page.t('analysisBar', { score: label }) });
    renderReview(s);
  }

  function enter() {
    const s = store.get();
    if (on || !s.position || s.setup) return;
    page.game.cancel();
    snapshot = { history: s.history, result: s.result, loads: s.loads };
    on = true;
    shownKey = '';
    store.set({ mode: 'analysis', hint: null, drawOffer: null });
    adoptReview(store.get(), true);
    follow(store.get());
    render();
  }

  async function leave() {
    if (!on) return;
    on = false;
    review.running?.cancel();
    analyser.stop();
    view = null;
    shownKey = '';
    store.set({ mode: 'play', analysisArrows: null });
    const back = snapshot;
    snapshot = null;
    // (A game loaded meanwhile is the game now: nothing to give back.)
    if (back && back.loads === store.get().loads) await page.game.showHistory(back.history, { result: back.result });
    else page.game.nudge(); // the computer's turn, if it is
    render();
  }

  // --- records: comments kept from an import, the review's evaluations as %eval ---
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
    saveReview(game, evals, stored?.effortMs ?? review.effortMs);
    if (!review.running) adoptReview(s, true); // read again from storage
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

  // (Drawing follows in renderPage, which calls render().)
  store.subscribe((s) => {
    if (!on || !s.position) return;
    if (!review.running) adoptReview(s);
    follow(s);
  });

  return {
    get active() { return on; },
    toggle: () => (on ? leave() : enter()),
    enter,
    leave,
    review() {
      if (!on) enter();
      return runReview();
    },
    marks,
    render,
    imported,
    annotate,
    // For the tests: a review effort below the choices offered (keeps CI short).
    setEffort(ms) { review.effortMs = ms; render(); },
    get reviewState() { return { done: review.evals.filter(Boolean).length, total: review.evals.length, running: Boolean(review.running), complete: review.complete }; },
  };
}

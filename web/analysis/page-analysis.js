// The analysis board and the game review on the main page. Analyse switches the page into
// analysis mode: both sides move freely, the engine analyses the position shown without
// pause (restarted when it changes), the panel shows the score, depth, speed and the best
// lines, the board arrows for their first moves and the bar beside the board the balance.
// Switching it off gives back the game as it was. Review evaluates every position of the
// game in the move list, marks the moves and draws the graph under the board; it is kept in
// localStorage, so it survives a reload.
import { $ } from '../common/dom.js';
import * as H from '../game/history.js';
import { shownGame } from '../game/game-state.js';
import { shownNotation } from '../game/move-text.js';
import { sideName } from '../i18n/describe.js';
import { createAnalyser } from './analyser.js';
import { createAnalysisPanel, readOutText, renderEvalBar } from './analysis-panel.js';
import { createReviewMode, createRecordEvals } from './review-mode.js';
import { scoreUnit, describeScore } from './score.js';

const positionKey = (s) => `${s.variant}|${s.startFen}|${H.currentMoves(s.history).join(' ')}`;

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

  const analyser = createAnalyser(engine, { onReport: showReport, notation: () => shownNotation(page.settings, store.get().info) });
  const panel = createAnalysisPanel($('analysis-panel'), {
    getT,
    onPlayLine: (pv) => playLine(pv),
    onScoreView: (value) => { scoreView = value; render(); },
    onReadOut: () => page.announce(readOutText(panelView(store.get()), page.t)),
  });
  const names = (s) => (side) => sideName(page.t, s.info.game, side);
  const reviewMode = createReviewMode(page, {
    render: () => render(),
    pause: () => analyser.stop(),
    // The analysis resumes on the position shown.
    resume: () => { shownKey = ''; if (on) follow(store.get()); },
    names,
  });
  const review = reviewMode.state;
  const records = createRecordEvals(store, reviewMode, () => render());

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
    reviewMode.render(s);
  }

  function enter() {
    const s = store.get();
    if (on || !s.position || s.setup) return;
    page.game.cancel();
    snapshot = { history: s.history, result: s.result, loads: s.loads };
    on = true;
    shownKey = '';
    store.set({ mode: 'analysis', hint: null, drawOffer: null });
    reviewMode.adopt(store.get(), true);
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

  // (Drawing follows in renderPage, which calls render().)
  store.subscribe((s) => {
    if (!on || !s.position) return;
    if (!review.running) reviewMode.adopt(s);
    follow(s);
  });

  return {
    get active() { return on; },
    toggle: () => (on ? leave() : enter()),
    enter,
    leave,
    review() {
      if (!on) enter();
      return reviewMode.run();
    },
    marks: reviewMode.marks,
    render,
    imported: records.imported,
    annotate: records.annotate,
    // For the tests: a review effort below the choices offered (keeps CI short).
    setEffort(ms) { review.effortMs = ms; render(); },
    get reviewState() {
      return { done: review.evals.filter(Boolean).length, total: review.evals.length, running: Boolean(review.running), complete: review.complete, efforts: review.evals.map((e) => e?.ms ?? null) };
    },
  };
}

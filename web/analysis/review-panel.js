// The review's controls and results beside the board: the time per position, start (or
// continue) and stop, a progress bar, each side's summary (average loss, count of each mark),
// and what the review says of the move shown (its mark, and the better move, a button that
// plays it). The evaluation graph under the board is its own element (createGraphView).
import { el, button, option } from '../common/dom.js';
import { EFFORTS_MS } from './review-run.js';
import { MARKS } from './review.js';
import { drawEvalGraph, plyAtX } from './graph.js';

export const MARK_SYMBOLS = Object.freeze({ inaccuracy: '?!', mistake: '?', blunder: '??' });

// view: {total (positions), done (at the time chosen), running, complete, shallower (every
// position evaluated, some for less than the time chosen), stopped, effortMs, summary, current:
// {judged, betterText} | null, sideName(side), unitName ('points' | 'soldiers')}
export function createReviewPanel(root, { getT, onStart, onStop, onEffort, onPlayBetter }) {
  const title = el('h2', 'review-title');
  const effortLabel = el('label', 'inline review-effort');
  const effortText = el('span');
  const effort = el('select');
  effort.addEventListener('change', () => onEffort(Number(effort.value)));
  effortLabel.append(effortText, ' ', effort);
  const start = button('', 'primary review-start');
  start.addEventListener('click', () => onStart());
  const stop = button('', 'review-stop');
  stop.addEventListener('click', () => onStop());
  const progress = el('progress', 'review-progress');
  // Not a live region: the end of a review is announced once (page-analysis.js), progress
  // is not.
  const status = el('p', 'review-status');
  const summary = el('table', 'review-summary');
  const current = el('p', 'review-current');
  const thresholds = el('p', 'note review-thresholds');
  const row = el('div', 'button-row');
  row.append(start, stop);
  root.replaceChildren(title, effortLabel, row, progress, status, current, summary, thresholds);

  function renderSummary(t, view) {
    if (!view.summary) {
      summary.hidden = true;
      return;
    }
    summary.hidden = false;
    // Narrow columns: the marks by their symbols (named in full for screen readers and on
    // hover), the loss as a number (its unit in the header).
    const head = el('tr');
    const markHeads = MARKS.map((m) => {
      const th = el('th', `mark-${m.name}`, MARK_SYMBOLS[m.name]);
      th.title = t(`mark.${m.name}`);
      th.setAttribute('aria-label', th.title);
      return th;
    });
    head.append(el('th', '', ''), ...markHeads, el('th', '', t('reviewAverageLossIn', { unit: t(`unit.${view.unitName}`) })));
    const rows = ['w', 'b'].map((side) => {
      const s = view.summary[side];
      const tr = el('tr');
      const name = el('th', '', view.sideName(side));
      name.scope = 'row';
      tr.append(name, ...MARKS.map((m) => el('td', '', String(s[m.name]))), el('td', '', (s.averageLoss / 100).toFixed(2)));
      return tr;
    });
    summary.replaceChildren(head, ...rows);
  }

  function renderCurrent(t, view) {
    current.replaceChildren();
    const j = view.current?.judged;
    if (!j || !j.mark) {
      current.hidden = true;
      return;
    }
    current.hidden = false;
    const loss = t(view.unitName === 'points' ? 'analysisPoints' : 'analysisSoldiers', { value: (j.loss / 100).toFixed(1) });
    current.append(el('span', `mark-${j.mark}`, `${MARK_SYMBOLS[j.mark]} ${t('reviewMark', { mark: t(`mark.${j.mark}`), loss })}`));
    if (view.current.betterText) {
      const better = button(t('reviewBetter', { move: view.current.betterText }), 'review-better');
      better.addEventListener('click', () => onPlayBetter(j));
      current.append(' ', better);
    }
  }

  let drawn = '';
  return {
    render(view) {
      const t = getT();
      const key = JSON.stringify([t.lang, view.total, view.done, view.running, view.complete, view.shallower, view.stopped, view.effortMs, view.summary, view.current, view.sideName('w'), view.unitName]);
      if (key === drawn) return;
      drawn = key;
      title.textContent = t('reviewTitle');
      effortText.textContent = t('reviewEffort');
      if (effort.options.length !== EFFORTS_MS.length || effort.options[0].textContent !== t('reviewEffortValue', { seconds: EFFORTS_MS[0] / 1000 }))
        effort.replaceChildren(...EFFORTS_MS.map((ms) => option(String(ms), t('reviewEffortValue', { seconds: ms / 1000 }))));
      effort.value = String(view.effortMs);
      effort.disabled = view.running;
      start.textContent = t(view.shallower ? 'reviewDeeper' : view.done > 0 && !view.complete ? 'reviewResume' : 'reviewStart');
      start.hidden = view.running || view.complete;
      start.disabled = view.total < 2;
      stop.textContent = t('reviewStop');
      stop.hidden = !view.running;
      progress.max = Math.max(1, view.total);
      progress.value = view.done;
      progress.hidden = !view.running && !view.done;
      status.textContent =
        view.total < 2 ? t('reviewNothing')
        : view.complete ? t('reviewDone')
        : view.running ? t('reviewProgress', { done: view.done, total: view.total })
        : view.shallower ? t('reviewShallower', { seconds: view.effortMs / 1000 })
        : view.done ? t('reviewStopped', { done: view.done, total: view.total })
        : '';
      thresholds.textContent = t('reviewThresholds');
      renderSummary(t, view);
      renderCurrent(t, view);
    },
  };
}

// The graph under the board: click or drag to go to a move, arrow keys, Home and End step
// when it has the focus (it is a slider for assistive technology).
export function createGraphView(canvas, { onJump, getT }) {
  let count = 0;
  let dragging = false;
  const jumpAt = (event) => {
    const rect = canvas.getBoundingClientRect();
    onJump(plyAtX(event.clientX - rect.left, count, rect.width));
  };
  canvas.addEventListener('pointerdown', (event) => {
    if (count < 2) return;
    dragging = true;
    canvas.setPointerCapture?.(event.pointerId);
    jumpAt(event);
  });
  canvas.addEventListener('pointermove', (event) => dragging && jumpAt(event));
  const end = () => (dragging = false);
  canvas.addEventListener('pointerup', end);
  canvas.addEventListener('pointercancel', end);
  canvas.addEventListener('keydown', (event) => {
    const now = Number(canvas.getAttribute('aria-valuenow')) || 0;
    const to = { ArrowLeft: now - 1, ArrowDown: now - 1, ArrowRight: now + 1, ArrowUp: now + 1, Home: 0, End: count - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    onJump(Math.max(0, Math.min(count - 1, to)));
  });
  canvas.tabIndex = 0;
  canvas.setAttribute('role', 'slider');
  let drawn = '';
  return {
    render({ values, marks, current, colors }) {
      count = values.length;
      canvas.hidden = count < 2;
      if (canvas.hidden) return;
      const ratio = window.devicePixelRatio || 1;
      const width = canvas.clientWidth || 300;
      const height = canvas.clientHeight || 64;
      const key = JSON.stringify([values, marks, current, width, height, ratio, getT().lang]);
      if (key === drawn) return;
      drawn = key;
      if (canvas.width !== Math.round(width * ratio) || canvas.height !== Math.round(height * ratio)) {
        canvas.width = Math.round(width * ratio);
        canvas.height = Math.round(height * ratio);
      }
      const ctx = canvas.getContext('2d');
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
      drawEvalGraph(ctx, { width, height, values, marks, current, colors });
      canvas.setAttribute('aria-label', getT()('reviewGraph'));
      canvas.setAttribute('aria-valuemin', '0');
      canvas.setAttribute('aria-valuemax', String(count - 1));
      canvas.setAttribute('aria-valuenow', String(current ?? 0));
      canvas.dataset.drawn = String(values.filter((v) => v !== null).length);
    },
  };
}

// The analysis panel beside the board: the score in words (for the side to move or a side
// chosen), depth and speed, up to three best lines in the game's notation (each move a
// button: it plays the line up to that move), a "read out" button for screen readers (the
// lines themselves are not a live region: they change several times a second), and the
// evaluation bar beside the board. Drawing only; the page decides what it shows.
import { el, button, option } from '../common/dom.js';
import { barShare, describeScore, scoreParts, fromSide } from './score.js';

// view: {report, lines: [{pv, text, score, mate, depth}], sideToMove, scoreView ('mover'|'w'|
// 'b'), unit, sideName(side), message (a note instead of lines, e.g. the game is over),
// waiting}
export function createAnalysisPanel(root, { getT, onPlayLine, onScoreView, onReadOut }) {
  const title = el('h2', 'analysis-title');
  const score = el('p', 'analysis-score');
  const meta = el('p', 'analysis-meta');
  const viewLabel = el('label', 'analysis-view');
  const viewText = el('span');
  const viewSelect = el('select');
  viewSelect.addEventListener('change', () => onScoreView(viewSelect.value));
  viewLabel.append(viewText, ' ', viewSelect);
  const lines = el('ol', 'analysis-lines');
  const note = el('p', 'note analysis-note');
  const readOut = button('', 'analysis-read');
  readOut.addEventListener('click', () => onReadOut());
  const unitNote = el('p', 'note analysis-unit');
  const help = el('p', 'note analysis-help');
  root.replaceChildren(title, score, meta, lines, note, viewLabel, readOut, unitNote, help);

  function renderLines(t, view) {
    lines.replaceChildren(
      ...view.lines.map((line, n) => {
        const item = el('li', 'analysis-line');
        const parts = scoreParts(fromSide(line, view.sideToMove, view.scoreView === 'mover' ? view.sideToMove : view.scoreView));
        item.append(el('span', 'analysis-line-score', parts.kind === 'mate' ? `#${parts.moves}` : parts.text));
        item.setAttribute('aria-label', `${t('analysisLine', { n: n + 1 })}: ${describeScore(line, view.sideToMove, view.scoreView, view.unit, view.sideName, t)}`);
        line.text.forEach((text, k) => {
          const move = button(text, 'analysis-move');
          move.title = t('analysisPlayTo', { move: text });
          move.dataset.line = String(n);
          move.dataset.index = String(k);
          move.dataset.move = line.pv[k];
          move.addEventListener('click', () => onPlayLine(line.pv.slice(0, k + 1)));
          item.append(' ', move);
        });
        return item;
      }),
    );
  }

  // What was drawn: the page calls render() often, and rebuilding the lines' buttons each
  // time would keep the page busy for nothing.
  let drawnLines = '';
  let drawnRest = '';
  return {
    render(view) {
      const t = getT();
      const report = view.report;
      const hasLines = Boolean(report && view.lines.length);
      const linesKey = JSON.stringify([t.lang, view.scoreView, hasLines ? view.lines.map((l) => [l.text, l.score, l.mate]) : []]);
      const restKey = JSON.stringify([t.lang, view.scoreView, view.unit, view.message, view.sideName('w'), hasLines && [report.score, report.mate, report.depth, Math.round((report.nps || 0) / 1000)]]);
      if (linesKey === drawnLines && restKey === drawnRest) return;
      if (linesKey !== drawnLines) renderLines(t, hasLines ? view : { ...view, lines: [] });
      drawnLines = linesKey;
      drawnRest = restKey;
      title.textContent = t('analysisTitle');
      viewText.textContent = t('analysisScoreFor');
      const choices = [['mover', t('analysisView.mover')], ['w', view.sideName('w')], ['b', view.sideName('b')]];
      if (viewSelect.options.length !== 3 || viewSelect.options[1].textContent !== choices[1][1] || viewSelect.options[0].textContent !== choices[0][1])
        viewSelect.replaceChildren(...choices.map(([value, text]) => option(value, text)));
      viewSelect.value = view.scoreView;
      readOut.textContent = t('analysisReadOut');
      unitNote.textContent = t(view.unit === 'points' ? 'analysisPointsHelp' : 'analysisSoldiersHelp');
      help.textContent = t('analysisHelp');
      score.textContent = hasLines ? describeScore(report, view.sideToMove, view.scoreView, view.unit, view.sideName, t) : '';
      meta.textContent = hasLines
        ? `${t('analysisDepth', { depth: report.depth })} · ${t('analysisSpeed', { speed: Math.round((report.nps || 0) / 1000) })}`
        : '';
      note.textContent = view.message || (hasLines ? '' : t('analysisWaiting'));
      note.hidden = !note.textContent;
      readOut.disabled = !hasLines;
    },
  };
}

// What "read out" says: the score and the best line in the game's notation.
export function readOutText(view, t) {
  const best = view.lines[0];
  if (!view.report || !best) return t('analysisWaiting');
  return t('analysisReadOutText', {
    depth: view.report.depth,
    line: best.text.join(', '),
    score: describeScore(view.report, view.sideToMove, view.scoreView, view.unit, view.sideName, t),
  });
}

// The evaluation bar: the first player's share grows from the first player's end of the
// board (the bottom unless the board is flipped).
export function renderEvalBar(bar, { report, sideToMove, flipped, label }) {
  bar.hidden = false;
  let fill = bar.firstElementChild;
  if (!fill) {
    fill = el('div', 'eval-fill');
    bar.append(fill);
  }
  const share = report ? barShare(report, sideToMove) : 0.5;
  fill.style.height = `${(share * 100).toFixed(1)}%`;
  bar.classList.toggle('flipped', Boolean(flipped));
  bar.setAttribute('aria-label', label);
  bar.dataset.share = share.toFixed(3);
}

// The rules panel: the game in plain language, every piece with its move (Gwangsanghui:
// beside the classical Chinese phrase it rests on, with a switch between the classic and
// dlp readings), the special rules, and a demo board for each piece.
import { OVERVIEW, PIECE_TEXT } from '../rules-text.js';
import { buildDemo } from '../demo.js';
import { createBoardView } from '../board-view.js';
import { inkColor, pieceIndex, pieceLabel, pieceScale, pieceShape } from '../piece-style.js';

function el(tag, className, text) {
  const e = document.createElement(tag);
  if (className) e.className = className;
  if (text !== undefined) e.textContent = text;
  return e;
}

export function createRulesPanel({ dialog, engine, store, game }) {
  const title = dialog.querySelector('#dlg-rules-title');
  const body = dialog.querySelector('#rules-body');
  let demoView = null;
  let t = (k) => k;
  dialog.querySelector('#rules-close').addEventListener('click', () => dialog.close());
  dialog.addEventListener('close', () => { demoView?.destroy(); demoView = null; });

  async function show(variant) {
    const data = await game.variantData(variant);
    if (data.error) { body.textContent = data.error; return; }
    const { info, spec } = data;
    demoView?.destroy();
    demoView = null;
    body.replaceChildren();
    title.textContent = t('rulesOf', { game: t(`game.${info.game}`) });

    if (info.game === 'gwangsanghui') {
      const sw = el('div', 'reading-switch');
      sw.append(el('span', '', t('readingSwitch')));
      for (const name of ['gwangsanghui', 'gwangsanghui-dlp']) {
        const b = el('button', '', t(name === 'gwangsanghui' ? 'ruleset.classic' : 'ruleset.dlp'));
        b.type = 'button';
        b.setAttribute('aria-pressed', String(name === variant));
        b.addEventListener('click', () => show(name));
        sw.append(b);
      }
      body.append(sw);
    }
    if (info.ruleSetNote) body.append(el('p', 'note', info.ruleSetNote));
    for (const line of OVERVIEW[info.game] ?? []) body.append(el('p', '', line));

    const demoArea = el('div', 'demo-area');
    const demoCaption = el('p', 'note', t('demoHelp'));
    const demoCanvas = el('canvas', 'demo-board');
    demoCanvas.setAttribute('aria-label', t('demo'));
    demoArea.append(demoCaption, demoCanvas);
    demoArea.hidden = true;

    body.append(el('h3', '', t('pieces')));
    const table = el('table');
    const head = el('tr');
    const classical = info.pieces.some((p) => p.sourceText);
    for (const h of ['', t('pieceName'), t('reading'), ...(classical ? [t('sourceText')] : []), '']) head.append(el('th', '', h));
    table.append(head);
    const index = pieceIndex(info);
    const labels = store.get().labels;
    for (const p of info.pieces) {
      const row = el('tr');
      const glyph = el('td', 'glyph');
      for (const color of ['w', 'b']) {
        const span = el('span', '', pieceLabel(index.get(p.letter.toUpperCase()), color, labels));
        span.style.color = inkColor(info.game, color);
        glyph.append(span, ' ');
      }
      row.append(glyph);
      const name = el('td', '', `${p.name} (${p.letter})`);
      if (p.points) name.append(el('div', 'note', `${t('points_')}: ${p.points}`));
      row.append(name);
      row.append(el('td', '', p.reading || PIECE_TEXT[info.game]?.[p.letter.toUpperCase()] || ''));
      if (classical) row.append(el('td', 'source', p.sourceText || ''));
      const cell = el('td');
      const demo = el('button', '', t('demo'));
      demo.type = 'button';
      demo.addEventListener('click', async () => {
        demoArea.hidden = false;
        const start = await engine.state({ variant, fen: info.startFen, moves: [] });
        const d = await buildDemo(engine, variant, info, start.board ?? [], p.letter.toUpperCase());
        if (d.error) { demoCaption.textContent = d.error; return; }
        demoCaption.textContent = `${t('demoFor', { piece: p.name, count: d.dests.length })}. ${t('demoHelp')}`;
        demoView ??= createBoardView(demoCanvas);
        const styleOf = (piece) => ({
          shape: pieceShape(info.game), scale: pieceScale(info.game, piece.letter), ink: inkColor(info.game, piece.color),
          label: pieceLabel(index.get(piece.letter.toUpperCase()) ?? { letter: piece.letter }, piece.color, store.get().labels),
        });
        demoView.set({ spec, flipped: false, pieces: d.pieces, styleOf, selected: d.square, dests: d.dests, blocked: d.blocked, lastMove: null, check: null, hint: null, cursor: null, drag: null });
        demoArea.scrollIntoView({ block: 'nearest' });
      });
      cell.append(demo);
      row.append(cell);
      table.append(row);
    }
    body.append(table, demoArea);

    if (info.ruleNotes?.length) {
      body.append(el('h3', '', t('specialRules')));
      const notes = el('table');
      for (const n of info.ruleNotes) {
        const row = el('tr');
        row.append(el('th', '', n.name), el('td', '', n.reading), el('td', 'source', n.sourceText));
        notes.append(row);
      }
      body.append(notes);
    }
  }

  return {
    async open(tr) {
      t = tr;
      if (!dialog.open) dialog.showModal();
      await show(store.get().variant);
    },
  };
}

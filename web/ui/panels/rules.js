// The rules panel: the game in plain language, every piece with its move (Gwangsanghui:
// beside the sentences of the classical text it rests on, what this project's reading adds
// labelled as such, with a switch between the two readings), the special rules and the notes
// on the reading, and a demo board for each piece.
import { rulesText } from '../rules-text.js';
import { localSource, partText, renderQuote, renderSourceParts } from '../source-note.js';
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
    const words = rulesText(t.lang, variant, info.game);
    const ruleSet = words.ruleSet || info.ruleSetNote;
    if (ruleSet) body.append(el('p', 'note', ruleSet));
    for (const line of words.overview) body.append(el('p', '', line));

    // The demo board: the piece's moves, the points a blocker takes away, and the region
    // that limits it, each said in words too (the canvas's label repeats them).
    const demoArea = el('div', 'demo-area');
    const demoCaption = el('p', 'note demo-caption', t('demoHelp'));
    demoCaption.setAttribute('aria-live', 'polite');
    const demoLimit = el('p', 'demo-limit');
    demoLimit.setAttribute('aria-live', 'polite');
    demoLimit.hidden = true;
    const demoCanvas = el('canvas', 'demo-board');
    demoCanvas.setAttribute('role', 'img');
    demoCanvas.setAttribute('aria-label', t('demo'));
    demoArea.append(demoCaption, demoLimit, demoCanvas);
    // The demo opens right below the piece's row, where the visitor clicked.
    const demoRow = el('tr', 'demo-row');
    const demoCell = el('td');
    demoRow.append(demoCell);
    demoCell.append(demoArea);

    body.append(el('h3', '', t('pieces')));
    const table = el('table', 'pieces');
    const head = el('tr', 'head');
    const classical = info.pieces.some((p) => p.source);
    const headings = ['', t('pieceName'), t('howItMoves'), ...(classical ? [t('sourceText')] : []), ''];
    for (const h of headings) head.append(el('th', '', h));
    demoCell.colSpan = headings.length;
    const demoButtons = [];
    let demoTicket = 0;  // a later click wins over an earlier one still being worked out
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
      const pieceName = words.pieceName(p.letter) || p.name;
      const name = el('td', '', `${pieceName} (${p.letter})`);
      if (p.points) name.append(el('div', 'note', `${t('points_')}: ${p.points}`));
      row.append(name);
      const moveText = el('td', 'move-text');
      if (p.source) moveText.append(renderSourceParts(document, localSource(p.source, words.source('pieces', p.letter.toUpperCase())), t));
      else moveText.textContent = words.pieceText(p.letter.toUpperCase());
      row.append(moveText);
      if (classical) {
        const source = el('td', 'source');
        if (p.source) source.append(renderQuote(document, p.source));
        row.append(source);
      }
      const cell = el('td', 'demo-cell');
      const demo = el('button', '', t('demo'));
      demo.type = 'button';
      demo.setAttribute('aria-label', `${t('demo')}: ${pieceName}`);
      demo.setAttribute('aria-expanded', 'false');
      demoButtons.push(demo);
      demo.addEventListener('click', async () => {
        for (const b of demoButtons) b.setAttribute('aria-expanded', String(b === demo));
        row.after(demoRow);
        const ticket = ++demoTicket;
        const start = await engine.state({ variant, fen: info.startFen, moves: [] });
        const d = await buildDemo(engine, variant, info, start.board ?? [], p.letter.toUpperCase());
        if (ticket !== demoTicket) return;
        if (d.error) { demoCaption.textContent = d.error; return; }
        // A limit that is this project's reading of a source text says so (piece-limits.js).
        const limitPart = { label: d.captionIsReading ? t('label.reading') : '', text: d.caption ? t(d.caption) : '' };
        const limit = limitPart.text ? partText(limitPart, t) : '';
        const end = t('sentenceEnd');
        const count = t(d.dests.length === 1 ? 'demoForOne' : 'demoFor', { piece: pieceName, count: d.dests.length }) + end;
        demoCaption.textContent = [count, t('demoHelp'), d.blocked.length ? t('demoHelpBlocked') : ''].filter(Boolean).join(' ');
        demoLimit.replaceChildren();
        if (limitPart.label) demoLimit.append(el('span', 'part-label label-reading', limitPart.label + t('labelColon')));
        demoLimit.append(limitPart.text);
        demoLimit.hidden = !limit;
        demoCanvas.setAttribute('aria-label', [count, d.dests.join(', ') + end, limit].filter(Boolean).join(' '));
        demoView ??= createBoardView(demoCanvas);
        const styleOf = (piece) => ({
          shape: pieceShape(info.game), scale: pieceScale(info.game, piece.letter), ink: inkColor(info.game, piece.color),
          label: pieceLabel(index.get(piece.letter.toUpperCase()) ?? { letter: piece.letter }, piece.color, store.get().labels),
        });
        demoView.set({ spec, flipped: false, pieces: d.pieces, styleOf, selected: d.square, dests: d.dests, blocked: d.blocked, region: d.region, lastMove: null, check: null, hint: null, cursor: null, drag: null });
        demoArea.scrollIntoView({ block: 'nearest' });
      });
      cell.append(demo);
      row.append(cell);
      table.append(row);
    }
    body.append(table);

    // Rules that are not moves, and notes on how the rule set reads its text (Gwangsanghui).
    const appendNotes = (heading, notes, section) => {
      if (!notes?.length) return;
      body.append(el('h3', '', heading));
      const table = el('table', 'notes');
      for (const n of notes) {
        const translated = words.source(section, n.name);
        const row = el('tr');
        const parts = el('td');
        parts.append(renderSourceParts(document, localSource(n.source, translated), t));
        const source = el('td', 'source');
        source.append(renderQuote(document, n.source));
        row.append(el('th', '', translated?.name ?? n.name), parts, source);
        table.append(row);
      }
      body.append(table);
    };
    appendNotes(t('specialRules'), info.ruleNotes, 'ruleNotes');
    appendNotes(t('readingNotes'), info.readingNotes, 'readingNotes');
  }

  return {
    async open(tr) {
      t = tr;
      if (!dialog.open) dialog.showModal();
      await show(store.get().variant);
    },
  };
}

// The rules panel: the game in plain language, every piece with its move (Gwangsanghui:
// beside the sentences of the classical text it rests on, what this project's reading adds
// labelled as such, with a switch between the two readings), the special rules and the notes
// on the reading, and a demo board for each piece.
import { rulesText } from './rules-text.js';
import { localSource, renderQuote, renderSourceParts } from './source-note.js';
import { buildDemo } from './demo.js';
import { demoText } from './demo-text.js';
import { coordinateStyle } from '../board/coordinates.js';
import { createBoardView } from '../board/view.js';
import { inkColor, pieceIndex, pieceLabel, pieceStyler } from '../board/piece-style.js';
import { el, button } from '../common/dom.js';
import { ruleSetLabel } from '../i18n/describe.js';

// The source reader's address, at a sentence if given.
const readerHref = (lang, id) => `reader.html?lang=${lang}${id ? `#${id}` : ''}`;

// variants: the engine's list of games (engine.variants()); getT(): the page's translator now.
export function createRulesPanel({ dialog, engine, store, game, getT, variants = [] }) {
  const panel = {
    engine, store, game, variants, get t() { return getT(); }, demoView: null,
    title: dialog.querySelector('#dlg-rules-title'), body: dialog.querySelector('#rules-body'),
  };
  dialog.querySelector('#rules-close').addEventListener('click', () => dialog.close());
  dialog.addEventListener('close', () => closeDemo(panel));
  return {
    async open() {
      if (!dialog.open) dialog.showModal();
      await show(panel, store.get().variant);
    },
  };
}

function closeDemo(panel) {
  panel.demoView?.destroy();
  panel.demoView = null;
}

async function show(panel, variant) {
  const data = await panel.game.variantData(variant);
  const { body, t } = panel;
  if (data.error) { body.textContent = data.error; return; }
  const { info } = data;
  closeDemo(panel);
  body.replaceChildren();
  panel.title.textContent = t('rulesOf', { game: t(`game.${info.game}`) });
  // Rule sets that read a classical text differently (Gwangsanghui): a switch between them.
  const readings = panel.variants.filter((v) => v.game === info.game);
  if (readings.length > 1 && info.pieces.some((p) => p.source)) body.append(readingSwitch(panel, variant, readings));
  // The whole text, sentence by sentence, with boards (reader.html); each quote below links
  // to its sentences there.
  if (info.pieces.some((p) => p.source)) {
    const link = el('a', 'reader-link', t('readerLink'));
    link.href = readerHref(t.lang);
    const line = el('p', 'reader-link-line');
    line.append(link);
    body.append(line);
  }
  const words = rulesText(t.lang, variant, info.game);
  const ruleSet = words.ruleSet || info.ruleSetNote;
  if (ruleSet) body.append(el('p', 'note', ruleSet));
  for (const line of words.overview) body.append(el('p', '', line));
  body.append(el('h3', '', t('pieces')), pieceTable(panel, variant, data, words));
  // Rules that are not moves, and notes on how the rule set reads its text (Gwangsanghui).
  if (info.ruleNotes?.length) body.append(el('h3', '', t('specialRules')), ruleNotes(t, info.ruleNotes, words, 'ruleNotes'));
  if (info.readingNotes?.length) body.append(el('h3', '', t('readingNotes')), ruleNotes(t, info.readingNotes, words, 'readingNotes'));
}

// One button for each reading (the game's variants).
function readingSwitch(panel, variant, readings) {
  const sw = el('div', 'reading-switch');
  sw.append(el('span', '', panel.t('readingSwitch')));
  for (const v of readings) {
    const b = button(ruleSetLabel(v, panel.t));
    b.setAttribute('aria-pressed', String(v.name === variant));
    b.addEventListener('click', () => show(panel, v.name));
    sw.append(b);
  }
  return sw;
}

// Each note's parts (what the text says, this project's reading...) beside its quote.
function ruleNotes(t, notes, words, section) {
  const table = el('table', 'notes');
  for (const n of notes) {
    const translated = words.source(section, n.name);
    const parts = el('td');
    parts.append(renderSourceParts(document, localSource(n.source, translated), t));
    const source = el('td', 'source');
    source.append(renderQuote(document, n.source, (id) => readerHref(t.lang, id)));
    const row = el('tr');
    row.append(el('th', '', translated?.name ?? n.name), parts, source);
    table.append(row);
  }
  return table;
}

// The demo board: the piece's moves, the points a blocker takes away, and the region that
// limits it, each said in words too (the canvas's label repeats them). It opens right
// below the piece's row, where the visitor clicked.
function demoParts(panel, columns) {
  const area = el('div', 'demo-area');
  const caption = el('p', 'note demo-caption', panel.t('demoHelp'));
  caption.setAttribute('aria-live', 'polite');
  const limit = el('p', 'demo-limit');
  limit.setAttribute('aria-live', 'polite');
  limit.hidden = true;
  const canvas = el('canvas', 'demo-board');
  canvas.setAttribute('role', 'img');
  canvas.setAttribute('aria-label', panel.t('demo'));
  area.append(caption, limit, canvas);
  const row = el('tr', 'demo-row');
  const cell = el('td');
  cell.colSpan = columns;
  cell.append(area);
  row.append(cell);
  return { area, caption, limit, canvas, row, buttons: [], ticket: 0 };
}

function pieceTable(panel, variant, data, words) {
  const { info } = data;
  const t = panel.t;
  const table = el('table', 'pieces');
  const head = el('tr', 'head');
  const classical = info.pieces.some((p) => p.source);
  const headings = ['', t('pieceName'), t('howItMoves'), ...(classical ? [t('sourceText')] : []), ''];
  for (const h of headings) head.append(el('th', '', h));
  table.append(head);
  const demo = demoParts(panel, headings.length);
  for (const p of info.pieces) table.append(pieceRow(panel, { variant, data, words, classical, demo }, p));
  return table;
}

function pieceRow(panel, { variant, data, words, classical, demo }, p) {
  const { t, store } = panel;
  const { info } = data;
  const index = pieceIndex(info);
  const row = el('tr');
  const glyph = el('td', 'glyph');
  for (const color of ['w', 'b']) {
    const span = el('span', '', pieceLabel(index.get(p.letter.toUpperCase()), color, store.get().labels));
    span.style.color = inkColor(info, color);
    glyph.append(span, ' ');
  }
  const pieceName = words.pieceName(p.letter) || p.name;
  const name = el('td', '', `${pieceName} (${p.letter})`);
  if (p.points) name.append(el('div', 'note', `${t('points_')}: ${p.points}`));
  const moveText = el('td', 'move-text');
  if (p.source) moveText.append(renderSourceParts(document, localSource(p.source, words.source('pieces', p.letter.toUpperCase())), t));
  else moveText.textContent = words.pieceText(p.letter.toUpperCase());
  row.append(glyph, name, moveText);
  if (classical) {
    const source = el('td', 'source');
    if (p.source) source.append(renderQuote(document, p.source, (id) => readerHref(t.lang, id)));
    row.append(source);
  }
  const cell = el('td', 'demo-cell');
  const b = button(t('demo'));
  b.setAttribute('aria-label', `${t('demo')}: ${pieceName}`);
  b.setAttribute('aria-expanded', 'false');
  demo.buttons.push(b);
  b.addEventListener('click', () => {
    for (const other of demo.buttons) other.setAttribute('aria-expanded', String(other === b));
    row.after(demo.row);
    showDemo(panel, variant, data, demo, { letter: p.letter.toUpperCase(), name: pieceName });
  });
  cell.append(b);
  row.append(cell);
  return row;
}

async function showDemo(panel, variant, { info, spec }, demo, piece) {
  const { t, engine, store } = panel;
  const ticket = ++demo.ticket;  // a later click wins over an earlier one still being worked out
  const start = await engine.state({ variant, fen: info.startFen, moves: [] });
  const d = await buildDemo(engine, variant, info, start.board ?? [], piece.letter);
  if (ticket !== demo.ticket) return;
  if (d.error) { demo.caption.textContent = d.error; return; }
  // A limit that is this project's reading of a source text says so (piece-limits.js).
  const said = demoText(d, t, piece.name);
  demo.caption.textContent = `${said.count} ${said.help}`;
  demo.limit.replaceChildren();
  if (said.limitPart.label) demo.limit.append(el('span', 'part-label label-reading', said.limitPart.label + t('labelColon')));
  demo.limit.append(said.limitPart.text);
  demo.limit.hidden = !said.limit;
  demo.canvas.setAttribute('aria-label', said.label);
  panel.demoView ??= createBoardView(demo.canvas);
  panel.demoView.set({
    spec, flipped: false, pieces: d.pieces, styleOf: pieceStyler(info, store.get().labels), selected: d.square, dests: d.dests,
    coords: coordinateStyle(info.notation, store.get().notationStyle),  // the game board's numbering
    blocked: d.blocked, region: d.region, lastMove: null, check: null, hint: null, cursor: null, drag: null,
  });
  demo.area.scrollIntoView({ block: 'nearest' });
}

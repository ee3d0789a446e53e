// The position editor's panel (the #editor section): the palette of every piece of both sides
// in the chosen labels, start from the start / an empty board / the game on the board, side
// to move, flip, Janggi's arrangements, Gwangsanghui's pending fallen general, the engine's
// problems one per line, and Play / Analyse / Copy FEN / Copy link. The editing itself is
// editor.js.
import { el, button, option, byId } from '../common/dom.js';
import { createEditor } from './editor.js';
import * as E from './board.js';
import { inkColor, pieceLabel } from '../board/piece-style.js';
import { sideName, pieceWords } from '../i18n/describe.js';
import { problemText } from './problem-text.js';
import { namePoints } from '../board/coordinates.js';

const IDS = ['editor-board', 'ed-start', 'ed-empty', 'ed-current', 'ed-flip', 'ed-palette', 'ed-side-w', 'ed-side-b',
  'ed-arrangement', 'ed-arr-w', 'ed-arr-b', 'ed-arr-w-label', 'ed-arr-b-label', 'ed-fallen-row', 'ed-fallen',
  'ed-problems', 'ed-play-computer', 'ed-play-human', 'ed-analyse', 'ed-fen', 'ed-copy-fen', 'ed-copy-link',
  'ed-close', 'ed-status'];
const DRAG_THRESHOLD_PX = 5;

// deps: {root, app, engine, game, store, getT(), announce(text), labels(), onPlay({variant, fen,
// opponent, humanSide}), analyse ({variant, fen}) or null while the page has no analysis board,
// onShown() after the editor opens or closes (the page's header names its game)}
export function createEditorPanel(deps) {
  const parts = byId(deps.root, IDS);
  const p = { ...deps, parts, paletteKey: '' };
  p.editor = createEditor({
    canvas: parts['editor-board'], engine: deps.engine, labels: deps.labels, notation: () => deps.store.get().notationStyle,
    variantData: (v) => deps.game.variantData(v), render: () => render(p), say: (problems) => sayProblems(p, problems),
  });
  p.editor.state().sayPoint = (square, piece) => deps.announce(named(p, piece
    ? deps.getT()('announceCursor', { square, piece: pieceWords(p.editor.state(), piece, deps.getT()) })
    : deps.getT()('announceEmpty', { square })));
  wire(p);
  return {
    open: (variant, fen) => open(p, variant, fen),
    close: () => close(p),
    isOpen: () => !deps.root.hidden,
    game: () => p.editor.state().info?.game,
  };
}

async function open(p, variant, fen) {
  const r = await p.editor.open(variant, fen);
  if (r.error) return r;
  p.app.hidden = true;
  p.root.hidden = false;
  p.root.dataset.state = 'editing';
  p.paletteKey = '';
  render(p);
  p.onShown?.();
  p.parts['editor-board'].focus();
  return r;
}

function close(p) {
  p.root.hidden = true;
  p.root.dataset.state = 'closed';
  p.app.hidden = false;
  p.onShown?.();
}

function wire(p) {
  const { parts, editor } = p;
  const click = (id, fn) => parts[id].addEventListener('click', fn);
  click('ed-start', () => editor.open(editor.state().variant, null));
  click('ed-empty', () => editor.open(editor.state().variant, 'empty'));
  click('ed-current', () => editor.open(editor.state().variant, p.store.get().position?.fen));
  click('ed-flip', () => editor.flip());
  click('ed-close', () => close(p));
  click('ed-play-computer', () => play(p, 'computer'));
  click('ed-play-human', () => play(p, 'human'));
  click('ed-analyse', () => analyse(p));
  click('ed-copy-fen', () => copy(p, editor.fen(), parts['ed-fen']));
  click('ed-copy-link', () => copy(p, linkOf(editor.state().variant, editor.fen())));
  for (const radio of p.root.querySelectorAll('input[name="ed-side"]')) {
    radio.addEventListener('change', () => editor.change((s) => E.withSide(s, radio.value)));
  }
  for (const side of ['w', 'b']) {
    parts[`ed-arr-${side}`].addEventListener('change', (e) => { if (e.target.value) editor.arrange(side, e.target.value); });
  }
  parts['ed-fallen'].addEventListener('change', (e) => editor.change((s) => E.withFallen(s, e.target.value)));
}

// The editor closes once the game holds its position (not before, which showed the game in
// progress for a moment, ready for a move), and stays open if the game refuses it.
async function play(p, opponent) {
  const ed = p.editor.state();
  if (ed.problems.errors.length || ed.checked !== p.editor.fen()) return;
  const r = await p.onPlay({ variant: ed.variant, fen: p.editor.fen(), opponent, humanSide: ed.setup.side });
  if (!r?.error) close(p);
}

async function analyse(p) {
  const ed = p.editor.state();
  if (ed.problems.errors.length || ed.checked !== p.editor.fen() || !p.analyse) return;
  const r = await p.analyse({ variant: ed.variant, fen: p.editor.fen() });
  if (!r?.error) close(p);
}

// The main page opening this position.
export function linkOf(variant, fen, href = location.href) {
  const url = new URL(href);
  url.search = new URLSearchParams({ game: variant, fen }).toString();
  url.hash = '';
  return url.toString();
}

async function copy(p, text, field = null) {
  const status = p.parts['ed-status'];
  try {
    await navigator.clipboard.writeText(text);
    status.textContent = p.getT()('copied');
  } catch {
    status.textContent = text;  // no clipboard here: shown, to be selected by hand
    field?.select();
  }
}

function render(p) {
  const ed = p.editor.state();
  if (!ed.setup) return;
  const t = p.getT();
  const { parts } = p;
  renderPalette(p, ed, t);
  for (const side of ['w', 'b']) {
    parts[`ed-side-${side}`].textContent = sideName(t, ed.info.game, side);
    p.root.querySelector(`input[name="ed-side"][value="${side}"]`).checked = ed.setup.side === side;
  }
  renderArrangements(p, ed, t);
  renderFallen(p, ed, t);
  renderProblems(p, ed, t);
  const fen = p.editor.fen();
  parts['ed-fen'].value = fen;
  const playable = ed.problems.errors.length === 0 && ed.checked === fen;
  parts['ed-play-computer'].disabled = parts['ed-play-human'].disabled = !playable;
  parts['ed-analyse'].hidden = !p.analyse;
  parts['ed-analyse'].disabled = !playable;
  Object.assign(p.root.dataset, {
    variant: ed.variant, fen, checked: String(ed.checked === fen),
    errors: String(ed.problems.errors.length), warnings: String(ed.problems.warnings.length),
  });
}

// Every piece of both sides, in the labels chosen in Settings; the chosen one pressed.
function renderPalette(p, ed, t) {
  const box = p.parts['ed-palette'];
  const key = `${ed.variant}|${p.labels()}|${t.lang}`;
  if (key !== p.paletteKey) {
    p.paletteKey = key;
    box.replaceChildren();
    for (const piece of E.paletteOf(ed.info.pieces.map((x) => x.letter.toUpperCase()))) {
      const info = ed.info.pieces.find((x) => x.letter.toUpperCase() === piece.letter);
      const b = button(pieceLabel(info, piece.color, p.labels()), `palette-piece ${ed.info.pieceShape ?? ''}`);
      b.style.color = inkColor(ed.info.game, piece.color);
      b.dataset.piece = piece.color === 'w' ? piece.letter : piece.letter.toLowerCase();
      b.setAttribute('aria-label', pieceWords(ed, piece, t));
      b.title = b.getAttribute('aria-label');
      paletteDrag(p, b, piece);
      box.append(b);
    }
  }
  for (const b of box.children) {
    const chosen = ed.palette && b.dataset.piece === (ed.palette.color === 'w' ? ed.palette.letter : ed.palette.letter.toLowerCase());
    b.setAttribute('aria-pressed', String(Boolean(chosen)));
  }
}

// A press chooses the piece; dragged onto the board it is put where it is let go.
function paletteDrag(p, b, piece) {
  b.addEventListener('click', () => p.editor.choose(piece));
  b.addEventListener('pointerdown', (down) => {
    if (down.button !== 0) return;
    let dragging = false;
    const move = (e) => {
      if (!dragging && Math.hypot(e.clientX - down.clientX, e.clientY - down.clientY) < DRAG_THRESHOLD_PX) return;
      dragging = true;
      p.editor.dragFromPalette(piece, e.clientX, e.clientY);
    };
    const up = (e) => {
      document.removeEventListener('pointermove', move);
      document.removeEventListener('pointerup', up);
      if (!dragging) return;
      p.editor.choose(piece);
      p.editor.dropFromPalette(piece, e.clientX, e.clientY);
    };
    document.addEventListener('pointermove', move);
    document.addEventListener('pointerup', up);
  });
}

function renderArrangements(p, ed, t) {
  const setups = ed.info.setups ?? [];
  p.parts['ed-arrangement'].hidden = setups.length === 0;
  if (!setups.length) return;
  for (const side of ['w', 'b']) {
    p.parts[`ed-arr-${side}-label`].textContent = t('setupOf', { side: sideName(t, ed.info.game, side) });
    const select = p.parts[`ed-arr-${side}`];
    if (select.options.length !== setups.length + 1) {
      select.replaceChildren(option('', '—'), ...setups.map((s) => option(s.code, `${s.korean} (${s.english})`)));
    }
  }
}

// The editor's words with their points named as its board numbers them (as the game's).
function named(p, text) {
  const ed = p.editor.state();
  return namePoints(text, { info: ed.info, spec: ed.spec, notationStyle: p.store.get().notationStyle });
}

// Gwangsanghui: a General just taken, its captor on a point the side to move must take back.
function renderFallen(p, ed, t) {
  const row = p.parts['ed-fallen-row'];
  row.hidden = !ed.info.fallenGeneralField;
  if (row.hidden) return;
  const captorSide = ed.setup.side === 'w' ? 'b' : 'w';
  const squares = Object.entries(ed.setup.pieces).filter(([, x]) => x.color === captorSide).map(([sq]) => sq).sort();
  const select = p.parts['ed-fallen'];
  const want = ['', ...squares].join(' ');
  if (select.dataset.options !== want) {
    select.dataset.options = want;
    select.replaceChildren(option('', t('editorNoFallen')), ...squares.map((sq) => option(sq, named(p, sq))));
  }
  select.value = ed.setup.fallen ?? '';
}

function renderProblems(p, ed, t) {
  const box = p.parts['ed-problems'];
  box.replaceChildren();
  const { errors, warnings } = ed.problems;
  if (!errors.length && !warnings.length) {
    box.append(el('p', 'problem ok', ed.checked === p.editor.fen() ? t('editorLegal') : t('editorChecking')));
    return;
  }
  const list = el('ul');
  for (const [kind, items] of [['error', errors], ['warning', warnings]]) {
    for (const item of items) list.append(el('li', `problem ${kind}`, `${t(kind === 'error' ? 'editorError' : 'editorWarning')}: ${named(p, problemText(item, ed, t))}`));
  }
  box.append(list);
}

function sayProblems(p, problems) {
  const t = p.getT();
  const ed = p.editor.state();
  const texts = [...problems.errors, ...problems.warnings].map((x) => named(p, problemText(x, ed, t)));
  p.announce(texts.length ? texts.join('. ') : t('editorLegal'));
}

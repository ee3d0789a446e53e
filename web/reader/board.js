// One small live board of the source reader (reader.html), of a kind listed in
// reader/boards.js. The engine works out every position and move; the drawing is the page's
// board view (board/view.js), and a piece's moves are the rules panel's demo (demo.js and
// its words, demo-text.js), so the reader shows exactly what the game plays.
import { createBoardView } from '../board/view.js';
import { buildDemo, placementFen } from '../rules/demo.js';
import { demoText } from '../rules/demo-text.js';
import { boardSpec } from '../board/spec.js';
import { pieceStyler } from '../board/piece-style.js';
import { splitMove } from '../board/squares.js';
import { boardAspect } from '../board/geometry.js';
import { rulesText } from '../rules/rules-text.js';
import { el, button } from '../common/dom.js';
import { sideName, armyTakenNote } from '../i18n/describe.js';
import { createCaptionSpace } from '../common/caption-space.js';

const QUIET = { flipped: false, selected: null, dests: [], blocked: [], region: null, lastMove: null, check: null, hint: null, cursor: null, drag: null };

// Pieces written as 'Kh3 Gb3 kh12' (upper case: South) -> a board array.
export function parsePieces(text) {
  return text.split(/\s+/).filter(Boolean).map((word) => ({
    letter: word[0].toUpperCase(), color: word[0] === word[0].toUpperCase() ? 'w' : 'b', square: word.slice(1),
  }));
}

// variant -> Promise of {info, start (board array), spec}, each asked of the engine once.
export function variantLoader(engine) {
  const cache = new Map();
  return (variant) => {
    if (!cache.has(variant)) {
      cache.set(variant, (async () => {
        const info = await engine.variantInfo(variant);
        if (!info || info.error) throw new Error(info?.error ?? `Unknown game "${variant}".`);
        const start = await engine.state({ variant, fen: info.startFen, moves: [] });
        const board = start.error ? [] : start.board;
        return { info, start: board, spec: boardSpec(info, board) };
      })());
    }
    return cache.get(variant);
  };
}

// The points a setup board outlines: the pieces of `letters` (within the regions `within`),
// the regions `regions`, or each side's own ranks `ranks` [from, to] (counted from its back).
export function setupRegion(board, info, start) {
  const inRegions = (names) => (info.regions ?? []).filter((r) => names.includes(r.name)).flatMap((r) => [...r.white, ...r.black]);
  if (board.regions) return inRegions(board.regions);
  if (board.ranks) {
    const [from, to] = board.ranks;
    const own = (rank) => (rank >= from && rank <= to);
    const squares = [];
    for (let file = 0; file < info.files; file++) {
      for (let rank = 1; rank <= info.ranks; rank++) {
        if (own(rank) || own(info.ranks + 1 - rank)) squares.push(`${String.fromCharCode(97 + file)}${rank}`);
      }
    }
    return squares;
  }
  if (board.letters) {
    const within = board.within ? new Set(inRegions(board.within)) : null;
    return start.filter((p) => board.letters.includes(p.letter.toUpperCase()) && (!within || within.has(p.square))).map((p) => p.square);
  }
  return [];
}

function fenOf(pieces, side, info) {
  return `${placementFen(pieces, info.files, info.ranks)} ${side} - - 0 1`;
}

// The figure's parts, made at once with the board's shape so that the page does not move
// when boards are drawn later: a caption above, the canvas (a replay adds its buttons).
export function prepareBoard(figure, variant, t, info) {
  const caption = el('figcaption');
  caption.append(el('span', 'board-ruleset', t(`ruleset.${variant}`)));
  const words = el('span', 'board-words');
  caption.append(words);
  const canvas = el('canvas', 'reader-canvas');
  canvas.setAttribute('role', 'img');
  // A name before the board is drawn (boards are drawn as they scroll into view).
  canvas.setAttribute('aria-label', t(`ruleset.${variant}`));
  const wrap = el('div', 'reader-canvas-wrap');
  wrap.append(canvas);
  wrap.style.setProperty('--board-aspect', String(boardAspect(info.files, info.ranks)));
  figure.append(caption, wrap);
  return { words, canvas, wrap, figure };
}

const say = (words, parts) => { words.replaceChildren(...parts.filter(Boolean).map((p) => (typeof p === 'string' ? `${p} ` : p))); };

function setupBoard(parts, board, data, ctx) {
  const region = board.empty ? [] : setupRegion(board, data.info, data.start);
  const pieces = board.empty ? [] : data.start;
  say(parts.words, [ctx.t(board.empty ? 'reader.emptyBoard' : 'reader.setup')]);
  parts.canvas.setAttribute('aria-label', [ctx.t(board.empty ? 'reader.emptyBoard' : 'reader.setup'), region.join(', ')].filter(Boolean).join(' '));
  return { pieces, region: region.length ? region : null };
}

async function pieceBoard(parts, board, data, ctx, variant) {
  const d = await buildDemo(ctx.engine, variant, data.info, data.start, board.letter);
  if (d.error) throw new Error(d.error);
  const name = rulesText(ctx.lang, variant, data.info.game).pieceName(board.letter) || board.letter;
  const text = demoText(d, ctx.t, name);
  const limit = el('span', 'demo-limit');
  if (text.limitPart.label) limit.append(el('span', 'part-label label-reading', text.limitPart.label + ctx.t('labelColon')));
  limit.append(text.limitPart.text);
  say(parts.words, [text.count, text.help, text.limitPart.text ? limit : null]);
  parts.canvas.setAttribute('aria-label', text.label);
  return { pieces: d.pieces, selected: d.square, dests: d.dests, blocked: d.blocked, region: d.region };
}

async function movesBoard(parts, board, data, ctx, variant) {
  const pieces = data.start.filter((p) => p.square !== board.remove);
  const st = await ctx.engine.state({ variant, fen: fenOf(pieces, 'w', data.info), moves: [] });
  if (st.error) throw new Error(st.error);
  const dests = st.legalMoves.map(splitMove).filter((m) => m && m.from === board.from).map((m) => m.to);
  say(parts.words, [ctx.t(board.caption)]);
  parts.canvas.setAttribute('aria-label', `${ctx.t(board.caption)} ${dests.join(', ')}`);
  return { pieces: st.board, selected: board.from, dests };
}

// A replay: the position after each move, asked of the engine, and buttons to step.
async function replayBoard(parts, board, data, ctx, variant, view) {
  const fen = fenOf(parsePieces(board.pieces), board.side, data.info);
  const states = [];
  for (let ply = 0; ply <= board.moves.length; ply++) {
    const st = await ctx.engine.state({ variant, fen, moves: board.moves.slice(0, ply) });
    if (st.error) throw new Error(st.error);
    states.push(st);
  }
  const bar = el('div', 'replay-bar');
  const prev = button('‹');
  const next = button('›');
  prev.setAttribute('aria-label', ctx.t('prev'));
  next.setAttribute('aria-label', ctx.t('next'));
  const where = el('span', 'replay-ply');
  where.setAttribute('aria-live', 'polite');
  bar.append(prev, where, next);
  // What a step did beyond the move (a General fallen, a wing army taken), said under the
  // buttons in a space kept for the longest such note.
  const note = el('p', 'replay-note');
  note.setAttribute('aria-live', 'polite');
  parts.wrap.after(bar, note);
  const noteSpace = createCaptionSpace(note);
  const notes = states.map((st, i) => stepNote(ctx, data.info.game, states[i - 1], st));
  say(parts.words, [ctx.t(board.caption)]);
  let ply = 0;
  const show = () => {
    const st = states[ply];
    const move = ply > 0 ? splitMove(board.moves[ply - 1]) : null;
    const notation = ply > 0 ? st.notation?.native?.[ply - 1] : '';
    where.textContent = `${ply} / ${board.moves.length}${notation ? ` · ${notation}` : ''}`;
    prev.disabled = ply === 0;
    next.disabled = ply === board.moves.length;
    noteSpace.show(notes[ply], notes);
    parts.canvas.setAttribute('aria-label', [ctx.t(board.caption), where.textContent, notes[ply]].filter(Boolean).join(' '));
    parts.figure.dataset.ply = String(ply);
    view.set({ pieces: st.board, lastMove: move ? [move.from, move.to] : null });
  };
  prev.addEventListener('click', () => { if (ply > 0) { ply--; show(); } });
  next.addEventListener('click', () => { if (ply < board.moves.length) { ply++; show(); } });
  return { scene: { pieces: states[0].board }, show };
}

// What the step from `before` to `after` did beyond its move: a General fallen (its side must
// take the captor now), or the mover's pieces the rule took off the board (the fallen
// General's wing army). '' for nothing.
function stepNote(ctx, game, before, after) {
  if (!before) return '';
  if (after.fallenGeneral) return ctx.t('fallenGeneral', { side: sideName(ctx.t, game, after.side), square: after.fallenGeneral });
  return armyTakenNote(ctx.t, game, before.side, after);
}

// Draws one board into the parts prepareBoard made; returns its view (redraw() once the
// piece font is in).
export async function renderBoard(parts, board, variant, ctx) {
  const data = await ctx.load(variant);
  const view = createBoardView(parts.canvas, { aspectTarget: parts.wrap });
  const base = { ...QUIET, spec: data.spec, styleOf: pieceStyler(data.info, ctx.labels) };
  const kinds = { setup: setupBoard, piece: pieceBoard, moves: movesBoard, replay: replayBoard };
  if (!kinds[board.kind]) throw new Error(`No board of kind "${board.kind}".`);
  const made = await kinds[board.kind](parts, board, data, ctx, variant, view);
  view.set({ ...base, ...(made.scene ?? made) });
  made.show?.();
  return view;
}

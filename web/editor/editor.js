// The position editor: a board of its own where pieces are put, moved and taken off, the
// side to move and the game's set-up details chosen, and the engine's verdict on the
// position shown after every change (one message per problem, naming the point). Errors keep
// the position from being played; warnings do not. The board's data is editor/board.js; the
// panel's elements are editor/panel.js.
import * as E from './board.js';
import { createBoardView } from '../board/view.js';
import { attachInput } from '../board/input.js';
import { pieceStyler } from '../board/piece-style.js';
import { checkSetup } from './setup-check.js';
import { pointStyle } from '../board/coordinates.js';

// deps: {canvas, engine, variantData(variant) -> {info, spec}, labels(), notation() (the
// page's notation style), render(ed), say(text)}
export function createEditor(deps) {
  const ed = {
    ...deps, variant: null, info: null, spec: null, setup: null, flipped: false,
    palette: null, problems: { errors: [], warnings: [] }, checked: null, generation: 0,
    drag: null, cursor: null, view: createBoardView(deps.canvas),
  };
  attachInput(deps.canvas, ed.view, boardActions(ed));
  return {
    state: () => ed,
    // Opens the editor on `fen` of `variant` (null: the game's start; 'empty': no pieces).
    open: (variant, fen) => open(ed, variant, fen),
    change: (fn) => change(ed, fn(ed.setup)),
    choose(piece) { ed.palette = piece; draw(ed); },
    flip() { ed.flipped = !ed.flipped; draw(ed); },
    fen: () => fenOf(ed),
    // Palette drag: a piece let go over the board at client point (x, y).
    dropFromPalette(piece, x, y) {
      const square = squareAtClient(ed, x, y);
      ed.drag = null;
      if (square) change(ed, E.placeOrRemove(ed.setup, square, piece));
      else draw(ed);
    },
    dragFromPalette(piece, x, y) {
      const rect = ed.canvas.getBoundingClientRect();
      ed.drag = { square: null, piece: { ...piece, square: null }, x: x - rect.left, y: y - rect.top };
      draw(ed);
    },
    async arrange(side, code) {
      const r = await ed.engine.janggiStartFen(code, code);
      if (!r.error) change(ed, E.withArrangement(ed.setup, side, r.fen, letters(ed)));
    },
  };
}

const letters = (ed) => ed.info.pieces.map((p) => p.letter.toUpperCase());

function fenOf(ed) {
  return E.fenOf(ed.setup, Boolean(ed.info?.fallenGeneralField) && Boolean(ed.setup.fallen));
}

async function open(ed, variant, fen) {
  const data = await ed.variantData(variant);
  if (data.error) return data;
  const { info, spec } = data;
  let setup;
  if (fen === 'empty') setup = E.emptySetup(info.files, info.ranks);
  else setup = E.setupFromFen(fen || info.startFen, info.files, info.ranks, info.pieces.map((p) => p.letter.toUpperCase()));
  if (setup.error) return { error: setup.error };
  Object.assign(ed, { variant, info, spec, setup, drag: null });
  if (!ed.palette || !info.pieces.some((p) => p.letter.toUpperCase() === ed.palette.letter)) {
    ed.palette = { letter: info.pieces[0].letter.toUpperCase(), color: 'w' };
  }
  await check(ed);
  return { ok: true };
}

function change(ed, setup) {
  if (setup === ed.setup) return;
  ed.setup = setup;
  draw(ed);
  check(ed);
}

// Asks the engine about the position; a later change's answer wins.
async function check(ed) {
  const gen = ++ed.generation;
  const fen = fenOf(ed);
  draw(ed);
  const problems = await checkSetup(ed.engine, ed.variant, fen);
  if (gen !== ed.generation) return;
  ed.problems = problems;
  ed.checked = fen;
  draw(ed);
  ed.say(problems);
}

function draw(ed) {
  if (!ed.setup) return;
  const problemSquares = [...ed.problems.errors, ...ed.problems.warnings].flatMap((p) => p.squares ?? []);
  ed.view.set({
    spec: ed.spec, flipped: ed.flipped, styleOf: pieceStyler(ed.info, ed.labels()),
    coords: pointStyle(ed.info?.notation, ed.notation?.()),  // numbered as the game's board, every point named
    pieces: Object.entries(ed.setup.pieces).map(([square, p]) => ({ square, ...p })),
    lastMove: null, check: null, facing: null, selected: null, dests: [], danger: [], hint: null,
    blocked: problemSquares, cursor: ed.cursor, drag: ed.drag,
  });
  ed.render(ed);
}

function squareAtClient(ed, x, y) {
  const layout = ed.view.layout();
  if (!layout) return null;
  const rect = ed.canvas.getBoundingClientRect();
  const col = Math.round((x - rect.left - layout.left) / layout.cell);
  const row = Math.round((y - rect.top - layout.top) / layout.cell);
  if (col < 0 || row < 0 || col >= layout.files || row >= layout.ranks) return null;
  const file = layout.flipped ? layout.files - 1 - col : col;
  const rank = layout.flipped ? row : layout.ranks - 1 - row;
  return 'abcdefghijklmnop'[file] + String(rank + 1);
}

// The board's input: a click (or Enter at the keyboard cursor) puts the chosen piece on the
// point or, when it is already there, takes it off; a piece dragged moves, dragged off the
// board it is taken off; Delete takes off the piece under the cursor.
function boardActions(ed) {
  return {
    down: (square) => Boolean(ed.setup && E.pieceAt(ed.setup, square)),
    up(square) {
      if (square && ed.palette) change(ed, E.placeOrRemove(ed.setup, square, ed.palette));
    },
    press(square) {
      if (ed.palette) change(ed, E.placeOrRemove(ed.setup, square, ed.palette));
    },
    remove(square) { change(ed, E.remove(ed.setup, square)); },
    dragMove(origin, x, y) {
      ed.drag = { square: origin, x, y };
      draw(ed);
    },
    drop(origin, square) {
      ed.drag = null;
      if (!square) change(ed, E.remove(ed.setup, origin));
      else if (square !== origin) change(ed, E.movePiece(ed.setup, origin, square));
      else draw(ed);
    },
    cancel() {
      ed.drag = null;
      draw(ed);
    },
    cursor(square) {
      ed.cursor = square;
      draw(ed);
      if (square) ed.sayPoint?.(square, E.pieceAt(ed.setup, square));
    },
  };
}

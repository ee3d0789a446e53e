// Connects the store, the canvas view and the input to the game controller: keeps the
// board's interaction state (board/scene.js), draws the scene of each state, and plays the
// moves the engine allows. Shared by the main page and the <sanggi-board> element.
import { createBoardView } from './view.js';
import { attachInput } from './input.js';
import { destinationsByOrigin, pressPoint, dropPiece, releasePoint } from './selection.js';
import { pieceStyler } from './piece-style.js';
import { boardScene, emptyBoardUi } from './scene.js';

// hooks: {onCursor(square, piece), onPicked(square, destinations), onIllegal(from, square)
// (the piece picked up cannot go to the point pressed), onExposing(squares),
// onStuck(square, piece) (a piece of the mover with no legal move was pressed)} for
// announcements and notes.
export function createBoardControl({ canvas, store, game, reducedMotion = () => false, hooks = {}, aspectTarget }) {
  const board = {
    canvas, store, game, hooks, view: createBoardView(canvas, { reducedMotion, aspectTarget }),
    ui: emptyBoardUi(), lastPosition: null, styler: { key: null, info: null, fn: null },
  };
  const unsubscribe = store.subscribe((state) => onState(board, state));
  const input = attachInput(canvas, board.view, inputActions(board), { cursorEnabled: () => ['play', 'analysis'].includes(store.get().mode) });
  const render = () => draw(board);
  return {
    view: board.view,
    render,
    clearSelection() { Object.assign(board.ui, { selected: null, drag: null }); render(); },
    resetCursor() { board.ui.cursor = null; input.resetCursor(); render(); },
    destroy() {
      unsubscribe();
      input.detach();
      board.view.destroy();
    },
  };
}

// The moves a person may make now, by origin (none while the computer thinks, in review...).
function dests(board, state = board.store.get()) {
  return board.game.humanMayMove(state) ? destinationsByOrigin(state.position.legalMoves) : new Map();
}

function styleOf(board, state) {
  const key = `${state.variant}|${state.labels}`;
  const cache = board.styler;
  if (cache.key !== key || cache.info !== state.info) board.styler = { key, info: state.info, fn: pieceStyler(state.info, state.labels) };
  return board.styler.fn;
}

function draw(board) {
  const state = board.store.get();
  if (!state.position || !state.spec) return;
  const ui = board.ui;
  const d = dests(board, state);
  if (ui.selected && !d.has(ui.selected)) ui.selected = null;
  board.view.set(boardScene(state, ui, d, styleOf(board, state)));
  board.canvas.dataset.interactive = String(d.size > 0);
  board.canvas.dataset.facing = state.position.bikjang ? 'bikjang' : '';
  if (ui.selected) checkExposure(board);
  else if (ui.exposing.from) { ui.exposing = { from: null, squares: [] }; board.hooks.onExposing?.([]); }
}

// Asks once per selection which destinations would leave the Marshal open (Gwangsanghui).
function checkExposure(board) {
  const ui = board.ui;
  if (!ui.selected || ui.exposing.from === ui.selected) return;
  const from = ui.selected;
  ui.exposing = { from, squares: [] };
  board.game.exposingDestinations?.(from).then((squares) => {
    if (ui.exposing.from !== from) return;
    ui.exposing = { from, squares };
    board.hooks.onExposing?.(squares);
    draw(board);
  });
}

// A new position clears the selection; one move on from the last is animated.
function onState(board, state) {
  if (state.position !== board.lastPosition) {
    const before = board.lastPosition;
    board.lastPosition = state.position;
    Object.assign(board.ui, { selected: null, drag: null, exposing: { from: null, squares: [] } });
    if (before && state.position && state.position.ply === before.ply + 1 && state.position.lastMove) {
      draw(board);
      board.view.animate(before.board, state.position.lastMove);
      return;
    }
  }
  draw(board);
}

function tryMove(board, move) {
  Object.assign(board.ui, { selected: null, drag: null });
  draw(board);
  board.game.playFromTo(move.from, move.to);
}

// Selects or moves by the outcome of a press ({selected, move}).
function settle(board, r) {
  if (r.move) return tryMove(board, r.move);
  board.ui.selected = r.selected;
  draw(board);
}

// A press on a piece of the side to move that has no legal move: the page says why.
function sayIfStuck(board, square) {
  const state = board.store.get();
  if (!square || !board.game.humanMayMove(state) || dests(board).has(square)) return;
  const piece = state.position.board.find((p) => p.square === square);
  if (piece && piece.color === state.position.side) board.hooks.onStuck?.(square, piece);
}

function ownPiece(board, square) {
  const position = board.store.get().position;
  return position.board.some((p) => p.square === square && p.color === position.side);
}

// What input.js calls; each updates the interaction state and draws.
function inputActions(board) {
  const ui = board.ui;
  return {
    down(square) {
      if (!dests(board).has(square)) return false;
      Object.assign(ui, { pickedUpSelected: ui.selected === square, selected: square });
      draw(board);
      return true;
    },
    up(square) {
      const r = releasePoint(ui, square, dests(board));
      ui.pickedUpSelected = r.pickedUpSelected;
      settle(board, r);
      if (!r.move) sayIfStuck(board, square);
    },
    press(square) {
      const d = dests(board);
      const picked = ui.selected;
      const r = pressPoint(picked, square, d);
      settle(board, r);
      if (!r.move) sayIfStuck(board, square);
      // Keyboard players hear what they picked up and where it can go, and a point the piece
      // picked up cannot go to (it is put down).
      if (ui.selected) board.hooks.onPicked?.(ui.selected, d.get(ui.selected) ?? []);
      else if (!r.move && picked && square && square !== picked && !ownPiece(board, square)) board.hooks.onIllegal?.(picked, square);
    },
    dragMove(origin, x, y) {
      ui.drag = { square: origin, x, y };
      draw(board);
    },
    drop(origin, square) {
      const r = dropPiece(origin, square, dests(board));
      Object.assign(ui, { drag: null, pickedUpSelected: false });
      settle(board, r);
    },
    cancel() {
      Object.assign(ui, { drag: null, selected: null });
      draw(board);
    },
    cursor(square) {
      ui.cursor = square;
      draw(board);
      if (square) board.hooks.onCursor?.(square, board.store.get().position?.board.find((p) => p.square === square) ?? null);
    },
  };
}

// Connects the store, the canvas view and the input to the game controller: builds the
// scene from the state, keeps the piece selection, and plays moves the engine allows.
// Shared by the main page and the <sanggi-board> element.
import { createBoardView } from './board-view.js';
import { attachInput } from './input.js';
import { destinationsByOrigin, pressPoint, dropPiece } from './selection.js';
import { splitMove } from './squares.js';
import { inkColor, pieceIndex, pieceLabel, pieceScale, pieceShape } from './piece-style.js';
import { coordinateStyle } from './coordinates.js';

// hooks: {onCursor(square, piece), onPicked(square, destinations), onExposing(squares)} for
// announcements.
export function createBoardControl({ canvas, store, game, reducedMotion = () => false, hooks = {}, aspectTarget }) {
  const view = createBoardView(canvas, { reducedMotion, aspectTarget });
  let selected = null;
  let drag = null;
  let cursor = null;
  let pickedUpSelected = false;  // the piece under the pointer was already selected
  let lastPosition = null;
  let exposing = { from: null, squares: [] };  // destinations that leave the Marshal open
  let styleCache = { key: null, fn: null };

  function dests(state = store.get()) {
    return game.humanMayMove(state) ? destinationsByOrigin(state.position.legalMoves) : new Map();
  }

  function styleOf(state) {
    const key = `${state.variant}|${state.labels}`;
    if (styleCache.key === key && styleCache.info === state.info) return styleCache.fn;
    const index = pieceIndex(state.info);
    const memo = new Map();
    const fn = (piece) => {
      const k = piece.color + piece.letter;
      if (!memo.has(k)) {
        const info = index.get(piece.letter.toUpperCase());
        memo.set(k, {
          shape: pieceShape(state.info.game), scale: pieceScale(state.info.game, piece.letter),
          ink: inkColor(state.info.game, piece.color), label: pieceLabel(info ?? { letter: piece.letter }, piece.color, state.labels),
        });
      }
      return memo.get(k);
    };
    styleCache = { key, info: state.info, fn };
    return fn;
  }

  // Asks once per selection which destinations would leave the Marshal open (Gwangsanghui).
  function checkExposure() {
    if (!selected || exposing.from === selected) return;
    const from = selected;
    exposing = { from, squares: [] };
    game.exposingDestinations?.(from).then((squares) => {
      if (exposing.from !== from) return;
      exposing = { from, squares };
      hooks.onExposing?.(squares);
      render();
    });
  }

  function render() {
    const state = store.get();
    if (!state.position || !state.spec) return;
    const p = state.position;
    const d = dests(state);
    if (selected && !d.has(selected)) selected = null;
    view.set({
      spec: state.spec,
      flipped: Boolean(state.flipped),
      pieces: p.board,
      styleOf: styleOf(state),
      coords: coordinateStyle(state.info?.game, state.notationStyle),
      lastMove: p.lastMove ? splitMove(p.lastMove) : null,
      check: p.inCheck ? p.royalSquares?.[p.side] ?? null : null,
      facing: p.bikjang && p.royalSquares?.w && p.royalSquares?.b ? [p.royalSquares.w, p.royalSquares.b] : null,
      selected,
      dests: selected ? d.get(selected) ?? [] : [],
      danger: selected && exposing.from === selected ? exposing.squares : [],
      hint: state.hint ? splitMove(state.hint) : null,
      cursor,
      drag,
    });
    canvas.dataset.interactive = String(d.size > 0);
    canvas.dataset.facing = p.bikjang ? 'bikjang' : '';
    if (selected) checkExposure();
    else if (exposing.from) { exposing = { from: null, squares: [] }; hooks.onExposing?.([]); }
  }

  const unsubscribe = store.subscribe((state) => {
    if (state.position !== lastPosition) {
      const before = lastPosition;
      lastPosition = state.position;
      selected = null;
      drag = null;
      exposing = { from: null, squares: [] };
      if (before && state.position && state.position.ply === before.ply + 1 && state.position.lastMove) {
        render();
        view.animate(before.board, state.position.lastMove);
        return;
      }
    }
    render();
  });

  function tryMove(move) {
    selected = null;
    drag = null;
    render();
    game.playFromTo(move.from, move.to);
  }

  const input = attachInput(canvas, view, {
    down(square) {
      const d = dests();
      if (!d.has(square)) return false;
      pickedUpSelected = selected === square;
      selected = square;
      render();
      return true;
    },
    up(square) {
      const d = dests();
      if (square && square === selected && d.has(square)) {
        // A click on a piece: the press selected it; a second click on it deselects.
        if (pickedUpSelected) selected = null;
        pickedUpSelected = false;
        render();
        return;
      }
      const r = pressPoint(selected, square, d);
      if (r.move) return tryMove(r.move);
      selected = r.selected;
      render();
    },
    press(square) {
      const d = dests();
      const r = pressPoint(selected, square, d);
      if (r.move) return tryMove(r.move);
      selected = r.selected;
      render();
      // Keyboard players hear what they picked up and where it can go.
      if (selected) hooks.onPicked?.(selected, d.get(selected) ?? []);
    },
    dragMove(origin, x, y) {
      drag = { square: origin, x, y };
      render();
    },
    drop(origin, square) {
      const r = dropPiece(origin, square, dests());
      drag = null;
      if (r.move) return tryMove(r.move);
      selected = r.selected;
      pickedUpSelected = false;
      render();
    },
    cancel() {
      drag = null;
      selected = null;
      render();
    },
    cursor(square) {
      cursor = square;
      render();
      if (square) {
        const piece = store.get().position?.board.find((p) => p.square === square) ?? null;
        hooks.onCursor?.(square, piece);
      }
    },
  }, { cursorEnabled: () => store.get().mode === 'play' });

  return {
    view,
    render,
    clearSelection() { selected = null; drag = null; render(); },
    resetCursor() { cursor = null; input.resetCursor(); render(); },
    destroy() {
      unsubscribe();
      input.detach();
      view.destroy();
    },
  };
}

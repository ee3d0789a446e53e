// What the board shows, as a pure function of the game state and the board's own
// interaction state (selection, drag, keyboard cursor, warnings): the scene that
// board/draw.js draws. Tested without a DOM.
import { splitMove } from './squares.js';
import { coordinateStyle, pointStyle } from './coordinates.js';
import { hasChineseNotation } from '../game/notation-choice.js';

// The board's interaction state: the selected point, a piece being dragged {square, x, y},
// the keyboard cursor, whether the press picked up an already selected piece, and the
// destinations that would leave the Marshal open {from, squares}.
export function emptyBoardUi() {
  return { selected: null, drag: null, cursor: null, pickedUpSelected: false, exposing: { from: null, squares: [] } };
}

// state: the store's state; ui: as emptyBoardUi; dests: Map from-square -> [to-squares] of
// the moves a person may make now; styleOf: piece-style.js pieceStyler.
export function boardScene(state, ui, dests, styleOf) {
  const p = state.position;
  const royal = p.royalSquares ?? {};
  return {
    spec: state.spec,
    flipped: Boolean(state.flipped),
    pieces: p.board,
    styleOf,
    coords: state.pointCoords ? pointStyle(state.info?.notation, state.notationStyle)
      : coordinateStyle(state.info?.notation, state.notationStyle, hasChineseNotation(state.info)),
    lastMove: p.lastMove ? splitMove(p.lastMove) : null,
    check: p.inCheck ? royal[p.side] ?? null : null,
    facing: p.bikjang && royal.w && royal.b ? [royal.w, royal.b] : null,
    selected: ui.selected,
    dests: ui.selected ? dests.get(ui.selected) ?? [] : [],
    danger: ui.selected && ui.exposing.from === ui.selected ? ui.exposing.squares : [],
    hint: state.hint ? splitMove(state.hint) : null,
    // The analysis board's best moves, best first (passes have no arrow).
    arrows: (state.analysisArrows ?? []).map(splitMove).filter((m) => m && m.from !== m.to),
    cursor: ui.cursor,
    drag: ui.drag,
  };
}

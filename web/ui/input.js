// Pointer and keyboard input on the board canvas: click-click, drag (mouse, pen, touch),
// and an arrow-key cursor with Enter. It turns input into calls of `actions`; what a press
// means is decided in selection.js against the legal moves the controller supplies.
import { pixelToPoint, stepOnScreen } from './geometry.js';
import { parseSquare, squareName } from './squares.js';

const DRAG_THRESHOLD_PX = 5;

// actions: {down(square) -> bool (a piece was picked up), up(square), dragMove(origin, x, y),
//           drop(origin, square), press(square) (keyboard), cancel(), cursor(square|null)}
// cursorEnabled(): whether arrow keys move a point cursor (not in replay or static boards,
// where the arrows step through the game instead).
export function attachInput(canvas, view, actions, { cursorEnabled = () => true } = {}) {
  let pointer = null;  // {id, square, x0, y0, dragging, allowed}
  let cursor = null;
  const listening = new AbortController();  // detach() removes every listener at once
  const on = (type, fn, options = {}) => canvas.addEventListener(type, fn, { ...options, signal: listening.signal });

  function pointAt(event) {
    const layout = view.layout();
    if (!layout) return null;
    const rect = canvas.getBoundingClientRect();
    const p = pixelToPoint(layout, event.clientX - rect.left, event.clientY - rect.top);
    return p ? squareName(p.file, p.rank) : null;
  }

  function local(event) {
    const rect = canvas.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  }

  on('pointerdown', (event) => {
    if (event.button !== 0 || pointer) return;
    const square = pointAt(event);
    const allowed = square ? actions.down(square) : false;
    pointer = { id: event.pointerId, square, x0: event.clientX, y0: event.clientY, dragging: false, allowed };
    if (allowed) {
      canvas.setPointerCapture?.(event.pointerId);
      event.preventDefault();  // no text selection or scrolling while a piece is held
    }
  });

  on('pointermove', (event) => {
    if (!pointer || event.pointerId !== pointer.id || !pointer.allowed) return;
    const moved = Math.hypot(event.clientX - pointer.x0, event.clientY - pointer.y0);
    if (!pointer.dragging && moved >= DRAG_THRESHOLD_PX) pointer.dragging = true;
    if (pointer.dragging) {
      const p = local(event);
      actions.dragMove(pointer.square, p.x, p.y);
    }
  });

  on('pointerup', (event) => {
    if (!pointer || event.pointerId !== pointer.id) return;
    const p = pointer;
    pointer = null;
    const square = pointAt(event);
    if (p.dragging) actions.drop(p.square, square);
    else actions.up(square);
  });

  on('pointercancel', () => {
    if (pointer?.dragging) actions.cancel();
    pointer = null;
  });

  // Touch: stop the page from scrolling while a piece is dragged (CSS touch-action covers
  // the canvas; this covers browsers that ignore it).
  on('touchmove', (event) => { if (pointer?.allowed) event.preventDefault(); }, { passive: false });

  on('keydown', (event) => {
    const layout = view.layout();
    if (!layout || !cursorEnabled()) return;
    const dirs = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    if (dirs[event.key]) {
      event.preventDefault();
      const start = cursor ? parseSquare(cursor) : { file: Math.floor(layout.files / 2), rank: layout.flipped ? layout.ranks - 1 : 0 };
      const next = cursor ? stepOnScreen(layout, start, ...dirs[event.key]) : start;
      cursor = squareName(next.file, next.rank);
      actions.cursor(cursor);
    } else if ((event.key === 'Enter' || event.key === ' ') && cursor) {
      event.preventDefault();
      actions.press(cursor);
    } else if (event.key === 'Escape') {
      actions.cancel();
    }
  });
  on('blur', () => actions.cursor(null));
  on('focus', () => { if (cursor) actions.cursor(cursor); });

  return {
    resetCursor() { cursor = null; },
    detach() { listening.abort(); },
  };
}

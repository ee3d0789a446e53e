// Pointer and keyboard input on the board canvas: click-click, drag (mouse, pen, touch),
// and an arrow-key cursor with Enter. It turns input into calls of `actions`; what a press
// means is decided in selection.js against the legal moves the controller supplies.
import { pixelToPoint, stepOnScreen } from './geometry.js';
import { parseSquare, squareName } from './squares.js';

const DRAG_THRESHOLD_PX = 5;
const CURSOR_STEPS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

// actions: {down(square) -> bool (a piece was picked up), up(square), dragMove(origin, x, y),
//           drop(origin, square), press(square) (keyboard), cancel(), cursor(square|null),
//           remove(square) (optional: Delete at the cursor)}
// cursorEnabled(): whether arrow keys move a point cursor (not in replay or static boards,
// where the arrows step through the game instead).
/** @param {HTMLCanvasElement} canvas @param {any} view @param {any} actions @param {{cursorEnabled?: () => boolean}} [options] */
export function attachInput(canvas, view, actions, { cursorEnabled = () => true } = {}) {
  // pointer: {id, square, x0, y0, dragging, allowed} while a button or finger is down
  const input = { canvas, view, actions, cursorEnabled, pointer: null, cursor: null };
  const listening = new AbortController();  // detach() removes every listener at once
  const on = (type, fn, options = {}) => canvas.addEventListener(type, fn, { ...options, signal: listening.signal });
  on('pointerdown', (event) => pointerDown(input, event));
  on('pointermove', (event) => pointerMove(input, event));
  on('pointerup', (event) => pointerUp(input, event));
  on('pointercancel', () => {
    if (input.pointer?.dragging) actions.cancel();
    input.pointer = null;
  });
  // Touch: stop the page from scrolling while a piece is dragged (CSS touch-action covers
  // the canvas; this covers browsers that ignore it).
  on('touchmove', (event) => { if (input.pointer?.allowed) event.preventDefault(); }, { passive: false });
  on('keydown', (event) => keyDown(input, event));
  on('blur', () => actions.cursor(null));
  on('focus', () => { if (input.cursor) actions.cursor(input.cursor); });
  return {
    resetCursor() { input.cursor = null; },
    detach() { listening.abort(); },
  };
}

// The event's position in the canvas's own pixels.
function local(input, event) {
  const rect = input.canvas.getBoundingClientRect();
  return { x: event.clientX - rect.left, y: event.clientY - rect.top };
}

function pointAt(input, event) {
  const layout = input.view.layout();
  if (!layout) return null;
  const { x, y } = local(input, event);
  const p = pixelToPoint(layout, x, y);
  return p ? squareName(p.file, p.rank) : null;
}

function pointerDown(input, event) {
  if (event.button !== 0 || input.pointer) return;
  const square = pointAt(input, event);
  const allowed = square ? input.actions.down(square) : false;
  input.pointer = { id: event.pointerId, square, x0: event.clientX, y0: event.clientY, dragging: false, allowed };
  if (allowed) {
    input.canvas.setPointerCapture?.(event.pointerId);
    event.preventDefault();  // no text selection or scrolling while a piece is held
  }
}

function pointerMove(input, event) {
  const pointer = input.pointer;
  if (!pointer || event.pointerId !== pointer.id || !pointer.allowed) return;
  const moved = Math.hypot(event.clientX - pointer.x0, event.clientY - pointer.y0);
  if (!pointer.dragging && moved >= DRAG_THRESHOLD_PX) pointer.dragging = true;
  if (pointer.dragging) {
    const p = local(input, event);
    input.actions.dragMove(pointer.square, p.x, p.y);
  }
}

function pointerUp(input, event) {
  const p = input.pointer;
  if (!p || event.pointerId !== p.id) return;
  input.pointer = null;
  const square = pointAt(input, event);
  if (p.dragging) input.actions.drop(p.square, square);
  else input.actions.up(square);
}

// Arrow keys move the point cursor (it starts at the middle of the near edge), Enter or
// Space press the point under it, Escape drops the selection.
function keyDown(input, event) {
  const layout = input.view.layout();
  if (!layout || !input.cursorEnabled()) return;
  if (CURSOR_STEPS[event.key]) {
    event.preventDefault();
    const start = input.cursor ? parseSquare(input.cursor) : { file: Math.floor(layout.files / 2), rank: layout.flipped ? layout.ranks - 1 : 0 };
    const next = input.cursor ? stepOnScreen(layout, start, ...CURSOR_STEPS[event.key]) : start;
    input.cursor = squareName(next.file, next.rank);
    input.actions.cursor(input.cursor);
  } else if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();  // Space on the board never scrolls the (host) page
    if (input.cursor) input.actions.press(input.cursor);
  } else if (event.key === 'Escape') {
    input.actions.cancel();
  } else if ((event.key === 'Delete' || event.key === 'Backspace') && input.cursor && input.actions.remove) {
    event.preventDefault();
    input.actions.remove(input.cursor);  // the position editor: take the piece off
  }
}

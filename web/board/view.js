// The canvas board: keeps the canvas sized to its box at the device-pixel ratio, redraws at
// most once per animation frame, and runs move animations. What it draws is a pure function
// of the scene it is given (board/draw.js).
import { boardAspect, computeLayout, layoutSummary } from './geometry.js';
import { drawScene } from './draw.js';
import { ease, moveAnimation, MOVE_DURATION_MS } from './animation.js';

// aspectTarget: the element whose CSS variable --board-aspect sizes the board's box.
/** @param {HTMLCanvasElement} canvas @param {{reducedMotion?: () => boolean, aspectTarget?: HTMLElement}} [options] */
export function createBoardView(canvas, { reducedMotion = () => false, aspectTarget = canvas.parentElement } = {}) {
  const bv = { canvas, ctx: canvas.getContext('2d'), aspectTarget, scene: null, layout: null, anim: null, frame: 0, dpr: 1 };
  const measure = () => remeasure(bv);
  const resizeObserver = new ResizeObserver(measure);
  resizeObserver.observe(canvas);
  // A change of device-pixel ratio (zoom, moving to another screen) does not resize the box.
  window.addEventListener('resize', measure);
  return {
    // Replaces part of the scene; a change of board size or orientation re-lays it out.
    set: (patch) => setScene(bv, patch),
    // Slides the piece of `move` from the old board to the new one (already set).
    animate(beforePieces, move) {
      if (reducedMotion() || !bv.scene) return;
      const a = moveAnimation(beforePieces, bv.scene.pieces, move);
      if (a) { bv.anim = { ...a, start: null }; schedule(bv); }
    },
    layout: () => bv.layout,
    scene: () => bv.scene,
    redraw: () => schedule(bv),
    remeasure: measure,
    destroy() {
      resizeObserver.disconnect();
      window.removeEventListener('resize', measure);
      if (bv.frame) cancelAnimationFrame(bv.frame);
    },
  };
}

function setScene(bv, patch) {
  const before = bv.scene;
  bv.scene = { ...bv.scene, ...patch };
  const aspect = String(boardAspect(bv.scene.spec.files, bv.scene.spec.ranks));
  bv.canvas.style.setProperty('--board-aspect', aspect);
  bv.aspectTarget?.style.setProperty('--board-aspect', aspect);
  if (!before || before.spec !== bv.scene.spec || before.flipped !== bv.scene.flipped || !bv.layout) remeasure(bv);
  else schedule(bv);
}

function remeasure(bv) {
  if (!bv.scene) return;
  const { canvas } = bv;
  const rect = canvas.getBoundingClientRect();
  const width = Math.max(1, rect.width);
  const height = Math.max(1, rect.height);
  bv.dpr = Math.max(1, Math.min(4, window.devicePixelRatio || 1));
  const pw = Math.round(width * bv.dpr);
  const ph = Math.round(height * bv.dpr);
  if (canvas.width !== pw || canvas.height !== ph) {
    canvas.width = pw;
    canvas.height = ph;
  }
  bv.layout = computeLayout({ files: bv.scene.spec.files, ranks: bv.scene.spec.ranks, width, height, flipped: bv.scene.flipped });
  canvas.dataset.layout = JSON.stringify(layoutSummary(bv.layout));
  schedule(bv);
}

function schedule(bv) {
  if (!bv.frame) bv.frame = requestAnimationFrame((now) => draw(bv, now));
}

function draw(bv, now) {
  bv.frame = 0;
  if (!bv.scene || !bv.layout) return;
  let animState = null;
  if (bv.anim) {
    if (bv.anim.start === null) bv.anim.start = now;
    const t = ease((now - bv.anim.start) / MOVE_DURATION_MS);
    animState = { ...bv.anim, t };
    if (t >= 1) bv.anim = null;
  }
  bv.ctx.setTransform(bv.dpr, 0, 0, bv.dpr, 0, 0);
  drawScene(bv.ctx, bv.layout, { ...bv.scene, anim: animState });
  bv.canvas.dataset.coords = bv.scene.coords ?? 'letters';  // the numbering drawn (tests read it)
  if (bv.anim) schedule(bv);
}

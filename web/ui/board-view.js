// The canvas board: keeps the canvas sized to its box at the device-pixel ratio, redraws at
// most once per animation frame, and runs move animations. What it draws is a pure function
// of the scene it is given (board-draw.js).
import { boardAspect, computeLayout, layoutSummary } from './geometry.js';
import { drawScene } from './board-draw.js';
import { ease, moveAnimation, MOVE_DURATION_MS } from './animation.js';

// aspectTarget: the element whose CSS variable --board-aspect sizes the board's box.
export function createBoardView(canvas, { reducedMotion = () => false, aspectTarget = canvas.parentElement } = {}) {
  const ctx = canvas.getContext('2d');
  let scene = null;
  let layout = null;
  let anim = null;
  let frame = 0;
  let dpr = 1;

  function measure() {
    if (!scene) return;
    const rect = canvas.getBoundingClientRect();
    const width = Math.max(1, rect.width);
    const height = Math.max(1, rect.height);
    dpr = Math.max(1, Math.min(4, window.devicePixelRatio || 1));
    const pw = Math.round(width * dpr);
    const ph = Math.round(height * dpr);
    if (canvas.width !== pw || canvas.height !== ph) {
      canvas.width = pw;
      canvas.height = ph;
    }
    layout = computeLayout({ files: scene.spec.files, ranks: scene.spec.ranks, width, height, flipped: scene.flipped });
    canvas.dataset.layout = JSON.stringify(layoutSummary(layout));
    schedule();
  }

  function schedule() {
    if (!frame) frame = requestAnimationFrame(draw);
  }

  function draw(now) {
    frame = 0;
    if (!scene || !layout) return;
    let animState = null;
    if (anim) {
      if (anim.start === null) anim.start = now;
      const t = ease((now - anim.start) / MOVE_DURATION_MS);
      animState = { ...anim, t };
      if (t >= 1) anim = null;
    }
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    drawScene(ctx, layout, { ...scene, anim: animState });
    if (anim) schedule();
  }

  const resizeObserver = new ResizeObserver(measure);
  resizeObserver.observe(canvas);
  // A change of device-pixel ratio (zoom, moving to another screen) does not resize the box.
  window.addEventListener('resize', measure);

  return {
    // Replaces part of the scene; a change of board size or orientation re-lays it out.
    set(patch) {
      const before = scene;
      scene = { ...scene, ...patch };
      const aspect = boardAspect(scene.spec.files, scene.spec.ranks);
      canvas.style.setProperty('--board-aspect', String(aspect));
      aspectTarget?.style.setProperty('--board-aspect', String(aspect));
      if (!before || before.spec !== scene.spec || before.flipped !== scene.flipped || !layout) measure();
      else schedule();
    },
    // Slides the piece of `move` from the old board to the new one (already set).
    animate(beforePieces, move) {
      if (reducedMotion() || !scene) return;
      const a = moveAnimation(beforePieces, scene.pieces, move);
      if (a) { anim = { ...a, start: null }; schedule(); }
    },
    layout: () => layout,
    scene: () => scene,
    redraw: schedule,
    remeasure: measure,
    destroy() {
      resizeObserver.disconnect();
      window.removeEventListener('resize', measure);
      if (frame) cancelAnimationFrame(frame);
    },
  };
}

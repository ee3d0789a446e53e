// Drawing the board and everything on it: a pure function of the layout and the scene.
// Nothing here keeps state; board/view.js decides when to call it.
import { pointToPixel } from './geometry.js';
import { parseSquare, squareName } from './squares.js';
import { drawPiece, PIECE_FONT_FAMILY } from './piece-draw.js';
import { campRects, coordinateTexts, frameRect, grainCurves, gridSegments, lineWidths, markPolylines, riverTexts } from './shapes.js';

export const THEME = {
  woodLight: '#eccb8d', woodDark: '#dcb06a', line: '#5b3a1a', coord: '#6b4a26', grain: 'rgba(120, 75, 25, 0.06)', river: 'rgba(91, 58, 26, 0.75)',
  campFill: 'rgba(120, 70, 20, 0.09)', campLine: 'rgba(91, 58, 26, 0.55)',
  lastMove: 'rgba(255, 236, 90, 0.55)', selected: 'rgba(30, 140, 80, 0.9)',
  dest: 'rgba(30, 140, 80, 0.75)', check: 'rgba(220, 20, 20, 0.8)',
  cursor: '#0b57d0', hint: 'rgba(20, 110, 200, 0.8)', analysis: '#1f8a3c', blocked: 'rgba(200, 30, 30, 0.85)',
  danger: 'rgba(226, 112, 0, 0.95)', facing: 'rgba(205, 20, 20, 0.85)',
  regionFill: 'rgba(40, 100, 200, 0.13)', regionLine: 'rgba(20, 80, 180, 0.9)',
};

function px(layout, square) {
  const p = typeof square === 'string' ? parseSquare(square) : square;
  return p ? pointToPixel(layout, p.file, p.rank) : null;
}

function line(ctx, a, b) {
  ctx.beginPath();
  ctx.moveTo(a.x, a.y);
  ctx.lineTo(b.x, b.y);
  ctx.stroke();
}

export function drawBackground(ctx, layout) {
  const g = ctx.createLinearGradient(0, 0, layout.width, layout.height);
  g.addColorStop(0, THEME.woodLight);
  g.addColorStop(1, THEME.woodDark);
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, layout.width, layout.height);
  // Faint grain: a few long translucent strokes, fixed so the drawing is deterministic.
  ctx.save();
  ctx.strokeStyle = THEME.grain;
  ctx.lineWidth = Math.max(1, layout.cell * 0.05);
  for (const [a, c1, c2, b] of grainCurves(layout)) {
    ctx.beginPath();
    ctx.moveTo(a.x, a.y);
    ctx.bezierCurveTo(c1.x, c1.y, c2.x, c2.y, b.x, b.y);
    ctx.stroke();
  }
  ctx.restore();
}

function drawCamps(ctx, layout, spec) {
  for (const c of campRects(layout, spec)) {
    ctx.save();
    if (c.style === 'fill') {
      ctx.fillStyle = THEME.campFill;
      ctx.fillRect(c.x, c.y, c.w, c.h);
    } else {
      ctx.setLineDash([layout.cell * 0.12, layout.cell * 0.08]);
      ctx.strokeStyle = THEME.campLine;
      ctx.lineWidth = lineWidths(layout.cell).camp;
      ctx.strokeRect(c.x, c.y, c.w, c.h);
    }
    ctx.restore();
  }
}

function drawGrid(ctx, layout, spec) {
  const widths = lineWidths(layout.cell);
  ctx.strokeStyle = THEME.line;
  ctx.lineWidth = widths.grid;
  ctx.lineCap = 'round';
  for (const [a, b] of gridSegments(layout, spec)) line(ctx, a, b);
  // The frame is drawn heavier, as on a printed board.
  ctx.lineWidth = widths.frame;
  const f = frameRect(layout, spec);
  ctx.strokeRect(f.x, f.y, f.w, f.h);
}

// The small corner marks where cannons and soldiers start (Xiangqi-family boards).
function drawMarks(ctx, layout, spec) {
  ctx.lineWidth = lineWidths(layout.cell).mark;
  for (const [a, b, c] of markPolylines(layout, spec)) {
    ctx.beginPath();
    ctx.moveTo(a.x, a.y);
    ctx.lineTo(b.x, b.y);
    ctx.lineTo(c.x, c.y);
    ctx.stroke();
  }
}

function drawTexts(ctx, texts, font) {
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (const t of texts) {
    ctx.font = font(t.size);
    ctx.fillText(t.text, t.x, t.y);
  }
}

function drawRiver(ctx, layout, spec) {
  ctx.save();
  ctx.fillStyle = THEME.river;
  drawTexts(ctx, riverTexts(layout, spec), (size) => `700 ${size}px ${PIECE_FONT_FAMILY}`);
  ctx.restore();
}

function drawCoordinates(ctx, layout, spec, style) {
  ctx.save();
  ctx.fillStyle = THEME.coord;
  // The page's CJK font last: Red's Chinese numerals when the system has no CJK font.
  drawTexts(ctx, coordinateTexts(layout, spec, style), (size) => `600 ${size}px system-ui, sans-serif, "Sanggi CJK"`);
  ctx.restore();
}

function drawHighlights(ctx, layout, scene) {
  const cell = layout.cell;
  if (scene.lastMove) {
    ctx.fillStyle = THEME.lastMove;
    for (const sq of [scene.lastMove.from, scene.lastMove.to]) {
      const p = px(layout, sq);
      if (p) { ctx.beginPath(); ctx.arc(p.x, p.y, cell * 0.5, 0, Math.PI * 2); ctx.fill(); }
    }
  }
  if (scene.check) {
    const p = px(layout, scene.check);
    if (p) {
      const g = ctx.createRadialGradient(p.x, p.y, 0, p.x, p.y, cell * 0.62);
      g.addColorStop(0, 'rgba(255, 0, 0, 0.9)');
      g.addColorStop(0.6, 'rgba(230, 0, 0, 0.45)');
      g.addColorStop(1, 'rgba(230, 0, 0, 0)');
      ctx.fillStyle = g;
      ctx.beginPath(); ctx.arc(p.x, p.y, cell * 0.62, 0, Math.PI * 2); ctx.fill();
    }
  }
  if (scene.selected) {
    const p = px(layout, scene.selected);
    if (p) {
      ctx.fillStyle = 'rgba(30, 140, 80, 0.35)';
      ctx.beginPath(); ctx.arc(p.x, p.y, cell * 0.52, 0, Math.PI * 2); ctx.fill();
    }
  }
}

// Rule demos: the region a piece is kept in (or out of), as the union of one cell around
// each of its points, tinted, with its border drawn where a point of the region meets a
// point outside it. Any shape works (a palace, a half, a ring-shaped camp).
export function regionEdges(layout, squares) {
  const inside = new Set(squares);
  const edges = [];
  for (const sq of squares) {
    const p = parseSquare(sq);
    if (!p) continue;
    const c = pointToPixel(layout, p.file, p.rank);
    for (const [df, dr] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) {
      const f = p.file + df;
      const r = p.rank + dr;
      if (f >= 0 && r >= 0 && f < layout.files && r < layout.ranks && inside.has(squareName(f, r))) continue;
      // The neighbour's pixel centre, even off the board; the edge lies halfway to it.
      const n = pointToPixel(layout, f, r);
      const mid = { x: (c.x + n.x) / 2, y: (c.y + n.y) / 2 };
      const half = { x: (n.y - c.y) / 2, y: (c.x - n.x) / 2 };  // perpendicular, half a cell
      edges.push([{ x: mid.x - half.x, y: mid.y - half.y }, { x: mid.x + half.x, y: mid.y + half.y }]);
    }
  }
  return edges;
}

function drawRegionFill(ctx, layout, squares) {
  const half = layout.cell / 2;
  ctx.save();
  ctx.fillStyle = THEME.regionFill;
  for (const sq of squares) {
    const p = px(layout, sq);
    if (p) ctx.fillRect(p.x - half, p.y - half, layout.cell, layout.cell);
  }
  ctx.restore();
}

function drawRegionBorder(ctx, layout, squares) {
  ctx.save();
  ctx.strokeStyle = THEME.regionLine;
  ctx.lineWidth = Math.max(2, layout.cell * 0.07);
  ctx.lineCap = 'square';
  for (const [a, b] of regionEdges(layout, squares)) line(ctx, a, b);
  ctx.restore();
}

// Bikjang (빅장): a red band along the open file between the two generals, under the
// pieces, with a small mark at its middle, so the facing is seen at a glance.
function drawFacing(ctx, layout, facing) {
  const a = px(layout, facing[0]);
  const b = px(layout, facing[1]);
  if (!a || !b) return;
  const cell = layout.cell;
  ctx.save();
  ctx.strokeStyle = 'rgba(230, 40, 40, 0.22)';
  ctx.lineWidth = cell * 0.34;
  ctx.lineCap = 'round';
  line(ctx, a, b);
  ctx.strokeStyle = THEME.facing;
  ctx.lineWidth = Math.max(2, cell * 0.075);
  ctx.setLineDash([cell * 0.22, cell * 0.12]);
  line(ctx, a, b);
  ctx.restore();
}

// Legal destinations go over the pieces: a dot on an empty point, a ring around a capture.
// Orange instead of green: the move is legal but leaves one's own Marshal open (Gwangsanghui).
function drawDestinations(ctx, layout, scene, occupied) {
  const cell = layout.cell;
  const danger = new Set(scene.danger ?? []);
  for (const sq of scene.dests ?? []) {
    const p = px(layout, sq);
    if (!p) continue;
    const color = danger.has(sq) ? THEME.danger : THEME.dest;
    if (occupied.has(sq)) {
      ctx.strokeStyle = color;
      ctx.lineWidth = Math.max(2, cell * 0.07);
      ctx.beginPath(); ctx.arc(p.x, p.y, cell * 0.46, 0, Math.PI * 2); ctx.stroke();
    } else {
      ctx.fillStyle = color;
      ctx.beginPath(); ctx.arc(p.x, p.y, cell * 0.14, 0, Math.PI * 2); ctx.fill();
    }
  }
}

// Rule demos: points a blocker keeps the piece from reaching, as small red crosses.
function drawBlocked(ctx, layout, squares) {
  const s = layout.cell * 0.13;
  ctx.save();
  ctx.strokeStyle = THEME.blocked;
  ctx.lineWidth = Math.max(2, layout.cell * 0.06);
  ctx.lineCap = 'round';
  for (const sq of squares) {
    const p = px(layout, sq);
    if (!p) continue;
    line(ctx, { x: p.x - s, y: p.y - s }, { x: p.x + s, y: p.y + s });
    line(ctx, { x: p.x - s, y: p.y + s }, { x: p.x + s, y: p.y - s });
  }
  ctx.restore();
}

// The hint's arrow from the edge of the moving piece (radius fromR) to the target: its
// centre when empty, the edge of the piece there (radius toR) for a capture. Short moves
// keep a visible shaft and a head that fits. -> {start, tip, shaftEnd, head, angle} or null
export function hintArrow(a, b, cell, fromR, toR = 0) {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const dist = Math.hypot(dx, dy);
  if (dist < 1e-6) return null;
  const ux = dx / dist;
  const uy = dy / dist;
  const start = { x: a.x + ux * fromR, y: a.y + uy * fromR };
  const tip = { x: b.x - ux * toR, y: b.y - uy * toR };
  const length = Math.max(0, dist - fromR - toR);
  const head = Math.min(cell * 0.38, length * 0.55);
  const shaftEnd = { x: tip.x - ux * head * 0.8, y: tip.y - uy * head * 0.8 };
  return { start, tip, shaftEnd, head, angle: Math.atan2(dy, dx) };
}

// The radius of the piece on `square` as the arrows keep clear of it (0 when empty).
function pieceRadius(scene, cell, square) {
  const piece = scene.pieces.find((p) => p.square === square);
  return piece ? (cell * (scene.styleOf(piece).scale ?? 0.9)) / 2 * 1.04 + cell * 0.06 : 0;
}

// An arrow's shaft and head, in the context's current colours.
function drawArrow(ctx, arrow, cell) {
  ctx.lineWidth = Math.max(2, Math.min(cell * 0.12, arrow.head * 0.4));
  line(ctx, arrow.start, arrow.shaftEnd);
  const { tip, head, angle } = arrow;
  ctx.beginPath();
  ctx.moveTo(tip.x, tip.y);
  ctx.lineTo(tip.x - head * Math.cos(angle - 0.45), tip.y - head * Math.sin(angle - 0.45));
  ctx.lineTo(tip.x - head * Math.cos(angle + 0.45), tip.y - head * Math.sin(angle + 0.45));
  ctx.closePath();
  ctx.fill();
}

// The analysis board's best moves: an arrow each, the best the most opaque.
const ANALYSIS_ALPHA = [0.8, 0.45, 0.3];
function drawAnalysisArrows(ctx, layout, scene) {
  const cell = layout.cell;
  ctx.save();
  ctx.strokeStyle = THEME.analysis;
  ctx.fillStyle = THEME.analysis;
  ctx.lineCap = 'round';
  scene.arrows.forEach((move, k) => {
    const a = px(layout, move.from);
    const b = px(layout, move.to);
    const arrow = a && b ? hintArrow(a, b, cell, pieceRadius(scene, cell, move.from) * 0.6, pieceRadius(scene, cell, move.to) * 0.6) : null;
    if (!arrow || arrow.head <= 0) return;
    ctx.globalAlpha = ANALYSIS_ALPHA[k] ?? 0.25;
    drawArrow(ctx, arrow, cell);
  });
  ctx.restore();
}

// The hint: a ring round the piece to move, a ring (capture) or a dot on its target, and
// the arrow between them, clear of the characters on the pieces.
function drawHint(ctx, layout, scene) {
  const move = scene.hint;
  const a = px(layout, move.from);
  const b = px(layout, move.to);
  if (!a || !b) return;
  const cell = layout.cell;
  const radius = (square) => pieceRadius(scene, cell, square);
  const fromR = radius(move.from) || cell * 0.3;
  const toR = move.from === move.to ? 0 : radius(move.to);
  ctx.save();
  ctx.strokeStyle = THEME.hint;
  ctx.fillStyle = THEME.hint;
  ctx.lineCap = 'round';
  ctx.lineWidth = Math.max(2, cell * 0.07);
  ctx.beginPath(); ctx.arc(a.x, a.y, fromR, 0, Math.PI * 2); ctx.stroke();
  if (move.from === move.to) { ctx.restore(); return; }  // a pass: the ring alone
  if (toR) {
    ctx.beginPath(); ctx.arc(b.x, b.y, toR, 0, Math.PI * 2); ctx.stroke();
  } else {
    ctx.globalAlpha = 0.35;
    ctx.beginPath(); ctx.arc(b.x, b.y, cell * 0.24, 0, Math.PI * 2); ctx.fill();
    ctx.globalAlpha = 1;
  }
  const arrow = hintArrow(a, b, cell, fromR, toR);
  if (arrow && arrow.head > 0) drawArrow(ctx, arrow, cell);
  ctx.restore();
}

function drawCursor(ctx, layout, square) {
  const p = px(layout, square);
  if (!p) return;
  const s = layout.cell * 0.5;
  ctx.save();
  ctx.strokeStyle = THEME.cursor;
  ctx.lineWidth = Math.max(2, layout.cell * 0.06);
  ctx.setLineDash([layout.cell * 0.12, layout.cell * 0.08]);
  ctx.strokeRect(p.x - s, p.y - s, 2 * s, 2 * s);
  ctx.restore();
}

function lerp(a, b, t) {
  return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
}

// scene: {spec, pieces:[{square, letter, color}], styleOf(piece), coords, lastMove, check,
//   coords (coordinates.js style, or 'none'), facing:[square, square] (bikjang), selected, dests,
//   blocked, region:[square, ...], hint, arrows:[{from, to}] (analysis, best first), cursor,
//   drag:{square, x, y, piece (a piece from outside the board)}, anim:{from, to, removed, t}}
export function drawScene(ctx, layout, scene) {
  drawBackground(ctx, layout);
  if (scene.region?.length) drawRegionFill(ctx, layout, scene.region);
  drawCamps(ctx, layout, scene.spec);
  drawGrid(ctx, layout, scene.spec);
  if (scene.region?.length) drawRegionBorder(ctx, layout, scene.region);
  drawMarks(ctx, layout, scene.spec);
  drawRiver(ctx, layout, scene.spec);
  if (scene.coords !== 'none') drawCoordinates(ctx, layout, scene.spec, scene.coords ?? 'letters');
  drawHighlights(ctx, layout, scene);
  if (scene.facing) drawFacing(ctx, layout, scene.facing);
  const anim = scene.anim;
  const occupied = new Set();
  let moving = null;
  let dragged = null;
  for (const piece of scene.pieces) {
    occupied.add(piece.square);
    if (anim && piece.square === anim.to && anim.from !== anim.to) { moving = piece; continue; }
    if (scene.drag && piece.square === scene.drag.square) { dragged = piece; continue; }
    const p = px(layout, piece.square);
    if (p) drawPiece(ctx, p.x, p.y, layout.cell, scene.styleOf(piece));
  }
  if (anim) {
    for (const piece of anim.removed ?? []) {
      const p = px(layout, piece.square);
      if (p) drawPiece(ctx, p.x, p.y, layout.cell, scene.styleOf(piece), { alpha: 1 - anim.t });
    }
    if (moving) {
      const p = lerp(px(layout, anim.from), px(layout, anim.to), anim.t);
      drawPiece(ctx, p.x, p.y, layout.cell, scene.styleOf(moving), { lifted: true });
    }
  }
  drawDestinations(ctx, layout, scene, occupied);
  if (scene.blocked?.length) drawBlocked(ctx, layout, scene.blocked);
  if (scene.arrows?.length) drawAnalysisArrows(ctx, layout, scene);
  if (scene.hint) drawHint(ctx, layout, scene);
  if (scene.cursor) drawCursor(ctx, layout, scene.cursor);
  // A piece dragged on the board, or in from the editor's palette (drag.piece).
  if (!dragged && scene.drag?.piece) dragged = scene.drag.piece;
  if (dragged) drawPiece(ctx, scene.drag.x, scene.drag.y, layout.cell * 1.1, scene.styleOf(dragged), { lifted: true });
}

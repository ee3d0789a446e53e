// Drawing one piece on a canvas: Janggi and Gwangsanghui octagons, Xiangqi discs, with the
// label in the side's ink. Sizes are given by piece-style.js.
import { fitLabel, labelType, lineWidths, octagonPoints, pieceRadii } from './shapes.js';

// The subset CJK font shipped with the page comes first, so glyphs never depend on the
// visitor's installed fonts; the others are fallbacks during development.
export const PIECE_FONT_FAMILY =
  '"Sanggi CJK", "Noto Serif CJK KR", "Noto Serif CJK TC", "Noto Sans CJK KR", "Source Han Serif", serif';

// The piece's face: light at the top left, as the SVG diagram draws it too.
export const PIECE_FACE = { light: '#fffaf0', dark: '#ecd9b0', edge: '#8a6a3c' };

function shapePath(ctx, shape, x, y, r) {
  ctx.beginPath();
  if (shape === 'disc') {
    ctx.arc(x, y, r, 0, Math.PI * 2);
    return;
  }
  octagonPoints(x, y, r).forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
  ctx.closePath();
}

// piece: {shape, scale, ink, label}; options: {alpha, lifted}.
export function drawPiece(ctx, x, y, cell, piece, options = {}) {
  const { r, outer, rim } = pieceRadii(cell, piece);
  const widths = lineWidths(cell);
  ctx.save();
  ctx.globalAlpha = options.alpha ?? 1;
  ctx.shadowColor = 'rgba(40, 20, 0, 0.45)';
  ctx.shadowBlur = cell * (options.lifted ? 0.25 : 0.08);
  ctx.shadowOffsetY = cell * (options.lifted ? 0.1 : 0.035);
  shapePath(ctx, piece.shape, x, y, outer);
  const face = ctx.createRadialGradient(x - r * 0.3, y - r * 0.35, r * 0.1, x, y, outer);
  face.addColorStop(0, PIECE_FACE.light);
  face.addColorStop(1, PIECE_FACE.dark);
  ctx.fillStyle = face;
  ctx.fill();
  ctx.shadowColor = 'transparent';
  ctx.lineWidth = widths.pieceEdge;
  ctx.strokeStyle = PIECE_FACE.edge;
  ctx.stroke();
  // The inner rim in the side's colour tells the sides apart at a glance.
  shapePath(ctx, piece.shape, x, y, rim);
  ctx.lineWidth = widths.pieceRim;
  ctx.strokeStyle = piece.ink;
  ctx.stroke();
  drawLabel(ctx, x, y, r, piece);
  ctx.restore();
}

function drawLabel(ctx, x, y, r, piece) {
  const label = piece.label;
  const { latin, size } = labelType(label, r);
  const font = (px) => `${latin ? '700' : '900'} ${px}px ${latin ? 'system-ui, sans-serif' : PIECE_FONT_FAMILY}`;
  ctx.fillStyle = piece.ink;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.font = font(size);
  // Shrink anything that would not fit inside the rim.
  const fitted = fitLabel(size, ctx.measureText(label).width, r);
  if (fitted !== size) ctx.font = font(fitted);
  ctx.fillText(label, x, y + fitted * 0.04);
}

// Drawing one piece on a canvas: Janggi and Gwangsanghui octagons, Xiangqi discs, with the
// label in the side's ink. Sizes are given by piece-style.js.

// The subset CJK font shipped with the page comes first, so glyphs never depend on the
// visitor's installed fonts; the others are fallbacks during development.
export const PIECE_FONT_FAMILY =
  '"Sanggi CJK", "Noto Serif CJK KR", "Noto Serif CJK TC", "Noto Sans CJK KR", "Source Han Serif", serif';

function octagonPath(ctx, x, y, r) {
  ctx.beginPath();
  for (let i = 0; i < 8; i++) {
    const a = Math.PI / 8 + (i * Math.PI) / 4;
    const px = x + r * Math.cos(a);
    const py = y + r * Math.sin(a);
    if (i === 0) ctx.moveTo(px, py);
    else ctx.lineTo(px, py);
  }
  ctx.closePath();
}

function shapePath(ctx, shape, x, y, r) {
  if (shape === 'disc') {
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
  } else {
    octagonPath(ctx, x, y, r);
  }
}

// piece: {shape, scale, ink, label}; options: {alpha, lifted}.
export function drawPiece(ctx, x, y, cell, piece, options = {}) {
  const r = (cell * piece.scale) / 2;
  // An octagon's flat sides sit inside its circumradius; enlarge it to look the same size.
  const outer = piece.shape === 'disc' ? r : r * 1.04;
  ctx.save();
  ctx.globalAlpha = options.alpha ?? 1;
  ctx.shadowColor = 'rgba(40, 20, 0, 0.45)';
  ctx.shadowBlur = cell * (options.lifted ? 0.25 : 0.08);
  ctx.shadowOffsetY = cell * (options.lifted ? 0.1 : 0.035);
  shapePath(ctx, piece.shape, x, y, outer);
  const face = ctx.createRadialGradient(x - r * 0.3, y - r * 0.35, r * 0.1, x, y, outer);
  face.addColorStop(0, '#fffaf0');
  face.addColorStop(1, '#ecd9b0');
  ctx.fillStyle = face;
  ctx.fill();
  ctx.shadowColor = 'transparent';
  ctx.lineWidth = Math.max(1, cell * 0.025);
  ctx.strokeStyle = '#8a6a3c';
  ctx.stroke();
  // The inner rim in the side's colour tells the sides apart at a glance.
  shapePath(ctx, piece.shape, x, y, outer * 0.84);
  ctx.lineWidth = Math.max(1, cell * 0.022);
  ctx.strokeStyle = piece.ink;
  ctx.stroke();
  drawLabel(ctx, x, y, r, piece);
  ctx.restore();
}

function drawLabel(ctx, x, y, r, piece) {
  const label = piece.label;
  const chars = [...label].length;
  const latin = /^[A-Za-z]+$/.test(label);
  let size = r * (chars === 1 ? (latin ? 1.0 : 1.12) : chars === 2 ? 0.72 : 0.55);
  ctx.fillStyle = piece.ink;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.font = `${latin ? '700' : '900'} ${size}px ${latin ? 'system-ui, sans-serif' : PIECE_FONT_FAMILY}`;
  // Shrink anything that would not fit inside the rim.
  const width = ctx.measureText(label).width;
  if (width > r * 1.45) {
    size *= (r * 1.45) / width;
    ctx.font = `${latin ? '700' : '900'} ${size}px ${latin ? 'system-ui, sans-serif' : PIECE_FONT_FAMILY}`;
  }
  ctx.fillText(label, x, y + size * 0.04);
}

// The board's static drawing as plain shapes (segments, rectangles, texts, piece outlines),
// pure functions of the layout and the board spec: the canvas (board/draw.js, piece-draw.js)
// and the SVG diagram (diagram/svg.js) draw the same lists, so both show the same board.
import { pointToPixel } from './geometry.js';
import { coordinateLabels } from './coordinates.js';

// Line widths in pixels for a cell of `cell` pixels.
export function lineWidths(cell) {
  return {
    grid: Math.max(1, cell * 0.028), frame: Math.max(1.5, cell * 0.055), mark: Math.max(1, cell * 0.022),
    camp: Math.max(1, cell * 0.03), pieceEdge: Math.max(1, cell * 0.025), pieceRim: Math.max(1, cell * 0.022),
  };
}

// The wood's faint grain: a few long curves [start, control1, control2, end] across the
// board, fixed so the drawing is deterministic.
export function grainCurves(layout) {
  const out = [];
  for (let i = 1; i < 14; i++) {
    const y = (layout.height * i) / 14 + Math.sin(i * 1.7) * layout.cell * 0.3;
    out.push([{ x: 0, y }, { x: layout.width * 0.3, y: y + layout.cell * 0.2 }, { x: layout.width * 0.7, y: y - layout.cell * 0.2 }, { x: layout.width, y }]);
  }
  return out;
}

// The grid's lines as segments [a, b]: every rank, every file (broken at the river except
// at the edges) and the palaces' diagonals.
export function gridSegments(layout, spec) {
  const at = (f, r) => pointToPixel(layout, f, r);
  const { files, ranks, riverRank } = spec;
  const out = [];
  for (let r = 0; r < ranks; r++) out.push([at(0, r), at(files - 1, r)]);
  for (let f = 0; f < files; f++) {
    const edge = f === 0 || f === files - 1;
    if (riverRank >= 0 && !edge) {
      out.push([at(f, 0), at(f, riverRank)], [at(f, riverRank + 1), at(f, ranks - 1)]);
    } else {
      out.push([at(f, 0), at(f, ranks - 1)]);
    }
  }
  for (const p of spec.palaces) {
    out.push([at(p.minFile, p.minRank), at(p.maxFile, p.maxRank)], [at(p.maxFile, p.minRank), at(p.minFile, p.maxRank)]);
  }
  return out;
}

// The heavier frame just outside the grid, as on a printed board: {x, y, w, h}.
export function frameRect(layout, spec) {
  const c1 = pointToPixel(layout, 0, 0);
  const c2 = pointToPixel(layout, spec.files - 1, spec.ranks - 1);
  const o = layout.cell * 0.09;
  return { x: Math.min(c1.x, c2.x) - o, y: Math.min(c1.y, c2.y) - o, w: Math.abs(c2.x - c1.x) + 2 * o, h: Math.abs(c2.y - c1.y) + 2 * o };
}

// The drawn regions (Gwangsanghui camps): {x, y, w, h, style: 'fill' | 'dashed'}.
export function campRects(layout, spec) {
  const pad = 0.42 * layout.cell;
  return spec.camps.map((camp) => {
    const a = pointToPixel(layout, camp.minFile, camp.minRank);
    const b = pointToPixel(layout, camp.maxFile, camp.maxRank);
    return {
      x: Math.min(a.x, b.x) - pad, y: Math.min(a.y, b.y) - pad,
      w: Math.abs(a.x - b.x) + 2 * pad, h: Math.abs(a.y - b.y) + 2 * pad, style: camp.style,
    };
  });
}

// The small corner marks where cannons and soldiers start, as polylines of three points.
export function markPolylines(layout, spec) {
  const d = layout.cell * 0.08;
  const len = layout.cell * 0.16;
  const out = [];
  for (const m of spec.marks) {
    const c = pointToPixel(layout, m.file, m.rank);
    for (const sx of [-1, 1]) {
      const fileBeyond = m.file + (layout.flipped ? -sx : sx);
      if (fileBeyond < 0 || fileBeyond >= spec.files) continue;
      for (const sy of [-1, 1]) {
        out.push([{ x: c.x + sx * (d + len), y: c.y + sy * d }, { x: c.x + sx * d, y: c.y + sy * d }, { x: c.x + sx * d, y: c.y + sy * (d + len) }]);
      }
    }
  }
  return out;
}

// The river's words, centred at {x, y}, `size` pixels high.
export function riverTexts(layout, spec) {
  if (spec.riverRank < 0) return [];
  const a = pointToPixel(layout, 0, spec.riverRank);
  const b = pointToPixel(layout, spec.files - 1, spec.riverRank + 1);
  const y = (a.y + b.y) / 2;
  const size = layout.cell * 0.48;
  return [
    { text: '楚 河', x: a.x + (b.x - a.x) * 0.27, y, size },
    { text: '漢 界', x: a.x + (b.x - a.x) * 0.73, y, size },
  ];
}

// The coordinates on the board's edges in `style` (coordinates.js), centred at {x, y}.
export function coordinateTexts(layout, spec, style) {
  const size = Math.max(8, layout.cell * 0.27);
  const off = layout.cell * 0.7;
  const labels = coordinateLabels(style, spec.files, spec.ranks, layout.flipped);
  const bottomRank = layout.flipped ? spec.ranks - 1 : 0;
  const topRank = layout.flipped ? 0 : spec.ranks - 1;
  const leftFile = layout.flipped ? spec.files - 1 : 0;
  const out = [];
  for (const { file, text } of labels.bottom) {
    const p = pointToPixel(layout, file, bottomRank);
    out.push({ text, x: p.x, y: p.y + off, size });
  }
  for (const { file, text } of labels.top) {
    const p = pointToPixel(layout, file, topRank);
    out.push({ text, x: p.x, y: p.y - off, size });
  }
  for (const { rank, text } of labels.left) {
    const p = pointToPixel(layout, leftFile, rank);
    out.push({ text, x: p.x - off, y: p.y, size });
  }
  return out;
}

// A piece's radii: r (half its diameter), outer (its edge: an octagon's flat sides sit
// inside its circumradius, so it is enlarged to look the same size) and rim (the inner ring).
export function pieceRadii(cell, piece) {
  const r = (cell * piece.scale) / 2;
  const outer = piece.shape === 'disc' ? r : r * 1.04;
  return { r, outer, rim: outer * 0.84 };
}

// The corners of an octagon of circumradius r centred at (x, y).
export function octagonPoints(x, y, r) {
  const out = [];
  for (let i = 0; i < 8; i++) {
    const a = Math.PI / 8 + (i * Math.PI) / 4;
    out.push({ x: x + r * Math.cos(a), y: y + r * Math.sin(a) });
  }
  return out;
}

// The label's type: {latin, size} for a piece of radius r, before fitting to its width;
// fitLabel shrinks a label `width` pixels wide at `size` that would overflow the rim.
export function labelType(label, r) {
  const chars = [...label].length;
  const latin = /^[A-Za-z]+$/.test(label);
  return { latin, size: r * (chars === 1 ? (latin ? 1.0 : 1.12) : chars === 2 ? 0.72 : 0.55) };
}

export function fitLabel(size, width, r) {
  return width > r * 1.45 ? (size * (r * 1.45)) / width : size;
}

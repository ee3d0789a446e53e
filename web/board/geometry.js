// Board geometry: where each point is drawn, and which point a pixel is on. Pure functions
// of the board size, the drawing area and the orientation; no DOM.

// Margin around the grid, in cells: room for half a piece plus the coordinates.
const MARGIN = 0.95;

// The board's aspect ratio (width / height) for a grid of files x ranks.
export function boardAspect(files, ranks) {
  return (files - 1 + 2 * MARGIN) / (ranks - 1 + 2 * MARGIN);
}

// Lays a files x ranks grid into a width x height area (CSS pixels), centred.
// flipped: black's side at the bottom.
export function computeLayout({ files, ranks, width, height, flipped = false }) {
  const cell = Math.max(1, Math.min(width / (files - 1 + 2 * MARGIN), height / (ranks - 1 + 2 * MARGIN)));
  const gridWidth = (files - 1) * cell;
  const gridHeight = (ranks - 1) * cell;
  return {
    files, ranks, flipped: Boolean(flipped), width, height, cell,
    left: (width - gridWidth) / 2,
    top: (height - gridHeight) / 2,
  };
}

// Centre of point (file, rank) in CSS pixels.
export function pointToPixel(layout, file, rank) {
  const col = layout.flipped ? layout.files - 1 - file : file;
  const row = layout.flipped ? rank : layout.ranks - 1 - rank;
  return { x: layout.left + col * layout.cell, y: layout.top + row * layout.cell };
}

// The point under pixel (x, y), if it is within `reach` cells of it (default: the nearest
// point, as long as the pixel lies on the board's grid area plus half a cell).
export function pixelToPoint(layout, x, y, reach = 0.5) {
  const colF = (x - layout.left) / layout.cell;
  const rowF = (y - layout.top) / layout.cell;
  const col = Math.round(colF) + 0;  // + 0 turns -0 into 0
  const row = Math.round(rowF) + 0;
  if (col < 0 || row < 0 || col >= layout.files || row >= layout.ranks) return null;
  if (Math.abs(colF - col) > reach || Math.abs(rowF - row) > reach) return null;
  const file = layout.flipped ? layout.files - 1 - col : col;
  const rank = layout.flipped ? row : layout.ranks - 1 - row;
  return { file, rank };
}

// Moves a keyboard cursor one point in a screen direction (dx right, dy down), clamped.
export function stepOnScreen(layout, point, dx, dy) {
  const sign = layout.flipped ? -1 : 1;
  const file = Math.min(layout.files - 1, Math.max(0, point.file + sign * dx));
  const rank = Math.min(layout.ranks - 1, Math.max(0, point.rank - sign * dy));
  return { file, rank };
}

// The layout in plain numbers, for tests and host pages (data-layout attribute).
export function layoutSummary(layout) {
  const r = (v) => Math.round(v * 100) / 100;
  return {
    files: layout.files, ranks: layout.ranks, flipped: layout.flipped,
    left: r(layout.left), top: r(layout.top), cell: r(layout.cell),
  };
}

// The SVG diagram: the same board as the canvas draws (the shapes of board/shapes.js in the
// colours of board/draw.js), as a standalone SVG document. Characters are drawn as outlines
// of the piece font (web/fonts/glyphs.js), so the file prints the same anywhere, with no
// font installed; one <g class="piece"> per piece. A pure function; no DOM.
import { computeLayout, pointToPixel } from '../board/geometry.js';
import { parseSquare } from '../board/squares.js';
import { THEME } from '../board/draw.js';
import { PIECE_FACE } from '../board/piece-draw.js';
import {
  campRects, coordinateTexts, fitLabel, frameRect, grainCurves, gridSegments, labelType, lineWidths,
  markPolylines, octagonPoints, pieceRadii, riverTexts,
} from '../board/shapes.js';

const n = (v) => String(Math.round(v * 100) / 100);
const xml = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const glyphId = (ch) => `g${ch.codePointAt(0).toString(16)}`;

// Draws text with the font's outlines: each character a <use> of its outline in <defs>.
// A character the outlines lack falls back to a <text> in the piece font.
function createTextDrawer(font) {
  const used = new Map();
  const scaleOf = (size) => size / font.unitsPerEm;
  return {
    width(text, size) {
      return [...text].reduce((sum, ch) => sum + (font.glyphs[ch]?.w ?? font.unitsPerEm), 0) * scaleOf(size);
    },
    // Centred at (cx, cy) as the canvas's textAlign centre and textBaseline middle place it.
    draw(text, cx, cy, size, fill) {
      const chars = [...text];
      if (chars.some((ch) => !font.glyphs[ch])) {
        return `<text x="${n(cx)}" y="${n(cy)}" font-size="${n(size)}" font-family="Sanggi CJK, serif" font-weight="900" text-anchor="middle" dominant-baseline="middle" fill="${fill}">${xml(text)}</text>`;
      }
      const s = scaleOf(size);
      let x = cx - this.width(text, size) / 2;
      const baseline = cy + ((font.ascent + font.descent) / 2) * s;
      const k = s.toPrecision(4);
      const out = [];
      for (const ch of chars) {
        const glyph = font.glyphs[ch];
        if (glyph.d) {
          used.set(ch, glyph.d);
          out.push(`<use xlink:href="#${glyphId(ch)}" transform="translate(${n(x)} ${n(baseline)}) scale(${k} -${k})"/>`);
        }
        x += glyph.w * s;
      }
      return `<g fill="${fill}">${out.join('')}</g>`;
    },
    defs: () => [...used].map(([ch, d]) => `<path id="${glyphId(ch)}" d="${d}"/>`).join(''),
  };
}

function shape(piece, x, y, r, attrs) {
  if (piece.shape === 'disc') return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" ${attrs}/>`;
  const points = octagonPoints(x, y, r).map((p) => `${n(p.x)},${n(p.y)}`).join(' ');
  return `<polygon points="${points}" ${attrs}/>`;
}

function pieceSvg(layout, piece, style, text) {
  const sq = parseSquare(piece.square);
  if (!sq) return '';
  const { x, y } = pointToPixel(layout, sq.file, sq.rank);
  const cell = layout.cell;
  const { r, outer, rim } = pieceRadii(cell, style);
  const widths = lineWidths(cell);
  const { size } = labelType(style.label, r);
  const fitted = fitLabel(size, text.width(style.label, size), r);
  return `<g class="piece" data-square="${piece.square}" data-piece="${xml(piece.color + piece.letter)}">`
    + shape(style, x, y + cell * 0.035, outer, 'fill="rgba(40,20,0,0.3)"')
    + shape(style, x, y, outer, `fill="url(#face)" stroke="${PIECE_FACE.edge}" stroke-width="${n(widths.pieceEdge)}"`)
    + shape(style, x, y, rim, `fill="none" stroke="${style.ink}" stroke-width="${n(widths.pieceRim)}"`)
    + text.draw(style.label, x, y + fitted * 0.04, fitted, style.ink)
    + '</g>';
}

const segmentsPath = (segments) => segments.map((pts) => pts.map((p, i) => `${i ? 'L' : 'M'}${n(p.x)} ${n(p.y)}`).join('')).join('');

function boardSvg(layout, spec) {
  const widths = lineWidths(layout.cell);
  const out = [];
  const grain = grainCurves(layout).map(([a, c1, c2, b]) => `M${n(a.x)} ${n(a.y)}C${n(c1.x)} ${n(c1.y)} ${n(c2.x)} ${n(c2.y)} ${n(b.x)} ${n(b.y)}`).join('');
  out.push(`<rect width="${n(layout.width)}" height="${n(layout.height)}" fill="url(#wood)"/>`);
  out.push(`<path d="${grain}" fill="none" stroke="${THEME.grain}" stroke-width="${n(Math.max(1, layout.cell * 0.05))}"/>`);
  for (const c of campRects(layout, spec)) {
    const rect = `x="${n(c.x)}" y="${n(c.y)}" width="${n(c.w)}" height="${n(c.h)}"`;
    out.push(c.style === 'fill'
      ? `<rect ${rect} fill="${THEME.campFill}"/>`
      : `<rect ${rect} fill="none" stroke="${THEME.campLine}" stroke-width="${n(widths.camp)}" stroke-dasharray="${n(layout.cell * 0.12)} ${n(layout.cell * 0.08)}"/>`);
  }
  out.push(`<path d="${segmentsPath(gridSegments(layout, spec))}" fill="none" stroke="${THEME.line}" stroke-width="${n(widths.grid)}" stroke-linecap="round"/>`);
  const f = frameRect(layout, spec);
  out.push(`<rect x="${n(f.x)}" y="${n(f.y)}" width="${n(f.w)}" height="${n(f.h)}" fill="none" stroke="${THEME.line}" stroke-width="${n(widths.frame)}"/>`);
  const marks = markPolylines(layout, spec);
  if (marks.length) out.push(`<path d="${segmentsPath(marks)}" fill="none" stroke="${THEME.line}" stroke-width="${n(widths.mark)}"/>`);
  return out.join('');
}

function lastMoveSvg(layout, lastMove) {
  return [lastMove.from, lastMove.to].map(parseSquare).filter(Boolean).map((sq) => {
    const p = pointToPixel(layout, sq.file, sq.rank);
    return `<circle class="last-move" cx="${n(p.x)}" cy="${n(p.y)}" r="${n(layout.cell * 0.5)}" fill="${THEME.lastMove}"/>`;
  }).join('');
}

function defsSvg(layout, text) {
  return '<defs>'
    + `<linearGradient id="wood" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="${n(layout.width)}" y2="${n(layout.height)}">`
    + `<stop offset="0" stop-color="${THEME.woodLight}"/><stop offset="1" stop-color="${THEME.woodDark}"/></linearGradient>`
    + `<radialGradient id="face" cx="0.5" cy="0.5" r="0.5" fx="0.36" fy="0.33" fr="0.05">`
    + `<stop offset="0" stop-color="${PIECE_FACE.light}"/><stop offset="1" stop-color="${PIECE_FACE.dark}"/></radialGradient>`
    + text.defs() + '</defs>';
}

// scene: {spec, flipped, pieces, styleOf, coords ('none' for none), lastMove}; font: the
// outlines of web/fonts/glyphs.js; title: the document's title. -> the SVG text.
export function svgDiagram(scene, { width, height, font, title = '' }) {
  const { spec } = scene;
  const layout = computeLayout({ files: spec.files, ranks: spec.ranks, width, height, flipped: scene.flipped });
  const text = createTextDrawer(font);
  const body = [boardSvg(layout, spec)];
  for (const t of riverTexts(layout, spec)) body.push(text.draw(t.text, t.x, t.y, t.size, THEME.river));
  if (scene.coords !== 'none') {
    for (const t of coordinateTexts(layout, spec, scene.coords ?? 'letters')) body.push(text.draw(t.text, t.x, t.y, t.size, THEME.coord));
  }
  if (scene.lastMove) body.push(lastMoveSvg(layout, scene.lastMove));
  for (const piece of scene.pieces) body.push(pieceSvg(layout, piece, scene.styleOf(piece), text));
  return `<?xml version="1.0" encoding="UTF-8"?>\n`
    + `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`
    + (title ? `<title>${xml(title)}</title>` : '')
    + defsSvg(layout, text) + body.join('') + '</svg>\n';
}

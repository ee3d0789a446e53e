// Diagram export: the shown position as a PNG (drawn by board/draw.js on a canvas of the
// chosen size) or an SVG (diagram/svg.js), with the last move and the coordinates if
// asked, and the game up to the shown move as an animated GIF, one frame for the start and
// one for each move (gifenc encodes it). Shared by the page and <sanggi-board>. The SVG
// writer and the GIF encoder are loaded the first time they are needed (tools.js; in dist/,
// diagram-tools.js).
import { boardAspect, computeLayout } from '../board/geometry.js';
import { drawScene } from '../board/draw.js';
import { boardScene, emptyBoardUi } from '../board/scene.js';
import { pieceStyler } from '../board/piece-style.js';
import { splitMove } from '../board/squares.js';
import { loadPieceFont } from '../fonts/font.js';

export const DIAGRAM_FORMATS = ['png', 'svg', 'gif'];
// Widths in pixels: up to print resolution (about 4000 px: 34 cm at 300 dpi); an animated
// GIF of a whole game at most 1200 px (each frame is a full image).
export const WIDTH_LIMITS = { min: 100, max: 4000, gifMax: 1200 };
export const DEFAULT_DIAGRAM = { format: 'png', width: 1200, lastMove: true, coordinates: true };
const GIF_DELAY_MS = 1000;
const GIF_LAST_DELAY_MS = 3000;
const TYPES = { png: 'image/png', svg: 'image/svg+xml', gif: 'image/gif' };

// In a bundle (dist/app.js, sanggi-embed.js) diagram-tools.js lies beside it and is loaded
// as a classic script (file:// allows no modules); as ES modules it is imported.
const bundleUrl = typeof document !== 'undefined' ? /** @type {HTMLScriptElement|null} */ (document.currentScript)?.src : null;
const TOOLS_MODULE = './tools.js';
let loadingTools = null;

function loadScript(src) {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = resolve;
    script.onerror = () => reject(new Error(`${src} could not be loaded`));
    document.head.append(script);
  });
}

// -> Promise of {svgDiagram, GLYPHS, GIFEncoder, quantize, applyPalette}.
export function diagramTools() {
  if (globalThis.sanggiDiagramTools) return Promise.resolve(globalThis.sanggiDiagramTools);
  loadingTools ??= (bundleUrl ? loadScript(new URL('diagram-tools.js', bundleUrl).href).then(() => globalThis.sanggiDiagramTools)
    : import(TOOLS_MODULE).then((m) => m.default ?? globalThis.sanggiDiagramTools)).catch((e) => { loadingTools = null; throw e; });
  return loadingTools;
}

// The options made valid: a known format, a whole width within the format's limits.
export function diagramOptions(options = {}) {
  const o = { ...DEFAULT_DIAGRAM, ...options };
  const format = DIAGRAM_FORMATS.includes(o.format) ? o.format : DEFAULT_DIAGRAM.format;
  const max = format === 'gif' ? WIDTH_LIMITS.gifMax : WIDTH_LIMITS.max;
  const width = Math.round(Number(o.width)) || DEFAULT_DIAGRAM.width;
  return { format, width: Math.min(max, Math.max(WIDTH_LIMITS.min, width)), lastMove: Boolean(o.lastMove), coordinates: Boolean(o.coordinates) };
}

// The image's size for a board spec: the chosen width, the height of the board's shape.
export function diagramSize(spec, width) {
  return { width, height: Math.round(width / boardAspect(spec.files, spec.ranks)) };
}

// The scene of a diagram: the board, its pieces, optionally the last move and the
// coordinates; nothing of the interaction (selection, hint, cursor). position: the
// engine's state to show (default: the shown one).
export function diagramScene(state, options, position = state.position) {
  const styleOf = pieceStyler(state.info, state.labels);
  const full = boardScene({ ...state, position, hint: null }, emptyBoardUi(), new Map(), styleOf);
  return {
    spec: full.spec, flipped: full.flipped, pieces: full.pieces, styleOf,
    coords: options.coordinates ? full.coords : 'none',
    lastMove: options.lastMove && position.lastMove ? splitMove(position.lastMove) : null,
  };
}

// A file name: sanggi-<variant>-<ply>.<format>, e.g. sanggi-janggi-12.png.
export function diagramName(state, format) {
  return `sanggi-${state.variant}-${state.history?.cursor ?? 0}.${format}`;
}

function drawOnCanvas(scene, size) {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const ctx = canvas.getContext('2d');
  const layout = computeLayout({ files: scene.spec.files, ranks: scene.spec.ranks, width: size.width, height: size.height, flipped: scene.flipped });
  drawScene(ctx, layout, scene);
  return { canvas, ctx };
}

const toBlob = (canvas) => new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('the canvas gave no image'))), 'image/png'));

// The positions of the game from its start up to the shown move, from the engine.
async function gamePositions(engine, state) {
  const moves = state.history.moves.slice(0, state.history.cursor);
  const positions = [];
  for (let ply = 0; ply <= moves.length; ply++) {
    const p = await engine.state({ variant: state.variant, fen: state.startFen, moves: moves.slice(0, ply) });
    if (p.error) throw new Error(p.error);
    positions.push(p);
  }
  return positions;
}

// The frame's indices with those equal to the frame before's replaced by `unchanged`.
function unchangedLeftOut(index, previous, unchanged) {
  const out = new Uint8Array(index.length);
  for (let k = 0; k < index.length; k++) out[k] = index[k] === previous[k] ? unchanged : index[k];
  return out;
}

// One palette for every frame, from the last position (both sides' pieces, the last move's
// mark), quantized once; after the first frame, the points that did not change are left
// transparent over the frame before (the board stays), which keeps the file small.
// onProgress(frame, frames) after each frame; the page gets its turn between frames.
async function gifBlob(engine, state, options, size, onProgress) {
  const { GIFEncoder, quantize, applyPalette } = await diagramTools();
  const positions = await gamePositions(engine, state);
  const pixels = (position) => drawOnCanvas(diagramScene(state, options, position), size).ctx.getImageData(0, 0, size.width, size.height).data;
  const colours = quantize(pixels(positions.at(-1)), 255);
  const unchanged = colours.length;  // the palette's extra entry: transparent
  const palette = [...colours, [255, 0, 255]];
  const gif = GIFEncoder();
  let previous = null;
  for (const [i, position] of positions.entries()) {
    const index = applyPalette(pixels(position), colours);
    const frame = previous ? unchangedLeftOut(index, previous, unchanged) : index;
    const delay = i === positions.length - 1 ? GIF_LAST_DELAY_MS : GIF_DELAY_MS;
    gif.writeFrame(frame, size.width, size.height, { palette: i === 0 ? palette : undefined, delay, transparent: i > 0, transparentIndex: unchanged, dispose: 1 });
    previous = index;
    onProgress?.(i + 1, positions.length);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  gif.finish();
  return { blob: new Blob([gif.bytes()], { type: TYPES.gif }), frames: positions.length };
}

// state: the store's state (game, shown position, labels, orientation); engine: for the
// GIF's positions; onProgress(frame, frames) while a GIF is made. -> {blob, name, type,
// width, height, frames?} or {error}.
/** @returns {Promise<{error?: string, blob?: Blob, name?: string, width?: number, height?: number, frames?: number, type?: string}>} */
export async function renderDiagram(state, engine, options = {}, onProgress = null) {
  if (!state?.position || !state.spec) return { error: 'no position to export' };
  const o = diagramOptions(options);
  const size = diagramSize(state.spec, o.width);
  const out = { name: diagramName(state, o.format), type: TYPES[o.format], ...size };
  try {
    if (o.format === 'svg') {
      const title = `${state.info?.title ?? state.variant} — ${state.position.fen}`;
      const { svgDiagram, GLYPHS } = await diagramTools();
      const text = svgDiagram(diagramScene(state, o), { ...size, font: GLYPHS, title });
      return { ...out, blob: new Blob([text], { type: TYPES.svg }) };
    }
    await loadPieceFont();
    if (o.format === 'gif') return { ...out, ...await gifBlob(engine, state, o, size, onProgress) };
    return { ...out, blob: await toBlob(drawOnCanvas(diagramScene(state, o), size).canvas) };
  } catch (e) {
    return { error: String(e?.message ?? e) };
  }
}

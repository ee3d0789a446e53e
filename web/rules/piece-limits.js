// Rule demos: which region keeps a piece in (or out), as the engine reads it from the
// piece's movements (variantInfo().pieces[].limits: {keeps, region}), and how the demo shows
// it: where the piece stands (a point where the limit is seen), the sentence that explains
// it (strings/*.js: limit.<variant>.<letter>, else limit.<game>.<letter>), and the region's
// points to outline. The engine still decides every move. Rule sources: docs/rules/.
//
// keeps:  'in' the piece never ends a move outside the region; 'out' never inside it;
//         'rule' the region changes how it moves (a soldier across the river).
// region: 'palace' is the palace the piece stands in; any other name is a region of
//         variantInfo().regions, on the first player's side.
// A piece with a limit is shown without the usual friend-in-front and enemy-beside pieces
// and the enemies put up to show a capture, which would hide the limit.
import { TABLES } from '../i18n/i18n.js';

// Where a limited piece stands in its demo, by game (or rule set), so that its limit shows.
// Pictures only: the limits themselves are the engine's.
const DEMO_POINTS = {
  janggi: { K: 'f3', A: 'd3' },
  xiangqi: { K: 'e3', A: 'e2', B: 'g5', P: 'c6' },
  sinyeonsanggi: { K: 'g3', A: 'g2', U: 'e5', P: 'c9' },
  gwangsanghui: { K: 'i4', G: 'c4', A: 'g4', V: 'h5', W: 'f3', O: 'f3' },
};

// table[key] for the table's own names only.
const own = (table, key) => (table && Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined);

// The white squares of a region of variantInfo; for 'palace' the palace holding `square`.
function regionSquares(info, name, square) {
  if (name === 'palace') return (info.palaces ?? []).find((p) => p.includes(square)) ?? [];
  return (info.regions ?? []).find((r) => r.name === name)?.white ?? [];
}

// The part of `squares` joined to `square` (neighbours on the grid, diagonals too): the
// palace or camp a piece stands in, not every one of its kind.
export function connectedPart(squares, square) {
  const all = new Set(squares);
  if (!all.has(square)) return squares;
  const part = new Set([square]);
  const queue = [square];
  while (queue.length) {
    const [f, r] = [queue[0].charCodeAt(0), Number(queue.shift().slice(1))];
    for (const df of [-1, 0, 1]) {
      for (const dr of [-1, 0, 1]) {
        const next = String.fromCharCode(f + df) + (r + dr);
        if (all.has(next) && !part.has(next)) { part.add(next); queue.push(next); }
      }
    }
  }
  return squares.filter((s) => part.has(s));
}

// The limit a demo of white's piece `letter` shows, or null: {keeps, region, caption
// (a key of strings/*.js), square (where it stands, or undefined: the point with most
// moves), reading (the caption is this project's reading of a source text)}. Of several limits, the one whose region holds the demo point most closely.
export function pieceLimit(variant, info, letter) {
  const key = String(letter).toUpperCase();
  const piece = info.pieces.find((p) => p.letter.toUpperCase() === key);
  const limits = piece?.limits ?? [];
  if (limits.length === 0) return null;
  const square = own(DEMO_POINTS[variant], key) ?? own(DEMO_POINTS[info.game], key);
  const size = (limit) => {
    const squares = regionSquares(info, limit.region, square);
    return squares.includes(square) ? connectedPart(squares, square).length : Infinity;
  };
  const limit = [...limits].sort((a, b) => size(a) - size(b))[0];
  const caption = [`limit.${variant}.${key}`, `limit.${info.game}.${key}`].find((k) => k in TABLES.en) ?? null;
  // The engine says whether the region is this project's reading of the text (Gwangsanghui)
  // rather than its words: the page labels the sentence a reading.
  const reading = piece?.limitIsReading === true;
  return { ...limit, square, caption, reading };
}

// Pieces every demo of the game needs and that explain nothing themselves: where a rule
// frees pieces once a side has none of a kind (Sin-yeon-sang-gi's liberation, when either
// side has no pawns), one of that kind for each side, on the edge of its half (white's on
// the first file, black's on the last, where each can have walked from its start).
export function demoScenery(info) {
  const letter = info.rules?.liberation;
  if (!letter) return [];
  const half = Math.floor(info.ranks / 2);
  const lastFile = String.fromCharCode(96 + info.files);
  return [
    { square: `a${half}`, letter, color: 'w' },
    { square: `${lastFile}${info.ranks - half + 1}`, letter, color: 'b' },
  ];
}

// The squares of a limit's region for a piece on `square`: the part of the region it stands
// in (its own palace), or the whole region on the first player's side. [] if variantInfo
// has no such region.
export function limitSquares(info, limit, square) {
  if (!limit) return [];
  return connectedPart(regionSquares(info, limit.region, square), square);
}

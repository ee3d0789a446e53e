// Rule demos: a piece on an otherwise quiet board with a friendly and an enemy blocker,
// and where the engine says it can go; where a region limits the piece (piece-limits.js),
// the piece stands where that shows and the region is returned for outlining. The
// position is built here only as a picture; the moves come from the engine (engine.state),
// so the page still holds no rules.
import { parseSquare, splitMove, squareName } from '../board/squares.js';
import { demoScenery, limitSquares, pieceLimit } from './piece-limits.js';

// Board array -> FEN placement (ranks from the top, digit runs for empty points).
export function placementFen(pieces, files, ranks) {
  const grid = Array.from({ length: ranks }, () => Array(files).fill(null));
  for (const p of pieces) {
    const s = parseSquare(p.square);
    if (s && s.file < files && s.rank < ranks) grid[s.rank][s.file] = p.color === 'w' ? p.letter.toUpperCase() : p.letter.toLowerCase();
  }
  const rows = [];
  for (let r = ranks - 1; r >= 0; r--) {
    let row = '';
    let empty = 0;
    for (let f = 0; f < files; f++) {
      if (grid[r][f]) { if (empty) row += empty; empty = 0; row += grid[r][f]; }
      else empty++;
    }
    if (empty) row += empty;
    rows.push(row);
  }
  return rows.join('/');
}

// The demo for white's piece `letter`: {fen, square, pieces, dests, blocked, region,
// caption, captionIsReading} or {error}. region: the squares the piece is kept in (or out
// of), to outline; caption: the key of the sentence that says so (piece-limits.js); both
// null if none. captionIsReading: that sentence is this project's reading of a source text.
export async function buildDemo(engine, variant, info, startBoard, letter) {
  const limit = pieceLimit(variant, info, letter);
  const demo = { engine, variant, info, letter, limit };
  Object.assign(demo, await demoBase(demo, startBoard));
  const square = await demoSquare(demo);
  if (!square) return { error: 'No demo for this piece.' };
  const subject = demo.base.find((p) => p.square === square) ?? { square, letter, color: 'w' };
  const others = demo.base.filter((p) => p !== subject);
  // A friend in front (blocks a leg or a line, or serves as a screen), an enemy to one side;
  // not where a limit is shown (they would hide it).
  let pieces = [...others, ...(limit ? [] : await blockersAround(demo, others, square)), subject];
  let m = await movesFrom(demo, pieces, square);
  if (!m) {
    pieces = [...others, subject];
    m = await movesFrom(demo, pieces, square);
  }
  if (!m) return { error: 'No demo for this piece.' };
  // No capture shown yet (a piece that moves only to capture, like the Ambush): enemies
  // nearby where it could take them.
  const enemyAt = new Set(pieces.filter((p) => p.color === 'b').map((p) => p.square));
  if (!limit && !m.dests.some((d) => enemyAt.has(d))) {
    const targets = await captureTargets(demo, pieces, square);
    if (targets.length) {
      pieces = [...pieces, ...targets];
      m = await movesFrom(demo, pieces, square) ?? m;
    }
  }
  const blocked = await blockedPoints(demo, pieces, square, m.dests);
  const region = limitSquares(info, limit, square);
  return {
    fen: m.fen, square, pieces, dests: m.dests, blocked,
    region: region.length ? region : null, caption: region.length ? limit.caption : null,
    captionIsReading: region.length > 0 && limit.reading === true,
  };
}

// The royal pieces (the royal's own demo stands where its limit shows, e.g. a palace
// corner), a black piece in front of the black royal (so the royals do not face each
// other) and the game's scenery: part of the picture, not blockers that explain a missing
// move. -> {royal, kings, base, occupied}
async function demoBase(demo, startBoard) {
  const { info, letter, limit } = demo;
  const royal = info.pieces.find((p) => p.royal)?.letter.toUpperCase();
  let kings = startBoard.filter((p) => p.letter.toUpperCase() === royal);
  if (letter === royal && limit?.square) kings = kings.map((p) => (p.color === 'w' ? { ...p, square: limit.square } : p));
  const occupied = new Set(kings.map((p) => p.square));
  const scenery = demoScenery(info).filter((p) => !occupied.has(p.square) && p.square !== limit?.square);
  const base = [...kings, ...scenery];
  const blackKing = kings.find((p) => p.color === 'b');
  const k = blackKing && parseSquare(blackKing.square);
  const front = k && squareName(k.file, k.rank - 1);
  if (front && front !== limit?.square && !base.some((p) => p.square === front)) {
    const piece = await standIn({ ...demo, royal }, base, front, 'b');
    if (piece) base.push(piece);
  }
  base.forEach((p) => occupied.add(p.square));
  return { royal, kings, base, occupied };
}

// The letters a stand-in piece may have: the soldier first, then the game's other pieces
// but the royal, in the engine's order.
function standInLetters(info, royal) {
  const letters = info.pieces.map((p) => p.letter.toUpperCase()).filter((l) => l !== royal);
  return [...letters.filter((l) => l === 'P'), ...letters.filter((l) => l !== 'P')];
}

// A piece of `color` for `square` among `pieces` that the engine accepts there (a soldier
// cannot stand behind its start, nor a guard outside its palace): the first of
// standInLetters that makes a position the engine takes, or null.
async function standIn(demo, pieces, square, color) {
  for (const letter of standInLetters(demo.info, demo.royal)) {
    const piece = { square, letter, color };
    const fen = `${placementFen([...pieces, piece], demo.info.files, demo.info.ranks)} w - - 0 1`;
    const st = await demo.engine.state({ variant: demo.variant, fen, moves: [] });
    if (!st.error) return piece;
  }
  return null;
}

// The engine's destinations of the piece on `square` among `pieces`: {fen, dests} or null.
async function movesFrom(demo, pieces, square) {
  const fen = `${placementFen(pieces, demo.info.files, demo.info.ranks)} w - - 0 1`;
  const st = await demo.engine.state({ variant: demo.variant, fen, moves: [] });
  if (st.error) return null;
  const dests = st.legalMoves.map(splitMove).filter((m) => m && m.from === square && m.to !== square).map((m) => m.to);
  return { fen, dests };
}

// Where the piece stands: the royal where it is, the limit's point, else the point of
// white's half (and just beyond it) where the lone piece has most moves.
async function demoSquare(demo) {
  const { letter, royal, kings, limit, occupied, base, info } = demo;
  if (letter === royal) return kings.find((p) => p.color === 'w')?.square ?? null;
  if (limit?.square && !occupied.has(limit.square)) return limit.square;
  const { files, ranks } = info;
  let best = -1;
  let square = null;
  const cf = (files - 1) / 2;
  for (let r = 0; r <= Math.floor(ranks / 2); r++) {
    for (let f = 0; f < files; f++) {
      const sq = squareName(f, r);
      if (occupied.has(sq)) continue;
      const m = await movesFrom(demo, [...base, { square: sq, letter, color: 'w' }], sq);
      if (!m) continue;
      const score = m.dests.length * 100 - Math.abs(f - cf) * 2 - Math.abs(r - ranks / 3);
      if (score > best) { best = score; square = sq; }
    }
  }
  return square;
}

// The point at (df, dr) from `at` if it is on the board, else null.
function offset(info, at, df, dr) {
  const f = at.file + df;
  const r = at.rank + dr;
  return f < 0 || r < 0 || f >= info.files || r >= info.ranks ? null : squareName(f, r);
}

// A friend in front of the piece (else behind it) and an enemy two points to one side
// (else the other): soldiers where they can stand, else other pieces (standIn).
async function blockersAround(demo, others, square) {
  const at = parseSquare(square);
  const subject = { square, letter: demo.letter, color: 'w' };
  const blockers = [];
  const tryAdd = async (df, dr, color) => {
    const sq = offset(demo.info, at, df, dr);
    if (!sq || demo.occupied.has(sq) || sq === square || blockers.some((b) => b.square === sq)) return false;
    const piece = await standIn(demo, [...others, ...blockers, subject], sq, color);
    if (piece) blockers.push(piece);
    return piece !== null;
  };
  if (!(await tryAdd(0, 1, 'w'))) await tryAdd(0, -1, 'w');
  if (!(await tryAdd(2, 0, 'b'))) await tryAdd(-2, 0, 'b');
  return blockers;
}

// Up to two enemy soldiers within three points that the piece could capture.
async function captureTargets(demo, pieces, square) {
  const at = parseSquare(square);
  const taken = new Set(pieces.map((p) => p.square));
  const targets = [];
  const enemy = (sq) => ({ square: sq, letter: 'P', color: 'b' });
  for (let dr = 3; dr >= -3 && targets.length < 2; dr--) {
    for (let df = -3; df <= 3 && targets.length < 2; df++) {
      const sq = offset(demo.info, at, df, dr);
      if (!sq || taken.has(sq) || targets.includes(sq)) continue;
      const trial = await movesFrom(demo, [...pieces, ...targets.map(enemy), enemy(sq)], square);
      if (trial?.dests.includes(sq)) targets.push(sq);
    }
  }
  return targets.map(enemy);
}

// Why it cannot go further: the points each blocker takes away (a blocked leg or line).
async function blockedPoints(demo, pieces, square, dests) {
  const blocked = new Set();
  for (const b of pieces) {
    if (b.square === square || b.letter.toUpperCase() === demo.royal || demo.base.includes(b)) continue;
    const without = await movesFrom(demo, pieces.filter((p) => p !== b), square);
    for (const d of without?.dests ?? []) {
      if (!dests.includes(d) && d !== b.square) blocked.add(d);
    }
  }
  return [...blocked];
}

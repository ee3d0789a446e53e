// Rule demos: a piece on an otherwise quiet board with a friendly and an enemy blocker,
// and where the engine says it can go; where a region limits the piece (piece-limits.js),
// the piece stands where that shows and the region is returned for outlining. The
// position is built here only as a picture; the moves come from the engine (engine.state),
// so the page still holds no rules.
import { parseSquare, splitMove, squareName } from './squares.js';
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
  const { files, ranks } = info;
  const royal = info.pieces.find((p) => p.royal)?.letter.toUpperCase();
  const limit = pieceLimit(variant, info.game, letter);
  let kings = startBoard.filter((p) => p.letter.toUpperCase() === royal);
  // The royal piece's own demo stands where its limit shows (e.g. a palace corner).
  if (letter === royal && limit?.square) kings = kings.map((p) => (p.color === 'w' ? { ...p, square: limit.square } : p));
  const occupied = new Set(kings.map((p) => p.square));
  const blackKing = kings.find((p) => p.color === 'b');
  // A black soldier in front of the black royal keeps the royals from facing each other.
  // It and the scenery are part of the picture, not blockers that explain a missing move.
  const fixed = [];
  if (blackKing) {
    const k = parseSquare(blackKing.square);
    fixed.push({ square: squareName(k.file, k.rank - 1), letter: 'P', color: 'b' });
  }
  for (const p of demoScenery(variant, info.game)) fixed.push({ ...p });
  const base = [...kings, ...fixed.filter((p) => !occupied.has(p.square) && p.square !== limit?.square)];
  base.forEach((p) => occupied.add(p.square));

  async function movesFrom(pieces, square) {
    const fen = `${placementFen(pieces, files, ranks)} w - - 0 1`;
    const st = await engine.state({ variant, fen, moves: [] });
    if (st.error) return null;
    const dests = st.legalMoves.map(splitMove).filter((m) => m && m.from === square && m.to !== square).map((m) => m.to);
    return { fen, dests };
  }

  let square = null;
  if (letter === royal) {
    square = kings.find((p) => p.color === 'w')?.square;
  } else if (limit?.square && !occupied.has(limit.square)) {
    square = limit.square;
  } else {
    // The point of white's half (and just beyond it) where the lone piece has most moves.
    let best = -1;
    const cf = (files - 1) / 2;
    for (let r = 0; r <= Math.floor(ranks / 2); r++) {
      for (let f = 0; f < files; f++) {
        const sq = squareName(f, r);
        if (occupied.has(sq)) continue;
        const m = await movesFrom([...base, { square: sq, letter, color: 'w' }], sq);
        if (!m) continue;
        const score = m.dests.length * 100 - Math.abs(f - cf) * 2 - Math.abs(r - ranks / 3);
        if (score > best) { best = score; square = sq; }
      }
    }
  }
  if (!square) return { error: 'No demo for this piece.' };
  const at = parseSquare(square);
  const blockers = [];
  const tryAdd = (df, dr, color) => {
    const f = at.file + df;
    const r = at.rank + dr;
    if (f < 0 || r < 0 || f >= files || r >= ranks) return false;
    const sq = squareName(f, r);
    if (occupied.has(sq) || sq === square || blockers.some((b) => b.square === sq)) return false;
    blockers.push({ square: sq, letter: 'P', color });
    return true;
  };
  // A friend in front (blocks a leg or a line, or serves as a screen), an enemy to one side;
  // not where a limit is shown (they would hide it).
  if (!limit) {
    if (!tryAdd(0, 1, 'w')) tryAdd(0, -1, 'w');
    if (!tryAdd(2, 0, 'b')) tryAdd(-2, 0, 'b');
  }
  const subject = base.find((p) => p.square === square) ?? { square, letter, color: 'w' };
  let pieces = [...base.filter((p) => p !== subject), ...blockers, subject];
  let m = await movesFrom(pieces, square);
  if (!m) {
    pieces = [...base.filter((p) => p !== subject), subject];
    m = await movesFrom(pieces, square);
  }
  if (!m) return { error: 'No demo for this piece.' };
  // No capture shown yet (a piece that moves only to capture, like the Ambush): look for
  // points nearby where an enemy could be taken, and put up to two enemies there.
  const enemyAt = new Set(pieces.filter((p) => p.color === 'b').map((p) => p.square));
  if (!limit && !m.dests.some((d) => enemyAt.has(d))) {
    const taken = new Set(pieces.map((p) => p.square));
    const targets = [];
    for (let dr = 3; dr >= -3 && targets.length < 2; dr--) {
      for (let df = -3; df <= 3 && targets.length < 2; df++) {
        const f = at.file + df;
        const r = at.rank + dr;
        if (f < 0 || r < 0 || f >= files || r >= ranks) continue;
        const sq = squareName(f, r);
        if (taken.has(sq) || targets.includes(sq)) continue;
        const trial = await movesFrom([...pieces, ...targets.map((t) => ({ square: t, letter: 'P', color: 'b' })), { square: sq, letter: 'P', color: 'b' }], square);
        if (trial?.dests.includes(sq)) targets.push(sq);
      }
    }
    if (targets.length) {
      pieces = [...pieces, ...targets.map((t) => ({ square: t, letter: 'P', color: 'b' }))];
      m = await movesFrom(pieces, square) ?? m;
    }
  }
  // Why it cannot go further: the points each blocker takes away (a blocked leg or line).
  const blocked = new Set();
  for (const b of pieces) {
    if (b.square === square || b.letter.toUpperCase() === royal || base.includes(b)) continue;
    const without = await movesFrom(pieces.filter((p) => p !== b), square);
    for (const d of without?.dests ?? []) {
      if (!m.dests.includes(d) && d !== b.square) blocked.add(d);
    }
  }
  const region = limitSquares(info, limit, square);
  return {
    fen: m.fen, square, pieces, dests: m.dests, blocked: [...blocked],
    region: region.length ? region : null, caption: region.length ? limit.caption : null,
    captionIsReading: region.length > 0 && limit.reading === true,
  };
}

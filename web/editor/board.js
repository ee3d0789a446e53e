// The position editor's board as plain data, and FEN in and out: no DOM, no engine (the
// engine judges the position; see panels/editor.js). A setup is
//   {files, ranks, pieces: {e2: {letter: 'K', color: 'w'}, ...}, side: 'w'|'b', fallen: null|'b3'}
// where `fallen` is Gwangsanghui's fallen-general point (the captor that must be taken).
import { squareName, parseSquare } from '../board/squares.js';

export function emptySetup(files, ranks) {
  return { files, ranks, pieces: {}, side: 'w', fallen: null };
}

// A FEN's board, side and fallen-general field -> a setup, or {error}. Only the shape is
// checked here (ranks, files, letters of the game); what the pieces may do is the engine's.
export function setupFromFen(fen, files, ranks, letters) {
  const fields = String(fen ?? '').trim().split(/\s+/);
  const rows = (fields[0] ?? '').split('/');
  if (rows.length !== ranks) return { error: { key: 'editorFenRanks', params: { ranks } } };
  const setup = emptySetup(files, ranks);
  for (let i = 0; i < ranks; ++i) {
    const rank = ranks - 1 - i;
    let file = 0;
    for (const [, digits, letter] of rows[i].matchAll(/(\d+)|([A-Za-z])/g)) {
      if (digits) {
        file += Number(digits);
      } else {
        if (!letters.includes(letter.toUpperCase()) || file >= files)
          return { error: { key: 'editorFenPiece', params: { text: letter } } };
        setup.pieces[squareName(file, rank)] = { letter: letter.toUpperCase(), color: letter === letter.toUpperCase() ? 'w' : 'b' };
        file += 1;
      }
    }
    if (file !== files || /[^\dA-Za-z]/.test(rows[i])) return { error: { key: 'editorFenFiles', params: { files, rank: rank + 1 } } };
  }
  setup.side = fields[1] === 'b' ? 'b' : 'w';
  const fallen = fields[6] && fields[6] !== '-' ? parseSquare(fields[6]) : null;
  setup.fallen = fallen && fallen.file < files && fallen.rank < ranks ? fields[6] : null;
  return setup;
}

// The setup as a FEN: board, side, `- - 0 1`, and the fallen-general field when the game has
// one (`withFallenField`).
export function fenOf(setup, withFallenField = false) {
  const rows = [];
  for (let rank = setup.ranks - 1; rank >= 0; --rank) {
    let row = '', empty = 0;
    for (let file = 0; file < setup.files; ++file) {
      const p = setup.pieces[squareName(file, rank)];
      if (!p) { ++empty; continue; }
      if (empty) row += String(empty);
      empty = 0;
      row += p.color === 'w' ? p.letter : p.letter.toLowerCase();
    }
    rows.push(row + (empty ? String(empty) : ''));
  }
  const fen = `${rows.join('/')} ${setup.side} - - 0 1`;
  return withFallenField ? `${fen} ${setup.fallen ?? '-'}` : fen;
}

export function pieceAt(setup, square) {
  return setup.pieces[square] ?? null;
}

// Puts `piece` on `square`; the same piece there already is taken off instead (a second
// click removes).
export function placeOrRemove(setup, square, piece) {
  const here = setup.pieces[square];
  if (here && here.letter === piece.letter && here.color === piece.color) return remove(setup, square);
  return withPieces(setup, { ...setup.pieces, [square]: { letter: piece.letter, color: piece.color } });
}

export function remove(setup, square) {
  if (!setup.pieces[square]) return setup;
  const pieces = { ...setup.pieces };
  delete pieces[square];
  const out = withPieces(setup, pieces);
  if (out.fallen === square) out.fallen = null;
  return out;
}

// A piece dragged from one point to another (a piece on the target is replaced).
export function movePiece(setup, from, to) {
  const piece = setup.pieces[from];
  if (!piece || from === to) return setup;
  const pieces = { ...setup.pieces, [to]: piece };
  delete pieces[from];
  return withPieces(setup, pieces);
}

function withPieces(setup, pieces) {
  return { ...setup, pieces };
}

export function withSide(setup, side) {
  return { ...setup, side: side === 'b' ? 'b' : 'w' };
}

export function withFallen(setup, square) {
  return { ...setup, fallen: square || null };
}

// Every piece of both sides, in the game's order: the palette.
export function paletteOf(pieceLetters) {
  return ['w', 'b'].flatMap((color) => pieceLetters.map((letter) => ({ letter, color })));
}

// Janggi's horse/elephant arrangement for one side: the four points beside the guards on
// the side's back rank take the pieces they have in `arrangedFen` (a start position with
// that arrangement, from the engine's janggiStartFen).
export function withArrangement(setup, side, arrangedFen, letters) {
  const arranged = setupFromFen(arrangedFen, setup.files, setup.ranks, letters);
  if (arranged.error) return setup;
  const rank = side === 'w' ? 0 : setup.ranks - 1;
  const pieces = { ...setup.pieces };
  for (const file of [1, 2, setup.files - 3, setup.files - 2]) {
    const square = squareName(file, rank);
    if (arranged.pieces[square]) pieces[square] = arranged.pieces[square];
    else delete pieces[square];
  }
  return withPieces(setup, pieces);
}

// A count of each side's pieces by letter: {w: {K: 1, ...}, b: {...}}.
export function pieceCounts(setup) {
  const counts = { w: {}, b: {} };
  for (const p of Object.values(setup.pieces)) counts[p.color][p.letter] = (counts[p.color][p.letter] ?? 0) + 1;
  return counts;
}

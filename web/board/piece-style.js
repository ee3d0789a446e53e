// How a piece looks: shape, size, ink and the label it carries, from the engine's
// variantInfo (the game's set: pieceShape, sideColors, pieceSizePercent, and per piece its
// names, symbols and sizePercent); this only picks among them.

// The inks of the engine's colour names (variantInfo.sideColors: Janggi and Gwangsanghui
// blue for the first player and red; Xiangqi and Sin-yeon-sang-gi red and black).
const INKS = { blue: '#1d4fa0', red: '#c3232b', black: '#1b1b1b' };

// info: the engine's variantInfo.
export function pieceShape(info) {
  return info?.pieceShape ?? 'octagon';
}

// Diameter as a fraction of the point spacing: the piece's own size where the game sizes
// pieces by rank (Janggi: general largest, guards and soldiers smallest), else the game's.
export function pieceScale(info, letter) {
  const piece = pieceIndex(info).get(String(letter).toUpperCase());
  return (piece?.sizePercent || info?.pieceSizePercent || 88) / 100;
}

export function inkColor(info, color) {
  return INKS[info?.sideColors?.[color === 'w' ? 0 : 1]] ?? INKS.black;
}

// The label on a piece: 'hanja' (the symbol), 'hangul' (falls back to the symbol where the
// game has no Hangul names) or 'letters' (the FEN letter, upper case for both sides).
export function pieceLabel(pieceInfo, color, labels) {
  const side = color === 'w' ? 0 : 1;
  const letter = pieceInfo?.letter ?? '?';
  if (labels === 'letters') return letter.toUpperCase();
  const symbol = pieceInfo?.symbol?.[side] || letter.toUpperCase();
  if (labels === 'hangul') return pieceInfo?.hangul?.[side] || symbol;
  return symbol;
}

// Piece info by upper-case letter, from variantInfo.pieces.
export function pieceIndex(info) {
  const map = new Map();
  for (const p of info?.pieces ?? []) map.set(p.letter.toUpperCase(), p);
  return map;
}

// styleOf(piece) for drawing (board/draw.js): shape, size, ink and label of every piece of
// a game, worked out once per colour and letter.
export function pieceStyler(info, labels) {
  const index = pieceIndex(info);
  const memo = new Map();
  return (piece) => {
    const key = piece.color + piece.letter;
    if (!memo.has(key)) {
      const pieceInfo = index.get(piece.letter.toUpperCase()) ?? { letter: piece.letter };
      memo.set(key, {
        shape: pieceShape(info), scale: pieceScale(info, piece.letter),
        ink: inkColor(info, piece.color), label: pieceLabel(pieceInfo, piece.color, labels),
      });
    }
    return memo.get(key);
  };
}

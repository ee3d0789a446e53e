// How a piece looks: shape, size and colours per game, and the label it carries. Pure data;
// the engine supplies the names and symbols (variantInfo.pieces), this only picks among them.

// Ink colours of the two sides, per game family: Janggi and Gwangsanghui blue (first player)
// and red; Xiangqi and Sin-yeon-sang-gi red (first player) and black.
const INK = {
  janggi: { w: '#1d4fa0', b: '#c3232b' },
  gwangsanghui: { w: '#1d4fa0', b: '#c3232b' },
  xiangqi: { w: '#c3232b', b: '#1b1b1b' },
  sinyeonsanggi: { w: '#c3232b', b: '#1b1b1b' },
};

// Diameter as a fraction of the point spacing. Janggi sizes by rank: general largest,
// guards and soldiers smallest; Gwangsanghui likewise for its larger army.
const SIZES = {
  janggi: { K: 0.96, R: 0.82, C: 0.82, N: 0.82, B: 0.82, A: 0.66, P: 0.66 },
  gwangsanghui: { K: 0.96, G: 0.88, A: 0.66, P: 0.66, L: 0.66 },
};
const DEFAULT_SIZE = { janggi: 0.82, gwangsanghui: 0.8, xiangqi: 0.88, sinyeonsanggi: 0.88 };

export function gameFamily(game) {
  return INK[game] ? game : 'janggi';
}

export function pieceShape(game) {
  return game === 'xiangqi' || game === 'sinyeonsanggi' ? 'disc' : 'octagon';
}

export function pieceScale(game, letter) {
  const family = gameFamily(game);
  return SIZES[family]?.[letter.toUpperCase()] ?? DEFAULT_SIZE[family];
}

export function inkColor(game, color) {
  return INK[gameFamily(game)][color];
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

// styleOf(piece) for drawing (board-draw.js): shape, size, ink and label of every piece of
// a game, worked out once per colour and letter.
export function pieceStyler(info, labels) {
  const index = pieceIndex(info);
  const memo = new Map();
  return (piece) => {
    const key = piece.color + piece.letter;
    if (!memo.has(key)) {
      const pieceInfo = index.get(piece.letter.toUpperCase()) ?? { letter: piece.letter };
      memo.set(key, {
        shape: pieceShape(info.game), scale: pieceScale(info.game, piece.letter),
        ink: inkColor(info.game, piece.color), label: pieceLabel(pieceInfo, piece.color, labels),
      });
    }
    return memo.get(key);
  };
}

// Which coordinates the board edge shows: square-name letters and numbers (a1 at white's
// bottom-left), or the numbering of the game's own notation so that a move read in the
// move list can be found on the board:
//   kja  Janggi: files 1-9 from Cho's left, ranks 1-9 then 0 from the top as Cho sees it
//        (`79졸78` is the piece on rank 7, file 9).
//   wxf  Xiangqi and Sin-yeon-sang-gi: files counted from each player's right, along each
//        player's own edge; no rank numbers.
//   chinese  the same, Red's in Chinese numerals (一 to 九) as Chinese notation writes them.
// Pure functions of the style, board size and orientation.

const CHINESE_NUMERALS = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十', '十一', '十二', '十三'];

// gameNotation: the engine's variantInfo.notation ('kja', 'wxf', 'letters'); notation: the
// move list's style; chinese: the game has Chinese notation too.
export function coordinateStyle(gameNotation, notation, chinese = false) {
  const chineseStyle = notation === 'chinese' || notation === 'chineseTraditional';
  if (chineseStyle && chinese) return 'chinese';
  if (chineseStyle) notation = 'native';
  if (notation !== 'native' && notation !== 'latin') return 'letters';
  return gameNotation === 'kja' || gameNotation === 'wxf' ? gameNotation : 'letters';
}

// A point's name as the board's edge numbers it, for words said aloud: Janggi's rank and
// file digits ("79": rank 7, file 9, as `79졸78` writes it); in the other styles the square
// name (WXF numbers files only, from each player's own side).
export function squareLabel(style, square, ranks) {
  const m = /^([a-p])(\d{1,2})$/.exec(square ?? '');
  if (style !== 'kja' || !m) return square;
  const file = m[1].charCodeAt(0) - 97;
  const rank = Number(m[2]) - 1;
  return `${(ranks - rank) % 10}${file + 1}`;
}

// The numbering of a board whose texts name points (lessons, the position editor): the
// game's own where it names every point (Janggi's KJA), else letters and numbers (Xiangqi's
// notation numbers files only).
export function pointStyle(gameNotation, notation) {
  return coordinateStyle(gameNotation, notation) === 'kja' ? 'kja' : 'letters';
}

// A point's name as the board in `state` (the store's) numbers it, for words said or shown.
export function pointName(state, square) {
  return squareLabel(coordinateStyle(state.info?.notation, state.notationStyle), square, state.spec?.ranks ?? 10);
}

// Every point named in `text` in machine coordinates (e2, a10) named as the board in `state`
// numbers it (pointName): a lesson's or the editor's words.
export function namePoints(text, state) {
  return String(text).replace(/\b[a-p]\d{1,2}\b/g, (square) => pointName(state, square));
}

// -> {bottom: [{file, text}], top: [{file, text}], left: [{rank, text}]}: labels by board
// file/rank index, for the screen's bottom edge, top edge and left edge.
export function coordinateLabels(style, files, ranks, flipped) {
  const col = (f) => (flipped ? files - 1 - f : f);
  const all = (n) => Array.from({ length: n }, (_, i) => i);
  if (style === 'kja') {
    return {
      bottom: all(files).map((f) => ({ file: f, text: String(f + 1) })),
      top: [],
      left: all(ranks).map((r) => ({ rank: r, text: String((ranks - r) % 10) })),
    };
  }
  if (style === 'wxf' || style === 'chinese') {
    // The player at each edge counts files from its own right hand; in Chinese notation Red
    // (white, at the bottom unless flipped) in Chinese numerals.
    const red = (n) => (style === 'chinese' ? CHINESE_NUMERALS[n - 1] ?? String(n) : String(n));
    const bottom = flipped ? String : red, top = flipped ? red : String;
    return {
      bottom: all(files).map((f) => ({ file: f, text: bottom(files - col(f)) })),
      top: all(files).map((f) => ({ file: f, text: top(col(f) + 1) })),
      left: [],
    };
  }
  return {
    bottom: all(files).map((f) => ({ file: f, text: 'abcdefghijklmnop'[f] })),
    top: [],
    left: all(ranks).map((r) => ({ rank: r, text: String(r + 1) })),
  };
}

// Which coordinates the board edge shows: square-name letters and numbers (a1 at white's
// bottom-left), or the numbering of the game's own notation so that a move read in the
// move list can be found on the board:
//   kja  Janggi: files 1-9 from Cho's left, ranks 1-9 then 0 from the top as Cho sees it
//        (`79졸78` is the piece on rank 7, file 9).
//   wxf  Xiangqi and Sin-yeon-sang-gi: files counted from each player's right, along each
//        player's own edge; no rank numbers.
// Pure functions of the style, board size and orientation.

// gameNotation: the engine's variantInfo.notation ('kja', 'wxf', 'letters'); notation: the
// move list's style.
export function coordinateStyle(gameNotation, notation) {
  if (notation !== 'native' && notation !== 'latin') return 'letters';
  return gameNotation === 'kja' || gameNotation === 'wxf' ? gameNotation : 'letters';
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
  if (style === 'wxf') {
    // The player at each edge counts files from its own right hand.
    return {
      bottom: all(files).map((f) => ({ file: f, text: String(files - col(f)) })),
      top: all(files).map((f) => ({ file: f, text: String(col(f) + 1) })),
      left: [],
    };
  }
  return {
    bottom: all(files).map((f) => ({ file: f, text: 'abcdefghijklmnop'[f] })),
    top: [],
    left: all(ranks).map((r) => ({ rank: r, text: String(r + 1) })),
  };
}

// Rule demos: which region keeps each piece in (or out), per game, as data. The engine
// still decides every move; this table only says which of variantInfo's regions to
// outline in a piece's demo, the caption that explains it (a key of strings/*.js), and a
// demo point where the limit is seen. Rule sources: /work/shared/rules/*.md.
//
// region: 'palace' is the palace (of variantInfo().palaces) the piece stands in; any other
//         name is a region of variantInfo().regions, on the first player's side.
// keeps:  'in' the piece never ends a move outside the region; 'out' never inside it;
//         'rule' the region changes how it moves (a soldier across the river).
// square: where the piece stands in its demo (omitted: the point with most moves).
// reading: the caption states this project's reading of a source text, not the text itself
//         (Gwangsanghui, ../shared/rules/gwangsanghui.md): the page labels it as a reading.
// A piece with a limit is shown without the usual friend-in-front and enemy-beside pieces
// and the enemies put up to show a capture, which would hide the limit.
// scenery: pieces every demo of the game needs and that explain nothing themselves
//         (Sin-yeon-sang-gi: a pawn on each side, or guards and bulls are liberated).

export const PIECE_LIMITS = {
  janggi: {
    K: { keeps: 'in', region: 'palace', caption: 'limit.janggi.K', square: 'f3' },
    A: { keeps: 'in', region: 'palace', caption: 'limit.janggi.A', square: 'd3' },
  },
  xiangqi: {
    K: { keeps: 'in', region: 'palace', caption: 'limit.xiangqi.K', square: 'e3' },
    A: { keeps: 'in', region: 'palace', caption: 'limit.xiangqi.A', square: 'e2' },
    B: { keeps: 'in', region: 'own half', caption: 'limit.xiangqi.B', square: 'g5' },
    P: { keeps: 'rule', region: 'own half', caption: 'limit.xiangqi.P', square: 'c5' },
  },
  sinyeonsanggi: {
    scenery: [{ square: 'a5', letter: 'P', color: 'w' }],
    K: { keeps: 'in', region: 'palace', caption: 'limit.sinyeonsanggi.K', square: 'g3' },
    A: { keeps: 'in', region: 'palace', caption: 'limit.sinyeonsanggi.A', square: 'g2' },
    U: { keeps: 'in', region: 'own half', caption: 'limit.sinyeonsanggi.U', square: 'e5' },
    P: { keeps: 'rule', region: 'own 9th and 10th ranks', caption: 'limit.sinyeonsanggi.P', square: 'c9' },
  },
  gwangsanghui: {
    K: { keeps: 'in', region: 'palace', caption: 'limit.gwangsanghui.K', square: 'i4' },
    G: { keeps: 'in', region: 'palace', caption: 'limit.gwangsanghui.G', square: 'c4', reading: true },
    A: { keeps: 'in', region: 'palace', caption: 'limit.gwangsanghui.A', square: 'g4', reading: true },
    V: { keeps: 'out', region: 'central army', caption: 'limit.gwangsanghui.V', square: 'h5', reading: true },
    W: { keeps: 'in', region: 'inner camp', caption: 'limit.gwangsanghui.W', square: 'f3', reading: true },
    O: { keeps: 'in', region: 'three ranks', caption: 'limit.gwangsanghui.O', square: 'f2', reading: true },
  },
  // The dlp reading moves three pieces differently (gwangsanghui.md, rule set dlp).
  'gwangsanghui-dlp': {
    V: { keeps: 'out', region: 'ranks 1-4', caption: 'limit.gwangsanghui-dlp.V', square: 'h5', reading: true },
    W: { keeps: 'in', region: 'inner camp', caption: 'limit.gwangsanghui-dlp.W', square: 'f3', reading: true },
    O: { keeps: 'in', region: 'three ranks', caption: 'limit.gwangsanghui-dlp.O', square: 'f3', reading: true },
  },
};

// The limit of white's piece `letter` in `variant` (of `game`), or null.
export function pieceLimit(variant, game, letter) {
  const key = String(letter).toUpperCase();
  return PIECE_LIMITS[variant]?.[key] ?? PIECE_LIMITS[game]?.[key] ?? null;
}

// Pieces every demo of the game needs (see `scenery` above).
export function demoScenery(variant, game) {
  return PIECE_LIMITS[variant]?.scenery ?? PIECE_LIMITS[game]?.scenery ?? [];
}

// The squares of a limit's region for a piece on `square`: the palace holding it, or the
// first player's part of the named region. [] if variantInfo has no such region.
export function limitSquares(info, limit, square) {
  if (!limit) return [];
  if (limit.region === 'palace') return (info.palaces ?? []).find((p) => p.includes(square)) ?? [];
  return (info.regions ?? []).find((r) => r.name === limit.region)?.white ?? [];
}

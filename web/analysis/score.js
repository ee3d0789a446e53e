// Engine scores for people. The engine scores in centipawns from the side to move, 100 being
// a soldier (Xiangqi, Sin-yeon-sang-gi, Gwangsanghui), and in Janggi one point of the game's
// own counting (chariot 13, cannon 7, horse 5, elephant and guard 3, soldier 2; Han's 1.5
// for a decision on points is not in it), which Janggi players count anyway. So the number
// shown is score / 100 in
// "soldiers" or, for a game whose pieces have points, "points": +2.0 in Janggi is a lead
// worth a soldier, +3.0 an elephant; +1.0 in Xiangqi a soldier. Mates are "mate in N moves"
// of the side that mates.
//
// Winning chances (for the evaluation bar, the graph and the review) come from the score by
// the logistic lichess uses: 2 / (1 + e^(-0.00368208 * cp)) - 1, from -1 (lost) to +1 (won);
// +100 is +0.18, +300 +0.50, +600 +0.80.

export const WIN_CHANCE_K = 0.00368208;
export const MATE_CP = 10000; // a mate, as centipawns where a number is needed (the graph's ends)
const ENGINE_MATE = 31000; // the engine's score of a mate now (SCORE_MATE in core/search/search.h)

// 'points' when the game counts piece points (Janggi), else 'soldiers'. `info`: variantInfo.
export function scoreUnit(info) {
  return info && Array.isArray(info.pieces) && info.pieces.some((p) => p.points > 0) ? 'points' : 'soldiers';
}

// Moves to mate (of the side that mates) from the engine's plies: +1 ply and +2 plies are
// both "mate in 1"; negative when the side the score is from gets mated.
export function mateMoves(matePlies) {
  return Math.sign(matePlies) * Math.ceil(Math.abs(matePlies) / 2);
}

// {score, mate} (the engine's: from the side to move) seen from `side` ('w' or 'b').
export function fromSide(entry, sideToMove, side) {
  if (sideToMove === side) return { score: entry.score, mate: entry.mate ?? null };
  return { score: -entry.score, mate: entry.mate === null || entry.mate === undefined ? null : -entry.mate };
}

// Winning chances in [-1, 1] for the side the entry is from.
export function winChance(entry) {
  if (entry.mate !== null && entry.mate !== undefined) return entry.mate > 0 ? 1 : entry.mate < 0 ? -1 : 0;
  return 2 / (1 + Math.exp(-WIN_CHANCE_K * entry.score)) - 1;
}

// Centipawns where a mate is MATE_CP (for differences and averages).
export function centipawns(entry) {
  if (entry.mate !== null && entry.mate !== undefined) return entry.mate >= 0 ? MATE_CP : -MATE_CP;
  return entry.score;
}

// The first player's share of the evaluation bar, 0 to 1.
export function barShare(entry, sideToMove) {
  return (1 + winChance(fromSide(entry, sideToMove, 'w'))) / 2;
}

// Text of a score: {kind: 'mate', moves: 3} or {kind: 'number', text: '+1.5'}; the page
// turns it into words with its strings. `entry` is from the side it is shown for.
export function scoreParts(entry) {
  if (entry.mate !== null && entry.mate !== undefined) return { kind: 'mate', moves: mateMoves(entry.mate) };
  const tenths = Math.round(Math.abs(entry.score) / 10); // 35 -> 0.4 (toFixed would say 0.3)
  const sign = tenths === 0 ? '' : entry.score > 0 ? '+' : '−';
  return { kind: 'number', text: `${sign}${(tenths / 10).toFixed(1)}` };
}

// PGN's %eval value: the first player's view, in hundreds of centipawns with two decimals,
// or #N / #-N for a mate in N moves.
export function evalCommand(entry, sideToMove) {
  const white = fromSide(entry, sideToMove, 'w');
  if (white.mate !== null) return `#${mateMoves(white.mate)}`;
  return (white.score / 100).toFixed(2);
}

// Reads a %eval value back: {score, mate} from the side to move of the position it follows,
// or null if it is not one. A mate in N moves becomes the nearest plies (2N-1 for the side
// to move mating, -2N when it gets mated).
export function parseEvalCommand(text, sideToMove) {
  const value = String(text).trim();
  let white;
  const mate = /^#(-?)(\d{1,3})$/.exec(value);
  if (mate) {
    const moves = Number(mate[2]);
    if (moves === 0) return null;
    white = { mate: mate[1] ? -moves : moves };
  } else if (/^[+-]?\d{1,4}(\.\d{1,3})?$/.test(value)) {
    white = { score: Math.round(Number(value) * 100), mate: null };
  } else {
    return null;
  }
  if (white.mate !== null) {
    const forMover = sideToMove === 'w' ? white.mate : -white.mate;
    const plies = forMover > 0 ? 2 * forMover - 1 : 2 * forMover;
    return { score: plies > 0 ? ENGINE_MATE - plies : -ENGINE_MATE - plies, mate: plies };
  }
  return sideToMove === 'w' ? white : { score: -white.score, mate: null };
}

// The score in words: `entry` from `sideToMove`, shown for `view` ('mover', 'w' or 'b');
// `sideName(side)` names a side as the game does; `t` translates (strings.js).
export function describeScore(entry, sideToMove, view, unit, sideName, t) {
  const side = view === 'mover' ? sideToMove : view;
  const parts = scoreParts(fromSide(entry, sideToMove, side));
  if (parts.kind === 'mate') {
    const winner = parts.moves > 0 ? side : side === 'w' ? 'b' : 'w';
    return t('analysisMates', { side: sideName(winner), moves: Math.abs(parts.moves) });
  }
  if (parts.text === '0.0') return t('analysisEven');
  const value = t(unit === 'points' ? 'analysisPoints' : 'analysisSoldiers', { value: parts.text });
  return t('analysisFor', { score: value, side: sideName(side) });
}

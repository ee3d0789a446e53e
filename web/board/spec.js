// What is drawn on an empty board, derived once per variant from the engine's variantInfo:
// grid size, river, palaces (their diagonals), the regions the game's board draws (the
// Gwangsanghui camps, regions[].drawn), and the small marks on the Xiangqi-family boards
// where the pieces of variantInfo.startMarks (cannons, soldiers) start. Pure data.
import { parseSquare } from './squares.js';

// Bounding box {minFile, maxFile, minRank, maxRank} of a list of square names.
export function boundingBox(squares) {
  const points = squares.map(parseSquare).filter(Boolean);
  if (points.length === 0) return null;
  return {
    minFile: Math.min(...points.map((p) => p.file)), maxFile: Math.max(...points.map((p) => p.file)),
    minRank: Math.min(...points.map((p) => p.rank)), maxRank: Math.max(...points.map((p) => p.rank)),
  };
}

// startPieces: the board array of the variant's start position (for the start marks).
export function boardSpec(info, startPieces = []) {
  const palaces = (info.palaces ?? []).map(boundingBox).filter(Boolean);
  const camps = [];
  for (const region of (info.regions ?? []).filter((r) => r.drawn)) {
    for (const side of ['white', 'black']) {
      const box = boundingBox(region[side] ?? []);
      if (box) camps.push({ ...box, style: region.drawn });
    }
  }
  const marked = new Set([...(info.startMarks ?? '')]);
  const marks = startPieces.filter((p) => marked.has(p.letter.toUpperCase())).map((p) => parseSquare(p.square)).filter(Boolean);
  return {
    game: info.game, files: info.files, ranks: info.ranks,
    riverRank: Number.isInteger(info.riverRank) && info.riverRank >= 0 ? info.riverRank : -1,
    palaces, camps, marks,
  };
}

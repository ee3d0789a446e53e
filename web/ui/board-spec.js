// What is drawn on an empty board, derived once per variant from the engine's variantInfo:
// grid size, river, palaces (their diagonals), camps to outline, and the small marks on the
// Xiangqi-family boards where cannons and soldiers start. Pure data.
import { parseSquare } from './squares.js';

// Regions outlined on the board, per game ("camps of Gwangsanghui outlined").
const CAMPS = {
  gwangsanghui: [
    { region: 'central army', style: 'outline' },
    { region: 'inner camp', style: 'fill' },
    { region: 'left army', style: 'outline' },
    { region: 'right army', style: 'outline' },
  ],
};

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
  const game = info.game;
  const palaces = (info.palaces ?? []).map(boundingBox).filter(Boolean);
  const camps = [];
  for (const camp of CAMPS[game] ?? []) {
    const region = (info.regions ?? []).find((r) => r.name === camp.region);
    if (!region) continue;
    for (const side of ['white', 'black']) {
      const box = boundingBox(region[side] ?? []);
      if (box) camps.push({ ...box, style: camp.style });
    }
  }
  const marks = [];
  if (game === 'xiangqi' || game === 'sinyeonsanggi') {
    for (const p of startPieces) {
      if (p.letter.toUpperCase() === 'C' || p.letter.toUpperCase() === 'P') {
        const point = parseSquare(p.square);
        if (point) marks.push(point);
      }
    }
  }
  return {
    game, files: info.files, ranks: info.ranks,
    riverRank: Number.isInteger(info.riverRank) && info.riverRank >= 0 ? info.riverRank : -1,
    palaces, camps, marks,
  };
}

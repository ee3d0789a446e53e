// Square names as the engine writes them: file letter + rank number, a1 at white's
// bottom-left (`e2`, `a10`, `o14`). Files and ranks here are 0-based indices.

const FILE_LETTERS = 'abcdefghijklmnop';

export function squareName(file, rank) {
  return FILE_LETTERS[file] + String(rank + 1);
}

// -> {file, rank} or null for text that is not a square name.
export function parseSquare(name) {
  const m = /^([a-p])(\d{1,2})$/.exec(String(name));
  if (!m) return null;
  const rank = Number(m[2]) - 1;
  if (rank < 0 || rank > 15) return null;
  return { file: FILE_LETTERS.indexOf(m[1]), rank };
}

// A machine move `b1c3` (or a pass `e2e2`) -> {from, to} square names, or null.
export function splitMove(move) {
  const m = /^([a-p]\d{1,2})([a-p]\d{1,2})$/.exec(String(move));
  if (!m || !parseSquare(m[1]) || !parseSquare(m[2])) return null;
  return { from: m[1], to: m[2] };
}

export function isPass(move) {
  const s = splitMove(move);
  return s !== null && s.from === s.to;
}

export function fileLetter(file) {
  return FILE_LETTERS[file];
}

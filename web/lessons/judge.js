// Judges a lesson step's answer with the engine: the learner's move must be legal in the
// step's position (the engine plays it or refuses it), and the position it reaches must meet
// the step's goal, read from the engine's state after the move (a capture on a square, check,
// checkmate, a win, a pass, bikjang, a fallen general). No answer is compared with a stored
// move: a step's `solution` is only an example for tests and "Show me".
import { splitMove } from '../board/squares.js';

const COLOR = { w: 'white', b: 'black' };
const pieceAt = (board, square) => board.find((p) => p.square === square) ?? null;

// Each goal field and its test: (value, facts) -> true when met. facts: {before, after,
// move: {from, to}, mover: 'w'|'b', moved: the piece that moved (before the move)}.
const TESTS = {
  // A capture on that square (an opponent's piece there before, the mover's piece after).
  capture(square, f) {
    const victim = pieceAt(f.before.board, square);
    const now = pieceAt(f.after.board, square);
    return f.move.to === square && victim !== null && victim.color !== f.mover && now?.color === f.mover;
  },
  // The move is made by this kind of piece (its letter).
  piece: (letter, f) => f.moved?.letter === letter,
  // The moving piece ends on that square.
  reach: (square, f) => f.move.to === square && f.move.from !== square,
  check: (want, f) => want === (f.after.inCheck && f.after.side !== f.mover),
  mate: (want, f) => want === (f.after.end.over && f.after.end.reason === 'checkmate' && f.after.end.outcome === COLOR[f.mover]),
  // The game is won by the mover (with this reason, if the value is a reason name).
  win: (reason, f) => f.after.end.over && f.after.end.outcome === COLOR[f.mover] && (reason === true || f.after.end.reason === reason),
  pass: (want, f) => want === (f.move.from === f.move.to),
  bikjang: (want, f) => want === Boolean(f.after.bikjang) && !f.after.end.over,
  // Gwangsanghui: the move took a General, so the opponent now has one move to avenge it.
  fallen: (want, f) => want === (f.after.fallenGeneral !== null && f.after.fallenGeneral !== undefined),
  // Pieces of the opponent the move leaves on the board, at most (the fallen general's
  // penalty takes a whole wing army).
  opponentsAtMost: (count, f) => f.after.board.filter((p) => p.color !== f.mover).length <= count,
};

export const GOALS = Object.keys(TESTS);

// A step's goal is an object of TESTS' fields; every field must hold. -> error text or null.
export function goalProblem(goal) {
  if (!goal || typeof goal !== 'object' || Object.keys(goal).length === 0) return 'a step needs a goal';
  const unknown = Object.keys(goal).filter((k) => !TESTS[k]);
  return unknown.length ? `unknown goal ${unknown.join(', ')}` : null;
}

// -> {legal:false, error, code, params} | {legal:true, ok:boolean, failed:[goal fields not met], after}
export async function judgeMove(engine, variant, fen, move, goal) {
  const squares = splitMove(move);
  if (!squares) return { legal: false, error: `not a move: ${move}` };
  const before = await engine.state({ variant, fen, moves: [] });
  if (before.error) return { legal: false, error: before.error };
  const after = await engine.state({ variant, fen, moves: [move] });
  // The engine's error value whole (code and params too, for the page's language).
  if (after.error) return { legal: false, error: after.error, code: after.code, params: after.params };
  const facts = { before, after, move: squares, mover: before.side, moved: pieceAt(before.board, squares.from) };
  const failed = Object.entries(goal).filter(([name, value]) => !TESTS[name]?.(value, facts)).map(([name]) => name);
  return { legal: true, ok: failed.length === 0, failed, after };
}

// The legal moves of the step's position that meet its goal (tests and data checks).
export async function solutions(engine, variant, fen, goal) {
  const start = await engine.state({ variant, fen, moves: [] });
  if (start.error) return { error: start.error };
  const good = [];
  for (const move of start.legalMoves) {
    const r = await judgeMove(engine, variant, fen, move, goal);
    if (r.ok) good.push(move);
  }
  return { moves: good, legal: start.legalMoves };
}

// What the game state says, as pure functions of the store's state: the end shown at the
// cursor, whose turn it is to act, the record's result text. No engine calls, no DOM.
import * as H from './history.js';

export function otherSide(side) {
  return side === 'w' ? 'b' : 'w';
}

// The game's result as a record writes it.
export function resultText(end) {
  if (!end?.over) return '*';
  return end.outcome === 'white' ? '1-0' : end.outcome === 'black' ? '0-1' : '1/2-1/2';
}

// The result a record's text states: the end on the board, else the imported record's
// Result (at its last move, until a move is played), else '*'.
export function recordResult(state) {
  const end = gameEnd(state);
  if (end.over) return resultText(end);
  const stated = state.tags?.Result;
  return H.atEnd(state.history) && ['1-0', '0-1', '1/2-1/2'].includes(stated) ? stated : '*';
}

// A record's player names by side ('w' the first player): White/Black, Red (Xiangqi) or
// the .gib's 초대국자/한대국자; null where it names none.
export function recordPlayer(tags, side) {
  const names = side === 'w' ? ['White', 'Red', '초대국자'] : ['Black', '한대국자'];
  const found = names.map((n) => tags?.[n]).find((v) => typeof v === 'string' && v.trim());
  return found ? found.trim() : null;
}

// The end of the game shown at the cursor: the engine's, or a resignation/agreement that
// was recorded at the last move.
export function gameEnd(s) {
  if (s.position?.end?.over) return s.position.end;
  if (s.result && H.atEnd(s.history)) return { over: true, ...s.result };
  return { over: false };
}

export function computerToMove(state) {
  return state.mode === 'play' && state.opponent === 'computer' && !state.setup &&
    Boolean(state.position) && state.position.side !== state.humanSide && H.atEnd(state.history) &&
    !gameEnd(state).over;
}

// On the analysis board (mode 'analysis') a person moves both sides; the computer never moves.
export function humanMayMove(state) {
  const analysis = state.mode === 'analysis';
  if ((state.mode !== 'play' && !analysis) || !state.position || state.setup || state.thinking) return false;
  if (gameEnd(state).over) return false;
  return analysis || state.opponent === 'human' || state.position.side === state.humanSide;
}

// The side to move in the start position (the engine's state at ply 0 knows it; after a
// move it follows from the cursor's side and parity).
/** @returns {'w'|'b'} */
export function startSide(state) {
  const side = state.position.side;
  return state.history.cursor % 2 === 0 ? side : otherSide(side);
}

// The moves before the cursor as the engine's game: {variant, fen, moves}.
export function shownGame(state, extra = []) {
  return { variant: state.variant, fen: state.startFen, moves: [...H.currentMoves(state.history), ...extra] };
}

// Engine moves (machine notation, `c3c7`) as a person reads them: in the notation the move
// list shows (83차43, 炮二平五, C2.5...). Every text that shows a move to a person (the
// move list, a hint read out, the analysis lines, the review's better move) goes through
// here, so they all speak the same notation.
import { availableNotation, preferredNotation } from './notation-choice.js';

// The notation the move list shows for this game: the person's choice, else the page's
// default, one the game has (settings: {notation, lang}; info: variantInfo).
export function shownNotation(settings, info) {
  return availableNotation(preferredNotation(settings), info);
}

// The texts of `moves` played one after another from `game` ({variant, fen, moves}), in
// `style` (a notation the engine's state() gives). A move the engine cannot write (an
// error: moves that are not legal there) keeps its machine text, so nothing shown is lost.
export async function movesText(engine, game, moves, style) {
  if (moves.length === 0) return [];
  const state = await engine.state({ variant: game.variant, fen: game.fen, moves: [...game.moves, ...moves] });
  const texts = state.error ? null : state.notation?.[style] ?? state.notation?.native;
  return moves.map((move, i) => texts?.[game.moves.length + i] ?? move);
}

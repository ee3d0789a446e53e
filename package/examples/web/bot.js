// A Web Worker of our own with a synchronous Game: it answers {variant, fen, moves, level}
// with the engine's best move. Searching here never freezes the page.
import { Game } from 'sanggi-engine';

self.onmessage = ({ data }) => {
  const game = new Game(data.variant, data.fen);
  for (const move of data.moves) game.play(move);
  self.postMessage(game.search({ level: data.level }));
};

// A synchronous game in Node: moves in any notation, the computer's answer, a record.
//   node node-game.mjs
import { Game, VERSION } from 'sanggi-engine';

const game = new Game('janggi');
console.log(`sanggi-engine ${VERSION}: ${game.legalMoves().length} legal moves at the start`);

console.log(game.play('79졸78')); // Korean notation: Cho's soldier -> { move: 'i4h4' }
console.log(game.play('h10g8')); // machine notation -> { move: 'h10g8' }
console.log(game.play('a1a9')); // -> { error: '...' }, and the game is unchanged

const answer = game.search({ level: 3 });
if (!answer.error) game.play(answer.best);
console.log(game.notation()); // the moves in Korean notation
console.log(game.fen(), game.end()); // { over: false }
game.undo();
console.log(game.record('pgn').text);

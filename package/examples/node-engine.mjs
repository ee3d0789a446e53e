// The asynchronous engine API (the one the sanggi page uses) in Node.
//   node node-engine.mjs
import { createEngine } from 'sanggi-engine';

const engine = await createEngine(); // mode 'node': in this process
const game = { variant: 'xiangqi', moves: ['h3e3'] };
const state = await engine.state(game);
console.log(state.side, state.legalMoves.length, state.notation.native);
const reply = await engine.search(game, { nodes: 20000, seed: 1 });
console.log(reply.best, reply.score);
engine.close();

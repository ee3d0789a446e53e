// The game controller: keeps {variant, start FEN, moves, cursor} in the store and asks the
// engine client for everything else (legal moves, end of game, notation, the computer's
// moves). The page holds no rules: a move is played only if the engine listed it as legal.
// The work is done by functions of a shared context: game/flow.js (loading, showing,
// playing, the computer's turn) and game/actions.js (pass, navigation, hint, resign, draw,
// setup).
import * as flow from './flow.js';
import * as act from './actions.js';
import { computerToMove, humanMayMove } from './game-state.js';
import { syncedClock } from './game-clock.js';

export { otherSide, resultText, gameEnd } from './game-state.js';

// events: {move(detail), gameOver(end), changed()}; now: the clocks' time source (ms).
export function createGame(engine, store, events = {}, { now = () => performance.now() } = {}) {
  const ctx = { engine, store, events, now, generation: 0, navTarget: null, infoCache: new Map() };
  // The clocks follow the game: the side to move's runs, none when the game is not on.
  store.subscribe((s) => {
    const clock = syncedClock(s, now());
    if (clock !== s.clock) store.set({ clock });
  });
  return {
    variantData: (variant) => flow.variantData(ctx, variant),
    humanMayMove: (state = store.get()) => humanMayMove(state),
    computerToMove: (state = store.get()) => computerToMove(state),
    load: (game) => flow.load(ctx, game),
    // Shows another history of the same game (the analysis board's lines and reviews).
    showHistory: (history, extra = {}) => flow.show(ctx, history, extra),
    play: (move) => flow.playMove(ctx, move),
    playFromTo: (from, to) => flow.playMove(ctx, from + to),
    pass: () => act.pass(ctx),
    playFromHere: (choice) => act.playFromHere(ctx, choice),
    passAnswer: () => act.passAnswer(ctx),
    undo: () => act.undo(ctx),
    redo: () => act.redo(ctx),
    jump: (ply) => act.jump(ctx, ply),
    jumpBy: (delta) => act.jumpBy(ctx, delta),
    hint: () => act.hint(ctx),
    resign: () => act.resign(ctx),
    offerDraw: () => act.offerDraw(ctx),
    acceptDraw: () => act.acceptDraw(ctx),
    declineDraw: () => act.declineDraw(ctx),
    exposingDestinations: (from) => act.exposingDestinations(ctx, from),
    setLevel: (level) => store.set({ level }),
    setSetup: (han, cho) => act.setSetup(ctx, han, cho),
    startFromSetup: () => act.startFromSetup(ctx),
    checkTime: () => act.checkTime(ctx),
    pauseClock: () => act.pauseClock(ctx),
    resumeClock: () => act.resumeClock(ctx),
    // Resumes the computer if it is its turn (after a change of opponent or side).
    nudge() {
      if (computerToMove(store.get())) flow.computerMove(ctx, ctx.generation);
    },
    cancel() {
      ++ctx.generation;
      flow.stopThinking(ctx);
    },
  };
}

// Which game buttons are shown and enabled, as a pure function of the state: the same
// rules for the main page and the <sanggi-board> element (tested without a DOM).
import * as H from './history.js';
import { gameEnd, humanMayMove } from './game-state.js';

// Pass (한수쉼): shown in a game where a side may pass at any time (the engine's
// rules.passing 'anytime': Janggi) and wherever the engine says passing is legal now (a
// Gwangsanghui side with no other move); enabled when the person to move may pass. Facing
// bikjang, passing is one of the two answers (and ends the game): `attention` points to it.
export function passButton(state, statusKind) {
  const p = state.position;
  const offered = (state.mode === 'play' || state.mode === 'analysis') && Boolean(p) && (p.canPass || state.info?.rules?.passing === 'anytime');
  const disabled = !(p?.canPass && humanMayMove(state));
  return { hidden: !offered, disabled, attention: statusKind === 'bikjang' && !disabled };
}

// -> {name: {disabled}} for the buttons of a game in progress, and {hidden, disabled,
// attention} for pass.
export function controlStates(state, statusKind) {
  const playing = !state.setup && !gameEnd(state).over && state.mode !== 'analysis';
  const mayMove = humanMayMove(state);
  const back = !H.canUndo(state.history) || Boolean(state.setup);
  const forward = !H.canRedo(state.history);
  return {
    first: { disabled: back }, undo: { disabled: back },
    redo: { disabled: forward }, last: { disabled: forward },
    pass: passButton(state, statusKind),
    hint: { disabled: !mayMove || state.mode === 'analysis' },
    resign: { disabled: !playing || state.thinking },
    draw: { disabled: !playing || state.thinking || Boolean(state.drawOffer) },
    // Play from here: any position of the game that is not its end.
    fromHere: { disabled: !playing || state.mode !== 'play' },
    moveInput: { disabled: !mayMove },
  };
}

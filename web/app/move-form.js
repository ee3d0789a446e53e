// "Type a move": any notation of the game (`79졸78`, `C2.5`, `b1c3`...), read by the
// engine; a move it cannot read shows why, until the position changes or the box is emptied.
import * as H from '../game/history.js';
import { humanMayMove } from '../game/game-state.js';
import { availableNotation } from '../game/notation-choice.js';
import { errorText } from '../i18n/error-text.js';

// A sample of what the field accepts, by the game's own notation (variantInfo.notation);
// machine notation works in every game.
const MOVE_EXAMPLES = { kja: '79졸78', wxf: 'C2.5' };
const MACHINE_EXAMPLE = 'b1c3';
const CHINESE_EXAMPLE = '炮二平五';  // where Chinese notation is shown (its shape, any game that has it)

// form: the <form> holding #move-input and #move-error.
export function createMoveForm({ form, engine, game, store, getT }) {
  const input = form.querySelector('#move-input');
  const error = form.querySelector('#move-error');
  let errorAt = null;  // the position the shown error is about
  const showError = (text, position = null) => {
    error.textContent = text;
    errorAt = position;
  };
  // An emptied box takes its error with it.
  input.addEventListener('input', () => { if (!input.value.trim()) showError(''); });
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const s = store.get();
    const text = input.value.trim();
    if (!text || !humanMayMove(s)) return;
    const r = await engine.parseMove({ variant: s.variant, fen: s.startFen, moves: H.currentMoves(s.history) }, text);
    if (r.error) { showError(getT()('illegalTyped', { message: errorText(r, getT()) }), s.position); return; }
    showError('');
    input.value = '';
    await game.play(r.move);
  });
  return {
    render(s, disabled) {
      if (s.position !== errorAt) showError('');
      input.disabled = disabled;
      const chinese = availableNotation(s.notationStyle, s.info).startsWith('chinese');
      input.placeholder = getT()('movePlaceholder', { example: chinese ? CHINESE_EXAMPLE : MOVE_EXAMPLES[s.info.notation] ?? MACHINE_EXAMPLE });
    },
  };
}

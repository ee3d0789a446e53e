// "Type a move": any notation of the game (`79졸78`, `C2.5`, `b1c3`...), read by the
// engine; a move it cannot read shows why, until the position changes or the box is emptied.
import * as H from '../game/history.js';
import { humanMayMove } from '../game/game-state.js';
import { availableNotation } from '../game/notation-choice.js';
import { errorText } from '../i18n/error-text.js';
import { pieceWords } from '../i18n/describe.js';
import { pointName } from '../board/coordinates.js';
import { movesText } from '../game/move-text.js';
import { isPass } from '../board/squares.js';

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
    const shown = { variant: s.variant, fen: s.startFen, moves: H.currentMoves(s.history) };
    const r = await engine.parseMove(shown, text);
    if (r.error) {
      const message = await typedMoveError(engine, s, shown, r, getT());
      showError(getT()('illegalTyped', { message }), s.position);
      return;
    }
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

// Why the typed move cannot be played (the engine's reason: no such piece there, the way
// blocked, the royal left in check, no move in any notation), in the page's language and the
// player's notation: the example written as the move list writes moves, points named as
// the board numbers them, pieces by their names.
async function typedMoveError(engine, s, game, r, t) {
  const p = { ...(r.params ?? {}) };
  if (p.example !== undefined) {
    const first = s.position.legalMoves.find((m) => !isPass(m)) ?? s.position.legalMoves[0];
    p.example = first ? (await movesText(engine, game, [first], availableNotation(s.notationStyle, s.info)))[0] : '';
  }
  if (p.square) p.square = pointName(s, p.square);
  if (p.letter) {
    const words = pieceWords(s, { letter: p.letter, color: s.position.side }, t);
    if (p.royal !== undefined) p.royal = words; else p.piece = words;
  }
  return errorText({ ...r, params: p }, t, [], { pageWords: true });
}

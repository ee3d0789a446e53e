// What a move, a bikjang reached and the end of the game sound like and say (screen
// readers hear it through an aria-live region). Shared by the main page and the
// <sanggi-board> element; the words are pure functions, tested without a DOM.
import { splitMove } from '../board/squares.js';
import { otherSide } from '../game/game-state.js';
import { describeEnd, describeStatus, pieceWords, sideName } from '../i18n/describe.js';

// The tone of a move just played (state: after it; before: the board before it): one that
// gives check or makes bikjang, a capture (a pass captures nothing), or a plain move.
export function moveSound(state, move, before) {
  if (state.position?.inCheck || state.position?.bikjang) return 'check';
  const m = splitMove(move);
  return m && m.from !== m.to && before.some((p) => p.square === m.to) ? 'capture' : 'move';
}

// "Cho 楚 (blue): 79졸78", and the check (장군) or bikjang (빅장) the move makes, if it does;
// the game's end is said by gameOver.
export function moveAnnouncement(state, text, t) {
  const mover = otherSide(state.position.side);
  const status = describeStatus(state, t);
  const urgent = status.kind === 'check' || status.kind === 'bikjang' ? `. ${status.text}` : '';
  return t('announceMove', { side: sideName(t, state.info.game, mover), move: text }) + urgent;
}

// say(text): puts the words in the live region; sound: sound.js; getT(): the translator.
export function createAnnouncer({ say, sound, getT }) {
  let lastUrgent = null;  // the position whose check or bikjang was last said
  return {
    // After the game controller's `move` event (state: the store's state after the move).
    move(state, { move, text, before }) {
      sound.play(moveSound(state, move, before));
      lastUrgent = state.position;
      say(moveAnnouncement(state, text, getT()));
    },
    // -> the words said.
    gameOver(state, end) {
      sound.play('end');
      const text = describeEnd(end, state.info.game, getT());
      say(text);
      return text;
    },
    // Each state shown: bikjang reached other than by a move (a position given, a step
    // through the game) is said once too.
    shown(state, status = describeStatus(state, getT())) {
      if (status.kind !== 'bikjang' || state.position === lastUrgent) return;
      lastUrgent = state.position;
      say(status.text);
    },
  };
}

// The board's words for keyboard players (board/control.js hooks): the point under the
// cursor and what it holds, the piece picked up and where it can go. say(text); getState():
// the store's state; getT(): the translator.
export function cursorHooks({ say, getState, getT }) {
  const words = (piece) => pieceWords(getState(), piece, getT());
  return {
    onPicked(square, destinations) {
      const piece = getState().position?.board.find((p) => p.square === square);
      say(getT()('announcePicked', { piece: words(piece), square, squares: destinations.join(', ') }));
    },
    onCursor(square, piece) {
      say(piece ? getT()('announceCursor', { square, piece: words(piece) }) : getT()('announceEmpty', { square }));
    },
  };
}

// What a move, a bikjang reached and the end of the game sound like and say (screen
// readers hear it through an aria-live region). Shared by the main page and the
// <sanggi-board> element; the words are pure functions, tested without a DOM.
import { splitMove } from '../board/squares.js';
import { pointName } from '../board/coordinates.js';
import { otherSide } from '../game/game-state.js';
import { armyTakenNote, describeEnd, describeStatus, pieceWords, sideName } from '../i18n/describe.js';

// The tone of a move just played (state: after it; before: the board before it): one that
// gives check or makes bikjang, a capture (a pass captures nothing), or a plain move.
export function moveSound(state, move, before) {
  if (state.position?.inCheck || state.position?.bikjang) return 'check';
  const m = splitMove(move);
  return m && m.from !== m.to && before.some((p) => p.square === m.to) ? 'capture' : 'move';
}

// "Cho 楚 (blue): 79졸78", and the check (장군) or bikjang (빅장) the move makes, if it does;
// the game's end is said by gameOver.
// A wing army taken by the fallen General's rule is said too.
export function moveAnnouncement(state, text, t) {
  const mover = otherSide(state.position.side);
  const status = describeStatus(state, t);
  const urgent = status.kind === 'check' || status.kind === 'bikjang' ? `. ${status.text}` : '';
  const army = armyTakenNote(t, state.info.game, mover, state.position);
  return t('announceMove', { side: sideName(t, state.info.game, mover), move: text }) + urgent + (army ? ` ${army}` : '');
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
// cursor and what it holds, the piece picked up and where it can go, a point it cannot go
// to; points named as the board numbers them (pointName: Janggi's "79" where the board shows
// KJA numbers). say(text); getState(): the store's state; getT(): the translator. The page
// and the embed both use these.
export function cursorHooks({ say, getState, getT }) {
  const words = (piece) => pieceWords(getState(), piece, getT());
  const name = (square) => pointName(getState(), square);
  const pieceOn = (square) => getState().position?.board.find((p) => p.square === square);
  return {
    onPicked(square, destinations) {
      say(getT()('announcePicked', { piece: words(pieceOn(square)), square: name(square), squares: destinations.map(name).join(', ') }));
    },
    onCursor(square, piece) {
      say(piece ? getT()('announceCursor', { square: name(square), piece: words(piece) }) : getT()('announceEmpty', { square: name(square) }));
    },
    onIllegal(from, square) {
      say(getT()('announceIllegal', { piece: words(pieceOn(from)), from: name(from), square: name(square) }));
    },
  };
}

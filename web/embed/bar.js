// The bar below a <sanggi-board>: « ‹ ▷ › » ⇅ Pass and the status line, drawn from the
// state with the page's button rules (controls.js).
import * as H from '../game/history.js';
import { el, button } from '../common/dom.js';
import { passButton } from '../game/controls.js';

const BUTTONS = [['first', '«'], ['prev', '‹'], ['auto', '▷'], ['next', '›'], ['last', '»'], ['flip', '⇅'], ['pass', '']];
const LABELLED = ['first', 'prev', 'next', 'last', 'flip'];

// -> {element, buttons: {name: <button>}, status}
export function createBar() {
  const element = el('div', 'bar');
  const buttons = {};
  for (const [name, text] of BUTTONS) {
    const b = button(text);
    b.dataset.action = name;
    buttons[name] = b;
    element.append(b);
  }
  const status = el('span', 'status');
  element.append(status);
  return { element, buttons, status };
}

// The status line: in replay the move number and the move just shown, in the game's own
// notation; otherwise the game's status words.
export function barStatusText(s, mode, statusText) {
  if (mode !== 'replay') return statusText;
  const shown = s.history.cursor > 0 ? s.notation?.native?.[s.history.cursor - 1] : null;
  return `${s.history.cursor} / ${s.history.moves.length}${shown ? ` · ${shown}` : ''}`;
}

// mode: the element's mode (play, replay, demo, static); playing: autoplay runs.
export function renderBar(bar, s, { mode, playing, status, t }) {
  const b = bar.buttons;
  bar.element.hidden = mode === 'static' || mode === 'lesson';  // a lesson has its own buttons
  b.auto.hidden = mode !== 'replay';
  b.auto.textContent = playing ? '❚❚' : '▷';
  b.auto.setAttribute('aria-label', t(playing ? 'replayPause' : 'replayPlay'));
  const pass = passButton(s, status.kind);
  b.pass.textContent = t('pass');
  b.pass.hidden = pass.hidden;
  b.pass.disabled = pass.disabled;
  b.pass.classList.toggle('attention', pass.attention);
  for (const name of LABELLED) {
    b[name].setAttribute('aria-label', t(name));
    b[name].title = t(name);
  }
  b.first.disabled = b.prev.disabled = !H.canUndo(s.history);
  b.next.disabled = b.last.disabled = !H.canRedo(s.history);
  bar.status.textContent = barStatusText(s, mode, status.text);
}

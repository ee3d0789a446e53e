// The main page's buttons and keys: menu dialogs, stepping through the game, flip, pass,
// hint, resign (asked twice), draw offers, the notation choice, and the arrow keys outside
// the board. What each does is the game controller's; this only connects them.
import { renderPage } from './view.js';
import { $ } from '../common/dom.js';
import { shownGame, otherSide } from '../game/game-state.js';
import { movesText, shownNotation } from '../game/move-text.js';
import { describeEnd, describePoints, sideName } from '../i18n/describe.js';
import { saveSettings } from '../common/storage.js';

const RESIGN_CONFIRM_MS = 4000;
const DECLINED_SHOWN_MS = 4000;

export function wireButtons(page) {
  const { game, store, dialogs } = page;
  const click = (id, fn) => $(id).addEventListener('click', fn);
  click('btn-new', () => dialogs.newGame.open());
  click('btn-io', () => dialogs.io.open());
  click('btn-from-here', () => dialogs.fromHere.open());
  click('btn-edit', () => page.editor.open(store.get().variant, store.get().position?.fen));
  click('btn-settings', () => dialogs.settings.open());
  click('btn-rules', () => dialogs.rules.open());
  click('btn-first', () => game.jump(0));
  click('btn-undo', () => game.undo());
  click('btn-redo', () => game.redo());
  click('btn-last', () => game.jump(Infinity));
  click('btn-flip', () => store.set({ flipped: !store.get().flipped }));
  click('btn-pass', passTwice(page));
  click('btn-hint', () => hint(page));
  // The hint's move stays written on the button while its arrow is on the board.
  page.store.subscribe((s) => { if (!s.hint && $('btn-hint').dataset.move) showHint(page, ''); });
  click('btn-analyse', () => page.analysis.toggle());
  click('btn-review', () => page.analysis.review());
  click('btn-resign', resignTwice(page));
  click('btn-draw', () => offerDraw(page));
  click('btn-accept-draw', () => game.acceptDraw());
  click('btn-decline-draw', () => game.declineDraw());
  click('btn-start-setup', () => game.startFromSetup());
  $('notation-select').addEventListener('change', (e) => {
    page.settings.notation = e.target.value;
    saveSettings(page.settings);
    store.set({ notationStyle: page.settings.notation });  // the board's coordinates follow it
  });
  document.addEventListener('keydown', (event) => stepKeys(page, event));
}

// The arrow keys, Home and End outside the board and the text fields step through the game.
function stepKeys(page, event) {
  if (event.target.closest?.('input, textarea, select, canvas, dialog')) return;
  const keys = { ArrowLeft: () => page.game.jumpBy(-1), ArrowRight: () => page.game.jumpBy(1), Home: () => page.game.jump(0), End: () => page.game.jump(Infinity) };
  if (!keys[event.key]) return;
  event.preventDefault();
  keys[event.key]();
}

// The arrow shows it on the board; its move is written on the Hint button too, and said, in
// the move list's notation.
async function hint(page) {
  const r = await page.game.hint();
  if (!r.ok) return;
  const s = page.store.get();
  const [text] = await movesText(page.engine, shownGame(s), [r.best], shownNotation(page.settings, s.info));
  if (page.store.get().hint !== r.best) return;  // gone meanwhile (a move, a step)
  showHint(page, text);
  page.announce(page.t('hintIs', { move: text }));
}

function showHint(page, move) {
  const button = $('btn-hint');
  button.textContent = move ? page.t('hintIs', { move }) : page.t('hint');
  if (move) button.dataset.move = move;
  else delete button.dataset.move;
}

// Resigning takes a second click within a few seconds, so a slip of the finger is harmless.
function resignTwice(page) {
  let armed = null;
  return () => {
    const button = $('btn-resign');
    clearTimeout(armed);
    if (armed) {
      armed = null;
      button.textContent = page.t('resign');
      page.game.resign();
      return;
    }
    button.textContent = page.t('confirmResign');
    armed = setTimeout(() => { armed = null; button.textContent = page.t('resign'); }, RESIGN_CONFIRM_MS);
  };
}

// A pass the other side can answer by passing, ending the game with the passer's loss, is
// said first (floating under the buttons, so nothing moves) and needs a second press; the
// warning stays until it is answered: Pass again, "Don't pass", or any change of position.
// Any other pass (one that would win or draw, or that cannot be answered so) is played at once.
function passTwice(page) {
  let armedAt = null;  // the position the warning is about, while it is shown
  const note = $('board-note');
  const disarm = () => {
    armedAt = null;
    $('btn-pass').textContent = page.t('pass');
    if (note.dataset.kind === 'pass') { note.hidden = true; $('board-note-text').textContent = ''; delete note.dataset.kind; }
    $('btn-keep-playing').hidden = true;
  };
  page.store.subscribe((s) => { if (armedAt && s.position !== armedAt) disarm(); });
  $('btn-keep-playing').addEventListener('click', () => { disarm(); $('btn-pass').focus(); });
  return async () => {
    if (armedAt) { disarm(); return page.game.pass(); }
    const end = await page.game.passAnswer();
    const s = page.store.get();
    const passer = s.position.side;
    if (!end || end.outcome !== (passer === 'w' ? 'black' : 'white')) return page.game.pass();
    armedAt = s.position;
    const game = s.info.game;
    const text = page.t('passWarning', { side: sideName(page.t, game, otherSide(passer)), ending: describeEnd(end, game, page.t), points: describePoints(end, page.t) }).trim();
    $('board-note-text').textContent = text;
    note.dataset.kind = 'pass';
    $('btn-keep-playing').textContent = page.t('dontPass');
    $('btn-keep-playing').hidden = false;
    note.hidden = false;
    page.announce(text);
    $('btn-pass').textContent = page.t('confirmPass');
  };
}

// The computer may decline: said for a few seconds where an offer would be answered.
async function offerDraw(page) {
  const r = await page.game.offerDraw();
  if (!r.declined) return;
  page.announce(page.t('drawDeclined'));
  $('draw-offer-text').textContent = page.t('drawDeclined');
  $('draw-offer').hidden = false;
  $('btn-accept-draw').hidden = $('btn-decline-draw').hidden = true;
  setTimeout(() => renderPage(page, page.store.get()), DECLINED_SHOWN_MS);
}

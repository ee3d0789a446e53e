// Drawing the main page from the state: status line, the data attributes tests and host
// pages read, player bars, buttons, the draw offer, the move list. Each part is a function
// of the state (and the page's settings and language); the board draws itself
// (board/control.js).
import { humanMayMove, startSide } from '../game/game-state.js';
import { $ } from '../common/dom.js';
import { controlStates } from '../game/controls.js';
import { saveGame } from '../common/storage.js';
import { gameRecord } from './kept-game.js';
import { describeStatus, sideName } from '../i18n/describe.js';
import { renderMoveList } from './move-list.js';
import { renderPlayerBar } from './players.js';
import { shownComment, commentTexts } from '../game/comments.js';
import { createCaptionSpace } from '../common/caption-space.js';
import { offeredNotations } from '../game/notation-choice.js';
import { shownNotation } from '../game/move-text.js';


// The page's state for tests and host pages: 'ready' means a person can move now.
export function pageDataset(s, statusKind) {
  const waiting = statusKind === 'ready' || statusKind === 'review';
  return {
    state: humanMayMove(s) ? 'ready' : waiting ? 'waiting' : statusKind,
    variant: s.variant, ply: String(s.history.cursor), moves: String(s.history.moves.length),
    fen: s.position.fen, side: s.position.side,
  };
}

export function setStatus(page, text, kind) {
  const el = $('status');
  el.textContent = text;
  el.dataset.state = kind;
  if (kind === 'error') page.app.dataset.state = 'error';
}

export function renderPage(page, s) {
  if (!s.info || !s.position) return;
  const t = page.t;
  const status = describeStatus(s, t);
  setStatus(page, status.text, status.kind);
  page.announcer.shown(s, status);
  Object.assign(page.app.dataset, pageDataset(s, status.kind));
  renderTitle(page);
  $('link-lessons').href = `lessons.html?lesson=${s.info.game}&lang=${t.lang}`;  // this game's course
  renderBars(page, s);
  renderControls(page, s, status.kind);
  page.zoom?.update();  // (the game's board may have changed size)
  renderDrawOffer(page, s);
  renderMoves(page, s);
  renderComment(s);
  page.analysis?.render();
  // The analysis board's wanderings are not the game: it is saved as it was before them.
  if (!s.setup && s.mode !== 'analysis') saveGame(gameRecord(s, page.now()));
}

// The header names the game being shown: the editor's while it is open, else the game's.
export function renderTitle(page) {
  const game = page.editor?.isOpen() ? page.editor.game() : page.store.get().info?.game;
  if (game) $('game-title').textContent = page.t(`game.${game}`);
}

function renderBars(page, s) {
  const bottom = s.flipped ? 'b' : 'w';
  const handlers = {
    onSetup: (side, code) => page.game.setSetup(side === 'b' ? code : s.setup.han, side === 'w' ? code : s.setup.cho),
    clockOf: (side) => page.clocks.element(side),
  };
  renderPlayerBar($('bar-bottom'), bottom, s, page.t, handlers);
  renderPlayerBar($('bar-top'), bottom === 'w' ? 'b' : 'w', s, page.t, handlers);
  $('setup-start').hidden = !s.setup;
}

const BUTTON_IDS = { first: 'btn-first', undo: 'btn-undo', redo: 'btn-redo', last: 'btn-last', hint: 'btn-hint', resign: 'btn-resign', draw: 'btn-draw', fromHere: 'btn-from-here' };

function renderControls(page, s, statusKind) {
  const controls = controlStates(s, statusKind);
  for (const [name, id] of Object.entries(BUTTON_IDS)) $(id).disabled = controls[name].disabled;
  $('btn-analyse').disabled = Boolean(s.setup);
  $('btn-review').disabled = Boolean(s.setup) || s.history.moves.length === 0;
  const pass = $('btn-pass');
  pass.hidden = controls.pass.hidden;
  pass.disabled = controls.pass.disabled;
  pass.classList.toggle('attention', controls.pass.attention);
  page.moveForm.render(s, controls.moveInput.disabled);
}

function renderDrawOffer(page, s) {
  $('draw-offer').hidden = !s.drawOffer;
  $('btn-accept-draw').hidden = $('btn-decline-draw').hidden = false;
  if (s.drawOffer) $('draw-offer-text').textContent = page.t('drawOffered', { side: sideName(page.t, s.info.game, s.drawOffer) });
}

// The record's comment on the move shown, under the board (its words only), in a space kept
// for the record's tallest comment so that nothing below it moves (caption-space.js).
let commentSpace = null;
function renderComment(s) {
  commentSpace ??= createCaptionSpace($('move-comment'));
  commentSpace.show(shownComment(s), commentTexts(s));
}

// The move list is drawn again only when its moves, comments, cursor or language change.
function renderMoves(page, s) {
  const notation = shownNotation(page.settings, s.info);
  const select = $('notation-select');
  const offered = offeredNotations(s.info);
  for (const option of select.options) option.hidden = !offered.includes(option.value);
  select.value = notation;
  const texts = s.notation?.[notation] ?? s.history.moves;
  const marks = page.analysis?.marks(s) ?? {};
  const comments = commentTexts(s);
  const listKey = `${texts.join(' ')}|${comments.join('\n')}|${s.history.cursor}|${page.settings.lang}|${notation}|${JSON.stringify(marks)}`;
  if (listKey === page.lastListKey) return;
  page.lastListKey = listKey;
  renderMoveList($('move-list'), { texts, comments, cursor: s.history.cursor, startSide: startSide(s), t: page.t, marks, onJump: (ply) => page.game.jump(ply) });
}

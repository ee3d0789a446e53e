// The main page: builds the store, the game controller, the board and the panels, and keeps
// them in step. Everything shown is derived from the store (app/view.js); the buttons are
// wired in app/buttons.js, the first game opened in app/start.js.
import { createStore } from '../game/store.js';
import { shownGame } from '../game/game-state.js';
import { defaults } from '../game/state.js';
import { createGame } from '../game/game.js';
import { createBoardControl } from '../board/control.js';
import { createTranslator, applyTranslations, pickLanguage } from '../i18n/i18n.js';
import { parseQuery, problemText } from '../common/params.js';
import { loadSettings, saveSettings, saveGame } from '../common/storage.js';
import { createKeptGame, gameRecord } from './kept-game.js';
import { createBoardZoom } from './zoom.js';
import { createSound } from '../common/sound.js';
import { createAnnouncer, cursorHooks } from '../common/announcer.js';
import { renderPage, renderTitle, setStatus } from './view.js';
import { $ } from '../common/dom.js';
import { wireButtons } from './buttons.js';
import { initialSettings, openFirstGame } from './start.js';
import { pieceWords, sideName } from '../i18n/describe.js';
import { pointName } from '../board/coordinates.js';
import { errorText } from '../i18n/error-text.js';
import { createMoveForm } from './move-form.js';
import { createNewGameDialog } from '../panels/new-game.js';
import { createImportExport } from '../panels/import-export.js';
import { createFromHereDialog } from '../panels/from-here.js';
import { createSettingsDialog } from '../panels/settings.js';
import { createAboutPanel } from '../panels/about.js';
import { createDiagramDialog } from '../diagram/export-form.js';
import { createGameOverDialog } from '../panels/game-over.js';
import { createRulesPanel } from '../rules/panel.js';
import { createAnalysisMode } from '../analysis/page-analysis.js';
import { createNotices } from './notices.js';
import { createClocks } from './clocks.js';
import { createEditorPanel } from '../editor/panel.js';
import { loadPieceFont } from '../fonts/font.js';
import { preferredNotation } from '../game/notation-choice.js';

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

export async function startPage(createEngine) {
  const query = new URLSearchParams(location.search);
  // The language and settings are read before the engine starts; the game once its list of
  // games is known.
  const page = createShell(parseQuery(location.search).options, query);
  // The piece font loads beside the engine; the board is drawn again once it is there.
  const fontReady = loadPieceFont();
  performance.mark('sanggi:start');
  const engine = await startEngine(page, createEngine);
  if (!engine) return;
  page.engine = engine;
  performance.mark('sanggi:variants');
  const { options, problems, invalid } = parseQuery(location.search, page.variants);
  for (const p of problems) page.notices.add(page.t('paramError', { message: problemText(p, page.t) }));
  buildPage(page);
  wireButtons(page);
  page.store.subscribe((s) => renderPage(page, s));
  fontReady.then((ok) => { if (ok) page.board.view.redraw(); });
  // Engine failures during play (a search error) are shown, never swallowed.
  let lastError = null;
  page.store.subscribe((s) => {
    if (s.error && s.error !== lastError) { lastError = s.error; page.notices.add(s.error); }
  });
  // A debug handle for the browser tests only; production pages get no globals.
  if (query.has('test')) window.sanggiTest = { store: page.store, game: page.game, engine, analysis: page.analysis };
  await openFirstGame(page, options, invalid, query);
  if (['1', 'true', 'yes', 'on', ''].includes(query.get('analysis')?.toLowerCase())) page.analysis.enter();
  performance.mark('sanggi:playable');
  // Milliseconds from navigation start to a playable board (the browser tests report it).
  page.app.dataset.readyMs = String(Math.round(performance.now()));
  // The computer's search worker made ready while the person looks at the board.
  const warm = () => engine.warm?.(shownGame(page.store.get()));
  if (typeof requestIdleCallback === 'function') requestIdleCallback(warm, { timeout: 2000 });
  else setTimeout(warm, 500);
}

/**
 * The main page's context, which its modules are handed: every field declared here (the
 * shell fills the first ones, wire() the rest once the engine is ready), none added elsewhere.
 * @typedef {object} Page
 * @property {HTMLElement} app  the page's root (its dataset: state, ply, variant... for tests)
 * @property {object} settings  language, labels, sound, notation, importOpponent (start.js)
 * @property {ReturnType<typeof createTranslator>} t  the translator now (modules get getT())
 * @property {string} lastListKey  what the move list was last drawn for
 * @property {ReturnType<typeof createStore>} store  the state (game/state.js)
 * @property {() => number} now  the clocks' time (performance.now, replaced in tests)
 * @property {any} [notices]  the notices above the board (notices.js)
 * @property {any} [sound]  sound.js
 * @property {(text: string) => void} [announce]  words for screen readers
 * @property {any} [announcer]  announcer.js: the words of moves and ends
 * @property {any} [engine]  the engine client (engine/client.js)
 * @property {object[]} [variants]  engine.variants()
 * @property {any} [game]  the game controller (game/game.js)
 * @property {any} [clocks]  clocks.js
 * @property {any} [board]  the board's control (board/control.js)
 * @property {any} [zoom]  zoom.js
 * @property {any} [moveForm]  move-form.js
 * @property {any} [dialogs]  the dialogs: newGame, io, settings, over, rules, about, diagram, fromHere
 * @property {any} [editor]  the position editor (editor/panel.js)
 * @property {any} [analysis]  the analysis board and review (analysis/page-analysis.js)
 * @property {any} [kept]  the games kept aside (kept-game.js)
 */

// What works before the engine: settings, language, notices, sound, the store.
function createShell(options, query) {
  const settings = initialSettings(options, loadSettings(), query, navigator.languages ?? [], pickLanguage);
  /** @type {Page} */
  const page = { app: $('app'), settings, t: createTranslator(settings.lang), lastListKey: '', store: null, now: () => performance.now() };
  applyLanguage(page);
  page.notices = createNotices($('notice'), () => page.t);
  page.sound = createSound();
  page.sound.setEnabled(settings.sound);
  page.announce = (text) => {
    const el = $('announcer');
    el.textContent = '';
    // A fresh text node each time, so the same words are read again.
    requestAnimationFrame(() => { el.textContent = text; });
  };
  page.announcer = createAnnouncer({ say: page.announce, sound: page.sound, getT: () => page.t });
  page.store = createStore({
    ...defaults(), opponent: options.opponent, humanSide: options.side, level: options.level,
    labels: settings.labels, notationStyle: preferredNotation(settings),
  });
  return page;
}

// The engine and its list of games, or null (the failure is said in the status line).
async function startEngine(page, createEngine) {
  const fail = (message) => { setStatus(page, page.t('engineFailed', { message }), 'error'); return null; };
  let engine;
  try {
    engine = await createEngine();
    performance.mark('sanggi:engine');
  } catch (e) {
    return fail(e?.message ?? String(e));
  }
  page.variants = await engine.variants();
  if (!Array.isArray(page.variants)) return fail(page.variants?.error ?? 'no answer');
  return engine;
}

function applyLanguage(page) {
  document.documentElement.lang = page.settings.lang;
  document.title = page.t('appTitle');
  applyTranslations(document, page.t);
  page.lastListKey = '';
  if (page.store?.get().position) renderPage(page, page.store.get());
}

// The game controller, the board and the panels.
function buildPage(page) {
  const { engine, store, variants } = page;
  const getT = () => page.t;  // each module reads the translator when it speaks
  const game = createGame(engine, store, {
    move: (detail) => { page.announcer.move(store.get(), detail); page.kept.countPly(); },
    gameOver: (end) => {
      page.announcer.gameOver(store.get(), end);
      // On the analysis board an end is a position like another (the status line says it).
      if (store.get().mode !== 'analysis') page.dialogs.over.open(end, store.get().info.game);
    },
  }, { now: page.now });
  page.game = game;
  page.clocks = createClocks({ store, game, pauseButton: $('btn-pause'), getT, announce: page.announce, now: page.now });
  // Leaving the page stops a running clock where it is: a reload finds it paused there.
  // (Only then: the game itself is saved at each change, and what is stored may have been
  // replaced meanwhile.)
  window.addEventListener('pagehide', () => {
    const s = store.get();
    if (s.position && !s.setup && s.clock?.clocks.running) saveGame(gameRecord(s, page.now()));
  });
  page.board = createBoardControl({ canvas: $('board'), store, game, reducedMotion, aspectTarget: document.querySelector('.board-column'), hooks: boardHooks(page) });
  page.zoom = createBoardZoom({ button: $('btn-zoom'), wrap: document.querySelector('.board-column .board-wrap'), view: page.board.view, flipped: () => Boolean(store.get().flipped) });
  page.moveForm = createMoveForm({ form: $('move-form'), engine, game, store, getT });
  const newGame = createNewGameDialog({ dialog: $('dlg-new'), variants, getT, current: () => store.get(), onStart: (choice) => page.kept.replace(() => startNewGame(page, choice)) });
  page.dialogs = {
    newGame,
    io: createImportExport({ dialog: $('dlg-io'), engine, store, getT, variants,
      annotate: (record) => page.analysis.annotate(record),
      importGame: (g, opponent) => page.kept.replace(() => playImported(page, g, opponent)),
      opponentChoice: { get: () => page.settings.importOpponent, set: (o) => changeSettings(page, { importOpponent: o }) } }),
    settings: createSettingsDialog({ dialog: $('dlg-settings'), get: () => page.settings, onChange: (patch) => changeSettings(page, patch) }),
    over: createGameOverDialog({ dialog: $('dlg-over'), getT, onNewGame: () => newGame.open() }),
    rules: createRulesPanel({ dialog: $('dlg-rules'), engine, store, game, getT, variants }),
    about: createAboutPanel({ button: $('btn-about'), getT }),
    diagram: createDiagramDialog({ dialog: $('dlg-diagram'), opener: $('exp-diagram'), engine, store, getT, before: () => $('dlg-io').close() }),
    fromHere: createFromHereDialog({ dialog: $('dlg-from-here'), store, getT, onPlay: (choice) => playFromHere(page, choice) }),
  };
  page.editor = createEditorPanel({
    root: $('editor'), app: page.app, engine, game, store, getT, announce: page.announce,
    labels: () => page.settings.labels, onPlay: (g) => page.kept.replace(() => playFromEditor(page, g)),
    analyse: (g) => page.kept.replace(() => analyseFromEditor(page, g)), onShown: () => renderTitle(page),
  });
  page.analysis = createAnalysisMode(page);
  wireFileDrop(page);
  page.kept = createKeptGame({ engine, game, store, notices: page.notices, getT, onResumed: () => page.announce(page.t('restored')), variants });
}

// A record file dropped anywhere on the page is imported (a failure is said in a notice).
function wireFileDrop(page) {
  const hasFile = (event) => [...(event.dataTransfer?.types ?? [])].includes('Files');
  document.addEventListener('dragover', (event) => { if (hasFile(event)) event.preventDefault(); });
  document.addEventListener('drop', async (event) => {
    const file = event.dataTransfer?.files?.[0];
    if (!file) return;
    event.preventDefault();
    const r = await page.dialogs.io.importFile(file);
    if (r.error) page.notices.add(r.error);
  });
}

// An imported game (or FEN) goes on from its last position against the chosen opponent; the
// person plays the side to move there (the board turned to face it against the computer).
async function playImported(page, g, opponent) {
  const end = await page.engine.state(g);
  if (end.error) return end;
  const r = await page.game.load({ ...g, opponent, humanSide: end.side, level: page.store.get().level, quietEnd: true });
  if (r.error) return r;
  page.store.set({ flipped: opponent === 'computer' && end.side === 'b' });
  page.analysis.imported(g);  // a record's [%eval] comments become the review's
  return r;
}

// The game goes on from the position shown, the board turned to the person's side against
// the computer. The moves after it (or, from the analysis board, the saved game) are kept.
async function playFromHere(page, choice) {
  const s = page.store.get();
  const loses = s.mode === 'analysis' || s.history.cursor < s.history.moves.length;
  const play = async () => {
    const r = await page.game.playFromHere(choice);
    if (r.error) { page.notices.add(errorText(r, page.t, page.variants)); return r; }
    page.store.set({ flipped: choice.opponent === 'computer' && choice.humanSide === 'b' });
    return r;
  };
  return loses ? page.kept.replace(play) : play();
}

// The setup both sides have in the game's start position (else the first one), or null.
async function usualSetup(engine, info) {
  for (const s of info?.setups ?? []) {
    if ((await engine.janggiStartFen(s.code, s.code)).fen === info.startFen) return s.code;
  }
  return info?.setups?.[0]?.code ?? null;
}

function changeSettings(page, patch) {
  Object.assign(page.settings, patch);
  saveSettings(page.settings);
  if (patch.lang) {
    page.t = createTranslator(page.settings.lang);
    applyLanguage(page);
    page.notices.refresh();
  }
  if (patch.sound !== undefined) page.sound.setEnabled(page.settings.sound);
  page.store.set({ labels: page.settings.labels, notationStyle: preferredNotation(page.settings) });
}

// Words for the board's keyboard use (announcer.js cursorHooks, as the embed's) and the
// warnings shown under the buttons, for everyone. Points are named as the board's edge
// numbers them (Janggi's native numbering where it is shown).
function boardHooks(page) {
  const words = (piece) => pieceWords(page.store.get(), piece, page.t);
  const names = (squares) => squares.map((square) => pointName(page.store.get(), square)).join(', ');
  const note = (text, kind) => {
    const el = $('board-note');
    $('board-note-text').textContent = text;
    $('btn-keep-playing').hidden = true;
    el.hidden = !text;
    if (text) { el.dataset.kind = kind; page.announce(text); } else delete el.dataset.kind;
  };
  return {
    ...cursorHooks({ say: (text) => page.announce(text), getState: () => page.store.get(), getT: () => page.t }),
    onExposing(squares) {
      note(squares.length ? page.t('exposingWarning', { squares: names(squares) }) : '', 'exposing');
    },
    // Briefly, beside the board; gone with the next position.
    onStuck(square, piece) {
      const s = page.store.get();
      const key = s.position.inCheck ? 'pieceStuckCheck' : 'pieceStuck';
      note(page.t(key, { piece: words(piece), side: sideName(page.t, s.info.game, s.position.side) }), 'stuck');
      const at = s.position;
      const off = page.store.subscribe((now) => {
        if (now.position === at) return;
        off();
        if ($('board-note').dataset.kind === 'stuck') note('', '');
      });
    },
  };
}

// A position set up in the editor, played against the computer (the person takes the side
// to move) or between two people.
// -> the load's result ({error} leaves the game as it was, said in a notice).
async function playFromEditor(page, { variant, fen, opponent, humanSide }) {
  const r = await page.game.load({ variant, fen, moves: [], opponent, humanSide: opponent === 'computer' ? humanSide : 'w', level: page.store.get().level });
  if (r.error) {
    page.notices.add(errorText(r, page.t, page.variants));
    return r;
  }
  page.store.set({ flipped: opponent === 'computer' && humanSide === 'b' });
  return r;
}

// The editor's position on the analysis board (both sides moved by the person).
async function analyseFromEditor(page, { variant, fen }) {
  const r = await playFromEditor(page, { variant, fen, opponent: 'human', humanSide: 'w' });
  if (!r.error) page.analysis.enter();
  return r;
}

// A game whose sides choose a setup (Janggi: variantInfo.setups) opens with the setup
// phase: the person's side on the arrangement of the game's usual start, the computer's on
// one it picks (any of them, for variety); the person may change either before starting.
async function startNewGame(page, choice) {
  const { game } = page;
  const info = (await game.variantData(choice.variant)).info;
  const setups = info?.setups ?? [];
  const first = await usualSetup(page.engine, info);
  const picked = setups[Math.floor(Math.random() * setups.length)]?.code;
  const computer = choice.opponent === 'computer' ? (choice.humanSide === 'w' ? 'b' : 'w') : null;
  const setup = first ? { han: computer === 'b' ? picked : first, cho: computer === 'w' ? picked : first } : null;
  // The game opens on its setup's position at once (a setup stored after the load could
  // overrule a start the person clicked in between).
  const arranged = setup ? await page.engine.janggiStartFen(setup.han, setup.cho) : null;
  if (arranged?.error) { page.notices.add(errorText(arranged, page.t, page.variants)); return arranged; }
  const r = await game.load({
    variant: choice.variant, fen: arranged?.fen, moves: [], opponent: choice.opponent, humanSide: choice.humanSide,
    level: choice.level, setup, timeControl: choice.timeControl,
  });
  if (r.error) { page.notices.add(errorText(r, page.t, page.variants)); return r; }
  page.store.set({ flipped: choice.opponent === 'computer' && choice.humanSide === 'b' });
  return r;
}

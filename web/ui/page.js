// The main page: builds the store, the game controller, the board and the panels, and
// keeps them in step. Everything shown is derived from the store.
import { createStore } from './store.js';
import { createGame, gameEnd } from './game.js';
import { createBoardControl } from './board-control.js';
import { createTranslator, applyTranslations, pickLanguage } from './i18n.js';
import { parseQuery, plyBeyondEnd, problemText } from './params.js';
import { loadGame, saveGame, loadSettings, saveSettings } from './storage.js';
import { gameRecord, keepSavedGame, createKeptGame } from './kept-game.js';
import { createSound } from './sound.js';
import { splitMove } from './squares.js';
import * as H from './history.js';
import { describeStatus, sideName } from './panels/describe.js';
import { renderMoveList } from './panels/move-list.js';
import { renderPlayerBar } from './panels/players.js';
import { createNewGameDialog } from './panels/new-game.js';
import { createImportExport } from './panels/import-export.js';
import { createSettingsDialog } from './panels/settings.js';
import { createGameOverDialog } from './panels/game-over.js';
import { createRulesPanel } from './panels/rules.js';
import { createNotices } from './panels/notices.js';
import { rulesText } from './rules-text.js';
import { loadPieceFont } from '../fonts/font.js';

const $ = (id) => document.getElementById(id);
// A sample of what the move field accepts, in each game's own notation (machine works too).
const MOVE_EXAMPLES = { janggi: '79졸78', xiangqi: 'C2.5', sinyeonsanggi: 'b3f3', gwangsanghui: 'e6e7' };

export async function startPage(createEngine) {
  const app = $('app');
  const { options, problems, invalid } = parseQuery(location.search);
  const saved = loadSettings();
  const settings = {
    lang: pickLanguage(options.lang ?? saved.lang, navigator.languages ?? []),
    labels: new URLSearchParams(location.search).has('labels') ? options.labels : saved.labels ?? options.labels,
    sound: options.sound ?? saved.sound ?? true,  // on by default here; embeds stay silent unless asked
    notation: saved.notation ?? 'native',
  };
  let t = createTranslator(settings.lang);
  let store = null;
  let lastListKey = '';
  let lastUrgent = null;  // the position whose check or bikjang was last announced
  let moveErrorAt = null;  // the position a typed move's error is about
  applyLanguage();
  const notices = createNotices($('notice'), () => t);
  for (const p of problems) notices.add(t('paramError', { message: problemText(p, t) }));

  const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  const sound = createSound();
  sound.setEnabled(settings.sound);
  store = createStore({
    variant: null, info: null, spec: null, startFen: null, history: H.emptyHistory(), position: null,
    notation: null, opponent: options.opponent, humanSide: options.side, level: options.level,
    mode: 'play', thinking: false, labels: settings.labels, flipped: false, setup: null, result: null,
    notationStyle: settings.notation,
  });

  // The piece font loads beside the engine; the board is drawn again once it is there.
  const fontReady = loadPieceFont();
  performance.mark('sanggi:start');
  let engine;
  try {
    engine = await createEngine();
    performance.mark('sanggi:engine');
  } catch (e) {
    setStatus(t('engineFailed', { message: e?.message ?? String(e) }), 'error');
    return;
  }
  const variants = await engine.variants();
  performance.mark('sanggi:variants');
  if (!Array.isArray(variants)) {
    setStatus(t('engineFailed', { message: variants?.error ?? 'no answer' }), 'error');
    return;
  }

  const game = createGame(engine, store, {
    move: ({ move, text, before }) => {
      const s = store.get();
      const to = splitMove(move)?.to;
      const captured = to && before.some((p) => p.square === to) && splitMove(move).from !== to;
      sound.play(s.position?.inCheck || s.position?.bikjang ? 'check' : captured ? 'capture' : 'move');
      kept.countPly();
      const mover = s.position?.side === 'w' ? 'b' : 'w';
      const status = describeStatus(s, t);
      // The move, and a check (장군) or bikjang (빅장) if it makes one; the game's end is
      // announced by gameOver.
      const urgent = status.kind === 'check' || status.kind === 'bikjang';
      lastUrgent = s.position;
      announce(t('announceMove', { side: sideName(t, s.info.game, mover), move: text }) + (urgent ? `. ${status.text}` : ''));
    },
    gameOver: (end) => {
      sound.play('end');
      announce(describeStatus(store.get(), t).text);
      overDialog.open(end, store.get().info.game, t);
    },
  });

  const board = createBoardControl({
    canvas: $('board'), store, game, reducedMotion, aspectTarget: document.querySelector('.board-column'),
    hooks: {
      onExposing(squares) {
        $('board-note').textContent = squares.length ? t('exposingWarning', { squares: squares.join(', ') }) : '';
        $('board-note').hidden = squares.length === 0;
        if (squares.length) announce($('board-note').textContent);
      },
      onPicked(square, destinations) {
        const piece = store.get().position?.board.find((p) => p.square === square);
        announce(t('announcePicked', { piece: pieceWords(piece), square, squares: destinations.join(', ') }));
      },
      onCursor(square, piece) {
        announce(piece ? t('announceCursor', { square, piece: pieceWords(piece) }) : t('announceEmpty', { square }));
      },
    },
  });

  const newDialog = createNewGameDialog({
    dialog: $('dlg-new'), variants, t, current: () => store.get(),
    onStart: (choice) => newGame(choice),
  });
  const io = createImportExport({
    dialog: $('dlg-io'), engine, store, t, variants,
    importGame: (g) => game.load({ ...g, opponent: 'human', humanSide: 'w', level: store.get().level, quietEnd: true }),
  });
  const settingsDialog = createSettingsDialog({
    dialog: $('dlg-settings'), get: () => settings,
    onChange: (patch) => {
      Object.assign(settings, patch);
      saveSettings(settings);
      if (patch.lang) { t = createTranslator(settings.lang); applyLanguage(); notices.refresh(); }
      if (patch.sound !== undefined) sound.setEnabled(settings.sound);
      store.set({ labels: settings.labels });
    },
  });
  const overDialog = createGameOverDialog({ dialog: $('dlg-over'), onNewGame: () => newDialog.open(t) });
  const rules = createRulesPanel({ dialog: $('dlg-rules'), engine, store, game });
  const kept = createKeptGame({ game, store, notices, getT: () => t, onResumed: () => announce(t('restored')) });

  // "Cho General", in the page's language where the rules text names the piece.
  function pieceWords(piece) {
    if (!piece) return '';
    const s = store.get();
    const info = s.info.pieces.find((p) => p.letter.toUpperCase() === piece.letter.toUpperCase());
    const name = rulesText(t.lang, s.variant, s.info.game).pieceName(piece.letter.toUpperCase()) || info?.name || piece.letter;
    return `${sideName(t, s.info.game, piece.color)} ${name}`;
  }

  async function newGame(choice) {
    const info = (await game.variantData(choice.variant)).info;
    const isJanggi = info?.game === 'janggi';
    const r = await game.load({
      variant: choice.variant, moves: [], opponent: choice.opponent, humanSide: choice.humanSide,
      level: choice.level, setup: isJanggi ? { han: 'NBNB', cho: 'NBNB' } : null,
    });
    if (r.error) return showNotice(r.error);
    store.set({ flipped: choice.opponent === 'computer' && choice.humanSide === 'b' });
    if (isJanggi) await game.setSetup('NBNB', 'NBNB');
  }

  // Wire the buttons.
  $('btn-new').addEventListener('click', () => newDialog.open(t));
  $('btn-io').addEventListener('click', () => io.open(t));
  $('btn-settings').addEventListener('click', () => settingsDialog.open());
  $('btn-rules').addEventListener('click', () => rules.open(t));
  $('btn-first').addEventListener('click', () => game.jump(0));
  $('btn-undo').addEventListener('click', () => game.undo());
  $('btn-redo').addEventListener('click', () => game.redo());
  $('btn-last').addEventListener('click', () => game.jump(Infinity));
  $('btn-flip').addEventListener('click', () => store.set({ flipped: !store.get().flipped }));
  $('btn-pass').addEventListener('click', () => game.pass());
  $('btn-hint').addEventListener('click', async () => {
    const r = await game.hint();
    if (!r.ok) return;
    // The arrow says it on the board; say it in words too, in the game's own notation.
    const s = store.get();
    const next = await engine.state({ variant: s.variant, fen: s.startFen, moves: [...H.currentMoves(s.history), r.best] });
    announce(t('hintIs', { move: next.notation?.native?.at(-1) ?? r.best }));
  });
  // Resigning takes a second click within a few seconds, so a slip of the finger is harmless.
  let resignArmed = null;
  $('btn-resign').addEventListener('click', () => {
    const button = $('btn-resign');
    if (resignArmed) {
      clearTimeout(resignArmed);
      resignArmed = null;
      button.textContent = t('resign');
      game.resign();
      return;
    }
    button.textContent = t('confirmResign');
    resignArmed = setTimeout(() => { resignArmed = null; button.textContent = t('resign'); }, 4000);
  });
  $('btn-draw').addEventListener('click', async () => {
    const r = await game.offerDraw();
    if (r.declined) {
      announce(t('drawDeclined'));
      $('draw-offer-text').textContent = t('drawDeclined');
      $('draw-offer').hidden = false;
      $('btn-accept-draw').hidden = $('btn-decline-draw').hidden = true;
      setTimeout(() => render(store.get()), 4000);
    }
  });
  $('btn-accept-draw').addEventListener('click', () => game.acceptDraw());
  $('btn-decline-draw').addEventListener('click', () => game.declineDraw());
  $('btn-start-setup').addEventListener('click', () => game.startFromSetup());
  $('notation-select').addEventListener('change', (e) => {
    settings.notation = e.target.value;
    saveSettings(settings);
    store.set({ notationStyle: settings.notation });  // the board's coordinates follow it
  });
  $('move-form').addEventListener('submit', async (event) => {
    event.preventDefault();
    const input = $('move-input');
    const s = store.get();
    const text = input.value.trim();
    if (!text || !game.humanMayMove(s)) return;
    const r = await engine.parseMove({ variant: s.variant, fen: s.startFen, moves: H.currentMoves(s.history) }, text);
    if (r.error) { showMoveError(t('illegalTyped', { message: r.error }), s.position); return; }
    showMoveError('');
    input.value = '';
    await game.play(r.move);
  });
  // Arrow keys outside the board and the text fields step through the game.
  document.addEventListener('keydown', (event) => {
    const target = event.target;
    if (target.closest?.('input, textarea, select, canvas, dialog')) return;
    if (event.key === 'ArrowLeft') { event.preventDefault(); game.jumpBy(-1); }
    if (event.key === 'ArrowRight') { event.preventDefault(); game.jumpBy(1); }
    if (event.key === 'Home') { event.preventDefault(); game.jump(0); }
    if (event.key === 'End') { event.preventDefault(); game.jump(Infinity); }
  });

  function render(s) {
    if (!s.info || !s.position) return;
    const status = describeStatus(s, t);
    setStatus(status.text, status.kind);
    // Bikjang reached other than by a move (an import, a step through the game): say so too.
    if (status.kind === 'bikjang' && s.position !== lastUrgent) {
      lastUrgent = s.position;
      announce(status.text);
    }
    const end = gameEnd(s);
    // For tests and host pages: 'ready' means a person can move now.
    app.dataset.state = game.humanMayMove(s) ? 'ready' : status.kind === 'ready' || status.kind === 'review' ? 'waiting' : status.kind;
    app.dataset.variant = s.variant;
    app.dataset.ply = String(s.history.cursor);
    app.dataset.moves = String(s.history.moves.length);
    app.dataset.fen = s.position.fen;
    app.dataset.side = s.position.side;
    $('game-title').textContent = t(`game.${s.info.game}`);
    const bottom = s.flipped ? 'b' : 'w';
    const handlers = { onSetup: (side, code) => game.setSetup(side === 'b' ? code : s.setup.han, side === 'w' ? code : s.setup.cho) };
    renderPlayerBar($('bar-bottom'), bottom, s, t, handlers);
    renderPlayerBar($('bar-top'), bottom === 'w' ? 'b' : 'w', s, t, handlers);
    $('setup-start').hidden = !s.setup;
    const playing = !s.setup && !end.over;
    // Pass (한수쉼) only in Janggi, the one game where passing is ever legal.
    $('btn-pass').hidden = s.info.game !== 'janggi';
    $('btn-pass').disabled = !(s.position.canPass && game.humanMayMove(s));
    // A typed move's error is about the position it was typed in.
    if (s.position !== moveErrorAt) showMoveError('');
    // Facing bikjang, passing is one of the two answers (and ends the game): point to it.
    $('btn-pass').classList.toggle('attention', status.kind === 'bikjang' && !$('btn-pass').disabled);
    $('btn-hint').disabled = !game.humanMayMove(s);
    $('btn-resign').disabled = !playing || s.thinking;
    $('btn-draw').disabled = !playing || s.thinking || !!s.drawOffer;
    $('btn-first').disabled = $('btn-undo').disabled = !H.canUndo(s.history) || !!s.setup;
    $('btn-redo').disabled = $('btn-last').disabled = !H.canRedo(s.history);
    $('move-input').disabled = !game.humanMayMove(s);
    $('move-input').placeholder = t('movePlaceholder', { example: MOVE_EXAMPLES[s.info.game] ?? 'b1c3' });
    $('draw-offer').hidden = !s.drawOffer;
    $('btn-accept-draw').hidden = $('btn-decline-draw').hidden = false;
    if (s.drawOffer) $('draw-offer-text').textContent = t('drawOffered', { side: sideName(t, s.info.game, s.drawOffer) });
    $('notation-select').value = settings.notation;
    const texts = s.notation?.[settings.notation] ?? s.history.moves;
    const startSide = s.history.cursor % 2 === 0 ? s.position.side : (s.position.side === 'w' ? 'b' : 'w');
    const listKey = `${texts.join(' ')}|${s.history.cursor}|${settings.lang}`;
    if (listKey !== lastListKey) {
      lastListKey = listKey;
      renderMoveList($('move-list'), { texts, cursor: s.history.cursor, startSide, t, onJump: (ply) => game.jump(ply) });
    }
    if (!s.setup) saveGame(gameRecord(s));
  }
  store.subscribe(render);
  fontReady.then((ok) => { if (ok) board.view.redraw(); });
  // Engine failures during play (a search error) are shown, never swallowed.
  let lastError = null;
  store.subscribe((s) => {
    if (s.error && s.error !== lastError) { lastError = s.error; showNotice(s.error); }
  });
  // A debug handle for the browser tests only; production pages get no globals.
  if (new URLSearchParams(location.search).has('test')) window.sanggiTest = { store, game, engine };

  // The first game: from URL parameters, else the saved one, else a new Janggi game. A bad
  // game name starts nothing: the saved game stays.
  let first = null;
  const gameAsked = new URLSearchParams(location.search).has('game') && !invalid.includes('game');
  const linked = options.fen || options.record || gameAsked;
  // The saved game in progress is put aside first, so the link's game cannot lose it; the
  // offer to resume it is shown before the board (so the board does not move under a click).
  const unkeep = linked ? await keepSavedGame(engine) : null;
  await kept.offer();
  if (linked) {
    first = await gameFromOptions(options);
    if (first.error) { unkeep(); await kept.offer(); }
    if (first.error) notices.add(t('paramError', { message: first.error }));
    else if (first.notice) notices.add(t('paramError', { message: first.notice }));
    // The game now lives in storage: drop the parameters so a reload restores it instead
    // of starting it again.
    try {
      const keep = new URLSearchParams(location.search).has('test') ? '?test' : '';
      history.replaceState(null, '', location.pathname + keep);
    } catch { /* some file:// setups refuse; the game still plays */ }
  }
  if (!first || first.error) {
    const restored = loadGame();
    if (restored.game) {
      const r = await game.load({ ...restored.game, quietEnd: true });
      if (r.ok) { first = { ...r, restored: true }; store.set({ flipped: restored.game.flipped }); announce(t('restored')); } else notices.add(t('restoreFailed', { message: r.error }));
    } else if (restored.error) {
      notices.add(t('restoreFailed', { message: restored.error }));
    }
  }
  if (!first || first.error || !store.get().position) {
    await game.load({ variant: options.game, fen: null, moves: [], opponent: options.opponent, humanSide: options.side, level: options.level });
  }
  if (options.orientation === 'black') store.set({ flipped: true });
  else if (!first?.restored && store.get().opponent === 'computer' && store.get().humanSide === 'b') store.set({ flipped: true });
  performance.mark('sanggi:playable');
  // Milliseconds from navigation start to a playable board (the browser tests report it).
  app.dataset.readyMs = String(Math.round(performance.now()));

  async function gameFromOptions(o) {
    let g = { variant: o.game, fen: o.fen, moves: [] };
    if (o.record) {
      const r = await engine.importRecord(o.record, o.game);
      if (r.error) return r;
      g = { variant: r.variant, fen: r.fen, moves: r.moves, tags: r.tags };
    }
    const cursor = o.ply === null ? undefined : Math.min(o.ply, g.moves.length);
    const r = await game.load({ ...g, cursor, opponent: o.opponent, humanSide: o.side, level: o.level, quietEnd: true });
    return r.error ? r : { ...r, notice: plyBeyondEnd(o.ply, g.moves.length, t) };
  }

  function applyLanguage() {
    document.documentElement.lang = settings.lang;
    document.title = t('appTitle');
    applyTranslations(document, t);
    lastListKey = '';
    if (store?.get().position) render(store.get());
  }

  function setStatus(text, kind) {
    const el = $('status');
    el.textContent = text;
    el.dataset.state = kind;
    if (kind === 'error') app.dataset.state = 'error';
  }

  function announce(text) {
    const el = $('announcer');
    el.textContent = '';
    // A fresh text node each time, so the same words are read again.
    requestAnimationFrame(() => { el.textContent = text; });
  }

  function showNotice(text) {
    notices.add(text);
  }

  function showMoveError(text, position = null) {
    $('move-error').textContent = text;
    moveErrorAt = position;
  }
}

// <sanggi-board>: the board as one element for museum and history pages. Shadow DOM (no
// styles leak either way), no globals; it shares the board, controller, button rules,
// announcer and game opening with the main page. Attributes: game, fen, record, ply,
// orientation, mode (play|replay|demo|static|lesson), level, lang, labels, size, sound,
// opponent, side, theme (light|dark|auto), lesson (a lesson id, mode lesson:
// lessons/lesson-mode.js), export (an Export diagram button: embed/export.js); `from-url` reads
// them from the page's URL instead (the iframe page embed.html). Methods: exportDiagram,
// downloadDiagram. Events: sanggi-ready, sanggi-move, sanggi-position (every position shown:
// replay steps too), sanggi-gameover, sanggi-lesson (CustomEvent on the element; also posted
// to the parent window inside an iframe, with sanggi-resize giving its height).
import { createEngine } from '../engine/client.js';
import { createStore } from '../game/store.js';
import { defaults } from '../game/state.js';
import { createGame, gameEnd } from '../game/game.js';
import { createBoardControl } from '../board/control.js';
import { createTranslator, pickLanguage } from '../i18n/i18n.js';
import { DEFAULTS, parseOptions, parseQuery, problemText } from '../common/params.js';
import { createSound } from '../common/sound.js';
import * as H from '../game/history.js';
import { describeStatus } from '../i18n/describe.js';
import { createAnnouncer, cursorHooks } from '../common/announcer.js';
import { openGame } from '../game/open-game.js';
import { errorText } from '../i18n/error-text.js';
import { createBar, renderBar } from './bar.js';
import { el } from '../common/dom.js';
import { shownComment, commentTexts } from '../game/comments.js';
import { createCaptionSpace } from '../common/caption-space.js';
import { EMBED_CSS } from './style.js';
import { createFrameFit } from './frame-fit.js';
import { loadPieceFont } from '../fonts/font.js';
import { downloadFromBoard, exportFromBoard, listenForExportRequests, setUpExport } from './export.js';
import { buildLessonPanel, judgeLessonMove, openLesson, renderLesson, showLessonPanel } from '../lessons/lesson-mode.js';

const ATTRIBUTES = ['game', 'fen', 'record', 'ply', 'orientation', 'mode', 'level', 'lang', 'labels', 'size', 'sound', 'opponent', 'side', 'theme', 'export', 'lesson', 'notation'];
const AUTOPLAY_MS = 1200;
const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

// Boards that never search share one engine; a playing board gets its own, so cancelling
// its search cannot touch another board.
let sharedEngine = null;
function sharedEngineOnce() {
  sharedEngine ??= createEngine();
  return sharedEngine;
}

// The shadow root's content: a message line, the board, the bar, a live region.
function buildShadow(host) {
  const root = host.attachShadow({ mode: 'open' });
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(EMBED_CSS);
    root.adoptedStyleSheets = [sheet];
  } catch {
    // Very old browsers: the board still works, only unstyled controls.
  }
  host.frame = el('div', 'frame');
  host.message = el('div', 'message');
  host.message.setAttribute('role', 'alert');
  host.message.hidden = true;
  const wrap = el('div', 'board-wrap');
  host.canvas = el('canvas');
  host.canvas.tabIndex = 0;
  host.canvas.setAttribute('role', 'application');
  wrap.append(host.canvas);
  host.bar = createBar();
  // A record's comment on the position shown (a museum's annotation), as a caption.
  host.caption = el('p', 'caption');
  host.caption.hidden = true;
  host.live = el('div', 'live');
  host.live.setAttribute('aria-live', 'polite');
  host.frame.append(host.message, wrap, host.caption, host.bar.element, host.live);
  root.append(host.frame);
  host.lessonPanel = buildLessonPanel(host);
}

class SanggiBoard extends HTMLElement {
  static get observedAttributes() { return ATTRIBUTES; }

  constructor() {
    super();
    // The shadow tree's parts (buildShadow makes them).
    /** @type {HTMLDivElement} */ this.frame = null;
    /** @type {HTMLDivElement} */ this.message = null;
    /** @type {HTMLCanvasElement} */ this.canvas = null;
    /** @type {HTMLParagraphElement} */ this.caption = null;
    /** @type {HTMLDivElement} */ this.live = null;
    /** @type {any} */ this.bar = null;
    /** @type {any} */ this.lessonPanel = null;
    /** @type {any} */ this.frameFit = null;
    /** @type {any} */ this.captionSpace = null;
    buildShadow(this);
    this.generation = 0;
    this.timer = null;
  }

  connectedCallback() {
    this.setup();
  }

  disconnectedCallback() {
    this.generation++;
    this.teardown();
    this.closeOwnEngine();
  }

  attributeChangedCallback() {
    if (this.isConnected && this.started) {
      clearTimeout(this.reconfigure);
      this.reconfigure = setTimeout(() => this.setup(), 0);  // several attributes at once: one rebuild
    }
  }

  // variants: the engine's list of games (without it the game is not read yet).
  options(variants = null) {
    if (this.hasAttribute('from-url')) return parseQuery(location.search, variants);
    return parseOptions((name) => this.getAttribute(name), variants);
  }

  teardown() {
    clearInterval(this.timer);
    this.timer = null;
    this.game?.cancel();
    this.control?.destroy();
    this.control = null;
    this.unsubscribe?.();
  }

  async setup() {
    this.started = true;
    const gen = ++this.generation;
    this.teardown();
    this.configure(this.options().options);
    let engine;
    try {
      engine = await this.engineFor(this.opts.mode);
    } catch (e) {
      this.showMessage([this.t('engineFailed', { message: e?.message ?? e })]);
      return;
    }
    this.engine = engine;
    const variants = await engine.variants();
    if (gen !== this.generation) return;
    const { options, problems } = this.options(Array.isArray(variants) ? variants : []);
    this.opts = options;
    const messages = problems.map((p) => problemText(p, this.t));
    // Until the first game is open, its messages shown and its buttons wired, the board is
    // 'loading' (not 'ready' for a move a button could not yet answer).
    this.opening = true;
    this.createGame(engine, options);
    loadPieceFont().then((ok) => { if (ok && gen === this.generation) this.control?.view.redraw(); });
    const lesson = options.mode === 'lesson';
    showLessonPanel(this.lessonPanel, lesson);
    messages.push(...await (lesson ? openLesson(this, options) : this.openFirstGame(engine, options)));
    if (gen !== this.generation) return;
    this.opening = false;
    this.showMessage(messages);
    this.wireButtons();
    setUpExport(this, this.flag('export'));
    if (this.hasAttribute('from-url') && !this.exportListener) {
      listenForExportRequests(this);
      this.exportListener = true;
    }
    const autoplay = this.flag('autoplay');
    if (options.mode === 'replay' && autoplay) this.toggleAutoplay(true);
    this.emit('sanggi-ready', { variant: this.store.get().variant, ply: this.store.get().history.cursor });
  }

  // A present attribute (or, for the iframe page, URL parameter) such as autoplay or export.
  flag(name) {
    return this.hasAttribute('from-url') ? new URLSearchParams(location.search).has(name) : this.hasAttribute(name);
  }

  // Language, size and sound of these options.
  configure(options) {
    this.opts = options;
    this.t = createTranslator(pickLanguage(options.lang, navigator.languages ?? []));
    this.canvas.setAttribute('aria-label', this.t('boardLabel'));
    this.frame.classList.toggle('theme-dark', options.theme === 'dark');
    this.frame.classList.toggle('theme-auto', options.theme === 'auto');
    if (this.hasAttribute('from-url')) {  // the iframe page's background follows the theme (styles.css)
      document.documentElement.classList.toggle('theme-dark', options.theme === 'dark');
      document.documentElement.classList.toggle('theme-auto', options.theme === 'auto');
    }
    if (options.size) this.frame.style.width = `${options.size}px`;
    else this.frame.style.removeProperty('width');
    this.sound = createSound();
    this.sound.setEnabled(options.sound === true);  // off unless the host asks for it
    this.announcer = createAnnouncer({ say: (text) => { this.live.textContent = text; }, sound: this.sound, getT: () => this.t });
  }

  createGame(engine, options) {
    const demo = options.mode === 'demo' || options.mode === 'lesson';  // a person moves both sides
    const store = createStore({
      ...defaults(), labels: options.labels, flipped: options.orientation === 'black',
      mode: demo ? 'play' : options.mode, opponent: demo ? 'human' : options.opponent,
      humanSide: options.side, level: options.level, notationStyle: options.notation,
      // A lesson's texts name points: its board numbers every point (not only files).
      pointCoords: options.mode === 'lesson',
    });
    this.store = store;
    this.game = createGame(engine, store, { move: (d) => this.onMove(d), gameOver: (end) => this.onGameOver(end), changed: () => this.onShown() });
    this.shownKey = null;
    const hooks = cursorHooks({ say: (text) => { this.live.textContent = text; }, getState: () => store.get(), getT: () => this.t });
    this.control = createBoardControl({ canvas: this.canvas, store, game: this.game, reducedMotion, aspectTarget: this.frame, hooks });
    this.unsubscribe = store.subscribe(() => this.render());
  }

  // The options' game, else a new game of the options' variant, else of the default one. -> the
  // messages to show.
  async openFirstGame(engine, options) {
    const base = this.baseGame(options);
    const r = await openGame(engine, this.game, options, { base, fallbackCursor: options.mode === 'replay' ? 0 : undefined, t: this.t });
    if (r.error) {
      const fallback = await this.game.load({ variant: options.game, moves: [], ...base });
      if (fallback.error) await this.game.load({ variant: DEFAULTS.game, moves: [], ...base });
      const variants = await engine.variants();
      return [this.t(r.stage === 'record' ? 'badRecord' : 'badPosition', { message: errorText(r, this.t, Array.isArray(variants) ? variants : []) })];
    }
    return r.notice ? [r.notice] : [];
  }

  // A playing board keeps its own engine across reconfigurations and ends it when it
  // stops playing or leaves the page.
  async engineFor(mode) {
    if (mode !== 'play') {
      this.closeOwnEngine();
      return sharedEngineOnce();
    }
    this.ownEngine ??= createEngine();
    return this.ownEngine;
  }

  closeOwnEngine() {
    const own = this.ownEngine;
    this.ownEngine = null;
    own?.then((e) => e.close?.());
  }

  baseGame(options) {
    const s = this.store.get();
    return { opponent: s.opponent, humanSide: options.side, level: options.level, quietEnd: true, mode: s.mode };
  }

  wireButtons() {
    if (this.wired) return;
    this.wired = true;
    const b = this.bar.buttons;
    b.first.addEventListener('click', () => this.game.jump(0));
    b.prev.addEventListener('click', () => this.step(-1));
    b.next.addEventListener('click', () => this.step(1));
    b.last.addEventListener('click', () => this.game.jump(Infinity));
    b.auto.addEventListener('click', () => this.toggleAutoplay(!this.timer, true));
    b.flip.addEventListener('click', () => this.store.set({ flipped: !this.store.get().flipped }));
    b.pass.addEventListener('click', () => this.game.pass());
    this.addEventListener('keydown', (event) => this.keyDown(event));
    if (this.hasAttribute('from-url')) this.fitsFrame().startReports();
  }

  // Keys on the focused board are the board's: in replay and static boards the arrows step
  // through the game and Space plays or pauses; none of them scrolls the host page (a
  // playing board's cursor keys are handled, and kept from the page, in input.js).
  keyDown(event) {
    if (event.composedPath()[0] !== this.canvas) return;  // the bar's buttons keep their keys
    if (this.opts?.mode !== 'replay' && this.opts?.mode !== 'static') return;
    const back = () => this.step(-1), forward = () => this.step(1);
    const keys = {
      ArrowLeft: back, ArrowUp: back, ArrowRight: forward, ArrowDown: forward,
      Home: () => this.game.jump(0), End: () => this.game.jump(Infinity),
      ' ': () => { if (this.opts.mode === 'replay') this.toggleAutoplay(!this.timer, true); },
    };
    if (keys[event.key]) { event.preventDefault(); keys[event.key](); }
  }

  // The iframe page is ours: the board follows the frame's width, narrowed only to fit a
  // frame too short for it, and the host hears the height it needs (embed/frame-fit.js).
  fitsFrame() {
    this.frameFit ??= createFrameFit(this);
    return this.frameFit;
  }

  step(delta) {
    if (this.opts.mode === 'play' || this.opts.mode === 'demo') {
      return delta < 0 ? this.game.undo() : this.game.redo();
    }
    return this.game.jumpBy(delta);
  }

  // Autoplay stops as the last move is shown (render); ▷ pressed there plays from the start.
  async toggleAutoplay(on = !this.timer, restart = false) {
    clearInterval(this.timer);
    this.timer = null;
    if (on && restart && !H.canRedo(this.store.get().history)) await this.game.jump(0);
    if (on) {
      this.timer = setInterval(() => {
        const s = this.store.get();
        if (!H.canRedo(s.history)) return this.toggleAutoplay(false);
        this.game.jump(s.history.cursor + 1);
      }, AUTOPLAY_MS);
    }
    this.render();
  }

  render() {
    const s = this.store.get();
    if (!s.position) return;
    if (this.timer && !H.canRedo(s.history)) {
      clearInterval(this.timer);
      this.timer = null;
    }
    const status = describeStatus(s, this.t);
    renderBar(this.bar, s, { mode: this.opts.mode, playing: Boolean(this.timer), status, t: this.t });
    this.dataset.state = this.opening ? 'loading' : status.kind;
    this.dataset.ply = String(s.history.cursor);
    this.announcer.shown(s, status);
    this.captionSpace ??= createCaptionSpace(this.caption);
    this.captionSpace.show(shownComment(s), commentTexts(s));
    if (this.opts.mode === 'lesson') renderLesson(this);
    if (this.hasAttribute('from-url')) this.fitsFrame().update();
  }

  // Every position shown (a move played, a replay step, undo, a jump): once each.
  onShown() {
    const s = this.store.get();
    const ply = s.history.cursor;
    const key = `${s.variant} ${s.startFen} ${ply} ${s.history.moves.slice(0, ply).join(' ')}`;
    if (!s.position || key === this.shownKey) return;
    this.shownKey = key;
    const move = ply > 0 ? s.history.moves[ply - 1] : null;
    const text = ply > 0 ? s.notation?.native?.[ply - 1] ?? move : null;
    this.emit('sanggi-position', { ply, move, text, fen: s.position.fen, variant: s.variant, total: s.history.moves.length, comment: shownComment(s) });
  }

  onMove({ move, text, ply, before }) {
    const s = this.store.get();
    this.announcer.move(s, { move, text, before });
    this.emit('sanggi-move', { move, text, ply, fen: s.position.fen, variant: s.variant });
    if (this.opts.mode === 'lesson') judgeLessonMove(this, { move });
  }

  onGameOver(end) {
    const s = this.store.get();
    const text = this.announcer.gameOver(s, end);
    this.emit('sanggi-gameover', { outcome: end.outcome, reason: end.reason, text, byPoints: Boolean(end.byPoints),
      whitePoints: end.whitePoints, blackPoints: end.blackPoints, variant: s.variant });
  }

  emit(type, detail) {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
    // Inside an iframe the host page hears it by postMessage (public game data only).
    if (this.hasAttribute('from-url') && window.parent !== window) {
      window.parent.postMessage({ source: 'sanggi', type, ...detail }, '*');
    }
  }

  showMessage(messages) {
    this.message.textContent = messages.join(' ');
    this.message.hidden = messages.length === 0;
    if (this.store?.get().position) this.render();
  }

  // For hosts: the shown position as a PNG or SVG, or the game up to it as an animated GIF
  // (options {format, width, lastMove, coordinates}; diagram.js). -> Promise of {blob, name,
  // type, width, height, frames} or {error}. downloadDiagram also saves it as a file.
  exportDiagram(options) {
    return exportFromBoard(this, options);
  }

  downloadDiagram(options) {
    return downloadFromBoard(this, options);
  }

  // For hosts: the game's state in plain data.
  get state() {
    const s = this.store?.get();
    if (!s?.position) return null;
    return { variant: s.variant, fen: s.position.fen, moves: H.currentMoves(s.history), ply: s.history.cursor, over: gameEnd(s).over };
  }
}

if (!customElements.get('sanggi-board')) customElements.define('sanggi-board', SanggiBoard);

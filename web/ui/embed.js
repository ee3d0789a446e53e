// <sanggi-board>: the board as one element for museum and history pages. Shadow DOM (no
// styles leak either way), no globals; it shares the board and controller modules with the
// main page. Attributes: game, fen, record, ply, orientation, mode (play|replay|demo|static),
// level, lang, labels, size, sound, opponent, side; `from-url` reads them from the page's
// URL instead (the iframe page embed.html). Events: sanggi-ready, sanggi-move, sanggi-gameover
// (CustomEvent on the element; also posted to the parent window inside an iframe).
import { createEngine } from '../engine/client.js';
import { createStore } from './store.js';
import { createGame, gameEnd } from './game.js';
import { createBoardControl } from './board-control.js';
import { createTranslator, pickLanguage } from './i18n.js';
import { parseOptions, parseQuery, plyBeyondEnd, problemText } from './params.js';
import { createSound } from './sound.js';
import * as H from './history.js';
import { splitMove } from './squares.js';
import { boardAspect } from './geometry.js';
import { describeStatus, describeEnd, sideName } from './panels/describe.js';
import { EMBED_CSS } from './embed-style.js';
import { loadPieceFont } from '../fonts/font.js';

const ATTRIBUTES = ['game', 'fen', 'record', 'ply', 'orientation', 'mode', 'level', 'lang', 'labels', 'size', 'sound', 'opponent', 'side'];
const AUTOPLAY_MS = 1200;

// Boards that never search share one engine; a playing board gets its own, so cancelling
// its search cannot touch another board.
let sharedEngine = null;
function sharedEngineOnce() {
  sharedEngine ??= createEngine();
  return sharedEngine;
}

function make(tag, className, text) {
  const e = document.createElement(tag);
  if (className) e.className = className;
  if (text !== undefined) e.textContent = text;
  return e;
}

class SanggiBoard extends HTMLElement {
  static get observedAttributes() { return ATTRIBUTES; }

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    try {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(EMBED_CSS);
      root.adoptedStyleSheets = [sheet];
    } catch {
      // Very old browsers: the board still works, only unstyled controls.
    }
    this.frame = make('div', 'frame');
    this.message = make('div', 'message');
    this.message.setAttribute('role', 'alert');
    this.message.hidden = true;
    const wrap = make('div', 'board-wrap');
    this.canvas = make('canvas');
    this.canvas.tabIndex = 0;
    this.canvas.setAttribute('role', 'application');
    wrap.append(this.canvas);
    this.bar = make('div', 'bar');
    this.buttons = {};
    for (const [name, text] of [['first', '«'], ['prev', '‹'], ['auto', '▷'], ['next', '›'], ['last', '»'], ['flip', '⇅'], ['pass', '']]) {
      const b = make('button', '', text);
      b.type = 'button';
      b.dataset.action = name;
      this.buttons[name] = b;
      this.bar.append(b);
    }
    this.status = make('span', 'status');
    this.bar.append(this.status);
    this.live = make('div', 'live');
    this.live.setAttribute('aria-live', 'polite');
    this.frame.append(this.message, wrap, this.bar, this.live);
    root.append(this.frame);
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

  options() {
    if (this.hasAttribute('from-url')) return parseQuery(location.search);
    return parseOptions((name) => this.getAttribute(name));
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
    const { options, problems } = this.options();
    this.opts = options;
    this.t = createTranslator(pickLanguage(options.lang, navigator.languages ?? []));
    this.canvas.setAttribute('aria-label', this.t('boardLabel'));
    const messages = problems.map((p) => problemText(p, this.t));
    if (options.size) this.frame.style.width = `${options.size}px`;
    else this.frame.style.removeProperty('width');
    this.sound = createSound();
    this.sound.setEnabled(options.sound === true);  // off unless the host asks for it

    let engine;
    try {
      engine = await this.engineFor(options.mode);
    } catch (e) {
      this.showMessage([this.t('engineFailed', { message: e?.message ?? e })]);
      return;
    }
    if (gen !== this.generation) return;
    const store = createStore({
      history: H.emptyHistory(), labels: options.labels, flipped: options.orientation === 'black', thinking: false,
      mode: options.mode === 'demo' ? 'play' : options.mode, opponent: options.mode === 'demo' ? 'human' : options.opponent,
      humanSide: options.side, level: options.level, notationStyle: 'native',
    });
    this.store = store;
    const game = createGame(engine, store, {
      move: (d) => this.onMove(d),
      gameOver: (end) => this.onGameOver(end),
    });
    this.game = game;
    const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    this.control = createBoardControl({ canvas: this.canvas, store, game, reducedMotion, aspectTarget: this.frame });
    this.unsubscribe = store.subscribe(() => this.render());
    loadPieceFont().then((ok) => { if (ok && gen === this.generation) this.control?.view.redraw(); });

    let loaded = await this.loadGame(engine, options);
    if (loaded.error) {
      messages.push(loaded.error);
      loaded = await game.load({ variant: options.game, moves: [], ...this.baseGame(options) });
      if (loaded.error) loaded = await game.load({ variant: 'janggi', moves: [], ...this.baseGame(options) });
    } else if (loaded.notice) {
      messages.push(loaded.notice);
    }
    if (gen !== this.generation) return;
    this.showMessage(messages);
    this.wireButtons();
    const autoplay = this.hasAttribute('from-url') ? new URLSearchParams(location.search).has('autoplay') : this.hasAttribute('autoplay');
    if (options.mode === 'replay' && autoplay) this.toggleAutoplay(true);
    this.emit('sanggi-ready', { variant: store.get().variant, ply: store.get().history.cursor });
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
    return { opponent: this.store.get().opponent, humanSide: options.side, level: options.level, quietEnd: true,
      mode: this.store.get().mode };
  }

  async loadGame(engine, options) {
    let g = { variant: options.game, fen: options.fen, moves: [] };
    if (options.record) {
      const r = await engine.importRecord(options.record, options.game);
      if (r.error) return { error: this.t('badRecord', { message: r.error }) };
      g = { variant: r.variant, fen: r.fen, moves: r.moves, tags: r.tags };
    }
    const cursor = options.ply === null ? (options.mode === 'replay' ? 0 : g.moves.length) : Math.min(options.ply, g.moves.length);
    const r = await this.game.load({ ...g, cursor, ...this.baseGame(options) });
    return r.error ? { error: this.t('badPosition', { message: r.error }) } : { ...r, notice: plyBeyondEnd(options.ply, g.moves.length, this.t) };
  }

  wireButtons() {
    if (this.wired) return;
    this.wired = true;
    const b = this.buttons;
    b.first.addEventListener('click', () => this.game.jump(0));
    b.prev.addEventListener('click', () => this.step(-1));
    b.next.addEventListener('click', () => this.step(1));
    b.last.addEventListener('click', () => this.game.jump(Infinity));
    b.auto.addEventListener('click', () => this.toggleAutoplay(!this.timer, true));
    b.flip.addEventListener('click', () => this.store.set({ flipped: !this.store.get().flipped }));
    b.pass.addEventListener('click', () => this.game.pass());
    this.addEventListener('keydown', (event) => {
      if (this.opts?.mode !== 'replay' && this.opts?.mode !== 'static') return;
      const keys = { ArrowLeft: () => this.step(-1), ArrowRight: () => this.step(1), Home: () => this.game.jump(0), End: () => this.game.jump(Infinity) };
      if (keys[event.key]) { event.preventDefault(); keys[event.key](); }
    });
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
    const mode = this.opts.mode;
    const b = this.buttons;
    if (this.timer && !H.canRedo(s.history)) {
      clearInterval(this.timer);
      this.timer = null;
    }
    this.bar.hidden = mode === 'static';
    b.auto.hidden = mode !== 'replay';
    // Pass (한수쉼) where a person plays a game that has it (Janggi); bikjang asks for it.
    b.pass.textContent = this.t('pass');
    b.pass.hidden = !(mode === 'play' || mode === 'demo') || s.info?.game !== 'janggi';
    b.pass.disabled = !(s.position.canPass && this.game.humanMayMove(s));
    b.auto.textContent = this.timer ? '❚❚' : '▷';
    b.auto.setAttribute('aria-label', this.t(this.timer ? 'replayPause' : 'replayPlay'));
    for (const [name, key] of [['first', 'first'], ['prev', 'prev'], ['next', 'next'], ['last', 'last'], ['flip', 'flip']]) {
      b[name].setAttribute('aria-label', this.t(key));
      b[name].title = this.t(key);
    }
    b.first.disabled = b.prev.disabled = !H.canUndo(s.history);
    b.next.disabled = b.last.disabled = !H.canRedo(s.history);
    const status = describeStatus(s, this.t);
    // Replay: the move number and the move just shown, in the game's own notation.
    const shown = s.history.cursor > 0 ? s.notation?.native?.[s.history.cursor - 1] : null;
    this.status.textContent = mode === 'replay' ? `${s.history.cursor} / ${s.history.moves.length}${shown ? ` · ${shown}` : ''}` : status.text;
    this.dataset.state = status.kind;
    this.dataset.ply = String(s.history.cursor);
    // Bikjang reached without a move (a position given, a step back): said once too.
    if (status.kind === 'bikjang' && s.position !== this.lastUrgent) {
      this.lastUrgent = s.position;
      this.live.textContent = status.text;
    }
    // The iframe page is ours: keep the whole board inside the frame's height too.
    if (this.hasAttribute('from-url') && s.spec && !this.opts.size) {
      const aspect = boardAspect(s.spec.files, s.spec.ranks);
      // A message about bad parameters above the board and the bar below it (a long status
      // wraps) take their height too; both grow as the board narrows, so measure again
      // until it settles.
      for (let i = 0; i < 4; i++) {
        const message = this.message.hidden ? 0 : this.message.offsetHeight + 6;
        const bar = this.bar.hidden ? 0 : Math.max(this.bar.offsetHeight, 40) + 6;
        const width = `calc((100vh - ${16 + bar + message}px) * ${aspect.toFixed(4)})`;
        if (this.style.maxWidth === width) break;
        this.style.maxWidth = width;
      }
    }
  }

  onMove({ move, text, ply, before }) {
    const s = this.store.get();
    const to = splitMove(move)?.to;
    this.sound.play(to && before.some((p) => p.square === to) ? 'capture' : 'move');
    const mover = s.position.side === 'w' ? 'b' : 'w';
    const status = describeStatus(s, this.t);
    const urgent = status.kind === 'check' || status.kind === 'bikjang' ? `. ${status.text}` : '';
    this.lastUrgent = s.position;
    this.live.textContent = this.t('announceMove', { side: sideName(this.t, s.info.game, mover), move: text }) + urgent;
    this.emit('sanggi-move', { move, text, ply, fen: s.position.fen, variant: s.variant });
  }

  onGameOver(end) {
    const s = this.store.get();
    const text = describeEnd(end, s.info.game, this.t);
    this.live.textContent = text;
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

  // For hosts: the game's state in plain data.
  get state() {
    const s = this.store?.get();
    if (!s?.position) return null;
    return { variant: s.variant, fen: s.position.fen, moves: H.currentMoves(s.history), ply: s.history.cursor, over: gameEnd(s).over };
  }
}

if (!customElements.get('sanggi-board')) customElements.define('sanggi-board', SanggiBoard);

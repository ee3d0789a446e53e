// A game you hold and change synchronously, for servers, bots and tools (like ffish.js's
// Board): `new Game('janggi')`, `play('79졸78')`, `legalMoves()`, `undo()`, `fen()`, `end()`,
// `notation()`, `record('pgn')`, `search({level})`. It keeps {variant, startFen, moves} and
// asks the engine (web/engine/api.js, the same API as createEngine) for the position after
// each change, so every rule is the engine's.
// Making a Game throws an Error when there is no game to make (a bad variant, FEN or record);
// after that no method throws: a bad move or option is an {error} value and changes nothing.
import { syncApi } from './sync-engine.js';

const RESULTS = { white: '1-0', black: '0-1', draw: '1/2-1/2' };

function copy(value) {
  return JSON.parse(JSON.stringify(value));
}

// Calls the shared API; a module that cannot be made again is an error value, not a throw.
function call(name, ...args) {
  try {
    return syncApi()[name](...args);
  } catch (e) {
    return { error: e && e.message ? e.message : String(e) };
  }
}

export class Game {
  #variant;
  #start;
  #moves = [];
  #state;

  /**
   * @param {string} variant a variant name (Game.variants())
   * @param {string} [fen] the start position; the variant's start when omitted or ''
   */
  constructor(variant, fen = '') {
    const state = syncApi().state({ variant, fen: fen ?? '' });
    if (state.error) throw new Error(state.error);
    this.#variant = variant;
    this.#start = state.fen;
    this.#state = state;
    /** Tags written by record() (Event, Site, Date, players...); fromRecord() fills them. */
    this.tags = {};
  }

  /** A game read from a PGN-like record or .gib; throws an Error naming the problem. */
  static fromRecord(text, defaultVariant) {
    const record = call('importRecord', text, defaultVariant);
    if (record.error) throw new Error(record.error);
    const game = new Game(record.variant, record.fen);
    const state = call('state', { variant: record.variant, fen: record.fen, moves: record.moves });
    if (state.error) throw new Error(state.error);
    game.#moves = [...record.moves];
    game.#state = state;
    game.tags = { ...record.tags };
    return game;
  }

  static variants() {
    return call('variants');
  }

  static variantInfo(name) {
    return call('variantInfo', name);
  }

  static validate(variant, fen) {
    return call('validate', variant, fen);
  }

  get variant() {
    return this.#variant;
  }

  get startFen() {
    return this.#start;
  }

  #game(moves = this.#moves) {
    return { variant: this.#variant, fen: this.#start, moves };
  }

  /** The machine moves played so far. */
  moves() {
    return [...this.#moves];
  }

  /** Everything the engine says about the position (API.md, state()). */
  state() {
    return copy(this.#state);
  }

  legalMoves() {
    return [...this.#state.legalMoves];
  }

  fen() {
    return this.#state.fen;
  }

  /** 'w' or 'b': the side to move (the first player is 'w'). */
  turn() {
    return this.#state.side;
  }

  end() {
    return copy(this.#state.end);
  }

  /** The moves played, in the notation of a style: native (default), latin, western, machine. */
  notation(style = 'native') {
    const list = Object.prototype.hasOwnProperty.call(this.#state.notation, style) ? this.#state.notation[style] : null;
    return list ? [...list] : { error: `unknown notation style '${String(style).slice(0, 40)}'` };
  }

  /** Plays a move in any notation of the game -> {move} (machine notation) | {error}. */
  play(text) {
    if (this.#state.end.over) return { error: 'the game is over' };
    let move = text;
    if (!this.#state.legalMoves.includes(text)) {
      const parsed = call('parseMove', this.#game(), text);
      if (parsed.error) return { error: parsed.error };
      move = parsed.move;
    }
    const moves = [...this.#moves, move];
    const state = call('state', this.#game(moves));
    if (state.error) return { error: state.error };
    this.#moves = moves;
    this.#state = state;
    return { move };
  }

  /** Takes back the last move -> that move, or null when there is none. */
  undo() {
    if (this.#moves.length === 0) return null;
    const moves = this.#moves.slice(0, -1);
    const state = call('state', this.#game(moves));
    if (state.error) return null;
    const undone = this.#moves[this.#moves.length - 1];
    this.#moves = moves;
    this.#state = state;
    return undone;
  }

  /** The computer's move for this position -> {best, score, depth, nodes, pv, mate} | {error}. */
  search(options = {}) {
    return call('search', this.#game(), options);
  }

  /**
   * The game as a record -> {text} | {error}. format 'pgn' (default) or 'gib' (Janggi);
   * options.style 'native' (default) or 'machine'; options.tags (default this.tags);
   * options.result (default from end(): '1-0', '0-1', '1/2-1/2', or '*' while it goes on).
   */
  record(format = 'pgn', options = {}) {
    const o = options && typeof options === 'object' ? options : {};
    const end = this.#state.end;
    const result = o.result ?? (end.over ? RESULTS[end.outcome] : '*');
    return call('exportRecord', { ...this.#game(), tags: o.tags ?? this.tags, result }, format, o.style ?? 'native');
  }
}

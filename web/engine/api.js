// The engine API of web/engine/API.md over the wasm module's embind functions.
// Every argument is checked here before it reaches wasm (embind throws on a wrong type, and a
// huge string would grow the wasm memory for good), every call is guarded, and every result
// is a plain object: {error: '...'} on failure, never an exception.
// Used inside the worker and, where no worker can be made, in the page.

export const LIMITS = Object.freeze({
  text: 1 << 20, // a game record, in UTF-16 units (the C++ side counts UTF-8 bytes)
  name: 256, // variant names, setup names, notation of one move
  fen: 1024,
  moves: 10000,
  moveText: 16,
  tags: 200,
});

export const MAX_MULTI_PV = 10; // as wasm/search_binding.h

function fail(message) {
  return { error: message };
}

function describe(value) {
  if (value === null || value === undefined) return String(value);
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

// A string argument: returns the error message, or null when it is fine.
function checkString(value, name, max) {
  if (typeof value !== 'string') return `${name} must be a string, not ${describe(value)}`;
  if (value.length > max) return `${name} is too long (at most ${max} characters)`;
  return null;
}

// An optional whole number in [min, max]: undefined and null mean 0.
function checkInteger(value, name, min, max) {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'number' || !Number.isInteger(value))
    return `${name} must be a whole number, not ${describe(value)}`;
  if (value < min || value > max) return `${name} must be from ${min} to ${max}`;
  return null;
}

// {variant, fen, moves} -> [variant, fen, movesText] or an error message.
function gameArguments(game) {
  if (game === null || typeof game !== 'object' || Array.isArray(game))
    return 'the game must be an object {variant, fen, moves}';
  const variantError = checkString(game.variant, 'variant', LIMITS.name);
  if (variantError) return variantError;
  const fen = game.fen === undefined || game.fen === null ? '' : game.fen;
  const fenError = checkString(fen, 'fen', LIMITS.fen);
  if (fenError) return fenError;
  const moves = game.moves === undefined || game.moves === null ? [] : game.moves;
  if (!Array.isArray(moves)) return `moves must be an array of strings, not ${describe(moves)}`;
  if (moves.length > LIMITS.moves) return `too many moves (at most ${LIMITS.moves})`;
  for (let i = 0; i < moves.length; i++) {
    const m = moves[i];
    if (typeof m !== 'string' || m.length === 0 || m.length > LIMITS.moveText || /\s/.test(m))
      return { message: `move ${i + 1} is not a move in machine notation`, moveIndex: i };
  }
  return [game.variant, fen, moves.join(' ')];
}

function gameError(problem) {
  return typeof problem === 'string'
    ? fail(problem)
    : { error: problem.message, moveIndex: problem.moveIndex };
}

// The record's comments, one per move ("" for none), as exportRecord's lines.
function commentsText(comments, moveCount) {
  if (comments === undefined || comments === null) return '';
  if (!Array.isArray(comments)) return { error: 'comments must be an array of strings' };
  if (comments.length > moveCount) return { error: `more comments (${comments.length}) than moves (${moveCount})` };
  for (let i = 0; i < comments.length; i++) {
    const c = comments[i] ?? '';
    if (typeof c !== 'string') return { error: `comment ${i + 1} must be a string` };
    if (c.length > LIMITS.name) return { error: `comment ${i + 1} is too long (at most ${LIMITS.name} characters)` };
    if (c.includes('}')) return { error: `comment ${i + 1} contains '}', which would end it` };
  }
  return comments.map((c) => (c ?? '').replace(/\s+/g, ' ').trim()).join('\n');
}

function tagsText(tags) {
  if (tags === undefined || tags === null) return '';
  if (typeof tags !== 'object' || Array.isArray(tags)) return { error: 'tags must be an object' };
  const names = Object.keys(tags);
  if (names.length > LIMITS.tags) return { error: `too many tags (at most ${LIMITS.tags})` };
  const lines = [];
  for (const name of names) {
    const value = tags[name];
    if (!/^[A-Za-z0-9_\u0080-\uffff]{1,64}$/.test(name)) return { error: `bad tag name '${name.slice(0, 40)}'` };
    if (typeof value !== 'string' && typeof value !== 'number')
      return { error: `tag ${name} must be a string` };
    const text = String(value).replace(/[\t\r\n]+/g, ' ');
    if (text.length > LIMITS.name * 4) return { error: `tag ${name} is too long (at most ${LIMITS.name * 4} characters)` };
    lines.push(`${name}\t${text}`);
  }
  return lines.join('\n');
}

// Each method takes `call(name, ...args)`, which runs a wasm function and parses its JSON.
const METHODS = {
  variants: (call) => call('variants'),

  variantInfo(call, name) {
    const problem = checkString(name, 'variant', LIMITS.name);
    return problem ? fail(problem) : call('variantInfo', name);
  },

  state(call, game) {
    const args = gameArguments(game);
    return Array.isArray(args) ? call('state', ...args) : gameError(args);
  },

  parseMove(call, game, text) {
    const args = gameArguments(game);
    if (!Array.isArray(args)) return gameError(args);
    const problem = checkString(text, 'move', LIMITS.name);
    return problem ? fail(problem) : call('parseMove', ...args, text);
  },

  search(call, game, options) {
    const args = gameArguments(game);
    if (!Array.isArray(args)) return gameError(args);
    const o = options === undefined || options === null ? {} : options;
    if (typeof o !== 'object' || Array.isArray(o))
      return fail('search options must be an object {level} or {movetimeMs, depth, nodes}');
    const problem =
      checkInteger(o.level, 'level', 1, 10) ||
      checkInteger(o.depth, 'depth', 0, 128) ||
      checkInteger(o.nodes, 'nodes', 0, 1e12) ||
      checkInteger(o.movetimeMs, 'movetimeMs', 0, 600000) ||
      checkInteger(o.timeLeftMs, 'timeLeftMs', 0, 86400000) ||
      checkInteger(o.incrementMs, 'incrementMs', 0, 86400000) ||
      checkInteger(o.byoyomiMs, 'byoyomiMs', 0, 86400000) ||
      checkInteger(o.seed, 'seed', 0, Number.MAX_SAFE_INTEGER) ||
      checkInteger(o.multiPV, 'multiPV', 1, MAX_MULTI_PV);
    if (problem) return fail(problem);
    // Without a seed the levels' randomness differs from game to game.
    const seed = o.seed ?? Math.floor(Math.random() * 2 ** 32) + 1;
    return call('search', ...args, o.level || 0, o.depth || 0, o.nodes || 0, o.movetimeMs || 0, seed,
      o.timeLeftMs || 0, o.incrementMs || 0, o.byoyomiMs || 0, o.multiPV || 1);
  },

  // One time slice of an analysis (host.js strings them together): {multiPV, sliceMs,
  // startDepth, startScore, depth} -> {iterations: [...], nodes, timeMs, finished} | {error}.
  analyseSlice(call, game, options) {
    const args = gameArguments(game);
    if (!Array.isArray(args)) return gameError(args);
    const o = options === undefined || options === null ? {} : options;
    if (typeof o !== 'object' || Array.isArray(o)) return fail('analysis options must be an object');
    const problem =
      checkInteger(o.multiPV, 'multiPV', 1, MAX_MULTI_PV) ||
      checkInteger(o.sliceMs, 'sliceMs', 1, 10000) ||
      checkInteger(o.startDepth, 'startDepth', 0, 124) ||
      checkInteger(o.startScore, 'startScore', -32000, 32000) ||
      checkInteger(o.depth, 'depth', 0, 124);
    if (problem) return fail(problem);
    return call('analyse', ...args, o.multiPV || 1, o.sliceMs || 100, o.startDepth || 0, o.startScore || 0, o.depth || 0);
  },

  importRecord(call, text, defaultVariant) {
    const problem =
      checkString(text, 'record', LIMITS.text) ||
      checkString(defaultVariant ?? '', 'default variant', LIMITS.name);
    if (problem) return fail(problem);
    // A file saved with a byte-order mark (Windows editors) reads as without it.
    const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
    if (body.trim() === '') return fail('the record is empty');
    const record = call('importRecord', body, defaultVariant ?? '');
    // Tags that exportRecord could not write back are refused now, not at the export.
    const tags = record.error ? '' : tagsText(record.tags);
    return typeof tags === 'string' ? record : tags;
  },

  exportRecord(call, record, format = 'pgn', style = 'native') {
    const args = gameArguments(record);
    if (!Array.isArray(args)) return gameError(args);
    const tags = tagsText(record.tags);
    if (typeof tags !== 'string') return tags;
    const comments = commentsText(record.comments, record.moves?.length ?? 0);
    if (typeof comments !== 'string') return comments;
    const result = record.result ?? '*';
    const problem =
      checkString(result, 'result', 16) ||
      checkString(format ?? 'pgn', 'format', 16) ||
      checkString(style ?? 'native', 'style', 32);
    if (problem) return fail(problem);
    return call('exportRecord', ...args, tags, comments, result, format ?? 'pgn', style ?? 'native');
  },

  // The checks of a position as written (the position editor): errors and warnings.
  validate(call, variant, fen) {
    const problem = checkString(variant, 'variant', LIMITS.name) || checkString(fen, 'fen', LIMITS.fen);
    return problem ? fail(problem) : call('validate', variant, fen);
  },

  janggiStartFen(call, han, cho) {
    const problem = checkString(han, 'Han setup', LIMITS.name) || checkString(cho, 'Cho setup', LIMITS.name);
    return problem ? fail(problem) : call('janggiStartFen', han, cho);
  },

  // A network file for a variant's game (docs/learned-evaluation.md), its bytes a Uint8Array:
  // used from the next search on; a bad file is refused with its reason and the game keeps
  // the evaluation it had.
  loadNetwork(call, variant, bytes) {
    const problem = checkString(variant, 'variant', LIMITS.name) ||
      (bytes instanceof Uint8Array ? null : `the network must be a Uint8Array, not ${describe(bytes)}`) ||
      (bytes.length > 4 << 20 ? 'the network file is too large (at most 4 MB)' : null);
    return problem ? fail(problem) : call('loadNetwork', variant, bytes);
  },

  // The static evaluations of a position: {hand, network} (network null without one).
  staticEval(call, game) {
    const args = gameArguments(game);
    return Array.isArray(args) ? call('staticEval', ...args) : gameError(args);
  },

  // Leaf nodes of the move tree (scripts/bench-wasm.mjs).
  perft(call, variant, fen, depth) {
    const problem =
      checkString(variant, 'variant', LIMITS.name) ||
      checkString(fen ?? '', 'fen', LIMITS.fen) ||
      checkInteger(depth, 'depth', 1, 8) ||
      (depth === undefined || depth === null ? 'depth is required' : null);
    return problem ? fail(problem) : call('perft', variant, fen ?? '', depth);
  },
};

const failure = (e) => (e && e.message ? e.message : String(e));

// The API over one instantiated wasm module. `broken` turns true if the module aborted (it
// cannot be used after that; the owner makes a new one).
export function createApi(module) {
  const api = { broken: false };

  // Calls a wasm function and parses its JSON, turning any exception into an error value.
  function call(name, ...args) {
    if (api.broken) return fail('the engine stopped after an internal error; it restarts');
    try {
      return JSON.parse(module[name](...args));
    } catch (e) {
      api.broken = e instanceof WebAssembly.RuntimeError || /abort/i.test(String(e && e.message));
      return fail(`engine failure in ${name}: ${failure(e)}`);
    }
  }

  // Arguments that throw when read (a getter, a Proxy) give an error value too.
  for (const [name, method] of Object.entries(METHODS)) {
    api[name] = (...args) => {
      try {
        return method(call, ...args);
      } catch (e) {
        return fail(`bad arguments for ${name}: ${failure(e)}`);
      }
    };
  }

  // Memory in bytes: `total` the wasm memory (grows when needed, never shrinks), `inUse` what
  // the C++ heap holds. For the memory tests and diagnostics.
  api.memory = () => {
    try {
      return { total: module.HEAPU8 ? module.HEAPU8.length : 0, inUse: module.heapInUse() };
    } catch (e) {
      return fail(`engine failure in memory: ${failure(e)}`);
    }
  };
  return api;
}

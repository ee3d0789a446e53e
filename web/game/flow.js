// The game controller's core: asks the engine about a game, stores the answer, and lets the
// computer move when it is its turn. Every function takes the controller's context
// `ctx = {engine, store, events, generation, ...}` (see game.js); `generation` is bumped by
// every change, so late engine answers for an older one are dropped.
import * as H from './history.js';
import { boardSpec } from '../board/spec.js';
import { computerToMove, gameEnd } from './game-state.js';
import { clockAfterMove, newGameClock, searchClock } from './game-clock.js';
import { NO_CONTROL } from './clock.js';

const SIDES = ['w', 'b'];

export const emit = (ctx, name, detail) => ctx.events[name]?.(detail);

// {info, spec} of a variant (cached), or {error}.
export async function variantData(ctx, variant) {
  if (ctx.infoCache.has(variant)) return ctx.infoCache.get(variant);
  const info = await ctx.engine.variantInfo(variant);
  if (!info || info.error) return { error: info?.error ?? `Unknown game "${variant}".` };
  const start = await ctx.engine.state({ variant, fen: info.startFen, moves: [] });
  const data = { info, spec: boardSpec(info, start.error ? [] : start.board) };
  ctx.infoCache.set(variant, data);
  return data;
}

export function stopThinking(ctx) {
  if (ctx.store.get().thinking) {
    ctx.engine.cancel();
    ctx.store.set({ thinking: false });
  }
}

// Asks the engine about the position at the cursor (and the whole game, for the move
// list). Returns {position, notation, fullEnd} or {error} if the engine rejects the game.
async function askEngine(ctx, variant, fen, history) {
  const position = await ctx.engine.state({ variant, fen, moves: H.currentMoves(history) });
  if (position.error) return position;  // the engine's error value, with its code
  let full = position;
  if (!H.atEnd(history)) {
    full = await ctx.engine.state({ variant, fen, moves: history.moves });
    if (full.error) return full;
  }
  return { position, notation: full.notation, fullEnd: full.end };
}

// Shows `history` of the current game. onShown runs once the new position is stored, before
// the game's end is announced or the computer starts thinking (so a move is reported before
// the end it causes).
export async function show(ctx, history, extra = {}, onShown = null) {
  const gen = ++ctx.generation;
  stopThinking(ctx);
  const { variant, startFen } = ctx.store.get();
  const r = await askEngine(ctx, variant, startFen, history);
  if (gen !== ctx.generation) return { stale: true };
  if (r.error) return { error: r.error };
  ctx.store.set({ history, position: r.position, notation: r.notation, fullEnd: r.fullEnd, hint: null, drawOffer: null, ...extra });
  emit(ctx, 'changed');
  onShown?.();
  afterChange(ctx, gen);
  return { ok: true };
}

function afterChange(ctx, gen) {
  const state = ctx.store.get();
  const end = gameEnd(state);
  if (end.over && H.atEnd(state.history) && !state.announcedEnd) {
    ctx.store.set({ announcedEnd: true });
    emit(ctx, 'gameOver', end);
  }
  if (computerToMove(state)) computerMove(ctx, gen);
}

export async function computerMove(ctx, gen) {
  const state = ctx.store.get();
  const { variant, startFen, history, level } = state;
  ctx.store.set({ thinking: true });
  // With a clock the engine plans its own time from it; the level's cap still applies.
  const options = { level, ...searchClock(state, ctx.now()) };
  const result = await ctx.engine.search({ variant, fen: startFen, moves: history.moves }, options);
  if (gen !== ctx.generation || result.cancelled) return;
  ctx.store.set({ thinking: false });
  if (result.error || !result.best) {
    ctx.store.set({ error: result.error ?? 'The computer found no move.' });
    return;
  }
  await playMove(ctx, result.best, { byComputer: true, score: result.score });
}

// Plays a move the engine listed as legal at the cursor; anything else is refused.
export async function playMove(ctx, move, { byComputer = false, score = null } = {}) {
  const state = ctx.store.get();
  if (!state.position || state.setup || gameEnd(state).over) return { error: 'The game is over.' };
  if (!state.position.legalMoves.includes(move)) return { error: `Illegal move: ${move}` };
  const before = state.position.board;
  // A new move: the imported record's stated result and the comments of a replaced line
  // no longer hold.
  const { Result: _stated, ...tags } = state.tags ?? {};
  const comments = (state.comments ?? []).slice(0, state.history.cursor);
  const extra = { announcedEnd: false, result: null, tags, comments };
  if (state.clock) {
    const c = clockAfterMove(state, ctx.now());
    if (c.flagged) return { error: 'The time is out.' };  // the clock's tick ends the game
    extra.clock = c.clock;
  }
  const history = H.play(state.history, move);
  if (byComputer) extra.lastComputerScore = score;
  return show(ctx, history, extra, () => {
    const text = ctx.store.get().notation?.native?.[history.cursor - 1] ?? move;
    emit(ctx, 'move', { move, text, ply: history.cursor, before, byComputer });
  });
}

// The store's fields for a game being loaded (what `load` was given, else what was there).
function loadedFields(game, previous) {
  return {
    opponent: game.opponent ?? previous.opponent ?? 'computer',
    humanSide: SIDES.includes(game.humanSide) ? game.humanSide : 'w',
    level: game.level ?? previous.level ?? 3,
    result: game.result ?? null, tags: game.tags ?? {}, comments: game.comments ?? [], setup: game.setup ?? null,
    mode: game.mode ?? previous.mode ?? 'play', hint: null, drawOffer: null, error: null,
    announcedEnd: Boolean(game.quietEnd), thinking: false,
    clock: game.clock ?? newGameClock(game.timeControl ?? NO_CONTROL),
    // Counts the games loaded, so what belongs to one game (a review) tells a new game from
    // a move played.
    loads: (previous.loads ?? 0) + 1,
  };
}

// Starts or restores a game. Nothing changes if the engine rejects it.
export async function load(ctx, game) {
  const variant = game.variant;
  const data = await variantData(ctx, variant);
  if (data.error) return data;
  const fen = game.fen || data.info.startFen;
  const moves = Array.isArray(game.moves) ? game.moves.map(String) : [];
  const cursor = Number.isInteger(game.cursor) ? game.cursor : moves.length;
  const history = H.jump({ moves, cursor: moves.length }, cursor);
  const r = await askEngine(ctx, variant, fen, history);
  if (r.error) return { error: r.error };
  const gen = ++ctx.generation;
  stopThinking(ctx);
  ctx.store.set({
    variant, info: data.info, spec: data.spec, startFen: fen, history,
    position: r.position, notation: r.notation, fullEnd: r.fullEnd, ...loadedFields(game, ctx.store.get()),
  });
  emit(ctx, 'changed');
  afterChange(ctx, gen);
  return { ok: true };
}

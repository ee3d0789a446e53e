// What a player can do besides moving a piece: pass, step through the game, ask for a hint,
// resign, offer or answer a draw, see which moves leave the Marshal open, choose a Janggi
// setup. Each takes the controller's context (see game.js, game/flow.js).
import * as H from './history.js';
import { isPass, splitMove } from '../board/squares.js';
import { gameEnd, humanMayMove, startSide, shownGame } from './game-state.js';
import { emit, load, playMove, show } from './flow.js';
import { clockAfterTakeBack, clockFromShown, flaggedClock, pausedClock, resumedClock, timeResult } from './game-clock.js';

export async function pass(ctx) {
  const p = ctx.store.get().position;
  const move = p?.canPass ? p.legalMoves.find(isPass) : null;  // a pass is the royal's square twice
  return move ? playMove(ctx, move) : { error: 'Passing is not allowed now.' };
}

// The end of the game if the mover passes now and the other side passes back (Janggi's
// two passes in a row), or null: where it is not over then, or the pass itself ends the
// game (bikjang: the page already says so).
export async function passAnswer(ctx) {
  const state = ctx.store.get();
  const p = state.position;
  const move = p?.canPass && !p.bikjang ? p.legalMoves.find(isPass) : null;
  if (!move) return null;
  const after = await ctx.engine.state(shownGame(state, [move]));
  const reply = after.error || after.end?.over ? null : after.legalMoves.find(isPass);
  if (!reply) return null;
  const end = (await ctx.engine.state(shownGame(state, [move, reply]))).end;
  return end?.over && ctx.store.get().position === p ? end : null;
}

// The game goes on from the position shown, the moves after it dropped, against `opponent`
// ('computer' or 'human') with the person on `humanSide`, whichever side is to move there
// (the computer moves at once when it is its turn). The record's tags and comments before it
// are kept, not its stated result.
export async function playFromHere(ctx, { opponent, humanSide }) {
  const s = ctx.store.get();
  if (!s.position || s.setup || gameEnd(s).over) return { error: 'There is no game to go on from here.' };
  const ply = s.history.cursor;
  const { Result: _stated, ...tags } = s.tags ?? {};
  return load(ctx, {
    variant: s.variant, fen: s.startFen, moves: s.history.moves.slice(0, ply), tags,
    comments: (s.comments ?? []).slice(0, ply), opponent, humanSide, level: s.level, mode: 'play',
    clock: clockFromShown(s, ctx.now()), quietEnd: true,
  });
}

// Against the computer, back to the person's turn; against a person, one ply. Against the
// computer with a clock, from the game's last move, the take-back is the game's: the moves
// taken back are dropped and the person's clock runs on (game-clock.js clockAfterTakeBack);
// otherwise the moves stay to step through again, the clocks stopped as when looking back.
export async function undo(ctx) {
  const state = ctx.store.get();
  const side0 = state.position ? H.sideAfter(startSide(state), 0) : 'w';
  const sideAt = (ply) => H.sideAfter(side0, ply);
  const human = state.opponent === 'computer' && state.mode === 'play' ? state.humanSide : null;
  const h = H.undo(state.history, sideAt, human);
  if (h === state.history) return { ok: false };
  const clock = human && H.atEnd(state.history) ? clockAfterTakeBack(state, h.cursor, ctx.now()) : null;
  if (!clock) return show(ctx, h, { announcedEnd: true, result: null });
  const ply = h.cursor;
  const { Result: _stated, ...tags } = state.tags ?? {};
  const comments = (state.comments ?? []).slice(0, ply);
  return show(ctx, { moves: state.history.moves.slice(0, ply), cursor: ply }, { announcedEnd: true, result: null, clock, tags, comments });
}

export async function redo(ctx) {
  const state = ctx.store.get();
  if (!H.canRedo(state.history)) return { ok: false };
  return show(ctx, H.redo(state.history), { announcedEnd: true });
}

export async function jump(ctx, ply) {
  const h = H.jump(ctx.store.get().history, ply);
  ctx.navTarget = h.cursor;
  const r = await show(ctx, h, { announcedEnd: true });
  if (!r.stale) ctx.navTarget = null;
  return r;
}

// One step back or forward from where the last step was heading, so fast key presses each
// count.
export function jumpBy(ctx, delta) {
  return jump(ctx, (ctx.navTarget ?? ctx.store.get().history.cursor) + delta);
}

// A hint is the engine's best move at a fixed effort, with none of a level's randomness:
// the same answer every time for the same position (a node-limited search starts from a
// clear table), about a second of search in the browser.
export const HINT_NODES = 400000;

// A search of the shown position for the side to move: {best, score} or {stale} / {error}.
// limits: the engine's search options ({level} or {nodes}).
async function searchShown(ctx, state, limits) {
  const gen = ctx.generation;
  ctx.store.set({ thinking: true });
  const r = await ctx.engine.search(shownGame(state), limits);
  if (gen !== ctx.generation || r.cancelled) return { stale: true };
  ctx.store.set({ thinking: false });
  return r;
}

export async function hint(ctx) {
  const state = ctx.store.get();
  if (!humanMayMove(state)) return { error: 'No hint now.' };
  const r = await searchShown(ctx, state, { nodes: HINT_NODES });
  if (r.stale) return r;
  if (r.error || !r.best) return { error: r.error ?? 'No hint.' };
  ctx.store.set({ hint: r.best });
  return { ok: true, best: r.best };
}

// Ends the game at the cursor with `result` (resignation, agreement, time).
function endHere(ctx, result, extra = {}) {
  const history = ctx.store.get().history;
  return show(ctx, { moves: H.currentMoves(history), cursor: history.cursor }, { result, announcedEnd: false, ...extra });
}

// The running clock's time is out: the game ends on time (also while the computer thinks).
export function checkTime(ctx) {
  const state = ctx.store.get();
  const result = timeResult(state, ctx.now());
  if (!result) return { ok: false };
  return endHere(ctx, result, { clock: flaggedClock(state.clock, result.loser, ctx.now()) });
}

export function pauseClock(ctx) {
  const { clock } = ctx.store.get();
  if (clock && !clock.paused) ctx.store.set({ clock: pausedClock(clock, ctx.now()) });
}

export function resumeClock(ctx) {
  const { clock } = ctx.store.get();
  if (clock?.paused) ctx.store.set({ clock: resumedClock(clock) });
}

export async function resign(ctx) {
  const state = ctx.store.get();
  if (!state.position || gameEnd(state).over) return { ok: false };
  const loser = state.opponent === 'computer' ? state.humanSide : state.position.side;
  return endHere(ctx, { outcome: loser === 'w' ? 'black' : 'white', reason: 'resignation', loser });
}

export function acceptDraw(ctx) {
  return endHere(ctx, { outcome: 'draw', reason: 'agreement' });
}

export function declineDraw(ctx) {
  ctx.store.set({ drawOffer: null });
}

// Against a person the other side must accept; the computer accepts when its own search
// says it is not ahead.
export async function offerDraw(ctx) {
  const state = ctx.store.get();
  if (!state.position || gameEnd(state).over) return { ok: false };
  if (state.opponent === 'human') {
    ctx.store.set({ drawOffer: state.position.side });
    return { ok: true, pending: true };
  }
  const r = await searchShown(ctx, state, { level: state.level });
  if (r.stale) return r;
  const computerView = state.position.side === state.humanSide ? -(r.score ?? 0) : (r.score ?? 0);
  if (!r.error && computerView <= 0) return acceptDraw(ctx);
  return { ok: true, declined: true };
}

// In a game without a check rule (Gwangsanghui) a move may leave one's own royal piece open
// to capture: legal, but the page warns. Returns the destinations from `from` that do, by
// asking the engine whether a reply can land on the mover's royal square. Where the game
// has a check rule no legal move does, so nothing is asked.
export async function exposingDestinations(ctx, from) {
  const state = ctx.store.get();
  if (state.info?.rules?.checkRule !== false || !state.position) return [];
  const mover = state.position.side;
  const out = [];
  for (const move of state.position.legalMoves) {
    const m = splitMove(move);
    if (!m || m.from !== from || m.to === from) continue;
    const next = await ctx.engine.state(shownGame(state, [move]));
    if (next.error || next.end?.over) continue;
    const royal = next.royalSquares?.[mover];
    if (royal && next.legalMoves.some((reply) => splitMove(reply)?.to === royal)) out.push(m.to);
  }
  return ctx.store.get().position === state.position ? out : [];
}

// Janggi's setup phase: the board shows the chosen arrangements until the game starts.
// The call's turn is taken before it asks the engine, so a start (or another arrangement)
// chosen while it waits overrules it, not the other way round.
export async function setSetup(ctx, han, cho) {
  const gen = ++ctx.generation;
  const r = await ctx.engine.janggiStartFen(han, cho);
  if (gen !== ctx.generation) return { stale: true };
  if (r.error) return r;
  const state = ctx.store.get();
  const position = await ctx.engine.state({ variant: state.variant, fen: r.fen, moves: [] });
  if (gen !== ctx.generation) return { stale: true };
  if (position.error) return position;
  ctx.store.set({ setup: { han, cho }, startFen: r.fen, history: H.emptyHistory(), position, notation: position.notation, result: null, hint: null });
  emit(ctx, 'changed');
  return { ok: true };
}

// The setup ends when the game's position is stored, not before: a piece picked up in
// between would be dropped when that position came.
export async function startFromSetup(ctx) {
  if (!ctx.store.get().setup) return { ok: false };
  return show(ctx, H.emptyHistory(), { setup: null, announcedEnd: false });
}

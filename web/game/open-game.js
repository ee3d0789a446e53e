// Opening the game that options ask for (URL parameters of the page or the iframe, or the
// attributes of <sanggi-board>): a record is imported first, then the game is loaded at
// the ply asked for. Shared by the main page and the element.
import { plyBeyondEnd } from '../common/params.js';
import { recordClock } from './game-clock.js';

// The shown ply: the one asked for (never beyond the end), else `fallback`.
export function startCursor(ply, moveCount, fallback) {
  return ply === null ? fallback : Math.min(ply, moveCount);
}

// The game of an imported record (engine.importRecord): its stated result is kept as the
// Result tag (a .gib's 대국결과 too), its comments (one per move) beside the moves.
export function importedGame(r) {
  const tags = { ...r.tags };
  if (r.result && r.result !== '*') tags.Result = r.result;
  return { variant: r.variant, fen: r.fen, moves: r.moves, tags, comments: r.comments ?? [] };
}

// clocks: a record's time control and move clocks come with it (the page, which shows
// clocks; as its Import does). -> {game: {variant, fen, moves, tags, comments, clock}} or
// {error, stage: 'record'}
export async function gameOfOptions(engine, options, { clocks = false } = {}) {
  if (!options.record) return { game: { variant: options.game, fen: options.fen, moves: [] } };
  const r = await engine.importRecord(options.record, options.game);
  if (r.error) return { ...r, stage: 'record' };
  const g = importedGame(r);
  const clock = clocks ? recordClock(r) : null;
  return { game: clock ? { ...g, clock } : g };
}

// Loads the options' game with `base` ({opponent, humanSide, level, ...} for game.load);
// fallbackCursor: the ply shown when none is asked for (undefined: the last); clocks: as
// for gameOfOptions. -> {ok, notice: a ply beyond the end, or null} or {error, stage:
// 'record'|'position'}
export async function openGame(engine, game, options, { base, fallbackCursor, t, clocks = false }) {
  const r = await gameOfOptions(engine, options, { clocks });
  if (r.error) return r;
  const g = r.game;
  const cursor = startCursor(options.ply, g.moves.length, fallbackCursor);
  const loaded = await game.load({ ...g, cursor, ...base });
  if (loaded.error) return { ...loaded, stage: 'position' };
  return { ...loaded, notice: plyBeyondEnd(options.ply, g.moves.length, t) };
}

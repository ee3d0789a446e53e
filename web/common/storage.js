// Saving the game in progress and the settings in localStorage, and reading them back.
// What is read is checked field by field: a corrupt or foreign value is dropped (with the
// reason), never passed on. The engine then checks the moves themselves.
import { LANGS, LABELS, MIN_LEVEL, MAX_LEVEL, NOTATIONS } from './params.js';
import { validClock } from '../game/game-clock.js';

export const GAME_KEY = 'sanggi.game.v1';
export const SETTINGS_KEY = 'sanggi.settings.v1';
// Games in progress that a link's game replaced (see kept-game.js), newest first, each with
// the plies played since; one is dropped once that reaches KEEP_PLIES, the oldest when a
// fourth comes.
export const KEPT_KEY = 'sanggi.kept.v1';
export const KEEP_PLIES = 20;
export const KEEP_MAX = 3;
const MOVE_RE = /^[a-p]\d{1,2}[a-p]\d{1,2}$/;
const MAX_MOVES = 10000;
const MAX_COMMENTS_TEXT = 1 << 20;  // a record's limit (the engine's)

// variants: the engine's list (engine.variants()). -> {game} or {error}
export function validateSavedGame(value, variants) {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { error: 'not a saved game' };
  const { variant, fen, moves, cursor, opponent, humanSide, level, result, tags, flipped, clock, comments } = value;
  if (!variants.some((v) => v.name === variant)) return { error: 'unknown game' };
  if (typeof fen !== 'string' || fen.length === 0 || fen.length > 1000) return { error: 'bad start position' };
  if (!Array.isArray(moves) || moves.length > MAX_MOVES || !moves.every((m) => typeof m === 'string' && MOVE_RE.test(m))) {
    return { error: 'bad move list' };
  }
  if (!Number.isInteger(cursor) || cursor < 0 || cursor > moves.length) return { error: 'bad move number' };
  if (opponent !== 'computer' && opponent !== 'human') return { error: 'bad opponent' };
  if (humanSide !== 'w' && humanSide !== 'b') return { error: 'bad side' };
  if (!Number.isInteger(level) || level < MIN_LEVEL || level > MAX_LEVEL) return { error: 'bad level' };
  let cleanResult = null;
  if (result !== null && result !== undefined) {
    const okOutcome = ['white', 'black', 'draw'].includes(result?.outcome);
    const okReason = ['resignation', 'agreement', 'time'].includes(result?.reason);
    if (!okOutcome || !okReason) return { error: 'bad result' };
    cleanResult = /** @type {import('../game/state.js').GameResult} */ ({ outcome: result.outcome, reason: result.reason });
    if (result.loser === 'w' || result.loser === 'b') cleanResult.loser = result.loser;
  }
  const cleanTags = {};
  if (tags && typeof tags === 'object' && !Array.isArray(tags)) {
    // The limits of a record's tags (the engine reads at most 100, exportRecord writes values
    // of up to 1024 characters).
    for (const [k, v] of Object.entries(tags).slice(0, 100)) {
      if (typeof k === 'string' && typeof v === 'string' && k.length <= 64 && v.length <= 1024) cleanTags[k] = v;
    }
  }
  // A clock that is not one is dropped (the game goes on without it), never passed on; so
  // are comments that are not one string per move at most.
  const cleanClock = validClock(clock, moves.length);
  const cleanComments = validComments(comments, moves.length);
  return { game: { variant, fen, moves: [...moves], cursor, opponent, humanSide, level, result: cleanResult, tags: cleanTags, comments: cleanComments, flipped: flipped === true, clock: cleanClock } };
}

function validComments(comments, moveCount) {
  if (!Array.isArray(comments) || comments.length > moveCount || !comments.every((c) => typeof c === 'string')) return [];
  return comments.reduce((n, c) => n + c.length, 0) <= MAX_COMMENTS_TEXT ? [...comments] : [];
}

export function validateSettings(value) {
  const out = {};
  if (!value || typeof value !== 'object') return out;
  if (LANGS.includes(value.lang)) out.lang = value.lang;
  if (LABELS.includes(value.labels)) out.labels = value.labels;
  if (typeof value.sound === 'boolean') out.sound = value.sound;
  if (NOTATIONS.includes(value.notation)) out.notation = value.notation;
  if (['computer', 'human'].includes(value.importOpponent)) out.importOpponent = value.importOpponent;
  return out;
}

function storage() {
  try {
    return window.localStorage ?? null;  // may throw when storage is disabled
  } catch {
    return null;
  }
}

function read(key) {
  try {
    const text = storage()?.getItem(key);
    if (text === null || text === undefined) return { missing: true };
    return { value: JSON.parse(text) };
  } catch (e) {
    return { error: 'unreadable saved data' };
  }
}

function write(key, value) {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the game goes on, it just will not survive a reload.
  }
}

export function loadGame(variants) {
  const r = read(GAME_KEY);
  if (r.missing) return { missing: true };
  if (r.error) return { error: r.error };
  return validateSavedGame(r.value, variants);
}

// Whether a game is saved (not checked: the page that opens it checks it).
export function hasSavedGame() {
  const r = read(GAME_KEY);
  return !r.missing && !r.error;
}

export function saveGame(game) {
  write(GAME_KEY, game);
}

export function clearGame() {
  try { storage()?.removeItem(GAME_KEY); } catch { /* nothing to do */ }
}

export function loadSettings() {
  const r = read(SETTINGS_KEY);
  return r.value ? validateSettings(r.value) : {};
}

export function saveSettings(settings) {
  write(SETTINGS_KEY, settings);
}

// A saved game worth keeping when another game would replace it: a move was played, and it
// is not over (`over`: the engine's end at its last move).
export function worthKeeping(game, over) {
  return Boolean(game && game.moves.length > 0 && !game.result && !over);
}

// -> [{game, played}], newest first (only the entries that are still valid games)
export function loadKept(variants) {
  const r = read(KEPT_KEY);
  if (!Array.isArray(r.value)) return [];
  const out = [];
  for (const entry of r.value.slice(0, KEEP_MAX)) {
    const v = entry && typeof entry === 'object' ? validateSavedGame(entry.game, variants) : {};
    if (!v.game) continue;
    out.push({ game: v.game, played: Number.isInteger(entry.played) && entry.played >= 0 ? entry.played : 0 });
  }
  return out;
}

export function saveKept(list) {
  if (list.length === 0) {
    try { storage()?.removeItem(KEPT_KEY); } catch { /* nothing to do */ }
  } else {
    write(KEPT_KEY, list.slice(0, KEEP_MAX));
  }
}

// The lessons solved (lesson ids, web/lessons/index.js), kept across visits; shared by the
// lessons page and every lesson board of the same site.
export const LESSONS_KEY = 'sanggi.lessons.v1';
const LESSON_ID = /^[a-z0-9-]{1,64}$/;

// -> the list of solved ids in a saved value (anything else in it is dropped).
export function validateLessonProgress(value) {
  const solved = value && typeof value === 'object' && Array.isArray(value.solved) ? value.solved : [];
  return [...new Set(solved.filter((id) => typeof id === 'string' && LESSON_ID.test(id)))].slice(0, 1000);
}

export function loadLessonProgress() {
  const r = read(LESSONS_KEY);
  return new Set(r.value ? validateLessonProgress(r.value) : []);
}

export function saveLessonSolved(id) {
  if (!LESSON_ID.test(id)) return;
  const solved = loadLessonProgress();
  solved.add(id);
  write(LESSONS_KEY, { solved: [...solved] });
}

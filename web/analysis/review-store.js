// Reviews survive a reload: the evaluations of the last few reviewed games in localStorage,
// found again by the game (variant, start and moves). What is read is checked entry by entry;
// anything malformed is dropped (a review is only a cache of the engine's work).
export const REVIEW_KEY = 'sanggi.review.v1';
export const REVIEWS_KEPT = 5;
const MOVE_RE = /^[a-p]\d{1,2}[a-p]\d{1,2}$/;
const MAX_PV = 16;

export function reviewId(game) {
  return `${game.variant}|${game.fen || ''}|${game.moves.join(' ')}`;
}

const isMove = (m) => typeof m === 'string' && MOVE_RE.test(m);
const isScore = (n) => Number.isInteger(n) && Math.abs(n) <= 32000;

// A stored evaluation, cleaned, or null.
export function validEntry(value) {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const { score, mate, best, pv, depth, end, ms } = value;
  if (!isScore(score)) return null;
  if (mate !== null && mate !== undefined && !(Number.isInteger(mate) && Math.abs(mate) <= 256)) return null;
  if (best !== null && best !== undefined && !isMove(best)) return null;
  const line = Array.isArray(pv) ? pv.slice(0, MAX_PV) : [];
  if (!line.every(isMove)) return null;
  const entry = { score, mate: mate ?? null, best: best ?? null, pv: line, depth: Number.isInteger(depth) ? depth : 0 };
  if (end === true) entry.end = true;
  if (Number.isInteger(ms) && ms > 0 && ms <= 60000) entry.ms = ms;
  return entry;
}

// The evaluations stored for this game (an array of moves+1 entries or nulls), with the
// effort they were made at (each entry's `ms`; entries stored before it was kept get the
// review's); or null.
export function validReview(value, game) {
  if (!value || typeof value !== 'object' || value.id !== reviewId(game)) return null;
  if (!Array.isArray(value.evals) || value.evals.length > game.moves.length + 1) return null;
  const effortMs = Number.isInteger(value.effortMs) && value.effortMs > 0 && value.effortMs <= 60000 ? value.effortMs : null;
  const evals = Array.from({ length: game.moves.length + 1 }, (_, i) => {
    const entry = validEntry(value.evals[i]);
    if (entry && !entry.end && entry.ms === undefined && effortMs) entry.ms = effortMs;
    return entry;
  });
  return { evals, effortMs };
}

function storage() {
  try {
    return window.localStorage ?? null;
  } catch {
    return null;
  }
}

function readAll(store) {
  try {
    const list = JSON.parse(store.getItem(REVIEW_KEY) || '[]');
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}

export function loadReview(game, store = storage()) {
  if (!store) return null;
  for (const saved of readAll(store)) {
    const review = validReview(saved, game);
    if (review) return review;
  }
  return null;
}

// Keeps this game's review first; the oldest beyond REVIEWS_KEPT go. False if it could not
// be stored (no storage, or full).
export function saveReview(game, evals, effortMs, store = storage()) {
  if (!store) return false;
  const id = reviewId(game);
  const others = readAll(store).filter((r) => r && r.id !== id);
  const list = [{ id, effortMs, evals }, ...others].slice(0, REVIEWS_KEPT);
  try {
    store.setItem(REVIEW_KEY, JSON.stringify(list));
    return true;
  } catch {
    return false;
  }
}

export function forgetReview(game, store = storage()) {
  if (!store) return;
  const id = reviewId(game);
  try {
    store.setItem(REVIEW_KEY, JSON.stringify(readAll(store).filter((r) => r && r.id !== id)));
  } catch {
    // nothing to forget where nothing can be stored
  }
}

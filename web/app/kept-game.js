// No game is lost: when a link, New game, the editor's Play, an import or "Play from here"
// replaces a game that has a move and is not over, that game goes to a second key (KEPT_KEY,
// up to KEEP_MAX games) first. Every page load offers each back ("Your earlier game was
// kept: Resume it"); resuming swaps it with the game on the board, which is kept in its turn
// if it is worth keeping. A kept game is dropped once KEEP_PLIES plies have been played since
// it was put aside (the player has moved on), or when a newer one pushes out the oldest. `variants` below is the
// engine's list (engine.variants()), against which stored games are checked.
import { loadGame, loadKept, saveKept, worthKeeping, KEEP_PLIES } from '../common/storage.js';
import { savedClock } from '../game/game-clock.js';

// The stored form of the game on the board (what the page saves after every change).
// Its clocks are saved stopped at `now`: a reload restores them paused.
export function gameRecord(s, now = performance.now()) {
  return {
    variant: s.variant, fen: s.startFen, moves: s.history.moves, cursor: s.history.cursor,
    opponent: s.opponent, humanSide: s.humanSide, level: s.level, result: s.result, tags: s.tags ?? {}, comments: s.comments ?? [],
    flipped: Boolean(s.flipped), clock: savedClock(s.clock, now),
  };
}

// Before a link's game replaces the saved one: puts the saved game aside if it is worth
// keeping. Returns an undo for when the link's game cannot start (the saved game stays).
export async function keepSavedGame(engine, variants) {
  const saved = await savedInProgress(engine, variants);
  if (!saved) return () => {};
  const before = loadKept(variants);
  saveKept(withKept(before, saved));
  return () => saveKept(before);
}

// The kept list with `game` first (once: the same game kept again replaces its entry).
function withKept(list, game) {
  const same = (g) => g.variant === game.variant && g.fen === game.fen && g.moves.join() === game.moves.join();
  return [{ game, played: 0 }, ...list.filter((k) => !same(k.game))];
}

// The saved game if it is worth keeping (has a move, is not over), else null.
async function savedInProgress(engine, variants) {
  const saved = loadGame(variants).game;
  if (!saved || !worthKeeping(saved, false)) return null;
  const end = await engine.state({ variant: saved.variant, fen: saved.fen, moves: saved.moves });
  return end.error || end.end?.over ? null : saved;
}

// The game in progress, if worth keeping: the one on the board, or on the analysis board
// the one analysis will give back (the saved one).
async function gameInProgress(kept) {
  const s = kept.store.get();
  if (s.mode === 'analysis') return savedInProgress(kept.engine, kept.variants);
  const current = s.position && !s.setup ? gameRecord(s) : null;
  return worthKeeping(current, s.fullEnd?.over ?? s.position?.end?.over) ? current : null;
}

// { offer(), countPly(), replace(load) }: the notices with their Resume buttons, the count of
// plies, and the guard of every action that replaces the game on the board.
export function createKeptGame({ engine, game, store, notices, getT, onResumed, variants }) {
  const kept = { engine, game, store, notices, getT, onResumed, variants, noticeIds: [] };
  return {
    offer: () => offer(kept),
    // Runs `load` (which puts another game on the board, -> {error} or a result); once it has
    // succeeded, the game that was on the board is kept if it is worth keeping, and offered.
    async replace(load) {
      const current = await gameInProgress(kept);
      const r = await load();
      if (current && !r?.error) {
        saveKept(withKept(loadKept(variants), current));
        await offer(kept);
      }
      return r;
    },
    countPly() {
      const list = loadKept(variants);
      if (list.length === 0) return;
      const next = list.map((k) => ({ ...k, played: k.played + 1 })).filter((k) => k.played < KEEP_PLIES);
      saveKept(next);
      if (next.length !== list.length) offer(kept);
    },
  };
}

async function offer(kept) {
  for (const id of kept.noticeIds) kept.notices.remove(id);
  kept.noticeIds = [];
  const t = kept.getT();
  for (const [index, { game: g }] of loadKept(kept.variants).entries()) {
    const family = (await kept.game.variantData(g.variant)).info?.game ?? g.variant;
    const moves = g.moves.length;
    const text = t(moves === 1 ? 'keptGameOne' : 'keptGame', { game: t(`game.${family}`), moves });
    kept.noticeIds.push(kept.notices.add(text, { label: t('resumeKept'), onClick: () => resume(kept, index, g) }));
  }
}

// Resumes the kept game shown as `shown` (at `index` when the offer was made).
async function resume(kept, index, shown) {
  const s = kept.store.get();
  if (!s.position) return;  // the page's first game is still loading
  const list = loadKept(kept.variants);
  if (JSON.stringify(list[index]?.game) !== JSON.stringify(shown)) return offer(kept);  // changed meanwhile
  const current = s.setup ? null : gameRecord(s);
  const keepCurrent = worthKeeping(current, s.fullEnd?.over ?? s.position.end?.over);
  const r = await kept.game.load({ ...shown, quietEnd: true });
  if (r.error) return;  // the kept game stays kept
  kept.store.set({ flipped: shown.flipped });
  const rest = list.filter((_, i) => i !== index);
  saveKept(keepCurrent ? withKept(rest, current) : rest);
  kept.onResumed?.();
  await offer(kept);
}

// The main page's start: its settings (URL parameters over saved ones), and the first game:
// the one a link asks for, else the saved one, else a new game of the default options. No
// game is lost to a link (kept-game.js).
import { openGame } from '../game/open-game.js';
import { loadGame } from '../common/storage.js';
import { keepSavedGame } from './kept-game.js';
import { errorText } from '../i18n/error-text.js';

// options: params.js options; saved: storage.js loadSettings(); query: the URL's
// URLSearchParams; languages: the browser's.
export function initialSettings(options, saved, query, languages, pickLanguage) {
  return {
    lang: pickLanguage(options.lang ?? saved.lang, languages),
    labels: query.has('labels') ? options.labels : saved.labels ?? options.labels,
    sound: options.sound ?? saved.sound ?? true,  // on by default here; embeds stay silent unless asked
    notation: saved.notation ?? null,  // null: the language's default (notation-choice.js)
    importOpponent: saved.importOpponent ?? 'computer',  // who plays on after an import
  };
}

// Whether the link starts a game of its own. A bad game name starts nothing: the saved game
// stays.
export function linkStartsGame(options, invalid, query) {
  const gameAsked = query.has('game') && !invalid.includes('game');
  // The editor opens on the link's position; the game in progress stays.
  if (options.edit) return false;
  // A time control asks for a game with that clock.
  return Boolean(options.fen || options.record || gameAsked || options.clock);
}

// page: {engine, variants, game, store, notices, kept, t, announce}; query: URLSearchParams.
export async function openFirstGame(page, options, invalid, query) {
  const linked = linkStartsGame(options, invalid, query);
  // The saved game in progress is put aside first, so the link's game cannot lose it; the
  // offer to resume it is shown before the board (so the board does not move under a click).
  const unkeep = linked ? await keepSavedGame(page.engine, page.variants) : null;
  await page.kept.offer();
  let first = linked ? await openLinkedGame(page, options, unkeep, query) : null;
  if (!first || first.error) first = await restoreSavedGame(page);
  const { store } = page;
  if (!first || first.error || !store.get().position) {
    await page.game.load({ variant: options.game, fen: null, moves: [], opponent: options.opponent, humanSide: options.side, level: options.level, timeControl: options.clock });
  }
  if (options.edit) {
    const r = await page.editor.open(options.game, options.fen);
    if (r.error) page.notices.add(page.t('paramError', { message: r.error.key ? page.t(r.error.key, r.error.params) : r.error }));
  }
  if (options.orientation === 'black') store.set({ flipped: true });
  else if (!first?.restored && store.get().opponent === 'computer' && store.get().humanSide === 'b') store.set({ flipped: true });
}

async function openLinkedGame(page, options, unkeep, query) {
  const base = { opponent: options.opponent, humanSide: options.side, level: options.level, quietEnd: true, timeControl: options.clock };
  const first = await openGame(page.engine, page.game, options, { base, fallbackCursor: undefined, t: page.t, clocks: true });
  if (first.error) { unkeep(); await page.kept.offer(); }
  const problem = first.error ? errorText(first, page.t, page.variants) : first.notice;
  if (problem) page.notices.add(page.t('paramError', { message: problem }));
  // The game now lives in storage: drop the parameters so a reload restores it instead of
  // starting it again.
  try {
    // (The analysis board stays on: a reload opens the saved game on it again.)
    const kept = ['test', 'analysis'].filter((name) => query.has(name)).map((name) => (query.get(name) ? `${name}=${query.get(name)}` : name));
    history.replaceState(null, '', location.pathname + (kept.length ? `?${kept.join('&')}` : ''));
  } catch { /* some file:// setups refuse; the game still plays */ }
  return first;
}

// -> {ok, restored} or null (nothing saved, or it could not be restored: said in a notice).
async function restoreSavedGame(page) {
  const restored = loadGame(page.variants);
  if (restored.error) page.notices.add(page.t('restoreFailed', { message: restored.error }));
  if (!restored.game) return null;
  const r = await page.game.load({ ...restored.game, quietEnd: true });
  if (r.error) {
    page.notices.add(page.t('restoreFailed', { message: errorText(r, page.t, page.variants) }));
    return null;
  }
  page.store.set({ flipped: restored.game.flipped });
  page.announce(page.t('restored'));
  return { ...r, restored: true };
}

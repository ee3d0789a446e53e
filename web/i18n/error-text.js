// An engine error in the page's language. The engine answers {error (English), code,
// params}; the words for each code are in i18n/strings/errors.js. The English page shows the
// engine's own text (the most precise) unless asked for the page's words; any page shows it
// for an error without a code or with one the page has no words for.
import { TABLES } from './i18n.js';

// r: the engine's error value (or a plain message); variants: the engine's list of games,
// to name the side of a record's bad move in that game's words. pageWords: the page's words
// in English too (a caller that has put the parameters in the player's notation).
export function errorText(r, t, variants = [], { pageWords = false } = {}) {
  if (typeof r === 'string') return r;
  const code = r?.code;
  if ((t.lang === 'en' && !pageWords) || !code || !(`error.${code}` in TABLES.en)) return r?.error ?? '';
  const p = r.params ?? {};
  const key = code === 'illegal-move' && p.example ? 'error.illegal-move.example' : `error.${code}`;
  let text = t(key, p);
  if (p.move) {
    const game = variants.find((v) => v.name === p.variant)?.game;
    const side = game && p.side ? t(`side.${game}.${p.side}`) : '';
    text = t(side ? 'error.atMoveSide' : 'error.atMove', { move: p.move, side }) + text;
  }
  return text;
}

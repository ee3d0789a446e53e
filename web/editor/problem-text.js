// A problem of the engine's validate (the position editor) in the page's language. The
// engine answers {code, params, message}; the words for each code are in
// i18n/strings/problems.js. The English page shows the engine's own message (the most precise);
// so does any page for a code it has no words for.
import { TABLES } from '../i18n/i18n.js';
import { pieceWords, sideName } from '../i18n/describe.js';
import { rulesText } from '../rules/rules-text.js';

// item: {text (the engine's message), code, params}; state: {variant, info} of the game
// the position is of; t: the page's translator.
export function problemText(item, state, t) {
  const key = `problem.${item.code}`;
  if (t.lang === 'en' || !item.code || !(key in (TABLES[t.lang] ?? {}))) return item.text;
  const p = item.params ?? {};
  const game = state.info.game;
  const words = { message: item.text, ...p };  // {message}: the engine's own words (a FEN it cannot read)
  if (p.color) words.side = sideName(t, game, p.color);
  if (p.letter) {
    const letter = p.letter.toUpperCase();
    words.piece = rulesText(t.lang, state.variant, game).pieceName(letter) || p.piece;
    if (p.color) words.who = pieceWords(state, { letter, color: p.color }, t);
  }
  if (p.reason) words.reason = `reason.${p.reason}` in TABLES.en ? t(`reason.${p.reason}`) : p.reason;
  return t(key, words);
}

// The rules in plain language, in the user interface's language (rules/rules-text/en.js, ko.js,
// zh.js share their keys). Lookups fall back to English, then to the engine's own text.
// Gwangsanghui's rules beside the source text are here in every language, under `sources`;
// the engine gives the sentences they cite and quote (variantInfo's `source`, see
// source-note.js).
import en from './rules-text/en.js';
import ko from './rules-text/ko.js';
import zh from './rules-text/zh.js';

export const RULES_TEXTS = { en, ko, zh };

// The words of one language for a game and rule set; every function returns '' or [] when
// there is nothing, so the caller can fall back to variantInfo's English.
export function rulesText(lang, variant, game) {
  const table = RULES_TEXTS[lang] ?? en;
  const pick = (part) => (key) => table[part]?.[variant]?.[key] ?? table[part]?.[game]?.[key] ?? en[part]?.[variant]?.[key] ?? en[part]?.[game]?.[key];
  const piece = pick('pieces');
  const name = pick('names');
  // The translation of a Gwangsanghui entry (section: pieces, ruleNotes, readingNotes; key:
  // a letter or the engine's note name): the rule set's parts over the game's, or null.
  // English first, so that a part not yet translated is still said.
  const source = (section, key) => {
    const tables = table === en ? [en] : [en, table];
    const of = (t, set) => t.sources?.[set]?.[section]?.[key];
    // The game's reading, then what the rule set changes (each in English, then translated).
    const parts = [...tables.map((t) => of(t, game)), ...(variant !== game ? tables.map((t) => of(t, variant)) : [])];
    return parts.some(Boolean) ? Object.assign({}, ...parts.filter(Boolean)) : null;
  };
  return {
    overview: table.overview[game] ?? en.overview[game] ?? [],
    ruleSet: table.ruleSets[variant] ?? en.ruleSets[variant] ?? '',
    pieceName: (letter) => name(letter) ?? '',
    pieceText: (letter) => piece(letter) ?? '',
    source,
  };
}

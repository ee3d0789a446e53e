// What the source reader (reader.html) shows beside a sentence, as plain data: the languages
// of its readings, and the engine's rule entries that cite it.
import { TRANSLATED } from '../rules/source-note.js';
import { rulesText } from '../rules/rules-text.js';

export const VARIANTS = ['gwangsanghui', 'gwangsanghui-dlp'];
const PARTS = [...TRANSLATED, 'summary'];

// The readings shown, the page's language first: English and Korean always.
export function readingLanguages(lang) {
  return [lang, ...['en', 'ko'].filter((l) => l !== lang)];
}

// The entries that cite sentence `id`: [{variant, section, key, name, source}] (source: the
// engine's citation with the entry's English words), the dlp reading's only where it says
// something else than the classic one.
export function entriesCiting(id, infos) {
  const all = (variant) => {
    const info = infos[variant];
    // The engine's citation (sentences, quote) with the English words of the entry.
    const words = rulesText('en', variant, info.game);
    const entry = (section, key, name, source) => ({ variant, section, key, name, source: source && { ...source, ...words.source(section, key) } });
    return [
      ...info.pieces.map((p) => entry('pieces', p.letter.toUpperCase(), p.name, p.source)),
      ...info.ruleNotes.map((n) => entry('ruleNotes', n.name, n.name, n.source)),
      ...info.readingNotes.map((n) => entry('readingNotes', n.name, n.name, n.source)),
    ].filter((e) => e.source?.sentences?.includes(id));
  };
  const classic = all(VARIANTS[0]);
  const same = (a, b) => a && PARTS.every((k) => (a.source[k] ?? '') === (b.source[k] ?? ''));
  const dlp = all(VARIANTS[1]).filter((e) => !same(classic.find((c) => c.section === e.section && c.key === e.key), e));
  return [...classic, ...dlp];
}


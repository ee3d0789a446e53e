// What the source reader (reader.html) shows beside a sentence, as plain data: the languages
// of its readings, and the engine's rule entries that cite it.
import { TRANSLATED } from '../rules/source-note.js';

export const VARIANTS = ['gwangsanghui', 'gwangsanghui-dlp'];
const PARTS = [...TRANSLATED, 'summary'];

// The readings shown, the page's language first: English and Korean always.
export function readingLanguages(lang) {
  return [lang, ...['en', 'ko'].filter((l) => l !== lang)];
}

// The engine's entries that cite sentence `id`: [{variant, section, key, name, source}], the
// dlp reading's only where it says something else than the classic one.
export function entriesCiting(id, infos) {
  const all = (variant) => {
    const info = infos[variant];
    return [
      ...info.pieces.map((p) => ({ variant, section: 'pieces', key: p.letter.toUpperCase(), name: p.name, source: p.source })),
      ...info.ruleNotes.map((n) => ({ variant, section: 'ruleNotes', key: n.name, name: n.name, source: n.source })),
      ...info.readingNotes.map((n) => ({ variant, section: 'readingNotes', key: n.name, name: n.name, source: n.source })),
    ].filter((e) => e.source?.sentences?.includes(id));
  };
  const classic = all(VARIANTS[0]);
  const same = (a, b) => a && PARTS.every((k) => (a.source[k] ?? '') === (b.source[k] ?? ''));
  const dlp = all(VARIANTS[1]).filter((e) => !same(classic.find((c) => c.section === e.section && c.key === e.key), e));
  return [...classic, ...dlp];
}


// The user interface in English, Korean and Chinese: string tables and a lookup with
// {name} parameters. Missing strings fall back to English, then to the key itself.
import en from './strings/en.js';
import ko from './strings/ko.js';
import zh from './strings/zh.js';
import analysis from '../analysis/strings.js';
import diagram from './strings/diagram.js';
import problems from './strings/problems.js';
import errors from './strings/errors.js';
import notes from './strings/notes.js';
import { resolveParticles } from './particle.js';

// Each language's table: its main strings, then those a feature keeps beside its code
// (analysis/strings.js, i18n/strings/diagram.js, the editor's problems in i18n/strings/problems.js),
// the engine's errors, the notes about play.
export const TABLES = Object.fromEntries(Object.entries({ en, ko, zh }).map(([lang, table]) =>
  [lang, { ...table, ...analysis[lang], ...diagram[lang], ...problems[lang], ...errors[lang], ...notes[lang] }]));

// The first supported language among the requested one and the browser's list.
/** @param {string|null|undefined} requested @param {readonly string[]} [browserLanguages] */
export function pickLanguage(requested, browserLanguages = []) {
  for (const candidate of [requested, ...browserLanguages]) {
    if (!candidate) continue;
    const code = String(candidate).toLowerCase().slice(0, 2);
    if (TABLES[code]) return code;
  }
  return 'en';
}

export function createTranslator(lang) {
  const table = TABLES[lang] || TABLES.en;
  // Korean strings write a particle that follows a word as its pair ("{side}이(가)"): the
  // right one is chosen once the words are in (particle.js).
  const finish = lang === 'ko' ? resolveParticles : (text) => text;
  const t = (key, params = {}) => {
    const text = table[key] ?? TABLES.en[key] ?? key;
    return finish(text.replace(/\{(\w+)\}/g, (whole, name) => (name in params ? String(params[name]) : whole)));
  };
  t.lang = TABLES[lang] ? lang : 'en';
  // The text of the first key that has one (e.g. a game's own word, then the general one).
  t.first = (keys, params) => t(keys.find((key) => key in table || key in TABLES.en) ?? keys.at(-1), params);
  return t;
}

// Fills elements marked data-i18n (text), data-i18n-title, data-i18n-label (aria-label) and
// data-i18n-placeholder under root. Text goes in as textContent, never as HTML.
export function applyTranslations(root, t) {
  for (const el of root.querySelectorAll('[data-i18n]')) el.textContent = t(el.dataset.i18n);
  for (const el of root.querySelectorAll('[data-i18n-title]')) el.title = t(el.dataset.i18nTitle);
  for (const el of root.querySelectorAll('[data-i18n-label]')) el.setAttribute('aria-label', t(el.dataset.i18nLabel));
  for (const el of root.querySelectorAll('[data-i18n-placeholder]')) el.placeholder = t(el.dataset.i18nPlaceholder);
}

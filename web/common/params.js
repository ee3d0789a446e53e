// Options from URL parameters (the iframe page, the main page) and from <sanggi-board>
// attributes. Each bad value gives a message and falls back to the default; never throws.
// Messages are kept as {key, params} (`problems`) so a page can say them in its language;
// `errors` has them in English. The games are the engine's (engine.variants()).
import { createTranslator } from '../i18n/i18n.js';
import { parseControl } from '../game/clock.js';

const EN = createTranslator('en');

export const MODES = ['play', 'replay', 'demo', 'static', 'lesson'];
export const LANGS = ['en', 'ko', 'zh'];
export const LABELS = ['hanja', 'hangul', 'letters'];
export const THEMES = ['light', 'dark', 'auto'];  // auto: the visitor's colour scheme
// The move list's notations (the keys of state().notation), also the `notation` a board is
// numbered and its moves written in.
export const NOTATIONS = ['native', 'latin', 'western', 'machine', 'chinese', 'chineseTraditional'];
export const MIN_LEVEL = 1;
export const MAX_LEVEL = 10;
const MAX_TEXT = 1 << 20;  // the engine's own record limit

/** @type {Readonly<Object<string, any>>} */
export const DEFAULTS = Object.freeze({
  game: 'janggi', fen: null, record: null, ply: null, orientation: 'white', mode: 'play',
  level: 3, lang: null, labels: 'hanja', size: null, sound: null, opponent: 'computer',
  side: 'w', clock: null, edit: false, theme: 'light', lesson: null, notation: 'native',
});

// A time control's problem (clock.js parseControl): the parameter at fault and what it
// should be (param.expect.*).
export const CLOCK_PROBLEMS = {
  clockBadTime: ['time', 'time'], clockBadIncrement: ['increment', 'increment'],
  clockBadByoyomi: ['byoyomi', 'byoyomi'], clockIncrementAndByoyomi: ['byoyomi', 'oneClock'],
  clockIncrementNeedsTime: ['increment', 'timeWithIncrement'],
};

// Other names people may use for the two sides.
const ORIENTATIONS = {
  white: 'white', w: 'white', cho: 'white', red: 'white', south: 'white', bottom: 'white',
  black: 'black', b: 'black', han: 'black', north: 'black', top: 'black',
};
const LABEL_ALIASES = { hanzi: 'hanja', chinese: 'hanja', korean: 'hangul', latin: 'letters', letter: 'letters' };
const YES = ['1', 'true', 'yes', ''];

// table[key] for the table's own names only: "__proto__" or "constructor" is not a value.
function lookup(table, key) {
  return Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;
}

// The variant of the engine's list named `text` (its name or one of its aliases), or null.
export function findVariant(variants, text) {
  const name = String(text).trim().toLowerCase();
  return variants.find((v) => v.name === name) ?? variants.find((v) => (v.aliases ?? []).includes(name)) ?? null;
}

// What a reader returns: a value, or a bad text with what was expected.
const ok = (value) => ({ value });
const bad = (text, expected, params = {}) => ({ bad: text, expected, params });
const oneOf = (text, list) => bad(text, 'oneOf', { list: list.join(', ') });

// One reader per option, in the order problems are listed. Each takes raw(name) (the text
// or null) and the engine's variants, and returns undefined when the option is not given.
const READERS = {
  game(raw, variants) {
    const text = raw('game') ?? raw('variant');
    if (text === null || !variants) return undefined;
    const v = findVariant(variants, text);
    return v ? ok(v.name) : oneOf(text, variants.map((x) => x.name));
  },
  fen: (raw) => {
    const fen = raw('fen');
    if (fen === null) return undefined;
    return fen.trim() === '' || fen.length > 1000 ? bad(fen, 'fen') : ok(fen.trim());
  },
  record: (raw) => {
    const record = raw('record');
    if (record === null) return undefined;
    return record.trim() === '' || record.length > MAX_TEXT ? bad(record, 'record') : ok(record);
  },
  ply: (raw) => {
    const ply = raw('ply');
    if (ply === null) return undefined;
    if (/^\d{1,5}$/.test(ply.trim())) return ok(Number(ply.trim()));
    return ply.trim() === 'last' || ply.trim() === 'end' ? ok(Infinity) : bad(ply, 'ply');
  },
  // `flip` (any yes-like value) is the older name of orientation=black.
  orientation: (raw) => {
    const text = raw('orientation');
    const flip = raw('flip');
    if (text === null) return flip === null ? undefined : ok(YES.includes(flip.trim().toLowerCase()) ? 'black' : 'white');
    const o = lookup(ORIENTATIONS, text.trim().toLowerCase());
    return o ? ok(o) : bad(text, 'orientation');
  },
  mode: (raw) => choice(raw('mode'), MODES),
  level: (raw) => {
    const level = raw('level');
    if (level === null) return undefined;
    const n = Number(level.trim());
    return Number.isInteger(n) && n >= MIN_LEVEL && n <= MAX_LEVEL ? ok(n) : bad(level, 'level', { min: MIN_LEVEL, max: MAX_LEVEL });
  },
  lang: (raw) => {
    const lang = raw('lang');
    if (lang === null) return undefined;
    const l = lang.trim().toLowerCase().slice(0, 2);
    return LANGS.includes(l) && /^[a-z]{2}([-_][a-z0-9]+)*$/i.test(lang.trim()) ? ok(l) : oneOf(lang, LANGS);
  },
  labels: (raw) => {
    const labels = raw('labels');
    if (labels === null) return undefined;
    const alias = lookup(LABEL_ALIASES, labels.trim().toLowerCase());
    return alias ? ok(alias) : choice(labels, LABELS);
  },
  size: (raw) => {
    const size = raw('size');
    if (size === null) return undefined;
    const n = Number(size.trim().replace(/px$/, ''));
    return Number.isFinite(n) && n >= 120 && n <= 4000 ? ok(Math.round(n)) : bad(size, 'size', { min: 120, max: 4000 });
  },
  sound: (raw) => onOff(raw('sound')),
  opponent: (raw) => {
    const opponent = raw('opponent');
    if (opponent === null) return undefined;
    const o = opponent.trim().toLowerCase();
    return o === 'computer' || o === 'human' ? ok(o) : bad(opponent, 'opponent');
  },
  side: (raw) => {
    const side = raw('side');
    if (side === null) return undefined;
    const o = lookup(ORIENTATIONS, side.trim().toLowerCase());
    return o ? ok(o === 'white' ? 'w' : 'b') : bad(side, 'side');
  },
  // How the board numbers its points and writes moves (as the page's move list offers).
  notation: (raw) => {
    const notation = raw('notation');
    if (notation === null) return undefined;
    const n = NOTATIONS.find((x) => x.toLowerCase() === notation.trim().toLowerCase());
    return n ? ok(n) : oneOf(notation, NOTATIONS);
  },
  // mode=lesson: the lesson's id (web/lessons/index.js; an unknown one is said by the lesson).
  lesson: (raw) => {
    const lesson = raw('lesson');
    if (lesson === null) return undefined;
    return /^[a-z0-9-]{1,64}$/i.test(lesson.trim()) ? ok(lesson.trim().toLowerCase()) : bad(lesson, 'lesson');
  },
  // edit=1: open the position editor (on `game` and `fen`).
  edit: (raw) => onOff(raw('edit')),
  // The time control: time (minutes), increment (seconds), byoyomi (periods x seconds).
  clock: (raw) => {
    const values = { time: raw('time'), increment: raw('increment'), byoyomi: raw('byoyomi') };
    if (Object.values(values).every((v) => v === null)) return undefined;
    const r = parseControl(values);
    if (r.control) return ok(r.control);
    const [name, expected] = CLOCK_PROBLEMS[r.error.key];
    return { ...bad(values[name] ?? '', expected), name };
  },
  theme: (raw) => choice(raw('theme'), THEMES),
};

// on/off, yes/no, 1/0, true/false (present without a value: on).
function onOff(text) {
  if (text === null) return undefined;
  const s = text.trim().toLowerCase();
  if (['on', ...YES].includes(s)) return ok(true);
  return ['off', '0', 'false', 'no'].includes(s) ? ok(false) : bad(text, 'onOff');
}

// A value of `list`, case and spaces aside.
function choice(text, list) {
  if (text === null) return undefined;
  const v = text.trim().toLowerCase();
  return list.includes(v) ? ok(v) : oneOf(text, list);
}

// A problem in the reader's language.
export function problemText(problem, t = EN) {
  const expected = problem.expected ? t(problem.expected.key, problem.expected.params) : '';
  return t(problem.key, { ...problem.params, expected });
}

// get(name) returns the raw text or null (URLSearchParams.get, getAttribute). variants: the
// engine's list (engine.variants()); without it the game is not read yet (the language and
// the other options can be read before the engine has started). `invalid` names the
// options whose value was bad.
export function parseOptions(get, variants = null) {
  const options = { ...DEFAULTS };
  const problems = [];
  const invalid = [];
  const raw = (name) => {
    const v = get(name);
    return v === null || v === undefined ? null : String(v);
  };
  for (const [name, read] of Object.entries(READERS)) {
    const r = read(raw, variants);
    if (!r) continue;
    if ('value' in r) {
      options[name] = r.value;
      continue;
    }
    invalid.push(name);
    problems.push({ key: 'param.invalid', params: { name: r.name ?? name, value: clip(r.bad) }, expected: { key: `param.expect.${r.expected}`, params: r.params } });
  }
  return { options, problems, errors: problems.map((p) => problemText(p)), invalid };
}

// The message for a ply beyond the game's end (the board shows the last move), or null.
export function plyBeyondEnd(ply, moveCount, t = EN) {
  if (ply === null || ply === Infinity || ply <= moveCount) return null;
  return t('param.plyBeyond', { ply, count: moveCount });
}

export function parseQuery(search, variants = null) {
  const params = new URLSearchParams(search);
  return parseOptions((name) => params.get(name), variants);
}

function clip(text) {
  const s = String(text);
  return s.length > 40 ? `${s.slice(0, 40)}…` : s;
}

// Options from URL parameters (the iframe page, the main page) and from <sanggi-board>
// attributes. Each bad value gives a message and falls back to the default; never throws.
// Messages are kept as {key, params} (`problems`) so a page can say them in its language;
// `errors` has them in English.
import { createTranslator } from './i18n.js';

const EN = createTranslator('en');

export const VARIANT_NAMES = [
  'janggi', 'janggitraditional', 'janggicasual', 'janggimodern',
  'xiangqi', 'sinyeonsanggi', 'gwangsanghui', 'gwangsanghui-dlp',
];
export const MODES = ['play', 'replay', 'demo', 'static'];
export const LANGS = ['en', 'ko', 'zh'];
export const LABELS = ['hanja', 'hangul', 'letters'];
export const MIN_LEVEL = 1;
export const MAX_LEVEL = 10;
const MAX_TEXT = 1 << 20;  // the engine's own record limit

export const DEFAULTS = Object.freeze({
  game: 'janggi', fen: null, record: null, ply: null, orientation: 'white', mode: 'play',
  level: 3, lang: null, labels: 'hanja', size: null, sound: null, opponent: 'computer',
  side: 'w',
});

// Other names people may use for the two sides.
const ORIENTATIONS = {
  white: 'white', w: 'white', cho: 'white', red: 'white', south: 'white', bottom: 'white',
  black: 'black', b: 'black', han: 'black', north: 'black', top: 'black',
};

// A game given by family or by alias: "gwangsanghui" is already a name; these are extras.
const GAME_ALIASES = { 'janggi-traditional': 'janggitraditional', 'janggi-casual': 'janggicasual',
  'janggi-modern': 'janggimodern', 'sin-yeon-sang-gi': 'sinyeonsanggi', 'chinese-chess': 'xiangqi',
  'korean-chess': 'janggi', gwangsanghuidlp: 'gwangsanghui-dlp' };

// table[key] for the table's own names only: "__proto__" or "constructor" is not a value.
function lookup(table, key) {
  return Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;
}

// A problem in the reader's language.
export function problemText(problem, t = EN) {
  const expected = problem.expected ? t(problem.expected.key, problem.expected.params) : '';
  return t(problem.key, { ...problem.params, expected });
}

// get(name) returns the raw text or null (URLSearchParams.get, getAttribute). `invalid`
// names the options whose value was bad.
export function parseOptions(get) {
  const options = { ...DEFAULTS };
  const problems = [];
  const invalid = [];
  const raw = (name) => {
    const v = get(name);
    return v === null || v === undefined ? null : String(v);
  };
  const bad = (name, value, expected, params = {}) => {
    invalid.push(name);
    problems.push({ key: 'param.invalid', params: { name, value: clip(value) }, expected: { key: `param.expect.${expected}`, params } });
  };
  const oneOf = (list) => ['oneOf', { list: list.join(', ') }];

  const game = raw('game') ?? raw('variant');
  if (game !== null) {
    const name = game.trim().toLowerCase();
    const resolved = VARIANT_NAMES.includes(name) ? name : lookup(GAME_ALIASES, name);
    if (resolved) options.game = resolved;
    else bad('game', game, ...oneOf(VARIANT_NAMES));
  }
  const fen = raw('fen');
  if (fen !== null) {
    if (fen.trim() === '' || fen.length > 1000) bad('fen', fen, 'fen');
    else options.fen = fen.trim();
  }
  const record = raw('record');
  if (record !== null) {
    if (record.trim() === '' || record.length > MAX_TEXT) bad('record', record, 'record');
    else options.record = record;
  }
  const ply = raw('ply');
  if (ply !== null) {
    if (/^\d{1,5}$/.test(ply.trim())) options.ply = Number(ply.trim());
    else if (ply.trim() === 'last' || ply.trim() === 'end') options.ply = Infinity;
    else bad('ply', ply, 'ply');
  }
  const orientation = raw('orientation') ?? raw('flip');
  if (orientation !== null) {
    const o = orientation.trim().toLowerCase();
    if (raw('orientation') === null) options.orientation = ['1', 'true', 'yes', ''].includes(o) ? 'black' : 'white';
    else if (lookup(ORIENTATIONS, o)) options.orientation = lookup(ORIENTATIONS, o);
    else bad('orientation', orientation, 'orientation');
  }
  const mode = raw('mode');
  if (mode !== null) {
    const m = mode.trim().toLowerCase();
    if (MODES.includes(m)) options.mode = m;
    else bad('mode', mode, ...oneOf(MODES));
  }
  const level = raw('level');
  if (level !== null) {
    const n = Number(level.trim());
    if (Number.isInteger(n) && n >= MIN_LEVEL && n <= MAX_LEVEL) options.level = n;
    else bad('level', level, 'level', { min: MIN_LEVEL, max: MAX_LEVEL });
  }
  const lang = raw('lang');
  if (lang !== null) {
    const l = lang.trim().toLowerCase().slice(0, 2);
    if (LANGS.includes(l) && /^[a-z]{2}([-_][a-z0-9]+)*$/i.test(lang.trim())) options.lang = l;
    else bad('lang', lang, ...oneOf(LANGS));
  }
  const labels = raw('labels');
  if (labels !== null) {
    const l = labels.trim().toLowerCase();
    const alias = { hanzi: 'hanja', chinese: 'hanja', korean: 'hangul', latin: 'letters', letter: 'letters' };
    if (LABELS.includes(l)) options.labels = l;
    else if (lookup(alias, l)) options.labels = lookup(alias, l);
    else bad('labels', labels, ...oneOf(LABELS));
  }
  const size = raw('size');
  if (size !== null) {
    const n = Number(size.trim().replace(/px$/, ''));
    if (Number.isFinite(n) && n >= 120 && n <= 4000) options.size = Math.round(n);
    else bad('size', size, 'size', { min: 120, max: 4000 });
  }
  const sound = raw('sound');
  if (sound !== null) {
    const s = sound.trim().toLowerCase();
    if (['on', '1', 'true', 'yes', ''].includes(s)) options.sound = true;
    else if (['off', '0', 'false', 'no'].includes(s)) options.sound = false;
    else bad('sound', sound, 'onOff');
  }
  const opponent = raw('opponent');
  if (opponent !== null) {
    const o = opponent.trim().toLowerCase();
    if (o === 'computer' || o === 'human') options.opponent = o;
    else bad('opponent', opponent, 'opponent');
  }
  const side = raw('side');
  if (side !== null) {
    const o = lookup(ORIENTATIONS, side.trim().toLowerCase());
    if (o) options.side = o === 'white' ? 'w' : 'b';
    else bad('side', side, 'side');
  }
  return { options, problems, errors: problems.map((p) => problemText(p)), invalid };
}

// The message for a ply beyond the game's end (the board shows the last move), or null.
export function plyBeyondEnd(ply, moveCount, t = EN) {
  if (ply === null || ply === Infinity || ply <= moveCount) return null;
  return t('param.plyBeyond', { ply, count: moveCount });
}

export function parseQuery(search) {
  const params = new URLSearchParams(search);
  return parseOptions((name) => params.get(name));
}

function clip(text) {
  const s = String(text);
  return s.length > 40 ? `${s.slice(0, 40)}…` : s;
}

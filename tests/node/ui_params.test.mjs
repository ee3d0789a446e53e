// URL parameters and element attributes: good values are taken, bad ones reported and
// replaced by the defaults.
import test from 'node:test';
import assert from 'node:assert/strict';
import { parseQuery, parseOptions, plyBeyondEnd, problemText, DEFAULTS } from '../../web/common/params.js';
import { loadApi } from './engine_helpers.mjs';

// The games come from the engine, as in the page.
const VARIANTS = (await loadApi()).variants();

test('no parameters give the defaults and no errors', () => {
  const { options, errors } = parseQuery('', VARIANTS);
  assert.deepEqual(options, { ...DEFAULTS });
  assert.deepEqual(errors, []);
});

test('every documented parameter is read', () => {
  const { options, errors } = parseQuery('?game=gwangsanghui-dlp&fen=x/y%20w&ply=12&orientation=han&mode=replay&level=7&lang=ko-KR&labels=hangul&size=480&sound=on&opponent=human&side=black', VARIANTS);
  assert.deepEqual(errors, []);
  assert.equal(options.game, 'gwangsanghui-dlp');
  assert.equal(options.fen, 'x/y w');
  assert.equal(options.ply, 12);
  assert.equal(options.orientation, 'black');
  assert.equal(options.mode, 'replay');
  assert.equal(options.level, 7);
  assert.equal(options.lang, 'ko');
  assert.equal(options.labels, 'hangul');
  assert.equal(options.size, 480);
  assert.equal(options.sound, true);
  assert.equal(options.opponent, 'human');
  assert.equal(options.side, 'b');
});

test('bad values are reported by name and fall back to the defaults', () => {
  const { options, errors } = parseQuery('?game=chess&ply=-1&mode=fly&level=99&lang=fr&labels=emoji&size=5&orientation=sideways&sound=loud', VARIANTS);
  assert.equal(options.game, DEFAULTS.game);
  assert.equal(options.ply, null);
  assert.equal(options.mode, 'play');
  assert.equal(options.level, DEFAULTS.level);
  assert.equal(options.lang, null);
  assert.equal(options.labels, 'hanja');
  assert.equal(options.size, null);
  assert.equal(options.orientation, 'white');
  assert.equal(errors.length, 9);
  for (const name of ['game', 'ply', 'mode', 'level', 'lang', 'labels', 'size', 'orientation', 'sound']) {
    assert.ok(errors.some((e) => e.includes(`Invalid ${name} `)), name);
  }
});

test('long hostile values are clipped in messages and never thrown', () => {
  const junk = '<img src=x onerror=alert(1)>'.repeat(100);
  const { errors } = parseOptions((name) => (name === 'game' ? junk : null), VARIANTS);
  assert.equal(errors.length, 1);
  assert.ok(errors[0].length < 400 && !errors[0].includes(junk.slice(0, 80)));
});

test('names of Object.prototype are not values, and bad options are listed', () => {
  for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
    const { options, errors, invalid } = parseQuery(`?game=${name}&labels=${name}&side=${name}&orientation=${name}`, VARIANTS);
    assert.equal(options.game, DEFAULTS.game, name);
    assert.equal(options.labels, DEFAULTS.labels, name);
    assert.equal(options.side, DEFAULTS.side, name);
    assert.equal(options.orientation, DEFAULTS.orientation, name);
    assert.deepEqual(invalid, ['game', 'orientation', 'labels', 'side'], name);
    assert.equal(errors.length, 4, name);
  }
  assert.deepEqual(parseQuery('?game=xiangqi', VARIANTS).invalid, []);
});

test('a ply beyond the end of the game is told, one within it or "last" is not', () => {
  assert.equal(plyBeyondEnd(99, 4), 'Invalid ply "99": the game has 4 moves; showing the last.');
  for (const [ply, count] of [[null, 4], [Infinity, 4], [4, 4], [0, 0]]) assert.equal(plyBeyondEnd(ply, count), null);
});

test('aliases: family names, ply=last, flip', () => {
  assert.equal(parseQuery('?game=sin-yeon-sang-gi', VARIANTS).options.game, 'sinyeonsanggi');
  assert.equal(parseQuery('?ply=last', VARIANTS).options.ply, Infinity);
  assert.equal(parseQuery('?flip=1', VARIANTS).options.orientation, 'black');
  assert.equal(parseQuery('?orientation=north', VARIANTS).options.orientation, 'black');
});

test('problems are said in the reader\'s language; errors keep the English', async () => {
  const { createTranslator } = await import('../../web/i18n/i18n.js');
  const { problems, errors } = parseQuery('?game=chess&level=99&size=5', VARIANTS);
  assert.equal(problems.length, 3);
  assert.equal(errors[1], 'Invalid level "99": expected a whole number from 1 to 10; using the default.');
  for (const [lang, frame] of [['ko', /쓸 수 없습니다/], ['zh', /无效/]]) {
    const t = createTranslator(lang);
    for (const p of problems) {
      const text = problemText(p, t);
      assert.match(text, frame, text);
      assert.doesNotMatch(text, /Invalid|expected|using the default|\{/, text);
    }
    assert.doesNotMatch(plyBeyondEnd(9, 2, t), /Invalid|showing/);
  }
});

test('the games are the engine\'s: every name and alias it gives; none read before it answers', () => {
  for (const v of VARIANTS) {
    for (const name of [v.name, v.name.toUpperCase(), ...(v.aliases ?? [])]) {
      assert.equal(parseQuery(`?game=${encodeURIComponent(name)}`, VARIANTS).options.game, v.name, name);
    }
  }
  assert.match(parseQuery('?game=chess', VARIANTS).errors[0], /^Invalid game "chess": expected one of janggi, janggitraditional, janggicasual, janggimodern, xiangqi, sinyeonsanggi, gwangsanghui, gwangsanghui-dlp;/);
  // Before the engine has started the language is read, the game not yet.
  const early = parseQuery('?game=chess&lang=ko');
  assert.deepEqual([early.options.game, early.options.lang, early.invalid], [DEFAULTS.game, 'ko', []]);
});

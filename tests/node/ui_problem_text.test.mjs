// The editor's problems in the page's language (web/editor/problem-text.js): the engine's
// validate gives code and params, the page says them in Korean and Chinese, English stays
// the engine's own message.
import test from 'node:test';
import assert from 'node:assert/strict';
import { loadApi } from './engine_helpers.mjs';
import { problemText } from '../../web/editor/problem-text.js';
import { createTranslator } from '../../web/i18n/i18n.js';

const api = await loadApi();

// Positions with every problem code a FEN can carry, game by game.
const CASES = [
  ['janggi', 'rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/K8/RNBA1ABNR w - - 0 1', ['outside-palace']],
  ['janggi', '4k4/9/9/9/9/9/9/9/4K4/9 w - - 0 1', ['bikjang']],
  ['janggi', '4k4/4p4/9/9/9/9/9/9/4K4/9 w - - 0 1', ['unreachable-point']],
  ['janggi', '4k4/9/9/9/9/9/9/9/9/9 w - - 0 1', ['royal-missing']],
  ['xiangqi', '4k4/9/9/9/2B6/9/9/1C5C1/9/2CCK4 w - - 0 1', ['unreachable-point', 'too-many']],
  ['xiangqi', '4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1', ['royals-facing']],
  ['xiangqi', '3k5/9/9/9/9/9/9/9/3R5/4K4 w - - 0 1', ['waiting-side-in-check']],
  ['xiangqi', '3kk4/9/9/9/9/9/9/9/9/5K3 w - - 0 1', ['royal-count']],
  ['sinyeonsanggi', '6k6/13/13/13/13/13/13/13/13/5K7 w - - 0 1', ['liberation']],
  ['gwangsanghui', '15/15/7k7/15/15/15/15/15/15/15/15/7K7/15/15 w - - 0 1 a2', ['fallen-general-captor']],
  ['janggi', 'not a fen', ['fen']],
];

test('every problem of the engine is said in Korean and Chinese, with its points', () => {
  const seen = new Set();
  for (const [variant, fen, codes] of CASES) {
    const r = api.validate(variant, fen);
    const items = [...r.errors, ...r.warnings].map((p) => ({ text: p.message, code: p.code, params: p.params }));
    for (const code of codes) assert.ok(items.some((i) => i.code === code), `${variant} ${fen}: no ${code} in ${JSON.stringify(items)}`);
    const state = { variant, info: api.variantInfo(variant) };
    for (const item of items) {
      seen.add(item.code);
      assert.equal(problemText(item, state, createTranslator('en')), item.text);
      for (const lang of ['ko', 'zh']) {
        const text = problemText(item, state, createTranslator(lang));
        const where = `${lang} ${variant} ${item.code}: ${text}`;
        assert.notEqual(text, item.text, where);
        assert.doesNotMatch(text, /[{}]|undefined/, where);
        assert.doesNotMatch(text, /\b(general|king|soldier|elephant|cannon|marshal|pawn)\b/i, where);
        for (const name of ['square', 'otherSquare', 'count', 'most']) {
          if (item.params[name]) assert.ok(text.includes(item.params[name]), `${where}: no ${name}`);
        }
      }
    }
  }
  assert.ok(seen.size >= 11, [...seen].join(' '));
});

test('the side and the piece are named in the page\'s words', () => {
  const state = { variant: 'janggi', info: api.variantInfo('janggi') };
  const r = api.validate('janggi', 'rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/K8/RNBA1ABNR w - - 0 1');
  const item = { text: r.errors[0].message, code: r.errors[0].code, params: r.errors[0].params };
  assert.equal(item.text, "Cho's general on a2 is outside its palace");
  assert.match(problemText(item, state, createTranslator('ko')), /^a2의 초.* 궁.*궁성 밖에 있습니다$/);
  assert.match(problemText(item, state, createTranslator('zh')), /^a2 的楚.*在宫外$/);
  // A code the page has no words for is said in the engine's English.
  assert.equal(problemText({ text: 'x', code: 'no-such-code', params: {} }, state, createTranslator('ko')), 'x');
});

// The plain-language rules (web/ui/rules-text.js): the same keys in English, Korean and
// Chinese, real translations (not English left in place), and the fallbacks.
import test from 'node:test';
import assert from 'node:assert/strict';
import { RULES_TEXTS, rulesText } from '../../web/ui/rules-text.js';

// Every path to a leaf string, e.g. 'pieces.janggi.K' or 'overview.xiangqi.2'.
function leaves(value, prefix = '') {
  if (typeof value === 'string') return [prefix];
  return Object.entries(value).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}
function at(value, path) {
  return path.split('.').reduce((v, k) => v?.[k], value);
}

test('English, Korean and Chinese rules text have the same keys', () => {
  assert.deepEqual(Object.keys(RULES_TEXTS).sort(), ['en', 'ko', 'zh']);
  const english = leaves(RULES_TEXTS.en).sort();
  assert.ok(english.length > 100, `only ${english.length} texts`);
  for (const lang of ['ko', 'zh']) assert.deepEqual(leaves(RULES_TEXTS[lang]).sort(), english, lang);
});

test('the translations are in their own script and say the native terms', () => {
  const hangul = /[\uac00-\ud7a3]/;
  const han = /[\u4e00-\u9fff]/;
  for (const path of leaves(RULES_TEXTS.en)) {
    const en = at(RULES_TEXTS.en, path);
    const ko = at(RULES_TEXTS.ko, path);
    const zh = at(RULES_TEXTS.zh, path);
    assert.ok(ko.trim() && zh.trim(), `empty text at ${path}`);
    assert.ok(hangul.test(ko), `ko ${path} is not Korean: ${ko}`);
    assert.ok(han.test(zh), `zh ${path} is not Chinese: ${zh}`);
    if (/[a-z]{4}/.test(en)) assert.notEqual(ko, en, `ko ${path} copies the English`);
  }
  const janggiKo = RULES_TEXTS.ko.overview.janggi.join(' ');
  for (const term of ['장군', '빅장', '한수쉼', '궁성']) assert.ok(janggiKo.includes(term), `ko lacks ${term}`);
  const janggiZh = RULES_TEXTS.zh.overview.janggi.join(' ') + RULES_TEXTS.zh.pieces.janggi.K;
  for (const term of ['将军', '九宫', '停着']) assert.ok(janggiZh.includes(term), `zh lacks ${term}`);
});

test('rulesText picks the language, the rule set over the game, and falls back', () => {
  const ko = rulesText('ko', 'janggitraditional', 'janggi');
  assert.match(ko.overview[0], /^초\(파랑\)가 먼저/);
  assert.match(ko.ruleSet, /무승부/);
  assert.equal(ko.pieceName('B'), '상');
  assert.match(ko.pieceText('N'), /멱/);
  const dlp = rulesText('zh', 'gwangsanghui-dlp', 'gwangsanghui');
  assert.match(dlp.pieceText('V'), /第 1–4 横线/, 'the dlp reading of the Vanguard');
  assert.match(dlp.pieceText('E'), /三日/, 'pieces dlp does not change come from the classic reading');
  assert.equal(dlp.note('Fallen general').name, '将陷');
  assert.match(dlp.note('Fallen general').text, /不采用/);
  assert.match(rulesText('zh', 'gwangsanghui', 'gwangsanghui').note('Fallen general').text, /全部被俘/);
  const unknownLang = rulesText('fr', 'xiangqi', 'xiangqi');
  assert.equal(unknownLang.pieceName('A'), 'Advisor');
  assert.equal(unknownLang.pieceText('Z'), '');
  assert.equal(unknownLang.note('No such rule'), null);
  assert.deepEqual(rulesText('en', 'chess', 'chess').overview, []);
});

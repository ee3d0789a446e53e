// The plain-language rules (web/rules/rules-text.js): the same keys in English, Korean and
// Chinese, real translations (not English left in place), and the fallbacks. Gwangsanghui's
// entries beside the source text (`sources`, in all three languages; the engine gives the
// sentences they cite) are checked against the engine in source_notes.test.mjs.
import test from 'node:test';
import assert from 'node:assert/strict';
import { RULES_TEXTS, rulesText } from '../../web/rules/rules-text.js';

// Every path to a leaf string, e.g. 'pieces.janggi.K' or 'overview.xiangqi.2'.
function leaves(value, prefix = '') {
  if (typeof value === 'string') return [prefix];
  return Object.entries(value).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}
// The texts of a language but the entries beside the source text.
const own = ({ sources, ...rest }) => rest;
function at(value, path) {
  return path.split('.').reduce((v, k) => v?.[k], value);
}

test('English, Korean and Chinese rules text have the same keys', () => {
  assert.deepEqual(Object.keys(RULES_TEXTS).sort(), ['en', 'ko', 'zh']);
  assert.deepEqual(Object.keys(RULES_TEXTS.en.sources).sort(), ['gwangsanghui', 'gwangsanghui-dlp'], 'the English of the entries beside the source text');
  const english = leaves(own(RULES_TEXTS.en)).sort();
  assert.ok(english.length >= 80, `only ${english.length} texts`);
  for (const lang of ['ko', 'zh']) assert.deepEqual(leaves(own(RULES_TEXTS[lang])).sort(), english, lang);
});

test('the translations are in their own script and say the native terms', () => {
  const hangul = /[\uac00-\ud7a3]/;
  const han = /[\u4e00-\u9fff]/;
  for (const path of leaves(own(RULES_TEXTS.en))) {
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
  assert.match(dlp.source('pieces', 'V').reading, /第 1–4 横线/, 'the dlp reading of the Vanguard');
  assert.match(dlp.source('pieces', 'V').says, /前锋在外/, 'what the text says is the same in both readings');
  assert.match(dlp.source('pieces', 'E').reading, /2×3/, 'pieces dlp does not change come from the classic reading');
  assert.equal(dlp.source('ruleNotes', 'Fallen general').name, '将陷');
  assert.match(dlp.source('ruleNotes', 'Fallen general').reading, /不采用/);
  assert.match(rulesText('zh', 'gwangsanghui', 'gwangsanghui').source('ruleNotes', 'Fallen general').reading, /全部被吃/);
  assert.match(rulesText('en', 'gwangsanghui', 'gwangsanghui').source('pieces', 'K').says, /^The Marshal moves within the palace/);
  assert.match(rulesText('en', 'gwangsanghui-dlp', 'gwangsanghui').source('pieces', 'V').summary, /cannot move to a rank at or behind/, 'the dlp summary over the classic entry');
  assert.match(rulesText('ko', 'gwangsanghui-dlp', 'gwangsanghui').source('pieces', 'V').summary, /cannot move to a rank/, 'the English evidence is quoted as it is');
  const unknownLang = rulesText('fr', 'xiangqi', 'xiangqi');
  assert.equal(unknownLang.pieceName('A'), 'Advisor');
  assert.equal(unknownLang.pieceText('Z'), '');
  assert.equal(unknownLang.source('ruleNotes', 'No such rule'), null);
  assert.deepEqual(rulesText('en', 'chess', 'chess').overview, []);
});

// Every string of a language's rules text and user-interface strings, with where it is.
function allTexts(rules, strings) {
  return [...leaves(rules).map((p) => [p, at(rules, p)]), ...Object.entries(strings)];
}

test('the Korean and Chinese say what the rules say (corrections of a careful read)', async () => {
  const { TABLES } = await import('../../web/i18n/i18n.js');
  const ko = allTexts(RULES_TEXTS.ko, TABLES.ko);
  const zh = allTexts(RULES_TEXTS.zh, TABLES.zh);
  // The cannon can neither jump over nor capture a cannon (not "does not jump").
  assert.ok(RULES_TEXTS.ko.pieces.janggi.C.includes('포를 뛰어넘지 못하고, 포를 잡지도 못합니다'));
  // Gwangsanghui: 惟砲與砲不相乘，亦不相食 is the text's own words (its `says`), not a consequence
  // of reading 乘 as jumping: the reading does not repeat it with "so" (따라서, 因此).
  for (const reading of [RULES_TEXTS.ko.sources.gwangsanghui.pieces.C.reading, RULES_TEXTS.zh.sources.gwangsanghui.pieces.C.reading]) {
    assert.doesNotMatch(reading, /따라서|그러므로|因此|所以/, reading);
  }
  for (const [path, text] of ko) {
    assert.doesNotMatch(text, /포는 뛰어넘지 않고|포는 뛰어넘을 수 없고|날개 궁|날개 군영|멈추지 않습니다/, `ko ${path}`);
    // 장군 as "check" is said so where the General (장) is a piece of the game.
    if (/장군 규칙/.test(text)) assert.match(text, /장군\(체크\) 규칙/, `ko ${path}`);
    // 원수 is the Marshal here: avenging is 복수, never 원수를 갚다.
    assert.doesNotMatch(text, /원수를 갚/, `ko ${path}`);
  }
  assert.ok(ko.some(([, text]) => text.includes('장을 잡은 기물을')));
  assert.ok(ko.some(([, text]) => text.includes('좌궁 또는 우궁')) && ko.some(([, text]) => text.includes('좌군 또는 우군')));
  // 三軍 is 三军; one character for the cannon in running Chinese (the source's 砲 only in quotes).
  for (const [path, text] of zh) {
    assert.doesNotMatch(text, /三营|翼营|翼宫/, `zh ${path}`);
    assert.doesNotMatch(text.replace(/包括/g, ''), /包|砲/, `zh ${path}`);
  }
  assert.ok(RULES_TEXTS.zh.overview.gwangsanghui.join('').includes('三军'));
  // The rule sets' names say they are readings.
  assert.deepEqual(['en', 'ko', 'zh'].map((l) => TABLES[l]['ruleset.gwangsanghui']), ['Reading of the classical text', '원문 해석', '原文解读']);
  assert.deepEqual(['en', 'ko', 'zh'].map((l) => TABLES[l]['ruleset.gwangsanghui-dlp']), ['Digital Ludeme Project reading', 'DLP 해석', 'DLP 解读']);
});

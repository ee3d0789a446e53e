// What the content audit (docs/content-audit.md) found, kept from coming back: rules texts that
// say what the engine plays (the Janggi cannon's palace diagonal), one name for each game and
// piece in each language (Han's 병/兵 and Cho's 졸/卒), left and right as each army's own, and
// history that says only what a named source says (no 谿谷 taken for Jang Yu, Nam Yu-yong's
// dates with their source, Sin-yeon-sang-gi a modern design).
import test from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadApi, ROOT } from './engine_helpers.mjs';
import { TABLES } from '../../web/i18n/i18n.js';
import { RULES_TEXTS } from '../../web/rules/rules-text.js';
import { READINGS } from '../../web/texts/gwangsanghui-readings.js';
import { COURSES } from '../../web/lessons/index.js';

const api = await loadApi();
const LANGS = ['en', 'ko', 'zh'];
const strings = (value) => (typeof value === 'string' ? [value] : Object.values(value ?? {}).flatMap(strings));
const lessonTexts = (lang, course) => course.steps.flatMap((s) => [s.title[lang], s.task[lang], s.hint[lang]]);
// Every text a reader sees in a language: strings, rules texts, readings, lessons.
const shown = (lang) => [
  ...strings(TABLES[lang]), ...strings(RULES_TEXTS[lang]),
  ...Object.values(READINGS).map((r) => r[lang]), ...COURSES.flatMap((c) => lessonTexts(lang, c)),
];
const PAGES = ['web/reader.html', 'web/lessons.html', 'web/index.html',
  ...readdirSync(join(ROOT, 'web/examples')).filter((f) => f.endsWith('.html')).map((f) => `web/examples/${f}`)];
const page = (path) => readFileSync(join(ROOT, path), 'utf8');
const README = readFileSync(join(ROOT, 'README.md'), 'utf8');
// The manuals a reader can open (docs/, docs/rules/), not the audit's record of old texts.
const MANUALS = ['docs', 'docs/rules'].flatMap((dir) => readdirSync(join(ROOT, dir))
  .filter((f) => f.endsWith('.md') && f !== 'content-audit.md').map((f) => page(`${dir}/${f}`)));
const CITATION = '조선왕조실록사전';

test('the Janggi rules say where the engine moves along the palace diagonals, the cannon\'s jump included', () => {
  // From a palace corner, over a piece on the centre, to the opposite corner: the cannon does.
  const st = api.state({ variant: 'janggi', fen: '4k4/9/9/9/9/9/9/9/4A4/3C1K3 w - - 0 1', moves: [] });
  assert.ok(st.legalMoves.includes('d1f3'), 'the engine jumps the cannon d1-f3 over e2');
  const diagonal = { en: /diagonal/, ko: /대각선/, zh: /斜线/ };
  for (const lang of LANGS) {
    for (const letter of ['K', 'A', 'R', 'C', 'P']) {
      assert.match(RULES_TEXTS[lang].pieces.janggi[letter], diagonal[lang], `${lang} janggi ${letter}`);
    }
    const cannon = COURSES.find((c) => c.variant === 'janggi').steps.find((s) => s.id === 'cannon').task[lang];
    assert.match(cannon, diagonal[lang], `${lang}: the cannon lesson`);
  }
});

test('one name for each game in each language', () => {
  const zh = shown('zh');
  for (const text of zh) assert.doesNotMatch(text, /韩国象棋|韓國象棋|朝鲜将棋/, text);
  assert.match(TABLES.zh['game.janggi'], /^朝鲜象棋/);
  // Bikjang is 对面将 wherever a Chinese text names it.
  for (const text of zh.filter((s) => s.includes('빅장'))) assert.ok(text.includes('对面将'), text);
  // Xiangqi is 샹치 in Korean (상기 is no name of it; 신연상기 is another game).
  for (const text of shown('ko')) assert.doesNotMatch(text.replace(/신연상기/g, ''), /상기/, text);
  assert.match(TABLES.ko['game.xiangqi'], /^샹치/);
});

test('one name for each piece: the Xiangqi general is 장수 in Korean, the Janggi cannon 炮 in Chinese', () => {
  for (const text of lessonTexts('ko', COURSES.find((c) => c.variant === 'xiangqi'))) {
    assert.doesNotMatch(text, /(?<![가-힣])장(?![수군기])/, text);
  }
  for (const text of lessonTexts('zh', COURSES.find((c) => c.variant === 'janggi'))) {
    assert.doesNotMatch(text.replace(/“包”|包括/g, ''), /包/, text);
  }
  // The horse's blocked leg is 멱 in Korean, in Janggi and Xiangqi alike.
  for (const text of [...strings(RULES_TEXTS.ko.pieces), ...shown('ko')]) assert.doesNotMatch(text, /마다리/, text);
});

test('each side\'s soldier by its own name: Cho\'s 졸/卒 and Han\'s 병/兵; Red\'s 병/兵 and Black\'s 졸/卒', () => {
  // The first player's soldier (upper case) is 졸/卒 in Janggi (Cho) and 병/兵 in Xiangqi (Red).
  const first = { janggi: ['졸', '卒'], xiangqi: ['병', '兵'], sinyeonsanggi: ['병', '兵'] };
  let named = 0;
  for (const course of COURSES.filter((c) => first[c.variant])) {
    for (const step of course.steps) {
      const board = api.state({ variant: course.variant, fen: step.fen, moves: [] }).board;
      for (const lang of ['ko', 'zh']) {
        for (const text of [step.task[lang], step.hint[lang]]) {
          for (const m of text.matchAll(/([a-m](?:10|[1-9]))(?:의|的)(?: 내)? ?(졸|병|卒|兵)/g)) {
            const piece = board.find((p) => p.square === m[1]);
            assert.equal(piece?.letter.toUpperCase(), 'P', `${course.variant}-${step.id} ${lang}: no soldier on ${m[1]}`);
            const mine = first[course.variant].includes(m[2]);
            assert.equal(mine, piece.color === 'w', `${course.variant}-${step.id} ${lang}: the soldier on ${m[1]} is not ${m[2]}`);
            named++;
          }
        }
      }
    }
  }
  assert.ok(named >= 15, `only ${named} soldiers named`);
});

test('a lesson\'s left or right General is that army\'s own left or right, as the engine names the wing armies', () => {
  const info = api.variantInfo('gwangsanghui');
  const army = (name, color) => info.regions.find((r) => r.name === `${name} army`)[color === 'w' ? 'white' : 'black'];
  let named = 0;
  for (const step of COURSES.find((c) => c.variant === 'gwangsanghui').steps) {
    for (const m of step.task.en.matchAll(/(North|South)'s (left|right) General(?: on|, on)? ([a-o]\d+)/g)) {
      assert.ok(army(m[2], m[1] === 'South' ? 'w' : 'b').includes(m[3]), `${step.id}: ${m[0]}`);
      named++;
    }
  }
  assert.ok(named >= 1);
});

test('history says what a named source says', () => {
  const everything = [...LANGS.flatMap(shown), ...PAGES.map(page), README, ...MANUALS];
  for (const text of everything) {
    // 谿谷 is not identified: no source at hand says who the 谿谷 of §1 is.
    assert.doesNotMatch(text, /Jang Yu|張維|张维|장유/, text.slice(0, 200));
    assert.doesNotMatch(text, /scholar-official|Nobody is known|nobody is known|only description|reconstruction|복원안|复原/, text.slice(0, 200));
  }
  // Nam Yu-yong's dates and name in Hanja come with their source: in the same string, or on
  // the same page (the reader's intro is answered by its credit line).
  const onPage = { 'reader.intro': 'reader.credit' };
  for (const lang of LANGS) {
    for (const [key, text] of Object.entries(TABLES[lang])) {
      if (!/1698/.test(text)) continue;
      assert.ok((TABLES[lang][onPage[key]] ?? text).includes(CITATION), `${lang} ${key}: the dates without their source`);
    }
  }
  for (const path of PAGES) if (/1698/.test(page(path))) assert.ok(page(path).includes(CITATION), path);
  if (/1698/.test(README)) assert.ok(README.includes(CITATION));
  // Sin-yeon-sang-gi is a modern design, as its source page says.
  const design = { en: /modern design/, ko: /현대의 창작/, zh: /现代设计/ };
  for (const lang of LANGS) assert.match(TABLES[lang]['about.source.sinyeonsanggi'], design[lang], lang);
});

test('the audit is kept beside the texts, and the README says how to report an error', () => {
  const path = join(ROOT, 'docs', 'content-audit.md');
  assert.ok(existsSync(path), 'docs/content-audit.md');
  const audit = readFileSync(path, 'utf8');
  const rows = audit.split('\n').filter((l) => /^\| *[A-Z]?\d+ *\|/.test(l));
  assert.ok(rows.length >= 40, `only ${rows.length} findings in the table`);
  for (const heading of ['finding', 'where', 'old', 'new']) assert.match(audit.toLowerCase(), new RegExp(`\\| *${heading}`), heading);
  const section = README.split(/^## /m).find((s) => s.startsWith('Reporting an error'));
  assert.ok(section, 'README: a section "Reporting an error"');
  assert.match(section, /docs\/content-audit\.md/);
});

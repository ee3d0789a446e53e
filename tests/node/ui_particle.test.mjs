// Korean particles chosen by the word before them (web/i18n/particle.js), and the Korean
// strings that use them through the translator.
import test from 'node:test';
import assert from 'node:assert/strict';
import { particle, finalConsonant, resolveParticles } from '../../web/i18n/particle.js';
import { createTranslator } from '../../web/i18n/i18n.js';

test('a word ending in a consonant (받침) takes 이, 은, 을, 과, 으로', () => {
  assert.equal(particle('궁', '이(가)'), '이');
  assert.equal(particle('궁', '은(는)'), '은');
  assert.equal(particle('졸', '을(를)'), '을');
  assert.equal(particle('병', '와(과)'), '과');
  assert.equal(particle('궁', '(으)로'), '으로');
});

test('a word ending in a vowel takes 가, 는, 를, 와, 로; ㄹ takes 로', () => {
  assert.equal(particle('사', '이(가)'), '가');
  assert.equal(particle('차', '은(는)'), '는');
  assert.equal(particle('사', '을(를)'), '를');
  assert.equal(particle('마', '와(과)'), '와');
  assert.equal(particle('포', '(으)로'), '로');
  assert.equal(particle('졸', '(으)로'), '로');
  assert.equal(particle('말', '(으)로'), '로');
});

test('a part in brackets and Hanja after a Hangul name are skipped', () => {
  assert.equal(resolveParticles('초 楚 (파랑)이(가) 장군을 받았습니다!'), '초 楚 (파랑)가 장군을 받았습니다!');
  assert.equal(resolveParticles('한 漢 (빨강)이(가) 장군을 받았습니다!'), '한 漢 (빨강)이 장군을 받았습니다!');
  assert.equal(resolveParticles('궁(장)은(는) 움직일 수 없습니다'), '궁(장)은 움직일 수 없습니다');
  assert.equal(resolveParticles('사(士)을(를) 들었습니다'), '사(士)를 들었습니다');
  assert.equal(finalConsonant('상 (象)'), 'ㅇ');
});

test('Hanja alone, digits, letters and quotes are read as spoken', () => {
  assert.equal(particle('卒', '이(가)'), '이');  // 졸
  assert.equal(particle('車', '을(를)'), '를');  // 차
  assert.equal(particle('83', '와(과)'), '과');  // 팔십삼 ... 삼
  assert.equal(particle('82', '와(과)'), '와');  // 이
  assert.equal(particle('"xyz"', '은(는)'), '는');
  assert.equal(particle('"e1"', '은(는)'), '은');  // 일
  assert.equal(particle('n', '이(가)'), '이');  // 엔
});

test('a word whose sound is unknown keeps the paired form', () => {
  assert.equal(particle('', '이(가)'), '이(가)');
  assert.equal(particle('★', '은(는)'), '은(는)');
  assert.equal(resolveParticles('(가)'), '(가)');
});

test('the Korean page\'s strings choose their particles; others are untouched', () => {
  const ko = createTranslator('ko');
  assert.equal(ko('inCheck', { side: '초 楚 (파랑)' }), '초 楚 (파랑)가 장군을 받았습니다!');
  assert.equal(ko('inCheck', { side: '한 漢 (빨강)' }), '한 漢 (빨강)이 장군을 받았습니다!');
  assert.equal(ko('announcePicked', { square: '83', piece: '사', squares: '84' }), '83의 사를 들었습니다. 갈 수 있는 곳: 84.');
  assert.match(ko('pieceStuck', { piece: '궁(장)' }), /^궁\(장\)은 /);
  assert.match(ko('problem.royals-facing', { square: '53', otherSquare: '52', piece: '궁' }), /^53과 52의 궁이 /);
  const en = createTranslator('en');
  assert.doesNotMatch(en('inCheck', { side: '초' }), /초가/);
});

// The source reader's data (reader.html): a reading of every sentence of 〈廣象戱志〉 in
// English, Korean and Chinese; a board beside every sentence the engine's rules rest on, of a
// kind the reader draws; replays the engine accepts, which show what their captions say.
import test from 'node:test';
import assert from 'node:assert/strict';
import { loadApi } from './engine_helpers.mjs';
import { GWANGSANGHUI_SOURCE } from '../../web/texts/gwangsanghui.js';
import { READINGS } from '../../web/texts/gwangsanghui-readings.js';
import { BOARDS } from '../../web/reader/boards.js';
import { parsePieces, setupRegion } from '../../web/reader/board.js';
import { entriesCiting, readingLanguages } from '../../web/reader/entries.js';
import { placementFen } from '../../web/rules/demo.js';
import { createTranslator } from '../../web/i18n/i18n.js';

const api = await loadApi();
const IDS = GWANGSANGHUI_SOURCE.sentences.map((s) => s.id);
const VARIANTS = ['gwangsanghui', 'gwangsanghui-dlp'];
const infos = Object.fromEntries(VARIANTS.map((v) => [v, api.variantInfo(v)]));

test('every sentence has a reading in English, Korean and Chinese, and nothing else has one', () => {
  assert.deepEqual(Object.keys(READINGS), IDS);
  const script = { en: /^[A-Z“(\[]/, ko: /[\uac00-\ud7a3]/, zh: /[\u4e00-\u9fff]/ };
  for (const id of IDS) {
    for (const lang of ['en', 'ko', 'zh']) {
      const text = READINGS[id][lang];
      assert.ok(text && text.length >= 4, `${id} ${lang}`);
      assert.match(text, script[lang], `${id} ${lang}`);
    }
    assert.doesNotMatch(READINGS[id].ko, /원수를 갚/, `${id}: 원수 is the Marshal here`);
    assert.doesNotMatch(READINGS[id].zh, /砲|包/, `${id}: the cannon is 炮 in modern Chinese`);
  }
  assert.deepEqual(readingLanguages('en'), ['en', 'ko']);
  assert.deepEqual(readingLanguages('ko'), ['ko', 'en']);
  assert.deepEqual(readingLanguages('zh'), ['zh', 'en', 'ko']);
});

test('a board beside every sentence that the rules rest on, none beside the three that state none', () => {
  for (const id of Object.keys(BOARDS)) assert.ok(IDS.includes(id), id);
  for (const id of IDS) {
    const cited = entriesCiting(id, infos).filter((e) => e.section !== 'readingNotes');
    if (cited.length) assert.ok(BOARDS[id]?.length, `${id} is cited by ${cited.map((e) => e.key)} but has no board`);
  }
  for (const id of ['s1', 's36', 's39']) assert.equal(BOARDS[id], undefined, id);
  // Every piece has a board of its moves at its sentence; where the readings move it
  // differently, both readings are drawn.
  const pieceBoards = Object.values(BOARDS).flat().filter((b) => b.kind === 'piece');
  for (const p of infos.gwangsanghui.pieces) {
    const boards = pieceBoards.filter((b) => b.letter === p.letter);
    assert.ok(boards.length, `${p.letter}: no board`);
    const dlp = infos['gwangsanghui-dlp'].pieces.find((q) => q.letter === p.letter);
    if (JSON.stringify(dlp.source) !== JSON.stringify(p.source)) {
      assert.ok(boards.some((b) => b.variants.includes('gwangsanghui-dlp')), `${p.letter}: the dlp reading is not drawn`);
    }
  }
});

test('the rules beside a sentence: the engine\'s entries citing it, the dlp one only where it differs', () => {
  assert.deepEqual(entriesCiting('s22', infos).map((e) => [e.variant, e.key]), [['gwangsanghui', 'G']]);
  const vanguard = entriesCiting('s23', infos).map((e) => [e.variant, e.key]);
  assert.deepEqual(vanguard, [['gwangsanghui', 'V'], ['gwangsanghui-dlp', 'V']]);
  assert.deepEqual(entriesCiting('s36', infos), []);
  // s37: the fallen general in both readings (dlp: no effect), and the prisoners.
  const s37 = entriesCiting('s37', infos).map((e) => `${e.variant} ${e.key}`);
  assert.ok(s37.includes('gwangsanghui Fallen general') && s37.includes('gwangsanghui-dlp Fallen general'), s37.join());
});

test('setup boards outline what their sentence places', () => {
  const info = infos.gwangsanghui;
  const start = api.state({ variant: 'gwangsanghui', fen: info.startFen, moves: [] }).board;
  const region = (id) => setupRegion(BOARDS[id][0], info, start).sort();
  assert.deepEqual(region('s5'), ['g13', 'g2', 'i13', 'i2']);
  assert.deepEqual(region('s11'), ['h1', 'h14']);
  assert.equal(region('s3').length, 180, 'ninety points a side');
  assert.equal(region('s4').length, 42, 'the inner camps');
  assert.deepEqual(region('s17'), ['b13', 'b2', 'n13', 'n2']);
});

test('replays and positions: legal, and they show what their captions say', () => {
  const t = createTranslator('en');
  const run = (b) => {
    const info = infos[b.variant];
    const fen = `${placementFen(parsePieces(b.pieces), info.files, info.ranks)} ${b.side} - - 0 1`;
    const st = api.state({ variant: b.variant, fen, moves: b.moves });
    assert.ok(!st.error, `${b.caption}: ${st.error}`);
    assert.notEqual(t(b.caption), b.caption, `${b.caption}: no words`);
    return st;
  };
  const [victory] = BOARDS.s35;
  assert.equal(run(victory).end.outcome, 'white');
  const [lost, avenged, dlp] = BOARDS.s37;
  const squares = (st) => st.board.filter((p) => p.color === 'w').map((p) => p.letter + p.square).sort();
  assert.deepEqual(squares(run(lost)), ['Kh4', 'Pc6'], 'the left army is taken; the infantry outside it stays');
  assert.deepEqual(squares(run(avenged)), ['Ab3', 'Ha4', 'Kh3', 'Pc6', 'Ra2']);
  assert.deepEqual(squares(run(dlp)), ['Ab2', 'Ha4', 'Kh4', 'Pc6', 'Ra2']);
  // The truce: the Vanguard cannot take the Vanguard with all 86 pieces on, can with 85.
  const info = infos.gwangsanghui;
  const start = api.state({ variant: 'gwangsanghui', fen: info.startFen, moves: [] }).board;
  const vanguardTo = (b) => {
    const pieces = start.filter((p) => p.square !== b.remove);
    const st = api.state({ variant: 'gwangsanghui', fen: `${placementFen(pieces, info.files, info.ranks)} w - - 0 1`, moves: [] });
    return st.legalMoves.filter((m) => m.startsWith(b.from)).map((m) => m.slice(2));
  };
  const [truce, over] = BOARDS.s38;
  assert.ok(!vanguardTo(truce).includes('h10'));
  assert.ok(vanguardTo(over).includes('h10'));
});

// Left and right are each army's own. The text describes North's army, facing south (前鋒…居南,
// 後將…居北), so North's right army is the west wing; 右營車右而馬西 puts its Chariot on its right
// and its Horse on the west. South's army is the same turned about, facing north.
test('the s20 board outlines the right camp where 右營車右而馬西 puts the Horse, for North and for South', () => {
  const info = infos.gwangsanghui;
  const start = api.state({ variant: 'gwangsanghui', fen: info.startFen, moves: [] }).board;
  const outlined = new Set(setupRegion(BOARDS.s20[0], info, start));
  const side = (color) => [...outlined].filter((sq) => (Number(sq.slice(1)) <= 7) === (color === 'w')).sort();
  const rect = (files, from, to) => [...files].flatMap((f) => Array.from({ length: to - from + 1 }, (_, i) => `${f}${from + i}`)).sort();
  assert.deepEqual(side('b'), rect('abc', 10, 14), 'North\'s right army is its west wing');
  assert.deepEqual(side('w'), rect('mno', 1, 5), 'South\'s right army is its east wing');
  const inArmy = (color, letter) => start.filter((p) => p.color === color && p.letter.toUpperCase() === letter && outlined.has(p.square)).map((p) => p.square);
  // North: the Horse on the west (file a, the board's west edge), the Chariot on the right (west).
  assert.deepEqual(inArmy('b', 'H'), ['a11'], '馬西: North\'s Horse stands on the west');
  assert.deepEqual(inArmy('b', 'R'), ['a13'], '車右: North\'s Chariot stands on its right');
  // South: the same turned about (the point mirror through the board's centre): east, on its right.
  const turned = (sq) => `${String.fromCharCode(97 + info.files - 1 - (sq.charCodeAt(0) - 97))}${info.ranks + 1 - Number(sq.slice(1))}`;
  assert.equal(turned('a11'), 'o4');
  assert.deepEqual(inArmy('w', 'H'), [turned('a11')], 'South\'s Horse stands where North\'s does, turned about');
  assert.deepEqual(inArmy('w', 'R'), [turned('a13')], 'South\'s Chariot stands on its right');
  // The engine's regions name them so: left and right for each side's own facing.
  const region = (name) => info.regions.find((r) => r.name === name);
  assert.deepEqual([...region('right army').black].sort(), rect('abc', 10, 14));
  assert.deepEqual([...region('left army').black].sort(), rect('mno', 10, 14));
  assert.deepEqual([...region('left army').white].sort(), rect('abc', 1, 5));
});

test('a fallen North General takes North\'s own wing army: its right General on b12 is the west one', () => {
  const fen = '15/15/1g5k7/h14/15/15/15/15/15/15/15/7K7/15/1R13 w - - 0 1 -';
  const st = api.state({ variant: 'gwangsanghui', fen, moves: ['b1b12', 'h12h11'] });
  assert.ok(!st.error, st.error);
  assert.deepEqual(st.board.filter((p) => p.color === 'b').map((p) => p.letter + p.square), ['Kh11'], 'the Horse on a11 is taken with the right army');
});

// The renderings say what the sentence says, and no more (the findings of a careful read).
test('the renderings of s20, s32, s33 and s37 keep to the words', () => {
  const r = (id) => READINGS[id];
  // 其行師也 (as 其爲局也, 其布陣也) heads what follows: how the troops move (§21-§34).
  assert.match(r('s20').en, /As for moving the troops/);
  assert.match(r('s20').ko, /군사를 움직이는 법/);
  assert.match(r('s20').zh, /行师/);
  assert.doesNotMatch(`${r('s20').en} ${r('s20').ko} ${r('s20').zh}`, /drawn up|벌여 세우|布阵/);
  assert.match(r('s2').en, /^As for the board/);
  assert.match(r('s3').en, /^As for the deployment/);
  // 有殺 does not say who kills.
  assert.match(r('s33').en, /does not say who kills/);
  assert.match(r('s33').ko, /누가 죽이는지/);
  assert.match(r('s33').zh, /没有说是谁杀/);
  assert.doesNotMatch(`${r('s33').en} ${r('s33').zh}`, /having killed|杀敌/);
  // 行二日 names no piece; the Traveller is this project's.
  assert.match(r('s32').en, /names no piece; this project gives it to the Traveller/);
  // 有能復讎者存之: the avenger is not said to be one of its men.
  assert.doesNotMatch(r('s37').en, /one of them/);
  // 谿谷 is not identified: no source at hand says who is meant.
  assert.doesNotMatch(Object.values(r('s1')).join(' '), /Jang Yu|장유|张维|張維/);
});

// Page logic without a DOM: i18n, saved-game validation, selection, animation, board
// spec, piece style, status words, FEN detection, demo placement.
import test from 'node:test';
import assert from 'node:assert/strict';
import { createTranslator, pickLanguage, TABLES } from '../../web/i18n/i18n.js';
import { validateSavedGame, validateSettings } from '../../web/common/storage.js';
import { destinationsByOrigin, pressPoint, dropPiece } from '../../web/board/selection.js';
import { moveAnimation, ease } from '../../web/board/animation.js';
import { boardSpec, boundingBox } from '../../web/board/spec.js';
import { pieceLabel, pieceScale, pieceShape, inkColor } from '../../web/board/piece-style.js';
import { describeStatus, describeEnd, describePoints } from '../../web/i18n/describe.js';
import { looksLikeFen } from '../../web/panels/import-export.js';
import { placementFen } from '../../web/rules/demo.js';
import { gameEnd, resultText } from '../../web/game/game.js';
import { loadApi } from './engine_helpers.mjs';

const API = await loadApi();
// The games a saved game may be of: the engine's list, as in the page.
const VARIANTS = API.variants();

test('every language has every English string, with the same {parameters}', () => {
  const params = (s) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort().join(',');
  for (const lang of ['ko', 'zh']) {
    for (const [key, text] of Object.entries(TABLES.en)) {
      assert.ok(key in TABLES[lang], `${lang} lacks ${key}`);
      assert.equal(params(TABLES[lang][key]), params(text), `${lang} ${key}`);
    }
  }
});

test('translation fills parameters, falls back, and picks a supported language', () => {
  const t = createTranslator('ko');
  assert.equal(t('toMove', { side: '초' }), '초 차례');
  assert.equal(t('no.such.key'), 'no.such.key');
  assert.equal(createTranslator('xx')('pass'), 'Pass');
  assert.equal(t('pass'), '한수쉼');
  assert.equal(pickLanguage(null, ['fr-FR', 'zh-CN']), 'zh');
  assert.equal(pickLanguage('ko', ['zh']), 'ko');
  assert.equal(pickLanguage(undefined, []), 'en');
});

const goodSave = { variant: 'janggi', fen: 'x w - - 0 1', moves: ['b1c3', 'a10a9'], cursor: 2, opponent: 'computer', humanSide: 'w', level: 3, result: null, tags: {} };

test('a valid saved game passes; corrupt ones are refused with a reason', () => {
  assert.deepEqual(validateSavedGame(goodSave, VARIANTS).game.moves, ['b1c3', 'a10a9']);
  const bad = [
    null, 42, 'text', [], { ...goodSave, variant: 'chess' }, { ...goodSave, moves: 'b1c3' },
    { ...goodSave, moves: ['<script>'] }, { ...goodSave, cursor: 3 }, { ...goodSave, cursor: -1 },
    { ...goodSave, opponent: 'alien' }, { ...goodSave, humanSide: 'x' }, { ...goodSave, level: 0 },
    { ...goodSave, result: { outcome: 'white', reason: 'eval' } }, { ...goodSave, fen: 7 },
  ];
  for (const value of bad) assert.ok(validateSavedGame(value, VARIANTS).error, JSON.stringify(value));
  const tags = validateSavedGame({ ...goodSave, tags: { Event: 'x', bad: 5 } }, VARIANTS).game.tags;
  assert.deepEqual(tags, { Event: 'x' });
  // A record's comments: one string per move at most, else dropped (the game is kept).
  assert.deepEqual(validateSavedGame({ ...goodSave, comments: ['a', ''] }, VARIANTS).game.comments, ['a', '']);
  for (const comments of [['a', 'b', 'c'], [1], 'x', undefined]) assert.deepEqual(validateSavedGame({ ...goodSave, comments }, VARIANTS).game.comments, []);
  assert.deepEqual(validateSettings({ lang: 'ko', labels: 'zzz', sound: 'yes', notation: 'machine' }), { lang: 'ko', notation: 'machine' });
});

test('selection: select, move, reselect, deselect; passes are not board moves', () => {
  const dests = destinationsByOrigin(['b1c3', 'b1a3', 'e2e2', 'a10a9']);
  assert.deepEqual([...dests.keys()], ['b1', 'a10']);
  assert.deepEqual(pressPoint(null, 'b1', dests), { selected: 'b1', move: null });
  assert.deepEqual(pressPoint('b1', 'c3', dests), { selected: null, move: { from: 'b1', to: 'c3' } });
  assert.deepEqual(pressPoint('b1', 'a10', dests), { selected: 'a10', move: null });
  assert.deepEqual(pressPoint('b1', 'e5', dests), { selected: null, move: null }, 'an illegal point does nothing but deselect');
  assert.deepEqual(pressPoint(null, 'e5', dests), { selected: null, move: null });
  assert.deepEqual(dropPiece('b1', 'a3', dests), { selected: null, move: { from: 'b1', to: 'a3' } });
  assert.deepEqual(dropPiece('b1', 'b1', dests), { selected: 'b1', move: null });
  assert.deepEqual(dropPiece('b1', 'h9', dests), { selected: null, move: null });
});

test('animation: the mover slides, the captured piece fades, a pass does not move', () => {
  const before = [{ square: 'b1', letter: 'N', color: 'w' }, { square: 'c3', letter: 'p', color: 'b' }, { square: 'e2', letter: 'K', color: 'w' }];
  const after = [{ square: 'c3', letter: 'N', color: 'w' }, { square: 'e2', letter: 'K', color: 'w' }];
  const a = moveAnimation(before, after, 'b1c3');
  assert.deepEqual({ from: a.from, to: a.to }, { from: 'b1', to: 'c3' });
  assert.deepEqual(a.removed, [{ square: 'c3', letter: 'p', color: 'b' }]);
  assert.equal(moveAnimation(before, before, 'e2e2'), null);
  assert.equal(moveAnimation(before, after, 'h1h2'), null);
  assert.equal(ease(0), 0);
  assert.equal(ease(1), 1);
  assert.ok(ease(0.5) > 0.5);
});

const gwangInfo = {
  game: 'gwangsanghui', files: 15, ranks: 14, riverRank: -1,
  palaces: [['g2', 'h2', 'i2', 'g3', 'h3', 'i3', 'g4', 'h4', 'i4']],
  regions: [
    { name: 'inner camp', drawn: 'fill', white: ['e2', 'k4', 'h3'], black: ['e13', 'k11'] },
    { name: 'three ranks', white: ['a2', 'o4'], black: [] },
  ],
};

test('board spec: palaces as boxes, camps outlined only where the game draws them', () => {
  const spec = boardSpec(gwangInfo);
  assert.deepEqual(spec.palaces, [{ minFile: 6, maxFile: 8, minRank: 1, maxRank: 3 }]);
  assert.deepEqual(spec.camps, [
    { minFile: 4, maxFile: 10, minRank: 1, maxRank: 3, style: 'fill' },
    { minFile: 4, maxFile: 10, minRank: 10, maxRank: 12, style: 'fill' },
  ]);
  assert.equal(spec.riverRank, -1);
  const xq = boardSpec({ game: 'xiangqi', files: 9, ranks: 10, riverRank: 4, palaces: [], regions: [], startMarks: 'CP' },
    [{ square: 'b3', letter: 'C', color: 'w' }, { square: 'a4', letter: 'P', color: 'w' }, { square: 'a1', letter: 'R', color: 'w' }]);
  assert.deepEqual(xq.marks, [{ file: 1, rank: 2 }, { file: 0, rank: 3 }]);
  assert.equal(xq.riverRank, 4);
  assert.equal(boundingBox([]), null);
});

test('piece style: Janggi sizes by rank, shapes and inks per game, labels', () => {
  const info = (variant) => API.variantInfo(variant);  // the engine says how each game's set looks
  assert.ok(pieceScale(info('janggi'), 'K') > pieceScale(info('janggi'), 'R'));
  assert.ok(pieceScale(info('janggi'), 'R') > pieceScale(info('janggi'), 'P'));
  assert.equal(pieceScale(info('janggi'), 'a'), pieceScale(info('janggi'), 'P'));
  assert.equal(pieceShape(info('xiangqi')), 'disc');
  assert.equal(pieceShape(info('gwangsanghui')), 'octagon');
  assert.notEqual(inkColor(info('janggi'), 'w'), inkColor(info('janggi'), 'b'));
  assert.equal(inkColor(info('xiangqi'), 'b'), '#1b1b1b');
  const general = { letter: 'K', symbol: ['楚', '漢'], hangul: ['초', '한'] };
  assert.equal(pieceLabel(general, 'b', 'hanja'), '漢');
  assert.equal(pieceLabel(general, 'w', 'hangul'), '초');
  assert.equal(pieceLabel(general, 'b', 'letters'), 'K');
  assert.equal(pieceLabel({ letter: 'R', symbol: ['俥', '車'], hangul: ['', ''] }, 'w', 'hangul'), '俥');
});

const en = createTranslator('en');
const basePosition = { side: 'w', inCheck: false, end: { over: false }, legalMoves: [] };
const baseState = { info: { game: 'janggi' }, position: basePosition, history: { moves: [], cursor: 0 }, mode: 'play', opponent: 'computer', humanSide: 'w', setup: null, thinking: false, result: null };

test('status words: your move, thinking, check, review, game over', () => {
  assert.equal(describeStatus(baseState, en).text, 'Your move: Cho 楚 (blue)');
  assert.equal(describeStatus({ ...baseState, thinking: true }, en).kind, 'thinking');
  assert.match(describeStatus({ ...baseState, position: { ...basePosition, inCheck: true } }, en).text, /장군/);
  const review = describeStatus({ ...baseState, history: { moves: ['a', 'b'], cursor: 1 }, position: { ...basePosition, side: 'b' } }, en);
  assert.deepEqual(review, { text: 'Viewing move 1 of 2 · Han 漢 (red) to move', kind: 'review' });
  const over = { ...baseState, position: { ...basePosition, end: { over: true, outcome: 'black', reason: 'bikjang', byPoints: true, whitePoints: 72, blackPoints: 73.5 } } };
  assert.equal(describeStatus(over, en).kind, 'over');
  assert.match(describeStatus(over, en).text, /^Han .* wins — bikjang/);
  assert.equal(describePoints(over.position.end, en), 'Decided on points: 72 to 73.5.');
  assert.equal(describeEnd({ over: true, outcome: 'draw', reason: 'agreement' }, 'xiangqi', en), 'Draw — by agreement');
  assert.equal(describeStatus({ ...baseState, position: null }, en).kind, 'loading');
  const fallen = describeStatus({ ...baseState, info: { game: 'gwangsanghui' }, position: { ...basePosition, fallenGeneral: 'b3' } }, en);
  assert.match(fallen.text, /^Your move: South \(blue\) The General has fallen: .* on b3/);
});

test('status words: bikjang says break or pass and how a pass ends, in every language', () => {
  const facing = { ...basePosition, bikjang: true, points: { white: 13, black: 14.5 } };
  const onPoints = describeStatus({ ...baseState, variant: 'janggi', info: API.variantInfo('janggi'), position: facing }, en);
  assert.equal(onPoints.kind, 'bikjang');
  assert.match(onPoints.text, /^Bikjang \(빅장\).*Cho 楚 \(blue\) must break the facing .* or pass\. Passing ends the game, decided on points \(now Cho 13, Han 14\.5\)\.$/);
  const drawn = describeStatus({ ...baseState, variant: 'janggitraditional', info: API.variantInfo('janggitraditional'), position: facing }, en);
  assert.match(drawn.text, /Passing ends the game in a draw\.$/);
  assert.doesNotMatch(drawn.text, /points/);
  const ko = describeStatus({ ...baseState, variant: 'janggi', info: API.variantInfo('janggi'), position: facing }, createTranslator('ko')).text;
  assert.match(ko, /^빅장: .*한수쉼을 해야 합니다\. 한수쉼을 하면 대국이 끝나고 점수로 승패를 가립니다\(지금 초 13점, 한 14\.5점\)\.$/);
  const zh = describeStatus({ ...baseState, variant: 'janggitraditional', info: API.variantInfo('janggitraditional'), position: facing }, createTranslator('zh')).text;
  assert.match(zh, /^对面将（빅장）.*或者停着。停着则对局结束，判为和棋。$/);
  // In check as well: both are said; after the game ended no bikjang words remain.
  const checked = describeStatus({ ...baseState, variant: 'janggi', info: API.variantInfo('janggi'), position: { ...facing, inCheck: true } }, en);
  assert.equal(checked.kind, 'bikjang');
  assert.match(checked.text, /장군.*Bikjang/);
  const ended = { ...facing, end: { over: true, outcome: 'black', reason: 'bikjang', byPoints: true, whitePoints: 13, blackPoints: 14.5 } };
  assert.equal(describeStatus({ ...baseState, variant: 'janggi', info: API.variantInfo('janggi'), position: ended }, en).kind, 'over');
  assert.equal(describeStatus(baseState, en).kind, 'ready', 'no bikjang flag: an ordinary turn');
});

test('a resignation ends the game only at the last move; result text', () => {
  const resigned = { ...baseState, result: { outcome: 'black', reason: 'resignation' }, history: { moves: ['a'], cursor: 1 } };
  assert.equal(gameEnd(resigned).over, true);
  assert.equal(gameEnd({ ...resigned, history: { moves: ['a'], cursor: 0 } }).over, false);
  assert.equal(resultText(gameEnd(resigned)), '0-1');
  assert.equal(resultText({ over: true, outcome: 'draw' }), '1/2-1/2');
  assert.equal(resultText({ over: false }), '*');
});

test('FEN detection for import and board placement for demos', () => {
  assert.ok(looksLikeFen('rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1'));
  assert.ok(!looksLikeFen('[Variant "janggi"]\n1. b1c3'));
  assert.ok(!looksLikeFen('1. 79졸78'));
  assert.ok(!looksLikeFen('hello world'));
  const pieces = [{ square: 'e2', letter: 'K', color: 'w' }, { square: 'e9', letter: 'k', color: 'b' }, { square: 'a1', letter: 'R', color: 'w' }];
  assert.equal(placementFen(pieces, 9, 10), '9/4k4/9/9/9/9/9/9/4K4/R8');
  assert.equal(placementFen([{ square: 'o14', letter: 'K', color: 'b' }], 15, 14), `14k/${Array(13).fill('15').join('/')}`);
});

test('a saved game is worth keeping from a link only with a move and not over', async () => {
  const { worthKeeping } = await import('../../web/common/storage.js');
  const g = { variant: 'janggi', fen: 'x', moves: ['a4a5'], cursor: 1, opponent: 'human', humanSide: 'w', level: 3, result: null };
  assert.equal(worthKeeping(g, false), true);
  assert.equal(worthKeeping({ ...g, cursor: 0 }, false), true, 'stepped back to the start: still its moves');
  assert.equal(worthKeeping({ ...g, moves: [], cursor: 0 }, false), false);
  assert.equal(worthKeeping(g, true), false, 'over at its last move');
  assert.equal(worthKeeping({ ...g, result: { outcome: 'draw', reason: 'agreement' } }, false), false);
  assert.equal(worthKeeping(null, false), false);
});

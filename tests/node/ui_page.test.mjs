// The page's and the embed's shared logic without a DOM: the announcer's words and sounds,
// which buttons are shown and enabled, the board's scene, the interaction rules of a click,
// the start options and the first game.
import test from 'node:test';
import assert from 'node:assert/strict';
import { createTranslator } from '../../web/i18n/i18n.js';
import { createAnnouncer, moveAnnouncement, moveSound } from '../../web/common/announcer.js';
import { controlStates, passButton } from '../../web/game/controls.js';
import { boardScene, emptyBoardUi } from '../../web/board/scene.js';
import { releasePoint, destinationsByOrigin } from '../../web/board/selection.js';
import { openGame, startCursor } from '../../web/game/open-game.js';
import { initialSettings, linkStartsGame } from '../../web/app/start.js';
import { barStatusText } from '../../web/embed/bar.js';
import { pieceStyler } from '../../web/board/piece-style.js';
import { pieceWords } from '../../web/i18n/describe.js';
import { pickLanguage } from '../../web/i18n/i18n.js';
import { loadApi } from './engine_helpers.mjs';

const en = createTranslator('en');
const api = await loadApi();
const janggiInfo = api.variantInfo('janggi');
const position = (extra = {}) => ({ side: 'b', inCheck: false, bikjang: false, canPass: true, end: { over: false }, legalMoves: ['a10a9', 'e9e9'], board: [], royalSquares: { w: 'e2', b: 'e9' }, fen: 'f', ...extra });
const state = (extra = {}) => ({
  variant: 'janggi', info: janggiInfo, position: position(), history: { moves: ['a1a2'], cursor: 1 }, mode: 'play',
  opponent: 'human', humanSide: 'w', setup: null, thinking: false, result: null, drawOffer: null, ...extra,
});

test('move sounds: check or bikjang, a capture, a plain move; a pass captures nothing', () => {
  const before = [{ square: 'a2', letter: 'p', color: 'b' }, { square: 'e2', letter: 'K', color: 'w' }];
  assert.equal(moveSound(state(), 'a1a2', before), 'capture');
  assert.equal(moveSound(state(), 'a1a3', before), 'move');
  assert.equal(moveSound(state(), 'e2e2', before), 'move', 'the royal stays on its square: no capture');
  assert.equal(moveSound(state({ position: position({ inCheck: true }) }), 'a1a3', before), 'check');
  assert.equal(moveSound(state({ position: position({ bikjang: true, points: { white: 1, black: 2 } }) }), 'a1a2', before), 'check');
});

test('move announcement: the mover and the move, with the check it gives', () => {
  assert.equal(moveAnnouncement(state(), '01차02', en), 'Cho 楚 (blue): 01차02');
  const checked = moveAnnouncement(state({ position: position({ inCheck: true }) }), '01차02', en);
  assert.match(checked, /^Cho 楚 \(blue\): 01차02\. .*장군/);
});

test('move announcement: a wing army taken by the fallen General\'s rule is said', () => {
  // Gwangsanghui, docs/rules/gwangsanghui.md special rule 3: North's chariot took South's left
  // General on b3; South plays h3h4 instead of taking it back, and the engine takes the
  // South pieces of the left army (a1-c5) with that move.
  const fen = '15/15/7k7/15/15/1r13/15/15/2P12/15/H14/1G5K7/RA13/15 b - - 0 1';  // web/reader/boards.js FALLEN
  const info = api.variantInfo('gwangsanghui');
  const after = api.state({ variant: 'gwangsanghui', fen, moves: ['b9b3', 'h3h4'] });
  assert.ok(!after.error, after.error);
  assert.deepEqual([...after.removedByRule].sort(), ['a2', 'a4', 'b2'], 'the engine names what its rule took');
  const s = state({ variant: 'gwangsanghui', info, position: position({ side: after.side, board: after.board, removedByRule: after.removedByRule }) });
  assert.match(moveAnnouncement(s, 'h3h4', en), /: h3h4 South .* did not take the captor back, so 3 of its pieces in that wing army are taken\.$/);
  // Taken back at once: nothing more is said.
  const avenged = api.state({ variant: 'gwangsanghui', fen, moves: ['b9b3', 'b2b3'] });
  assert.deepEqual(avenged.removedByRule, []);
  assert.doesNotMatch(moveAnnouncement(state({ variant: 'gwangsanghui', info, position: position({ removedByRule: avenged.removedByRule }) }), 'b2b3', en), /taken/);
});

test('the announcer says a move, a bikjang reached otherwise once, and the end', () => {
  const said = [];
  const tones = [];
  const a = createAnnouncer({ say: (text) => said.push(text), sound: { play: (k) => tones.push(k) }, getT: () => en });
  const facing = state({ position: position({ bikjang: true, points: { white: 13, black: 14.5 } }) });
  a.move(facing, { move: 'a1a2', text: '01차02', before: [] });
  a.shown(facing);
  assert.equal(said.length, 1, 'the move already said the bikjang');
  assert.match(said[0], /^Cho .*: 01차02\. Bikjang/);
  const stepped = { ...facing, position: { ...facing.position } };
  a.shown(stepped);
  a.shown(stepped);
  assert.equal(said.length, 2, 'reached by a step: said once');
  a.shown(state());
  assert.equal(said.length, 2, 'no bikjang: nothing');
  assert.equal(a.gameOver(state(), { over: true, outcome: 'black', reason: 'resignation' }), said[2]);
  assert.match(said[2], /^Han .* wins/);
  assert.deepEqual(tones, ['check', 'end']);
});

test('Pass: shown where passing is a rule of the game or legal now, enabled for the person to move', () => {
  const janggi = state({ position: position({ side: 'w' }) });
  assert.deepEqual(passButton(janggi, 'ready'), { hidden: false, disabled: false, attention: false });
  assert.deepEqual(passButton(janggi, 'bikjang'), { hidden: false, disabled: false, attention: true });
  const inCheck = state({ position: position({ side: 'w', canPass: false }) });
  assert.deepEqual(passButton(inCheck, 'check'), { hidden: false, disabled: true, attention: false });
  const xiangqi = state({ info: api.variantInfo('xiangqi'), position: position({ side: 'w', canPass: false }) });
  assert.equal(passButton(xiangqi, 'ready').hidden, true);
  // Gwangsanghui: a side with no other move passes (docs/rules/gwangsanghui.md, special rule 5).
  const stuck = state({ info: api.variantInfo('gwangsanghui'), position: position({ side: 'w', canPass: true, legalMoves: ['g2g2'] }) });
  assert.deepEqual(passButton(stuck, 'ready'), { hidden: false, disabled: false, attention: false });
  assert.equal(passButton({ ...stuck, position: { ...stuck.position, canPass: false } }, 'ready').hidden, true);
  assert.equal(passButton({ ...janggi, mode: 'replay' }, 'ready').hidden, true, 'not in a replay');
  assert.equal(passButton({ ...janggi, opponent: 'computer', humanSide: 'b' }, 'ready').disabled, true, 'not on the computer\'s turn');
});

test('buttons: stepping back and forward, hint, resign and draw follow the game', () => {
  const s = state({ position: position({ side: 'w' }), history: { moves: ['a', 'b'], cursor: 1 } });
  const c = controlStates(s, 'review');
  assert.deepEqual([c.first.disabled, c.undo.disabled, c.redo.disabled, c.last.disabled], [false, false, false, false]);
  assert.deepEqual([c.hint.disabled, c.resign.disabled, c.draw.disabled, c.moveInput.disabled], [false, false, false, false]);
  const start = controlStates({ ...s, history: { moves: ['a', 'b'], cursor: 0 } }, 'ready');
  assert.equal(start.first.disabled, true);
  const end = controlStates({ ...s, history: { moves: ['a', 'b'], cursor: 2 } }, 'ready');
  assert.equal(end.last.disabled, true);
  const thinking = controlStates({ ...s, thinking: true }, 'thinking');
  assert.deepEqual([thinking.hint.disabled, thinking.resign.disabled, thinking.draw.disabled], [true, true, true]);
  assert.equal(controlStates({ ...s, drawOffer: 'w' }, 'ready').draw.disabled, true);
  const over = controlStates({ ...s, position: position({ side: 'w', end: { over: true, outcome: 'draw' } }) }, 'over');
  assert.deepEqual([over.resign.disabled, over.hint.disabled, over.moveInput.disabled], [true, true, true]);
  const setup = controlStates({ ...s, setup: { han: 'NBNB', cho: 'NBNB' } }, 'setup');
  assert.deepEqual([setup.first.disabled, setup.resign.disabled], [true, true]);
});

test('board scene: selection, destinations, check, facing generals, warnings', () => {
  const s = state({
    spec: { files: 9, ranks: 10 }, flipped: true, notationStyle: 'machine', hint: 'a1a3',
    position: position({ side: 'w', inCheck: true, bikjang: true, lastMove: 'b10c8', board: [{ square: 'a1', letter: 'R', color: 'w' }] }),
  });
  const dests = destinationsByOrigin(['a1a2', 'a1a3', 'e2e2']);
  const ui = { ...emptyBoardUi(), selected: 'a1', cursor: 'b2', exposing: { from: 'a1', squares: ['a3'] } };
  const styleOf = () => ({});
  const scene = boardScene(s, ui, dests, styleOf);
  assert.deepEqual(
    { flipped: scene.flipped, check: scene.check, facing: scene.facing, dests: scene.dests, danger: scene.danger, cursor: scene.cursor },
    { flipped: true, check: 'e2', facing: ['e2', 'e9'], dests: ['a2', 'a3'], danger: ['a3'], cursor: 'b2' });
  assert.deepEqual([scene.lastMove, scene.hint], [{ from: 'b10', to: 'c8' }, { from: 'a1', to: 'a3' }]);
  assert.equal(scene.coords, 'letters');
  assert.equal(scene.styleOf, styleOf);
  const idle = boardScene(state({ spec: {} }), emptyBoardUi(), dests, styleOf);
  assert.deepEqual([idle.selected, idle.dests, idle.danger, idle.check, idle.facing], [null, [], [], null, null]);
  const elsewhere = boardScene(s, { ...ui, exposing: { from: 'b1', squares: ['b3'] } }, dests, styleOf);
  assert.deepEqual(elsewhere.danger, [], 'the warning is about another piece');
});

test('a click on a piece selects it; a second click on it lets go; a click elsewhere is a press', () => {
  const dests = destinationsByOrigin(['b1c3', 'b1a3', 'h1h2']);
  // The press picked up b1 (it was not selected before): released on b1 it stays selected.
  assert.deepEqual(releasePoint({ selected: 'b1', pickedUpSelected: false }, 'b1', dests), { selected: 'b1', pickedUpSelected: false, move: null });
  // It was selected already: the second click deselects.
  assert.deepEqual(releasePoint({ selected: 'b1', pickedUpSelected: true }, 'b1', dests), { selected: null, pickedUpSelected: false, move: null });
  assert.deepEqual(releasePoint({ selected: 'b1', pickedUpSelected: false }, 'c3', dests).move, { from: 'b1', to: 'c3' });
  assert.deepEqual(releasePoint({ selected: 'b1', pickedUpSelected: true }, 'h1', dests), { selected: 'h1', pickedUpSelected: true, move: null });
  assert.deepEqual(releasePoint({ selected: null, pickedUpSelected: false }, null, dests), { selected: null, pickedUpSelected: false, move: null });
});

test('the first game from options: a record is imported, the ply kept within the game', async () => {
  assert.equal(startCursor(null, 5, undefined), undefined);
  assert.equal(startCursor(null, 5, 0), 0);
  assert.equal(startCursor(3, 5, 0), 3);
  assert.equal(startCursor(Infinity, 5, 0), 5);
  const loads = [];
  const game = { load: async (g) => { loads.push(g); return g.fen === 'bad' ? { error: 'bad FEN' } : { ok: true }; } };
  const engine = { importRecord: async (text, variant) => (text === 'junk' ? { error: 'no moves' } : { variant: 'xiangqi', fen: 'x', moves: ['a', 'b'], tags: { Event: 'e' }, defaulted: variant }) };
  const base = { opponent: 'human', quietEnd: true };
  const options = { game: 'janggi', fen: null, record: null, ply: null };
  assert.deepEqual(await openGame(engine, game, options, { base, fallbackCursor: 0, t: en }), { ok: true, notice: null });
  assert.deepEqual(loads.at(-1), { variant: 'janggi', fen: null, moves: [], cursor: 0, opponent: 'human', quietEnd: true });
  const r = await openGame(engine, game, { ...options, record: '1. a b', ply: 9 }, { base, fallbackCursor: undefined, t: en });
  assert.deepEqual(r, { ok: true, notice: 'Invalid ply "9": the game has 2 moves; showing the last.' });
  assert.deepEqual(loads.at(-1), { variant: 'xiangqi', fen: 'x', moves: ['a', 'b'], tags: { Event: 'e' }, comments: [], cursor: 2, opponent: 'human', quietEnd: true });
  assert.deepEqual(await openGame(engine, game, { ...options, record: 'junk' }, { base, t: en }), { error: 'no moves', stage: 'record' });
  assert.deepEqual(await openGame(engine, game, { ...options, fen: 'bad' }, { base, t: en }), { error: 'bad FEN', stage: 'position' });
});

test('page settings: URL over saved over defaults; a link starts a game of its own', () => {
  const q = (s) => new URLSearchParams(s);
  const options = { lang: null, labels: 'hanja', sound: null };
  // No notation chosen yet: null, the language's default (Chinese notation on the Chinese page).
  assert.deepEqual(initialSettings(options, {}, q(''), ['ko-KR'], pickLanguage), { lang: 'ko', labels: 'hanja', sound: true, notation: null, importOpponent: 'computer' });
  const saved = { lang: 'zh', labels: 'letters', sound: false, notation: 'machine', importOpponent: 'human' };
  assert.deepEqual(initialSettings(options, saved, q(''), ['ko'], pickLanguage), saved);
  assert.deepEqual(initialSettings({ lang: 'en', labels: 'hangul', sound: true }, saved, q('labels=hangul'), [], pickLanguage),
    { lang: 'en', labels: 'hangul', sound: true, notation: 'machine', importOpponent: 'human' });
  assert.equal(linkStartsGame({ fen: null, record: null }, [], q('game=xiangqi')), true);
  assert.equal(linkStartsGame({ fen: null, record: null }, ['game'], q('game=chess')), false, 'a bad game name starts nothing');
  assert.equal(linkStartsGame({ fen: 'x', record: null }, [], q('fen=x')), true);
  assert.equal(linkStartsGame({ fen: null, record: null }, [], q('level=4')), false);
  assert.equal(linkStartsGame({ fen: null, record: null, clock: { mainMs: 60000 } }, [], q('time=1')), true, 'a clock asks for a game');
});

test('embed status line: the move shown in replay, the status words otherwise', () => {
  const s = { history: { moves: ['a', 'b', 'c'], cursor: 2 }, notation: { native: ['H2+3', 'h8+7', 'C2.5'] } };
  assert.equal(barStatusText(s, 'replay', 'x'), '2 / 3 · h8+7');
  assert.equal(barStatusText({ ...s, history: { ...s.history, cursor: 0 } }, 'replay', 'x'), '0 / 3');
  assert.equal(barStatusText(s, 'play', 'Your move'), 'Your move');
});

test('piece styles are worked out once per piece; piece words in the reader\'s language', () => {
  const style = pieceStyler(janggiInfo, 'hangul');
  const a = style({ letter: 'K', color: 'b' });
  assert.equal(a, style({ letter: 'K', color: 'b' }), 'memoised');
  assert.deepEqual({ label: a.label, shape: a.shape }, { label: '한', shape: 'octagon' });
  assert.equal(style({ letter: 'r', color: 'w' }).label, '차');
  assert.equal(pieceWords(state(), { letter: 'K', color: 'b' }, en), 'Han 漢 (red) General');
  assert.equal(pieceWords(state(), null, en), '');
});

test('game words: a game\'s own word first (Gwangsanghui\'s Marshal attacked, prisoners), rule-set names', async () => {
  const { describeStatus, ruleSetLabel } = await import('../../web/i18n/describe.js');
  const gwang = state({ variant: 'gwangsanghui', info: api.variantInfo('gwangsanghui'), position: position({ side: 'w', inCheck: true, canPass: false }) });
  assert.equal(describeStatus(gwang, en).text, 'South (blue): the Marshal is attacked!');
  assert.match(describeStatus(state({ position: position({ side: 'w', inCheck: true }) }), en).text, /^Cho 楚 \(blue\) is in check \(장군\)!/);
  assert.equal(en.first(['captured.gwangsanghui', 'captured']), 'Prisoners');
  assert.equal(en.first(['captured.xiangqi', 'captured']), 'Captured');
  const ko = createTranslator('ko');
  const labels = Object.fromEntries(api.variants().map((v) => [v.name, ruleSetLabel(v, en)]));
  assert.equal(labels.gwangsanghui, 'Reading of the classical text');
  assert.equal(labels['gwangsanghui-dlp'], 'Digital Ludeme Project reading');
  assert.equal(labels.janggitraditional, 'Traditional (janggitraditional)');
  assert.equal(ruleSetLabel(api.variants().find((v) => v.name === 'gwangsanghui'), ko), '원문 해석');
  // A rule set the page has no words for is named as the engine names it.
  assert.equal(ruleSetLabel({ name: 'janggifuture', ruleSetLabel: 'Future' }, en), 'Future');
});

test('the page\'s data attributes: ready when a person may move, waiting on the computer', async () => {
  const { pageDataset } = await import('../../web/app/view.js');
  const mine = state({ position: position({ side: 'w', fen: 'x w' }) });
  assert.deepEqual(pageDataset(mine, 'ready'), { state: 'ready', variant: 'janggi', ply: '1', moves: '1', fen: 'x w', side: 'w' });
  assert.equal(pageDataset({ ...mine, opponent: 'computer', humanSide: 'b' }, 'ready').state, 'waiting');
  assert.equal(pageDataset({ ...mine, thinking: true }, 'thinking').state, 'thinking');
  assert.equal(pageDataset({ ...mine, position: position({ side: 'w', end: { over: true } }) }, 'over').state, 'over');
});

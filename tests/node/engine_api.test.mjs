// Every operation of web/engine/API.md against the wasm build, through web/engine/api.js.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadApi, VARIANTS } from './engine_helpers.mjs';

const api = await loadApi();
const JANGGI_START = 'rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1';

test('variants lists the eight rule sets with titles', () => {
  const list = api.variants();
  assert.deepEqual(
    list.map((v) => v.name),
    VARIANTS,
  );
  for (const v of list) {
    assert.equal(typeof v.title, 'string');
    assert.ok(v.title.length > 0);
    assert.ok(['janggi', 'xiangqi', 'sinyeonsanggi', 'gwangsanghui'].includes(v.game));
  }
});

test('variantInfo describes the Janggi board, pieces and setups', () => {
  const info = api.variantInfo('janggi');
  assert.equal(info.files, 9);
  assert.equal(info.ranks, 10);
  assert.equal(info.riverRank, -1);
  assert.equal(info.startFen, JANGGI_START);
  assert.equal(info.palaces.length, 2);
  assert.deepEqual(info.palaces[0], ['d1', 'e1', 'f1', 'd2', 'e2', 'f2', 'd3', 'e3', 'f3']);
  const general = info.pieces.find((p) => p.royal);
  assert.equal(general.letter, 'K');
  assert.deepEqual(general.symbol, ['楚', '漢']);
  const chariot = info.pieces.find((p) => p.letter === 'R');
  assert.equal(chariot.points, 13);
  assert.deepEqual(
    info.setups.map((s) => s.code),
    ['NBNB', 'BNBN', 'NBBN', 'BNNB'],
  );
  const palace = info.regions.find((r) => r.name === 'palace');
  assert.ok(palace.white.includes('e2'));
  assert.ok(palace.black.includes('e9'));
});

test('variantInfo of every variant matches its start position', () => {
  for (const name of VARIANTS) {
    const info = api.variantInfo(name);
    assert.equal(info.name, name);
    const state = api.state({ variant: name, fen: info.startFen, moves: [] });
    assert.equal(state.fen, info.startFen, name);
    for (const piece of state.board) assert.ok(info.pieces.some((p) => p.letter === piece.letter), name);
  }
  assert.equal(api.variantInfo('xiangqi').riverRank, 4);
  assert.equal(api.variantInfo('gwangsanghui').files, 15);
  assert.equal(api.variantInfo('gwangsanghui').ranks, 14);
  assert.ok(api.variantInfo('gwangsanghui').ruleNotes.every((n) => n.source.quote.length > 0));
  assert.equal(api.variantInfo('janggi').pieces[0].source, null, 'no source text behind Janggi');
  assert.equal(api.variantInfo('xiangqi').setups.length, 0);
});

test('variantInfo gives the facts of each game the page needs (no list of its own)', () => {
  const limits = (info, letter) => info.pieces.find((p) => p.letter === letter).limits;
  const janggi = api.variantInfo('janggi');
  assert.deepEqual(
    [janggi.ruleSet, janggi.ruleSetLabel, janggi.sideNames, janggi.pieceShape, janggi.notation],
    ['standard', 'Standard', ['Cho', 'Han'], 'octagon', 'kja'],
  );
  assert.deepEqual(janggi.aliases, ['korean-chess']);
  assert.deepEqual(janggi.notationStyles, ['native', 'latin', 'western', 'machine']);
  assert.deepEqual([janggi.gibRecords, janggi.fallenGeneralField], [true, false]);
  assert.deepEqual(
    [janggi.rules.passing, janggi.rules.bikjang, janggi.rules.blackBonus, janggi.rules.checkRule],
    ['anytime', true, 1.5, true],
  );
  assert.deepEqual(limits(janggi, 'K'), [{ keeps: 'in', region: 'palace' }]);
  assert.deepEqual(limits(janggi, 'A'), [{ keeps: 'in', region: 'palace' }]);
  assert.deepEqual(limits(janggi, 'P'), []);
  const traditional = api.variantInfo('janggitraditional');
  assert.deepEqual([traditional.game, traditional.ruleSet, traditional.aliases], ['janggi', 'traditional', ['janggi-traditional']]);
  assert.equal(traditional.rules.blackBonus, 0);
  assert.equal(api.variantInfo('janggicasual').rules.bikjang, false);

  const xiangqi = api.variantInfo('xiangqi');
  assert.deepEqual([xiangqi.pieceShape, xiangqi.notation, xiangqi.rules.passing], ['disc', 'wxf', 'none']);
  assert.deepEqual(xiangqi.notationStyles, ['native', 'western', 'machine', 'chinese', 'chineseTraditional']);
  assert.deepEqual([xiangqi.gibRecords, xiangqi.rules.perpetualCheckLoses], [false, true]);
  assert.deepEqual(limits(xiangqi, 'K'), [{ keeps: 'in', region: 'palace' }]);
  assert.deepEqual(limits(xiangqi, 'B'), [{ keeps: 'in', region: 'own half' }]);
  assert.deepEqual(limits(xiangqi, 'P'), [{ keeps: 'rule', region: 'enemy half' }]);

  const syg = api.variantInfo('sinyeonsanggi');
  assert.equal(syg.rules.liberation, 'P');
  const guard = syg.pieces.find((p) => p.letter === 'A');
  assert.deepEqual([guard.limits, guard.liberatedLimits], [[{ keeps: 'in', region: 'palace' }], []]);
  assert.deepEqual(limits(syg, 'U'), [{ keeps: 'in', region: 'own half' }]);
  assert.deepEqual(limits(syg, 'P'), [
    { keeps: 'rule', region: 'enemy half' }, { keeps: 'rule', region: 'own 9th and 10th ranks' }]);
  assert.equal(syg.pieces.find((p) => p.letter === 'R').liberatedLimits, null);

  const gwang = api.variantInfo('gwangsanghui');
  assert.deepEqual([gwang.ruleSet, gwang.sideNames, gwang.notation], ['classic', ['South', 'North'], 'letters']);
  assert.deepEqual(gwang.notationStyles, ['native', 'latin', 'western', 'machine']);
  assert.deepEqual(
    [gwang.rules.passing, gwang.rules.checkRule, gwang.rules.royalCaptureWins, gwang.rules.fallenGeneral, gwang.rules.truce],
    ['when-stuck', false, true, 'G', 'V'],
  );
  assert.equal(gwang.fallenGeneralField, true);
  assert.deepEqual(limits(gwang, 'K'), [{ keeps: 'in', region: 'central palace' }]);
  assert.deepEqual(limits(gwang, 'G'), [{ keeps: 'in', region: 'wing palaces' }]);
  assert.deepEqual(limits(gwang, 'A'), [{ keeps: 'in', region: 'palace' }]);
  assert.deepEqual(limits(gwang, 'V'), [{ keeps: 'out', region: 'central army' }]);
  assert.deepEqual(limits(gwang, 'W'), [{ keeps: 'in', region: 'inner camp' }]);
  assert.deepEqual(limits(gwang, 'O'), [{ keeps: 'in', region: 'three ranks' }]);
  const dlp = api.variantInfo('gwangsanghui-dlp');
  assert.deepEqual([dlp.game, dlp.ruleSet, dlp.rules.fallenGeneral, dlp.rules.returning], ['gwangsanghui', 'dlp', null, 'M']);
  assert.equal(dlp.fallenGeneralField, true);
  assert.deepEqual(limits(dlp, 'V'), [{ keeps: 'out', region: 'ranks 1-4' }]);
  assert.deepEqual(api.variants().map((v) => v.ruleSet),
    ['standard', 'traditional', 'casual', 'modern', 'standard', 'standard', 'classic', 'dlp']);
});

test('variantInfo says how each game\'s set and board look, and how a pass facing bikjang ends', () => {
  const size = (info, letter) => info.pieces.find((p) => p.letter === letter).sizePercent || info.pieceSizePercent;
  const drawn = (info) => info.regions.filter((r) => r.drawn).map((r) => [r.name, r.drawn]);
  // Janggi and Gwangsanghui sets: blue and red, sized by rank; Xiangqi sets: red and black.
  const janggi = api.variantInfo('janggi');
  assert.deepEqual(janggi.sideColors, ['blue', 'red']);
  assert.ok(size(janggi, 'K') > size(janggi, 'R') && size(janggi, 'R') > size(janggi, 'A'));
  assert.equal(size(janggi, 'A'), size(janggi, 'P'));
  assert.deepEqual([janggi.startMarks, drawn(janggi)], ['', []]);
  // docs/rules/janggi.md, rule sets: a pass facing bikjang is decided on points (janggi) or drawn
  // (janggitraditional); casual and modern have no bikjang.
  assert.deepEqual(['janggi', 'janggitraditional'].map((v) => api.variantInfo(v).rules.bikjangScoring), ['points', 'draw']);
  assert.deepEqual(['janggicasual', 'janggimodern'].map((v) => api.variantInfo(v).rules.bikjang), [false, false]);
  for (const variant of ['xiangqi', 'sinyeonsanggi']) {
    const info = api.variantInfo(variant);
    assert.deepEqual([info.sideColors, info.startMarks, drawn(info)], [['red', 'black'], 'CP', []], variant);
    assert.ok(info.pieces.every((p) => size(info, p.letter) === info.pieceSizePercent), variant);
  }
  const gwang = api.variantInfo('gwangsanghui');
  assert.deepEqual(gwang.sideColors, ['blue', 'red']);
  assert.ok(size(gwang, 'K') > size(gwang, 'G') && size(gwang, 'G') > size(gwang, 'R') && size(gwang, 'R') > size(gwang, 'P'));
  assert.deepEqual(drawn(gwang), [['central army', 'outline'], ['inner camp', 'fill'], ['left army', 'outline'], ['right army', 'outline']]);
});

test('state of the Janggi start', () => {
  const s = api.state({ variant: 'janggi', fen: JANGGI_START, moves: [] });
  assert.equal(s.side, 'w');
  assert.equal(s.ply, 0);
  assert.equal(s.board.length, 32);
  assert.deepEqual(s.board.find((p) => p.square === 'e2'), { square: 'e2', letter: 'K', color: 'w' });
  assert.ok(s.legalMoves.includes('b1c3'));
  assert.ok(s.legalMoves.includes('e2e2'), 'passing is a legal move in Janggi');
  assert.equal(s.canPass, true);
  assert.equal(s.inCheck, false);
  assert.deepEqual(s.royalSquares, { w: 'e2', b: 'e9' });
  assert.equal(s.lastMove, null);
  assert.deepEqual(s.end, { over: false });
  assert.deepEqual(s.points, { white: 72, black: 73.5 });
  assert.deepEqual(s.captured, { white: [], black: [] });
  assert.equal(s.fallenGeneral, null);
});

test('state after moves: notation in every style, side, last move, captures', () => {
  const s = api.state({ variant: 'janggi', moves: ['b1c3', 'b10c8', 'a4b4'] });
  assert.equal(s.side, 'b');
  assert.equal(s.ply, 3);
  assert.equal(s.lastMove, 'a4b4');
  assert.deepEqual(s.notation.native, ['02마83', '12마33', '71졸72']);
  assert.deepEqual(s.notation.latin, ['02N83', '12N33', '71P72']);
  assert.deepEqual(s.notation.western, ['N b1-c3', 'N b10-c8', 'P a4-b4']);
  assert.deepEqual(s.notation.machine, ['b1c3', 'b10c8', 'a4b4']);
  // Xiangqi: the cannon takes the horse.
  const x = api.state({ variant: 'xiangqi', moves: ['h3h10'] });
  assert.deepEqual(x.captured, { white: ['n'], black: [] });
  assert.equal(x.inCheck, false);
  assert.equal(x.points, null);
  assert.equal(x.canPass, false);
});

test('Chinese notation: in state() for Xiangqi and Sin-yeon-sang-gi, read by parseMove, in records', () => {
  const x = api.state({ variant: 'xiangqi', moves: ['h3e3', 'h10g8', 'e3e7'] });
  assert.deepEqual(x.notation.chinese, ['炮二平五', '马8进7', '炮五进四']);
  assert.deepEqual(x.notation.chineseTraditional, ['炮二平五', '馬8進7', '炮五進四']);
  assert.deepEqual(x.notation.native, ['C2.5', 'H8+7', 'C5+4']);
  assert.equal(api.variantInfo('xiangqi').chineseNotation, true);
  assert.deepEqual(api.variantInfo('xiangqi').pieces[0].chinese, ['帅', '将']);
  const s = api.state({ variant: 'sinyeonsanggi', moves: ['a1a2'] });
  assert.deepEqual(s.notation.chinese, ['车十三进一']);
  // Janggi and Gwangsanghui have none.
  assert.equal(api.variantInfo('janggi').chineseNotation, false);
  assert.equal(api.state({ variant: 'janggi', moves: ['b1c3'] }).notation.chinese, undefined);
  assert.deepEqual(api.parseMove({ variant: 'xiangqi' }, '炮二平五'), { move: 'h3e3' });
  assert.deepEqual(api.parseMove({ variant: 'xiangqi', moves: ['h3e3'] }, '馬８進７'), { move: 'h10g8' });
  const game = { variant: 'xiangqi', moves: ['h3e3', 'h10g8', 'e3e7'] };
  const simplified = api.exportRecord(game, 'pgn', 'chinese-simplified');
  assert.match(simplified.text, /1\. 炮二平五 马8进7 2\. 炮五进四/);
  const traditional = api.exportRecord(game, 'pgn', 'chinese-traditional');
  assert.match(traditional.text, /1\. 炮二平五 馬8進7 2\. 炮五進四/);
  assert.deepEqual(api.importRecord(simplified.text).moves, game.moves);
  assert.deepEqual(api.importRecord(traditional.text).moves, game.moves);
  assert.match(api.exportRecord({ variant: 'janggi', moves: [] }, 'pgn', 'chinese-simplified').error, /style/);
});

test('state reports checkmate, bikjang on points and the captured Marshal', () => {
  const mate = api.state({ variant: 'xiangqi', fen: '2na5/4a4/3kbP2C/2N6/9/9/9/5K3/2p1A4/1NB6 w - - 5 90', moves: ['f8e8'] });
  assert.equal(mate.end.over, true);
  assert.equal(mate.end.outcome, 'white');
  assert.equal(mate.end.reason, 'checkmate');
  assert.equal(mate.inCheck, true);
  assert.deepEqual(mate.legalMoves, []);

  const fen = '6C2/1b1c5/1r1aka2n/9/5P1C1/5R3/p1p3p2/2N1KB3/4A3N/3A5 b - - 3 69';
  const bikjang = api.state({ variant: 'janggi', fen, moves: ['e8e8'] });
  assert.deepEqual(bikjang.end, { over: true, outcome: 'white', reason: 'bikjang', byPoints: true, whitePoints: 48, blackPoints: 41.5 });
  const drawn = api.state({ variant: 'janggitraditional', fen, moves: ['e8e8'] });
  assert.equal(drawn.end.outcome, 'draw');
  assert.equal(drawn.end.byPoints, false);

  const marshal = api.state({
    variant: 'gwangsanghui',
    fen: '3mr1r4m3/ora2E3eo4/1t4a1a6/g5w1k6/e3hP1L7/L5C8/5t1pP3PH1/3pP7C2/14L/3T11/H1l5K2l1GH/2G2O1WA6/1R3EA3O2AR/3M7M3 w - - 14 183 -',
    moves: ['h10i11'],
  });
  assert.equal(marshal.end.reason, 'marshal-captured');
  assert.equal(marshal.end.outcome, 'white');
  assert.equal(marshal.royalSquares.b, null);
  assert.deepEqual(marshal.captured.white, ['k']);
});

test('state says when the side to move faces bikjang, in the rule sets that have it', () => {
  const facing = 'r3k4/9/9/9/9/9/9/9/4K4/R8 w - - 0 1';
  for (const variant of ['janggi', 'janggitraditional']) {
    const s = api.state({ variant, fen: facing });
    assert.equal(s.bikjang, true, variant);
    assert.equal(s.canPass, true, variant);
    // Every move but the pass breaks the facing: the general steps off the file.
    for (const move of s.legalMoves.filter((m) => m !== 'e2e2')) assert.notEqual(move[2], 'e', `${move} stays on the file`);
    assert.ok(s.legalMoves.every((m) => m === 'e2e2' || m.startsWith('e2')), `${variant}: only the general can break it here`);
  }
  // No bikjang rule: facing generals are an ordinary position.
  assert.equal(api.state({ variant: 'janggicasual', fen: facing }).bikjang, false);
  assert.equal(api.state({ variant: 'janggimodern', fen: facing }).bikjang, false);
  assert.equal(api.state({ variant: 'janggi' }).bikjang, false, 'the start has the palaces apart, soldiers between');
  // A piece between the generals: no bikjang; moving it away makes bikjang for the other side.
  const screened = 'r3k4/9/9/9/4p4/9/9/9/4K4/R8 b - - 0 1';
  assert.equal(api.state({ variant: 'janggi', fen: screened }).bikjang, false);
  const opened = api.state({ variant: 'janggi', fen: screened, moves: ['e6d6'] });
  assert.equal(opened.side, 'w');
  assert.equal(opened.bikjang, true);
  assert.equal(opened.end.over, false);
  assert.equal(api.state({ variant: 'xiangqi' }).bikjang, false);
});

test('state errors name the problem and leave nothing behind', () => {
  const unknown = api.state({ variant: 'chess', moves: [] });
  assert.match(unknown.error, /unknown variant 'chess'/);
  assert.match(unknown.error, /janggi/);
  assert.match(api.state({ variant: 'xiangqi', fen: 'rnbakabnr/9 w', moves: [] }).error, /^bad FEN: .*ranks/);
  const illegal = api.state({ variant: 'janggi', moves: ['b1c3', 'b1c3'] });
  assert.match(illegal.error, /^move 2: .*b1/);
  assert.equal(illegal.moveIndex, 1);
  const garbage = api.state({ variant: 'janggi', moves: ['b1c3', 'not a move'] });
  assert.equal(garbage.moveIndex, 1);
  assert.match(api.state({ variant: 'janggi', moves: ['zz'] }).error, /move 1/);
  // The engine still answers normally afterwards.
  assert.equal(api.state({ variant: 'janggi', moves: ['b1c3'] }).ply, 1);
});

test('wrong argument types come back as error values, never exceptions', () => {
  const bad = [undefined, null, 42, 'janggi', [], () => 1, { variant: 7 }, { variant: 'janggi', moves: 'b1c3' }, { variant: 'janggi', moves: [1] }, { variant: 'janggi', fen: 3 }];
  for (const game of bad) {
    const s = api.state(game);
    assert.equal(typeof s.error, 'string', `state(${String(game)})`);
    assert.equal(typeof api.parseMove(game, 'b1c3').error, 'string');
    assert.equal(typeof api.search(game, { nodes: 10 }).error, 'string');
    assert.equal(typeof api.exportRecord(game).error, 'string');
  }
  for (const name of [undefined, null, 1, {}, ['janggi'], 'x'.repeat(300)]) {
    assert.equal(typeof api.variantInfo(name).error, 'string');
    assert.equal(typeof api.importRecord('1. b1c3', name === undefined ? 1 : name).error, 'string');
    assert.equal(typeof api.janggiStartFen(name, 'NBNB').error, 'string');
  }
  assert.equal(typeof api.importRecord(12345).error, 'string');
  assert.equal(typeof api.parseMove({ variant: 'janggi' }, 5).error, 'string');
  assert.equal(typeof api.search({ variant: 'janggi' }, 'fast').error, 'string');
  assert.equal(typeof api.search({ variant: 'janggi' }, { level: 11 }).error, 'string');
  assert.equal(typeof api.search({ variant: 'janggi' }, { depth: 1.5 }).error, 'string');
  assert.equal(typeof api.search({ variant: 'janggi' }, { nodes: -1 }).error, 'string');
  assert.equal(typeof api.exportRecord({ variant: 'janggi', tags: 'x' }).error, 'string');
  assert.equal(typeof api.exportRecord({ variant: 'janggi', tags: { 'bad name': 'x' } }).error, 'string');
  assert.equal(typeof api.exportRecord({ variant: 'janggi' }, 'docx').error, 'string');
  assert.equal(typeof api.exportRecord({ variant: 'janggi' }, 'pgn', 'fancy').error, 'string');
  assert.equal(typeof api.exportRecord({ variant: 'janggi', result: '2-0' }).error, 'string');
});

test('arguments that throw when read, a byte-order mark, tags that could not be written back', () => {
  const getter = { get variant() { throw new Error('no'); } };
  const proxy = new Proxy({}, { get() { throw new Error('trap'); } });
  for (const game of [getter, proxy]) {
    assert.match(api.state(game).error, /^bad arguments for state: /);
    assert.equal(typeof api.search(game, { nodes: 10 }).error, 'string');
    assert.equal(typeof api.exportRecord(game).error, 'string');
    assert.equal(typeof api.search({ variant: 'janggi' }, proxy).error, 'string');
  }
  assert.equal(api.state({ variant: undefined }).error, 'variant must be a string, not undefined');
  assert.equal(api.state({ variant: {} }).error, 'variant must be a string, not an object');
  // Windows editors start a file with a BOM.
  const bom = api.importRecord('\ufeff[Variant "xiangqi"]\n\n1. h3e3 *', '');
  assert.equal(bom.error, undefined, bom.error);
  assert.deepEqual(bom.moves, ['h3e3']);
  assert.equal(api.importRecord('\ufeff  ', 'janggi').error, 'the record is empty');
  // A tag exportRecord refuses is refused at the import (with why), not at the next export.
  const long = api.importRecord(`[Variant "xiangqi"]\n[White "${'W'.repeat(3000)}"]\n\n1. h3e3 *`, '');
  assert.match(long.error, /^tag White is too long \(at most 1024 characters\)/);
  const ok = api.importRecord(`[Variant "xiangqi"]\n[White "${'W'.repeat(1024)}"]\n\n1. h3e3 *`, '');
  assert.equal(typeof api.exportRecord({ variant: ok.variant, fen: ok.fen, moves: ok.moves, tags: ok.tags }).text, 'string');
});

test('huge strings are refused before they reach wasm memory', () => {
  const before = api.memory().total;
  const huge = 'a'.repeat(50 * 1024 * 1024);
  assert.match(api.importRecord(huge, 'janggi').error, /too long/);
  assert.match(api.state({ variant: 'janggi', fen: huge }).error, /too long/);
  assert.match(api.variantInfo(huge).error, /too long/);
  assert.match(api.parseMove({ variant: 'janggi' }, huge).error, /too long/);
  assert.match(api.state({ variant: 'janggi', moves: new Array(10001).fill('b1c3') }).error, /too many moves/);
  assert.equal(api.memory().total, before);
  // A record of just under the limit is read and refused by the C++ side with a message.
  const big = api.importRecord('[Variant "janggi"]\n' + '{comment} '.repeat(100000), 'janggi');
  assert.ok(big.error === undefined || typeof big.error === 'string');
});

test('parseMove reads every notation of the game and refuses illegal moves', () => {
  assert.deepEqual(api.parseMove({ variant: 'janggi' }, '79졸78'), { move: 'i4h4' });
  assert.deepEqual(api.parseMove({ variant: 'janggi' }, '02N83'), { move: 'b1c3' });
  assert.deepEqual(api.parseMove({ variant: 'janggi' }, 'b1c3'), { move: 'b1c3' });
  assert.deepEqual(api.parseMove({ variant: 'janggi' }, '한수쉼'), { move: 'e2e2' });
  assert.deepEqual(api.parseMove({ variant: 'xiangqi' }, 'H2+3'), { move: 'h1g3' });
  assert.deepEqual(api.parseMove({ variant: 'xiangqi', moves: ['h3e3'] }, 'h10g8'), { move: 'h10g8' });
  assert.equal(typeof api.parseMove({ variant: 'janggi' }, 'b1b5').error, 'string');
  assert.equal(typeof api.parseMove({ variant: 'xiangqi' }, 'pass').error, 'string');
  assert.equal(typeof api.parseMove({ variant: 'janggi' }, '').error, 'string');
});

test('records: export PGN and .gib, import them back', () => {
  const game = { variant: 'janggi', moves: ['b1c3', 'b10c8', 'a4b4'], tags: { Event: 'Test 한', White: 'A' }, result: '*' };
  const pgn = api.exportRecord(game, 'pgn', 'native');
  assert.match(pgn.text, /\[Variant "janggi"\]/);
  assert.match(pgn.text, /1\. 02마83 12마33 2\. 71졸72/);
  const back = api.importRecord(pgn.text);
  assert.equal(back.variant, 'janggi');
  assert.equal(back.fen, JANGGI_START);
  assert.deepEqual(back.moves, game.moves);
  assert.equal(back.tags.Event, 'Test 한');
  assert.equal(back.result, '*');

  const machine = api.exportRecord({ ...game, result: '1-0' }, 'pgn', 'machine');
  assert.match(machine.text, /1\. b1c3 b10c8 2\. a4b4 1-0/);
  assert.equal(api.importRecord(machine.text).result, '1-0');

  const gib = api.exportRecord(game, 'gib');
  assert.match(gib.text, /초차림/);
  assert.deepEqual(api.importRecord(gib.text, 'janggi').moves, game.moves);
  assert.match(api.exportRecord({ variant: 'xiangqi', moves: [] }, 'gib').error, /Janggi/);

  const x = api.exportRecord({ variant: 'xiangqi', moves: ['h3e3', 'h10g8'] });
  assert.deepEqual(api.importRecord(x.text).moves, ['h3e3', 'h10g8']);
  // A set-up start is kept in a FEN tag.
  const fen = '2na5/4a4/3kbP2C/2N6/9/9/9/5K3/2p1A4/1NB6 w - - 5 90';
  const setUp = api.importRecord(api.exportRecord({ variant: 'xiangqi', fen, moves: ['f8e8'], result: '1-0' }).text);
  assert.equal(setUp.fen, fen);
  assert.deepEqual(setUp.moves, ['f8e8']);
});

test('records: a comment after each move (the clocks), written and read back', () => {
  const game = { variant: 'xiangqi', moves: ['h3e3', 'h10g8', 'h1g3'], comments: ['[%clk 0:04:58]', '', '[%clk 0:04:51]'] };
  const text = api.exportRecord(game, 'pgn', 'machine').text;
  assert.match(text, /1\. h3e3 \{\[%clk 0:04:58\]\} h10g8 2\. h1g3 \{\[%clk 0:04:51\]\} \*/);
  assert.deepEqual(api.importRecord(text).comments, game.comments);
  assert.deepEqual(api.importRecord('[Variant "xiangqi"]\n1. h3e3 h10g8').comments, ['', '']);
  assert.match(api.exportRecord({ ...game, comments: ['a', 'b', 'c', 'd'] }).error, /more comments/);
  assert.match(api.exportRecord({ ...game, comments: ['a}'] }).error, /'\}'/);
  assert.match(api.exportRecord({ ...game, comments: [7] }).error, /string/);
  assert.match(api.exportRecord({ ...game, comments: 'x' }).error, /array/);
});

test('bad records come back as errors', () => {
  assert.match(api.importRecord('1. zz', 'janggi').error, /zz/);
  assert.equal(typeof api.importRecord('[Variant "chess"]\n1. e4').error, 'string');
  assert.equal(typeof api.importRecord('1. b1c3').error, 'string', 'no Variant tag and no default');
  assert.equal(typeof api.importRecord('   ', 'janggi').error, 'string');
  assert.equal(typeof api.importRecord('[Variant "xiangqi"]\n1. h2e2 *').error, 'string');
  assert.equal(typeof api.importRecord('\u0000\uffff\ud800 [[[ """', 'janggi').error, 'string');
});

test('validate gives every error and warning of a set-up, with codes for translation', () => {
  const issue = 'rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/K8/RNBA1ABNR w - - 0 1';
  assert.deepEqual(api.validate('janggi', issue), {
    ok: false,
    errors: [{
      code: 'outside-palace',
      params: { color: 'w', side: 'Cho', letter: 'K', piece: 'general', square: 'a2' },
      message: "Cho's general on a2 is outside its palace",
    }],
    warnings: [],
  });
  // The same position is refused everywhere a FEN is read.
  assert.equal(api.state({ variant: 'janggi', fen: issue }).error,
    "bad FEN: Cho's general on a2 is outside its palace");
  // Legal but worth a word: bikjang at the root.
  const facing = api.validate('janggi', '4k4/9/9/9/9/9/9/9/4K4/9 w - - 0 1');
  assert.deepEqual([facing.ok, facing.errors, facing.warnings.map((w) => w.code)], [true, [], ['bikjang']]);
  assert.equal(facing.warnings[0].message, 'the generals face each other (bikjang): Cho must break the facing or pass');
  const facingXiangqi = api.validate('xiangqi', '4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1');
  assert.deepEqual(facingXiangqi.errors.map((e) => e.code), ['royals-facing']);
  assert.deepEqual(facingXiangqi.errors[0].params,
    { square: 'e1', otherSquare: 'e10', letter: 'K', piece: 'general' });
  // Text that is no FEN at all is one error with the reader's message.
  assert.deepEqual(api.validate('xiangqi', 'rnbakabnr/9 w'),
    { ok: false, errors: [{ code: 'fen', params: {}, message: 'board has 2 ranks; xiangqi needs 10' }], warnings: [] });
  assert.equal(typeof api.validate('chess', '8/8 w').error, 'string');
  assert.equal(typeof api.validate('janggi', 42).error, 'string');
});

test('janggiStartFen makes the sixteen starts', () => {
  assert.deepEqual(api.janggiStartFen('NBBN', 'NBBN'), { fen: JANGGI_START });
  // docs/rules/janggi.md: each arrangement is written from its player's own left; Han's 마상마상 (N B N B
  // from Han's left) is mirrored on rank 10 (files h g c b), Cho's 상마마상 is B N N B on b c g h.
  const fen = api.janggiStartFen('마상마상', 'BNNB').fen;
  assert.equal(fen, 'rbna1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RBNA1ANBR w - - 0 1');
  const fens = new Set();
  for (const han of ['NBNB', 'BNBN', 'NBBN', 'BNNB'])
    for (const cho of ['NBNB', 'BNBN', 'NBBN', 'BNNB']) fens.add(api.janggiStartFen(han, cho).fen);
  assert.equal(fens.size, 16);
  for (const fen of fens) assert.equal(api.state({ variant: 'janggi', fen }).legalMoves.length > 20, true);
  assert.match(api.janggiStartFen('XXXX', 'NBNB').error, /Han setup 'XXXX'/);
  assert.match(api.janggiStartFen('NBNB', '').error, /Cho setup/);
});

test('perft from the wasm build matches the known counts', () => {
  assert.equal(api.perft('xiangqi', '', 3).nodes, 79666);
  assert.equal(api.perft('janggi', '', 2).nodes, 1024);
  assert.equal(typeof api.perft('janggi', '', 9).error, 'string');
});

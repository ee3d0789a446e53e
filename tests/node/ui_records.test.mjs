// Issue 17's page logic without a DOM: the engine's errors in the page's language, the tags
// and result a record is exported with, a record's players and comments, point names for
// screen readers, the translated variant list.
import test from 'node:test';
import assert from 'node:assert/strict';
import { createTranslator } from '../../web/i18n/i18n.js';
import { errorText } from '../../web/i18n/error-text.js';
import { recordOf, variantLabel } from '../../web/panels/import-export.js';
import { importedGame } from '../../web/game/open-game.js';
import { recordPlayer, recordResult } from '../../web/game/game-state.js';
import { squareLabel, coordinateLabels } from '../../web/board/coordinates.js';
import { commentText } from '../../web/game/comments.js';
import { loadApi } from './engine_helpers.mjs';

const API = await loadApi();
const VARIANTS = API.variants();
const ko = createTranslator('ko');
const zh = createTranslator('zh');
const en = createTranslator('en');

test('the engine\'s errors are said in the page\'s language', () => {
  // Cho's soldiers stand on rank 7: none on 57.
  const typed = API.parseMove({ variant: 'janggi', moves: [] }, '졸57-47');
  assert.equal(typed.code, 'move-no-piece');
  assert.equal(errorText(typed, ko), `"졸57-47": 그 자리에 내 기물이 없습니다 (${typed.params.example}처럼 쓰세요).`);
  assert.match(typed.params.example, /^\d\d[졸병차마상사포장]\d\d$/, 'the example is in the game\'s notation');
  assert.equal(errorText(typed, en), typed.error, 'the English page shows the engine\'s own words');
  const nonsense = API.parseMove({ variant: 'janggi', moves: [] }, 'xyz');
  assert.equal(nonsense.code, 'illegal-move');
  assert.equal(errorText(nonsense, ko), `"xyz"는 이 게임의 어떤 기보 표기로도 읽히지 않습니다 (${nonsense.params.example}처럼 쓰세요).`);
  const record = API.importRecord('[Variant "xiangqi"]\n\n1. h3e3 h3e3 *');
  assert.equal(record.code, 'no-piece');
  assert.equal(errorText(record, zh, VARIANTS), '第 2 着（黑方）："h3e3"：h3 上没有棋子。');
  const fen = API.state({ variant: 'janggi', fen: '9/9 w', moves: [] });
  assert.equal(fen.code, 'bad-fen');
  assert.equal(errorText(fen, ko), '국면(FEN)이 올바르지 않습니다.');
  const moveOfGame = API.state({ variant: 'janggi', moves: ['b1c3', 'a1a1'] });
  assert.equal(errorText(moveOfGame, ko), '2수째: "a1a1"은 지금 둘 수 없는 수입니다.');
  // No code, or one the page has no words for: the engine's text.
  assert.equal(errorText({ error: 'something new', code: 'brand-new' }, ko), 'something new');
  assert.equal(errorText({ error: 'plain' }, zh), 'plain');
});

test('an imported .gib keeps its tags and states its result until a move is played', () => {
  const r = API.importRecord('[초차림 "마상상마"]\n[한차림 "마상상마"]\n[초대국자 "김철수"]\n[대국결과 "한 승"]\n\n1. 79졸78 {첫 수} 2. 41병42');
  assert.equal(r.result, '0-1');
  assert.deepEqual(r.comments, ['첫 수', '']);
  const g = importedGame(r);
  const state = {
    variant: g.variant, startFen: g.fen, history: { moves: g.moves, cursor: 2 }, tags: g.tags, comments: g.comments,
    position: { end: { over: false } }, opponent: 'human', humanSide: 'w', level: 3,
  };
  assert.equal(recordResult(state), '0-1');
  assert.equal(recordResult({ ...state, history: { moves: g.moves, cursor: 1 } }), '*', 'not at the record\'s end');
  assert.equal(recordPlayer(state.tags, 'w'), '김철수');
  assert.equal(recordPlayer(state.tags, 'b'), null);
  const record = recordOf(state, ko, new Date(2026, 11, 1));
  assert.equal(record.tags.Result, undefined, 'the engine writes the result');
  assert.equal(record.result, '0-1');
  const text = API.exportRecord(record, 'gib').text;
  assert.match(text, /\[대국결과 "한 승"\]/);
  assert.match(text, /\[초대국자 "김철수"\]/);
  assert.match(text, /\[한대국자 "사람"\]/, 'the page names the side the record did not');
  // Every tag of a .gib in Korean (the engine's writer names them): the page's Event and Date
  // under .gib's own names, and no time control without a clock.
  assert.match(text, /\[대회명 "sanggi"\]/);
  assert.match(text, /\[대국일자 "2026\.12\.01"\]/);
  for (const tag of text.match(/^\[\S+/gm)) assert.match(tag, /^\[[가-힣]+$/, `${tag} in ${text}`);
  // With a clock, its control is 제한시간.
  const timed = API.exportRecord(recordOf({ ...state, tags: { ...state.tags, TimeControl: '600+5' } }, ko, new Date(2026, 11, 1)), 'gib').text;
  assert.match(timed, /\[제한시간 "600\+5"\]/);
  // A record's own .gib tag wins over the page's PGN one.
  const own = API.exportRecord({ ...record, tags: { ...record.tags, 대국일자: '1999.01.01' } }, 'gib').text;
  assert.match(own, /\[대국일자 "1999\.01\.01"\]/);
  assert.equal(own.match(/대국일자/g).length, 1);
  const pgn = API.exportRecord(recordOf(state, en, new Date(2026, 11, 1)), 'pgn').text;
  assert.match(pgn, /\[Date "2026\.12\.01"\]/);
  assert.match(pgn, /\[Result "0-1"\]/);
  assert.match(pgn, /79졸78 \{첫 수\}/);
});

test('the page\'s own game is exported with Event, Date, players and time control', () => {
  const state = {
    variant: 'xiangqi', startFen: null, history: { moves: ['h3e3'], cursor: 1 }, tags: {}, comments: [],
    position: { end: { over: false } }, opponent: 'computer', humanSide: 'b', level: 4,
  };
  const r = recordOf(state, en, new Date(2026, 0, 9));
  assert.deepEqual(r.tags, { Event: 'sanggi', Date: '2026.01.09', White: 'Computer (level 4)', Black: 'You', TimeControl: '-' });
  assert.equal(r.result, '*');
});

test('a game with a clock: its TimeControl, and each move\'s clock before the words of its comment', () => {
  const clock = { control: { mainMs: 300000, incrementMs: 2000, periods: 0, periodMs: 0 }, clocks: null, marks: [{ clkMs: 298000 }], paused: true };
  const state = {
    variant: 'xiangqi', startFen: null, history: { moves: ['h3e3'], cursor: 1 }, tags: {}, comments: ['[%clk 0:01:00] [%eval 0.3] 好棋'],
    position: { end: { over: false } }, opponent: 'computer', humanSide: 'b', level: 4, clock,
  };
  const r = recordOf(state, en, new Date(2026, 0, 9));
  assert.equal(r.tags.TimeControl, '300+2', 'the clock\'s, not "-"');
  assert.deepEqual(r.comments, ['[%clk 0:04:58] [%eval 0.3] 好棋'], 'the old clock mark replaced, the analysis kept');
  assert.match(API.exportRecord(r, 'pgn').text, /\{\[%clk 0:04:58\] \[%eval 0\.3\] 好棋\}/);
});

test('a comment is shown without the tags programs write for each other', () => {
  assert.equal(commentText('[%clk 0:04:58] [%periods 2]'), '');
  assert.equal(commentText('[%eval 0.35,12]  A fine\nmove [%clk 0:01:00]'), 'A fine move');
  assert.equal(commentText('[note] kept'), '[note] kept', 'brackets that are not commands are words');
  assert.equal(commentText(undefined), '');
});

// The page's point numbering and numerals are one JS module (board/coordinates.js), checked
// here against the engine's own notation (core/notation/human.cpp, chinese.cpp) so the two
// cannot drift apart.
test('the page numbers points and files as the engine writes moves', () => {
  // Janggi KJA: every legal move along a game reads <from point><piece><to point>.
  let moves = [];
  for (let ply = 0; ply < 40; ply++) {
    const st = API.state({ variant: 'janggi', moves });
    if (st.end?.over) break;
    st.legalMoves.forEach((m, i) => {
      const [, from, to] = /^([a-i]\d+)([a-i]\d+)$/.exec(m);
      if (from === to) return;  // a pass
      const text = API.state({ variant: 'janggi', moves: [...moves, m] }).notation.native.at(-1);
      assert.ok(text.startsWith(squareLabel('kja', from, 10)) && text.endsWith(squareLabel('kja', to, 10)), `${m}: ${text}`);
    });
    moves = [...moves, st.legalMoves[(ply * 7) % st.legalMoves.length]];
  }
  // Xiangqi and Sin-yeon-sang-gi in Chinese notation: Red's file is the numeral the board's
  // bottom edge shows, Black's the digit its top edge shows (pieces alone on their file).
  for (const [variant, files] of [['xiangqi', 9], ['sinyeonsanggi', 13]]) {
    const labels = coordinateLabels('chinese', files, 10, false);
    const first = API.state({ variant, moves: [] }).legalMoves.find((m) => m.slice(0, 2) !== m.slice(2, 4));
    for (const moves of [[], [first]]) {
      const st = API.state({ variant, moves });
      for (const m of st.legalMoves) {
        const [, from] = /^([a-m]\d+)[a-m]\d+$/.exec(m);
        const file = from.charCodeAt(0) - 97;
        const sameFile = st.board.filter((p) => p.color === st.side && p.letter === st.board.find((q) => q.square === from).letter && p.square[0] === from[0]);
        if (sameFile.length > 1) continue;  // written 前/后, not by file
        const text = API.state({ variant, moves: [...moves, m] }).notation.chinese.at(-1);
        const label = (st.side === 'w' ? labels.bottom : labels.top).find((l) => l.file === file).text;
        assert.ok(text.slice(1).startsWith(label), `${variant} ${m}: ${text} does not name file ${label}`);
      }
    }
  }
});

test('points are named as the board numbers them', () => {
  assert.equal(squareLabel('kja', 'e1', 10), '05');
  assert.equal(squareLabel('kja', 'i4', 10), '79', 'the soldier of 79졸78');
  assert.equal(squareLabel('kja', 'a10', 10), '11');
  assert.equal(squareLabel('letters', 'e1', 10), 'e1');
  assert.equal(squareLabel('wxf', 'e1', 10), 'e1');
});

test('the variant list is in the page\'s language', () => {
  const label = (name, t) => variantLabel(VARIANTS.find((v) => v.name === name), t, VARIANTS);
  assert.equal(label('janggitraditional', ko), '장기 — 전통 (janggitraditional)');
  assert.equal(label('xiangqi', zh), zh('game.xiangqi'));
});

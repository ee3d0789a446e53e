// What players met (issue 17), each in the role that found it: a Janggi club player (an
// imported .gib played on against the computer, the hint, a pass that loses, a piece that
// cannot move, Korean errors, setup names) and a Xiangqi player (Chinese errors, the result
// of a finished game in its record, the rule demos' numbering).
import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { serve, launch, waitForState, appData, clickMove, clickSquare, distReady, shot } from './helpers.mjs';

// A club game saved by a Korean Janggi site: .gib tags, players, result, KJA moves.
const GIB = `[대회명 "동네 기원 리그"]
[초대국자 "김철수"]
[한대국자 "이영희"]
[초차림 "마상상마"]
[한차림 "상마상마"]
[대국결과 "한 승"]

1. 79졸78 2. 41병42 3. 08마87 4. 12마33 `;
const GIB_PLIES = 4;
const ENGLISH_WORDS = /\b(is|not|legal|move|here|write|the|record|import)\b/i;

const bars = (page) => page.evaluate(() => `${document.getElementById('bar-top').textContent} | ${document.getElementById('bar-bottom').textContent}`);

async function importText(page, text, opponent = null) {
  await page.click('#btn-io');
  await page.fill('#import-text', text);
  if (opponent) await page.selectOption('#import-opponent', opponent);
  await page.click('#imp-go');
}

async function exported(page, kind) {
  await page.click('#btn-io');
  // The dialog opens on the FEN; the record replaces it once the engine has written it.
  const fen = await page.inputValue('#export-text');
  await page.click(`#exp-${kind}`);
  await page.waitForFunction((fen) => {
    const text = document.getElementById('export-text').value;
    return text.length > 0 && text !== fen;
  }, fen);
  const text = await page.inputValue('#export-text');
  await page.click('#io-close');
  return text;
}

test('what players met', { timeout: 240000 }, async (t) => {
  assert.ok(distReady(), 'dist/ is not built: run `scripts/build web` first');
  const server = await serve();
  const { page, errors, close } = await launch();
  const open = async (query, extra = {}) => {
    await page.goto(`${server.url}/index.html?test&${query}`);
    return waitForState(page, ['ready', 'waiting'], extra);
  };
  try {
    await t.test('club player: an imported .gib keeps its tags and goes on against the computer', async () => {
      await open('game=janggi&level=1&lang=ko', { ply: 0 });
      await importText(page, GIB);  // the opponent choice defaults to the computer
      let d = await waitForState(page, ['ready'], { ply: GIB_PLIES });
      assert.match(await bars(page), /컴퓨터 \(1단계\)/, 'the computer plays on after the import');
      // Re-exported, the record keeps its tags; 대국결과 is its Result.
      const gib = await exported(page, 'gib');
      for (const tag of ['[대회명 "동네 기원 리그"]', '[초대국자 "김철수"]', '[한대국자 "이영희"]', '[대국결과 "한 승"]']) assert.ok(gib.includes(tag), gib);
      const pgn = await exported(page, 'pgn');
      assert.match(pgn, /\[Result "0-1"\]/);
      assert.match(pgn, /0-1\s*$/);
      // The next move gets the computer's reply.
      const move = await page.evaluate(() => window.sanggiTest.store.get().position.legalMoves.find((m) => m.slice(0, 2) !== m.slice(2)));
      await clickMove(page, move);
      d = await waitForState(page, ['ready'], { ply: GIB_PLIES + 2 });
      assert.equal(d.moves, String(GIB_PLIES + 2));
      await page.click('#btn-new');
      assert.equal(await page.inputValue('#opponent-select'), 'computer', 'New game keeps the computer');
      await page.click('#new-cancel');
      // Against a person the record's players are named on the bars; the choice is kept.
      await importText(page, GIB, 'human');
      await waitForState(page, ['ready'], { ply: GIB_PLIES, moves: GIB_PLIES });
      assert.match(await bars(page), /이영희.*\|.*김철수|김철수.*\|.*이영희/);
      await page.click('#btn-io');
      assert.equal(await page.inputValue('#import-opponent'), 'human');
      await page.click('#io-close');
      assert.deepEqual(errors, []);
    });

    await t.test('club player: a .gib file opened from disk (EUC-KR) or dropped on the page', async () => {
      await open('game=janggi&level=1&lang=ko', { ply: 0 });
      const euckr = execFileSync('iconv', ['-f', 'UTF-8', '-t', 'CP949'], { input: GIB });
      await page.click('#btn-io');
      await page.setInputFiles('#import-file', { name: 'club.gib', mimeType: 'application/octet-stream', buffer: euckr });
      await waitForState(page, ['ready', 'waiting'], { ply: GIB_PLIES });
      assert.match(await bars(page), /김철수|컴퓨터/);
      // Dropped on the page: the same game, from a fresh start.
      await open('game=xiangqi&opponent=human', { ply: 0 });
      await page.evaluate((text) => {
        const data = new DataTransfer();
        data.items.add(new File([text], 'club.gib'));
        document.body.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
      }, GIB);
      const d = await waitForState(page, ['ready', 'waiting'], { ply: GIB_PLIES, variant: 'janggi' });
      assert.equal(d.variant, 'janggi');
      assert.deepEqual(errors, []);
    });

    await t.test('club player: the setup chooser names the arrangements as players do', async () => {
      await open('game=janggi&level=1', { ply: 0 });
      await page.click('#btn-new');
      await page.click('#new-start');
      await page.waitForSelector('.setup-chooser button');
      const names = await page.$$eval('#bar-bottom .setup-chooser button', (bs) => Object.fromEntries(bs.map((b) => [b.dataset.setup, b.textContent])));
      // The formations players name them after: 귀 is a palace's top corner, reached in one
      // move by a horse on file c or g (both: 양귀마); 원앙마 starts from 마상상마.
      assert.deepEqual(names, { NBNB: '마상마상오른귀마', BNBN: '상마상마왼귀마', NBBN: '마상상마원앙마', BNNB: '상마마상양귀마' });
      // The person's side starts on the arrangement of the game's usual start.
      const pressed = await page.$eval('#bar-bottom .setup-chooser button[aria-pressed="true"]', (b) => b.dataset.setup);
      const usual = await page.evaluate(async () => {
        const { engine, store } = window.sanggiTest;
        for (const s of store.get().info.setups) {
          if ((await engine.janggiStartFen(s.code, s.code)).fen === store.get().info.startFen) return s.code;
        }
        return null;
      });
      assert.equal(pressed, usual);
      await page.click('#btn-start-setup');
      assert.deepEqual(errors, []);
    });

    await t.test('club player: a hint is the best move, the same every time', async () => {
      // Mate in 2 for Cho (search_mate_test.cpp's Janggi case).
      await open(`game=janggi&opponent=human&fen=${encodeURIComponent('4k4/9/9/9/9/9/9/9/9/RR1K5 w - - 0 1')}`, { ply: 0 });
      const hints = [];
      for (let i = 0; i < 3; i++) {
        await page.evaluate(() => window.sanggiTest.store.set({ hint: null }));
        await page.click('#btn-hint');
        await page.waitForFunction(() => window.sanggiTest.store.get().hint);
        hints.push(await page.evaluate(() => window.sanggiTest.store.get().hint));
      }
      assert.equal(new Set(hints).size, 1, hints.join(' '));
      // The move is written on the button too (KJA, the move list's notation), and goes with
      // the position.
      await page.waitForFunction(() => document.getElementById('btn-hint').dataset.move);
      const label = await page.textContent('#btn-hint');
      assert.match(label, /^(Hint|힌트): \d\d차\d\d$/);  // (the language of an earlier test may stay)
      const hintTop = await page.$eval('#btn-hint', (b) => b.getBoundingClientRect().height);
      await clickMove(page, hints[0]);
      await waitForState(page, ['ready'], { ply: 1 });
      assert.equal(await page.textContent('#btn-hint'), label.split(':')[0]);
      assert.equal(await page.$eval('#btn-hint', (b) => b.getBoundingClientRect().height), hintTop, 'the button kept its height');
      const reply = await page.evaluate(async (move) => window.sanggiTest.engine.search(
        { variant: 'janggi', fen: '4k4/9/9/9/9/9/9/9/9/RR1K5 w - - 0 1', moves: [move] }, { depth: 5 }), hints[0]);
      assert.ok(reply.mate !== null && reply.mate < 0, `after the hint ${hints[0]} Han is mated: ${JSON.stringify(reply)}`);
      assert.deepEqual(errors, []);
    });

    await t.test('club player: a pass the computer can answer by ending the game is said first', async () => {
      await open('game=janggi&level=1&lang=en', { ply: 0 });
      await page.click('#btn-pass');
      await page.waitForSelector('#board-note:not([hidden])');
      assert.match(await page.textContent('#board-note'), /pass too, and that ends the game \(Han .* wins — both sides passed.*\)\. Decided on points: 72 to 73\.5\./);
      assert.equal(await page.textContent('#btn-pass'), 'Pass anyway?');
      assert.equal((await appData(page)).ply, '0', 'nothing is played before the second press');
      await page.screenshot({ path: shot('pass-warning') });
      // The warning stays until it is answered (it used to go after 8 s, the layout jumping).
      await page.waitForTimeout(9000);
      assert.equal(await page.isVisible('#board-note'), true, 'the warning went by itself');
      assert.equal(await page.textContent('#btn-pass'), 'Pass anyway?');
      // "Don't pass" answers it: nothing is played.
      await page.click('#btn-keep-playing');
      assert.equal(await page.isHidden('#board-note'), true);
      assert.equal(await page.textContent('#btn-pass'), 'Pass');
      assert.equal((await appData(page)).ply, '0');
      await page.click('#btn-pass');
      await page.waitForSelector('#board-note:not([hidden])');
      await page.click('#btn-pass');
      await page.waitForFunction(() => Number(document.getElementById('app').dataset.ply) >= 1);
      assert.equal(await page.isHidden('#board-note'), true);
      assert.deepEqual(errors, []);
    });

    await t.test('club player: the pass warning moves no control', async () => {
      await open('game=janggi&opponent=human&lang=en', { ply: 0 });
      const boxes = () => page.$$eval('.side-panel button, .side-panel input, .side-panel select, #move-list',
        (els) => els.filter((e) => e.offsetParent && !e.closest('#board-note')).map((e) => `${e.id || e.textContent}@${Math.round(e.getBoundingClientRect().top)},${Math.round(e.getBoundingClientRect().left)}`));
      const before = await boxes();
      await page.click('#btn-pass');
      await page.waitForSelector('#board-note:not([hidden])');
      const during = await boxes();
      assert.deepEqual(during.filter((b) => !b.startsWith('btn-pass@')), before.filter((b) => !b.startsWith('btn-pass@')));
      assert.equal(during.find((b) => b.startsWith('btn-pass@')), before.find((b) => b.startsWith('btn-pass@')), 'Pass stays under the pointer');
      // The warning's text fits its box (no line runs out of it).
      const [scroll, client] = await page.$eval('#board-note', (e) => [e.scrollWidth, e.clientWidth]);
      assert.ok(scroll <= client, `the warning is ${scroll}px wide in ${client}px`);
      await page.click('#btn-keep-playing');
      assert.deepEqual(await boxes(), before);
      assert.deepEqual(errors, []);
    });

    await t.test('club player: a pass that would win (or a pass nobody can answer) is played at once', async () => {
      // Han has no chariots: if Cho passes and Han passes back, Cho wins on points.
      const fen = '1nba1abn1/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1';
      await open(`game=janggi&opponent=human&lang=en&fen=${encodeURIComponent(fen)}`, { ply: 0 });
      await page.click('#btn-pass');
      const d = await waitForState(page, ['ready'], { ply: 1 });
      assert.equal(d.side, 'b');
      assert.equal(await page.isHidden('#board-note'), true, 'no warning for a pass that would win');
      assert.deepEqual(errors, []);
    });

    await t.test('club player: feedback on a stuck piece, a cleared typed move, native point names', async () => {
      await open('game=janggi&opponent=human&lang=en', { ply: 0 });
      await clickSquare(page, 'b3');  // Cho's cannon: nothing to jump over at the start
      await page.waitForSelector('#board-note:not([hidden])');
      assert.match(await page.textContent('#board-note'), /Cannon has no legal move now/);
      await page.screenshot({ path: shot('stuck-piece') });
      await clickMove(page, 'a1a2');
      await waitForState(page, ['ready'], { ply: 1 });
      assert.equal(await page.isHidden('#board-note'), true, 'the note goes with the position');
      await page.fill('#move-input', 'zz9');
      await page.press('#move-input', 'Enter');
      await page.waitForFunction(() => document.getElementById('move-error').textContent.length > 0);
      await page.fill('#move-input', '');
      assert.equal(await page.textContent('#move-error'), '', 'an emptied box takes its error with it');
      await page.focus('#board');
      await page.keyboard.press('ArrowUp');  // the cursor starts on e1: Janggi's point 05
      await page.waitForFunction(() => document.getElementById('announcer').textContent.length > 0);
      assert.match(await page.textContent('#announcer'), /^05: /);
      assert.deepEqual(errors, []);
    });

    await t.test('club player: errors in Korean, whole words on the buttons', async () => {
      await open('game=janggi&opponent=human&lang=ko', { ply: 0 });
      await page.fill('#move-input', '졸57-47');
      await page.press('#move-input', 'Enter');
      await page.waitForFunction(() => document.getElementById('move-error').textContent.length > 0);
      const error = await page.textContent('#move-error');
      // Cho's soldiers stand on rank 7: none on 57, and the error says so.
      assert.match(error, /둘 수 없는 수: "졸57-47": 그 자리에 내 기물이 없습니다 \(\d\d[졸병차마상사포장]\d\d처럼 쓰세요\)/);
      assert.doesNotMatch(error, ENGLISH_WORDS, error);
      assert.equal(await page.$eval('#btn-hint', (b) => getComputedStyle(b).wordBreak), 'keep-all');
      await page.click('#btn-io');
      const labels = await page.$$eval('#import-variant option', (os) => os.map((o) => o.textContent));
      assert.ok(labels.includes('장기 — 전통 (janggitraditional)') && labels.includes('샹치 (象棋)'), labels.join(', '));
      await page.click('#io-close');
      assert.deepEqual(errors, []);
    });

    await t.test('Xiangqi player: a typed move that cannot be played says why, in Chinese notation', async () => {
      // Red's horse on b1 (马8) has its leg on b2 blocked by Red's own cannon.
      const fen = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/7C1/1C7/RNBAKABNR w - - 0 1';
      await open(`game=xiangqi&opponent=human&lang=zh&fen=${encodeURIComponent(fen)}`, { ply: 0 });
      await page.selectOption('#notation-select', 'chinese');
      const typed = async (text) => {
        await page.fill('#move-input', text);
        await page.press('#move-input', 'Enter');
        await page.waitForFunction(() => document.getElementById('move-error').textContent.length > 0);
        const error = await page.textContent('#move-error');
        await page.fill('#move-input', '');
        return error;
      };
      const machine = /\b[a-i]\d{1,2}[a-i]\d{1,2}\b/;
      const blocked = await typed('马8进7');
      assert.match(blocked, /^不合法的着法："马8进7"：红方 马的去路受阻（蹩腿/);
      const none = await typed('马5进7');
      assert.match(none, /那里没有本方的这个棋子/);
      assert.doesNotMatch(none, machine, none);
      const nonsense = await typed('xyz');
      assert.match(nonsense, /"xyz"不是本棋任何记谱法的着法（请写成 [车马相仕帅炮兵]\S*[进退平]\S* 的形式）/);
      assert.doesNotMatch(nonsense, machine, nonsense);
      assert.equal((await appData(page)).ply, '0');
      await page.selectOption('#notation-select', 'native');
      assert.deepEqual(errors, []);
    });

    await t.test('Xiangqi player: errors in Chinese, the result of a finished game in its record', async () => {
      await open('game=xiangqi&opponent=human&lang=zh', { ply: 0 });
      await importText(page, '[Variant "xiangqi"]\n\n1. h3e3 h3e3 *');
      await page.waitForFunction(() => document.getElementById('import-error').textContent.length > 0);
      const error = await page.textContent('#import-error');
      assert.match(error, /^无法导入：第 2 着（黑方）：/);
      assert.doesNotMatch(error, ENGLISH_WORDS, error);
      await page.click('#io-close');
      // Mate in one, played: the export states who won, and the page's own tags.
      await open(`game=xiangqi&opponent=human&lang=en&fen=${encodeURIComponent('4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1')}`, { ply: 0 });
      await clickMove(page, 'b1b10');
      await waitForState(page, ['over'], { ply: 1 });
      await page.click('#over-close');
      const pgn = await exported(page, 'pgn');
      assert.match(pgn, /\[Result "1-0"\]/);
      assert.match(pgn, /1-0\s*$/);
      assert.match(pgn, /\[Event "sanggi"\]/);
      assert.match(pgn, /\[Date "\d{4}\.\d\d\.\d\d"\]/);
      assert.match(pgn, /\[White "Person"\]/);
      assert.match(pgn, /\[TimeControl "-"\]/);
      assert.deepEqual(errors, []);
    });

    await t.test('rule demos number the points as the game board does', async () => {
      await open('game=janggi&opponent=human', { ply: 0 });
      await page.click('#btn-rules');
      await page.click('.demo-cell button');
      await page.waitForFunction(() => document.querySelector('.demo-board')?.dataset.coords);
      const demo = await page.getAttribute('.demo-board', 'data-coords');
      const board = await page.getAttribute('#board', 'data-coords');
      assert.equal(board, 'kja');
      assert.equal(demo, board);
      assert.deepEqual(errors, []);
    });
  } finally {
    await close();
    await server.close();
  }
});

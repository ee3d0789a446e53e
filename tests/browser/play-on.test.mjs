// Issue 17's leftovers on the main page: any position of a game (a move of its history, an
// imported record, a FEN) can be played on against the computer or a person, on the side the
// person picks; a record's comments are shown under the board, without the tags programs
// write for each other ([%clk], [%eval]), and kept with the saved game across a reload.
import test from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, waitForState, clickMove, distReady, shot } from './helpers.mjs';

const RECORD = `[Variant "xiangqi"]

1. h3e3 {[%clk 0:04:58] [%eval 0.30] Central cannon} h10g8 {[%eval -0.10]} 2. h1g3 {Horse out} i10h10 *`;
const bars = (page) => page.evaluate(() => `${document.getElementById('bar-top').textContent} | ${document.getElementById('bar-bottom').textContent}`);
const flipped = (page) => page.evaluate(() => JSON.parse(document.getElementById('board').dataset.layout).flipped);
const comment = (page) => page.evaluate(() => {
  const p = document.getElementById('move-comment');
  return p.hidden || p.style.visibility === 'hidden' ? null : p.textContent;
});

async function importText(page, text, opponent) {
  await page.click('#btn-io');
  await page.fill('#import-text', text);
  await page.selectOption('#import-opponent', opponent);
  await page.click('#imp-go');
}

async function jumpTo(page, ply) {
  await page.click(`#move-list button[data-ply="${ply}"]`);
  return waitForState(page, ['ready', 'waiting'], { ply });
}

// Opens "Play from here" and starts with the side and opponent given.
async function playFromHere(page, side, opponent) {
  await page.click('#btn-from-here');
  await page.waitForSelector('#dlg-from-here[open]');
  const note = await page.evaluate(() => {
    const n = document.getElementById('fh-note');
    return n.hidden ? '' : n.textContent;
  });
  const checked = await page.evaluate(() => document.querySelector('input[name="fh-side"]:checked').value);
  await page.check(`input[name="fh-side"][value="${side}"]`);
  await page.selectOption('#fh-opponent', opponent);
  await page.click('#fh-go');
  return { note, defaultSide: checked };
}

const legalMove = (page) => page.evaluate(() => window.sanggiTest.store.get().position.legalMoves[0]);

test('play on from any position; comments under the board', { timeout: 240000 }, async (t) => {
  assert.ok(distReady(), 'dist/ is not built: run `scripts/build web` first');
  const server = await serve();
  const { page, errors, close } = await launch();
  try {
    await t.test('a position of the history, the person on the side not to move: the computer moves at once', async () => {
      await page.goto(`${server.url}/index.html?test&game=xiangqi&level=1&lang=en`);
      await waitForState(page, ['ready'], { ply: 0 });
      await importText(page, RECORD, 'human');
      await waitForState(page, ['ready'], { ply: 4, moves: 4 });
      await jumpTo(page, 2);  // Red to move there
      const { note, defaultSide } = await playFromHere(page, 'b', 'computer');
      assert.equal(defaultSide, 'w', 'the side to move is offered first');
      assert.match(note, /\(2\)/, 'the dialog says the two later moves are dropped');
      const d = await waitForState(page, ['ready'], { ply: 3, moves: 3 });
      assert.equal(d.side, 'b');
      assert.match(await bars(page), /Computer \(level 1\)/);
      assert.equal(await flipped(page), true, 'the board faces the person\'s side');
      // The game goes on: a move gets the computer's reply.
      await clickMove(page, await legalMove(page));
      await waitForState(page, ['ready'], { ply: 5, moves: 5 });
    });

    await t.test('a FEN: the side to move by default, the computer answers', async () => {
      await importText(page, 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1', 'human');
      await waitForState(page, ['ready'], { ply: 0, moves: 0 });
      assert.doesNotMatch(await bars(page), /Computer/);
      const { note, defaultSide } = await playFromHere(page, 'b', 'computer');
      assert.equal(defaultSide, 'b');
      assert.equal(note, '', 'nothing is dropped at the end of the game');
      await page.waitForFunction(() => /Computer \(level 1\)/.test(document.getElementById('bar-top').textContent));
      await waitForState(page, ['ready'], { ply: 0, side: 'b' });
      assert.equal(await flipped(page), true);
      await clickMove(page, await legalMove(page));
      await waitForState(page, ['ready'], { ply: 2, moves: 2 });
    });

    await t.test('a record\'s comments: shown under the board without [%clk] or [%eval], kept after a reload', async () => {
      await importText(page, RECORD, 'human');
      await waitForState(page, ['ready'], { ply: 4, moves: 4 });
      assert.equal(await comment(page), null, 'the last move has no comment');
      await jumpTo(page, 1);
      assert.equal(await comment(page), 'Central cannon');
      await page.screenshot({ path: shot('move-comment') });
      const height = () => page.$eval('#move-comment', (p) => p.getBoundingClientRect().height);
      const shownHeight = await height();
      await jumpTo(page, 2);
      assert.equal(await comment(page), null, 'a comment of tags only shows nothing');
      assert.equal(await height(), shownHeight, 'the comment\'s space is kept (what follows does not move)');
      await jumpTo(page, 3);
      assert.equal(await comment(page), 'Horse out');
      const marked = await page.evaluate(() => [...document.querySelectorAll('#move-list button.commented')].map((b) => `${b.dataset.ply}:${b.title}`));
      assert.deepEqual(marked, ['1:Central cannon', '3:Horse out']);
      await page.reload();
      await waitForState(page, ['ready', 'waiting'], { ply: 3 });
      assert.equal(await comment(page), 'Horse out', 'the saved game keeps its comments');
      await jumpTo(page, 1);
      assert.equal(await comment(page), 'Central cannon');
      // The record exported again keeps each comment whole, tags and all (the analysis
      // writes its [%eval] first).
      await jumpTo(page, 4);
      await page.click('#btn-io');
      await page.click('#exp-pgn');
      await page.waitForFunction(() => document.getElementById('export-text').value.includes('Horse out'));
      const pgn = await page.inputValue('#export-text');
      await page.click('#io-close');
      const first = /\{([^}]*Central cannon)\}/.exec(pgn)?.[1] ?? '';
      for (const tag of ['[%clk 0:04:58]', '[%eval 0.30]']) assert.ok(first.includes(tag), pgn);
      assert.ok(pgn.includes('{[%eval -0.10]}'), pgn);
    });
    assert.deepEqual(errors, []);
  } finally {
    await close();
    await server.close();
  }
});

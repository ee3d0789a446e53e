// The game review in the built page, as a Korean Janggi player and a Chinese Xiangqi player
// meet it: the better move in the move list's notation (never the machine's c3c7), a longer
// time a position reviewing the game again, and the better move tried beside the game keeping
// the marks of the moves before it.
import test from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { launch, waitForState, DIST } from './helpers.mjs';
import { loadApi, randomGame } from '../node/engine_helpers.mjs';

const FILE = pathToFileURL(join(DIST, 'index.html')).href;
const MACHINE_MOVE = /[a-i]\d{1,2}[a-i]\d{1,2}/;

const reviewState = (page) => page.evaluate(() => window.sanggiTest.analysis.reviewState);
// The marked moves in the move list, by ply.
const marksShown = (page) => page.evaluate(() =>
  Object.fromEntries([...document.querySelectorAll('#move-list button[data-mark]')].map((b) => [b.dataset.ply, b.dataset.mark])));

// Reviews a random game of `variant` on the page in `lang`; at the first marked move with a
// better one, its text must be `expected(api, game, ply, better)` (the move list's notation).
async function reviewIn({ variant, lang, words, notation }) {
  const api = await loadApi();
  const game = await randomGame(api, variant, 24, 11);
  const record = api.exportRecord(game, 'pgn', 'machine').text;
  const { page, errors, close } = await launch();
  try {
    await page.goto(`${FILE}?test&lang=${lang}&analysis=1&record=${encodeURIComponent(record)}`);
    await waitForState(page, ['ready'], { ply: 24 });
    await page.selectOption('#review-panel select', '100');
    await page.click('.review-start');
    await page.waitForFunction(() => window.sanggiTest.analysis.reviewState.complete, null, { timeout: 90000 });
    // The first marked move offering a better one: its text as the move list writes moves.
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('sanggi.review.v1'))[0].evals);
    let ply = null;
    let shownText = null;
    for (const p of Object.keys(await marksShown(page)).map(Number).sort((a, b) => a - b)) {
      if (!stored[p - 1]?.best || stored[p - 1].best === game.moves[p - 1]) continue;
      await page.click(`#move-list button[data-ply="${p}"]`);
      await waitForState(page, ['ready'], { ply: p });
      await page.waitForSelector('.review-better', { timeout: 10000 });
      ply = p;
      shownText = await page.textContent('.review-better');
      break;
    }
    assert.ok(ply, `a marked move with a better one: ${JSON.stringify(await marksShown(page))} ${JSON.stringify(stored.map((e) => e?.best))} ${game.moves.join(' ')}`);
    const better = stored[ply - 1].best;
    const expected = api.state({ variant, moves: [...game.moves.slice(0, ply - 1), better] }).notation[notation].at(-1);
    assert.equal(shownText, words.replace('{move}', expected));
    assert.doesNotMatch(shownText, MACHINE_MOVE);

    // A longer time a position: the review is not complete any more, and runs again.
    const before = await marksShown(page);
    await page.selectOption('#review-panel select', '300');
    await page.waitForSelector('.review-start:not([hidden])');
    await page.click('.review-start');
    await page.waitForFunction(() => window.sanggiTest.analysis.reviewState.complete, null, { timeout: 90000 });
    const deeper = await reviewState(page);
    assert.equal(deeper.done, 25);
    assert.ok(deeper.efforts.every((ms) => ms === 300 || ms === null), deeper.efforts.join(' '));
    assert.ok(deeper.efforts.filter((ms) => ms === 300).length >= 24);

    // The better move tried (at a move marked in the deeper review): the marks before it stay.
    const marks = await marksShown(page);
    const fresh = await page.evaluate(() => JSON.parse(localStorage.getItem('sanggi.review.v1'))[0].evals);
    const tried = Object.keys(marks).map(Number).sort((a, b) => b - a)
      .find((p) => fresh[p - 1]?.best && fresh[p - 1].best !== game.moves[p - 1] && Object.keys(marks).some((q) => Number(q) < p));
    assert.ok(tried, `a marked move with marks before it (${JSON.stringify(marks)}, before ${JSON.stringify(before)})`);
    await page.click(`#move-list button[data-ply="${tried}"]`);
    const atMark = await waitForState(page, ['ready'], { ply: tried });
    await page.waitForSelector('.review-better');
    await page.click('.review-better');
    await page.waitForFunction(({ ply, fen }) => {
      const a = document.getElementById('app').dataset;
      return a.state === 'ready' && a.ply === String(ply) && a.fen !== fen;
    }, { ply: tried, fen: atMark.fen });
    const kept = Object.fromEntries(Object.entries(marks).filter(([p]) => Number(p) < tried));
    assert.deepEqual(await marksShown(page), kept);
    assert.equal((await reviewState(page)).complete, true);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
}

test('review in Korean, Janggi: the better move in the board\'s notation, deeper, tried beside the game', { timeout: 180000 }, () =>
  reviewIn({ variant: 'janggi', lang: 'ko', words: '더 나은 수: {move}', notation: 'native' }));

test('review in Chinese, Xiangqi: the better move in Chinese notation, deeper, tried beside the game', { timeout: 180000 }, () =>
  reviewIn({ variant: 'xiangqi', lang: 'zh', words: '更好: {move}', notation: 'chinese' }));

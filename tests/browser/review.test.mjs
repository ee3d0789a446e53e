// The game review in the built page, as a Korean Janggi player and a Chinese Xiangqi player
// meet it: the better move in the move list's notation (never the machine's c3c7), a longer
// time a position reviewing the game again, and the better move tried beside the game keeping
// the marks of the moves before it.
import test from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { launch, waitForState, DIST } from './helpers.mjs';
import { loadApi, random } from '../node/engine_helpers.mjs';

const FILE = pathToFileURL(join(DIST, 'index.html')).href;
const MACHINE_MOVE = /[a-i]\d{1,2}[a-i]\d{1,2}/;

const reviewState = (page) => page.evaluate(() => window.sanggiTest.analysis.reviewState);
// The marked moves in the move list, by ply.
const marksShown = (page) => page.evaluate(() =>
  Object.fromEntries([...document.querySelectorAll('#move-list button[data-mark]')].map((b) => [b.dataset.ply, b.dataset.mark])));

// A game of 24 moves that begins with two clear blunders from an even position (`opening`: each
// side leaves a chariot where a soldier or cannon takes it), then goes on with random moves.
async function gameWithBlunders(api, variant, opening) {
  const next = random(11);
  const moves = [...opening];
  while (moves.length < 24) {
    const state = await api.state({ variant, moves });
    const legal = state.legalMoves.filter((m) => m.slice(0, m.length / 2) !== m.slice(m.length / 2));
    assert.ok(!state.end.over && legal.length > 0, `the game goes on after ${moves.join(' ')}`);
    moves.push(legal[Math.floor(next() * legal.length)]);
  }
  return { variant, fen: '', moves };
}

// Waits for the review to end and the move list to show its marks (drawn on the next frame).
async function reviewEnds(page) {
  await page.waitForFunction(() => window.sanggiTest.analysis.reviewState.complete, null, { timeout: 90000 });
  await page.waitForFunction(() => {
    const marks = window.sanggiTest.analysis.marks(window.sanggiTest.store.get());
    const shown = [...document.querySelectorAll('#move-list button[data-mark]')].map((b) => `${b.dataset.ply}${b.dataset.mark}`);
    return JSON.stringify(shown) === JSON.stringify(Object.entries(marks).map(([ply, m]) => `${ply}${m.symbol}`));
  });
}

// Reviews such a game of `variant` on the page in `lang`; at the first marked move with a
// better one, its text must be the engine's move in the move list's notation.
async function reviewIn({ variant, lang, words, notation, opening }) {
  const api = await loadApi();
  const game = await gameWithBlunders(api, variant, opening);
  const record = api.exportRecord(game, 'pgn', 'machine').text;
  const { page, errors, close } = await launch();
  try {
    await page.goto(`${FILE}?test&lang=${lang}&analysis=1&record=${encodeURIComponent(record)}`);
    await waitForState(page, ['ready'], { ply: 24 });
    await page.selectOption('#review-panel select', '100');
    await page.click('.review-start');
    await reviewEnds(page);
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
    await reviewEnds(page);
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
  // Cho's chariot to a6, taken by a soldier; Han's to i5, taken the same way.
  reviewIn({ variant: 'janggi', lang: 'ko', words: '더 나은 수: {move}', notation: 'native',
    opening: ['a4b4', 'i7h7', 'a1a6', 'a7a6', 'e4d4', 'i10i5', 'i4i5'] }));

test('review in Chinese, Xiangqi: the better move in Chinese notation, deeper, tried beside the game', { timeout: 180000 }, () =>
  // Red's rook to b2, taken by the cannon over the b3 cannon; Black's to h9, taken the same way.
  reviewIn({ variant: 'xiangqi', lang: 'zh', words: '更好: {move}', notation: 'chinese',
    opening: ['a1a2', 'a10a9', 'a2b2', 'b8b2', 'h1g3', 'a9h9', 'h3h9'] }));

// No game in progress is lost to an action that puts another game on the board (issue 59,
// item 3): New game → Start, the editor's "Play the computer" and "Play from here" each keep
// the unfinished game where Resume finds it; and the lessons page's link goes back to the game
// in progress rather than opening a new one (item 4).
import test from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, waitForState, clickMove, distReady } from './helpers.mjs';

const KEPT_KEY = 'sanggi.kept.v1';

test('games replaced by an action are kept', { timeout: 180000 }, async (t) => {
  assert.ok(distReady(), 'dist/ is not built: run `scripts/build web` first');
  const server = await serve();
  const { page, errors, close } = await launch({ viewport: { width: 1280, height: 860 } });
  const resumeButton = page.locator('#notice .notice-action');
  const kept = async () => JSON.parse(await page.evaluate((k) => localStorage.getItem(k), KEPT_KEY) ?? '[]');
  // A fresh Janggi game between two people with one move played.
  const janggiWithAMove = async () => {
    await page.goto(`${server.url}/index.html`);
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${server.url}/index.html?game=janggi&opponent=human`);
    await waitForState(page, ['ready'], { variant: 'janggi', ply: 0 });
    await clickMove(page, 'a4a5');
    await waitForState(page, ['ready'], { ply: 1 });
  };
  try {
    await t.test('New game → Start keeps the game in progress; Resume brings it back', async () => {
      await janggiWithAMove();
      await page.click('#btn-new');
      await page.check('input[name="game"][value="xiangqi"]');
      await page.selectOption('#opponent-select', 'human');
      await page.click('#new-start');
      await waitForState(page, ['ready'], { variant: 'xiangqi', ply: 0 });
      assert.match(await page.textContent('#notice'), /Your earlier game was kept \(Janggi \(장기\), 1 move\)/);
      assert.equal((await kept()).length, 1);
      await resumeButton.click();
      const d = await waitForState(page, ['ready'], { variant: 'janggi', ply: 1 });
      assert.equal(d.ply, '1');
      assert.deepEqual(await kept(), [], 'the new Xiangqi game had no move: not kept');
      assert.deepEqual(errors, []);
    });

    await t.test('a game kept again is kept once', async () => {
      await janggiWithAMove();
      await page.evaluate((k) => localStorage.setItem(k, JSON.stringify([{ game: JSON.parse(localStorage.getItem('sanggi.game.v1')), played: 3 }])), KEPT_KEY);
      await page.reload();
      await waitForState(page, ['ready'], { variant: 'janggi', ply: 1 });
      await page.click('#btn-new');
      await page.check('input[name="game"][value="xiangqi"]');
      await page.selectOption('#opponent-select', 'human');
      await page.click('#new-start');
      await waitForState(page, ['ready'], { variant: 'xiangqi', ply: 0 });
      const list = await kept();
      assert.equal(list.length, 1, JSON.stringify(list.map((k) => k.game.moves)));
      assert.equal(list[0].played, 0);
      assert.equal(await resumeButton.count(), 1);
      assert.deepEqual(errors, []);
    });

    await t.test('a new game over a finished or empty one keeps nothing', async () => {
      await page.goto(`${server.url}/index.html`);
      await page.evaluate(() => localStorage.clear());
      await page.goto(`${server.url}/index.html?game=janggi&opponent=human`);
      await waitForState(page, ['ready'], { variant: 'janggi', ply: 0 });
      await page.click('#btn-new');
      await page.check('input[name="game"][value="xiangqi"]');
      await page.click('#new-start');
      await waitForState(page, ['ready'], { variant: 'xiangqi' });
      assert.deepEqual(await kept(), []);
      assert.equal(await resumeButton.count(), 0);
      assert.deepEqual(errors, []);
    });

    await t.test('the editor\'s "Play the computer" keeps the game in progress', async () => {
      await janggiWithAMove();
      await page.click('#btn-edit');
      await page.waitForFunction(() => document.getElementById('editor').dataset.checked === 'true');
      await page.click('#ed-play-computer');
      await page.waitForFunction(() => document.querySelector('#notice .notice-action'));
      const list = await kept();
      assert.equal(list.length, 1);
      assert.equal(list[0].game.variant, 'janggi');
      assert.deepEqual(list[0].game.moves, ['a4a5']);
      assert.deepEqual(errors, []);
    });

    await t.test('"Play from here" earlier in the game keeps the whole game', async () => {
      await janggiWithAMove();
      await clickMove(page, 'a7a6');
      await waitForState(page, ['ready'], { ply: 2 });
      await page.click('#btn-undo');
      await waitForState(page, ['ready'], { ply: 1 });
      await page.click('#btn-from-here');
      await page.click('#fh-go');
      await page.waitForFunction(() => document.querySelector('#notice .notice-action'));
      const list = await kept();
      assert.deepEqual(list[0].game.moves, ['a4a5', 'a7a6']);
      assert.deepEqual(errors, []);
    });

    await t.test('the lessons page\'s Play link comes back to the game in progress', async () => {
      await janggiWithAMove();
      await page.goto(`${server.url}/lessons.html?lesson=xiangqi-general&lang=en`);
      const href = await page.getAttribute('#lessons-back', 'href');
      assert.doesNotMatch(href, /game=/, `the link ${href} would start a new game`);
      await page.click('#lessons-back');
      const d = await waitForState(page, ['ready'], { variant: 'janggi' });
      assert.equal(d.ply, '1');
      assert.deepEqual(await kept(), []);
      // With nothing saved, the link opens the lesson's game.
      await page.evaluate(() => localStorage.clear());
      await page.goto(`${server.url}/lessons.html?lesson=xiangqi-general&lang=en`);
      assert.match(await page.getAttribute('#lessons-back', 'href'), /game=xiangqi/);
      assert.deepEqual(errors, []);
    });
  } finally {
    await close();
    await server.close();
  }
});

// Input and robustness on the main page: keyboard cursor and typed moves, drag, touch,
// flip, announcements, language switch, and saved games that are corrupt.
import test from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, inBrowser, waitForState, appData, clickMove, clickSquare, pointOf, distReady, shot, PHONE } from './helpers.mjs';

const XIANGQI_START = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1';

test('input and robustness', { timeout: 180000 }, async (t) => {
  assert.ok(distReady(), 'dist/ is not built: run `scripts/build web` first');
  const server = await serve();
  const { page, errors, close } = await launch();
  const fresh = async (query) => {
    await page.goto(`${server.url}/index.html?${query}`);
    return waitForState(page, ['ready'], { ply: 0 });
  };
  try {
    await t.test('keyboard: arrow-key cursor and Enter pick up and put down a piece', async () => {
      await fresh('game=xiangqi&opponent=human');
      await page.focus('#board');
      await page.keyboard.press('ArrowUp');  // the cursor appears on e1, the general
      await page.keyboard.press('Enter');
      await page.keyboard.press('ArrowUp');  // e2
      await page.keyboard.press('Enter');
      const d = await waitForState(page, ['ready'], { ply: 1 });
      assert.match(d.fen, /\/4K4\/RNBA1ABNR b /);
      assert.match(await page.textContent('#announcer'), /Red/);
      assert.deepEqual(errors, []);
    });

    await t.test('keyboard: Enter on a point the piece cannot go to is said, and the piece put down', async () => {
      await fresh('game=xiangqi&opponent=human');
      await page.focus('#board');
      await page.keyboard.press('ArrowUp');  // e1, the general
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => /picked up/.test(document.getElementById('announcer').textContent));
      for (let i = 0; i < 2; i++) await page.keyboard.press('ArrowUp');  // e3: out of the palace
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => /cannot go/.test(document.getElementById('announcer').textContent));
      assert.match(await page.textContent('#announcer'), /^Red General on e1 cannot go to e3; it is put down\.$/);
      // Put down: Enter on e2, where it could have gone, now moves nothing.
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await page.waitForTimeout(300);
      assert.equal((await waitForState(page, ['ready'])).ply, '0');
      assert.deepEqual(errors, []);
    });

    await t.test('keyboard: a move typed in the game\'s notation', async () => {
      await fresh('game=xiangqi&opponent=human');
      await page.fill('#move-input', 'zz9');
      await page.press('#move-input', 'Enter');
      await page.waitForFunction(() => document.getElementById('move-error').textContent.length > 0);
      assert.equal((await appData(page)).ply, '0');
      await page.fill('#move-input', 'C2.5');  // WXF: the right cannon to the centre file
      await page.press('#move-input', 'Enter');
      const d = await waitForState(page, ['ready'], { ply: 1 });
      assert.match(d.fen, /\/1C2C4\//);
      assert.equal(await page.textContent('#move-error'), '');
    });

    await t.test('drag and drop with the mouse, and a drop on an illegal point', async () => {
      await fresh('game=xiangqi&opponent=human');
      const from = await pointOf(page, 'h3');
      const bad = await pointOf(page, 'f5');
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(bad.x, bad.y, { steps: 6 });
      await page.mouse.up();
      await page.waitForTimeout(150);
      assert.equal((await appData(page)).fen, XIANGQI_START, 'a drop on an illegal point changed the game');
      const to = await pointOf(page, 'e3');
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(to.x, to.y, { steps: 8 });
      await page.mouse.up();
      const d = await waitForState(page, ['ready'], { ply: 1 });
      assert.match(d.fen, /\/1C2C4\//);
    });

    await t.test('the board follows the window size and stays clickable', async () => {
      await fresh('game=janggi&opponent=human');
      const before = JSON.parse(await page.getAttribute('#board', 'data-layout')).cell;
      await page.setViewportSize({ width: 700, height: 560 });
      await page.waitForFunction((c) => JSON.parse(document.getElementById('board').dataset.layout).cell < c - 5, before);
      await clickMove(page, 'a4a5');
      await waitForState(page, ['ready'], { ply: 1 });
      await page.setViewportSize({ width: 1200, height: 860 });
      await page.waitForFunction((c) => Math.abs(JSON.parse(document.getElementById('board').dataset.layout).cell - c) < 1, before);
    });

    await t.test('Gwangsanghui warns about a move that leaves the Marshal open', async () => {
      const fen = '15/15/7k7/15/7r7/15/15/15/15/7R7/15/7K7/15/15 w - - 0 1';
      await page.goto(`${server.url}/index.html?game=gwangsanghui&opponent=human&fen=${encodeURIComponent(fen)}`);
      await waitForState(page, ['ready'], { ply: 0 });
      await clickSquare(page, 'h5');
      await page.waitForSelector('#board-note:not([hidden])');
      assert.match(await page.textContent('#board-note'), /a5.*Marshal/);
      await clickSquare(page, 'h6');  // a covered move: no warning after it
      await waitForState(page, ['ready'], { ply: 1 });
      assert.equal(await page.isHidden('#board-note'), true);
    });

    await t.test('flipped board: clicks still land on the right points', async () => {
      await fresh('game=janggi&opponent=human');
      await page.click('#btn-flip');
      await page.waitForFunction(() => JSON.parse(document.getElementById('board').dataset.layout).flipped === true);
      await clickMove(page, 'i4h4');
      const d = await waitForState(page, ['ready'], { ply: 1 });
      assert.equal(d.side, 'b');
      await page.screenshot({ path: shot('janggi-flipped') });
    });

    await t.test('language switch to Korean and Chinese', async () => {
      await page.click('#btn-settings');
      await page.selectOption('#lang-select', 'ko');
      assert.equal(await page.textContent('#btn-pass'), '한수쉼');
      assert.equal(await page.getAttribute('html', 'lang'), 'ko');
      assert.match(await page.textContent('#status'), /차례/);
      await page.selectOption('#lang-select', 'zh');
      assert.equal(await page.textContent('#btn-resign'), '认输');
      await page.selectOption('#labels-select', 'hangul');
      await page.click('#settings-close');
      await page.reload();
      await waitForState(page);
      assert.equal(await page.getAttribute('html', 'lang'), 'zh', 'the language choice is kept');
      await page.screenshot({ path: shot('janggi-chinese-hangul') });
      await page.click('#btn-settings');
      await page.selectOption('#lang-select', 'en');
      await page.selectOption('#labels-select', 'hanja');
      await page.click('#settings-close');
      assert.deepEqual(errors, []);
    });

    await t.test('playing the second side: the computer opens and the board is flipped', async () => {
      await page.goto(`${server.url}/index.html?game=xiangqi&side=black&level=1`);
      const d = await waitForState(page, ['ready'], { ply: 1 });
      assert.equal(d.side, 'b');
      assert.equal(JSON.parse(await page.getAttribute('#board', 'data-layout')).flipped, true);
    });

    await t.test('taking back while the computer thinks cancels its search', async () => {
      await page.goto(`${server.url}/index.html?game=janggi&level=10`);
      await waitForState(page, ['ready'], { ply: 0 });
      await clickMove(page, 'a4a5');
      await page.waitForFunction(() => document.getElementById('app').dataset.state === 'thinking');
      await page.click('#btn-undo');
      let d = await waitForState(page, ['ready'], { ply: 0 });
      await page.waitForTimeout(1500);
      d = await appData(page);
      assert.equal(d.ply, '0', 'a cancelled search must not play a move later');
      assert.equal(d.state, 'ready');
      // The engine still answers afterwards.
      await page.click('#btn-new');
      await page.fill('#level-input', '1');
      await page.click('#new-start');
      await waitForState(page, ['setup']);
      await page.click('#btn-start-setup');
      await waitForState(page, ['ready'], { ply: 0 });
      await clickMove(page, 'a4a5');
      await waitForState(page, ['ready'], { ply: 2 });
      assert.deepEqual(errors, []);
    });

    await t.test('draw by agreement between people; resigning needs a second click', async () => {
      await fresh('game=sinyeonsanggi&opponent=human');
      await page.click('#btn-draw');
      await page.waitForSelector('#draw-offer:not([hidden])');
      assert.match(await page.textContent('#draw-offer-text'), /Red offers a draw/);
      await page.click('#btn-decline-draw');
      await page.waitForSelector('#draw-offer', { state: 'hidden' });
      await page.click('#btn-draw');
      await page.click('#btn-accept-draw');
      await page.waitForFunction(() => document.getElementById('dlg-over').open);
      assert.equal(await page.textContent('#over-text'), 'Draw — by agreement');
      await page.click('#over-close');
      await fresh('game=sinyeonsanggi&opponent=human');
      await page.click('#btn-resign');
      await page.waitForTimeout(100);
      assert.equal((await appData(page)).state, 'ready', 'one click must not resign');
      await page.click('#btn-resign');
      await page.waitForFunction(() => document.getElementById('dlg-over').open);
      assert.match(await page.textContent('#over-text'), /^Black wins — by resignation/);
      await page.click('#over-close');
      assert.deepEqual(errors, []);
    });

    await t.test('a corrupt saved game does not break the page', async () => {
      for (const saved of ['{not json', JSON.stringify({ variant: 'janggi', fen: 'x', moves: ['a1a9'], cursor: 1, opponent: 'computer', humanSide: 'w', level: 1 }),
        JSON.stringify({ variant: 'janggi', fen: 'rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1', moves: ['a1a9'], cursor: 1, opponent: 'computer', humanSide: 'w', level: 1, result: null, tags: {} })]) {
        await page.evaluate((v) => localStorage.setItem('sanggi.game.v1', v), saved);
        await page.reload();
        const d = await waitForState(page);
        assert.equal(d.ply, '0');
        assert.equal(await page.isVisible('#notice'), true);
        assert.match(await page.textContent('#notice'), /could not be restored/);
      }
      assert.deepEqual(errors, []);
    });

    await t.test('a bad game in the URL keeps the saved game and says why', async () => {
      await fresh('game=xiangqi&opponent=human');
      await clickMove(page, 'h3e3');
      await waitForState(page, ['ready'], { ply: 1 });
      for (const name of ['chess', '__proto__', 'constructor']) {
        await page.goto(`${server.url}/index.html?game=${name}`);
        const d = await waitForState(page);
        assert.equal(d.variant, 'xiangqi', name);
        assert.equal(d.ply, '1', name);
        assert.match(await page.textContent('#notice'), new RegExp(`Invalid game "${name}"`));
      }
      assert.deepEqual(errors, []);
    });
  } finally {
    await close();
  }

  // Touch: taps on a phone-sized screen.
  try {
    await inBrowser(PHONE, async ({ page: mobile, errors: mobileErrors }) => {
      await t.test('touch: tap a piece, tap its destination (phone screen, DPR 3)', async () => {
        await mobile.goto(`${server.url}/index.html?game=gwangsanghui&opponent=human`);
        await waitForState(mobile, ['ready'], { ply: 0 });
        const size = await mobile.evaluate(() => {
          const c = document.getElementById('board');
          return { css: c.getBoundingClientRect().width, pixels: c.width };
        });
        assert.ok(size.css <= 390 && Math.abs(size.pixels - size.css * 3) < 4, `canvas not at device pixels: ${JSON.stringify(size)}`);
        for (const square of ['e6', 'e7']) {
          const p = await pointOf(mobile, square);
          await mobile.touchscreen.tap(p.x, p.y);
        }
        const d = await waitForState(mobile, ['ready'], { ply: 1 });
        assert.equal(d.side, 'b');
        await mobile.screenshot({ path: shot('phone-gwangsanghui'), fullPage: true });
        assert.deepEqual(mobileErrors, []);
      });
    });
  } finally {
    await server.close();
  }
});

// The main page's state around the game: a saved game that a link would replace is kept and
// can be resumed, URL problems as a compact dismissable list, a typed move's error cleared
// when the position changes, Pass where passing is a rule or the only move, and the New game
// dialog on a phone.
import test from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, inBrowser, waitForState, clickMove, distReady, shot, PHONE } from './helpers.mjs';

const KEPT_KEY = 'sanggi.kept.v1';
const GWANGSANGHUI_STUCK = '15/15/7k7/15/15/15/15/15/15/15/6MKC6/6AHC6/6AEC6/15 w - - 0 1';

test('page state', { timeout: 180000 }, async (t) => {
  assert.ok(distReady(), 'dist/ is not built: run `scripts/build web` first');
  const server = await serve();
  const { page, errors, close } = await launch({ viewport: { width: 1280, height: 860 } });
  const open = async (query, extra = {}) => {
    await page.goto(`${server.url}/index.html?${query}`);
    return waitForState(page, ['ready'], extra);
  };
  const resumeButton = page.locator('#notice .notice-action');
  try {
    await t.test('a link keeps the saved game in progress; Resume brings it back', async () => {
      await open('game=janggi&opponent=human', { variant: 'janggi', ply: 0 });
      await clickMove(page, 'a4a5');
      await waitForState(page, ['ready'], { ply: 1 });
      let d = await open('game=xiangqi&opponent=human', { variant: 'xiangqi', ply: 0 });
      assert.match(await page.textContent('#notice'), /Your earlier game was kept \(Janggi \(장기\), 1 move\)/);
      assert.equal(await resumeButton.textContent(), 'Resume it');
      await page.screenshot({ path: shot('page-kept-game') });
      // Still offered after a reload (the link's parameters are gone by then).
      await page.reload();
      await waitForState(page, ['ready'], { variant: 'xiangqi' });
      // Resuming swaps: the untouched Xiangqi game is not worth keeping, so nothing is offered.
      await resumeButton.click();
      d = await waitForState(page, ['ready'], { variant: 'janggi', ply: 1 });
      assert.equal(await resumeButton.count(), 0);
      assert.equal(await page.evaluate((k) => localStorage.getItem(k), KEPT_KEY), null);
      await page.reload();
      d = await waitForState(page, ['ready'], { variant: 'janggi' });
      assert.equal(d.ply, '1', 'the resumed game is the saved one now');

      // Both games have moves: resuming swaps them, and the other one is offered in turn.
      await open('game=xiangqi&opponent=human', { variant: 'xiangqi', ply: 0 });
      await clickMove(page, 'h3e3');
      await waitForState(page, ['ready'], { ply: 1 });
      await resumeButton.click();
      await waitForState(page, ['ready'], { variant: 'janggi', ply: 1 });
      assert.match(await page.textContent('#notice'), /Xiangqi \(象棋\), 1 move\)/);
      await resumeButton.click();
      d = await waitForState(page, ['ready'], { variant: 'xiangqi', ply: 1 });
      assert.match(d.fen, /1C2C4/);
      // The Janggi game is kept again; 20 plies into the game on the board it is dropped.
      const kept = JSON.parse(await page.evaluate((k) => localStorage.getItem(k), KEPT_KEY));
      assert.equal(kept.length, 1);
      assert.equal(kept[0].game.variant, 'janggi');
      await page.evaluate(({ k, v }) => localStorage.setItem(k, JSON.stringify(v)), { k: KEPT_KEY, v: [{ ...kept[0], played: 19 }] });
      await page.reload();
      await waitForState(page, ['ready'], { variant: 'xiangqi' });
      await resumeButton.waitFor();
      await clickMove(page, 'h8e8');
      await waitForState(page, ['ready'], { ply: 2 });
      await page.waitForFunction(() => !document.querySelector('#notice .notice-action'));
      assert.equal(await page.evaluate((k) => localStorage.getItem(k), KEPT_KEY), null);
      assert.deepEqual(errors, []);
    });

    await t.test('a finished game or one without moves is not kept', async () => {
      await page.evaluate(() => localStorage.clear());
      await open('game=janggi&opponent=human', { variant: 'janggi', ply: 0 });
      await open('game=xiangqi&opponent=human', { variant: 'xiangqi', ply: 0 });
      assert.equal(await page.isVisible('#notice'), false);
      assert.deepEqual(errors, []);
    });

    await t.test('URL problems: one line each, dismissable, the board stays in the window', async () => {
      await open('game=janggi&level=99&side=purple&labels=emoji', { variant: 'janggi' });
      const items = await page.$$eval('#notice li', (lis) => lis.map((li) => li.getBoundingClientRect().height));
      assert.equal(items.length, 3);
      for (const h of items) assert.ok(h < 30, `a notice takes ${h}px: more than one line`);
      const bottom = await page.$eval('#bar-bottom', (e) => e.getBoundingClientRect().bottom);
      assert.ok(bottom <= 860, `the bottom player's bar ends at ${bottom}px, below the window`);
      await page.screenshot({ path: shot('page-url-problems') });
      await page.click('#notice .notice-close');
      assert.equal(await page.isVisible('#notice'), false);
      await page.waitForFunction(() => getComputedStyle(document.documentElement).getPropertyValue('--notice-h').trim() === '0px');
      assert.deepEqual(errors, []);
    });

    await t.test('a typed move\'s error goes when the position changes', async () => {
      await open('game=xiangqi&opponent=human', { variant: 'xiangqi', ply: 0 });
      const typeBad = async () => {
        await page.fill('#move-input', 'zz9');
        await page.press('#move-input', 'Enter');
        await page.waitForFunction(() => document.getElementById('move-error').textContent.length > 0);
      };
      await typeBad();
      await clickMove(page, 'h3e3');
      await waitForState(page, ['ready'], { ply: 1 });
      assert.equal(await page.textContent('#move-error'), '', 'after a move on the board');
      await typeBad();
      await page.click('#btn-undo');
      await waitForState(page, ['ready'], { ply: 0 });
      assert.equal(await page.textContent('#move-error'), '', 'after a step back');
      assert.deepEqual(errors, []);
    });

    await t.test('a file dropped after a change of language is said in the new language', async () => {
      await open('game=janggi&opponent=human&lang=en', { variant: 'janggi' });
      await page.click('#btn-settings');
      await page.selectOption('#lang-select', 'ko');
      await page.click('#settings-close');
      await page.evaluate(() => {
        const data = new DataTransfer();
        data.items.add(new File(['zzz'], 'bad.pgn', { type: 'text/plain' }));
        document.body.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
      });
      await page.waitForFunction(() => /가져올 수 없습니다/.test(document.getElementById('notice').textContent));
      assert.doesNotMatch(await page.textContent('#notice'), /Could not import/);
      await page.click('#btn-settings');
      await page.selectOption('#lang-select', 'en');
      await page.click('#settings-close');
      assert.deepEqual(errors, []);
    });

    await t.test('Pass in Janggi, and in Gwangsanghui when it is the only move', async () => {
      for (const [game, shown] of [['xiangqi', false], ['sinyeonsanggi', false], ['gwangsanghui', false], ['janggicasual', true]]) {
        await open(`game=${game}&opponent=human`, { ply: 0 });
        assert.equal(await page.isVisible('#btn-pass'), shown, game);
      }
      // docs/rules/gwangsanghui.md, special rule 5: South's Marshal is boxed in by its own pieces, none of
      // which can move, so South must pass (tests/cases/gwangsanghui.txt).
      await open(`game=gwangsanghui&opponent=human&fen=${encodeURIComponent(GWANGSANGHUI_STUCK)}`, { ply: 0 });
      assert.equal(await page.isVisible('#btn-pass'), true);
      assert.equal(await page.isDisabled('#btn-pass'), false);
      await page.click('#btn-pass');
      await waitForState(page, ['ready'], { ply: 1, side: 'b' });
      assert.equal(await page.isVisible('#btn-pass'), false, 'North has other moves');
      assert.deepEqual(errors, []);
    });
  } finally {
    await close();
  }

  try {
    await inBrowser(PHONE, async ({ page: mobile, errors: mobileErrors }) => {
      await t.test('phone: the New game dialog fits, its buttons cover nothing', async () => {
        await mobile.goto(`${server.url}/index.html`);
        await waitForState(mobile);
        await mobile.click('#btn-new');
        await mobile.click('.game-option:has(input[value^="gwangsanghui"])');
        await mobile.waitForFunction(() => !document.getElementById('ruleset-row').hidden);
        const m = await mobile.evaluate(() => {
          const rect = (sel) => document.querySelector(sel).getBoundingClientRect();
          const body = document.querySelector('#dlg-new .dialog-body');
          return { level: rect('#level-input').bottom, output: rect('#level-output').bottom, buttons: rect('#dlg-new .dialog-buttons').top,
            bottom: rect('#dlg-new .dialog-buttons').bottom, overflow: body.scrollHeight - body.clientHeight, height: innerHeight };
        });
        await mobile.screenshot({ path: shot('phone-new-game') });
        assert.ok(Math.max(m.level, m.output) <= m.buttons, `the level slider is under the buttons: ${JSON.stringify(m)}`);
        assert.ok(m.bottom <= m.height, `the buttons are below the screen: ${JSON.stringify(m)}`);
        assert.ok(m.overflow <= 1, `the dialog scrolls by ${m.overflow}px on a 390x844 phone`);
        assert.deepEqual(mobileErrors, []);
      });

      await t.test('phone: Gwangsanghui offers a zoomed board that pans, and taps still move', async () => {
        await mobile.goto(`${server.url}/index.html?game=janggi&opponent=human`);
        await waitForState(mobile, ['ready'], { variant: 'janggi' });
        assert.equal(await mobile.isVisible('#btn-zoom'), false, 'Janggi\'s points are far enough apart');
        await mobile.goto(`${server.url}/index.html?game=gwangsanghui&opponent=human&test`);
        await waitForState(mobile, ['ready'], { variant: 'gwangsanghui', ply: 0 });
        const cell = async () => JSON.parse(await mobile.$eval('#board', (c) => c.dataset.layout)).cell;
        const before = await cell();
        assert.ok(before < 32, `the points are ${before}px apart`);
        await mobile.waitForSelector('#btn-zoom:not([hidden])');
        await mobile.tap('#btn-zoom');
        await mobile.waitForFunction((b) => JSON.parse(document.getElementById('board').dataset.layout).cell > b * 1.8, before);
        assert.equal(await mobile.getAttribute('#btn-zoom', 'aria-pressed'), 'true');
        const frame = await mobile.$eval('.board-column .board-wrap', (w) => ({ scrolls: w.scrollWidth > w.clientWidth, width: w.getBoundingClientRect().width, right: w.getBoundingClientRect().right }));
        assert.ok(frame.scrolls, 'the zoomed board pans');
        assert.ok(frame.right <= 390, 'the frame stays on the screen');
        await mobile.screenshot({ path: shot('phone-gwangsanghui-zoomed') });
        // A move whose two points are in view (the player's side is shown first), tapped.
        const move = await mobile.evaluate(() => {
          const canvas = document.getElementById('board');
          const layout = JSON.parse(canvas.dataset.layout);
          const wrap = canvas.parentElement.getBoundingClientRect();
          const rect = canvas.getBoundingClientRect();
          const at = (sq) => {
            const file = sq.charCodeAt(0) - 97, rank = Number(sq.slice(1)) - 1;
            return { x: rect.left + layout.left + file * layout.cell, y: rect.top + layout.top + (layout.ranks - 1 - rank) * layout.cell };
          };
          const inside = (p) => p.x > wrap.left + 10 && p.x < wrap.right - 10 && p.y > wrap.top + 10 && p.y < wrap.bottom - 10;
          for (const m of window.sanggiTest.store.get().position.legalMoves) {
            const [, from, to] = /^([a-p]\d{1,2})([a-p]\d{1,2})$/.exec(m) ?? [];
            if (from && from !== to && inside(at(from)) && inside(at(to))) return { m, from: at(from), to: at(to) };
          }
          return null;
        });
        assert.ok(move, 'no move in view');
        await mobile.touchscreen.tap(move.from.x, move.from.y);
        await mobile.touchscreen.tap(move.to.x, move.to.y);
        const d = await waitForState(mobile, ['ready'], { ply: 1 });
        assert.equal(d.ply, '1', `tapped ${move.m}`);
        await mobile.tap('#btn-zoom');
        await mobile.waitForFunction((b) => Math.abs(JSON.parse(document.getElementById('board').dataset.layout).cell - b) < 1, before);
        assert.deepEqual(mobileErrors, []);
      });
    });
  } finally {
    await server.close();
  }
});

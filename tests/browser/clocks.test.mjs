// Game clocks in the page with a fake clock (Playwright's page.clock): both clocks run and
// the flag ends the game, byo-yomi periods are used up, pause and reload, the computer on a
// clock, the New game dialog's time control, the Chinese notation choice.
import test from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, waitForState, clickMove, distReady, shot } from './helpers.mjs';

// A clock as shown: {time, periods, running, low, flagged, role}.
function readClock(page, where) {
  return page.$eval(`#bar-${where} .clock`, (e) => ({
    time: e.dataset.time, periods: e.dataset.periods, role: e.getAttribute('role'), hidden: e.hidden,
    running: e.classList.contains('running'), low: e.classList.contains('low'), flagged: e.classList.contains('flagged'),
  }));
}

// 'm:ss' -> seconds.
const secs = (text) => {
  const [m, s] = text.split(':').map(Number);
  return m * 60 + s;
};

const overText = async (page) => {
  await page.waitForFunction(() => document.getElementById('dlg-over').open);
  return page.textContent('#over-text');
};

test('clocks', { timeout: 300000 }, async (t) => {
  assert.ok(distReady(), 'dist/ is not built: run `scripts/build web` first');
  const server = await serve();
  const { page, errors, close } = await launch();
  await page.clock.install({ time: 0 });
  // Time flows while a page loads; once it is ready the clock stands still until a test
  // moves it on (the clocks count from there, whatever the load took).
  // (Asked a little ahead of the page's time, which goes on meanwhile; again if it got there.)
  const pause = async () => {
    for (let attempt = 0; ; ++attempt) {
      try {
        return await page.clock.pauseAt(await page.evaluate(() => Date.now()) + 500);
      } catch (e) {
        if (attempt === 5) throw e;
      }
    }
  };
  const open = async (query, extra = {}) => {
    await page.clock.resume();
    await page.goto(`${server.url}/index.html?${query}`);
    const d = await waitForState(page, ['ready'], extra);
    await pause();
    return d;
  };
  const reload = async (extra) => {
    await page.clock.resume();
    await page.reload();
    await waitForState(page, ['ready'], extra);
    await pause();
  };
  try {
    await t.test('sudden death: the clock of the side to move runs; the flag ends the game', async () => {
      await open('game=xiangqi&opponent=human&time=1', { variant: 'xiangqi', ply: 0 });
      let red = await readClock(page, 'bottom');
      const black = await readClock(page, 'top');
      assert.equal(red.role, 'timer');
      assert.deepEqual([red.running, black.time, black.running], [true, '1:00', false]);
      const start = secs(red.time);
      assert.ok(start <= 60 && start > 45, `red's clock shows ${red.time} once the page is ready`);
      await page.clock.fastForward(10000);
      red = await readClock(page, 'bottom');
      assert.equal(secs(red.time), start - 10);
      await clickMove(page, 'h3e3');
      await waitForState(page, ['ready'], { ply: 1 });
      assert.equal((await readClock(page, 'top')).running, true);
      assert.equal((await readClock(page, 'bottom')).running, false);
      await page.clock.fastForward(52000);
      assert.equal((await readClock(page, 'top')).low, true, 'the last ten seconds are marked');
      await page.clock.fastForward(10000);
      assert.match(await overText(page), /^Red wins — on time/);
      const shown = await readClock(page, 'top');
      assert.deepEqual([shown.time, shown.flagged, shown.running], ['0:00', true, false]);
      assert.equal((await readClock(page, 'bottom')).running, false);
      assert.match(await page.textContent('#status'), /on time/);
      await page.screenshot({ path: shot('clocks-flag') });
      assert.deepEqual(errors, []);
    });

    await t.test('byo-yomi: the periods are used up one by one, a move within one keeps it', async () => {
      await page.keyboard.press('Escape');
      await open('game=janggi&opponent=human&byoyomi=2x10', { variant: 'janggi', ply: 0 });
      let cho = await readClock(page, 'bottom');
      assert.equal(cho.periods, '2');
      const start = secs(cho.time);
      assert.ok(start > 3, `Cho's clock shows ${cho.time} once the page is ready`);
      await page.clock.fastForward(12000);  // one period used, two seconds more into the next
      cho = await readClock(page, 'bottom');
      assert.deepEqual([cho.periods, secs(cho.time)], ['1', start - 2]);
      await clickMove(page, 'a4a5');
      await waitForState(page, ['ready'], { ply: 1 });
      cho = await readClock(page, 'bottom');
      assert.deepEqual([cho.time, cho.periods], ['0:10', '1'], 'the period starts afresh for the next move');
      await page.clock.fastForward(20500);  // Han thinks through both its periods
      assert.match(await overText(page), /^Cho .*wins — on time/);
      assert.equal((await readClock(page, 'top')).flagged, true);
      assert.deepEqual(errors, []);
    });

    await t.test('pause between people, and a reload restores the clocks paused', async () => {
      await page.keyboard.press('Escape');
      await open('game=xiangqi&opponent=human&time=5', { variant: 'xiangqi', ply: 0 });
      const start = secs((await readClock(page, 'bottom')).time);
      await page.clock.fastForward(30000);
      const pauseButton = page.locator('#btn-pause');
      assert.equal(await pauseButton.textContent(), 'Pause clocks');
      await pauseButton.click();
      assert.equal(await pauseButton.textContent(), 'Resume clocks');
      assert.match(await page.textContent('#status'), /^Clocks paused/);
      const paused = (await readClock(page, 'bottom')).time;
      assert.equal(secs(paused), start - 30);
      await page.clock.fastForward(60000);
      assert.equal((await readClock(page, 'bottom')).time, paused, 'paused time does not count');
      await reload({ variant: 'xiangqi' });
      assert.equal((await readClock(page, 'bottom')).time, paused);
      assert.equal(await pauseButton.textContent(), 'Resume clocks');
      await pauseButton.click();
      await page.clock.fastForward(10000);
      assert.equal(secs((await readClock(page, 'bottom')).time), start - 40);
      // A reload while the clock runs stops it where it was, paused.
      await clickMove(page, 'h3e3');
      await waitForState(page, ['ready'], { ply: 1 });
      await page.clock.fastForward(5000);
      await reload({ ply: 1 });
      const black = await readClock(page, 'top');
      assert.match(black.time, /^4:5[2-5]$/, `black's clock shows ${black.time} after the reload`);
      assert.equal(black.running, false);
      assert.equal(await pauseButton.textContent(), 'Resume clocks');
      // A move resumes the clocks.
      await clickMove(page, 'h8e8');
      await waitForState(page, ['ready'], { ply: 2 });
      assert.equal((await readClock(page, 'bottom')).running, true);
      assert.deepEqual(errors, []);
    });

    await t.test('the record keeps the time control and each move\'s clock; import restores them', async () => {
      // Red: 4:20 left after h3e3; black: 4:55 after h8e8 (the test before). Red thinks 20 s.
      await page.clock.fastForward(20000);
      await clickMove(page, 'h1g3');
      await waitForState(page, ['ready'], { ply: 3 });
      const black = (await readClock(page, 'top')).time;
      const red = (await readClock(page, 'bottom')).time;
      await page.click('#btn-io');
      await page.click('#exp-machine');
      await page.waitForFunction(() => document.getElementById('export-text').value.includes('Variant'));
      const record = await page.inputValue('#export-text');
      assert.match(record, /\[TimeControl "300"\]/);
      const clks = [...record.matchAll(/\{\[%clk (\d:\d\d:\d\d)\]\}/g)].map((m) => m[1]);
      assert.equal(clks.length, 3, record);
      // [%clk] rounds down, the clock's face up: at most a second apart.
      const near = (clk, shown, who) => {
        const d = secs(shown) - secs(clk.slice(2));
        assert.ok(d === 0 || d === 1, `${who}: [%clk ${clk}] for a clock showing ${shown}`);
      };
      near(clks[1], black, 'black after its move');
      near(clks[2], red, 'red after its last move');
      // Imported into a game without a clock: the clocks come back as the record left them.
      await page.keyboard.press('Escape');
      await open('game=xiangqi&opponent=human', { variant: 'xiangqi', ply: 0 });
      assert.equal((await readClock(page, 'top')).hidden, true);
      await page.click('#btn-io');
      await page.fill('#import-text', record);
      await page.selectOption('#import-opponent', 'human');  // two people go on: Black's clock stays on top
      await page.click('#imp-go');
      await page.waitForFunction(() => !document.getElementById('dlg-io').open);
      await waitForState(page, ['ready'], { ply: 3 });
      assert.equal((await readClock(page, 'top')).time, clks[1].slice(3));
      assert.equal((await readClock(page, 'bottom')).time, clks[2].slice(3));
      assert.equal(await page.locator('#btn-pause').textContent(), 'Resume clocks');
      // The same record in a link (record=, between people): the clocks come back as from
      // Import.
      await open(`record=${encodeURIComponent(record)}&opponent=human`, { variant: 'xiangqi', ply: 3 });
      assert.equal((await readClock(page, 'top')).hidden, false);
      assert.equal((await readClock(page, 'top')).time, clks[1].slice(3));
      assert.equal((await readClock(page, 'bottom')).time, clks[2].slice(3));
      assert.equal(await page.locator('#btn-pause').textContent(), 'Resume clocks');
      assert.deepEqual(errors, []);
    });

    await t.test('the computer plays on its clock: Fischer increment', async () => {
      await open('game=xiangqi&side=black&level=1&time=1&increment=5', { variant: 'xiangqi', ply: 1 });
      // Red (the computer) moved with its own clock: at most a second or two used, 5 s added.
      const red = await readClock(page, 'top');
      assert.match(red.time, /^1:0[1-5]$/, `the computer's clock shows ${red.time}`);
      assert.equal((await readClock(page, 'bottom')).running, true);
      assert.equal(await page.isVisible('#btn-pause'), false, 'no pause against the computer');
      assert.deepEqual(errors, []);
    });

    await t.test('a take-back against the computer under byo-yomi: the player\'s clock runs on', async () => {
      await open('game=xiangqi&level=1&byoyomi=3x30', { variant: 'xiangqi', ply: 0 });
      await clickMove(page, 'h3e3');
      await waitForState(page, ['ready'], { ply: 2 });
      await page.clock.fastForward(5000);
      let red = await readClock(page, 'bottom');
      assert.deepEqual([red.running, red.periods], [true, '3']);
      const before = secs(red.time);
      await page.click('#btn-undo');
      await waitForState(page, ['ready'], { ply: 0 });
      red = await readClock(page, 'bottom');
      assert.equal(red.running, true, 'the player\'s clock still runs after the take-back');
      assert.equal(secs(red.time), before, 'no time given back');
      assert.equal(await page.isDisabled('#btn-redo'), true, 'the moves taken back are gone');
      await page.clock.fastForward(10000);
      assert.equal(secs((await readClock(page, 'bottom')).time), before - 10, 'and it goes on counting');
      assert.equal((await readClock(page, 'top')).running, false);
      assert.deepEqual(errors, []);
    });

    await t.test('New game: a byo-yomi control from the dialog; bad URL values are reported', async () => {
      await page.click('#btn-new');
      await page.selectOption('#clock-kind', 'byoyomi');
      // The three numbers line up: one label and one box a line, the boxes in one column.
      const boxes = await page.$$eval('#clock-minutes, #clock-periods, #clock-period-seconds', (inputs) => inputs.map((i) => {
        const box = i.getBoundingClientRect();
        const label = document.querySelector(`label[for="${i.id}"]`).getBoundingClientRect();
        return { left: box.left, width: box.width, top: box.top, labelTop: label.top, labelBottom: label.bottom, bottom: box.bottom };
      }));
      assert.equal(new Set(boxes.map((b) => Math.round(b.left))).size, 1, `the boxes start at ${boxes.map((b) => b.left).join(', ')}`);
      assert.equal(new Set(boxes.map((b) => Math.round(b.width))).size, 1, 'the boxes differ in width');
      for (const [i, b] of boxes.entries()) {
        assert.ok(b.labelTop < b.bottom && b.labelBottom > b.top, `box ${i} is not on its label's line`);
        if (i > 0) assert.ok(b.top >= boxes[i - 1].bottom, `box ${i} is beside box ${i - 1}`);
      }
      await page.screenshot({ path: shot('new-game-byoyomi') });
      await page.fill('#clock-minutes', '0');
      await page.fill('#clock-periods', '3');
      await page.fill('#clock-period-seconds', '30');
      await page.selectOption('#opponent-select', 'human');
      await page.click('#new-start');
      await waitForState(page, ['ready', 'waiting', 'setup'], { ply: 0 });
      const c = await readClock(page, 'bottom');
      assert.deepEqual([c.time, c.periods], ['0:30', '3']);
      await open('game=janggi&opponent=human&byoyomi=3', { variant: 'janggi' });
      assert.match(await page.textContent('#notice'), /Invalid byoyomi "3": expected periods x seconds, like 3x30/);
      assert.equal((await readClock(page, 'bottom')).hidden, true, 'no clock: none was valid');
      assert.deepEqual(errors, []);
    });

    await t.test('Chinese notation in the move list; the Chinese page has it by default', async () => {
      await open('game=xiangqi&opponent=human&lang=zh', { variant: 'xiangqi', ply: 0 });
      await clickMove(page, 'h3e3');
      await waitForState(page, ['ready'], { ply: 1 });
      assert.equal(await page.inputValue('#notation-select'), 'chinese');
      assert.match(await page.textContent('#move-list'), /炮二平五/);
      await page.selectOption('#notation-select', 'chineseTraditional');
      await clickMove(page, 'h10g8');
      await waitForState(page, ['ready'], { ply: 2 });
      assert.match(await page.textContent('#move-list'), /馬8進7/);
      await page.screenshot({ path: shot('xiangqi-chinese-notation') });
      // Typed in Chinese, either script.
      await page.fill('#move-input', '馬二進三');
      await page.press('#move-input', 'Enter');
      await waitForState(page, ['ready'], { ply: 3 });
      // Janggi has no Chinese notation: its own is shown, and the Chinese choices are not offered.
      await open('game=janggi&opponent=human&lang=zh', { variant: 'janggi' });
      await clickMove(page, 'a4a5');
      await waitForState(page, ['ready'], { ply: 1 });
      assert.match(await page.textContent('#move-list'), /71졸61/);
      assert.equal(await page.$eval('#notation-select option[value="chinese"]', (o) => o.hidden), true);
      assert.deepEqual(errors, []);
    });
  } finally {
    await close();
    await server.close();
  }
});

// The lessons (lessons.html and <sanggi-board mode="lesson">) under the strict CSP: every
// course of every game completed by clicks (Next step from the first to the last), a step of
// each game by keyboard, a wrong answer rejected with the step's hint and the board set
// back, progress kept across a reload, Korean and Chinese, a phone, the element and the
// iframe page, and the page opened from disk.
import test from 'node:test';
import assert from 'node:assert/strict';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { serve, launch, distReady, shot, clickEmbedSquare, STRICT_CSP, DIST, PHONE, inBrowser } from './helpers.mjs';
import { COURSES, lessonId } from '../../web/lessons/index.js';

const BOARD = 'sanggi-board';
const HOST = `<!doctype html><html><head><meta charset="utf-8"><title>lesson host</title><link rel="icon" href="icons/icon.svg"></head><body>
<h1>A lesson in an article</h1>
<sanggi-board id="one" mode="lesson" lesson="xiangqi-cannon" lang="zh" size="420"></sanggi-board>
<script src="sanggi-embed.js"></script></body></html>`;
const FRAME_HOST = `<!doctype html><html><head><meta charset="utf-8"><title>frame host</title><link rel="icon" href="icons/icon.svg"></head><body>
<iframe id="f" title="lesson" width="520" height="760" src="embed.html?mode=lesson&lesson=gwangsanghui-ambush&lang=ko"></iframe></body></html>`;

async function waitLesson(frame, expected, selector = BOARD) {
  await frame.waitForFunction(({ selector, expected }) => {
    const board = document.querySelector(selector);
    return board && Object.entries(expected).every(([k, v]) => board.dataset[k] === v);
  }, { selector, expected }, { timeout: 30000 });
}

const panelText = (frame, part, selector = BOARD) =>
  frame.evaluate(({ selector, part }) => document.querySelector(selector).shadowRoot.querySelector(`.lesson-${part}`).textContent, { selector, part });

const pressButton = (frame, name, selector = BOARD) =>
  frame.evaluate(({ selector, name }) => document.querySelector(selector).shadowRoot.querySelector(`button[data-lesson="${name}"]`).click(), { selector, name });

// Plays a machine move by clicks; a pass (the same square twice) with the Pass button.
async function clickAnswer(page, frame, move, { selector = BOARD, offset } = {}) {
  const [, from, to] = /^([a-p]\d{1,2})([a-p]\d{1,2})$/.exec(move);
  if (from === to) return frame.evaluate((selector) => document.querySelector(selector).shadowRoot.querySelector('button[data-lesson="pass"]').click(), selector);
  await frame.evaluate((selector) => document.querySelector(selector).shadowRoot.querySelector('canvas').scrollIntoView({ block: 'nearest' }), selector);
  await clickEmbedSquare(page, frame, selector, from, offset);
  await clickEmbedSquare(page, frame, selector, to, offset);
}

// The same by keyboard on a freshly opened board: the first arrow key puts the cursor at the
// middle of the near edge; arrows move it, Enter picks up and puts down.
async function keyAnswer(page, move, files) {
  const squares = /^([a-p]\d{1,2})([a-p]\d{1,2})$/.exec(move).slice(1).map((s) => ({ file: s.charCodeAt(0) - 97, rank: Number(s.slice(1)) - 1 }));
  await page.locator(BOARD).locator('canvas').focus();
  await page.keyboard.press('ArrowUp');
  let at = { file: Math.floor(files / 2), rank: 0 };
  for (const target of squares) {
    for (; at.file < target.file; at.file++) await page.keyboard.press('ArrowRight');
    for (; at.file > target.file; at.file--) await page.keyboard.press('ArrowLeft');
    for (; at.rank < target.rank; at.rank++) await page.keyboard.press('ArrowUp');
    for (; at.rank > target.rank; at.rank--) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
  }
}

test('lessons', { timeout: 600000 }, async (t) => {
  assert.ok(distReady(), 'dist/ is not built: run `scripts/build web` first');
  const server = await serve(undefined, { 'content-security-policy': STRICT_CSP }, { '/host.html': HOST, '/frame-host.html': FRAME_HOST });
  const { page, errors, close } = await launch();
  try {
    await t.test('a wrong answer is legal but rejected: the hint is said and the board set back', async () => {
      await page.goto(`${server.url}/lessons.html?lesson=janggi-horse&lang=en`);
      await waitLesson(page, { lessonState: 'ready', lesson: 'janggi-horse' });
      await clickAnswer(page, page, 'e4g5');
      await waitLesson(page, { lessonState: 'wrong', tries: '1' });
      const feedback = await panelText(page, 'feedback');
      assert.match(feedback, /^Not yet\. That move does not capture/);
      // Points named as the Janggi board numbers them (e5 is 65 there), not in machine letters.
      assert.match(feedback, /Step up to 65/);
      assert.doesNotMatch(await panelText(page, 'task') + feedback, /\b[a-i]\d\b/);
      await page.screenshot({ path: shot('lesson-wrong-janggi') });
      await waitLesson(page, { lessonState: 'ready', ply: '0' });
      assert.equal(await page.locator('#courses a[data-lesson="janggi-horse"] .step-done').count(), 0);
      assert.deepEqual(errors, []);
    });

    for (const course of COURSES) {
      await t.test(`${course.variant}: the whole course by clicks, Next step after each`, async () => {
        await page.goto(`${server.url}/lessons.html?lesson=${course.variant}`);
        for (const [i, step] of course.steps.entries()) {
          const id = lessonId(course, step);
          await waitLesson(page, { lessonState: 'ready', lesson: id, ply: '0' });
          assert.equal(await panelText(page, 'title'), step.title.en);
          await clickAnswer(page, page, step.solution);
          await waitLesson(page, { lessonState: 'solved', lesson: id });
          assert.match(await panelText(page, 'feedback'), /^Right!/);
          if (i === 0) await page.screenshot({ path: shot(`lesson-${course.variant}`) });
          if (i < course.steps.length - 1) await pressButton(page, 'next');
        }
        assert.match(await panelText(page, 'feedback'), /the course is complete/);
        const progress = await page.locator('#courses .course-progress').nth(COURSES.indexOf(course)).textContent();
        assert.equal(progress, `${course.steps.length} of ${course.steps.length} solved`);
        assert.deepEqual(errors, []);
      });
    }

    await t.test('progress is kept: a reload shows every step solved', async () => {
      await page.goto(`${server.url}/lessons.html?lesson=janggi-horse`);
      await waitLesson(page, { lessonState: 'ready' });
      const total = COURSES.reduce((n, c) => n + c.steps.length, 0);
      assert.equal(await page.locator('#courses .step-done').count(), total);
      assert.match(await panelText(page, 'where'), /solved ✓/);
      assert.equal(await panelText(page, 'feedback'), 'You have solved this step before.');
    });

    for (const course of COURSES) {
      const step = course.steps[1];
      await t.test(`${course.variant}: a step by keyboard`, async () => {
        const id = lessonId(course, step);
        await page.goto(`${server.url}/lessons.html?lesson=${id}`);
        await waitLesson(page, { lessonState: 'ready', lesson: id });
        const files = await page.evaluate(() => JSON.parse(document.querySelector('sanggi-board').shadowRoot.querySelector('canvas').dataset.layout).files);
        await keyAnswer(page, step.solution, files);
        await waitLesson(page, { lessonState: 'solved', lesson: id });
        assert.deepEqual(errors, []);
      });
    }

    await t.test('the element in an article (Chinese) and the iframe page (Korean)', async () => {
      await page.goto(`${server.url}/host.html`);
      await waitLesson(page, { lessonState: 'ready', lesson: 'xiangqi-cannon' }, '#one');
      assert.equal(await panelText(page, 'title', '#one'), '炮');
      await clickAnswer(page, page, 'b3b10', { selector: '#one' });
      await waitLesson(page, { lessonState: 'solved' }, '#one');
      assert.equal(await panelText(page, 'feedback', '#one'), '正确！继续下一步。');
      await page.goto(`${server.url}/frame-host.html`);
      const frame = page.frameLocator('#f');
      const inner = page.frames().find((f) => f.url().includes('embed.html'));
      await waitLesson(inner, { lessonState: 'ready', lesson: 'gwangsanghui-ambush' });
      assert.equal(await panelText(inner, 'title'), '복');
      const box = await page.locator('#f').boundingBox();
      await clickAnswer(page, inner, 'd1e4', { offset: { x: box.x, y: box.y } });
      await waitLesson(inner, { lessonState: 'solved' });
      await frame.locator(BOARD).locator('button[data-lesson="next"]').click();
      await waitLesson(inner, { lessonState: 'ready', lesson: 'gwangsanghui-infantry' });
      assert.match(inner.url(), /lesson=gwangsanghui-infantry/);
      await page.screenshot({ path: shot('lesson-iframe-ko') });
      assert.deepEqual(errors, []);
    });

    await t.test('a task names its points as the board numbers them, in the player\'s notation', async () => {
      const task = () => page.locator(BOARD).locator('.lesson-task').textContent();
      // Janggi, the page's usual numbering (KJA): the soldier on e2 is on point 95.
      await page.goto(`${server.url}/lessons.html?lesson=janggi-general&lang=en`);
      await page.evaluate(() => localStorage.removeItem('sanggi.settings.v1'));
      await page.reload();
      await waitLesson(page, { lessonState: 'ready', lesson: 'janggi-general' });
      assert.match(await task(), /Capture the soldier on 95 with the general\./);
      assert.equal(await page.getAttribute(BOARD, 'notation'), 'native');
      const coords = () => page.evaluate((sel) => document.querySelector(sel).control.view.scene().coords, BOARD);
      assert.equal(await coords(), 'kja', 'the board numbers its points as the task names them');
      // A player who chose machine notation on the game page gets letters and numbers.
      await page.evaluate(() => localStorage.setItem('sanggi.settings.v1', JSON.stringify({ notation: 'machine' })));
      await page.reload();
      await waitLesson(page, { lessonState: 'ready', lesson: 'janggi-general' });
      assert.match(await task(), /Capture the soldier on e2 with the general\./);
      // Xiangqi's notation numbers files only: its lesson boards number every point a-i, 1-10,
      // as the texts name them.
      await page.evaluate(() => localStorage.removeItem('sanggi.settings.v1'));
      await page.goto(`${server.url}/lessons.html?lesson=xiangqi-general&lang=zh`);
      await waitLesson(page, { lessonState: 'ready', lesson: 'xiangqi-general' });
      assert.match(await task(), /用帅吃掉e2的卒/);
      assert.equal(await coords(), 'letters', 'Xiangqi\'s own numbering names files only: the lesson board is lettered like its task');
      assert.deepEqual(errors, []);
    });

    await t.test('an unknown lesson says so and opens the first one', async () => {
      await page.goto(`${server.url}/embed.html?mode=lesson&lesson=janggi-dragon`);
      await waitLesson(page, { lessonState: 'ready', lesson: 'janggi-general' });
      assert.match(await page.locator(BOARD).locator('.message').textContent(), /no lesson "janggi-dragon"/);
    });
  } finally {
    await close();
    await server.close();
  }
});

test('lessons on a phone, in Korean, and from disk', { timeout: 180000 }, async (t) => {
  await t.test('phone: one column, nothing wider than the screen, the task and board on screen', async () => {
    const server = await serve(undefined, { 'content-security-policy': STRICT_CSP });
    try {
      await inBrowser(PHONE, async ({ page, errors }) => {
        await page.goto(`${server.url}/lessons.html?lesson=gwangsanghui-fallen-general&lang=ko`);
        await waitLesson(page, { lessonState: 'ready' });
        const [scroll, width] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
        assert.ok(scroll <= width, `the page is ${scroll}px wide on a ${width}px screen`);
        const canvas = await page.locator(BOARD).locator('canvas').boundingBox();
        assert.ok(canvas.width <= width && canvas.width > 300, `board ${canvas.width}px`);
        assert.equal(await page.locator('h1').textContent(), '강좌');
        await page.locator(BOARD).scrollIntoViewIfNeeded();
        await page.screenshot({ path: shot('lesson-phone-ko') });
        assert.deepEqual(errors, []);
      });
    } finally {
      await server.close();
    }
  });

  await t.test('from disk (file://): the lesson loads and judges a move', async () => {
    await inBrowser({ fileAccess: false }, async ({ page, errors }) => {
      await page.goto(`${pathToFileURL(join(DIST, 'lessons.html')).href}?lesson=sinyeonsanggi-rhino`);
      await waitLesson(page, { lessonState: 'ready', lesson: 'sinyeonsanggi-rhino' });
      await clickAnswer(page, page, 'b1c4');
      await waitLesson(page, { lessonState: 'solved' });
      await pressButton(page, 'next');
      await waitLesson(page, { lessonState: 'ready', lesson: 'sinyeonsanggi-chariot' });
      assert.deepEqual(errors, []);
    });
  });
});

// The iframe page (embed.html) in a host page (issue 59): under the manual's snippet, which
// sizes the frame from its height message, the frame settles at the board's natural height for
// its width in every mode (it used to fit the board to the frame's height and report that back,
// shrinking to a thumbnail); hosts that add to the height or ignore the message keep working;
// the dark theme is readable on a dark host (it kept the light page's cream background), and
// the light frame has no background of its own (no beige box in a white figure).
import test from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, distReady, shot, axeViolations } from './helpers.mjs';

const RECORD = '[Variant "xiangqi"]\n\n1. h3e3 {The central cannon} h8e8 2. h1g3 h10g8 *';
// The documented snippet (docs/embedding.md, Events for the host page), with `extra` pixels
// added by the host, or none; `heard` collects every message for the test.
const host = (src, { extra = null, width = 480, height = 560, style = '' } = {}) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>host</title><link rel="icon" href="data:,"><style>${style}</style>
<script>window.heard = []; addEventListener('message', (e) => { if (e.data?.source === 'sanggi') heard.push(e.data); });</script>
</head><body><h1>Article</h1>
<iframe id="f" title="board" src="embed.html?${src}" width="${width}" height="${height}"></iframe>
<script>
const frame = document.getElementById('f');
${extra === null ? '' : `addEventListener('message', (e) => {
  if (e.data?.source === 'sanggi' && e.data.type === 'sanggi-resize') frame.height = e.data.height + ${extra};
});`}
</script></body></html>`;

const MODES = {
  play: 'game=janggi&mode=play&level=1',
  replay: `game=xiangqi&mode=replay&ply=1&record=${encodeURIComponent(RECORD)}`,
  demo: 'game=gwangsanghui&mode=demo',
  static: 'game=sinyeonsanggi&mode=static',
  lesson: 'mode=lesson&lesson=janggi-horse',
};
const PAGES = { '/ignore.html': host(MODES.replay, { height: 400 }), '/plus.html': host(MODES.play, { extra: 40 }) };
for (const [mode, src] of Object.entries(MODES)) PAGES[`/${mode}.html`] = host(src, { extra: 0 });
const DARK_HOST = 'body { background: #121212; color: #eeeeee; font: 16px sans-serif; } iframe { border: 0; }';
PAGES['/dark.html'] = host(`${MODES.replay}&theme=dark`, { extra: 0, style: DARK_HOST });
PAGES['/dark-lesson.html'] = host(`${MODES.lesson}&theme=dark`, { extra: 0, style: DARK_HOST });
PAGES['/dark-play.html'] = host('game=janggi&mode=play&level=1&theme=dark', { extra: 0, style: DARK_HOST });

const resizes = (page) => page.evaluate(() => heard.filter((m) => m.type === 'sanggi-resize').map((m) => m.height));

// Loads a host page, waits for the board and its first height, then 3 s more.
async function settle(page, url) {
  await page.goto(url);
  const frame = page.frame({ url: /embed\.html/ });
  await frame.waitForFunction(() => ['ready', 'over', 'thinking'].includes(document.querySelector('sanggi-board')?.dataset.state), null, { timeout: 30000 });
  await page.waitForFunction(() => heard.some((m) => m.type === 'sanggi-resize'), null, { timeout: 30000 });
  await page.waitForTimeout(3000);
  return frame;
}

// In the frame: how wide the board is against the page's width, how tall the content is.
function measure(frame) {
  return frame.evaluate(() => {
    const board = document.querySelector('sanggi-board');
    const canvas = board.shadowRoot.querySelector('canvas').getBoundingClientRect();
    const body = getComputedStyle(document.body);
    return { canvas: canvas.width, canvasHeight: canvas.height, room: innerWidth - parseFloat(body.paddingLeft) - parseFloat(body.paddingRight),
      bottom: document.body.getBoundingClientRect().bottom, innerHeight, scrolls: document.documentElement.scrollHeight > innerHeight };
  });
}

test('the iframe page in a host page', { timeout: 240000 }, async (t) => {
  assert.ok(distReady(), 'dist/ is not built: run `scripts/build web` first');
  const server = await serve(undefined, {}, PAGES);
  const { page, errors, close } = await launch();
  try {
    for (const mode of Object.keys(MODES)) {
      await t.test(`${mode}: under the snippet the frame settles at the board's height for its width`, async () => {
        const frame = await settle(page, `${server.url}/${mode}.html`);
        const heights = await resizes(page);
        assert.ok(heights.length >= 1 && heights.length <= 2, `${heights.length} height messages: ${heights.join(' ')}`);
        assert.ok(heights.every((h, i) => i === 0 || h !== heights[i - 1]), `a height told twice: ${heights.join(' ')}`);
        const m = await measure(frame);
        assert.equal(Number(await page.locator('#f').getAttribute('height')), heights.at(-1));
        assert.ok(Math.abs(m.canvas - m.room) < 1, `the board is ${m.canvas} px wide in ${m.room} px: it follows the height, not the width`);
        assert.ok(heights.at(-1) >= m.canvasHeight, `the frame shrank to ${heights.at(-1)} px`);
        assert.equal(m.scrolls, false, 'the frame scrolls');
        if (mode === 'replay') {
          // A step that hides the caption: its space stays (the record has comments), so the
          // buttons do not move, the frame's height does not change and nothing is told.
          const next = frame.locator('button[data-action="next"]');
          const top = await next.evaluate((b) => b.getBoundingClientRect().top);
          await next.click();
          await frame.waitForFunction(() => document.querySelector('sanggi-board').dataset.ply === '2');
          await page.waitForTimeout(1500);
          const after = await resizes(page);
          assert.deepEqual(after, heights, `after a step that hides the caption: ${after.join(' ')}`);
          assert.equal(await next.evaluate((b) => b.getBoundingClientRect().top), top, 'the buttons moved');
          assert.equal((await measure(frame)).scrolls, false);
        }
        await page.screenshot({ path: shot(`embed-frame-${mode}`) });
        assert.deepEqual(errors, []);
      });
    }

    await t.test('a host that adds to the height: still one message, the board follows the width', async () => {
      const frame = await settle(page, `${server.url}/plus.html`);
      const heights = await resizes(page);
      assert.equal(heights.length, 1, heights.join(' '));
      const m = await measure(frame);
      assert.ok(Math.abs(m.canvas - m.room) < 1, JSON.stringify(m));
      assert.ok(m.bottom <= m.innerHeight - 39, JSON.stringify(m));
      assert.deepEqual(errors, []);
    });

    await t.test('a host that ignores the message: the board fits the frame\'s fixed height', async () => {
      const frame = await settle(page, `${server.url}/ignore.html`);
      const heights = await resizes(page);
      assert.equal(heights.length, 1, heights.join(' '));
      assert.ok(heights[0] > 400, `told ${heights[0]}: the natural height, not the frame's`);
      const m = await measure(frame);
      assert.ok(m.bottom <= 400 && m.bottom > 380, `board and bar end at ${m.bottom} in a 400 px frame`);
      assert.ok(m.canvas < m.room - 20, JSON.stringify(m));
      assert.deepEqual(errors, []);
    });

    for (const name of ['dark', 'dark-lesson', 'dark-play']) {
      await t.test(`${name}: the dark frame on a dark host is readable (axe clean)`, async () => {
        const frame = await settle(page, `${server.url}/${name}.html`);
        assert.deepEqual(await axeViolations(page), []);
        // Each text shown (the status line, or the lesson's lines) against the frame's own background.
        const colours = await frame.evaluate(() => {
          const root = document.querySelector('sanggi-board').shadowRoot;
          const texts = [...root.querySelectorAll('.status, .lesson p')].filter((e) => e.checkVisibility() && e.textContent.trim());
          return { inks: texts.map((e) => getComputedStyle(e).color), page: getComputedStyle(document.documentElement).backgroundColor };
        });
        assert.ok(colours.inks.length > 0);
        for (const ink of colours.inks) assert.ok(contrast(ink, colours.page) >= 4.5, JSON.stringify(colours));
        await page.screenshot({ path: shot(`embed-frame-${name}`) });
        assert.deepEqual(errors, []);
      });
    }

    await t.test('the light frame has no background of its own (no box in a white figure)', async () => {
      await page.goto(`${server.url}/examples/janggi.html`);
      const frame = page.frame({ url: /embed\.html\?game=janggi&mode=static/ });
      await frame.waitForFunction(() => document.querySelector('sanggi-board')?.dataset.state, null, { timeout: 30000 });
      const bg = await frame.evaluate(() => [document.documentElement, document.body].map((e) => getComputedStyle(e).backgroundColor));
      assert.deepEqual(bg, ['rgba(0, 0, 0, 0)', 'rgba(0, 0, 0, 0)']);
      await page.locator('figure').first().screenshot({ path: shot('embed-frame-in-figure') });
      assert.deepEqual(errors, []);
    });
  } finally {
    await close();
    await server.close();
  }
});

// WCAG contrast of two computed colours 'rgb(r, g, b)' (an alpha of 0 is a white page).
function contrast(a, b) {
  const lum = (text) => {
    const [r, g, bl, alpha = 1] = text.match(/[\d.]+/g).map(Number);
    const c = alpha === 0 ? [255, 255, 255] : [r, g, bl];
    const [R, G, B] = c.map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; });
    return 0.2126 * R + 0.7152 * G + 0.0722 * B;
  };
  const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

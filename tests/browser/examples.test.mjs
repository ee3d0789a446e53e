// The example pages (dist/examples/) under the strict policy of their CSP <meta> tag (and
// the same as a header over http), served and opened from disk: every board drawn (in the
// page and in its iframes), no console error; the snippets' Copy buttons; the Gwangsanghui
// article's rule demo plays the fallen General. Screenshots of each page in tests/out/.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve, launch, distReady, shot, clickEmbedSquare, STRICT_CSP, DIST } from './helpers.mjs';

const PAGES = distReady() ? readdirSync(join(DIST, 'examples')).filter((f) => f.endsWith('.html')).sort() : [];
// How many boards each page shows (its own and in its iframes).
const BOARDS = { 'gwangsanghui.html': 4, 'janggi.html': 4, 'snippets.html': 5, 'index.html': 0 };

// Waits until every <sanggi-board> of the page and of its frames is set up and has drawn a
// board (a canvas with its layout and painted pixels); -> their count. Each frame is brought
// into view in turn, as a reader scrolling does: Chromium does not paint frames of another
// origin (every file:// page is one) while they are off screen.
async function boardsDrawn(page) {
  const deadline = Date.now() + 45000;
  for (;;) {
    for (const frame of await page.locator('iframe').all()) await frame.scrollIntoViewIfNeeded();
    const counts = [];
    for (const frame of page.frames()) {
      counts.push(await frame.evaluate(() => {
        const boards = [...document.querySelectorAll('sanggi-board')];
        const drawn = boards.filter((board) => {
          const canvas = board.shadowRoot?.querySelector('canvas');
          if (!canvas?.dataset.layout || !board.dataset.state || board.dataset.state === 'loading') return false;
          if (board.getAttribute('mode') === 'lesson' || board.dataset.lesson) if (board.dataset.lessonState !== 'ready') return false;
          const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
          let painted = 0;
          for (let i = 3; i < data.length; i += 4 * 97) if (data[i] > 0) painted++;
          return painted > 100;
        });
        return { all: boards.length, drawn: drawn.length, states: boards.map((b) => `${b.dataset.state}/${b.dataset.lessonState ?? ''}`) };
      }).catch((e) => ({ all: 1, drawn: 0, states: [e.message] })));
    }
    const all = counts.reduce((n, c) => n + c.all, 0);
    const drawn = counts.reduce((n, c) => n + c.drawn, 0);
    if (all === drawn) return all;
    if (Date.now() > deadline) throw new Error(`${drawn} of ${all} boards drawn: ${JSON.stringify(counts)}`);
    await page.waitForTimeout(250);
  }
}

test('example pages', { timeout: 300000 }, async (t) => {
  assert.ok(distReady(), 'dist/ is not built: run `scripts/build web` first');
  assert.deepEqual(PAGES, Object.keys(BOARDS).sort());
  const server = await serve(undefined, { 'content-security-policy': STRICT_CSP });
  const { page, errors, close } = await launch({ fileAccess: false });
  try {
    for (const [where, base] of [['http', `${server.url}/examples/`], ['file', pathToFileURL(join(DIST, 'examples')).href + '/']]) {
      for (const name of PAGES) {
        await t.test(`${name} over ${where}: every board drawn, no console error`, async () => {
          await page.goto(base + name);
          assert.equal(await page.getAttribute('meta[http-equiv="Content-Security-Policy"]', 'content'), STRICT_CSP);
          assert.equal(await boardsDrawn(page), BOARDS[name]);
          if (where === 'http') await page.screenshot({ path: shot(`example-${name.replace('.html', '')}`), fullPage: true });
          assert.deepEqual(errors, []);
        });
      }
    }

    await t.test('the Gwangsanghui article: the rule demo takes the left army when the General is not avenged', async () => {
      await page.goto(`${server.url}/examples/gwangsanghui.html`);
      await boardsDrawn(page);
      const demo = 'sanggi-board[mode="demo"]';
      await page.locator(demo).scrollIntoViewIfNeeded();
      await clickEmbedSquare(page, page, demo, 'b9');
      await clickEmbedSquare(page, page, demo, 'b3');
      await page.waitForFunction((s) => document.querySelector(s).dataset.ply === '1', demo);
      await clickEmbedSquare(page, page, demo, 'h3');
      await clickEmbedSquare(page, page, demo, 'h4');
      await page.waitForFunction((s) => document.querySelector(s).dataset.ply === '2', demo);
      const south = await page.evaluate((s) => document.querySelector(s).state.fen.split(' ')[0].replace(/[^A-Z]/g, ''), demo);
      assert.equal(south, 'PK', 'only the Infantry and the Marshal are left');
      assert.deepEqual(errors, []);
    });

    await t.test('snippets: Copy puts the code on the clipboard or selects it', async () => {
      await page.goto(`${server.url}/examples/snippets.html`);
      await boardsDrawn(page);
      const box = page.locator('.snippet#lesson');
      await box.locator('button.copy').first().click();
      await page.waitForFunction(() => document.querySelector('#lesson .copy-status').textContent !== '');
      const status = await box.locator('.copy-status').first().textContent();
      assert.match(status, /^(Copied\.|Selected)/);
      if (status.startsWith('Selected')) assert.match(await page.evaluate(() => String(window.getSelection())), /mode="lesson" lesson="janggi-horse"/);
      assert.deepEqual(errors, []);
    });
  } finally {
    await close();
    await server.close();
  }
});

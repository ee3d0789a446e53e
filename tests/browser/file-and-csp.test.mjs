// The built page opened from disk (file://), and served with the strict Content-Security-
// Policy the page is designed for: it loads without console errors and the computer plays.
// The browser runs without --allow-file-access-from-files, as a visitor's does: a fetch of
// another file:// URL (the install manifest, say) would log a CORS error here.
import test from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve, launch, waitForState, clickMove, distReady, shot, DIST, STRICT_CSP } from './helpers.mjs';

test('file:// and strict CSP', { timeout: 120000 }, async (t) => {
  assert.ok(distReady(), 'dist/ is not built: run `scripts/build web` first');
  const server = await serve(DIST, { 'content-security-policy': STRICT_CSP });
  const { page, errors, close } = await launch({ fileAccess: false });
  try {
    await t.test('dist/index.html from disk: playable, the computer answers', async () => {
      const url = pathToFileURL(join(DIST, 'index.html')).href;
      await page.goto(`${url}?game=xiangqi&level=1`);
      const d = await waitForState(page, ['ready'], { variant: 'xiangqi', ply: 0 });
      console.log(`navigation to playable board (file://): ${d.readyMs} ms`);
      await clickMove(page, 'h3e3');
      await waitForState(page, ['ready'], { ply: 2 });
      await page.screenshot({ path: shot('file-xiangqi') });
      assert.equal(await page.locator('link[rel="manifest"]').count(), 0, 'no install manifest on file://');
      assert.deepEqual(errors, []);
    });

    await t.test('dist/embed.html from disk', async () => {
      const url = pathToFileURL(join(DIST, 'embed.html')).href;
      await page.goto(`${url}?game=gwangsanghui&mode=static`);
      await page.waitForFunction(() => document.querySelector('sanggi-board')?.dataset.state === 'ready'
        || document.querySelector('sanggi-board')?.dataset.state === 'waiting', null, { timeout: 30000 });
      assert.deepEqual(errors, []);
    });

    await t.test('served with a strict CSP: no violations, the computer answers', async () => {
      await page.goto(`${server.url}/index.html?game=janggi&level=1`);
      await waitForState(page, ['ready'], { variant: 'janggi', ply: 0 });
      assert.equal(await page.getAttribute('link[rel="manifest"]', 'href'), 'manifest.webmanifest', 'installable over http');
      await clickMove(page, 'a4a5');
      await waitForState(page, ['ready'], { ply: 2 });
      await page.click('#btn-rules');
      await page.waitForFunction(() => document.querySelectorAll('#rules-body tr').length > 3);
      // A rule demo: the horse with a blocked leg, its moves from the engine.
      await page.locator('#rules-body button', { hasText: 'Show moves' }).nth(3).click();
      await page.waitForFunction(() => /^Horse: [1-9]\d* moves/.test(document.querySelector('.demo-area .note').textContent));
      await page.screenshot({ path: shot('rules-demo-janggi-horse') });
      await page.click('#rules-close');
      await page.goto(`${server.url}/embed.html?game=sinyeonsanggi&level=1`);
      await page.waitForFunction(() => document.querySelector('sanggi-board')?.dataset.state === 'ready', null, { timeout: 30000 });
      assert.deepEqual(errors, []);
    });
    await t.test('an engine that cannot load gives a clear message, not a broken page', async () => {
      // A fresh profile: the service worker of the pages above would serve the engine.
      const other = await launch();
      try {
        const p = other.page;
        // Every way to the engine blocked: engine-stream.js with its wasm, and engine.js.
        for (const file of ['**/engine.js', '**/engine-stream.js', '**/sanggi-engine.wasm']) await other.context.route(file, (route) => route.abort());
        await p.goto(`${server.url}/index.html`);
        await p.waitForFunction(() => document.getElementById('app').dataset.state === 'error', null, { timeout: 60000 });
        assert.match(await p.textContent('#status'), /engine could not start/);
        assert.equal(await p.isEnabled('#btn-new'), true);
      } finally {
        await other.close();
      }
    });
  } finally {
    await close();
    await server.close();
  }
});

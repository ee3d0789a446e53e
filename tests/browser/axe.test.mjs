// Accessibility audited by axe-core: no serious or critical violation on the game page (and
// its dialogs), the iframe embed page, a host page with <sanggi-board> elements (with the
// export form open), the source reader, the lessons page and every example page in
// dist/examples/ that the build made (found at run time).
import test from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { serve, launch, waitForState, distReady, DIST, axeViolations, shot } from './helpers.mjs';

const HOST = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Museum article</title>
<link rel="icon" href="icons/icon.svg"></head><body><main><h1>Museum article</h1>
<sanggi-board id="play" game="janggi" level="1" size="420"></sanggi-board>
<sanggi-board id="replay" game="xiangqi" mode="replay" ply="2" export record="1. h3e3 h8e8 2. h1g3 *"></sanggi-board>
<sanggi-board id="static" game="gwangsanghui" mode="static" size="360"></sanggi-board>
</main><script src="sanggi-embed.js"></script></body></html>`;

// A page with two faults axe must find: the helper's own check.
const BAD = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bad</title><link rel="icon" href="icons/icon.svg"></head>
<body><main><img src="icons/icon.svg"><button type="button"></button><iframe title="inner" src="axe-inner.html"></iframe></main></body></html>`;
const INNER = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>inner</title><link rel="icon" href="icons/icon.svg"></head>
<body><main><input id="unlabelled" type="text"></main></body></html>`;
const FRAME_HOST = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Janggi article</title><link rel="icon" href="icons/icon.svg"></head>
<body><main><h1>Janggi</h1><iframe id="f" title="Janggi board" width="520" height="640" src="embed.html?game=janggi&mode=replay&record=1.%20a4a5%20*"></iframe></main></body></html>`;

// The lessons page and the example pages, as far as the build has them.
function builtPages() {
  const dir = join(DIST, 'examples');
  const found = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.html')).sort().map((f) => `examples/${f}`) : [];
  return [...(existsSync(join(DIST, 'lessons.html')) ? ['lessons.html'] : []), ...found];
}

// Every <sanggi-board> of the page and of its frames has drawn its first state.
async function boardsDrawn(page) {
  for (const frame of page.frames()) {
    await frame.waitForFunction(() => [...document.querySelectorAll('sanggi-board')].every((b) => b.dataset.state), null, { timeout: 30000 });
  }
}

test('axe-core: no serious or critical violation', { timeout: 300000 }, async (t) => {
  assert.ok(distReady(), 'dist/ is not built: run `scripts/build web` first');
  const server = await serve(undefined, {}, { '/axe-host.html': HOST, '/axe-bad.html': BAD, '/axe-inner.html': INNER, '/axe-frame-host.html': FRAME_HOST });
  const { page, errors, close } = await launch();
  try {
    await t.test('the helper finds what is wrong', async () => {
      await page.goto(`${server.url}/axe-bad.html`);
      const found = await axeViolations(page);
      assert.ok(found.some((v) => v.startsWith('image-alt (critical)')), found.join('\n'));
      assert.ok(found.some((v) => v.startsWith('button-name (critical)')), found.join('\n'));
      assert.ok(found.some((v) => v.startsWith('label (critical) iframe #unlabelled')), found.join('\n'));
    });

    await t.test('the game page, its Import / export and Export diagram dialogs', async () => {
      await page.goto(`${server.url}/index.html`);
      await waitForState(page);
      assert.deepEqual(await axeViolations(page), []);
      await page.click('#btn-new');
      assert.deepEqual(await axeViolations(page), [], 'New game');
      await page.keyboard.press('Escape');
      await page.click('#btn-io');
      assert.deepEqual(await axeViolations(page), [], 'Import / export');
      await page.click('#exp-diagram');
      assert.deepEqual(await axeViolations(page), [], 'Export diagram');
      await page.screenshot({ path: shot('axe-diagram-dialog') });
      await page.keyboard.press('Escape');
      for (const lang of ['ko', 'zh']) {
        await page.goto(`${server.url}/index.html?lang=${lang}`);
        await waitForState(page);
        assert.deepEqual(await axeViolations(page), [], lang);
      }
      assert.deepEqual(errors, []);
    });

    await t.test('the iframe embed page, alone and in a host page', async () => {
      // A lesson too, once the build has lessons.
      const lesson = existsSync(join(DIST, 'lessons.html')) ? ['mode=lesson&lesson=janggi-horse'] : [];
      for (const query of ['game=janggi&level=1', 'game=xiangqi&mode=replay&export&record=1.%20h3e3%20h8e8%20*', ...lesson]) {
        await page.goto(`${server.url}/embed.html?${query}`);
        await boardsDrawn(page);
        assert.deepEqual(await axeViolations(page), [], query);
        // The iframe page also keeps its content in a landmark (a moderate rule).
        assert.deepEqual(await axeViolations(page, { impacts: ['moderate'] }).then((v) => v.filter((l) => /^(landmark-one-main|region) /.test(l))), [], query);
      }
      await page.goto(`${server.url}/axe-frame-host.html`);
      await page.frameLocator('#f').locator('sanggi-board[data-state]').waitFor({ state: 'attached', timeout: 30000 });
      assert.deepEqual(await axeViolations(page), [], 'in an iframe');
      assert.deepEqual(errors, []);
    });

    await t.test('a page with <sanggi-board> elements, the export form open', async () => {
      await page.goto(`${server.url}/axe-host.html`);
      await boardsDrawn(page);
      await page.locator('#replay button[data-action="export"]').click();
      assert.deepEqual(await axeViolations(page), []);
      assert.deepEqual(errors, []);
    });

    await t.test('the source reader', async () => {
      await page.goto(`${server.url}/reader.html`);
      await page.waitForFunction(() => document.querySelector('#reader')?.dataset.state === 'ready', null, { timeout: 30000 });
      assert.deepEqual(await axeViolations(page), []);
      assert.deepEqual(errors, []);
    });

    for (const path of builtPages()) {
      await t.test(path, async () => {
        await page.goto(`${server.url}/${path}`);
        await page.waitForLoadState('load');
        await boardsDrawn(page);
        assert.deepEqual(await axeViolations(page), []);
        assert.deepEqual(errors, []);
      });
    }
  } finally {
    await close();
    await server.close();
  }
});

// The About panel of the built page: the version of the VERSION file, the MIT licence with
// links to the licence files beside the page, the sources of the four games' rules and the
// credits, in English and in the page's other languages.
import test from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serve, launch, waitForState, distReady, shot, DIST, ROOT } from './helpers.mjs';

const version = readFileSync(join(ROOT, 'VERSION'), 'utf8').split('\n')[0].trim();

test('About: version, licence, sources of the rules, credits', { timeout: 120000 }, async (t) => {
  assert.ok(distReady(), 'dist/ is not built: run `scripts/build web` first');
  const server = await serve(DIST);
  const { page, errors, close } = await launch();
  try {
    await t.test('in English', async () => {
      await page.goto(`${server.url}/index.html?lang=en`);
      await waitForState(page, ['ready']);
      await page.click('#btn-settings');
      await page.click('#btn-about');
      const dialog = page.locator('#dlg-about');
      await dialog.waitFor({ state: 'visible' });
      const text = await dialog.textContent();
      assert.match(text, new RegExp(`Version ${version.replace(/\./g, '\\.')}`));
      assert.match(text, /MIT licence/);
      for (const name of ['Janggi', 'Xiangqi', 'Sin-yeon-sang-gi', 'Gwangsanghui', 'Nam Yu-yong', 'Noto Serif CJK', 'Emscripten'])
        assert.ok(text.includes(name), name);
      for (const href of await dialog.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
        assert.ok(existsSync(join(DIST, href)), `dist/${href} exists`);
      await page.screenshot({ path: shot('about-en') });
      await dialog.locator('button', { hasText: 'Close' }).click();
      await dialog.waitFor({ state: 'hidden' });
    });
    for (const [lang, title] of [['ko', 'sanggi 정보'], ['zh', '关于 sanggi']]) {
      await t.test(`in ${lang}`, async () => {
        await page.goto(`${server.url}/index.html?lang=${lang}`);
        await waitForState(page, ['ready']);
        await page.click('#btn-settings');
        await page.click('#btn-about');
        await page.locator('#dlg-about').waitFor({ state: 'visible' });
        assert.equal(await page.textContent('#dlg-about h2'), title);
        assert.ok((await page.textContent('#dlg-about')).includes(version));
      });
    }
    assert.deepEqual(errors, []);
  } finally {
    await close();
    await server.close();
  }
});

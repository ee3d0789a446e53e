// The rules panel: plain-language rules in the page's language, and rule demos that show
// where a piece can go and, where a region limits it, outline that region and say so.
import test from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, waitForState, distReady, shot } from './helpers.mjs';

// The mean colour of a patch of the demo canvas around a spot between points (in cells
// from the top-left point), in device pixels.
async function demoPatch(page, col, row) {
  return page.evaluate(({ col, row }) => {
    const canvas = document.querySelector('.demo-board');
    const layout = JSON.parse(canvas.dataset.layout);
    const k = canvas.width / canvas.getBoundingClientRect().width;
    const x = Math.round((layout.left + col * layout.cell) * k);
    const y = Math.round((layout.top + row * layout.cell) * k);
    const r = Math.max(2, Math.round(layout.cell * k * 0.2));
    const data = canvas.getContext('2d').getImageData(x - r, y - r, 2 * r, 2 * r).data;
    const sum = [0, 0, 0];
    for (let i = 0; i < data.length; i += 4) for (let c = 0; c < 3; c++) sum[c] += data[i + c];
    return sum.map((v) => v / (data.length / 4));
  }, { col, row });
}

async function showDemo(page, name) {
  const before = await page.evaluate(() => document.querySelector('.demo-caption')?.textContent ?? '');
  await page.locator('#rules-body tr', { has: page.locator('td', { hasText: new RegExp(`^${name} \\(`) }) }).locator('button').click();
  await page.waitForFunction(({ name, before }) => {
    const c = document.querySelector('.demo-caption');
    return c && c.textContent !== before && (c.textContent.startsWith(`${name}:`) || c.textContent.startsWith(`${name}：`));
  }, { name, before });
  // The board is drawn on the next animation frame.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

test('rules panel and rule demos', { timeout: 120000 }, async (t) => {
  assert.ok(distReady(), 'dist/ is not built: run `scripts/build web` first');
  const server = await serve();
  const { page, errors, close } = await launch();
  try {
    await t.test('Xiangqi: the elephant keeps to its own half, outlined; the horse has no region', async () => {
      await page.goto(`${server.url}/index.html?game=xiangqi&opponent=human`);
      await waitForState(page);
      await page.click('#btn-rules');
      await showDemo(page, 'Horse');
      assert.equal(await page.isHidden('.demo-limit'), true, 'no region sentence for the horse');
      const horse = await demoPatch(page, 0.5, 8.5);  // between a1, b1, a2 and b2: empty in both demos
      await showDemo(page, 'Elephant');
      assert.match(await page.textContent('.demo-limit'), /^The elephant may not cross the river/);
      assert.match(await page.getAttribute('.demo-board', 'aria-label'), /^Elephant: 2 moves\. (e3|i3), (e3|i3)\. The elephant may not cross/);
      const elephant = await demoPatch(page, 0.5, 8.5);
      // The region's blue tint: more blue, less red than the bare board at the same spot.
      assert.ok(elephant[2] - elephant[0] > horse[2] - horse[0] + 15, `no blue region: ${elephant} vs ${horse}`);
      // Across the river the board stays bare.
      const across = await demoPatch(page, 0.5, 0.5);
      assert.ok(across[2] - across[0] < elephant[2] - elephant[0] - 15, `the region spills over the river: ${across}`);
      // The demo opens under the piece's own row.
      const rowBefore = await page.evaluate(() => document.querySelector('.demo-row').previousElementSibling.textContent);
      assert.match(rowBefore, /^.*Elephant \(B\)/);
      await page.locator('.demo-area').screenshot({ path: shot('rules-demo-xiangqi-elephant') });
      await page.click('#rules-close');
      assert.deepEqual(errors, []);
    });

    await t.test('Gwangsanghui: the Vanguard passes through its central army but never stops in it', async () => {
      await page.goto(`${server.url}/index.html?game=gwangsanghui&opponent=human`);
      await waitForState(page);
      await page.click('#btn-rules');
      await showDemo(page, 'Vanguard');
      // 外 read as the whole central army: a reading, labelled as one.
      assert.match(await page.textContent('.demo-limit'), /^This project's reading: The Vanguard may pass through its own central army .* but never stop in it/);
      const label = await page.getAttribute('.demo-board', 'aria-label');
      const dests = label.split('. ')[1].split(', ');
      for (const d of ['a5', 'c5', 'm5', 'o5', 'h6']) assert.ok(dests.includes(d), `${d} missing from ${dests}`);
      for (const d of ['d5', 'g5', 'l5', 'h4']) assert.ok(!dests.includes(d), `${d} inside the central army`);
      await page.locator('.demo-area').screenshot({ path: shot('rules-demo-gwangsanghui-vanguard') });
      // The dlp reading: the Vanguard may not stop on its ranks 1-4.
      await page.click('.reading-switch button:nth-of-type(2)');
      await page.waitForFunction(() => document.querySelector('.reading-switch button:nth-of-type(2)')?.getAttribute('aria-pressed') === 'true');
      await showDemo(page, 'Vanguard');
      assert.match(await page.textContent('.demo-limit'), /may not stop on its own ranks 1–4/);
      await page.click('#rules-close');
      assert.deepEqual(errors, []);
    });

    await t.test('Gwangsanghui: readings labelled beside whole sentences of the text, in three languages', async () => {
      const labels = { en: "This project's reading", ko: '이 프로젝트의 해석', zh: '本项目的解读' };
      for (const [lang, label] of Object.entries(labels)) {
        await page.goto(`${server.url}/index.html?game=gwangsanghui&opponent=human&lang=${lang}`);
        await waitForState(page);
        await page.click('#btn-rules');
        // 14 pieces, 5 special rules, 5 notes on the reading, each beside its quote.
        await page.waitForFunction(() => document.querySelectorAll('#rules-body .quote').length === 24);
        const shown = await page.evaluate(() => {
          const texts = (selector) => [...document.querySelectorAll(selector)].map((e) => e.textContent);
          return {
            readings: [...document.querySelectorAll('#rules-body .part-reading')].map((p) => p.firstElementChild?.className + '|' + p.textContent),
            quotes: texts('#rules-body .quote'),
            marked: texts('#rules-body .quote mark'),
            headings: texts('#rules-body h3'),
          };
        });
        assert.ok(shown.readings.length >= 20, `${lang}: ${shown.readings.length} readings`);
        for (const r of shown.readings) assert.ok(r.startsWith(`part-label label-reading|${label}`), `${lang}: unlabelled reading ${r}`);
        for (const q of shown.quotes) assert.match(q, /^[^。]+。([^。]+。)*$/, `${lang}: not whole sentences: ${q}`);
        assert.ok(shown.quotes.includes('左右將如元帥，中軍有急，援之，不自出。'), `${lang}: the Generals' sentence`);
        assert.ok(shown.marked.includes('俘'), `${lang}: 俘 marked in the Prisoners' sentence`);
        assert.equal(shown.headings.length, 3, `${lang}: pieces, special rules, notes on the reading`);
        if (lang === 'ko') await page.locator('#rules-body').screenshot({ path: shot('rules-gwangsanghui-korean') });
        await page.click('#rules-close');
      }
      assert.deepEqual(errors, []);
    });

    await t.test('in Korean and Chinese: the rules text, piece names and demo sentences', async () => {
      await page.goto(`${server.url}/index.html?game=janggi&opponent=human&lang=ko`);
      await waitForState(page, ['ready', 'setup']);
      await page.click('#btn-rules');
      await page.waitForFunction(() => document.querySelectorAll('#rules-body tr').length > 3);
      const body = await page.textContent('#rules-body');
      for (const words of ['한수쉼', '빅장', '장군', '궁성']) assert.ok(body.includes(words), `no ${words}`);
      assert.doesNotMatch(body, /Checkmate the enemy general/);
      await showDemo(page, '사');
      assert.match(await page.textContent('.demo-limit'), /^사는 궁성\(파란 테두리\)을 벗어나지 못하며/);
      await page.screenshot({ path: shot('rules-janggi-korean') });
      await page.click('#rules-close');
      await page.click('#btn-settings');
      await page.selectOption('#lang-select', 'zh');
      await page.click('#settings-close');
      await page.click('#btn-rules');
      await page.waitForFunction(() => /九宫/.test(document.getElementById('rules-body').textContent));
      assert.match(await page.textContent('#rules-body'), /将军/);
      await showDemo(page, '将');
      assert.match(await page.textContent('.demo-limit'), /^将不能离开九宫/);
      await page.click('#rules-close');
      assert.deepEqual(errors, []);
    });
  } finally {
    await close();
    await server.close();
  }
});

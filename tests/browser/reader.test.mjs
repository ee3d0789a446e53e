// The source reader (reader.html): every sentence of 〈廣象戱志〉 with its readings, a live
// board beside each sentence that states a rule (worked out by the engine when it comes into
// view), anchors an article can link to; from disk, under the strict policy, on a phone and
// in three languages; linked from the rules panel.
import test from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve, launch, distReady, shot, waitForState, DIST, PHONE, STRICT_CSP } from './helpers.mjs';
import { GWANGSANGHUI_SOURCE } from '../../web/texts/gwangsanghui.js';
import { BOARDS } from '../../web/reader/boards.js';

const IDS = GWANGSANGHUI_SOURCE.sentences.map((s) => s.id);
// The boards each sentence should have: one per board and reading.
const EXPECTED = Object.fromEntries(IDS.map((id) => [id, (BOARDS[id] ?? []).flatMap((b) => b.variants ?? [b.variant ?? 'gwangsanghui']).length]));

async function ready(page) {
  await page.waitForFunction(() => document.querySelector('#reader')?.dataset.state === 'ready', null, { timeout: 30000 });
}

// Brings each board into view in turn and waits until it is drawn; then, per board: its
// sentence, state, caption, and how many distinct colours its canvas shows (a drawn board
// has wood, lines, pieces and marks; a blank canvas has one).
async function drawAll(page) {
  const count = await page.locator('figure.reader-board').count();
  for (let i = 0; i < count; i++) {
    await page.locator('figure.reader-board').nth(i).scrollIntoViewIfNeeded();
    await page.waitForFunction((i) => ['drawn', 'error'].includes(document.querySelectorAll('figure.reader-board')[i].dataset.state), i, { timeout: 30000 });
  }
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  return page.evaluate(() => [...document.querySelectorAll('figure.reader-board')].map((f) => {
    const canvas = f.querySelector('canvas');
    const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
    const colours = new Set();
    for (let i = 0; i < data.length && colours.size < 50; i += 4 * 97) colours.add(`${data[i]},${data[i + 1]},${data[i + 2]}`);
    return { id: f.closest('section').id, board: f.dataset.board, state: f.dataset.state, caption: f.querySelector('figcaption').textContent, colours: colours.size, width: canvas.width };
  }));
}

test('source reader', { timeout: 300000 }, async (t) => {
  assert.ok(distReady(), 'dist/ is not built: run `scripts/build web` first');
  const server = await serve(DIST, { 'content-security-policy': STRICT_CSP });
  try {
    await t.test('every sentence, its readings, and a drawn board wherever a rule is stated (strict policy, http)', async () => {
      const { page, errors, close } = await launch();
      try {
        await page.goto(`${server.url}/reader.html?lang=en`);
        await ready(page);
        const sections = await page.evaluate(() => [...document.querySelectorAll('section.sentence')].map((s) => ({
          id: s.id, text: s.querySelector('.classical').textContent, anchor: s.querySelector('a.anchor').getAttribute('href'),
          readings: [...s.querySelectorAll('.reading')].map((r) => [r.lang, r.textContent.length]),
          rules: s.querySelectorAll('.rule-entry').length, boards: s.querySelectorAll('figure.reader-board').length,
        })));
        assert.deepEqual(sections.map((s) => s.id), IDS);
        for (const [i, s] of sections.entries()) {
          assert.equal(s.text, GWANGSANGHUI_SOURCE.sentences[i].text, s.id);
          assert.equal(s.anchor, `#${s.id}`);
          assert.deepEqual(s.readings.map(([lang]) => lang), ['en', 'ko'], s.id);
          assert.ok(s.readings.every(([, n]) => n > 10), `${s.id}: an empty reading`);
          assert.equal(s.boards, EXPECTED[s.id], `${s.id}: boards`);
          // A sentence the engine's rules rest on has a board; the three that state no rule have none.
          if (s.rules) assert.ok(s.boards > 0, `${s.id} states a rule but has no board`);
        }
        for (const id of ['s1', 's36', 's39']) assert.equal(EXPECTED[id], 0, id);
        const boards = await drawAll(page);
        assert.equal(boards.length, Object.values(EXPECTED).reduce((a, b) => a + b, 0));
        for (const b of boards) {
          assert.equal(b.state, 'drawn', `${b.board}: ${b.caption}`);
          assert.ok(b.width > 100 && b.colours > 4, `${b.board}: blank canvas`);
          assert.ok(b.caption.trim().length > 20, `${b.board}: no caption`);
        }
        // Where the readings part, both are drawn and say which is which.
        const vanguard = boards.filter((b) => b.id === 's23');
        assert.deepEqual(vanguard.map((b) => b.board), ['s23-0-gwangsanghui', 's23-0-gwangsanghui-dlp']);
        assert.match(vanguard[0].caption, /^Reading of the classical text/);
        assert.match(vanguard[1].caption, /^Digital Ludeme Project reading/);
        // The readings' labels beside the rules: the Generals' confinement is this project's.
        assert.match(await page.locator('#s22 .rule-entry').first().textContent(), /This project's reading: Each General moves like the Marshal/);
        // The fallen general as a replay: two moves, and the left army is gone.
        // Each step says what the rule did, and the buttons stay where they are. The left army
        // is a1-c5 (docs/rules/gwangsanghui.md): the Advisor b2, Chariot a2 and Horse a4 go, the
        // soldier on c6 stays.
        const fallen = page.locator('figure[data-board="s37-0-gwangsanghui"]');
        const forward = fallen.locator('button[aria-label="Forward"]');
        const note = fallen.locator('.replay-note');
        const top = () => forward.evaluate((b) => b.getBoundingClientRect().top - b.closest('figure').getBoundingClientRect().top);
        const tops = [await top()];
        assert.equal(await note.isHidden(), true, 'nothing to say before the first move');
        await forward.click();
        assert.match(await note.textContent(), /The General has fallen: South \(blue\) must take the captor on b3 now/);
        tops.push(await top());
        await forward.click();
        assert.equal(await fallen.getAttribute('data-ply'), '2');
        assert.match(await fallen.locator('.replay-ply').textContent(), /^2 \/ 2/);
        assert.match(await note.textContent(), /South \(blue\) did not take the captor back, so 3 of its pieces in that wing army are taken/);
        tops.push(await top());
        assert.equal(new Set(tops).size, 1, `the buttons moved: ${tops.join(' ')}`);
        // Taken back at once: the army stays, and nothing more is said.
        const avenged = page.locator('figure[data-board="s37-1-gwangsanghui"]');
        await avenged.locator('button[aria-label="Forward"]').click();
        await avenged.locator('button[aria-label="Forward"]').click();
        assert.equal(await avenged.locator('.replay-note').isHidden(), true);
        await page.locator('#s37').screenshot({ path: shot('reader-fallen-general') });
        await page.screenshot({ path: shot('reader'), fullPage: false });
        assert.deepEqual(errors, []);
      } finally {
        await close();
      }
    });

    await t.test('anchors: opened at a sentence, and the whole text links to each', async () => {
      const { page, errors, close } = await launch();
      try {
        await page.goto(`${server.url}/reader.html?lang=en#s28`);
        await ready(page);
        await page.waitForFunction(() => Math.abs(document.getElementById('s28').getBoundingClientRect().top) < 40, null, { timeout: 5000 });
        assert.deepEqual(await page.evaluate(() => [...document.querySelectorAll('.sentence.current')].map((s) => s.id)), ['s28']);
        await page.locator('.whole-text a[href="#s33"]').click();
        await page.waitForFunction(() => location.hash === '#s33' && Math.abs(document.getElementById('s33').getBoundingClientRect().top) < 40);
        await page.locator('#s12 a.anchor').click();
        // The click's navigation to the anchor completes after click() returns (seen on a busy
        // machine), so wait for the hash rather than read it at once.
        await page.waitForFunction(() => location.hash === '#s12', null, { timeout: 5000 });
        await page.waitForFunction(() => document.querySelector('.sentence.current')?.id === 's12');
        assert.deepEqual(errors, []);
      } finally {
        await close();
      }
    });

    await t.test('Korean and Chinese pages; a phone', async () => {
      const { page, errors, close } = await launch(PHONE);
      try {
        await page.goto(`${server.url}/reader.html?lang=ko#s21`);
        await ready(page);
        assert.equal(await page.evaluate(() => document.documentElement.lang), 'ko');
        assert.deepEqual(await page.locator('#s21 .reading').evaluateAll((r) => r.map((e) => e.lang)), ['ko', 'en']);
        assert.match(await page.locator('h1').textContent(), /광상희/);
        assert.match(await page.locator('#s22 .rule-entry').first().textContent(), /이 프로젝트의 해석: /);
        await page.waitForFunction(() => document.querySelector('#s21 figure')?.dataset.state === 'drawn', null, { timeout: 30000 });
        const fit = await page.evaluate(() => ({
          page: document.scrollingElement.scrollWidth, view: innerWidth,
          board: document.querySelector('#s21 canvas').getBoundingClientRect().width,
        }));
        assert.ok(fit.page <= fit.view, `the page is wider than the phone: ${fit.page} > ${fit.view}`);
        assert.ok(fit.board > 250 && fit.board <= fit.view, `board ${fit.board} px wide`);
        await page.screenshot({ path: shot('reader-phone-ko') });
        await page.goto(`${server.url}/reader.html?lang=zh#s27`);
        await ready(page);
        assert.deepEqual(await page.locator('#s27 .reading').evaluateAll((r) => r.map((e) => e.lang)), ['zh', 'en', 'ko']);
        assert.match(await page.locator('#s27 .reading-zh').textContent(), /炮/);
        assert.deepEqual(errors, []);
      } finally {
        await close();
      }
    });

    await t.test('from disk, as a visitor\'s browser opens it', async () => {
      const { page, errors, close } = await launch({ fileAccess: false });
      try {
        await page.goto(`${pathToFileURL(join(DIST, 'reader.html')).href}?lang=en#s23`);
        await ready(page);
        await page.waitForFunction(() => [...document.querySelectorAll('#s23 figure')].every((f) => f.dataset.state === 'drawn'), null, { timeout: 30000 });
        assert.deepEqual(errors, []);
      } finally {
        await close();
      }
    });

    await t.test('the rules panel links to the reader', async () => {
      const { page, errors, close } = await launch();
      try {
        await page.goto(`${server.url}/index.html?game=gwangsanghui&lang=en`);
        await waitForState(page, ['ready', 'waiting']);
        await page.click('#btn-rules');
        const link = page.locator('#rules-body a.reader-link');
        assert.equal(await link.getAttribute('href'), 'reader.html?lang=en');
        assert.equal(await page.locator('#rules-body a.sentence-link[href="reader.html?lang=en#s22"]').count(), 1, 'the Generals\' quote links to its sentence');
        await link.click();
        await ready(page);
        assert.deepEqual(errors, []);
      } finally {
        await close();
      }
    });
  } finally {
    await server.close();
  }
});

// Embedding: the iframe page with URL parameters (replay, bad parameters), the
// <sanggi-board> element on a host page (events, no style leaks, no globals), and
// postMessage from the iframe to its parent.
import test from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, distReady, shot, clickEmbedSquare } from './helpers.mjs';

const RECORD = '[Variant "xiangqi"]\n\n1. h3e3 h8e8 2. h1g3 h10g8 *';

// The host page: hostile styles that must not reach inside the element, and two boards.
const HOST = `<!doctype html><html><head><meta charset="utf-8"><title>host</title>
<link rel="stylesheet" href="host.css"></head><body>
<h1>Museum article</h1>
<sanggi-board id="play" game="janggi" level="1" size="420"></sanggi-board>
<sanggi-board id="replay" game="xiangqi" mode="replay" ply="1" labels="letters" record="1. h3e3 h8e8 *"></sanggi-board>
<script src="sanggi-embed.js"></script></body></html>`;
const HOST_CSS = 'canvas { display: none !important; } button { color: rgb(255, 0, 0) !important; } * { font-size: 40px; }';
// Small boards: a replay that plays itself, and a Janggi game to play, 200 pixels wide.
const SMALL_HOST = `<!doctype html><html><head><meta charset="utf-8"><title>small</title></head><body>
<sanggi-board id="auto" game="xiangqi" mode="replay" autoplay size="200" record="1. h3e3 h8e8 2. h1g3 *"></sanggi-board>
<sanggi-board id="small" game="janggi" mode="demo" size="200"></sanggi-board>
<sanggi-board id="tiny" game="xiangqi" mode="replay" size="150" record="1. h3e3 *"></sanggi-board>
<script src="sanggi-embed.js"></script></body></html>`;
const FRAME_HOST = `<!doctype html><html><head><meta charset="utf-8"><title>frame host</title></head><body>
<iframe id="f" width="520" height="640" src="embed.html?game=janggi&level=1"></iframe></body></html>`;

// Waits until the element's data attributes have the expected values.
async function waitBoard(frame, selector, expected) {
  await frame.waitForFunction(({ selector, expected }) => {
    const el = document.querySelector(selector);
    return el && Object.entries(expected).every(([k, v]) => el.dataset[k] === v);
  }, { selector, expected }, { timeout: 30000 });
}

test('embedding', { timeout: 180000 }, async (t) => {
  assert.ok(distReady(), 'dist/ is not built: run `scripts/build web` first');
  const server = await serve(undefined, {}, { '/host.html': HOST, '/frame-host.html': FRAME_HOST, '/small.html': SMALL_HOST });
  const { context, page, errors, close } = await launch();
  await context.route('**/host.css', (route) => route.fulfill({ contentType: 'text/css', body: HOST_CSS }));
  try {
    await t.test('iframe page: replay a record from the URL, step with buttons and keys', async () => {
      const url = `${server.url}/embed.html?game=xiangqi&mode=replay&ply=2&lang=ko&labels=hangul&record=${encodeURIComponent(RECORD)}`;
      await page.goto(url);
      await waitBoard(page, 'sanggi-board', { ply: '2' });
      const root = page.locator('sanggi-board');
      assert.match(await root.locator('.status').textContent(), /^2 \/ 4 · \S+/);
      await root.locator('button[data-action="next"]').click();
      await waitBoard(page, 'sanggi-board', { ply: '3' });
      await root.locator('canvas').focus();
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await waitBoard(page, 'sanggi-board', { ply: '1' });
      await page.keyboard.press('End');
      await waitBoard(page, 'sanggi-board', { ply: '4' });
      assert.equal(await root.locator('.message').isHidden(), true);
      assert.equal(await root.locator('button[data-action="first"]').getAttribute('aria-label'), '처음');
      await page.screenshot({ path: shot('embed-replay-xiangqi') });
      assert.deepEqual(errors, []);
    });

    await t.test('iframe page: bad parameters show a message and fall back to defaults', async () => {
      await page.goto(`${server.url}/embed.html?game=chess&mode=fly&level=99&size=abc&fen=${encodeURIComponent('not a fen')}`);
      await waitBoard(page, 'sanggi-board', { state: 'ready' });
      const message = await page.locator('sanggi-board .message').textContent();
      for (const word of ['game', 'mode', 'level', 'size', 'position']) assert.match(message, new RegExp(word), message);
      const layout = await page.evaluate(() => JSON.parse(document.querySelector('sanggi-board').shadowRoot.querySelector('canvas').dataset.layout));
      assert.equal(layout.files, 9, 'the default game (Janggi) is shown');
      await page.screenshot({ path: shot('embed-bad-parameters') });
      assert.deepEqual(errors, []);
    });

    await t.test('iframe page: messages in the page\'s language', async () => {
      await page.goto(`${server.url}/embed.html?lang=ko&game=chess&level=77`);
      await waitBoard(page, 'sanggi-board', { state: 'ready' });
      const ko = await page.locator('sanggi-board .message').textContent();
      assert.match(ko, /game 값 "chess"는 쓸 수 없습니다/, ko);
      assert.match(ko, /1부터 10까지의 정수/, ko);
      assert.doesNotMatch(ko, /Invalid|expected|default/, ko);
      await page.goto(`${server.url}/embed.html?lang=zh&game=xiangqi&mode=replay&ply=9&record=${encodeURIComponent('1. h3e3 *')}`);
      await waitBoard(page, 'sanggi-board', { ply: '1' });
      assert.match(await page.locator('sanggi-board .message').textContent(), /^步数 "9" 无效：本局只有 1 步/);
      await page.goto(`${server.url}/embed.html?lang=zh&record=${encodeURIComponent('1. zz9 *')}`);
      await waitBoard(page, 'sanggi-board', { state: 'ready' });
      assert.match(await page.locator('sanggi-board .message').textContent(), /^无法读取棋谱：/);
      assert.deepEqual(errors, []);
    });

    await t.test('small boards: the buttons share one row; autoplay ends on ▷', async () => {
      await page.goto(`${server.url}/small.html`);
      await waitBoard(page, '#small', { state: 'ready' });
      await waitBoard(page, '#tiny', { ply: '0' });
      for (const id of ['auto', 'small', 'tiny']) {
        const rows = await page.evaluate((id) => {
          const root = document.getElementById(id).shadowRoot;
          const shown = [...root.querySelectorAll('.bar button')].filter((b) => b.offsetParent !== null);
          const width = root.querySelector('.frame').getBoundingClientRect().width;
          return { tops: new Set(shown.map((b) => Math.round(b.getBoundingClientRect().top))).size, count: shown.length, width,
            right: Math.max(...shown.map((b) => b.getBoundingClientRect().right - root.querySelector('.frame').getBoundingClientRect().left)) };
        }, id);
        assert.equal(rows.tops, 1, `${id}: the buttons wrap: ${JSON.stringify(rows)}`);
        assert.ok(rows.right <= rows.width + 0.5, `${id}: the buttons overflow: ${JSON.stringify(rows)}`);
        assert.ok(rows.count >= 4, `${id}: ${JSON.stringify(rows)}`);
      }
      // The last move shown ends autoplay: ▷ again, at once.
      await page.waitForFunction(() => document.getElementById('auto').dataset.ply === '3', null, { timeout: 15000 });
      const auto = page.locator('#auto button[data-action="auto"]');
      assert.equal(await auto.textContent(), '▷');
      assert.equal(await auto.getAttribute('aria-label'), 'Play');
      await page.screenshot({ path: shot('embed-small') });
      // ▷ at the end plays the game again from the start.
      await auto.click();
      await waitBoard(page, '#auto', { ply: '0' });
      assert.equal(await auto.textContent(), '❚❚');
      assert.deepEqual(errors, []);
    });

    await t.test('iframe page: a ply beyond the record shows the last move and says so', async () => {
      await page.goto(`${server.url}/embed.html?game=xiangqi&mode=replay&ply=99&record=${encodeURIComponent(RECORD)}`);
      await waitBoard(page, 'sanggi-board', { ply: '4' });
      const message = await page.locator('sanggi-board .message').textContent();
      assert.match(message, /Invalid ply "99": the game has 4 moves; showing the last\./);
      assert.deepEqual(errors, []);
    });

    await t.test('iframe page: the keyboard cursor names Janggi\'s points as the board and the page do', async () => {
      await page.goto(`${server.url}/embed.html?game=janggi&mode=demo`);
      await waitBoard(page, 'sanggi-board', { ply: '0' });
      const root = page.locator('sanggi-board');
      await root.locator('canvas').focus();
      await page.keyboard.press('ArrowUp');  // the cursor starts on e1: Janggi's point 05
      await page.waitForFunction(() => document.querySelector('sanggi-board').shadowRoot.querySelector('.live').textContent.length > 0);
      assert.match(await root.locator('.live').textContent(), /^05: /);
      assert.deepEqual(errors, []);
    });

    await t.test('iframe page: bikjang is said in full, Pass is offered and ends the game', async () => {
      await page.setViewportSize({ width: 480, height: 600 });
      try {
        const fen = 'r3k4/9/9/9/9/9/9/9/4K4/R8 w - - 0 1';
        await page.goto(`${server.url}/embed.html?game=janggitraditional&mode=demo&fen=${encodeURIComponent(fen)}`);
        await waitBoard(page, 'sanggi-board', { state: 'bikjang' });
        const root = page.locator('sanggi-board');
        assert.match(await root.locator('.status').textContent(), /must break the facing .* or pass\. Passing ends the game in a draw\.$/);
        assert.match(await root.locator('.live').textContent(), /Bikjang/);
        // The whole board, its bar and the long status fit in the frame's height.
        const bottom = await page.evaluate(() => document.querySelector('sanggi-board').shadowRoot.querySelector('.status').getBoundingClientRect().bottom);
        assert.ok(bottom <= 600, `the status ends at ${bottom}px, below the frame`);
        const pass = root.locator('button[data-action="pass"]');
        assert.equal(await pass.textContent(), 'Pass');
        await pass.click();
        await waitBoard(page, 'sanggi-board', { state: 'over' });
        assert.match(await root.locator('.status').textContent(), /^Draw — bikjang/);
        await page.screenshot({ path: shot('embed-bikjang-pass') });
        // Other games, and replays, have no Pass button.
        await page.goto(`${server.url}/embed.html?game=xiangqi&mode=demo`);
        await waitBoard(page, 'sanggi-board', { state: 'ready' });
        assert.equal(await page.locator('sanggi-board button[data-action="pass"]').isHidden(), true);
        // Unless passing is the only move (docs/rules/gwangsanghui.md, special rule 5: South's Marshal
        // boxed in by its own pieces, as in tests/cases/gwangsanghui.txt).
        const stuck = '15/15/7k7/15/15/15/15/15/15/15/6MKC6/6AHC6/6AEC6/15 w - - 0 1';
        await page.goto(`${server.url}/embed.html?game=gwangsanghui&mode=demo&fen=${encodeURIComponent(stuck)}`);
        await waitBoard(page, 'sanggi-board', { state: 'ready', ply: '0' });
        await root.locator('button[data-action="pass"]').click();
        await waitBoard(page, 'sanggi-board', { ply: '1' });
        assert.equal(await root.locator('button[data-action="pass"]').isHidden(), true, 'North has other moves');
      } finally {
        await page.setViewportSize({ width: 1200, height: 860 });
      }
      assert.deepEqual(errors, []);
    });

    await t.test('<sanggi-board> on a host page: events, computer answer, no style leaks, no globals', async () => {
      await page.goto(`${server.url}/host.html`);
      await waitBoard(page, '#play', { state: 'ready' });
      await waitBoard(page, '#replay', { ply: '1' });
      const canvasDisplay = await page.evaluate(() => getComputedStyle(document.querySelector('#play').shadowRoot.querySelector('canvas')).display);
      assert.equal(canvasDisplay, 'block', 'host styles leaked into the element');
      const buttonColor = await page.evaluate(() => getComputedStyle(document.querySelector('#play').shadowRoot.querySelector('button')).color);
      assert.notEqual(buttonColor, 'rgb(255, 0, 0)');
      const fontSize = await page.evaluate(() => getComputedStyle(document.querySelector('#play').shadowRoot.querySelector('.status')).fontSize);
      assert.ok(parseFloat(fontSize) < 20, `inherited host font size leaked: ${fontSize}`);
      const width = await page.evaluate(() => document.querySelector('#play').shadowRoot.querySelector('canvas').getBoundingClientRect().width);
      assert.ok(Math.abs(width - 420) < 2, `size attribute: ${width}`);
      // The page's own globals only: the element adds none besides the custom element.
      const extra = await page.evaluate(() => {
        const probe = document.createElement('iframe');
        document.body.append(probe);
        const baseline = new Set(Object.getOwnPropertyNames(probe.contentWindow));
        probe.remove();
        return Object.getOwnPropertyNames(window).filter((k) => !baseline.has(k));
      });
      assert.deepEqual(extra, []);
      await page.evaluate(() => {
        window.events = [];
        for (const type of ['sanggi-move', 'sanggi-gameover']) {
          document.addEventListener(type, (e) => window.events.push({ type, ...e.detail }));
        }
      });
      await clickEmbedSquare(page, page, '#play', 'a4');
      await clickEmbedSquare(page, page, '#play', 'a5');
      await waitBoard(page, '#play', { ply: '2', state: 'ready' });
      const events = await page.evaluate(() => window.events);
      assert.equal(events.length, 2);
      assert.equal(events[0].type, 'sanggi-move');
      assert.equal(events[0].move, 'a4a5');
      assert.equal(events[0].ply, 1);
      assert.equal(events[1].ply, 2);
      await page.screenshot({ path: shot('embed-host-page') });

      // Changing an attribute rebuilds the board; the old one no longer answers clicks.
      await page.evaluate(() => {
        const el = document.querySelector('#play');
        el.setAttribute('mode', 'demo');
        el.setAttribute('game', 'gwangsanghui');
      });
      await page.waitForFunction(() => {
        const c = document.querySelector('#play').shadowRoot.querySelector('canvas');
        return JSON.parse(c.dataset.layout).files === 15 && document.querySelector('#play').dataset.state === 'ready';
      });
      await clickEmbedSquare(page, page, '#play', 'e6');
      await clickEmbedSquare(page, page, '#play', 'e7');
      await waitBoard(page, '#play', { ply: '1', state: 'ready' });
      await page.waitForTimeout(300);
      assert.equal(await page.evaluate(() => document.querySelector('#play').state.moves.join(' ')), 'e6e7', 'demo mode: no computer reply, one move');
      assert.deepEqual(errors, []);
    });

    await t.test('iframe page posts moves to the parent window', async () => {
      // Listen before the page loads: the frame may be ready before a later listener.
      await page.addInitScript(() => {
        if (window !== window.top) return;
        window.messages = [];
        window.addEventListener('message', (e) => { if (e.data?.source === 'sanggi') window.messages.push(e.data); });
      });
      await page.goto(`${server.url}/frame-host.html`);
      const frame = page.frameLocator('#f');
      const handle = await page.$('#f');
      const inner = await handle.contentFrame();
      await waitBoard(inner, 'sanggi-board', { state: 'ready' });
      const box = await handle.boundingBox();
      await clickEmbedSquare(page, inner, 'sanggi-board', 'a4', box);
      await clickEmbedSquare(page, inner, 'sanggi-board', 'a5', box);
      await page.waitForFunction(() => window.messages.filter((m) => m.type === 'sanggi-move').length >= 2, null, { timeout: 30000 });
      const messages = await page.evaluate(() => window.messages);
      assert.ok(messages.some((m) => m.type === 'sanggi-ready'));
      assert.equal(messages.find((m) => m.type === 'sanggi-move').move, 'a4a5');
      assert.ok(frame);
      assert.deepEqual(errors, []);
    });
  } finally {
    await close();
    await server.close();
  }
});

// dist/ served over http installs its service worker, which then serves every file of the
// app with the network gone (installable, works offline); dist/sw.js lists them all. Nothing
// of it competes with the first load: until the board is playable only the main page's own
// files are fetched, and the rest of the site only afterwards.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, relative, sep } from 'node:path';
import { DIST, ROOT, closeAll, launchChromium } from './engine_helpers.mjs';

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain',
  '.wasm': 'application/wasm',
};
let server;
let origin;
let browser;
const requested = [];  // the paths the server was asked for, in order
const requestedAt = [];  // and when (Date.now())

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [relative(DIST, path).split(sep).join('/')];
  });
}

before(async () => {
  if (!existsSync(join(DIST, 'sw.js'))) throw new Error(`no ${DIST}/sw.js: run scripts/build web`);
  server = createServer((request, response) => {
    requested.push(new URL(request.url, 'http://x').pathname);
    requestedAt.push(Date.now());
    let path = normalize(join(DIST, decodeURIComponent(new URL(request.url, 'http://x').pathname)));
    if (existsSync(path) && statSync(path).isDirectory()) path = join(path, 'index.html');
    if (!path.startsWith(DIST) || !existsSync(path)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': TYPES[extname(path)] || 'application/octet-stream' });
    response.end(readFileSync(path));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${server.address().port}`;
  browser = await launchChromium();
});

after(() => closeAll({ browser, server }));

test('sw.js lists every file of dist/ and a version', () => {
  const sw = readFileSync(join(DIST, 'sw.js'), 'utf8');
  assert.doesNotMatch(sw, /__SANGGI_/);
  const files = JSON.parse(/const FILES = (\[.*?\]);/.exec(sw)[1]);
  const expected = ['./', ...filesUnder(DIST).filter((f) => f !== 'sw.js').sort()];
  assert.deepEqual(files, expected);
  // The release version and a hash of the files: a new build is a new cache.
  const version = readFileSync(join(ROOT, 'VERSION'), 'utf8').split('\n')[0].trim();
  assert.match(sw, new RegExp(`const VERSION = "${version.replace(/\./g, '\\.')}-[0-9a-f]{12}"`));
});

test('the manifest names the app and its icons, which exist', () => {
  const manifest = JSON.parse(readFileSync(join(DIST, 'manifest.webmanifest'), 'utf8'));
  assert.equal(manifest.display, 'standalone');
  assert.ok(manifest.icons.some((i) => i.sizes === '512x512'));
  for (const icon of manifest.icons) assert.ok(existsSync(join(DIST, icon.src)), icon.src);
});

test('over http the service worker takes over and serves the app offline', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  requested.length = 0;
  requestedAt.length = 0;
  // The moment the board is first playable, on the page's clock (the same machine's).
  await page.addInitScript(() => {
    const watch = new MutationObserver(() => {
      if (document.getElementById('app')?.dataset.state === 'ready' && !window.readyAt) window.readyAt = Date.now();
    });
    watch.observe(document, { subtree: true, attributes: true, attributeFilter: ['data-state'] });
  });
  await page.goto(`${origin}/`);
  await page.waitForFunction(() => window.readyAt, null, { timeout: 30000 });
  const readyAt = await page.evaluate(() => window.readyAt);
  // Until the board is playable: the page, its styles and script, the engine, the font and
  // the first game's network; no lessons, examples, reader or service worker.
  const first = requested.filter((_, i) => requestedAt[i] <= readyAt);
  const allowed = /^\/(|index\.html|styles\.css|analysis\.css|app\.js|engine-stream\.js|sanggi-engine\.wasm|nnue-janggi\.js|fonts\/sanggi-cjk\.woff2|manifest\.webmanifest|icons\/icon\.svg|favicon\.ico)$/;
  for (const path of first) assert.match(path, allowed, `fetched before the board was playable: ${first.join(' ')}`);
  // Over http the wasm is a file of its own, compiled while it streams: engine.js (the wasm
  // inside, for file://) is not fetched.
  assert.ok(first.includes('/sanggi-engine.wasm') && first.includes('/engine-stream.js'), first.join(' '));
  const controlled = await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
    return Boolean(navigator.serviceWorker.controller);
  });
  assert.equal(controlled, true);
  // The rest of the site is kept once the board is playable and the browser idle.
  await page.waitForFunction(() => document.documentElement.dataset.offline === 'complete', null, { timeout: 60000 });
  assert.ok(requested.includes('/lessons.js'), 'the rest of the site was kept for offline use');
  const files = JSON.parse(/const FILES = (\[.*?\]);/.exec(readFileSync(join(DIST, 'sw.js'), 'utf8'))[1]);

  await context.setOffline(true);
  server.closeAllConnections();
  await page.reload();
  assert.ok(await page.$('canvas'), 'the page came back without the network');
  const statuses = await page.evaluate(async (list) => {
    const out = {};
    for (const file of list) out[file] = (await fetch(file)).status;
    return out;
  }, files);
  for (const file of files) assert.equal(statuses[file], 200, file);
  // A query string (an embed's parameters) is answered by the same file.
  const withQuery = await page.evaluate(async () => (await fetch('index.html?game=xiangqi')).status);
  assert.equal(withQuery, 200);
  await context.close();
});

test('on file:// nothing is registered and nothing fails', async () => {
  const page = await browser.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  await page.goto(`file://${join(DIST, 'index.html')}`);
  await page.waitForTimeout(500);
  const controller = await page.evaluate(() => (navigator.serviceWorker ? navigator.serviceWorker.controller : null));
  assert.equal(controller, null);
  assert.deepEqual(problems, []);
  await page.close();
});

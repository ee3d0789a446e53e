// The engine client (web/engine/client.js) with the built engine.js in headless Chromium:
// a Blob worker on file://, a URL worker over http under the strict CSP (with no violation),
// the in-page fallback when workers are unavailable, cancelling a search, the page staying
// responsive while the engine thinks, and web/ served as ES modules (development).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { DIST, ROOT, closeAll, launchChromium } from './engine_helpers.mjs';
import { networkGames } from '../../scripts/lib/bundle.mjs';

const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'";
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.json': 'application/json', '.woff2': 'font/woff2' };
let dir;
let server;
let origin;
let browser;

// Serves `root` on 127.0.0.1 with the strict CSP on every response.
function serve(root) {
  return new Promise((resolve) => {
    const s = createServer((request, response) => {
      const name = decodeURIComponent(new URL(request.url, 'http://x').pathname);
      if (name === '/favicon.ico') {
        response.writeHead(204).end();
        return;
      }
      if (name === '/blank') {
        response.writeHead(200, { 'Content-Type': 'text/html', 'Content-Security-Policy': CSP });
        response.end('<!doctype html><title>blank</title>');
        return;
      }
      const path = normalize(join(root, name));
      if (!path.startsWith(root) || !existsSync(path) || !extname(path)) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { 'Content-Type': TYPES[extname(path)] || 'application/octet-stream', 'Content-Security-Policy': CSP });
      response.end(readFileSync(path));
    });
    s.listen(0, '127.0.0.1', () => resolve(s));
  });
}

before(async () => {
  const engine = join(DIST, 'engine.js');
  if (!existsSync(engine)) throw new Error(`no ${engine}: run scripts/build web`);
  dir = mkdtempSync(join(tmpdir(), 'sanggi-engine-browser-'));
  copyFileSync(engine, join(dir, 'engine.js'));
  // The networks the client loads for Janggi and Xiangqi, beside engine.js as in dist/.
  for (const name of readdirSync(DIST).filter((f) => /^nnue-.*\.js$/.test(f))) copyFileSync(join(DIST, name), join(dir, name));
  mkdirSync(join(dir, 'fonts'));
  copyFileSync(join(ROOT, 'web', 'fonts', 'sanggi-cjk.woff2'), join(dir, 'fonts', 'sanggi-cjk.woff2'));
  // The client as the app bundles it: a classic script beside engine.js.
  await esbuild.build({
    stdin: {
      contents:
        "import { createEngine } from './web/engine/client.js';" +
        "import { loadPieceFont } from './web/fonts/font.js';" +
        'window.sanggiTest = { createEngine, loadPieceFont };',
      resolveDir: ROOT,
    },
    bundle: true,
    format: 'iife',
    outfile: join(dir, 'client.js'),
    define: { SANGGI_NETWORKS: JSON.stringify(networkGames()) },  // as the app's build does
    logOverride: { 'empty-import-meta': 'silent' },
    logLevel: 'error',
  });
  writeFileSync(join(dir, 'no-worker.js'), 'window.Worker = undefined;\n');
  const page = (scripts) =>
    `<!doctype html><meta charset="utf-8"><title>engine</title>${scripts.map((s) => `<script src="${s}"></script>`).join('')}`;
  writeFileSync(join(dir, 'index.html'), page(['client.js']));
  writeFileSync(join(dir, 'no-worker.html'), page(['no-worker.js', 'client.js']));
  server = await serve(dir);
  origin = `http://127.0.0.1:${server.address().port}`;
  browser = await launchChromium();
});

after(() => closeAll({ browser, server, dir }));

// Opens a page and collects CSP violations and uncaught errors.
async function open(url) {
  const page = await browser.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  await page.goto(url);
  await page.evaluate(() => {
    window.violations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.violations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return { page, problems };
}

// The checks every way of running the engine must pass; returns what it saw.
async function exercise(page) {
  return page.evaluate(async () => {
    const started = performance.now();
    const engine = await window.sanggiTest.createEngine();
    const startMs = performance.now() - started;
    const state = await engine.state({ variant: 'janggi', moves: ['b1c3'] });
    const bad = await engine.state({ variant: 'janggi', moves: ['b1c3', 'b1c3'] });
    const uncloneable = await engine.state({ variant: 'janggi', moves: [() => 1] });
    const search = await engine.search({ variant: 'xiangqi', moves: [] }, { nodes: 2000, seed: 1 });
    const legal = (await engine.state({ variant: 'xiangqi', moves: [] })).legalMoves;
    // A long search, cancelled: its promise resolves to {cancelled: true}, and the engine
    // answers the next request.
    const long = engine.search({ variant: 'gwangsanghui', moves: [] }, { movetimeMs: 20000 });
    const queued = engine.variantInfo('xiangqi');
    await new Promise((r) => setTimeout(r, 300));
    // The page's other questions are answered while the computer thinks.
    const q0 = performance.now();
    const during = await engine.state({ variant: 'gwangsanghui', moves: [] });
    const stateDuringSearchMs = performance.now() - q0;
    const t0 = performance.now();
    engine.cancel();
    const cancelled = await long;
    const cancelMs = performance.now() - t0;
    const afterCancel = await engine.janggiStartFen('NBNB', 'BNBN');
    const queuedInfo = await queued;
    return {
      mode: engine.mode,
      startMs,
      lastMove: state.lastMove,
      badIndex: bad.moveIndex,
      uncloneable: typeof uncloneable.error,
      best: search.best,
      bestLegal: legal.includes(search.best),
      cancelled,
      cancelMs,
      afterCancel: typeof afterCancel.fen,
      queuedFiles: queuedInfo.files,
      duringFiles: during.board.length,
      stateDuringSearchMs,
      violations: window.violations,
    };
  });
}

test('file://: the engine runs in a Blob worker', async (t) => {
  const { page, problems } = await open(pathToFileURL(join(dir, 'index.html')).href);
  const seen = await exercise(page);
  t.diagnostic(`engine ready ${seen.startMs.toFixed(0)} ms after createEngine()`);
  assert.equal(seen.mode, 'worker');
  assert.equal(seen.lastMove, 'b1c3');
  assert.equal(seen.badIndex, 1);
  assert.equal(seen.uncloneable, 'string');
  assert.ok(seen.bestLegal, seen.best);
  assert.deepEqual(seen.cancelled, { cancelled: true });
  // Cancelling is immediate (the 20 s search is abandoned); loose bounds for a busy machine.
  assert.ok(seen.cancelMs < 1000, `cancel took ${seen.cancelMs} ms`);
  assert.equal(seen.afterCancel, 'string');
  assert.equal(seen.queuedFiles, 9);
  assert.equal(seen.duringFiles, 86);
  assert.ok(seen.stateDuringSearchMs < 2000, `state() took ${seen.stateDuringSearchMs} ms during a 20 s search`);
  assert.deepEqual(problems, []);
  await page.close();
});

test('http with the strict CSP: a URL worker, no violations, the page keeps running', async (t) => {
  const { page, problems } = await open(`${origin}/index.html`);
  const seen = await exercise(page);
  t.diagnostic(`engine ready ${seen.startMs.toFixed(0)} ms after createEngine()`);
  assert.equal(seen.mode, 'worker');
  assert.ok(seen.bestLegal, seen.best);
  assert.deepEqual(seen.cancelled, { cancelled: true });
  assert.equal(seen.queuedFiles, 9);
  assert.deepEqual(seen.violations, []);
  assert.deepEqual(problems, []);
  // While the worker searches for two seconds, the page's timers keep firing.
  const ticks = await page.evaluate(async () => {
    const engine = await window.sanggiTest.createEngine();
    let count = 0;
    let longest = 0;
    let last = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
      count++;
    }, 10);
    const result = await engine.search({ variant: 'janggi', moves: [] }, { movetimeMs: 2000 });
    clearInterval(timer);
    engine.close();
    return { count, longest, best: result.best };
  });
  assert.ok(ticks.best);
  // A page blocked by the search would see no tick for the whole two seconds. (The bound
  // leaves room for a busy test machine, where a timer can be late by a second.)
  assert.ok(ticks.count > 20, `only ${ticks.count} timer ticks during the search`);
  assert.ok(ticks.longest < 1500, `the page stalled for ${ticks.longest} ms`);
  await page.close();
});

test('no Worker at all: the engine runs in the page', async () => {
  for (const url of [`${origin}/no-worker.html`, pathToFileURL(join(dir, 'no-worker.html')).href]) {
    const { page, problems } = await open(url);
    const seen = await exercise(page);
    assert.equal(seen.mode, 'page', url);
    assert.equal(seen.lastMove, 'b1c3');
    assert.ok(seen.bestLegal);
    assert.equal(seen.afterCancel, 'string');
    assert.deepEqual(problems, []);
    await page.close();
  }
});

test('development: web/ served as ES modules uses web/engine/engine.js', async () => {
  const devEngine = join(ROOT, 'web', 'engine', 'engine.js');
  assert.ok(existsSync(devEngine), 'scripts/build wasm writes web/engine/engine.js');
  const dev = await serve(join(ROOT, 'web'));
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${dev.address().port}/blank`);
    const seen = await page.evaluate(async () => {
      const { createEngine } = await import('/engine/client.js');
      const engine = await createEngine();
      const state = await engine.state({ variant: 'xiangqi', moves: ['h3e3'] });
      return { mode: engine.mode, lastMove: state.lastMove };
    });
    assert.deepEqual(seen, { mode: 'worker', lastMove: 'h3e3' });
    await page.close();
  } finally {
    dev.close();
  }
});

test('the piece font loads from disk and over http under the CSP', async () => {
  for (const url of [pathToFileURL(join(dir, 'index.html')).href, `${origin}/index.html`]) {
    const { page, problems } = await open(url);
    const seen = await page.evaluate(async () => {
      const loaded = await window.sanggiTest.loadPieceFont();
      return { loaded, usable: document.fonts.check('700 24px "Sanggi CJK"', '楚漢將帥車馬象士卒兵包砲한수쉼'), violations: window.violations };
    });
    assert.deepEqual(seen, { loaded: true, usable: true, violations: [] }, url);
    assert.deepEqual(problems, []);
    await page.close();
  }
});

test('analysis in the worker: reports stream, a new analysis ends the old, cancel stops it', async () => {
  for (const url of [pathToFileURL(join(dir, 'index.html')).href, `${origin}/no-worker.html`]) {
    const { page, problems } = await open(url);
    const seen = await page.evaluate(async () => {
      const engine = await window.sanggiTest.createEngine();
      const first = [];
      const second = [];
      const waitFor = (list, n) =>
        new Promise((resolve) => {
          const timer = setInterval(() => {
            if (list.length >= n) resolve(clearInterval(timer));
          }, 10);
        });
      const a = engine.analyse({ variant: 'xiangqi', moves: [] }, { multiPV: 3 }, (info) => first.push(info));
      await waitFor(first, 3);
      const b = engine.analyse({ variant: 'janggi', moves: ['b1c3'] }, { multiPV: 2 }, (info) => second.push(info));
      const endedA = await a;
      await waitFor(second, 3);
      const t0 = performance.now();
      engine.cancel();
      const endedB = await b;
      const cancelMs = performance.now() - t0;
      const search = await engine.search({ variant: 'xiangqi', moves: [] }, { nodes: 2000 });
      engine.close();
      return {
        mode: engine.mode,
        endedA: endedA.cancelled,
        linesA: first.at(-1).lines.length,
        endedB: endedB.cancelled,
        depthB: endedB.depth,
        lastB: second.at(-1).depth,
        linesB: endedB.lines.length,
        cancelMs,
        best: typeof search.best,
      };
    });
    assert.equal(seen.mode, url.startsWith('file:') ? 'worker' : 'page', url);
    assert.equal(seen.endedA, true);
    assert.equal(seen.linesA, 3);
    assert.equal(seen.endedB, true);
    assert.equal(seen.depthB, seen.lastB, 'the result is the last report');
    assert.equal(seen.linesB, 2);
    // One slice (100 ms in the worker) at most, with room for a busy machine.
    assert.ok(seen.cancelMs < 1000, `cancel took ${seen.cancelMs} ms`);
    assert.equal(seen.best, 'string');
    assert.deepEqual(problems, []);
    await page.close();
  }
});

// Shared helpers of the browser tests: Debian's Chromium through playwright-core, a tiny
// static server for dist/, canvas points by square name, and console-error collection.
import { createServer } from 'node:http';
import { mkdtempSync, readFileSync, existsSync, statSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, normalize, extname, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DIST = process.env.SANGGI_DIST || join(ROOT, 'dist');
export const OUT = join(ROOT, 'tests', 'out');
mkdirSync(OUT, { recursive: true });

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml', '.json': 'application/json', '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2', '.woff': 'font/woff', '.ttf': 'font/ttf', '.otf': 'font/otf', '.png': 'image/png', '.wasm': 'application/wasm',
};

export const STRICT_CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'";

// Serves `dir` on a free port of 127.0.0.1 with extra response headers (e.g. a CSP) and
// extra pages by path (host pages made by a test).
export function serve(dir = DIST, headers = {}, pages = {}) {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    if (pages[path]) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers });
      res.end(pages[path]);
      return;
    }
    let file = normalize(join(dir, path));
    if (!file.startsWith(dir)) { res.writeHead(403).end(); return; }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) { res.writeHead(404).end('not found'); return; }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store', ...headers });
    res.end(readFileSync(file));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({ url: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((r) => server.close(r)) });
    });
  });
}

export function distReady() {
  return existsSync(join(DIST, 'index.html')) && existsSync(join(DIST, 'app.js')) && existsSync(join(DIST, 'engine.js'));
}

// A fresh browser profile each time, so no saved game leaks between runs; its first page and
// the console errors seen there (`errors`). fileAccess: false
// gives file:// pages the rules of an ordinary browser (no fetches of other file:// URLs).
export async function launch(options = {}) {
  const profile = mkdtempSync(join(tmpdir(), 'sanggi-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    viewport: options.viewport ?? { width: 1200, height: 860 },
    deviceScaleFactor: options.deviceScaleFactor ?? 1,
    reducedMotion: options.reducedMotion ?? 'reduce',
    hasTouch: options.hasTouch ?? false,
    isMobile: options.isMobile ?? false,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', ...(options.fileAccess === false ? [] : ['--allow-file-access-from-files'])],
  });
  const close = async () => {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  };
  // SANGGI_TEST_WORKER_DELAY=ms: every answer of a Web Worker (the engine's) arrives that much
  // later, to find waits that pass on the state before their step (not for the clock tests,
  // whose fake clock holds the delay's timer).
  const delay = Number(process.env.SANGGI_TEST_WORKER_DELAY ?? 0);
  if (delay > 0) await context.addInitScript(slowWorkers, delay);
  const page = context.pages()[0] ?? await context.newPage();
  return { context, page, errors: watchErrors(page), close };
}

// Runs in the page before its scripts: Worker messages delivered `delay` ms late.
function slowWorkers(delay) {
  const Base = window.Worker;
  window.Worker = class extends Base {
    set onmessage(fn) { super.onmessage = (e) => setTimeout(() => fn(e), delay); }
    get onmessage() { return super.onmessage; }
  };
}

// Runs fn(launch's answer) in a fresh browser (launch's options), closed afterwards.
export async function inBrowser(options, fn) {
  const browser = await launch(options);
  try {
    return await fn(browser);
  } finally {
    await browser.close();
  }
}

// A phone: 390x844 CSS pixels, DPR 3, touch.
export const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true };

// Records console errors and page errors; the tests fail on any.
export function watchErrors(page) {
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(`console: ${m.text()}`); });
  page.on('pageerror', (e) => errors.push(`page: ${e.message}`));
  return errors;
}

export async function appData(page) {
  return page.evaluate(() => ({ ...document.getElementById('app').dataset }));
}

// Waits until the page's state says a person can move (or `states` lists another).
export async function waitForState(page, states = ['ready'], extra = {}, timeout = 30000) {
  await page.waitForFunction(({ states, extra }) => {
    const d = document.getElementById('app')?.dataset;
    if (!d || !states.includes(d.state)) return false;
    return Object.entries(extra).every(([k, v]) => d[k] === String(v));
  }, { states, extra }, { timeout });
  return appData(page);
}

// The page coordinates of a board point, from the canvas's published layout. selector
// names the canvas, or with `shadow` a <sanggi-board> whose canvas is in its shadow root;
// frame: a page or frame.
export async function pointOf(frame, square, selector = '#board', { shadow = false } = {}) {
  return frame.evaluate(({ square, selector, shadow }) => {
    const found = document.querySelector(selector);
    const canvas = shadow ? found.shadowRoot.querySelector('canvas') : found;
    const layout = JSON.parse(canvas.dataset.layout);
    const file = square.charCodeAt(0) - 97;
    const rank = Number(square.slice(1)) - 1;
    const col = layout.flipped ? layout.files - 1 - file : file;
    const row = layout.flipped ? rank : layout.ranks - 1 - rank;
    const rect = canvas.getBoundingClientRect();
    return { x: rect.left + layout.left + col * layout.cell, y: rect.top + layout.top + row * layout.cell };
  }, { square, selector, shadow });
}

export async function clickSquare(page, square) {
  const p = await pointOf(page, square);
  await page.mouse.click(p.x, p.y);
}

// The same for a <sanggi-board>, optionally in a frame whose top-left corner is at `offset`
// on the page.
export async function clickEmbedSquare(page, frame, selector, square, offset = { x: 0, y: 0 }) {
  const p = await pointOf(frame, square, selector, { shadow: true });
  await page.mouse.click(p.x + offset.x, p.y + offset.y);
}

export async function clickMove(page, move) {
  const m = /^([a-p]\d{1,2})([a-p]\d{1,2})$/.exec(move);
  await clickSquare(page, m[1]);
  await clickSquare(page, m[2]);
}

export function shot(name) {
  return join(OUT, `${name}.png`);
}

// axe-core (npm dev dependency) run in a page (open shadow roots and iframes included): its
// serious and critical violations, one line each (rule, impact, element, what is wrong).
// Injected through the debugging protocol into every frame, so a strict
// Content-Security-Policy does not block it. options.exclude: selectors left out.
const AXE_SOURCE = join(ROOT, 'node_modules', 'axe-core', 'axe.min.js');
export async function axeViolations(page, { impacts = ['serious', 'critical'], exclude = [] } = {}) {
  const source = readFileSync(AXE_SOURCE, 'utf8');
  for (const frame of page.frames()) {
    if (!await frame.evaluate(() => Boolean(window.axe))) await frame.evaluate(source);
  }
  const violations = await page.evaluate(async (exclude) => {
    const r = await window.axe.run({ include: [document], exclude: exclude.map((s) => [s]) }, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => ({ target: n.target.join(' '), summary: n.failureSummary })) }));
  }, exclude);
  return violations.filter((v) => impacts.includes(v.impact))
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}) ${n.target}: ${n.summary.replace(/\s+/g, ' ')}`));
}

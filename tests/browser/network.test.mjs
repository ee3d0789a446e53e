// The learned evaluation on the page: the engine client loads the network of the game being
// played (nnue-<game>.js, and only that one), from disk as over http, and the engine then
// searches exactly as the native build with its built-in network does.
import test from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { launch, inBrowser, waitForState, distReady, serve, DIST, ROOT } from './helpers.mjs';

const NATIVE = join(ROOT, 'build', 'native-release', 'core', 'cli', 'sanggi');
const NODES = 3000;

// The native build's best move and score at NODES nodes from the start (a fresh table).
function native(variant, network = true) {
  const input = ['uci', `setoption name UCI_Variant value ${variant}`, `setoption name Use NNUE value ${network}`, 'ucinewgame', 'position startpos', `go nodes ${NODES}`];
  const run = spawnSync('sh', ['-c', `(printf '%s\\n' "$@"; sleep 2; echo quit) | ${NATIVE}`, 'sh', ...input], { encoding: 'utf8' });
  const best = /bestmove (\S+)/.exec(run.stdout)[1];
  const scores = [...run.stdout.matchAll(/score cp (-?\d+)/g)];
  return { best, score: Number(scores.at(-1)[1]) };
}

async function pageSearch(page, variant) {
  return page.evaluate(async ({ variant, nodes }) => {
    const r = await window.sanggiTest.engine.search({ variant, moves: [] }, { nodes });
    return { best: r.move ?? r.best, score: r.score, scripts: [...document.scripts].map((s) => s.src).filter((s) => /nnue-/.test(s)) };
  }, { variant, nodes: NODES });
}

test('the page loads the network of the game played, and plays with it', { timeout: 120000, skip: !existsSync(NATIVE) && 'no native build' }, async (t) => {
  assert.ok(distReady(), 'dist/ is not built: run `scripts/build web` first');
  const server = await serve(DIST);
  const { page, errors, close } = await launch({ fileAccess: false });
  const warnings = [];
  page.on('console', (m) => { if (m.type() === 'warning') warnings.push(m.text()); });
  try {
    for (const [where, base] of [['file://', pathToFileURL(join(DIST, 'index.html')).href], ['http', `${server.url}/index.html`]]) {
      await t.test(`${where}: xiangqi`, async () => {
        await page.goto(`${base}?game=xiangqi&test`);
        await waitForState(page, ['ready'], { variant: 'xiangqi' });
        const r = await pageSearch(page, 'xiangqi');
        assert.equal(r.scripts.length, 1, r.scripts.join(' '));
        assert.match(r.scripts[0], /nnue-xiangqi\.js$/);
        const n = native('xiangqi');
        assert.deepEqual({ best: r.best, score: r.score }, n);
        assert.notDeepEqual(native('xiangqi', false), n, 'the hand-set evaluation would search otherwise');
        assert.deepEqual(errors, []);
        assert.deepEqual(warnings.filter((w) => /network/.test(w)), []);
      });
    }
    await t.test('a game without a network plays with the hand-set evaluation, no network loaded', async () => {
      await page.goto(`${server.url}/index.html?game=sinyeonsanggi&test`);
      await waitForState(page, ['ready'], { variant: 'sinyeonsanggi' });
      const r = await pageSearch(page, 'sinyeonsanggi');
      assert.deepEqual(r.scripts, []);
      assert.ok(r.best);
      assert.deepEqual(errors, []);
    });
  } finally {
    await close();
    server.close();
  }
});

// Over http the engine's wasm is a file of its own, compiled while it streams
// (engine-stream.js + sanggi-engine.wasm); a server that lacks it, or sends it with another
// type, still gets a playing page: the wasm read whole, else engine.js with the wasm inside.
test('over http the wasm streams as its own file; without it engine.js takes over', { timeout: 120000 }, async (t) => {
  assert.ok(distReady(), 'dist/ is not built: run `scripts/build web` first');
  const server = await serve(DIST);
  try {
    const cases = [
      ['streamed', null, ['/engine-stream.js', '/sanggi-engine.wasm'], ['/engine.js']],
      ['served as octet-stream', (route) => route.fulfill({ path: join(DIST, 'sanggi-engine.wasm'), contentType: 'application/octet-stream' }), ['/sanggi-engine.wasm'], ['/engine.js']],
      ['missing', (route) => route.fulfill({ status: 404, body: '' }), ['/engine.js'], []],
    ];
    for (const [name, handler, fetched, notFetched] of cases) {
      await t.test(name, async () => {
        await inBrowser({ fileAccess: false }, async ({ context, page }) => {
          if (handler) await context.route('**/sanggi-engine.wasm', handler);
          const paths = [];
          // (The page's and its workers' requests, not the service worker's filling of its cache.)
          context.on('request', (r) => { if (!r.serviceWorker()) paths.push(new URL(r.url()).pathname); });
          await page.goto(`${server.url}/index.html?game=xiangqi&test`);
          await waitForState(page, ['ready'], { variant: 'xiangqi' });
          const r = await pageSearch(page, 'xiangqi');
          assert.ok(r.best, 'the engine answers');
          for (const p of fetched) assert.ok(paths.includes(p), `${p} not fetched: ${paths.join(' ')}`);
          for (const p of notFetched) assert.ok(!paths.includes(p), `${p} fetched: ${paths.join(' ')}`);
        });
      });
    }
  } finally {
    await server.close();
  }
});

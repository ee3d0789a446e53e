// The page's time to a playable board: dist/index.html over http in headless Chromium, a
// fresh browser profile each time (nothing cached), the page's own marks (sanggi:start,
// engine, variants, playable) read after each load; then, 2 s later (a person looking at the
// board), the computer's first answer at level 3 from the start position. Prints each run and
// the medians; asserts nothing (timings belong here, not in the tests, where a loaded machine
// makes them flaky).
//   node scripts/bench-page.mjs [RUNS]      (needs dist/: scripts/build web)
import { serve, launch, waitForState, distReady } from '../tests/browser/helpers.mjs';

const runs = Number(process.argv[2] ?? 5);
if (!distReady()) {
  console.log('(dist/ is not built: scripts/build web)');
  process.exit(0);
}
const server = await serve();
const results = [];
try {
  for (let i = 0; i < runs; i++) {
    const { page, close } = await launch();
    try {
      await page.goto(`${server.url}/index.html?test`);
      await waitForState(page);
      const marks = await page.evaluate(() => Object.fromEntries(performance.getEntriesByType('mark')
        .filter((m) => m.name.startsWith('sanggi:')).map((m) => [m.name.slice(7), Math.round(m.startTime)])));
      await page.waitForTimeout(2000);
      marks.level3 = await page.evaluate(async () => {
        const s = window.sanggiTest.store.get();
        const t0 = performance.now();
        await window.sanggiTest.engine.search({ variant: s.variant, fen: s.startFen, moves: [] }, { level: 3, seed: 1 });
        return Math.round(performance.now() - t0);
      });
      results.push(marks);
      console.log(`run ${i + 1}: script ${marks.start} ms, engine ready ${marks.engine} ms, first answer ${marks.variants} ms, playable ${marks.playable} ms, first level-3 move ${marks.level3} ms`);
    } finally {
      await close();
    }
  }
} finally {
  await server.close();
}
const median = (key) => {
  const values = results.map((m) => m[key]).sort((a, b) => a - b);
  return values[Math.floor(values.length / 2)];
};
console.log(`median of ${runs}: engine ready ${median('engine')} ms, playable ${median('playable')} ms, first level-3 move ${median('level3')} ms`);

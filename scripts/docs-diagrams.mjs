#!/usr/bin/env node
// Draws the README's picture of each game: the start position as the page's own SVG diagram
// export makes it (docs/images/<game>.svg), through a <sanggi-board> in headless Chromium.
// Run after `scripts/build web`: node scripts/docs-diagrams.mjs
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, distReady, launch, serve } from '../tests/browser/helpers.mjs';

const GAMES = ['janggi', 'xiangqi', 'sinyeonsanggi', 'gwangsanghui'];
const WIDTH = 360;
if (!distReady()) {
  console.error('docs-diagrams: dist/ is not built: run scripts/build web first');
  process.exit(2);
}
const HOST = '<!doctype html><meta charset="utf-8"><script src="sanggi-embed.js" defer></script>' +
  GAMES.map((g) => `<sanggi-board id="${g}" game="${g}" mode="static" lang="en"></sanggi-board>`).join('');
const server = await serve(undefined, {}, { '/diagrams.html': HOST });
const { page, close } = await launch();
try {
  await page.goto(`${server.url}/diagrams.html`);
  for (const game of GAMES) {
    await page.waitForFunction((id) => document.getElementById(id)?.state?.fen, game, { timeout: 30000 });
    const svg = await page.evaluate(async ({ id, width }) => {
      const made = await document.getElementById(id).exportDiagram({ format: 'svg', width, lastMove: false, coordinates: true });
      return made.error ? { error: made.error } : { text: await made.blob.text() };
    }, { id: game, width: WIDTH });
    if (svg.error) throw new Error(`${game}: ${svg.error}`);
    const file = join(ROOT, 'docs', 'images', `${game}.svg`);
    writeFileSync(file, svg.text);
    console.log(`docs-diagrams: ${file}`);
  }
} finally {
  await close();
  await server.close();
}

// Diagram export: for each game a PNG and an SVG of the shown position from the page's
// Export diagram dialog (the size asked for, the SVG's pieces those of the board, the PNG
// decoded in the page) and an animated GIF of the game with one frame per position (the
// start and one per move, read back with omggif); from a <sanggi-board> by its method and
// its Export button, and from the iframe page by postMessage. The files go to tests/out/.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { GifReader } from 'omggif';
import { serve, launch, waitForState, distReady, DIST, OUT, STRICT_CSP } from './helpers.mjs';
import { boardAspect } from '../../web/board/geometry.js';

const GAMES = ['janggi', 'xiangqi', 'sinyeonsanggi', 'gwangsanghui'];
const PLIES = 5;

const HOST = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>host</title><link rel="icon" href="icons/icon.svg"></head><body>
<main><sanggi-board id="b" game="xiangqi" mode="replay" ply="4" export record="1. h3e3 h8e8 2. h1g3 h10g8 *"></sanggi-board></main>
<script src="sanggi-embed.js"></script></body></html>`;
const FRAME_HOST = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>frame host</title><link rel="icon" href="icons/icon.svg"></head><body>
<main><iframe id="f" title="board" width="520" height="640" src="embed.html?game=gwangsanghui&mode=replay&ply=1&export&record=${encodeURIComponent('1. e6e7 *')}"></iframe></main></body></html>`;

// The PNG's own size, from its IHDR chunk.
function pngSize(bytes) {
  assert.deepEqual([...bytes.subarray(0, 8)], [137, 80, 78, 71, 13, 10, 26, 10], 'not a PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

// The SVG's size and the squares of its pieces.
function svgFacts(text) {
  const size = /<svg[^>]*\bwidth="(\d+)" height="(\d+)"/.exec(text);
  return {
    width: Number(size[1]), height: Number(size[2]),
    squares: [...text.matchAll(/<g class="piece" data-square="([a-p]\d+)"/g)].map((m) => m[1]).sort(),
    lastMove: [...text.matchAll(/class="last-move"/g)].length,
    fallbackText: text.includes('<text'),
  };
}

// Plays PLIES legal moves (a different one each time) from the start, between two people.
async function playSomeMoves(page, variant) {
  return page.evaluate(async ({ variant, plies }) => {
    const { game, store } = window.sanggiTest;
    let r = await game.load({ variant, moves: [], opponent: 'human', humanSide: 'w' });
    for (let i = 0; i < plies && !r.error; i++) {
      const s = store.get();
      const moves = s.position.legalMoves.filter((m) => m.slice(0, m.length / 2) !== m.slice(m.length / 2));
      r = await game.load({ variant, moves: [...s.history.moves, moves[(i * 7) % moves.length]], opponent: 'human', humanSide: 'w' });
    }
    const s = store.get();
    return { error: r.error, squares: s.position.board.map((p) => p.square).sort(), moves: s.history.moves.length, files: s.spec.files, ranks: s.spec.ranks };
  }, { variant, plies: PLIES });
}

// Exports from the page's dialog; -> the downloaded file's bytes and name.
async function exportFromDialog(page, { format, width, lastMove = true, coordinates = true }) {
  await page.click('#btn-io');
  await page.click('#exp-diagram');
  const form = page.locator('#dlg-diagram form');
  await form.locator('select').selectOption(format);
  await form.locator('input[type="number"]').fill(String(width));
  await form.locator('input[type="checkbox"]').nth(0).setChecked(lastMove);
  await form.locator('input[type="checkbox"]').nth(1).setChecked(coordinates);
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60000 }), form.locator('button[type="submit"]').click()]);
  const bytes = readFileSync(await download.path());
  await page.waitForFunction(() => document.querySelector('#dlg-diagram form')?.dataset.exported);
  await page.click('#dlg-diagram .dialog-close');
  return { bytes, name: download.suggestedFilename() };
}

// The image's size as the page's own decoder reads it.
async function decodedSize(page, bytes, type) {
  return page.evaluate(async ({ b64, type }) => {
    const blob = new Blob([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], { type });
    const img = new Image();
    img.src = URL.createObjectURL(blob);
    await img.decode();
    return { width: img.naturalWidth, height: img.naturalHeight };
  }, { b64: bytes.toString('base64'), type });
}

test('diagram export from the page, game by game', { timeout: 300000 }, async (t) => {
  assert.ok(distReady(), 'dist/ is not built: run `scripts/build web` first');
  const server = await serve();
  const { page, errors, close } = await launch();
  try {
    await page.goto(`${server.url}/index.html?test`);
    await waitForState(page);
    for (const [i, variant] of GAMES.entries()) {
      await t.test(`${variant}: PNG, SVG and GIF from the page`, async () => {
        const board = await playSomeMoves(page, variant);
        assert.equal(board.error, undefined);
        assert.equal(board.moves, PLIES);
        // The board's shape: the height of an image `w` pixels wide.
        const heightFor = (w) => Math.round(w / boardAspect(board.files, board.ranks));
        // PNG at a print size for one game, smaller for the others.
        const width = i === 0 ? 4000 : 900 + 100 * i;
        const png = await exportFromDialog(page, { format: 'png', width });
        const size = pngSize(png.bytes);
        assert.deepEqual(size, { width, height: heightFor(width) });
        assert.deepEqual(await decodedSize(page, png.bytes, 'image/png'), size);
        assert.equal(png.name, `sanggi-${variant}-${PLIES}.png`);
        writeFileSync(join(OUT, `diagram-${variant}.png`), png.bytes);

        const svg = await exportFromDialog(page, { format: 'svg', width: 800 });
        const facts = svgFacts(svg.bytes.toString('utf8'));
        assert.deepEqual([facts.width, facts.height], [800, heightFor(800)]);
        assert.deepEqual(facts.squares, board.squares, 'the SVG has the pieces of the board');
        assert.equal(facts.lastMove, 2, 'the last move marked on its two points');
        assert.equal(facts.fallbackText, false, 'every character drawn as an outline');
        assert.deepEqual(await decodedSize(page, svg.bytes, 'image/svg+xml'), { width: 800, height: facts.height });
        writeFileSync(join(OUT, `diagram-${variant}.svg`), svg.bytes);
        const plain = svgFacts((await exportFromDialog(page, { format: 'svg', width: 500, lastMove: false, coordinates: false })).bytes.toString('utf8'));
        assert.equal(plain.lastMove, 0);
        assert.deepEqual(plain.squares, board.squares);

        const gif = await exportFromDialog(page, { format: 'gif', width: 360 });
        const reader = new GifReader(new Uint8Array(gif.bytes));
        assert.equal(reader.numFrames(), PLIES + 1, 'the start and one frame per move');
        assert.deepEqual([reader.width, reader.height], [360, heightFor(360)]);
        writeFileSync(join(OUT, `diagram-${variant}.gif`), gif.bytes);
        assert.deepEqual(errors, []);
      });
    }
  } finally {
    await close();
    await server.close();
  }
});

test('diagram export from embeds', { timeout: 120000 }, async (t) => {
  assert.ok(distReady(), 'dist/ is not built: run `scripts/build web` first');
  const server = await serve(undefined, {}, { '/host.html': HOST, '/frame-host.html': FRAME_HOST });
  const { page, errors, close } = await launch();
  try {
    await t.test('<sanggi-board export>: the method and the Export button', async () => {
      await page.goto(`${server.url}/host.html`);
      await page.waitForFunction(() => document.getElementById('b')?.dataset.ply === '4', null, { timeout: 30000 });
      const r = await page.evaluate(async () => {
        const board = document.getElementById('b');
        const svg = await board.exportDiagram({ format: 'svg', width: 600 });
        const gif = await board.exportDiagram({ format: 'gif', width: 300 });
        const fen = board.state.fen.split(' ')[0];
        return {
          svg: await svg.blob.text(), svgSize: [svg.width, svg.height],
          gif: Array.from(new Uint8Array(await gif.blob.arrayBuffer())), frames: gif.frames,
          pieces: [...fen].filter((c) => /[a-z]/i.test(c)).length,
        };
      });
      const facts = svgFacts(r.svg);
      assert.deepEqual([facts.width, facts.height], r.svgSize);
      assert.equal(facts.squares.length, r.pieces);
      assert.equal(new GifReader(new Uint8Array(r.gif)).numFrames(), 5);
      assert.equal(r.frames, 5);
      const root = page.locator('#b');
      await root.locator('button[data-action="export"]').click();
      await root.locator('.diagram-form select').selectOption('png');
      await root.locator('.diagram-form input[type="number"]').fill('700');
      const [download] = await Promise.all([page.waitForEvent('download'), root.locator('.diagram-form button[type="submit"]').click()]);
      assert.equal(pngSize(readFileSync(await download.path())).width, 700);
      await page.screenshot({ path: join(OUT, 'diagram-embed-form.png') });
      assert.deepEqual(errors, []);
    });

    await t.test('iframe page: a host asks for a diagram by postMessage', async () => {
      await page.goto(`${server.url}/frame-host.html`);
      const frame = page.frameLocator('#f');
      await frame.locator('sanggi-board[data-ply="1"]').waitFor({ state: 'attached', timeout: 30000 });
      const r = await page.evaluate(() => new Promise((resolve) => {
        window.addEventListener('message', async (e) => {
          if (e.data?.type !== 'sanggi-export') return;
          resolve({ ...e.data, blob: null, bytes: Array.from(new Uint8Array(await e.data.blob.arrayBuffer())) });
        });
        document.getElementById('f').contentWindow.postMessage({ source: 'sanggi', type: 'export', id: 7, format: 'png', width: 640 }, '*');
      }));
      assert.equal(r.id, 7);
      assert.deepEqual(pngSize(Buffer.from(r.bytes)), { width: r.width, height: r.height });
      assert.equal(r.width, 640);
      assert.deepEqual(errors, []);
    });
  } finally {
    await close();
    await server.close();
  }
});

// Opened from disk, and served under the strict policy, the SVG writer and the GIF encoder
// still load (a classic script beside app.js).
test('diagram export from disk (file://) and under the strict policy', { timeout: 120000 }, async () => {
  assert.ok(distReady(), 'dist/ is not built: run `scripts/build web` first');
  const server = await serve(undefined, { 'content-security-policy': STRICT_CSP });
  const { page, errors, close } = await launch({ fileAccess: false });
  try {
    for (const url of [pathToFileURL(join(DIST, 'index.html')).href, `${server.url}/index.html`]) {
      await page.goto(`${url}?test`);
      await waitForState(page);
      const board = await playSomeMoves(page, 'janggi');
      const facts = svgFacts((await exportFromDialog(page, { format: 'svg', width: 640 })).bytes.toString('utf8'));
      assert.deepEqual(facts.squares, board.squares, url);
      const gif = await exportFromDialog(page, { format: 'gif', width: 200 });
      assert.equal(new GifReader(new Uint8Array(gif.bytes)).numFrames(), PLIES + 1, url);
    }
    assert.deepEqual(errors, []);
  } finally {
    await close();
    await server.close();
  }
});

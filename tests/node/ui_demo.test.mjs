// Rule demos (web/rules/demo.js, web/rules/piece-limits.js) against the wasm engine: every piece
// of every game has a demo with moves, and where a region limits a piece (the engine's
// variantInfo says which) the demo stands it where the limit shows, outlines that region,
// and the engine's moves obey it.
import test from 'node:test';
import assert from 'node:assert/strict';
import { loadApi } from './engine_helpers.mjs';
import { buildDemo } from '../../web/rules/demo.js';
import { pieceLimit } from '../../web/rules/piece-limits.js';
import { TABLES } from '../../web/i18n/i18n.js';

const api = await loadApi();
const VARIANTS = ['janggi', 'janggitraditional', 'xiangqi', 'sinyeonsanggi', 'gwangsanghui', 'gwangsanghui-dlp'];

async function demosOf(variant) {
  const info = api.variantInfo(variant);
  const start = api.state({ variant, fen: info.startFen });
  const out = [];
  for (const piece of info.pieces) out.push({ piece, info, demo: await buildDemo(api, variant, info, start.board, piece.letter) });
  return out;
}

test('every piece of every game has a demo the engine accepts, with moves', async () => {
  for (const variant of VARIANTS) {
    for (const { piece, demo } of await demosOf(variant)) {
      const where = `${variant} ${piece.letter}`;
      assert.ok(!demo.error, `${where}: ${demo.error}`);
      assert.ok(demo.dests.length > 0, `${where}: no moves`);
      // The demo position is the engine's, and the piece stands where the demo says.
      const st = api.state({ variant, fen: demo.fen });
      assert.ok(!st.error, `${where}: ${st.error}`);
      assert.deepEqual(st.board.find((p) => p.square === demo.square), { square: demo.square, letter: piece.letter, color: 'w' }, where);
      assert.equal(new Set(demo.pieces.map((p) => p.square)).size, demo.pieces.length, `${where}: two pieces on one point`);
      for (const d of demo.dests) assert.ok(st.legalMoves.includes(demo.square + d), `${where}: ${d} is not a legal move`);
    }
  }
});

test('a piece a region limits is shown with that region, and its moves obey it', async () => {
  let limited = 0;
  for (const variant of VARIANTS) {
    for (const { piece, info, demo } of await demosOf(variant)) {
      const limit = pieceLimit(variant, info, piece.letter);
      const where = `${variant} ${piece.letter}`;
      if (!limit) {
        assert.equal(demo.region, null, where);
        continue;
      }
      limited++;
      assert.ok(demo.region?.length > 0, `${where}: no region '${limit.region}'`);
      assert.equal(demo.caption, limit.caption, where);
      assert.equal(demo.captionIsReading, limit.reading === true, where);
      const inside = new Set(demo.region);
      if (limit.keeps === 'in') {
        assert.ok(inside.has(demo.square), `${where}: starts outside its region`);
        for (const d of demo.dests) assert.ok(inside.has(d), `${where}: ${d} leaves the region`);
        // The limit is visible: some neighbouring point outside the region is empty.
        assert.ok(demo.region.length < info.files * info.ranks / 2 + 1, where);
      }
      if (limit.keeps === 'out') {
        for (const d of demo.dests) assert.ok(!inside.has(d), `${where}: stops on ${d} inside the region`);
        // The limit is in sight: the piece stands in the region or next to it.
        const [f, r] = [demo.square.charCodeAt(0), Number(demo.square.slice(1))];
        const near = [[0, 0], [1, 0], [-1, 0], [0, 1], [0, -1]].some(([df, dr]) => inside.has(String.fromCharCode(f + df) + (r + dr)));
        assert.ok(near, `${where}: the demo stands far from the region`);
      }
      if (limit.keeps === 'rule') assert.ok(inside.has(demo.square), `${where}: the demo stands outside the region it explains`);
    }
  }
  assert.ok(limited >= 20, `only ${limited} limited pieces`);
});

test('the Vanguard passes through its central army without stopping (classic)', async () => {
  const v = (await demosOf('gwangsanghui')).find((d) => d.piece.letter === 'V').demo;
  assert.equal(v.square, 'h5');
  for (const d of ['a5', 'b5', 'c5', 'm5', 'n5', 'o5', 'h6']) assert.ok(v.dests.includes(d), d);
  for (const d of ['d5', 'g5', 'i5', 'l5', 'h4']) assert.ok(!v.dests.includes(d), d);
});

test('every limit the engine gives has its sentence in all three languages and a region', () => {
  for (const variant of VARIANTS) {
    const info = api.variantInfo(variant);
    for (const piece of info.pieces.filter((p) => p.limits.length > 0)) {
      const where = `${variant} ${piece.letter}`;
      const limit = pieceLimit(variant, info, piece.letter);
      assert.ok(['in', 'out', 'rule'].includes(limit.keeps), where);
      assert.ok(limit.region === 'palace' || info.regions.some((r) => r.name === limit.region), `${where}: no region ${limit.region}`);
      assert.ok(limit.caption, `${where}: no sentence`);
      for (const lang of ['en', 'ko', 'zh']) assert.ok(TABLES[lang][limit.caption], `${lang} lacks ${limit.caption}`);
    }
  }
});

test('the limits labelled a reading are those the engine says are this project\'s reading', () => {
  // docs/rules/gwangsanghui.md: the text names no region for the Generals, Advisors, Vanguard,
  // Rearguard and Elite officer; the DLP summary states the Generals' and Advisors' palaces.
  const expected = { gwangsanghui: 'GAVWO', 'gwangsanghui-dlp': 'VWO', janggi: '', xiangqi: '', sinyeonsanggi: '' };
  for (const [variant, letters] of Object.entries(expected)) {
    const info = api.variantInfo(variant);
    const readings = info.pieces.filter((p) => pieceLimit(variant, info, p.letter)?.reading).map((p) => p.letter);
    assert.deepEqual(readings.sort(), [...letters].sort(), variant);
  }
});

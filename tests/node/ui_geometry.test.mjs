// Board geometry and square names (web/board/geometry.js, web/board/squares.js).
import test from 'node:test';
import assert from 'node:assert/strict';
import { computeLayout, pointToPixel, pixelToPoint, stepOnScreen, boardAspect, layoutSummary } from '../../web/board/geometry.js';
import { squareName, parseSquare, splitMove, isPass } from '../../web/board/squares.js';

test('square names round-trip up to o14 and reject junk', () => {
  assert.equal(squareName(0, 0), 'a1');
  assert.equal(squareName(14, 13), 'o14');
  assert.deepEqual(parseSquare('o14'), { file: 14, rank: 13 });
  assert.deepEqual(parseSquare('a10'), { file: 0, rank: 9 });
  for (const bad of ['', 'a0', 'z1', 'a', '11', 'a1a', 'a100', null]) assert.equal(parseSquare(bad), null, String(bad));
  assert.deepEqual(splitMove('a10a9'), { from: 'a10', to: 'a9' });
  assert.deepEqual(splitMove('h12h12'), { from: 'h12', to: 'h12' });
  assert.equal(splitMove('b1'), null);
  assert.equal(isPass('e2e2'), true);
  assert.equal(isPass('e2e3'), false);
});

test('every point maps to a pixel and back, in both orientations', () => {
  for (const [files, ranks] of [[9, 10], [13, 10], [15, 14]]) {
    for (const flipped of [false, true]) {
      const layout = computeLayout({ files, ranks, width: 640, height: 700, flipped });
      for (let f = 0; f < files; f++) {
        for (let r = 0; r < ranks; r++) {
          const p = pointToPixel(layout, f, r);
          assert.ok(p.x > 0 && p.x < 640 && p.y > 0 && p.y < 700);
          assert.deepEqual(pixelToPoint(layout, p.x + layout.cell * 0.3, p.y - layout.cell * 0.3), { file: f, rank: r });
        }
      }
    }
  }
});

test('a1 is bottom-left for white and top-right when flipped', () => {
  const normal = computeLayout({ files: 9, ranks: 10, width: 500, height: 550 });
  const flipped = computeLayout({ files: 9, ranks: 10, width: 500, height: 550, flipped: true });
  const a = pointToPixel(normal, 0, 0);
  const i10 = pointToPixel(normal, 8, 9);
  assert.ok(a.x < i10.x && a.y > i10.y);
  const fa = pointToPixel(flipped, 0, 0);
  assert.ok(Math.abs(fa.x - i10.x) < 1e-9 && Math.abs(fa.y - i10.y) < 1e-9);
});

test('pixels off the board or between points give no point', () => {
  const layout = computeLayout({ files: 9, ranks: 10, width: 500, height: 550 });
  assert.equal(pixelToPoint(layout, 1, 1), null);
  assert.equal(pixelToPoint(layout, -50, 200), null);
  const p = pointToPixel(layout, 3, 3);
  assert.equal(pixelToPoint(layout, p.x + layout.cell * 0.5 + 0.01, p.y + layout.cell * 0.5 + 0.01, 0.45), null);
});

test('the board keeps its aspect ratio and fits the box', () => {
  const layout = computeLayout({ files: 15, ranks: 14, width: 300, height: 900 });
  const summary = layoutSummary(layout);
  assert.ok(summary.cell * 14 <= 300 + 1e-6);
  assert.ok(boardAspect(9, 10) < 1 && boardAspect(15, 14) > 1);
});

test('the keyboard cursor moves in screen directions and stays on the board', () => {
  const layout = computeLayout({ files: 9, ranks: 10, width: 500, height: 550 });
  assert.deepEqual(stepOnScreen(layout, { file: 4, rank: 0 }, 0, -1), { file: 4, rank: 1 });
  assert.deepEqual(stepOnScreen(layout, { file: 0, rank: 0 }, -1, 1), { file: 0, rank: 0 });
  const flipped = computeLayout({ files: 9, ranks: 10, width: 500, height: 550, flipped: true });
  assert.deepEqual(stepOnScreen(flipped, { file: 4, rank: 5 }, 1, -1), { file: 3, rank: 4 });
});

test('board coordinates: square names, Korean KJA numbering, WXF files from each side', async () => {
  const { coordinateStyle, coordinateLabels } = await import('../../web/board/coordinates.js');
  const { loadApi } = await import('./engine_helpers.mjs');
  const api = await loadApi();
  const notation = (variant) => api.variantInfo(variant).notation;  // the game's own notation
  assert.equal(coordinateStyle(notation('janggi'), 'native'), 'kja');
  assert.equal(coordinateStyle(notation('xiangqi'), 'latin'), 'wxf');
  assert.equal(coordinateStyle(notation('sinyeonsanggi'), 'native'), 'wxf');
  assert.equal(coordinateStyle(notation('gwangsanghui'), 'native'), 'letters');
  assert.equal(coordinateStyle(notation('janggi'), 'machine'), 'letters');
  assert.equal(coordinateStyle(undefined, undefined), 'letters');
  // KJA: 79졸78 is i4 -> h4: file i is 9, rank 4 (from the bottom) is 7 from the top.
  const kja = coordinateLabels('kja', 9, 10, false);
  assert.equal(kja.bottom[8].text, '9');
  assert.equal(kja.left.find((l) => l.rank === 3).text, '7');
  assert.equal(kja.left.find((l) => l.rank === 0).text, '0');
  assert.equal(kja.left.find((l) => l.rank === 9).text, '1');
  // WXF: Red counts from its right (file i is 1), Black from its own right (file a is 1).
  for (const flipped of [false, true]) {
    const wxf = coordinateLabels('wxf', 9, 10, flipped);
    const bottomFileI = wxf.bottom.find((l) => l.file === 8).text;
    const topFileI = wxf.top.find((l) => l.file === 8).text;
    assert.deepEqual([bottomFileI, topFileI], flipped ? ['9', '1'] : ['1', '9']);
    assert.deepEqual(wxf.left, []);
  }
  // Chinese notation: Red's files in Chinese numerals on Red's edge, Black's in digits.
  assert.equal(coordinateStyle('wxf', 'chinese', true), 'chinese');
  assert.equal(coordinateStyle('wxf', 'chineseTraditional', true), 'chinese');
  assert.equal(coordinateStyle('kja', 'chinese', false), 'kja', 'no Chinese notation: the native numbering');
  for (const flipped of [false, true]) {
    const chinese = coordinateLabels('chinese', 9, 10, flipped);
    const fileI = [chinese.bottom, chinese.top].map((edge) => edge.find((l) => l.file === 8).text);
    assert.deepEqual(fileI, flipped ? ['9', '一'] : ['一', '9']);
  }
  assert.equal(coordinateLabels('chinese', 13, 10, false).bottom[0].text, '十三');
  const letters = coordinateLabels('letters', 15, 14, true);
  assert.equal(letters.bottom[14].text, 'o');
  assert.equal(letters.left[13].text, '14');
});

test('a demo region is outlined by its border: a palace, a ring-shaped camp, flipped', async () => {
  const { regionEdges } = await import('../../web/board/draw.js');
  const layout = computeLayout({ files: 9, ranks: 10, width: 540, height: 600 });
  const palace = ['d1', 'e1', 'f1', 'd2', 'e2', 'f2', 'd3', 'e3', 'f3'];
  const edges = regionEdges(layout, palace);
  assert.equal(edges.length, 12, 'a 3x3 block has 12 border edges');
  const length = ([a, b]) => Math.hypot(b.x - a.x, b.y - a.y);
  for (const e of edges) assert.ok(Math.abs(length(e) - layout.cell) < 1e-9, 'each edge is one cell long');
  // The border lies half a cell outside the outer points.
  const d1 = pointToPixel(layout, 3, 0);
  const xs = edges.flatMap((e) => e.map((p) => p.x));
  assert.ok(Math.abs(Math.min(...xs) - (d1.x - layout.cell / 2)) < 1e-9);
  // A ring (the outer camp: a 5x3 block without its middle point) has an inner border too.
  const ring = ['d1', 'e1', 'f1', 'd2', 'f2', 'd3', 'e3', 'f3'];
  assert.equal(regionEdges(layout, ring).length, 16);
  // Flipped, the same number of edges, mirrored.
  const flipped = computeLayout({ files: 9, ranks: 10, width: 540, height: 600, flipped: true });
  assert.equal(regionEdges(flipped, palace).length, 12);
  assert.deepEqual(regionEdges(layout, []), []);
});

test('a hint arrow starts at the moving piece\'s edge and is readable for one step', async () => {
  const { hintArrow } = await import('../../web/board/draw.js');
  const cell = 60;
  const a = { x: 100, y: 100 };
  const dist = (p, q) => Math.hypot(q.x - p.x, q.y - p.y);
  // One step to an empty point: from the piece's rim (0.45 cell) to the point itself.
  const one = hintArrow(a, { x: 160, y: 100 }, cell, 0.45 * cell);
  assert.ok(dist(a, one.start) >= 0.45 * cell - 1e-9, 'the arrow starts outside the piece');
  assert.equal(one.tip.x, 160);
  assert.ok(dist(one.start, one.shaftEnd) > 0.1 * cell, 'a visible shaft');
  assert.ok(one.head >= 0.25 * cell, 'a head of a readable size');
  assert.ok(dist(one.start, one.tip) >= one.head, 'the head fits between the piece and the target');
  // A capture: the tip stops at the captured piece's rim; long moves keep the full head.
  const capture = hintArrow(a, { x: 100, y: 40 }, cell, 0.45 * cell, 0.45 * cell);
  assert.ok(Math.abs(dist({ x: 100, y: 40 }, capture.tip) - 0.45 * cell) < 1e-9);
  assert.ok(capture.head > 0 && dist(capture.start, capture.tip) > 0);
  assert.equal(hintArrow(a, { x: 100, y: 400 }, cell, 27).head, 0.38 * cell);
  assert.equal(hintArrow(a, a, cell, 27), null);
});

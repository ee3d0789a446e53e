// The diagram export's pure parts (web/diagram/diagram.js options and sizes, web/diagram/svg.js).
import test from 'node:test';
import assert from 'node:assert/strict';
import { diagramOptions, diagramSize, WIDTH_LIMITS } from '../../web/diagram/diagram.js';
import { svgDiagram } from '../../web/diagram/svg.js';
import { boardAspect } from '../../web/board/geometry.js';
import { GLYPHS } from '../../web/fonts/glyphs.js';

const SPEC = { game: 'xiangqi', files: 9, ranks: 10, riverRank: 4, palaces: [{ minFile: 3, maxFile: 5, minRank: 0, maxRank: 2 }], camps: [], marks: [{ file: 1, rank: 2 }] };
const STYLE = { shape: 'disc', scale: 0.88, ink: '#c3232b', label: '帥' };

test('options: known formats, widths kept within the format\'s limits', () => {
  assert.deepEqual(diagramOptions({ format: 'svg', width: '2400.4', lastMove: 0, coordinates: 1 }), { format: 'svg', width: 2400, lastMove: false, coordinates: true });
  assert.equal(diagramOptions({ format: 'bmp' }).format, 'png');
  assert.equal(diagramOptions({ width: 99999 }).width, WIDTH_LIMITS.max);
  assert.equal(diagramOptions({ format: 'gif', width: 4000 }).width, WIDTH_LIMITS.gifMax);
  assert.equal(diagramOptions({ width: 3 }).width, WIDTH_LIMITS.min);
  assert.equal(diagramOptions({ width: 'junk' }).width, 1200);
  assert.deepEqual(diagramSize(SPEC, 1000), { width: 1000, height: Math.round(1000 / boardAspect(9, 10)) });
});

test('SVG: one group per piece, the last move, outlines for every character, no coordinates when off', () => {
  const pieces = [{ square: 'e1', letter: 'K', color: 'w' }, { square: 'e10', letter: 'k', color: 'b' }, { square: 'b3', letter: 'C', color: 'w' }];
  const scene = { spec: SPEC, flipped: false, pieces, styleOf: () => STYLE, coords: 'wxf', lastMove: { from: 'b1', to: 'b3' } };
  const svg = svgDiagram(scene, { width: 900, height: 1000, font: GLYPHS, title: 'a <test> & more' });
  assert.match(svg, /^<\?xml[^>]*>\n<svg [^>]*width="900" height="1000" viewBox="0 0 900 1000">/);
  assert.equal([...svg.matchAll(/<g class="piece"/g)].length, 3);
  assert.deepEqual([...svg.matchAll(/data-square="([a-p]\d+)"/g)].map((m) => m[1]), ['e1', 'e10', 'b3']);
  assert.equal([...svg.matchAll(/class="last-move"/g)].length, 2);
  assert.ok(svg.includes('<title>a &lt;test&gt; &amp; more</title>'));
  assert.ok(!svg.includes('<text'), 'all characters as outlines');
  // Each character's outline is defined once and used where it appears (帥 three times).
  assert.equal([...svg.matchAll(/<path id="g5e25"/g)].length, 1);
  assert.equal([...svg.matchAll(/xlink:href="#g5e25"/g)].length, 3);
  const bare = svgDiagram({ ...scene, coords: 'none', lastMove: null }, { width: 900, height: 1000, font: GLYPHS });
  assert.equal([...bare.matchAll(/class="last-move"/g)].length, 0);
  // Without coordinates: the river's four characters and the three labels only.
  assert.equal([...bare.matchAll(/<use /g)].length, 4 + 3);
  // A character the outlines lack falls back to text in the piece font.
  const odd = svgDiagram({ ...scene, styleOf: () => ({ ...STYLE, label: '☃' }) }, { width: 900, height: 1000, font: GLYPHS });
  assert.ok(odd.includes('font-family="Sanggi CJK, serif"'));
});

// The position editor (index.html?edit=1): in each game it builds a position from an empty
// board, refuses one the engine calls illegal with its message, and plays from a legal one;
// dragging, the keyboard, the side to move, Janggi's arrangements, Copy link.
import test from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, inBrowser, distReady, pointOf, waitForState, shot, PHONE } from './helpers.mjs';

// Games whose generals may not face each other: where the black one steps aside to.
const FACING_MOVES = { xiangqi: ['e10', 'd10'], sinyeonsanggi: ['g10', 'f10'] };

const editorData = (page) => page.evaluate(() => ({ ...document.getElementById('editor').dataset }));

// Waits for the engine's verdict on the editor's position.
async function checked(page) {
  await page.waitForFunction(() => document.getElementById('editor').dataset.checked === 'true');
  return editorData(page);
}

async function clickEditor(page, square) {
  const p = await pointOf(page, square, '#editor-board');
  await page.mouse.click(p.x, p.y);
}

// The squares of the royal pieces in a start FEN: {w, b}.
function royalSquares(fen, files) {
  const out = {};
  fen.split(' ')[0].split('/').forEach((row, i) => {
    let file = 0;
    for (const [, digits, letter] of row.matchAll(/(\d+)|([A-Za-z])/g)) {
      if (digits) { file += Number(digits); continue; }
      if (letter === 'K' || letter === 'k') out[letter === 'K' ? 'w' : 'b'] = 'abcdefghijklmnop'[file] + String(fen.split('/').length - i);
      file += 1;
    }
  });
  assert.ok(out.w && out.b && files);
  return out;
}

test('position editor', { timeout: 300000 }, async (t) => {
  assert.ok(distReady(), 'dist/ is not built: run `scripts/build web` first');
  const server = await serve();
  const { page, errors, close } = await launch();
  try {
    for (const game of ['janggi', 'xiangqi', 'sinyeonsanggi', 'gwangsanghui']) {
      await t.test(`${game}: built from an empty board, refused without a royal piece, played`, async () => {
        await page.goto(`${server.url}/index.html?edit=1&game=${game}&test`);
        let d = await checked(page);
        assert.deepEqual([d.state, d.variant, d.errors], ['editing', game, '0'], 'the start position is legal');
        const info = await page.evaluate((g) => window.sanggiTest.engine.variantInfo(g), game);
        const royal = royalSquares(info.startFen, info.files);
        await page.click('#ed-empty');
        d = await checked(page);
        assert.notEqual(d.errors, '0');
        assert.match(await page.textContent('#ed-problems'), /Error: .*(no|General|King|Marshal)/);
        assert.equal(await page.isDisabled('#ed-play-human'), true, 'an error keeps the position from being played');
        // The two royal pieces from the palette.
        await page.click('#ed-palette [data-piece="K"]');
        await clickEditor(page, royal.w);
        await page.click('#ed-palette [data-piece="k"]');
        await clickEditor(page, royal.b);
        d = await checked(page);
        if (FACING_MOVES[game]) {
          // The generals face each other on an open file: refused, the flying general.
          assert.notEqual(d.errors, '0');
          assert.match(await page.textContent('#ed-problems'), /Error: .*face each other on an open file/);
          const [from, to] = FACING_MOVES[game];
          const a = await pointOf(page, from, '#editor-board');
          const b = await pointOf(page, to, '#editor-board');
          await page.mouse.move(a.x, a.y);
          await page.mouse.down();
          await page.mouse.move(b.x, b.y, { steps: 4 });
          await page.mouse.up();
          d = await checked(page);
        }
        assert.equal(d.errors, '0', await page.textContent('#ed-problems'));
        await page.screenshot({ path: shot(`editor-${game}`) });
        await page.click('#ed-play-human');
        // The game in progress was ready at ply 0 too (the same game, its start position),
        // so the wait names the edited position: times out unless it is the game now.
        const board = d.fen.split(' ')[0];
        await page.waitForFunction((b) => {
          const a = document.getElementById('app').dataset;
          return a.state === 'ready' && a.ply === '0' && a.fen?.split(' ')[0] === b;
        }, board);
        assert.equal(await page.isVisible('#editor'), false);
        assert.deepEqual(errors, []);
      });
    }

    await t.test('the engine\'s problems name the point; a warning does not keep the position from play', async () => {
      // Cho's general on a2, outside its palace: Janggi's point 91 (rank 9 from the top as Cho
      // sees it, file 1), named as the editor's board, like the game's, numbers it.
      const outside = 'rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/K8/RNBA1ABNR w - - 0 1';
      await page.goto(`${server.url}/index.html?edit=1&game=janggi&fen=${encodeURIComponent(outside)}&test`);
      let d = await checked(page);
      assert.deepEqual([d.errors, d.warnings], ['1', '0']);
      assert.match(await page.textContent('#ed-problems'), /Error: Cho's general on 91 is outside its palace/);
      assert.equal(await page.isDisabled('#ed-play-human'), true);
      assert.equal(await page.isDisabled('#ed-play-computer'), true);
      // The generals facing on an open file (bikjang): legal, said as a warning.
      const facing = '4k4/9/9/9/9/9/9/9/4K4/9 w - - 0 1';
      await page.goto(`${server.url}/index.html?edit=1&game=janggi&fen=${encodeURIComponent(facing)}&test`);
      d = await checked(page);
      assert.deepEqual([d.errors, d.warnings], ['0', '1']);
      assert.match(await page.textContent('#ed-problems'), /Warning: the generals face each other \(bikjang\)/);
      assert.equal(await page.isDisabled('#ed-play-human'), false);
      // Xiangqi: an elephant across the river and four cannons, one message for each.
      const xq = '4k4/9/9/9/2B6/9/9/1C5C1/9/2CCK4 w - - 0 1';
      await page.goto(`${server.url}/index.html?edit=1&game=xiangqi&fen=${encodeURIComponent(xq)}&test`);
      d = await checked(page);
      const text = await page.textContent('#ed-problems');
      assert.match(text, /Error: .*elephant on c6 is on a point it can never reach/, text);
      assert.match(text, /Error: Red has 4 cannons; a side has at most 2/, text);
      assert.deepEqual(errors, []);
    });

    await t.test('the problems are said in Korean and Chinese on those pages', async () => {
      const outside = 'rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/K8/RNBA1ABNR w - - 0 1';
      const xq = '4k4/9/9/9/2B6/9/9/1C5C1/9/2CCK4 w - - 0 1';
      const expected = {
        ko: [/91의 초.* 궁.*은 궁성 밖에 있습니다/, /c6의 홍 .*결코 갈 수 없는 자리에 있습니다/, /홍의 .*4개입니다\. 한 편에 많아야 2개입니다/],
        zh: [/91 的楚.*在宫外/, /c6 的红方.*在它永远走不到的点上/, /红方有 4 个.*每方最多 2 个/],
      };
      try {
        for (const lang of ['ko', 'zh']) {
          await page.goto(`${server.url}/index.html?edit=1&game=janggi&lang=${lang}&fen=${encodeURIComponent(outside)}&test`);
          await checked(page);
          let text = await page.textContent('#ed-problems');
          assert.match(text, expected[lang][0], text);
          assert.doesNotMatch(text, /general|outside/, text);
          await page.goto(`${server.url}/index.html?edit=1&game=xiangqi&lang=${lang}&fen=${encodeURIComponent(xq)}&test`);
          await checked(page);
          text = await page.textContent('#ed-problems');
          assert.match(text, expected[lang][1], text);
          assert.match(text, expected[lang][2], text);
        }
      } finally {
        await page.goto(`${server.url}/index.html?lang=en&test`);
      }
      assert.deepEqual(errors, []);
    });

    await t.test('drag to move, drag off to remove, keyboard, side to move, arrangement, link', async () => {
      await page.goto(`${server.url}/index.html?edit=1&game=janggi&test`);
      await checked(page);
      // Drag Cho's chariot from a1 to a3, then Han's from a10 off the board.
      const from = await pointOf(page, 'a1', '#editor-board');
      const to = await pointOf(page, 'a3', '#editor-board');
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(to.x, to.y, { steps: 5 });
      await page.mouse.up();
      let d = await checked(page);
      assert.match(d.fen, /^rnba1abnr\/4k4\/1c5c1\/p1p1p1p1p\/9\/9\/P1P1P1P1P\/RC5C1\/4K4\/1NBA1ABNR /);
      const han = await pointOf(page, 'a10', '#editor-board');
      await page.mouse.move(han.x, han.y);
      await page.mouse.down();
      await page.mouse.move(han.x - 100, han.y - 100, { steps: 5 });
      await page.mouse.up();
      d = await checked(page);
      assert.ok(d.fen.startsWith('1nba1abnr/'), d.fen);
      // Keyboard: the cursor starts mid-board on the near edge (e1); Delete takes off, Enter puts.
      await page.focus('#editor-board');
      await page.keyboard.press('ArrowUp');  // e1, Cho's general... the cursor starts at e1
      await page.keyboard.press('ArrowUp');  // e2
      await page.keyboard.press('Delete');
      d = await checked(page);
      assert.notEqual(d.errors, '0', 'no Cho general');
      await page.click('#ed-palette [data-piece="K"]');
      await page.focus('#editor-board');
      await page.keyboard.press('Enter');
      d = await checked(page);
      assert.equal(d.errors, '0');
      // Side to move, and Han's arrangement: elephant-horse-horse-elephant (상마마상).
      await page.check('input[name="ed-side"][value="b"]');
      await page.selectOption('#ed-arr-b', 'BNNB');
      // The side's change was checked already, so the wait names the arrangement: it asks
      // the engine first. Times out unless Han's back rank is the one chosen.
      await page.waitForFunction(() => {
        const e = document.getElementById('editor').dataset;
        return e.checked === 'true' && e.fen.startsWith('1bna1anbr/');
      });
      d = await editorData(page);
      assert.equal(d.fen.split(' ')[1], 'b');
      const link = await page.evaluate(async () => {
        let copied = null;
        navigator.clipboard.writeText = async (text) => { copied = text; };
        document.getElementById('ed-copy-link').click();
        await new Promise((r) => setTimeout(r, 50));
        return copied;
      });
      const url = new URL(link);
      assert.equal(url.searchParams.get('game'), 'janggi');
      assert.equal(url.searchParams.get('fen'), d.fen);
      assert.deepEqual(errors, []);
    });

    await t.test('"Edit position" opens the game on the board; the computer plays from an edited position', async () => {
      await page.goto(`${server.url}/index.html?game=xiangqi&opponent=human&test`);
      await waitForState(page, ['ready'], { variant: 'xiangqi' });
      await page.click('#btn-edit');
      const d = await checked(page);
      assert.equal(d.fen, 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1');
      // Black to move: the person plays Black, the computer answers as Red... after Black.
      await page.check('input[name="ed-side"][value="b"]');
      await checked(page);
      await page.click('#ed-play-computer');
      // The start position was ready at ply 0 too, so the wait names the side to move.
      // Times out unless the edited position (Black to move) is the game now.
      await waitForState(page, ['ready'], { variant: 'xiangqi', ply: 0, side: 'b' });
      assert.deepEqual(errors, []);
    });
    await t.test('the header names the editor\'s game, and the game\'s again when it closes', async () => {
      await page.goto(`${server.url}/index.html?game=janggi&opponent=human&test`);
      await waitForState(page, ['ready'], { variant: 'janggi' });
      await page.goto(`${server.url}/index.html?edit=1&game=xiangqi&test`);
      await checked(page);
      assert.equal(await page.textContent('#game-title'), 'Xiangqi (象棋)');
      await page.click('#ed-close');
      await waitForState(page, ['ready'], { variant: 'janggi' });
      assert.equal(await page.textContent('#game-title'), 'Janggi (장기)');
      assert.deepEqual(errors, []);
    });
    await t.test('on a phone: the menu fits in one row, the editor below its board', async () => {
      await inBrowser(PHONE, async ({ page: phone, errors: phoneErrors }) => {
        await phone.goto(`${server.url}/index.html?edit=1&game=janggi&test`);
        await checked(phone);
        const [scroll, width] = await phone.$eval('.menu', (m) => [m.scrollWidth, m.clientWidth]);
        assert.ok(scroll <= width, `the menu is ${scroll}px wide in ${width}px`);
        const board = await phone.$eval('#editor-board', (e) => e.getBoundingClientRect().toJSON());
        const palette = await phone.$eval('#ed-palette', (e) => e.getBoundingClientRect().toJSON());
        assert.ok(board.width > 300 && palette.top >= board.bottom, 'the board first, full width, then the panel');
        await phone.screenshot({ path: shot('editor-phone'), fullPage: true });
        assert.deepEqual(phoneErrors, []);
      });
    });
  } finally {
    await close();
    await server.close();
  }
});

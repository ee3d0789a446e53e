// The main page over http, for each game and rule set: a new game from the dialog (Janggi
// through its setup chooser), a move by clicking canvas points, the computer's answer, an
// illegal click that changes nothing, undo/redo, a reload that restores the game, a
// malformed import that shows an error, and a screenshot into tests/out/.
import test from 'node:test';
import assert from 'node:assert/strict';
import {
  serve, launch, waitForState, appData, clickSquare, clickMove, distReady, shot, pointOf,
} from './helpers.mjs';

// First moves that are legal in each game's start position, the royal piece's square, and
// a point that piece can never reach.
const GAMES = [
  { game: 'janggi', variant: 'janggi', move: 'a4a5', royal: 'e2', illegal: 'e5', setup: 'BNBN' },
  { game: 'janggi', variant: 'janggitraditional', move: 'i4h4', royal: 'e2', illegal: 'e6', setup: 'NBBN' },
  { game: 'xiangqi', variant: 'xiangqi', move: 'h3e3', royal: 'e1', illegal: 'e5' },
  { game: 'sinyeonsanggi', variant: 'sinyeonsanggi', move: 'b3f3', royal: 'g1', illegal: 'g5' },
  { game: 'gwangsanghui', variant: 'gwangsanghui', move: 'e6e7', royal: 'h3', illegal: 'h7' },
  { game: 'gwangsanghui', variant: 'gwangsanghui-dlp', move: 'e6e7', royal: 'h3', illegal: 'h8' },
];

test('the main page, game by game', { timeout: 240000 }, async (t) => {
  assert.ok(distReady(), 'dist/ is not built: run `scripts/build web` first');
  const server = await serve();
  const { page, errors, close } = await launch();
  try {
    await t.test('loads over http and becomes playable', async () => {
      const started = Date.now();
      await page.goto(`${server.url}/index.html`);
      const d = await waitForState(page);
      const wall = Date.now() - started;
      const marks = await page.evaluate(() => Object.fromEntries(performance.getEntriesByType('mark')
        .filter((m) => m.name.startsWith('sanggi:')).map((m) => [m.name.slice(7), Math.round(m.startTime)])));
      console.log(`navigation to playable board (http, headless Chromium): ${d.readyMs} ms in the page, ${wall} ms measured by the test`);
      console.log(`  page script started ${marks.start} ms, engine worker ready ${marks.engine} ms, first engine answer ${marks.variants} ms, playable ${marks.playable} ms`);
      assert.equal(d.variant, 'janggi');
      // The marks come in order (how long they take is scripts/bench's figure, not a test's).
      assert.ok(marks.start <= marks.engine && marks.engine <= marks.variants && marks.variants <= marks.playable, JSON.stringify(marks));
      // The pieces' glyphs come from the shipped font, not from the visitor's fonts.
      await page.waitForFunction(() => [...document.fonts].some((f) => f.family.replace(/"/g, '') === 'Sanggi CJK' && f.status === 'loaded'));
      assert.deepEqual(errors, []);
    });

    for (const g of GAMES) {
      await t.test(`${g.variant}: new game, move, answer, illegal click, undo, reload`, async () => {
        await page.click('#btn-new');
        await page.check(`input[name="game"][value="${g.game}"]`);
        // Janggi and Gwangsanghui offer rule sets; the other games have one.
        const ruleSets = g.game === 'janggi' || g.game === 'gwangsanghui';
        assert.equal(await page.isVisible('#ruleset-select'), ruleSets);
        if (ruleSets) await page.selectOption('#ruleset-select', g.variant);
        await page.selectOption('#opponent-select', 'computer');
        await page.selectOption('#side-select', 'w');
        await page.fill('#level-input', '1');
        await page.click('#new-start');
        if (g.setup) {
          // Janggi: the setup chooser is on the board; pick Cho's arrangement, then start.
          await waitForState(page, ['setup']);
          // The chooser starts on the usual arrangement (마상상마): choosing it changes nothing.
          // The button is pressed once its arrangement is stored (times out otherwise).
          const button = `#bar-bottom button[data-setup="${g.setup}"]`;
          if (await page.getAttribute(button, 'aria-pressed') !== 'true') await page.click(button);
          await page.waitForFunction((sel) => document.querySelector(sel)?.getAttribute('aria-pressed') === 'true', button);
          await page.click('#btn-start-setup');
        }
        const start = await waitForState(page, ['ready'], { ply: 0, variant: g.variant });

        // An illegal click: pick up the royal piece, click where it can never go.
        await clickSquare(page, g.royal);
        await clickSquare(page, g.illegal);
        await clickSquare(page, g.illegal);
        await page.waitForTimeout(150);
        let d = await appData(page);
        assert.equal(d.fen, start.fen, 'an illegal click changed the position');
        assert.equal(d.ply, '0');

        // A move by clicking two points; the computer answers.
        await clickMove(page, g.move);
        d = await waitForState(page, ['ready'], { ply: 2 });
        assert.equal(d.moves, '2');
        const afterAnswer = d.fen;
        assert.notEqual(afterAnswer, start.fen);
        assert.equal(await page.locator('#move-list button[data-ply]').count(), 3, 'start + two moves listed');

        // Undo takes back the computer's answer and the move; redo brings them back.
        await page.click('#btn-undo');
        d = await waitForState(page, ['ready'], { ply: 0 });
        assert.equal(d.fen, start.fen);
        await page.click('#btn-redo');
        await page.waitForFunction(() => document.getElementById('app').dataset.ply === '1');
        await page.click('#btn-redo');
        d = await waitForState(page, ['ready'], { ply: 2 });
        assert.equal(d.fen, afterAnswer);

        // A reload restores the game.
        await page.reload();
        d = await waitForState(page, ['ready'], { variant: g.variant, ply: 2 });
        assert.equal(d.fen, afterAnswer);

        // A malformed import shows an error and leaves the game as it was.
        await page.click('#btn-io');
        await page.fill('#import-text', '[Variant "nonsense"]\n1. zz99 ??');
        await page.click('#imp-go');
        await page.waitForFunction(() => document.getElementById('import-error').textContent.length > 0);
        const first = await page.textContent('#import-error');
        await page.fill('#import-text', '9/9/9 w - - 0 1');
        await page.click('#imp-go');
        // The first import's error says "import" too: the wait is for the FEN's own error.
        await page.waitForFunction((prev) => {
          const text = document.getElementById('import-error').textContent;
          return text !== prev && /FEN|rank|file|royal|king|general/i.test(text);
        }, first);
        await page.click('#io-close');
        d = await appData(page);
        assert.equal(d.fen, afterAnswer);
        assert.equal(d.ply, '2');

        await page.screenshot({ path: shot(`board-${g.variant}`) });
        assert.deepEqual(errors, []);
      });
    }

    await t.test('janggi: pass, move list notation switch, export and a good import', async () => {
      await page.click('#btn-new');
      await page.check('input[name="game"][value="janggi"]');
      await page.selectOption('#ruleset-select', 'janggi');
      await page.selectOption('#opponent-select', 'human');
      await page.click('#new-start');
      await waitForState(page, ['setup']);
      await page.click('#btn-start-setup');
      await waitForState(page, ['ready'], { ply: 0 });
      assert.equal(await page.isDisabled('#btn-pass'), false, 'passing is legal at the start of Janggi');
      // Han could pass back and end the game on points: said first, a second press passes.
      await page.click('#btn-pass');
      await page.waitForSelector('#board-note:not([hidden])');
      await page.click('#btn-pass');
      let d = await waitForState(page, ['ready'], { ply: 1 });
      assert.equal(d.side, 'b');
      assert.match(await page.textContent('#move-list'), /한수쉼/);
      await page.selectOption('#notation-select', 'machine');
      assert.match(await page.textContent('#move-list'), /e2e2/);
      // Typing a move in Korean notation (Han's soldier 41 -> 51 style is engine-parsed).
      await page.fill('#move-input', 'a7a6');
      await page.press('#move-input', 'Enter');
      d = await waitForState(page, ['ready'], { ply: 2 });
      await page.click('#btn-io');
      await page.click('#exp-pgn');
      await page.waitForFunction(() => document.getElementById('export-text').value.includes('Variant'));
      const record = await page.inputValue('#export-text');
      assert.match(record, /\[Variant "janggi"\]/);
      await page.click('#exp-gib');
      await page.waitForFunction(() => document.getElementById('export-text').value.includes('차림'));
      assert.match(await page.inputValue('#export-text'), /한수쉼/);
      await page.click('#exp-fen');
      await page.waitForFunction((fen) => document.getElementById('export-text').value === fen, d.fen);
      await page.fill('#import-text', record);
      await page.click('#imp-go');
      await page.waitForFunction(() => !document.getElementById('dlg-io').open);
      d = await waitForState(page, ['ready'], { ply: 2 });
      assert.equal(d.variant, 'janggi');
      await page.selectOption('#notation-select', 'native');
      assert.deepEqual(errors, []);
    });

    // The mean colour of a short stretch of the board canvas along a file, between two
    // points (device pixels), to see whether the bikjang line is drawn there.
    async function fileStripColour(from, to) {
      const [a, b] = [await pointOf(page, from), await pointOf(page, to)];
      // The board draws the stored position at its next animation frames.
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      return page.evaluate(({ a, b }) => {
        const canvas = document.getElementById('board');
        const rect = canvas.getBoundingClientRect();
        const k = canvas.width / rect.width;
        const x = Math.round((a.x - rect.left) * k);
        const y0 = Math.round((Math.min(a.y, b.y) - rect.top) * k) + 6;
        const y1 = Math.round((Math.max(a.y, b.y) - rect.top) * k) - 6;
        const data = canvas.getContext('2d').getImageData(x - 2, y0, 5, y1 - y0).data;
        const sum = [0, 0, 0];
        for (let i = 0; i < data.length; i += 4) for (let c = 0; c < 3; c++) sum[c] += data[i + c];
        return sum.map((v) => v / (data.length / 4));
      }, { a, b });
    }

    await t.test('janggi: bikjang is told, announced and drawn; a pass ends it on points', async () => {
      const facing = 'r3k4/9/9/9/9/9/9/9/4K4/R8 w - - 0 1';
      await page.click('#btn-io');
      await page.fill('#import-text', facing);
      await page.selectOption('#import-variant', 'janggi');
      await page.selectOption('#import-opponent', 'human');  // both sides from this page
      await page.click('#imp-go');
      await waitForState(page, ['ready'], { ply: 0, fen: facing });
      assert.equal(await page.getAttribute('#status', 'data-state'), 'bikjang');
      assert.match(await page.textContent('#status'),
        /^Bikjang \(빅장\): the generals face each other on an open file\. Cho 楚 \(blue\) must break the facing .* or pass\. Passing ends the game, decided on points \(now Cho 13, Han 14\.5\)\.$/);
      await page.waitForFunction(() => /Bikjang/.test(document.getElementById('announcer').textContent));
      assert.equal(await page.isDisabled('#btn-pass'), false);
      const lined = await fileStripColour('e5', 'e6');
      await page.screenshot({ path: shot('janggi-bikjang') });
      // In Korean and Chinese too.
      await page.click('#btn-settings');
      await page.selectOption('#lang-select', 'ko');
      assert.match(await page.textContent('#status'), /^빅장: .*한수쉼을 하면 대국이 끝나고 점수로 승패를 가립니다/);
      await page.selectOption('#lang-select', 'zh');
      assert.match(await page.textContent('#status'), /^对面将（빅장）.*停着则对局结束，按分数判定胜负/);
      await page.selectOption('#lang-select', 'en');
      await page.click('#settings-close');

      // Breaking the facing (the general steps aside) clears the words and the line.
      await clickMove(page, 'e2d2');
      await waitForState(page, ['ready'], { ply: 1 });
      assert.notEqual(await page.getAttribute('#status', 'data-state'), 'bikjang');
      assert.doesNotMatch(await page.textContent('#status'), /Bikjang/);
      const plain = await fileStripColour('e5', 'e6');
      assert.ok(lined[1] < plain[1] - 25 && lined[0] >= plain[0] - 10, `no red line between the generals: ${lined} vs ${plain}`);
      await page.click('#btn-undo');
      await waitForState(page, ['ready'], { ply: 0 });
      assert.equal(await page.getAttribute('#status', 'data-state'), 'bikjang');

      await page.click('#btn-pass');
      await page.waitForFunction(() => document.getElementById('dlg-over').open);
      const text = await page.textContent('#over-text');
      assert.match(text, /Han .* wins — bikjang/);
      assert.match(await page.textContent('#over-points'), /Decided on points: 13 to 14\.5\./);
      assert.equal((await appData(page)).state, 'over');
      await page.screenshot({ path: shot('janggi-bikjang-over') });
      await page.click('#over-close');
      assert.deepEqual(errors, []);
    });

    await t.test('janggitraditional: bikjang says a pass is a draw, and it is', async () => {
      const facing = 'r3k4/9/9/9/9/9/9/9/4K4/R8 w - - 0 1';
      await page.click('#btn-io');
      await page.fill('#import-text', facing);
      await page.selectOption('#import-variant', 'janggitraditional');
      await page.selectOption('#import-opponent', 'human');
      await page.click('#imp-go');
      await waitForState(page, ['ready'], { ply: 0, fen: facing, variant: 'janggitraditional' });
      assert.match(await page.textContent('#status'), /or pass\. Passing ends the game in a draw\.$/);
      await page.click('#btn-pass');
      await page.waitForFunction(() => document.getElementById('dlg-over').open);
      assert.match(await page.textContent('#over-text'), /^Draw — bikjang/);
      await page.click('#over-close');
      assert.deepEqual(errors, []);
    });
  } finally {
    await close();
    await server.close();
  }
});

// The release zip (SANGGI_RELEASE_ZIP, made by scripts/release) as a visitor gets it: unpacked
// in a fresh folder and opened from disk, with a browser's ordinary file:// rules. The page
// must load without console errors, show this version in its About panel, and play.
import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, launch, waitForState, clickMove } from '../browser/helpers.mjs';

const zip = process.env.SANGGI_RELEASE_ZIP;
const version = readFileSync(join(ROOT, 'VERSION'), 'utf8').split('\n')[0].trim();

test('the release zip opens from disk and plays', { timeout: 120000 }, async () => {
  assert.ok(zip && existsSync(zip), 'SANGGI_RELEASE_ZIP must name the zip (scripts/release sets it)');
  const folder = mkdtempSync(join(tmpdir(), 'sanggi-release-'));
  const { page, errors, close } = await launch({ fileAccess: false });
  try {
    execFileSync('python3', ['-m', 'zipfile', '-e', zip, folder]);
    const top = join(folder, `sanggi-${version}`);
    for (const name of ['index.html', 'app.js', 'engine.js', 'LICENSE', 'THIRD_PARTY.md', 'fonts/OFL.txt'])
      assert.ok(existsSync(join(top, name)), `the zip holds sanggi-${version}/${name}`);
    await page.goto(`${pathToFileURL(join(top, 'index.html')).href}?game=janggi&level=1`);
    await waitForState(page, ['ready'], { variant: 'janggi', ply: 0 });
    await clickMove(page, 'b1c3');
    await waitForState(page, ['ready'], { ply: 2 });
    assert.deepEqual(errors, []);
  } finally {
    await close();
    rmSync(folder, { recursive: true, force: true });
  }
});

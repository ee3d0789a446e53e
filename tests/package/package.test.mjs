// The npm package sanggi-engine as a developer gets it: the tarball (SANGGI_PACKAGE_TGZ, else
// `npm pack` of build/package/sanggi-engine) installed offline into a fresh project, then used
// from there: Node plays the four games through Game and createEngine, the package's examples
// run, tsc checks a typed example against the declarations, and esbuild bundles the example
// page, which Chromium loads and plays a move in (the engine in a worker).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { ROOT, launch, serve } from '../browser/helpers.mjs';

const VERSION = readFileSync(join(ROOT, 'VERSION'), 'utf8').split('\n')[0].trim();
const PACKAGE_DIR = join(ROOT, 'build', 'package', 'sanggi-engine');
const EXAMPLES = join(ROOT, 'package', 'examples');
let folder;
let project;

// npm with no way to reach a registry: --offline, and a registry address nothing answers on.
function npm(args, cwd) {
  return execFileSync('npm', [...args, '--offline', '--registry=http://127.0.0.1:9/', '--no-audit', '--no-fund'], {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function node(script, cwd = project) {
  return execFileSync(process.execPath, [script], { cwd, encoding: 'utf8', timeout: 120000 });
}

before(() => {
  folder = mkdtempSync(join(tmpdir(), 'sanggi-package-'));
  let tarball = process.env.SANGGI_PACKAGE_TGZ;
  if (!tarball) {
    assert.ok(existsSync(join(PACKAGE_DIR, 'package.json')), 'the package is not built: run scripts/build package');
    npm(['pack', PACKAGE_DIR, '--pack-destination', folder, '--silent'], folder);
    tarball = join(folder, `sanggi-engine-${VERSION}.tgz`);
  }
  project = join(folder, 'project');
  mkdirSync(project);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'sanggi-user', private: true, type: 'module' }));
  npm(['install', '--ignore-scripts', tarball], project);
  cpSync(EXAMPLES, project, { recursive: true });
  for (const name of readdirSync(join(ROOT, 'tests', 'package', 'fixtures')))
    cpSync(join(ROOT, 'tests', 'package', 'fixtures', name), join(project, name));
});

after(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
});

test('installed: the files, the version and the licence', () => {
  const installed = join(project, 'node_modules', 'sanggi-engine');
  const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
  assert.equal(manifest.version, VERSION);
  assert.equal(manifest.license, 'MIT');
  for (const name of ['node.js', 'browser.js', 'wasm.js', 'engine.js', 'index.d.ts', 'README.md', 'LICENSE', 'THIRD_PARTY.md', 'CHANGELOG.md'])
    assert.ok(existsSync(join(installed, name)), name);
  assert.match(readFileSync(join(installed, 'LICENSE'), 'utf8'), /MIT License[\s\S]*the sanggi authors/);
});

test('Node: the four games played to their end through Game and through createEngine; multi-PV and analysis', { timeout: 300000 }, (t) => {
  const out = JSON.parse(node('games.mjs'));
  assert.equal(out.version, VERSION);
  assert.equal(out.mode, 'node');
  assert.equal(out.listenersAdded, 0, 'importing the package adds no process-wide handlers');
  for (const [variant, { sync, async, ms }] of Object.entries(out.games)) {
    t.diagnostic(`${variant}: ${sync.moves.length} plies, ${sync.end.reason}, ${ms} ms for both`);
    assert.equal(sync.end.over, true, `${variant} ended within the ply limit`);
    assert.equal(sync.end.outcome, 'white', `${variant}: the searching side beat random moves`);
    assert.deepEqual(async.moves, sync.moves, `${variant}: the same game through both APIs`);
    assert.deepEqual(async.end, sync.end);
    assert.equal(async.fen, sync.fen);
    assert.equal(sync.native, sync.moves.length);
    assert.match(sync.record, new RegExp(`\\[Result "1-0"\\]`));
  }
  assert.deepEqual(Object.keys(out.games), ['janggi', 'xiangqi', 'sinyeonsanggi', 'gwangsanghui']);
  assert.equal(new Set(out.analysis.firstMoves).size, 3, 'three distinct first moves');
  assert.deepEqual(out.analysis.depths, [1, 2, 3, 4]);
  assert.equal(out.analysis.lines, 2);
});

test('Node: bad input is an error value and changes nothing', () => {
  const out = JSON.parse(node('errors.mjs'));
  assert.match(out.badVariant, /unknown variant 'chess'/);
  assert.match(out.badFen, /bad FEN/);
  assert.match(out.badRecord, /move 1/);
  assert.match(out.unreachable, /Cho's general on a2 is outside its palace/);
  assert.equal(out.validate.ok, false);
  assert.deepEqual(out.validate.errors.map((e) => [e.code, e.params.square]), [['outside-palace', 'a2']]);
  assert.match(out.illegal.error, /'a1a9' is not a legal move/);
  assert.match(out.garbage.error, /move must be a string/);
  assert.match(out.badStyle.error, /unknown notation style 'fancy'/);
  assert.match(out.gibXiangqi.error, /Janggi only/);
  assert.match(out.badSearch.error, /level must be from 1 to 10/);
  assert.equal(out.unchanged, true);
  assert.equal(out.undoEmpty, null);
  assert.equal(out.engineBad.moveIndex, 1);
  assert.equal(out.roundTrip, true);
  assert.equal(out.pass, true, 'a Janggi player may pass (the general\'s square twice)');
  assert.equal(out.xiangqiPass, false, 'no pass in Xiangqi');
});

test('Node: the README examples run', () => {
  const game = node('node-game.mjs');
  assert.match(game, new RegExp(`sanggi-engine ${VERSION.replace(/\./g, '\\.')}: 32 legal moves`));
  assert.match(game, /\{ move: 'i4h4' \}/);
  assert.match(game, /\{ move: 'h10g8' \}/);
  assert.match(game, /error: /);
  assert.match(game, /\[Variant "janggi"\]/);
  const engine = node('node-engine.mjs');
  assert.match(engine, /^b \d+ \[ 'C2\.5' \]$/m);
});

test('TypeScript: the typed example passes tsc --noEmit (Node and bundler resolution)', { timeout: 120000 }, () => {
  const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
  for (const config of ['tsconfig.json', 'tsconfig.bundler.json'])
    execFileSync(process.execPath, [tsc, '-p', join(project, 'typed', config)], { encoding: 'utf8' });
  // The declarations are really read: a misuse fails to compile.
  writeFileSync(join(project, 'typed', 'wrong.ts'), "import { Game } from 'sanggi-engine';\nnew Game('janggi').play(42);\n");
  writeFileSync(join(project, 'typed', 'tsconfig.wrong.json'), JSON.stringify({ extends: './tsconfig.json', files: ['wrong.ts'] }));
  assert.throws(
    () => execFileSync(process.execPath, [tsc, '-p', join(project, 'typed', 'tsconfig.wrong.json')], { encoding: 'utf8', stdio: 'pipe' }),
    (e) => /TS2345/.test(e.stdout),
  );
});

test('browser: esbuild bundles the example page; it plays in Chromium with the engine in a worker', { timeout: 180000 }, async () => {
  const web = join(project, 'web');
  const built = await esbuild.build({
    entryPoints: [join(web, 'main.js'), join(web, 'bot.js')],
    bundle: true,
    outdir: join(web, 'dist'),
    format: 'iife',
    absWorkingDir: project,
    logLevel: 'silent',
  });
  assert.deepEqual(built.warnings, [], 'the package bundles without warnings');
  const server = await serve(web);
  const { page, errors, close } = await launch();
  try {
    await page.goto(`${server.url}/index.html`);
    await page.waitForFunction(() => document.body.dataset.state === 'ready', null, { timeout: 60000 });
    assert.equal(await page.evaluate(() => document.body.dataset.mode), 'worker');
    const start = await page.getAttribute('#board', 'data-fen');
    await page.fill('#move', '79졸78');
    await page.click('form button:not([type])');
    await page.waitForFunction(() => document.body.dataset.state === 'ready' && document.querySelectorAll('#moves li').length === 2, null, { timeout: 60000 });
    assert.notEqual(await page.getAttribute('#board', 'data-fen'), start);
    assert.match(await page.textContent('#status'), /^Computer played [a-i]\d+[a-i]\d+\. Your move\.$/);
    // The Hint comes from the page's own worker holding a Game.
    await page.click('#hint');
    await page.waitForFunction(() => document.body.dataset.hint, null, { timeout: 60000 });
    assert.match(await page.evaluate(() => document.body.dataset.hint), /^[a-i]\d+[a-i]\d+$/);
    assert.deepEqual(errors, []);
  } finally {
    await close();
    await server.close();
  }
});

test('one version everywhere: VERSION, package.json files, the native command line and UCI', () => {
  for (const file of ['package.json', 'web/package.json']) {
    const manifest = JSON.parse(readFileSync(join(ROOT, file), 'utf8'));
    assert.equal(manifest.version, VERSION, file);
    assert.equal(manifest.license, 'MIT', file);
  }
  const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8'));
  assert.equal(lock.packages[''].version, VERSION, 'package-lock.json');
  const sanggi = join(ROOT, 'build', 'native-release', 'core', 'cli', 'sanggi');
  assert.ok(existsSync(sanggi), 'the native engine is not built: run scripts/build native');
  assert.equal(execFileSync(sanggi, ['--version'], { encoding: 'utf8' }), `sanggi ${VERSION}\n`);
  const uci = execFileSync(sanggi, ['uci'], { input: 'uci\nquit\n', encoding: 'utf8' });
  assert.match(uci, new RegExp(`^id name sanggi ${VERSION.replace(/\./g, '\\.')}$`, 'm'));
});

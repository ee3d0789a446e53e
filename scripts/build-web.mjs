#!/usr/bin/env node
// Bundles the web page into dist/ (called by `scripts/build web`; the wasm must be built).
// `build-web.mjs engine` only writes web/engine/engine.js (called by `scripts/build wasm`).
//   dist/engine.js        the engine: Emscripten glue + wasm (base64) + web/engine/host.js,
//                         a classic script that runs as a worker or in the page
//   dist/engine-stream.js the same engine without the wasm inside, with dist/sanggi-engine.wasm
//                         beside it: what a page over http(s) runs in its worker (the wasm
//                         compiled while it streams); engine.js stays for file:// and fallbacks
//   dist/app.js           web/app/main.js and its imports, as one classic script
//   dist/sanggi-embed.js  web/embed/embed.js (the <sanggi-board> element), if present
//   dist/reader.js        web/reader/reader.js (reader.html, the Gwangsanghui source reader)
//   dist/diagram-tools.js web/diagram/tools.js, loaded by the page and the embed when a
//                         diagram is exported (SVG writer with the font's outlines, GIF encoder)
//   dist/lessons.js       web/lessons/page.js (lessons.html, the lessons of every game)
//   dist/examples.js      web/embed/snippets.js (examples/snippets.html: the element and Copy buttons)
//   dist/examples/        web/examples/: example pages for museums and teachers, their scripts
//                         pointing at the bundles one folder up
//   dist/index.html       web/index.html with its module script replaced by app.js
//   dist/sw.js            the service worker: every file of dist/ for offline use, and the core
//                         its install fetches (the rest once the board is playable)
//   everything else of web/ that is not JS source (styles, fonts, manifest, icons) as is
//   dist/LICENSE, dist/THIRD_PARTY.md   the licence, and what ships inside from others
//   dist/nnue-<game>.js   the learned evaluation of a game (core/nnue/nets/<game>.nnue) in
//                         base64, a classic script the engine client loads for that game only
// Also writes web/engine/engine.js and web/engine/nnue-*.js, the copies that web/ uses when
// served as ES modules.
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { ROOT, VERSION, WEB as web, WASM_BINARY, bundle, engineScript, engineStreamScript, fail } from './lib/bundle.mjs';

const dist = process.env.SANGGI_DIST || join(ROOT, 'dist');

// Files of web/ that the bundles replace or that are for developers only.
const NOT_COPIED = [
  /\.m?js$/,
  /\.md$/,
  /(^|\/)\.gitignore$/,
  /(^|\/)package\.json$/,
  /(^|\/)jsconfig\.json$/, // tsc --checkJs (scripts/test-web), with the globals it declares
  /\.d\.ts$/,
  /^engine\//,
  /^fonts\/.*chars\.txt$/, // the font's character lists (scripts/make-font)
];
// The bundles that replace the development module scripts in the HTML pages.
const BUNDLES = { 'app/main.js': 'app.js', 'embed/embed.js': 'sanggi-embed.js', 'reader/reader.js': 'reader.js', 'lessons/page.js': 'lessons.js', 'embed/snippets.js': 'examples.js' };

function filesUnder(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...filesUnder(path));
    else out.push(path);
  }
  return out;
}

const posix = (path) => path.split(sep).join('/');

// Replaces each development module script (<script type="module" src="app/main.js">) with its
// bundle as a classic script; a module script with no bundle is an error (file:// would fail).
function rewriteHtml(name, html) {
  const up = '../'.repeat(name.split('/').length - 1);  // pages in folders (examples/)
  return html.replace(/<script\b[^>]*\btype="module"[^>]*><\/script>/g, (tag) => {
    const src = /\bsrc="(?:\.\/)?([^"]+)"/.exec(tag);
    const bundle = src && src[1].startsWith(up) && BUNDLES[src[1].slice(up.length)];
    if (!bundle) fail(`web/${name}: no bundle for ${tag}`);
    return `<script src="${up}${bundle}" defer></script>`;
  });
}

// What the service worker's install fetches: the main page and what it needs to draw and
// play its first board (its styles, its script, the engine, the piece font, the install
// manifest and icons). The rest is kept as it is used, or once the board is playable (sw.js).
const CORE = ['index.html', 'styles.css', 'analysis.css', 'app.js', 'engine-stream.js', 'sanggi-engine.wasm', 'fonts/sanggi-cjk.woff2', 'manifest.webmanifest', 'icons/icon.svg'];

function serviceWorker(files) {
  const template = readFileSync(join(web, 'sw.js'), 'utf8');
  const hash = createHash('sha256');
  for (const file of files) hash.update(file).update(readFileSync(join(dist, file)));
  const version = `${VERSION}-${hash.digest('hex').slice(0, 12)}`;
  const missing = CORE.filter((f) => !files.includes(f));
  if (missing.length) fail(`build-web: the service worker's core files are missing: ${missing.join(', ')}`);
  return template
    .replace("'__SANGGI_VERSION__'", JSON.stringify(version))
    .replace("['__SANGGI_FILES__']", JSON.stringify(['./', ...files]))
    .replace("['__SANGGI_CORE__']", JSON.stringify(['./', ...CORE]));
}

// Each network file as the script the engine client loads: {name: 'nnue-janggi.js', text}.
function networkScripts() {
  const nets = join(ROOT, 'core', 'nnue', 'nets');
  return readdirSync(nets).filter((f) => f.endsWith('.nnue')).map((file) => {
    const game = file.slice(0, -'.nnue'.length);
    const base64 = readFileSync(join(nets, file)).toString('base64');
    return {
      name: `nnue-${game}.js`,
      text: `// The learned evaluation of ${game} (core/nnue/nets/${file}; docs/learned-evaluation.md).\n` +
        `(globalThis.SanggiNetworks = globalThis.SanggiNetworks || {})[${JSON.stringify(game)}] = ${JSON.stringify(base64)};\n`,
    };
  });
}

async function main() {
  const engine = await engineScript();
  writeFileSync(join(web, 'engine', 'engine.js'), engine);
  const networks = networkScripts();
  for (const { name, text } of networks) writeFileSync(join(web, 'engine', name), text);
  if (process.argv[2] === 'engine') {
    console.log(`build-web: ${join(web, 'engine', 'engine.js')}`);
    return;
  }
  rmSync(dist, { recursive: true, force: true });
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'engine.js'), engine);
  writeFileSync(join(dist, 'engine-stream.js'), await engineStreamScript());
  copyFileSync(WASM_BINARY, join(dist, 'sanggi-engine.wasm'));
  for (const { name, text } of networks) writeFileSync(join(dist, name), text);

  for (const [source, name] of Object.entries(BUNDLES)) {
    const path = join(web, source);
    if (existsSync(path)) writeFileSync(join(dist, name), await bundle(path));
    else console.warn(`build-web: web/${source} is missing: no ${name}`);
  }
  const diagramTools = join(web, 'diagram', 'tools.js');  // loaded when a diagram is exported
  if (existsSync(diagramTools)) writeFileSync(join(dist, 'diagram-tools.js'), await bundle(diagramTools));

  for (const path of filesUnder(web)) {
    const name = posix(relative(web, path));
    if (name === 'sw.js' || NOT_COPIED.some((re) => re.test(name))) continue;
    mkdirSync(dirname(join(dist, name)), { recursive: true });
    if (name.endsWith('.html')) writeFileSync(join(dist, name), rewriteHtml(name, readFileSync(path, 'utf8')));
    else copyFileSync(path, join(dist, name));
  }
  if (!existsSync(join(dist, 'index.html'))) console.warn('build-web: web/index.html is missing');
  // The licence and what ships inside from others, with their licences.
  for (const name of ['LICENSE', 'THIRD_PARTY.md']) copyFileSync(join(ROOT, name), join(dist, name));

  const files = filesUnder(dist).map((path) => posix(relative(dist, path))).sort();
  writeFileSync(join(dist, 'sw.js'), serviceWorker(files));
  // What a visitor downloads, compressed as a server would send it.
  let all = 0;
  let fonts = 0;
  for (const file of [...files, 'sw.js']) {
    const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    all += size;
    if (file.startsWith('fonts/')) fonts += size;
  }
  const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
  console.log(`build-web: ${files.length + 1} files in ${dist}, ${kb(all)} gzip-compressed (${kb(all - fonts)} without fonts)`);
}

main().catch((e) => fail(e && e.stack ? e.stack : String(e)));

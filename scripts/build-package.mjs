#!/usr/bin/env node
// Builds the npm package sanggi-engine into build/package/sanggi-engine/ (called by
// `scripts/build package`; the wasm must be built). `npm pack` in that folder makes the
// tarball. Its files:
//   node.js     the Node entry (package/node.js and web/engine/, bundled as an ES module)
//   browser.js  the entry for bundlers (package/browser.js and web/engine/, ES module)
//   wasm.js     the wasm module as base64, shared by both entries
//   engine.js   the engine script of the page (dist/engine.js), for createEngine({engineUrl})
//   index.d.ts  the TypeScript declarations (package/index.d.ts)
//   package.json, README.md (package/README.md), LICENSE, THIRD_PARTY.md, CHANGELOG.md
import { copyFileSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { ROOT, VERSION, bundle, engineScriptParts, requireWasm, virtualModule, wasmBase64 } from './lib/bundle.mjs';

const source = join(ROOT, 'package');
const out = process.env.SANGGI_PACKAGE_DIR || join(ROOT, 'build', 'package', 'sanggi-engine');

// Both entries import the wasm from ./wasm.js, kept as a module of its own so it ships once.
const sharedWasm = {
  name: 'shared-wasm',
  setup(build) {
    build.onResolve({ filter: /^sanggi-wasm-base64$/ }, () => ({ path: './wasm.js', external: true }));
  },
};

// The glue's Node branch requires these; the browser build gets empty modules instead, so no
// `require` is left for the user's bundler to trip on.
const NODE_BUILTINS = ['fs', 'path', 'crypto', 'ws', 'worker_threads'];

const ES_MODULE = { format: 'esm', minify: false, legalComments: 'none' };
const header = `/* sanggi-engine ${VERSION}, MIT licence (LICENSE); bundled, see THIRD_PARTY.md. */`;

async function buildNode() {
  return bundle(join(source, 'node.js'), {
    ...ES_MODULE,
    platform: 'node',
    target: ['node18'],
    plugins: [sharedWasm],
    // The glue is CommonJS and refers to require and __dirname, which an ES module lacks.
    banner: {
      js: `${header}
import { createRequire as sanggiCreateRequire } from 'node:module';
import { fileURLToPath as sanggiFileURLToPath } from 'node:url';
const require = sanggiCreateRequire(import.meta.url);
const __dirname = sanggiFileURLToPath(new URL('.', import.meta.url));`,
    },
  });
}

async function buildBrowser() {
  const { head, tail } = await engineScriptParts();
  const script = `export const ENGINE_SCRIPT_HEAD = ${JSON.stringify(head)};\nexport const ENGINE_SCRIPT_TAIL = ${JSON.stringify(tail)};\n`;
  return bundle(join(source, 'browser.js'), {
    ...ES_MODULE,
    platform: 'browser',
    target: ['es2020'],
    plugins: [
      sharedWasm,
      virtualModule('sanggi-engine-script', script),
      ...NODE_BUILTINS.map((name) => virtualModule(name, 'export default {};')),
    ],
    // The package never looks for engine.js beside itself (it passes engineSource), and
    // import.meta would make users' IIFE bundles warn.
    define: { __dirname: '"/"', 'import.meta.url': 'undefined' },
    banner: { js: header },
  });
}

function packageJson() {
  return {
    name: 'sanggi-engine',
    version: VERSION,
    description:
      'Rules engine and computer opponent for Janggi, Xiangqi, Sin-yeon-sang-gi and Gwangsanghui (Korean and East-Asian chess), as WebAssembly for Node and browsers',
    license: 'MIT',
    type: 'module',
    main: './node.js',
    browser: './browser.js',
    types: './index.d.ts',
    exports: {
      '.': { types: './index.d.ts', node: './node.js', default: './browser.js' },
      './engine.js': './engine.js',
      './package.json': './package.json',
    },
    sideEffects: false,
    engines: { node: '>=18' },
    keywords: ['janggi', 'xiangqi', 'gwangsanghui', 'sin-yeon-sang-gi', 'korean-chess', 'chinese-chess', 'chess-engine', 'webassembly'],
  };
}

async function main() {
  requireWasm();
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const engine = await engineScriptParts();
  const base64 = wasmBase64();
  writeFileSync(join(out, 'wasm.js'), `${header}\nexport default ${JSON.stringify(base64)};\n`);
  writeFileSync(join(out, 'engine.js'), engine.head + JSON.stringify(base64) + engine.tail);
  writeFileSync(join(out, 'node.js'), await buildNode());
  writeFileSync(join(out, 'browser.js'), await buildBrowser());
  copyFileSync(join(source, 'index.d.ts'), join(out, 'index.d.ts'));
  copyFileSync(join(source, 'README.md'), join(out, 'README.md'));
  for (const name of ['LICENSE', 'THIRD_PARTY.md', 'CHANGELOG.md']) copyFileSync(join(ROOT, name), join(out, name));
  writeFileSync(join(out, 'package.json'), `${JSON.stringify(packageJson(), null, 2)}\n`);

  const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
  const size = (name) => statSync(join(out, name)).size;
  const gzip = (name) => gzipSync(readFileSync(join(out, name)), { level: 9 }).length;
  console.log(
    `build-package: sanggi-engine ${VERSION} in ${out}: engine (wasm.js) ${kb(size('wasm.js'))}, ${kb(gzip('wasm.js'))} gzip; ` +
      `node.js ${kb(size('node.js'))}, browser.js ${kb(size('browser.js'))} (${kb(gzip('browser.js'))} gzip)`,
  );
}

main().catch((e) => {
  console.error(`build-package: ${e && e.stack ? e.stack : String(e)}`);
  process.exit(1);
});

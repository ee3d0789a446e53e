#!/usr/bin/env node
// The wasm engine's speed under Node, against the native `sanggi` where it is built:
// perft (move generation) and search (nodes per second under a node limit).
//   node scripts/bench-wasm.mjs [--quick]
// SANGGI_WASM_DIR: the wasm build (default build/wasm/wasm); SANGGI_NATIVE: the native binary
// (default build/native-release/core/cli/sanggi, then build/web-native/core/cli/sanggi).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadApi, ROOT } from '../tests/node/engine_helpers.mjs';

const quick = process.argv.includes('--quick');
const PERFT = [
  ['janggi', quick ? 3 : 4],
  ['xiangqi', quick ? 3 : 4],
  ['sinyeonsanggi', 3],
  ['gwangsanghui', quick ? 2 : 3],
];
const SEARCH_NODES = quick ? 50000 : 400000;
const SEARCH = [
  ['janggi', ['b1c3', 'b10c8']],
  ['xiangqi', ['h3e3', 'h10g8']],
  ['sinyeonsanggi', []],
  ['gwangsanghui', []],
];

function nativeBinary() {
  const candidates = [
    process.env.SANGGI_NATIVE,
    join(ROOT, 'build', 'native-release', 'core', 'cli', 'sanggi'),
    join(ROOT, 'build', 'web-native', 'core', 'cli', 'sanggi'),
  ];
  return candidates.find((path) => path && existsSync(path)) || null;
}

function nativePerft(binary, variant, depth) {
  const run = spawnSync(binary, ['perft', variant, 'startpos', String(depth)], { encoding: 'utf8' });
  const nodes = /nodes (\d+)/.exec(run.stdout);
  const time = /time ([\d.]+) s/.exec(run.stdout);
  if (!nodes || !time) return null;
  return { nodes: Number(nodes[1]), ms: Number(time[1]) * 1000 };
}

// A node-limited search through the native UCI loop, timed from `go` to `bestmove` like the
// wasm search is timed around its call; null if the binary has no UCI search.
function nativeSearch(binary, variant, moves, nodes) {
  return new Promise((resolve) => {
    const child = spawn(binary, ['uci'], { stdio: ['pipe', 'pipe', 'ignore'] });
    let output = '';
    let depth = 0;
    let started = 0;
    const timer = setTimeout(() => {
      child.kill();
      resolve(null);
    }, 120000);
    const finish = (value) => {
      clearTimeout(timer);
      resolve(value);
    };
    child.on('error', () => finish(null));
    child.on('exit', () => finish(null));
    child.stdout.on('data', (chunk) => {
      output += chunk;
      let newline;
      while ((newline = output.indexOf('\n')) >= 0) {
        const line = output.slice(0, newline).trim();
        output = output.slice(newline + 1);
        const info = /^info depth (\d+)/.exec(line);
        if (info) depth = Number(info[1]);
        if (line === 'readyok') {
          started = performance.now();
          child.stdin.write(`go nodes ${nodes}\n`);
        }
        if (line.startsWith('bestmove')) {
          const ms = performance.now() - started;
          child.stdin.end('quit\n');
          finish({ depth, nodes, ms });
        }
      }
    });
    const position = moves.length ? `position startpos moves ${moves.join(' ')}` : 'position startpos';
    child.stdin.write(`uci\nsetoption name UCI_Variant value ${variant}\nucinewgame\n${position}\nisready\n`);
  });
}

const rate = (nodes, ms) => (ms > 0 ? Math.round((nodes * 1000) / ms) : 0);
const fmt = (n) => (n >= 1e6 ? `${(n / 1e6).toFixed(2)}M` : n >= 1e3 ? `${(n / 1e3).toFixed(0)}k` : String(n));

const api = await loadApi();
const binary = nativeBinary();
console.log(`wasm: ${process.env.SANGGI_WASM_DIR || 'build/wasm/wasm'}; native: ${binary || 'not built (scripts/build native)'}`);

console.log('\nperft (leaf nodes per second)');
const ratios = [];
for (const [variant, depth] of PERFT) {
  api.perft(variant, '', Math.min(depth, 2)); // warm up the JIT and the tables
  const started = performance.now();
  const wasm = api.perft(variant, '', depth);
  const ms = performance.now() - started;
  const wasmRate = rate(wasm.nodes, ms);
  let line = `  ${variant.padEnd(14)} depth ${depth}  ${String(wasm.nodes).padStart(9)} nodes  wasm ${fmt(wasmRate)}/s`;
  const native = binary && nativePerft(binary, variant, depth);
  if (native) {
    if (native.nodes !== wasm.nodes) line += `  NODE COUNTS DIFFER (native ${native.nodes})`;
    const nativeRate = rate(native.nodes, native.ms);
    ratios.push(wasmRate / nativeRate);
    line += `  native ${fmt(nativeRate)}/s  wasm/native ${(wasmRate / nativeRate).toFixed(2)}`;
  }
  console.log(line);
}
if (ratios.length) console.log(`  mean wasm/native: ${(ratios.reduce((a, b) => a + b) / ratios.length).toFixed(2)}`);

console.log(`\nsearch (${fmt(SEARCH_NODES)} nodes from an opening position, nodes per second)`);
const searchRatios = [];
api.search({ variant: 'janggi', moves: ['c1d3'] }, { nodes: 20000, seed: 1 }); // warm up the JIT
for (const [variant, moves] of SEARCH) {
  // Each search is of a new game, so it starts from a clear table, as the native one does
  // after ucinewgame. Nodes per second counts the node limit over the time of the call.
  const started = performance.now();
  const result = api.search({ variant, moves }, { nodes: SEARCH_NODES, seed: 1 });
  const ms = performance.now() - started;
  if (result.error) {
    console.log(`  ${variant}: ${result.error}`);
    continue;
  }
  const wasmRate = rate(result.nodes, ms);
  let line = `  ${variant.padEnd(14)} depth ${String(result.depth).padStart(2)}  wasm ${fmt(wasmRate)}/s`;
  const native = binary && (await nativeSearch(binary, variant, moves, SEARCH_NODES));
  if (native && native.ms > 0) {
    const nativeRate = rate(native.nodes, native.ms);
    searchRatios.push(wasmRate / nativeRate);
    line += `  native ${fmt(nativeRate)}/s (depth ${native.depth})  wasm/native ${(wasmRate / nativeRate).toFixed(2)}`;
  } else if (binary) {
    line += '  native: no UCI search to compare';
  }
  console.log(line);
}
if (searchRatios.length)
  console.log(`  mean wasm/native: ${(searchRatios.reduce((a, b) => a + b) / searchRatios.length).toFixed(2)}`);

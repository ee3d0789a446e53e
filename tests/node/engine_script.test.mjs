// The built engine script (dist/engine.js) as a worker and as a page script, run in a
// node:vm context that looks like each: the message protocol, ready/fatal, the own source
// for Blob workers, and that the script holds no eval or new Function (strict CSP).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import vm from 'node:vm';
import { DIST } from './engine_helpers.mjs';

const path = join(DIST, 'engine.js');
if (!existsSync(path)) throw new Error(`no ${path}: run scripts/build web`);
const source = readFileSync(path, 'utf8');

// Runs `code` in a fresh context shaped like a dedicated worker; returns its message port.
function startWorker(code) {
  const replies = [];
  const waiters = [];
  const scope = {
    atob,
    TextDecoder,
    TextEncoder,
    performance,
    setTimeout,
    clearTimeout,
    console,
    WebAssembly,
    location: { href: 'blob:http://localhost:8000/0b7e6b1c' },
    importScripts() {
      throw new Error('engine.js must not load other scripts');
    },
    postMessage(message) {
      replies.push(structuredClone(message));
      while (waiters.length) waiters.shift()();
    },
  };
  scope.self = scope;
  vm.createContext(scope);
  vm.runInContext(code, scope);
  async function next() {
    while (!replies.length) await new Promise((resolve) => waiters.push(resolve));
    return replies.shift();
  }
  const send = (message) => scope.onmessage({ data: structuredClone(message) });
  return { next, send };
}

test('engine.js holds no eval and no new Function', () => {
  assert.doesNotMatch(source, /new Function\s*\(/);
  assert.doesNotMatch(source, /[^.\w$]eval\s*\(/);
  assert.doesNotMatch(source, /[^\w$]Function\s*\(\s*["'`]/);
});

test('as a worker: ready, then answers requests in order by id', async () => {
  const worker = startWorker(source);
  assert.deepEqual(await worker.next(), { ready: true });
  worker.send({ id: 1, op: 'state', args: [{ variant: 'janggi', moves: ['b1c3'] }] });
  worker.send({ id: 2, op: 'variants', args: [] });
  worker.send({ id: 3, op: 'state', args: [{ variant: 'nope' }] });
  worker.send({ id: 4, op: 'rm -rf', args: [] });
  worker.send({ id: 5, op: 'state', args: 'not an array' });
  worker.send(null);
  const one = await worker.next();
  assert.equal(one.id, 1);
  assert.equal(one.result.lastMove, 'b1c3');
  const two = await worker.next();
  assert.equal(two.id, 2);
  assert.equal(two.result.length, 8);
  const three = await worker.next();
  assert.match(three.result.error, /unknown variant/);
  const four = await worker.next();
  assert.match(four.result.error, /unknown operation/);
  const five = await worker.next();
  assert.match(five.result.error, /the game must be an object/);
  const six = await worker.next();
  assert.equal(six.id, undefined);
  assert.match(six.result.error, /unknown operation/);
});

test('in a page: publishes a handler and its own source, which runs as a worker', async () => {
  const page = { atob, TextDecoder, TextEncoder, performance, setTimeout, clearTimeout, console, WebAssembly };
  page.self = page;
  page.window = page;
  vm.createContext(page);
  vm.runInContext(source, page);
  const engine = page.SanggiEngine;
  assert.equal(typeof engine.createHandler, 'function');
  assert.ok(engine.source.length > 100000, 'the source holds the wasm');
  const handler = engine.createHandler();
  await handler.ready;
  const reply = await handler.handle({ id: 9, op: 'janggiStartFen', args: ['NBNB', 'NBNB'] });
  assert.equal(reply.id, 9);
  assert.equal(reply.result.fen, "rbna1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ANBR w - - 0 1");
  // What client.js puts in a Blob URL starts a working worker.
  const worker = startWorker(engine.source);
  assert.deepEqual(await worker.next(), { ready: true });
  worker.send({ id: 1, op: 'parseMove', args: [{ variant: 'janggi' }, '79졸78'] });
  assert.deepEqual((await worker.next()).result, { move: 'i4h4' });
});

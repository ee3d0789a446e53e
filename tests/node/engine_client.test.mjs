// web/engine/client.js without a browser: the in-page mode (queueing, cancel, close, the
// search time cap) over the real wasm handler, and the engine that could not start.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { blobWorkersAllowed, createEngine } from '../../web/engine/client.js';
import { createHandler } from '../../web/engine/host.js';
import { WASM_DIR } from './engine_helpers.mjs';

test('with no engine script to load, every call answers with the reason', async () => {
  delete globalThis.SanggiEngine;
  const engine = await createEngine({ worker: false });
  assert.equal(engine.mode, 'none');
  const answer = await engine.state({ variant: 'janggi' });
  assert.match(answer.error, /the engine could not start/);
  assert.deepEqual(await engine.variants(), answer);
});

// The page mode over the real engine; records every request the handler receives.
async function pageEngine() {
  const factory = createRequire(import.meta.url)(join(WASM_DIR, 'sanggi-wasm.js'));
  const bytes = readFileSync(join(WASM_DIR, 'sanggi-wasm.wasm'));
  const received = [];
  globalThis.SanggiEngine = {
    createHandler() {
      const handler = createHandler(factory, () => bytes);
      return {
        ...handler,
        handle(message, post) {
          received.push(message);
          return handler.handle(message, post);
        },
      };
    },
  };
  const engine = await createEngine({ worker: false });
  return { engine, received };
}

test('in the page: answers in order, caps searches, cancels queued searches', async () => {
  const { engine, received } = await pageEngine();
  assert.equal(engine.mode, 'page');
  const [variants, state, bad] = await Promise.all([
    engine.variants(),
    engine.state({ variant: 'xiangqi', moves: ['h3e3'] }),
    engine.state({ variant: 'xiangqi', moves: ['h3e3', 'h3e3'] }),
  ]);
  assert.equal(variants.length, 8);
  assert.equal(state.lastMove, 'h3e3');
  assert.equal(bad.moveIndex, 1);
  assert.deepEqual(
    received.map((m) => m.op),
    ['variants', 'state', 'state'],
  );

  // The search's time is capped at 2 s in the page; its own limits are kept.
  const search = await engine.search({ variant: 'janggi', moves: [] }, { nodes: 3000, seed: 2 });
  assert.equal(typeof search.best, 'string');
  assert.deepEqual(received.at(-1).args[1], { nodes: 3000, seed: 2, movetimeMs: 2000 });
  await engine.search({ variant: 'janggi', moves: [] }, { movetimeMs: 60000, nodes: 1000 });
  assert.equal(received.at(-1).args[1].movetimeMs, 2000);

  // cancel() before a queued search runs: it resolves {cancelled: true} and never runs;
  // the request queued behind it is answered.
  const count = received.length;
  const cancelled = engine.search({ variant: 'janggi', moves: [] }, { nodes: 1000 });
  const after = engine.janggiStartFen('NBNB', 'NBNB');
  engine.cancel();
  assert.deepEqual(await cancelled, { cancelled: true });
  assert.match((await after).fen, /^rbna1abnr/);
  assert.deepEqual(
    received.slice(count).map((m) => m.op),
    ['janggiStartFen'],
  );

  // close() answers whatever is still waiting.
  const pending = engine.variantInfo('janggi');
  engine.close();
  assert.deepEqual(await pending, { cancelled: true });
});

test('a module that aborts is replaced by a fresh one for the next request', async () => {
  let made = 0;
  // A stand-in module: the first instance aborts like wasm does (a RuntimeError).
  const factory = async () => {
    const instance = ++made;
    return {
      state() {
        if (instance === 1) throw new WebAssembly.RuntimeError('unreachable');
        return JSON.stringify({ instance });
      },
    };
  };
  const handler = createHandler(factory, () => new Uint8Array());
  await handler.ready;
  const failed = await handler.handle({ id: 1, op: 'state', args: [{ variant: 'janggi' }] });
  assert.match(failed.result.error, /engine failure in state: unreachable/);
  const next = await handler.handle({ id: 2, op: 'state', args: [{ variant: 'janggi' }] });
  assert.deepEqual(next, { id: 2, result: { instance: 2 } });
  assert.equal(made, 2);
});

test('a module that cannot load makes ready reject, and a later request retries', async () => {
  let attempts = 0;
  const factory = async () => {
    attempts++;
    if (attempts === 1) throw new Error('CompileError: bad bytes');
    return { variants: () => '[]' };
  };
  const handler = createHandler(factory, () => new Uint8Array());
  await assert.rejects(handler.ready, /bad bytes/);
  assert.deepEqual(await handler.handle({ id: 3, op: 'variants', args: [] }), { id: 3, result: [] });
});

test('a page whose CSP forbids blob: workers is not made to try one (file:// under a CSP <meta>)', () => {
  const strict = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'";
  assert.equal(blobWorkersAllowed([strict]), false);
  assert.equal(blobWorkersAllowed([]), true);
  assert.equal(blobWorkersAllowed(["style-src 'self'"]), true);
  assert.equal(blobWorkersAllowed([`${strict}; worker-src 'self' blob:`]), true);
  assert.equal(blobWorkersAllowed(["default-src 'self' blob:", "script-src *"]), false, 'every policy must allow it');
  assert.equal(blobWorkersAllowed(["child-src blob:; script-src 'self'"]), true, 'child-src comes before script-src');
  assert.equal(blobWorkersAllowed(["WORKER-SRC BLOB:"]), true);
});

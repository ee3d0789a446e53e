// The page's side of the engine (web/engine/API.md): one object whose methods return promises
// that never reject. The engine runs in a Web Worker so the page never freezes; it is made
//   1. over http(s), from engine-stream.js beside engine.js (dist/: the wasm a file of its own,
//      compiled while it streams), else from the URL of engine.js (what a strict CSP allows), else
//   2. from a Blob URL holding engine.js's own source (file:// forbids worker URLs), unless
//      the page's own policy (a CSP <meta> tag) forbids blob: workers, else
//   3. in the page itself, when no worker can be made at all.
// Searches and analyses run in a second worker; cancelling a search ends that worker and the
// next search starts a fresh one; an analysis is stopped by a message (it runs in slices).

import { NETWORK_GAMES } from './version.js';

const WORKER_START_TIMEOUT_MS = 30000;
const PAGE_SEARCH_MAX_MS = 2000; // in the page a search blocks the page: keep it short

// Where engine.js lies: beside the script that holds this module. In a bundle (dist/app.js,
// dist/sanggi-embed.js) that script is document.currentScript while it first runs; as an ES
// module (development) it is import.meta.url (web/engine/engine.js).
const scriptUrl =
  (typeof document !== 'undefined' && document.currentScript && /** @type {HTMLScriptElement} */ (document.currentScript).src) ||
  import.meta.url ||
  (typeof location !== 'undefined' ? location.href : '');

export function defaultEngineUrl() {
  try {
    return new URL('engine.js', scriptUrl).href;
  } catch {
    return 'engine.js';
  }
}

// Loads engine.js into the page once (for its source, or to run it here).
let pageScript = null;
function loadEngineScript(url) {
  if (typeof globalThis.SanggiEngine === 'object') return Promise.resolve(globalThis.SanggiEngine);
  if (!pageScript) {
    pageScript = new Promise((resolve, reject) => {
      if (typeof document === 'undefined') {
        reject(new Error('no document to load the engine into'));
        return;
      }
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.onload = () =>
        typeof globalThis.SanggiEngine === 'object'
          ? resolve(globalThis.SanggiEngine)
          : reject(new Error('engine.js did not start'));
      script.onerror = () => reject(new Error(`could not load ${url}`));
      document.head.appendChild(script);
    });
    pageScript.catch(() => {
      pageScript = null;
    });
  }
  return pageScript;
}

// The learned evaluation of a game (docs/learned-evaluation.md): nnue-<game>.js beside
// engine.js, a classic script (so that it loads from disk too) that puts the network file, in
// base64, in globalThis.SanggiNetworks[game]. Loaded when that game is first searched; a game
// without one, or a page without the file, plays with the hand-set evaluation.
const networkScripts = new Map(); // url -> promise of the base64 text, or null
function loadNetworkScript(url, game) {
  const have = () => (globalThis.SanggiNetworks && globalThis.SanggiNetworks[game]) || null;
  if (!networkScripts.has(url)) {
    networkScripts.set(url, new Promise((resolve) => {
      if (have() || typeof document === 'undefined') {
        resolve(have());
        return;
      }
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.onload = () => resolve(have());
      script.onerror = () => resolve(null);
      document.head.appendChild(script);
    }));
  }
  return networkScripts.get(url);
}

// game {variant} -> a promise of {variant, data} (the network to give the engine) or null.
// `variants()` lists the variants with their game; `base` is engine.js's URL.
function networkFinder(base, variants) {
  let games = null;
  return async (game) => {
    if (!base || !game || typeof game.variant !== 'string') return null;
    games ??= Promise.resolve(variants()).then((list) =>
      new Map(Array.isArray(list) ? list.map((v) => [v.name, v.game]) : []));
    const family = (await games).get(game.variant);
    if (!family || (NETWORK_GAMES && !NETWORK_GAMES.includes(family))) return null;
    let url;
    try {
      url = new URL(`nnue-${family}.js`, base).href;
    } catch {
      return null;
    }
    const data = await loadNetworkScript(url, family);
    return data ? { variant: game.variant, data } : null;
  };
}

// Gives a worker or handler its game's network once; the engine's refusal of a bad file is
// said on the console (the game goes on with the hand-set evaluation).
function giveNetwork(target, network, send) {
  if (!network) return null;
  target.sanggiNetworks ??= new Set();
  if (target.sanggiNetworks.has(network.variant)) return null;
  target.sanggiNetworks.add(network.variant);
  return send({ id: 0, op: 'loadNetwork', args: [network.variant, network.data] });
}

function warnRefused(reply) {
  if (reply && reply.id === 0 && reply.result && reply.result.error && typeof console !== 'undefined')
    console.warn(`sanggi: the engine refused its network: ${reply.result.error}`);
}

// Starts a worker and resolves when its engine is ready; rejects if it cannot start.
function startWorker(makeWorker) {
  return new Promise((resolve, reject) => {
    let worker;
    try {
      worker = makeWorker();
    } catch (e) {
      reject(e);
      return;
    }
    const timer = setTimeout(() => {
      worker.terminate();
      reject(new Error('the engine worker did not start in time'));
    }, WORKER_START_TIMEOUT_MS);
    worker.onmessage = (event) => {
      clearTimeout(timer);
      if (event.data && event.data.ready) resolve(worker);
      else {
        worker.terminate();
        reject(new Error((event.data && event.data.fatal) || 'the engine worker failed'));
      }
    };
    worker.onerror = (event) => {
      clearTimeout(timer);
      if (event && event.preventDefault) event.preventDefault();
      worker.terminate();
      reject(new Error((event && event.message) || 'the engine worker could not be created'));
    };
  });
}

function sameOrigin(url) {
  try {
    return typeof location !== 'undefined' && new URL(url).origin === location.origin;
  } catch {
    return false;
  }
}

// Whether Content-Security-Policy texts let a page start a worker from a blob: URL: the
// directive that governs workers is worker-src, else child-src, else script-src, else
// default-src; a policy with none of them does not restrict workers ('*' never covers blob:).
export function blobWorkersAllowed(policies) {
  return policies.every((policy) => {
    const directives = new Map();
    for (const part of String(policy).split(';')) {
      const [name, ...values] = part.trim().toLowerCase().split(/\s+/);
      if (name && !directives.has(name)) directives.set(name, values);
    }
    const governing = ['worker-src', 'child-src', 'script-src', 'default-src'].find((name) => directives.has(name));
    return !governing || directives.get(governing).includes('blob:');
  });
}

// The policies of the page's CSP <meta> tags (a page opened from disk has no headers). Trying
// a worker they forbid would be refused with an error in the console.
function pagePolicies() {
  if (typeof document === 'undefined' || !document.querySelectorAll) return [];
  return [...document.querySelectorAll('meta')]
    .filter((meta) => meta.httpEquiv.toLowerCase() === 'content-security-policy')
    .map((meta) => meta.content);
}

// The ways to run the engine, best first, for this page. The engine script comes from
// `engineUrl` (the page: dist/engine.js), or, given `engineSource` (a function returning the
// script's text; the npm package embeds it), from that text with no file to serve;
// `localHandler` (a function returning a handler, host.js) runs the engine in this thread
// without loading a script.
function transports(options) {
  const engineUrl = options.engineUrl || (options.engineSource ? null : defaultEngineUrl());
  const list = [];
  const httpPage = typeof location !== 'undefined' && /^https?:$/.test(location.protocol);
  if (options.worker !== false && typeof Worker === 'function') {
    // Over http(s), engine-stream.js beside engine.js, if there is one, streams the wasm as a
    // file of its own (dist/); engine.js, the wasm inside, is the next way.
    // (Not in development, where web/ runs as ES modules and has no such file.)
    const built = typeof document !== 'undefined' && !document.querySelector('script[type="module"]');
    const streamUrl = engineUrl && httpPage && built && /\/engine\.js$/.test(new URL(engineUrl, location.href).pathname)
      ? new URL('engine-stream.js', new URL(engineUrl, location.href)).href : null;
    if (streamUrl && sameOrigin(streamUrl) && options.streamedWasm !== false)
      list.push({ mode: 'worker', start: () => startWorker(() => new Worker(streamUrl)) });
    if (engineUrl && httpPage && sameOrigin(engineUrl))
      list.push({ mode: 'worker', start: () => startWorker(() => new Worker(engineUrl)) });
    if (blobWorkersAllowed(pagePolicies())) list.push({
      mode: 'worker',
      start: async () => {
        const source = options.engineSource ? options.engineSource() : (await loadEngineScript(engineUrl)).source;
        if (!source) throw new Error('engine.js has no source to start a worker from');
        const blobUrl = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
        try {
          return await startWorker(() => new Worker(blobUrl));
        } finally {
          URL.revokeObjectURL(blobUrl);
        }
      },
    });
  }
  list.push({
    mode: 'page',
    start: async () => {
      const handler = options.localHandler
        ? options.localHandler()
        : (await loadEngineScript(engineUrl)).createHandler();
      await handler.ready;
      return handler;
    },
  });
  return list;
}

function errorText(e) {
  return e && e.message ? e.message : String(e);
}

// options: {engineUrl, worker: false (run in the page; for tests), engineSource, localHandler}
// (the last two: see transports()).
export async function createEngine(options = {}) {
  const failures = [];
  let transport = null;
  let backend = null; // a Worker, or a page handler
  for (const candidate of transports(options)) {
    try {
      backend = await candidate.start();
      transport = candidate;
      break;
    } catch (e) {
      failures.push(`${candidate.mode}: ${errorText(e)}`);
    }
  }
  if (!backend) {
    const message = `the engine could not start (${failures.join('; ')})`;
    return brokenEngine(message);
  }
  const networkBase = options.engineUrl || (options.engineSource ? null : defaultEngineUrl());
  return transport.mode === 'page'
    ? localEngine(backend, failures, { networkBase })
    : workerEngine(backend, transport, failures, networkBase);
}

// Every method of API.md, as requests.
function apiMethods(request) {
  return {
    variants: () => request('variants', []),
    variantInfo: (name) => request('variantInfo', [name]),
    state: (game) => request('state', [game]),
    parseMove: (game, text) => request('parseMove', [game, text]),
    search: (game, options) => request('search', [game, options]),
    analyse: (game, options, onInfo) => request('analyse', [game, options], typeof onInfo === 'function' ? onInfo : null),
    importRecord: (text, defaultVariant) => request('importRecord', [text, defaultVariant]),
    exportRecord: (record, format, style) => request('exportRecord', [record, format, style]),
    janggiStartFen: (han, cho) => request('janggiStartFen', [han, cho]),
    validate: (variant, fen) => request('validate', [variant, fen]),
    memory: () => request('memory', []),
  };
}

// One worker and the requests it holds; the worker is made again when needed after it was
// ended (cancel) or died (a crash, out of memory).
function createLane(transport, firstWorker) {
  // starting: a promise of the next worker while one starts; pending: id -> {op, resolve,
  // onInfo}
  const lane = { transport, worker: null, starting: null, pending: new Map() };
  if (firstWorker) attach(lane, firstWorker);
  return {
    request: (id, op, args, onInfo, network) => laneRequest(lane, id, op, args, onInfo, network),
    stop: () => stopLane(lane),
    // A message that expects no answer (an analysis' stop), if a worker runs.
    post: (message) => lane.worker?.postMessage(message),
    holds: (op) => [...lane.pending.values()].some((entry) => entry.op === op),
    busy: () => lane.pending.size > 0,
  };
}

// Everything still pending resolves to `answer`.
function settleAll(lane, answer) {
  for (const [, entry] of lane.pending) entry.resolve(answer);
  lane.pending.clear();
}

function attach(lane, w) {
  lane.worker = w;
  w.onmessage = (event) => {
    const reply = event.data;
    warnRefused(reply);
    const entry = reply && lane.pending.get(reply.id);
    if (!entry) return;
    if (reply.info) {
      reportInfo(entry.onInfo, reply.info);
      return;
    }
    lane.pending.delete(reply.id);
    entry.resolve(reply.result);
  };
  w.onerror = (event) => {
    if (event && event.preventDefault) event.preventDefault();
    if (lane.worker !== w) return;
    w.terminate();
    lane.worker = null;
    settleAll(lane, { error: `the engine stopped: ${(event && event.message) || 'worker error'}` });
  };
}

// An analysis' progress to its listener; a throwing listener must not stop the messages.
function reportInfo(onInfo, info) {
  try {
    if (onInfo) onInfo(info);
  } catch (e) {
    setTimeout(() => {
      throw e;
    });
  }
}

function ensureWorker(lane) {
  if (lane.worker) return Promise.resolve(lane.worker);
  lane.starting ??= lane.transport.start().then(
    (w) => {
      lane.starting = null;
      attach(lane, w);
      return w;
    },
    (e) => {
      lane.starting = null;
      throw e;
    },
  );
  return lane.starting;
}

// Posts a request once a worker runs (and has the game's network, a promise, if any).
// postMessage throws on arguments that cannot be cloned (functions, DOM nodes): that too
// becomes an error value.
function laneRequest(lane, id, op, args, onInfo = null, network = null) {
  return new Promise((resolve) => {
    lane.pending.set(id, { op, resolve, onInfo });
    Promise.all([ensureWorker(lane), network]).then(
      ([w, net]) => {
        if (!lane.pending.has(id)) return; // cancelled meanwhile
        if (lane.worker !== w) return laneRequest(lane, id, op, args, onInfo, net).then(resolve);
        try {
          giveNetwork(w, net, (message) => w.postMessage(message));
          w.postMessage({ id, op, args });
        } catch (e) {
          lane.pending.delete(id);
          resolve({ error: `bad arguments for ${op}: ${errorText(e)}` });
        }
      },
      (e) => {
        lane.pending.delete(id);
        resolve({ error: `the engine could not start again: ${errorText(e)}` });
      },
    );
  });
}

// Ends the worker; everything it held resolves to {cancelled: true}.
function stopLane(lane) {
  if (lane.worker) lane.worker.terminate();
  lane.worker = null;
  settleAll(lane, { cancelled: true });
}

// Searches run in a worker of their own, so that the page's other questions (the state after
// a click, a record to export) are answered while the computer thinks, and cancelling a
// search ends only that worker. It is started at the first search.
function workerEngine(firstWorker, transport, failures, networkBase) {
  const main = createLane(transport, firstWorker);
  const searches = createLane(transport, null);
  let nextId = 1;
  const findNetwork = networkFinder(networkBase, () => main.request(nextId++, 'variants', []));
  const request = (op, args, onInfo) =>
    op === 'search' || op === 'analyse'
      ? searches.request(nextId++, op, args, onInfo, findNetwork(args[0]).catch(() => null))
      : main.request(nextId++, op, args, onInfo);
  return {
    ...apiMethods(request),
    // A search can only be abandoned with its worker; analyses alone stop at their next
    // slice and keep the worker (and what its table learnt).
    cancel() {
      if (searches.holds('search')) searches.stop();
      else if (searches.holds('analyse')) searches.post({ op: 'stop' });
    },
    // Starts the search worker and gives it `game`'s network before the first search needs
    // them (while the person looks at the board), so the computer's first answer does not
    // wait for a worker, a wasm compile and a network to load. Nothing is searched.
    warm(game) {
      return searches.request(nextId++, 'memory', [], null, findNetwork(game).catch(() => null));
    },
    close() {
      main.stop();
      searches.stop();
    },
    mode: 'worker',
    startFailures: failures,
  };
}

// The engine in this thread over a handler of host.js: in the page (mode 'page', searches
// capped at PAGE_SEARCH_MAX_MS since they block it) or in Node (the npm package: mode 'node',
// searchCapMs 0 for no cap).
export function localEngine(handler, failures = [], { mode = 'page', searchCapMs = PAGE_SEARCH_MAX_MS, networkBase = null } = {}) {
  let nextId = 1;
  const pending = new Map();
  let queue = Promise.resolve();
  const findNetwork = networkFinder(networkBase, () => handler.handle({ id: -1, op: 'variants', args: [] }).then((r) => r.result));
  // The game's network, given to the handler before the search that needs it.
  const withNetwork = (game) =>
    findNetwork(game).catch(() => null).then((net) =>
      giveNetwork(handler, net, (message) => handler.handle(message).then(warnRefused)));

  function request(op, args, onInfo) {
    if (op === 'search' || op === 'analyse') handler.interrupt(); // a running analysis ends
    if (op === 'analyse') {
      const generation = handler.generation(); // a cancel() while the network loads ends it
      return withNetwork(args[0]).then(() => analyse(args, onInfo, generation));
    }
    return new Promise((resolve) => {
      const id = nextId++;
      pending.set(id, { op, resolve });
      let runArgs = args;
      if (op === 'search' && searchCapMs > 0) runArgs = [args[0], capSearch(args[1], searchCapMs)];
      // Run after the current task so that the page can paint and cancel() can come first.
      queue = queue
        .then(() => (op === 'search' ? withNetwork(args[0]) : null))
        .then(() => new Promise((next) => setTimeout(next, 0)))
        .then(() => (pending.has(id) ? handler.handle({ id, op, args: runArgs }) : null))
        .then((reply) => {
          const entry = pending.get(id);
          if (!entry || !reply) return;
          pending.delete(id);
          entry.resolve(reply.result);
        });
    });
  }

  // Outside the queue: the analysis runs in short slices with the page's other requests
  // answered in between (a search or another analysis ends it).
  function analyse(args, onInfo, generation) {
    const id = nextId++;
    const report = (message) => reportInfo(onInfo, message.info);
    return handler.handle({ id, op: 'analyse', args, generation }, report).then((reply) => reply.result);
  }

  function cancel() {
    handler.interrupt();
    for (const [id, entry] of pending) {
      if (entry.op === 'search') {
        pending.delete(id);
        entry.resolve({ cancelled: true });
      }
    }
  }

  function close() {
    handler.interrupt();
    for (const [, entry] of pending) entry.resolve({ cancelled: true });
    pending.clear();
  }

  return { ...apiMethods(request), cancel, close, mode, startFailures: failures };
}

// In the page a search blocks everything: give it a short time limit.
function capSearch(options, capMs) {
  if (options === null || typeof options !== 'object' || Array.isArray(options)) return options;
  const movetimeMs = Number.isInteger(options.movetimeMs) && options.movetimeMs > 0
    ? Math.min(options.movetimeMs, capMs)
    : capMs;
  return { ...options, movetimeMs };
}

// When nothing works every call answers with the reason, so the page can show it.
export function brokenEngine(message) {
  const request = () => Promise.resolve({ error: message });
  return { ...apiMethods(request), cancel() {}, close() {}, mode: 'none', startFailures: [message] };
}

// The service worker: keeps the app's files so it works offline once visited over http(s).
// scripts/build-web.mjs fills in the version and the file lists for dist/; the page registers
// it only over http(s) (web/engine/offline.js), never on file://.
// It never competes with the first load: installing fetches only the main page's core (CORE);
// every file the visitor then fetches is kept as it passes; the rest of the site (lessons,
// examples, the reader, the other games' networks...) is fetched only when the page, once its
// board is playable and the browser idle, asks for it ({type: 'cache-rest'}), one file at a
// time, and the page is told when every file is kept ({type: 'cache-complete'}).
const VERSION = '__SANGGI_VERSION__';
const FILES = ['__SANGGI_FILES__'];
const CORE = ['__SANGGI_CORE__'];
const CACHE = `sanggi-${VERSION}`;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(CORE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => n.startsWith('sanggi-') && n !== CACHE).map((n) => caches.delete(n))))
      .then(() => self.clients.claim()),
  );
});

// The files not yet kept, fetched one after another (never several at once).
let filling = null;
async function cacheRest() {
  const cache = await caches.open(CACHE);
  for (const file of FILES) {
    if (await cache.match(file)) continue;
    try {
      const response = await fetch(file);
      if (response.ok) await cache.put(file, response);
    } catch {
      return false;  // offline meanwhile: the next visit goes on
    }
  }
  return true;
}

self.addEventListener('message', (event) => {
  if (event.data?.type !== 'cache-rest') return;
  filling ??= cacheRest().finally(() => { filling = null; });
  event.waitUntil(filling.then((complete) => {
    if (complete) event.source?.postMessage({ type: 'cache-complete', version: VERSION });
  }));
});

// Cache first: the files of one version never change. Requests with a query (index.html?game=
// xiangqi) are answered by the file without it. A file of the app fetched from the network is
// kept on its way to the page.
self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  event.respondWith(
    caches.open(CACHE).then(async (cache) => {
      const hit = await cache.match(request, { ignoreSearch: true });
      if (hit) return hit;
      const response = await fetch(request);
      const base = new URL('./', self.location.href).pathname;
      const file = url.pathname.startsWith(base) ? url.pathname.slice(base.length) || './' : null;
      if (response.ok && FILES.includes(file)) cache.put(url.origin + url.pathname, response.clone());
      return response;
    }),
  );
});

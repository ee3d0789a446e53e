// The service worker: keeps every file of the app so it works offline once visited over
// http(s). scripts/build-web.mjs fills in the version and the file list for dist/; the page
// registers it only over http(s) (web/engine/offline.js), never on file://.
const VERSION = '__SANGGI_VERSION__';
const FILES = ['__SANGGI_FILES__'];
const CACHE = `sanggi-${VERSION}`;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(FILES))
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

// Cache first: the files of one version never change. Requests with a query (index.html?game=
// xiangqi) are answered by the file without it.
self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(
    caches
      .open(CACHE)
      .then((cache) => cache.match(request, { ignoreSearch: true }))
      .then((hit) => hit || fetch(request)),
  );
});

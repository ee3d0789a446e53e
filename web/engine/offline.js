// Offline use and installation: registers dist/sw.js when the page is served over http(s).
// On file:// there is nothing to register (and trying would only log an error).
export function registerOffline(swUrl = 'sw.js') {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return false;
  if (typeof location === 'undefined' || !/^https?:$/.test(location.protocol)) return false;
  // In development (web/ served as ES modules) sw.js is an unfilled template: skip it.
  if (document.querySelector('script[type="module"]')) return false;
  navigator.serviceWorker.register(swUrl).catch(() => {});
  return true;
}

// The install manifest, linked only over http(s): from file:// the browser's fetch of it is
// refused (a console CORS error) and there is nothing to install anyway.
export function linkManifest(href = 'manifest.webmanifest') {
  if (typeof location === 'undefined' || !/^https?:$/.test(location.protocol)) return false;
  if (document.querySelector('link[rel="manifest"]')) return true;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = href;
  document.head.append(link);
  return true;
}

// Once the page's board is playable: when the browser is idle, the service worker fetches
// the rest of the site for offline use (sw.js, 'cache-rest'), never during the first load.
// When every file is kept, <html data-offline="complete">. Nothing on file://.
export function fillOfflineCache() {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return false;
  if (!/^https?:$/.test(location.protocol) || document.querySelector('script[type="module"]')) return false;
  navigator.serviceWorker.addEventListener('message', (event) => {
    if (event.data?.type === 'cache-complete') document.documentElement.dataset.offline = 'complete';
  });
  const idle = (fn) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(fn, { timeout: 5000 }) : setTimeout(fn, 1000));
  navigator.serviceWorker.ready.then((registration) => idle(() => registration.active?.postMessage({ type: 'cache-rest' })));
  return true;
}

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

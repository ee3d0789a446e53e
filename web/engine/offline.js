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

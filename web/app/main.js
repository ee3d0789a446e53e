// Entry point of the main page (bundled into dist/app.js by `scripts/build web`).
import { createEngine } from '../engine/client.js';
import { registerOffline, linkManifest, fillOfflineCache } from '../engine/offline.js';
import { startPage } from './page.js';

linkManifest();
// The service worker, and the rest of the site kept for offline use, only once the board is
// playable: nothing competes with the first load.
startPage(createEngine).then(() => {
  registerOffline();
  fillOfflineCache();
});

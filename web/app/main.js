// Entry point of the main page (bundled into dist/app.js by `scripts/build web`).
import { createEngine } from '../engine/client.js';
import { registerOffline, linkManifest } from '../engine/offline.js';
import { startPage } from './page.js';

linkManifest();
startPage(createEngine);
registerOffline();
